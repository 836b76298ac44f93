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
error-case-unknown-photo = There is no photo { $sha256 } in the record. Nothing was written.

# mjref appeal
appeal-filed = Case { $case } opened, in time.
appeal-filed-late = Case { $case } opened OUT OF TIME: the deadline was { $deadline }. It is recorded all the same.
appeal-in-time = in time
appeal-out-of-time = out of time

# The case file (PDF) and the Appeals screen.
case-file-title = Appeal case file
case-heading = Case { $case } · appellant { $by } · { $status }
case-status-open = open
case-status-heard-by-head = decided by the head referee; the committee may still hear it
case-status-decided = decided by the appeals committee
case-col-when = When
case-col-what = What
case-col-detail = Detail
case-row-filed = Appeal filed
case-filed = By { $by } at { $at }. Grounds: { $grounds }. Opened by { $referee } on device { $device }.
case-row-rule = Appeal rule
case-article = Article: { $article }
case-deadline = Deadline { $at }: { $status }.
case-no-deadline = No deadline applies.
case-row-ruling = Ruling appealed
case-by = by { $referee } on device { $device }
case-step-ruling = Recorded
case-step-amend = Amended
case-step-void = Voided
case-step-appeal = Appealed
case-step-appeal-decision = Appeal decided
case-decision-upheld = Appeal upheld: the ruling no longer stands
case-decision-amended = Appeal partly upheld: the ruling is to be amended
case-decision-recommended = Recommended to the head referee to change the ruling
case-decision-dismissed = Appeal dismissed: the ruling stands
case-decision-overturned = Ruling overturned
case-heard-as-head = Head referee's decision
case-heard-as-appeals = Committee's decision
case-heard-as-floor = Decision
case-row-photo = Photo { $n }
case-photo-of-ruling = taken with ruling { $id }
case-row-note = Note
case-row-record = The record
case-verified = Verified: { $events } events from { $devices } devices, no problems.
case-not-verified = NOT verified: { $problems } problems (see the Record screen).
case-digest = Record digest (SHA-256): { $digest }
