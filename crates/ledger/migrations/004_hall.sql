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
    heads TEXT                            -- JSON {device: {seq, hash}}; NULL before the first answer
) STRICT;
