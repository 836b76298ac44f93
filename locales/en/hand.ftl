# The hand engine (crates/tiles): fan names fan-<key>, reasons hand-reason-<code>.
# Root: four of a kind that was not declared as a kong. Golden hook: four melds, won on a single tile.
# SBR 2025 第十条二（六）: the ten fans, in the book's order.
fan-kong = Kong
fan-root = Root
fan-all-pungs = All pungs
fan-golden-hook = Golden hook
fan-full-flush = Full flush
fan-seven-pairs = Seven pairs
fan-kong-bloom = Win on the kong replacement
fan-kong-discard = Win on the discard after a kong
fan-robbing-kong = Robbing the kong
fan-last-tile = Last tile
hand-reason-three-suits = Tiles of all three suits: a hand must lack one suit to win or to be ready.
hand-reason-honours = Honour tiles: this ruleset plays without them.
hand-reason-not-a-winning-shape = Not a winning shape: neither four sets and a pair nor seven pairs.
hand-tenpai = Ready
hand-not-tenpai = Not ready: no tile completes this hand.
hand-below-minimum = Below the minimum: the fans without the flowers do not reach the points a win needs.
hand-cli-win = { $fan } fan, { $points } points, { $per_payer } per payer
hand-cli-win-points = { $points } points ({ $flowers } for flowers), { $per_payer } per payer
hand-reason-no-yaku = No yaku: a win needs one han of yaku, not counting dora, Haitei, Houtei, Rinshan Kaihou or Chankan alone.
hand-reason-furiten = Furiten: a winning tile is among the player's own discards, so only a tsumo can win.
hand-cli-riichi-win = { $han } han, { $dora } dora, { $fu } fu: { $points } points
hand-riichi-effective-tenpai = Effective tenpai: a winning tile is left and a win on it has a yaku.
hand-riichi-not-effective-tenpai = Not effective tenpai: no winning tile is left that wins with a yaku.
hand-riichi-furiten = Furiten: a winning tile is among the player's own discards.
hand-riichi-karaten = Karaten: the hand itself holds all four of every winning tile.
