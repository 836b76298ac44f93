# 通用文字：规则集、违规名称、问题、处罚、升级理由、类别。

ruleset-sbr-2025 = 四川麻将（SBR）2025 个人赛
ruleset-sbr-2025-2v2 = 四川麻将（SBR）2025 双打
ruleset-mcr-2006 = 国标麻将（MCR）2006
ruleset-china-1998 = 中国麻将竞赛规则 1998
ruleset-jsma = 日本竞技麻将（JSMA）
ruleset-leisure = 休闲麻将比赛规则

category-attendance = 出勤
category-tiles = 摸牌与牌张
category-claims = 报牌
category-winning = 和牌
category-conduct = 行为与纪律

incident-late-arrival = 迟到
incident-wrong-tile-count = 相公（牌张数目错误）
incident-false-win = 诈和
incident-passed-win = 顺和
incident-active-flower-pig = 主动花猪
incident-early-draw = 提前摸牌
incident-empty-claim = 空碰 / 空杠

question-minutes_late = 选手几点到场？
question-intentional = 是故意的吗（或是为了掩盖之前的错误）？
question-intentional-help = 例如相公：无意摸错只判停和陪打；故意多摸少摸或借此掩盖属于非体育行为。
question-misled_others = 是否让其他选手误判并因此影响了牌局？
question-misled_others-help = 例如别人以为他要碰而喊了和。

question-declared_hand = 报和者的手牌（不含和牌张）
question-winning_tile = 和牌张
question-win_circumstances = 和牌情形：是否自摸、风位等
question-hand_before = 放过和牌张时的手牌（13 张）
question-passed_tile = 放过的那张和牌张
question-claimed_tile = 后来报和的那张牌
question-changed_in_between = 两次之间是否摸过牌，或碰牌后手牌不再是可和状态？
question-changed_in_between-help = 若中间摸过牌（或碰牌后不能和），再和同一张牌就不是顺和。

answer-yes = 是
answer-no = 否
unit-minutes = 分钟
unit-boards = 副

sanction-warning = 警告
sanction-serious_warning = 严重警告
sanction-score = 副分 { $amount }
sanction-pay = 支付 { $amount }
sanction-rank_points = 盘分 { $amount }
sanction-imp = IMP { $amount }
sanction-imp_to_opponents = 对方队伍 IMP +{ $amount }
sanction-dead_hand = 停和陪打
sanction-forfeit_session = 当盘判负（盘分记 0）
sanction-disqualification = { $scope ->
    [event] 本届赛事停赛
   *[session] 本场比赛停赛
}
sanction-annul_results = 取消当场比赛成绩（盘分、副分均不计）
sanction-referral = 上报竞赛委员会
sanction-return_kong_points = 退回本副杠分
sanction-redeal = 重新开牌
sanction-void_hand = 本副作废：成绩按平分计
sanction-restore = 复原
sanction-penalty_tile = 罚张：轮到自己时须打出暴露的牌
sanction-no_win_until_draw = 本轮不得和牌，摸牌后方可和牌
sanction-win_restricted = 不得以相关牌张和牌
sanction-range = 可在 { $min } 至 { $max } 之间选择

reason-ladder = { $scope ->
    [hand] 本副（本盘）内
   *[session] 本场次内
} 第 { $count } 次应警告的违规（{ $article }）。
reason-rising = 同一盘内扣分只增不减：上次为 { $previous }。
reason-repeat = 本盘已被扣过 { $amount } 分，再次应扣同等分数者当盘判负（{ $article }）。
reason-hall-warning = 已有全场警告：首次违规按第二次判罚（{ $article }）。
reason-override = 由本赛事规程决定（规则书 { $article } 允许赛事另行规定）。
question-drawn_hand = 流局时该选手的手牌（13 张）
question-drawn_circumstances = 立直、风位、本人的弃牌以及已经不见的和牌张
