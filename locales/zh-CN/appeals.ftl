# 申诉案件：核心拒绝的情形（error-<code>）。
error-case-needs-ruling = 请选择选手申诉的判罚（可多项）。未记录任何内容。
error-case-unknown-ruling = 记录中没有判罚 { $id }，无法申诉。未记录任何内容。
error-case-needs-appellant = 请写明申诉人（选手）。未记录任何内容。
error-case-bad-time = “{ $value }”不是日期时间（格式如 2026-11-24T15:30:00+08:00）。未记录任何内容。
error-case-unknown = 记录中没有申诉案件 { $case }。未记录任何内容。
error-case-bad-decision = “{ $decision }”不是可用的裁决：维持申诉、改判、建议改判或驳回。未记录任何内容。
error-case-beyond-power = 依据 { $article }，仲裁委员会不得就裁判长的判罚{ $decision ->
        [upheld] 维持申诉（推翻判罚）
        [amended] 改判
        [recommended] 建议改判
       *[other] 驳回申诉
    }。未记录任何内容。
error-case-not-heard-by-head = 依据 { $article }，裁判长不得就本申诉{ $decision ->
        [upheld] 维持申诉（推翻判罚）
        [amended] 改判
        [recommended] 建议改判
       *[other] 驳回申诉
    }。未记录任何内容。
error-case-already-decided = 案件 { $case } 在这一级已作出裁决。未记录任何内容。
error-case-empty-note = 备注为空。未记录任何内容。
error-case-no-photo = 请先选择照片。未记录任何内容。
error-case-unknown-photo = 记录中没有照片 { $sha256 }。未写出任何文件。

# mjref appeal
appeal-filed = 已立案 { $case }，在时限内。
appeal-filed-late = 已立案 { $case }，但已超过时限（截止时间 { $deadline }）。仍予记录。
appeal-in-time = 在时限内
appeal-out-of-time = 已超时限

# 申诉案卷（PDF）与申诉页面。
case-file-title = 申诉案卷
case-heading = 申诉人 { $by } · { $status }
case-status-open = 未裁决
case-status-heard-by-head = 裁判长已裁决，仲裁委员会仍可审理
case-status-decided = 仲裁委员会已裁决
case-col-when = 时间
case-col-what = 事项
case-col-detail = 详情
case-row-filed = 提出申诉
case-filed = 申诉人 { $by }，时间 { $at }。理由：{ $grounds }。由 { $referee } 立案。
case-row-rule = 申诉规则
case-article = 条款：{ $article }
case-deadline = 截止时间 { $at }：{ $status }。
case-no-deadline = 无申诉时限。
case-row-ruling = 被申诉的判罚
case-by = { $referee }
case-step-ruling = 记录
case-step-amend = 更正
case-step-void = 撤销
case-step-appeal = 提出申诉
case-step-appeal-decision = 申诉裁决
case-decision-upheld = 申诉成立：该判罚不再有效
case-decision-amended = 申诉部分成立：该判罚应予更正
case-decision-recommended = 建议裁判长改判
case-decision-dismissed = 驳回申诉：维持原判
case-decision-overturned = 判罚被推翻
case-heard-as-head = 裁判长裁决
case-heard-as-appeals = 仲裁委员会裁决
case-heard-as-floor = 裁决
case-row-photo = 照片 { $n }
case-photo-of-ruling = 随判罚拍摄
case-row-note = 备注
case-row-record = 记录
case-verified = 已校验：{ $devices } 台设备的 { $events } 条事件，无问题。
case-not-verified = 校验未通过：{ $problems } 个问题（见“记录”页面）。
case-digest = 记录摘要（SHA-256）：{ $digest }
case-times = 时间均为当地时间（UTC{ $offset }）。
case-id = 案件编号 { $case }
case-device = { $referee }：设备 { $device }
case-photo-hash = 照片 { $n }：SHA-256 { $sha256 }

# 申诉页面。
ui-nav-appeals = 申诉
ui-appeals-title = 申诉
ui-appeals-none = 尚无申诉。
ui-appeal-new = 提出申诉
ui-appeal-new-close = 收起申诉表
ui-appeal-file-title = 提出申诉
ui-appeal-rulings = 被申诉的判罚
ui-appeal-no-rulings = 本场次没有有效的判罚。
ui-appeal-by = 申诉人
ui-appeal-filed-at = 申诉时间
ui-appeal-hand_ended_at = 该副牌结束时间
ui-appeal-session_ended_at = 该场次结束时间
ui-appeal-grounds = 申诉理由
ui-appeal-submit = 立案
ui-appeal-filed = 已立案，在时限内。{ $deadline }
ui-appeal-filed-late = 已立案，但已超过时限（截止 { $deadline }）。仍予记录。
ui-case-title = { $by } 的申诉
ui-case-article = 条款
ui-case-status = 状态
ui-case-status-open = 未裁决
ui-case-status-heard_by_head = 裁判长已裁决
ui-case-status-decided = 仲裁委员会已裁决
ui-case-opened = 立案
ui-case-opened-by = { $name }，{ $time }
ui-case-rulings = 被申诉的判罚
ui-case-rulings-n = { $n } 项判罚
ui-case-struck = 已不再有效
ui-case-photos = 照片
ui-case-no-photos = 尚无照片。
ui-case-notes = 备注
ui-case-note-placeholder = 证人陈述、牌桌情况……
ui-case-note-add = 添加备注
ui-case-decisions = 裁决
ui-case-undecided = 尚未裁决。
ui-case-decision = 裁决
ui-case-decision-upheld = 申诉成立
ui-case-decision-amended = 部分成立：更正判罚
ui-case-decision-recommended = 建议裁判长改判
ui-case-decision-dismissed = 驳回申诉
ui-case-heard-as-head = 裁判长
ui-case-heard-as-appeals = 仲裁委员会
ui-case-heard-as-floor = 裁判
ui-case-reason = 裁决理由（保存在记录中）
ui-case-decide = 签署裁决
ui-case-export = 案卷（PDF）
ui-case-filed-at = 申诉于 { $time }
ui-case-deadline = 截止 { $time }
ui-case-minutes-left = 剩余 { $minutes } 分钟
ui-case-no-deadline = 无时限
ui-case-in-time = 在时限内
ui-case-out-of-time = 已超时限
ui-photo-of-hand = 拍摄牌面或牌桌照片
ui-photo-take = 拍照或选择照片
ui-photo-preparing = 正在处理照片……
ui-photo-alt = 照片，{ $width } × { $height }
ui-photo-remove = 移除
ui-photo-caption = 说明
ui-photo-add = 加入案件
ui-photo-n = 照片 { $n }
ui-photo-missing = 本机没有这张照片
ui-photo-with-ruling = 随判罚拍摄
ui-close = 关闭
ui-history-appeal = 提出申诉；由 { $name } 立案
