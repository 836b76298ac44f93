# 复式（IMP）比赛与逐副成绩中的错误。
error-player-without-team = { $player } 不在任何队伍名单中，无法确定其成绩计入哪支队伍的 IMP。
error-room-not-two-pairs = 场次 { $session } 必须由两支不同队伍的两对搭档对坐（东西、南北）。
error-match-not-two-teams = 比赛 { $match } 有 { $teams } 支队伍；复式比赛必须恰好由两支队伍进行。
error-hands-disagree = 场次 { $session }：{ $player } 的逐副得分合计为 { $hands }，而本盘成绩为 { $score }。请更正其中之一。
