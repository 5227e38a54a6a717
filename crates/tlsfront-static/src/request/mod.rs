//! Request policy, pure: values in, values out. Every HTTP version reads a request's facts
//! the same way ([`request_facts`]) and the [`planner`] decides the answer from them.

pub mod conditional;
pub mod encoding;
pub mod host;
pub mod mime;
pub mod path;
pub mod planner;
pub mod precompressed;
pub mod range;
pub mod request_facts;
