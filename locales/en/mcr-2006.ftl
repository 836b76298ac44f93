# MCR 2006 (World Mahjong Organization): tiers, entry summaries (in our own words) and the
# reasons for each outcome. A 盘 is one hand (deal); a 局 is the session.

tier-mcr-2006-warning = Warning
tier-mcr-2006-warning-or-penalty = Warning or penalty points
tier-mcr-2006-penalty-or-dead-hand = Penalty points or dead hand
tier-mcr-2006-late = Late-arrival deduction
tier-mcr-2006-dead-hand = Dead hand (停和)
tier-mcr-2006-ladder = Escalating within the hand
tier-mcr-2006-suspension = Suspension (停赛)
tier-mcr-2006-disqualification = Loss of placing or eligibility

mcr-2006-standings-interpretation = Each session (局) ranks its table by points after penalties and payments: { $rank_points_1 }, { $rank_points_2 }, { $rank_points_3 } and { $rank_points_4 } rank points (标准分, 3.9.2). The book says nothing about ties; as is common practice, tied players share the rank points of the places they span (two tied for first get { $tied_first_two } each, four all level get { $tied_all } each). Over a stage, players rank by total rank points and then by total points (3.10.1); the book gives no further tie-break. A player who forfeits by arriving too late scores { $absent_score } points and { $forfeit_rank_points } rank points; the others keep the places their points give them among all four seats, the absent player counting at { $absent_score }. An event's regulations (a substitute player, for example) may settle this otherwise.

mcr-2006-late-arrival-summary = Late after the start has been announced: up to { $first-band-minutes_late_le } minutes costs { $first-band-score } points, up to { $second-band-minutes_late_le } minutes { $second-band-score } points. More than { $last-band-minutes_late_gt } minutes is an automatic forfeit: 0 points for the session.
mcr-2006-late-arrival-interpretation = The bands are read inclusively and to the second: exactly { $first-band-minutes_late_le }:00 late costs { $first-band-score }, anything over { $second-band-minutes_late_gt }:00 up to exactly { $second-band-minutes_late_le }:00 costs { $second-band-score }, anything later is the forfeit ({ $first-band-minutes_late_le } min 30 s is over { $first-band-minutes_late_le }). For the forfeit the book gives only the session score of 0; we give 0 rank points as well, as for any forfeit.
mcr-2006-late-arrival-first-band = { $minutes_late } minutes late, not over { $minutes_late_le }: { $score } { $score ->
        [one] point
       *[other] points
    } off.
mcr-2006-late-arrival-second-band = { $minutes_late } minutes late, over { $minutes_late_gt } and not over { $minutes_late_le }: { $score } { $score ->
        [one] point
       *[other] points
    } off.
mcr-2006-late-arrival-last-band = { $minutes_late } minutes late, over { $minutes_late_gt }: automatic forfeit, session score 0 and rank points 0.

mcr-2006-cheating-summary = Swapping, stealing or hiding tiles, or cheating in any other way: the referee may suspend the player from the rest of the competition. The referee and the head referee report the suspension to the event committee, which may publicise serious cases.
mcr-2006-cheating-suspended = Cheating: suspended from the rest of the competition and reported to the event committee.

mcr-2006-information-passing-summary = Giving other players at the table hints or signals by words, looks, gestures or explanations, whether or not anyone gained by it: the referee either deducts points in this hand ({ $signalled-score_from }, 10, 20, 30, 40, 50 or { $signalled-score_to }) or gives a dead hand for this hand.
mcr-2006-information-passing-signalled = Illegal information: a deduction of { $score_from } to { $score_to } points in this hand, or a dead hand for this hand.

mcr-2006-dissent-summary = A player who has clearly broken the rules, goes on refusing the referee after being told, and makes trouble without reason loses eligibility for the competition and is publicly reported.
mcr-2006-dissent-interpretation = The book reserves the heavy sanction for a player who persists after being spoken to. Before that, disturbing words or conduct earn a warning on the spot (3.11.1), which is what we give the first time.
mcr-2006-dissent-first-time = Not yet told to stop: a warning on the spot.
mcr-2006-dissent-persisted = Persisted after being told: loses eligibility for the competition and is reported to the event committee.

mcr-2006-other-violation-summary = A breach of the rules that has no penalty of its own — chatting or calling in non-standard words (3.6.1), taking more than 10 seconds to discard (3.6.4), smoking or carrying something that disturbs play (2.3.3), for example: a warning on the spot, or by gravity { $violation-score_from }, 10, 20, 30, 40, 50 or { $violation-score_to } points off in this hand.
mcr-2006-other-violation-interpretation = 第十一条 lets the referee punish any breach by its gravity, and 3.11.2 fixes a violation's deduction at one of seven amounts, but these breaches have no penalty named for them. We offer the warning first, as 3.11.1 prescribes on the spot, and the seven amounts for repeated or weightier cases. An event's regulations may be more specific.
mcr-2006-other-violation-violation = A violation without a penalty of its own: a warning, or a deduction of { $score_from } to { $score_to } points in this hand.

mcr-2006-serious-violation-summary = A serious breach of the rules, or one through which the player gained unlawfully: the player's placing or eligibility is cancelled, and serious cases are publicly reported.
mcr-2006-serious-violation-interpretation = 3.11.5 is a kind of sanction, not a list of offences: it is for what the referee and the committee judge serious. The app records it as disqualification from the event plus a report to the committee; cancelling a placing already won is the committee's act, for which the catalogue has no sanction of its own.
mcr-2006-serious-violation-cancelled = Serious violation or unlawful gain: placing or eligibility cancelled, reported to the event committee.

mcr-2006-wrong-tile-count-summary = More or fewer tiles than the rules allow (13, not counting kong extras and flowers): dead hand for this hand — the player plays on but cannot win.
mcr-2006-wrong-tile-count-dead-hand = Wrong number of tiles: dead hand for this hand.

mcr-2006-early-draw-summary = Drawing before the previous player's discard has reached the pool: punished like an empty call, counted within this hand — a warning, then 5, 10, 20 points and so on.
mcr-2006-early-draw-interpretation = The book gives early draws the penalty of the entry before ("处罚同上"), the ladder for empty calls. We count early draws, empty calls and slow pungs together, one count per player that starts afresh each hand; see the empty call entry.
mcr-2006-early-draw-drew-early = Early draw: judged by how many such offences the player has had in this hand.

mcr-2006-wrong-draw-summary = Drawing the wrong tile: if it has not yet gone into the standing hand, it goes back where it was, with no penalty; if it has, dead hand for this hand.
mcr-2006-wrong-draw-put-back = Not yet in the standing hand: the tile goes back where it was.
mcr-2006-wrong-draw-in-hand = Already in the standing hand: dead hand for this hand.

mcr-2006-exposed-tile-in-play-summary = Showing tiles of one's own standing hand on the table during play: each shown tile becomes a penalty tile, to be discarded when it is the player's turn.
mcr-2006-exposed-tile-in-play-penalty-tile = Own tile shown during play: it becomes a penalty tile (罚张), stays face up and must be discarded at the player's next turn. No points, no dead hand.

mcr-2006-exposed-tiles-summary = Laying one's own standing hand down when another player calls a win: if the win stands, a warning; if it fails, the player discards the shown tiles one by one on their turns, has a dead hand for this hand, and pays as usual if someone else wins. A failed winner's own tiles are not treated as exposed tiles.
mcr-2006-exposed-tiles-interpretation = For a failed win the book says only that the shown tiles are discarded one after another. That is how 3.11.6 7（1） treats a penalty tile (罚张), so the app records them as penalty tiles beside the dead hand: they stay face up and go out on the player's turns.
mcr-2006-exposed-tiles-win-stood = The win stood: a warning.
mcr-2006-exposed-tiles-win-failed = The win failed: dead hand for this hand, and the shown tiles are penalty tiles, discarded one by one on the player's turns.

mcr-2006-wrecked-wall-summary = Knocking over hands or the wall so that the hand cannot go on, as the referee confirms: the offender pays { $wrecked-pay } points to each other player.
mcr-2006-wrecked-wall-interpretation = The book fixes only the payment. It does not say how the interrupted hand is settled; we record the payment and leave the rest of the hand to the referee and the event's regulations.
mcr-2006-wrecked-wall-wrecked = The hand could not go on: pays { $pay } to each of the other three.

mcr-2006-exposed-others-tiles-summary = Exposing another player's standing tiles during play: the offender pays that player { $exposed-pay_from } to { $exposed-pay_to } points by gravity, and the referee decides whether the hand goes on.
mcr-2006-exposed-others-tiles-interpretation = The book says "{ $exposed-pay_from }–{ $exposed-pay_to }". We read it as the steps of the penalty scale of 3.11.2 ({ $exposed-pay_from }, 10, 20, 30, 40, 50, { $exposed-pay_to }), suggest { $exposed-pay }, and pay it to the player whose tiles were exposed.
mcr-2006-exposed-others-tiles-exposed = Pays the player whose tiles were exposed ({ $pay_from } to { $pay_to }); the referee decides whether this hand goes on.

mcr-2006-active-flower-pig-summary = Not part of MCR: there is no void suit, and a hand may hold any suits.
mcr-2006-active-flower-pig-not-applicable = MCR has no void suit, so there is no flower pig and nothing to punish.

mcr-2006-mistaken-claim-summary = A wrong chow, pung or kong, or a wrong flower replacement (错吃, 错碰, 错杠, 错补花): dead hand for this hand.
mcr-2006-mistaken-claim-interpretation = The book tells "wrong" from "empty" only by name. We read a wrong claim as one carried out wrongly — the meld laid out does not fit the call or the rules (a chow from a player not on the left, the wrong tiles shown, a flower replaced wrongly) — and an empty claim as a call that is not carried out at all. The first is a dead hand; the second climbs the ladder of 3.11.6 3.
mcr-2006-mistaken-claim-dead-hand = Wrong claim: dead hand for this hand.

mcr-2006-empty-claim-summary = Calling chow, pung or kong and not carrying it out: within one hand, a warning the first time, then 5, 10 and 20 points off, and so on, never more than 60 at a time.
mcr-2006-empty-claim-interpretation = "And so on" after 5, 10, 20 is read as doubling: 40 next. A violation's deduction is one of the seven amounts of 3.11.2, at most 60, so the sixth offence in a hand and every later one cost 60. Early draws (3.11.6 4) and slow pungs (3.11.6 5) carry the same penalty; we count them together with empty calls, one count per player that starts afresh each hand. A player who gets that far is also disturbing the game (3.11.6 10).
mcr-2006-empty-claim-called = Empty call: judged by how many such offences the player has had in this hand.

mcr-2006-slow-pung-summary = Calling pung more than three seconds after the discard: punished like an empty call, counted within this hand.
mcr-2006-slow-pung-interpretation = The book gives the slow pung the same penalty as the entries before it, the ladder for empty calls, counted together with empty calls and early draws in the same hand. 3.6.7 asks for kong calls within three seconds too, but the penalty names only the pung, so we apply it only to the pung.
mcr-2006-slow-pung-too-slow = Slow pung: judged by how many such offences the player has had in this hand.

mcr-2006-claimed-tile-left-summary = The discard claimed for a chow, pung or exposed kong must be taken in at once. Left for two turns — by the player's second draw — it can no longer be taken, and the player has a dead hand for this hand.
mcr-2006-claimed-tile-left-interpretation = We read the two turns as: the claimed tile is still in the pool when the player is about to draw for the second time after the claim. Until then it may still be taken in without penalty.
mcr-2006-claimed-tile-left-dead-hand = Claimed tile left too long: dead hand for this hand.

mcr-2006-claim-after-draw-summary = Reaching into the pool to draw gives up any chow, pung, kong or win on the last discard.
mcr-2006-claim-after-draw-not-applicable = No penalty: the claim is simply refused, because reaching to draw gave it up.

mcr-2006-wrong-win-summary = Declaring a win worth less than the 8-point minimum, or on a discard wrongly taken for one's winning tile (错和): dead hand for this hand and { $declared-pay } points to each other player. The tiles shown are not treated as exposed tiles.
mcr-2006-wrong-win-declared = Wrong win: dead hand for this hand, pays { $pay } to each of the other three.
mcr-2006-wrong-win-win-stands = Checked with the declared hand, the tile and the circumstances, it is a win of { $declared_points } points that reaches the minimum: no wrong win, no penalty.
mcr-2006-wrong-win-ready = The declared hand was ready (a win under the minimum, or a tile that does not complete it): a wrong win, dead hand for this hand and { $pay } to each of the other three.
mcr-2006-wrong-win-not-ready = The declared hand was not even ready: a false win (诈和, 3.11.6 6 (2)), dead hand for this hand and { $pay } to each of the other three.

mcr-2006-false-win-summary = Declaring a win on a discard while still one or more tiles short of a ready hand (诈和): dead hand for this hand and { $declared-pay } points to each other player. The tiles shown are not treated as exposed tiles.
mcr-2006-false-win-interpretation = The book describes the false win on another player's discard. A self-drawn declaration by a player whose hand was not ready also fails the winning rules; we rule it the same way, { $not-ready-pay } to each. A ready hand declared under 8 points, or on a tile that does not complete it, is a wrong win instead ({ $ready-pay } to each); the hand analysis can tell whether the hand was ready.
mcr-2006-false-win-declared = False win: dead hand for this hand, pays { $pay } to each of the other three.
mcr-2006-false-win-win-stands = Checked with the declared hand, the tile and the circumstances, it is a win of { $declared_points } points that reaches the minimum: no false win, no penalty.
mcr-2006-false-win-not-ready = The declared hand was not even ready: a false win, dead hand for this hand and { $pay } to each of the other three.
mcr-2006-false-win-ready = The declared hand was ready (a win under the minimum, or a tile that does not complete it): a wrong win (错和, 3.11.6 6 (1)), dead hand for this hand and { $pay } to each of the other three.

mcr-2006-winning-tile-not-taken-summary = The discard won on must be taken into the hand before the hand is scored; otherwise the win counts as a wrong win: dead hand for this hand and { $as-wrong-win-pay } points to each other player.
mcr-2006-winning-tile-not-taken-as-wrong-win = Winning tile not taken in before scoring: treated as a wrong win, dead hand and { $pay } to each of the other three.

mcr-2006-irregular-win-call-summary = Calling chow, pung or kong and then changing it to a win, or calling a win without the standard word, once the standing hand has been laid open: dead hand for this hand. With the hand still closed, see the next entry.
mcr-2006-irregular-win-call-hand-open = The hand was laid open: dead hand for this hand.

mcr-2006-irregular-win-call-held-summary = The same irregular win call with the standing hand still closed: no win on this go-round; the player may win again once they have drawn.
mcr-2006-irregular-win-call-held-no-win-this-round = Irregular win call with the hand still closed: no win on this go-round; the player may win again after their next draw. No points, no dead hand.

mcr-2006-revealed-before-win-call-summary = Laying the standing hand open before calling the win: dead hand for this hand.
mcr-2006-revealed-before-win-call-dead-hand = Hand shown before the win call: dead hand for this hand.

mcr-2006-winning-tile-mixed-summary = After a win the fan points are counted out with discards from the pool (one face up for each point, one face down for ten). Mixing the winning tile in among those tiles, as the referee confirms: dead hand for this hand.
mcr-2006-winning-tile-mixed-interpretation = This happens after the win has been declared, so we read the dead hand as the loss of that win: nobody pays for it. How the hand then ends is for the referee.
mcr-2006-winning-tile-mixed-dead-hand = Winning tile mixed into the count: dead hand, the win does not stand.

mcr-2006-passed-win-summary = Not an offence in MCR: a player who let a winning tile pass may still win later.
mcr-2006-passed-win-not-applicable = MCR has no passed-win (顺和) rule: passing up a winning tile puts no limit on a later win, so there is nothing to punish.

mcr-2006-late-protest-summary = Problems must be raised with the referee when they happen; raising them afterwards has no effect.
mcr-2006-late-protest-not-applicable = Not a penalty: a claim made after the fact is not heard (不追诉原则).

mcr-2006-appeal-summary = A player or their team leader may appeal any ruling made at their table. The appeal must be in writing, signed by the player and the person in charge, within 30 minutes after the session ends, with a fee of US$200 — refunded in full if the appeal succeeds, kept if it fails. It may go straight to the arbitration committee.
mcr-2006-appeal-not-applicable = Appeals carry no penalty; this entry holds the deadline, form and fee.

mcr-2006-appeal-review-summary = Appeals about the rules or the competition regulations are heard and decided by the (chief) head referee; a player who disagrees appeals further to the arbitration committee. Other appeals go to the body the event committee names. The arbitration committee may review with all the head referee's powers, but may not overturn penalties the head referee gave under the rules and regulations or to keep order.
mcr-2006-appeal-review-not-applicable = Not a penalty: who decides appeals, and what the arbitration committee may not undo.

# How a ruling is appealed ([appeals] in ruleset.toml).
mcr-2006-appeals-summary = An appeal is made in writing within { $deadline_minutes } minutes after the session (局) ends, signed by the player and the person responsible, with a fee of { $fee } US dollars refunded if it wins (3.12). The head referee hears questions of the rules first; the arbitration committee hears an appeal against that, and may not overrule the head referee's rulings made under the rules or to keep discipline (3.13).
mcr-2006-appeals-interpretation = The 局 is the session (3.4.4), so the { $deadline_minutes } minutes run from the end of the table's session as recorded on its result sheet; an appeal filed before the session ends is in time. The book does not say what happens to the fee when an appeal partly succeeds: it is refunded only when the ruling changes in the appellant's favour. An event's regulations may set another deadline or fee.
