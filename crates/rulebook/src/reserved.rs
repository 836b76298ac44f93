//! The names the engine gives a meaning to, written once: question ids the data may ask and
//! the engine reads (the hand's dealer, whether the offender dealt it, the minutes late), and
//! the roles of a payment by role. The data writes them as they are here; validation and the
//! engine read these constants, never the words again.

/// The `player` question naming the hand's dealer: a payment by role pays them as `dealer`.
pub const DEALER: &str = "dealer";
/// The yes/no question whether the offender dealt the hand; answered from `DEALER` when the
/// incident asks both.
pub const OFFENDER_IS_DEALER: &str = "offender_is_dealer";
/// The yes/no question whether the offence was deliberate.
pub const INTENTIONAL: &str = "intentional";
/// When the player arrived; worked out into `MINUTES_LATE`.
pub const ARRIVED_AT: &str = "arrived_at";
/// Minutes late: the contract's fact, from an arrival time.
pub const MINUTES_LATE: &str = "minutes_late";

/// The roles of a payment by role (`by_role = { dealer = …, others = … }`).
pub mod role {
    /// The hand's dealer.
    pub const DEALER: &str = "dealer";
    /// Each other player.
    pub const OTHERS: &str = "others";
}
