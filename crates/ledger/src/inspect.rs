//! What the ledger cannot judge by itself. A valid signature says who sent an event, not that
//! it is sound: whether a body says what its kind must say, and whether a photo is one the
//! record keeps (a clean picture that decodes whole), are the tournament's and the evidence
//! code's to say. `verify` and `import` ask an [`Inspect`] about every event and photo that
//! arrives, with one answer for both, so a bundle `verify` calls ok is one `import` takes.

use crate::event::Payload;

/// Judges what arrives beyond its signature and chain.
pub trait Inspect {
    /// `Err(detail)` when the event's content is not sound for its kind.
    fn event(&self, payload: &Payload) -> Result<(), String>;
    /// `Err(detail)` when a photo's bytes are not a photo the record keeps.
    fn photo(&self, bytes: &[u8]) -> Result<(), String>;
}

/// Judges signatures, chains and roles only: for the ledger's own tests and measurements,
/// which are about exactly those. Every front end inspects with the tournament's checks.
pub struct SignaturesOnly;

impl Inspect for SignaturesOnly {
    fn event(&self, _: &Payload) -> Result<(), String> {
        Ok(())
    }
    fn photo(&self, _: &[u8]) -> Result<(), String> {
        Ok(())
    }
}
