//! One client connection, from accept to close: the handshake under its deadline and its slot
//! (after the PROXY header, from a load balancer listed in `proxy_protocol_from`), then the
//! session. What answers the ClientHello is decided in [`crate::tls::decision`]; this module
//! does the I/O around it and counts the outcome.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use rustls::AlertDescription;
use tlsfront_acme::Obtained;
use tlsfront_store::{HostName, Resolution};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tracing::debug;

use crate::context::ServerContext;
use crate::fairness::{FlowKey, Turn};
use crate::ktls::RecordBoundary;
use crate::limits::{ConnectionGuards, HostAdmission};
use crate::metrics::{HandshakeOutcome, ShedStage};
use crate::proxy_protocol::{is_listed, read_proxy_header};
use crate::session::{Established, Transport};
use crate::tls::acme_challenge::challenge_config;
use crate::tls::{
    decide, decide_acme_challenge, decide_default, decide_min_tls, decide_unknown,
    decide_unstorable, is_version_refusal, read_client_hello, send_fatal_alert, Chosen,
    ClientHelloFacts, ClientHelloRead, HelloDecision, Refusal, TlsSession,
};

/// Serves one accepted connection to its end. Never panics on anything the peer sends.
pub(crate) async fn handle_connection(tcp: TcpStream, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let _open = ctx.metrics.open_connections.track();
    let started = Instant::now();
    // TCP_NODELAY is already on: accepted sockets inherit it from the listener (server::listen).
    let deadline = ctx.options.handshake_timeout;
    // Boxed, so that the handshake's state (the ClientHello reader, the cache lookups, rustls's
    // handshake future) is freed once it is done, instead of sizing the task for its whole life.
    let handshake = Box::pin(handshake(tcp, peer, &ctx));
    let (established, client) = match tokio::time::timeout(deadline, handshake).await {
        Ok(Ok(done)) => done,
        Ok(Err(outcome)) => {
            ctx.metrics.handshake(outcome);
            return;
        }
        Err(_) => {
            debug!(%peer, "handshake deadline passed");
            ctx.metrics.handshake(HandshakeOutcome::Timeout);
            return;
        }
    };
    ctx.metrics.handshake(HandshakeOutcome::Ok);
    ctx.metrics.handshake_seconds.observe(started.elapsed());
    // Each turn the session's I/O takes is given back whenever its task waits (`fairness`).
    crate::fairness::releasing_turns(crate::session::serve(established, client, ctx.clone())).await;
}

/// The PROXY header (from a listed load balancer), the client limits, and the ClientHello.
async fn up_to_the_hello(
    mut tcp: TcpStream,
    peer: SocketAddr,
    ctx: &ServerContext,
    guards: &mut ConnectionGuards,
) -> Result<(SocketAddr, Transport, ClientHelloRead), HandshakeOutcome> {
    let client = client_address(&mut tcp, peer, ctx).await?;
    let client_limits = ctx.options.limits.clients;
    if let Err(limit) = ctx.tenancy.admit_client(client.ip(), client_limits, guards) {
        debug!(%client, limit = limit.label(), "connection refused by a client limit");
        return Err(HandshakeOutcome::Limited);
    }
    // Only now: the record framing must start at the ClientHello's first byte.
    let mut tcp: Transport = RecordBoundary::new(tcp);
    match read_client_hello(&mut tcp).await {
        Ok(hello) => Ok((client, tcp, hello)),
        Err(err) => {
            debug!(error = %err, "no usable ClientHello");
            if let Some(alert) = err.alert_to_send() {
                send_fatal_alert(&mut tcp, alert).await;
            }
            Err(HandshakeOutcome::from(&err))
        }
    }
}

/// The handshake, and the client's address: `peer`, or the one a PROXY header carries.
async fn handshake(
    tcp: TcpStream,
    peer: SocketAddr,
    ctx: &ServerContext,
) -> Result<(Established, SocketAddr), HandshakeOutcome> {
    let mut guards = ConnectionGuards::new();
    let (client, mut tcp, ClientHelloRead { accepted, received }) =
        hello_unless_crowded_out(tcp, peer, ctx, &mut guards).await?;
    // Holding a slot caps the memory and CPU that handshakes in progress can take. The
    // semaphore is never closed, so this only waits (and never fails).
    let _slot = ctx.handshake_slots.acquire().await;
    let _in_progress = ctx.metrics.handshakes_in_progress.track();
    let facts = ClientHelloFacts::of(&accepted.client_hello());
    let decided = decide_on_hello(&facts, ctx).await;
    let chosen = match decide_min_tls(&facts, decided, &ctx.options.tls_policy) {
        HelloDecision::Serve(chosen) => chosen,
        HelloDecision::AcmeChallenge(name) => {
            drop(accepted);
            answer_tls_alpn01(tcp, received, &name, ctx).await;
            return Err(HandshakeOutcome::AcmeChallenge);
        }
        HelloDecision::Refuse(refusal)
        | HelloDecision::Default { otherwise: refusal }
        | HelloDecision::Issue {
            otherwise: refusal, ..
        } => return Err(refuse(&mut tcp, &facts, refusal).await),
    };
    if chosen.by_default {
        ctx.metrics.default_host_served.inc();
    }
    drop(accepted);
    let flow: FlowKey = Arc::from(chosen.host.as_str());
    let (admission, turn) = admit_to_the_crypto(&chosen, &flow, client, ctx, &mut guards).await?;
    // What the client sends next (its Finished) is handled in a turn too.
    let next_turn = || async {
        ctx.fair.turn(&flow, client.ip()).await.map_err(|reason| {
            ctx.metrics.shed(ShedStage::Handshake, reason);
            ctx.tenancy.shed(&flow, reason.label());
            std::io::Error::other(ShedInHandshake(reason))
        })
    };
    let tls = TlsSession::handshake_in_turns(tcp, received, chosen.config, turn, next_turn)
        .await
        .map_err(|err| handshake_failure(&chosen.host, &err))?;
    let session = tls.connection();
    ctx.metrics
        .completed_handshake(session.protocol_version(), session.handshake_kind());
    let established = Established {
        tls: Box::new(tls),
        session_host: chosen.host,
        flow,
        host_tls: chosen.host_tls,
        admission,
        guards,
    };
    Ok((established, client))
}

/// [`up_to_the_hello`], unless a newer connection crowds this one out first.
async fn hello_unless_crowded_out(
    tcp: TcpStream,
    peer: SocketAddr,
    ctx: &ServerContext,
    guards: &mut ConnectionGuards,
) -> Result<(SocketAddr, Transport, ClientHelloRead), HandshakeOutcome> {
    // Until its hello is read, a connection has no host: it holds a place among the
    // unfinished hellos, and a newer connection may crowd it out (a slowloris cannot hold
    // the door; see `unfinished_hellos`).
    let place = ctx.unfinished_hellos.enter();
    tokio::select! {
        biased;
        read = up_to_the_hello(tcp, peer, ctx, guards) => read,
        () = place.crowded_out() => {
            debug!(%peer, "closed while still sending its hello, for a newer connection");
            Err(HandshakeOutcome::HelloCrowdedOut)
        }
    }
}

/// Ends a handshake the decision refused: logs why, and sends the refusal's alert.
async fn refuse(
    tcp: &mut Transport,
    facts: &ClientHelloFacts,
    refusal: Refusal,
) -> HandshakeOutcome {
    match &refusal.cause {
        Some(cause) => {
            debug!(sni = ?facts.sni, error = %cause, "host cannot be served now")
        }
        None if refusal.outcome == HandshakeOutcome::ProtocolVersion => {
            debug!(sni = ?facts.sni, "the host asks for TLS 1.3, and the client offers none")
        }
        None => debug!(sni = ?facts.sni, "no host to serve this name"),
    }
    send_fatal_alert(tcp, refusal.alert).await;
    refusal.outcome
}

/// The chosen host's limits (its handshake rate, connections and requests), then its first
/// turn at the CPU: the crypto waits in its host's queue, so a flood of one host waits there.
async fn admit_to_the_crypto(
    chosen: &Chosen,
    flow: &FlowKey,
    client: SocketAddr,
    ctx: &ServerContext,
    guards: &mut ConnectionGuards,
) -> Result<(HostAdmission, Turn), HandshakeOutcome> {
    let limits = &ctx.options.limits;
    let host_limits = chosen.host_tls.limits.or(limits.hosts);
    let admission = match ctx
        .tenancy
        .admit_host(flow, host_limits, limits.in_flight_wait, guards)
    {
        Ok(admission) => admission,
        Err(limit) => {
            debug!(host = %chosen.host, limit = limit.label(), "handshake refused by a limit");
            return Err(HandshakeOutcome::Limited);
        }
    };
    match ctx.fair.turn(flow, client.ip()).await {
        Ok(turn) => Ok((admission, turn)),
        Err(reason) => {
            debug!(host = %chosen.host, reason = reason.label(), "handshake shed");
            ctx.metrics.shed(ShedStage::Handshake, reason);
            ctx.tenancy.shed(flow, reason.label());
            Err(HandshakeOutcome::Shed)
        }
    }
}

/// How a failed TLS handshake is counted: shed (a later turn was), a TLS error, or a client
/// that went away.
fn handshake_failure(host: &HostName, err: &std::io::Error) -> HandshakeOutcome {
    debug!(%host, error = %err, "handshake failed");
    if err
        .get_ref()
        .is_some_and(|inner| inner.is::<ShedInHandshake>())
    {
        return HandshakeOutcome::Shed;
    }
    let tls_error = err
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>());
    if let Some(rustls::Error::NoCertificatesPresented | rustls::Error::InvalidCertificate(_)) =
        tls_error
    {
        // A server verifies no certificate but its client's.
        return HandshakeOutcome::ClientCertificate;
    }
    if tls_error.is_some_and(is_version_refusal) {
        return HandshakeOutcome::ProtocolVersion;
    }
    match err.kind() {
        std::io::ErrorKind::InvalidData => HandshakeOutcome::TlsError,
        _ => HandshakeOutcome::ClientClosed,
    }
}

/// A handshake's later turn (for the client's Finished) that was shed.
#[derive(Debug)]
struct ShedInHandshake(crate::fairness::ShedReason);

impl std::fmt::Display for ShedInHandshake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "shed ({}): the host's queue for the server's CPU is full",
            self.0.label()
        )
    }
}

impl std::error::Error for ShedInHandshake {}

/// The client's address. A peer listed in `proxy_protocol_from` is a load balancer speaking
/// for its clients, and must say which one with a PROXY header; any other peer is the client.
async fn client_address(
    tcp: &mut TcpStream,
    peer: SocketAddr,
    ctx: &ServerContext,
) -> Result<SocketAddr, HandshakeOutcome> {
    if !is_listed(&ctx.options.proxy_protocol_from, peer.ip()) {
        return Ok(peer);
    }
    match read_proxy_header(tcp).await {
        Ok(source) => Ok(source.unwrap_or(peer)),
        Err(err) => {
            debug!(%peer, error = %err, "no usable PROXY header");
            if let Some(reason) = err.refusal() {
                ctx.metrics.proxy_header_refused(reason);
            }
            Err(HandshakeOutcome::from(&err))
        }
    }
}

/// Asks the host cache about the SNI name (and on-demand issuance about a name the store
/// does not know), and about the default host when the name cannot be served, and lets the
/// decision functions say what answers. A name the store cannot hold is not asked about.
async fn decide_on_hello(facts: &ClientHelloFacts, ctx: &ServerContext) -> HelloDecision {
    let store = ctx.hosts.source();
    let otherwise = match decide_unstorable(facts, |name| store.can_hold(name).is_ok()) {
        Some(otherwise) => {
            debug!(sni = ?facts.sni, store = store.kind(), "a name the store cannot hold");
            otherwise
        }
        None => match decide_on_name(facts, ctx).await {
            Ok(decided) => return decided,
            Err(otherwise) => otherwise,
        },
    };
    let default = match &ctx.options.default_host {
        Some(host) => {
            let answer = ctx.hosts.resolve(host).await;
            if !matches!(answer, Resolution::Found(_)) {
                debug!(default_host = %host, ?answer, "the default host cannot be served either");
            }
            Some((host, answer))
        }
        None => None,
    };
    decide_default(facts, default, otherwise)
}

/// What answers a ClientHello for its own name (or its lack of one): a challenge, the host's
/// config, one issued on demand, or a refusal; `Err` with the refusal to fall back to when the
/// default policy applies.
async fn decide_on_name(
    facts: &ClientHelloFacts,
    ctx: &ServerContext,
) -> Result<HelloDecision, Refusal> {
    if let Some(challenge) = decide_acme_challenge(facts) {
        return Ok(challenge);
    }
    let answer = match &facts.sni {
        Some(name) => Some(ctx.hosts.resolve(name).await),
        None => None,
    };
    let otherwise = match decide(facts, answer) {
        HelloDecision::Default { otherwise } => otherwise,
        decided => return Ok(decided),
    };
    let otherwise = match decide_unknown(facts, otherwise, ctx.on_demand.is_some()) {
        HelloDecision::Issue { name, otherwise } => {
            match issue_on_demand(&name, facts, ctx).await {
                Some(chosen) => return Ok(HelloDecision::Serve(chosen)),
                None => otherwise,
            }
        }
        HelloDecision::Default { otherwise } => otherwise,
        decided => return Ok(decided),
    };
    if let Some(name) = &facts.sni {
        debug!(sni = %name, "unknown host");
    }
    Err(otherwise)
}

/// Waits (up to the bound) for a certificate for `name` from on-demand issuance, and the
/// host's config once the store has it.
async fn issue_on_demand(
    name: &HostName,
    facts: &ClientHelloFacts,
    ctx: &ServerContext,
) -> Option<Chosen> {
    let on_demand = ctx.on_demand.as_ref()?;
    let obtained = on_demand.obtain(name).await;
    if obtained != Obtained::Issued {
        debug!(sni = %name, ?obtained, "no on-demand certificate for this handshake");
        return None;
    }
    // The negative cache remembers the name as unknown: forget that, and read the store.
    ctx.hosts.refresh(name).await;
    match decide(facts, Some(ctx.hosts.resolve(name).await)) {
        HelloDecision::Serve(chosen) => Some(chosen),
        _ => None,
    }
}

/// Answers an ACME CA's TLS-ALPN-01 validation with the challenge certificate an order stored
/// for `name`, then closes. Without one (no order waiting, or on-demand issuance off) the
/// client gets `unrecognized_name`.
async fn answer_tls_alpn01(
    mut tcp: Transport,
    received: Vec<u8>,
    name: &HostName,
    ctx: &ServerContext,
) {
    let answer = match &ctx.on_demand {
        Some(on_demand) => on_demand.tls_alpn01_answer(name).await,
        None => None,
    };
    let config = answer.and_then(|pem| match challenge_config(&pem) {
        Ok(config) => Some(config),
        Err(err) => {
            debug!(sni = %name, error = %tlsfront_store::error_chain(&err), "unusable TLS-ALPN-01 challenge answer");
            None
        }
    });
    let Some(config) = config else {
        debug!(sni = %name, "acme-tls/1 offered, but no challenge is waiting for this name");
        send_fatal_alert(&mut tcp, AlertDescription::UnrecognisedName).await;
        return;
    };
    match TlsSession::handshake(tcp, received, config).await {
        Ok(mut session) => {
            debug!(sni = %name, "answered a TLS-ALPN-01 validation");
            let _ = session.shutdown().await;
        }
        Err(err) => debug!(sni = %name, error = %err, "TLS-ALPN-01 validation handshake failed"),
    }
}
