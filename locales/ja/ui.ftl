# アプリ画面（ui/）の文言。ルール目録・罰則・エラーの文言は別ファイルにあります。

ui-app-title = 麻雀審判アシスタント

## 上部バー
ui-nav-new = 新規裁定
ui-nav-log = 裁定記録
ui-nav-standings = 成績
ui-nav-catalogue = 罰則一覧
ui-nav-event = 大会設定
ui-session-label = 回戦
ui-lang-label = 言語
ui-lang-zh-CN = 中文
ui-lang-en = EN
ui-lang-ja = 日本語

## 共通
ui-loading = 読み込み中…
ui-screen-not-loaded = この画面を読み込めませんでした（取得する前に接続が切れました）。ホールに再接続してから再試行してください。
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
ui-sanction-with-range = { $sanction }（{ $range }）

## 新規裁定
ui-step-table = どの卓ですか？
ui-step-player = どの選手ですか？
ui-step-incident = 何が起きましたか？
ui-step-questions = 次の質問に答えてください
ui-step-verdict = 裁定
ui-no-tables = この大会にはまだ卓がありません。「大会設定」で追加してください。
ui-incident-search-label = 反則を探す
ui-incident-search-placeholder = 名称・条文番号・キーワード（中文 / English / 日本語）
ui-incident-frequent = この大会でよく使う違反
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
ui-verdict-overridden = ルールブックではなく、この大会の規定により決定
ui-verdict-decided-as = 「{ $called }」として提出。手牌を確かめると「{ $decided }」。
ui-log-called = （「{ $called }」として提出）
ui-verdict-summary-book = 規則書の定め（この大会の規定で変更あり）：{ $summary }
ui-interpretation = 解釈：
ui-hand = 局番号（任意）
ui-hand-less = 局番号を一つ前に
ui-hand-more = 局番号を一つ後に
ui-note = メモ
ui-note-placeholder = 審判長に伝えること（任意）
ui-record = 裁定を記録
ui-recording = 保存しています…
ui-saved = 記録しました：No. { $seq }（{ $time }）
ui-new-ruling = 新規裁定

## 裁定記録
ui-log-seq = 第{ $seq }号
ui-log-sanction-open = 罰則は審判長が次から選ぶ：{ $options }
ui-log-no-sanction = 罰則なし
ui-log-undecided = 未決定：次の回答がないまま記録：{ $questions }
ui-log-because = ：{ $reason }
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
ui-time-format = 24 時間制の時刻で：09:12 または 0912（秒は省略可）。
ui-session-time = 開始時刻
ui-session-add = 回戦を追加
ui-session-remove = 削除
ui-event-tables = 卓と選手
ui-table-add = 卓を追加
ui-table-remove = この卓を削除
ui-event-save = 設定を保存
ui-event-saving = 保存しています…
ui-event-saved = 設定を保存しました。

## 大会規定（ルールブックの変更）
ui-event-overrides = 大会規定
ui-overrides-hint = ルールブックが大会による変更を認めている項目です。変更した値は設定の保存後に裁定へ反映されます。「ルールブックに戻す」はすぐに保存します。
ui-overrides-none = このルールでは、大会が変更できる罰則はありません。
ui-overrides-other-ruleset = 先に新しいルールを保存してから、その大会規定を設定してください。
ui-override-outcome = 結果 { $n }
ui-override-badge = 大会規定
ui-override-bound-gt = 超
ui-override-bound-ge = 以上
ui-override-bound-lt = 未満
ui-override-bound-le = 以内
ui-override-reset = ルールブックに戻す
ui-override-missing = 「{ $incident }」のすべての値に数字を入力してください。何も保存されていません。
ui-override-not-a-number = 「{ $value }」は数字ではありません（「{ $incident }」）：10 や -0.5 のように数字で入力してください。何も保存されていません。
ui-hall-warnings-title = 全体警告
ui-hall-warnings-hint = 審判長が会場全体に警告した反則（{ $article }）：以後、選手の最初の反則は { $counts } 回目として扱われます。大会設定とともに保存されます。
ui-rank-points-title = 順位ごとの順位点
ui-rank-points-hint = すべて空欄にするとルールブックの順位点を使います。大会による変更を認めるルールブックは一部だけです。
ui-rank-points-place = { $place } 位
ui-rank-points-incomplete = すべての順位に順位点を入力するか（{ $place } 位が空欄です）、すべて空欄にしてルールブックの値を使ってください。何も保存されていません。
ui-rank-points-not-a-number = 「{ $value }」は順位点の数字ではありません（{ $place } 位）。何も保存されていません。

## 罰則一覧
ui-catalogue-title = 罰則一覧
ui-catalogue-categories = 分類で絞り込む
ui-catalogue-all = すべて
ui-catalogue-count = { $count }件
ui-catalogue-not-punished = このルールでは罰則なし
ui-catalogue-category = 分類
ui-catalogue-our-reading = 当アプリの解釈（ルールブックの原文ではありません）：
ui-catalogue-questions = 審判が確認すること
ui-catalogue-answers = 回答：{ $answers }
ui-catalogue-answer-number = 数値（{ $unit }）
ui-catalogue-answer-player = 選手
ui-catalogue-answer-hand = 手牌（牌選択で入力）
ui-catalogue-answer-tile = 牌 1 枚
ui-catalogue-optional = 任意：手牌エンジンで判断を確認
ui-catalogue-outcomes = 裁定の内容
ui-catalogue-options = 審判が次のうち一つを選ぶ：
ui-catalogue-overridable = ルールブックは、この項目を大会が独自に定めることを認めています。
ui-catalogue-overridden = この大会の独自規定により変更
ui-catalogue-compare = ルールごとに比較
ui-compare-title = ルール別の「{ $incident }」
ui-compare-missing = このルールにはこの事象がありません。

## 成績
ui-standings-title = この回戦の成績
ui-standings-note = 規則に定めのない点の順位の決め方
ui-scores-hint = 卓で記録した素点
ui-score-sign-label = 符号を切り替える
ui-scores-save = 点数を保存
ui-scores-saving = 保存しています…
ui-scores-saved = 点数を保存しました。
ui-score-missing = { $name }（{ $seat ->
        [E] 東
        [S] 南
        [W] 西
       *[N] 北
    }）の点数を入力してください。何も保存していません。
ui-score-not-a-number = 「{ $value }」は点数ではありません（{ $name }、{ $seat ->
        [E] 東
        [S] 南
        [W] 西
       *[N] 北
    }）。25 や -12.5 のように数字で入力してください。何も保存していません。
ui-standings-unscored = まだ点数がありません。入力するとこの卓の順位が出ます。
ui-standings-rank = 順位
ui-standings-player = 選手
ui-standings-score = 素点
ui-standings-adjusted = 罰則後
ui-standings-rank-points = 順位点
ui-standings-points-from = （{ $before } { $change }）
ui-standings-forfeit = 状態
ui-standings-forfeit-yes = 回戦負け
ui-standings-adjustments = 裁定による増減
ui-adjust-score = 点数
ui-adjust-pay = 支払い
ui-adjust-rank_points = 順位点
ui-adjust-forfeit_session = 回戦負け
ui-adjust-annul_results = 成績取消：順位点・素点とも計上しない
ui-adjust-disqualification = 出場停止：この回戦の順位点なし
ui-standings-annulled = 成績取消
ui-standings-disqualified = 出場停止
ui-totals-title = 点数入力済みの全回戦の合計
ui-totals-substitute = セッション { $session }：{ $name }（補欠）が代わりに対局
ui-totals-score = 罰則後の点数
ui-totals-empty = まだ点数を入力した卓はありません。
ui-totals-disqualified = 失格

## Tiles, the tile picker and checking a call with the hand engine
ui-tile-m = { $n }萬
ui-tile-p = { $n }筒
ui-tile-s = { $n }索
ui-tile-1z = 東
ui-tile-2z = 南
ui-tile-3z = 西
ui-tile-4z = 北
ui-tile-5z = 白
ui-tile-6z = 發
ui-tile-7z = 中
ui-suits = 種類
ui-suit-m = 萬子
ui-suit-p = 筒子
ui-suit-s = 索子
ui-suit-z = 字牌
ui-hand-tiles = 手牌
ui-hand-empty = 下の牌をタップして手牌を作ります。
ui-hand-count = { $count } / { $size }
ui-hand-remove = { $tile }を外す
ui-hand-remove-meld = { $tile }の{ $meld }を外す
ui-hand-clear = クリア
ui-cancel = キャンセル
ui-meld-label = 次の牌を副露にする
ui-meld-pung = ポン
ui-meld-kong = 明槓
ui-meld-concealed-kong = 暗槓
ui-meld-chow = チー
ui-meld-next = 次にタップした牌が{ $meld }になります。
ui-hand-fifth-copy = { $tile } は一組に 4 枚しかありません。
ui-hand-honours = { $tile }：このルールでは字牌を使いません。
ui-hand-full = 手牌はすでに { $expected } 枚です。手牌の牌をタップすると外せます。
ui-hand-no-room = ポンや槓は 3 枚と数えます。{ $expected } 枚のうち残りは { $left } 枚です。
ui-hand-no-chow = 順子は一番小さい牌（数牌の1〜7）で指定します：{ $tile } から始まる順子はありません。
ui-meld-next-chow = 順子の一番小さい牌をタップしてください（789 なら 7）。
ui-check-title = 手牌を確認
ui-check-hint = 任意。裁定は判断どおりに成立します。手牌を入力すると、手牌エンジンがその判断を確認します。
ui-check-change = 変更
ui-check-clear = 回答を消す
ui-check-verdict = 現在の裁定
ui-analysis-title = 手牌エンジンの判定
ui-analysis-waits-title = この手牌の待ち
ui-analysis-working = 手牌を確認中…
ui-analysis-win = 和了：{ $fan } 翻、{ $points } 点。
ui-analysis-fan = { $count ->
    [1] { $name }：{ $fan } 翻
   *[other] { $name } × { $count }：{ $fan } 翻
}
ui-analysis-not-win = 和了ではありません。{ $reason }
ui-analysis-not-ready = ノーテン。{ $reason }
ui-analysis-not-win-plain = 和了ではありません。
ui-analysis-waits = { $count } 種の待ち、最高 { $max } 翻。
ui-analysis-wait-fan = { $fan } 翻
ui-unlock-passphrase = この端末の鍵のパスフレーズ
ui-unlock = 解除
ui-unlock-done = アプリを閉じるまで解除しました。もう一度お試しください。
ui-log-amend = 訂正
ui-amend-banner = 裁定 { $seq } 番を訂正中：回答を直し、理由を書いて訂正を記録してください。選手・卓・違反の種類は記録のままです。
ui-amend-cancel = 訂正をやめる
ui-amend-reason = 訂正の理由（記録に残ります）
ui-amend-record = 訂正を記録
ui-amend-saved = 訂正を { $seq } 番として { $time } に保存しました

# 和了の状況（`circumstances` の質問。状況のキーは手牌ルールから）。
hand-circumstance-tsumo = ツモ
hand-circumstance-last-of-kind = 和絶張
hand-circumstance-after-kong = 槓の嶺上牌で和了
hand-circumstance-robbing-kong = 搶槓
hand-circumstance-last-tile = 牌山の最後の牌（またはその捨て牌）
ui-circumstances = 和了の状況
ui-circumstances-none = ロン、ほかになし
ui-flowers = 花牌の枚数
ui-flowers-count = { $count ->
    [0] 花牌なし
   *[other] 花牌 { $count } 枚
}
ui-seat-wind = 自風
ui-round-wind = 場風
ui-seat-wind-is = 自風：{ $wind }
ui-round-wind-is = 場風：{ $wind }
ui-catalogue-answer-circumstances = ツモか否か、花牌、風など
ui-analysis-win-points = { $points } 点の和了{ $flowers ->
    [0] {""}
   *[other] （うち花牌 { $flowers } 点）
}：花牌を除いて最低点 { $minimum } 点に届きます。
ui-analysis-below-minimum = { $points } 点の和了形{ $flowers ->
    [0] {""}
   *[other] （うち花牌 { $flowers } 点）
}、花牌を除くと最低点 { $minimum } 点に届かない：和了になりません。
ui-analysis-fan-points = { $count ->
    [1] { $name }：{ $points } 点
   *[other] { $name } × { $count }：{ $points } 点
}
ui-analysis-waits-points = { $count } 種の待ち。最高 { $max } 点。
ui-analysis-wait-points = { $points } 点
ui-hand-readings = 手牌の数え方
ui-hand-readings-hint = 規則が明記しない点や計算機で異なる点は、大会規程で選べます。最初の選択肢がこのアプリの読み方です。
# JSMA：手牌エンジンの答えと、手牌入力で尋ねる牌。
hand-circumstance-riichi = リーチ
hand-circumstance-double-riichi = ダブルリーチ
hand-circumstance-first-turn = 第一ツモ前・鳴きなし（天和・地和・人和）
ui-tiles-seen-dora = ドラ表示牌
ui-tiles-seen-discards = 本人の捨て牌
ui-tiles-seen-seen = すでに見えている牌（他家の捨て牌・副露）
ui-tiles-seen-add = 牌を追加
ui-tiles-seen-done = 完了
ui-analysis-riichi-win = 和了：役{ $han }翻、ドラ{ $dora }、{ $fu }符：合計{ $points }点。
ui-analysis-riichi-yakuman = 役満：合計{ $points }点。
ui-analysis-riichi-ron = 放銃者が{ $points }点を支払います。
ui-analysis-riichi-tsumo = 親が{ $dealer }点、子がそれぞれ{ $others }点を支払います。
ui-analysis-riichi-tsumo-dealer = 子がそれぞれ{ $each }点を支払います。
ui-analysis-yaku = { $count ->
    [1] { $name }：{ $han }翻
   *[other] { $name } ×{ $count }：{ $han }翻
}
ui-analysis-riichi-ready = テンパイ：待ちは{ $count }種。
ui-committee-power = 裁定委員会が下せる裁定
ui-committee-power-hint = ここはルールブックの読み方が分かれます（{ $article }）。大会規定で選びます。最初の選択肢が本アプリの読み方です。
ui-committee-power-uphold = 裁定を維持：審判長の判定は覆せない
ui-committee-power-recommend = 審判長に裁定の変更を勧告する
ui-committee-power-overturn = ほかの裁定と同じく覆せる
