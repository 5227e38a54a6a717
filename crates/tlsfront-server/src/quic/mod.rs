//! HTTP/3 over QUIC (docs/src/http3.md): a quinn endpoint on each `listen_quic` socket, its
//! connections' limits and hosts, then the HTTP/3 session (`session::h3_path`).
//!
//! - [`tls`]: QUIC's rustls template, and what every connection's resolver shares;
//! - `connection_host`: one connection's own resolver and ticketer: its host from the cache
//!   without waiting (the miss path), admitted by its limits and the fair gate, its tickets;
//! - `connection`: one QUIC connection, from its first packet to its session;
//! - `cid`: connection IDs that carry this process's epoch;
//! - `forward`: the socket quinn reads through, which routes datagrams across an upgrade.
//!
//! Nothing a peer sends may panic here or reach another connection: quinn and h3 turn bad
//! packets and frames into errors that end the stream or the connection.

mod cid;
mod connection;
mod connection_host;
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
use crate::tls::tickets::{FleetResetKey, FleetTokenKey};
pub(crate) use cid::choose_epoch;
pub use forward::datagram_belongs_to;
pub(crate) use forward::RoutedSocket;
pub use tls::QuicTlsError;
use tls::{quic_crypto, quic_template, BackgroundLookups};

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

/// What each QUIC connection's config is made from: the rustls template and quinn's settings
/// of one generation (`Templates::for_generation` remakes them after a reload).
pub(crate) struct Templates {
    tls: rustls::ServerConfig,
    server: quinn::ServerConfig,
    lookups: Arc<BackgroundLookups>,
    /// The generation the settings were taken from.
    made_for: Arc<ServerContext>,
}

impl Templates {
    fn new(ctx: Arc<ServerContext>) -> Result<Self, QuicTlsError> {
        let tls = quic_template()?;
        let mut server = server_config(&ctx.options, quic_crypto(tls.clone())?);
        // Retry tokens under the fleet's keys: one instance takes another's.
        server.token_key(Arc::new(FleetTokenKey(ctx.tickets.live().clone())));
        Ok(Templates {
            tls,
            server,
            lookups: Arc::new(BackgroundLookups::new()),
            made_for: ctx,
        })
    }

    /// New templates for `ctx`'s generation, if it is not the one these were made for (after
    /// a reload): its settings, with the same rustls template and lookups.
    fn for_generation(&self, ctx: &Arc<ServerContext>) -> Option<Templates> {
        if Arc::ptr_eq(&self.made_for, ctx) {
            return None;
        }
        let mut server = server_config(&ctx.options, self.server.crypto.clone());
        server.token_key(Arc::new(FleetTokenKey(ctx.tickets.live().clone())));
        Some(Templates {
            tls: self.tls.clone(),
            server,
            lookups: self.lookups.clone(),
            made_for: ctx.clone(),
        })
    }
}

/// quinn's settings for connections accepted under `options`.
fn server_config(
    options: &ServeOptions,
    crypto: Arc<dyn quinn::crypto::ServerConfig>,
) -> quinn::ServerConfig {
    let mut server = quinn::ServerConfig::with_crypto(crypto);
    server
        .transport_config(Arc::new(transport(options)))
        // Connections that sent their first packet and wait to be accepted or refused.
        .max_incoming(options.max_handshakes_in_progress);
    server
}

/// A quinn endpoint serving HTTP/3 on `socket` with the settings of the generation in force,
/// its connection IDs carrying `epoch`; what its connections' configs are made from; and the
/// socket's routing, for an upgrade. Needs a Tokio runtime.
pub(crate) fn endpoint(
    socket: QuicSocket,
    epoch: u8,
    generations: &ArcSwap<ServerContext>,
) -> Result<(quinn::Endpoint, Arc<Templates>, Arc<RoutedSocket>), QuicStartError> {
    let addr = socket
        .socket
        .local_addr()
        .map_or_else(|_| "?".to_owned(), |a| a.to_string());
    let ctx = generations.load_full();
    // Stateless resets under the fleet's keys: an instance ends the connections another lost.
    let reset_key = Arc::new(FleetResetKey(ctx.tickets.live().clone()));
    let metrics = ctx.metrics.clone();
    let templates = Templates::new(ctx)?;
    let runtime = Arc::new(quinn::TokioRuntime);
    let server = templates.server.clone();
    let (endpoint, routed) = routed_endpoint(socket, epoch, server, reset_key, (runtime, metrics))
        .map_err(|source| QuicStartError::Endpoint { addr, source })?;
    Ok((endpoint, Arc::new(templates), routed))
}

/// The endpoint on a [`RoutedSocket`], with IDs that carry `epoch` (docs/src/http3.md,
/// "Signals") and stateless resets under `reset_key`.
fn routed_endpoint(
    socket: QuicSocket,
    epoch: u8,
    server: quinn::ServerConfig,
    reset_key: Arc<FleetResetKey>,
    (runtime, metrics): (Arc<quinn::TokioRuntime>, Arc<ServerMetrics>),
) -> std::io::Result<(quinn::Endpoint, Arc<RoutedSocket>)> {
    let routed = RoutedSocket::new(socket.socket, socket.predecessor, &*runtime, metrics)?;
    let mut config = quinn::EndpointConfig::new(reset_key);
    // Valid to every instance of a fleet: quinn's default IDs are hashed under a key of the
    // process, which another instance would take for junk, and drop without the reset.
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

/// Accepts QUIC connections until shutdown, each in a task of `connections` with a config of
/// its own; then refuses new ones and waits until the open ones have closed (each finishes
/// its requests after a GOAWAY). After a reload, quinn's settings are the new generation's,
/// for the connections accepted from then on.
pub(crate) async fn accept_loop(
    endpoint: quinn::Endpoint,
    mut templates: Arc<Templates>,
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
        let ctx = generations.load_full();
        if let Some(reloaded) = templates.for_generation(&ctx) {
            templates = Arc::new(reloaded);
            endpoint.set_server_config(Some(templates.server.clone()));
            debug!("QUIC listener: the reloaded settings apply to new connections");
        }
        connections.spawn(connection::handle_incoming(
            incoming,
            templates.clone(),
            ctx,
        ));
    }
    endpoint.set_server_config(None);
    debug!("QUIC listener: no new connections; waiting for the open ones");
    endpoint.wait_idle().await;
}
