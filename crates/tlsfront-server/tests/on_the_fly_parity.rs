//! Compression on the fly answers identically on every HTTP path, byte for byte (the clock is
//! fixed): hyper with the small-file cache (the user-space path), and the raw HTTP/1.1 server
//! without it (the kTLS path, whose compressed bodies go out with a plain write), each with its
//! own compressor, so the compressed bytes themselves must agree.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::convert::Infallible;
use std::io::Read;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tlsfront_server::http1::{serve_http1, PlainTcp, RawLimits};
use tlsfront_static::on_the_fly::OnTheFly;
use tlsfront_static::{serve_at, Docroot, FileCache, StaticSite};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;

const HOST: &str = "a.example";

/// One clock for the run, five seconds ahead: the files written now count as settled.
fn now() -> SystemTime {
    static NOW: OnceLock<SystemTime> = OnceLock::new();
    *NOW.get_or_init(|| SystemTime::now() + Duration::from_secs(5))
}

fn site(root: &std::path::Path, file_cache: Option<Arc<FileCache>>) -> Arc<StaticSite> {
    Arc::new(StaticSite {
        session_host: HOST.to_string(),
        docroot: Some(Arc::new(Docroot::open(root).unwrap())),
        file_cache,
        precompressed: true,
        on_the_fly: Some(Arc::new(OnTheFly::new(1 << 20))),
        request_rate: None,
        alt_svc: None,
        hsts: None,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_paths_send_the_same_compressed_bytes() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let page: Vec<u8> = (0..300)
        .flat_map(|i| format!("<p>paragraph {i} of the page</p>\n").into_bytes())
        .collect();
    let script = b"console.log('a script of some length');\n".repeat(2_000);
    std::fs::write(root.join("page.html"), &page).unwrap();
    std::fs::write(root.join("app.js"), &script).unwrap();
    std::fs::write(root.join("photo.png"), &page).unwrap();

    let hyper = start_hyper(site(root, Some(Arc::new(FileCache::default())))).await;
    let raw = start_raw(site(root, None)).await;

    let host = "Host: a.example";
    let first = answer(
        raw,
        &["GET /page.html HTTP/1.1", host, "Accept-Encoding: br"],
    )
    .await;
    let tag = header(&first, "etag").unwrap();
    let if_none_match = format!("If-None-Match: {tag}");
    let cases: Vec<Vec<&str>> = vec![
        vec!["GET /page.html HTTP/1.1", host, "Accept-Encoding: br"],
        vec!["GET /page.html HTTP/1.1", host, "Accept-Encoding: gzip"],
        vec![
            "GET /page.html HTTP/1.1",
            host,
            "Accept-Encoding: gzip, deflate, br, zstd",
        ],
        vec!["HEAD /page.html HTTP/1.1", host, "Accept-Encoding: br"],
        vec![
            "GET /page.html HTTP/1.1",
            host,
            "Accept-Encoding: br",
            &if_none_match,
        ],
        vec![
            "GET /page.html HTTP/1.1",
            host,
            "Accept-Encoding: br",
            "Range: bytes=0-9",
        ],
        vec!["GET /page.html HTTP/1.1", host],
        vec!["GET /app.js HTTP/1.1", host, "Accept-Encoding: gzip"],
        vec!["GET /app.js HTTP/1.1", host, "Accept-Encoding: br"],
        vec!["GET /photo.png HTTP/1.1", host, "Accept-Encoding: br"],
    ];
    for lines in &cases {
        // Twice each: compressed, then from each path's own cache.
        for round in ["compressed", "kept"] {
            let from_hyper = answer(hyper, lines).await;
            let from_raw = answer(raw, lines).await;
            assert!(
                from_hyper == from_raw,
                "{lines:?} ({round}):\nhyper:\n{}\nraw:\n{}",
                String::from_utf8_lossy(&from_hyper[..from_hyper.len().min(400)]),
                String::from_utf8_lossy(&from_raw[..from_raw.len().min(400)]),
            );
        }
    }

    // What was compared: brotli that decodes to the page, a 304 for its tag, the rest plain.
    assert_eq!(header(&first, "content-encoding").as_deref(), Some("br"));
    assert_eq!(header(&first, "vary").as_deref(), Some("accept-encoding"));
    let body = &first[first.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4..];
    let mut decoded = Vec::new();
    brotli::Decompressor::new(body, 4096)
        .read_to_end(&mut decoded)
        .unwrap();
    assert_eq!(decoded, page);
    let not_modified = answer(raw, &cases[4]).await;
    assert!(not_modified.starts_with(b"HTTP/1.1 304 "));
    let ranged = answer(raw, &cases[5]).await;
    assert!(ranged.starts_with(b"HTTP/1.1 206 "));
    assert_eq!(header(&ranged, "content-encoding"), None);
    let photo = answer(raw, &cases[9]).await;
    assert_eq!(header(&photo, "content-encoding"), None);
}

/// The response to one request on its own connection.
async fn answer(addr: std::net::SocketAddr, lines: &[&str]) -> Vec<u8> {
    let mut text = lines.join("\r\n");
    text.push_str("\r\nConnection: close\r\n\r\n");
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(text.as_bytes()).await.unwrap();
    let mut got = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut got))
        .await
        .expect("the server closes")
        .unwrap();
    got
}

fn header(response: &[u8], name: &str) -> Option<String> {
    let end = response.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&response[..end]).into_owned();
    head.lines().find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
    })
}

/// A hyper HTTP/1.1 server with the builder settings `http1_head.rs` documents.
async fn start_hyper(site: Arc<StaticSite>) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let site = Arc::clone(&site);
            tokio::spawn(async move {
                let service = service_fn(move |request| {
                    let site = Arc::clone(&site);
                    async move { Ok::<_, Infallible>(serve_at(&site, &request, now())) }
                });
                let mut builder = hyper::server::conn::http1::Builder::new();
                builder.keep_alive(true).auto_date_header(false);
                let _ = builder
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    addr
}

/// The raw HTTP/1.1 path over plain TCP: on a kTLS socket it runs the same code.
async fn start_raw(site: Arc<StaticSite>) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let site = Arc::clone(&site);
            tokio::spawn(async move {
                let limits = RawLimits {
                    max_header_bytes: 16 * 1024,
                    max_headers: 100,
                    idle_timeout: Duration::from_secs(10),
                    clock: now,
                    timed: false,
                };
                let mut transport = PlainTcp(stream);
                let shutdown = CancellationToken::new();
                let _ = serve_http1(&mut transport, &site, &limits, &shutdown, |_| {}).await;
            });
        }
    });
    addr
}
