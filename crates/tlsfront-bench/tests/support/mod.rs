//! A tiny HTTPS server for the generator's end-to-end tests: rustls + tokio on 127.0.0.1:0, with
//! an ECDSA and an RSA certificate (from a test CA made with rcgen) chosen by the client's
//! signature schemes, like tlsfront's dual-certificate hosts.
//!
//! Shared by several test binaries, each using part of it.
#![allow(dead_code)]

pub mod h3;

use std::net::SocketAddr;
use std::sync::Arc;

use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
use rustls::crypto::aws_lc_rs;
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::{ServerConfig, SignatureScheme};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

/// The body of `/` and `/index.html`: the size of nginx's default page.
pub const PAGE_BYTES: usize = 612;
/// The body of `/big`.
pub const BIG_BYTES: usize = 8 * 1024 * 1024;

/// A running test server.
pub struct TestServer {
    pub address: SocketAddr,
    /// The test CA, PEM, for `--ca`.
    pub ca_pem: String,
}

/// The bytes `/big` serves.
pub fn big_body() -> Vec<u8> {
    (0..BIG_BYTES).map(|i| (i * 31 % 251) as u8).collect()
}

/// Starts a server on its own thread and runtime; it lives as long as the test process.
pub fn start() -> TestServer {
    let (config, ca_pem) = server_config();
    start_with(Arc::new(config), ca_pem)
}

/// Two servers, as two instances of a fleet. With `shared_sessions` they share one
/// `ServerConfig`, and so its session store (rustls's default: stateful resumption), and each
/// resumes the other's sessions; without, each has its own and resumes only its own.
pub fn start_pair(shared_sessions: bool) -> [TestServer; 2] {
    let (config, ca_pem) = server_config();
    let config = Arc::new(config);
    let second = if shared_sessions {
        config.clone()
    } else {
        let mut own = (*config).clone();
        own.session_storage = rustls::server::ServerSessionMemoryCache::new(256);
        Arc::new(own)
    };
    [
        start_with(config, ca_pem.clone()),
        start_with(second, ca_pem),
    ]
}

/// A client certificate for `start_requiring_client_certificates`' server, as PEM.
pub struct ClientCertificate {
    pub cert_pem: String,
    pub key_pem: String,
}

/// A server that requires a client certificate issued by a CA of its own (mutual TLS, what
/// rustls' `WebPkiClientVerifier` does for tlsfront), and one such certificate (ECDSA P-256).
pub fn start_requiring_client_certificates() -> (TestServer, ClientCertificate) {
    let (mut config, ca_pem) = server_config();
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).expect("client CA params");
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_key = KeyPair::generate().expect("client CA key");
    let ca_cert = ca_params
        .self_signed(&ca_key)
        .expect("client CA certificate");
    let ca = Issuer::new(ca_params, ca_key);
    let client_key = KeyPair::generate().expect("client key");
    let mut client_params = CertificateParams::new(Vec::<String>::new()).expect("client params");
    client_params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ClientAuth];
    let client_cert = client_params
        .signed_by(&client_key, &ca)
        .expect("client certificate");
    let mut roots = rustls::RootCertStore::empty();
    roots.add(ca_cert.der().clone()).expect("client CA root");
    let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
        Arc::new(roots),
        Arc::new(aws_lc_rs::default_provider()),
    )
    .build()
    .expect("client verifier");
    let resolver = config.cert_resolver.clone();
    let mut mutual = ServerConfig::builder_with_provider(Arc::new(aws_lc_rs::default_provider()))
        .with_safe_default_protocol_versions()
        .expect("protocol versions")
        .with_client_cert_verifier(verifier)
        .with_cert_resolver(resolver);
    mutual.alpn_protocols = std::mem::take(&mut config.alpn_protocols);
    (
        start_with(Arc::new(mutual), ca_pem),
        ClientCertificate {
            cert_pem: client_cert.pem(),
            key_pem: client_key.serialize_pem(),
        },
    )
}

fn start_with(config: Arc<ServerConfig>, ca_pem: String) -> TestServer {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
    listener
        .set_nonblocking(true)
        .expect("non-blocking listener");
    let address = listener.local_addr().expect("local address");
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("test server runtime");
        runtime.block_on(async move {
            let listener = TcpListener::from_std(listener).expect("tokio listener");
            let acceptor = TlsAcceptor::from(config);
            let page = Arc::new(vec![b'p'; PAGE_BYTES]);
            let big = Arc::new(big_body());
            loop {
                let Ok((tcp, _)) = listener.accept().await else {
                    continue;
                };
                let (acceptor, page, big) = (acceptor.clone(), page.clone(), big.clone());
                tokio::spawn(async move {
                    let _ = tcp.set_nodelay(true);
                    if let Ok(tls) = acceptor.accept(tcp).await {
                        let _ = serve(tls, &page, &big).await;
                    }
                });
            }
        });
    });
    TestServer { address, ca_pem }
}

/// Answers GETs on one connection until the client closes or asks to.
async fn serve<S: AsyncRead + AsyncWrite + Unpin>(
    mut stream: S,
    page: &[u8],
    big: &[u8],
) -> std::io::Result<()> {
    let mut buffered = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let head_end = loop {
            if let Some(at) = buffered.windows(4).position(|w| w == b"\r\n\r\n") {
                break at + 4;
            }
            let count = stream.read(&mut chunk).await?;
            if count == 0 {
                return Ok(());
            }
            buffered.extend_from_slice(&chunk[..count]);
        };
        let head = String::from_utf8_lossy(&buffered[..head_end]).to_ascii_lowercase();
        buffered.drain(..head_end);
        let close = head.contains("\r\nconnection: close\r\n");
        let (status, body): (&str, &[u8]) = match head.split_whitespace().nth(1) {
            Some("/") | Some("/index.html") => ("200 OK", page),
            Some("/big") => ("200 OK", big),
            _ => ("404 Not Found", b"not found\n"),
        };
        let response_head = format!(
            "HTTP/1.1 {status}\r\nContent-Length: {}\r\nContent-Type: text/html\r\n{}\r\n",
            body.len(),
            if close { "Connection: close\r\n" } else { "" }
        );
        stream.write_all(response_head.as_bytes()).await?;
        stream.write_all(body).await?;
        stream.flush().await?;
        if close {
            return stream.shutdown().await;
        }
    }
}

/// Serves hosts under bench.test and localhost; ECDSA when the client offers it, else RSA.
#[derive(Debug)]
struct DualCertResolver {
    ecdsa: Arc<CertifiedKey>,
    rsa: Arc<CertifiedKey>,
}

impl ResolvesServerCert for DualCertResolver {
    fn resolve(&self, hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let name = hello.server_name()?;
        if name != "localhost" && !name.ends_with(".bench.test") {
            return None;
        }
        let ecdsa = hello
            .signature_schemes()
            .contains(&SignatureScheme::ECDSA_NISTP256_SHA256);
        Some(if ecdsa {
            self.ecdsa.clone()
        } else {
            self.rsa.clone()
        })
    }
}

pub(crate) fn server_config() -> (ServerConfig, String) {
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_key = KeyPair::generate().expect("CA key");
    let ca_cert = ca_params.self_signed(&ca_key).expect("CA certificate");
    let ca = Issuer::new(ca_params, ca_key);
    let leaf = |key: KeyPair| {
        let names = vec!["*.bench.test".to_string(), "localhost".to_string()];
        let cert = CertificateParams::new(names)
            .expect("leaf params")
            .signed_by(&key, &ca)
            .expect("leaf certificate");
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
        let signer = aws_lc_rs::sign::any_supported_type(&key).expect("signing key");
        Arc::new(CertifiedKey::new(vec![cert.der().clone()], signer))
    };
    let resolver = DualCertResolver {
        ecdsa: leaf(KeyPair::generate().expect("ECDSA key")),
        rsa: leaf(KeyPair::generate_for(&rcgen::PKCS_RSA_SHA256).expect("RSA key")),
    };
    let mut config = ServerConfig::builder_with_provider(Arc::new(aws_lc_rs::default_provider()))
        .with_safe_default_protocol_versions()
        .expect("protocol versions")
        .with_no_client_auth()
        .with_cert_resolver(Arc::new(resolver));
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    (config, ca_cert.pem())
}
