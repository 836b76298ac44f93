# エラーメッセージ：error-<code>。引数は docs/ipc.md を参照。
error-unknown-ruleset = 「{ $ruleset }」というルールセットはありません。
error-unknown-incident = ルールセット { $ruleset } に「{ $incident }」という違反はありません。
error-unknown-fact = 「{ $incident }」は「{ $fact }」を質問しません。
error-malformed-fact = 「{ $fact }」の値「{ $value }」は無効です。
error-arrival-before-start = 到着時刻 { $arrival } は開始予定 { $start } より前なので遅刻ではありません。
error-contradictory-answers = 「{ $fact }」と「{ $other }」は同じ質問への回答で、食い違うおそれがあります。どちらか一方だけを入力してください。
error-choice-out-of-range = { $amount } は選べる範囲 { $min }〜{ $max } の外です。
error-choice-not-offered = その選択肢はこの裁定にはありません。
error-empty-player-name = 選手名が空です（{ $table } 番卓、{ $seat ->
        [E] 東
        [S] 南
        [W] 西
       *[N] 北
    }）。
error-duplicate-player-name = 選手「{ $name }」が重複しています。
error-referee-name-taken = 別の端末がすでに「{ $name }」の名前で記録しています。記録と提訴で区別できるよう、審判ごとに別の名前を付けてください。
error-empty-event-name = 大会名を入力してください。
error-ruleset-mismatch = この記録の大会は { $event } で行われています（{ $given } ではありません）。大会のルールで裁定を記録してください。
error-hall-warning-not-allowed = { $ruleset } では「{ $incident }」について会場全体に警告できません。全体警告の対象は、そのルールで警告の段階を上がる反則に限られます。全体警告から外してください。
error-no-event = この記録にはまだ大会がありません。先に大会を設定（または参加）してください。
error-event-already-shared = この大会はすでに共有されています。変更は新しい版として署名されます。
error-event-exists = この記録にはすでに大会「{ $event }」があります。新しい大会は新しい記録で始めてください（別のデータベースまたは端末）。
error-unknown-event = この記録に大会「{ $event }」はありません。
error-unknown-session = 回戦「{ $session }」はありません。
error-unknown-table = { $table } 番卓はありません。
error-unknown-player = 選手「{ $player }」はいません。
error-player-not-at-table = 「{ $player }」は { $table } 番卓にいません。
error-bad-start-time = 開始時刻「{ $value }」は無効です。
error-no-sessions = 回戦が少なくとも一つ必要です。
error-no-tables = 卓が少なくとも一つ必要です。
error-storage = 記録を保存できませんでした：{ $detail }。以前の記録には影響ありません。
error-storage-full = ディスクがいっぱいで記録を保存できませんでした。以前の記録には影響ありません。
error-internal = 内部エラー：{ $detail }
error-bad-file = { $path } を読めません：{ $detail }
error-corrupt = 記録が破損しています（{ $detail }）。何も削除・上書きしていません。調査のためファイルを保管してください。
error-catalogue-problems = ルールデータに { $count } 件の問題があります（上記）。
error-missing-score = { $table } 番卓：全員の点数を入力してください（未入力：{ $player }）。
error-malformed-score = 「{ $given }」は点数として読めません。選手=点数（点数は数値）の形で入力してください。
error-empty-id = { $field ->
    [session] セッションが空です。セッションを指定してください。
   *[player] 選手が空です。選手 ID を入力してください。
}
error-field-too-long = { $field ->
    [session] セッション
    [note] メモ
   *[player] 選手 ID
}が { $max } 文字を超えています。
error-control-character = { $field ->
    [session] セッション
    [note] メモ
   *[player] 選手 ID
}に制御文字（NUL、ESC、ID 内の改行やタブなど）が含まれています。入力し直してください。
error-score-out-of-bounds = 「{ $player }」の点数 { $value } は −{ $max } から { $max } までの数値ではありません。
error-fact-out-of-bounds = 「{ $fact }」を { $value } にはできません（上限 { $max }）。
error-not-overridable = ルールブックは大会による「{ $incident }」の変更を認めていません。
error-invalid-override = 大会による「{ $incident }」の変更は使えません：{ $reason ->
    [gap] どの結果にもならない回答があります。区分の間にすき間があってはいけません。
    [unreachable] 決して使われない結果があります。区分が重なって一方を隠してはいけません。
    [amount] 金額がないか、規則が認める範囲の外です。
    [places] すべての順位に一つずつ値が必要です。
   *[other] 区分の間にすき間・重なり・使われない結果があってはいけません。
}

## 名簿ファイル（mjref event roster、大会画面の読み込み）
error-roster-empty = 名簿ファイルにデータ行がありません。
error-roster-missing-column = 名簿ファイルに「{ $column }」列がありません。必要な列：session, table, seat, player_id, name。
error-roster-unreadable = 名簿ファイルの { $line } 行目を読めません：{ $detail }
error-roster-empty-field = { $line } 行目：{ $column } がありません。
error-roster-bad-table = { $line } 行目：「{ $value }」は卓番号ではありません。
error-roster-bad-seat = { $line } 行目：「{ $value }」は席ではありません。E、S、W、N または 東南西北 を使ってください。
error-roster-bad-role = { $line } 行目：「{ $value }」は役割ではありません。空欄、または 補欠 か 代打ち と書いてください。
error-roster-seat-taken = { $line } 行目：セッション { $session } の { $table } 卓{ $seat ->
        [E] 東
        [S] 南
        [W] 西
       *[N] 北
    }家の席は { $first } 行目で埋まっています。
error-roster-player-twice = { $line } 行目：選手 { $player } はセッション { $session } ですでに着席しています（{ $first } 行目）。
error-roster-two-names = { $line } 行目：選手 { $player } はここでは「{ $name }」、{ $first } 行目では「{ $other }」です。
error-roster-table-incomplete = セッション { $session } の { $table } 卓は { $seats } 人です。1 卓に 4 人必要です。
error-roster-duplicate-column = { $line } 行目：見出しに「{ $column }」列が 2 回あります。1 列だけにしてください。
error-roster-control-character = { $line } 行目：{ $column } に制御文字（タブ、改行、NUL、ESC など）が含まれています。削除してください。
error-roster-too-long = { $line } 行目：{ $column } が { $max } 文字を超えています。
error-bad-device-key = 「{ $device }」は端末の鍵ではありません。鍵は 0–9 と a–f の 64 文字で、そのタブレットの審判団画面に表示されます。
error-empty-passphrase = パスフレーズを入力してください。空のパスフレーズでは鍵を封印できません。

# Printing a PDF (crates/paper).
error-font-missing = フォント { $font } がインストールされていないため、PDF を作成できません。Debian パッケージ fonts-noto-cjk をインストールしてください（または MJREF_FONT_DIR が示すフォルダーにフォントを置いてください）。探した場所：{ $places }。
error-font-unreadable = フォントファイル { $path } をフォントコレクションとして読み込めません。fonts-noto-cjk を再インストールしてください。
error-pdf-failed = PDF を書き出せませんでした（{ $detail }）。何も保存されていません。
error-not-a-report = { $path } はこのアプリが書き出した帳票ではないため、開きません。
error-desktop-only = これは当面デスクトップのアプリで行います。ブラウザでは裁定、手牌の確認、記録とバンドルの受け渡しができます。
error-open-in-another-tab = この端末の記録は、このブラウザの別のタブで開かれています。そのタブを閉じる（またはそちらで続ける）と、ここで再試行できます。

# Evidence photos (crates/evidence).
error-photo-unsupported = { $format } 形式の写真は添付できません。JPEG で撮り直すか（iPhone：設定 › カメラ › フォーマット › 互換性優先）、PNG か WebP を添付してください。何も保存されていません。
error-photo-too-large = 写真が大きすぎて添付できません（{ $limit } を超えています）。何も保存されていません。
error-photo-unreadable = 写真を読み込めません（{ $detail }）。何も保存されていません。
error-photo-truncated = 写真が途中で切れています。画像全体の前にファイルが終わっています（コピーやダウンロードが完了していません）。何も保存されていません。
error-photo-metadata = 保存済みの写真に画像以外の { $block } ブロックが含まれています（写真は画像だけを保存します）。そのため受け付けません。何も保存されていません。
error-photo-trailing-data = 保存済みの写真の画像の後に { $bytes } バイトのデータがあり、何かが隠されている可能性があります。そのため受け付けません。何も保存されていません。
error-photo-not-stored-form = 保存済みの写真が、このアプリが写真を保存する形式ではありません（{ $detail }）。そのため受け付けません。何も保存されていません。

# Files read (crates/tournament/src/input.rs); each reader's bound is in rules-data/limits.toml.
error-file-too-large = { $path } は { $limit_mib } MiB（このファイルの上限）を超えています。それ以上は読み込まず、何も変更していません。
error-file-not-text = { $path } は UTF-8 のテキストではありません（{ $at } バイト目）。UTF-8 のテキストとして保存してください（表計算ソフトでは「CSV UTF-8」）。何も変更していません。

# mjref only.
error-no-record = { $path } に記録がありません。パスを確認してください。何も作成していません。
error-output-failed = 出力を書き込めませんでした（{ $detail }）。
error-bad-argument = { $reason ->
    [command] mjref に「{ $argument }」というコマンドはありません。
    [subcommand] 「{ $argument }」の後にコマンドが必要です：{ $choices }。
    [unknown] このコマンドに「{ $argument }」という引数はありません。
    [missing] 引数が足りません：{ $argument }。
    [no-value] { $argument } には値が必要です。
    [choice] { $argument } に「{ $value }」は指定できません。{ $choices } のいずれかを使ってください。
    [value] { $argument } に「{ $value }」は指定できません。
    [conflict] { $argument } は { $other } と一緒に指定できません。
   *[other] コマンドラインを読み取れません。
}mjref --help を参照してください。
error-committee-power-not-open = { $article } は、裁定委員会が{ $power ->
    [overturn] 裁定を覆す
    [recommend] 変更を勧告する
    [uphold] 裁定を維持するだけ
   *[other] { $power }
}とは読めません。何も保存していません。
error-roster-replaces-not-a-substitute = { $line } 行目：{ $player } は他の選手の代わり（replaces）ですが、補欠として着席していません。role 欄に 補欠 と書いてください。
error-replaces-not-a-substitute = { $player } は他の選手の代わりですが、補欠として着席していません。
error-replaced-is-seated = { $substitute } はセッション { $session } で { $player } の代わりにはなれません：{ $player } がそのセッションで着席しているか、別の補欠がすでに代わっています。
