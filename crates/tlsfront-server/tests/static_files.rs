//! Every HTTP path answers identically. Three servers are sent the same requests over TCP, and
//! their answers are compared byte for byte (the clock is fixed, so even the `date` headers
//! match):
//! - hyper running `serve_at`, the responses the HTTP/2 path renders (here over HTTP/1.1);
//! - the raw HTTP/1.1 server (`serve_http1`: `httparse`, `write_http1_head`) reading files and
//!   sending them with `sendfile`, as on a kTLS socket;
//! - the same server with the small-file cache, as HTTP/1.1 over user-space TLS runs it.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::convert::Infallible;
use std::os::unix::fs::symlink;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tlsfront_server::http1::{serve_http1, PlainTcp, RawLimits};
use tlsfront_static::conditional::http_date;
use tlsfront_static::{serve_at, Docroot, FileCache, StaticSite};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;

const HOST: &str = "a.example";
const GZIP_BR: &str = "Accept-Encoding: gzip, deflate, br";

/// One clock reading for the whole run, so both paths stamp the same `date`, and file mtimes
/// (set just now) are never in the future of it. Five seconds ahead: the files count as
/// settled, so the hyper path serves the small ones from its file cache.
fn now() -> SystemTime {
    static NOW: OnceLock<SystemTime> = OnceLock::new();
    *NOW.get_or_init(|| SystemTime::now() + Duration::from_secs(5))
}

struct Fixture {
    tmp: tempfile::TempDir,
    site: Arc<StaticSite>,
    big: Vec<u8>,
}

fn fixture() -> Fixture {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("secret"), b"secret").unwrap();
    let root = tmp.path().join("root");
    std::fs::create_dir_all(root.join("dir")).unwrap();
    std::fs::write(root.join("hello.txt"), b"hello world\n").unwrap();
    std::fs::write(root.join("empty.txt"), b"").unwrap();
    std::fs::write(root.join("dir/index.html"), b"<h1>dir</h1>\n").unwrap();
    let big: Vec<u8> = (0..200_000u32).map(|i| (i % 253) as u8).collect();
    std::fs::write(root.join("big.bin"), &big).unwrap();
    symlink("../secret", root.join("escape")).unwrap();
    precompressed_fixture(tmp.path(), &root);
    symlink("/etc/passwd", root.join("passwd")).unwrap();
    let site = StaticSite {
        session_host: HOST.to_string(),
        docroot: Some(Arc::new(Docroot::open(&root).unwrap())),
        file_cache: None,
        precompressed: true,
        on_the_fly: None,
        request_rate: None,
        alt_svc: None,
        hsts: None,
    };
    Fixture {
        tmp,
        site: Arc::new(site),
        big,
    }
}

/// Precompressed siblings (their bytes need not be real gzip to be compared):
///
/// ```text
/// root/page.html       root/page.html.gz  root/page.html.br  (fresh)
/// root/dir/index.html.zst                                     (fresh)
/// root/old.css         root/old.css.gz                        (older than old.css)
/// root/leak.txt        root/leak.txt.gz -> ../secret.gz       (outside the docroot)
/// ```
fn precompressed_fixture(tmp: &std::path::Path, root: &std::path::Path) {
    let earlier = std::time::SystemTime::now() - Duration::from_secs(60);
    let page: Vec<u8> = b"<p>page</p>\n".repeat(50);
    std::fs::write(root.join("page.html"), &page).unwrap();
    std::fs::write(root.join("page.html.gz"), b"gzip bytes of the page").unwrap();
    std::fs::write(root.join("page.html.br"), b"brotli bytes").unwrap();
    std::fs::write(root.join("dir/index.html.zst"), b"zstd index").unwrap();
    std::fs::write(root.join("old.css.gz"), b"stale gzip").unwrap();
    std::fs::write(root.join("old.css"), b"body { color: red }\n").unwrap();
    let stale = std::fs::File::options()
        .write(true)
        .open(root.join("old.css.gz"))
        .unwrap();
    stale.set_modified(earlier).unwrap();
    std::fs::write(tmp.join("secret.gz"), b"secret gzip").unwrap();
    std::fs::write(root.join("leak.txt"), b"public\n").unwrap();
    symlink("../secret.gz", root.join("leak.txt.gz")).unwrap();
}

/// A hyper HTTP/1.1 server with the builder settings `http1_head.rs` documents.
async fn start_hyper(site: Arc<StaticSite>) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
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

/// The raw HTTP/1.1 path (`httparse`, `write_http1_head`, `sendfile`), over plain TCP: on a kTLS
/// socket it runs the same code, with the kernel encrypting.
async fn start_raw(site: Arc<StaticSite>) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
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

/// Sends `bytes` on a new connection and reads until the server closes it.
async fn exchange(addr: std::net::SocketAddr, bytes: &[u8]) -> Vec<u8> {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(bytes).await.unwrap();
    let mut got = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut got))
        .await
        .expect("the server closes")
        .unwrap();
    got
}

fn request(lines: &[&str]) -> Vec<u8> {
    let mut out = lines.join("\r\n").into_bytes();
    out.extend_from_slice(b"\r\n\r\n");
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hyper_and_raw_path_answer_identically() {
    let f = fixture();
    // The user-space path with its file cache, as the server runs it; the raw path reads files.
    let file_cache = Arc::new(FileCache::default());
    let cached_site = Arc::new(StaticSite {
        session_host: HOST.to_string(),
        docroot: f.site.docroot.clone(),
        file_cache: Some(file_cache.clone()),
        precompressed: true,
        on_the_fly: None,
        request_rate: None,
        alt_svc: None,
        hsts: None,
    });
    let addr = start_hyper(Arc::clone(&cached_site)).await;
    let mtime = std::fs::metadata(f.tmp.path().join("root/hello.txt"))
        .unwrap()
        .modified()
        .unwrap();
    let mtime_date = http_date(mtime);
    let ims = format!("If-Modified-Since: {mtime_date}");
    let if_range = format!("If-Range: {mtime_date}");

    let host = "Host: a.example";
    let cases: Vec<(u16, Vec<&str>)> = vec![
        (200, vec!["GET /hello.txt HTTP/1.1", host]),
        (200, vec!["HEAD /hello.txt HTTP/1.1", host]),
        (200, vec!["GET /empty.txt HTTP/1.1", host]),
        (200, vec!["GET /dir/ HTTP/1.1", host]),
        (200, vec!["GET /big.bin HTTP/1.1", host]),
        (200, vec!["GET https://a.example/hello.txt HTTP/1.1", host]),
        (200, vec!["GET /hello.txt HTTP/1.1", "Host: A.EXAMPLE.:443"]),
        (
            206,
            vec!["GET /hello.txt HTTP/1.1", host, "Range: bytes=0-4"],
        ),
        (
            206,
            vec!["GET /big.bin HTTP/1.1", host, "Range: bytes=70000-"],
        ),
        (
            206,
            vec![
                "GET /hello.txt HTTP/1.1",
                host,
                "Range: bytes=-3",
                &if_range,
            ],
        ),
        (
            304,
            vec!["GET /hello.txt HTTP/1.1", host, "If-None-Match: *"],
        ),
        (304, vec!["GET /hello.txt HTTP/1.1", host, &ims]),
        (304, vec!["HEAD /hello.txt HTTP/1.1", host, &ims]),
        (301, vec!["GET /dir HTTP/1.1", host]),
        (400, vec!["GET /a%5c..%5cx HTTP/1.1", host]),
        (400, vec!["GET /hello.txt HTTP/1.1"]),
        (404, vec!["GET /missing HTTP/1.1", host]),
        (404, vec!["HEAD /missing HTTP/1.1", host]),
        (404, vec!["GET /../secret HTTP/1.1", host]),
        (404, vec!["GET /%2e%2e/secret HTTP/1.1", host]),
        (404, vec!["GET /escape HTTP/1.1", host]),
        (404, vec!["GET /passwd HTTP/1.1", host]),
        (
            405,
            vec!["POST /hello.txt HTTP/1.1", host, "Content-Length: 0"],
        ),
        (405, vec!["DELETE /hello.txt HTTP/1.1", host]),
        (
            416,
            vec!["GET /hello.txt HTTP/1.1", host, "Range: bytes=12-"],
        ),
        (
            416,
            vec!["GET /hello.txt HTTP/1.1", host, "Range: bytes=-0"],
        ),
        (421, vec!["GET /hello.txt HTTP/1.1", "Host: other.example"]),
        // Precompressed siblings: negotiation, Vary, coded ETags, ranges of the coded bytes.
        (200, vec!["GET /page.html HTTP/1.1", host]),
        (200, vec!["GET /page.html HTTP/1.1", host, GZIP_BR]),
        (
            200,
            vec!["GET /page.html HTTP/1.1", host, "Accept-Encoding: gzip"],
        ),
        (200, vec!["HEAD /page.html HTTP/1.1", host, GZIP_BR]),
        (
            200,
            vec![
                "GET /page.html HTTP/1.1",
                host,
                "Accept-Encoding: br;q=0.5",
                "Accept-Encoding: GZIP",
            ],
        ),
        (
            200,
            vec!["GET /page.html HTTP/1.1", host, "Accept-Encoding: zstd"],
        ),
        (
            206,
            vec![
                "GET /page.html HTTP/1.1",
                host,
                "Accept-Encoding: gzip",
                "Range: bytes=5-",
            ],
        ),
        (
            416,
            vec![
                "GET /page.html HTTP/1.1",
                host,
                "Accept-Encoding: gzip",
                "Range: bytes=500-",
            ],
        ),
        (
            304,
            vec!["GET /page.html HTTP/1.1", host, GZIP_BR, "If-None-Match: *"],
        ),
        (
            200,
            vec!["GET /dir/ HTTP/1.1", host, "Accept-Encoding: zstd"],
        ),
        (
            200,
            vec!["GET /old.css HTTP/1.1", host, "Accept-Encoding: gzip"],
        ),
        (
            200,
            vec!["GET /leak.txt HTTP/1.1", host, "Accept-Encoding: gzip"],
        ),
        (404, vec!["GET /leak.txt.gz HTTP/1.1", host]),
        (
            200,
            vec!["GET /page.html.gz HTTP/1.1", host, "Accept-Encoding: gzip"],
        ),
        (
            421,
            vec!["GET https://other.example/hello.txt HTTP/1.1", host],
        ),
    ];

    let raw = start_raw(Arc::clone(&f.site)).await;
    let raw_cached = start_raw(Arc::clone(&cached_site)).await;
    for (status, lines) in &cases {
        // Once on a kept-alive connection, then again asking it to close (hyper then adds
        // `connection: close`), both on one connection, through both paths.
        let mut closing_lines = lines.clone();
        closing_lines.push("Connection: close");
        let both = [request(lines), request(&closing_lines)].concat();
        let from_hyper = exchange(addr, &both).await;
        let from_raw = exchange(raw, &both).await;
        let status_line = format!("HTTP/1.1 {status} ");
        assert!(
            from_raw.starts_with(status_line.as_bytes()),
            "{lines:?}: {}",
            String::from_utf8_lossy(&from_raw[..from_raw.len().min(200)])
        );
        assert_same(&from_hyper, &from_raw, &format!("{lines:?}"));
        let from_raw_cached = exchange(raw_cached, &both).await;
        assert_same(&from_raw_cached, &from_raw, &format!("{lines:?}, cached"));
    }
    check_precompressed_answers(raw).await;
    // The comparison covered answers from memory: the small files are in the cache.
    assert!(
        file_cache.cached_files() >= 2,
        "{} files cached",
        file_cache.cached_files()
    );

    // The big file really went out whole, through the chunked-read path.
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(&request(&[
            "GET /big.bin HTTP/1.1",
            host,
            "Connection: close",
        ]))
        .await
        .unwrap();
    let mut got = Vec::new();
    stream.read_to_end(&mut got).await.unwrap();
    assert!(got.ends_with(&f.big));
}

/// What the precompressed cases above answered (the loop only compared the paths).
async fn check_precompressed_answers(raw: std::net::SocketAddr) {
    let host = "Host: a.example";
    let answer = |lines: Vec<&'static str>| async move {
        let mut lines = lines;
        lines.push("Connection: close");
        String::from_utf8_lossy(&exchange(raw, &request(&lines)).await).into_owned()
    };
    let brotli = answer(vec!["GET /page.html HTTP/1.1", host, GZIP_BR]).await;
    assert!(brotli.contains("content-encoding: br\r\n"), "{brotli}");
    assert!(brotli.contains("vary: accept-encoding\r\n"), "{brotli}");
    assert!(brotli.contains("content-type: text/html"), "{brotli}");
    assert!(brotli.ends_with("\r\n\r\nbrotli bytes"), "{brotli}");
    let brotli_tag = header(&brotli, "etag");
    assert!(brotli_tag.ends_with("-br\""), "{brotli_tag}");

    let plain = answer(vec!["GET /page.html HTTP/1.1", host]).await;
    assert!(!plain.contains("content-encoding"), "{plain}");
    assert!(plain.contains("vary: accept-encoding\r\n"), "{plain}");
    assert_ne!(header(&plain, "etag"), brotli_tag);

    let ranged = answer(vec![
        "GET /page.html HTTP/1.1",
        host,
        "Accept-Encoding: gzip",
        "Range: bytes=5-",
    ])
    .await;
    assert!(
        ranged.contains("content-range: bytes 5-21/22\r\n"),
        "{ranged}"
    );
    assert!(ranged.ends_with("\r\n\r\nbytes of the page"), "{ranged}");

    let inm = format!("If-None-Match: {brotli_tag}");
    let inm: &'static str = Box::leak(inm.into_boxed_str());
    let not_modified = answer(vec!["GET /page.html HTTP/1.1", host, GZIP_BR, inm]).await;
    assert!(not_modified.starts_with("HTTP/1.1 304 "), "{not_modified}");
    let other_coding = answer(vec![
        "GET /page.html HTTP/1.1",
        host,
        "Accept-Encoding: gzip",
        inm,
    ])
    .await;
    assert!(other_coding.starts_with("HTTP/1.1 200 "), "{other_coding}");

    let index = answer(vec!["GET /dir/ HTTP/1.1", host, "Accept-Encoding: zstd"]).await;
    assert!(index.ends_with("zstd index"), "{index}");
    let stale = answer(vec!["GET /old.css HTTP/1.1", host, "Accept-Encoding: gzip"]).await;
    assert!(
        stale.ends_with("color: red }\n"),
        "a stale sibling is ignored: {stale}"
    );
    let leak = answer(vec![
        "GET /leak.txt HTTP/1.1",
        host,
        "Accept-Encoding: gzip",
    ])
    .await;
    assert!(
        leak.ends_with("\r\n\r\npublic\n"),
        "a sibling outside is not served: {leak}"
    );
    let coded = answer(vec![
        "GET /page.html.gz HTTP/1.1",
        host,
        "Accept-Encoding: gzip",
    ])
    .await;
    assert!(
        coded.contains("content-type: application/gzip\r\n"),
        "{coded}"
    );
    assert!(
        !coded.contains("content-encoding") && !coded.contains("vary"),
        "{coded}"
    );
}

/// A header's value in a response head.
fn header(response: &str, name: &str) -> String {
    let prefix = format!("{name}: ");
    response
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .unwrap_or_default()
        .to_string()
}

/// Exact byte comparison that shows the heads as text when they differ.
fn assert_same(got: &[u8], expected: &[u8], what: &str) {
    let show = |b: &[u8]| String::from_utf8_lossy(&b[..b.len().min(600)]).into_owned();
    assert!(
        got == expected,
        "{what}: first server sent ({} bytes)\n{}\nraw path ({} bytes)\n{}",
        got.len(),
        show(got),
        expected.len(),
        show(expected)
    );
}
