# Shared incident names, questions and a category first used by MCR 2006; other rulesets may
# use them as they are. Do not define them again elsewhere.

category-appeal = Appeals and protests

incident-dissent = Defying the referee
incident-mistaken-claim = Wrong chow / pung / kong
incident-exposed-tiles = Exposed tiles
incident-other-violation = Other rule violation
incident-serious-violation = Serious violation or unlawful gain
incident-wrong-draw = Wrong tile drawn
incident-exposed-tile-in-play = Own tile shown during play
incident-wrecked-wall = Hands or wall knocked over
incident-exposed-others-tiles = Another player's tiles exposed
incident-slow-pung = Slow pung call
incident-claimed-tile-left = Claimed tile not taken in
incident-claim-after-draw = Claim after reaching to draw
incident-winning-tile-not-taken = Winning tile not taken in
incident-irregular-win-call = Irregular win call, hand laid open
incident-irregular-win-call-held = Irregular win call, hand still closed
incident-revealed-before-win-call = Hand shown before calling the win
incident-winning-tile-mixed = Winning tile mixed into the count
incident-late-protest = Protest raised too late
incident-appeal = Appeal: deadline, form and fee
incident-appeal-review = Appeal: who decides

question-tile_in_hand = Had the wrongly drawn tile already gone into the standing hand?
question-tile_in_hand-help = Still in the player's fingers or not yet placed: it goes back where it was. Placed among the standing tiles: dead hand.
question-win_stood = Did the other player's win stand?
question-win_stood-help = The player laid their own hand down when someone called a win. A valid win means only a warning; a win that fails leaves the shown tiles as penalty tiles and the hand dead.
question-victim = Which player was wronged? They receive the payment.
question-persisted_after_warning = Had the referee already told the player to stop, and did they keep refusing and making trouble?
question-persisted_after_warning-help = The first disturbing words or conduct get a warning on the spot; losing eligibility is for a player who persists after being told.
