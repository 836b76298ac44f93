# 日本スポーツ麻雀協会ルールが最初に使う共通の違反名と質問。他のルールセットもそのまま使える。ほかの場所で重複定義しないこと。

incident-chombo = チョンボ
incident-invalid-riichi = 不正なリーチ（ノーテン・フリテンリーチなど）
incident-win-unverified = 和了確認前の手牌崩し
incident-call-after-dead-hand = アガリ放棄後のチー・ポン・カン
incident-misnamed-discard-ron = 牌名の誤りによる誤ロン
incident-pao = 責任払い（パオ）
incident-empty-riichi = 空リーチ
incident-empty-win-call = 空ロン
incident-peeking = 覗き見
incident-wrong-dora-indicator = ドラ表示牌のめくり違え
incident-false-win-excused = 錯ロン（他家に正当なロンあり）
incident-false-tsumo = 錯ツモ（誤ったツモ和了）
incident-kuikae = 食い替え
incident-manners = マナー違反

question-offender_is_dealer = 違反した選手は、この局の親ですか？
question-dealer = この局の親は誰ですか？
question-pao_liable = 違反した選手は、この局で役満を確定させる牌を鳴かせて、責任払い（パオ）を負っていましたか？
question-pao_liable-help = 例：大三元の三つ目の三元牌をポンさせていた。責任払いを負う者のチョンボは役満分を支払う。
question-other_at_fault = もう一人の責任者は誰ですか（打牌を言い間違えた人、またはそれでロンした人）？
question-pao_win_by = 役満はどのように和了されましたか？
question-pao_win_by-help = 責任者自身が放銃した場合は通常どおり全額を払うだけで、責任払いの裁定はいらない。
question-pao_win_by-tsumo = ツモ和了
question-pao_win_by-ron = ほかの選手の放銃（ロン）
question-pao_winner_is_dealer = 役満を和了した選手は親ですか？
question-pao_winner = 役満を和了したのは誰ですか？（責任払いを受け取る）
question-after_riichi = その選手はすでにリーチをかけていましたか？
incident-disputed-tenpai = 流局時のテンパイ争い（有効テンパイ）
