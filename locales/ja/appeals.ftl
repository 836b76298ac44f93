# 提訴案件：コアが拒否するもの（error-<code>）。
error-case-needs-ruling = 提訴する裁定（複数可）を選んでください。何も記録されていません。
error-case-unknown-ruling = 裁定 { $id } は記録にありません。何も記録されていません。
error-case-needs-appellant = 提訴者（選手）を入力してください。何も記録されていません。
error-case-bad-time = 「{ $value }」は日時ではありません（例：2026-11-24T15:30:00+08:00）。何も記録されていません。
error-case-unknown = 提訴案件 { $case } は記録にありません。何も記録されていません。
error-case-bad-decision = 「{ $decision }」は裁定の種類ではありません（認容・変更・勧告・棄却）。何も記録されていません。
error-case-beyond-power = { $article } により、裁定委員会は審判長の裁定について「{ $decision }」とすることはできません。何も記録されていません。
error-case-not-heard-by-head = { $article } により、審判長はこの提訴について「{ $decision }」とすることはできません。何も記録されていません。
error-case-already-decided = 案件 { $case } はこの段階で裁定済みです。何も記録されていません。
error-case-empty-note = メモが空です。何も記録されていません。
error-case-no-photo = 先に写真を選んでください。何も記録されていません。
