# 记录：设备密钥、数据包与校验（docs/record-format.md）。
error-identity-unreadable = 无法读取或创建本设备的密钥 { $path }（{ $detail }）。密钥未被替换：新密钥意味着一台新设备。请恢复该文件，或有意将其移走。
error-identity-exposed = 本设备的密钥 { $path } 可被其他用户读取。请设为仅所有者可读（chmod 600）后重试。
error-bundle-refused = 数据包已被拒绝，其中任何内容都未保存：共 { $problems } 个问题。请对该文件运行“mjref verify”查看详情。

# 校验发现的问题：problem-<code>。
problem-unreadable = 第 { $at } 项无法读取（{ $detail }）。
problem-bad-signature = 事件 { $id } 与其签名不符：记录后被修改，或系伪造。
problem-duplicate-id = 两条不同的事件使用了同一编号 { $id }。
problem-chain-fork = 设备 { $device } 有两条不同的第 { $seq } 号事件。
problem-chain-gap = 设备 { $device } 缺少第 { $from } 至第 { $to } 号事件：已被删除，或尚未导入。
problem-chain-broken = 设备 { $device } 的第 { $seq } 号事件未接续其前一条事件：记录被重新排序，或有事件被替换。
problem-unsigned = 数据库第 { $row } 行没有签名：它是绕过记录系统加入的。
problem-row-mismatch = 数据库中事件 { $id } 的内容与签名内容不一致：它是绕过记录系统被修改的。
problem-bundle-not-canonical = 数据包第 { $line } 行的格式不符合数据包的写法：文件已被改动。

# mjref 不带 --json 时的输出。
record-verify-summary = 来自 { $devices } 台设备的 { $events } 条事件；问题：{ $problems } 个。
record-exported = 已将 { $events } 条事件写入 { $file }。
record-imported = 新增 { $added } 条事件，{ $duplicates } 条已在记录中。

# 角色：谁可以发布裁判名单、作废、更正、作出申诉决定。
problem-bad-referee-list = 裁判名单 { $id } 无效：第一份名单须由其中列明的裁判长签署；之后的名单须由其所接续名单的裁判长签署、列明一位裁判长，且每份名单只能被接续一次。
problem-two-heads = 有两台设备都以裁判长身份发布了第一份裁判名单：{ $first } 与 { $second }。裁判长职责只能通过接续上一份名单的新名单移交。
problem-two-creators = 两台设备都创建了赛事“{ $event }”：{ $first } 与 { $second }。一个赛事只有一个创建者，即它的第一任裁判长；请导入该设备的数据包加入赛事，而不是再次创建。
problem-unauthorized = 事件 { $id } 需要其所引用的裁判名单中的{ $role ->
        [head] 裁判长
        [appeals] 申诉委员会
       *[floor] 场内裁判
    }身份，而其设备并不具备。
problem-dangling-target = 事件 { $id } 所更改的事件不在记录中（{ $target }）。
problem-photo-altered = 照片 { $sha256 } 与签名时的照片不符：其内容已被改动。
problem-photo-missing = 事件 { $id } 附带的照片 { $sha256 } 不在此处：照片已丢失，或未随数据包一起导出。
problem-bad-content = 事件「{ $who }」（{ $kind ->
    [ruling] 判罚
    [scores] 一桌的分数
    [event] 赛事的一个版本
    [referees] 裁判名单
    [void] 撤销
    [amend] 修改
    [appeal-decision] 申诉裁决
    [appeal] 申诉案件
    [appeal-evidence] 申诉证据
    [appeal-note] 申诉备注
    [checkpoint] 裁判长的检查点
   *[other] { $kind }
}）有有效签名，但内容无法接受，因此不计入任何结果：{ $fault ->
    [unknown-kind] “{ $value }”不是本应用记录的事件类型
    [shape] 内容不符合其类型的格式（{ $detail }）
    [unknown-field] 含有其类型没有的字段“{ $field }”
    [empty] { $field } 为空
    [too-long] { $field } 超过 { $max } 个字符
    [control] { $field } 含有控制字符（如 NUL、ESC 或换行）
    [number] { $field } 为 { $value }，超出记录可接受的数值范围
    [unknown-ruleset] “{ $value }”不是本应用已知的规则
    [not-a-name] { $field }“{ $value }”的格式不正确
    [not-amendable] 修改了“{ $field }”，而修改不得更改此项
    [unknown-decision] “{ $value }”不是申诉的裁决
    [table-out-of-range] 第 { $value } 桌不是有效的桌号
    [offset-out-of-range] 其时钟与 UTC 相差 { $value } 分钟，不可能存在
    [version-zero] 它是赛事的第 0 版；版本从 1 开始
    [other-event] 它所带的赛事设置属于另一个赛事
    [setup] 它所带的赛事设置无效（{ $value }）
    [misplaced] 它在其类型不应填写之处写了场次、桌或选手，或在必须填写之处未写
   *[other] { $fault }
}。
problem-photo-unsound = 照片 { $sha256 } 不是记录可保存的照片：{ $fault ->
    [photo-metadata] 除画面外还带有 { $block } 数据块
    [photo-truncated] 文件在完整画面之前就结束了
    [photo-trailing-data] 画面之后还有 { $bytes } 字节
    [photo-not-stored-form] 不是本应用保存照片的格式（{ $detail }）
    [photo-too-large] 超过保存照片的大小（{ $limit }）
    [photo-unreadable] 无法读取（{ $detail }）
    [photo-unsupported] 本应用不保存 { $format } 格式的照片
   *[other] { $fault }
}。
problem-second-void = 事件 { $id } 再次撤销 { $target }：{ $first } 已先撤销，以该撤销为准。一个事件只能撤销一次。
problem-decision-not-on-case = 事件 { $id } 对 { $target } 作出申诉裁决，但它不是申诉案件：判罚的效力只能通过就其提出的申诉案件改变。
problem-second-decision = 事件 { $id } 再次裁决案件 { $case }：{ $first } 已先作出裁决，以该裁决为准。裁判长对一个案件只裁决一次，申诉委员会也只裁决一次，委员会裁决之后不再有裁决。
problem-tail-cut = 裁判长的检查点 { $checkpoint } 已为设备 { $device } 直至第 { $signed } 号的事件作保，但这些事件在此缺失：本记录中该设备的事件链只到第 { $held } 号，没有检查点所保的那一条。该设备事件链末尾的事件已被删除（或被替换）。
error-bad-referee-list = 无法在此签署这份名单：第一份名单须将本设备列为裁判长；接续另一份的名单须由那份名单的裁判长签署、列明一位裁判长，且只能有一份。
error-two-heads = 另一台设备（{ $first } 或 { $second }）已以裁判长身份发布第一份裁判名单；如需移交，由该裁判长签署一份接续其上一份名单的新名单（mjref referees --follows）。
error-two-creators = 赛事“{ $event }”已由另一台设备（{ $first } 或 { $second }）创建。请导入裁判长的数据包加入，不要再次创建。
error-unauthorized = 只有{ $role ->
        [head] 裁判长
        [appeals] 申诉委员会
       *[floor] 场内裁判
    }可以进行此操作，而本设备未以该身份列入名单。未记录任何内容。
error-dangling-target = 记录中没有要更改的事件 { $target }。
error-photo-altered = 照片 { $sha256 } 与其哈希值不符：已被改动。未记录任何内容。
error-photo-missing = 事件 { $id } 引用的照片 { $sha256 } 不在本机。未记录任何内容。
error-second-void = { $target } 已被撤销（{ $first }）：一个事件只能撤销一次。未记录任何内容。
error-bad-content = 本设备不签署此事件，因为其他设备也不会接受。{ problem-bad-content }
error-photo-unsound = 未保存此照片。{ problem-photo-unsound }
error-decision-not-on-case = { $target } 不是申诉案件：请先就该判罚提出申诉（mjref appeal file），再对案件作出裁决。未记录任何内容。
error-second-decision = 案件 { $case } 在这一级已作出裁决（{ $first }）。未记录任何内容。
error-bad-referee = “{ $value }” 不是有效的裁判条目：请写作 DEVICE=ROLE 或 DEVICE=ROLE:NAME，ROLE 为 floor、head、appeals 之一。

# 以口令封存的密钥（裁判长与申诉委员会的密钥）。
# A key kept in the record (a browser's: `device_key`) has no file to name.
error-identity-locked = { $path ->
        [device_key] 本设备的密钥已用口令封存：请输入口令。
       *[other] 本设备的密钥 { $path } 已用口令封存：请提供口令（mjref 使用 MJREF_PASSPHRASE）。
    }
error-wrong-passphrase = { $path ->
        [device_key] 该口令无法打开本设备的密钥（空口令不能用于封存）。
       *[other] 该口令无法打开本设备的密钥 { $path }（空口令不能用于封存）。
    }
error-key-not-sealed = 裁判长与申诉委员会的更改需要以口令封存的密钥。请先封存本设备的密钥（mjref device --seal）。未记录任何内容。

# 更正（docs/record-format.md）。
error-bad-amendment = 此更正无法用于该判罚（{ $detail }）：只能替换答案、事实、选择、判罚结果或备注，且值须格式正确。未记录任何内容。

# mjref event list: one event this record holds.
event-held = { $in_force ->
    [true] ▶ { $name }（{ $id }，{ $ruleset }，第 { $version } 版）：本设备当前使用的赛事
   *[other] { $name }（{ $id }，{ $ruleset }，第 { $version } 版）— 用 `mjref event use --id { $id }` 改用此赛事
}
