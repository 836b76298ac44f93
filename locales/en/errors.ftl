# Error messages: error-<code>; their arguments are listed in docs/ipc.md.
error-unknown-ruleset = There is no ruleset called “{ $ruleset }”.
error-unknown-incident = Ruleset { $ruleset } has no incident “{ $incident }”.
error-unknown-fact = “{ $incident }” does not ask about “{ $fact }”.
error-malformed-fact = “{ $value }” is not a valid answer for “{ $fact }”.
error-arrival-before-start = The arrival time { $arrival } is before the scheduled start { $start }: that is not late.
error-contradictory-answers = “{ $fact }” and “{ $other }” answer the same question and may disagree: give only one of them.
error-choice-out-of-range = { $amount } is outside the allowed range { $min } to { $max }.
error-choice-not-offered = That choice is not one this ruling offers.
error-empty-player-name = A player's name is empty (table { $table }, seat { $seat ->
        [E] East
        [S] South
        [W] West
       *[N] North
    }).
error-duplicate-player-name = The player “{ $name }” appears more than once.
error-referee-name-taken = Another device already records as “{ $name }”. Give each referee a name of their own, so the log and the appeals tell them apart.
error-empty-event-name = The event needs a name.
error-ruleset-mismatch = This record's event plays { $event }, not { $given }. Record the ruling under the event's ruleset.
error-hall-warning-not-allowed = The hall cannot be warned about “{ $incident }” under { $ruleset }: a hall-wide warning names an offence of the ruleset that can climb its warning ladder. Take it out of the hall-wide warnings.
error-no-event = This record has no event yet. Set up the event (or join one) first.
error-event-already-shared = This event is already shared: its changes are signed as new versions.
error-event-exists = This record already holds event “{ $event }”. A new event is a new record: start it on its own database (or device).
error-unknown-event = This record holds no event “{ $event }”.
error-unknown-session = There is no session “{ $session }”.
error-unknown-table = There is no table { $table }.
error-unknown-player = There is no player “{ $player }”.
error-player-not-at-table = “{ $player }” is not seated at table { $table }.
error-bad-start-time = The start time “{ $value }” is not a valid time.
error-no-sessions = The event needs at least one session.
error-no-tables = The event needs at least one table.
error-storage = The ruling was not saved: { $detail }. Earlier records are untouched.
error-storage-full = The disk is full; the ruling was not saved. Earlier records are untouched.
error-internal = Internal error: { $detail }
error-bad-file = Cannot read { $path }: { $detail }
error-corrupt = The record is damaged ({ $detail }). Nothing was deleted or overwritten; keep the file for inspection.
error-catalogue-problems = The catalogue has { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    } (listed above).
error-missing-score = Table { $table }: enter a score for every player (missing: { $player }).
error-malformed-score = “{ $given }” is not a player’s score: write it as PLAYER=SCORE, the score a number.
error-empty-id = { $field ->
    [session] The session is empty: name the session.
   *[player] The player is empty: give the player's id.
}
error-field-too-long = The { $field ->
    [session] session
    [note] note
   *[player] player id
} is longer than { $max } characters.
error-control-character = The { $field ->
    [session] session
    [note] note
   *[player] player id
} holds a control character (such as NUL or ESC, or a line break or tab in an id): type it again.
error-score-out-of-bounds = The score { $value } for “{ $player }” is not a number between −{ $max } and { $max }.
error-fact-out-of-bounds = “{ $fact }” cannot be { $value }: the limit is { $max }.
error-not-overridable = The rulebook does not let an event change “{ $incident }”.
error-invalid-override = The event's change to “{ $incident }” cannot be used: { $reason ->
    [gap] some answers would lead to no result; the bands must leave no gap.
    [unreachable] one of the results could never apply; the bands must not overlap so that one hides another.
    [amount] an amount is missing or outside the range the rulebook allows.
    [places] it needs one value for every place.
   *[other] the bands must leave no gap, no overlap and no result that can never apply.
}

## The roster file (mjref event roster, the Event screen's import)
error-roster-empty = The roster file has no rows.
error-roster-missing-column = The roster file has no “{ $column }” column. It needs: session, table, seat, player_id, name.
error-roster-unreadable = Line { $line } of the roster file cannot be read: { $detail }
error-roster-empty-field = Line { $line }: the { $column } is missing.
error-roster-bad-table = Line { $line }: “{ $value }” is not a table number.
error-roster-bad-seat = Line { $line }: “{ $value }” is not a seat. Use E, S, W, N or 东南西北.
error-roster-bad-role = Line { $line }: “{ $value }” is not a role. Leave it empty, or write substitute or stand-in.
error-roster-seat-taken = Line { $line }: session { $session }, table { $table }, { $seat ->
        [E] East
        [S] South
        [W] West
       *[N] North
    } seat is already taken on line { $first }.
error-roster-player-twice = Line { $line }: player { $player } already sits in session { $session } (line { $first }).
error-roster-two-names = Line { $line }: player { $player } is called “{ $name }” here but “{ $other }” on line { $first }.
error-roster-table-incomplete = Session { $session }, table { $table } has { $seats } players; a table needs four.
error-roster-duplicate-column = Line { $line }: the header names the column “{ $column }” twice; keep one.
error-roster-control-character = Line { $line }: the { $column } holds a control character (a tab, a line break, NUL or ESC); remove it.
error-roster-too-long = Line { $line }: the { $column } is longer than { $max } characters.
error-bad-device-key = “{ $device }” is not a device key: it has 64 characters, 0–9 and a–f, as the tablet shows it on its Referees screen.
error-empty-passphrase = Type a passphrase: the key cannot be sealed with nothing.

# Printing a PDF (crates/paper).
error-font-missing = The font { $font } is not installed, so the PDF cannot be printed. Install the Debian package fonts-noto-cjk (or put the font in the folder MJREF_FONT_DIR names). Looked in: { $places }.
error-font-unreadable = The font file { $path } cannot be read as a font collection. Reinstall fonts-noto-cjk.
error-pdf-failed = The PDF could not be written ({ $detail }). Nothing was saved.
error-not-a-report = { $path } was not written by this app as a report, so it is not opened.
error-desktop-only = This is done on the desktop app for now; the browser keeps rulings, the hand checks and the record, and hands its bundle over.
error-open-in-another-tab = This tablet's record is open in another tab of this browser. Close that tab (or go on in it), then try again here.

# Evidence photos (crates/evidence).
error-photo-unsupported = { $format } photos cannot be attached: take the photo again as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible), or attach a PNG or WebP. Nothing was kept.
error-photo-too-large = The photo is too large to attach (over { $limit }). Nothing was kept.
error-photo-unreadable = The photo cannot be read ({ $detail }). Nothing was kept.
error-photo-truncated = The photo is cut short: its file ends before the whole picture (a copy or download that did not finish). Nothing was kept.
error-photo-metadata = A stored photo carries a { $block } block besides the picture (photos are kept with nothing but the picture), so it is refused. Nothing was kept.
error-photo-trailing-data = A stored photo has { $bytes } bytes after its picture, where anything could be hidden, so it is refused. Nothing was kept.
error-photo-not-stored-form = A stored photo is not in the form this app keeps photos in ({ $detail }), so it is refused. Nothing was kept.

# Files read (crates/tournament/src/input.rs); each reader's bound is in rules-data/limits.toml.
error-file-too-large = { $path } is larger than { $limit_mib } MiB, the most such a file may be. Nothing past that was read and nothing was changed.
error-file-not-text = { $path } is not UTF-8 text (at byte { $at }): save it as UTF-8 text (in a spreadsheet: CSV UTF-8). Nothing was changed.

# mjref only.
error-no-record = There is no record at { $path }. Check the path; nothing was created.
error-output-failed = The output could not be written ({ $detail }).
error-bad-argument = { $reason ->
    [command] mjref has no command “{ $argument }”.
    [subcommand] “{ $argument }” needs a command: { $choices }.
    [unknown] “{ $argument }” is not an argument of this command.
    [missing] Missing: { $argument }.
    [no-value] { $argument } needs a value.
    [choice] { $argument } cannot be “{ $value }”: use one of { $choices }.
    [value] { $argument } cannot be “{ $value }”.
    [conflict] { $argument } cannot be given with { $other }.
   *[other] The command line cannot be read.
} See mjref --help.
error-committee-power-not-open = Under { $article } the appeals committee cannot be read to { $power ->
    [overturn] overturn a ruling
    [recommend] recommend a change
    [uphold] only let a ruling stand
   *[other] { $power }
}. Nothing was saved.
error-roster-replaces-not-a-substitute = Line { $line }: { $player } takes another player's place (replaces) but is not seated as a substitute; write substitute in the role column.
error-replaces-not-a-substitute = { $player } takes another player's place but is not seated as a substitute.
error-replaced-is-seated = { $substitute } cannot replace { $player } in session { $session }: { $player } has a seat in that session, or another substitute already takes the place.
