# 日本体育麻将协会规则首先使用的共用违规名称和问题；其他规则集可直接使用。请勿在别处重复定义。

incident-chombo = 冲和（チョンボ）
incident-invalid-riichi = 不当立直（未听立直、振听立直等）
incident-win-unverified = 确认前拆散和牌
incident-call-after-dead-hand = 停和陪打中吃碰杠
incident-misnamed-discard-ron = 报错牌名引起的误荣和
incident-pao = 包牌（责任支付）
incident-empty-riichi = 空立直
incident-empty-win-call = 空荣和
incident-peeking = 偷看
incident-wrong-dora-indicator = 翻错宝牌指示牌
incident-false-win-excused = 错荣和（他人有正当荣和）
incident-false-tsumo = 错自摸
incident-kuikae = 食替（换张）
incident-manners = 礼仪

question-offender_is_dealer = 违规玩家是本局的庄家吗？
question-dealer = 本局的庄家是谁？
question-pao_liable = 违规玩家本局是否曾让他人鸣到确定役满的牌，因而负有包牌责任？
question-pao_liable-help = 例如让人碰了大三元的第三组三元牌。负有包牌责任者冲和，要按役满支付。
question-other_at_fault = 另一名责任人是谁（报错牌名的人，或据此荣和的人）？
question-pao_win_by = 役满是怎样和的？
question-pao_win_by-help = 若责任者本人放铳，照常付全额即可，无需包牌裁决。
question-pao_win_by-tsumo = 自摸
question-pao_win_by-ron = 他人放铳（荣和）
question-pao_winner_is_dealer = 和出役满的玩家是庄家吗？
question-pao_winner = 谁和了役满？（由他收取包牌支付）
question-after_riichi = 该玩家当时已经立直了吗？
incident-disputed-tenpai = 流局时听牌争议（有效听牌）
