# 国標麻雀（MCR 2006、世界麻将組織）：罰則の種類、各項目の要約（独自の表現）、判定理由。
# 盘 = 一局（配牌から和了・流局まで）、局 = 一回戦（セッション）。

tier-mcr-2006-warning = 警告
tier-mcr-2006-warning-or-penalty = 警告または罰点
tier-mcr-2006-penalty-or-dead-hand = 罰点または和了放棄
tier-mcr-2006-late = 遅刻の減点
tier-mcr-2006-dead-hand = 和了放棄（停和）
tier-mcr-2006-ladder = 同じ局内で段階的に加重
tier-mcr-2006-suspension = 出場停止（停赛）
tier-mcr-2006-disqualification = 順位または出場資格の取り消し

mcr-2006-standings-interpretation = 各回戦は、罰点と支払いを反映した点数で卓の四人を順位づけし、標準点 { $rank_points_1 }・{ $rank_points_2 }・{ $rank_points_3 }・{ $rank_points_4 } を与える（3.9.2）。同点の扱いは規則にないため、一般的なやり方に従い、同点者はまたがる順位の標準点を分け合う（一位で二人並べば各 { $tied_first_two }、四人全員同点なら各 { $tied_all }）。大会全体は標準点の合計、同じなら点数の合計で順位を決める（3.10.1）。それ以上の基準は規則にない。遅刻で自動棄権した選手は点数 { $absent_score }・標準点 { $forfeit_rank_points } とし、残る三人は欠席者を { $absent_score } 点として四席の中で順位を決める。大会規定（代打ちなど）で別に定めることができる。

mcr-2006-late-arrival-summary = 開始宣言後に到着：{ $first-band-minutes_late_le } 分以内は { $first-band-score } 点減、{ $second-band-minutes_late_le } 分以内は { $second-band-score } 点減。{ $last-band-minutes_late_gt } 分を超えると自動棄権で、その回戦の点数は 0。
mcr-2006-late-arrival-interpretation = 区切りは端を含み、秒まで数える：ちょうど { $first-band-minutes_late_le }:00 の遅刻は { $first-band-score } 点減、{ $second-band-minutes_late_gt }:00 を超えちょうど { $second-band-minutes_late_le }:00 までは { $second-band-score } 点減、それ以降は棄権（{ $first-band-minutes_late_le } 分 30 秒は { $first-band-minutes_late_le } 分超）。棄権について規則は点数 0 のみを定めるが、他の負け扱いと同様に標準点も 0 とする。
mcr-2006-late-arrival-first-band = { $minutes_late } 分の遅刻、{ $minutes_late_le } 分以内：{ $score } 点減。
mcr-2006-late-arrival-second-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超 { $minutes_late_le } 分以内：{ $score } 点減。
mcr-2006-late-arrival-last-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超：自動棄権、点数・標準点とも 0。

mcr-2006-cheating-summary = 牌のすり替え・盗み・隠匿などの不正行為：審判はその選手を大会の残りから出場停止にできる。出場停止は審判と審判長が大会委員会に報告し、重い場合は公表される。
mcr-2006-cheating-suspended = 不正行為：大会の残りは出場停止、大会委員会に報告。

mcr-2006-information-passing-summary = 言葉・表情・しぐさ・説明で同卓の他家にほのめかしや合図を送る（得をしたかどうかは問わない）：審判はこの局で罰点（{ $signalled-score_from }、10、20、30、40、50、{ $signalled-score_to } のいずれか）を科すか、この局を和了放棄とする。
mcr-2006-information-passing-signalled = 不正な情報伝達：この局で { $score_from }〜{ $score_to } 点の罰点、またはこの局の和了放棄。

mcr-2006-dissent-summary = 明らかな違反の後、注意されても審判に従わず理由なく騒ぎ続ける選手は、出場資格を取り消され公表される。
mcr-2006-dissent-interpretation = 規則は重い処分を、注意されてもなお従わない選手に限っている。それまでの妨害的な言動は 3.11.1 によりその場で警告とし、初回はそう扱う。
mcr-2006-dissent-first-time = まだ注意を受けていない：その場で警告。
mcr-2006-dissent-persisted = 注意後も従わない：出場資格の取り消し、大会委員会に報告。

mcr-2006-other-violation-summary = 固有の罰則がない違反（対局中の私語や定められていない言葉での発声 3.6.1、10 秒を超える打牌 3.6.4、喫煙や対局を妨げる物の持ち込み 2.3.3 など）：その場で警告、または程度に応じてこの局で { $violation-score_from }、10、20、30、40、50、{ $violation-score_to } 点の減点。
mcr-2006-other-violation-interpretation = 第十一条は違反をその程度で罰することを認め、3.11.2 は違例の減点を七段階に定めるが、これらの違反には個別の罰則がない。まず 3.11.1 のとおりその場で警告し、繰り返しや重い場合に七段階から選ぶ。大会規定でより具体的に定めてもよい。
mcr-2006-other-violation-violation = 固有の罰則がない違反：警告、またはこの局で { $score_from }〜{ $score_to } 点の減点。

mcr-2006-serious-violation-summary = 重大な違反、または違反による不正な利得：順位または出場資格を取り消し、重い場合は公表する。
mcr-2006-serious-violation-interpretation = 3.11.5 は違反の一覧ではなく処分の一種で、審判と大会委員会が重大と判断したものに用いる。本アプリでは大会の出場資格取り消しと委員会への報告として記録する。獲得済みの順位の取り消しは委員会が行うもので、対応する処分の種類はない。
mcr-2006-serious-violation-cancelled = 重大な違反・不正な利得：順位または出場資格の取り消し、大会委員会に報告。

mcr-2006-wrong-tile-count-summary = 手牌の枚数が規定（13 枚。カンで増えた牌と花牌は数えない）より多いか少ない：この局は和了放棄、打ち続けるが和了できない。
mcr-2006-wrong-tile-count-dead-hand = 枚数違い：この局は和了放棄。

mcr-2006-early-draw-summary = 上家の打牌が河に入る前にツモる：空鳴きと同じ扱いで、この局の中で数える。1 回目は警告、以後 5、10、20 点減と続く。
mcr-2006-early-draw-interpretation = 規則は先ヅモに前項と同じ罰（「処罚同上」）、つまり空鳴きの段階的加重を定める。先ヅモ・空鳴き・遅いポンはまとめて、選手ごとに一つの回数で数え、局ごとに数え直す。空鳴きの項を参照。
mcr-2006-early-draw-drew-early = 先ヅモ：この局での同種の違反の回数で判定。

mcr-2006-wrong-draw-summary = 誤ツモ：まだ手牌に入れていなければ元の場所に戻し罰はなし。入れていればこの局は和了放棄。
mcr-2006-wrong-draw-put-back = まだ手牌に入れていない：牌を元の場所に戻す。
mcr-2006-wrong-draw-in-hand = 手牌に入れた：この局は和了放棄。

mcr-2006-exposed-tile-in-play-summary = 対局中に自分の手牌を卓上に見せた：見せた牌は罰牌となり、自分の打牌の番に打たなければならない。
mcr-2006-exposed-tile-in-play-penalty-tile = 対局中に自分の手牌を見せた：その牌は罰牌（罚张）となり、表向きのまま、次の自分の番に打たなければならない。減点も和了放棄もない。

mcr-2006-exposed-tiles-summary = 他家の和了宣言のときに自分の手牌を倒して見せた：和了が成立すれば警告。不成立なら見せた牌を自分の番ごとに順に打ち、この局は和了放棄、他家が和了すれば通常どおり支払う。和了宣言が不成立だった本人の牌は見せ牌として扱わない。
mcr-2006-exposed-tiles-interpretation = 和了が不成立のとき、規則は見せた牌を順に打つとしか言っていない。これは 3.11.6 7（1）の罰牌の扱いと同じなので、本アプリは和了放棄に加えて見せた牌を罰牌として記録する：表向きのまま、自分の番ごとに打つ。
mcr-2006-exposed-tiles-win-stood = 和了は成立：警告。
mcr-2006-exposed-tiles-win-failed = 和了は不成立：この局は和了放棄、見せた牌は罰牌として自分の番ごとに一枚ずつ打つ。

mcr-2006-wrecked-wall-summary = 手牌や山を崩してこの局を続けられなくした（審判が確認）：他の各選手に { $wrecked-pay } 点ずつ支払う。
mcr-2006-wrecked-wall-interpretation = 規則は支払いだけを定め、中断した局の精算には触れていない。本アプリは支払いのみを記録し、局の残りは審判と大会規定に委ねる。
mcr-2006-wrecked-wall-wrecked = 局を続けられない：他の三人に { $pay } 点ずつ支払う。

mcr-2006-exposed-others-tiles-summary = 対局中に他家の手牌を卓上に見せた：程度に応じてその選手に { $exposed-pay_from }〜{ $exposed-pay_to } 点を支払い、この局を続けるかは審判が決める。
mcr-2006-exposed-others-tiles-interpretation = 規則は「{ $exposed-pay_from }—{ $exposed-pay_to } 分」とする。3.11.2 の罰点の段階（{ $exposed-pay_from }、10、20、30、40、50、{ $exposed-pay_to }）と読み、{ $exposed-pay } を勧め、手牌を見せられた選手に支払う。
mcr-2006-exposed-others-tiles-exposed = 手牌を見せられた選手に { $pay_from }〜{ $pay_to } 点を支払う。この局を続けるかは審判が決める。

mcr-2006-active-flower-pig-summary = 国標麻雀にはない：欠け色を決めず、どの色でも持てる。
mcr-2006-active-flower-pig-not-applicable = 国標麻雀には欠け色がないので花豚もなく、罰するものはない。

mcr-2006-mistaken-claim-summary = 錯チー・錯ポン・錯カン、または花牌の誤った補充（错吃・错碰・错杠・错补花）：この局は和了放棄。
mcr-2006-mistaken-claim-interpretation = 規則は「錯」と「空」を名前でしか区別しない。「錯」は発声後の実行が誤っているもの（さらした面子が発声や規則に合わない：上家以外からのチー、違う牌をさらす、花牌の補充の誤り）、「空」は発声したのに実行しないものと読む。前者は和了放棄、後者は 3.11.6 3 の段階的加重。
mcr-2006-mistaken-claim-dead-hand = 錯鳴き：この局は和了放棄。

mcr-2006-empty-claim-summary = チー・ポン・カンを発声して実行しない：同じ局の中で、1 回目は警告、以後 5、10、20 点減と続き、1 回の減点は最大 60。
mcr-2006-empty-claim-interpretation = 5、10、20 の後の「以此类推」は倍々と読む：次は 40。違例の減点は 3.11.2 の七種類で最大 60 なので、同じ局の六回目以降は毎回 60。先ヅモ（3.11.6 4）と遅いポン（3.11.6 5）も同じ罰で、空鳴きとまとめて選手ごとに一つの回数で数え、局ごとに数え直す。そこまで重ねる選手は対局妨害（3.11.6 10）にも当たる。
mcr-2006-empty-claim-called = 空鳴き：この局での同種の違反の回数で判定。

mcr-2006-slow-pung-summary = 打牌から 3 秒を超えてポンを発声：空鳴きと同じ扱いで、この局の中で数える。
mcr-2006-slow-pung-interpretation = 規則は遅いポンに前項と同じ罰、つまり空鳴きの段階的加重を定め、同じ局の空鳴き・先ヅモとまとめて数える。3.6.7 はカンの発声にも 3 秒を求めるが、罰則はポンだけを挙げるので、ポンにだけ適用する。
mcr-2006-slow-pung-too-slow = 遅いポン：この局での同種の違反の回数で判定。

mcr-2006-claimed-tile-left-summary = チー・ポン・明カンで鳴いた牌はすぐに取り込む。二巡（その選手の 2 回目のツモ）まで放置すると取り込めなくなり、この局は和了放棄。
mcr-2006-claimed-tile-left-interpretation = 二巡の遅れは、鳴いた後その選手が 2 回目のツモをしようとするときに、その牌がまだ河にある状態と読む。それまでに取り込めば罰はない。
mcr-2006-claimed-tile-left-dead-hand = 鳴いた牌を放置：この局は和了放棄。

mcr-2006-claim-after-draw-summary = ツモのために手を伸ばしたら、直前の打牌へのチー・ポン・カン・和了は放棄したことになる。
mcr-2006-claim-after-draw-not-applicable = 罰はない：手を伸ばした時点で放棄しているので、発声は受け付けない。

mcr-2006-wrong-win-summary = 8 点の最低点に届かない和了、または他家の打牌を自分の和了牌と取り違えての和了宣言（错和）：この局は和了放棄、他の各選手に { $declared-pay } 点ずつ支払う。見せた牌は見せ牌として扱わない。
mcr-2006-wrong-win-declared = 错和：この局は和了放棄、他の三人に { $pay } 点ずつ支払う。
mcr-2006-wrong-win-win-stands = 申告された手牌・和了牌・状況で確かめると、最低点に届く { $declared_points } 点の和了です：錯和ではなく、罰はありません。
mcr-2006-wrong-win-ready = 申告された手牌はテンパイしていました（最低点に届かない和了、または和了にならない牌）：錯和、この局はアガリ放棄、他の三人に各 { $pay } 点。
mcr-2006-wrong-win-not-ready = 申告された手牌はテンパイしていません：詐和（3.11.6 6（2））、この局はアガリ放棄、他の三人に各 { $pay } 点。

mcr-2006-false-win-summary = 聴牌まで 1 枚以上足りないのに他家の打牌で和了を宣言（诈和）：この局は和了放棄、他の各選手に { $declared-pay } 点ずつ支払う。見せた牌は見せ牌として扱わない。
mcr-2006-false-win-interpretation = 規則が書くのは他家の打牌での诈和である。聴牌していない選手のツモでの和了宣言も和了の規定に合わないので、同じく各 { $not-ready-pay } 点とする。聴牌していて 8 点に届かない、または和了にならない牌での宣言は错和（各 { $ready-pay } 点）。聴牌かどうかは手牌分析で確かめられる。
mcr-2006-false-win-declared = 诈和：この局は和了放棄、他の三人に { $pay } 点ずつ支払う。
mcr-2006-false-win-win-stands = 申告された手牌・和了牌・状況で確かめると、最低点に届く { $declared_points } 点の和了です：詐和ではなく、罰はありません。
mcr-2006-false-win-not-ready = 申告された手牌はテンパイしていません：詐和、この局はアガリ放棄、他の三人に各 { $pay } 点。
mcr-2006-false-win-ready = 申告された手牌はテンパイしていました（最低点に届かない和了、または和了にならない牌）：錯和（3.11.6 6（1））、この局はアガリ放棄、他の三人に各 { $pay } 点。

mcr-2006-winning-tile-not-taken-summary = 和了牌は点数計算の前に取り込まなければならず、そうしないと错和として扱う：この局は和了放棄、他の各選手に { $as-wrong-win-pay } 点ずつ支払う。
mcr-2006-winning-tile-not-taken-as-wrong-win = 計算前に和了牌を取り込まなかった：错和として和了放棄、他の三人に { $pay } 点ずつ。

mcr-2006-irregular-win-call-summary = チー・ポン・カンを発声してから和了に言い直した、または定められた言葉で和了を宣言しなかったうえ、手牌を開いてしまった：この局は和了放棄。手牌が閉じたままなら次の項目。
mcr-2006-irregular-win-call-hand-open = 手牌を開いた：この局は和了放棄。

mcr-2006-irregular-win-call-held-summary = 同じ不正な和了宣言で、手牌はまだ閉じている：この巡は和了できず、一度ツモった後は和了できる。
mcr-2006-irregular-win-call-held-no-win-this-round = 手牌を閉じたままの不正な和了宣言：この巡は和了できず、次にツモった後は和了できる。減点も和了放棄もない。

mcr-2006-revealed-before-win-call-summary = 和了を宣言する前に手牌を開いた：この局は和了放棄。
mcr-2006-revealed-before-win-call-dead-hand = 宣言前に手牌を開いた：この局は和了放棄。

mcr-2006-winning-tile-mixed-summary = 和了後、番の点数は河の牌で数える（表向き 1 枚で 1 点、裏向き 1 枚で 10 点）。その牌に和了牌を混ぜて計算した（審判が確認）：この局は和了放棄。
mcr-2006-winning-tile-mixed-interpretation = 和了宣言の後に起きることなので、和了放棄はその和了の取り消しと読む：誰も支払わない。局の終え方は審判が決める。
mcr-2006-winning-tile-mixed-dead-hand = 和了牌を計算の牌に混ぜた：和了放棄、和了は成立しない。

mcr-2006-passed-win-summary = 国標麻雀では違反ではない：和了牌を見逃した選手も後で和了できる。
mcr-2006-passed-win-not-applicable = 国標麻雀には顺和（見逃し後の和了）の規定がない。見逃しは後の和了を妨げないので、罰するものはない。

mcr-2006-late-protest-summary = 問題はその場で審判に申し出る。後から持ち出しても効力はない。
mcr-2006-late-protest-not-applicable = 罰ではない：事後の申し立ては受け付けない（不追诉原则）。

mcr-2006-appeal-summary = 選手またはその監督は、自分の卓で審判が下したどの裁定にも提訴できる。回戦終了後 30 分以内に書面で、本人と責任者が署名し、提訴料 200 米ドルを添えて行う。提訴が認められれば全額返還、認められなければ返還されない。仲裁委員会に直接提出してよい。
mcr-2006-appeal-not-applicable = 提訴に罰はない。この項目は期限・形式・費用を記録する。

mcr-2006-appeal-review-summary = 規則や競技規定に関する提訴は（総）審判長が聴取して裁定し、不服なら仲裁委員会に上訴する。その他の提訴は大会委員会が指定する部署が扱う。仲裁委員会は審判長のすべての権限で再審査できるが、規則・規程に基づき、または秩序維持のために審判長が科した罰を覆すことはできない。
mcr-2006-appeal-review-not-applicable = 罰ではない：提訴を誰が裁定し、仲裁委員会が何を覆せないかを示す。

# How a ruling is appealed ([appeals] in ruleset.toml).
mcr-2006-appeals-summary = 提訴は「局」（半荘に相当する回戦）終了後 { $deadline_minutes } 分以内に書面で行い、当事者と責任者が署名し、提訴料 { $fee } 米ドルを納める。勝訴なら全額返還（3.12）。ルールの問題はまず審判長が裁定し、不服なら仲裁委員会に提訴する。委員会は、ルールに基づく審判長の罰則と規律維持のための罰則を覆せない（3.13）。
mcr-2006-appeals-interpretation = 「局」は回戦（3.4.4）なので、{ $deadline_minutes } 分はその卓の回戦終了（成績表の記録）から数える。回戦終了前の提訴は期限内とする。一部勝訴の場合の提訴料は規定になく、裁定が提訴者の主張どおりに変わったときのみ返還する。大会規程で別の期限や費用を定めてよい。
