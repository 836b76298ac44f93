# 休闲麻将比赛规则：处罚档次、各条目的摘要（用我们自己的话）以及各结果的理由。条款按原书的章节与序号引用，如“休闲 和牌 7”。

tier-leisure-by-gravity = 视情节轻重：警告、罚分或停和

leisure-standings-interpretation = 成绩按实分计算，各局局分累加，按总分排名。每局计入的是扣除所有罚分并结算所有赔付后的局分；没有按名次给的盘分或标准分：一局的“名次分”就是这一调整后的局分本身，总计即其累加。迟到到弃权程度者（见迟到），该局记 { $absent_score } 分；替补或陪打者在该座位上的得分不计入任何人的成绩。总分相同时，依次比较：局名次较高者列前，局名次高的次数较多者列前，单局分较高者列前，仍相同则并列；本应用按此排定总名次。不足三人时如何处理，原书交由裁判决定。

leisure-late-arrival-summary = 选手须在比赛开始前入场。迟到 { $first-band-minutes_late_le } 分钟以内：警告。超过 { $second-band-minutes_late_gt } 分钟、不超过 { $second-band-minutes_late_le } 分钟：警告并从局分中扣 { $second-band-score } 分。超过 { $last-band-minutes_late_gt } 分钟：按弃权计，该局记 0 分。缺席者可由替补参赛，或由指定人员陪打（陪打者的分数不计入任何人的成绩与名次）；三人时照常行牌与付分。
leisure-late-arrival-first-band = 迟到 { $minutes_late } 分钟，未超过 { $minutes_late_le } 分钟：警告。
leisure-late-arrival-second-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟但未超过 { $minutes_late_le } 分钟：警告，并从局分中扣 { $score } 分。
leisure-late-arrival-last-band = 迟到 { $minutes_late } 分钟，超过 { $minutes_late_gt } 分钟：按弃权计，该局记 0 分。

leisure-cheating-summary = 行牌中偷牌、换牌、藏牌：本盘不得和牌，只能陪打，并警告一次，从局分中扣 { $committed-score } 分。
leisure-cheating-committed = 偷换藏牌作弊：停和陪打、警告，并从局分中扣 { $score } 分。

leisure-information-passing-summary = 以言语或动作暗示、提示、传递信息：视情节轻重，由裁判给予警告、罚分或停和。
leisure-information-passing-interpretation = 原书未规定此处罚分的数额。本应用建议扣 { $signalled-score } 分，这是原书在别处（迟到、作弊）唯一规定的罚分数额；裁判或赛事可另定。
leisure-information-passing-signalled = 传递信息：由裁判视情节轻重选择警告、罚分或停和。

leisure-disruptive-conduct-summary = 无理取闹者取消比赛资格。其他扰乱他人行牌情绪的举止同样禁止，但原书未规定具体处罚。
leisure-disruptive-conduct-disqualified = 无理取闹：取消比赛资格。

leisure-wrong-tile-count-summary = 牌数多于或少于规定（大相公、小相公），包括亮花后忘记补花、开杠后忘记补牌：本盘停和陪打，其他权利不变。有杠时：他人和牌，小相公（少牌）照得杠分，大相公（多牌）不得杠分；荒牌时，大、小相公都要像其他杠家一样赔付三家杠分。
leisure-wrong-tile-count-interpretation = 原书规定大相公“不得杠分”。杠分在和牌后结算，本应用把它记为“退回本副杠分”：该杠不收分，已收的退回。
leisure-wrong-tile-count-no-kong = 相公：本盘停和陪打。
leisure-wrong-tile-count-big-kong-won = 大相公（多牌）有杠，他人和牌：停和陪打，本盘不得杠分。
leisure-wrong-tile-count-small-kong-won = 小相公（少牌）有杠，他人和牌：停和陪打，其他三家仍付其杠分。
leisure-wrong-tile-count-kong-drawn = 相公有杠，本盘荒牌：停和陪打，并像其他杠家一样赔付三家杠分。

leisure-false-kong-summary = 暗杠经核查为诈杠：赔付其他三家各双倍杠分。
leisure-false-kong-interpretation = 杠分的数值在赛事的番种表中，不在本规则里，所以由裁判输入赔付数：杠分的两倍，付给其他每一家。界面给出的上限只是输入范围。
leisure-false-kong-declared = 暗杠诈杠：赔付其他三家各双倍杠分。

leisure-under-minimum-win-summary = 起和分为 { $declared-pay } 分，花分不计入起和分。不够起和分而报和为强和：赔付其他三家各 { $declared-pay } 分加花分（每花 1 分），本盘结束。
leisure-under-minimum-win-declared = 不够三分起和而报和（强和）：赔付其他三家各 { $pay } 分，每花另加 1 分，本盘结束。

leisure-wrong-win-summary = 以不能成和的牌报和（错和）：赔付其他三家各所报牌的分数，本盘结束。
leisure-wrong-win-interpretation = 赔付的是所报和牌按规则计算的分数（含花分），不低于 { $declared-pay } 分起和分。由裁判输入；界面给出的上限只是输入范围。
leisure-wrong-win-declared = 和错牌（错和）：赔付其他三家各所报牌的分数，本盘结束。

leisure-false-win-summary = 报和就必须能和，和不了即为诈和，本盘结束。未听牌报和（寻常诈和）或停和时报和（有意诈和）：赔付其他三家各加倍的所报分数。其他诈和：赔付其他三家各其应得的分数，至少 { $other-pay } 分，花分另计。错和与强和另有条目。
leisure-false-win-interpretation = 所报分数按所报和牌的计分（含花分）计算。加倍的情形本应用提供 { $not-tenpai-pay } 分起（起和分 { $other-pay } 分的两倍）；其他诈和为 { $other-pay } 分起，另加花分。由裁判输入数额；界面给出的上限只是输入范围。
leisure-false-win-dead-hand = 停和时报和（有意诈和）：赔付其他三家各加倍的所报分数，本盘结束。
leisure-false-win-not-tenpai = 未听牌报和（寻常诈和）：赔付其他三家各加倍的所报分数，本盘结束。
leisure-false-win-other = 诈和：赔付其他三家各其应得的分数，至少 { $pay_from } 分另加花分，本盘结束。

leisure-early-draw-summary = 上家未打出牌，下家不得摸牌。
leisure-early-draw-not-applicable = 原书把提前摸牌列为违规，但未规定处罚，因此本规则下不作处罚。

leisure-naming-discard-summary = 出牌时报出牌名属于违规。若报错了牌名，并因此让他人和了这张牌，和牌仍然有效。
leisure-naming-discard-not-applicable = 原书把出牌报牌列为违规，但未规定处罚；报牌错误而导致的和牌有效。

leisure-noise-summary = 行牌过程中不得喧哗。
leisure-noise-not-applicable = 原书禁止行牌中喧哗，但未规定处罚。无理取闹另有条目（取消比赛资格）。

leisure-changed-call-summary = 进牌报牌只能用规范语言：（吃）、碰、杠、和、花。改报牌或用其他说法报牌一律无效，照常行牌。
leisure-changed-call-not-applicable = 不作处罚：原书只规定改报牌和其他说法无效，照常行牌。

# How a ruling is appealed ([appeals] in ruleset.toml).
leisure-appeals-summary = 本规则没有申诉程序：牌桌上协商不成的争议由裁判按规则裁决（开牌与行牌 25）。申诉由裁判长处理，除赛事规程另有规定外，无期限、无需书面、无申诉费。
