# Appeal cases: what the core refuses (error-<code>).
error-case-needs-ruling = Choose the ruling or rulings the player appeals. Nothing was recorded.
error-case-unknown-ruling = There is no ruling { $id } in the record to appeal. Nothing was recorded.
error-case-needs-appellant = Say who appeals (the player). Nothing was recorded.
error-case-bad-time = “{ $value }” is not a date and time (write it like 2026-11-24T15:30:00+08:00). Nothing was recorded.
error-case-unknown = There is no appeal case { $case } in the record. Nothing was recorded.
error-case-bad-decision = “{ $decision }” is not a decision: upheld, amended, recommended or dismissed. Nothing was recorded.
error-case-beyond-power = Under { $article } the appeals committee may not decide “{ $decision }” on the head referee's ruling. Nothing was recorded.
error-case-not-heard-by-head = Under { $article } the head referee may not decide “{ $decision }” on this appeal. Nothing was recorded.
error-case-already-decided = Case { $case } is already decided at this level. Nothing was recorded.
error-case-empty-note = The note is empty. Nothing was recorded.
error-case-no-photo = Choose a photo first. Nothing was recorded.
