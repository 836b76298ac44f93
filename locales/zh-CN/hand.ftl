# 手牌引擎（crates/tiles）：番种名 fan-<key>，原因 hand-reason-<code>。
# SBR 2025 第十条二（六）：十种番种，按规则书顺序。
fan-kong = 杠
fan-root = 根
fan-all-pungs = 大对子
fan-golden-hook = 金钩钩
fan-full-flush = 清一色
fan-seven-pairs = 七对
fan-kong-bloom = 杠上花
fan-kong-discard = 杠上炮
fan-robbing-kong = 抢杠
fan-last-tile = 海底
hand-reason-three-suits = 手牌和明牌中有三门花色：必须缺一门才能和牌或听牌。
hand-reason-honours = 有字牌：本规则不使用字牌。
hand-reason-not-a-winning-shape = 不成和牌型：既不是将牌加四组，也不是七对。
hand-tenpai = 听牌
hand-not-tenpai = 没叫：没有任何一张牌能使这手牌和牌。
hand-below-minimum = 不够起和分：不计花牌的番种分未达到和牌所需的分数。
hand-cli-win = { $fan } 番，{ $points } 分，每家付 { $per_payer }
hand-cli-win-points = { $points } 分（其中花牌 { $flowers } 分），每家付 { $per_payer }
hand-reason-no-yaku = 无役：和牌须有一番役，宝牌以及单独的海底、河底、岭上开花、抢杠都不算。
hand-reason-furiten = 振听：和牌张在自己的弃牌中，只能自摸和。
hand-cli-riichi-win = { $han } 番，宝牌 { $dora }，{ $fu } 符：{ $points } 点
hand-riichi-effective-tenpai = 有效听牌：还有和牌张，且和牌有役。
hand-riichi-not-effective-tenpai = 不是有效听牌：已没有能带役和牌的和牌张。
hand-riichi-furiten = 振听：和牌张在自己的弃牌中。
hand-riichi-karaten = 空听：每种和牌张的四张都在自己手里。
