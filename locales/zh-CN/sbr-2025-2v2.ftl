# 四川麻将（SBR）2025 2V2 双打补充细则：判罚尺度、各条目摘要（我们自己的话）与判定理由。
# 未在此覆盖的条目沿用 sbr-2025 的文字。

tier-sbr-2025-2v2-1 = 第一类判罚尺度（双打）
tier-sbr-2025-2v2-2 = 第二类判罚尺度（双打）
tier-sbr-2025-2v2-3 = 第三类判罚尺度（双打）
tier-sbr-2025-2v2-4 = 第四类判罚尺度（双打）
tier-sbr-2025-2v2-dead-hand = 特殊判罚：停和陪打

sbr-2025-2v2-standings-interpretation = 非复式比赛：每盘把同桌两对搭档各自的副分相加，和较高的一对得 { $rank_points_1 } 盘分，另一对得 { $rank_points_2 }。两对之和相同时，由追平的一对获胜，即在最后一副非平局的牌中得到正分的一对；若每一副都是平局，规则没有说明，本应用按主规则“名次相同平分盘分”各记 { $tied_first_two }。一对被当盘判负时，本盘判给对方；双方都被判负则本盘无胜方。扣盘分从该队本阶段总盘分中扣除。复式比赛：每副牌把本队在开、闭室两对搭档的副分相加，为正即是该队本副的副差分，否则不计，再按国际比赛分（IMP）换算表折算后逐副累加，扣 IMP 从总数中扣除。赛事组委会可另行规定。录入逐副成绩时，本应用据此判定追平的一对；只有整盘成绩时，副分之和相同按平分（各 { $tied_first_two }）处理。复式比赛中，扣副分时同桌另一对搭档在该副获得对应正分，由两名搭档平分；未注明副数的判罚计入本盘最后一副；一队被判负时本场比赛判给对方；同一阶段各队按 IMP 总数排名。

# 迟到（第四条 一）
sbr-2025-2v2-late-arrival-summary = 检录截止或开赛时未到场即为迟到，扣分记在该选手所在队伍。计盘分的比赛：不超过 { $rank-points-first-band-minutes_late_le } 分钟扣盘分 { $rank-points-first-band-rank_points }，超过 { $rank-points-second-band-minutes_late_gt } 分钟不超过 { $rank-points-second-band-minutes_late_le } 分钟扣 { $rank-points-second-band-rank_points }，超过 { $rank-points-substitute-minutes_late_gt } 分钟由替补上场并扣 { $rank-points-substitute-rank_points }；没有替补则本场比赛判负。计 IMP 的比赛：开闭室所有选手一起等候，不超过 { $imp-first-band-minutes_late_le } 分钟扣 IMP { $imp-first-band-imp }，超过 { $imp-second-band-minutes_late_gt } 分钟不超过 { $imp-second-band-minutes_late_le } 分钟扣 { $imp-second-band-imp }，超过 { $imp-last-band-minutes_late_gt } 分钟由替补上场并扣 { $imp-last-band-imp }，没有替补则继续等候；裁判员还可按每迟到 10 分钟取消一副的标准，在开闭室同时取消若干副，每取消一副补偿对方队伍 IMP { $imp-last-band-imp_to_opponents }。
sbr-2025-2v2-late-arrival-interpretation = 计 IMP 的比赛迟到超过 { $imp-last-band-minutes_late_gt } 分钟且没有替补时，规则只说继续等候；本应用认为扣 IMP { $imp-last-band-imp } 仍然适用。取消几副由裁判结合赛程决定（规则以 10 分钟一副计），因此本应用询问取消的副数，并按每副 IMP { $imp-last-band-imp_to_opponents } 补偿对方队伍。计盘分的比赛中“本场比赛判负”指整场比赛；本应用记为当盘判负，若一场有多盘，其余各盘同样判负。赛事规程可以另定迟到的时段和扣分（主规则第十二条 一，补充细则未改变这一点）。
sbr-2025-2v2-late-arrival-rank-points-first-band = 迟到 { $minutes_late } 分钟，不超过 { $minutes_late_le } 分钟：所在队伍扣盘分 { $rank_points }。
sbr-2025-2v2-late-arrival-rank-points-second-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟但不超过 { $minutes_late_le } 分钟：所在队伍扣盘分 { $rank_points }。
sbr-2025-2v2-late-arrival-rank-points-substitute = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟：由替补选手上场，所在队伍扣盘分 { $rank_points }。
sbr-2025-2v2-late-arrival-rank-points-no-substitute = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟且没有替补：本场比赛判负。
sbr-2025-2v2-late-arrival-imp-first-band = 迟到 { $minutes_late } 分钟，不超过 { $minutes_late_le } 分钟：所在队伍扣 IMP { $imp }；裁判员可按每 10 分钟一副取消牌副，每副补偿对方 IMP { $imp_to_opponents }。
sbr-2025-2v2-late-arrival-imp-second-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟但不超过 { $minutes_late_le } 分钟：所在队伍扣 IMP { $imp }；裁判员可按每 10 分钟一副取消牌副，每副补偿对方 IMP { $imp_to_opponents }。
sbr-2025-2v2-late-arrival-imp-last-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟：替补上场（没有替补则继续等候），所在队伍扣 IMP { $imp }；裁判员可按每 10 分钟一副取消牌副，每副补偿对方 IMP { $imp_to_opponents }。

# 传递牌局相关信息（第四条 二）
sbr-2025-2v2-information-passing-summary = 行牌中以任何方式向同桌选手或本队队友打听或透露牌局信息（如和牌分数、实时分差、手中牌型）：第三类尺度；经纠正后仍继续的，第一类尺度。
sbr-2025-2v2-information-passing-first = 传递牌局信息属牌局中的故意行为：第三类判罚，由裁判在扣副分 { $score_from }–{ $score_to } 中选择，同一盘内不低于此前对该选手的扣分（第三条 三（七））。
sbr-2025-2v2-information-passing-persistent = 经纠正后仍传递牌局信息：第一类判罚，由裁判长决定。

# 暴露牌（第四条 三（一））
sbr-2025-2v2-board-exposed-summary = 复式比赛中，一副牌开始前已有选手看到其他选手的多张牌或牌墙牌面，或这副牌因其他原因暴露：这副牌重新生成，已经打完这副牌的选手也要重打。规则未规定处罚。
sbr-2025-2v2-board-exposed-regenerate = 这副牌已暴露：重新生成，所有选手重打。

# 未构成复式（第四条 三（二）（三））
sbr-2025-2v2-board-not-duplicated-summary = 因方向、座位或牌墙错误等原因，两个房间打的不是同一副牌：时间允许时重新生成重打；时间不够时酌情少打几副；无法重打时这副作废，按平分处理。在一节（轮）规定结束时间后 30 分钟内，经当桌双方或双方教练指出并认可的，也可以作废重打或按平分处理。规则未规定处罚。
sbr-2025-2v2-board-not-duplicated-interpretation = “按平分处理”本应用理解为这副牌两队的副差分都记 0，即双方各得 IMP 0。
sbr-2025-2v2-board-not-duplicated-replay = 未构成复式：重新生成该副牌，开闭室重打。
sbr-2025-2v2-board-not-duplicated-void = 未构成复式且无法重打：该副牌作废，开闭室均按平分处理（双方 IMP 0）。

# 相公（第四条 四；主规则第十二条 七）
sbr-2025-2v2-wrong-tile-count-summary = 手牌与明牌张数不对（大相公、小相公）。故意多摸少摸或借此掩盖错误：非体育行为，第一类尺度。无意造成的：非复式比赛本副停和陪打；复式比赛中各选手都有义务互相提醒，能复原的尽量复原，无法追溯且是本人造成的，本副停和陪打。
sbr-2025-2v2-wrong-tile-count-interpretation = 复式比赛中，规则只在相公无法追溯且由选手本人造成时才判停和陪打。若无法复原、但由他人造成（如别人误摸了他的牌墙），规则没有给该选手任何处罚，本应用也不处罚；造成者的行为另按摸错牌处理。
sbr-2025-2v2-wrong-tile-count-deliberate = 故意或试图掩盖的相公：非体育行为，第一类判罚，由裁判长决定。
sbr-2025-2v2-wrong-tile-count-accidental = 非复式比赛中无意造成的相公：本副停和陪打。
sbr-2025-2v2-wrong-tile-count-duplicate-restored = 复式比赛中无意造成的相公，可以复原：复原后继续，不处罚。
sbr-2025-2v2-wrong-tile-count-duplicate-dead-hand = 复式比赛中本人造成且无法复原的相公：本副停和陪打。
sbr-2025-2v2-wrong-tile-count-duplicate-not-own-act = 复式比赛中无法复原、但由他人造成的相公：该选手不受处罚，造成者另行处理。

# 主动花猪（第二条 一、二）
sbr-2025-2v2-active-flower-pig-summary = 双打不用定缺，行牌中摸到的任何花色都可打可留，不存在主动花猪；花猪只在流局结算时检查。
sbr-2025-2v2-active-flower-pig-not-applicable = 双打补充细则取消了行牌中的主动花猪处罚（第二条 二）：行牌中不判罚，请在流局结算时按“花猪”检查。

# 花猪（第四条 六；第二条 二）
sbr-2025-2v2-flower-pig-summary = 流局结算时，未和牌者手牌与明牌合计有三门花色即为花猪。打出的牌全是同一花色的，是被动花猪，只按没叫查大叫，不处罚；打出过两种以上花色的，按花猪处罚：非复式比赛第二类尺度（扣当盘副分 { $not-duplicate-score }），复式比赛第三类尺度。同队两人都已和牌而结束的一副，不查花猪。
sbr-2025-2v2-flower-pig-interpretation = 复式比赛的第三类尺度有三种扣法；花猪是牌局中的违规，本应用建议扣副分 { $duplicate-score_from }–{ $duplicate-score_to }，并按第三条 四（三）由同桌另一对搭档获得相应正分，裁判可改为扣 IMP { $duplicate-tier_imp_from }–{ $duplicate-tier_imp_to }。
sbr-2025-2v2-flower-pig-not-duplicate = 花猪（非复式）：第二类判罚，扣副分 { $score }，并照常查大叫。
sbr-2025-2v2-flower-pig-duplicate = 花猪（复式）：第三类判罚，扣副分 { $score_from }–{ $score_to }，同桌另一对获得相应正分，并照常查大叫。

# 顺和（第二条 三）
sbr-2025-2v2-passed-win-summary = 双打中任何时候都可以和任何选手打出的、任何番数的牌，放过和牌张后再和不算违规。
sbr-2025-2v2-passed-win-not-applicable = 双打补充细则允许顺和（第二条 三）：不处罚。

# 诈和（第四条 七）
sbr-2025-2v2-false-win-summary = 报和后经查验不成和牌型（含手中明牌有三门花色）即为诈和：第二类尺度，扣当盘副分 { $declared-score }，退回本副所得杠分。取回所和牌张或放下和牌卡，两者做到其一即算和牌完成。三门花色报和只按诈和处理，不另罚花猪。复式比赛中同桌另一对获得相应正分。
sbr-2025-2v2-false-win-interpretation = 补充细则未提退杠分，也未与主规则冲突，本应用沿用主规则退回本副杠分。补充细则重写当盘判负时删去了“再次应扣 { $declared-score } 分即判负”一句，因此同一盘第二次诈和仍扣 { $declared-score }，不自动判负。
sbr-2025-2v2-false-win-declared = 报和不成立：扣副分 { $score }，退回本副杠分；复式比赛中同桌另一对得 { $score }。

# 程序性判罚（第四条 八）
sbr-2025-2v2-lineup-late-summary = 团体赛未按时提交出场名单：第三类尺度，计盘分的比赛扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to }，计 IMP 的比赛扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-lineup-late-rank-points = 未按时提交出场名单：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-lineup-late-imp = 未按时提交出场名单：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-timeout-overrun-summary = 团体赛暂停（副间、每次不超过 5 分钟）结束时未回到比赛场地：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-timeout-overrun-rank-points = 暂停结束未归位：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-timeout-overrun-imp = 暂停结束未归位：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-signalling-system-summary = 使用不允许的信号体系：第二类尺度（扣盘分 { $rank-points-rank_points } 或扣 IMP { $imp-imp }），并上报主办单位，之后可能进一步处罚。
sbr-2025-2v2-signalling-system-rank-points = 使用不允许的信号体系：扣盘分 { $rank_points }，并上报主办单位。
sbr-2025-2v2-signalling-system-imp = 使用不允许的信号体系：扣 IMP { $imp }，并上报主办单位。

sbr-2025-2v2-result-confirmation-summary = 比赛结束后未及时确认成绩：第三类尺度（扣盘分 { $rank-points-late-rank_points_from }–{ $rank-points-late-rank_points_to } 或扣 IMP { $imp-late-imp_from }–{ $imp-late-imp_to }）；经裁判员提醒后仍故意拖延或拒绝确认：第二类尺度（扣盘分 { $rank-points-refused-rank_points } 或扣 IMP { $imp-refused-imp }）。
sbr-2025-2v2-result-confirmation-rank-points-late = 未及时确认成绩：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-result-confirmation-imp-late = 未及时确认成绩：扣 IMP { $imp_from }–{ $imp_to }。
sbr-2025-2v2-result-confirmation-rank-points-refused = 经提醒后仍拖延或拒绝确认成绩：扣盘分 { $rank_points }。
sbr-2025-2v2-result-confirmation-imp-refused = 经提醒后仍拖延或拒绝确认成绩：扣 IMP { $imp }。

# 纪律性判罚（第四条 九）
sbr-2025-2v2-briefing-absence-summary = 未按规定参加赛前领队会：第三类尺度，计盘分的比赛扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to }，计 IMP 的比赛扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-briefing-absence-rank-points = 缺席赛前领队会：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-briefing-absence-imp = 缺席赛前领队会：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-ceremony-or-dress-summary = 缺席比赛正式仪式，或在仪式、比赛中着装不符合规定：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }；主规则还允许视情节取消当事人部分奖项。
sbr-2025-2v2-ceremony-or-dress-rank-points = 缺席正式仪式或着装不合规定：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-ceremony-or-dress-imp = 缺席正式仪式或着装不合规定：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-no-credential-summary = 进入比赛场地时没有佩戴有效证件或没有穿队服：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-no-credential-rank-points = 未佩戴证件或未穿队服：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-no-credential-imp = 未佩戴证件或未穿队服：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-phone-summary = 比赛中被发现携带移动通讯工具：未接听、未观看的，第三类尺度（扣盘分 { $rank-points-carried-rank_points_from }–{ $rank-points-carried-rank_points_to } 或 IMP { $imp-carried-imp_from }–{ $imp-carried-imp_to }）；已接听或已观看的，第二类尺度（扣盘分 { $rank-points-used-rank_points } 或 IMP { $imp-used-imp }）；多次或严重违反的，第一类尺度。
sbr-2025-2v2-phone-repeated = 多次或严重违反手机规定：第一类判罚，由裁判长决定。
sbr-2025-2v2-phone-rank-points-used = 已接听或已观看手机：扣盘分 { $rank_points }。
sbr-2025-2v2-phone-imp-used = 已接听或已观看手机：扣 IMP { $imp }。
sbr-2025-2v2-phone-rank-points-carried = 携带手机但未接听、未观看：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-phone-imp-carried = 携带手机但未接听、未观看：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-prohibited-items-summary = 携带不允许带入场地的物品：第三类尺度（扣盘分 { $rank-points-first-rank_points_from }–{ $rank-points-first-rank_points_to } 或 IMP { $imp-first-imp_from }–{ $imp-first-imp_to }）；多次或严重违反的，第二类尺度（扣盘分 { $rank-points-repeated-rank_points } 或 IMP { $imp-repeated-imp }）。
sbr-2025-2v2-prohibited-items-rank-points-first = 携带违禁物品：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-prohibited-items-imp-first = 携带违禁物品：扣 IMP { $imp_from }–{ $imp_to }。
sbr-2025-2v2-prohibited-items-rank-points-repeated = 多次或严重携带违禁物品：扣盘分 { $rank_points }。
sbr-2025-2v2-prohibited-items-imp-repeated = 多次或严重携带违禁物品：扣 IMP { $imp }。

# 摸错牌（第四条 五（二）；主规则第十二条 八（三））
sbr-2025-2v2-wrong-draw-summary = 摸错牌时其他选手有义务提醒。复式比赛：每人都要护好自己的牌墙，误摸的牌立即复原；无法复原时由裁判根据情况决定这副牌提前取消还是重打。非复式比赛按主规则：没看到也没摸到牌面并放回原处的不处罚；看到或摸到牌面的第四类尺度；已看到牌面、当即被举报且无法复原的，第四类尺度并本副停和陪打。
sbr-2025-2v2-wrong-draw-interpretation = 补充细则对复式比赛中的摸错牌只规定复原或由裁判决定取消、重打，没有提处罚，本应用理解为复式比赛中不再按主规则警告。“重新开牌”在这里代表重打；若裁判决定取消这副牌，请按作废处理。
sbr-2025-2v2-wrong-draw-unseen = 摸错位置但未看到、未摸到牌面并已放回：不处罚。
sbr-2025-2v2-wrong-draw-seen = 摸错牌且看到或摸到牌面，已复原：按本盘应警告违规的次数判罚。
sbr-2025-2v2-wrong-draw-unrestorable = 摸错牌、看到牌面且无法复原：按本盘应警告违规的次数判罚，并本副停和陪打。
sbr-2025-2v2-wrong-draw-duplicate-restored = 复式比赛中误摸牌墙：立即复原，不处罚。
sbr-2025-2v2-wrong-draw-duplicate-unrestorable = 复式比赛中误摸且无法复原：由裁判决定这副牌提前取消或重打。

# ── 主规则条目按双打判罚尺度重算 ──

sbr-2025-2v2-interference-summary = 恶意利用场外因素干扰他人（搭话骚扰、不停出声、不当服饰或动作、用力摔牌等）：主观恶意的第一类或第二类尺度（扣副分 { $malicious-score }），视情节轻重；无意且轻微的第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }）或第四类（警告起）尺度。
sbr-2025-2v2-interference-malicious-serious = 恶意干扰且情节严重：第一类判罚，由裁判长决定。
sbr-2025-2v2-interference-malicious = 恶意干扰：第二类判罚，扣副分 { $score }。
sbr-2025-2v2-interference-unintended-serious = 无意干扰但影响较大：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-interference-unintended-minor = 无意且轻微的干扰：按本盘应警告违规的次数判罚。

sbr-2025-2v2-disruptive-strategy-summary = 使用既不能让自己本副多得分、又干扰他人得分的非合理干扰性策略：主观恶意的第一类或第二类尺度（扣副分 { $malicious-score }）；无意且轻微的第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }）或第四类尺度。
sbr-2025-2v2-disruptive-strategy-malicious-serious = 恶意且严重的非合理干扰性策略：第一类判罚，由裁判长决定。
sbr-2025-2v2-disruptive-strategy-malicious = 恶意的非合理干扰性策略：第二类判罚，扣副分 { $score }。
sbr-2025-2v2-disruptive-strategy-unintended-serious = 无意但影响较大的干扰性策略：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-disruptive-strategy-unintended-minor = 无意且轻微的干扰性策略：按本盘应警告违规的次数判罚。

sbr-2025-2v2-deal-error-summary = 开牌时漏拿、拿错或提前拿牌。无意且大家都暗扣了手牌：复原，无法复原则重新开牌。故意拿错：非体育行为，第三类尺度（扣副分 { $deliberate-score_from }–{ $deliberate-score_to }）并重新开牌。无意出错而有人没有暗扣手牌：出错且未暗扣的选手本副停和陪打，其余复原。
sbr-2025-2v2-deal-error-interpretation = 复式比赛的开牌是检查牌墙、竖起起始手牌、庄家摸一张，出错时按补充细则第四条 五（一）在裁判监督下制止并复原；若无法复原，“重新开牌”即按第四条 三重新生成这副牌。对选手本人的处罚（第三类、停和陪打）补充细则没有改动，照常适用。
sbr-2025-2v2-deal-error-deliberate = 故意造成开牌错误：第三类判罚，扣副分 { $score_from }–{ $score_to }，并重新开牌。
sbr-2025-2v2-deal-error-not-face-down = 开牌出错且未暗扣手牌：本副停和陪打，其余选手复原手牌。
sbr-2025-2v2-deal-error-restored = 无意的开牌错误，已复原：不处罚。
sbr-2025-2v2-deal-error-redeal = 无意的开牌错误，无法复原：重新开牌（复式比赛重新生成这副牌）。

sbr-2025-2v2-exposed-void-summary = 双打每副开始时不用定缺，所以不存在暴露定缺。
sbr-2025-2v2-exposed-void-not-applicable = 双打没有定缺（补充细则第二条 一），暴露定缺不适用。

sbr-2025-2v2-exposed-tiles-summary = 行牌中无意亮出自己手牌并迅速恢复：第四类尺度（警告起）。有意给别人看自己的牌：第三类尺度（扣副分 { $shown-score_from }–{ $shown-score_to }）；严重影响本副或比赛结果的，第二类尺度（扣副分 { $shown-serious-score }）。
sbr-2025-2v2-exposed-tiles-accidental = 无意亮牌并已恢复：按本盘应警告违规的次数判罚。
sbr-2025-2v2-exposed-tiles-shown = 有意亮牌给他人看：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-exposed-tiles-shown-serious = 有意亮牌并严重影响比赛：第二类判罚，扣副分 { $score }。

sbr-2025-2v2-exposed-others-tiles-summary = 行牌中把同桌其他选手的手牌暴露在桌面上：第三类尺度（扣副分 { $play-on-score_from }–{ $play-on-score_to }），并由裁判视情况决定这副牌提前结算、取消或重打。
sbr-2025-2v2-exposed-others-tiles-play-on = 暴露了他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；这副牌照常继续。
sbr-2025-2v2-exposed-others-tiles-settled-early = 暴露了他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；这副牌就此结束，按现状提前结算。
sbr-2025-2v2-exposed-others-tiles-voided = 暴露了他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；这副牌取消，按全员 0 分计。
sbr-2025-2v2-exposed-others-tiles-replayed = 暴露了他人手牌：第三类判罚，扣副分 { $score_from }–{ $score_to }；这副牌重打。

sbr-2025-2v2-mistaken-claim-summary = 碰、杠时亮出的牌不构成所报的碰、杠（双打没有定缺，不存在碰杠定缺花色的情形）。在自己打牌或摸牌前停止：复原，第四类尺度；之后才停止：第四类尺度并本副停和陪打；造成无法更改的影响（如错杠后摸走了别人的海底牌）：视为干扰他人，第二类尺度。双打不再加罚主动花猪。
sbr-2025-2v2-mistaken-claim-disrupted = 错碰错杠造成无法挽回的影响：第二类判罚，扣副分 { $score }，本副停和陪打。
sbr-2025-2v2-mistaken-claim-after-turn = 打牌或摸牌后才停止错碰错杠：按本盘应警告违规的次数判罚，并本副停和陪打。
sbr-2025-2v2-mistaken-claim-corrected = 打牌或摸牌前就停止错碰错杠：复原，按本盘应警告违规的次数判罚。

sbr-2025-2v2-winning-tile-not-taken-summary = 报和后没有取回所和的牌就继续行牌或计分，事后才发现：立即取回并按规定摆放（复式比赛中放在和牌卡旁、按点炮者方位）。仍能认出是哪张牌的，第三类尺度（扣副分 { $identifiable-score_from }–{ $identifiable-score_to }）；已无法认出的，按诈和处理，第二类尺度（扣副分 { $lost-score }，退回杠分）。
sbr-2025-2v2-winning-tile-not-taken-identifiable = 和牌张未取回但仍可识别：取回摆好，第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-winning-tile-not-taken-lost = 和牌张未取回且已无法识别：按诈和处理，扣副分 { $score }，退回本副杠分。

sbr-2025-2v2-empty-claim-summary = 报碰、报杠后没有完成：第四类尺度（警告起）；若因此误导他人并影响进程，按干扰他人处理，第三类尺度（扣副分 { $misled-score_from }–{ $misled-score_to }）。
sbr-2025-2v2-empty-claim-plain = 空碰或空杠，未影响他人：按本盘应警告违规的次数判罚。
sbr-2025-2v2-empty-claim-misled = 空碰或空杠误导了他人：第三类判罚，扣副分 { $score_from }–{ $score_to }。

sbr-2025-2v2-empty-win-call-summary = 报和后又取消：第三类尺度（扣副分 { $plain-score_from }–{ $plain-score_to }）；因此误导他人并影响进程的，从重处罚，本应用建议第二类尺度（扣副分 { $misled-score }）。口误报和后取消也按此处理。
sbr-2025-2v2-empty-win-call-plain = 空和：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-empty-win-call-misled = 空和误导了他人：从重，第二类判罚，扣副分 { $score }。

sbr-2025-2v2-changed-call-summary = 场况没有变化时，仅因口误改报或取消所报动作：第四类尺度。口误报碰、杠的按空碰、空杠处理（第四类）；口误报和的按空和处理（第三类，扣副分 { $win-score_from }–{ $win-score_to }）。裁判认定不是口误的，以第一次所报为准，第四类尺度。
sbr-2025-2v2-changed-call-not-slip = 并非口误：以第一次所报动作为准，按本盘应警告违规的次数判罚。
sbr-2025-2v2-changed-call-pung-kong = 口误报碰、杠后改报：按空碰空杠，按本盘应警告违规的次数判罚。
sbr-2025-2v2-changed-call-win = 口误报和后改报：按空和，第三类判罚，扣副分 { $score_from }–{ $score_to }。

sbr-2025-2v2-silent-claim-summary = 没有大声报碰、杠、和就直接动作（漏报）：动作合理的照常完成，第四类尺度；多次提醒仍不改的，第三类尺度（扣副分 { $unreasonable-score_from }–{ $unreasonable-score_to }）；动作不合理的无效，第三类尺度。
sbr-2025-2v2-silent-claim-unreasonable = 漏报且动作不合理：动作无效，第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-silent-claim-persistent = 多次提醒后仍漏报：第三类判罚，扣副分 { $score_from }–{ $score_to }。
sbr-2025-2v2-silent-claim-reasonable = 漏报但动作合理：照常完成，按本盘应警告违规的次数判罚。

sbr-2025-2v2-wrong-seat-summary = 未按裁判编排的座位就座：第三类尺度，计盘分的比赛扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to }，计 IMP 的比赛扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-wrong-seat-rank-points = 坐错座位：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-wrong-seat-imp = 坐错座位：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-scoresheet-error-summary = 未按规定填写记分表：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-scoresheet-error-rank-points = 记分表填写不合规定：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-scoresheet-error-imp = 记分表填写不合规定：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-equipment-removed-summary = 一盘（阶段）结束后把赛具带出赛场或没有放回原位：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-equipment-removed-rank-points = 赛具带离或未归位：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-equipment-removed-imp = 赛具带离或未归位：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-slow-to-leave-summary = 完赛后未按要求及时退场：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-slow-to-leave-rank-points = 完赛未及时退场：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-slow-to-leave-imp = 完赛未及时退场：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-scoresheet-late-summary = 未及时送交记分表：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-scoresheet-late-rank-points = 记分表送交不及时：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-scoresheet-late-imp = 记分表送交不及时：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-noise-summary = 在赛场大声喧哗或言行不礼貌：第三类尺度（扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }）；极其严重的从重，最高可停赛并上报主办单位（第一类尺度）。
sbr-2025-2v2-noise-grave = 喧哗或不礼貌且极其严重：第一类判罚，由裁判长决定。
sbr-2025-2v2-noise-rank-points = 大声喧哗或不礼貌：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-noise-imp = 大声喧哗或不礼貌：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-smoking-summary = 在禁烟区域吸烟（含电子烟）：第三类尺度（扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }）；多次或严重违反的，第一类尺度。
sbr-2025-2v2-smoking-repeated = 多次或严重违反禁烟规定：第一类判罚，由裁判长决定。
sbr-2025-2v2-smoking-rank-points = 在禁烟区吸烟：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-smoking-imp = 在禁烟区吸烟：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-watching-others-summary = 比赛中擅自离座观看他人比赛或看他人手牌：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-watching-others-rank-points = 擅自离座观看：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-watching-others-imp = 擅自离座观看：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-focus-table-disobedience-summary = 在焦点桌屡次不听从裁判指令：第三类尺度，扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }。
sbr-2025-2v2-focus-table-disobedience-rank-points = 焦点桌屡次不听指令：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-focus-table-disobedience-imp = 焦点桌屡次不听指令：扣 IMP { $imp_from }–{ $imp_to }。

sbr-2025-2v2-dissent-summary = 不服从裁判判罚或顶撞裁判：第三类尺度（扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或扣 IMP { $imp-imp_from }–{ $imp-imp_to }）；多次或严重违反的，第二类尺度（扣盘分 { $rank-points-repeated-rank_points } 或扣 IMP { $imp-repeated-imp }），情节极重的第一类尺度。有异议可按仲裁规定申诉，但不得影响比赛进程。
sbr-2025-2v2-dissent-rank-points = 不服从或顶撞裁判：扣盘分 { $rank_points_from }–{ $rank_points_to }。
sbr-2025-2v2-dissent-imp = 不服从或顶撞裁判：扣 IMP { $imp_from }–{ $imp_to }。
sbr-2025-2v2-dissent-grave = 多次或严重不服从裁判且情节极重：第一类判罚，由裁判长决定。
sbr-2025-2v2-dissent-rank-points-repeated = 多次或严重不服从裁判：第二类判罚，扣盘分 { $rank_points }。
sbr-2025-2v2-dissent-imp-repeated = 多次或严重不服从裁判：第二类判罚，扣 IMP { $imp }。

# ── 解释（主规则条目在双打中的读法）──
sbr-2025-2v2-information-passing-interpretation = 双打的第三类尺度可扣副分 { $first-score_from }–{ $first-score_to }、扣盘分 { $first-tier_rank_points_from }–{ $first-tier_rank_points_to } 或扣 IMP { $first-tier_imp_from }–{ $first-tier_imp_to }，用哪一种由第三条 三按犯规类别规定：扣盘分和扣 IMP 用于迟到、程序性和纪律性判罚（三（五）（六）），扣副分用于主观恶意且严重影响比赛进程的犯规（三（七））。传递信息属于后者，本应用取扣副分 { $first-score_from }–{ $first-score_to }（同一盘内只增不减；复式比赛中同桌另一对获得相应正分）。补充细则删去了主规则“情节严重按第二类”的一档，改为屡教不改按第一类。
sbr-2025-2v2-interference-interpretation = 规则只分“恶意：一或二类”和“无意轻微：三或四类”两档，本应用在每档内按情节再分：恶意且严重为第一类，恶意为第二类（扣副分 { $malicious-score }），无意但较重为第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }），无意且轻微为第四类。复式比赛中扣掉的副分由同桌另一对获得。
sbr-2025-2v2-disruptive-strategy-interpretation = 与“干扰其他选手”相同，两档之内按情节再分：恶意且严重为第一类，恶意为第二类（扣副分 { $malicious-score }），无意但较重为第三类（扣副分 { $unintended-serious-score_from }–{ $unintended-serious-score_to }），无意且轻微为第四类。有明确竞技目的、能多争大分的策略属合理，不算违规。
sbr-2025-2v2-exposed-tiles-interpretation = 无意亮牌而没有马上恢复的，规则没有单列，本应用仍按第四类处理。故意亮牌是牌局中的故意行为，本应用取扣副分（{ $shown-score_from }–{ $shown-score_to } 或 { $shown-serious-score }），复式比赛中由同桌另一对获得；裁判可改选扣盘分或 IMP。
sbr-2025-2v2-exposed-others-tiles-interpretation = 规则没说扣哪一种分。这是牌局中的行为，本应用取扣副分 { $play-on-score_from }–{ $play-on-score_to }。这副牌如何处理也由裁判决定并记录：取消的一副在本桌按全员 0 分计（扣分仍然有效；复式比赛中该副在开闭两室都作废，因为已无法比较），重打的一副重新开牌，提前结算的一副按现状计分。
sbr-2025-2v2-mistaken-claim-interpretation = 造成无法更改结果的情形，本应用扣副分 { $disrupted-score }（牌局中的行为），并因无法复原同时停和陪打。双打没有定缺，也不在行牌中处罚花猪，所以主规则中“碰杠定缺花色”和“加罚主动花猪”两种情形不再适用。
sbr-2025-2v2-winning-tile-not-taken-interpretation = 能认出和牌张时这是牌局中的失误，本应用取第三类中的扣副分 { $identifiable-score_from }–{ $identifiable-score_to }；裁判可改选扣盘分 { $identifiable-tier_rank_points_from }–{ $identifiable-tier_rank_points_to } 或 IMP { $identifiable-tier_imp_from }–{ $identifiable-tier_imp_to }。
sbr-2025-2v2-empty-claim-interpretation = 第三类可扣副分、盘分或 IMP；对牌局中的干扰，本应用建议扣副分 { $misled-score_from }–{ $misled-score_to }（同一盘内只增不减），裁判可改选。
sbr-2025-2v2-empty-win-call-interpretation = 普通空和是牌局中的失误，本应用取扣副分 { $plain-score_from }–{ $plain-score_to }。“从重处罚”规则没定尺度；与空碰空杠误导他人时升一类的做法一致，本应用建议第二类扣副分 { $misled-score }，裁判也可只在第三类内从重。
sbr-2025-2v2-changed-call-interpretation = “按第四类”与“口误报和视为空和”（空和是第三类）互相矛盾。本应用依主规则第八条 二（三）：口误取消的是和，按空和扣副分 { $win-score_from }–{ $win-score_to }；取消的是碰、杠，按空碰空杠走警告阶梯。
sbr-2025-2v2-silent-claim-interpretation = 第三类的两种情形都是牌局中的报牌问题，本应用取扣副分 { $unreasonable-score_from }–{ $unreasonable-score_to }。“多次提醒”指本盘内已因不报牌被提醒（含警告）过。
sbr-2025-2v2-noise-interpretation = “从重”规则只给了上限（停赛并上报）。本应用对极其严重的情形给出第一类的各个选项，由裁判长决定；裁判也可只在第二类内从重（扣盘分 { $imp-imp } 或 IMP 6）。
sbr-2025-2v2-dissent-interpretation = 这是对裁判的纪律问题而不是牌局行为，本应用按双打第三条 三（五）（六）取扣盘分或扣 IMP：第三类扣盘分 { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } 或 IMP { $imp-imp_from }–{ $imp-imp_to }，第二类扣盘分 { $rank-points-repeated-rank_points } 或 IMP { $imp-repeated-imp }。第一类与第二类的分界定为情节是否极其严重，例如辱骂、人身攻击或使比赛中断。

# ── 双打中读法不同的主规则条目 ──
sbr-2025-2v2-wrecked-wall-summary = 行牌中毁坏牌墙使这副无法继续：第二类尺度，并由裁判决定这副牌提前结算、取消或重打。
sbr-2025-2v2-wrecked-wall-interpretation = 双打的第二类可扣副分 { $settled-early-score }、扣盘分 { $settled-early-tier_rank_points } 或扣 IMP { $settled-early-tier_imp }。这是牌局中的行为，本应用取扣副分 { $voided-score }（复式比赛中同桌另一对获得 { $replayed-score }）；双打没有“同一盘再次扣 { $replayed-score } 即判负”的规定。裁判可改选扣盘分 { $replayed-tier_rank_points } 或 IMP { $replayed-tier_imp }。这副牌如何处理也由裁判决定并记录：取消的一副在本桌按全员 0 分计（扣分仍然有效；复式比赛中该副在开闭两室都作废，因为已无法比较），重打的一副重新开牌，提前结算的一副按现状计分。
sbr-2025-2v2-wrecked-wall-settled-early = 毁坏牌墙致使这副无法继续：第二类判罚，扣副分 { $score }；这副牌按现状提前结算。
sbr-2025-2v2-wrecked-wall-voided = 毁坏牌墙致使这副无法继续：第二类判罚，扣副分 { $score }；这副牌取消，按全员 0 分计。
sbr-2025-2v2-wrecked-wall-replayed = 毁坏牌墙致使这副无法继续：第二类判罚，扣副分 { $score }；这副牌重打。

sbr-2025-2v2-cards-and-calls-summary = 没有正确报牌、和牌后没有按规定放置和牌卡（复式比赛中所和牌张按点炮者方位放在和牌卡旁），或流局查叫时没有正确摆放听牌卡：程序性违规，第四类尺度（警告起）。双打不用定缺卡。
sbr-2025-2v2-cards-and-calls-committed = 报牌或牌卡使用不当：按本盘应警告违规的次数判罚。

sbr-2025-2v2-ready-card-misuse-summary = 听牌卡须如实显示自己是否听牌，摆错要及时改回。没听却故意摆成听牌：违规，须改正，并由裁判酌情追罚。流局查叫时听牌卡没摆对：第四类尺度。
sbr-2025-2v2-ready-card-misuse-interpretation = 主规则第十条 三（六）对故意假听的追罚交由裁判酌情决定。本应用对听牌卡本身按第四类（警告阶梯）判罚，另加裁判选定的追罚：按双打对主观恶意行牌违规的尺度扣副分 { $false-ready-score_from }–{ $false-ready-score_to }（2V2 第三条 三（七），默认建议），或在严重影响这副牌时扣副分 { $false-ready-score_2 }（三（四））。复式比赛中扣分由同桌另一对获得。
sbr-2025-2v2-ready-card-misuse-false-ready = 没听却故意摆成听牌：改正听牌卡，按本盘应警告违规的次数判罚，另加裁判选定的追罚（扣副分 { $score_from }–{ $score_to }，或 { $score_2 }）。
sbr-2025-2v2-ready-card-misuse-misplaced = 查叫时听牌卡摆放不对：改正，按本盘应警告违规的次数判罚。

sbr-2025-2v2-own-play-error-summary = 选手自己行牌犯规、但不影响其他选手的（例如相公）：本副停和陪打，照常打完本副。停和陪打者须退回本副所有杠分；流局结算时不得是花猪；不能查别人的叫；流局时若已听牌，别人可以不查他的叫。除非裁判公开宣判或他人指出，他不必告诉别人自己已停和。
sbr-2025-2v2-own-play-error-interpretation = 本应用的“停和陪打”一律包含退回本副杠分。补充细则重写停和陪打时没有保留主规则“除为了下叫外不得碰、杠”的限制，本应用认为双打中不再有此限制。
sbr-2025-2v2-own-play-error-dead-hand = 自身行牌犯规，不影响他人：本副停和陪打（退回本副杠分）。

sbr-2025-2v2-call-after-dead-hand-summary = 停和陪打的选手碰牌或杠牌。
sbr-2025-2v2-call-after-dead-hand-not-applicable = 双打补充细则重写停和陪打时没有保留“除为了下叫外不得碰、杠”的限制，主规则对此也未规定处罚：不处罚。

# 待机、杠牌（第一条 十四、十五）
sbr-2025-2v2-standby-action-summary = 复式比赛中没有牌可摸的选手处于待机状态，只能碰牌或和牌，应提前想好行牌思路，待机时不应有其他动作；重新有牌可摸时脱离待机。
sbr-2025-2v2-standby-action-not-applicable = 补充细则对待机时的其他动作没有规定处罚；若构成其他违规（如传递信息、提前摸牌），按相应条目处理。
sbr-2025-2v2-kong-tile-choice-summary = 复式比赛中杠牌亮出并扣放时，应自然摆放，不应刻意挑选扣放哪几张牌。
sbr-2025-2v2-kong-tile-choice-not-applicable = 补充细则对此没有规定处罚；若借扣放牌张向搭档传递信息，按“传递牌局相关信息”处理。

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-2v2-appeals-summary = 与四川麻将主规则相同：争议在本副进行中提出，由裁判长处理申诉，仲裁委员会对依规则作出的裁定只能建议改判（第十三条）。双打补充细则未另设申诉条款；其“节/轮结束后 30 分钟内、双方确认未构成复式”的处理不属于申诉。
