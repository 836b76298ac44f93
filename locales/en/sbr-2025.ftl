# SBR 2025: tiers, entry summaries (in our own words) and the reasons for each outcome.

tier-sbr-2025-1 = Tier 1
tier-sbr-2025-2 = Tier 2
tier-sbr-2025-3 = Tier 3
tier-sbr-2025-4 = Tier 4
tier-sbr-2025-dead-hand = Special: dead hand

sbr-2025-standings-interpretation = The book does not say how the other three are placed when one player loses the session by sanction: here they keep the places their scores give them among all four, and the forfeited player gets 0 rank points. An event may rule otherwise.

sbr-2025-late-arrival-summary = Not seated at the start is late (tier 3): up to 10 minutes costs 0.5 rank points, over 10 and up to 15 costs 1, over 15 is a forfeit of the session with rank points and score 0. If fewer than three players remain, the table does not play and the others get 3 rank points and score 0. Event regulations may set other bands.
sbr-2025-late-arrival-up-to-10 = { $minutes_late } minutes late, not over 10: 0.5 rank points off.
sbr-2025-late-arrival-up-to-15 = { $minutes_late } minutes late, over 10 and not over 15: 1 rank point off.
sbr-2025-late-arrival-over-15 = { $minutes_late } minutes late, over 15: the session is forfeited, rank points and score 0.

sbr-2025-wrong-tile-count-summary = Too many or too few tiles (big or small 相公). By accident: dead hand for this hand. On purpose, or drawing wrongly to hide an earlier miscount: unsporting conduct, tier 1.
sbr-2025-wrong-tile-count-accidental = Wrong tile count by accident: dead hand for this hand.
sbr-2025-wrong-tile-count-deliberate = Wrong tile count on purpose or to hide it: unsporting conduct, tier 1, decided by the head referee.

sbr-2025-false-win-summary = A declared win that is not a winning hand when checked (three suits included) is a false win: tier 2, 24 off the session score, and the hand's kong points are returned; other effects of the hand stand. A three-suit declaration is only a false win, not also an active flower pig.
sbr-2025-false-win-declared = The declared win does not stand: 24 off the score, kong points returned.

sbr-2025-passed-win-summary = Letting one's winning tile go and then winning on it again, without drawing in between (or after a pung that kept the hand winning), for no more fan than the tile passed: tier 2, 24 off the session score, kong points returned.
sbr-2025-passed-win-declared = This is a passed win: 24 off the score, kong points returned.

sbr-2025-active-flower-pig-summary = Calling a pung or kong in the void suit, or discarding another suit while still holding the void suit: tier 2, 24 off the session score, and a dead hand for this hand.
sbr-2025-active-flower-pig-committed = Active flower pig: 24 off the score and a dead hand.

sbr-2025-early-draw-summary = Touching the wall before the previous player's discard is down and their hand has left the pool: tier 4, starting at a warning and rising within the session.
sbr-2025-early-draw-touched-wall = Early draw: judged by the number of warning-level offences this session.

sbr-2025-empty-claim-summary = Calling pung or kong and not making it: tier 4, starting at a warning. If the call misled another player and changed the play, it is interference: tier 3.
sbr-2025-empty-claim-interpretation = Tier 3 allows a score or a rank-point deduction; for interference during play this app suggests 1–8 off the score (never lower than an earlier one in the session), and the referee may choose otherwise.
sbr-2025-empty-claim-plain = Empty call that misled nobody: judged by the number of warning-level offences this session.
sbr-2025-empty-claim-misled = Empty call that misled another player: tier 3, 1–8 off the score.
