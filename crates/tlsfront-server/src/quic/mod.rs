//! HTTP/3 over QUIC (docs/src/http3.md): a quinn endpoint on each `listen_quic` socket, its
//! connections' limits and hosts, then the HTTP/3 session (`session::h3_path`).
//!
//! - [`tls`]: QUIC's one rustls config, whose resolver finds the host in the host cache
//!   without waiting (the miss path);
//! - `connection`: one QUIC connection, from its first packet to its session;
//! - `cid`: connection IDs that carry this process's epoch;
//! - `forward`: the socket quinn reads through, which routes datagrams across an upgrade.
//!
//! Nothing a peer sends may panic here or reach another connection: quinn and h3 turn bad
//! packets and frames into errors that end the stream or the connection.

mod cid;
mod connection;
mod forward;
pub(crate) mod tls;

use std::sync::Arc;

use arc_swap::ArcSwap;
use quinn::{IdleTimeout, TransportConfig, VarInt};
use tokio_util::task::TaskTracker;
use tracing::debug;

use crate::context::ServerContext;
use crate::listeners::QuicSocket;
use crate::metrics::ServerMetrics;
use crate::options::ServeOptions;
pub(crate) use cid::choose_epoch;
pub use forward::datagram_belongs_to;
pub(crate) use forward::RoutedSocket;
pub use tls::QuicTlsError;
use tls::{quic_crypto, CachedHosts};

/// Unidirectional streams a client may open: HTTP/3 needs three (control, QPACK encoder and
/// decoder), and a client may add grease streams (RFC 9114 §6.2.3).
const UNI_STREAMS: u32 = 8;
/// A request stream's receive window: a static site reads no request bodies, and the proxy
/// streams them on; a larger window would only let a client park more bytes here.
const STREAM_RECEIVE_WINDOW: u32 = 256 * 1024;
/// All of a connection's streams' receive windows together.
const CONNECTION_RECEIVE_WINDOW: u32 = 1024 * 1024;
/// Response bytes a connection holds unacknowledged at most (quinn's default is about 10 MB).
const SEND_WINDOW: u64 = 1024 * 1024;

/// Why a QUIC listener could not start.
#[derive(Debug, thiserror::Error)]
pub enum QuicStartError {
    #[error(transparent)]
    Tls(#[from] QuicTlsError),
    #[error("cannot serve QUIC on {addr}")]
    Endpoint {
        addr: String,
        #[source]
        source: std::io::Error,
    },
}

/// A quinn endpoint serving HTTP/3 on `socket`, its certificates from the host cache of the
/// generation in force, its connection IDs carrying `epoch`; and the socket's routing, for
/// an upgrade. Needs a Tokio runtime.
pub(crate) fn endpoint(
    socket: QuicSocket,
    epoch: u8,
    generations: Arc<ArcSwap<ServerContext>>,
) -> Result<(quinn::Endpoint, Arc<RoutedSocket>), QuicStartError> {
    let addr = socket
        .socket
        .local_addr()
        .map_or_else(|_| "?".to_owned(), |a| a.to_string());
    let options = generations.load().options.clone();
    let metrics = generations.load().metrics.clone();
    let crypto = quic_crypto(Arc::new(CachedHosts::new(generations)))?;
    let mut server = quinn::ServerConfig::with_crypto(Arc::new(crypto));
    server
        .transport_config(Arc::new(transport(&options)))
        // Connections that sent their first packet and wait to be accepted or refused.
        .max_incoming(options.max_handshakes_in_progress);
    let runtime = Arc::new(quinn::TokioRuntime);
    routed_endpoint(socket, epoch, server, (runtime, metrics))
        .map_err(|source| QuicStartError::Endpoint { addr, source })
}

/// The endpoint on a [`RoutedSocket`], with IDs that carry `epoch` (docs/src/http3.md,
/// "Signals").
fn routed_endpoint(
    socket: QuicSocket,
    epoch: u8,
    server: quinn::ServerConfig,
    (runtime, metrics): (Arc<quinn::TokioRuntime>, Arc<ServerMetrics>),
) -> std::io::Result<(quinn::Endpoint, Arc<RoutedSocket>)> {
    let routed = RoutedSocket::new(socket.socket, socket.predecessor, &*runtime, metrics)?;
    let mut config = quinn::EndpointConfig::default();
    config.cid_generator(move || Box::new(cid::EpochConnectionIds { epoch }));
    let endpoint =
        quinn::Endpoint::new_with_abstract_socket(config, Some(server), routed.clone(), runtime)?;
    Ok((endpoint, routed))
}

/// quinn's limits on one connection (docs/src/http3.md, "Limits").
fn transport(options: &ServeOptions) -> TransportConfig {
    let mut transport = TransportConfig::default();
    transport
        .max_concurrent_bidi_streams(VarInt::from_u32(options.max_concurrent_streams))
        .max_concurrent_uni_streams(VarInt::from_u32(UNI_STREAMS))
        // An idle timeout too large for QUIC's encoding (about 146 years) means none at all;
        // the config layer never gives one.
        .max_idle_timeout(IdleTimeout::try_from(options.idle_timeout).ok())
        .stream_receive_window(VarInt::from_u32(STREAM_RECEIVE_WINDOW))
        .receive_window(VarInt::from_u32(CONNECTION_RECEIVE_WINDOW))
        .send_window(SEND_WINDOW)
        // No QUIC datagrams: HTTP/3 uses them only with its datagram extension, off here.
        .datagram_receive_buffer_size(None);
    transport
}

/// Accepts QUIC connections until shutdown, each in a task of `connections`; then refuses new
/// ones and waits until the open ones have closed (each finishes its requests after a GOAWAY).
pub(crate) async fn accept_loop(
    endpoint: quinn::Endpoint,
    generations: Arc<ArcSwap<ServerContext>>,
    connections: TaskTracker,
) {
    let shutdown = generations.load().shutdown.clone();
    loop {
        let incoming = tokio::select! {
            incoming = endpoint.accept() => incoming,
            _ = shutdown.cancelled() => break,
        };
        let Some(incoming) = incoming else { break };
        // The connection keeps the generation it was accepted under to its end.
        connections.spawn(connection::handle_incoming(
            incoming,
            generations.load_full(),
        ));
    }
    endpoint.set_server_config(None);
    debug!("QUIC listener: no new connections; waiting for the open ones");
    endpoint.wait_idle().await;
}
