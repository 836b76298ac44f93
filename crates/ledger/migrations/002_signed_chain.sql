-- Every event is signed by the device that recorded it and chained to that device's previous
-- event (docs/record-format.md). `payload` is the signed canonical JSON and the truth; the
-- older columns stay as an index for queries, and verification checks they agree with it.
ALTER TABLE events ADD COLUMN device     TEXT;     -- ed25519 public key, 64 hex digits
ALTER TABLE events ADD COLUMN device_seq INTEGER;  -- 1, 2, 3… per device
ALTER TABLE events ADD COLUMN prev_hash  TEXT;     -- SHA-256 of the device's previous payload
ALTER TABLE events ADD COLUMN hash       TEXT;     -- SHA-256 of this payload
ALTER TABLE events ADD COLUMN payload    TEXT;
ALTER TABLE events ADD COLUMN signature  TEXT;     -- ed25519 over payload, 128 hex digits

CREATE UNIQUE INDEX events_by_device ON events (device, device_seq);

-- Rows recorded before this migration have no signature yet. The device signs them into its
-- chain the first time its key is loaded (oldest first, as its first events); only rows up
-- to this mark may ever be signed that way, so a row slipped in later stays unsigned and
-- verification reports it.
CREATE TABLE legacy_mark (max_seq INTEGER NOT NULL) STRICT;
INSERT INTO legacy_mark (max_seq) SELECT coalesce(max(seq), 0) FROM events;

CREATE TRIGGER legacy_mark_refuse_update BEFORE UPDATE ON legacy_mark
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be changed'); END;
CREATE TRIGGER legacy_mark_refuse_delete BEFORE DELETE ON legacy_mark
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be removed'); END;
CREATE TRIGGER legacy_mark_refuse_insert BEFORE INSERT ON legacy_mark
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be changed'); END;

-- The one change ever allowed: giving a pre-chain row its signature, once, with every
-- recorded column unchanged.
DROP TRIGGER events_refuse_update;
CREATE TRIGGER events_refuse_update BEFORE UPDATE ON events
WHEN NOT (
    OLD.payload IS NULL AND OLD.signature IS NULL
    AND NEW.payload IS NOT NULL AND NEW.signature IS NOT NULL
    AND OLD.seq <= (SELECT max_seq FROM legacy_mark)
    AND NEW.seq IS OLD.seq AND NEW.id IS OLD.id AND NEW.kind IS OLD.kind
    AND NEW.recorded_at IS OLD.recorded_at AND NEW.utc_offset_minutes IS OLD.utc_offset_minutes
    AND NEW.referee IS OLD.referee AND NEW.event IS OLD.event AND NEW.ruleset IS OLD.ruleset
    AND NEW.catalogue_version IS OLD.catalogue_version AND NEW.session IS OLD.session
    AND NEW.table_no IS OLD.table_no AND NEW.hand IS OLD.hand AND NEW.player IS OLD.player
    AND NEW.incident IS OLD.incident AND NEW.body IS OLD.body
)
BEGIN SELECT RAISE(ABORT, 'recorded events cannot be changed'); END;

CREATE TRIGGER events_refuse_unsigned BEFORE INSERT ON events
WHEN NEW.payload IS NULL OR NEW.signature IS NULL OR NEW.device IS NULL
    OR NEW.device_seq IS NULL OR NEW.hash IS NULL
BEGIN SELECT RAISE(ABORT, 'recorded events must be signed'); END;
