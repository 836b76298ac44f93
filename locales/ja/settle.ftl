# 流局時の精算（查叫・查花猪）とカンの点、SBR 2025 第十条。
settle-status-ready = 聴牌（有叫）
settle-status-not-ready = ノーテン（没叫）
settle-status-flower-pig = 花猪
settle-status-passive-flower-pig = 受動的な花猪（被动花猪）：ノーテンとして精算
settle-status-active-flower-pig = 能動的な花猪（主动花猪）：ノーテンとして精算し、罰則あり
settle-status-won = 和了済み、この局から抜けた
settle-status-false-win = 詐和、この局から抜けた

settle-reason-no-ready-hand = ノーテン：聴牌者の手が取りうる最高点を支払う
settle-reason-passive-flower-pig = 受動的な花猪：ノーテンとして支払い、罰なし
settle-reason-flower-pig = 花猪：ノーテンとして支払い、さらに罰を受ける
settle-reason-kong-direct = 捨て牌でのカン：放銃者が支払う
settle-reason-kong-added = ツモった牌での加カン：残っている各選手が支払う
settle-reason-kong-concealed = 暗カン：残っている各選手が支払う
settle-reason-kong-refund-not-ready = カンの点を返す：流局時にノーテン
settle-reason-kong-refund-flower-pig = カンの点を返す：流局時に花猪
settle-reason-kong-refund-dead-hand = カンの点を返す：和了放棄（停和陪打）
settle-reason-kong-refund-false-win = カンの点を返す：詐和
settle-reason-kong-refund-kong-discard = カンの点を返す：カン後の捨て牌で和了された（杠上炮）

error-settle-seat-count = 卓の席は 3 または 4 で、{ $count } ではありません。
error-settle-not-a-drawn-hand = この局に残っているのは { $count } 人だけです。流局の精算には 2 人以上が必要です。
error-settle-team-won = 席 { $seat } とそのパートナー（席 { $partner }）がともに和了しました。局はそこで終わり、查叫はしません。
error-settle-missing-hand = 席 { $seat } はまだ局に残っています。手牌を入力してください。
error-settle-missing-void-suit = 席 { $seat }：この選手が定缺した色はどれですか？
error-settle-not-a-suit = 席 { $seat }：「{ $text }」は色ではありません。m、p、s のいずれかを使ってください。
error-settle-missing-discards = 席 { $seat } は持ってはいけない色の牌を持っています。受動的か能動的な花猪かを決めるため、捨て牌を入力してください。
error-settle-fifth-copy-at-table = 卓に 5 枚目の { $tile } があります（席 { $seat }）。同じ牌は 4 枚しかありません。
error-settle-no-such-seat = カン { $kong } が席 { $seat } を挙げていますが、この卓の席は { $seats } です。
error-settle-kong-discarder = カン { $kong }：放銃者がいるのは捨て牌でのカンだけで、カンをした本人ではありません。
error-settle-kong-payer = カン { $kong }：席 { $seat } はこのカンを支払えません（本人、重複、または放銃者でない）。
