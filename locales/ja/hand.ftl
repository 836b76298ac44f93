# 手牌エンジン（crates/tiles）：役名 fan-<key>、理由 hand-reason-<code>。
# SBR 2025 第十条二（六）：十の番種（規則書の順）。
fan-kong = 槓
fan-root = 根
fan-all-pungs = 大対子
fan-golden-hook = 金鉤鉤
fan-full-flush = 清一色
fan-seven-pairs = 七対子
fan-kong-bloom = 槓上開花
fan-kong-discard = 槓上炮
fan-robbing-kong = 搶槓
fan-last-tile = 海底
hand-reason-three-suits = 三種類の数牌がある：一色を欠かなければ和了もテンパイもできない。
hand-reason-honours = 字牌がある：このルールでは字牌を使わない。
hand-reason-not-a-winning-shape = 和了形ではない：四面子一雀頭でも七対子でもない。
hand-tenpai = テンパイ
hand-not-tenpai = ノーテン：どの牌でも和了にならない。
hand-below-minimum = 最低点に届かない：花牌を除いた番の点数が和了に必要な点数に達していません。
hand-cli-win = { $fan } 翻、{ $points } 点、一人あたり { $per_payer }
hand-cli-win-points = { $points } 点（うち花牌 { $flowers } 点）、一人あたり { $per_payer }
hand-reason-no-yaku = 役がありません：ドラや、海底・河底・嶺上開花・搶槓だけでは和了できません（1翻しばり）。
hand-reason-furiten = フリテン：和了牌が自分の捨て牌にあるため、ツモ和了しかできません。
hand-cli-riichi-win = { $han }翻 ドラ{ $dora } { $fu }符：{ $points }点
hand-riichi-effective-tenpai = 有効テンパイ：和了牌が残っていて、役のある和了になります。
hand-riichi-not-effective-tenpai = 有効テンパイではありません：役のある和了になる和了牌が残っていません。
hand-riichi-furiten = フリテン：和了牌が自分の捨て牌にあります。
hand-riichi-karaten = カラテン：和了牌はすべて自分の手の中に四枚あります。
