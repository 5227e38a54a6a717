//! Fairness between tenants: the CPU that handshakes and requests spend is shared by host, so
//! one host's flood leaves the others served.
//!
//! - [`queue`]: who gets the next turn (pure: start-time fair queueing by host, then by client);
//! - [`gate`]: the turns as guards, and the wait for one;
//! - [`gated_io`]: a session's reads and writes taken in turn, the turn given back whenever
//!   the session's task waits.
//!
//! A turn covers a step of CPU work: a handshake's first flight, or a burst of requests on a
//! connection. Waiting for a turn happens before the work, so a flood waits in its host's queue
//! instead of in front of everyone else's.

pub mod gate;
pub mod gated_io;
pub mod queue;

pub use gate::{FairGate, Turn};
pub use gated_io::{releasing_turns, GatedIo, SessionTurns};
pub use queue::{FlowKey, QueueBounds, ShedReason};
