# The record screen and the log's marks for voided and amended rulings (docs/record-format.md).
ui-nav-record = Record
ui-log-voided = Voided by { $name } at { $time }: { $reason }
ui-log-overturned = Overturned on appeal by { $name } at { $time }: { $reason }
ui-log-amended = Amended by { $name } at { $time }: { $reason }
ui-log-device = Device { $device }
ui-details = Details
ui-path-typed = Type the file's path
ui-record-title = The record
ui-record-this-device = This device
ui-record-fingerprint = Key fingerprint: { $fingerprint }
ui-record-no-key = No key yet: this device makes its key when it records its first ruling.
ui-record-verify = Verify the record
ui-record-checking = Checking…
ui-record-ok = All is well: { $events ->
        [one] { $events } event
       *[other] { $events } events
    } from { $devices ->
        [one] { $devices } device
       *[other] { $devices } devices
    }; every signature and every chain checks.
ui-record-not-ok = { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    } found in { $events ->
        [one] { $events } event
       *[other] { $events } events
    }:
ui-record-devices = Events by device
ui-record-device-events = { $events ->
        [one] { $events } event
       *[other] { $events } events
    }
ui-record-device-this = this device
ui-record-export-title = Export this record
ui-record-export-hint = Writes every event, signed, to one bundle file for the head referee.
ui-record-file = File
ui-record-choose-save = Choose where…
ui-record-export = Export
ui-record-exported = { $events ->
        [one] { $events } event
       *[other] { $events } events
    } written to { $path }.
ui-record-import-title = Import bundles
ui-record-import-hint = Bundles from other devices, in any order and as often as needed: nothing is added twice.
ui-record-choose-open = Choose files…
ui-record-import = Import
ui-record-imported = { $path }: { $added ->
        [one] { $added } event
       *[other] { $added } events
    } added, { $duplicates } already in the record.
ui-record-refused = { $path } was refused and nothing from it was kept:
error-no-file = Give a file: “{ $path }” is not one.
ui-log-void = Void this ruling
ui-log-void-reason = Why it is void (kept in the record)
ui-log-void-passphrase = Head referee's passphrase
ui-log-void-confirm = Void it
ui-log-void-cancel = Keep it
error-void-needs-reason = Say why the ruling is void; the reason is kept in the record. Nothing was recorded.
error-amend-needs-reason = Say why the ruling is amended; the reason is kept in the record. Nothing was recorded.
error-decide-needs-reason = Give the reasons for the decision; they are kept in the record. Nothing was recorded.
ui-record-not-enrolled-title = From devices not enrolled
ui-record-not-enrolled-hint = Kept in the record, counted nowhere (not in standings, the warning ladder, appeals or scores) until the head referee enrols the device. Check the fingerprint with the device's holder before enrolling.
ui-record-not-enrolled-held = { $rulings ->
        [one] { $rulings } ruling
       *[other] { $rulings } rulings
    }{ $other ->
        [0] {""}
        [one] {" "}and { $other } other record
       *[other] {" "}and { $other } other records
    }
ui-record-not-enrolled-revoked = revoked by the head referee
ui-record-not-enrolled-by = recorded as { $names }
ui-record-enrol-name = Referee's name
ui-record-enrol = Enrol as floor referee
ui-record-enrolled = { $name } is enrolled: the device's rulings count from now on.
ui-record-not-enrolled-ask-head = Only the head referee's device can enrol a device.
