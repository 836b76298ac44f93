# 記録：端末の鍵、バンドル、検証（docs/record-format.md）。
error-identity-unreadable = この端末の鍵 { $path } を読み込めないか作成できません（{ $detail }）。鍵は置き換えていません。新しい鍵は新しい端末を意味します。ファイルを復元するか、意図して移動してください。
error-identity-exposed = この端末の鍵 { $path } は他のユーザーが読み取れます。所有者のみ読み取り可能（chmod 600）にしてから再試行してください。
error-bundle-refused = バンドルは拒否され、その内容は何も保存されていません：問題 { $problems } 件。ファイルに「mjref verify」を実行すると各問題を確認できます。

# 検証で見つかる問題：problem-<code>。
problem-unreadable = 項目 { $at } を読み込めません（{ $detail }）。
problem-bad-signature = イベント { $id } が署名と一致しません。記録後に変更されたか、偽造されています。
problem-duplicate-id = 異なる二つのイベントが同じ ID { $id } を持っています。
problem-chain-fork = 端末 { $device } に番号 { $seq } の異なるイベントが二つあります。
problem-chain-gap = 端末 { $device } のイベント { $from }〜{ $to } がありません。削除されたか、まだ取り込まれていません。
problem-chain-broken = 端末 { $device } のイベント { $seq } が直前のイベントに続いていません。記録の順序が入れ替えられたか、イベントが差し替えられています。
problem-unsigned = データベースの { $row } 行目に署名がありません。記録の仕組みを通さずに追加されました。
problem-row-mismatch = データベース上のイベント { $id } の内容が署名された内容と異なります。記録の仕組みを通さずに編集されました。
problem-bundle-not-canonical = バンドルの { $line } 行目がバンドルの書式どおりではありません。ファイルが変更されています。

# --json なしで mjref が表示する内容。
record-verify-summary = { $devices } 台の端末から { $events } 件のイベント。問題：{ $problems } 件。
record-exported = { $events } 件のイベントを { $file } に書き出しました。
record-imported = { $added } 件のイベントを追加しました。{ $duplicates } 件は記録済みです。

# 役割：審判名簿の発行、無効化、訂正、異議申立ての裁定ができるのは誰か。
problem-bad-referee-list = 審判名簿 { $id } は無効です。最初の名簿はそこに記載された審判長が署名し、それ以降の名簿は引き継ぐ名簿の審判長が署名して審判長を記載し、一つの名簿からの引き継ぎは一度だけです。
problem-two-heads = 二つの端末がそれぞれ審判長として最初の審判名簿を発行しています：{ $first } と { $second }。審判長の役割は、直前の名簿を引き継ぐ名簿によってのみ次の審判長へ移ります。
problem-two-creators = 二つの端末がそれぞれ大会「{ $event }」を作成しています：{ $first } と { $second }。大会の作成者は一人（最初の審判長）です。もう一度作成せず、その端末のバンドルを読み込んで参加してください。
problem-unauthorized = イベント { $id } には、参照する審判名簿での{ $role ->
        [head] 審判長
        [appeals] 異議審査委員会
       *[floor] フロア審判
    }の役割が必要ですが、その端末にはありません。
problem-dangling-target = イベント { $id } が変更しようとしているイベントは記録にありません（{ $target }）。
problem-photo-altered = 写真 { $sha256 } は署名された写真と一致しません。内容が変更されています。
problem-photo-missing = イベント { $id } に付いた写真 { $sha256 } がありません。写真が失われたか、バンドルに含まれていません。
problem-bad-content = イベント「{ $who }」（{ $kind ->
    [ruling] 裁定
    [scores] 卓の点数
    [event] 大会の版
    [referees] 審判名簿
    [void] 取消
    [amend] 訂正
    [appeal-decision] 提訴の裁定
    [appeal] 提訴
    [appeal-evidence] 提訴の証拠
    [appeal-note] 提訴のメモ
    [checkpoint] 審判長のチェックポイント
   *[other] { $kind }
}）は署名されていますが、内容を受け入れられないため、どこにも数えません：{ $fault ->
    [unknown-kind] 「{ $value }」はこのアプリが記録するイベントの種類ではありません
    [shape] 種類どおりに読めません（{ $detail }）
    [unknown-field] 種類にない項目「{ $field }」があります
    [empty] { $field } が空です
    [too-long] { $field } が { $max } 文字を超えています
    [control] { $field } に制御文字（NUL、ESC、改行など）が含まれています
    [number] { $field } が { $value } で、記録が扱える数の範囲を超えています
    [unknown-ruleset] 「{ $value }」はこのアプリが知らないルールです
    [not-a-name] { $field }「{ $value }」の形式が正しくありません
    [not-amendable] 訂正で変えられない「{ $field }」を訂正しています
    [unknown-decision] 「{ $value }」は不服申し立ての裁定ではありません
    [table-out-of-range] 卓 { $value } は会場の卓番号ではありません
    [offset-out-of-range] 時計が UTC から { $value } 分ずれており、ありえない値です
    [version-zero] 大会の版 0 です。版は 1 から始まります
    [other-event] 含まれる大会設定が別の大会のものです
    [setup] 含まれる大会設定が正しくありません（{ $value }）
    [misplaced] 種類にない回戦・卓・選手を書いているか、必要なものがありません
   *[other] { $fault }
}。
problem-photo-unsound = 写真 { $sha256 } は記録に保存できる写真ではありません：{ $fault ->
    [photo-metadata] 画像のほかに { $block } ブロックがあります
    [photo-truncated] 画像の途中でファイルが終わっています
    [photo-trailing-data] 画像のあとに { $bytes } バイトあります
    [photo-not-stored-form] このアプリが写真を保存する形式ではありません（{ $detail }）
    [photo-too-large] 保存できる写真の大きさを超えています（{ $limit }）
    [photo-unreadable] 読み取れません（{ $detail }）
    [photo-unsupported] { $format } 形式の写真は保存しません
   *[other] { $fault }
}。
problem-second-void = イベント { $id } は { $target } を再び取り消しています。先に { $first } が取り消しており、そちらが有効です。一つのイベントの取消は一度だけです。
problem-decision-not-on-case = イベント { $id } は { $target } について異議の裁定をしていますが、これは提訴案件ではありません。裁定の効力が異議で変わるのは、その裁定について提訴された案件を通じてだけです。
problem-second-decision = イベント { $id } は案件 { $case } を再び裁定しています。先に { $first } が裁定しており、そちらが有効です。審判長は案件を一度、委員会も一度だけ裁定し、委員会の裁定の後には何も続きません。
problem-tail-cut = 審判長のチェックポイント { $checkpoint } が端末 { $device } のイベント { $signed } 番までを保証していますが、ここにはありません。この記録にあるその端末のチェーンは { $held } 番までで、保証されたイベントが含まれていません。チェーンの末尾のイベントが削除（または差し替え）されています。
error-bad-referee-list = この名簿はここでは署名できません。最初の名簿はこの端末を審判長として記載し、別の名簿を引き継ぐ名簿はその名簿の審判長が署名して審判長を記載し、引き継ぎは一つだけです。
error-two-heads = 別の端末（{ $first } または { $second }）がすでに審判長として最初の審判名簿を発行しています。役割を移すには、その審判長が直前の名簿を引き継ぐ名簿に署名します（mjref referees --follows）。
error-two-creators = 大会「{ $event }」はすでに別の端末（{ $first } または { $second }）が作成しています。審判長のバンドルを読み込んで参加してください。もう一度作成しないでください。
error-unauthorized = この操作ができるのは{ $role ->
        [head] 審判長
        [appeals] 異議審査委員会
       *[floor] フロア審判
    }のみで、この端末はその役割で名簿に記載されていません。何も記録されていません。
error-dangling-target = 変更対象のイベント { $target } は記録にありません。
error-photo-altered = 写真 { $sha256 } がハッシュ値と一致しません。変更されています。何も記録されていません。
error-photo-missing = イベント { $id } が参照する写真 { $sha256 } がこの端末にありません。何も記録されていません。
error-second-void = { $target } はすでに取り消されています（{ $first }）。一つのイベントの取消は一度だけです。何も記録されていません。
error-bad-content = ほかの端末が受け入れないため、この端末は署名しません。{ problem-bad-content }
error-photo-unsound = この写真は保存しません。{ problem-photo-unsound }
error-decision-not-on-case = { $target } は提訴案件ではありません。その裁定について異議を提訴し（mjref appeal file）、案件を裁定してください。何も記録されていません。
error-second-decision = 案件 { $case } はこの段階で裁定済みです（{ $first }）。何も記録されていません。
error-bad-referee = “{ $value }” は審判の指定として正しくありません。DEVICE=ROLE または DEVICE=ROLE:NAME と書き、ROLE は floor、head、appeals のいずれかです。

# パスフレーズで封印された鍵（審判長と異議審査委員会の鍵）。
# A key kept in the record (a browser's: `device_key`) has no file to name.
error-identity-locked = { $path ->
        [device_key] この端末の鍵はパスフレーズで封印されています。パスフレーズを入力してください。
       *[other] この端末の鍵 { $path } はパスフレーズで封印されています。パスフレーズを指定してください（mjref では MJREF_PASSPHRASE）。
    }
error-wrong-passphrase = { $path ->
        [device_key] このパスフレーズではこの端末の鍵を開けません（空のパスフレーズでは封印できません）。
       *[other] このパスフレーズではこの端末の鍵 { $path } を開けません（空のパスフレーズでは封印できません）。
    }
error-key-not-sealed = 審判長と異議審査委員会による変更には、パスフレーズで封印された鍵が必要です。先にこの端末の鍵を封印してください（mjref device --seal）。何も記録されていません。

# 訂正（docs/record-format.md）。
error-bad-amendment = この訂正は裁定に適用できません（{ $detail }）。置き換えられるのは回答・事実・選択・裁定・メモのみで、値の形が正しい必要があります。何も記録されていません。

# mjref event list: one event this record holds.
event-held = { $in_force ->
    [true] ▶ { $name }（{ $id }、{ $ruleset }、第 { $version } 版）：この端末で使用中の大会
   *[other] { $name }（{ $id }、{ $ruleset }、第 { $version } 版）— `mjref event use --id { $id }` でこの大会に切り替え
}
