# 国標麻雀（MCR 2006）で最初に使う共通の違反名・質問・分類。他のルールもそのまま使える。ほかで再定義しないこと。

category-appeal = 提訴と異議

incident-dissent = 審判への不服従
incident-mistaken-claim = 錯チー・錯ポン・錯カン
incident-exposed-tiles = 見せ牌
incident-other-violation = その他の違反
incident-serious-violation = 重大な違反・不正な利得
incident-wrong-draw = 誤ツモ
incident-exposed-tile-in-play = 対局中に自分の手牌を見せた
incident-wrecked-wall = 手牌や山を崩した
incident-exposed-others-tiles = 他家の手牌を見せた
incident-slow-pung = 遅いポン
incident-claimed-tile-left = 鳴いた牌を取り込まない
incident-claim-after-draw = ツモに手を伸ばした後の発声
incident-winning-tile-not-taken = 和了牌を取り込まない
incident-irregular-win-call = 不正な和了宣言（手牌を開いた）
incident-irregular-win-call-held = 不正な和了宣言（手牌は閉じたまま）
incident-revealed-before-win-call = 和了宣言の前に手牌を開いた
incident-winning-tile-mixed = 和了牌を点数計算の牌に混ぜた
incident-late-protest = 事後の異議
incident-appeal = 提訴：期限・形式・費用
incident-appeal-review = 提訴：誰が裁定するか

question-tile_in_hand = 誤ってツモった牌はすでに手牌に入れたか？
question-tile_in_hand-help = まだ手に持っている・置いていないなら元に戻す。手牌に入れたなら和了放棄。
question-win_stood = 他家の和了は成立したか？
question-win_stood-help = 他家が和了を宣言したとき、自分の手牌を倒して見せた。和了が成立すれば警告のみ、不成立なら見せた牌は罰牌となり和了放棄。
question-victim = 被害を受けたのはどの選手か？その選手が支払いを受ける。
question-persisted_after_warning = 審判がすでに注意し、それでも従わずに騒ぎ続けたか？
question-persisted_after_warning-help = 最初の妨害的な言動はその場で警告。資格の取り消しは、注意されても続ける選手に対するもの。
