# 国标麻将（MCR 2006）首次使用的通用违规名称、问题和类别；其他规则集可直接使用，请勿在别处重复定义。

category-appeal = 申诉与追诉

incident-dissent = 不服从裁判
incident-mistaken-claim = 错吃 / 错碰 / 错杠
incident-exposed-tiles = 暴露张
incident-other-violation = 其他违例
incident-serious-violation = 严重犯规或非法获利
incident-wrong-draw = 摸错牌
incident-exposed-tile-in-play = 行牌中暴露自己的立牌
incident-wrecked-wall = 推乱手牌或牌墙
incident-exposed-others-tiles = 暴露他人立牌
incident-slow-pung = 碰牌超时
incident-claimed-tile-left = 吃碰杠的牌未及时取回
incident-claim-after-draw = 伸手抓牌后再报牌
incident-winning-tile-not-taken = 所和的牌未取回
incident-irregular-win-call = 报和不规范（已亮牌）
incident-irregular-win-call-held = 报和不规范（未亮牌）
incident-revealed-before-win-call = 先亮牌后报和
incident-winning-tile-mixed = 和牌张混入计分牌
incident-late-protest = 事后追诉
incident-appeal = 申诉：时限、形式与费用
incident-appeal-review = 申诉：由谁裁决

question-tile_in_hand = 摸错的牌是否已经放进立牌？
question-tile_in_hand-help = 还在手上、尚未放入的，归回原处；已放入立牌的，本盘停和陪打。
question-win_stood = 对方的和牌是否成立？
question-win_stood-help = 选手在他人报和时把自己的立牌推倒亮明。和牌成立只给警告；不成立则亮出的牌作为罚张，本盘停和陪打。
question-victim = 哪位选手受到损害？由其收取罚付的分数。
question-persisted_after_warning = 裁判是否已经劝告过，而该选手仍不服从、继续无理取闹？
question-persisted_after_warning-help = 首次干扰竞赛的言行当场警告；经劝告仍不服从者才取消比赛资格。
