# 共通の文字列：ルールセット、違反名、質問、罰則、加重の理由、分類。

ruleset-sbr-2025 = 四川麻雀（SBR）2025 個人戦
ruleset-sbr-2025-2v2 = 四川麻雀（SBR）2025 ダブルス
ruleset-mcr-2006 = 国標麻雀（MCR）2006
ruleset-china-1998 = 中国麻雀競技規則 1998
ruleset-jsma = 日本スポーツ麻雀協会 公式ルール
ruleset-leisure = レジャー麻雀大会ルール

category-attendance = 出席
category-tiles = ツモと牌
category-claims = 発声
category-winning = 和了
category-conduct = 行為と規律

incident-late-arrival = 遅刻
incident-wrong-tile-count = 多牌・少牌（相公）
incident-false-win = 誤和了（诈和）
incident-passed-win = 見逃し後の和了（顺和）
incident-active-flower-pig = 能動的な花豚（主动花猪）
incident-early-draw = 先ヅモ
incident-empty-claim = 空ポン・空カン

question-minutes_late = 選手は何時に到着しましたか？
question-intentional = 故意でしたか（または以前の誤りを隠すためでしたか）？
question-intentional-help = 例えば多牌・少牌：過失なら和了放棄のみ。故意またはそれを隠すためのツモは非スポーツ行為です。
question-misled_others = その発声で他の選手が誤解し、進行に影響しましたか？
question-misled_others-help = 例：ポンされると思った別の選手が和了を宣言した。

question-declared_hand = 和了を宣言した手牌（和了牌を除く）
question-winning_tile = 和了牌
question-win_circumstances = 和了の状況：ツモか否か、風など
question-hand_before = 和了牌を見逃したときの手牌（13 枚）
question-passed_tile = 見逃した和了牌
question-claimed_tile = 後で和了を宣言した牌
question-changed_in_between = その間にツモったか、和了できなくなるポンをしましたか？
question-changed_in_between-help = 間にツモった（または和了形でなくなるポンをした）後の和了は見逃し後の和了ではありません。

answer-yes = はい
answer-no = いいえ
unit-minutes = 分
unit-boards = 副

sanction-warning = 警告
sanction-serious_warning = 厳重警告
sanction-score = 点数 { $amount }
sanction-pay = 支払い { $amount }
sanction-rank_points = 順位点 { $amount }
sanction-imp = IMP { $amount }
sanction-imp_to_opponents = 相手チームに IMP +{ $amount }
sanction-dead_hand = 和了放棄（打ち続けるが和了できない）
sanction-forfeit_session = その回戦は負け（順位点 0）
sanction-disqualification = { $scope ->
    [event] 大会の残りを出場停止
   *[session] この回戦を出場停止
}
sanction-annul_results = この回戦の成績を取り消す（順位点・素点とも計上しない）
sanction-referral = 競技委員会に報告
sanction-return_kong_points = この局のカン点を返す
sanction-redeal = 配牌のやり直し
sanction-void_hand = 局は無効：成績は引き分けとして数える
sanction-restore = 元に戻す
sanction-penalty_tile = 罰牌：次の手番でさらした牌を打つ
sanction-no_win_until_draw = 次のツモまで和了できない
sanction-win_restricted = 該当する牌では和了できない
sanction-range = { $min } から { $max } の間で選択

reason-ladder = { $scope ->
    [hand] この局で
   *[session] この回戦で
} { $count } 回目の警告相当の違反（{ $article }）。
reason-rising = 同じ回戦の減点は下がらない：前回は { $previous }。
reason-repeat = 同じ回戦で二度目の { $amount } 点減点は、その回戦の負けとなる（{ $article }）。
reason-hall-warning = 全体警告が出ているため、初回の違反を二回目として扱う（{ $article }）。
reason-override = この大会の規定により決定（{ $article } は大会による変更を認めている）。
question-drawn_hand = 流局時のその人の手牌（13枚）
question-drawn_circumstances = リーチ、風、本人の捨て牌、すでに見えていた和了牌
