# 中国麻将竞赛规则 1998（摘录）：各条目的摘要（用我们自己的话）。摘录中没有处罚条款，因此每个条目都说明未规定处罚。

china-1998-standings-interpretation = 每局开始时每人有基础比赛分 500 分；局分 = 500 + 各盘得失的比赛分，罚分在每盘结束时扣除。本应用只记得失分：500 分不改变任何名次。标准分按小组内局分名次换算：第一名得参赛人数，其余每人得人数减本人名次，即 { $rank_points_1 }、{ $rank_points_2 }、{ $rank_points_3 }、{ $rank_points_4 }。局分相同时原书未作规定：这里相同者平分所跨名次的标准分（例如两人并列第二，各得 { $tied_second_two } 分）。小组按同桌四人理解。个人名次按标准分之和排定；相同时依次比较：比赛分之和多者列前，单局标准分最高者列前，单局标准分高分多者列前；仍相同则并列。本应用按此排定总名次。

china-1998-late-arrival-summary = 运动员须按规定时间提前报到、入场就座。
china-1998-late-arrival-not-applicable = 本摘录未规定迟到的处罚；缺席按“比赛缺席”条目处理。

china-1998-absence-summary = 缺席按办法处理而非处罚：可按轮空处理，或重新编排。比赛中出现“三缺一”的局：按已取得的分数评定成绩，或由裁判长指定替补人员陪打，可计分但不计成绩名次。
china-1998-absence-not-applicable = 本摘录未规定缺席的处罚，只规定比赛如何继续。

china-1998-wrong-tile-count-summary = 多张、少张：和牌前手牌数多于或少于标准的 13 张（亮出的顺子、刻子、杠计算在内；开杠多出的牌和补花不计）。
china-1998-wrong-tile-count-not-applicable = 本摘录定义了多张、少张，但未规定处罚。

china-1998-false-win-summary = 诈和：不符合规则条件而宣布和牌。和牌须符合规定牌型、番种分值之和至少 8 分（花分不计）、和牌方式合规。
china-1998-false-win-not-applicable = 本摘录定义了诈和，但未规定处罚。

china-1998-early-draw-summary = 上家未打出牌，不得动手摸牌。
china-1998-early-draw-not-applicable = 本摘录禁止提前摸牌，但未规定处罚。

china-1998-false-kong-summary = 暗杠扣放，在和牌或荒牌时必须亮明，供其他三家核查，以防诈杠。
china-1998-false-kong-not-applicable = 本摘录要求核查暗杠，但未规定诈杠的处罚。

# How a ruling is appealed ([appeals] in ruleset.toml).
china-1998-appeals-summary = 1998 年规则的此节选未涉及申诉。最接近的条款：一副牌的计分经确认并由裁判认可后，不再复查（第十条 一）。申诉由裁判长处理，除赛事规程另有规定外，无期限、无需书面、无申诉费。
