# Errors in a scenario's or an event's duplicate (IMP) matches and hand-by-hand scores.
error-player-without-team = { $player } is not on any team's list, so the match cannot say whose IMP their scores are.
error-room-not-two-pairs = Session { $session } must seat two pairs of two different teams, partners opposite each other (East–West, South–North).
error-match-not-two-teams = Match { $match } has { $teams } teams; a duplicate match is played by exactly two.
error-hands-disagree = Session { $session }: { $player }'s hand scores add up to { $hands }, but the session score says { $score }. Correct one of them.
error-empty-team-name = Every team needs a name.
error-duplicate-team = The team { $team } is listed twice.
error-player-in-two-teams = { $player } is on two teams; a player plays for one team only.
error-ruleset-not-duplicate = The ruleset { $ruleset } has no duplicate matches; choose the 2V2 ruleset or remove the matches.
error-match-needs-two-tables = Match { $match } needs two different tables: the open room and the closed room.
error-table-in-two-matches = Table { $table } is in two matches; each table plays one match.
error-table-not-two-pairs = Table { $table } must seat two pairs of two different teams, partners opposite each other (East–West, South–North).
error-hands-needed = Table { $table } plays a duplicate match: enter its scores hand by hand, so each hand can be compared with the other room.
error-missing-hand-score = Table { $table }, hand { $hand }: enter a score for { $player }.
