//! Precompressed siblings, end to end: the real binary, siblings made by the real `gzip`,
//! `brotli` and `zstd` tools, and `curl` over HTTP/1.1 and HTTP/2 asking for them.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, SystemTime};

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{require_tool, Fixtures, TlsClient, Tlsfront};

const HOST: &str = "one.test";

/// A page, its CSS, a stale sibling and one that leaves the docroot:
///
/// ```text
/// page.html  page.html.br  page.html.zst  page.html.gz   (made by the tools, fresh)
/// old.css    old.css.gz                                  (the sibling a minute older)
/// leak.txt   leak.txt.gz -> ../../secret.gz              (outside the docroot)
/// ```
fn site(fixtures: &Fixtures) -> Vec<u8> {
    for tool in ["curl", "gzip", "brotli", "zstd"] {
        require_tool(tool);
    }
    fixtures.add_dir_host(HOST, GeneratedKey::EcdsaP256);
    let page: Vec<u8> = (0..400)
        .flat_map(|i| format!("<p>paragraph {i} of a page that compresses well</p>\n").into_bytes())
        .collect();
    let root = fixtures.add_site(
        HOST,
        &[
            ("page.html", &page),
            ("old.css", b"body { color: red }\n"),
            ("leak.txt", b"public\n"),
        ],
    );
    compress(&root, "page.html", "gzip", &["-k", "-9"]);
    compress(&root, "page.html", "brotli", &["-k"]);
    compress(&root, "page.html", "zstd", &["-q", "-k"]);
    std::fs::write(root.join("old.css.gz"), b"stale").unwrap();
    let earlier = SystemTime::now() - Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(root.join("old.css.gz"))
        .unwrap()
        .set_modified(earlier)
        .unwrap();
    std::fs::write(fixtures.root().join("secret.gz"), b"secret").unwrap();
    std::os::unix::fs::symlink("../../secret.gz", root.join("leak.txt.gz")).unwrap();
    page
}

fn compress(root: &Path, name: &str, tool: &str, args: &[&str]) {
    let status = Command::new(tool)
        .args(args)
        .arg(name)
        .current_dir(root)
        .status()
        .unwrap();
    assert!(status.success(), "{tool} {name}");
}

/// `curl -D -` of a path with extra arguments: the head(s) and the body, as text.
fn fetch(server: &Tlsfront, fixtures: &Fixtures, path: &str, args: &[&str]) -> String {
    let url = format!("{}{path}", origin(server.addr, HOST));
    let mut all = vec!["-D", "-"];
    all.extend_from_slice(args);
    all.push(&url);
    let out = curl(server.addr, HOST, &fixtures.ca_path(), &all);
    assert!(out.success, "{}", out.text);
    out.text
}

/// The body bytes of a GET, written to a file by curl (binary-safe).
fn body(server: &Tlsfront, fixtures: &Fixtures, path: &str, args: &[&str]) -> Vec<u8> {
    let file = fixtures.root().join("body.out");
    let url = format!("{}{path}", origin(server.addr, HOST));
    let out_path = file.display().to_string();
    let mut all = vec!["-o", &out_path];
    all.extend_from_slice(args);
    all.push(&url);
    let out = curl(server.addr, HOST, &fixtures.ca_path(), &all);
    assert!(out.success, "{}", out.text);
    std::fs::read(&file).unwrap()
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[test]
fn siblings_are_negotiated_over_both_protocols_and_decompress_to_the_page() {
    let fixtures = Fixtures::new();
    let page = site(&fixtures);
    let server = server(&fixtures, &[]);
    let root = fixtures.sites_dir().join(HOST);
    for protocol in ["--http1.1", "--http2"] {
        // Each coding curl can decode, chosen by q-value, decompresses to the page.
        for (accept, coding, ext) in [
            ("br", "br", "br"),
            ("zstd", "zstd", "zst"),
            ("gzip", "gzip", "gz"),
            ("gzip;q=1, br;q=0.5, zstd;q=0.5", "gzip", "gz"),
            ("gzip, deflate, br, zstd", "br", "br"),
        ] {
            let ae = format!("Accept-Encoding: {accept}");
            let head = fetch(
                &server,
                &fixtures,
                "/page.html",
                &[protocol, "-I", "-H", &ae],
            );
            assert_eq!(
                header(&head, "content-encoding"),
                Some(coding),
                "{accept}: {head}"
            );
            assert_eq!(header(&head, "vary"), Some("accept-encoding"), "{head}");
            assert_eq!(
                header(&head, "content-type"),
                Some("text/html; charset=utf-8")
            );
            let sibling = std::fs::read(root.join(format!("page.html.{ext}"))).unwrap();
            let length = sibling.len().to_string();
            assert_eq!(header(&head, "content-length"), Some(length.as_str()));
            let raw = body(&server, &fixtures, "/page.html", &[protocol, "-H", &ae]);
            assert_eq!(raw, sibling, "{accept}: the sibling's bytes");
        }
        let decoded = body(
            &server,
            &fixtures,
            "/page.html",
            &[protocol, "--compressed"],
        );
        assert_eq!(decoded, page, "curl --compressed decodes to the page");
        let plain = body(&server, &fixtures, "/page.html", &[protocol]);
        assert_eq!(plain, page, "no Accept-Encoding: the page itself");
        let head = fetch(&server, &fixtures, "/page.html", &[protocol, "-I"]);
        assert_eq!(header(&head, "content-encoding"), None, "{head}");
        assert_eq!(header(&head, "vary"), Some("accept-encoding"), "{head}");
        // identity refused and nothing acceptable on disk: the page anyway.
        let refused = ["-H", "Accept-Encoding: deflate, identity;q=0"];
        let anyway = body(
            &server,
            &fixtures,
            "/page.html",
            &[&[protocol][..], &refused].concat(),
        );
        assert_eq!(anyway, page);
    }
}

#[test]
fn etags_conditionals_and_ranges_are_per_encoding() {
    let fixtures = Fixtures::new();
    site(&fixtures);
    let server = server(&fixtures, &[]);
    let root = fixtures.sites_dir().join(HOST);
    let gzip_bytes = std::fs::read(root.join("page.html.gz")).unwrap();
    let gz = ["-H", "Accept-Encoding: gzip"];

    let gzip_head = fetch(
        &server,
        &fixtures,
        "/page.html",
        &[&gz[..], &["-I"]].concat(),
    );
    let gzip_tag = header(&gzip_head, "etag").unwrap().to_string();
    assert!(gzip_tag.ends_with("-gzip\""), "{gzip_tag}");
    let plain_head = fetch(&server, &fixtures, "/page.html", &["-I"]);
    let plain_tag = header(&plain_head, "etag").unwrap().to_string();
    assert_ne!(gzip_tag, plain_tag);

    let inm = format!("If-None-Match: {gzip_tag}");
    let status = |args: &[&str]| {
        let all = [args, &["-s", "-o", "/dev/null", "-w", "%{http_code}"]].concat();
        let url = format!("{}/page.html", origin(server.addr, HOST));
        curl(
            server.addr,
            HOST,
            &fixtures.ca_path(),
            &[&all[..], &[&url[..]]].concat(),
        )
        .text
    };
    assert_eq!(status(&[&gz[..], &["-H", &inm]].concat()), "304");
    assert_eq!(
        status(&["-H", &inm]),
        "200",
        "the gzip tag is not identity's"
    );
    let plain_inm = format!("If-None-Match: {plain_tag}");
    assert_eq!(status(&["-H", &plain_inm]), "304");
    assert_eq!(status(&[&gz[..], &["-H", &plain_inm]].concat()), "200");

    // A range is of the gzip bytes.
    let head = fetch(
        &server,
        &fixtures,
        "/page.html",
        &[&gz[..], &["-r", "10-19"]].concat(),
    );
    let total = gzip_bytes.len();
    let content_range = format!("bytes 10-19/{total}");
    assert_eq!(
        header(&head, "content-range"),
        Some(content_range.as_str()),
        "{head}"
    );
    assert_eq!(header(&head, "content-encoding"), Some("gzip"));
    let ranged = body(
        &server,
        &fixtures,
        "/page.html",
        &[&gz[..], &["-r", "10-19"]].concat(),
    );
    assert_eq!(ranged, gzip_bytes[10..20]);
}

#[test]
fn stale_escaping_and_coded_files_and_the_switch() {
    let fixtures = Fixtures::new();
    let page = site(&fixtures);
    let server = server(&fixtures, &[]);
    let gz = ["-H", "Accept-Encoding: gzip"];
    let stale = body(&server, &fixtures, "/old.css", &gz);
    assert_eq!(
        stale, b"body { color: red }\n",
        "a stale sibling is ignored"
    );
    let leak = body(&server, &fixtures, "/leak.txt", &gz);
    assert_eq!(
        leak, b"public\n",
        "a sibling outside the docroot is not served"
    );
    let head = fetch(
        &server,
        &fixtures,
        "/page.html.gz",
        &[&gz[..], &["-I"]].concat(),
    );
    assert_eq!(
        header(&head, "content-type"),
        Some("application/gzip"),
        "{head}"
    );
    assert_eq!(header(&head, "content-encoding"), None, "{head}");
    drop(server);

    let off = serve::support::server(&fixtures, &["--precompressed", "false"]);
    let head = fetch(&off, &fixtures, "/page.html", &[&gz[..], &["-I"]].concat());
    assert_eq!(header(&head, "content-encoding"), None, "{head}");
    assert_eq!(header(&head, "vary"), None, "{head}");
    assert_eq!(body(&off, &fixtures, "/page.html", &gz), page);
}

#[test]
fn siblings_created_replaced_touched_or_removed_after_the_page_is_cached_are_seen_at_once() {
    require_tool("curl");
    let fixtures = Fixtures::new();
    fixtures.add_dir_host(HOST, GeneratedKey::EcdsaP256);
    let page = b"<p>a small page, cached with no sibling</p>\n".to_vec();
    let root = fixtures.add_site(HOST, &[("page.html", &page)]);
    // User space, where small files are served from memory; settled, so the page is cached.
    let server = server(&fixtures, &["--ktls", "off"]);
    std::thread::sleep(Duration::from_millis(2100));
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some(HOST))
        .unwrap();
    let browser = [("Accept-Encoding", "gzip, deflate, br, zstd")];
    // Each request on one kept-alive connection: the coding sent and the body.
    let mut get = || {
        let response = tls.request("GET", HOST, "/page.html", &browser).unwrap();
        assert_eq!(response.status, 200);
        let coding = response.header("content-encoding").map(str::to_owned);
        (coding, response.body)
    };
    let sibling = |coding: &str, body: &[u8]| (Some(coding.to_owned()), body.to_vec());
    assert_eq!(get(), (None, page.clone()));
    assert_eq!(
        get(),
        (None, page.clone()),
        "from memory, siblings known absent"
    );

    std::fs::write(root.join("page.html.gz"), b"GZ").unwrap();
    assert_eq!(get(), sibling("gzip", b"GZ"), "created");
    std::fs::write(root.join("page.html.br"), b"BR").unwrap();
    assert_eq!(get(), sibling("br", b"BR"), "a better one created");
    std::fs::write(root.join("new.br"), b"BR2").unwrap();
    std::fs::rename(root.join("new.br"), root.join("page.html.br")).unwrap();
    assert_eq!(get(), sibling("br", b"BR2"), "replaced");
    std::fs::remove_file(root.join("page.html.br")).unwrap();
    assert_eq!(get(), sibling("gzip", b"GZ"), "removed");
    std::fs::remove_file(root.join("page.html.gz")).unwrap();
    assert_eq!(get(), (None, page.clone()), "the last one removed");

    // A sibling older than the page is ignored, until it is touched.
    let zst = root.join("page.html.zst");
    std::fs::write(&zst, b"ZST").unwrap();
    let file = std::fs::File::options().write(true).open(&zst).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(60))
        .unwrap();
    assert_eq!(get(), (None, page.clone()), "older than the page");
    file.set_modified(SystemTime::now()).unwrap();
    assert_eq!(get(), sibling("zstd", b"ZST"), "touched");
    let over_curl = body(
        &server,
        &fixtures,
        "/page.html",
        &["-H", "Accept-Encoding: zstd"],
    );
    assert_eq!(over_curl, b"ZST", "and to a new connection");
}
