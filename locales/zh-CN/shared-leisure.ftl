# 共享的违规名称与问题，首次由“休闲麻将比赛规则”使用；其他规则集可直接引用，请勿在别处重复定义。

incident-cheating = 作弊
incident-information-passing = 传递信息（暗示、提示）
incident-disruptive-conduct = 无理取闹
incident-false-kong = 诈杠
incident-under-minimum-win = 强和（不够起和分）
incident-wrong-win = 错和
incident-naming-discard = 出牌报牌

question-holds_kong = 该选手本盘有杠吗？
question-tile_count = 牌是多了还是少了？
question-tile_count-too-many = 多了（大相公）
question-tile_count-too-few = 少了（小相公）
question-hand_end = 本盘如何结束？
question-hand_end-won = 有人和牌
question-hand_end-drawn = 荒牌
question-under_dead_hand = 报和时该选手是否已被判停和（如相公或作弊后陪打）？
question-under_dead_hand-help = 停和者报和属于有意诈和。
question-was_tenpai = 报和时该选手是否已听牌？
question-was_tenpai-help = 已听牌但和了不能成和的牌属于错和；分数不够起和分属于强和：这两种请按各自条目判罚。
