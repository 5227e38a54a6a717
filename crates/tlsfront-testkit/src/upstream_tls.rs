//! The test upstream behind TLS (tokio-rustls), for `https://` upstreams: a certificate from
//! the fixtures' CA (or any), the ALPN protocols it accepts, and a count of the handshakes it
//! completed and of those that resumed an earlier session.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use bytes::Bytes;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::{HandshakeKind, ServerConfig};
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

use crate::upstream::{runtime, serve_connection, HealthRoute, UpstreamSettings};

/// An upstream serving TLS on a loopback port, on a thread of its own, until dropped.
#[derive(Debug)]
pub struct TlsUpstream {
    addr: SocketAddr,
    settings: UpstreamSettings,
    counts: Arc<HandshakeCounts>,
    _runtime: tokio::runtime::Runtime,
}

#[derive(Debug, Default)]
struct HandshakeCounts {
    completed: AtomicUsize,
    resumed: AtomicUsize,
}

impl TlsUpstream {
    /// Starts an upstream named `name` with the certificate chain and key (PEM), accepting
    /// the ALPN protocols `alpn` (none: the client's choice is ignored, as HTTP/1.1).
    pub fn start(name: &str, cert_pem: &str, key_pem: &str, alpn: &[&[u8]]) -> Self {
        let certs = CertificateDer::pem_slice_iter(cert_pem.as_bytes())
            .collect::<Result<Vec<_>, _>>()
            .expect("the test upstream's certificate");
        let key = PrivateKeyDer::from_pem_slice(key_pem.as_bytes()).expect("its key");
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let mut config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(certs, key)
            .expect("the test upstream's certificate and key");
        config.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
        let runtime = runtime();
        let listener = runtime
            .block_on(TcpListener::bind("127.0.0.1:0"))
            .expect("a loopback port for the TLS test upstream");
        let addr = listener.local_addr().expect("a bound address");
        let settings = UpstreamSettings {
            name: name.to_owned(),
            page: Bytes::from_static(b"page\n"),
            health: Arc::default(),
        };
        let counts = Arc::new(HandshakeCounts::default());
        runtime.spawn(serve_tls(
            listener,
            TlsAcceptor::from(Arc::new(config)),
            Arc::new(settings.clone()),
            counts.clone(),
        ));
        TlsUpstream {
            addr,
            settings,
            counts,
            _runtime: runtime,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `https://HOST:PORT`, `host` being what the certificate must cover (`localhost`,
    /// `127.0.0.1`).
    pub fn url(&self, host: &str) -> String {
        format!("https://{host}:{}", self.addr.port())
    }

    pub fn health(&self) -> &HealthRoute {
        &self.settings.health
    }

    /// Handshakes completed so far.
    pub fn handshakes(&self) -> usize {
        self.counts.completed.load(Ordering::SeqCst)
    }

    /// Of those, the ones that resumed an earlier session.
    pub fn resumed(&self) -> usize {
        self.counts.resumed.load(Ordering::SeqCst)
    }
}

async fn serve_tls(
    listener: TcpListener,
    acceptor: TlsAcceptor,
    settings: Arc<UpstreamSettings>,
    counts: Arc<HandshakeCounts>,
) {
    loop {
        let Ok((tcp, _)) = listener.accept().await else {
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let (acceptor, settings, counts) = (acceptor.clone(), settings.clone(), counts.clone());
        tokio::spawn(async move {
            // A client that refuses our certificate ends here.
            let Ok(tls) = acceptor.accept(tcp).await else {
                return;
            };
            counts.completed.fetch_add(1, Ordering::SeqCst);
            if tls.get_ref().1.handshake_kind() == Some(HandshakeKind::Resumed) {
                counts.resumed.fetch_add(1, Ordering::SeqCst);
            }
            serve_connection(tls, settings).await;
        });
    }
}
