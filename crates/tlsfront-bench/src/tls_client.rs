//! The client side of TLS: one `Arc<ClientConfig>` built from the settings and shared by every
//! connection, and `open`, which connects and handshakes one connection under deadlines.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use rustls::client::{Resumption, WebPkiServerVerifier};
use rustls::crypto::{aws_lc_rs, CryptoProvider};
use rustls::{ClientConfig, RootCertStore};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

use crate::client_identity::CountingClientCert;
use crate::failure::{Failure, Phase};
use crate::sessions::TaggedSessionStore;
use crate::settings::TlsSettings;
use crate::tls_params;
use crate::verifier::{DangerousSkipCertificateVerification, OfferedSchemesVerifier, SchemeCounts};

/// With resumption on, the session cache holds this many hosts at most; rustls keeps a few
/// tickets per host, so a larger cache costs memory for no benchmark that we run.
const MAX_SESSION_CACHE_HOSTS: u64 = 100_000;

/// The shared client configuration and the signature-scheme counts its verifier keeps.
pub struct TlsClient {
    pub connector: TlsConnector,
    pub schemes: Arc<SchemeCounts>,
    /// With `--client-cert`: the certificate, and how many CertificateRequests it answered.
    pub client_identity: Option<Arc<CountingClientCert>>,
}

/// A TLS connection over a TCP stream that counts bytes on the wire.
pub type TlsStream = tokio_rustls::client::TlsStream<CountingStream>;

/// An open connection and what it took to open it.
pub struct Opened {
    pub stream: TlsStream,
    pub connect_time: Duration,
    pub handshake_time: Duration,
}

impl TlsClient {
    /// Builds the one `ClientConfig` every connection uses. `host_count` sizes the session cache.
    pub fn new(tls: &TlsSettings, host_count: u64) -> anyhow::Result<Self> {
        let provider = CryptoProvider {
            cipher_suites: tls.negotiable.cipher_suites.clone(),
            kx_groups: tls.kx_groups.clone(),
            ..aws_lc_rs::default_provider()
        };
        let algorithms = provider.signature_verification_algorithms;
        let provider = Arc::new(provider);
        let schemes = Arc::new(SchemeCounts::new(&tls_params::signature_schemes(
            tls.sigalgs,
        )));
        let verifier: Arc<dyn rustls::client::danger::ServerCertVerifier> = match &tls.ca {
            Some(path) => {
                let mut roots = RootCertStore::empty();
                for cert in CertificateDer::pem_file_iter(path)
                    .with_context(|| format!("reading --ca {}", path.display()))?
                {
                    let cert = cert.with_context(|| format!("parsing --ca {}", path.display()))?;
                    roots
                        .add(cert)
                        .with_context(|| format!("--ca {}", path.display()))?;
                }
                if roots.is_empty() {
                    anyhow::bail!("--ca {}: no certificates", path.display());
                }
                let webpki =
                    WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                        .build()
                        .context("building the certificate verifier")?;
                Arc::new(OfferedSchemesVerifier::new(webpki, schemes.clone()))
            }
            None => Arc::new(DangerousSkipCertificateVerification::new(
                schemes.clone(),
                tls.check_signatures,
                algorithms,
            )),
        };
        let client_identity = match &tls.client_identity {
            Some(files) => Some(Arc::new(CountingClientCert::load(files, &provider)?)),
            None => None,
        };
        let builder = ClientConfig::builder_with_provider(provider)
            .with_protocol_versions(&tls.negotiable.versions)
            .context("choosing TLS versions")?
            .dangerous()
            .with_custom_certificate_verifier(verifier);
        // What `with_client_auth_cert` does, with a resolver that counts the requests.
        let mut config = match &client_identity {
            Some(identity) => builder.with_client_cert_resolver(identity.clone()),
            None => builder.with_no_client_auth(),
        };
        config.resumption = if tls.resumption {
            let hosts = host_count.clamp(1, MAX_SESSION_CACHE_HOSTS);
            // Bounded by MAX_SESSION_CACHE_HOSTS, so it fits in usize. TLS 1.2 sessions are
            // resumed by ticket or by session ID (rustls's default), as browsers do.
            Resumption::store(Arc::new(TaggedSessionStore::new(hosts as usize)))
        } else {
            Resumption::disabled()
        };
        config.alpn_protocols = tls.alpn.map(|p| vec![p.to_vec()]).unwrap_or_default();
        Ok(Self {
            connector: TlsConnector::from(Arc::new(config)),
            schemes,
            client_identity,
        })
    }

    /// CertificateRequests answered with `--client-cert` so far; `None` without one.
    pub fn client_certificates_sent(&self) -> Option<u64> {
        self.client_identity
            .as_ref()
            .map(|identity| identity.requests())
    }

    /// The configuration every connection shares.
    pub fn config(&self) -> Arc<ClientConfig> {
        self.connector.config().clone()
    }

    /// Connects to `target` and handshakes with `server_name`, each step under `timeout`.
    pub async fn open(
        &self,
        target: SocketAddr,
        server_name: ServerName<'static>,
        timeout: Duration,
    ) -> Result<Opened, Failure> {
        let started = Instant::now();
        let tcp = match tokio::time::timeout(timeout, TcpStream::connect(target)).await {
            Err(_) => return Err(Failure::Timeout(Phase::Connect)),
            Ok(Err(e)) => return Err(Failure::from_connect(e)),
            Ok(Ok(tcp)) => tcp,
        };
        // Requests are small writes that must go out at once.
        tcp.set_nodelay(true).map_err(Failure::from_connect)?;
        let connected = Instant::now();
        let handshake = self
            .connector
            .connect(server_name, CountingStream::new(tcp));
        let stream = match tokio::time::timeout(timeout, handshake).await {
            Err(_) => return Err(Failure::Timeout(Phase::Handshake)),
            Ok(Err(e)) => return Err(Failure::from_io(Phase::Handshake, e)),
            Ok(Ok(stream)) => stream,
        };
        Ok(Opened {
            stream,
            connect_time: connected - started,
            handshake_time: connected.elapsed(),
        })
    }
}

/// A TCP stream that counts the bytes read and written (TLS records, not plaintext).
pub struct CountingStream {
    inner: TcpStream,
    read: u64,
    written: u64,
}

impl CountingStream {
    fn new(inner: TcpStream) -> Self {
        Self {
            inner,
            read: 0,
            written: 0,
        }
    }

    /// Bytes read and written since the last call.
    pub fn take_counts(&mut self) -> (u64, u64) {
        (
            std::mem::take(&mut self.read),
            std::mem::take(&mut self.written),
        )
    }
}

impl AsyncRead for CountingStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let poll = Pin::new(&mut self.inner).poll_read(cx, buf);
        self.read += (buf.filled().len() - before) as u64;
        poll
    }
}

impl AsyncWrite for CountingStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write(cx, buf);
        if let Poll::Ready(Ok(n)) = poll {
            self.written += n as u64;
        }
        poll
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if let Poll::Ready(Ok(n)) = poll {
            self.written += n as u64;
        }
        poll
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
