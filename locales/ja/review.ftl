# 審判長のレビューと帳票（mjref review、mjref report、レビュー画面）。
review-struck = 取消済み
review-possible-duplicate = 重複の可能性：{ $first } と { $second }
report-yes = はい
report-no = いいえ
# Between two sanctions of one ruling.
report-separator = { "、" }
