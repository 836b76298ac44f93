# JSMA official competition rules (日本スポーツ麻雀協会 公式競技規定ルール): tiers, entry summaries (in our own words) and the reasons for each outcome. Articles are cited by the book's list and number, e.g. JSMA rule 23.

# Phrases used by several reasons (not entries). Messages, not terms: a referenced message is
# given the reason's arguments (the payments), a term is not.
part-jsma-pay-deliberate-dealer = Deliberate chombo by the dealer: a yakuman, 48,000, paid as { $pay } to each of the other three.
part-jsma-pay-deliberate-non-dealer = Deliberate chombo by a non-dealer: a yakuman, 32,000, paid as { $pay_dealer } to the dealer and { $pay_others } to each of the other two.
part-jsma-pay-pao-dealer = Chombo by the dealer while liable for a yakuman (pao): a yakuman, 48,000, paid as { $pay } to each of the other three.
part-jsma-pay-pao-non-dealer = Chombo by a non-dealer while liable for a yakuman (pao): a yakuman, 32,000, paid as { $pay_dealer } to the dealer and { $pay_others } to each of the other two.
part-jsma-pay-dealer = Chombo by the dealer: 12,000, paid as { $pay } to each of the other three.
part-jsma-pay-non-dealer = Chombo by a non-dealer: 8,000, paid as { $pay_dealer } to the dealer and { $pay_others } to each of the other two.
-jsma-void = The hand is void and dealt again with the same dealer.
-jsma-dead-hand-effect = For the rest of this hand the player cannot win and may not chi, pon or kan (doing so is a chombo); at an exhaustive draw they count as not tenpai.

tier-jsma-chombo = Chombo (penalty payment)
tier-jsma-dead-hand = Dead hand (アガリ放棄)

jsma-standings-interpretation = Rank points are the final score (after chombo and other payments) minus { $return_line }, at one point per { $per }, plus an uma taken from the row for how many players finished on { $return_line } or more (exactly { $return_line } counts): one such player { $uma_1_1 }, { $uma_1_2 }, { $uma_1_3 }, { $uma_1_4 }; two { $uma_2_1 }, { $uma_2_2 }, { $uma_2_3 }, { $uma_2_4 }; three { $uma_3_1 }, { $uma_3_2 }, { $uma_3_3 }, { $uma_3_4 }. The book does not say how tied players are placed: here they share equally the uma of the places they span (tied for second and third, both get the average). Some events rank ties by seat order from the first dealer instead; their regulations then apply. All four on exactly { $return_line } is not in the table and gives everyone { $uma_4_1 }.

# Chombo (rule 22–26, 28)

jsma-chombo-summary = A chombo costs 8,000 from a non-dealer and 12,000 from the dealer, and the hand is void whoever committed it. A deliberate chombo, or one by the player liable for a yakuman under pao, costs a yakuman instead (32,000 non-dealer, 48,000 dealer). Riichi sticks other players have already put out stay on the table as a deposit for the next hand's winner, and go back to their owners if the last hand of the session ends in a draw. The acts that are a chombo have their own entries: invalid riichi, knocking over the wall or a hand, breaking up a hand before the win is checked, false ron, calling while under a dead hand.
jsma-chombo-interpretation = The book gives only the totals. This app splits them the way a mangan (or yakuman) by tsumo is paid: a non-dealer pays the dealer { $non-dealer-pay_dealer } and each other player { $non-dealer-pay_others }, the dealer pays { $dealer-pay } each; a yakuman is four times that ({ $deliberate-non-dealer-pay_dealer } to the dealer and { $deliberate-non-dealer-pay_others } to each other player, or { $deliberate-dealer-pay } each from the dealer). We read "the hand flows" as: the hand is void and dealt again with the same dealer and the same honba count, with no no-ten payments. The offender's own riichi stick is not mentioned; we leave it on the table as a deposit, like the others'. Event regulations may differ.
jsma-chombo-deliberate-dealer = { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-chombo-deliberate-non-dealer = { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-chombo-pao-dealer = { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-chombo-pao-non-dealer = { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-chombo-dealer = { part-jsma-pay-dealer } { -jsma-void }
jsma-chombo-non-dealer = { part-jsma-pay-non-dealer } { -jsma-void }

jsma-invalid-riichi-summary = If it turns out that a player who declared riichi was not tenpai, was waiting only on tiles that were all gone (karaten), was furiten, let a winning tile go by after riichi, or made a concealed kong after riichi that the rules do not allow (only with a drawn tile matching a concealed pung, and only if the waits stay the same), it is a chombo once the hand ends in an exhaustive draw. If someone wins first, there is no penalty.
jsma-invalid-riichi-interpretation = We read karaten as a riichi whose winning tiles were all already in sight when it was declared (in the player's hand, the discards, the melds or the dora indicator); winning tiles that run out after the riichi do not count (rule 21). A missed tile is a winning tile discarded or drawn after the riichi on which the player did not win.
jsma-invalid-riichi-deliberate-dealer = Invalid riichi found at the draw. { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-invalid-riichi-deliberate-non-dealer = Invalid riichi found at the draw. { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-invalid-riichi-pao-dealer = Invalid riichi found at the draw. { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-invalid-riichi-pao-non-dealer = Invalid riichi found at the draw. { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-invalid-riichi-dealer = Invalid riichi found at the draw. { part-jsma-pay-dealer } { -jsma-void }
jsma-invalid-riichi-non-dealer = Invalid riichi found at the draw. { part-jsma-pay-non-dealer } { -jsma-void }

jsma-wrecked-wall-summary = Knocking over the wall or another player's hand so that play cannot go on is a chombo, on purpose or not; on purpose it costs a yakuman. If the tiles can be put back and play goes on, the book names no penalty.
jsma-wrecked-wall-deliberate-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-wrecked-wall-deliberate-non-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-wrecked-wall-pao-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-wrecked-wall-pao-non-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-wrecked-wall-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-dealer } { -jsma-void }
jsma-wrecked-wall-non-dealer = Wall or hand knocked over, play cannot go on. { part-jsma-pay-non-dealer } { -jsma-void }

jsma-win-unverified-summary = Declaring a win and then breaking up the hand before the other players have seen it, so that nobody can tell whether it was a win, is a chombo.
jsma-win-unverified-deliberate-dealer = Hand broken up before the win was checked. { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-win-unverified-deliberate-non-dealer = Hand broken up before the win was checked. { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-win-unverified-pao-dealer = Hand broken up before the win was checked. { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-win-unverified-pao-non-dealer = Hand broken up before the win was checked. { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-win-unverified-dealer = Hand broken up before the win was checked. { part-jsma-pay-dealer } { -jsma-void }
jsma-win-unverified-non-dealer = Hand broken up before the win was checked. { part-jsma-pay-non-dealer } { -jsma-void }

jsma-false-win-summary = A false ron (錯ロン) is a chombo, unless another player has a valid ron on the same tile (see the entry for that case).
jsma-false-win-interpretation = The book does not define 錯ロン. This app takes it to be a ron declared with the hand laid down that is not a valid win: not a complete hand, no yaku (haitei, houtei, rinshan and chankan alone do not allow a win), furiten (rule 12, 14), or robbing a concealed kong (rule 17). A ron withdrawn before the hand is laid down is an empty ron call, a dead hand.
jsma-false-win-deliberate-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-false-win-deliberate-non-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-false-win-pao-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-false-win-pao-non-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-false-win-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-dealer } { -jsma-void }
jsma-false-win-non-dealer = False ron, no valid ron by anyone else. { part-jsma-pay-non-dealer } { -jsma-void }

jsma-passed-win-summary = A ron after letting a winning tile go by, within the same go-around (from the player's discard to just before their next draw), or a ron while one of the player's own discards is a winning tile (furiten), is not a valid win: it is a false ron and a chombo. Winning by tsumo after passing a tile is allowed.
jsma-passed-win-interpretation = The book forbids these rons (rule 12, 14) but gives them no penalty of their own. As they are not valid wins, we treat them as false rons (rule 26): a chombo.
jsma-passed-win-deliberate-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-passed-win-deliberate-non-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-passed-win-pao-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-passed-win-pao-non-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-passed-win-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-dealer } { -jsma-void }
jsma-passed-win-non-dealer = Ron after a passed tile or in furiten (a false ron). { part-jsma-pay-non-dealer } { -jsma-void }

jsma-call-after-dead-hand-summary = A player under a dead hand has lost the right to chi, pon and kan for the hand; calling anyway is a chombo.
jsma-call-after-dead-hand-deliberate-dealer = Called a meld while under a dead hand. { part-jsma-pay-deliberate-dealer } { -jsma-void }
jsma-call-after-dead-hand-deliberate-non-dealer = Called a meld while under a dead hand. { part-jsma-pay-deliberate-non-dealer } { -jsma-void }
jsma-call-after-dead-hand-pao-dealer = Called a meld while under a dead hand. { part-jsma-pay-pao-dealer } { -jsma-void }
jsma-call-after-dead-hand-pao-non-dealer = Called a meld while under a dead hand. { part-jsma-pay-pao-non-dealer } { -jsma-void }
jsma-call-after-dead-hand-dealer = Called a meld while under a dead hand. { part-jsma-pay-dealer } { -jsma-void }
jsma-call-after-dead-hand-non-dealer = Called a meld while under a dead hand. { part-jsma-pay-non-dealer } { -jsma-void }

# False ron caused by a misnamed discard (rule 29) and pao (rule 30)

jsma-misnamed-discard-ron-summary = A player names their discard wrongly, another player calls ron on the tile as named, and the ron turns out false: the two share the blame. Each of them pays a half-mangan penalty to the two players who were not involved.
jsma-misnamed-discard-ron-interpretation = We read half a mangan as half of the payer's own mangan (8,000 for a non-dealer, 12,000 for the dealer): 4,000 from a non-dealer or 6,000 from the dealer, split evenly between the two players not involved ({ $non-dealer-pay } or { $dealer-pay } each). The book does not say what happens to the hand; as a kind of chombo, it is void and dealt again (rule 23). Record the player who misnamed the tile and the player who called ron as two separate rulings.
jsma-misnamed-discard-ron-dealer = Shared blame for a false ron after a misnamed discard, dealer: half a mangan, 6,000, paid as { $pay } to each of the two players not involved. { -jsma-void }
jsma-misnamed-discard-ron-non-dealer = Shared blame for a false ron after a misnamed discard, non-dealer: half a mangan, 4,000, paid as { $pay } to each of the two players not involved. { -jsma-void }

jsma-pao-summary = A player who lets another chi, pon or kan the tile that settles a yakuman is liable for it (pao): if the yakuman is won by tsumo, they pay the whole hand alone; if a third player deals into it, they and the discarder pay half each. A yakuman is { $tsumo-non-dealer-pay } for a non-dealer winner and { $tsumo-dealer-pay } for a dealer winner. A kong that leads to a win on the replacement tile is an ordinary tsumo, never pao.
jsma-pao-interpretation = The book does not list the yakuman concerned. We read it as a meld that settles a yakuman, such as the third dragon of big three dragons or the fourth wind of big four winds, and "準" as one that all but settles it. This app moves only the liable player's share (all of it on tsumo, half on ron) from them to the winner; the table's record should hold the rest of the hand (the discarder's half on ron) but not this share. The book does not say who pays the honba points; they are not included here.
jsma-pao-tsumo-dealer = Dealer's yakuman by tsumo under pao: the liable player pays all { $pay } alone; nobody else pays.
jsma-pao-tsumo-non-dealer = Non-dealer's yakuman by tsumo under pao: the liable player pays all { $pay } alone; nobody else pays.
jsma-pao-ron-dealer = Another player dealt into the dealer's yakuman under pao: the liable player and the discarder pay { $pay } each; this is the liable player's { $pay }.
jsma-pao-ron-non-dealer = Another player dealt into a non-dealer's yakuman under pao: the liable player and the discarder pay { $pay } each; this is the liable player's { $pay }.

# Dead hand (rule 27, 28, 31)

jsma-empty-claim-summary = Calling chi, pon or kan and then not making the meld (empty call) means a dead hand.
jsma-empty-claim-called = Empty chi, pon or kan call: dead hand. { -jsma-dead-hand-effect }

jsma-mistaken-claim-summary = A wrong chi, pon or kan (錯チー, 錯ポン, 錯カン), such as showing tiles that do not form the meld or making a call the rules do not allow, means a dead hand.
jsma-mistaken-claim-called = Wrong chi, pon or kan: dead hand. { -jsma-dead-hand-effect }

jsma-empty-riichi-summary = Declaring riichi and not completing it (empty riichi) means a dead hand.
jsma-empty-riichi-declared = Empty riichi: dead hand. { -jsma-dead-hand-effect }

jsma-empty-win-call-summary = Calling ron and withdrawing it without laying the hand down (empty ron call) means a dead hand. A hand laid down that is not a win is a false ron, a chombo.
jsma-empty-win-call-interpretation = The book does not draw the line between 空ロン and 錯ロン. This app treats a ron withdrawn before the hand is laid down as 空ロン (dead hand, rule 27) and a ron laid down that is not a valid win as 錯ロン (chombo, rule 26).
jsma-empty-win-call-called = Empty ron call: dead hand. { -jsma-dead-hand-effect }

jsma-wrong-tile-count-summary = Too many tiles (多牌) or too few (少牌) in the hand means a dead hand, whether on purpose or not.
jsma-wrong-tile-count-counted = Wrong number of tiles: dead hand. { -jsma-dead-hand-effect }

jsma-peeking-summary = Looking at tiles one may not see, such as the wall or another player's hand (peeking), means a dead hand.
jsma-peeking-looked = Peeking: dead hand. { -jsma-dead-hand-effect }

jsma-early-draw-summary = Taking or touching one's next tile before the player before has finished discarding (early draw) means a dead hand, from the first time; there is no warning first.
jsma-early-draw-drew-early = Early draw: dead hand. { -jsma-dead-hand-effect }

jsma-exposed-tiles-summary = Showing tiles of one's own hand. On purpose: dead hand. By accident: the player can no longer win on a tile of the same kind as the one shown, by ron or by tsumo. By accident after riichi: the riichi is cancelled on the spot and the hand is dead; from then on the player need not discard every tile they draw.
jsma-exposed-tiles-interpretation = The book does not say what happens to the riichi stick of a cancelled riichi. This app leaves it on the table as a deposit for the next winner, as rule 22 does.
jsma-exposed-tiles-deliberate = Tiles shown on purpose: dead hand. { -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental-after-riichi = Tiles shown by accident after riichi: the riichi is cancelled and the hand is dead; the player need no longer discard each drawn tile. { -jsma-dead-hand-effect }
jsma-exposed-tiles-accidental = Tiles shown by accident: play goes on, but for this hand the player cannot win on a tile of the same kind as one shown, by ron or by tsumo; other tiles can still win.

# A procedural correction, and things the book gives no penalty for

jsma-wrong-dora-indicator-summary = The wrong tile turned as the dora indicator: it is swapped with the tile in the correct position and play goes on with the dora unchanged. No penalty.
jsma-wrong-dora-indicator-corrected = The turned tile is moved to the correct indicator position and play goes on with the dora it shows.

jsma-false-win-excused-summary = A false ron on a tile on which another player has a valid ron.
jsma-false-win-excused-not-applicable = This is not a chombo (rule 26, proviso), and the book names no other penalty. The valid ron is settled (one winner per hand, the first in turn order).

jsma-false-tsumo-summary = Declaring a win by tsumo that is not a valid win.
jsma-false-tsumo-not-applicable = The book gives penalties for a false ron (chombo) and an empty ron call (dead hand) but none for a wrongly declared tsumo; the head referee and the event regulations decide. A player who declared a win and broke up the hand before it was checked commits a chombo under that entry.

jsma-kuikae-summary = Discarding, right after a chi or pon, a tile that swaps back into the meld just made (kuikae).
jsma-kuikae-not-applicable = The book does not allow kuikae but names no penalty for it; the head referee and the event regulations decide.

jsma-manners-summary = The book's manners 1–10: shuffle face down, build 17 stacks each, put the dice away, turn the dora indicator, call before acting, say ron or tsumo, do not name discards or bluff aloud (口三味線), play one-handed without slamming tiles, avoid offensive words and behaviour, start a new row of discards every six tiles.
jsma-manners-not-applicable = The manners carry no penalty. Early draws, peeking and showing part of one's hand are dead hands under rule 27 (see those entries); a false ron caused by a misnamed discard falls under rule 29 (see that entry).

jsma-late-arrival-summary = Not seated when the session starts.
jsma-late-arrival-not-applicable = The book says nothing about lateness or absence; the event regulations apply.

# How a ruling is appealed ([appeals] in ruleset.toml).
jsma-appeals-summary = The JSMA competition rules say nothing about appeals or referees. The head referee hears an appeal, with no deadline, written form or fee unless the event's regulations set them.
jsma-disputed-tenpai-summary = At a drawn hand only players in effective tenpai share the 3,000 no-ten payment: the hand is ready, a win on it would have a yaku (one han without dora), and a winning tile is left. After a riichi, winning tiles that ran out later do not count against the player. The hand decides.
jsma-disputed-tenpai-effective-tenpai = Checked with the hand: effective tenpai. The player shares the 3,000 no-ten payment (rule 20–21).
jsma-disputed-tenpai-not-effective = Checked with the hand: not effective tenpai (not ready, no yaku on any wait, or no winning tile left). The player counts as noten for the no-ten payment (rule 21).
jsma-false-win-win-stands = Checked with the declared hand, the tile and the circumstances, the ron is a valid win of { $declared_points } points: no false ron, no penalty.
jsma-invalid-riichi-hand-ready = Checked with the hand: ready on a winning tile that was left, and not furiten. No no-ten, karaten or furiten riichi, so no chombo. (A missed winning tile or a forbidden kong after the riichi is ruled without the hand.)
jsma-pao-not-yakuman = Checked with the winner's hand: the win is not a yakuman, so there is no liability payment (rule 30 is for yakuman only).
