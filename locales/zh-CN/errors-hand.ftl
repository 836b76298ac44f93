# 手牌输入错误（crates/tiles HandError）：error-<code>。$position 从 1 起算的字符位置。
error-hand-unknown-suit = 第 { $position } 个字符“{ $suit }”不是花色：请用 m、p、s 或 z。
error-hand-unknown-tile = 第 { $position } 个字符处的 { $tile } 不是一张牌。
error-hand-missing-suit = 第 { $position } 个字符起的数字“{ $digits }”后面缺少花色字母（m、p、s 或 z）。
error-hand-unexpected-character = 第 { $position } 个字符“{ $character }”不能出现在手牌中。
error-hand-fifth-copy = 第 { $position } 个字符处出现第五张 { $tile }：每种牌只有四张。
error-hand-malformed-meld = 第 { $position } 个字符起的“{ $meld }”不是一组明牌：碰写作 [777s]，明杠 [7777s]，暗杠 {"{"}7777s{"}"}，吃 [123m]。
error-hand-tile-count = 这手牌有 { $count } 张（杠按三张计），不含和牌张应为 { $expected } 张（第 { $position } 个字符处）。
error-hand-honours-not-allowed = 第 { $position } 个字符处的 { $tile }：{ $ruleset } 不使用字牌。
error-hand-chow-not-allowed = 第 { $position } 个字符处的吃 { $meld }：{ $ruleset } 没有吃牌。
error-hand-not-one-tile = “{ $text }”不是一张牌。
error-hand-win-fifth-copy = 和牌张 { $tile } 将是第五张：这手牌已有四张。
error-hand-seen-fifth-copy = { $tile } 只有四张：手牌、和牌张、宝牌指示牌和已见的牌合计超过四张。
error-hand-engine-unsupported = 手牌引擎暂不支持 { $ruleset }。
error-hand-conflicting-conditions = 一次和牌不能同时是 { $first } 和 { $second }。
error-hand-flower-count = { $count } 张花牌：全副牌只有 { $most } 张。
error-hand-impossible-situation = { $reason ->
    [after-kong-discard] 杠上开花必须是自摸：补上的牌是自己抓的。
    [after-kong-no-kong] 杠上开花要求手中有杠。
    [robbed-tile-held] 抢杠和的那张牌不可能同时在和牌者手中：另外三张在被抢的杠里。
    [last-of-kind-held] 手中立牌还有同样的牌时，不可能是和绝张。
    [riichi-open-hand] 立直须门前清：这手牌已有吃、碰或明杠。
    [first-turn-meld] 天和、地和、人和都在任何鸣牌或杠之前。
   *[other] 这些和牌情形不可能同时发生。
}
error-hand-circumstance-not-played = { $ruleset } 不计这种和牌情形：{ $circumstance }。
error-hand-unknown-circumstance = “{ $text }”不是和牌情形（自摸、和绝张、杠上、抢杠、海底、花牌、风位）。
error-hand-unknown-reading = 番种表没有“{ $reading }”取“{ $choice }”这种读法。
