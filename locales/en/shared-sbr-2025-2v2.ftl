# Shared strings added by sbr-2025-2v2: incident names and questions.

incident-board-exposed = Board exposed (duplicate)
incident-board-not-duplicated = Board not duplicated
incident-flower-pig = Flower pig at settlement (花猪)
incident-lineup-late = Line-up handed in late
incident-timeout-overrun = Late back from a timeout
incident-signalling-system = Signalling system not allowed
incident-result-confirmation = Results not confirmed
incident-prohibited-items = Prohibited items brought in

question-scoring = How is this event scored?
question-scoring-help = Not duplicate: each session compares the two pairs' summed scores at the table, and the winner takes 1 rank point. Duplicate (both rooms play the same boards): each hand's difference is converted to IMP.
question-scoring-rank-points = Not duplicate: rank points and scores
question-scoring-imp = Duplicate: differences / IMP
question-substitute_available = Does the team have a substitute who can play?
question-substitute_available-help = The substitute must be on the team's entry list.
question-boards_cancelled = How many boards does the referee cancel in both rooms?
question-boards_cancelled-help = The book reckons one board per 10 minutes late, weighed against the schedule; each cancelled board gives the other team 4 IMP. Enter 0 if none.
question-after_correction = Did the player keep doing it after being corrected?
question-after_correction-help = That is, the referee had already told them off or sanctioned them for the same thing.
question-after_reminder = After the referee's reminder, are they still delaying or refusing on purpose?
question-after_reminder-help = Merely not confirming promptly is tier 3; delaying or refusing on purpose after a reminder is tier 2.
incident-standby-action = Acting while on standby (duplicate)
incident-kong-tile-choice = Choosing which kong tiles to lay face down (duplicate)
question-can_replay = Can the board still be generated again and replayed in both rooms?
question-caused_by_player = Did the player's own action cause the wrong count?
question-caused_by_player-help = For example they drew one tile too many themselves. Answer no if someone else caused it, such as another player drawing from this player's wall.
