# 应用界面（ui/）的文字。规则目录、处罚与错误信息在其他文件中。

ui-app-title = 麻将裁判助手

## 顶栏
ui-nav-new = 新判罚
ui-nav-log = 判罚记录
ui-nav-standings = 成绩
ui-nav-catalogue = 处罚目录
ui-nav-event = 赛事设置
ui-session-label = 场次
ui-lang-label = 语言
ui-lang-zh-CN = 中文
ui-lang-en = EN
ui-lang-ja = 日本語

## 通用
ui-loading = 正在加载…
ui-screen-not-loaded = 无法加载此页面：设备在取得页面之前断开了连接。请重新连接赛场后重试。
ui-retry = 重试
ui-back = 返回
ui-confirm = 确定
ui-table-n = { $n } 号桌
ui-seat-E = 东
ui-seat-S = 南
ui-seat-W = 西
ui-seat-N = 北
ui-player-seat = { $name }（{ $seat }）
ui-player-unnamed = （未填写姓名）
ui-article = 条款：{ $article }
ui-sanction-with-range = { $sanction }（{ $range }）

## 新判罚
ui-step-table = 哪一桌？
ui-step-player = 哪位选手？
ui-step-incident = 发生了什么？
ui-step-questions = 请回答以下问题
ui-step-verdict = 判罚结果
ui-no-tables = 本赛事还没有设置桌次，请在“赛事设置”中添加。
ui-incident-search-label = 查找违规情形
ui-incident-search-placeholder = 名称、条款号或关键词（中文 / English / 日本語）
ui-incident-frequent = 本赛事最常用
ui-no-match = 没有符合的情形。
ui-evaluating = 正在计算判罚…
ui-arrival-time = 到场时间
ui-scheduled-start = 预定开始时间：{ $date } { $time }
ui-verdict-tier = 处罚等级
ui-verdict-no-tier = 无等级
ui-verdict-article = 依据条款
ui-verdict-sanctions = 处罚
ui-verdict-not-applicable = 本规则对此情形不予处罚。
ui-verdict-no-sanction = 不予处罚。
ui-verdict-options = 请选择处罚方式
ui-verdict-amount = 请在 { $min } 至 { $max } 之间选择数值
ui-decrease = −
ui-decrease-label = 减少
ui-increase = +
ui-increase-label = 增加
ui-verdict-reasons = 判罚理由
ui-verdict-overridden = 按本赛事规程判定，而非规则书原文
ui-verdict-decided-as = 以「{ $called }」提出；按手牌核对，实为「{ $decided }」。
ui-log-called = （以「{ $called }」提出）
ui-verdict-summary-book = 规则书的规定（本赛事规程另有规定）：{ $summary }
ui-interpretation = 说明：
ui-hand = 局号（可不填）
ui-hand-less = 局号减一
ui-hand-more = 局号加一
ui-note = 备注
ui-note-placeholder = 需要告知裁判长的情况（可不填）
ui-record = 记录判罚
ui-recording = 正在保存…
ui-saved = 已保存：第 { $seq } 号，{ $time }
ui-new-ruling = 新判罚

## 判罚记录
ui-log-seq = 第 { $seq } 号
ui-log-sanction-open = 处罚由裁判长从以下选择：{ $options }
ui-log-no-sanction = 不处罚
ui-log-undecided = 未判定：记录时缺少以下回答：{ $questions }
ui-log-because = ：{ $reason }
ui-log-hand = 第 { $n } 局
ui-log-referee = 裁判：{ $name }

## 赛事设置
ui-event-title = 赛事设置
ui-event-name = 赛事名称
ui-event-ruleset = 竞赛规则
ui-event-referee = 本机裁判姓名
ui-event-sessions = 场次
ui-session-id = 编号
ui-session-name = 名称
ui-session-date = 日期
ui-time-format = 请按 24 小时制填写时间：09:12 或 0912（秒可省略）。
ui-session-time = 开始时间
ui-session-add = 添加场次
ui-session-remove = 删除
ui-event-tables = 桌次与选手
ui-table-add = 添加一桌
ui-table-remove = 删除此桌
ui-event-save = 保存设置
ui-event-saving = 正在保存…
ui-event-saved = 设置已保存。

## 赛事规程（覆盖规则书）
ui-event-overrides = 赛事规程
ui-overrides-hint = 规则书允许赛事自行规定的项目。修改的数值在保存设置后用于判罚；“恢复规则书”会立即保存。
ui-overrides-none = 该规则不允许赛事修改任何判罚。
ui-overrides-other-ruleset = 请先保存新的规则，再为其设定本赛事规程。
ui-override-outcome = 结果 { $n }
ui-override-badge = 赛事规程
ui-override-bound-gt = 超过
ui-override-bound-ge = 不少于
ui-override-bound-lt = 少于
ui-override-bound-le = 不超过
ui-override-reset = 恢复规则书
ui-override-missing = 请为“{ $incident }”的每一项填写数字。未保存任何内容。
ui-override-not-a-number = “{ $value }”不是数字（“{ $incident }”）：请用数字，例如 10 或 -0.5。未保存任何内容。
ui-hall-warnings-title = 全场警告
ui-hall-warnings-hint = 裁判长已就以下犯规对全场提出警告（{ $article }）：此后选手首次出现该犯规即按第 { $counts } 次处理。随赛事设置一同保存。
ui-rank-points-title = 各名次盘分
ui-rank-points-hint = 全部留空即采用规则书的盘分。只有部分规则书允许赛事自行规定。
ui-rank-points-place = 第 { $place } 名
ui-rank-points-incomplete = 请填写每个名次的盘分（第 { $place } 名为空），或全部留空以采用规则书的盘分。未保存任何内容。
ui-rank-points-not-a-number = “{ $value }”不是有效的盘分数字（第 { $place } 名）。未保存任何内容。

## 处罚目录
ui-catalogue-title = 处罚目录
ui-catalogue-categories = 按类别筛选
ui-catalogue-all = 全部
ui-catalogue-count = 共 { $count } 项
ui-catalogue-not-punished = 本规则不予处罚
ui-catalogue-category = 类别
ui-catalogue-our-reading = 我们的理解（并非规则原文）：
ui-catalogue-questions = 裁判需要确认的问题
ui-catalogue-answers = 回答：{ $answers }
ui-catalogue-answer-number = 数值（{ $unit }）
ui-catalogue-answer-player = 一位选手
ui-catalogue-answer-hand = 一手牌（用选牌器录入）
ui-catalogue-answer-tile = 一张牌
ui-catalogue-optional = 可选：由手牌引擎查验判定
ui-catalogue-outcomes = 判罚结果
ui-catalogue-options = 由裁判从以下处罚中选择一项：
ui-catalogue-overridable = 规则允许赛事自行规定此项。
ui-catalogue-overridden = 已按本赛事的规程修改
ui-catalogue-compare = 对比各规则
ui-compare-title = 各规则中的“{ $incident }”
ui-compare-missing = 本规则没有这一情形。

## 成绩
ui-standings-title = 本场次成绩
ui-standings-note = 规则未写明之处，本应用如何排名
ui-scores-hint = 本桌记录的原始分数
ui-score-sign-label = 切换正负号
ui-scores-save = 保存成绩
ui-scores-saving = 正在保存…
ui-scores-saved = 成绩已保存。
ui-score-missing = 请填写 { $name }（{ $seat ->
        [E] 东
        [S] 南
        [W] 西
       *[N] 北
    }）的分数。未保存任何内容。
ui-score-not-a-number = “{ $value }”不是有效的分数（{ $name }，{ $seat ->
        [E] 东
        [S] 南
        [W] 西
       *[N] 北
    }）：请填写数字，例如 25 或 -12.5。未保存任何内容。
ui-standings-unscored = 尚未录入分数；录入后即可排名。
ui-standings-rank = 名次
ui-standings-player = 选手
ui-standings-score = 原始分
ui-standings-adjusted = 处罚后
ui-standings-rank-points = 盘分
ui-standings-points-from = （{ $before } { $change }）
ui-standings-forfeit = 状态
ui-standings-forfeit-yes = 当盘判负
ui-standings-adjustments = 判罚带来的变动
ui-adjust-score = 副分
ui-adjust-pay = 支付
ui-adjust-rank_points = 盘分
ui-adjust-forfeit_session = 当盘判负
ui-adjust-annul_results = 取消成绩：盘分、副分均不计
ui-adjust-disqualification = 停赛：本盘不计盘分
ui-standings-annulled = 成绩取消
ui-standings-disqualified = 停赛
ui-totals-title = 已录入各场次的累计
ui-totals-substitute = 场次 { $session }：由 { $name }（替补）代打
ui-totals-score = 处罚后分数
ui-totals-empty = 还没有任何一桌录入分数。
ui-totals-disqualified = 停赛

## Tiles, the tile picker and checking a call with the hand engine
ui-tile-m = { $n }万
ui-tile-p = { $n }筒
ui-tile-s = { $n }条
ui-tile-1z = 东风
ui-tile-2z = 南风
ui-tile-3z = 西风
ui-tile-4z = 北风
ui-tile-5z = 白板
ui-tile-6z = 发财
ui-tile-7z = 红中
ui-suits = 花色
ui-suit-m = 万
ui-suit-p = 筒
ui-suit-s = 条
ui-suit-z = 字
ui-hand-tiles = 手牌
ui-hand-empty = 点下方的牌组成手牌。
ui-hand-count = { $count } / { $size }
ui-hand-remove = 拿掉 { $tile }
ui-hand-remove-meld = 拿掉 { $tile } 的{ $meld }
ui-hand-clear = 清空
ui-cancel = 取消
ui-meld-label = 把下一张牌作为明牌组合
ui-meld-pung = 碰
ui-meld-kong = 明杠
ui-meld-concealed-kong = 暗杠
ui-meld-chow = 吃
ui-meld-next = 下一张点的牌将成为{ $meld }。
ui-hand-fifth-copy = 一副牌中 { $tile } 只有四张。
ui-hand-honours = { $tile }：本规则不使用字牌。
ui-hand-full = 手牌已有 { $expected } 张。点手牌中的牌可将其拿掉。
ui-hand-no-room = 碰或杠按三张计，{ $expected } 张中只剩 { $left } 张。
ui-hand-no-chow = 顺子以最小的一张（数牌 1 至 7）指定：{ $tile } 不能作为顺子的第一张。
ui-meld-next-chow = 请点顺子中最小的一张（789 点 7）。
ui-check-title = 查验手牌
ui-check-hint = 可选。判罚按裁判所判成立；录入手牌后，由手牌引擎查验这一判定。
ui-check-change = 修改
ui-check-clear = 清除回答
ui-check-verdict = 现在的判罚
ui-analysis-title = 手牌引擎的结论
ui-analysis-waits-title = 这手牌听
ui-analysis-working = 正在查验手牌…
ui-analysis-win = 和牌：{ $fan } 番，{ $points } 分。
ui-analysis-fan = { $count ->
    [1] { $name }：{ $fan } 番
   *[other] { $name } × { $count }：{ $fan } 番
}
ui-analysis-not-win = 不是和牌。{ $reason }
ui-analysis-not-ready = 没叫。{ $reason }
ui-analysis-not-win-plain = 不是和牌。
ui-analysis-waits = 听 { $count } 张牌，最多 { $max } 番。
ui-analysis-wait-fan = { $fan } 番
ui-unlock-passphrase = 本设备密钥的口令
ui-unlock = 解锁
ui-unlock-done = 已解锁，直到应用关闭。请重试。
ui-log-amend = 更正
ui-amend-banner = 正在更正第 { $seq } 号判罚：修改回答后，填写理由并记录更正。选手、桌号和违规项目保持不变。
ui-amend-cancel = 放弃更正
ui-amend-reason = 更正理由（保存在记录中）
ui-amend-record = 记录更正
ui-amend-saved = 更正已保存，第 { $seq } 号，{ $time }

# 和牌情形（`circumstances` 问题；情形键来自手牌规则）。
hand-circumstance-tsumo = 自摸
hand-circumstance-last-of-kind = 和绝张
hand-circumstance-after-kong = 杠后补牌成和
hand-circumstance-robbing-kong = 抢杠和
hand-circumstance-last-tile = 和牌墙最后一张（或其打出的牌）
ui-circumstances = 和牌情形
ui-circumstances-none = 点和，无其他情形
ui-flowers = 花牌数
ui-flowers-count = { $count ->
    [0] 无花牌
   *[other] 花牌 { $count } 张
}
ui-seat-wind = 门风
ui-round-wind = 圈风
ui-seat-wind-is = 门风：{ $wind }
ui-round-wind-is = 圈风：{ $wind }
ui-catalogue-answer-circumstances = 是否自摸、花牌、风位等
ui-analysis-win-points = 和牌 { $points } 分{ $flowers ->
    [0] {""}
   *[other] （其中花牌 { $flowers } 分）
}：不计花牌达到起和分 { $minimum } 分。
ui-analysis-below-minimum = 和牌牌型 { $points } 分{ $flowers ->
    [0] {""}
   *[other] （其中花牌 { $flowers } 分）
}，不计花牌不够起和分 { $minimum } 分：不能和牌。
ui-analysis-fan-points = { $count ->
    [1] { $name }：{ $points } 分
   *[other] { $name } × { $count }：{ $points } 分
}
ui-analysis-waits-points = 听 { $count } 张；最多可得 { $max } 分。
ui-analysis-wait-points = { $points } 分
ui-hand-readings = 手牌计分读法
ui-hand-readings-hint = 规则未明或各算番器不一致之处，可由赛事规程选定；第一项是本应用对规则的读法。
# JSMA：手牌引擎的回答，以及手牌录入时询问的牌。
hand-circumstance-riichi = 立直
hand-circumstance-double-riichi = 两立直
hand-circumstance-first-turn = 第一巡、尚未鸣牌（天和、地和、人和）
ui-tiles-seen-dora = 宝牌指示牌
ui-tiles-seen-discards = 本人的弃牌
ui-tiles-seen-seen = 已不见的其他牌（他家弃牌和副露）
ui-tiles-seen-add = 添加牌
ui-tiles-seen-done = 完成
ui-analysis-riichi-win = 和牌：役 { $han } 番，宝牌 { $dora }，{ $fu } 符：共 { $points } 点。
ui-analysis-riichi-yakuman = 役满：共 { $points } 点。
ui-analysis-riichi-ron = 放铳者支付 { $points } 点。
ui-analysis-riichi-tsumo = 庄家支付 { $dealer } 点，其他每人 { $others } 点。
ui-analysis-riichi-tsumo-dealer = 其他每人支付 { $each } 点。
ui-analysis-yaku = { $count ->
    [1] { $name }：{ $han } 番
   *[other] { $name } ×{ $count }：{ $han } 番
}
ui-analysis-riichi-ready = 听牌：听 { $count } 种牌。
ui-committee-power = 仲裁委员会可作的裁决
ui-committee-power-hint = 规则书此处可有不同理解（{ $article }），由赛事规程选定。第一项为本应用的理解。
ui-committee-power-uphold = 维持原判：不得否决裁判长的判罚
ui-committee-power-recommend = 建议裁判长改判
ui-committee-power-overturn = 可如其他判罚一样推翻
