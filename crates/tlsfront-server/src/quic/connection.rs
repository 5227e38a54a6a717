//! One QUIC connection, from its first packet to its HTTP/3 session: Retry under load, the
//! handshake under its deadline (its certificate chosen by [`super::tls::CachedHosts`]), then
//! the client's limits (its address now proven) and those of the host it was made for.

use std::net::SocketAddr;
use std::sync::Arc;

use quinn::VarInt;
use tracing::debug;

use super::tls::{choose_cached, sni_host, CachedChoice};
use crate::context::ServerContext;
use crate::limits::ConnectionGuards;
use crate::metrics::QuicOutcome;
use crate::session::QuicEstablished;

/// H3_EXCESSIVE_LOAD (RFC 9114 §8.1): the connection is refused by a limit.
const H3_EXCESSIVE_LOAD: VarInt = VarInt::from_u32(0x107);
/// H3_INTERNAL_ERROR: the host went from the cache between the handshake and the session.
const H3_INTERNAL_ERROR: VarInt = VarInt::from_u32(0x102);

/// Serves one QUIC connection to its end. Never panics on anything the peer sends.
pub(super) async fn handle_incoming(incoming: quinn::Incoming, ctx: Arc<ServerContext>) {
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
    let established = match handshake(incoming, peer, &ctx).await {
        Ok(established) => established,
        Err(outcome) => {
            ctx.metrics.quic_connection(outcome);
            return;
        }
    };
    ctx.metrics.quic_connection(QuicOutcome::Ok);
    crate::session::serve_quic(established, peer, ctx.clone()).await;
}

/// The handshake under its deadline, then the host it was made for and that host's limits;
/// `Err` with how the connection ended there (closed with a reason).
async fn handshake(
    incoming: quinn::Incoming,
    peer: SocketAddr,
    ctx: &ServerContext,
) -> Result<QuicEstablished, QuicOutcome> {
    let in_progress = ctx.metrics.handshakes_in_progress.track();
    let connecting = match incoming.accept() {
        Ok(connecting) => connecting,
        Err(err) => {
            debug!(%peer, error = %err, "QUIC handshake failed at its first packet");
            return Err(QuicOutcome::Failed);
        }
    };
    let connection = match tokio::time::timeout(ctx.options.handshake_timeout, connecting).await {
        Ok(Ok(connection)) => connection,
        Ok(Err(err)) => {
            // A refused name (the miss path) ends here, as a handshake_failure alert.
            debug!(%peer, error = %err, "QUIC handshake failed");
            return Err(QuicOutcome::Failed);
        }
        Err(_) => {
            debug!(%peer, "QUIC handshake deadline passed");
            return Err(QuicOutcome::Timeout);
        }
    };
    drop(in_progress);
    let server_name = connection
        .handshake_data()
        .and_then(|data| data.downcast::<quinn::crypto::rustls::HandshakeData>().ok())
        .and_then(|data| data.server_name);
    let sni = sni_host(server_name.as_deref());
    // The same choice the certificate was made by; a host evicted in between is refused.
    let default = ctx.options.default_host.as_ref();
    let CachedChoice::Serve {
        host,
        host_tls,
        by_default,
    } = choose_cached(sni.as_ref(), default, |name| ctx.hosts.peek(name))
    else {
        debug!(%peer, sni = ?sni, "QUIC: the host left the cache during the handshake");
        connection.close(H3_INTERNAL_ERROR, b"host not available");
        return Err(QuicOutcome::Failed);
    };
    if by_default {
        ctx.metrics.default_host_served.inc();
    }
    // The client's limits only now, when the handshake has proven its address: before, a
    // spoofed source address could use up another client's share.
    let mut guards = ConnectionGuards::new();
    let client_limits = ctx.options.limits.clients;
    if let Err(limit) = ctx
        .tenancy
        .admit_client(peer.ip(), client_limits, &mut guards)
    {
        debug!(%peer, limit = limit.label(), "QUIC connection refused by a client limit");
        connection.close(H3_EXCESSIVE_LOAD, b"client limit");
        return Err(QuicOutcome::Limited);
    }
    let flow: Arc<str> = Arc::from(host.as_str());
    let limits = &ctx.options.limits;
    let host_limits = host_tls.limits.or(limits.hosts);
    let admission =
        match ctx
            .tenancy
            .admit_host(&flow, host_limits, limits.in_flight_wait, &mut guards)
        {
            Ok(admission) => admission,
            Err(limit) => {
                debug!(%host, limit = limit.label(), "QUIC connection refused by a host limit");
                connection.close(H3_EXCESSIVE_LOAD, b"host limit");
                return Err(QuicOutcome::Limited);
            }
        };
    Ok(QuicEstablished {
        connection,
        session_host: host,
        host_tls,
        admission,
        guards,
    })
}
