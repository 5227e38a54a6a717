//! Real application servers to proxy to, as people run them, each on a free loopback port:
//!
//! - [`GoApp`]: a Go `net/http` program (`apps/go`, standard library only), HTTP/1.1 and h2c
//!   on one port, and on request TLS (h2 and http/1.1 by ALPN on one port, http/1.1 alone on
//!   another) and a Unix socket; built once with `go build` into a cache under the cargo
//!   target directory;
//! - [`NodeApp`]: a Node.js `node:http` program (`apps/node`), HTTP/1.1 on a port or a Unix
//!   socket;
//! - [`UvicornApp`]: an ASGI application (`apps/python`) under uvicorn from PyPI, in the venv
//!   `scripts/install-deps test` makes, HTTP/1.1 on a port or a Unix socket (`--uds`);
//! - [`Nginx`]: nginx with a `server` block per tenant and a default server, on a prefix of
//!   its own, HTTP/1.1 and h2c (on a second port);
//! - [`GrpcApp`]: a tonic gRPC server (unary and server-streaming calls, trailers, deadlines)
//!   on a thread of its own, and [`grpc::ProbeClient`], a tonic client over TLS.
//!
//! Each HTTP app answers every request with what its framework made of it ([`Report`]), so a
//! test asserts what the application saw rather than what the proxy meant to send. A missing
//! tool fails the test with a message naming `scripts/install-deps`.

pub mod go;
pub mod grpc;
pub mod nginx;
pub mod node;
mod process;
pub mod report;
pub mod uvicorn;

use std::path::{Path, PathBuf};

use tempfile::TempDir;

pub use go::{GoApp, GoOptions};
pub use grpc::GrpcApp;
pub use nginx::Nginx;
pub use node::NodeApp;
pub use report::Report;
pub use uvicorn::UvicornApp;

/// The applications' sources: `crates/tlsfront-testkit/apps`.
fn sources() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("apps")
}

/// A directory for what the apps build, kept between test runs: `tlsfront-test-apps` in the
/// cargo target directory (the running test's nearest ancestor with cargo's `CACHEDIR.TAG`),
/// else in the system's temporary directory.
fn cache_dir() -> PathBuf {
    let target = std::env::current_exe().ok().and_then(|exe| {
        exe.ancestors()
            .find(|dir| dir.join("CACHEDIR.TAG").is_file())
            .map(Path::to_path_buf)
    });
    target
        .unwrap_or_else(std::env::temp_dir)
        .join("tlsfront-test-apps")
}

/// A fresh directory of an app's own, for its Unix socket and the files it is given; removed on
/// drop. It is made in the system's temporary directory, so that a socket's path stays within
/// the 108 bytes `sun_path` holds.
fn private_dir() -> TempDir {
    tempfile::Builder::new()
        .prefix("tlsfront-app-")
        .tempdir()
        .expect("creating a temporary directory for an app")
}

/// `unix:PATH`, the upstream URL of a Unix socket.
fn unix_url(path: &Path) -> String {
    format!("unix:{}", path.display())
}

/// Fails with the message every app gives for a missing tool.
fn missing(what: &str) -> String {
    format!("{what}: run scripts/install-deps test (as root, or with sudo), which installs what the tests need")
}
