//! The proxy's own tests: the size of a request's future, and a request whose body is not
//! hyper's (what a session of another HTTP version hands over) sent on whole.

use super::*;
use bytes::Bytes;
use http_body::Frame;

fn future_size<F, Fut>(_: F) -> usize
where
    F: Fn(&'static Proxy, &'static Route, Request<Incoming>) -> Fut,
{
    std::mem::size_of::<Fut>()
}

/// hyper's HTTP/1.1 server allocates room for a request's future once per connection and
/// keeps it for the connection's life, so its size is part of what every idle proxied
/// connection costs. What only a new connection needs (a TLS handshake is a kilobyte) is
/// boxed, never inline; this fails when something large slips in (2264 bytes before
/// `https://` upstreams, 2112 after, with rustc 1.95).
#[test]
fn a_requests_future_stays_small() {
    let size = future_size(|proxy, route, request| proxy.forward(route, request));
    assert!(size <= 2560, "Proxy::forward's future is {size} bytes");
}

/// Reads one HTTP/1.1 request from `stream` (a head with `content-length` or chunked framing)
/// and answers 200 with the body it carried, decoded: what the application got.
async fn echo_one_request(mut stream: tokio::net::TcpStream) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut received = Vec::new();
    let mut chunk = [0u8; 4096];
    let body = loop {
        let read = stream.read(&mut chunk).await.unwrap();
        assert!(read > 0, "the proxy closed before the request was whole");
        received.extend_from_slice(&chunk[..read]);
        let Some(end) = received.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&received[..end]).to_ascii_lowercase();
        let rest = &received[end + 4..];
        if head.contains("transfer-encoding: chunked") {
            if !rest.ends_with(b"0\r\n\r\n") {
                continue;
            }
            break dechunk(rest);
        }
        let length: usize = head
            .lines()
            .find_map(|line| line.strip_prefix("content-length:"))
            .map_or(0, |value| value.trim().parse().unwrap());
        if rest.len() >= length {
            break rest[..length].to_vec();
        }
    };
    let head = format!("HTTP/1.1 200 OK\r\ncontent-length: {}\r\n\r\n", body.len());
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&body).await.unwrap();
}

/// The data of a chunked body (no extensions, no trailers).
fn dechunk(mut bytes: &[u8]) -> Vec<u8> {
    let mut data = Vec::new();
    loop {
        let line_end = bytes.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&bytes[..line_end]).unwrap(), 16).unwrap();
        if size == 0 {
            return data;
        }
        let start = line_end + 2;
        data.extend_from_slice(&bytes[start..start + size]);
        bytes = &bytes[start + size + 2..];
    }
}

/// A session of another HTTP version hands the proxy its own body type: two frames of a
/// length not known in advance reach the application whole (sent chunked).
#[tokio::test]
async fn a_body_that_is_not_hypers_is_sent_on_whole() {
    use http_body_util::{BodyExt, StreamBody};

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let upstream = listener.local_addr().unwrap();
    let application = tokio::spawn(async move {
        let (stream, _) = listener.accept().await.unwrap();
        echo_one_request(stream).await;
    });
    let proxy = Proxy::new(
        ProxyOptions {
            default_upstreams: vec![UpstreamUrl::parse(&format!("http://{upstream}")).unwrap()],
            ..ProxyOptions::default()
        },
        Embedding {
            upstream_tls: UpstreamTlsPolicy::default(),
            spawn: |task| {
                tokio::spawn(task);
            },
        },
    );
    let Serving::Proxy(site) = proxy.serving(None) else {
        panic!("a server with default upstreams proxies a host without a site entry");
    };
    let route = Route::new(
        "app.example".to_owned(),
        site,
        "192.0.2.7:50000".parse().unwrap(),
    );
    let frames = [&b"first frame, "[..], &b"second frame"[..]]
        .map(|data| Ok::<_, std::convert::Infallible>(Frame::data(Bytes::from_static(data))));
    let request = Request::post("/upload")
        .version(Version::HTTP_2)
        .header(header::HOST, "app.example")
        .body(StreamBody::new(futures_util::stream::iter(frames)))
        .unwrap();
    let proxied = proxy.forward(&route, request).await;
    assert_eq!(proxied.response.status(), StatusCode::OK);
    let echoed = proxied.response.into_body().collect().await.unwrap();
    assert_eq!(&echoed.to_bytes()[..], b"first frame, second frame");
    application.await.unwrap();
}
