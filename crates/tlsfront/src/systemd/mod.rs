//! What tlsfront does for systemd: `sd_notify` for a `Type=notify` unit.

pub mod notify;
