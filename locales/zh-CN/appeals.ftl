# 申诉案件：核心拒绝的情形（error-<code>）。
error-case-needs-ruling = 请选择选手申诉的判罚（可多项）。未记录任何内容。
error-case-unknown-ruling = 记录中没有判罚 { $id }，无法申诉。未记录任何内容。
error-case-needs-appellant = 请写明申诉人（选手）。未记录任何内容。
error-case-bad-time = “{ $value }”不是日期时间（格式如 2026-11-24T15:30:00+08:00）。未记录任何内容。
error-case-unknown = 记录中没有申诉案件 { $case }。未记录任何内容。
error-case-bad-decision = “{ $decision }”不是可用的裁决：维持申诉、改判、建议改判或驳回。未记录任何内容。
error-case-beyond-power = 依据 { $article }，仲裁委员会不得就裁判长的判罚作出“{ $decision }”。未记录任何内容。
error-case-not-heard-by-head = 依据 { $article }，裁判长不得就本申诉作出“{ $decision }”。未记录任何内容。
error-case-already-decided = 案件 { $case } 在这一级已作出裁决。未记录任何内容。
error-case-empty-note = 备注为空。未记录任何内容。
error-case-no-photo = 请先选择照片。未记录任何内容。
