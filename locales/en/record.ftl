# The record: device keys, bundles and verification (docs/record-format.md).
error-identity-unreadable = This device's key { $path } cannot be read or made ({ $detail }). It was not replaced: a new key would start a new device. Restore the file or move it aside deliberately.
error-identity-exposed = This device's key { $path } can be read by other users. Make it readable by its owner only (chmod 600) and try again.
error-bundle-refused = The bundle was refused and nothing from it was kept (problems found: { $problems }). Run “mjref verify” on the file to see each one.

# Problems verification finds: problem-<code>.
problem-unreadable = Entry { $at } cannot be read ({ $detail }).
problem-bad-signature = Event { $id } does not match its signature: it was changed after it was recorded, or forged.
problem-duplicate-id = Two different events carry the id { $id }.
problem-chain-fork = Device { $device } has two different events numbered { $seq }.
problem-chain-gap = Device { $device } is missing its events { $from } to { $to }: removed, or not yet imported.
problem-chain-broken = Event { $seq } of device { $device } does not follow the event before it: the record was reordered or an event replaced.
problem-unsigned = Row { $row } of the database has no signature: it was added behind the ledger's back.
problem-row-mismatch = The database's copy of event { $id } says something other than what was signed: it was edited behind the ledger's back.
problem-bundle-not-canonical = Line { $line } of the bundle is not written the way a bundle is written: the file was changed.

# What mjref prints without --json.
record-verify-summary = { $events } events from { $devices } devices; problems: { $problems }.
record-exported = { $events } events written to { $file }.
record-imported = { $added } events added, { $duplicates } already in the record.

# Roles: who may publish the referee list, void, amend, decide an appeal.
problem-bad-referee-list = The referee list { $id } is not valid: a first list must be signed by the head referee it names; a later one by the head of the list it follows, naming a head, and only once after that list.
problem-two-heads = Two devices have each published a first referee list as head referee: { $first } and { $second }. The role passes from one head to the next only by a list that follows the last one.
problem-two-creators = Two devices have each created the event “{ $event }”: { $first } and { $second }. An event has one creator, its first head referee; join it by importing that device's bundle instead of creating it again.
problem-unauthorized = Event { $id } needs the role of { $role ->
        [head] the head referee
        [appeals] the appeals committee
       *[floor] a floor referee
    } under the referee list it names, and its device does not have it.
problem-dangling-target = Event { $id } changes an event that is not in the record ({ $target }).
problem-photo-altered = Photo { $sha256 } is not the photo that was signed: its bytes were changed.
problem-photo-missing = Event { $id } carries photo { $sha256 }, which is not here: the photo was lost or left out of the bundle.
problem-bad-content = Event “{ $who }” ({ $kind ->
    [ruling] a ruling
    [scores] a table's scores
    [event] a version of the event
    [referees] a referee list
    [void] a void
    [amend] an amendment
    [appeal-decision] an appeal decision
    [appeal] an appeal case
    [appeal-evidence] evidence on an appeal
    [appeal-note] a note on an appeal
    [checkpoint] a head's checkpoint
   *[other] { $kind }
}) is signed, but its content cannot be kept, so it is counted nowhere: { $fault ->
    [unknown-kind] “{ $value }” is not a kind of event this app records
    [shape] it does not read as its kind ({ $detail })
    [unknown-field] it has a field its kind does not have, “{ $field }”
    [empty] its { $field } is empty
    [too-long] its { $field } is longer than { $max } characters
    [control] its { $field } holds a control character (such as NUL, ESC or a line break)
    [number] its { $field } is { $value }, beyond any number the record keeps
    [unknown-ruleset] “{ $value }” is not a ruleset this app knows
    [not-a-name] its { $field } “{ $value }” is not a name of the right form
    [not-amendable] it amends “{ $field }”, which an amendment may not change
    [unknown-decision] “{ $value }” is not a decision on an appeal
    [table-out-of-range] table { $value } is not a table of a hall
    [offset-out-of-range] its clock is { $value } minutes from UTC, which no clock is
    [version-zero] it is version 0 of the event; versions start at 1
    [other-event] the setup it carries is another event's
    [setup] the event it carries is not valid ({ $value })
    [misplaced] it names a session, table or player where its kind names none, or none where its kind needs one
   *[other] { $fault }
}.
problem-photo-unsound = Photo { $sha256 } is not a photo the record keeps: { $fault ->
    [photo-metadata] it carries a { $block } block besides the picture
    [photo-truncated] it ends before the whole picture
    [photo-trailing-data] it has { $bytes } bytes after the picture
    [photo-not-stored-form] it is not in the form this app keeps photos in ({ $detail })
    [photo-too-large] it is larger than a kept photo can be ({ $limit })
    [photo-unreadable] it cannot be read ({ $detail })
    [photo-unsupported] { $format } is not a form of photo this app keeps
   *[other] { $fault }
}.
problem-second-void = Event { $id } voids { $target } again: { $first } voided it first, and that void stands. An event is voided once.
problem-decision-not-on-case = Event { $id } decides an appeal on { $target }, which is not an appeal case: a ruling's standing changes on appeal only through a case filed on it.
problem-second-decision = Event { $id } decides case { $case } again: { $first } decided it first, and that decision stands. The head referee decides a case once, the committee once, and nothing follows the committee's decision.
problem-tail-cut = The head referee's checkpoint { $checkpoint } vouched for the events of device { $device } up to number { $signed }, and they are missing here: this record holds that device's chain only up to number { $held }, without the event vouched for. Events were removed from the end of its chain (or replaced).
error-bad-referee-list = This list cannot be signed here: a first list must name this device head referee; a list that follows another must be signed by that list's head, name a head, and be the only one after it.
error-two-heads = Another device ({ $first } or { $second }) already published the first referee list as head referee; to hand the role on, that head signs a list that follows its last one (mjref referees --follows).
error-two-creators = The event “{ $event }” was already created by another device ({ $first } or { $second }). Join it by importing the head referee's bundle; do not create it again.
error-unauthorized = Only { $role ->
        [head] the head referee
        [appeals] the appeals committee
       *[floor] a floor referee
    } may do this, and this device is not listed with that role. Nothing was recorded.
error-dangling-target = There is no event { $target } in the record to change.
error-photo-altered = Photo { $sha256 } does not match its hash: it was changed. Nothing was recorded.
error-photo-missing = Event { $id } names photo { $sha256 }, which is not held here. Nothing was recorded.
error-second-void = { $target } is already voided ({ $first }): an event is voided once. Nothing was recorded.
error-bad-content = This device will not sign it, for no other device would keep it. { problem-bad-content }
error-photo-unsound = This photo is not kept. { problem-photo-unsound }
error-decision-not-on-case = { $target } is not an appeal case: file an appeal on the ruling (mjref appeal file), then decide the case. Nothing was recorded.
error-second-decision = Case { $case } is already decided at this level ({ $first }). Nothing was recorded.
error-bad-referee = “{ $value }” is not a referee: write DEVICE=ROLE or DEVICE=ROLE:NAME, ROLE one of floor, head, appeals.

# Passphrase-sealed keys (the head referee's and the appeals committee's).
# A key kept in the record (a browser's: `device_key`) has no file to name.
error-identity-locked = { $path ->
        [device_key] This device's key is sealed with a passphrase: give the passphrase.
       *[other] This device's key { $path } is sealed with a passphrase: give the passphrase (MJREF_PASSPHRASE for mjref).
    }
error-wrong-passphrase = { $path ->
        [device_key] The passphrase does not open this device's key (an empty passphrase cannot seal one).
       *[other] The passphrase does not open this device's key { $path } (an empty passphrase cannot seal one).
    }
error-key-not-sealed = The head referee's and the appeals committee's changes need a key sealed with a passphrase. Seal this device's key first (mjref device --seal). Nothing was recorded.

# Amendments (docs/record-format.md, "What a change does").
error-bad-amendment = This amendment cannot apply to the ruling ({ $detail }): it may replace only the answers, facts, choice, verdict or note, each with a value of the right shape. Nothing was recorded.

# mjref event list: one event this record holds.
event-held = { $in_force ->
    [true] ▶ { $name } ({ $id }, { $ruleset }, version { $version }): in force on this device
   *[other] { $name } ({ $id }, { $ruleset }, version { $version }) — `mjref event use --id { $id }` to decide under it
}
