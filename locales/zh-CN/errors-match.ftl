# 复式（IMP）比赛与逐副成绩中的错误。
error-player-without-team = { $player } 不在任何队伍名单中，无法确定其成绩计入哪支队伍的 IMP。
error-room-not-two-pairs = 场次 { $session } 必须由两支不同队伍的两对搭档对坐（东西、南北）。
error-match-not-two-teams = 比赛 { $match } 有 { $teams } 支队伍；复式比赛必须恰好由两支队伍进行。
error-hands-disagree = 场次 { $session }：{ $player } 的逐副得分合计为 { $hands }，而本盘成绩为 { $score }。请更正其中之一。
error-empty-team-name = 每支队伍都需要名称。
error-duplicate-team = 队伍 { $team } 重复出现。
error-player-in-two-teams = { $player } 同时在两支队伍中；一名选手只能代表一支队伍。
error-ruleset-not-duplicate = 规则 { $ruleset } 没有复式比赛；请选择 2V2 规则，或删除比赛对阵。
error-match-needs-two-tables = 比赛 { $match } 需要两张不同的桌：开室与闭室。
error-table-in-two-matches = { $table } 号桌出现在两场比赛中；每张桌只打一场比赛。
error-table-not-two-pairs = { $table } 号桌须坐两支不同队伍的两对搭档，搭档对坐（东西、南北）。
error-hands-needed = { $table } 号桌在打复式比赛：请逐手填写分数，以便与另一室逐手比较。
error-missing-hand-score = { $table } 号桌第 { $hand } 手：请填写 { $player } 的分数。
