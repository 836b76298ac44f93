# 总裁判长的审阅与报表（mjref review、mjref report、审阅界面）。
review-struck = 已撤销
review-possible-duplicate = 可能重复记录：{ $first } 与 { $second }
report-yes = 是
report-no = 否
# Between two sanctions of one ruling.
report-separator = { "；" }

# 审阅界面（记录界面扩展为总裁判长的工作台）。
ui-review-title = 本赛事的判罚
ui-review-sessions = 场次
ui-review-all-sessions = 全部场次
ui-review-chip = { $label }（{ $count }）
ui-review-standing = 有效性
ui-review-with-struck = 含已撤销
ui-review-standing-only = 仅有效判罚
ui-review-incidents = 违规类型
ui-review-all-incidents = 全部类型
ui-review-player = 选手
ui-review-table = 桌号
ui-review-referee = 裁判
ui-review-device = 设备
ui-review-any = 全部
ui-review-clear = 清除筛选
ui-review-filters = 筛选{ $n ->
    [0] {""}
   *[other] {" "}· { $n }
}
ui-review-filters-active = 正在使用的筛选
ui-review-filters-none = 本赛事全部判罚
ui-review-filter-remove = 取消筛选：{ $filter }
ui-review-order = 按本设备记录收到的先后（编号）排列，最新在前；来自多台平板的判罚，其时间可能与此先后不一致。
ui-log-player-history = { $name }：全部判罚
ui-review-count = 第 { $from }–{ $to } 条，共 { $total } 条，最新在前
ui-review-empty = 没有符合筛选条件的判罚。
ui-review-prev = 较新
ui-review-next = 较早
ui-review-sum-rulings = 本视图有效判罚
ui-review-sum-in-event = 全赛事有效判罚
ui-review-sum-struck = 本视图已撤销
ui-review-sum-warnings = 本视图警告
ui-review-sum-ladder = 警告累进（场次：{ $session }）
ui-review-sum-score = 扣分
ui-review-sum-rank-points = 扣除标准分
ui-review-sum-disqualified = 已取消资格
ui-review-summaries = 汇总：{ $players } 名选手，{ $tables } 张桌
ui-review-players-title = 按选手
ui-review-tables-title = 按桌
ui-review-col-player = 选手
ui-review-col-rulings = 判罚
ui-review-col-warnings = 警告
ui-review-col-score = 分数
ui-review-col-rank-points = 标准分
ui-review-col-table = 桌号
ui-review-col-players = 选手数
ui-review-duplicates-title = 可能重复记录：{ $n } 组
ui-review-duplicates-hint = 两台平板在同一场次为同一选手记录了同一违规（两条都写了局数时，局数也相同）。若为同一事件，请撤销不应计入的那一条。
ui-report-title = 导出文件：公告与记分组
ui-report-file = 文件
ui-report-what = 文件内容
ui-report-what-log = 判罚记录
ui-report-what-standings = 成绩表
ui-report-format = 格式
ui-report-format-pdf = PDF（张贴公告）
ui-report-format-csv = CSV（交记分组）
ui-report-choose = 另存为…
ui-report-write = 写出
ui-report-written-pages = 已写出 { $pages } 页到 { $path }
ui-report-view = 打开 PDF
ui-report-written = 已写出 { $rows } 行到 { $path }

# 公告栏用的 PDF 页面。
report-standings-title = 成绩表
report-notice-title = 判罚公告
report-event = 赛事：{ $name }
report-session = 场次：{ $name }　{ $date }
report-all-sessions = 全部场次
report-printed = 打印时间：{ $at }
report-page = 第 { $page } 页，共 { $pages } 页
report-none = 没有有效的判罚。
report-no-scores = 尚未录入成绩。
report-forfeit = 弃权
report-disqualified = 取消资格
report-remark-rank-points = { $incident }：标准分 { $amount }
report-remark-substitute = 场次 { $session }：由 { $name }（替补）代打
report-col-rank = 名次
report-col-player = 选手
report-col-table = 桌号
report-col-session-score = 本场分数
report-col-session-rank-points = 本场标准分
report-col-total-score = 累计分数
report-col-total-rank-points = 累计标准分
report-col-remark = 备注
report-col-time = 时间
report-col-incident = 违规
report-col-sanctions = 处罚
report-col-article = 条款

# 判罚的经过（审阅界面）。
ui-history = 经过
ui-history-ruling = 由 { $name } 记录
ui-history-amend = 由 { $name } 更正
ui-history-void = 由 { $name } 撤销
ui-history-appeal-decision = 申诉由 { $name } 裁决：{ $decision }
ui-history-decision-upheld = 维持
ui-history-decision-overturned = 推翻
ui-history-decision-amended = 变更
ui-history-withdrawn = 已被之后的撤销收回
ui-review-not-enrolled = 来自未登记设备的 { $n } 条判罚单独保存，不计入任何地方。“记录”页面列出它们，裁判长可登记该设备。
