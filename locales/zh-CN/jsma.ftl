# 日本体育麻将协会（日本スポーツ麻雀協会）公式竞技规定规则：处罚类别、各条目摘要（用我们自己的话）及各结果的理由。条文按原书的列表名和编号引用，例如 JSMA ルール 23。

# 多处理由共用的说法（不是条目）。
part-jsma-pay-deliberate-dealer = 庄家故意冲和：按役满共付 48,000 点，其余三家各 { $pay } 点。
part-jsma-pay-deliberate-non-dealer = 闲家故意冲和：按役满共付 32,000 点，其中庄家 { $pay_dealer } 点、另两位闲家各 { $pay_others } 点。
part-jsma-pay-pao-dealer = 负有役满包牌责任的庄家冲和：按役满共付 48,000 点，其余三家各 { $pay } 点。
part-jsma-pay-pao-non-dealer = 负有役满包牌责任的闲家冲和：按役满共付 32,000 点，其中庄家 { $pay_dealer } 点、另两位闲家各 { $pay_others } 点。
part-jsma-pay-dealer = 庄家冲和：共付 12,000 点，其余三家各 { $pay } 点。
part-jsma-pay-non-dealer = 闲家冲和：共付 8,000 点，其中庄家 { $pay_dealer } 点、另两位闲家各 { $pay_others } 点。
-jsma-void = 本局作废，由同一庄家重新开牌。
-jsma-dead-hand-effect = 本局不能和牌，也不能吃、碰、杠（否则判冲和）；流局时按未听牌处理。

tier-jsma-chombo = 冲和（チョンボ，罚符）
tier-jsma-dead-hand = 停和陪打（アガリ放棄）

jsma-standings-interpretation = 顺位点＝半庄结束时的持点（已计入冲和等支付）与 { $return_line } 点之差，每 { $per } 点计一点，再加上按名次的顺位加点；加点表按持点在 { $return_line } 点以上（正好 { $return_line } 也算）的人数选用：一人为 { $uma_1_1 }、{ $uma_1_2 }、{ $uma_1_3 }、{ $uma_1_4 }，两人为 { $uma_2_1 }、{ $uma_2_2 }、{ $uma_2_3 }、{ $uma_2_4 }，三人为 { $uma_3_1 }、{ $uma_3_2 }、{ $uma_3_3 }、{ $uma_3_4 }。原书没有规定同分时如何定名次。本应用让同分者平分他们所占名次的加点（例如第二、三名同分，两人都得平均值）。也有比赛按离起家近者为先，此时以比赛规程为准。四人都正好 { $return_line } 点不在表内，此时每人均为 { $uma_4_1 }。

# 冲和（ルール 22–26、28）

jsma-chombo-summary = 冲和（チョンボ）的罚符：闲家 8,000 点，庄家 12,000 点；无论庄闲，本局都作废。故意冲和，以及负有役满包牌责任者的冲和，改付役满（闲家 32,000 点，庄家 48,000 点）。其他玩家已放出的立直棒留作供托，由下一局和牌者获得；若半庄最后一局流局，则退还放出者。哪些行为构成冲和，见各条目：不当立直、推倒牌墙或他人手牌、确认前拆散和牌、错荣和、停和陪打中吃碰杠。
jsma-chombo-interpretation = 原书只规定了总额。本应用按满贯自摸的付法分摊：闲家冲和付庄家 { $non-dealer-pay_dealer } 点、其余闲家各 { $non-dealer-pay_others } 点，庄家冲和每家 { $dealer-pay } 点；役满为其四倍（闲家付庄家 { $deliberate-non-dealer-pay_dealer } 点、其余各 { $deliberate-non-dealer-pay_others } 点，庄家每家 { $deliberate-dealer-pay } 点）。“流局作废”理解为：本局无效，由同一庄家、相同本场数重新开牌，也不结算未听罚符。冲和者本人的立直棒原书未提，本应用与他人的立直棒一样留作供托。比赛规程可另作规定。
jsma-chombo-deliberate-dealer = { part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-chombo-deliberate-non-dealer = { part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-chombo-pao-dealer = { part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-chombo-pao-non-dealer = { part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-chombo-dealer = { part-jsma-pay-dealer }{ -jsma-void }
jsma-chombo-non-dealer = { part-jsma-pay-non-dealer }{ -jsma-void }

jsma-invalid-riichi-summary = 立直后若查明以下任一情况，在本局流局时判冲和：未听牌；和牌张已全部不存在（空听）；振听；立直后漏看和牌张；立直后进行了不允许的暗杠（立直后只有摸到与暗刻相同的牌、且不改变和牌形时才可暗杠）。流局前若有人和牌，则不处罚。
jsma-invalid-riichi-interpretation = 空听理解为：宣布立直时，所听的牌已全部可见（在自己手中、牌河、副露或宝牌指示牌中），没有剩余的和牌张；立直之后和牌张才用完的不追究（ルール 21）。漏看理解为：立直后有人打出或自己摸到可和的牌却没有和。
jsma-invalid-riichi-deliberate-dealer = 流局时查明立直不当。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-invalid-riichi-deliberate-non-dealer = 流局时查明立直不当。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-invalid-riichi-pao-dealer = 流局时查明立直不当。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-invalid-riichi-pao-non-dealer = 流局时查明立直不当。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-invalid-riichi-dealer = 流局时查明立直不当。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-invalid-riichi-non-dealer = 流局时查明立直不当。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-wrecked-wall-summary = 不论故意或过失，推倒牌墙或他人手牌，致使对局无法继续：判冲和；故意者付役满。若倒下的牌能复原并继续对局，原书没有规定处罚。
jsma-wrecked-wall-deliberate-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-wrecked-wall-deliberate-non-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-wrecked-wall-pao-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-wrecked-wall-pao-non-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-wrecked-wall-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-wrecked-wall-non-dealer = 推倒牌墙或手牌，对局无法继续。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-win-unverified-summary = 宣布和牌后，在其他玩家看清牌形之前就拆散手牌，使得无法确认是否和牌：判冲和。
jsma-win-unverified-deliberate-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-win-unverified-deliberate-non-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-win-unverified-pao-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-win-unverified-pao-non-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-win-unverified-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-win-unverified-non-dealer = 确认前拆散手牌，和牌无法查证。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-false-win-summary = 错荣和（錯ロン）判冲和。但若其他玩家对同一张牌有正当的荣和，则不判冲和（见该情形的条目）。
jsma-false-win-interpretation = 原书没有给错荣和下定义。本应用把宣布荣和并推倒手牌、却不是正当和牌的情形视为错荣和：未成和牌形；无役（仅有海底、河底、岭上开花、抢杠不能和牌）；振听（ルール 12、14）；抢暗杠（ルール 17）等。推倒手牌之前撤回的荣和属于空荣和，判停和陪打。
jsma-false-win-deliberate-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-false-win-deliberate-non-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-false-win-pao-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-false-win-pao-non-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-false-win-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-false-win-non-dealer = 错荣和，无他人正当荣和。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-passed-win-summary = 放过和牌张之后，在同一巡内（从自己打牌起到下一次自己摸牌之前）荣和；或自己牌河中有和牌张（振听）仍荣和：都不是正当和牌，按错荣和判冲和。放过之后自摸和牌是允许的。
jsma-passed-win-interpretation = 原书禁止同巡内放过后的荣和（ルール 14）和振听荣和（ルール 12），但没有单独规定处罚。因为这不是正当和牌，本应用按错荣和（ルール 26）处理，判冲和。
jsma-passed-win-deliberate-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-passed-win-deliberate-non-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-passed-win-pao-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-passed-win-pao-non-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-passed-win-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-passed-win-non-dealer = 放过后或振听时荣和（错荣和）。{ part-jsma-pay-non-dealer }{ -jsma-void }

jsma-call-after-dead-hand-summary = 被判停和陪打的玩家在本局失去吃、碰、杠的权利；仍然吃碰杠者判冲和。
jsma-call-after-dead-hand-deliberate-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-deliberate-dealer }{ -jsma-void }
jsma-call-after-dead-hand-deliberate-non-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-deliberate-non-dealer }{ -jsma-void }
jsma-call-after-dead-hand-pao-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-pao-dealer }{ -jsma-void }
jsma-call-after-dead-hand-pao-non-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-pao-non-dealer }{ -jsma-void }
jsma-call-after-dead-hand-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-dealer }{ -jsma-void }
jsma-call-after-dead-hand-non-dealer = 停和陪打中吃碰杠。{ part-jsma-pay-non-dealer }{ -jsma-void }

# 报错牌名引起的误荣和（ルール 29）与包牌（ルール 30）

jsma-misnamed-discard-ron-summary = 打牌时报错了牌名，另一位玩家按所报的牌荣和，结果是误荣和：两人共同负责，各自向未牵涉的另外两位玩家支付半个满贯的罚符。
jsma-misnamed-discard-ron-interpretation = 半个满贯理解为支付者本人满贯（闲家 8,000 点，庄家 12,000 点）的一半：闲家 4,000 点，庄家 6,000 点，由未牵涉的两人平分（闲家各 { $non-dealer-pay } 点，庄家各 { $dealer-pay } 点）。原书没有说本局如何处理；作为冲和的一种，本局作废并重新开牌（ルール 23）。报错牌名者和荣和者分别记录为两条裁决。
jsma-misnamed-discard-ron-dealer = 报错牌名引起误荣和的共同责任，庄家：半个满贯 6,000 点，付未牵涉的两人各 { $pay } 点。{ -jsma-void }
jsma-misnamed-discard-ron-non-dealer = 报错牌名引起误荣和的共同责任，闲家：半个满贯 4,000 点，付未牵涉的两人各 { $pay } 点。{ -jsma-void }

jsma-pao-summary = 让他人吃、碰、杠到确定役满的那张牌的玩家负包牌责任：该役满自摸和牌时，由他一人支付全额；由第三人放铳时，他与放铳者各付一半。役满为闲家 { $tsumo-non-dealer-pay } 点，庄家 { $tsumo-dealer-pay } 点。让人开杠而岭上开花属于普通自摸，不适用包牌。
jsma-pao-interpretation = 原书没有列出适用的役满。本应用理解为副露后役满即告确定的情形，例如大三元的第三组三元牌、大四喜的第四组风牌；“准”理解为几乎确定的情形。本应用只结算责任者承担的部分（自摸为全额，荣和为一半），由责任者付给和牌者；桌上的记录只应包含本局其余部分（荣和时放铳者的一半），不含责任者的部分。本场点由谁负担原书未规定，这里不计入。
jsma-pao-tsumo-dealer = 庄家役满自摸，适用包牌：责任者一人付全额 { $pay } 点，其他人不付。
jsma-pao-tsumo-non-dealer = 闲家役满自摸，适用包牌：责任者一人付全额 { $pay } 点，其他人不付。
jsma-pao-ron-dealer = 他人放铳给庄家役满，适用包牌：责任者与放铳者各付 { $pay } 点；此处为责任者的 { $pay } 点。
jsma-pao-ron-non-dealer = 他人放铳给闲家役满，适用包牌：责任者与放铳者各付 { $pay } 点；此处为责任者的 { $pay } 点。

# 停和陪打（ルール 27、28、31）

jsma-empty-claim-summary = 喊了吃、碰、杠却没有完成副露（空吃、空碰、空杠）：停和陪打。
jsma-empty-claim-called = 空吃、空碰、空杠：停和陪打。{ -jsma-dead-hand-effect }

jsma-mistaken-claim-summary = 吃、碰、杠出错（錯チー、錯ポン、錯カン），例如亮出的牌组不成面子，或进行了不允许的副露：停和陪打。
jsma-mistaken-claim-called = 错吃、错碰、错杠：停和陪打。{ -jsma-dead-hand-effect }

jsma-empty-riichi-summary = 宣布立直却没有完成立直（空立直）：停和陪打。
jsma-empty-riichi-declared = 空立直：停和陪打。{ -jsma-dead-hand-effect }

jsma-empty-win-call-summary = 喊了荣和，却在推倒手牌前撤回（空荣和）：停和陪打。若推倒手牌而不是和牌，则属错荣和，判冲和。
jsma-empty-win-call-interpretation = 原书没有划分空荣和与错荣和的界线。本应用把推倒手牌之前撤回的荣和视为空荣和（停和陪打，ルール 27），把推倒后不是正当和牌的荣和视为错荣和（冲和，ルール 26）。
jsma-empty-win-call-called = 空荣和：停和陪打。{ -jsma-dead-hand-effect }

jsma-wrong-tile-count-summary = 手牌多了（多牌）或少了（少牌）：不论故意或过失，停和陪打。
jsma-wrong-tile-count-counted = 多牌、少牌：停和陪打。{ -jsma-dead-hand-effect }

jsma-peeking-summary = 偷看不该看的牌，例如牌墙中的牌或他人手牌：停和陪打。
jsma-peeking-looked = 偷看：停和陪打。{ -jsma-dead-hand-effect }

jsma-early-draw-summary = 上家打牌尚未结束就拿或碰自己要摸的牌（提前摸牌）：停和陪打；首次即如此，不先警告。
jsma-early-draw-drew-early = 提前摸牌：停和陪打。{ -jsma-dead-hand-effect }

jsma-exposed-tiles-summary = 让他人看到自己的手牌（亮牌）。故意：停和陪打。过失：与所亮之牌相同的牌（现物），荣和、自摸都不能和。立直后过失亮牌：当即解除立直并停和陪打，此后不必摸什么打什么。
jsma-exposed-tiles-interpretation = 解除立直后立直棒如何处理，原书未说明。本应用不退还，留作供托由下一位和牌者获得（与ルール 22 相同）。
jsma-exposed-tiles-deliberate = 故意亮牌：停和陪打。{ -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental-after-riichi = 立直后过失亮牌：解除立直并停和陪打，不再必须摸什么打什么。{ -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental = 过失亮牌：继续对局，但本局中与所亮之牌相同的牌（现物），荣和、自摸都不能和；其他牌仍可和。

# 程序上的更正，以及原书未规定处罚的情形

jsma-wrong-dora-indicator-summary = 翻错了宝牌指示牌：把翻开的牌与正确位置的牌互换，宝牌不变，继续对局。不处罚。
jsma-wrong-dora-indicator-corrected = 把翻开的牌移到正确的指示位置，按它所指示的宝牌继续对局。

jsma-false-win-excused-summary = 错荣和，但其他玩家对同一张牌有正当的荣和。
jsma-false-win-excused-not-applicable = 这种情形不判冲和（ルール 26 但书），原书也没有其他处罚。结算正当的荣和（每局只有一位和牌者，按上家优先）。

jsma-false-tsumo-summary = 宣布自摸和牌，但不是正当和牌（错自摸）。
jsma-false-tsumo-not-applicable = 原书对错荣和（冲和）和空荣和（停和陪打）规定了处罚，但没有规定错误宣布自摸的处罚，由裁判长和比赛规程决定。宣布和牌后在确认前拆散手牌的，按该条目判冲和。

jsma-kuikae-summary = 吃、碰之后立即打出能与刚组成的面子互换的牌（食替）。
jsma-kuikae-not-applicable = 原书不允许食替，但没有规定处罚，由裁判长和比赛规程决定。

jsma-manners-summary = 原书礼仪 1–10：洗牌时牌面朝下，每人砌 17 墩，收好骰子，翻宝牌指示牌，先发声再动作，和牌时喊“荣”或“自摸”，不报牌名、不用言语误导（口三味線），单手摸打、不摔牌，避免令人不快的言行，牌河每 6 张换一行。
jsma-manners-not-applicable = 礼仪部分没有规定处罚。提前摸牌、偷看、亮出部分手牌依ルール 27 判停和陪打（见各条目）；报错牌名引起的误荣和适用ルール 29（见该条目）。

jsma-late-arrival-summary = 对局开始时未就座。
jsma-late-arrival-not-applicable = 原书没有关于迟到或缺席的规定，按比赛规程处理。

# How a ruling is appealed ([appeals] in ruleset.toml).
jsma-appeals-summary = JSMA 公式竞技规定未涉及申诉或裁判。申诉由裁判长处理，除赛事规程另有规定外，无期限、无需书面、无申诉费。
jsma-disputed-tenpai-summary = 流局时只有处于有效听牌的选手才能分得 3,000 点的不听罚符：听牌，和牌时有宝牌以外的一番役，且还有和牌张。立直之后和牌张用尽不算。由手牌判定。
jsma-disputed-tenpai-effective-tenpai = 按手牌核对：有效听牌。该选手分得不听罚符（规则 20・21）。
jsma-disputed-tenpai-not-effective = 按手牌核对：不是有效听牌（未听牌、任何和牌张都无役，或已无和牌张）。不听罚符按未听处理（规则 21）。
jsma-false-win-win-stands = 按申报的手牌、和牌张和情形核对，这是 { $declared_points } 点的正当和牌：不是错荣和，不处罚。
jsma-invalid-riichi-hand-ready = 按手牌核对：听的和牌张还有剩余，也不是振听。不是未听、空听或振听立直，不算错和（立直后漏和或不当暗杠不看手牌判定）。
jsma-pao-not-yakuman = 按和牌者的手牌核对：不是役满，没有包牌支付（规则 30 只针对役满）。
