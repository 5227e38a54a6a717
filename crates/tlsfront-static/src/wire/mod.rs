//! The wire form of a static answer: an `http::Response` with a [`body::StaticBody`] (HTTP/2),
//! or an HTTP/1.1 head in bytes.

pub mod body;
pub mod http1_head;
pub mod response;
