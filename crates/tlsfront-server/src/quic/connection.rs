//! One QUIC connection, from its first packet to its HTTP/3 session: Retry under load, the
//! handshake under its deadline (its host chosen and admitted by its own
//! [`ConnectionHost`]), then the client's limits, its address now proven.

use std::net::SocketAddr;
use std::sync::Arc;

use quinn::VarInt;
use tracing::debug;

use rustls::{HandshakeKind, ProtocolVersion};

use super::connection_host::ConnectionHost;
use super::tls::quic_crypto;
use super::Templates;
use crate::context::ServerContext;
use crate::metrics::QuicOutcome;
use crate::session::QuicEstablished;

/// H3_EXCESSIVE_LOAD (RFC 9114 §8.1): the connection is refused by a limit.
const H3_EXCESSIVE_LOAD: VarInt = VarInt::from_u32(0x107);
/// H3_INTERNAL_ERROR: a handshake completed without an admitted host (not expected).
const H3_INTERNAL_ERROR: VarInt = VarInt::from_u32(0x102);

/// Serves one QUIC connection to its end. Never panics on anything the peer sends.
pub(super) async fn handle_incoming(
    incoming: quinn::Incoming,
    templates: Arc<Templates>,
    ctx: Arc<ServerContext>,
) {
    let peer = incoming.remote_address();
    // Above half the handshake cap, an address not yet proven gets a Retry first: a spoofed
    // source cannot hold handshake state, or make us send much to its victim.
    let busy = ctx.metrics.handshakes_in_progress.get()
        > (ctx.options.max_handshakes_in_progress / 2) as i64;
    if busy && !incoming.remote_address_validated() && incoming.may_retry() {
        debug!(%peer, "QUIC: address not validated while busy; sent a Retry");
        let _ = incoming.retry();
        ctx.metrics.quic_connection(QuicOutcome::Retry);
        return;
    }
    let _open = ctx.metrics.open_connections.track();
    let established = match handshake(incoming, &templates, peer, &ctx).await {
        Ok(established) => established,
        Err(outcome) => {
            ctx.metrics.quic_connection(outcome);
            return;
        }
    };
    ctx.metrics.quic_connection(QuicOutcome::Ok);
    crate::session::serve_quic(established, peer, ctx.clone()).await;
}

/// The handshake under its deadline, with a config of the connection's own that chooses and
/// admits its host (`connection_host`), then the client's limits; `Err` with how the
/// connection ended there (closed with a reason).
async fn handshake(
    incoming: quinn::Incoming,
    templates: &Templates,
    peer: SocketAddr,
    ctx: &Arc<ServerContext>,
) -> Result<QuicEstablished, QuicOutcome> {
    let in_progress = ctx.metrics.handshakes_in_progress.track();
    let chosen = ConnectionHost::new(templates.lookups.clone(), ctx.clone());
    let config = match quic_crypto(chosen.server_config(&templates.tls)) {
        Ok(crypto) => {
            let mut config = templates.server.clone();
            config.crypto = crypto;
            Arc::new(config)
        }
        Err(err) => {
            debug!(%peer, error = %err, "QUIC: no config for this connection");
            incoming.refuse();
            return Err(QuicOutcome::Failed);
        }
    };
    // The first flight is made here when the ClientHello came in one packet; otherwise by
    // the connection's driver once the rest arrives.
    let accepted = incoming.accept_with(config);
    let connection = match accepted {
        Ok(connecting) => tokio::time::timeout(ctx.options.handshake_timeout, connecting).await,
        Err(err) => {
            debug!(%peer, error = %err, "QUIC handshake failed at its first packet");
            chosen.release_turn();
            return Err(refused_as(&chosen));
        }
    };
    // A handshake that ended before its signature gives its turn back here.
    chosen.release_turn();
    drop(in_progress);
    let connection = match connection {
        Ok(Ok(connection)) => connection,
        Ok(Err(err)) => {
            // A refused name (the miss path, a limit, no turn) ends here, as an alert.
            debug!(%peer, error = %err, "QUIC handshake failed");
            return Err(refused_as(&chosen));
        }
        Err(_) => {
            debug!(%peer, "QUIC handshake deadline passed");
            return Err(QuicOutcome::Timeout);
        }
    };
    let (admitted, resumed) = chosen.take().inspect_err(|_| {
        // Unreachable in practice: a completed handshake had its host admitted.
        connection.close(H3_INTERNAL_ERROR, b"host not admitted");
    })?;
    let kind = if resumed {
        HandshakeKind::Resumed
    } else {
        HandshakeKind::Full
    };
    ctx.metrics
        .completed_handshake(Some(ProtocolVersion::TLSv1_3), Some(kind));
    if admitted.by_default {
        ctx.metrics.default_host_served.inc();
    }
    // The client's limits only now, when the handshake has proven its address: before, a
    // spoofed source address could use up another client's share.
    let mut guards = admitted.guards;
    let client_limits = ctx.options.limits.clients;
    if let Err(limit) = ctx
        .tenancy
        .admit_client(peer.ip(), client_limits, &mut guards)
    {
        debug!(%peer, limit = limit.label(), "QUIC connection refused by a client limit");
        connection.close(H3_EXCESSIVE_LOAD, b"client limit");
        return Err(QuicOutcome::Limited);
    }
    Ok(QuicEstablished {
        connection,
        session_host: admitted.host,
        host_tls: admitted.host_tls,
        admission: admitted.admission,
        guards,
    })
}

/// How a handshake that did not complete is counted: as its host's choice refused it (a
/// limit, no turn free, no host), or as failed.
fn refused_as(chosen: &ConnectionHost) -> QuicOutcome {
    chosen.take().err().unwrap_or(QuicOutcome::Failed)
}
