//! A rustls client for tests: real handshakes, with the knobs tests need (SNI or none, ALPN,
//! versions, suites, RSA-only signature schemes), and a minimal HTTP/1.1 GET.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::Duration;

use rustls::client::danger::ServerCertVerifier;
use rustls::client::{ClientSessionStore, Resumption, Tls12Resumption, WebPkiServerVerifier};
use rustls::crypto::aws_lc_rs;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use rustls::{
    CipherSuite, ClientConfig, ClientConnection, HandshakeKind, ProtocolVersion, RootCertStore,
    SignatureScheme, StreamOwned, SupportedCipherSuite, SupportedProtocolVersion,
};
use tlsfront_bench::verifier::{
    DangerousSkipCertificateVerification, OfferedSchemesVerifier, SchemeCounts,
};
use tlsfront_store::CertSummary;

/// Builds client configs.
#[derive(Clone)]
pub struct TlsClient {
    ca_pem: Option<String>,
    alpn: Vec<Vec<u8>>,
    versions: Vec<&'static SupportedProtocolVersion>,
    suites: Option<Vec<SupportedCipherSuite>>,
    rsa_only: bool,
    /// How long a read or write may wait for the server.
    io_timeout: Duration,
    /// The config every connection uses once [`TlsClient::resuming`] made it: rustls resumes
    /// a session only under the config (the very verifier) that made it.
    resuming: Option<Arc<ClientConfig>>,
}

/// A finished handshake.
pub struct TlsOutcome {
    pub stream: StreamOwned<ClientConnection, TcpStream>,
}

/// A parsed HTTP/1.1 response.
#[derive(Debug, Clone)]
pub struct HttpResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl HttpResponse {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

impl TlsClient {
    /// A client that trusts `ca_pem` and checks the server's name.
    pub fn new(ca_pem: &str) -> Self {
        TlsClient {
            ca_pem: Some(ca_pem.to_owned()),
            alpn: vec![b"http/1.1".to_vec()],
            versions: vec![&rustls::version::TLS13, &rustls::version::TLS12],
            suites: None,
            rsa_only: false,
            io_timeout: Duration::from_secs(10),
            resuming: None,
        }
    }

    /// A client that accepts any certificate (for no-SNI cases); tests check the leaf themselves.
    pub fn insecure() -> Self {
        TlsClient {
            ca_pem: None,
            ..TlsClient::new("")
        }
    }

    pub fn alpn(mut self, protocols: &[&[u8]]) -> Self {
        self.alpn = protocols.iter().map(|p| p.to_vec()).collect();
        self
    }

    pub fn versions(mut self, versions: &[&'static SupportedProtocolVersion]) -> Self {
        self.versions = versions.to_vec();
        self
    }

    pub fn suites(mut self, suites: &[SupportedCipherSuite]) -> Self {
        self.suites = Some(suites.to_vec());
        self
    }

    /// How long a read or write may wait for the server before the client gives up
    /// (default 10 s).
    pub fn io_timeout(mut self, timeout: Duration) -> Self {
        self.io_timeout = timeout;
        self
    }

    /// Resume sessions kept in `sessions` (TLS 1.3 tickets; TLS 1.2 tickets, or session IDs
    /// when the server gave no ticket), and keep new ones there. Without it, every handshake is
    /// a full one. Call it last: it fixes the config as the other settings made it.
    pub fn resuming(mut self, sessions: Arc<dyn ClientSessionStore>) -> Self {
        let mut config = (*self.config(true)).clone();
        config.resumption =
            Resumption::store(sessions).tls12_resumption(Tls12Resumption::SessionIdOrTickets);
        self.resuming = Some(Arc::new(config));
        self
    }

    /// Offer only RSA signature schemes, as a client without ECDSA would.
    pub fn rsa_only(mut self) -> Self {
        self.rsa_only = true;
        self
    }

    pub fn config(&self, send_sni: bool) -> Arc<ClientConfig> {
        if let Some(resuming) = &self.resuming {
            // A clone shares the verifier, so sessions resume with or without SNI.
            let mut config = (**resuming).clone();
            config.enable_sni = send_sni;
            return Arc::new(config);
        }
        let mut provider = aws_lc_rs::default_provider();
        if let Some(suites) = &self.suites {
            provider.cipher_suites = suites.clone();
        }
        let provider = Arc::new(provider);
        // The schemes offered: all the provider verifies, or only RSA's (which makes a
        // dual-certificate server answer with its RSA certificate).
        let schemes: Vec<SignatureScheme> = provider
            .signature_verification_algorithms
            .supported_schemes()
            .into_iter()
            .filter(|scheme| !self.rsa_only || is_rsa(*scheme))
            .collect();
        let counts = Arc::new(SchemeCounts::new(&schemes));
        let verifier: Arc<dyn ServerCertVerifier> = match &self.ca_pem {
            Some(pem) => {
                let mut roots = RootCertStore::empty();
                for cert in CertificateDer::pem_slice_iter(pem.as_bytes()) {
                    roots.add(cert.expect("CA PEM")).expect("CA certificate");
                }
                let webpki =
                    WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                        .build()
                        .expect("verifier");
                Arc::new(OfferedSchemesVerifier::new(webpki, counts))
            }
            // The chain is accepted as it is; the handshake signature is still checked.
            None => Arc::new(DangerousSkipCertificateVerification::new(
                counts,
                true,
                provider.signature_verification_algorithms,
            )),
        };
        let mut config = ClientConfig::builder_with_provider(provider)
            .with_protocol_versions(&self.versions)
            .expect("protocol versions")
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        config.alpn_protocols = self.alpn.clone();
        config.resumption = Resumption::disabled();
        config.enable_sni = send_sni;
        Arc::new(config)
    }

    /// Connects and completes a handshake with `sni` (or without SNI when `None`).
    pub fn connect(
        &self,
        addr: SocketAddr,
        sni: Option<&str>,
    ) -> Result<TlsOutcome, std::io::Error> {
        let connection = self.connection(addr, sni)?;
        let tcp = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
        self.handshake_over(connection, tcp)
    }

    /// Connects from the local address `source` (another loopback address than 127.0.0.1,
    /// say), writes `preamble` (a PROXY protocol header, as a load balancer would), then
    /// handshakes as [`connect`](Self::connect) does.
    pub fn connect_from(
        &self,
        source: IpAddr,
        addr: SocketAddr,
        sni: Option<&str>,
        preamble: &[u8],
    ) -> Result<TlsOutcome, std::io::Error> {
        let connection = self.connection(addr, sni)?;
        let mut tcp = tcp_from(source, addr)?;
        tcp.write_all(preamble)?;
        self.handshake_over(connection, tcp)
    }

    fn connection(
        &self,
        addr: SocketAddr,
        sni: Option<&str>,
    ) -> Result<ClientConnection, std::io::Error> {
        let config = self.config(sni.is_some());
        let name = match sni {
            Some(name) => ServerName::try_from(name.to_owned()).map_err(std::io::Error::other)?,
            None => ServerName::IpAddress(addr.ip().into()),
        };
        ClientConnection::new(config, name).map_err(std::io::Error::other)
    }

    fn handshake_over(
        &self,
        connection: ClientConnection,
        tcp: TcpStream,
    ) -> Result<TlsOutcome, std::io::Error> {
        tcp.set_read_timeout(Some(self.io_timeout))?;
        tcp.set_write_timeout(Some(self.io_timeout))?;
        let mut stream = StreamOwned::new(connection, tcp);
        while stream.conn.is_handshaking() {
            stream.conn.complete_io(&mut stream.sock)?;
        }
        Ok(TlsOutcome { stream })
    }
}

/// A TCP connection to `addr` from the local address `source`: the standard library cannot
/// bind before connecting, so tokio's socket does it, then hands the blocking socket over.
pub fn tcp_from(source: IpAddr, addr: SocketAddr) -> std::io::Result<TcpStream> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()?;
    runtime.block_on(async {
        let socket = match source {
            IpAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
            IpAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
        };
        socket.bind(SocketAddr::new(source, 0))?;
        let tcp = tokio::time::timeout(Duration::from_secs(5), socket.connect(addr))
            .await
            .map_err(std::io::Error::other)??;
        let tcp = tcp.into_std()?;
        tcp.set_nonblocking(false)?;
        Ok(tcp)
    })
}

impl TlsOutcome {
    pub fn version(&self) -> Option<ProtocolVersion> {
        self.stream.conn.protocol_version()
    }

    pub fn suite(&self) -> Option<CipherSuite> {
        self.stream
            .conn
            .negotiated_cipher_suite()
            .map(|s| s.suite())
    }

    /// Whether the handshake was a full one or resumed a session.
    pub fn handshake_kind(&self) -> Option<HandshakeKind> {
        self.stream.conn.handshake_kind()
    }

    pub fn alpn(&self) -> Option<Vec<u8>> {
        self.stream.conn.alpn_protocol().map(|p| p.to_vec())
    }

    /// The server's leaf certificate, summarised.
    pub fn leaf(&self) -> CertSummary {
        let chain = self
            .stream
            .conn
            .peer_certificates()
            .expect("the server sent certificates");
        CertSummary::from_der(&chain[0]).expect("the leaf parses")
    }

    /// Sends one HTTP/1.1 request and reads the response (content-length bodies only; a HEAD
    /// response or 304 has none).
    pub fn request(
        &mut self,
        method: &str,
        host: &str,
        path: &str,
        extra_headers: &[(&str, &str)],
    ) -> std::io::Result<HttpResponse> {
        let mut head =
            format!("{method} {path} HTTP/1.1\r\nhost: {host}\r\nuser-agent: tlsfront-testkit\r\n");
        for (name, value) in extra_headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        self.stream.write_all(head.as_bytes())?;
        self.stream.flush()?;
        read_response(&mut self.stream, method == "HEAD")
    }

    pub fn get(&mut self, host: &str, path: &str) -> std::io::Result<HttpResponse> {
        self.request("GET", host, path, &[])
    }

    /// Sends raw bytes and returns everything the server sends until it closes (or 10 s pass),
    /// as text: for requests too broken for [`request`](Self::request) to write.
    pub fn raw_exchange(&mut self, bytes: &[u8]) -> String {
        let _ = self.stream.write_all(bytes);
        let _ = self.stream.flush();
        let mut got = Vec::new();
        let _ = self.stream.read_to_end(&mut got);
        String::from_utf8_lossy(&got).into_owned()
    }
}

/// Reads one HTTP/1.1 response from a stream.
pub fn read_response(stream: &mut impl Read, head_only: bool) -> std::io::Result<HttpResponse> {
    let mut buffer = Vec::new();
    let mut byte = [0u8; 1];
    while !buffer.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte)? == 0 {
            return Err(std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                "connection closed in the response head",
            ));
        }
        buffer.push(byte[0]);
        if buffer.len() > 64 * 1024 {
            return Err(std::io::Error::other("response head too large"));
        }
    }
    let text = String::from_utf8_lossy(&buffer).into_owned();
    let mut lines = text.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let status: u16 = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("bad status line {status_line:?}")))?;
    let headers: Vec<(String, String)> = lines
        .filter(|l| !l.is_empty())
        .filter_map(|l| {
            l.split_once(':')
                .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        })
        .collect();
    let length: usize = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let mut body = Vec::new();
    if !head_only && status != 304 && status != 204 {
        body.resize(length, 0);
        stream.read_exact(&mut body)?;
    }
    Ok(HttpResponse {
        status,
        headers,
        body,
    })
}

/// The SHA-256 fingerprint of the first certificate in `pem`, as [`TlsOutcome::leaf`] gives
/// a served one.
pub fn fingerprint_of(pem: &str) -> String {
    let der = CertificateDer::from_pem_slice(pem.as_bytes()).expect("a certificate PEM");
    CertSummary::from_der(&der)
        .expect("a parsable certificate")
        .sha256_fingerprint
}

/// Whether `scheme` signs with an RSA key.
fn is_rsa(scheme: SignatureScheme) -> bool {
    matches!(
        scheme,
        SignatureScheme::RSA_PSS_SHA256
            | SignatureScheme::RSA_PSS_SHA384
            | SignatureScheme::RSA_PSS_SHA512
            | SignatureScheme::RSA_PKCS1_SHA256
            | SignatureScheme::RSA_PKCS1_SHA384
            | SignatureScheme::RSA_PKCS1_SHA512
    )
}
