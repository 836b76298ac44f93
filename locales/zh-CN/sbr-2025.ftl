# 四川麻将（SBR）2025：判罚尺度、各条目摘要（我们自己的话）与判定理由。

tier-sbr-2025-1 = 第一类判罚尺度
tier-sbr-2025-2 = 第二类判罚尺度
tier-sbr-2025-3 = 第三类判罚尺度
tier-sbr-2025-4 = 第四类判罚尺度
tier-sbr-2025-dead-hand = 特殊判罚：停和陪打

sbr-2025-standings-interpretation = 规则未说明一人判负时其余三人如何排名：本应用让其余三人按全桌副分保留各自名次，判负者盘分记 0。赛事可另行规定。

sbr-2025-late-arrival-summary = 开赛时未到场即为迟到，按第三类尺度处理：10 分钟以内扣盘分 0.5，10 至 15 分钟扣盘分 1，超过 15 分钟视为弃权、当盘判负，盘分与副分记 0。剩余不足三人时当桌不再比赛，其余选手盘分记 3、副分记 0。赛事规程可另定。
sbr-2025-late-arrival-up-to-10 = 迟到 { $minutes_late } 分钟，不超过 10 分钟：扣盘分 0.5。
sbr-2025-late-arrival-up-to-15 = 迟到 { $minutes_late } 分钟，超过 10 分钟但不超过 15 分钟：扣盘分 1。
sbr-2025-late-arrival-over-15 = 迟到 { $minutes_late } 分钟，超过 15 分钟：视为弃权，当盘判负，盘分副分记 0。

sbr-2025-wrong-tile-count-summary = 手牌与明牌张数不对（大相公、小相公）。无意造成的，本副停和陪打；故意多摸少摸，或想借此掩盖已有的错误，属于非体育行为，按第一类尺度处理。
sbr-2025-wrong-tile-count-accidental = 无意造成的相公：本副停和陪打。
sbr-2025-wrong-tile-count-deliberate = 故意或试图掩盖的相公：非体育行为，第一类判罚，由裁判长决定。

sbr-2025-false-win-summary = 报和后经查验不成和牌型（含手中有三门花色）即为诈和：第二类尺度，扣当盘副分 24，并退回本副所得杠分；已造成的其他结算不复原。三门花色报和只按诈和处理，不再加罚主动花猪。
sbr-2025-false-win-declared = 报和不成立：扣副分 24，退回本副杠分。

sbr-2025-passed-win-summary = 放过自己的和牌张后，在未摸牌（或碰后仍可和）时又和番数不高于前者的同一张牌，即为顺和：第二类尺度，扣当盘副分 24，并退回本副所得杠分。
sbr-2025-passed-win-declared = 属于顺和：扣副分 24，退回本副杠分。

sbr-2025-active-flower-pig-summary = 碰、杠定缺花色，或手中仍有定缺花色时打出其他花色，即为主动花猪：第二类尺度，扣当盘副分 24，本副停和陪打。
sbr-2025-active-flower-pig-committed = 主动花猪：扣副分 24，本副停和陪打。

sbr-2025-early-draw-summary = 上家尚未打出牌（或手尚未离开牌池）就触摸牌墙：第四类尺度（警告起），同一盘内逐次加重。
sbr-2025-early-draw-touched-wall = 提前摸牌：按本盘应警告违规的次数判罚。

sbr-2025-empty-claim-summary = 报碰、报杠后却没有完成：第四类尺度（警告起）；若因此误导他人并影响进程，按干扰他人处理，第三类尺度。
sbr-2025-empty-claim-interpretation = 第三类尺度可扣副分或扣盘分；对牌局中的干扰，本应用建议扣副分 1–8（同一盘内只增不减），裁判可改选。
sbr-2025-empty-claim-plain = 空碰或空杠，未影响他人：按本盘应警告违规的次数判罚。
sbr-2025-empty-claim-misled = 空碰或空杠误导了他人：第三类判罚，扣副分 1–8。
