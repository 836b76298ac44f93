-- The hall (docs/hall-protocol.md). Two caches beside the record: neither is signed, neither
-- is carried in a bundle, and losing either loses nothing recorded (a device that forgot its
-- hall sends again what the hall then counts as duplicates).

-- On the head's device: each device that asked the hall to pair (its key, the name it gave,
-- when), whether the head refused it, and when it last synced. Enrolment itself is the signed
-- referee list, never this table.
CREATE TABLE hall_devices (
    device    TEXT PRIMARY KEY NOT NULL,  -- 64 lowercase hex digits
    name      TEXT NOT NULL,
    asked_at  TEXT,                       -- RFC 3339; NULL: never asked, only synced
    refused   INTEGER NOT NULL DEFAULT 0,
    last_seen TEXT                        -- RFC 3339, the hall's clock
) STRICT, WITHOUT ROWID;

-- On a floor device: the one hall it syncs with, the head key pinned when it paired, and the
-- hall's chain heads as its last answer gave them (what the hall holds, so what to send).
CREATE TABLE hall_peer (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    url   TEXT NOT NULL,
    hall  TEXT NOT NULL,                  -- the head's device key
    name  TEXT NOT NULL DEFAULT '',       -- the name this device gave when it paired
    heads TEXT                            -- JSON {device: {seq, hash}}; NULL before the first answer
) STRICT;

-- The hall asks for a few kinds on every round (event versions, referee lists, the changes
-- that need a role): an index keeps that from reading the whole record each time.
CREATE INDEX events_by_kind ON events (kind, seq);

-- Every import checks the chains, roles and checkpoints of the record it would make, and so
-- reads each signed event's link (id, device, number, the hash before it, its hash, its kind):
-- from this index alone, a fifth of the bytes of the events themselves. It also answers each
-- device's chain head, and what another copy lacks after it.
CREATE INDEX events_links ON events (device, device_seq, id, prev_hash, hash, kind)
    WHERE payload IS NOT NULL;
