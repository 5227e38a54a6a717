//! tlsfront's connection path: accept, read the ClientHello, resolve the host's TLS config,
//! handshake, then serve the host's site over HTTP/1.1 ([`http1`], also on kernel TLS) or
//! HTTP/2, or HTTP/3 over QUIC ([`quic`]): its static files (`tlsfront-static` answers) or its application ([`proxy`]).
//!
//! Policy (which certificate, which cipher order, which file and status) lives in small pure
//! functions; sockets, files and the kernel are touched only at the edges. Nothing here may let
//! one connection's bad input affect another connection or another host.

mod admin;
mod connection;
mod context;
mod drain;
pub mod fairness;
pub mod handover;
mod handshake_slots;
pub mod http1;
mod http1_buffers;
mod http1_clock;
mod http1_proxy;
mod idle;
pub mod ktls;
pub mod limits;
pub mod listeners;
mod live_updates;
pub mod metrics;
mod options;
mod plain_http;
mod preload;
pub mod proxy_protocol;
mod quic;
pub mod reload;
mod server;
mod session;
pub mod stapling;
pub mod tls;
mod unfinished_hellos;

pub use options::{QuicListen, ServeOptions, MIN_MAX_HEADER_BYTES};
pub use preload::PreloadReport;
/// Whether a QUIC datagram goes to the previous process after an upgrade (the fuzz target).
pub use quic::datagram_belongs_to;
pub use reload::{Applied, ReloadOutcome, Reloader};
pub use server::{Server, StartError};
