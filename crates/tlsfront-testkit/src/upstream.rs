//! A small application to proxy to: hyper's server on a loopback port and a Unix socket,
//! speaking HTTP/1.1 and HTTP/2 without TLS (h2c, prior knowledge) on both. Tests start it
//! in-process ([`TestUpstream::start`]; behind TLS, [`crate::upstream_tls`]); the benchmarks
//! run it as its own process (`tlsfront-test-upstream`).
//!
//! What it answers:
//! - `/echo` (and anything not below): the request as the upstream saw it, one `name: value`
//!   line each: `upstream`, `method`, `path`, `version`, `host`, `authority`, the forwarding
//!   headers, and `connection` / `upgrade` when present;
//! - `/page`: the bytes given with `--page` (the benchmarks' 612-byte page);
//! - `/bytes/N`: N bytes, streamed in 64 KiB chunks, never held whole;
//! - `/upload`: reads the request body as it streams and answers `bytes=N sum=S`;
//! - `/slow/MS`: answers after MS milliseconds;
//! - `/trailers`: a body, then the trailer `x-checksum: 1234`;
//! - `/ws`: a WebSocket that echoes each message back; `/ws-page`: a page whose script opens
//!   one and shows the echo in its title;
//! - `/hsts`: a short answer with the application's own `Strict-Transport-Security:
//!   max-age=5`;
//! - `/close`: a short answer with `Connection: close`, after which the connection ends;
//! - `/health`: an empty answer with the status a test set ([`HealthRoute::set`], 200 at
//!   first), counting the checks and keeping each distinct protocol version and `Host`.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU16, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http::{HeaderMap, HeaderValue, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, UnixListener};
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::WebSocketStream;

type Body = http_body_util::combinators::BoxBody<Bytes, Infallible>;

/// What the upstream answers with besides its built-in routes.
#[derive(Debug, Clone, Default)]
pub struct UpstreamSettings {
    /// Its name, in every `/echo` answer: which upstream of a group answered.
    pub name: String,
    /// What `/page` answers with.
    pub page: Bytes,
    /// What `/health` answers, and what it was asked.
    pub health: Arc<HealthRoute>,
}

/// The `/health` route: its status, set by a test, and the checks it saw.
#[derive(Debug)]
pub struct HealthRoute {
    status: AtomicU16,
    checks: AtomicUsize,
    seen: Mutex<Vec<String>>,
}

impl Default for HealthRoute {
    fn default() -> Self {
        HealthRoute {
            status: AtomicU16::new(200),
            checks: AtomicUsize::new(0),
            seen: Mutex::new(Vec::new()),
        }
    }
}

impl HealthRoute {
    /// What `/health` answers from now on.
    pub fn set(&self, status: u16) {
        self.status.store(status, Ordering::SeqCst);
    }

    /// How many times `/health` was asked.
    pub fn checks(&self) -> usize {
        self.checks.load(Ordering::SeqCst)
    }

    /// Each distinct `VERSION HOST` the checks came with (`HTTP/2.0 status.internal`), the
    /// host from `Host` or `:authority`.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn answer(&self, request: &Request<Incoming>) -> Response<Body> {
        let host = request
            .headers()
            .get("host")
            .and_then(|v| v.to_str().ok())
            .or(request.uri().authority().map(|a| a.as_str()))
            .unwrap_or("-");
        let seen = format!("{:?} {host}", request.version());
        let mut all = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        if !all.contains(&seen) {
            all.push(seen);
        }
        drop(all);
        self.checks.fetch_add(1, Ordering::SeqCst);
        status(StatusCode::from_u16(self.status.load(Ordering::SeqCst)).unwrap_or(StatusCode::OK))
    }
}

/// An upstream running on a thread of its own, until dropped: one loopback port and one Unix
/// socket, answering alike.
#[derive(Debug)]
pub struct TestUpstream {
    addr: SocketAddr,
    socket: PathBuf,
    settings: UpstreamSettings,
    _runtime: tokio::runtime::Runtime,
    _dir: tempfile::TempDir,
}

impl TestUpstream {
    /// Starts an upstream named `name` on a free loopback port and a Unix socket.
    pub fn start(name: &str) -> Self {
        let runtime = runtime();
        let listener = runtime
            .block_on(TcpListener::bind("127.0.0.1:0"))
            .expect("a loopback port for the test upstream");
        let addr = listener.local_addr().expect("a bound address");
        let dir = tempfile::tempdir().expect("a directory for the test upstream's socket");
        let socket = dir.path().join("upstream.sock");
        let unix = {
            let _entered = runtime.enter();
            UnixListener::bind(&socket).expect("a Unix socket for the test upstream")
        };
        let settings = UpstreamSettings {
            name: name.to_owned(),
            page: Bytes::from_static(b"page\n"),
            health: Arc::default(),
        };
        runtime.spawn(serve(listener, settings.clone()));
        runtime.spawn(serve_unix(unix, settings.clone()));
        TestUpstream {
            addr,
            socket,
            settings,
            _runtime: runtime,
            _dir: dir,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The `/health` route, to flip and to read.
    pub fn health(&self) -> &HealthRoute {
        &self.settings.health
    }

    pub fn socket(&self) -> &Path {
        &self.socket
    }

    /// `unix:/tmp/…/upstream.sock`.
    pub fn unix_url(&self) -> String {
        format!("unix:{}", self.socket.display())
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// `h2c://127.0.0.1:PORT`.
    pub fn h2c_url(&self) -> String {
        format!("h2c://{}", self.addr)
    }
}

/// A runtime of its own for an in-process upstream.
pub(crate) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime for the test upstream")
}

/// Serves every connection the listener accepts.
pub async fn serve(listener: TcpListener, settings: UpstreamSettings) {
    let settings = Arc::new(settings);
    loop {
        let Ok((tcp, _)) = listener.accept().await else {
            continue;
        };
        let _ = tcp.set_nodelay(true);
        tokio::spawn(serve_connection(tcp, settings.clone()));
    }
}

/// Serves every connection the Unix socket accepts.
pub async fn serve_unix(listener: UnixListener, settings: UpstreamSettings) {
    let settings = Arc::new(settings);
    loop {
        let Ok((unix, _)) = listener.accept().await else {
            continue;
        };
        tokio::spawn(serve_connection(unix, settings.clone()));
    }
}

/// HTTP/1.1 or HTTP/2 (by its preface) on one connection, upgrades included.
pub async fn serve_connection<S>(stream: S, settings: Arc<UpstreamSettings>)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let service = service_fn(move |request| {
        let settings = settings.clone();
        async move { Ok::<_, Infallible>(answer(request, &settings).await) }
    });
    if let Err(err) = auto::Builder::new(TokioExecutor::new())
        .serve_connection_with_upgrades(TokioIo::new(stream), service)
        .await
    {
        eprintln!("DEBUG upstream connection ended: {err:?}");
    }
}

async fn answer(request: Request<Incoming>, settings: &UpstreamSettings) -> Response<Body> {
    let path = request.uri().path().to_owned();
    let mut parts = path.trim_start_matches('/').splitn(2, '/');
    match (parts.next().unwrap_or(""), parts.next()) {
        ("page", None) => full(settings.page.clone()),
        ("bytes", Some(count)) => stream_bytes(count.parse().unwrap_or(0)),
        ("upload", None) => upload(request).await,
        ("slow", Some(ms)) => {
            tokio::time::sleep(Duration::from_millis(ms.parse().unwrap_or(0))).await;
            full(Bytes::from_static(b"slow answer\n"))
        }
        ("trailers", None) => with_trailers(),
        ("ws", None) => websocket(request),
        ("ws-page", None) => websocket_page(),
        ("health", None) => settings.health.answer(&request),
        // An application that sends its own Strict-Transport-Security.
        ("hsts", None) => {
            let mut response = full(Bytes::from_static(b"own hsts\n"));
            response.headers_mut().insert(
                "strict-transport-security",
                HeaderValue::from_static("max-age=5"),
            );
            response
        }
        ("close", None) => {
            let mut response = full(Bytes::from_static(b"closing\n"));
            response
                .headers_mut()
                .insert("connection", HeaderValue::from_static("close"));
            response
        }
        _ => full(Bytes::from(echo(&request, settings))),
    }
}

fn full(bytes: Bytes) -> Response<Body> {
    Response::new(Full::new(bytes).map_err(|never| match never {}).boxed())
}

fn echo(request: &Request<Incoming>, settings: &UpstreamSettings) -> String {
    let header = |name: &str| {
        request
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("-")
            .to_owned()
    };
    let mut text = format!(
        "upstream: {}\nmethod: {}\npath: {}\nversion: {:?}\nauthority: {}\n",
        settings.name,
        request.method(),
        request.uri().path_and_query().map_or("/", |pq| pq.as_str()),
        request.version(),
        request.uri().authority().map_or("-", |a| a.as_str()),
    );
    for name in [
        "host",
        "x-forwarded-for",
        "x-forwarded-proto",
        "x-forwarded-host",
        "forwarded",
        "connection",
        "upgrade",
        "keep-alive",
        "x-hop",
        "te",
        "transfer-encoding",
        "content-length",
    ] {
        text.push_str(&format!("{name}: {}\n", header(name)));
    }
    text
}

/// `count` bytes, made 64 KiB at a time as the client reads them.
fn stream_bytes(count: u64) -> Response<Body> {
    const CHUNK: u64 = 64 * 1024;
    let chunk = Bytes::from(vec![b'x'; CHUNK as usize]);
    let frames = futures_util::stream::unfold(count, move |left| {
        let chunk = chunk.clone();
        async move {
            (left > 0).then(|| {
                let take = left.min(CHUNK);
                (
                    Ok::<_, Infallible>(Frame::data(chunk.slice(..take as usize))),
                    left - take,
                )
            })
        }
    });
    let mut response = Response::new(BodyExt::boxed(StreamBody::new(frames)));
    if let Ok(length) = HeaderValue::from_str(&count.to_string()) {
        response.headers_mut().insert("content-length", length);
    }
    response
}

/// Reads the body as it streams: its length and a simple sum of its bytes.
async fn upload(request: Request<Incoming>) -> Response<Body> {
    let mut body = request.into_body();
    let (mut bytes, mut sum) = (0u64, 0u64);
    while let Some(frame) = body.frame().await {
        let Ok(frame) = frame else {
            return status(StatusCode::BAD_REQUEST);
        };
        if let Ok(data) = frame.into_data() {
            bytes += data.len() as u64;
            sum = data
                .iter()
                .fold(sum, |sum, byte| sum.wrapping_add(u64::from(*byte)));
        }
    }
    full(Bytes::from(format!("bytes={bytes} sum={sum}\n")))
}

fn with_trailers() -> Response<Body> {
    let mut trailers = HeaderMap::new();
    trailers.insert("x-checksum", HeaderValue::from_static("1234"));
    let frames = futures_util::stream::iter([
        Ok::<_, Infallible>(Frame::data(Bytes::from_static(b"body before trailers\n"))),
        Ok(Frame::trailers(trailers)),
    ]);
    let mut response = Response::new(BodyExt::boxed(StreamBody::new(frames)));
    response
        .headers_mut()
        .insert("trailer", HeaderValue::from_static("x-checksum"));
    response
}

/// Answers a WebSocket handshake with 101 and echoes every message on the upgraded connection.
/// A page whose script opens a WebSocket to `/ws` on its own origin, sends a message and
/// shows the echo in its title (`echo: …`, or `error`): for browsers, which open the socket on
/// the page's HTTP/2 connection when the server allows it (RFC 8441).
fn websocket_page() -> Response<Body> {
    const PAGE: &str = r#"<!doctype html>
<html><head><title>pending</title></head><body>
<script>
const socket = new WebSocket("wss://" + location.host + "/ws");
socket.onopen = () => socket.send("hello over the page's connection");
socket.onmessage = (event) => { document.title = "echo: " + event.data; socket.close(); };
socket.onerror = () => { document.title = "error"; };
</script>
</body></html>
"#;
    let mut response = full(Bytes::from_static(PAGE.as_bytes()));
    response.headers_mut().insert(
        "content-type",
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    response
}

fn websocket(mut request: Request<Incoming>) -> Response<Body> {
    let Some(key) = request.headers().get("sec-websocket-key") else {
        return status(StatusCode::BAD_REQUEST);
    };
    let accept = derive_accept_key(key.as_bytes());
    let upgrade = hyper::upgrade::on(&mut request);
    tokio::spawn(async move {
        let Ok(upgraded) = upgrade.await else {
            return;
        };
        let mut socket =
            WebSocketStream::from_raw_socket(TokioIo::new(upgraded), Role::Server, None).await;
        while let Some(Ok(message)) = socket.next().await {
            if message.is_close() || socket.send(message).await.is_err() {
                break;
            }
        }
    });
    let mut response = status(StatusCode::SWITCHING_PROTOCOLS);
    let headers = response.headers_mut();
    headers.insert("connection", HeaderValue::from_static("upgrade"));
    headers.insert("upgrade", HeaderValue::from_static("websocket"));
    if let Ok(accept) = HeaderValue::from_str(&accept) {
        headers.insert("sec-websocket-accept", accept);
    }
    response
}

fn status(status: StatusCode) -> Response<Body> {
    let mut response = full(Bytes::new());
    *response.status_mut() = status;
    response
}
