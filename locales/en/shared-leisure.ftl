# Shared incident names and questions first used by the leisure rules; other rulesets may use
# them as they are. Do not define them again elsewhere.

incident-cheating = Cheating
incident-information-passing = Passing information (hints, signals)
incident-disruptive-conduct = Making trouble without reason (无理取闹)
incident-false-kong = False kong (诈杠)
incident-under-minimum-win = Win under the minimum (强和)
incident-wrong-win = Wrong win (错和)
incident-naming-discard = Naming one's discard aloud

question-holds_kong = Does the player have a kong in this hand?
question-tile_count = Too many tiles or too few?
question-tile_count-too-many = Too many (big 相公)
question-tile_count-too-few = Too few (small 相公)
question-hand_end = How did the hand end?
question-hand_end-won = Someone won
question-hand_end-drawn = Drawn (wall exhausted)
question-under_dead_hand = When declaring, was the player already under a dead hand (after a 相公 or cheating, for example)?
question-under_dead_hand-help = A player under a dead hand who declares a win commits a deliberate false win (有意诈和).
question-was_tenpai = When declaring, was the player's hand ready (one tile from winning)?
question-was_tenpai-help = A ready hand declared on a tile that does not complete it is a wrong win (错和); a hand under the point minimum is a win under the minimum (强和): record those under their own entries.
