# 裁判长设备上的会场，以及平板加入会场。
ui-hall-title = 会场
ui-hall-closed-hint = 开启会场后，同一网络中的平板可与本设备配对，每条判罚保存后即发送到这里；作废和全场警告也会同样送达各平板。
ui-hall-open = 开启会场
ui-hall-close = 关闭会场
ui-hall-open-at = 会场已开启：{ $url }
ui-hall-scan = 用平板的相机扫描此二维码即可配对，或在平板上打开该地址并输入配对码。
ui-hall-code = 配对码
ui-hall-code-until = 有效至 { $time }，仅限一台平板
ui-hall-requests = 请求配对
ui-hall-no-requests = 暂无平板请求配对。
ui-hall-compare = 只有在平板显示的指纹与此处相同时才登记。
ui-hall-enrol = 登记为场内裁判
ui-hall-refuse = 拒绝
ui-hall-devices = 已登记的设备
ui-hall-last-seen = 最近连接 { $time }
ui-hall-never-seen = 尚未连接
ui-hall-revoke = 撤销
ui-hall-refusals = 被拒绝的请求
ui-hall-refusal = { $code ->
        [hall-unauthorized] 签名未通过
        [not-enrolled] 未登记的设备
        [revoked] 已撤销的设备
        [pairing-refused] 已拒绝配对
        [pairing-code] 配对码错误
        [hall-busy] 请求过于频繁
        [hall-too-large] 请求过大
        [hall-bundle-refused] 记录未通过检查
        [not-found] 没有这个页面
       *[other] 无法读取的请求
    }
ui-hall-network-note = 平板只能在本网络中连接会场。请保持本设备的地址和端口不变：平板的记录属于它配对时的地址。
ui-join-hall-title = 加入会场
ui-join-hall-hint = 位于 { $host } 的裁判长设备邀请本平板加入会场。
ui-join-hall-fingerprint = 本平板的指纹
ui-join-hall-desktop-hint = 若要在本设备上为裁判长的会场记录判罚，请输入裁判长屏幕上显示的地址和配对码。
ui-join-hall-address = 会场地址
ui-join-hall-name = 您的姓名
ui-join-hall-ask = 请求加入
ui-join-hall-waiting = 正在等待裁判长登记本平板。裁判长的屏幕上显示相同的指纹。
ui-join-hall-joined = 已加入。在此保存的每条判罚都会即时发送给裁判长。
ui-link-online = 会场：已连接
ui-link-offline = { $n ->
        [0] 会场：离线
       *[other] 会场：离线 · 待发送 { $n } 条
    }
ui-link-waiting = 会场：等待裁判长登记
ui-link-refused = 会场：裁判长拒绝或撤销了本平板
