# 審判長の端末の会場と、タブレットの参加。
ui-hall-title = 会場
ui-hall-closed-hint = 会場を開くと、同じネットワークのタブレットがこの端末とペアリングし、裁定を保存するたびにここへ送ります。無効や会場全体への警告も同じ経路でタブレットに届きます。
ui-hall-open = 会場を開く
ui-hall-close = 会場を閉じる
ui-hall-open-at = 会場は { $url } で開いています
ui-hall-scan = タブレットのカメラでこのコードを読み取るとペアリングできます。アドレスを開いてペアリングコードを入力することもできます。
ui-hall-code = ペアリングコード
ui-hall-code-until = { $time } まで有効、タブレット 1 台分
ui-hall-requests = ペアリングの依頼
ui-hall-no-requests = ペアリングを依頼しているタブレットはありません。
ui-hall-compare = タブレットに同じフィンガープリントが表示されている場合にのみ登録してください。
ui-hall-enrol = フロア審判として登録
ui-hall-refuse = 断る
ui-hall-devices = 登録済みの端末
ui-hall-last-seen = 最終接続 { $time }
ui-hall-never-seen = まだ接続なし
ui-hall-revoke = 登録を取り消す
ui-hall-refusals = 拒否した要求
ui-hall-refusal = { $code ->
        [hall-unauthorized] 署名が認められない
        [not-enrolled] 未登録の端末
        [revoked] 取り消された端末
        [pairing-refused] ペアリング拒否
        [pairing-code] ペアリングコードの誤り
        [hall-busy] 要求が多すぎる
        [hall-too-large] 要求が大きすぎる
        [hall-bundle-refused] 記録が検査を通らない
        [not-found] 存在しないページ
       *[other] 読み取れない要求
    }
ui-hall-network-note = タブレットはこのネットワークでのみ会場に接続できます。この端末のアドレスとポートを変えないでください。タブレットの記録はペアリングしたアドレスに属します。
ui-join-hall-title = 会場に参加
ui-join-hall-hint = { $host } の審判長の端末が、このタブレットを会場に招待しています。
ui-join-hall-fingerprint = このタブレットのフィンガープリント
ui-join-hall-desktop-hint = この端末で審判長の会場のために記録するには、審判長の画面に表示されているアドレスとペアリングコードを入力してください。
ui-join-hall-address = 会場のアドレス
ui-join-hall-name = お名前
ui-join-hall-ask = 参加を依頼
ui-join-hall-waiting = 審判長がこのタブレットを登録するのを待っています。審判長の画面には同じフィンガープリントが表示されています。
ui-join-hall-joined = 参加しました。ここで保存した裁定は、保存するたびに審判長へ送られます。
ui-link-online = 会場：接続中
ui-link-offline = { $n ->
        [0] 会場：オフライン
       *[other] 会場：オフライン · 未送信 { $n } 件
    }
ui-link-waiting = 会場：審判長の登録待ち
ui-link-refused = 会場：審判長がこのタブレットを断るか登録を取り消しました
