# sbr-2025-2v2 新增的共用文字：违规名称与问题。

incident-board-exposed = 牌副暴露（复式）
incident-board-not-duplicated = 未构成复式
incident-flower-pig = 花猪（流局结算）
incident-lineup-late = 未按时提交出场名单
incident-timeout-overrun = 暂停后未按时归位
incident-signalling-system = 使用不允许的信号体系
incident-result-confirmation = 未及时确认成绩
incident-prohibited-items = 携带违禁物品

question-scoring = 本项赛事如何计分？
question-scoring-help = 不采用复式赛制时，每盘比较同桌两对搭档的副分之和，胜方得 1 盘分；复式赛制（开、闭室打同一副牌）按每副的副差分换算国际比赛分（IMP）。
question-scoring-rank-points = 非复式：计盘分、副分
question-scoring-imp = 复式：计副差分 / IMP
question-substitute_available = 该队伍有可以上场的替补选手吗？
question-substitute_available-help = 替补须在该队伍的报名名单中。
question-boards_cancelled = 裁判在开、闭室同时取消几副牌？
question-boards_cancelled-help = 按迟到时间以 10 分钟 1 副计，并结合整体赛程；每取消一副，补偿非违规方 IMP 4 分。未取消填 0。
question-after_correction = 该选手被纠正后是否仍继续这样做？
question-after_correction-help = 即“屡教不改”：已被裁判提醒或判罚过同样的行为。
question-after_reminder = 裁判员提醒后，是否仍故意拖延或拒绝确认成绩？
question-after_reminder-help = 只是没有及时确认属于第三类；提醒后仍有意拖延或拒绝才是第二类。
incident-standby-action = 待机时的其他行动（复式）
incident-kong-tile-choice = 杠牌时刻意选择扣放的牌（复式）
question-can_replay = 该副牌还能重新生成并在开闭室重打吗？
question-caused_by_player = 相公是否由该选手本人的行为造成？
question-caused_by_player-help = 例如自己多摸了一张。若是他人造成的（如别人误摸了他的牌墙），回答“否”。
