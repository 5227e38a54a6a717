//! The kernel path: whether a session goes to kernel TLS, the hand-off, and the HTTP/1.1
//! server on the kTLS socket, whose file bodies go out with `sendfile(2)`.

use std::fs::File;
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use tlsfront_logs::{SampledLine, SAMPLE_INTERVAL};
use tlsfront_store::error_chain;
use tracing::{debug, info, warn};

use super::host_service::StaticService;
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::fairness::{SessionTurns, Turn};
use crate::http1::{serve_http1, Exchange, RawTransport};
use crate::ktls::{self, KtlsConnection, KtlsReadError, MAX_RECORD};
use crate::limits::Tenancy;
use crate::metrics::{HandoffFailure, KtlsClosed, KtlsSkip, ServerMetrics, ShedStage};
use crate::tls::TlsSession;

/// A client can close every kTLS connection it makes with a KeyUpdate, and fail hand-offs by
/// leaving at the wrong moment: each is counted (`tlsfront_ktls_closed_total`,
/// `tlsfront_ktls_handoff_failures_total`) and logged at debug; the kinds an operator needs to
/// see at the default level are sampled, one line per kind per interval.
static KEY_UPDATE_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
static HANDOFF_REFUSED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);

/// Whether the session goes to the kernel: kTLS is on, the client chose HTTP/1.1 (or no ALPN),
/// and the kernel supports the negotiated version and cipher (the start-up probe says). A
/// session that stays in user space although kTLS is on is counted here, by reason.
pub(super) fn kernel_takes(
    tls: &TlsSession<Transport>,
    protocol: Protocol,
    ctx: &ServerContext,
) -> bool {
    let Some(support) = &ctx.ktls else {
        return false;
    };
    if protocol == Protocol::Http2 {
        ctx.metrics.ktls_skipped(KtlsSkip::H2);
        return false;
    }
    let connection = tls.connection();
    let kernel_can = match (
        connection.protocol_version(),
        connection.negotiated_cipher_suite(),
    ) {
        (Some(version), Some(suite)) => support.supports(version, suite.suite()),
        _ => false,
    };
    if !kernel_can {
        ctx.metrics.ktls_skipped(KtlsSkip::CipherUnsupported);
        return false;
    }
    true
}

/// Hands the session to the kernel and serves it on the HTTP/1.1 server. A hand-off that
/// fails after committing closes the connection (rustls has given up the session).
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    service: StaticService,
    turns: SessionTurns,
) {
    let (ctx, peer) = (&*service.ctx, service.peer);
    let host = service.site.session_host.as_str();
    // Boxed: the hand-off's state is freed once it is done, instead of sizing the connection's
    // task for its whole life.
    let handoff = Box::pin(ktls::hand_off(*tls));
    let handoff = tokio::time::timeout(ctx.options.handshake_timeout, handoff).await;
    let connection = match handoff {
        Ok(Ok(connection)) => connection,
        Ok(Err(err)) => {
            ctx.metrics.ktls_handoff_failure(err.reason());
            let error = error_chain(&err);
            if err.caused_by_peer() {
                debug!(%peer, host, error, "kTLS hand-off failed; closing the connection");
            } else if let Some(suppressed) = HANDOFF_REFUSED_LINE.admit_now() {
                warn!(%peer, host, error, suppressed, "kTLS hand-off failed; closing the connection (one line per 10 s; tlsfront_ktls_handoff_failures_total counts them all)");
            }
            return;
        }
        Err(_) => {
            ctx.metrics
                .ktls_handoff_failure(HandoffFailure::DrainTimeout);
            debug!(%peer, host, "kTLS hand-off failed: the client's last record never completed; closing the connection");
            return;
        }
    };
    ctx.metrics.ktls_connection(connection.cipher);
    ctx.metrics.http1_connections.inc();
    // The equivalent of nginx's `BIO_get_ktls_send(): 1` / `BIO_get_ktls_recv(): 1`.
    debug!(%peer, host, cipher = connection.cipher.label(), tls13 = connection.tls13, "kTLS: send 1, receive 1");
    let limits = super::http1_limits(&ctx.options);
    let on_exchange = |exchange: &Exchange<'_>| {
        if exchange.sendfile_bytes > 0 {
            // The equivalent of nginx's `SSL_sendfile: <bytes>`.
            debug!(%peer, host, bytes = exchange.sendfile_bytes, "sendfile: {}", exchange.sendfile_bytes);
        }
        service.record("http/1.1+ktls", exchange);
    };
    let mut gated = GatedKtls {
        connection,
        turns,
        turn: None,
        metrics: ctx.metrics.clone(),
        tenancy: ctx.tenancy.clone(),
    };
    let result = serve_http1(
        &mut gated,
        &service.site,
        &limits,
        &ctx.shutdown,
        on_exchange,
    )
    .await;
    if let Err(err) = result {
        connection_ended_with_error(ctx, peer, host, &err);
    }
    // Bounded: a peer that stopped reading cannot hold the task.
    let _ = tokio::time::timeout(Duration::from_secs(1), gated.connection.close()).await;
}

/// A record the kernel path cannot follow closes the connection, counted by kind; a TLS 1.3
/// KeyUpdate gets a line of its own, as the client will see its connection closed.
fn connection_ended_with_error(ctx: &ServerContext, peer: SocketAddr, host: &str, err: &io::Error) {
    match err
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<KtlsReadError>())
    {
        Some(KtlsReadError::KeyUpdate) => {
            ctx.metrics.ktls_closed(KtlsClosed::KeyUpdate);
            match KEY_UPDATE_LINE.admit_now() {
                Some(suppressed) => {
                    info!(%peer, host, suppressed, "client sent a TLS 1.3 KeyUpdate; this kernel's TLS cannot rekey, so the connection is closed (one line per 10 s; tlsfront_ktls_closed_total counts them all)")
                }
                None => {
                    debug!(%peer, host, "client sent a TLS 1.3 KeyUpdate; the connection is closed")
                }
            }
        }
        Some(other) => {
            ctx.metrics.ktls_closed(other.kind());
            debug!(%peer, host, error = %error_chain(other), "kTLS connection closed");
        }
        None => debug!(%peer, host, error = %err, "kTLS connection ended with an error"),
    }
}

/// A kTLS connection taken in turn (`fairness`): a burst of requests holds a turn from the
/// moment its connection is readable until it waits again, except while the kernel sends a
/// file (its encryption is the kernel's, and a slow reader would hold the turn).
struct GatedKtls {
    connection: KtlsConnection,
    turns: SessionTurns,
    turn: Option<Turn>,
    metrics: Arc<ServerMetrics>,
    tenancy: Arc<Tenancy>,
}

impl GatedKtls {
    async fn take_turn(&mut self) -> io::Result<()> {
        if self.turn.is_some() {
            return Ok(());
        }
        let SessionTurns { gate, flow, client } = &self.turns;
        match gate.turn(flow, *client).await {
            Ok(turn) => {
                self.turn = Some(turn);
                Ok(())
            }
            Err(reason) => {
                self.metrics.shed(ShedStage::Request, reason);
                self.tenancy.shed(flow, reason.label());
                Err(io::Error::new(
                    io::ErrorKind::ConnectionAborted,
                    "shed: the host's queue for the server's CPU is full",
                ))
            }
        }
    }
}

/// The HTTP/1.1 server reads and writes through the kTLS socket.
impl RawTransport for GatedKtls {
    /// A read must hold a whole record: the kernel never splits one.
    const READ_BYTES: usize = MAX_RECORD;

    async fn readable(&mut self) -> io::Result<()> {
        self.turn = None;
        self.connection.readable().await?;
        self.take_turn().await
    }

    async fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.take_turn().await?;
        self.connection.read(buf).await.map_err(io::Error::other)
    }

    async fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        self.take_turn().await?;
        self.connection.write_all(data).await
    }

    /// Writes go straight to the kernel.
    async fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }

    async fn send_file(&mut self, file: File, offset: u64, len: u64) -> io::Result<u64> {
        self.turn = None;
        self.connection.sendfile_all(&file, offset, len).await
    }
}
