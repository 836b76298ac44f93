# アプリ画面（ui/）の文言。ルール目録・罰則・エラーの文言は別ファイルにあります。

ui-app-title = 麻雀審判アシスタント

## 上部バー
ui-nav-new = 新規裁定
ui-nav-log = 裁定記録
ui-nav-event = 大会設定
ui-session-label = 回戦
ui-lang-label = 言語
ui-lang-zh-CN = 中文
ui-lang-en = EN
ui-lang-ja = 日本語

## 共通
ui-loading = 読み込み中…
ui-retry = 再試行
ui-back = 戻る
ui-confirm = 確定
ui-table-n = { $n }番卓
ui-seat-E = 東
ui-seat-S = 南
ui-seat-W = 西
ui-seat-N = 北
ui-player-seat = { $name }（{ $seat }）
ui-player-unnamed = （名前未入力）
ui-article = 条文：{ $article }

## 新規裁定
ui-step-table = どの卓ですか？
ui-step-player = どの選手ですか？
ui-step-incident = 何が起きましたか？
ui-step-questions = 次の質問に答えてください
ui-step-verdict = 裁定
ui-no-tables = この大会にはまだ卓がありません。「大会設定」で追加してください。
ui-incident-search-label = 反則を探す
ui-incident-search-placeholder = 名称・条文番号・キーワード（中文 / English / 日本語）
ui-no-match = 該当する反則がありません。
ui-evaluating = 裁定を計算しています…
ui-arrival-time = 到着時刻
ui-scheduled-start = 開始予定：{ $date } { $time }
ui-verdict-tier = 等級
ui-verdict-no-tier = 等級なし
ui-verdict-article = 根拠条文
ui-verdict-sanctions = 罰則
ui-verdict-not-applicable = このルールでは、この事象に罰則はありません。
ui-verdict-no-sanction = 罰則なし。
ui-verdict-options = 罰則を選んでください
ui-verdict-amount = { $min }～{ $max } の範囲で値を選んでください
ui-decrease = −
ui-decrease-label = 減らす
ui-increase = +
ui-increase-label = 増やす
ui-verdict-reasons = 裁定の理由
ui-interpretation = 解釈：
ui-hand = 局番号（任意）
ui-note = メモ
ui-note-placeholder = 審判長に伝えること（任意）
ui-record = 裁定を記録
ui-recording = 保存しています…
ui-saved = 記録しました：No. { $seq }（{ $time }）
ui-new-ruling = 新規裁定

## 裁定記録
ui-log-title = この回戦の裁定
ui-log-filter = 卓で絞り込む
ui-log-all = すべての卓
ui-log-empty = この回戦の裁定記録はまだありません。
ui-log-seq = No. { $seq }
ui-log-hand = 第{ $n }局
ui-log-referee = 審判：{ $name }

## 大会設定
ui-event-title = 大会設定
ui-event-name = 大会名
ui-event-ruleset = 競技ルール
ui-event-referee = この端末の審判名
ui-event-sessions = 回戦
ui-session-id = ID
ui-session-name = 名称
ui-session-date = 日付
ui-session-time = 開始時刻
ui-session-add = 回戦を追加
ui-session-remove = 削除
ui-event-tables = 卓と選手
ui-table-add = 卓を追加
ui-table-remove = この卓を削除
ui-event-save = 設定を保存
ui-event-saving = 保存しています…
ui-event-saved = 設定を保存しました。
