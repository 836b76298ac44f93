## 裁判团队：本设备、封存的密钥、签名的裁判名单。
ui-nav-referees = 裁判团队
ui-team-title = 裁判团队
ui-team-this-device = 本设备
ui-team-fingerprint-hint = 把这些字符（或二维码）告诉裁判长，由裁判长登记本设备。
ui-team-role = 本赛事中的身份：{ $role ->
    [floor] 场内裁判
    [head] 裁判长
    [appeals] 仲裁委员会
   *[none] 尚未列入裁判名单
}
ui-team-sealed = 密钥已用口令封存。
ui-team-not-sealed = 密钥未封存。裁判长和仲裁委员会的密钥必须封存。
ui-team-seal-title = 封存本设备的密钥
ui-team-passphrase = 口令
ui-team-passphrase-again = 再输入一次口令
ui-team-passphrases-differ = 两次输入的口令不同，请输入同一个口令两次。
ui-team-seal = 封存密钥
ui-team-list-title = 裁判名单
ui-team-list-hint = 导入的数据包中出现过的设备及其使用过的裁判都列在这里。为每台设备指定身份和姓名，然后签名名单。把另一台设备指定为裁判长即移交裁判长身份。
ui-team-my-name = 你的姓名（裁判长）
ui-team-device-name = 裁判姓名
ui-team-device-role = 身份
ui-team-role-none = 不在名单上
ui-team-role-floor = 场内裁判
ui-team-role-head = 裁判长
ui-team-role-appeals = 仲裁委员会
ui-team-seen-as = 记录人：{ $names }
ui-team-type-key = 从平板抄录的设备密钥
ui-team-add-key = 添加
ui-team-unlock-passphrase = 本设备密钥的口令（若已锁定）
ui-team-publish = 签名裁判名单
ui-team-published = 裁判名单已签名。请在记录页面导出数据包，让每台平板都收到。
ui-team-none-seen = 还没有其他设备：请在记录页面导入场内平板的数据包，或输入其密钥。
