# SBR 2025: tiers, entry summaries (in our own words) and the reasons for each outcome.

tier-sbr-2025-1 = Tier 1
tier-sbr-2025-2 = Tier 2
tier-sbr-2025-3 = Tier 3
tier-sbr-2025-4 = Tier 4
tier-sbr-2025-dead-hand = Special: dead hand

sbr-2025-standings-interpretation = The book does not say how the other three are placed when one player loses the session by sanction: here they keep the places their scores give them among all four, and the forfeited player gets { $forfeit_rank_points } rank points. An event may rule otherwise.

## 第十二条 一 Late arrival

sbr-2025-late-arrival-summary = Not seated at the start is late (tier { $first-band-tier }): up to { $first-band-minutes_late_le } minutes costs { $first-band-rank_points } rank points, over { $second-band-minutes_late_gt } and up to { $second-band-minutes_late_le } costs { $second-band-rank_points }, over { $last-band-minutes_late_gt } is a forfeit of the session with rank points and score 0. If fewer than three players remain, the table does not play and the others get three rank points and score 0. Event regulations may set other bands.
sbr-2025-late-arrival-first-band = { $minutes_late } minutes late, not over { $minutes_late_le }: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-late-arrival-second-band = { $minutes_late } minutes late, over { $minutes_late_gt } and not over { $minutes_late_le }: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-late-arrival-last-band = { $minutes_late } minutes late, over { $minutes_late_gt }: the session is forfeited, rank points and score 0.

## 第十二条 二 Cheating and information passing

sbr-2025-cheating-summary = Serious cheating — swapping, stealing, hiding or smuggling tiles, or deliberately feeding points, throwing a hand or colluding: tier { $committed-tier }, decided by the head referee, and reported to the MIL competition committee.
sbr-2025-cheating-interpretation = 第十一条 三（三） names cheating as a case for suspension, so this app suggests suspension for this round plus the report; the head referee may extend it to the rest of the event, and any ban is for the MIL committee to decide (第十一条 三（四）).
sbr-2025-cheating-committed = Serious cheating: tier { $tier }; suggested suspension for this round and a report to the MIL committee.

sbr-2025-information-passing-summary = Getting or giving information about the game to someone at the table during play — by words, hints, looks, gestures or peeking at a hand (also by a player who has already won): tier { $passing-tier }; in a serious case, tier { $serious-tier }.
sbr-2025-information-passing-interpretation = This is deliberate conduct during play, so this app takes { $passing-score_from }–{ $passing-score_to } off the score (第十一条 三（六）, never lower than an earlier one in the session) and, in a serious case, { $serious-score } off the score (三（五）; a second { $serious-score } in the session loses it). The referee may choose { $passing-tier_rank_points_from }–{ $passing-tier_rank_points_to } or { $serious-tier_rank_points } rank points instead.
sbr-2025-information-passing-passing = Getting or passing information: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-information-passing-serious = Information passing, serious case: tier { $tier }, { $score } off the score.

## 第十二条 三 Unsporting conduct

sbr-2025-tactical-foul-summary = Using the penalty rules for a tactical end — committing fouls to shift score gaps, farming points, disrupting play so that a hand is voided or replayed: malicious unsporting conduct, tier { $serious-tier } or tier { $committed-tier } by the circumstances.
sbr-2025-tactical-foul-interpretation = A tactical foul is deliberate by its nature, so only tiers { $serious-tier } and { $committed-tier } apply: a serious case (one that stops, voids or forces a replay of play) is tier { $serious-tier } for the head referee; otherwise tier { $committed-tier }, { $committed-score } off the score.
sbr-2025-tactical-foul-serious = Tactical foul, serious case: tier { $tier }, decided by the head referee.
sbr-2025-tactical-foul-committed = Tactical foul: tier { $tier }, { $score } off the score.

sbr-2025-interference-summary = Disturbing other players by means outside the game — pestering them with talk, constant noise, improper dress or gestures, slamming tiles: malicious and aimed at players, tier { $malicious-serious-tier } or { $malicious-tier }; unintended and minor, tier { $unintended-serious-tier } or { $unintended-minor-tier }.
sbr-2025-interference-interpretation = The book gives two bands only: malicious (tier { $malicious-serious-tier } or { $malicious-tier }) and unintended and minor (tier { $unintended-serious-tier } or { $unintended-minor-tier }). This app chooses inside each band by seriousness: malicious and serious is tier { $malicious-serious-tier }, malicious is tier { $malicious-tier } ({ $malicious-score } off the score); unintended but notable is tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score), unintended and minor is tier { $unintended-minor-tier } (starting at a warning).
sbr-2025-interference-malicious-serious = Malicious interference, serious case: tier { $tier }, decided by the head referee.
sbr-2025-interference-malicious = Malicious interference with other players: tier { $tier }, { $score } off the score.
sbr-2025-interference-unintended-serious = Unintended interference, but notable: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-interference-unintended-minor = Unintended and minor interference: judged by the number of warning-level offences this session.

sbr-2025-disruptive-strategy-summary = Playing a strategy that gains the player nothing in the hand and only disturbs the others' scores, without a clear competitive aim such as more ranking or rank points (for instance one that is itself a foul, goes beyond a stage of the match, or rests on a personal guess): malicious, tier { $malicious-serious-tier } or { $malicious-tier }; unintended and minor, tier { $unintended-serious-tier } or { $unintended-minor-tier }.
sbr-2025-disruptive-strategy-interpretation = As for interference, this app chooses inside each band by seriousness: malicious and serious is tier { $malicious-serious-tier }, malicious is tier { $malicious-tier } ({ $malicious-score } off the score); unintended but notable is tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score), unintended and minor is tier { $unintended-minor-tier }. A disruptive strategy with a clear competitive aim that can win more ranking or rank points is legitimate and not an offence.
sbr-2025-disruptive-strategy-malicious-serious = Malicious unreasonable disruptive strategy, serious case: tier { $tier }, decided by the head referee.
sbr-2025-disruptive-strategy-malicious = Malicious unreasonable disruptive strategy: tier { $tier }, { $score } off the score.
sbr-2025-disruptive-strategy-unintended-serious = Unintended unreasonable disruptive strategy, but notable: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-disruptive-strategy-unintended-minor = Unintended and minor disruptive strategy: judged by the number of warning-level offences this session.

## 第十二条 四 Deal errors

sbr-2025-deal-error-summary = Tiles missed, taken wrongly or taken early while dealing. By accident, with everyone keeping their tiles face down: restore quickly, or redeal if that is impossible; no penalty. On purpose: unsporting, tier { $deliberate-tier }, and the hand is redealt. By accident, by a player who did not keep their tiles face down: that player plays a dead hand; the others restore their tiles as the referee directs and play on.
sbr-2025-deal-error-interpretation = Case （三） is judged player by player: one who erred and did not keep the tiles face down plays a dead hand, the others restore. A deliberate wrong take is deliberate conduct in play, so this app takes { $deliberate-score_from }–{ $deliberate-score_to } off the score (第十一条 三（六）); the referee may choose rank points instead.
sbr-2025-deal-error-deliberate = Tiles taken wrongly on purpose: tier { $tier }, { $score_from }–{ $score_to } off the score, and the hand is redealt.
sbr-2025-deal-error-not-face-down = Deal error without keeping the tiles face down: dead hand for this hand; the others restore and play on.
sbr-2025-deal-error-restored = Accidental deal error, tiles kept face down: restore and play on, no penalty.
sbr-2025-deal-error-redeal = Accidental deal error, tiles kept face down but beyond restoring: redeal, no penalty.

sbr-2025-acted-before-dealer-summary = A player other than the dealer discards, draws, calls pung, kong or win before the dealer's first proper discard: everyone who acted early plays a dead hand. If only one player discarded a single tile early and took it back at once themselves, the referee may give tier { $took-back-tier } instead, without the dead hand.
sbr-2025-acted-before-dealer-took-back = One tile discarded early and taken back at once: judged by the number of warning-level offences this session; no dead hand.
sbr-2025-acted-before-dealer-acted = Acted before the dealer's first discard: dead hand for this hand.

## 第十二条 五 Void suit revealed

sbr-2025-exposed-void-summary = Revealing one's void suit for the hand too early while voids are being chosen: by accident, tier { $accidental-tier }; shown on purpose, or revealed to one player alone, tier { $shown-tier }.
sbr-2025-exposed-void-interpretation = Tiers { $accidental-tier } and { $shown-tier } each allow a score or a rank-point deduction. A revealed void affects the play of the session, so this app takes it from the score: { $accidental-score_from }–{ $accidental-score_to } by accident, { $shown-score } on purpose. The referee may choose rank points instead.
sbr-2025-exposed-void-accidental = Void suit revealed by accident: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-exposed-void-shown = Void suit revealed on purpose: tier { $tier }, { $score } off the score.

## 第十二条 六 Exposed tiles and a destroyed wall

sbr-2025-exposed-tiles-summary = Accidentally exposing up to 13 of one's own tiles during play and quickly covering them again: tier { $accidental-tier }. Showing some or all of one's hand to others on purpose (won or not): tier { $shown-tier }; if it seriously disturbs the hand or the result: tier { $shown-serious-tier }.
sbr-2025-exposed-tiles-interpretation = An accidental exposure not quickly covered again is not listed separately; this app keeps it at tier { $accidental-tier } and the referee may go heavier. Showing tiles on purpose is deliberate conduct in play, so this app takes { $shown-score_from }–{ $shown-score_to } or { $shown-serious-score } off the score (第十一条 三（六）、（五）).
sbr-2025-exposed-tiles-accidental = Tiles exposed by accident: judged by the number of warning-level offences this session.
sbr-2025-exposed-tiles-shown = Tiles shown on purpose: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-exposed-tiles-shown-serious = Tiles shown on purpose, seriously disturbing the game: tier { $tier }, { $score } off the score.

sbr-2025-exposed-others-tiles-summary = Knocking over or laying open another player's hand on the table during play: tier { $play-on-tier }; the referee also decides from what was exposed whether the hand is settled early, voided or replayed.
sbr-2025-exposed-others-tiles-interpretation = The book does not say whether score or rank points. It happens during play, so this app takes { $play-on-score_from }–{ $play-on-score_to } off the score. The referee also records what happens to the hand: a cancelled hand counts level at the table (0 for everyone, the deduction still stands), a replayed hand is dealt again, a hand settled early is scored as it stands.
sbr-2025-exposed-others-tiles-play-on = Another player's tiles exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand goes on.
sbr-2025-exposed-others-tiles-settled-early = Another player's tiles exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand ends now and is settled as it stands.
sbr-2025-exposed-others-tiles-voided = Another player's tiles exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand is cancelled and counts level.
sbr-2025-exposed-others-tiles-replayed = Another player's tiles exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand is replayed.

sbr-2025-wrecked-wall-summary = Breaking up the wall during play so that the hand cannot go on: tier { $settled-early-tier }; the referee also decides whether the hand is settled early, voided or replayed.
sbr-2025-wrecked-wall-interpretation = The book does not say whether { $settled-early-score } off the score or { $settled-early-tier_rank_points } rank points. It happens during play, so this app takes { $voided-score } off the score (a second { $replayed-score } in the session loses it); the referee may choose { $replayed-tier_rank_points } rank points instead. The referee also records what happens to the hand: a cancelled hand counts level at the table (0 for everyone, the deduction still stands), a replayed hand is dealt again, a hand settled early is scored as it stands.
sbr-2025-wrecked-wall-settled-early = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is settled as it stands.
sbr-2025-wrecked-wall-voided = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is cancelled and counts level.
sbr-2025-wrecked-wall-replayed = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is replayed.

## 第十二条 七 Wrong tile count

sbr-2025-wrong-tile-count-summary = Too many or too few tiles (big or small 相公). By accident: once the referee announces it or another player points it out, dead hand for this hand. On purpose, or drawing wrongly to hide an earlier miscount: unsporting conduct, tier { $deliberate-tier }.
sbr-2025-wrong-tile-count-accidental = Wrong tile count by accident: dead hand for this hand.
sbr-2025-wrong-tile-count-deliberate = Wrong tile count on purpose or to hide it: unsporting conduct, tier { $tier }, decided by the head referee.

## 第十二条 八 Play violations

sbr-2025-early-draw-summary = Touching the wall before the previous player's discard is down and their hand has fully left the pool: tier { $touched-wall-tier }, starting at a warning and rising within the session. The others may still call pung, kong or win on that discard; if they do, the early-drawn tile goes back to its place in the wall.
sbr-2025-early-draw-touched-wall = Early draw: judged by the number of warning-level offences this session.

sbr-2025-discard-before-draw-summary = Discarding before drawing: tier { $caught-tier }. If the others have meanwhile moved on in reasonable time (a call or a draw) and the player has still not drawn, they may no longer draw and are treated as having a wrong tile count: dead hand.
sbr-2025-discard-before-draw-interpretation = The book does not say whether "punished as 相公" replaces the tier-{ $caught-tier } penalty or comes on top. This app applies both: the warning ladder for the discard, and the dead hand once the draw is lost.
sbr-2025-discard-before-draw-caught = Discarded before drawing, draw made up in time: judged by the number of warning-level offences this session.
sbr-2025-discard-before-draw-moved-on = Discarded before drawing and the draw is lost: warning ladder, and a dead hand as for a wrong tile count.

sbr-2025-wrong-draw-summary = When the drawing position is in doubt, the others should point it out. Touching the wrong place without seeing or feeling the tile's face and putting it right: no penalty. Having seen or felt the face: tier { $seen-tier }. Having seen it, noticed and reported to the referee at once, and the referee finds it cannot be restored (mixed into the hand, or already discarded): tier { $unrestorable-tier } and a dead hand.
sbr-2025-wrong-draw-unseen = Face neither seen nor felt, tile put back in the right place: no penalty.
sbr-2025-wrong-draw-seen = Wrong tile drawn, face seen or felt, restored: judged by the number of warning-level offences this session.
sbr-2025-wrong-draw-unrestorable = Wrong tile drawn and beyond restoring: warning ladder and a dead hand.

sbr-2025-wrong-draw-unreported-summary = A wrong tile drawn and its face seen, but nobody noticed it or reported it to the referee at the time: play goes on.
sbr-2025-wrong-draw-unreported-not-applicable = The book expressly sets no penalty in this case (第十二条 八（三）4), even when it comes to light later.

sbr-2025-mistaken-claim-summary = A pung or kong whose tiles do not make the call (wrong tiles, or a call in one's void suit). Stopped before one's own discard or draw, with no effect on play: restore, tier { $after-turn-tier }. Stopped only after: tier { $corrected-tier } and a dead hand. Beyond restoring and it made an active flower pig: that penalty as well. It clearly changed the play with a result that cannot be undone: interference by unsporting conduct, tier { $disrupted-tier }.
sbr-2025-mistaken-claim-interpretation = For a result that cannot be undone this app takes { $disrupted-score } off the score (conduct in play) and adds the dead hand, since the claim could not be reversed; if it also made an active flower pig, record "active flower pig" separately (a second { $flower-pig-score } in the session loses it). Where it made an active flower pig, the ladder step, the dead hand and the { $flower-pig-score } are in one ruling.
sbr-2025-mistaken-claim-disrupted = Mistaken claim with an effect that cannot be undone: tier { $tier }, { $score } off the score, dead hand.
sbr-2025-mistaken-claim-flower-pig = Mistaken claim beyond restoring that made an active flower pig: warning ladder, dead hand, and { $score } off the score for the flower pig.
sbr-2025-mistaken-claim-after-turn = Mistaken claim stopped only after discarding or drawing: warning ladder and a dead hand.
sbr-2025-mistaken-claim-corrected = Mistaken claim stopped in time: restore; judged by the number of warning-level offences this session.

## 第十二条 九 Calling violations

sbr-2025-discard-before-taking-summary = After calling pung or kong, discarding before taking the claimed tile: tier { $committed-tier }.
sbr-2025-discard-before-taking-committed = Discarded before taking the claimed tile: judged by the number of warning-level offences this session.

sbr-2025-kong-discard-before-draw-summary = After calling kong, discarding before making the replacement draw: tier { $committed-tier }.
sbr-2025-kong-discard-before-draw-committed = Discarded before the kong's replacement draw: judged by the number of warning-level offences this session.

sbr-2025-claimed-tile-left-summary = Calling pung or kong and laying out one's own tiles but leaving the claimed tile in the pool, found only after at least one other player has drawn and discarded: take it now and lay the meld out as called; tier { $found-later-tier }.
sbr-2025-claimed-tile-left-found-later = Claimed tile left behind: take it and lay the meld out; judged by the number of warning-level offences this session.

sbr-2025-winning-tile-not-taken-summary = Calling a win but leaving the winning tile, playing or scoring on, found only after another player has drawn and discarded or the hand has been scored: take it now and place it properly. If the referee can still tell which tile it was: tier { $identifiable-tier }. If not: treated as a false win, tier { $lost-tier } ({ $lost-score } off the score, kong points returned).
sbr-2025-winning-tile-not-taken-interpretation = While the tile can still be identified this is a slip in play, so this app takes { $identifiable-score_from }–{ $identifiable-score_to } off the score; the referee may choose { $identifiable-tier_rank_points_from }–{ $identifiable-tier_rank_points_to } rank points instead.
sbr-2025-winning-tile-not-taken-identifiable = Winning tile left behind but still identifiable: take it and place it; tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-winning-tile-not-taken-lost = Winning tile left behind and no longer identifiable: a false win, { $score } off the score, kong points returned.

sbr-2025-empty-claim-summary = Calling pung or kong and not making it: tier { $plain-tier }, starting at a warning. If the call misled another player and changed the play, it is interference: tier { $misled-tier }. A pung or kong called by a slip of the tongue and withdrawn is treated the same (第八条 二（三）).
sbr-2025-empty-claim-interpretation = Tier { $misled-tier } allows a score or a rank-point deduction; for interference during play this app suggests { $misled-score_from }–{ $misled-score_to } off the score (never lower than an earlier one in the session), and the referee may choose otherwise.
sbr-2025-empty-claim-plain = Empty call that misled nobody: judged by the number of warning-level offences this session.
sbr-2025-empty-claim-misled = Empty call that misled another player: tier { $tier }, { $score_from }–{ $score_to } off the score.

sbr-2025-empty-win-call-summary = Calling a win and then withdrawing it: tier { $plain-tier }. If it misled another player and changed the play, it is interference and punished more heavily. A win called by a slip of the tongue and withdrawn is treated the same (第八条 二（三）).
sbr-2025-empty-win-call-interpretation = A plain empty win call is a slip in play, so this app takes { $plain-score_from }–{ $plain-score_to } off the score. "More heavily" has no stated size; as an empty pung or kong that misleads goes up one tier, this app suggests tier { $misled-tier }, { $misled-score } off the score, and the referee may stay at the top of tier { $plain-tier } instead.
sbr-2025-empty-win-call-plain = Empty win call that misled nobody: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-empty-win-call-misled = Empty win call that misled another player: heavier, tier { $tier }, { $score } off the score.

sbr-2025-changed-call-summary = Changing or cancelling a call merely because of a slip of the tongue, with nothing changed at the table: tier { $not-slip-tier }; as a rule a pung or kong called first counts as an empty pung or kong, a win called first as an empty win call. If the referee finds it was no slip, the change is void, the first call must be carried out, and tier { $pung-kong-tier } applies.
sbr-2025-changed-call-interpretation = "Tier { $not-slip-tier }" and "a win called first counts as an empty win call" (tier { $win-tier }) do not agree. Following 第八条 二（三）, this app treats a withdrawn win as an empty win call ({ $win-score_from }–{ $win-score_to } off the score) and a withdrawn pung or kong as an empty call on the warning ladder. If it misled others, use the misleading case of the empty-call or empty-win-call entry instead.
sbr-2025-changed-call-not-slip = Not a slip: the change is void, the first call is carried out; judged by the number of warning-level offences this session.
sbr-2025-changed-call-pung-kong = A pung or kong changed by a slip: an empty call, judged by the number of warning-level offences this session.
sbr-2025-changed-call-win = A win withdrawn by a slip: an empty win call, tier { $tier }, { $score_from }–{ $score_to } off the score.

sbr-2025-silent-claim-summary = Making a pung, kong or win without calling it aloud: the referee first judges whether the action was proper. A proper action stands, tier { $reasonable-tier }; still not calling after repeated reminders, tier { $unreasonable-tier }. An improper action is void, tier { $persistent-tier }.
sbr-2025-silent-claim-interpretation = Both tier-{ $unreasonable-tier } cases are calling faults during play, so this app takes { $unreasonable-score_from }–{ $unreasonable-score_to } off the score. "Repeated reminders" means the player has already been reminded (or warned) about calling in this session; the warning ladder itself also reaches a deduction at the third offence.
sbr-2025-silent-claim-unreasonable = Silent and improper action: the action is void; tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-silent-claim-persistent = Still not calling after repeated reminders: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-silent-claim-reasonable = Silent but proper action: the action stands; judged by the number of warning-level offences this session.

## 第十二条 十 Active flower pig

sbr-2025-active-flower-pig-summary = Calling a pung or kong in the void suit, or discarding another suit while the hand or melds still hold the void suit: tier { $committed-tier }, { $committed-score } off the session score, and a dead hand for this hand. A discard that has entered the pool and touched the table cannot be taken back; a player who finds they have made an active flower pig must report it. A player already on a dead hand who does this still loses the { $committed-score }.
sbr-2025-active-flower-pig-committed = Active flower pig: { $score } off the score and a dead hand.

## 第十二条 十一 False and passed wins

sbr-2025-false-win-summary = A declared win that is not a winning hand when checked (three suits included) is a false win: tier { $three-suits-tier }, { $three-suits-score } off the session score, and the hand's kong points are returned; other effects of the hand stand. A three-suit declaration is only a false win, not also an active flower pig.
sbr-2025-false-win-declared = The declared win does not stand: { $score } off the score, kong points returned.

sbr-2025-passed-win-summary = Letting one's winning tile go and then winning on it again, without drawing in between (or after a pung that kept the hand winning), for no more fan than the tile passed: tier { $declared-tier }, { $declared-score } off the session score, kong points returned.
sbr-2025-passed-win-declared = This is a passed win: { $score } off the score, kong points returned.

sbr-2025-three-suit-win-summary = Declaring a win while the hand and melds hold all three suits: judged as a false win only — tier { $declared-tier }, { $declared-score } off the score, kong points returned — with no active-flower-pig penalty on top.
sbr-2025-three-suit-win-declared = Win declared with three suits: a false win, { $score } off the score, kong points returned; no flower-pig penalty added.

## 第十二条 十二 Procedural offences

sbr-2025-wrong-seat-summary = Not sitting in the seat the draw assigned: procedural, tier { $seated-wrongly-tier }, { $seated-wrongly-rank_points_from }–{ $seated-wrongly-rank_points_to } rank points off.
sbr-2025-wrong-seat-seated-wrongly = Not in the assigned seat: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-cards-and-calls-summary = Misusing the void card, not calling properly, not putting down the win card after winning, or not setting the ready card properly at the check after a drawn hand: procedural, tier { $committed-tier }, starting at a warning.
sbr-2025-cards-and-calls-committed = Cards or calls not used properly: judged by the number of warning-level offences this session.

sbr-2025-ready-card-misuse-summary = The ready card must truly show whether the hand is ready (a three-suit waiting hand always counts as not ready), and a wrong setting must be corrected promptly. Setting it to ready on purpose when the hand is not: an offence; the card is corrected and the referee adds a further penalty at discretion. The card set wrongly at the check after a drawn hand: tier { $misplaced-tier }.
sbr-2025-ready-card-misuse-interpretation = 第十条 三（六） only says the referee adds a further penalty at discretion for a deliberately false ready card, without a tier. This app gives the tier { $misplaced-tier } of 第十二条 十二（二） for the card (the warning ladder) and, on top, the further penalty the referee picks: { $false-ready-score_from }–{ $false-ready-score_to } off the score, as for a deliberate offence in play (第十一条 三（六）, suggested), or { $false-ready-score_2 } where it very seriously affected the hand (三（五）). A ready hand whose player honestly thinks it is not ready and sets the card to not ready, with nobody objecting, counts as not ready and is no offence.
sbr-2025-ready-card-misuse-false-ready = Ready card set to ready on purpose for a hand that is not: correct the card; judged by the number of warning-level offences this session, plus a further penalty the referee chooses ({ $score_from }–{ $score_to } off the score, or { $score_2 }).
sbr-2025-ready-card-misuse-misplaced = Ready card set wrongly at the check: correct it; judged by the number of warning-level offences this session.

sbr-2025-scoresheet-error-summary = Not filling in the score sheet as required: procedural, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-scoresheet-error-committed = Score sheet not filled in as required: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-equipment-removed-summary = Taking equipment out of the hall after a session (stage), or not putting it back: procedural, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-equipment-removed-committed = Equipment taken away or not put back: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-slow-to-leave-summary = A player who has finished not leaving the playing area promptly as required: procedural, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-slow-to-leave-committed = Did not leave promptly after finishing: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-scoresheet-late-summary = Not handing in the score sheet in time: procedural, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-scoresheet-late-committed = Score sheet handed in late: { $rank_points_from }–{ $rank_points_to } rank points off.

## 第十二条 十三 Disciplinary offences

sbr-2025-briefing-absence-summary = Missing the pre-event team managers' meeting as required: disciplinary, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-briefing-absence-committed = Missed the managers' meeting: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-no-credential-summary = Entering the playing area without a valid credential on: disciplinary, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-no-credential-committed = No valid credential worn: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-noise-summary = Being loud in the playing area, or rude in words or manner: disciplinary, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off. An extreme case is punished more heavily, up to suspension and a report to the organiser.
sbr-2025-noise-interpretation = For the heavier penalty the book gives only the ceiling (suspension and a report). This app offers the tier-{ $grave-tier } options for an extreme case, for the head referee to decide; the referee may instead go no further than tier 2 (2 rank points).
sbr-2025-noise-committed = Loud or rude: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-noise-grave = Extremely loud or rude: heavier, tier { $tier }, decided by the head referee, up to suspension and a report to the organiser.

sbr-2025-phone-summary = A mobile device not switched off during play (the organiser may also ban them from the hall): not answered or looked at, tier { $switched-on-tier }, { $switched-on-rank_points_from }–{ $switched-on-rank_points_to } rank points off; answered or looked at, tier { $used-tier }, { $used-rank_points } rank points off; repeated or serious, tier { $repeated-tier }. Other players who notice must call the referee at once.
sbr-2025-phone-repeated = Repeated or serious breach of the device rule: tier { $tier }, decided by the head referee.
sbr-2025-phone-used = Device answered or looked at during play: tier { $tier }, { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-phone-switched-on = Device left on but not answered or looked at: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-smoking-summary = Smoking (e-cigarettes included) in the playing area or the no-smoking zone around it: disciplinary, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off; repeated or serious, tier { $repeated-tier }.
sbr-2025-smoking-repeated = Repeated or serious breach of the smoking ban: tier { $tier }, decided by the head referee.
sbr-2025-smoking-committed = Smoking where it is forbidden: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-watching-others-summary = Leaving one's seat during play to watch other tables or look at other players' hands: disciplinary, tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-watching-others-committed = Left the seat to watch: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-record-tampering-summary = Deliberately altering results or match records: tier { $committed-tier }, decided by the head referee.
sbr-2025-record-tampering-committed = Results or records altered: tier { $tier }, decided by the head referee.

sbr-2025-ceremony-or-dress-summary = Missing an official ceremony, or dress not as required at a ceremony or in play: tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off; or, by the circumstances, the loss of some awards (awards are not recorded here).
sbr-2025-ceremony-or-dress-committed = Missed a ceremony or dress not as required: { $rank_points_from }–{ $rank_points_to } rank points off.

sbr-2025-focus-table-disobedience-summary = At a focus table, repeatedly not following the referee's instructions: tier { $committed-tier }, { $committed-rank_points_from }–{ $committed-rank_points_to } rank points off.
sbr-2025-focus-table-disobedience-committed = Repeatedly ignored the referee at a focus table: { $rank_points_from }–{ $rank_points_to } rank points off.

## 第十二条 十四 Interruptions

sbr-2025-force-majeure-summary = When play must pause for force majeure, players turn their tiles face down as soon as the referee signals and wait. If play cannot go on, the current hand is finished and the results recorded for a later resumption; a hand that cannot be finished is void, and play resumes from the completed results.
sbr-2025-force-majeure-not-applicable = This article sets out procedure only and names no penalty. A failure such as not turning tiles down during a pause may be dealt with by the head referee by analogy, under the catch-all of 第十二条 十二.

## 第十二条 十五 Dissent

sbr-2025-dissent-summary = Disobeying a referee's ruling or talking back to the referee: tier { $committed-tier }; repeated or serious, tier { $repeated-tier } or tier { $grave-tier }. A player who disagrees may appeal under the event's arbitration rules, but an appeal must not hold up play.
sbr-2025-dissent-interpretation = The book does not say whether tiers { $committed-tier } and { $repeated-tier } mean score or rank points here; this is a matter of discipline toward the referee rather than play, so this app takes rank points ({ $committed-rank_points_from }–{ $committed-rank_points_to }, { $repeated-rank_points }). Between tiers { $repeated-tier } and { $grave-tier } this app asks whether the case is extremely serious — abuse, personal attacks, or bringing play to a stop (第十一条 三（三） lists confronting the referee as a case for suspension).
sbr-2025-dissent-committed = Disobeyed or talked back to the referee: tier { $tier }, { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-dissent-grave = Repeated or serious dissent, extremely serious case: tier { $tier }, decided by the head referee.
sbr-2025-dissent-repeated = Repeated or serious dissent: tier { $tier }, { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.

## 第十三条 二 Refusing a ruling

sbr-2025-abandoned-play-summary = The head referee's ruling is final and must be carried out. A player who stops playing on their own has given up the session (a forfeit); one whose refusal to carry out a ruling stops the match is sent out of the hall and disqualified.
sbr-2025-abandoned-play-walked-out = Stopped playing on their own: a voluntary forfeit, the session is lost.
sbr-2025-abandoned-play-halted = Refused a ruling so that the match could not go on: sent out and disqualified.

## 第十一条 三（十）、四（五） Dead hand

sbr-2025-own-play-error-summary = An error in one's own play that does not affect the others (a wrong tile count, for instance): dead hand for this hand. A dead-hand player plays the hand out: all kong points of the hand are returned; no active flower pig (or an extra deduction follows); no checking of others' hands at a drawn hand; no pung or kong except to become ready; and if ready at a drawn hand, others cannot check them. Unless the referee announces it or others point it out, the player need not tell anyone.
sbr-2025-own-play-error-interpretation = In this app a dead-hand sanction always includes returning the hand's kong points; it is not listed separately. For an error in one's own play that the book does not list, the referee may give a dead hand under 第十一条 三（十）; if it affects other players, use the matching entry instead.
sbr-2025-own-play-error-dead-hand = Error in one's own play, affecting nobody else: dead hand for this hand (kong points returned).

sbr-2025-call-after-dead-hand-summary = A dead-hand player calls pung or kong other than to become ready, or otherwise breaks the limits of a dead hand.
sbr-2025-call-after-dead-hand-not-applicable = The book forbids pungs and kongs by a dead hand except to become ready, but names no penalty for doing it; the referee may have it put right. An active flower pig is the active-flower-pig entry: 24 more off the score.

## 第十三条 Appeals

sbr-2025-late-protest-summary = A dispute during play is raised at once: play stops and the player raises a hand for the referee. Once the hand is over, the referee takes no complaint about it. A hand's score, once recorded and confirmed by everyone at the table, is final and in principle not reopened.
sbr-2025-late-protest-not-applicable = Not a penalty clause: a complaint raised after the hand has ended is not heard, so there is nothing to rule.

sbr-2025-appeal-review-summary = The head referee's ruling is final and is carried out first. Without an arbitration committee, the head referee hears and decides every appeal. With one, appeals on the rules are decided by the head referee and may then go to the committee; other appeals the head referee passes to it. The committee has all the referees' powers but cannot overturn the head referee's ruling on the rules; it may only advise a change.
sbr-2025-appeal-review-not-applicable = The appeal procedure imposes no penalty, and play goes on while an appeal is pending.

# Checking a 诈和 or 顺和 with the hand engine.
sbr-2025-false-win-win-stands = Checked with the declared hand and winning tile, it is a win ({ $declared_fan } fan): no false win, no penalty.
sbr-2025-false-win-three-suits = The hand holds all three suits, so it cannot win: a false win, { $score } off the score and kong points returned; no active flower pig on top.
sbr-2025-passed-win-changed-in-between = The player drew or changed the hand in between: no passed win, no penalty.
sbr-2025-passed-win-claimed-scores-more = The tile won on scores { $fans_claimed_fan } fan, more than the { $fans_passed_fan } of the tile let go: no passed win, no penalty.

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-appeals-summary = A dispute must be raised while the hand is being played: once the hand is over, nothing about it is heard (第十三条 一). The head referee hears the appeal; with an arbitration committee, a question of the rules goes to the head referee first and may then go to the committee, which cannot overturn a ruling made under the rules but may recommend that the head referee change it (第十三条 三). No written form or fee; the ruling is carried out meanwhile.
sbr-2025-appeals-interpretation = The book sets no deadline beyond the end of the hand (第十二条 十五 leaves the procedure to the event), so an appeal filed after the hand it concerns is marked out of time, and any later deadline is the event's to set. Whether a question is "of the rules" (the committee can only recommend) or of fact (it decides) is the committee's call; the book does not draw the line.
