//! One client connection, from accept to close: ClientHello, resolve, handshake, HTTP.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use rustls::AlertDescription;
use tlsfront_certs::{HostName, Resolution};
use tokio::net::TcpStream;
use tokio_rustls::server::TlsStream;
use tokio_rustls::StartHandshake;
use tracing::debug;

use crate::ktls::RecordBoundary;
use crate::metrics::HandshakeOutcome;
use crate::server::ServerContext;
use crate::tls::{read_client_hello, send_fatal_alert, suite_order_for, ClientHelloError, HostTls};

/// The socket under TLS: its reads can be stopped at a record boundary for the kTLS hand-off.
pub(crate) type Transport = RecordBoundary<TcpStream>;

/// A completed handshake and what it was made for.
pub(crate) struct Established {
    pub tls: TlsStream<Transport>,
    /// The host the session was made for: the SNI name, or the default host.
    pub session_host: HostName,
    pub host_tls: Arc<HostTls>,
}

/// Serves one accepted connection to its end. Never panics on anything the peer sends.
pub(crate) async fn handle_connection(tcp: TcpStream, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let _open = ctx.metrics.open_connections.track();
    let started = Instant::now();
    let _ = tcp.set_nodelay(true);
    let tcp = RecordBoundary::new(tcp);
    let deadline = ctx.options.handshake_timeout;
    let established = match tokio::time::timeout(deadline, handshake(tcp, &ctx)).await {
        Ok(Ok(established)) => established,
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
    crate::session::serve(established, peer, ctx.clone()).await;
}

async fn handshake(
    mut tcp: Transport,
    ctx: &ServerContext,
) -> Result<Established, HandshakeOutcome> {
    // Holding a slot caps the memory and CPU that handshakes in progress can take.
    let _slot = ctx
        .handshake_slots
        .acquire()
        .await
        .map_err(|_| HandshakeOutcome::Timeout)?;
    let _in_progress = ctx.metrics.handshakes_in_progress.track();
    let accepted = match read_client_hello(&mut tcp).await {
        Ok(accepted) => accepted,
        Err(ClientHelloError::InvalidSni) => {
            debug!("SNI is not a DNS name");
            send_fatal_alert(&mut tcp, AlertDescription::UnrecognisedName).await;
            return Err(HandshakeOutcome::MissingSni);
        }
        Err(err) => {
            debug!(error = %err, "no usable ClientHello");
            return Err(match err {
                ClientHelloError::Closed | ClientHelloError::Io(_) => {
                    HandshakeOutcome::ClientClosed
                }
                _ => HandshakeOutcome::TlsError,
            });
        }
    };
    let (order, sni) = {
        let hello = accepted.client_hello();
        // rustls reports an IP-literal SNI as no SNI at all.
        (
            suite_order_for(hello.cipher_suites()),
            hello.server_name().map(HostName::parse),
        )
    };

    let (session_host, host_tls) = match sni {
        Some(Ok(name)) => match ctx.resolver.resolve(&name).await {
            Resolution::Found(host_tls) => (name, host_tls),
            Resolution::Unknown => {
                debug!(sni = %name, "unknown host");
                default_host(&mut tcp, ctx, HandshakeOutcome::UnknownSni).await?
            }
            Resolution::Failed(err) => {
                debug!(sni = %name, error = %err, "host cannot be served now");
                send_fatal_alert(&mut tcp, AlertDescription::InternalError).await;
                return Err(match err.kind() {
                    "bad_material" => HandshakeOutcome::BadMaterial,
                    _ => HandshakeOutcome::StoreError,
                });
            }
        },
        Some(Err(_)) | None => default_host(&mut tcp, ctx, HandshakeOutcome::MissingSni).await?,
    };

    let config = host_tls.config(order);
    let tls = StartHandshake::from_parts(accepted, tcp)
        .into_stream(config)
        .await
        .map_err(|err| {
            debug!(host = %session_host, error = %err, "handshake failed");
            match err.kind() {
                std::io::ErrorKind::InvalidData => HandshakeOutcome::TlsError,
                _ => HandshakeOutcome::ClientClosed,
            }
        })?;
    Ok(Established {
        tls,
        session_host,
        host_tls,
    })
}

/// The default policy for a name that cannot be served: the default host's certificate when one
/// is configured, or `unrecognized_name`.
async fn default_host(
    tcp: &mut Transport,
    ctx: &ServerContext,
    refusal: HandshakeOutcome,
) -> Result<(HostName, Arc<HostTls>), HandshakeOutcome> {
    if let Some(default) = &ctx.options.default_host {
        match ctx.resolver.resolve(default).await {
            Resolution::Found(host_tls) => {
                ctx.metrics.default_host_served.inc();
                return Ok((default.clone(), host_tls));
            }
            Resolution::Unknown | Resolution::Failed(_) => {
                debug!(default_host = %default, "the default host cannot be served either");
            }
        }
    }
    send_fatal_alert(tcp, AlertDescription::UnrecognisedName).await;
    Err(refusal)
}
