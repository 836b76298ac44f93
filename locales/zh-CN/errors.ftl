# 错误信息：error-<code>，参数见 docs/ipc.md。
error-unknown-ruleset = 没有名为“{ $ruleset }”的规则集。
error-unknown-incident = 规则集 { $ruleset } 中没有“{ $incident }”这一违规。
error-unknown-fact = “{ $incident }”不需要回答“{ $fact }”。
error-malformed-fact = “{ $fact }”的值“{ $value }”无法识别。
error-arrival-before-start = 到场时间 { $arrival } 早于预定开赛时间 { $start }，不算迟到。
error-contradictory-answers = “{ $fact }”与“{ $other }”回答的是同一个问题，可能互相矛盾：只填写其中一个。
error-choice-out-of-range = { $amount } 超出了可选范围 { $min } 至 { $max }。
error-choice-not-offered = 该选项不在本判罚可选之列。
error-empty-player-name = 选手姓名不能为空（{ $table } 号桌 { $seat ->
        [E] 东
        [S] 南
        [W] 西
       *[N] 北
    } 位）。
error-duplicate-player-name = 选手“{ $name }”出现了不止一次。
error-referee-name-taken = 已有另一台设备以“{ $name }”的名义记录。请给每位裁判一个不同的名字，以便判罚记录和申诉能区分他们。
error-empty-event-name = 赛事名称不能为空。
error-ruleset-mismatch = 本记录的赛事采用 { $event }，不是 { $given }。请按赛事的规则记录判罚。
error-hall-warning-not-allowed = 在 { $ruleset } 下不能就“{ $incident }”提出全场警告：全场警告只能针对本规则中可按警告阶梯升级处理的犯规。请将其从全场警告中移除。
error-no-event = 本记录还没有赛事。请先设置（或加入）赛事。
error-event-already-shared = 本赛事已共享：之后的修改会签名为新版本。
error-event-exists = 本记录已有赛事“{ $event }”。新赛事需要新的记录：请在另一个数据库（或设备）上创建。
error-unknown-event = 本记录中没有赛事“{ $event }”。
error-unknown-session = 没有“{ $session }”这一盘。
error-unknown-table = 没有 { $table } 号桌。
error-unknown-player = 没有这名选手：“{ $player }”。
error-player-not-at-table = 选手“{ $player }”不在 { $table } 号桌。
error-bad-start-time = 开赛时间“{ $value }”无法识别。
error-no-sessions = 赛事至少需要一盘比赛。
error-no-tables = 赛事至少需要一张牌桌。
error-storage = 记录未能保存：{ $detail }。之前的记录没有受影响。
error-storage-full = 磁盘已满，记录未能保存。之前的记录没有受影响。
error-internal = 内部错误：{ $detail }
error-bad-file = 无法读取 { $path }：{ $detail }
error-corrupt = 记录文件已损坏（{ $detail }）。没有删除或覆盖任何内容，请保留该文件以便检查。
error-catalogue-problems = 规则数据有 { $count } 处问题（见上）。
error-missing-score = { $table } 号桌：每名选手都需要填写分数（缺少：{ $player }）。
error-malformed-score = “{ $given }”不是选手分数：请写作 选手=分数，分数为数字。
error-empty-id = { $field ->
    [session] 场次为空：请填写场次。
   *[player] 选手为空：请填写选手编号。
}
error-field-too-long = { $field ->
    [session] 场次
    [note] 备注
   *[player] 选手编号
}超过 { $max } 个字符。
error-control-character = { $field ->
    [session] 场次
    [note] 备注
   *[player] 选手编号
}含有控制字符（如 NUL、ESC，或编号中的换行、制表符），请重新输入。
error-score-out-of-bounds = 选手“{ $player }”的分数 { $value } 不是 −{ $max } 到 { $max } 之间的数字。
error-fact-out-of-bounds = “{ $fact }”不能是 { $value }：上限为 { $max }。
error-not-overridable = 规则书不允许赛事更改“{ $incident }”。
error-invalid-override = 赛事对“{ $incident }”的更改无法使用：{ $reason ->
    [gap] 有的回答得不到任何结果，分段之间不能有空隙。
    [unreachable] 有一个结果永远用不到，分段不能重叠到让一个结果被另一个遮住。
    [amount] 有金额缺失，或超出规则允许的范围。
    [places] 每个名次都需要一个数值。
   *[other] 分段之间不能有空隙、重叠或永远用不到的结果。
}

## 名单文件（mjref event roster，赛事页面的导入）
error-roster-empty = 名单文件没有数据行。
error-roster-missing-column = 名单文件缺少“{ $column }”列。需要：session, table, seat, player_id, name。
error-roster-unreadable = 名单文件第 { $line } 行无法读取：{ $detail }
error-roster-empty-field = 第 { $line } 行：缺少 { $column }。
error-roster-bad-table = 第 { $line } 行：“{ $value }”不是桌号。
error-roster-bad-seat = 第 { $line } 行：“{ $value }”不是座位。请用 E、S、W、N 或 东南西北。
error-roster-bad-role = 第 { $line } 行：“{ $value }”不是身份。留空，或填写 替补 或 陪打。
error-roster-seat-taken = 第 { $line } 行：场次 { $session } 第 { $table } 桌的{ $seat ->
        [E] 东
        [S] 南
        [W] 西
       *[N] 北
    }位已在第 { $first } 行被占用。
error-roster-player-twice = 第 { $line } 行：选手 { $player } 在场次 { $session } 已有座位（第 { $first } 行）。
error-roster-two-names = 第 { $line } 行：选手 { $player } 在此名为“{ $name }”，但在第 { $first } 行名为“{ $other }”。
error-roster-table-incomplete = 场次 { $session } 第 { $table } 桌只有 { $seats } 名选手；每桌需要四人。
error-roster-duplicate-column = 第 { $line } 行：表头中“{ $column }”列出现了两次，请只保留一列。
error-roster-control-character = 第 { $line } 行：{ $column } 含有控制字符（制表符、换行、NUL 或 ESC），请删除。
error-roster-too-long = 第 { $line } 行：{ $column } 超过 { $max } 个字符。
error-bad-device-key = “{ $device }”不是设备密钥：密钥为 64 个字符（0–9 与 a–f），见该平板的裁判团队页面。
error-empty-passphrase = 请输入口令：密钥不能用空口令封存。

# Printing a PDF (crates/paper).
error-font-missing = 未安装字体 { $font }，无法生成 PDF。请安装 Debian 软件包 fonts-noto-cjk（或将字体放入 MJREF_FONT_DIR 所指的文件夹）。已查找：{ $places }。
error-font-unreadable = 字体文件 { $path } 无法作为字体集读取。请重新安装 fonts-noto-cjk。
error-pdf-failed = 无法写出 PDF（{ $detail }），未保存任何内容。
error-not-a-report = { $path } 不是本应用写出的报表，不予打开。
error-desktop-only = 此功能暂时仅在桌面应用中提供；浏览器可记录判罚、核对手牌、保存记录并交出数据包。
error-open-in-another-tab = 本平板的记录已在此浏览器的另一个标签页中打开。请关闭那个标签页（或在其中继续），然后在这里重试。

# Evidence photos (crates/evidence).
error-photo-unsupported = 无法附加 { $format } 格式的照片：请以 JPEG 格式重新拍摄（iPhone：设置 › 相机 › 格式 › 兼容性最佳），或附加 PNG、WebP 图片。未保存任何内容。
error-photo-too-large = 照片过大，无法附加（超过 { $limit }）。未保存任何内容。
error-photo-unreadable = 无法读取该照片（{ $detail }）。未保存任何内容。
error-photo-truncated = 照片不完整：文件在整张图片结束之前就中断了（复制或下载未完成）。未保存任何内容。
error-photo-metadata = 一张已存储的照片除图片外还带有 { $block } 数据块（照片只保存图片本身），因此被拒绝。未保存任何内容。
error-photo-trailing-data = 一张已存储的照片在图片之后还有 { $bytes } 字节数据，其中可能隐藏任何内容，因此被拒绝。未保存任何内容。
error-photo-not-stored-form = 一张已存储的照片不是本应用保存照片的格式（{ $detail }），因此被拒绝。未保存任何内容。

# Files read (crates/tournament/src/input.rs); each reader's bound is in rules-data/limits.toml.
error-file-too-large = { $path } 超过 { $limit_mib } MiB，即此类文件的上限。超出部分未读取，未作任何更改。
error-file-not-text = { $path } 不是 UTF-8 文本（第 { $at } 字节）：请另存为 UTF-8 文本（电子表格中选“CSV UTF-8”）。未作任何更改。

# mjref only.
error-no-record = { $path } 处没有记录。请检查路径；未创建任何文件。
error-output-failed = 无法写出输出（{ $detail }）。
error-bad-argument = { $reason ->
    [command] mjref 没有“{ $argument }”命令。
    [subcommand] “{ $argument }”后面需要一个命令：{ $choices }。
    [unknown] 此命令没有“{ $argument }”参数。
    [missing] 缺少参数：{ $argument }。
    [no-value] { $argument } 需要一个值。
    [choice] { $argument } 不能是“{ $value }”：请使用 { $choices } 之一。
    [value] { $argument } 不能是“{ $value }”。
    [conflict] { $argument } 不能与 { $other } 同时使用。
   *[other] 无法解读命令行。
}请参阅 mjref --help。
error-committee-power-not-open = 依 { $article }，不能理解为仲裁委员会可{ $power ->
    [overturn] 推翻判罚
    [recommend] 建议改判
    [uphold] 仅维持判罚
   *[other] { $power }
}。未保存任何内容。
error-roster-replaces-not-a-substitute = 第 { $line } 行：{ $player } 顶替其他选手（replaces），但身份不是替补；请在 role 列填写 替补。
error-replaces-not-a-substitute = { $player } 顶替其他选手，但身份不是替补。
error-replaced-is-seated = 在场次 { $session } 中 { $substitute } 不能顶替 { $player }：{ $player } 本场次已有座位，或已有其他替补顶替。
