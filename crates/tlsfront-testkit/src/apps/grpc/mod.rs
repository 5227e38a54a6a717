//! A gRPC server as Rust services run it, tonic's `transport::Server` on a loopback port
//! (HTTP/2 without TLS, prior knowledge: an `h2c://` upstream), offering the Probe service
//! ([`service`]): a unary call and a server-streaming call, each answering with what the server
//! saw of the request and ending with a custom trailer; both honour the call's deadline
//! (`grpc-timeout`). [`ProbeClient`] is tonic's client over TLS with ALPN h2, to drive it
//! through tlsfront.
//!
//! The messages are written by hand ([`messages`]), so nothing needs `protoc`.

mod client;
pub mod messages;
pub mod service;

use std::net::SocketAddr;

use tokio::net::TcpListener;
use tokio_stream::wrappers::TcpListenerStream;

pub use client::ProbeClient;
pub use messages::{CountRequest, EchoRequest, Seen, Tick};
pub use service::{ProbeService, TRAILER};
/// The tonic the client and server are built with, for the tests' `Request`, `Code` and
/// `Status`.
pub use tonic;

/// The gRPC server, on a runtime of its own until dropped.
pub struct GrpcApp {
    addr: SocketAddr,
    _runtime: tokio::runtime::Runtime,
}

impl GrpcApp {
    /// Starts the server on a free loopback port.
    pub fn start() -> GrpcApp {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime for the gRPC server");
        let listener = runtime
            .block_on(TcpListener::bind("127.0.0.1:0"))
            .expect("a loopback port for the gRPC server");
        let addr = listener.local_addr().expect("a bound address");
        runtime.spawn(async move {
            let served = tonic::transport::Server::builder()
                .add_service(ProbeService)
                .serve_with_incoming(TcpListenerStream::new(listener))
                .await;
            if let Err(err) = served {
                eprintln!("the gRPC server stopped: {err}");
            }
        });
        GrpcApp {
            addr,
            _runtime: runtime,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `h2c://127.0.0.1:PORT`.
    pub fn h2c_url(&self) -> String {
        format!("h2c://{}", self.addr)
    }
}
