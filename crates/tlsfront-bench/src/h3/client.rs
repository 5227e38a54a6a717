//! One client endpoint (one UDP socket) that opens HTTP/3 connections to one server and makes
//! GETs on them: TLS 1.3 with AES-128-GCM and X25519 (what the h2 scenario's h2load offers), no
//! resumption, no 0-RTT, and the server's certificate verified only when a CA is given.

use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use bytes::{Buf as _, Bytes};
use http::{Request, Uri};
use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore, SignatureScheme};

use crate::verifier::{DangerousSkipCertificateVerification, SchemeCounts};

pub type SendRequest = h3::client::SendRequest<h3_quinn::OpenStreams, Bytes>;

/// The signature schemes offered: every one the bench's host sets (ECDSA, RSA) sign with.
const SCHEMES: [SignatureScheme; 5] = [
    SignatureScheme::ECDSA_NISTP256_SHA256,
    SignatureScheme::ECDSA_NISTP384_SHA384,
    SignatureScheme::RSA_PSS_SHA256,
    SignatureScheme::RSA_PSS_SHA384,
    SignatureScheme::RSA_PKCS1_SHA256,
];

/// How the connections' transport is set.
#[derive(Debug, Clone, Copy, Default)]
pub struct Transport {
    /// Ping this often so that an idle connection outlives the server's idle timeout.
    pub keep_alive: Option<Duration>,
    /// Our idle timeout (the connection's is the smaller of both sides').
    pub idle_timeout: Option<Duration>,
    /// Per-stream receive window, for a download that the client must not throttle.
    pub stream_window: Option<u32>,
}

/// An open HTTP/3 connection: its QUIC connection and the handle requests are sent on. Its
/// control streams are driven by a task of their own until the connection ends.
pub struct H3Connection {
    pub connection: quinn::Connection,
    pub send: SendRequest,
}

impl H3Connection {
    /// Ends the connection at once (H3_NO_ERROR).
    pub fn close(&self) {
        self.connection.close(0x100u32.into(), b"");
    }
}

/// The endpoint every connection of a run goes through.
pub struct H3Endpoint {
    endpoint: quinn::Endpoint,
    server: SocketAddr,
    sni: String,
    uri: Uri,
}

impl H3Endpoint {
    /// A client endpoint on an ephemeral port of the server's address family.
    pub fn new(
        server: SocketAddr,
        sni: &str,
        path: &str,
        ca: Option<&Path>,
        transport: Transport,
    ) -> anyhow::Result<Self> {
        let local = if server.is_ipv4() {
            SocketAddr::from((Ipv4Addr::UNSPECIFIED, 0))
        } else {
            SocketAddr::from((Ipv6Addr::UNSPECIFIED, 0))
        };
        let mut endpoint = quinn::Endpoint::client(local).context("binding the UDP socket")?;
        endpoint.set_default_client_config(client_config(ca, transport)?);
        let uri: Uri = format!("https://{sni}{path}")
            .parse()
            .with_context(|| format!("the URL https://{sni}{path}"))?;
        Ok(Self {
            endpoint,
            server,
            sni: sni.to_owned(),
            uri,
        })
    }

    /// A new connection: the QUIC handshake (full: nothing is resumed), then the HTTP/3
    /// session's control streams.
    pub async fn connect(&self) -> anyhow::Result<H3Connection> {
        let connection = self.quic_connection().await?;
        let (mut driver, send) = h3::client::new(h3_quinn::Connection::new(connection.clone()))
            .await
            .context("HTTP/3 session")?;
        tokio::spawn(async move {
            let _ = std::future::poll_fn(|cx| driver.poll_close(cx)).await;
        });
        Ok(H3Connection { connection, send })
    }

    /// A QUIC handshake only, then the connection is closed: no HTTP/3 session at all.
    pub async fn handshake_only(&self) -> anyhow::Result<()> {
        self.quic_connection().await?.close(0x100u32.into(), b"");
        Ok(())
    }

    /// A new QUIC connection, its handshake done.
    async fn quic_connection(&self) -> anyhow::Result<quinn::Connection> {
        self.endpoint
            .connect(self.server, &self.sni)
            .context("starting a connection")?
            .await
            .context("QUIC handshake")
    }

    /// `GET` of the run's path on `send`; its status and how many body bytes came.
    pub async fn get(&self, send: &mut SendRequest) -> anyhow::Result<(u16, u64)> {
        let request = Request::get(self.uri.clone())
            .body(())
            .context("the request")?;
        let mut stream = send
            .send_request(request)
            .await
            .context("sending the request")?;
        stream.finish().await.context("ending the request")?;
        let response = stream.recv_response().await.context("the response head")?;
        let mut bytes = 0u64;
        while let Some(chunk) = stream.recv_data().await.context("the body")? {
            bytes += chunk.remaining() as u64;
        }
        Ok((response.status().as_u16(), bytes))
    }

    /// Waits (at most `limit`) until every connection's close has gone out.
    pub async fn wait_idle(&self, limit: Duration) {
        let _ = tokio::time::timeout(limit, self.endpoint.wait_idle()).await;
    }
}

fn client_config(ca: Option<&Path>, transport: Transport) -> anyhow::Result<quinn::ClientConfig> {
    let mut provider = rustls::crypto::aws_lc_rs::default_provider();
    provider.cipher_suites =
        vec![rustls::crypto::aws_lc_rs::cipher_suite::TLS13_AES_128_GCM_SHA256];
    provider.kx_groups = vec![rustls::crypto::aws_lc_rs::kx_group::X25519];
    let algorithms = provider.signature_verification_algorithms;
    let builder = ClientConfig::builder_with_provider(Arc::new(provider))
        .with_protocol_versions(&[&rustls::version::TLS13])
        .context("TLS 1.3 with the provider")?;
    let mut tls = match ca {
        Some(path) => {
            let mut roots = RootCertStore::empty();
            for cert in CertificateDer::pem_file_iter(path)
                .with_context(|| format!("reading {}", path.display()))?
            {
                roots.add(cert.context("the CA's PEM")?)?;
            }
            builder.with_root_certificates(roots).with_no_client_auth()
        }
        None => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(DangerousSkipCertificateVerification::new(
                Arc::new(SchemeCounts::new(&SCHEMES)),
                false,
                algorithms,
            )))
            .with_no_client_auth(),
    };
    tls.alpn_protocols = vec![b"h3".to_vec()];
    // Every handshake is a full one, as in the TCP scenarios.
    tls.resumption = rustls::client::Resumption::disabled();
    let quic =
        quinn::crypto::rustls::QuicClientConfig::try_from(tls).context("a QUIC client config")?;
    let mut config = quinn::ClientConfig::new(Arc::new(quic));
    let mut settings = quinn::TransportConfig::default();
    settings.keep_alive_interval(transport.keep_alive);
    if let Some(idle) = transport.idle_timeout {
        settings.max_idle_timeout(Some(idle.try_into().context("the idle timeout")?));
    }
    if let Some(window) = transport.stream_window {
        settings.stream_receive_window(window.into());
    }
    config.transport_config(Arc::new(settings));
    Ok(config)
}
