# 手牌入力のエラー（crates/tiles HandError）：error-<code>。$position は 1 から数えた文字位置。
error-hand-unknown-suit = { $position } 文字目の「{ $suit }」は種類ではありません：m、p、s、z のいずれかです。
error-hand-unknown-tile = { $position } 文字目の { $tile } は牌ではありません。
error-hand-missing-suit = { $position } 文字目からの数字「{ $digits }」の後に種類の文字（m、p、s、z）がありません。
error-hand-unexpected-character = { $position } 文字目の「{ $character }」は手牌に使えません。
error-hand-fifth-copy = { $position } 文字目で { $tile } が五枚目になります：各牌は四枚しかありません。
error-hand-malformed-meld = { $position } 文字目からの「{ $meld }」は副露ではありません：ポン [777s]、明槓 [7777s]、暗槓 {"{"}7777s{"}"}、チー [123m]。
error-hand-tile-count = 手牌が { $count } 枚です（槓は三枚と数えます）。和了牌を除いて { $expected } 枚必要です（{ $position } 文字目）。
error-hand-honours-not-allowed = { $position } 文字目の { $tile }：{ $ruleset } では字牌を使いません。
error-hand-chow-not-allowed = { $position } 文字目のチー { $meld }：{ $ruleset } にはチーがありません。
error-hand-not-one-tile = 「{ $text }」は一枚の牌ではありません。
error-hand-win-fifth-copy = 和了牌 { $tile } は五枚目になります：この手はすでに四枚持っています。
error-hand-seen-fifth-copy = { $tile } は四枚しかありません：手牌・和了牌・ドラ表示牌・見えている牌で五枚以上になります。
error-hand-engine-unsupported = 手牌エンジンは { $ruleset } にまだ対応していません。
error-hand-conflicting-conditions = 一つの和了が { $first } と { $second } の両方になることはありません。
error-hand-flower-count = 花牌 { $count } 枚：一組の牌に花牌は { $most } 枚しかありません。
error-hand-impossible-situation = { $reason ->
    [after-kong-discard] 槓上開花はツモでなければなりません：嶺上牌は自分で引く牌です。
    [after-kong-no-kong] 槓上開花には手牌に槓が必要です。
    [robbed-tile-held] 搶槓の牌を和了者が持っていることはありません：残り三枚は槓の中にあります。
    [last-of-kind-held] 手牌に同じ牌が残っているときは和絶張になりません。
    [riichi-open-hand] リーチは門前でなければできません：この手は副露しています。
    [first-turn-meld] 天和・地和・人和は、鳴きや槓より前の和了です。
   *[other] これらの状況は同時に起こりえません。
}
error-hand-circumstance-not-played = { $ruleset } にはこの和了の状況はありません：{ $circumstance }。
error-hand-unknown-circumstance = 「{ $text }」は和了の状況ではありません（ツモ、和絶張、槓の後、搶槓、海底、花牌、風）。
error-hand-unknown-reading = 役の表に「{ $reading }」を「{ $choice }」とする読み方はありません。
