//! Bounded logs: what tlsfront may write about what a peer did.
//!
//! Anyone on the internet can make a server fail a handshake or a request a thousand times a
//! second, so nothing a peer does may cost a log line of unbounded size, or a line per attempt.
//! Two small values keep that promise wherever a line is written:
//!
//! - [`PeerText`] ([`peer_text`]): anything a peer sent (a name, a path, a header) goes into a
//!   line through it, cut to [`PEER_TEXT_MAX`] characters and escaped, so no line carries a
//!   control character, a non-ASCII byte or more than a bounded piece of it.
//! - [`SampledLine`]: a failure a peer can repeat at will is counted by a metric and logged at
//!   `debug`; where an operator needs to see it at the default level, one line per kind is
//!   written at most once per [`SAMPLE_INTERVAL`], saying how many were held back.
//!
//! Both are pure policy: no I/O, no logging here (the caller writes the line, with its own
//! target and fields), and the clock is the caller's, so tests inject it. This crate must never
//! keep a peer's bytes beyond the call that formats them.

#![forbid(unsafe_code)]

mod peer_text;
mod sampled;

pub use peer_text::{peer_text, PeerText, PEER_TEXT_MAX};
pub use sampled::{SampledLine, SAMPLE_INTERVAL};
