//! Counters and histograms that cost one atomic add on the hot path, and their rendering in the
//! Prometheus text exposition format.
//!
//! Labels are fixed at compile time (an outcome, a cipher, a status class), never per host: a
//! label per host would make 100,000 series. This crate must never allocate on the hot path.

#![forbid(unsafe_code)]

mod counters;
mod exposition;
mod gauge;
mod histogram;
mod labels;

pub use counters::{Counter, Counters};
pub use exposition::{Exposition, LabelPairs};
pub use gauge::{Gauge, GaugeGuard};
pub use histogram::{Histogram, LATENCY_BOUNDS};
pub use labels::{Label, LabelSet, StatusClass};
