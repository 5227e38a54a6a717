//! Test helpers for tlsfront's integration tests. Everything here drives real things: a real
//! `redis-server` on a free port (alone, or as a Sentinel group), Pebble (an ACME server) with
//! its DNS server, the real `tlsfront` binary, real application servers to proxy to (Go,
//! Node.js, uvicorn, nginx, tonic: [`apps`]), real TLS clients (rustls, `openssl s_client`,
//! `curl`, tonic) and real files. Nothing here is used outside tests.

pub mod apps;
pub mod browser;
pub mod client;
pub mod cluster;
pub mod fixtures;
pub mod go_bin;
pub mod h2spec;
pub mod h3_client;
pub mod hello;
pub mod ocsp;
pub mod pebble;
pub mod process;
pub mod raw_h2;
pub mod raw_upstream;
pub mod redis;
pub mod sentinel;
pub mod sessions;
pub mod smuggling;
pub mod tools;
pub mod udp_relay;
pub mod upstream;
pub mod upstream_closing;
pub mod upstream_tls;
pub mod websocket;

pub use client::{fingerprint_of, TlsClient, TlsOutcome};
pub use cluster::RedisCluster;
pub use fixtures::Fixtures;
pub use h3_client::{H3Answer, H3Client, H3Started};
pub use pebble::{EabCredentials, Pebble, PebbleOptions};
pub use process::{Tlsfront, TlsfrontBuilder};
pub use raw_upstream::RawUpstream;
pub use redis::RedisServer;
pub use sentinel::SentinelGroup;
pub use sessions::AnyNameSessions;
pub use udp_relay::UdpRelay;
pub use upstream::TestUpstream;
pub use upstream_closing::ClosingUpstream;
pub use upstream_tls::TlsUpstream;

/// A free TCP port on 127.0.0.1 (free now; a test binds it soon after), chosen below the
/// kernel's ephemeral range. A port the kernel hands out for `127.0.0.1:0` is one of the
/// ephemeral ports, which every client socket of every test draws from too: under load one was
/// taken by a connection between this call and the bind of the redis-server it was for, which
/// exited at once, and the test waited for it in vain. Below the range, only another listener
/// can take it.
pub fn free_port() -> u16 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static CALLS: AtomicU32 = AtomicU32::new(0);
    const LOWEST: u32 = 10_000;
    let ephemeral_start = std::fs::read_to_string("/proc/sys/net/ipv4/ip_local_port_range")
        .ok()
        .and_then(|range| range.split_whitespace().next()?.parse::<u32>().ok())
        .unwrap_or(32_768);
    if ephemeral_start > LOWEST + 1_000 {
        let span = ephemeral_start - LOWEST;
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.subsec_nanos());
        let seed = std::process::id()
            .wrapping_mul(2_654_435_761)
            .wrapping_add(nanos);
        for _ in 0..1_000 {
            let call = CALLS.fetch_add(1, Ordering::Relaxed);
            let port = LOWEST + seed.wrapping_add(call.wrapping_mul(7_919)) % span;
            let Ok(port) = u16::try_from(port) else {
                continue;
            };
            if std::net::TcpListener::bind(("127.0.0.1", port)).is_ok() {
                return port;
            }
        }
    }
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
