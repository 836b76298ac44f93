# Appeal cases: what the core refuses (error-<code>).
error-case-needs-ruling = Choose the ruling or rulings the player appeals. Nothing was recorded.
error-case-unknown-ruling = There is no ruling { $id } in the record to appeal. Nothing was recorded.
error-case-needs-appellant = Say who appeals (the player). Nothing was recorded.
error-case-bad-time = “{ $value }” is not a date and time (write it like 2026-11-24T15:30:00+08:00). Nothing was recorded.
error-case-unknown = There is no appeal case { $case } in the record. Nothing was recorded.
error-case-bad-decision = “{ $decision }” is not a decision: upheld, amended, recommended or dismissed. Nothing was recorded.
error-case-beyond-power = Under { $article } the appeals committee may not { $decision ->
        [upheld] uphold the appeal
        [amended] amend the ruling
        [recommended] recommend a change
       *[other] dismiss the appeal
    } on the head referee's ruling. Nothing was recorded.
error-case-not-heard-by-head = Under { $article } the head referee may not { $decision ->
        [upheld] uphold the appeal
        [amended] amend the ruling
        [recommended] recommend a change
       *[other] dismiss the appeal
    } on this appeal. Nothing was recorded.
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
case-heading = Appellant { $by } · { $status }
case-status-open = open
case-status-heard-by-head = decided by the head referee; the committee may still hear it
case-status-decided = decided by the appeals committee
case-col-when = When
case-col-what = What
case-col-detail = Detail
case-row-filed = Appeal filed
case-filed = By { $by } at { $at }. Grounds: { $grounds }. Opened by { $referee }.
case-row-rule = Appeal rule
case-article = Article: { $article }
case-deadline = Deadline { $at }: { $status }.
case-no-deadline = No deadline applies.
case-row-ruling = Ruling appealed
case-by = by { $referee }
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
case-photo-of-ruling = taken with the ruling
case-row-note = Note
case-row-record = The record
case-verified = Verified: { $events ->
        [one] { $events } event
       *[other] { $events } events
    } from { $devices ->
        [one] { $devices } device
       *[other] { $devices } devices
    }, no problems.
case-not-verified = NOT verified: { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    } (see the Record screen).
case-digest = Record digest (SHA-256): { $digest }
case-times = Times are local, UTC{ $offset }.
case-id = Case { $case }
case-device = { $referee }: device { $device }
case-photo-hash = Photo { $n }: SHA-256 { $sha256 }

# The Appeals screen.
ui-nav-appeals = Appeals
ui-appeals-title = Appeals
ui-appeals-none = No appeal has been filed.
ui-appeal-new = File an appeal
ui-appeal-new-close = Close the form
ui-appeal-file-title = File an appeal
ui-appeal-rulings = Rulings appealed
ui-appeal-no-rulings = No ruling stands in this session.
ui-appeal-by = Appellant
ui-appeal-filed-at = Appeal made at
ui-appeal-hand_ended_at = The hand ended at
ui-appeal-session_ended_at = The session ended at
ui-appeal-grounds = Grounds
ui-appeal-submit = Open the case
ui-appeal-filed = Case opened, in time. { $deadline }
ui-appeal-filed-late = Case opened OUT OF TIME (deadline { $deadline }). It is recorded all the same.
ui-case-title = Appeal by { $by }
ui-case-article = Article
ui-case-status = Status
ui-case-status-open = Open
ui-case-status-heard_by_head = Decided by the head referee
ui-case-status-decided = Decided by the committee
ui-case-opened = Opened
ui-case-opened-by = { $name }, { $time }
ui-case-rulings = Rulings appealed
ui-case-rulings-n = { $n ->
    [one] one ruling
   *[other] { $n } rulings
}
ui-case-struck = No longer stands
ui-case-photos = Photos
ui-case-no-photos = No photos yet.
ui-case-notes = Notes
ui-case-note-placeholder = What a witness said, what the table looked like…
ui-case-note-add = Add the note
ui-case-decisions = Decision
ui-case-undecided = Not decided yet.
ui-case-decision = Decision
ui-case-decision-upheld = Appeal upheld
ui-case-decision-amended = Partly upheld: amend the ruling
ui-case-decision-recommended = Recommend a change to the head referee
ui-case-decision-dismissed = Appeal dismissed
ui-case-heard-as-head = Head referee
ui-case-heard-as-appeals = Appeals committee
ui-case-heard-as-floor = Referee
ui-case-reason = Reasons (kept in the record)
ui-case-decide = Sign the decision
ui-case-export = Case file (PDF)
ui-case-filed-at = Made { $time }
ui-case-deadline = Deadline { $time }
ui-case-minutes-left = { $minutes } min left
ui-case-no-deadline = No deadline
ui-case-in-time = In time
ui-case-out-of-time = Out of time
ui-photo-of-hand = Photo of the hand or table
ui-photo-take = Take or choose a photo
ui-photo-preparing = Preparing the photo…
ui-photo-alt = Photo, { $width } × { $height }
ui-photo-remove = Remove
ui-photo-caption = Caption
ui-photo-add = Add to the case
ui-photo-n = Photo { $n }
ui-photo-missing = Photo not on this device
ui-photo-with-ruling = taken with the ruling
ui-close = Close
ui-history-appeal = Appealed; case opened by { $name }
