# SBR 2025 2V2 doubles supplement: tiers, entry summaries (in our own words) and the reasons for
# each outcome. Entries not overridden here keep the sbr-2025 strings.

tier-sbr-2025-2v2-1 = Tier 1 (doubles)
tier-sbr-2025-2v2-2 = Tier 2 (doubles)
tier-sbr-2025-2v2-3 = Tier 3 (doubles)
tier-sbr-2025-2v2-4 = Tier 4 (doubles)
tier-sbr-2025-2v2-dead-hand = Special: dead hand

sbr-2025-2v2-standings-interpretation = Not duplicate: in each session the two partners' scores at a table are added up, and the pair with the higher sum takes { $rank_points_1 } in rank points, the other { $rank_points_2 }. On equal sums the pair that drew level wins, that is the pair that scored positive in the last hand that was not level; if every hand was level the book is silent, and this app shares the point, { $tied_first_two } each, as the main rules share tied places. A pair that loses the session by sanction gives it to the other pair; if both do, nobody wins it. Rank-point deductions come off the team's total for the stage. Duplicate: for each hand the team's two pairs' scores in the open and closed rooms are added; a positive sum is the team's difference for the hand, and anything else counts nothing; it is converted to IMP with the table, the hands are added up, and IMP deductions come off the total. The event may rule otherwise. The drawn-level case is decided from the table's hand-by-hand scores when they are entered; with session totals only, equal sums share the point ({ $tied_first_two } each). In duplicate, a score deduction is credited to the other pair at that table in that hand, split evenly between the partners; a ruling without a hand number counts in the session's last hand; a team that loses a match by sanction gives it to the other team; teams in a stage are placed by their IMP totals.

# Late arrival (第四条 一)
sbr-2025-2v2-late-arrival-summary = Not present when check-in closes or the session starts is late, and the team pays. Events scored by rank points: up to { $rank-points-first-band-minutes_late_le } minutes costs { $rank-points-first-band-rank_points } rank points, over { $rank-points-second-band-minutes_late_gt } and up to { $rank-points-second-band-minutes_late_le } costs { $rank-points-second-band-rank_points }, over { $rank-points-substitute-minutes_late_gt } a substitute plays and it costs { $rank-points-substitute-rank_points }; with no substitute the team loses the match. Events scored by IMP: everyone in both rooms waits; up to { $imp-first-band-minutes_late_le } minutes costs { $imp-first-band-imp } IMP, over { $imp-second-band-minutes_late_gt } and up to { $imp-second-band-minutes_late_le } costs { $imp-second-band-imp }, over { $imp-last-band-minutes_late_gt } a substitute plays and it costs { $imp-last-band-imp }, with no substitute everyone keeps waiting; the referee may also cancel hands in both rooms, one per 10 minutes late, and each cancelled hand gives the other team { $imp-last-band-imp_to_opponents } IMP.
sbr-2025-2v2-late-arrival-interpretation = For an IMP event, over { $imp-last-band-minutes_late_gt } minutes late with no substitute, the book only says to keep waiting; this app still applies the { $imp-last-band-imp } IMP deduction. How many boards to cancel is the referee's call (the book reckons one per 10 minutes, weighed against the schedule), so the app asks for the count and credits the other team { $imp-last-band-imp_to_opponents } IMP for each. "The team loses the match" in a rank-point event means the whole match; the app records the session as lost, and if the match has several sessions each of them is lost too. The event's regulations may set other bands and deductions (the main rules' 第十二条 一, which the supplement keeps).
sbr-2025-2v2-late-arrival-rank-points-first-band = { $minutes_late } minutes late, not over { $minutes_late_le }: the team loses { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    }.
sbr-2025-2v2-late-arrival-rank-points-second-band = { $minutes_late } minutes late, over { $minutes_late_gt } and not over { $minutes_late_le }: the team loses { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    }.
sbr-2025-2v2-late-arrival-rank-points-substitute = { $minutes_late } minutes late, over { $minutes_late_gt }: a substitute plays and the team loses { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    }.
sbr-2025-2v2-late-arrival-rank-points-no-substitute = { $minutes_late } minutes late, over { $minutes_late_gt }, and no substitute: the team loses the match.
sbr-2025-2v2-late-arrival-imp-first-band = { $minutes_late } minutes late, not over { $minutes_late_le }: the team loses { $imp } IMP. The referee may cancel one hand per 10 minutes late; each gives the other team { $imp_to_opponents } IMP.
sbr-2025-2v2-late-arrival-imp-second-band = { $minutes_late } minutes late, over { $minutes_late_gt } and not over { $minutes_late_le }: the team loses { $imp } IMP. The referee may cancel one hand per 10 minutes late; each gives the other team { $imp_to_opponents } IMP.
sbr-2025-2v2-late-arrival-imp-last-band = { $minutes_late } minutes late, over { $minutes_late_gt }: a substitute plays (with none, everyone keeps waiting) and the team loses { $imp } IMP. The referee may cancel one hand per 10 minutes late; each gives the other team { $imp_to_opponents } IMP.

# Information passing (第四条 二)
sbr-2025-2v2-information-passing-summary = Asking for or giving away anything about the game during play (hand values, the running score difference, hand shapes) to anyone at the table or to a team-mate, in any way: tier { $first-tier }; keeping on after being corrected: tier { $persistent-tier }.
sbr-2025-2v2-information-passing-first = Passing game information, a deliberate act in play: tier { $tier }, { $score_from }–{ $score_to } off the score at the referee's choice, never less than an earlier deduction of the player's in the session (第三条 三（七）).
sbr-2025-2v2-information-passing-persistent = Still passing game information after being corrected: tier { $tier }, decided by the head referee.

# Board exposed (第四条 三（一）)
sbr-2025-2v2-board-exposed-summary = In a duplicate event, if before a hand starts a player has seen several of another player's tiles or the faces of wall tiles, or the board is exposed some other way, the board is generated again and anyone who already played it plays it again. The book names no penalty.
sbr-2025-2v2-board-exposed-regenerate = The board was exposed: generate it again; everyone replays it.

# Board not duplicated (第四条 三（二）（三）)
sbr-2025-2v2-board-not-duplicated-summary = If a wrong direction, seat or wall meant the two rooms did not play the same board: generate it again and replay it if time allows; play fewer replays if time is short; if it cannot be replayed the board is void and scored level. A board found not duplicated within 30 minutes after the scheduled end of the session, agreed by both sides at the table or the teams' coaches, may also be voided and replayed or scored level. The book names no penalty.
sbr-2025-2v2-board-not-duplicated-interpretation = "Scored level" is read here as a difference of 0 for both teams on that board, so 0 IMP each.
sbr-2025-2v2-board-not-duplicated-replay = Board not duplicated: generate it again and replay it in both rooms.
sbr-2025-2v2-board-not-duplicated-void = Board not duplicated and it cannot be replayed: the board is void and scored level in both rooms (0 IMP each).

# Wrong tile count (第四条 四; main rules 第十二条 七)
sbr-2025-2v2-wrong-tile-count-summary = Too many or too few tiles (big or small 相公). On purpose, or drawing wrongly to hide it: unsporting conduct, tier { $deliberate-tier }. By accident, not duplicate: dead hand for this hand. By accident in a duplicate event: every player must help keep the drawing right, the tiles are restored where possible, and a player whose own action caused a count that cannot be traced back has a dead hand.
sbr-2025-2v2-wrong-tile-count-interpretation = The book gives a dead hand in duplicate only when the wrong count cannot be traced back and the player's own action caused it. When it cannot be restored but someone else caused it (for example another player drew from this player's wall), the book gives this player nothing, so the app gives no penalty; the other player's action is ruled on its own, as a wrong draw.
sbr-2025-2v2-wrong-tile-count-deliberate = Wrong tile count on purpose or to hide it: unsporting conduct, tier { $tier }, decided by the head referee.
sbr-2025-2v2-wrong-tile-count-accidental = Wrong tile count by accident, not duplicate: dead hand for this hand.
sbr-2025-2v2-wrong-tile-count-duplicate-restored = Wrong tile count by accident in duplicate, and it can be restored: restore it and play on, no penalty.
sbr-2025-2v2-wrong-tile-count-duplicate-dead-hand = Wrong tile count in duplicate, caused by the player and not restorable: dead hand for this hand.
sbr-2025-2v2-wrong-tile-count-duplicate-not-own-act = Wrong tile count in duplicate that cannot be restored, but someone else caused it: no penalty for this player; the one who caused it is ruled separately.

# Active flower pig (第二条 一、二)
sbr-2025-2v2-active-flower-pig-summary = Doubles has no void-suit declaration: any tile drawn may be kept or discarded, so there is no active flower pig during play; flower pigs are checked only when a drawn hand is settled.
sbr-2025-2v2-active-flower-pig-not-applicable = The doubles supplement drops the flower-pig penalty during play (第二条 二): nothing to rule now; check for a flower pig when a drawn hand is settled.

# Flower pig at settlement (第四条 六; 第二条 二)
sbr-2025-2v2-flower-pig-summary = When a drawn hand is settled, a player who has not won and holds all three suits between hand and melds is a flower pig. If every tile they discarded was of one suit it is a passive flower pig: they only pay as not ready, no penalty. Otherwise it is penalised: tier { $not-duplicate-tier } when not duplicate ({ $not-duplicate-score } off the session score), tier { $duplicate-tier } in duplicate. A hand that ended because both players of one team had won is not checked.
sbr-2025-2v2-flower-pig-interpretation = Tier { $duplicate-tier } in duplicate offers three kinds of deduction; a flower pig is an offence in play, so this app suggests { $duplicate-score_from }–{ $duplicate-score_to } off the score, which the other pair at the table receives (第三条 四（三）). The referee may take { $duplicate-tier_imp_from }–{ $duplicate-tier_imp_to } IMP instead.
sbr-2025-2v2-flower-pig-not-duplicate = Flower pig, not duplicate: tier { $tier }, { $score } off the score, and they pay as not ready as usual.
sbr-2025-2v2-flower-pig-duplicate = Flower pig in duplicate: tier { $tier }, { $score_from }–{ $score_to } off the score, received by the other pair at the table, and they pay as not ready as usual.

# Passed win (第二条 三)
sbr-2025-2v2-passed-win-summary = In doubles anyone may win at any time on any tile from any player, for any fan: winning on a tile after letting one's winning tile go is no offence.
sbr-2025-2v2-passed-win-not-applicable = The doubles supplement allows a passed win (第二条 三): no penalty.

# False win (第四条 七)
sbr-2025-2v2-false-win-summary = A declared win that is not a winning hand when checked (three suits included) is a false win: tier { $declared-tier }, { $declared-score } off the session score, and the hand's kong points are returned. The win counts as made once the winning tile is taken or the win card is put down. A three-suit declaration is only a false win, with no flower-pig penalty on top. In duplicate the other pair at the table receives the { $declared-score }.
sbr-2025-2v2-false-win-interpretation = The supplement does not mention kong points and does not contradict the main rules, so the kong points of the hand are returned as the main rules say. When the supplement restates the session forfeit it leaves out "a second { $declared-score }-point offence in the session", so a second false win in a session costs another { $declared-score } and does not forfeit the session by itself.
sbr-2025-2v2-false-win-declared = The declared win does not stand: { $score } off the score, kong points returned; in duplicate the other pair at the table receives { $score }.

# Procedural (第四条 八)
sbr-2025-2v2-lineup-late-summary = A team that does not hand in its line-up on time: tier { $rank-points-tier }, { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points in a rank-point event, { $imp-imp_from }–{ $imp-imp_to } IMP in an IMP event.
sbr-2025-2v2-lineup-late-rank-points = Line-up not handed in on time: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-lineup-late-imp = Line-up not handed in on time: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-timeout-overrun-summary = A team not back in the playing area when its timeout ends (between hands, at most 5 minutes each): tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-timeout-overrun-rank-points = Not back when the timeout ended: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-timeout-overrun-imp = Not back when the timeout ended: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-signalling-system-summary = Playing a signalling system that is not allowed: tier { $rank-points-tier } ({ $rank-points-rank_points } rank point or { $imp-imp } IMP), and a report to the organiser, who may add more.
sbr-2025-2v2-signalling-system-rank-points = A signalling system that is not allowed: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off, reported to the organiser.
sbr-2025-2v2-signalling-system-imp = A signalling system that is not allowed: { $imp } IMP off, reported to the organiser.

sbr-2025-2v2-result-confirmation-summary = Not confirming the results promptly after the match: tier { $rank-points-late-tier } ({ $rank-points-late-rank_points_from }–{ $rank-points-late-rank_points_to } rank points or { $imp-late-imp_from }–{ $imp-late-imp_to } IMP). Still delaying or refusing on purpose after the referee's reminder: tier { $rank-points-refused-tier } ({ $rank-points-refused-rank_points } rank point or { $imp-refused-imp } IMP).
sbr-2025-2v2-result-confirmation-rank-points-late = Results not confirmed promptly: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-result-confirmation-imp-late = Results not confirmed promptly: { $imp_from }–{ $imp_to } IMP off.
sbr-2025-2v2-result-confirmation-rank-points-refused = Still delaying or refusing after a reminder: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-2v2-result-confirmation-imp-refused = Still delaying or refusing after a reminder: { $imp } IMP off.

# Disciplinary (第四条 九)
sbr-2025-2v2-briefing-absence-summary = Missing the pre-event team leaders' meeting: tier { $rank-points-tier }, { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points in a rank-point event, { $imp-imp_from }–{ $imp-imp_to } IMP in an IMP event.
sbr-2025-2v2-briefing-absence-rank-points = Missed the team leaders' meeting: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-briefing-absence-imp = Missed the team leaders' meeting: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-ceremony-or-dress-summary = Absent from an official ceremony, or dressed against the rules at a ceremony or in play: tier { $rank-points-tier }, { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points or { $imp-imp_from }–{ $imp-imp_to } IMP; the main rules also allow taking away some of the person's awards.
sbr-2025-2v2-ceremony-or-dress-rank-points = Absent from a ceremony or dressed against the rules: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-ceremony-or-dress-imp = Absent from a ceremony or dressed against the rules: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-no-credential-summary = Entering the playing area without a valid pass or without the team's kit: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-no-credential-rank-points = No pass or no team kit: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-no-credential-imp = No pass or no team kit: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-phone-summary = A phone found on a player during play: not answered or looked at, tier { $rank-points-carried-tier } ({ $rank-points-carried-rank_points_from }–{ $rank-points-carried-rank_points_to } rank points or { $imp-carried-imp_from }–{ $imp-carried-imp_to } IMP); answered or looked at, tier { $rank-points-used-tier } ({ $rank-points-used-rank_points } rank point or { $imp-used-imp } IMP); repeated or serious, tier { $repeated-tier }.
sbr-2025-2v2-phone-repeated = Repeated or serious phone offence: tier { $tier }, decided by the head referee.
sbr-2025-2v2-phone-rank-points-used = Phone answered or looked at: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-2v2-phone-imp-used = Phone answered or looked at: { $imp } IMP off.
sbr-2025-2v2-phone-rank-points-carried = Phone carried, not answered or looked at: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-phone-imp-carried = Phone carried, not answered or looked at: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-prohibited-items-summary = Bringing items into the playing area that are not allowed there: tier { $rank-points-first-tier } ({ $rank-points-first-rank_points_from }–{ $rank-points-first-rank_points_to } rank points or { $imp-first-imp_from }–{ $imp-first-imp_to } IMP); repeated or serious: tier { $rank-points-repeated-tier } ({ $rank-points-repeated-rank_points } rank point or { $imp-repeated-imp } IMP).
sbr-2025-2v2-prohibited-items-rank-points-first = Prohibited item brought in: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-prohibited-items-imp-first = Prohibited item brought in: { $imp_from }–{ $imp_to } IMP off.
sbr-2025-2v2-prohibited-items-rank-points-repeated = Prohibited items, repeated or serious: { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-2v2-prohibited-items-imp-repeated = Prohibited items, repeated or serious: { $imp } IMP off.

# Wrong draw (第四条 五（二）; main rules 第十二条 八（三）)
sbr-2025-2v2-wrong-draw-summary = The other players should point out a draw from the wrong place. Duplicate: everyone guards their own wall, a tile taken by mistake goes back at once, and if it cannot, the referee decides whether the hand is cancelled or replayed. Not duplicate, as the main rules say: face unseen and put back, no penalty; face seen, tier { $seen-tier }; face seen, reported at once and beyond restoring, tier { $unrestorable-tier } and a dead hand.
sbr-2025-2v2-wrong-draw-interpretation = For duplicate the supplement only says to restore, or to let the referee cancel or replay the hand, and names no penalty; this app reads it as replacing the main rules' warnings in duplicate. "Redeal" here stands for the replay; if the referee cancels the hand instead, treat it as void.
sbr-2025-2v2-wrong-draw-unseen = Drew from the wrong place without seeing or feeling the face, and put it back: no penalty.
sbr-2025-2v2-wrong-draw-seen = Wrong tile drawn and its face seen or felt, then restored: judged by the number of warning-level offences this session.
sbr-2025-2v2-wrong-draw-unrestorable = Wrong tile drawn, face seen, and it cannot be restored: judged by the number of warning-level offences this session, plus a dead hand.
sbr-2025-2v2-wrong-draw-duplicate-restored = Duplicate: a tile drawn from the wrong wall is put back at once, no penalty.
sbr-2025-2v2-wrong-draw-duplicate-unrestorable = Duplicate: drawn by mistake and it cannot be put back: the referee decides whether the hand is cancelled or replayed.

# ── Main-rules entries with the doubles amounts ──

sbr-2025-2v2-interference-summary = Deliberately using outside means to disturb others (pestering talk, constant noise, improper clothing or gestures, slamming tiles): malicious, tier { $malicious-serious-tier } or tier { $malicious-tier } ({ $malicious-score } off the score) by how serious; unintended and minor, tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score) or tier { $unintended-minor-tier } (from a warning).
sbr-2025-2v2-interference-malicious-serious = Malicious and serious interference: tier { $tier }, decided by the head referee.
sbr-2025-2v2-interference-malicious = Malicious interference: tier { $tier }, { $score } off the score.
sbr-2025-2v2-interference-unintended-serious = Unintended interference with a real effect: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-interference-unintended-minor = Unintended, minor interference: judged by the number of warning-level offences this session.

sbr-2025-2v2-disruptive-strategy-summary = A disruptive strategy that gains the player nothing in the hand but disturbs the others' scoring: malicious, tier { $malicious-serious-tier } or tier { $malicious-tier } ({ $malicious-score } off the score); unintended and minor, tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score) or tier { $unintended-minor-tier }.
sbr-2025-2v2-disruptive-strategy-malicious-serious = Malicious and serious disruptive strategy: tier { $tier }, decided by the head referee.
sbr-2025-2v2-disruptive-strategy-malicious = Malicious disruptive strategy: tier { $tier }, { $score } off the score.
sbr-2025-2v2-disruptive-strategy-unintended-serious = Unintended disruptive strategy with a real effect: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-disruptive-strategy-unintended-minor = Unintended, minor disruptive strategy: judged by the number of warning-level offences this session.

sbr-2025-2v2-deal-error-summary = Tiles missed, taken wrongly or taken early when the hands are dealt. By accident with every hand kept face down: restore, or deal again if that is impossible. On purpose: unsporting, tier { $deliberate-tier } ({ $deliberate-score_from }–{ $deliberate-score_to } off the score) and a new deal. By accident while someone had not kept their tiles face down: that player has a dead hand, the others restore.
sbr-2025-2v2-deal-error-interpretation = In duplicate the deal is checking the walls, standing the dealt hands up and the dealer drawing one tile; an error there is stopped and put right under the referee's eye (supplement 第四条 五（一）), and where it cannot be, "deal again" means generating the board again (第四条 三). The sanctions on the player (tier { $deliberate-tier }, dead hand) are not changed by the supplement and still apply.
sbr-2025-2v2-deal-error-deliberate = Deal error on purpose: tier { $tier }, { $score_from }–{ $score_to } off the score, and a new deal.
sbr-2025-2v2-deal-error-not-face-down = Deal error with the tiles not kept face down: dead hand for this hand; the others restore their tiles.
sbr-2025-2v2-deal-error-restored = Accidental deal error, restored: no penalty.
sbr-2025-2v2-deal-error-redeal = Accidental deal error that cannot be restored: deal again (in duplicate, generate the board again).

sbr-2025-2v2-exposed-void-summary = Doubles has no void-suit declaration at the start of a hand, so there is no void suit to expose.
sbr-2025-2v2-exposed-void-not-applicable = There is no void suit in doubles (supplement 第二条 一): exposing it does not apply.

sbr-2025-2v2-exposed-tiles-summary = Showing one's own tiles by accident during play and covering them at once: tier { $accidental-tier } (from a warning). Showing them to others on purpose: tier { $shown-tier } ({ $shown-score_from }–{ $shown-score_to } off the score); if it seriously disturbs the hand or the result, tier { $shown-serious-tier } ({ $shown-serious-score } off the score).
sbr-2025-2v2-exposed-tiles-accidental = Tiles shown by accident and covered: judged by the number of warning-level offences this session.
sbr-2025-2v2-exposed-tiles-shown = Tiles shown on purpose: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-exposed-tiles-shown-serious = Tiles shown on purpose with a serious effect: tier { $tier }, { $score } off the score.

sbr-2025-2v2-exposed-others-tiles-summary = Laying another player's hand open on the table during play: tier { $play-on-tier } ({ $play-on-score_from }–{ $play-on-score_to } off the score), and the referee decides whether the hand is settled early, voided or replayed.
sbr-2025-2v2-exposed-others-tiles-play-on = Another player's hand exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand goes on.
sbr-2025-2v2-exposed-others-tiles-settled-early = Another player's hand exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand ends now and is settled as it stands.
sbr-2025-2v2-exposed-others-tiles-voided = Another player's hand exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand is cancelled and counts level.
sbr-2025-2v2-exposed-others-tiles-replayed = Another player's hand exposed: tier { $tier }, { $score_from }–{ $score_to } off the score; the hand is replayed.

sbr-2025-2v2-mistaken-claim-summary = Tiles laid out for a pung or kong that do not make it (doubles has no void suit, so there is no call in a void suit). Stopped before one's own discard or draw: restore, tier { $after-turn-tier }. Stopped later: tier { $corrected-tier } and a dead hand. A lasting effect on the play (such as drawing someone's last tile after a false kong): interference, tier { $disrupted-tier }. No extra flower-pig penalty in doubles.
sbr-2025-2v2-mistaken-claim-disrupted = Mistaken call with a lasting effect on the play: tier { $tier }, { $score } off the score and a dead hand.
sbr-2025-2v2-mistaken-claim-after-turn = Mistaken call stopped only after one's own discard or draw: judged by the number of warning-level offences this session, plus a dead hand.
sbr-2025-2v2-mistaken-claim-corrected = Mistaken call stopped before one's own discard or draw: restore; judged by the number of warning-level offences this session.

sbr-2025-2v2-winning-tile-not-taken-summary = A win called but the winning tile not taken, play or scoring went on and it was found later: take it now and place it properly (in duplicate beside the win card, on the side of the player who discarded it). Still identifiable: tier { $identifiable-tier } ({ $identifiable-score_from }–{ $identifiable-score_to } off the score). No longer identifiable: a false win, tier { $lost-tier } ({ $lost-score } off the score, kong points returned).
sbr-2025-2v2-winning-tile-not-taken-identifiable = Winning tile not taken but still identifiable: take it and place it; tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-winning-tile-not-taken-lost = Winning tile not taken and no longer identifiable: a false win, { $score } off the score, kong points returned.

sbr-2025-2v2-empty-claim-summary = Calling pung or kong and not making it: tier { $plain-tier }, starting at a warning. If the call misled another player and changed the play, it is interference: tier { $misled-tier } ({ $misled-score_from }–{ $misled-score_to } off the score).
sbr-2025-2v2-empty-claim-plain = Empty call that misled nobody: judged by the number of warning-level offences this session.
sbr-2025-2v2-empty-claim-misled = Empty call that misled another player: tier { $tier }, { $score_from }–{ $score_to } off the score.

sbr-2025-2v2-empty-win-call-summary = Calling a win and taking it back: tier { $plain-tier } ({ $plain-score_from }–{ $plain-score_to } off the score). If it misled others and changed the play it is punished more heavily; this app suggests tier { $misled-tier } ({ $misled-score } off the score). A win called by a slip of the tongue and withdrawn counts the same.
sbr-2025-2v2-empty-win-call-plain = Win called and withdrawn: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-empty-win-call-misled = Win called and withdrawn, misleading others: heavier, tier { $tier }, { $score } off the score.

sbr-2025-2v2-changed-call-summary = Changing or cancelling a call by a slip of the tongue with nothing changed at the table: tier { $not-slip-tier }. A slipped pung or kong counts as an empty pung or kong (tier { $pung-kong-tier }); a slipped win counts as a withdrawn win (tier { $win-tier }, { $win-score_from }–{ $win-score_to } off the score). If the referee finds it was no slip, the first call stands, tier { $not-slip-tier }.
sbr-2025-2v2-changed-call-not-slip = Not a slip: the first call stands; judged by the number of warning-level offences this session.
sbr-2025-2v2-changed-call-pung-kong = A slipped pung or kong call changed: an empty call, judged by the number of warning-level offences this session.
sbr-2025-2v2-changed-call-win = A slipped win call changed: a withdrawn win, tier { $tier }, { $score_from }–{ $score_to } off the score.

sbr-2025-2v2-silent-claim-summary = Acting on a pung, kong or win without calling it aloud: a proper action stands, tier { $reasonable-tier }; still silent after repeated reminders, tier { $unreasonable-tier } ({ $unreasonable-score_from }–{ $unreasonable-score_to } off the score); an improper action is void, tier { $persistent-tier }.
sbr-2025-2v2-silent-claim-unreasonable = Silent call and an improper action: the action is void; tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-silent-claim-persistent = Still not calling aloud after reminders: tier { $tier }, { $score_from }–{ $score_to } off the score.
sbr-2025-2v2-silent-claim-reasonable = Silent call, proper action: it stands; judged by the number of warning-level offences this session.

sbr-2025-2v2-wrong-seat-summary = Not sitting where the referees placed the player: tier { $rank-points-tier }, { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points in a rank-point event, { $imp-imp_from }–{ $imp-imp_to } IMP in an IMP event.
sbr-2025-2v2-wrong-seat-rank-points = Wrong seat: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-wrong-seat-imp = Wrong seat: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-scoresheet-error-summary = Score sheet not filled in as required: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-scoresheet-error-rank-points = Score sheet filled in wrongly: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-scoresheet-error-imp = Score sheet filled in wrongly: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-equipment-removed-summary = Taking equipment out of the hall or not putting it back after a session or stage: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-equipment-removed-rank-points = Equipment taken away or not put back: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-equipment-removed-imp = Equipment taken away or not put back: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-slow-to-leave-summary = Not leaving the playing area promptly after finishing: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-slow-to-leave-rank-points = Slow to leave after finishing: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-slow-to-leave-imp = Slow to leave after finishing: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-scoresheet-late-summary = Score sheet not handed in on time: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-scoresheet-late-rank-points = Score sheet handed in late: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-scoresheet-late-imp = Score sheet handed in late: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-noise-summary = Loud or impolite words or behaviour in the hall: tier { $rank-points-tier } ({ $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points or { $imp-imp_from }–{ $imp-imp_to } IMP); extreme cases are punished more heavily, up to a suspension reported to the organiser (tier { $grave-tier }).
sbr-2025-2v2-noise-grave = Extremely loud or impolite: tier { $tier }, decided by the head referee.
sbr-2025-2v2-noise-rank-points = Loud or impolite: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-noise-imp = Loud or impolite: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-smoking-summary = Smoking (e-cigarettes included) where it is not allowed: tier { $rank-points-tier } ({ $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points or { $imp-imp_from }–{ $imp-imp_to } IMP); repeated or serious: tier { $repeated-tier }.
sbr-2025-2v2-smoking-repeated = Repeated or serious smoking offence: tier { $tier }, decided by the head referee.
sbr-2025-2v2-smoking-rank-points = Smoking where it is not allowed: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-smoking-imp = Smoking where it is not allowed: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-watching-others-summary = Leaving one's seat during play to watch other games or other players' hands: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-watching-others-rank-points = Left the seat to watch: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-watching-others-imp = Left the seat to watch: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-focus-table-disobedience-summary = At a featured table, not following the referee's instructions again and again: tier { $rank-points-tier }, { $rank-points-tier_rank_points_from }–{ $rank-points-tier_rank_points_to } rank points or { $imp-tier_imp_from }–{ $imp-tier_imp_to } IMP.
sbr-2025-2v2-focus-table-disobedience-rank-points = Repeatedly ignoring instructions at a featured table: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-focus-table-disobedience-imp = Repeatedly ignoring instructions at a featured table: { $imp_from }–{ $imp_to } IMP off.

sbr-2025-2v2-dissent-summary = Refusing a ruling or talking back to the referee: tier { $rank-points-tier } ({ $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points or { $imp-imp_from }–{ $imp-imp_to } IMP); repeated or serious, tier { $rank-points-repeated-tier } ({ $rank-points-repeated-rank_points } rank point or { $imp-repeated-imp } IMP), and tier { $grave-tier } in the gravest cases. An objection goes through the event's appeal procedure and must not hold up play.
sbr-2025-2v2-dissent-rank-points = Refusing or talking back to the referee: { $rank_points_from }–{ $rank_points_to } rank points off.
sbr-2025-2v2-dissent-imp = Refusing or talking back to the referee: { $imp_from }–{ $imp_to } IMP off.
sbr-2025-2v2-dissent-grave = Repeated or serious dissent of the gravest kind: tier { $tier }, decided by the head referee.
sbr-2025-2v2-dissent-rank-points-repeated = Repeated or serious dissent: tier { $tier }, { $rank_points } { $rank_points ->
        [one] rank point
       *[other] rank points
    } off.
sbr-2025-2v2-dissent-imp-repeated = Repeated or serious dissent: tier { $tier }, { $imp } IMP off.

# ── Interpretations (how the main-rules entries read in doubles) ──
sbr-2025-2v2-information-passing-interpretation = Tier { $first-tier } in doubles is { $first-score_from }–{ $first-score_to } off the score, { $first-tier_rank_points_from }–{ $first-tier_rank_points_to } rank points or { $first-tier_imp_from }–{ $first-tier_imp_to } IMP, and 第三条 三 says which form fits which offence: rank points and IMP for lateness, procedure and discipline (三（五）（六）), the score for a deliberate act that seriously affects play (三（七）). Passing information is such an act, so this app takes { $first-score_from }–{ $first-score_to } off the score, never lower than an earlier deduction in the session; in duplicate the other pair at the table receives it. The supplement drops the main rules' "serious → tier 2" step and sends persistence to tier { $persistent-tier }.
sbr-2025-2v2-interference-interpretation = The book has two bands only, "malicious: tier { $malicious-serious-tier } or { $malicious-tier }" and "unintended and minor: tier { $unintended-serious-tier } or { $unintended-minor-tier }"; this app splits each by seriousness: malicious and serious is tier { $malicious-serious-tier }, malicious tier { $malicious-tier } ({ $malicious-score } off the score), unintended but serious tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score), unintended and minor tier { $unintended-minor-tier }. In duplicate the other pair at the table receives the score taken off.
sbr-2025-2v2-disruptive-strategy-interpretation = As for interference, each band is split by seriousness: malicious and serious tier { $malicious-serious-tier }, malicious tier { $malicious-tier } ({ $malicious-score } off the score), unintended but serious tier { $unintended-serious-tier } ({ $unintended-serious-score_from }–{ $unintended-serious-score_to } off the score), unintended and minor tier { $unintended-minor-tier }. A strategy with a clear competitive aim that can win more in the standings is legitimate, not an offence.
sbr-2025-2v2-exposed-tiles-interpretation = Tiles shown by accident and not covered at once are not listed separately; this app still treats them as tier { $accidental-tier }. Showing tiles on purpose is a deliberate act in play, so this app deducts from the score ({ $shown-score_from }–{ $shown-score_to } or { $shown-serious-score }), received by the other pair in duplicate; the referee may pick rank points or IMP instead.
sbr-2025-2v2-exposed-others-tiles-interpretation = The book does not say which kind of deduction. It happens in play, so this app takes { $play-on-score_from }–{ $play-on-score_to } off the score. The referee also records what happens to the hand: a cancelled hand counts level at the table (0 for everyone, the deduction still stands; in duplicate the board is void in both rooms, as a board that cannot be compared), a replayed hand is dealt again, a hand settled early is scored as it stands.
sbr-2025-2v2-mistaken-claim-interpretation = For a lasting effect on the play this app takes { $disrupted-score } off the score (an act in play) and adds a dead hand, since the call cannot be undone. Doubles has no void suit and no flower-pig penalty during play, so the main rules' void-suit call and extra active-flower-pig cases no longer apply.
sbr-2025-2v2-winning-tile-not-taken-interpretation = While the winning tile can still be identified, this is a slip in play, so this app takes { $identifiable-score_from }–{ $identifiable-score_to } off the score from tier { $identifiable-tier }; the referee may pick { $identifiable-tier_rank_points_from }–{ $identifiable-tier_rank_points_to } rank points or { $identifiable-tier_imp_from }–{ $identifiable-tier_imp_to } IMP instead.
sbr-2025-2v2-empty-claim-interpretation = Tier { $misled-tier } allows a score, rank-point or IMP deduction; for interference during play this app suggests { $misled-score_from }–{ $misled-score_to } off the score (never lower than an earlier one in the session), and the referee may choose otherwise.
sbr-2025-2v2-empty-win-call-interpretation = A plain withdrawn win is a slip in play, so this app takes { $plain-score_from }–{ $plain-score_to } off the score. "More heavily" has no set scale; in line with empty calls moving up one tier when they mislead, this app suggests tier { $misled-tier }, { $misled-score } off the score, though the referee may stay within tier { $plain-tier }.
sbr-2025-2v2-changed-call-interpretation = "Tier { $not-slip-tier }" and "a slipped win counts as a withdrawn win" (tier { $win-tier }) contradict each other. Following main rules 第八条 二（三）, this app treats a slipped win as a withdrawn win ({ $win-score_from }–{ $win-score_to } off the score) and a slipped pung or kong as an empty call on the warning ladder.
sbr-2025-2v2-silent-claim-interpretation = Both tier { $unreasonable-tier } cases are calling faults in play, so this app takes { $unreasonable-score_from }–{ $unreasonable-score_to } off the score. "Repeated reminders" means the player was already reminded (or warned) about calling this session.
sbr-2025-2v2-noise-interpretation = "More heavily" only gives the ceiling (a suspension and a report). This app offers the tier { $grave-tier } options for extreme cases, decided by the head referee; the referee may instead stay within tier 2 ({ $imp-imp } rank point or 6 IMP).
sbr-2025-2v2-dissent-interpretation = This is discipline towards the referee, not an act in play, so this app deducts rank points or IMP (supplement 第三条 三（五）（六）): tier { $rank-points-tier } is { $rank-points-rank_points_from }–{ $rank-points-rank_points_to } rank points or { $imp-imp_from }–{ $imp-imp_to } IMP, tier { $rank-points-repeated-tier } is { $rank-points-repeated-rank_points } rank point or { $imp-repeated-imp } IMP. The line between tier { $imp-repeated-tier } and tier { $grave-tier } is whether the case is extremely grave, such as abuse, a personal attack or stopping the match.

# ── Main-rules entries that read differently in doubles ──
sbr-2025-2v2-wrecked-wall-summary = Breaking up the wall during play so that the hand cannot go on: tier { $settled-early-tier }; the referee also decides whether the hand is settled early, voided or replayed.
sbr-2025-2v2-wrecked-wall-interpretation = Tier { $settled-early-tier } in doubles is { $settled-early-score } off the score, { $settled-early-tier_rank_points } rank point or { $settled-early-tier_imp } IMP. It happens during play, so this app takes { $voided-score } off the score (in duplicate the other pair at the table receives it); doubles has no "second { $replayed-score } in a session loses it" rule. The referee may choose { $replayed-tier_rank_points } rank point or { $replayed-tier_imp } IMP instead. The referee also records what happens to the hand: a cancelled hand counts level at the table (0 for everyone, the deduction still stands; in duplicate the board is void in both rooms, as a board that cannot be compared), a replayed hand is dealt again, a hand settled early is scored as it stands.
sbr-2025-2v2-wrecked-wall-settled-early = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is settled as it stands.
sbr-2025-2v2-wrecked-wall-voided = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is cancelled and counts level.
sbr-2025-2v2-wrecked-wall-replayed = Wall destroyed, the hand cannot go on: tier { $tier }, { $score } off the score; the hand is replayed.

sbr-2025-2v2-cards-and-calls-summary = Not calling properly, not putting down the win card as required after winning (in duplicate the winning tile goes beside it, on the side of the player who discarded it), or not setting the ready card properly at the check after a drawn hand: procedural, tier { $committed-tier }, starting at a warning. Doubles has no void card.
sbr-2025-2v2-cards-and-calls-committed = Cards or calls not used properly: judged by the number of warning-level offences this session.

sbr-2025-2v2-ready-card-misuse-summary = The ready card must truly show whether the hand is ready, and a wrong setting must be corrected promptly. Setting it to ready on purpose when the hand is not: an offence; the card is corrected and the referee adds a further penalty at discretion. The card set wrongly at the check after a drawn hand: tier { $misplaced-tier }.
sbr-2025-2v2-ready-card-misuse-interpretation = The main rules (第十条 三（六）) leave the further penalty for a deliberately false ready card to the referee. This app gives the tier { $misplaced-tier } for the card (the warning ladder) and, on top, the further penalty the referee picks: { $false-ready-score_from }–{ $false-ready-score_to } off the score, as doubles punishes a deliberate offence in play (2V2 第三条 三（七）, suggested), or { $false-ready-score_2 } where it very seriously affected the hand (三（四）). In duplicate the other pair at the table receives the deduction.
sbr-2025-2v2-ready-card-misuse-false-ready = Ready card set to ready on purpose for a hand that is not: correct the card; judged by the number of warning-level offences this session, plus a further penalty the referee chooses ({ $score_from }–{ $score_to } off the score, or { $score_2 }).
sbr-2025-2v2-ready-card-misuse-misplaced = Ready card set wrongly at the check: correct it; judged by the number of warning-level offences this session.

sbr-2025-2v2-own-play-error-summary = An error in one's own play that does not affect the others (a wrong tile count, for instance): dead hand for this hand, played out as usual. A dead-hand player returns all kong points of the hand, must not be a flower pig when a drawn hand is settled, cannot check others' hands, and if ready at a drawn hand need not be checked by others. Unless the referee announces it or others point it out, they need not tell anyone.
sbr-2025-2v2-own-play-error-interpretation = In this app a dead hand always includes returning the hand's kong points. When the supplement restates the dead hand it leaves out the main rules' "no pung or kong except to become ready", so this app reads that limit as gone in doubles.
sbr-2025-2v2-own-play-error-dead-hand = Error in one's own play, affecting nobody else: dead hand for this hand (kong points returned).

sbr-2025-2v2-call-after-dead-hand-summary = A dead-hand player calls pung or kong.
sbr-2025-2v2-call-after-dead-hand-not-applicable = The doubles supplement restates the dead hand without the "no pung or kong except to become ready" limit, and the main rules name no penalty for it anyway: no penalty.

# Standby and kong tiles (第一条 十四、十五)
sbr-2025-2v2-standby-action-summary = In duplicate a player with no tile to draw is on standby: they may only pung or win, should have their plan ready, and should do nothing else meanwhile; they leave standby when there is a tile to draw again.
sbr-2025-2v2-standby-action-not-applicable = The supplement names no penalty for other actions on standby; if one amounts to another offence (passing information, an early draw), use that entry.
sbr-2025-2v2-kong-tile-choice-summary = In duplicate, when a kong is shown and laid face down, the tiles are laid naturally; the player should not pick which ones to turn down.
sbr-2025-2v2-kong-tile-choice-not-applicable = The supplement names no penalty for this; if the choice is used to signal to the partner, rule it as information passing.

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-2v2-appeals-summary = As in the main SBR rules: a dispute is raised during the hand, the head referee hears the appeal, and a committee may only recommend a change to a ruling made under the rules (第十三条). The 2V2 supplement adds no appeal article; its 30-minute window after a session for a board both sides agree was not played as a duplicate is not an appeal.
