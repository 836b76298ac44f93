# The settlement of a drawn hand (查叫, 查花猪) and of kongs, SBR 2025 第十条.
settle-status-ready = Ready (有叫)
settle-status-not-ready = Not ready (没叫)
settle-status-flower-pig = Flower pig (花猪)
settle-status-passive-flower-pig = Passive flower pig (被动花猪): settled as not ready
settle-status-active-flower-pig = Active flower pig (主动花猪): settled as not ready, and penalised
settle-status-won = Won, out of the hand
settle-status-false-win = False win, out of the hand

settle-reason-no-ready-hand = Not ready: pays the ready player the most their hand could score
settle-reason-passive-flower-pig = Passive flower pig: pays as not ready, no penalty
settle-reason-flower-pig = Flower pig: pays as not ready, and is penalised
settle-reason-kong-direct = Kong on a discard: the discarder pays
settle-reason-kong-added = Kong added with the tile just drawn: each player still in pays
settle-reason-kong-concealed = Concealed kong: each player still in pays
settle-reason-kong-refund-not-ready = Kong points returned: not ready at the draw
settle-reason-kong-refund-flower-pig = Kong points returned: a flower pig at the draw
settle-reason-kong-refund-dead-hand = Kong points returned: a dead hand
settle-reason-kong-refund-false-win = Kong points returned: a false win
settle-reason-kong-refund-kong-discard = Kong points returned: the discard after the kong was won on (杠上炮)

error-settle-seat-count = A table has three or four seats, not { $count }.
error-settle-not-a-drawn-hand = Only { $count } player(s) are still in the hand; a drawn hand is settled between at least two.
error-settle-team-won = Seat { $seat } and its partner at seat { $partner } have both won: the hand ended there and nobody is checked.
error-settle-missing-hand = Seat { $seat } is still in the hand: enter its tiles.
error-settle-missing-void-suit = Seat { $seat }: which suit did this player declare void (定缺)?
error-settle-not-a-suit = Seat { $seat }: “{ $text }” is not a suit; use m, p or s.
error-settle-missing-discards = Seat { $seat } holds a suit it must not: enter its discards, which decide whether it is a passive or an active flower pig.
error-settle-fifth-copy-at-table = There is a fifth { $tile } at the table (seat { $seat }): a tile exists four times only.
error-settle-no-such-seat = Kong { $kong } names seat { $seat }, but the table has { $seats } seats.
error-settle-kong-discarder = Kong { $kong }: only a kong on a discard has a discarder, and it is not the kong's maker.
error-settle-kong-payer = Kong { $kong }: seat { $seat } cannot pay for it (its maker, listed twice, or not the discarder).
