//! Test helpers for tlsfront's integration tests. Everything here drives real things: a real
//! `redis-server` on a free port (alone, or as a Sentinel group), Pebble (an ACME server) with
//! its DNS server, the real `tlsfront` binary, real application servers to proxy to (Go,
//! Node.js, uvicorn, nginx, tonic: [`apps`]), real TLS clients (rustls, `openssl s_client`,
//! `curl`, tonic) and real files. Nothing here is used outside tests.

pub mod apps;
pub mod client;
pub mod cluster;
pub mod fixtures;
pub mod go_bin;
pub mod h2spec;
pub mod hello;
pub mod pebble;
pub mod process;
pub mod raw_h2;
pub mod raw_upstream;
pub mod redis;
pub mod sentinel;
pub mod sessions;
pub mod smuggling;
pub mod tools;
pub mod upstream;
pub mod upstream_closing;
pub mod upstream_tls;
pub mod websocket;

pub use client::{TlsClient, TlsOutcome};
pub use cluster::RedisCluster;
pub use fixtures::Fixtures;
pub use pebble::{EabCredentials, Pebble, PebbleOptions};
pub use process::{Tlsfront, TlsfrontBuilder};
pub use raw_upstream::RawUpstream;
pub use redis::RedisServer;
pub use sentinel::SentinelGroup;
pub use sessions::AnyNameSessions;
pub use upstream::TestUpstream;
pub use upstream_closing::ClosingUpstream;
pub use upstream_tls::TlsUpstream;

/// A free TCP port on 127.0.0.1 (free now; a test binds it soon after).
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("binding 127.0.0.1:0");
    listener.local_addr().expect("local address").port()
}

/// Fails with a clear message when a tool the tests need is not installed.
pub fn require_tool(tool: &str) {
    let found = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {tool}"))
        .output()
        .map(|out| out.status.success())
        .unwrap_or(false);
    assert!(
        found,
        "{tool} is not installed: run scripts/test, which installs what the tests need"
    );
}
