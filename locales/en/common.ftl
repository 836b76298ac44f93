# Shared strings: rulesets, incident names, questions, sanctions, escalation reasons, categories.

ruleset-sbr-2025 = Sichuan Bloody Rules (SBR) 2025, individual
ruleset-sbr-2025-2v2 = Sichuan Bloody Rules (SBR) 2025, doubles
ruleset-mcr-2006 = Mahjong Competition Rules (MCR) 2006
ruleset-china-1998 = Chinese national competition rules 1998
ruleset-jsma = Japanese riichi (JSMA)
ruleset-leisure = Leisure competition rules

category-attendance = Attendance
category-tiles = Drawing and tiles
category-claims = Calls and claims
category-winning = Winning
category-conduct = Conduct

incident-late-arrival = Late arrival
incident-wrong-tile-count = Wrong number of tiles (相公)
incident-false-win = False win (诈和)
incident-passed-win = Passed win (顺和)
incident-active-flower-pig = Active flower pig (主动花猪)
incident-early-draw = Early draw
incident-empty-claim = Empty pung / kong call

question-minutes_late = When did the player arrive?
question-intentional = Was it done on purpose (or to hide an earlier mistake)?
question-intentional-help = For a wrong tile count, say: an accident means a dead hand only; drawing wrongly on purpose or to cover it up is unsporting conduct.
question-misled_others = Did the call mislead another player and change the play?
question-misled_others-help = For example, someone called a win because they thought a pung was coming.

question-declared_hand = The declared hand (without the winning tile)
question-winning_tile = The winning tile
question-win_circumstances = How the win came about: self-drawn or not, the winds and the rest
question-hand_before = The hand when the winning tile was let go (13 tiles)
question-passed_tile = The winning tile that was let go
question-claimed_tile = The tile the win was later declared on
question-changed_in_between = In between, did the player draw, or make a pung that left the hand not winning?
question-changed_in_between-help = After a draw (or a pung that spoiled the hand) winning on the tile again is no passed win.

answer-yes = Yes
answer-no = No
unit-minutes = minutes
unit-boards = boards

sanction-warning = Warning
sanction-serious_warning = Serious warning
sanction-score = Score { $amount }
sanction-pay = Pays { $amount }
sanction-rank_points = Rank points { $amount }
sanction-imp = IMP { $amount }
sanction-imp_to_opponents = { $amount } IMP to the other team
sanction-dead_hand = Dead hand: plays on, cannot win
sanction-forfeit_session = Session lost (rank points 0)
sanction-disqualification = { $scope ->
    [event] Suspended for the rest of the event
   *[session] Suspended for this round
}
sanction-annul_results = Results of this round cancelled (no rank points, no score)
sanction-referral = Referred to the competition committee
sanction-return_kong_points = Returns this hand's kong points
sanction-redeal = Redeal
sanction-void_hand = Hand void: its scores count as level
sanction-restore = Restore the tiles
sanction-penalty_tile = Penalty tile: the exposed tile must be discarded at the next turn
sanction-no_win_until_draw = No win until after the next draw
sanction-win_restricted = May not win on the tiles concerned
sanction-range = choose between { $min } and { $max }

reason-ladder = Warning-level offence number { $count } in this { $scope ->
    [hand] hand
   *[session] session
} ({ $article }).
reason-rising = Deductions in a session never go down: the last one was { $previous }.
reason-repeat = A second { $amount } deduction in the same session means the session is lost ({ $article }).
reason-hall-warning = A hall-wide warning is in force: the first offence counts as the second ({ $article }).
reason-override = Decided by this event's own regulations ({ $article } lets an event set its own).
question-drawn_hand = The player's hand at the drawn hand (13 tiles)
question-drawn_circumstances = Riichi, the winds, the player's own discards and the winning tiles already gone
