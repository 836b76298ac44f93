# 四川麻雀（SBR）2025：罰則の段階、各項目の要約（独自の表現）、判定理由。

tier-sbr-2025-1 = 第一類の罰則
tier-sbr-2025-2 = 第二類の罰則
tier-sbr-2025-3 = 第三類の罰則
tier-sbr-2025-4 = 第四類の罰則
tier-sbr-2025-dead-hand = 特別：和了放棄

sbr-2025-standings-interpretation = 一人が負け扱いになったとき残り三人の順位をどうするかは規則にない。本アプリでは四人の点数での順位をそのまま使い、負け扱いの選手の順位点を { $forfeit_rank_points } とする。大会規定で変更できる。

## 第十二条 一 遅刻

sbr-2025-late-arrival-summary = 開始時に着席していなければ遅刻（第三類）：{ $first-band-minutes_late_le } 分以内は順位点 { $first-band-rank_points } 減、{ $second-band-minutes_late_gt } 分超 { $second-band-minutes_late_le } 分以内は { $second-band-rank_points } 減、{ $last-band-minutes_late_gt } 分超は棄権扱いで回戦負け、順位点・点数とも 0。残りが三人未満なら卓は打たず、他の選手は順位点三点・点数 0。大会規定で変更できる。
sbr-2025-late-arrival-first-band = { $minutes_late } 分の遅刻、{ $minutes_late_le } 分以内：順位点 { $rank_points } 減。
sbr-2025-late-arrival-second-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超 { $minutes_late_le } 分以内：順位点 { $rank_points } 減。
sbr-2025-late-arrival-last-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超：棄権扱いで回戦負け、順位点・点数とも 0。

## 第十二条 二 不正行為と通し

sbr-2025-cheating-summary = 牌のすり替え・盗み・隠し持ち・持ち込み、故意の差し込みや手抜き、結託などの重大な不正：第一類、審判長が決定し、国際麻将連盟（MIL）競技委員会に報告する。
sbr-2025-cheating-interpretation = 第十一条 三（三）は各種の不正を出場停止の対象に挙げているため、本アプリは「この回の出場停止＋報告」を勧める。審判長は大会の残りの出場停止に広げてよく、出場禁止は MIL 競技委員会が別に決める（第十一条 三（四））。
sbr-2025-cheating-committed = 重大な不正：第一類。この回の出場停止を勧め、MIL 競技委員会に報告する。

sbr-2025-information-passing-summary = 対局中に言葉・合図・表情・しぐさ・手牌ののぞき見などで同卓者と局の情報をやり取りする（和了済みの選手も含む）：第三類。悪質なものは第二類。
sbr-2025-information-passing-interpretation = 対局中の故意の行為なので、本アプリは第十一条 三（六）により点数 { $passing-score_from }〜{ $passing-score_to } 減（同じ回戦で前回より下げない）、悪質なら三（五）により点数 { $serious-score } 減（同じ回戦で二度目の { $serious-score } は回戦負け）とする。審判は順位点 { $passing-tier_rank_points_from }〜{ $passing-tier_rank_points_to } または { $serious-tier_rank_points } に変えてよい。
sbr-2025-information-passing-passing = 情報のやり取り：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-information-passing-serious = 悪質な通し：第二類、点数 { $score } 減。

## 第十二条 三 非スポーツ行為

sbr-2025-tactical-foul-summary = 罰則を戦術に利用する行為（反則で選手間の点差を動かす、悪意の点稼ぎ、進行を乱して局を無効・やり直しにさせるなど）：選手に向けた悪意の非スポーツ行為として、情状により第一類または第二類。
sbr-2025-tactical-foul-interpretation = 戦術的反則はそもそも故意なので、第一類か第二類のどちらかになる。進行の中断・無効・やり直しを直接招くような重大なものは第一類で審判長が決定し、それ以外は第二類で点数 { $committed-score } 減。
sbr-2025-tactical-foul-serious = 重大な戦術的反則：第一類、審判長が決定。
sbr-2025-tactical-foul-committed = 戦術的反則：第二類、点数 { $score } 減。

sbr-2025-interference-summary = 盤外の手段で他の選手を妨げる（話しかけて煩わせる、音を立て続ける、不適切な服装・動作、牌を強く叩きつけるなど）：選手に向けた悪意なら第一類または第二類、故意でなく軽微なら第三類または第四類。
sbr-2025-interference-interpretation = 規則は「悪意：第一類か第二類」「故意でなく軽微：第三類か第四類」の二段階のみ。本アプリは各段階の中を情状で分ける：悪意で重大なら第一類、悪意なら第二類（点数 { $malicious-score } 減）、故意でないが重めなら第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）、故意でなく軽微なら第四類（警告から）。
sbr-2025-interference-malicious-serious = 悪意の妨害、重大：第一類、審判長が決定。
sbr-2025-interference-malicious = 他の選手への悪意の妨害：第二類、点数 { $score } 減。
sbr-2025-interference-unintended-serious = 故意でない妨害だが重め：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-interference-unintended-minor = 故意でなく軽微な妨害：この回戦での警告相当の違反回数で判定。

sbr-2025-disruptive-strategy-summary = その局で自分の得点を増やさず、他の選手の得点を乱すだけの戦術を、総合順位や回戦の順位点を伸ばすといった明確な競技上の目的なしに使う（それ自体が反則、試合の段階を越える、個人の主観的な予測に基づくなど）：悪意なら第一類または第二類、故意でなく軽微なら第三類または第四類。
sbr-2025-disruptive-strategy-interpretation = 妨害と同様に各段階の中を情状で分ける：悪意で重大なら第一類、悪意なら第二類（点数 { $malicious-score } 減）、故意でないが重めなら第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）、故意でなく軽微なら第四類。順位点などを多く得る明確な競技目的のある戦術は正当で、違反ではない。
sbr-2025-disruptive-strategy-malicious-serious = 悪意の不合理な妨害戦術、重大：第一類、審判長が決定。
sbr-2025-disruptive-strategy-malicious = 悪意の不合理な妨害戦術：第二類、点数 { $score } 減。
sbr-2025-disruptive-strategy-unintended-serious = 故意でない不合理な妨害戦術だが重め：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-disruptive-strategy-unintended-minor = 故意でなく軽微な妨害戦術：この回戦での警告相当の違反回数で判定。

## 第十二条 四 配牌の誤り

sbr-2025-deal-error-summary = 配牌の取り忘れ・取り間違い・先取り。過失で、全員が牌を伏せたままなら：速やかに元に戻し、戻せなければ配牌をやり直す。罰則なし。故意の取り間違い：非スポーツ行為として第三類、配牌やり直し。過失で、本人が牌を伏せていなかった：その選手はこの局和了放棄、他の選手は審判の指示で元に戻して続行。
sbr-2025-deal-error-interpretation = （三）は選手ごとに判断する：誤りがあり牌を伏せていなかった選手は和了放棄、他の選手は元に戻す。故意の取り間違いは対局中の故意の行為として、本アプリは第十一条 三（六）により点数 { $deliberate-score_from }〜{ $deliberate-score_to } 減とする。審判は順位点に変えてよい。
sbr-2025-deal-error-deliberate = 故意の取り間違い：第三類、点数 { $score_from }〜{ $score_to } 減、配牌やり直し。
sbr-2025-deal-error-not-face-down = 配牌の誤りで牌を伏せていなかった：この局は和了放棄、他の選手は元に戻して続行。
sbr-2025-deal-error-restored = 過失の誤り、牌は伏せてあった：元に戻して続行、罰則なし。
sbr-2025-deal-error-redeal = 過失の誤り、牌は伏せてあったが戻せない：配牌やり直し、罰則なし。

sbr-2025-acted-before-dealer-summary = 親が最初の牌を正しく打つ前に、子が打牌・ツモ・ポン・カン・和了をした：早く動いた全員がこの局和了放棄。一人が一枚だけ先に打ち、すぐ自分で戻した場合は、審判は第四類のみとし和了放棄を科さなくてよい。
sbr-2025-acted-before-dealer-took-back = 一枚だけ先打ちしてすぐ戻した：この回戦での警告相当の違反回数で判定、和了放棄なし。
sbr-2025-acted-before-dealer-acted = 親の第一打牌より前に動いた：この局は和了放棄。

## 第十二条 五 欠け色の露見

sbr-2025-exposed-void-summary = 欠け色を決める段階で、その局の欠け色を早く見せてしまう：過失なら第三類。わざと見せた、または特定の一人にだけ知らせたなら第二類。
sbr-2025-exposed-void-interpretation = 第三類・第二類とも点数減か順位点減を選べる。欠け色の露見は回戦の対局に影響するので、本アプリは点数から引く：過失は { $accidental-score_from }〜{ $accidental-score_to }、故意は { $shown-score }。審判は順位点に変えてよい。
sbr-2025-exposed-void-accidental = 過失による欠け色の露見：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-exposed-void-shown = 故意の欠け色の露見：第二類、点数 { $score } 減。

## 第十二条 六 見せ牌と山の破壊

sbr-2025-exposed-tiles-summary = 対局中に自分の手牌 13 枚以内を過失で見せ、すぐ戻した：第四類。手牌の一部または全部をわざと他の選手に見せた（和了済みでも）：第三類。局の進行や結果を大きく乱したなら第二類。
sbr-2025-exposed-tiles-interpretation = 過失で見せてすぐには戻さなかった場合は規則に明記がなく、本アプリは第四類のままとし、審判が重くしてよい。わざと見せるのは対局中の故意の行為なので、本アプリは点数 { $shown-score_from }〜{ $shown-score_to } 減または { $shown-serious-score } 減とする（第十一条 三（六）、（五））。
sbr-2025-exposed-tiles-accidental = 過失の見せ牌：この回戦での警告相当の違反回数で判定。
sbr-2025-exposed-tiles-shown = 故意の見せ牌：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-exposed-tiles-shown-serious = 故意の見せ牌で対局を大きく乱した：第二類、点数 { $score } 減。

sbr-2025-exposed-others-tiles-summary = 対局中に同卓の他の選手の手牌を倒すなどして卓上にさらした：第三類。審判はさらされた状況により、その局を途中精算・無効・やり直しのいずれにするかも決める。
sbr-2025-exposed-others-tiles-interpretation = 点数減か順位点減かは規則にない。対局中の行為なので、本アプリは点数 { $play-on-score_from }〜{ $play-on-score_to } 減とする。局の扱いも審判が決めて記録する：取り消した局は卓内で全員 0 点と数え（減点は残る）、打ち直す局は配牌からやり直し、途中精算の局は現状で計算する。
sbr-2025-exposed-others-tiles-play-on = 他家の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局はそのまま続ける。
sbr-2025-exposed-others-tiles-settled-early = 他家の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局はここで終え、現状で精算する。
sbr-2025-exposed-others-tiles-voided = 他家の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局は取り消し、全員 0 点と数える。
sbr-2025-exposed-others-tiles-replayed = 他家の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局は打ち直す。

sbr-2025-wrecked-wall-summary = 対局中に山を崩し、その局を続けられなくした：第二類。審判はその局を途中精算・無効・やり直しのいずれにするかも決める。
sbr-2025-wrecked-wall-interpretation = 点数 { $settled-early-score } 減か順位点 { $settled-early-tier_rank_points } 減かは規則にない。対局中の行為なので、本アプリは点数 { $voided-score } 減とする（同じ回戦で二度目の { $replayed-score } は回戦負け）。審判は順位点 { $replayed-tier_rank_points } 減に変えてよい。局の扱いも審判が決めて記録する：取り消した局は卓内で全員 0 点と数え（減点は残る）、打ち直す局は配牌からやり直し、途中精算の局は現状で計算する。
sbr-2025-wrecked-wall-settled-early = 山を崩して局が続けられない：第二類、点数 { $score } 減。局は現状で精算する。
sbr-2025-wrecked-wall-voided = 山を崩して局が続けられない：第二類、点数 { $score } 減。局は取り消し、全員 0 点と数える。
sbr-2025-wrecked-wall-replayed = 山を崩して局が続けられない：第二類、点数 { $score } 減。局は打ち直す。

## 第十二条 七 多牌・少牌

sbr-2025-wrong-tile-count-summary = 手牌と副露の枚数が合わない（多牌・少牌）。過失なら、審判の宣告または他の選手の指摘の後、この局は和了放棄。故意、または以前の誤りを隠すための多牌・少牌は非スポーツ行為で第一類。
sbr-2025-wrong-tile-count-accidental = 過失による枚数違い：この局は和了放棄。
sbr-2025-wrong-tile-count-deliberate = 故意または隠蔽のための枚数違い：非スポーツ行為、第一類、審判長が決定。

## 第十二条 八 打牌に関する違反

sbr-2025-early-draw-summary = 上家の打牌が終わる前、または上家の手が河から完全に離れる前に山に触れる：第四類、警告から始まり同じ回戦で重くなる。他の選手はその打牌にポン・カン・和了をしてよく、発声があれば先にツモった牌は山の元の位置に戻す。
sbr-2025-early-draw-touched-wall = 先ヅモ：この回戦での警告相当の違反回数で判定。

sbr-2025-discard-before-draw-summary = ツモる前に打牌する：第四類。その間に他の選手が妥当な時間内に進行し（発声やツモ）、なおツモっていなければ、もうツモれず多牌・少牌と同じ扱い（和了放棄）になる。
sbr-2025-discard-before-draw-interpretation = 「相公として処罰」が第四類の代わりか上乗せかは規則からはっきりしない。本アプリは両方を科す：先打ちには警告の段階、ツモれなくなったら和了放棄を加える。
sbr-2025-discard-before-draw-caught = ツモ前の打牌、ツモは間に合った：この回戦での警告相当の違反回数で判定。
sbr-2025-discard-before-draw-moved-on = ツモ前の打牌でツモれなくなった：警告の段階に加え、多牌・少牌として和了放棄。

sbr-2025-wrong-draw-summary = ツモ位置に疑いがあれば、他の選手が親切に教えるべきである。誤った位置に触れたが牌の表を見ず触れずに正しく戻した：罰則なし。表を見た、または触れた：第四類。表を見て、その場で気づかれ直ちに審判に報告され、審判が元に戻せない（手牌に混ざって区別できない、または打ち出した）と判断した：第四類に加え和了放棄。
sbr-2025-wrong-draw-unseen = 表を見ず触れず、正しい位置に戻した：罰則なし。
sbr-2025-wrong-draw-seen = 誤ツモで表を見たか触れたが、元に戻した：この回戦での警告相当の違反回数で判定。
sbr-2025-wrong-draw-unrestorable = 誤ツモで元に戻せない：警告の段階に加え和了放棄。

sbr-2025-wrong-draw-unreported-summary = 誤ツモで表を見たが、その時は誰も気づかず、審判にも直ちに報告されなかった：対局はそのまま続く。
sbr-2025-wrong-draw-unreported-not-applicable = この場合は罰則を科さないと規則に明記されている（第十二条 八（三）4）。後で分かっても同じ。

sbr-2025-mistaken-claim-summary = ポン・カンで晒した牌がその発声に合わない（牌が違う、または欠け色をポン・カンした）。自分の打牌・ツモの前にやめ、進行に影響がない：元に戻して第四類。打牌・ツモの後にやめた：第四類に加え和了放棄。戻せず能動的な花豚になった：その罰則も加える。進行に明らかに影響し、取り返しのつかない結果を生んだ：非スポーツ行為による妨害として第二類。
sbr-2025-mistaken-claim-interpretation = 取り返しのつかない結果の場合、本アプリは点数 { $disrupted-score } 減（対局中の行為）とし、誤ポン・誤カンを戻せないので和了放棄も科す。能動的な花豚にもなったときは「能動的な花豚」を別に記録する（同じ回戦で二度目の { $flower-pig-score } は回戦負け）。花豚になった場合は、警告の段階・和了放棄・{ $flower-pig-score } を一つの裁定にまとめる。
sbr-2025-mistaken-claim-disrupted = 取り返しのつかない影響を生んだ誤ポン・誤カン：第二類、点数 { $score } 減、和了放棄。
sbr-2025-mistaken-claim-flower-pig = 戻せない誤ポン・誤カンで能動的な花豚：警告の段階、和了放棄、花豚として点数 { $score } 減。
sbr-2025-mistaken-claim-after-turn = 打牌・ツモの後にやめた誤ポン・誤カン：警告の段階に加え和了放棄。
sbr-2025-mistaken-claim-corrected = すぐにやめた誤ポン・誤カン：元に戻し、この回戦での警告相当の違反回数で判定。

## 第十二条 九 発声に関する違反

sbr-2025-discard-before-taking-summary = ポン・カンを発声した後、鳴いた牌を取る前に打牌する：第四類。
sbr-2025-discard-before-taking-committed = 鳴いた牌を取る前の打牌：この回戦での警告相当の違反回数で判定。

sbr-2025-kong-discard-before-draw-summary = カンを発声した後、嶺上牌をツモる前に打牌する：第四類。
sbr-2025-kong-discard-before-draw-committed = カン後、補充ツモ前の打牌：この回戦での警告相当の違反回数で判定。

sbr-2025-claimed-tile-left-summary = ポン・カンを発声して自分の牌を晒したが、鳴いた牌を河に残したまま進め、少なくとも一人がツモ・打牌した後に気づいた：すぐ取り、発声どおりに並べる。第四類。
sbr-2025-claimed-tile-left-found-later = 鳴いた牌の取り忘れ：取って並べ、この回戦での警告相当の違反回数で判定。

sbr-2025-winning-tile-not-taken-summary = 和了を発声したが和了牌を取らずに打牌・ツモ・精算を進め、他の選手のツモ・打牌や局の精算の後に気づいた：すぐ取り、規定どおりに置く。審判がどの牌か判別できれば第三類。判別できなければ誤和了として第二類（点数 { $lost-score } 減、カン点を返す）。
sbr-2025-winning-tile-not-taken-interpretation = 牌を判別できるうちは対局中のミスなので、本アプリは点数 { $identifiable-score_from }〜{ $identifiable-score_to } 減とする。審判は順位点 { $identifiable-tier_rank_points_from }〜{ $identifiable-tier_rank_points_to } 減に変えてよい。
sbr-2025-winning-tile-not-taken-identifiable = 和了牌の取り忘れ、判別可能：取って置き、第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-winning-tile-not-taken-lost = 和了牌の取り忘れ、判別不能：誤和了、点数 { $score } 減、カン点を返す。

sbr-2025-empty-claim-summary = ポン・カンを発声して実行しない：第四類、警告から。発声で他の選手を誤らせ進行に影響したときは妨害として第三類。言い間違いで発声して取り消したポン・カンも同じ扱い（第八条 二（三））。
sbr-2025-empty-claim-interpretation = 第三類は点数減か順位点減を選べる。対局中の妨害には点数 { $misled-score_from }〜{ $misled-score_to } 減（同じ回戦で前回より下げない）を勧めるが、審判は変更できる。
sbr-2025-empty-claim-plain = 誰も誤らせなかった空発声：この回戦での警告相当の違反回数で判定。
sbr-2025-empty-claim-misled = 他の選手を誤らせた空発声：第三類、点数 { $score_from }〜{ $score_to } 減。

sbr-2025-empty-win-call-summary = 和了を発声して取り消す：第三類。それで他の選手が誤った情報を受け進行に影響したときは妨害として重く罰する。言い間違いで和了を発声して取り消した場合も同じ扱い（第八条 二（三））。
sbr-2025-empty-win-call-interpretation = 単なる空和了は対局中のミスなので、本アプリは点数 { $plain-score_from }〜{ $plain-score_to } 減とする。「重く罰する」の程度は規則にない。空ポン・空カンが人を誤らせると一段重くなるのに合わせ、本アプリは第二類の点数 { $misled-score } 減を勧める。審判は第三類の上限にとどめてもよい。
sbr-2025-empty-win-call-plain = 誰も誤らせなかった空和了：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-empty-win-call-misled = 他の選手を誤らせた空和了：重く、第二類、点数 { $score } 減。

sbr-2025-changed-call-summary = 卓上に変化がないのに、言い間違いだけを理由に発声を変えたり取り消したりする：第四類。原則として先にポン・カンを発声したなら空ポン・空カン、先に和了を発声したなら空和了とみなす。審判が言い間違いでないと判断したら変更・取消は無効で、最初の発声どおりに実行し、第四類とする。
sbr-2025-changed-call-interpretation = 「第四類」と「先に和了なら空和了」（空和了は第三類）は食い違う。本アプリは第八条 二（三）に従い、取り消したのが和了なら空和了として点数 { $win-score_from }〜{ $win-score_to } 減、ポン・カンなら空発声として警告の段階とする。他の選手を誤らせた場合は、空ポン・空カンまたは空和了の項目の「誤らせた」場合を使う。
sbr-2025-changed-call-not-slip = 言い間違いではない：変更は無効、最初の発声どおりに実行し、この回戦での警告相当の違反回数で判定。
sbr-2025-changed-call-pung-kong = 言い間違いによるポン・カンの変更：空発声として、この回戦での警告相当の違反回数で判定。
sbr-2025-changed-call-win = 言い間違いによる和了の取消：空和了として第三類、点数 { $score_from }〜{ $score_to } 減。

sbr-2025-silent-claim-summary = ポン・カン・和了を大きな声で発声せずに動作した：審判はまず動作が妥当かを見る。妥当なら成立させて第四類、何度注意しても直らなければ第三類。妥当でない動作は無効で第三類。
sbr-2025-silent-claim-interpretation = 第三類の二つの場合はいずれも対局中の発声の問題なので、本アプリは点数 { $unreasonable-score_from }〜{ $unreasonable-score_to } 減とする。「何度注意しても」は、この回戦ですでに発声について注意（警告を含む）を受けていることをいう。警告の段階も三回目で点数減に達する。
sbr-2025-silent-claim-unreasonable = 無発声で不当な動作：動作は無効、第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-silent-claim-persistent = 何度注意されても無発声：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-silent-claim-reasonable = 無発声だが妥当な動作：動作は成立、この回戦での警告相当の違反回数で判定。

## 第十二条 十 能動的な花豚

sbr-2025-active-flower-pig-summary = 欠け色をポン・カンする、または手牌・副露に欠け色が残ったまま他の色を打つ：第二類、回戦の点数 { $committed-score } 減、この局は和了放棄。河に入り卓に触れた打牌は取り戻せない。自分が花豚になったと気づいた選手は申し出なければならない。和了放棄中の選手でも { $committed-score } 減は科される。
sbr-2025-active-flower-pig-committed = 能動的な花豚：点数 { $score } 減、和了放棄。

## 第十二条 十一 誤和了と見逃し後の和了

sbr-2025-false-win-summary = 和了を宣言したが確認すると和了形でない（三色ある場合も含む）：第二類、回戦の点数 { $three-suits-score } 減、この局のカン点を返す。他の精算は戻さない。三色での宣言は誤和了のみとし、花豚は加えない。
sbr-2025-false-win-declared = 和了は成立しない：点数 { $score } 減、カン点を返す。

sbr-2025-passed-win-summary = 自分の和了牌を見逃し、ツモらないうち（またはポン後も和了形のまま）に、翻数が見逃した牌以下の同じ牌で和了した：第二類、回戦の点数 { $declared-score } 減、カン点を返す。
sbr-2025-passed-win-declared = 見逃し後の和了：点数 { $score } 減、カン点を返す。

sbr-2025-three-suit-win-summary = 手牌と副露に三色がそろったまま和了を宣言した：誤和了としてのみ扱い、第二類、点数 { $declared-score } 減、カン点を返す。能動的な花豚の罰則は加えない。
sbr-2025-three-suit-win-declared = 三色での和了宣言：誤和了、点数 { $score } 減、カン点を返す。花豚の罰則は加えない。

## 第十二条 十二 手続き上の違反

sbr-2025-wrong-seat-summary = 組み合わせで決められた席に座らない：手続き違反、第三類、順位点 { $seated-wrongly-rank_points_from }〜{ $seated-wrongly-rank_points_to } 減。
sbr-2025-wrong-seat-seated-wrongly = 指定の席に座らなかった：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-cards-and-calls-summary = 欠け色カードを正しく使わない、正しく発声しない、和了後に和了カードを置かない、流局時のテンパイ確認でテンパイカードを正しく置かない：手続き違反、第四類、警告から。
sbr-2025-cards-and-calls-committed = カードまたは発声の不備：この回戦での警告相当の違反回数で判定。

sbr-2025-ready-card-misuse-summary = テンパイカードは自分がテンパイしているかを正しく示さなければならず（三色のテンパイ形は常にノーテン扱い）、誤りはすぐ直す。テンパイしていないのにわざとテンパイ側に置く：違反、カードを直させ、審判が裁量で追加の罰則を科す。流局時の確認でカードが正しくない：第四類。
sbr-2025-ready-card-misuse-interpretation = 第十条 三（六）は故意の偽テンパイ表示に「審判の裁量で追加処罰」とだけ定め、程度は示していない。本アプリはカードそのものに第十二条 十二（二）の第四類（警告の段階）を科し、さらに審判が選ぶ追加処罰を加える：故意の対局中の違反として点数 { $false-ready-score_from }〜{ $false-ready-score_to } 減（第十一条 三（六）、既定の提案）、または局に非常に重大な影響を与えた場合は { $false-ready-score_2 } 減（三（五））。テンパイなのに本人がノーテンと思ってノーテン側に置き、誰も異議を言わなければノーテン扱いで、違反ではない。
sbr-2025-ready-card-misuse-false-ready = ノーテンなのに故意にテンパイ表示：カードを直し、この回戦での警告相当の違反回数で判定したうえ、審判が選ぶ追加処罰（点数 { $score_from }〜{ $score_to } 減、または { $score_2 } 減）を科す。
sbr-2025-ready-card-misuse-misplaced = 確認時のテンパイカードの置き間違い：直して、この回戦での警告相当の違反回数で判定。

sbr-2025-scoresheet-error-summary = 記録表を規定どおりに記入しない：手続き違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-scoresheet-error-committed = 記録表の記入不備：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-equipment-removed-summary = 回戦（段階）の終了後に用具を会場の外へ持ち出す、または元の場所に戻さない：手続き違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-equipment-removed-committed = 用具の持ち出し・未返却：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-slow-to-leave-summary = 打ち終えた選手が指示どおりに速やかに退場しない：手続き違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-slow-to-leave-committed = 終了後に速やかに退場しなかった：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-scoresheet-late-summary = 記録表を期限内に提出しない：手続き違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-scoresheet-late-committed = 記録表の提出遅れ：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

## 第十二条 十三 規律違反

sbr-2025-briefing-absence-summary = 規定の大会前の監督会議に出ない：規律違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-briefing-absence-committed = 監督会議の欠席：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-no-credential-summary = 有効な証明証を着けずに競技エリアに入る：規律違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-no-credential-committed = 有効な証明証を着けていない：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-noise-summary = 会場内で大声を出す、または言葉や態度が無礼：規律違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。極めて悪質なら重く罰し、最も重くて出場停止と主催者への報告。
sbr-2025-noise-interpretation = 重く罰する場合について規則は上限（出場停止と報告）しか示さない。本アプリは極めて悪質な場合に第一類の選択肢を示し、審判長が決める。審判は第二類（順位点 2 減）までにとどめてもよい。
sbr-2025-noise-committed = 大声または無礼：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-noise-grave = 極めて悪質な大声・無礼：重く、第一類、審判長が決定。最も重くて出場停止と主催者への報告。

sbr-2025-phone-summary = 対局中に携帯通信機器の電源を切っていない（主催者は持ち込みを禁止してもよい）：応答も閲覧もしていなければ第三類、順位点 { $switched-on-rank_points_from }〜{ $switched-on-rank_points_to } 減。応答または閲覧したら第二類、順位点 { $used-rank_points } 減。繰り返しまたは悪質なら第一類。気づいた選手はすぐ審判を呼ぶ。
sbr-2025-phone-repeated = 通信機器の規定への繰り返しまたは重大な違反：第一類、審判長が決定。
sbr-2025-phone-used = 対局中に通信機器に応答または閲覧した：第二類、順位点 { $rank_points } 減。
sbr-2025-phone-switched-on = 通信機器の電源が入っていたが応答・閲覧なし：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-smoking-summary = 会場および周辺の禁煙区域での喫煙（電子たばこを含む）：規律違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。繰り返しまたは悪質なら第一類。
sbr-2025-smoking-repeated = 禁煙規定への繰り返しまたは重大な違反：第一類、審判長が決定。
sbr-2025-smoking-committed = 禁煙区域での喫煙：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-watching-others-summary = 対局中に無断で席を離れ、他の卓の対局や他の選手の手牌を見る：規律違反、第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-watching-others-committed = 無断で離席して観戦した：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-record-tampering-summary = 成績や試合記録を故意に改ざんする：第一類、審判長が決定。
sbr-2025-record-tampering-committed = 成績または記録の改ざん：第一類、審判長が決定。

sbr-2025-ceremony-or-dress-summary = 公式の式典を欠席する、または式典・対局で服装が規定に合わない：第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。情状により賞の一部を取り消すこともある（賞の扱いは本アプリでは記録しない）。
sbr-2025-ceremony-or-dress-committed = 式典の欠席または服装の不備：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

sbr-2025-focus-table-disobedience-summary = 注目卓で審判の指示に何度も従わない：第三類、順位点 { $committed-rank_points_from }〜{ $committed-rank_points_to } 減。
sbr-2025-focus-table-disobedience-committed = 注目卓で審判の指示に何度も従わなかった：順位点 { $rank_points_from }〜{ $rank_points_to } 減。

## 第十二条 十四 対局の中断

sbr-2025-force-majeure-summary = 不可抗力で一時中断するときは、審判の合図があればすぐ手牌を伏せて待つ。続行できないときは、その局を終えて成績を記録し、日を改めて再開する。その局を終えられなければ無効とし、次回は完了した成績から続ける。
sbr-2025-force-majeure-not-applicable = この条は手続きのみを定め、罰則はない。中断中に牌を伏せないなどの行為は、審判長が第十二条 十二の包括規定により類似の規定を参照して扱える。

## 第十二条 十五 審判への不服従

sbr-2025-dissent-summary = 審判の裁定に従わない、または審判に食ってかかる：第三類。繰り返しまたは悪質なら第二類または第一類。異議があれば大会の仲裁規定により申し立てられるが、対局の進行を妨げてはならない。
sbr-2025-dissent-interpretation = ここでの第三類・第二類が点数か順位点かは規則にない。対局行為ではなく審判に対する規律の問題なので、本アプリは順位点（{ $committed-rank_points_from }〜{ $committed-rank_points_to }、{ $repeated-rank_points }）とする。第二類と第一類の境は、暴言・人身攻撃・対局の中断など極めて悪質かどうかとする（第十一条 三（三）は審判への反抗を出場停止の例に挙げる）。
sbr-2025-dissent-committed = 審判への不服従・反抗：第三類、順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-dissent-grave = 繰り返しまたは悪質な不服従で、極めて悪質：第一類、審判長が決定。
sbr-2025-dissent-repeated = 繰り返しまたは悪質な不服従：第二類、順位点 { $rank_points } 減。

## 第十三条 二 裁定の拒否

sbr-2025-abandoned-play-summary = 審判長の裁定は最終であり、従わなければならない。自分の判断で対局をやめた選手は自ら棄権したものとし（回戦負け）、裁定に従わず対局を続けられなくした選手は退場させ、出場資格を取り消す。
sbr-2025-abandoned-play-walked-out = 自分の判断で対局をやめた：棄権扱い、回戦負け。
sbr-2025-abandoned-play-halted = 裁定を拒み対局を続けられなくした：退場、出場資格の取消。

## 第十一条 三（十）、四（五） 和了放棄

sbr-2025-own-play-error-summary = 自分の打牌上の反則で、他の選手に影響しないもの（多牌・少牌など）：この局は和了放棄。和了放棄の選手は局を打ち切るまで参加する：この局のカン点はすべて返す。能動的な花豚をしてはならない（すれば別に減点）。流局時に他家のテンパイ確認はできない。テンパイのため以外のポン・カンはできない。流局時にテンパイなら他家から確認されない。審判の宣告や他の選手の指摘がない限り、本人が和了放棄を明かす義務はない。
sbr-2025-own-play-error-interpretation = 本アプリの和了放棄には、その局のカン点の返却が常に含まれ、別項目にはしない。規則に挙げられていない自分の打牌上のミスには、審判が第十一条 三（十）により和了放棄を科せる。他の選手に影響するなら該当する項目を使う。
sbr-2025-own-play-error-dead-hand = 他に影響しない自分の打牌上の反則：この局は和了放棄（カン点を返す）。

sbr-2025-call-after-dead-hand-summary = 和了放棄中の選手がテンパイのため以外にポン・カンする、その他和了放棄の制限を破る。
sbr-2025-call-after-dead-hand-not-applicable = 規則は和了放棄者のテンパイ目的以外のポン・カンを禁じているが、違反の罰則は定めていない。審判は是正させてよい。能動的な花豚なら「能動的な花豚」の項目で点数 24 減を別に科す。

## 第十三条 申し立て

sbr-2025-late-protest-summary = 対局中の争いは、その場で手を止めて手を挙げ、審判を呼ぶ。局が終わった後は、その局についての申し立てを審判は受け付けない。局の得点は記録係が記録し全員が確認した時点で確定し、原則としてさかのぼらない。
sbr-2025-late-protest-not-applicable = 罰則の条項ではない：局の終了後の申し立ては受け付けないので、裁定することがない。

sbr-2025-appeal-review-summary = 審判長の裁定は最終であり、まず従う。仲裁委員会がなければ審判長がすべての申し立てを聞いて裁定する。あれば、規則に関する申し立ては審判長が裁定し、その裁定にはさらに委員会へ申し立てられる。それ以外の申し立ては審判長が委員会に回す。委員会は審判の権限をすべて持つが、規則に基づく審判長の裁定を覆すことはできず、変更を勧めるだけである。
sbr-2025-appeal-review-not-applicable = 申し立ての手続き自体は罰則を生まず、申し立て中も対局は続く。

# Checking a 诈和 or 顺和 with the hand engine.
sbr-2025-false-win-win-stands = 宣言した手牌と和了牌で確認すると和了（{ $declared_fan } 翻）：誤和了ではなく、罰則なし。
sbr-2025-false-win-three-suits = 手牌と副露に三色すべてがあり和了できない：誤和了、点数 { $score } 減、カン点を返す。花豚は加えない。
sbr-2025-passed-win-changed-in-between = その間にツモったか手牌が変わった：見逃し後の和了ではなく、罰則なし。
sbr-2025-passed-win-claimed-scores-more = 和了した牌は { $fans_claimed_fan } 翻で、見逃した牌の { $fans_passed_fan } 翻より高い：見逃し後の和了ではなく、罰則なし。

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-appeals-summary = 異議はその局（副）の進行中に申し出る。局が終わった後は、その局についての申し立ては受け付けない（第十三条 一）。提訴は審判長が扱う。仲裁委員会がある場合、ルールの問題はまず審判長が裁定し、不服なら委員会に提訴できる。委員会はルールに基づく審判長の裁定を覆せないが、変更を勧告できる（第十三条 三）。書面・費用は不要で、提訴中も裁定はそのまま執行される。
sbr-2025-appeals-interpretation = 規定は「局の終了後は受け付けない」のみで（第十二条 十五は手続きを大会に委ねる）、局の終了後に出された提訴は期限切れとして記録する。それより後の期限は大会規程で定める。ルールの問題（委員会は勧告のみ）か事実の問題（委員会が裁定）かの線引きは規定になく、委員会が判断する。
