# The head referee's review and reports (mjref review, mjref report, the Review screen).
review-struck = struck
review-possible-duplicate = Possible duplicate: { $first } and { $second }
report-yes = yes
report-no = no
# Between two sanctions of one ruling.
report-separator = { "; " }

# The Review screen (the Log grown into the head referee's desk).
ui-review-title = Rulings of the event
ui-review-sessions = Sessions
ui-review-all-sessions = All sessions
ui-review-chip = { $label } ({ $count })
ui-review-standing = Standing
ui-review-with-struck = With struck rulings
ui-review-standing-only = Standing only
ui-review-incidents = Incidents
ui-review-all-incidents = All incidents
ui-review-player = Player
ui-review-table = Table
ui-review-referee = Referee
ui-review-device = Device
ui-review-any = Any
ui-review-clear = Clear filters
ui-review-filters = Filters{ $n ->
    [0] {""}
   *[other] {" "}· { $n }
}
ui-review-filters-active = Filters in use
ui-review-filters-none = All rulings of the event
ui-review-filter-remove = Remove the filter { $filter }
ui-review-order = Newest first in the order this device's record received them (No.); rulings from several tablets may carry times out of that order.
ui-log-player-history = { $name }: all rulings
ui-review-count = Rulings { $from }–{ $to } of { $total }, newest first
ui-review-empty = No rulings match these filters.
ui-review-prev = Newer
ui-review-next = Older
ui-review-sum-rulings = Standing rulings here
ui-review-sum-in-event = Standing rulings in the event
ui-review-sum-struck = Struck here
ui-review-sum-warnings = Warnings here
ui-review-sum-ladder = Warning ladder (session: { $session })
ui-review-sum-score = Score deducted
ui-review-sum-rank-points = Rank points deducted
ui-review-sum-disqualified = Disqualified
ui-review-summaries = Summaries: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
ui-review-players-title = By player
ui-review-tables-title = By table
ui-review-col-player = Player
ui-review-col-rulings = Rulings
ui-review-col-warnings = Warnings
ui-review-col-score = Score
ui-review-col-rank-points = Rank points
ui-review-col-table = Table
ui-review-col-players = Players
ui-review-duplicates-title = Possible duplicates: { $n }
ui-review-duplicates-hint = Two tablets recorded the same incident for the same player in one session (and the same hand, where both say one). If it was one incident, void the copy that should not count.
ui-report-title = Files to hand out: notice board and scoring office
ui-report-file = File
ui-report-what = Which file
ui-report-what-log = Penalty log
ui-report-what-standings = Standings
ui-report-format = Format
ui-report-format-pdf = PDF for the notice board
ui-report-format-csv = CSV for the scoring office
ui-report-choose = Save as…
ui-report-write = Write
ui-report-written-pages = { $pages ->
        [one] { $pages } page written to { $path }
       *[other] { $pages } pages written to { $path }
    }
ui-report-view = Open the PDF
ui-report-written = { $rows } rows written to { $path }

# The notice board's PDF pages.
report-standings-title = Standings
report-notice-title = Penalty notice
report-event = Event: { $name }
report-session = Session { $name }, { $date }
report-all-sessions = All sessions
report-printed = Printed { $at }
report-page = Page { $page } of { $pages }
report-none = No rulings stand.
report-no-scores = No scores entered yet.
report-forfeit = forfeited
report-disqualified = disqualified
report-remark-rank-points = { $incident }: { $amount } rank pts
report-remark-substitute = session { $session }: played by { $name } (substitute)
report-col-rank = Rank
report-col-player = Player
report-col-table = Table
report-col-session-score = Score
report-col-session-rank-points = Rank pts
report-col-total-score = Total score
report-col-total-rank-points = Total rank pts
report-col-remark = Remark
report-col-time = Time
report-col-incident = Incident
report-col-sanctions = Sanctions
report-col-article = Article

# A ruling's history (the Review screen).
ui-history = History
ui-history-ruling = Recorded by { $name }
ui-history-amend = Amended by { $name }
ui-history-void = Voided by { $name }
ui-history-appeal-decision = Appeal decided by { $name }: { $decision }
ui-history-decision-upheld = upheld
ui-history-decision-overturned = overturned
ui-history-decision-amended = amended
ui-history-withdrawn = withdrawn by a later void
ui-review-not-enrolled = { $n ->
        [one] { $n } ruling from a device not enrolled is
       *[other] { $n } rulings from devices not enrolled are
    } kept apart and counted nowhere: the Record screen lists them, and the head referee may enrol the device.
