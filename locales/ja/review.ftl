# 審判長のレビューと帳票（mjref review、mjref report、レビュー画面）。
review-struck = 取消済み
review-possible-duplicate = 重複の可能性：{ $first } と { $second }
report-yes = はい
report-no = いいえ
# Between two sanctions of one ruling.
report-separator = { "、" }

# レビュー画面（ログを審判長の卓に広げたもの）。
ui-review-title = 大会の裁定
ui-review-sessions = 回戦
ui-review-all-sessions = 全回戦
ui-review-chip = { $label }（{ $count }）
ui-review-standing = 有効性
ui-review-with-struck = 取消済みを含む
ui-review-standing-only = 有効な裁定のみ
ui-review-incidents = 違反の種類
ui-review-all-incidents = すべての種類
ui-review-player = 選手
ui-review-table = 卓
ui-review-referee = 審判
ui-review-device = 端末
ui-review-any = すべて
ui-review-clear = 絞り込みを解除
ui-review-filters = 絞り込み{ $n ->
    [0] {""}
   *[other] {" "}· { $n }
}
ui-review-filters-active = 使用中の絞り込み
ui-review-filters-none = 大会のすべての裁定
ui-review-filter-remove = 絞り込みを外す：{ $filter }
ui-review-order = この端末の記録が受け取った順（番号）に新しいものから表示。複数の端末からの裁定は、時刻がこの順と前後することがあります。
ui-log-player-history = { $name }：すべての裁定
ui-review-count = { $total } 件中 { $from }–{ $to } 件目（新しい順）
ui-review-empty = 条件に合う裁定はありません。
ui-review-prev = 新しい方へ
ui-review-next = 古い方へ
ui-review-sum-rulings = この表示の有効な裁定
ui-review-sum-in-event = 大会全体の有効な裁定
ui-review-sum-struck = この表示の取消済み
ui-review-sum-warnings = この表示の警告
ui-review-sum-ladder = 警告の累積（回戦：{ $session }）
ui-review-sum-score = 減点
ui-review-sum-rank-points = 順位点の減点
ui-review-sum-disqualified = 失格
ui-review-summaries = 集計：選手 { $players } 名、卓 { $tables }
ui-review-players-title = 選手別
ui-review-tables-title = 卓別
ui-review-col-player = 選手
ui-review-col-rulings = 裁定
ui-review-col-warnings = 警告
ui-review-col-score = 点数
ui-review-col-rank-points = 順位点
ui-review-col-table = 卓
ui-review-col-players = 選手数
ui-review-duplicates-title = 重複の可能性：{ $n } 組
ui-review-duplicates-hint = 2 台の端末が同じ回戦で、同じ選手の同じ違反を記録しています（どちらにも局の記載があれば同じ局）。同じ出来事なら、数えない方を取り消してください。
ui-report-title = 書き出し：掲示用と集計係用
ui-report-file = ファイル
ui-report-what = ファイルの内容
ui-report-what-log = 裁定ログ
ui-report-what-standings = 成績表
ui-report-format = 形式
ui-report-format-pdf = PDF（掲示用）
ui-report-format-csv = CSV（集計係用）
ui-report-choose = 名前を付けて保存…
ui-report-write = 書き出す
ui-report-written-pages = { $pages } ページを { $path } に書き出しました
ui-report-view = PDF を開く
ui-report-written = { $rows } 行を { $path } に書き出しました

# 掲示用の PDF ページ。
report-standings-title = 成績表
report-notice-title = 罰則の公示
report-event = 大会：{ $name }
report-session = 回戦：{ $name }　{ $date }
report-all-sessions = 全回戦
report-printed = 印刷：{ $at }
report-page = { $page } / { $pages } ページ
report-none = 有効な裁定はありません。
report-no-scores = まだ点数が入力されていません。
report-forfeit = 棄権
report-disqualified = 失格
report-remark-rank-points = { $incident }：順位点 { $amount }
report-remark-substitute = セッション { $session }：{ $name }（補欠）が代わりに対局
report-col-rank = 順位
report-col-player = 選手
report-col-table = 卓
report-col-session-score = 得点
report-col-session-rank-points = 順位点
report-col-total-score = 累計得点
report-col-total-rank-points = 累計順位点
report-col-remark = 備考
report-col-time = 時刻
report-col-incident = 違反
report-col-sanctions = 罰則
report-col-article = 条項

# 裁定の経緯（レビュー画面）。
ui-history = 経緯
ui-history-ruling = { $name }が記録
ui-history-amend = { $name }が訂正
ui-history-void = { $name }が取消
ui-history-appeal-decision = { $name }が提訴を裁定：{ $decision }
ui-history-decision-upheld = 維持
ui-history-decision-overturned = 破棄
ui-history-decision-amended = 変更
ui-history-withdrawn = 後の取消で撤回
ui-review-not-enrolled = 登録されていない端末からの裁定 { $n } 件は別に保管され、どこにも数えられません。「記録」画面に一覧があり、審判長が端末を登録できます。
