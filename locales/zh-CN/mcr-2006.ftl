# 国标麻将（MCR 2006，世界麻将组织）：判罚类别、各条目摘要（我们自己的话）与判定理由。
# 盘 = 一副牌；局 = 一场（session）。

tier-mcr-2006-warning = 警告
tier-mcr-2006-warning-or-penalty = 警告或罚分
tier-mcr-2006-penalty-or-dead-hand = 罚分或停和
tier-mcr-2006-late = 迟到扣分
tier-mcr-2006-dead-hand = 停和
tier-mcr-2006-ladder = 一盘之内逐次加重
tier-mcr-2006-suspension = 停赛
tier-mcr-2006-disqualification = 取消录取名次或比赛资格

mcr-2006-standings-interpretation = 每局按同桌四人计入罚分和罚付后的比赛分排序，分得标准分 { $rank_points_1 }、{ $rank_points_2 }、{ $rank_points_3 }、{ $rank_points_4 }（3.9.2）。规则没有说明比赛分相同怎么办；按通行做法，并列者平分其所占名次的标准分（两人并列第一各得 { $tied_first_two } 分，四人全部相同各得 { $tied_all } 分）。整个阶段按标准分之和排名，相同时比较比赛分之和（3.10.1），规则没有更多的比较办法。因迟到自动弃权者，局分记 { $absent_score }、标准分记 { $forfeit_rank_points }；其余三人按四个座位的比赛分排定名次，缺席者按 { $absent_score } 分参与排序。赛事规程（例如安排替补）可另行规定。

mcr-2006-late-arrival-summary = 宣布比赛开始后才到场：迟到不超过 { $first-band-minutes_late_le } 分钟扣 { $first-band-score } 分，不超过 { $second-band-minutes_late_le } 分钟扣 { $second-band-score } 分；超过 { $last-band-minutes_late_gt } 分钟按自动弃权处理，本局局分为 0。
mcr-2006-late-arrival-interpretation = 时段按“含端点”并精确到秒来理解：正好 { $first-band-minutes_late_le }:00 扣 { $first-band-score } 分，超过 { $second-band-minutes_late_gt }:00 至正好 { $second-band-minutes_late_le }:00 扣 { $second-band-score } 分，再晚即为弃权（{ $first-band-minutes_late_le } 分 30 秒已超过 { $first-band-minutes_late_le } 分钟）。弃权时规则只规定局分为 0，我们与其他判负一样，标准分也记 0。
mcr-2006-late-arrival-first-band = 迟到 { $minutes_late } 分钟，不超过 { $minutes_late_le } 分钟：扣 { $score } 分。
mcr-2006-late-arrival-second-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟但不超过 { $minutes_late_le } 分钟：扣 { $score } 分。
mcr-2006-late-arrival-last-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟：自动弃权，局分与标准分均为 0。

mcr-2006-cheating-summary = 调换、偷拿、隐藏牌张或其他任何作弊：裁判员可判停赛，即不再有资格参加本次比赛的后续比赛。停赛由裁判员和裁判长报告赛事委员会，情节严重的予以通报。
mcr-2006-cheating-suspended = 作弊：停赛，不得继续参加本次比赛，并报告赛事委员会。

mcr-2006-information-passing-summary = 用言语、表情、动作或解释向同桌其他选手暗示或传递信息，不论是否因此得利：裁判在本盘给予罚分（{ $signalled-score_from }、10、20、30、40、50 或 { $signalled-score_to } 分），或判本盘停和陪打。
mcr-2006-information-passing-signalled = 非法信息：本盘罚 { $score_from } 至 { $score_to } 分，或本盘停和陪打。

mcr-2006-dissent-summary = 选手明显犯规，裁判劝告后依然拒不服从、纠缠吵闹：取消其比赛资格，并予通报。
mcr-2006-dissent-interpretation = 规则只对经劝告后仍不服从者给予重罚。在此之前，干扰竞赛的言行按 3.11.1 当场警告，我们对第一次就这样处理。
mcr-2006-dissent-first-time = 尚未经过劝告：当场警告。
mcr-2006-dissent-persisted = 经劝告仍不服从：取消比赛资格，并报告赛事委员会通报。

mcr-2006-other-violation-summary = 没有专门罚则的违例，例如行牌中闲聊或不用规范用语报牌（3.6.1）、出牌超过 10 秒（3.6.4）、吸烟或携带影响比赛的物品（2.3.3）：当场警告，或视情节在本盘扣 { $violation-score_from }、10、20、30、40、50 或 { $violation-score_to } 分。
mcr-2006-other-violation-interpretation = 第十一条允许裁判视情节处罚任何违规，3.11.2 把违例罚分定为七个档次，但这些违例没有各自的罚则。我们先给警告（3.11.1 规定当场警告），对屡犯或情节较重者再从七档罚分中选择。赛事规程可以更具体地规定。
mcr-2006-other-violation-violation = 没有专门罚则的违例：警告，或本盘扣 { $score_from } 至 { $score_to } 分。

mcr-2006-serious-violation-summary = 犯规情节严重，或借犯规非法获利：取消其录取名次或比赛资格，情节严重的予以通报。
mcr-2006-serious-violation-interpretation = 3.11.5 是一种处罚，而不是一张违规清单：用于裁判和赛事委员会认定情节严重的情形。本应用把它记为取消本次赛事资格并上报委员会；取消已经获得的名次由委员会执行，目录中没有对应的处罚种类。
mcr-2006-serious-violation-cancelled = 严重犯规或非法获利：取消录取名次或比赛资格，报告赛事委员会。

mcr-2006-wrong-tile-count-summary = 手牌张数多于或少于规定（13 张，开杠多出的牌和花牌不计）：本盘停和陪打，继续打牌但不能和牌。
mcr-2006-wrong-tile-count-dead-hand = 牌张数目错误：本盘停和陪打。

mcr-2006-early-draw-summary = 上家打出的牌还没有归入牌池就抓牌：按空吃空碰的办法处理，在本盘内计次——第一次警告，之后扣 5、10、20 分，依此类推。
mcr-2006-early-draw-interpretation = 规则对提前摸牌写明“处罚同上”，即空吃空碰空杠的逐次加重办法。我们把提前摸牌、空吃空碰空杠和碰牌超时合在一起计次，每名选手一个计数，每盘重新开始；详见空吃空碰条目。
mcr-2006-early-draw-drew-early = 提前摸牌：按该选手本盘内此类违例的次数判罚。

mcr-2006-wrong-draw-summary = 摸错牌：还没有放进立牌的，归回原位，不予处罚；已经放进立牌的，本盘停和陪打。
mcr-2006-wrong-draw-put-back = 尚未放入立牌：把牌归回原位。
mcr-2006-wrong-draw-in-hand = 已放入立牌：本盘停和陪打。

mcr-2006-exposed-tile-in-play-summary = 行牌中把自己的立牌暴露在桌面上：暴露的牌成为罚张，轮到自己出牌时须打出。
mcr-2006-exposed-tile-in-play-penalty-tile = 行牌中暴露自己的立牌：该牌成为罚张，保持亮明，轮到该选手出牌时必须打出。不罚分，不停和。

mcr-2006-exposed-tiles-summary = 他人报和时把自己的立牌推倒亮明：和牌成立的，给予警告；和牌不成立的，亮出的牌须在之后依次打出，本盘停和陪打，其他人和牌时照常付分。报和不成立者自己亮出的牌不算暴露张。
mcr-2006-exposed-tiles-interpretation = 和牌不成立时，规则只说亮出的牌须依次打出。这正是 3.11.6 7（1）对罚张的处理，所以本应用在停和之外把这些牌记为罚张：保持亮明，轮到该选手出牌时逐张打出。
mcr-2006-exposed-tiles-win-stood = 对方和牌成立：警告。
mcr-2006-exposed-tiles-win-failed = 对方和牌不成立：本盘停和陪打，亮出的牌作为罚张，轮到自己出牌时逐张打出。

mcr-2006-wrecked-wall-summary = 把手牌或牌墙推乱，致使本盘无法继续，经裁判确认：责任者向其他每人罚付 { $wrecked-pay } 分。
mcr-2006-wrecked-wall-interpretation = 规则只规定了罚付的分数，没有说明中断的这一盘如何结算；本应用只记录罚付，本盘其余事项由裁判和赛事规程决定。
mcr-2006-wrecked-wall-wrecked = 本盘无法继续：向其他三家各罚付 { $pay } 分。

mcr-2006-exposed-others-tiles-summary = 行牌中把他人的立牌暴露在桌面上：视情节由责任者向该选手罚付 { $exposed-pay_from } 至 { $exposed-pay_to } 分，并由裁判决定本盘是否继续。
mcr-2006-exposed-others-tiles-interpretation = 规则写的是“{ $exposed-pay_from }—{ $exposed-pay_to } 分”。我们按 3.11.2 的罚分档次（{ $exposed-pay_from }、10、20、30、40、50、{ $exposed-pay_to }）理解，建议 { $exposed-pay } 分，付给立牌被暴露的选手。
mcr-2006-exposed-others-tiles-exposed = 向立牌被暴露的选手罚付 { $pay_from } 至 { $pay_to } 分；本盘是否继续由裁判决定。

mcr-2006-active-flower-pig-summary = 国标麻将没有这一规定：不定缺，手牌可以有任何花色。
mcr-2006-active-flower-pig-not-applicable = 国标麻将没有定缺，也就没有花猪，无可处罚。

mcr-2006-mistaken-claim-summary = 错吃、错碰、错杠或错补花：本盘停和陪打。
mcr-2006-mistaken-claim-interpretation = 规则只用名称区分“错”与“空”。我们把“错”理解为报牌后做错了——摆出的牌与所报不符或不合规定（吃了非上家的牌、亮错了牌、补花补错）；把“空”理解为报了却根本没有做。前者停和，后者按 3.11.6 3 逐次加重。
mcr-2006-mistaken-claim-dead-hand = 错吃错碰错杠：本盘停和陪打。

mcr-2006-empty-claim-summary = 报吃、碰、杠却没有做：在一盘之内，第一次警告，之后扣 5、10、20 分，依此类推，每次最多扣 60 分。
mcr-2006-empty-claim-interpretation = 5、10、20 之后的“以此类推”理解为逐次加倍：下一次 40。违例罚分只有 3.11.2 的七种，最高 60 分，所以同一盘内第六次及以后每次扣 60 分。提前摸牌（3.11.6 4）和碰牌超时（3.11.6 5）处罚相同，我们与空吃空碰空杠合并计次，每名选手一个计数，每盘重新开始。犯到这个程度的选手也已构成干扰竞赛（3.11.6 10）。
mcr-2006-empty-claim-called = 空吃空碰空杠：按该选手本盘内此类违例的次数判罚。

mcr-2006-slow-pung-summary = 他人出牌超过三秒才报碰：按空吃空碰的办法处理，在本盘内计次。
mcr-2006-slow-pung-interpretation = 规则对碰牌超时写明“处罚同上”，即空吃空碰空杠的逐次加重办法，与空吃空碰空杠、提前摸牌在同一盘内合并计次。3.6.7 要求杠牌也在三秒内报出，但罚则只提到碰牌，所以我们只对碰牌适用。
mcr-2006-slow-pung-too-slow = 碰牌超时：按该选手本盘内此类违例的次数判罚。

mcr-2006-claimed-tile-left-summary = 吃、碰、明杠所要的牌应马上取回；拖延两轮（到该选手第二次摸牌之前）就不能再取，并判本盘停和陪打。
mcr-2006-claimed-tile-left-interpretation = 我们把“延误两轮”理解为：报牌后，该选手准备第二次摸牌时那张牌仍在牌池中。在此之前取回的不予处罚。
mcr-2006-claimed-tile-left-dead-hand = 所吃碰杠的牌拖延未取回：本盘停和陪打。

mcr-2006-claim-after-draw-summary = 已经伸手到牌池抓牌，就放弃了对上一张打出牌的吃、碰、杠、和。
mcr-2006-claim-after-draw-not-applicable = 不予处罚：伸手抓牌即已放弃，报牌不予受理。

mcr-2006-wrong-win-summary = 宣布和牌但番数不够起和 8 分，或把他人打出的牌误当作自己的和牌（错和）：本盘停和陪打，并向其他每家罚付 { $declared-pay } 分。亮出的牌不算暴露张。
mcr-2006-wrong-win-declared = 错和：本盘停和陪打，向其他三家各罚付 { $pay } 分。
mcr-2006-wrong-win-win-stands = 按所报手牌、和牌张及和牌情形核对，是 { $declared_points } 分且达到起和分的和牌：不算错和，不处罚。
mcr-2006-wrong-win-ready = 所报手牌已听牌（和牌不够起和分，或所和的牌不能成和）：属错和，本盘停和陪打，向其他三家各付 { $pay } 分。
mcr-2006-wrong-win-not-ready = 所报手牌尚未听牌：属诈和（3.11.6 6（2）），本盘停和陪打，向其他三家各付 { $pay } 分。

mcr-2006-false-win-summary = 还差一张或更多才听牌，却在他人打出牌时宣布和牌（诈和）：本盘停和陪打，并向其他每家罚付 { $declared-pay } 分。亮出的牌不算暴露张。
mcr-2006-false-win-interpretation = 规则描述的是在他人打出牌时的诈和。没有听牌而自摸宣布和牌，同样不符合和牌规定，我们同样处理，向每家罚付 { $not-ready-pay } 分。已经听牌但不够 8 分，或所和的牌不能成和，则属错和（每家 { $ready-pay } 分）；是否听牌可用手牌分析确认。
mcr-2006-false-win-declared = 诈和：本盘停和陪打，向其他三家各罚付 { $pay } 分。
mcr-2006-false-win-win-stands = 按所报手牌、和牌张及和牌情形核对，是 { $declared_points } 分且达到起和分的和牌：不算诈和，不处罚。
mcr-2006-false-win-not-ready = 所报手牌尚未听牌：属诈和，本盘停和陪打，向其他三家各付 { $pay } 分。
mcr-2006-false-win-ready = 所报手牌已听牌（和牌不够起和分，或所和的牌不能成和）：属错和（3.11.6 6（1）），本盘停和陪打，向其他三家各付 { $pay } 分。

mcr-2006-winning-tile-not-taken-summary = 所和的那张牌要在算分之前取回，否则按错和处理：本盘停和陪打，向其他每家罚付 { $as-wrong-win-pay } 分。
mcr-2006-winning-tile-not-taken-as-wrong-win = 算分前未取回所和的牌：按错和处理，停和陪打，向其他三家各罚付 { $pay } 分。

mcr-2006-irregular-win-call-summary = 报了吃、碰、杠又改报和牌，或没有用规范用语报和，而且已经亮明立牌：本盘停和陪打。尚未亮牌的，见下一条。
mcr-2006-irregular-win-call-hand-open = 已亮明立牌：本盘停和陪打。

mcr-2006-irregular-win-call-held-summary = 同样的不规范报和，但立牌尚未亮明：这一轮不能和牌，再摸一次牌后可以和。
mcr-2006-irregular-win-call-held-no-win-this-round = 报和不规范，立牌未亮明：此轮不准和牌，再摸一次牌后可以和。不罚分，不停和。

mcr-2006-revealed-before-win-call-summary = 先把立牌亮明，然后才报和：本盘停和陪打。
mcr-2006-revealed-before-win-call-dead-hand = 先亮牌后报和：本盘停和陪打。

mcr-2006-winning-tile-mixed-summary = 和牌后用牌池里打出的牌计算番种分值（明放一张算 1 分，扣放一张算 10 分）。把所和的牌混进这些牌里计分，经裁判确认：本盘停和陪打。
mcr-2006-winning-tile-mixed-interpretation = 这发生在宣布和牌之后，我们把停和理解为这次和牌作废，无人为此付分；本盘之后如何结束由裁判决定。
mcr-2006-winning-tile-mixed-dead-hand = 所和的牌混入计分牌：停和，此次和牌不成立。

mcr-2006-passed-win-summary = 国标麻将不算违规：放过一张和牌张的选手以后仍可和牌。
mcr-2006-passed-win-not-applicable = 国标麻将没有顺和的规定：放过和牌张不影响以后和牌，无可处罚。

mcr-2006-late-protest-summary = 发现问题应当场提出并请裁判解决；事后再提无效。
mcr-2006-late-protest-not-applicable = 不是处罚：事后追诉不予受理（不追诉原则）。

mcr-2006-appeal-summary = 选手或其领队可以对裁判在本桌作出的任何裁决提出申诉：须在本局结束后 30 分钟内，以书面形式提出，由当事人和负责人签字，并交申诉费 200 美元——申诉成立则全额退还，不成立则不予退还。申诉材料可以直接交仲裁委员会。
mcr-2006-appeal-not-applicable = 申诉不涉及处罚；本条记录申诉的时限、形式和费用。

mcr-2006-appeal-review-summary = 涉及规则或竞赛规定的申诉，由（总）裁判长听取并裁决；不服的，再向仲裁委员会上诉。其他申诉由赛事委员会指定的部门处理。仲裁委员会复核时可以行使裁判长的全部权力，但不能推翻裁判长依据规则、规程或为维持纪律作出的判罚。
mcr-2006-appeal-review-not-applicable = 不是处罚：说明由谁裁决申诉，以及仲裁委员会不能改变什么。

# How a ruling is appealed ([appeals] in ruleset.toml).
mcr-2006-appeals-summary = 申诉须在本局结束后 { $deadline_minutes } 分钟内以书面形式提出，由当事人及负责人签字，并交纳 { $fee } 美元申诉费，胜诉全额退还（3.12）。规则类问题先由裁判长裁定，不服可向仲裁委员会申诉；仲裁委员会不得推翻裁判长依规则及为维持纪律作出的判罚（3.13）。
mcr-2006-appeals-interpretation = “局”指一场比赛（3.4.4），故 { $deadline_minutes } 分钟自该桌本局结束（以成绩单为准）起算；本局结束前提出的申诉视为及时。规则未说明部分胜诉时申诉费如何处理：仅当裁定按申诉方的主张变更时退还。赛事规程可另定期限或费用。
