-- Evidence photos, content-addressed: a photo is named by the SHA-256 of its bytes, and an
-- event's body names the photos it carries (`photos`), so the signature covers them. Photos
-- are kept like events: never changed, never removed.
CREATE TABLE photos (
    sha256 TEXT PRIMARY KEY NOT NULL,   -- 64 lowercase hex digits, of `bytes`
    bytes  BLOB NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TRIGGER photos_refuse_update BEFORE UPDATE ON photos
BEGIN SELECT RAISE(ABORT, 'stored photos cannot be changed'); END;

CREATE TRIGGER photos_refuse_delete BEFORE DELETE ON photos
BEGIN SELECT RAISE(ABORT, 'stored photos cannot be removed'); END;

-- Thumbnails are made from the photos on each device (never carried: an unsigned thumbnail
-- could show another picture); a cache that can be made again.
CREATE TABLE thumbnails (
    sha256 TEXT PRIMARY KEY NOT NULL,
    bytes  BLOB NOT NULL
) STRICT, WITHOUT ROWID;
