# 四川麻将（SBR）2025：判罚尺度、各条目摘要（我们自己的话）与判定理由。

tier-sbr-2025-1 = 第一类判罚尺度
tier-sbr-2025-2 = 第二类判罚尺度
tier-sbr-2025-3 = 第三类判罚尺度
tier-sbr-2025-4 = 第四类判罚尺度
tier-sbr-2025-dead-hand = 特殊判罚：停和陪打

sbr-2025-standings-interpretation = 规则未说明一人判负时其余三人如何排名：本应用让其余三人按全桌副分保留各自名次，判负者盘分记 { $forfeit_rank_points }。赛事可另行规定。

## 第十二条 一 迟到

sbr-2025-late-arrival-summary = 开赛时未到场即为迟到，按第三类尺度处理：{ $first-band-minutes_late_le } 分钟以内扣盘分 { $first-band-rank_points }，{ $second-band-minutes_late_gt } 至 { $second-band-minutes_late_le } 分钟扣盘分 { $second-band-rank_points }，超过 { $last-band-minutes_late_gt } 分钟视为弃权、当盘判负，盘分与副分记 0。剩余不足三人时当桌不再比赛，其余选手盘分记三分、副分记 0。赛事规程可另定。
sbr-2025-late-arrival-first-band = 迟到 { $minutes_late } 分钟，不超过 { $minutes_late_le } 分钟：扣盘分 { $rank_points }。
sbr-2025-late-arrival-second-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟但不超过 { $minutes_late_le } 分钟：扣盘分 { $rank_points }。
sbr-2025-late-arrival-last-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟：视为弃权，当盘判负，盘分副分记 0。

## 第十二条 二 作弊与通牌

sbr-2025-cheating-summary = 换牌、偷牌、藏牌、夹带，或故意送分、放水、与人伙牌等严重作弊：第一类尺度，由裁判长决定，并须上报国际麻将联盟（MIL）竞赛委员会。
sbr-2025-cheating-interpretation = 第十一条 三（三）把各类作弊列为停赛的适用情形，所以本应用建议“本场比赛停赛并上报”；裁判长可改为本届赛事停赛，禁赛由 MIL 竞赛委员会另行决定（第十一条 三（四））。
sbr-2025-cheating-committed = 严重作弊：第一类判罚，建议本场停赛，并上报 MIL 竞赛委员会。

sbr-2025-information-passing-summary = 行牌中用言语说明、提示、表情、动作或偷看手牌等方式，向同桌选手获取或传递牌局信息（已和牌的选手也算）：第三类尺度；情节严重的，第二类尺度。
sbr-2025-information-passing-interpretation = 这是牌局中的故意行为，本应用按第十一条 三（六）取扣副分 { $passing-score_from }–{ $passing-score_to }（同一盘内只增不减），情节严重时按三（五）取扣副分 { $serious-score }（同一盘再次被扣 { $serious-score } 分即当盘判负）；裁判可改选扣盘分 { $passing-tier_rank_points_from }–{ $passing-tier_rank_points_to } 或 { $serious-tier_rank_points }。
sbr-2025-information-passing-passing = 获取或传递牌局信息：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-information-passing-serious = 情节严重的通牌：第二类判罚，扣副分 { $score }。

## 第十二条 三 非体育行为

sbr-2025-tactical-foul-summary = 故意利用判罚规则谋取战术利益，例如借犯规改变选手之间的分差、恶意刷分、扰乱秩序使当副取消或重赛：属于针对他人的恶意非体育行为，按情节处以第一类或第二类尺度。
sbr-2025-tactical-foul-interpretation = 战术犯规本身就是有意为之，所以只在第一、二类之间选择：情节严重的（例如直接使比赛中断、取消或重赛）按第一类由裁判长决定，其余按第二类扣副分 { $committed-score }。
sbr-2025-tactical-foul-serious = 情节严重的战术犯规：第一类判罚，由裁判长决定。
sbr-2025-tactical-foul-committed = 战术犯规：第二类判罚，扣副分 { $score }。

sbr-2025-interference-summary = 借场外因素干扰其他选手，例如主动搭话骚扰、不停制造声响、不当的服饰或动作、用力摔牌：出于恶意、针对选手的，第一类或第二类尺度；无意且轻微的，第三类或第四类尺度。
sbr-2025-interference-interpretation = 规则只分“恶意：一或二类”和“无意轻微：三或四类”两档。本应用在每档内再按情节轻重选择：恶意且严重为第一类，恶意为第二类（扣副分 { $malicious-score }）；无意但情节较重为第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }），无意且轻微为第四类（警告起）。
sbr-2025-interference-malicious-serious = 恶意干扰，情节严重：第一类判罚，由裁判长决定。
sbr-2025-interference-malicious = 恶意干扰其他选手：第二类判罚，扣副分 { $score }。
sbr-2025-interference-unintended-serious = 无意的干扰，但情节较重：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-interference-unintended-minor = 无意且轻微的干扰：按本盘应警告违规的次数判罚。

sbr-2025-disruptive-strategy-summary = 使用不能让自己在当副多得分、只会搅乱其他各方得分的策略，而且不是为了整场名次或某轮盘分这类明确的竞技目的（例如本身就构成犯规、超出比赛阶段、只凭个人主观臆测）：出于恶意的，第一类或第二类尺度；无意且轻微的，第三类或第四类尺度。
sbr-2025-disruptive-strategy-interpretation = 与“干扰其他选手”相同，两档之内按情节再分：恶意且严重为第一类，恶意为第二类（扣副分 { $malicious-score }）；无意但较重为第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }），无意且轻微为第四类。有明确竞技目的、能多争名次分或盘分的策略属合理，不算违规。
sbr-2025-disruptive-strategy-malicious-serious = 恶意的非合理干扰性策略，情节严重：第一类判罚，由裁判长决定。
sbr-2025-disruptive-strategy-malicious = 恶意的非合理干扰性策略：第二类判罚，扣副分 { $score }。
sbr-2025-disruptive-strategy-unintended-serious = 无意的非合理干扰性策略，但情节较重：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-disruptive-strategy-unintended-minor = 无意且轻微的非合理干扰性策略：按本盘应警告违规的次数判罚。

## 第十二条 四 开牌错误

sbr-2025-deal-error-summary = 开牌时漏拿、拿错或提前拿牌。无意出错且所有人都按规定暗扣手牌的：尽快复原，无法复原就重新开牌，不处罚。故意拿错：非体育行为，第三类尺度，本副重新开牌。无意出错而本人没有暗扣手牌的：该选手本副停和陪打，其他人按裁判要求复原后继续。
sbr-2025-deal-error-interpretation = 第（三）项按每位选手分别判断：出错且未暗扣手牌的选手停和陪打，其余选手复原手牌。故意拿错属于牌局中的故意行为，本应用按第十一条 三（六）取扣副分 { $deliberate-score_from }–{ $deliberate-score_to }；裁判可改选扣盘分。
sbr-2025-deal-error-deliberate = 故意拿错牌：第三类判罚，扣副分 { $score_from }–{ $score_to }，本副重新开牌。
sbr-2025-deal-error-not-face-down = 开牌出错且未暗扣手牌：本副停和陪打，其他选手复原手牌后继续。
sbr-2025-deal-error-restored = 无意出错，手牌都已暗扣：复原后继续，不处罚。
sbr-2025-deal-error-redeal = 无意出错，手牌都已暗扣但无法复原：重新开牌，不处罚。

sbr-2025-acted-before-dealer-summary = 庄家按规则打出第一张牌之前，非庄家选手就打牌、摸牌、碰、杠或和：所有提前行动的选手本副停和陪打。只有一名选手提前打出一张牌、并自己马上拿回的，裁判可只按第四类尺度处理，不再停和。
sbr-2025-acted-before-dealer-took-back = 只提前打出一张并马上自己拿回：按本盘应警告违规的次数判罚，不停和。
sbr-2025-acted-before-dealer-acted = 庄家出牌前提前行动：本副停和陪打。

## 第十二条 五 暴露定缺

sbr-2025-exposed-void-summary = 定缺时提前暴露自己本副的缺门：无意的，第三类尺度；有意展示，或只让某一位选手知道的，第二类尺度。
sbr-2025-exposed-void-interpretation = 第三类、第二类都可扣副分或扣盘分。暴露缺门影响的是本盘牌局，本应用取副分：无意扣副分 { $accidental-score_from }–{ $accidental-score_to }，有意扣副分 { $shown-score }；裁判可改选扣盘分。
sbr-2025-exposed-void-accidental = 无意暴露缺门：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-exposed-void-shown = 有意暴露缺门：第二类判罚，扣副分 { $score }。

## 第十二条 六 暴露张与毁坏牌墙

sbr-2025-exposed-tiles-summary = 行牌中无意亮出自己 13 张以内的手牌并马上恢复：第四类尺度。故意给别人看自己部分或全部手牌（不论是否已和）：第三类尺度；严重影响本副进程或对比赛结果造成重大干扰的：第二类尺度。
sbr-2025-exposed-tiles-interpretation = 无意亮牌而没有马上恢复的，规则没有单列，本应用仍按第四类处理，裁判可视情况加重。故意亮牌属牌局中的故意行为，本应用按第十一条 三（六）、（五）取扣副分 { $shown-score_from }–{ $shown-score_to } 或 { $shown-serious-score }。
sbr-2025-exposed-tiles-accidental = 无意亮出手牌：按本盘应警告违规的次数判罚。
sbr-2025-exposed-tiles-shown = 故意亮出手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-exposed-tiles-shown-serious = 故意亮牌并严重影响牌局：第二类判罚，扣副分 { $score }。

sbr-2025-exposed-others-tiles-summary = 行牌中把同桌其他选手的手牌弄倒、暴露在桌面上：第三类尺度；裁判同时根据暴露情况决定本副提前结算、取消还是重打。
sbr-2025-exposed-others-tiles-interpretation = 规则没有说明扣副分还是扣盘分。这是牌局中的行为，本应用取扣副分 { $play-on-score_from }–{ $play-on-score_to }。本副如何处理也由裁判决定并记录：取消的一副在本桌按全员 0 分计（扣分仍然有效），重打的一副重新开牌，提前结算的一副按现状计分。
sbr-2025-exposed-others-tiles-play-on = 暴露他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；本副照常继续。
sbr-2025-exposed-others-tiles-settled-early = 暴露他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；本副就此结束，按现状提前结算。
sbr-2025-exposed-others-tiles-voided = 暴露他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；本副取消，按全员 0 分计。
sbr-2025-exposed-others-tiles-replayed = 暴露他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；本副重打。

sbr-2025-wrecked-wall-summary = 行牌中弄坏牌墙，使本副无法继续：第二类尺度；裁判同时决定本副提前结算、取消还是重打。
sbr-2025-wrecked-wall-interpretation = 规则没有说明扣副分 { $settled-early-score } 还是扣盘分 { $settled-early-tier_rank_points }。这是牌局中的行为，本应用取扣副分 { $voided-score }（同一盘再次被扣 { $replayed-score } 分即当盘判负）；裁判可改选扣盘分 { $replayed-tier_rank_points }。本副如何处理也由裁判决定并记录：取消的一副在本桌按全员 0 分计（扣分仍然有效），重打的一副重新开牌，提前结算的一副按现状计分。
sbr-2025-wrecked-wall-settled-early = 毁坏牌墙致本副无法继续：第二类判罚，扣副分 { $score }；本副按现状提前结算。
sbr-2025-wrecked-wall-voided = 毁坏牌墙致本副无法继续：第二类判罚，扣副分 { $score }；本副取消，按全员 0 分计。
sbr-2025-wrecked-wall-replayed = 毁坏牌墙致本副无法继续：第二类判罚，扣副分 { $score }；本副重打。

## 第十二条 七 相公

sbr-2025-wrong-tile-count-summary = 手牌与明牌张数不对（大相公、小相公）。无意造成的，经裁判宣判或他人指出后本副停和陪打；故意多摸少摸，或想借多摸少摸掩盖已有的错误，属于非体育行为，按第一类尺度处理。
sbr-2025-wrong-tile-count-accidental = 无意造成的相公：本副停和陪打。
sbr-2025-wrong-tile-count-deliberate = 故意或试图掩盖的相公：非体育行为，第一类判罚，由裁判长决定。

## 第十二条 八 违反行牌规定

sbr-2025-early-draw-summary = 上家还没打出牌，或上家打牌的手还没完全离开牌池，就伸手触摸牌墙：第四类尺度（警告起），同一盘内逐次加重。其他选手仍可对上家那张牌碰、杠、和；有人报牌时，提前摸的牌放回牌墙原位。
sbr-2025-early-draw-touched-wall = 提前摸牌：按本盘应警告违规的次数判罚。

sbr-2025-discard-before-draw-summary = 还没摸牌就先打出牌：第四类尺度。如果其他选手已在合理时间内继续行牌（报碰、杠、和或摸牌）而该选手仍未摸牌，就不能再补摸，按相公处理（本副停和陪打）。
sbr-2025-discard-before-draw-interpretation = 规则没说清“按相公处罚”是取代还是加在第四类判罚之上。本应用两者并用：先打后摸本身按警告阶梯判罚，已不能补摸时再加停和陪打。
sbr-2025-discard-before-draw-caught = 先打后摸，及时补摸：按本盘应警告违规的次数判罚。
sbr-2025-discard-before-draw-moved-on = 先打后摸且已不能补摸：按警告阶梯判罚，并按相公本副停和陪打。

sbr-2025-wrong-draw-summary = 摸牌位置有疑问时，其他选手应善意提醒。碰到错误位置但没看到、没摸到牌面并放回正确位置的：不处罚。已看到或摸到牌面：第四类尺度。已看到牌面，被当场发现并立即报告裁判，而裁判认为无法复原（牌已混入手牌无法分辨，或已打出）：第四类尺度，并本副停和陪打。
sbr-2025-wrong-draw-unseen = 没看到也没摸到牌面，已放回正确位置：不处罚。
sbr-2025-wrong-draw-seen = 摸错牌并看到或摸到牌面，已复原：按本盘应警告违规的次数判罚。
sbr-2025-wrong-draw-unrestorable = 摸错牌且无法复原：按警告阶梯判罚，并本副停和陪打。

sbr-2025-wrong-draw-unreported-summary = 摸错牌并看到牌面，但当时没有人发现，也没有人立即报告裁判：比赛照常进行。
sbr-2025-wrong-draw-unreported-not-applicable = 规则明确规定这种情况不作任何处罚（第十二条 八（三）4），事后发现也不追究。

sbr-2025-mistaken-claim-summary = 碰、杠时亮出的牌不符合要求（牌型不对，或碰杠的是自己的缺门）。在自己打牌或摸牌之前就停止、不影响比赛：复原，第四类尺度。打牌或摸牌之后才停止：第四类尺度，并本副停和陪打。无法复原且由此形成主动花猪：再加主动花猪的处罚。明显影响比赛进程、造成无法更改的结果：按非体育行为干扰他人，第二类尺度。
sbr-2025-mistaken-claim-interpretation = 造成无法更改结果的情形，本应用扣副分 { $disrupted-score }（牌局中的行为），并因错碰错杠已无法复原而同时停和陪打；若同时形成主动花猪，请另记一条“主动花猪”（同一盘再次被扣 { $flower-pig-score } 分即当盘判负）。形成主动花猪的情形，警告阶梯、停和与 { $flower-pig-score } 分记在同一次判罚中。
sbr-2025-mistaken-claim-disrupted = 错碰错杠造成无法更改的影响：第二类判罚，扣副分 { $score }，本副停和陪打。
sbr-2025-mistaken-claim-flower-pig = 错碰错杠无法复原并形成主动花猪：按警告阶梯判罚，停和陪打，另按主动花猪扣副分 { $score }。
sbr-2025-mistaken-claim-after-turn = 打牌或摸牌后才停止错碰错杠：按警告阶梯判罚，并本副停和陪打。
sbr-2025-mistaken-claim-corrected = 及时停止的错碰错杠：复原，按本盘应警告违规的次数判罚。

## 第十二条 九 违反报牌规定

sbr-2025-discard-before-taking-summary = 报碰或报杠后，先打出牌，再把所碰、所杠的牌拿过来：第四类尺度。
sbr-2025-discard-before-taking-committed = 报牌后先打后取：按本盘应警告违规的次数判罚。

sbr-2025-kong-discard-before-draw-summary = 报杠后，先打出牌，再去摸杠后应补的牌：第四类尺度。
sbr-2025-kong-discard-before-draw-committed = 报杠后先打后摸：按本盘应警告违规的次数判罚。

sbr-2025-claimed-tile-left-summary = 报碰或报杠并亮出自己的牌，却没拿回所碰、所杠的那张牌就继续行牌，直到至少一名选手又摸牌打牌后才发现：马上取回、按所报动作摆好，第四类尺度。
sbr-2025-claimed-tile-left-found-later = 碰杠后忘记取回牌：取回摆好，按本盘应警告违规的次数判罚。

sbr-2025-winning-tile-not-taken-summary = 报和后没取回和牌张就继续打牌、摸牌或计分，到他人又摸打或本副计分完成后才发现：马上取回按规定摆放。裁判认定还能认出那张和牌张的，第三类尺度；已无法认出的，按诈和处理，第二类尺度（扣副分 { $lost-score }，退回本副杠分）。
sbr-2025-winning-tile-not-taken-interpretation = 能认出和牌张时，这是牌局中的失误，本应用取扣副分 { $identifiable-score_from }–{ $identifiable-score_to }；裁判可改选扣盘分 { $identifiable-tier_rank_points_from }–{ $identifiable-tier_rank_points_to }。
sbr-2025-winning-tile-not-taken-identifiable = 忘记取回和牌张，但仍能认出：取回摆好，第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-winning-tile-not-taken-lost = 忘记取回和牌张且已无法认出：按诈和，扣副分 { $score }，退回本副杠分。

sbr-2025-empty-claim-summary = 报碰、报杠后却没有完成：第四类尺度（警告起）；若因此误导他人并影响进程，按干扰他人处理，第三类尺度。口误报碰、报杠后取消的，也按空碰、空杠处理（第八条 二（三））。
sbr-2025-empty-claim-interpretation = 第三类尺度可扣副分或扣盘分；对牌局中的干扰，本应用建议扣副分 { $misled-score_from }–{ $misled-score_to }（同一盘内只增不减），裁判可改选。
sbr-2025-empty-claim-plain = 空碰或空杠，未影响他人：按本盘应警告违规的次数判罚。
sbr-2025-empty-claim-misled = 空碰或空杠误导了他人：第三类判罚，扣副分 { $score_from }–{ $score_to }。

sbr-2025-empty-win-call-summary = 报和后又取消：第三类尺度。若因此让其他选手收到错误信息并影响了比赛进程，视为干扰他人，从重处罚。口误报和后取消的，同样按空和处理（第八条 二（三））。
sbr-2025-empty-win-call-interpretation = 普通空和是牌局中的失误，本应用取扣副分 { $plain-score_from }–{ $plain-score_to }。“从重处罚”规则没定尺度；与空碰空杠误导他人时升一类的做法一致，本应用建议第二类扣副分 { $misled-score }，裁判也可只在第三类内从重。
sbr-2025-empty-win-call-plain = 空和，未影响他人：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-empty-win-call-misled = 空和误导了他人：从重，第二类判罚，扣副分 { $score }。

sbr-2025-changed-call-summary = 报出动作后场上并无变化，只因口误就改报或取消：第四类尺度；原则上先报碰、杠的按空碰、空杠，先报和的按空和。裁判认定不是口误的，改报或取消无效，按第一次所报的动作执行，并按第四类尺度处罚。
sbr-2025-changed-call-interpretation = “按第四类”与“先报和的视为空和”（空和是第三类）互相矛盾。本应用依第八条 二（三）：口误取消的是和，按空和扣副分 { $win-score_from }–{ $win-score_to }；取消的是碰、杠，按空碰空杠走警告阶梯。误导了他人的，改用“空碰 / 空杠”或“空和”条目中的误导情形。
sbr-2025-changed-call-not-slip = 不是口误：改报无效，按首次所报动作执行，并按本盘应警告违规的次数判罚。
sbr-2025-changed-call-pung-kong = 口误改报碰、杠：按空碰空杠，依本盘应警告违规的次数判罚。
sbr-2025-changed-call-win = 口误取消报和：按空和，第三类判罚，扣副分 { $score_from }–{ $score_to }。

sbr-2025-silent-claim-summary = 没有大声报碰、杠、和就直接做了相应动作：裁判先看动作是否合理。合理的照常完成，第四类尺度；多次提醒仍不改的，第三类尺度。不合理的动作无效，第三类尺度。
sbr-2025-silent-claim-interpretation = 第三类的两种情形都是牌局中的报牌问题，本应用取扣副分 { $unreasonable-score_from }–{ $unreasonable-score_to }。“多次提醒”指本盘内已因不报牌被提醒（含警告）过；警告阶梯本身到第三次也会扣副分。
sbr-2025-silent-claim-unreasonable = 漏报且动作不合理：动作无效，第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-silent-claim-persistent = 多次提醒后仍漏报：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-silent-claim-reasonable = 漏报但动作合理：动作有效，按本盘应警告违规的次数判罚。

## 第十二条 十 主动花猪

sbr-2025-active-flower-pig-summary = 碰、杠自己的缺门，或手牌、明牌中还有缺门牌时打出别的花色，即为主动花猪：第二类尺度，扣当盘副分 { $committed-score }，本副停和陪打。打出的牌一进入牌池碰到桌面就不能收回重打；选手发现自己主动花猪应主动报告。停和陪打中的选手主动花猪照样扣分。
sbr-2025-active-flower-pig-committed = 主动花猪：扣副分 { $score }，本副停和陪打。

## 第十二条 十一 诈和与顺和

sbr-2025-false-win-summary = 报和后经查验不成和牌型（含手中有三门花色）即为诈和：第二类尺度，扣当盘副分 { $three-suits-score }，并退回本副所得杠分；已造成的其他结算不复原。三门花色报和只按诈和处理，不再加罚主动花猪。
sbr-2025-false-win-declared = 报和不成立：扣副分 { $score }，退回本副杠分。

sbr-2025-passed-win-summary = 放过自己的和牌张后，在未摸牌（或碰后仍可和）时又和番数不高于前者的同一张牌，即为顺和：第二类尺度，扣当盘副分 { $declared-score }，并退回本副所得杠分。
sbr-2025-passed-win-declared = 属于顺和：扣副分 { $score }，退回本副杠分。

sbr-2025-three-suit-win-summary = 手牌和明牌中有三门花色时报和：按诈和处理，第二类尺度，扣副分 { $declared-score }，退回本副杠分；不再另加主动花猪的处罚。
sbr-2025-three-suit-win-declared = 三门花色报和：按诈和，扣副分 { $score }，退回本副杠分，不另罚主动花猪。

## 第十二条 十二 程序性判罚

sbr-2025-wrong-seat-summary = 没有按编排的座位就座：程序性违规，第三类尺度，扣盘分 { $seated-wrongly-rank_points_from }–{ $seated-wrongly-rank_points_to }。
sbr-2025-wrong-seat-seated-wrongly = 未按编排座位就座：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-cards-and-calls-summary = 没有正确使用定缺卡、没有正确报牌、和牌后没放和牌卡，或流局查叫时没正确摆放听牌卡：程序性违规，第四类尺度（警告起）。
sbr-2025-cards-and-calls-committed = 卡片或报牌使用不当：按本盘应警告违规的次数判罚。

sbr-2025-ready-card-misuse-summary = 听牌卡须如实显示自己是否听牌（三门花色的听牌型一律算无听），摆错要及时改回。没听却故意摆成听牌：违规，须改正，并由裁判酌情追罚。流局查叫时听牌卡没摆对：第四类尺度。
sbr-2025-ready-card-misuse-interpretation = 第十条 三（六）对故意假听只说由裁判“酌情追罚”，没有定尺度。本应用对听牌卡本身按第十二条 十二（二）的第四类（警告阶梯）判罚，另加裁判选定的追罚：按主观恶意的行牌违规扣副分 { $false-ready-score_from }–{ $false-ready-score_to }（第十一条 三（六），默认建议），或在严重影响本副时扣副分 { $false-ready-score_2 }（三（五））。已听牌却自认未听、摆成无听且无人异议的，按无听处理，不算违规。
sbr-2025-ready-card-misuse-false-ready = 没听却故意摆成听牌：改正听牌卡，按本盘应警告违规的次数判罚，另加裁判选定的追罚（扣副分 { $score_from }–{ $score_to }，或 { $score_2 }）。
sbr-2025-ready-card-misuse-misplaced = 查叫时听牌卡摆放不对：改正，按本盘应警告违规的次数判罚。

sbr-2025-scoresheet-error-summary = 没有按规定填写记分表：程序性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-scoresheet-error-committed = 记分表填写不合规定：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-equipment-removed-summary = 一盘（阶段）比赛结束后把赛具带出赛场，或没有放回原位：程序性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-equipment-removed-committed = 赛具带离或未归位：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-slow-to-leave-summary = 打完的选手没有按要求及时离场：程序性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-slow-to-leave-committed = 完赛后未及时退场：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-scoresheet-late-summary = 没有及时交记分表：程序性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-scoresheet-late-committed = 记分表未及时送交：扣盘分 { $rank_points_from }–{ $rank_points_to }。

## 第十二条 十三 纪律性判罚

sbr-2025-briefing-absence-summary = 没有按规定参加赛前领队会：纪律性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-briefing-absence-committed = 未参加赛前领队会：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-no-credential-summary = 进入赛场没有佩戴有效证件：纪律性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-no-credential-committed = 未佩戴有效证件：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-noise-summary = 在赛场内大声喧哗，或言语举止不礼貌：纪律性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。极其严重的从重处罚，最重可停赛并报主办单位进一步处理。
sbr-2025-noise-interpretation = “从重”规则只给了上限（停赛并上报）。本应用对极其严重的情形给出第一类的各个选项，由裁判长决定；裁判也可只在第二类内从重（扣盘分 2）。
sbr-2025-noise-committed = 大声喧哗或不礼貌：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-noise-grave = 极其严重的喧哗或不礼貌：从重，第一类判罚，由裁判长决定，最重停赛并报主办单位。

sbr-2025-phone-summary = 比赛中移动通讯工具没有关闭（主办方也可禁止带入赛场）：没接听、没查看的，第三类尺度，扣盘分 { $switched-on-rank_points_from }–{ $switched-on-rank_points_to }；已接听或查看的，第二类尺度，扣盘分 { $used-rank_points }；多次或严重违反的，第一类尺度。其他选手发现应立即叫裁判。
sbr-2025-phone-repeated = 多次或严重违反通讯工具规定：第一类判罚，由裁判长决定。
sbr-2025-phone-used = 比赛中接听或查看了通讯工具：第二类判罚，扣盘分 { $rank_points }。
sbr-2025-phone-switched-on = 通讯工具未关闭，但没接听、没查看：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-smoking-summary = 在比赛场地及周边禁烟区吸烟（含电子烟）：纪律性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }；多次或严重违反的，第一类尺度。
sbr-2025-smoking-repeated = 多次或严重违反禁烟规定：第一类判罚，由裁判长决定。
sbr-2025-smoking-committed = 在禁烟区吸烟：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-watching-others-summary = 比赛中擅自离座去看别的选手比赛或别人的手牌：纪律性违规，第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-watching-others-committed = 擅自离座观看：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-record-tampering-summary = 故意篡改比赛成绩或比赛记录：第一类尺度，由裁判长决定。
sbr-2025-record-tampering-committed = 篡改成绩或记录：第一类判罚，由裁判长决定。

sbr-2025-ceremony-or-dress-summary = 缺席比赛的正式仪式，或在仪式、比赛中着装不合规定：第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }；也可按情节取消其部分奖项（本应用不记录奖项的处理）。
sbr-2025-ceremony-or-dress-committed = 缺席仪式或着装不合规定：扣盘分 { $rank_points_from }–{ $rank_points_to }。

sbr-2025-focus-table-disobedience-summary = 在焦点桌多次不听从裁判的指令：第三类尺度，扣盘分 { $committed-rank_points_from }–{ $committed-rank_points_to }。
sbr-2025-focus-table-disobedience-committed = 焦点桌屡次不听裁判指令：扣盘分 { $rank_points_from }–{ $rank_points_to }。

## 第十二条 十四 比赛流程

sbr-2025-force-majeure-summary = 遇不可抗力需暂停时，选手见到裁判示意应立即把手牌扣下等待；无法继续时，打完当副、记录成绩、改期再赛，当副打不完的作废，下次从已完成的成绩接着比。
sbr-2025-force-majeure-not-applicable = 这一条只规定比赛流程，没有规定处罚。暂停时不扣牌等做法，可由裁判长依第十二条 十二的兜底条款参照类似规定处理。

## 第十二条 十五 不服从裁判

sbr-2025-dissent-summary = 不服从裁判的判罚，或顶撞裁判：第三类尺度；多次或严重违反的，第二类或第一类尺度。有异议可按赛事的仲裁规定申诉，但申诉不得影响比赛进行。
sbr-2025-dissent-interpretation = 规则没说第三类、第二类在这里取副分还是盘分；这是对裁判的纪律问题而不是牌局行为，本应用取扣盘分（{ $committed-rank_points_from }–{ $committed-rank_points_to }、{ $repeated-rank_points }）。第一类与第二类的分界本应用定为情节是否极其严重，例如辱骂、人身攻击或使比赛中断（第十一条 三（三）把顶撞裁判列为停赛的情形）。
sbr-2025-dissent-committed = 不服从或顶撞裁判：第三类判罚，扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-dissent-grave = 多次或严重不服从裁判，情节极其严重：第一类判罚，由裁判长决定。
sbr-2025-dissent-repeated = 多次或严重不服从裁判：第二类判罚，扣盘分 { $rank_points }。

## 第十三条 二 拒不执行判决

sbr-2025-abandoned-play-summary = 裁判长的判罚就是最终裁决，必须执行。擅自中止比赛的，视为自愿弃权（当盘判负）；拒不执行判决致使比赛无法继续的，请出赛场并取消比赛资格。
sbr-2025-abandoned-play-walked-out = 擅自中止比赛：视为弃权，当盘判负。
sbr-2025-abandoned-play-halted = 拒不执行判决致比赛无法继续：请出赛场，取消比赛资格。

## 第十一条 三（十）、四（五） 停和陪打

sbr-2025-own-play-error-summary = 选手自己行牌犯规、但不影响其他选手的（例如相公）：本副停和陪打。停和陪打的选手照常打完本副：须退回本副所有杠分；不得主动花猪（否则另扣分）；不能查别人的叫；除为了听牌外不得碰、杠；流局时若已听牌，别人不能查他的叫。除非裁判公开宣判或他人指出，本人无须公开自己停和。
sbr-2025-own-play-error-interpretation = 本应用的“停和陪打”处罚一律包含退回本副杠分，不另列一项。规则没有单列的自身行牌失误，裁判可依第十一条 三（十）判停和陪打；影响到其他选手的，应改用相应条目。
sbr-2025-own-play-error-dead-hand = 自身行牌犯规，不影响他人：本副停和陪打（退回本副杠分）。

sbr-2025-call-after-dead-hand-summary = 停和陪打的选手不是为了听牌而碰、杠，或有其他不符合停和陪打要求的行为。
sbr-2025-call-after-dead-hand-not-applicable = 规则只说停和陪打者除为听牌外不得碰杠，没有规定违反的处罚；裁判可要求纠正。若是主动花猪，按“主动花猪”条目另扣副分 24。

## 第十三条 申诉

sbr-2025-late-protest-summary = 行牌中有争议，应立即停牌举手请裁判；本副结束后，裁判不再受理有关本副的投诉。本副得分经记分员记录、全桌确认后即生效，原则上不再追溯。
sbr-2025-late-protest-not-applicable = 这不是处罚条款：本副结束后提出的投诉不予受理，所以没有判罚可作。

sbr-2025-appeal-review-summary = 裁判长的判罚为最终裁决，应先执行。未设仲裁委员会时，由裁判长听取并裁定所有申诉；设有仲裁委员会时，规则与规定方面的申诉先由裁判长裁定，对其裁决仍可向委员会申诉，其他申诉由裁判长提交委员会。委员会可行使裁判的一切权力，但不能否决裁判长依规则作出的裁定，只能建议改判。
sbr-2025-appeal-review-not-applicable = 申诉程序本身不产生处罚；申诉期间比赛照常进行。

# Checking a 诈和 or 顺和 with the hand engine.
sbr-2025-false-win-win-stands = 按所报手牌与和牌张查验，构成和牌（{ $declared_fan } 番）：不属诈和，不予处罚。
sbr-2025-false-win-three-suits = 手牌与明牌含三门花色，不能和牌：诈和，扣副分 { $score }，退回杠分；不再加罚主动花猪。
sbr-2025-passed-win-changed-in-between = 两次之间摸过牌或手牌已改变：不属顺和，不予处罚。
sbr-2025-passed-win-claimed-scores-more = 报和的牌 { $fans_claimed_fan } 番，高于放过的牌 { $fans_passed_fan } 番：不属顺和，不予处罚。

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-appeals-summary = 争议须在本副牌进行中提出；本副结束后，不再受理与之相关的投诉（第十三条 一）。申诉由裁判长处理；设有仲裁委员会时，规则类问题先由裁判长裁定，不服可再向仲裁委员会申诉；仲裁委员会不得否决裁判长依规则作出的裁定，但可建议裁判长改判（第十三条 三）。无需书面、无申诉费；申诉期间原裁定照常执行。
sbr-2025-appeals-interpretation = 规则只规定了“本副结束后不再受理”（第十二条 十五将程序交由赛事自行规定），因此对某副牌的申诉若在该副结束后提出，记为逾期；更晚的期限由赛事规程另定。某一问题属于“规则问题”（仲裁委员会只能建议）还是事实问题（可直接裁决），规则未划界限，由仲裁委员会判断。
