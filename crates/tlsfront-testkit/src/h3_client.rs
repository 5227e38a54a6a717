//! A real HTTP/3 client (quinn + h3, rustls on aws-lc-rs), for the QUIC listener's tests:
//! one QUIC connection to a server, made for one SNI name and verified against a test CA, and
//! requests on it one at a time. Blocking, like the other clients here.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use bytes::{Buf, Bytes};
use http::{HeaderMap, Request};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::{ClientConfig, RootCertStore};

/// How long one connection or one request may take.
const TIMEOUT: Duration = Duration::from_secs(20);

type SendRequest = h3::client::SendRequest<h3_quinn::OpenStreams, Bytes>;
type RequestStream = h3::client::RequestStream<h3_quinn::BidiStream<Bytes>, Bytes>;

/// A response whose head has arrived and whose body is still on its way: the server sends what
/// flow control lets it, the rest once [`H3Client::read_rest`] reads.
pub struct H3Started {
    pub status: u16,
    stream: RequestStream,
}

/// A response, read whole.
#[derive(Debug)]
pub struct H3Answer {
    pub status: u16,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    pub trailers: Option<HeaderMap>,
    /// How the server stopped the request's body before it was all sent, if it did (the
    /// error h3 gave the client).
    pub stopped_sending: Option<String>,
}

impl H3Answer {
    /// A header's value as text, or `""`.
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or("")
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One HTTP/3 connection.
pub struct H3Client {
    runtime: tokio::runtime::Runtime,
    send: SendRequest,
    connection: quinn::Connection,
    endpoint: quinn::Endpoint,
}

impl H3Client {
    /// Connects to `addr` with `sni` as the server name, trusting the CA in `ca_pem`.
    pub fn connect(addr: SocketAddr, sni: &str, ca_pem: &str) -> anyhow::Result<Self> {
        Self::connect_with(addr, sni, quic_tls(ca_pem)?)
    }

    /// Connects with `tls` as the client's TLS config: a TCP client's (`TlsClient::config`),
    /// say, so that the two share their sessions (rustls resumes a session only under the
    /// certificate verifier it was made with). Its ALPN becomes `h3`.
    pub fn connect_with(
        addr: SocketAddr,
        sni: &str,
        mut tls: ClientConfig,
    ) -> anyhow::Result<Self> {
        tls.alpn_protocols = vec![b"h3".to_vec()];
        let config = quinn::ClientConfig::new(Arc::new(
            quinn::crypto::rustls::QuicClientConfig::try_from(tls)?,
        ));
        // A worker of its own: between requests the connection still answers the server
        // (acknowledgements, its close), as a real client's would.
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()?;
        let (endpoint, connection, send) = runtime.block_on(async {
            tokio::time::timeout(TIMEOUT, async {
                let mut endpoint =
                    quinn::Endpoint::client(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))?;
                endpoint.set_default_client_config(config);
                let connection = endpoint
                    .connect(addr, sni)?
                    .await
                    .context("QUIC handshake")?;
                let (mut driver, send) =
                    h3::client::new(h3_quinn::Connection::new(connection.clone()))
                        .await
                        .context("HTTP/3 session")?;
                // The connection's control streams are driven while the client lives.
                tokio::spawn(async move {
                    let _ = std::future::poll_fn(|cx| driver.poll_close(cx)).await;
                });
                anyhow::Ok((endpoint, connection, send))
            })
            .await
            .context("connecting timed out")?
        })?;
        Ok(H3Client {
            runtime,
            send,
            connection,
            endpoint,
        })
    }

    /// Sends `request` (its URI absolute: `https://AUTHORITY/PATH`, the authority becoming
    /// `:authority`) with its body, and reads the whole response.
    pub fn request(&mut self, request: Request<Bytes>) -> anyhow::Result<H3Answer> {
        self.request_after(request, Duration::ZERO)
    }

    /// `METHOD https://AUTHORITY/PATH` whose head goes at once and whose body (and its end)
    /// only after `pause`: the server sees a request still arriving.
    pub fn send_slowly(
        &mut self,
        method: &str,
        authority: &str,
        path: &str,
        body: Bytes,
        pause: Duration,
    ) -> anyhow::Result<H3Answer> {
        let request = Request::builder()
            .method(method)
            .uri(format!("https://{authority}{path}"))
            .body(body)?;
        self.request_after(request, pause)
    }

    fn request_after(
        &mut self,
        request: Request<Bytes>,
        pause: Duration,
    ) -> anyhow::Result<H3Answer> {
        let send = &mut self.send;
        self.runtime.block_on(async {
            tokio::time::timeout(TIMEOUT, async {
                let (head, body) = request.into_parts();
                let mut stream = send
                    .send_request(Request::from_parts(head, ()))
                    .await
                    .context("sending the request head")?;
                // The server may stop reading the request once it has its answer (RFC 9114
                // §4.1.2); the response still counts, and the stop is kept for the test.
                tokio::time::sleep(pause).await;
                let mut sent = Ok(());
                if !body.is_empty() {
                    sent = stream.send_data(body).await;
                }
                if sent.is_ok() {
                    sent = stream.finish().await;
                }
                let stopped_sending = sent.err().map(|err| err.to_string());
                let response = stream.recv_response().await.context("the response head")?;
                let (body, trailers) = read_body(&mut stream).await?;
                anyhow::Ok(H3Answer {
                    status: response.status().as_u16(),
                    headers: response.headers().clone(),
                    body,
                    trailers,
                    stopped_sending,
                })
            })
            .await
            .context("the request timed out")?
        })
    }

    /// `GET https://AUTHORITY/PATH` up to its response's head; the body is read by
    /// [`H3Client::read_rest`].
    pub fn get_head(&mut self, authority: &str, path: &str) -> anyhow::Result<H3Started> {
        let request = Request::builder()
            .uri(format!("https://{authority}{path}"))
            .body(())?;
        let send = &mut self.send;
        self.runtime.block_on(async {
            tokio::time::timeout(TIMEOUT, async {
                let mut stream = send.send_request(request).await.context("the request")?;
                stream.finish().await.context("ending the request")?;
                let response = stream.recv_response().await.context("the response head")?;
                anyhow::Ok(H3Started {
                    status: response.status().as_u16(),
                    stream,
                })
            })
            .await
            .context("the request timed out")?
        })
    }

    /// The rest of a response [`H3Client::get_head`] began: its body, read whole.
    pub fn read_rest(&mut self, started: H3Started) -> anyhow::Result<Vec<u8>> {
        let H3Started { mut stream, .. } = started;
        self.runtime.block_on(async {
            tokio::time::timeout(TIMEOUT, read_body(&mut stream))
                .await
                .context("reading the body timed out")?
                .map(|(body, _)| body)
        })
    }

    /// The local address the connection was made from.
    pub fn local_addr(&self) -> Option<SocketAddr> {
        self.endpoint.local_addr().ok()
    }

    /// `GET https://AUTHORITY/PATH` with these headers.
    pub fn get(
        &mut self,
        authority: &str,
        path: &str,
        headers: &[(&str, &str)],
    ) -> anyhow::Result<H3Answer> {
        self.send_method("GET", authority, path, headers, Bytes::new())
    }

    /// `METHOD https://AUTHORITY/PATH` with these headers and this body.
    pub fn send_method(
        &mut self,
        method: &str,
        authority: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: Bytes,
    ) -> anyhow::Result<H3Answer> {
        let mut request = Request::builder()
            .method(method)
            .uri(format!("https://{authority}{path}"));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        self.request(request.body(body)?)
    }

    /// The ALPN protocol the handshake chose.
    pub fn alpn(&self) -> Option<Vec<u8>> {
        self.connection
            .handshake_data()?
            .downcast::<quinn::crypto::rustls::HandshakeData>()
            .ok()?
            .protocol
    }
}

impl Drop for H3Client {
    fn drop(&mut self) {
        self.connection.close(0u32.into(), b"done");
        let endpoint = self.endpoint.clone();
        // The close leaves before the runtime goes (at most a moment: nothing else is open).
        let _ = self.runtime.block_on(async {
            tokio::time::timeout(Duration::from_secs(1), endpoint.wait_idle()).await
        });
    }
}

/// The rest of a response's body, and its trailers.
async fn read_body(stream: &mut RequestStream) -> anyhow::Result<(Vec<u8>, Option<HeaderMap>)> {
    let mut body = Vec::new();
    while let Some(mut chunk) = stream.recv_data().await.context("the body")? {
        while chunk.has_remaining() {
            let piece = chunk.chunk();
            body.extend_from_slice(piece);
            let read = piece.len();
            chunk.advance(read);
        }
    }
    let trailers = stream.recv_trailers().await.context("the trailers")?;
    Ok((body, trailers))
}

/// TLS 1.3 with ALPN `h3`, verifying the server against the CA in `ca_pem`.
/// A TLS 1.3 config that trusts the CA in `ca_pem`.
fn quic_tls(ca_pem: &str) -> anyhow::Result<ClientConfig> {
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(ca_pem.as_bytes()) {
        roots.add(cert.context("CA PEM")?)?;
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    Ok(ClientConfig::builder_with_provider(provider)
        .with_protocol_versions(&[&rustls::version::TLS13])?
        .with_root_certificates(roots)
        .with_no_client_auth())
}
