-- The record. Events are append-only: a correction is a new event naming the old one.
CREATE TABLE events (
    seq                INTEGER PRIMARY KEY AUTOINCREMENT,
    id                 TEXT NOT NULL UNIQUE,
    kind               TEXT NOT NULL,
    recorded_at        TEXT NOT NULL,          -- UTC instant, RFC 3339
    utc_offset_minutes INTEGER NOT NULL,       -- the device's offset when it was recorded
    referee            TEXT NOT NULL,
    event              TEXT NOT NULL,
    ruleset            TEXT NOT NULL,
    catalogue_version  TEXT NOT NULL,
    session            TEXT NOT NULL,
    table_no           INTEGER,
    hand               INTEGER,
    player             TEXT NOT NULL,
    incident           TEXT NOT NULL,
    body               TEXT NOT NULL           -- JSON: answers, choice, verdict, note
) STRICT;

CREATE INDEX events_by_session ON events (event, session, seq);
CREATE INDEX events_by_player ON events (event, session, player, seq);

CREATE TRIGGER events_refuse_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be changed'); END;

CREATE TRIGGER events_refuse_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be removed'); END;

-- The event's setup (name, ruleset, sessions, tables, roster); every save is a new version.
CREATE TABLE setups (
    version  INTEGER PRIMARY KEY AUTOINCREMENT,
    saved_at TEXT NOT NULL,
    setup    TEXT NOT NULL
) STRICT;

CREATE TRIGGER setups_refuse_update BEFORE UPDATE ON setups
BEGIN SELECT RAISE(ABORT, 'saved setups cannot be changed'); END;

CREATE TRIGGER setups_refuse_delete BEFORE DELETE ON setups
BEGIN SELECT RAISE(ABORT, 'saved setups cannot be removed'); END;
