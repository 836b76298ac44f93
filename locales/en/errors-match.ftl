# Errors in a scenario's or an event's duplicate (IMP) matches and hand-by-hand scores.
error-player-without-team = { $player } is not on any team's list, so the match cannot say whose IMP their scores are.
error-room-not-two-pairs = Session { $session } must seat two pairs of two different teams, partners opposite each other (East–West, South–North).
error-match-not-two-teams = Match { $match } has { $teams } teams; a duplicate match is played by exactly two.
error-hands-disagree = Session { $session }: { $player }'s hand scores add up to { $hands }, but the session score says { $score }. Correct one of them.
