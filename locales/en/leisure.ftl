# Leisure competition rules (休闲麻将比赛规则): tiers, entry summaries in our own words, and the
# reasons for each outcome. Articles are the book's section and item, e.g. 休闲 和牌 7.

tier-leisure-by-gravity = By gravity: warning, deduction or dead hand

leisure-standings-interpretation = Results are real points added up over all sessions, and players are ranked by the total. Each session counts the session score after every deduction and payment; there are no rank points by place: the "rank points" of a session are that adjusted score itself, and the totals add them up. A player late enough to forfeit (see late arrival) scores { $absent_score } for the session; a substitute or stand-in in the seat counts for nobody's results. Equal totals are separated, in order, by the better session place, then by having more high session places, then by the higher single-session score, and otherwise stay tied; the app ranks the totals that way. The book does not say what happens at a table with fewer than three players: the referee decides.

leisure-late-arrival-summary = Players must be in the hall before the start. Late by up to { $first-band-minutes_late_le } minutes: a warning. Over { $second-band-minutes_late_gt } and up to { $second-band-minutes_late_le }: a warning and { $second-band-score } points off the session score. Over { $last-band-minutes_late_gt }: a forfeit, the session counts 0. An absent player may be replaced by a substitute, or by a stand-in whose scores count for no one's results; three players play on normally.
leisure-late-arrival-first-band = { $minutes_late } minutes late, not over { $minutes_late_le }: a warning.
leisure-late-arrival-second-band = { $minutes_late } minutes late, over { $minutes_late_gt } and not over { $minutes_late_le }: a warning and { $score } { $score ->
        [one] point
       *[other] points
    } off the session score.
leisure-late-arrival-last-band = { $minutes_late } minutes late, over { $minutes_late_gt }: forfeit, the session counts 0.

leisure-cheating-summary = Stealing, swapping or hiding tiles during play: the player may not win this hand and plays on as a stand-in, gets a warning, and loses { $committed-score } points from the session score.
leisure-cheating-committed = Cheating with tiles: dead hand, a warning and { $score } { $score ->
        [one] point
       *[other] points
    } off the session score.

leisure-information-passing-summary = Hinting or signalling to another player by word or gesture: by its gravity, a warning, a points deduction or a dead hand, as the referee decides.
leisure-information-passing-interpretation = The book names no amount for the deduction. This app suggests { $signalled-score } points, the only deduction the book names elsewhere (late arrival, cheating); the referee or the event may set another.
leisure-information-passing-signalled = Signalling: the referee chooses a warning, a deduction or a dead hand by the gravity of the case.

leisure-disruptive-conduct-summary = Making trouble without reason is punished by disqualification from the competition. Any other conduct that upsets the others' play is forbidden, but the book names no sanction for it.
leisure-disruptive-conduct-disqualified = Making trouble without reason: disqualified from the competition.

leisure-wrong-tile-count-summary = Too many or too few tiles (big or small 相公), including forgetting the replacement tile after a flower or a kong: dead hand for this hand; the player keeps every other right. With a kong: if another player wins, a small 相公 (too few) is still paid the kong points and a big 相公 (too many) is not; if the hand is drawn, both pay the other three the kong points, like every kong holder.
leisure-wrong-tile-count-interpretation = The book says a big 相公 does not get the kong points. As kong points are paid after the win, this app records it as "returns this hand's kong points": nothing is collected for the kong, or what was collected is given back.
leisure-wrong-tile-count-no-kong = Wrong tile count: dead hand for this hand.
leisure-wrong-tile-count-big-kong-won = Too many tiles with a kong, and another player won: dead hand, and no kong points for this hand.
leisure-wrong-tile-count-small-kong-won = Too few tiles with a kong, and another player won: dead hand; the kong points are still paid to the player.
leisure-wrong-tile-count-kong-drawn = Wrong tile count with a kong, and the hand was drawn: dead hand, and the player pays the other three the kong points, as every kong holder does at a draw.

leisure-false-kong-summary = A concealed kong that proves false when checked: the player pays each other player twice the kong points.
leisure-false-kong-interpretation = The kong's value is in the event's fan table, not in this book, so the referee enters the payment: twice the kong points, to each other player. The upper limit offered is only an input bound.
leisure-false-kong-declared = False concealed kong: pays each other player twice the kong points.

leisure-under-minimum-win-summary = A win needs at least { $declared-pay } points, flowers not counted. Declaring a hand below that is a forced win (强和): the player pays each other player { $declared-pay } points plus the flower points (1 a flower), and the hand ends.
leisure-under-minimum-win-declared = Declared a hand under the three-point minimum: pays each other player { $pay } plus 1 for each flower, and the hand ends.

leisure-wrong-win-summary = Declaring a win on a tile that does not complete the hand (错和): the player pays each other player the value of the declared hand, and the hand ends.
leisure-wrong-win-interpretation = The value paid is the declared hand as it would have been scored, flowers included, and never less than the { $declared-pay }-point minimum. The referee enters it; the upper limit offered is only an input bound.
leisure-wrong-win-declared = Won on a wrong tile: pays each other player the declared hand's value, and the hand ends.

leisure-false-win-summary = Whoever declares a win must have one; otherwise it is a false win (诈和) and the hand ends. Declaring while not ready (寻常诈和) or while under a dead hand (有意诈和): pays each other player double the declared hand's value. Any other false win: pays each other player what they would have been owed, at least { $other-pay } points, flower points on top. A wrong winning tile (错和) and a hand under the minimum (强和) have their own entries.
leisure-false-win-interpretation = The value is the declared hand as it would have been scored, flowers included. For the doubled cases the app offers { $not-tenpai-pay } or more (twice the { $other-pay }-point minimum); for other false wins, { $other-pay } or more plus the flowers. The referee enters the amount; the upper limit offered is only an input bound.
leisure-false-win-dead-hand = Declared a win while under a dead hand (有意诈和): pays each other player double the declared value, and the hand ends.
leisure-false-win-not-tenpai = Declared a win without being ready (寻常诈和): pays each other player double the declared value, and the hand ends.
leisure-false-win-other = False win: pays each other player what they would have been owed, at least { $pay_from } { $pay_from ->
        [one] point
       *[other] points
    } plus the flowers, and the hand ends.

leisure-early-draw-summary = A player may not draw before the previous player has discarded.
leisure-early-draw-not-applicable = The book calls drawing early a violation but names no sanction for it, so none is given under these rules.

leisure-naming-discard-summary = Saying the name of one's discard aloud is against the rules. If the name was wrong and another player won on that tile because of it, the win stands.
leisure-naming-discard-not-applicable = The book calls naming a discard a violation but names no sanction for it; a win made on a wrongly named discard stands.

leisure-noise-summary = No loud talk during play.
leisure-noise-not-applicable = The book forbids loud talk during play but names no sanction for it. Making trouble without reason has its own entry (disqualification).

leisure-changed-call-summary = Calls must use the standard words only: chow (where allowed), pung, kong, win, flower. A changed call, or a call in other words, does not count, and play goes on as usual.
leisure-changed-call-not-applicable = No penalty: the book only says that a changed call or a call in other words does not count and play goes on as usual.

# How a ruling is appealed ([appeals] in ruleset.toml).
leisure-appeals-summary = These rules have no appeal: a dispute the table cannot settle is decided by the referee under the rules (开牌与行牌 25). The head referee hears an appeal, with no deadline, written form or fee unless the event's regulations set them.
