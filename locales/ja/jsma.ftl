# 日本スポーツ麻雀協会 公式競技規定ルール：罰則の区分、各項目の要約（独自の表現）、判定理由。条文は原典のリスト名と番号で引く（例：JSMA ルール 23）。

# 繰り返し使う言い回し（項目ではない）。
part-jsma-pay-deliberate-dealer = 故意のチョンボ、違反者は親：役満分 48,000 点を他の 3 人に { $pay } 点ずつ支払う。
part-jsma-pay-deliberate-non-dealer = 故意のチョンボ、違反者は子：役満分 32,000 点を、親に { $pay_dealer } 点、他の子 2 人に { $pay_others } 点ずつ支払う。
part-jsma-pay-pao-dealer = 役満の責任払いを負う者のチョンボ、違反者は親：役満分 48,000 点を他の 3 人に { $pay } 点ずつ支払う。
part-jsma-pay-pao-non-dealer = 役満の責任払いを負う者のチョンボ、違反者は子：役満分 32,000 点を、親に { $pay_dealer } 点、他の子 2 人に { $pay_others } 点ずつ支払う。
part-jsma-pay-dealer = 親のチョンボ：12,000 点を他の 3 人に { $pay } 点ずつ支払う。
part-jsma-pay-non-dealer = 子のチョンボ：8,000 点を、親に { $pay_dealer } 点、他の子 2 人に { $pay_others } 点ずつ支払う。
-jsma-void = この局は無効とし、同じ親で配り直す。
-jsma-dead-hand-effect = この局は和了できず、チー・ポン・カンもできない（行えばチョンボ）。流局すればノーテン扱い。

tier-jsma-chombo = チョンボ（罰符）
tier-jsma-dead-hand = アガリ放棄

jsma-standings-interpretation = 本アプリの順位点は、半荘終了時の持ち点（チョンボなどの支払い後）と { $return_line } 点との差を { $per } 点につき一点とし、原典の順位点を加えたもの。原典の順位点は { $return_line } 点以上（ちょうども浮き）の人数で表が変わる：一人浮きは { $uma_1_1 }・{ $uma_1_2 }・{ $uma_1_3 }・{ $uma_1_4 }、二人浮きは { $uma_2_1 }・{ $uma_2_2 }・{ $uma_2_3 }・{ $uma_2_4 }、三人浮きは { $uma_3_1 }・{ $uma_3_2 }・{ $uma_3_3 }・{ $uma_3_4 }。同点の順位の決め方は規定にない。本アプリは同点者に、その人たちが占める順位の順位点を等分する（例：二位と三位が同点なら両者とも平均）。起家に近い者を上位とする大会もあり、その場合は大会規定に従う。四人とも { $return_line } 点ちょうどという表にない場合は、全員 { $uma_4_1 } とする。

# チョンボ（ルール 22〜26、28）

jsma-chombo-summary = チョンボの罰符は子 8,000 点、親 12,000 点で、親でも子でもその局は流れる（無効）。故意のチョンボと、役満の責任払い（パオ）を負う者のチョンボは、役満分（子 32,000 点、親 48,000 点）を支払う。他家がすでにリーチ棒を出していれば、そのリーチ棒は供託に残り、次局の和了者が取る。最終局が流局になれば、出した者に戻す。チョンボになる行為は、不正なリーチ、山や手牌を倒す、和了確認前の手牌崩し、錯ロン、アガリ放棄後の副露の各項目を参照。
jsma-chombo-interpretation = 規定は罰符の総額しか定めていない。本アプリは満貫をツモ和了したときと同じ割り方にする：子のチョンボは親に { $non-dealer-pay_dealer } 点、他の子に { $non-dealer-pay_others } 点ずつ、親のチョンボは { $dealer-pay } 点ずつ。役満分はその 4 倍（子は親に { $deliberate-non-dealer-pay_dealer } 点、子に { $deliberate-non-dealer-pay_others } 点ずつ、親は { $deliberate-dealer-pay } 点ずつ）。「流れ」は、その局を無効にし、同じ親・同じ積み場で配り直すことと読む（ノーテン罰符の精算もない）。チョンボをした本人が出していたリーチ棒は規定にないため、他家のリーチ棒と同じく供託に残す。大会規定で変更できる。
jsma-chombo-deliberate-dealer = { part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-chombo-deliberate-non-dealer = { part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-chombo-pao-dealer = { part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-chombo-pao-non-dealer = { part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-chombo-dealer = { part-jsma-pay-dealer }{ -jsma-void }
jsma-chombo-non-dealer = { part-jsma-pay-non-dealer }{ -jsma-void }

jsma-invalid-riichi-summary = リーチの後で次のいずれかが分かった場合、その局が流局になった時点でチョンボ：テンパイしていなかった、和了牌が残っていなかった（カラテン）、フリテンだった、リーチ後に和了牌を見逃した、リーチ後に認められない暗槓をした（リーチ後の暗槓は、ツモ牌が暗刻と同じ牌で和了形が変わらない場合だけ）。流局の前に誰かが和了すれば罰則はない。
jsma-invalid-riichi-interpretation = カラテンは、リーチをかけた時点で待ち牌がすべて見えていて（自分の手、河、副露、ドラ表示牌）和了牌が残っていない場合と読む。リーチ後に和了牌がなくなったことは問わない（ルール 21）。見逃しは、リーチ後に和了できる牌が捨てられた、またはツモったのに和了しなかった場合と読む。
jsma-invalid-riichi-deliberate-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-invalid-riichi-deliberate-non-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-invalid-riichi-pao-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-invalid-riichi-pao-non-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-invalid-riichi-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-invalid-riichi-non-dealer = 流局時に不正なリーチが判明。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-wrecked-wall-summary = 故意か過失かを問わず、山（壁牌）や他家の手牌を倒して対局を続けられなくした：チョンボ。故意なら役満分を支払う。倒れた牌を元どおりに戻して続けられる場合、規定に罰則はない。
jsma-wrecked-wall-deliberate-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-wrecked-wall-deliberate-non-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-wrecked-wall-pao-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-wrecked-wall-pao-non-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-wrecked-wall-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-wrecked-wall-non-dealer = 山や手牌を倒して続行不能にした。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-win-unverified-summary = 和了を宣言したあと、他の選手がその手牌を確認する前に崩してしまい、和了かどうか確かめられなくなった：チョンボ。
jsma-win-unverified-deliberate-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-win-unverified-deliberate-non-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-win-unverified-pao-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-win-unverified-pao-non-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-win-unverified-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-win-unverified-non-dealer = 確認前に手牌を崩し、和了が不明になった。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-false-win-summary = 錯ロン（正当でないロン和了）はチョンボ。ただし、同じ牌で他の選手に正当なロンがあればチョンボにならない（項目「錯ロン（他家に正当なロンあり）」）。
jsma-false-win-interpretation = 規定は錯ロンを定義していない。本アプリは、ロンを宣言して手牌を倒したが正当な和了でないものを錯ロンとする：和了形でない、役がない（海底自摸・河底放銃・嶺上開花・搶槓だけでは和了できない）、フリテン（ルール 12、14）、暗槓への搶槓（ルール 17）など。手牌を倒す前に取り消したロンは空ロンで、アガリ放棄。
jsma-false-win-deliberate-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-false-win-deliberate-non-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-false-win-pao-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-false-win-pao-non-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-false-win-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-false-win-non-dealer = 錯ロン、他家に正当なロンなし。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-passed-win-summary = 和了牌を見逃したあと、同じ巡目のうち（自分の打牌から次の自分のツモの直前まで）にロンした、または自分の捨て牌に和了牌があるフリテンのままロンした：正当な和了ではなく、錯ロンとしてチョンボ。見逃したあとでもツモ和了はできる。
jsma-passed-win-interpretation = 規定は同巡内の見逃し後のロン（ルール 14）とフリテンのロン（ルール 12）を認めないが、その罰則を個別には定めていない。正当でないロンなので錯ロン（ルール 26）と読み、チョンボとする。
jsma-passed-win-deliberate-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-passed-win-deliberate-non-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-passed-win-pao-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-passed-win-pao-non-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-passed-win-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-passed-win-non-dealer = 見逃し後・フリテンのロン（錯ロン）。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-call-after-dead-hand-summary = アガリ放棄になった選手は、その局ではチー・ポン・カンができない。行えばチョンボ。
jsma-call-after-dead-hand-deliberate-dealer = アガリ放棄中に副露した。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-call-after-dead-hand-deliberate-non-dealer = アガリ放棄中に副露した。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-call-after-dead-hand-pao-dealer = アガリ放棄中に副露した。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-call-after-dead-hand-pao-non-dealer = アガリ放棄中に副露した。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-call-after-dead-hand-dealer = アガリ放棄中に副露した。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-call-after-dead-hand-non-dealer = アガリ放棄中に副露した。{ part-jsma-pay-non-dealer }{ -jsma-void }

# 誤ロンの共同責任（ルール 29）と責任払い（ルール 30）

jsma-misnamed-discard-ron-summary = 打牌の牌名を間違えて口にし、それを聞いた別の選手がロンして誤ロンになった：二人の共同責任。二人はそれぞれ半満貫の罰符を、関わっていない他の二人に支払う。
jsma-misnamed-discard-ron-interpretation = 半満貫は、支払う本人の満貫（子 8,000 点、親 12,000 点）の半分と読む：子は 4,000 点、親は 6,000 点を、関わっていない二人で等分する（子は { $non-dealer-pay } 点ずつ、親は { $dealer-pay } 点ずつ）。規定は局の扱いを書いていないが、チョンボの一種としてその局は無効、配り直しとする（ルール 23）。牌名を間違えた選手とロンした選手を、それぞれ別の裁定として記録する。
jsma-misnamed-discard-ron-dealer = 牌名の誤りによる誤ロンの共同責任、親：半満貫 6,000 点を、関わっていない二人に { $pay } 点ずつ支払う。{ -jsma-void }
jsma-misnamed-discard-ron-non-dealer = 牌名の誤りによる誤ロンの共同責任、子：半満貫 4,000 点を、関わっていない二人に { $pay } 点ずつ支払う。{ -jsma-void }

jsma-pao-summary = 役満を確定させる牌をチー・ポン・カンさせた選手は責任払い（パオ）を負う：その役満をツモ和了されたら一人で全額を払い、他の選手が放銃したらその放銃者と半分ずつ払う。役満は子 { $tsumo-non-dealer-pay } 点、親 { $tsumo-dealer-pay } 点。カンさせて嶺上開花になった場合は通常のツモ和了で、責任払いにはならない。
jsma-pao-interpretation = 規定は対象となる役満を挙げていない。大三元の三つ目の三元牌や大四喜の四つ目の風牌のように、副露で役満が確定する場合と読み、「準」はそれに準じてほぼ確定する場合と読む。本アプリが動かすのは責任者の負担分だけ（ツモなら全額、ロンなら半分を責任者が和了者へ）。卓の記録には、この局の残り（ロンなら放銃者の半分）だけを入れ、責任者の分は入れない。積み場の点の負担は規定になく、ここには含めない。
jsma-pao-tsumo-dealer = 親の役満ツモに責任払い：責任者が { $pay } 点を一人で支払う。他の選手は払わない。
jsma-pao-tsumo-non-dealer = 子の役満ツモに責任払い：責任者が { $pay } 点を一人で支払う。他の選手は払わない。
jsma-pao-ron-dealer = 親の役満に他の選手が放銃、責任払いあり：責任者と放銃者が { $pay } 点ずつ。ここでは責任者の { $pay } 点。
jsma-pao-ron-non-dealer = 子の役満に他の選手が放銃、責任払いあり：責任者と放銃者が { $pay } 点ずつ。ここでは責任者の { $pay } 点。

# アガリ放棄（ルール 27、28、31）

jsma-empty-claim-summary = チー・ポン・カンを発声して実行しなかった（空チー・空ポン・空カン）：アガリ放棄。
jsma-empty-claim-called = 空チー・空ポン・空カン：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-mistaken-claim-summary = 誤ったチー・ポン・カン（錯チー・錯ポン・錯カン）：面子にならない牌を晒した、認められない副露をしたなど。アガリ放棄。
jsma-mistaken-claim-called = 錯チー・錯ポン・錯カン：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-empty-riichi-summary = リーチを宣言したのに成立させなかった（空リーチ）：アガリ放棄。
jsma-empty-riichi-declared = 空リーチ：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-empty-win-call-summary = ロンを発声したが手牌を倒さずに取り消した（空ロン）：アガリ放棄。手牌を倒して和了でなかった場合は錯ロンでチョンボ。
jsma-empty-win-call-interpretation = 規定は空ロンと錯ロンの境目を示していない。本アプリは、手牌を倒す前に取り消したロンを空ロン（アガリ放棄、ルール 27）、倒して正当な和了でなかったロンを錯ロン（チョンボ、ルール 26）とする。
jsma-empty-win-call-called = 空ロン：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-wrong-tile-count-summary = 手牌の枚数が多い（多牌）か少ない（少牌）：故意か過失かを問わずアガリ放棄。
jsma-wrong-tile-count-counted = 多牌・少牌：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-peeking-summary = 山の牌や他家の手牌など、見てはならない牌を見た（覗き見）：アガリ放棄。
jsma-peeking-looked = 覗き見：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-early-draw-summary = 上家の打牌が終わる前に自分のツモ牌を取った、または触れた（先ヅモ）：アガリ放棄。警告から始まる段階はなく、初回からアガリ放棄。
jsma-early-draw-drew-early = 先ヅモ：アガリ放棄。{ -jsma-dead-hand-effect }

jsma-exposed-tiles-summary = 自分の手牌を他家に見せた（見せ牌）。故意ならアガリ放棄。過失なら、見せた牌と同じ牌（現物）ではロンでもツモでも和了できない。リーチ後の過失の見せ牌は、その場でリーチを解除してアガリ放棄とし、以後ツモ切りしなくてよい。
jsma-exposed-tiles-interpretation = リーチを解除したあとのリーチ棒の扱いは規定にない。本アプリは戻さず、供託として次の和了者が取るものとする（ルール 22 と同じ扱い）。
jsma-exposed-tiles-deliberate = 故意の見せ牌：アガリ放棄。{ -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental-after-riichi = リーチ後の過失の見せ牌：リーチを解除してアガリ放棄。ツモ切りの義務はなくなる。{ -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental = 過失の見せ牌：対局は続けるが、この局では見せた牌と同じ牌（現物）ではロンでもツモでも和了できない。ほかの牌では和了できる。

# 手続きの訂正と、規定に罰則のないもの

jsma-wrong-dora-indicator-summary = ドラ表示牌をめくり間違えた：めくった牌を正しい表示位置の牌と入れ替え、ドラは変えずに続行する。罰則はない。
jsma-wrong-dora-indicator-corrected = めくった牌を正しい表示位置に移し、その牌が示すドラのまま続行する。

jsma-false-win-excused-summary = 錯ロンをしたが、同じ牌で他の選手に正当なロンがあった。
jsma-false-win-excused-not-applicable = この場合はチョンボにならない（ルール 26 但し書き）。規定にほかの罰則はない。正当なロンを精算する（和了は一局一人、上家が優先）。

jsma-false-tsumo-summary = ツモ和了を宣言したが、正当な和了ではなかった（錯ツモ）。
jsma-false-tsumo-not-applicable = 規定が罰則を定めているのは錯ロン（チョンボ）と空ロン（アガリ放棄）で、誤ったツモ和了の宣言については定めていない。審判長と大会規定に委ねる。和了を宣言して確認前に手牌を崩した場合は、項目「和了確認前の手牌崩し」でチョンボ。

jsma-kuikae-summary = チー・ポンした直後に、その面子と入れ替わる牌を捨てる（食い替え）。
jsma-kuikae-not-applicable = 規定は食い替えを認めていないが、罰則を定めていない。審判長と大会規定に委ねる。

jsma-manners-summary = マナー 1〜10：洗牌は伏せて行う、山は 17 幢ずつ、使ったサイコロを片づける、ドラ表示牌をめくる、発声してから鳴く、ロン・ツモと発声する、打牌の牌名を言わない・口三味線をしない、片手で打ち叩きつけない、不快な言動を慎む、捨て牌は 6 枚ごとに段を変える。
jsma-manners-not-applicable = マナーには罰則が定められていない。先ヅモ・覗き見・手牌の一部公開はルール 27 でアガリ放棄（各項目）、牌名の言い間違いによる誤ロンはルール 29（項目「牌名の誤りによる誤ロン」）。

jsma-late-arrival-summary = 対局開始時に着席していない。
jsma-late-arrival-not-applicable = 規定に遅刻や欠席の定めはない。大会規定に従う。

# How a ruling is appealed ([appeals] in ruleset.toml).
jsma-appeals-summary = JSMA 公式競技規定は提訴にも審判にも触れていない。提訴は審判長が扱い、大会規程に定めがなければ、期限・書面・費用はない。
jsma-disputed-tenpai-summary = 流局時のノーテン罰符（場に3,000点）を受け取れるのは有効テンパイの人だけです：テンパイで、和了すればドラ以外に1翻の役があり、和了牌が残っていること。リーチ後に和了牌がなくなったことは問われません。手牌で判定します。
jsma-disputed-tenpai-effective-tenpai = 手牌で確認：有効テンパイです。ノーテン罰符を受け取ります（ルール 20・21）。
jsma-disputed-tenpai-not-effective = 手牌で確認：有効テンパイではありません（ノーテン、どの待ちでも役なし、または和了牌が残っていない）。ノーテン罰符ではノーテン扱いです（ルール 21）。
jsma-false-win-win-stands = 申告の手牌・和了牌・状況で確認すると、{ $declared_points }点の正当な和了です：錯ロンではなく、罰則はありません。
jsma-invalid-riichi-hand-ready = 手牌で確認：残っている和了牌でテンパイしており、フリテンでもありません。ノーテン・カラテン・フリテンリーチではないのでチョンボになりません（リーチ後の見逃しや不正な暗槓は手牌なしで判定します）。
jsma-pao-not-yakuman = 和了者の手牌で確認：役満ではないので責任払いはありません（ルール 30 は役満のみ）。
