//! What tlsfront does for systemd: `sd_notify` for a `Type=notify` unit, and log lines in
//! the journal's shape.

pub mod journal;
pub mod notify;
