//! What the ledger cannot judge by itself. A valid signature says who sent an event, not that
//! it is sound: whether a body says what its kind must say, and whether a photo is one the
//! record keeps (a clean picture that decodes whole), are the tournament's and the evidence
//! code's to say. `verify` and `import` ask an [`Inspect`] about every event and photo that
//! arrives, with one answer for both, so a bundle `verify` calls ok is one `import` takes.
//!
//! A refusal is a fault: a code and its arguments, which the problem that carries it
//! (`bad-content`, `photo-unsound`) says in words by choosing on the code.

use crate::event::NewEvent;
use errcode::ErrorCode;

/// Judges what arrives beyond its signature and chain.
pub trait Inspect {
    /// The fault when the event's content is not sound for its kind.
    fn event(&self, e: &NewEvent) -> Result<(), ErrorCode>;
    /// The fault when a photo's bytes are not a photo the record keeps.
    fn photo(&self, bytes: &[u8]) -> Result<(), ErrorCode>;
}

/// Judges signatures, chains and roles only: for the ledger's own tests and measurements,
/// which are about exactly those. Every front end inspects with the tournament's checks.
pub struct SignaturesOnly;

impl Inspect for SignaturesOnly {
    fn event(&self, _: &NewEvent) -> Result<(), ErrorCode> {
        Ok(())
    }
    fn photo(&self, _: &[u8]) -> Result<(), ErrorCode> {
        Ok(())
    }
}
