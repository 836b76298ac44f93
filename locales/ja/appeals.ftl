# 提訴案件：コアが拒否するもの（error-<code>）。
error-case-needs-ruling = 提訴する裁定（複数可）を選んでください。何も記録されていません。
error-case-unknown-ruling = 裁定 { $id } は記録にありません。何も記録されていません。
error-case-needs-appellant = 提訴者（選手）を入力してください。何も記録されていません。
error-case-bad-time = 「{ $value }」は日時ではありません（例：2026-11-24T15:30:00+08:00）。何も記録されていません。
error-case-unknown = 提訴案件 { $case } は記録にありません。何も記録されていません。
error-case-bad-decision = 「{ $decision }」は裁定の種類ではありません（認容・変更・勧告・棄却）。何も記録されていません。
error-case-beyond-power = { $article } により、裁定委員会は審判長の裁定について{ $decision ->
        [upheld] 提訴を認容する
        [amended] 裁定を訂正する
        [recommended] 変更を勧告する
       *[other] 提訴を棄却する
    }ことはできません。何も記録されていません。
error-case-not-heard-by-head = { $article } により、審判長はこの提訴について{ $decision ->
        [upheld] 提訴を認容する
        [amended] 裁定を訂正する
        [recommended] 変更を勧告する
       *[other] 提訴を棄却する
    }ことはできません。何も記録されていません。
error-case-already-decided = 案件 { $case } はこの段階で裁定済みです。何も記録されていません。
error-case-empty-note = メモが空です。何も記録されていません。
error-case-no-photo = 先に写真を選んでください。何も記録されていません。
error-case-unknown-photo = 写真 { $sha256 } は記録にありません。何も書き出していません。

# mjref appeal
appeal-filed = 案件 { $case } を受け付けました（期限内）。
appeal-filed-late = 案件 { $case } を受け付けましたが期限切れです（期限 { $deadline }）。記録には残します。
appeal-in-time = 期限内
appeal-out-of-time = 期限切れ

# 提訴記録（PDF）と提訴画面。
case-file-title = 提訴記録
case-heading = 提訴者 { $by } · { $status }
case-status-open = 未裁定
case-status-heard-by-head = 審判長が裁定済み（委員会が審理する場合あり）
case-status-decided = 裁定委員会が裁定済み
case-col-when = 日時
case-col-what = 項目
case-col-detail = 内容
case-row-filed = 提訴
case-filed = 提訴者 { $by }、日時 { $at }。理由：{ $grounds }。{ $referee } が受付。
case-row-rule = 提訴の規定
case-article = 条文：{ $article }
case-deadline = 期限 { $at }：{ $status }。
case-no-deadline = 期限はありません。
case-row-ruling = 提訴された裁定
case-by = { $referee }
case-step-ruling = 記録
case-step-amend = 訂正
case-step-void = 取消
case-step-appeal = 提訴
case-step-appeal-decision = 提訴の裁定
case-decision-upheld = 提訴認容：裁定は無効
case-decision-amended = 一部認容：裁定を訂正する
case-decision-recommended = 審判長に裁定の変更を勧告
case-decision-dismissed = 提訴棄却：裁定を維持
case-decision-overturned = 裁定取消
case-heard-as-head = 審判長の裁定
case-heard-as-appeals = 委員会の裁定
case-heard-as-floor = 裁定
case-row-photo = 写真 { $n }
case-photo-of-ruling = 裁定の記録時に撮影
case-row-note = メモ
case-row-record = 記録
case-verified = 検証済み：{ $devices } 台の端末の { $events } 件、問題なし。
case-not-verified = 検証で問題 { $problems } 件（「記録」画面を参照）。
case-digest = 記録のダイジェスト（SHA-256）：{ $digest }
case-times = 時刻はすべて現地時刻（UTC{ $offset }）。
case-id = 案件番号 { $case }
case-device = { $referee }：端末 { $device }
case-photo-hash = 写真 { $n }：SHA-256 { $sha256 }

# 提訴画面。
ui-nav-appeals = 提訴
ui-appeals-title = 提訴
ui-appeals-none = 提訴はまだありません。
ui-appeal-new = 提訴を受け付ける
ui-appeal-new-close = 受付フォームを閉じる
ui-appeal-file-title = 提訴の受付
ui-appeal-rulings = 提訴された裁定
ui-appeal-no-rulings = この回戦に有効な裁定はありません。
ui-appeal-by = 提訴者
ui-appeal-filed-at = 提訴の日時
ui-appeal-hand_ended_at = その局の終了時刻
ui-appeal-session_ended_at = その回戦の終了時刻
ui-appeal-grounds = 提訴の理由
ui-appeal-submit = 案件を開く
ui-appeal-filed = 案件を受け付けました（期限内）。{ $deadline }
ui-appeal-filed-late = 案件を受け付けましたが期限切れです（期限 { $deadline }）。記録には残します。
ui-case-title = { $by } の提訴
ui-case-article = 条文
ui-case-status = 状態
ui-case-status-open = 未裁定
ui-case-status-heard_by_head = 審判長が裁定済み
ui-case-status-decided = 委員会が裁定済み
ui-case-opened = 受付
ui-case-opened-by = { $name }、{ $time }
ui-case-rulings = 提訴された裁定
ui-case-rulings-n = 裁定 { $n } 件
ui-case-struck = 無効
ui-case-photos = 写真
ui-case-no-photos = 写真はまだありません。
ui-case-notes = メモ
ui-case-note-placeholder = 証言、卓の状況など…
ui-case-note-add = メモを追加
ui-case-decisions = 裁定
ui-case-undecided = まだ裁定されていません。
ui-case-decision = 裁定
ui-case-decision-upheld = 提訴を認容
ui-case-decision-amended = 一部認容：裁定を訂正
ui-case-decision-recommended = 審判長に変更を勧告
ui-case-decision-dismissed = 提訴を棄却
ui-case-heard-as-head = 審判長
ui-case-heard-as-appeals = 裁定委員会
ui-case-heard-as-floor = 審判
ui-case-reason = 理由（記録に残ります）
ui-case-decide = 裁定に署名
ui-case-export = 提訴記録（PDF）
ui-case-filed-at = 提訴 { $time }
ui-case-deadline = 期限 { $time }
ui-case-minutes-left = 残り { $minutes } 分
ui-case-no-deadline = 期限なし
ui-case-in-time = 期限内
ui-case-out-of-time = 期限切れ
ui-photo-of-hand = 手牌・卓の写真
ui-photo-take = 写真を撮る・選ぶ
ui-photo-preparing = 写真を処理しています…
ui-photo-alt = 写真 { $width } × { $height }
ui-photo-remove = 外す
ui-photo-caption = 説明
ui-photo-add = 案件に追加
ui-photo-n = 写真 { $n }
ui-photo-missing = この端末に写真がありません
ui-photo-with-ruling = 裁定の記録時に撮影
ui-close = 閉じる
ui-history-appeal = 提訴。{ $name }が受付
