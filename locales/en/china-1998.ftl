# Chinese national competition rules 1998 (excerpt): entry summaries in our own words. The
# excerpt has no penalty article, so every entry says that no sanction is named.

china-1998-standings-interpretation = Each session (局) starts every player at 500 match points; the session score (局分) is 500 plus every hand's won or lost points, penalty points taken off at the end of each hand. The app takes the won or lost points only: the 500 changes no order. Standard points (标准分) go by place in the group on the session score: first gets the number of players, everyone else that number minus their place, so { $rank_points_1 }, { $rank_points_2 }, { $rank_points_3 }, { $rank_points_4 }. The book is silent on equal session scores: here tied players share the points of the places they span (for example two players tied for second get { $tied_second_two } each). The group is taken to be the table of four. Players are ranked on their total standard points; equal totals are separated, in order, by the larger sum of match points, the highest single-session standard points, and then the more high standard points; still equal, they share the place. The app ranks the totals that way.

china-1998-late-arrival-summary = Players must check in and take their seats before the set time.
china-1998-late-arrival-not-applicable = This excerpt names no penalty for arriving late; an absence is handled by the organisers (see Absence).

china-1998-absence-summary = An absence is handled, not punished: the match may be treated as a bye, or the draw may be redone. If a table is left with three players during a session, either the results stand on the scores reached so far, or the chief referee names a substitute who plays and scores, but whose results and place do not count.
china-1998-absence-not-applicable = This excerpt names no penalty for an absence, only how the competition goes on without the player.

china-1998-wrong-tile-count-summary = Too many or too few tiles (多张 / 少张): before a win, the hand holds more or fewer tiles than the standard 13, counting exposed sets; the extra tile of a kong and flowers do not count.
china-1998-wrong-tile-count-not-applicable = This excerpt defines 多张 and 少张 but names no penalty for them.

china-1998-false-win-summary = A false win (诈和) is declaring a win that does not meet the rules' conditions: a legal pattern, at least 8 points from the fan values (flowers not counted), and an allowed manner of winning.
china-1998-false-win-not-applicable = This excerpt defines 诈和 but names no penalty for it.

china-1998-early-draw-summary = A player may not touch the wall before the previous player has discarded.
china-1998-early-draw-not-applicable = This excerpt forbids drawing early but names no penalty for it.

china-1998-false-kong-summary = A concealed kong lies face down and must be shown when the hand ends, so the others can check it is not a false kong.
china-1998-false-kong-not-applicable = This excerpt requires the check but names no penalty for a false kong.

# How a ruling is appealed ([appeals] in ruleset.toml).
china-1998-appeals-summary = This excerpt of the 1998 rules says nothing about appeals. The nearest rule: once a hand's score has been agreed and confirmed by the referee it is not reopened (第十条 一). The head referee hears an appeal, with no deadline, written form or fee unless the event's regulations set them.
