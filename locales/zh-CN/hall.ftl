# 裁判长的会场服务与同步（docs/hall-protocol.md）。
error-hall-not-paired = 本设备尚未与会场配对。请扫描裁判长屏幕上的二维码，或使用屏幕上的配对码运行“mjref pair”。
error-hall-unreachable = 会场 { $url } 没有响应：{ $reason ->
        [refused] 该地址没有服务，会场可能已关闭
        [timeout] 等待超时
        [closed] 连接中断
        [address] 本设备无法到达该地址
       *[other] 网络故障
    }。判罚已保存在本设备上，会场恢复后会自动发送。
error-hall-forged = 收到一条并非裁判长设备签名的应答，其内容均未保存。请确认当前连接的是会场网络。
error-hall-unreadable = 无法读取会场的应答，其内容均未保存。
error-hall-no-event = 本设备没有共享的赛事，无法开启会场。请先创建或加入赛事。
error-hall-not-head = 只有赛事的裁判长可以开启会场：目前由 { $head }（{ $device }）担任。
error-hall-listen = 无法在 { $address } 上监听（{ $detail }）。请换一个端口，或关闭占用该端口的程序。
error-hall-unauthorized = 会场未接受本设备的签名（设备时钟不准，或同一请求发送了两次）。请重试；若仍然如此，请校准设备时钟。
error-not-enrolled = 裁判长尚未登记本设备。请让裁判长核对指纹后登记。
error-revoked = 裁判长已撤销本设备。此后记录的内容不再计入；请联系裁判长。
error-pairing-refused = 裁判长拒绝了本平板加入会场的请求。请与裁判长确认后，用新的配对码重新配对。
error-pairing-code = 配对码错误、已使用或已过期。请使用裁判长屏幕上当前显示的配对码。
error-hall-busy = 会场繁忙，本设备会自动重试。
error-hall-too-large = 请求过大，会场拒绝接收。
error-hall-bundle-refused = 会场拒绝了本设备发送的内容，均未保存（共 { $problems } 个问题）。裁判长可在会场日志中看到此次拒绝。
error-hall-bad-request = 会场无法读取本设备的请求。
