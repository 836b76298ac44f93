## 審判団：この端末、封印した鍵、署名した審判名簿。
ui-nav-referees = 審判団
ui-team-title = 審判団
ui-team-this-device = この端末
ui-team-fingerprint-hint = この文字列（またはコード）を審判長に伝え、この端末を登録してもらってください。
ui-team-role = この大会での役割：{ $role ->
    [floor] フロア審判
    [head] 審判長
    [appeals] 裁定委員会
   *[none] まだ審判名簿にありません
}
ui-team-sealed = 鍵はパスフレーズで封印されています。
ui-team-not-sealed = 鍵は封印されていません。審判長と裁定委員会の鍵は封印が必要です。
ui-team-seal-title = この端末の鍵を封印
ui-team-passphrase = パスフレーズ
ui-team-passphrase-again = もう一度同じパスフレーズ
ui-team-passphrases-differ = 2 つのパスフレーズが違います。同じものを 2 回入力してください。
ui-team-seal = 鍵を封印
ui-team-list-title = 審判名簿
ui-team-list-hint = 読み込んだバンドルに現れた端末と、それを使った審判が並びます。それぞれに役割と名前を付けて名簿に署名します。別の端末を審判長にすると審判長の役割を引き継ぎます。
ui-team-my-name = あなたの名前（審判長）
ui-team-device-name = 審判の名前
ui-team-device-role = 役割
ui-team-role-none = 名簿に載せない
ui-team-role-floor = フロア審判
ui-team-role-head = 審判長
ui-team-role-appeals = 裁定委員会
ui-team-seen-as = 記録者：{ $names }
ui-team-type-key = タブレットから書き写した端末の鍵
ui-team-add-key = 追加
ui-team-unlock-passphrase = この端末の鍵のパスフレーズ（ロック中の場合）
ui-team-publish = 審判名簿に署名
ui-team-published = 審判名簿に署名しました。記録画面でバンドルを書き出し、すべてのタブレットに渡してください。
ui-team-none-seen = ほかの端末はまだありません。記録画面でフロアのタブレットのバンドルを読み込むか、鍵を入力してください。
