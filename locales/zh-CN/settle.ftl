# 流局结算（查叫、查花猪）与杠分，SBR 2025 第十条。
settle-status-ready = 有叫
settle-status-not-ready = 没叫
settle-status-flower-pig = 花猪
settle-status-passive-flower-pig = 被动花猪：按没叫处理
settle-status-active-flower-pig = 主动花猪：按没叫查大叫，并予判罚
settle-status-won = 已和牌，退出本副
settle-status-false-win = 诈和，退出本副

settle-reason-no-ready-hand = 没叫：按有叫选手可能的最大番数赔付
settle-reason-passive-flower-pig = 被动花猪：按没叫赔付，不另处罚
settle-reason-flower-pig = 花猪：按没叫赔付，另受处罚
settle-reason-kong-direct = 点杠：由点杠者支付
settle-reason-kong-added = 摸牌加杠：由尚未和牌的选手各自支付
settle-reason-kong-concealed = 暗杠：由尚未和牌的选手各自支付
settle-reason-kong-refund-not-ready = 退还杠分：流局时没叫
settle-reason-kong-refund-flower-pig = 退还杠分：流局时为花猪
settle-reason-kong-refund-dead-hand = 退还杠分：停和陪打
settle-reason-kong-refund-false-win = 退还杠分：诈和
settle-reason-kong-refund-kong-discard = 退还杠分：杠后打出的牌被和（杠上炮）

error-settle-seat-count = 一桌应有三或四个座位，而不是 { $count } 个。
error-settle-not-a-drawn-hand = 本副只剩 { $count } 名选手；流局结算至少需要两名选手。
error-settle-team-won = 座位 { $seat } 与其搭档（座位 { $partner }）均已和牌：本副到此结束，不查叫。
error-settle-missing-hand = 座位 { $seat } 仍在本副中：请录入其手牌。
error-settle-missing-void-suit = 座位 { $seat }：该选手定缺的是哪一门？
error-settle-not-a-suit = 座位 { $seat }：“{ $text }”不是花色，请用 m、p 或 s。
error-settle-missing-discards = 座位 { $seat } 持有缺门的牌：请录入其打出的牌，以判定被动花猪还是主动花猪。
error-settle-fifth-copy-at-table = 桌上出现第五张 { $tile }（座位 { $seat }）：每种牌只有四张。
error-settle-no-such-seat = 第 { $kong } 个杠提到座位 { $seat }，但本桌只有 { $seats } 个座位。
error-settle-kong-discarder = 第 { $kong } 个杠：只有点杠才有点杠者，且不能是开杠者本人。
error-settle-kong-payer = 第 { $kong } 个杠：座位 { $seat } 不能支付此杠（开杠者本人、重复列出或不是点杠者）。
