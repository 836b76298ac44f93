# Hand entry errors (crates/tiles HandError): error-<code>. $position counts characters from 1.
error-hand-unknown-suit = “{ $suit }” at position { $position } is not a suit: use m, p, s or z.
error-hand-unknown-tile = { $tile } at position { $position } is not a tile.
error-hand-missing-suit = The digits “{ $digits }” at position { $position } need a suit letter after them (m, p, s or z).
error-hand-unexpected-character = “{ $character }” at position { $position } does not belong in a hand.
error-hand-fifth-copy = A fifth { $tile } at position { $position }: there are only four of each tile.
error-hand-malformed-meld = “{ $meld }” at position { $position } is not a meld: write [777s] for a pung, [7777s] for an exposed kong, {"{"}7777s{"}"} for a concealed kong, [123m] for a chow.
error-hand-tile-count = The hand has { $count } tiles (a kong counts as three); it needs { $expected }, without the winning tile (position { $position }).
error-hand-honours-not-allowed = { $tile } at position { $position }: { $ruleset } plays without honour tiles.
error-hand-chow-not-allowed = The chow { $meld } at position { $position }: { $ruleset } has no chow claims.
error-hand-not-one-tile = “{ $text }” is not one tile.
error-hand-win-fifth-copy = The winning tile { $tile } would be a fifth: the hand already has all four.
error-hand-seen-fifth-copy = There are only four { $tile }: the hand, the winning tile, the dora indicators and the tiles seen hold more.
error-hand-engine-unsupported = The hand engine does not cover { $ruleset } yet.
error-hand-conflicting-conditions = A win cannot be both { $first } and { $second }.
error-hand-flower-count = { $count } flowers: the set has only { $most }.
error-hand-impossible-situation = { $reason ->
    [after-kong-discard] "Out on a replacement tile" needs a self-drawn win: the replacement tile is drawn.
    [after-kong-no-kong] "Out on a replacement tile" needs a kong in the hand.
    [robbed-tile-held] A robbed kong's tile cannot also be in the winner's hand: the other three are in the kong.
    [last-of-kind-held] The last tile of its kind cannot be won while the hand holds another copy concealed.
    [riichi-open-hand] A riichi needs a closed hand: this one has called a chow, a pung or a kong.
    [first-turn-meld] A win on the first turn (天和, 地和, 人和) comes before any call or kong.
   *[other] These circumstances cannot happen together.
}
error-hand-circumstance-not-played = { $ruleset } counts no such circumstance of a win: { $circumstance }.
error-hand-unknown-circumstance = “{ $text }” is not a circumstance of a win (self-drawn, last of its kind, after a kong, robbing a kong, last tile, flowers, winds).
error-hand-unknown-reading = The fan table has no reading “{ $reading }” with the choice “{ $choice }”.
