//! Compression on the fly (`--compress-on-the-fly`), end to end: the real binary, `curl
//! --compressed` over HTTP/1.1 and HTTP/2 decoding what it sent back to the original bytes,
//! a real headless Chromium rendering a page and running a script that were compressed on the
//! fly, and the compressed cache's bound read from `/metrics`. Counters only: nothing is timed.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::path::Path;
use std::time::{Duration, SystemTime};

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::browser::{self, Page};
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{require_tool, Fixtures, Tlsfront, TlsfrontBuilder};

const HOST: &str = "one.test";
const COMPRESSED: &str = "tlsfront_compressed_on_the_fly_total";
const HITS: &str = "tlsfront_compression_cache_hits_total";
const CACHE_BYTES: &str = "tlsfront_compression_cache_bytes";

/// Text that compresses, but not to nothing: numbered rows with a pseudo-random word each.
fn text(len: usize, seed: u64) -> Vec<u8> {
    let words = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
    ];
    let mut state = seed.wrapping_mul(2_862_933_555_777_941_757).wrapping_add(1);
    let mut text = Vec::new();
    let mut row = 0u64;
    while text.len() < len {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let word = words[(state >> 61) as usize];
        text.extend_from_slice(format!("<p>row {row} {word} {}</p>\n", state >> 40).as_bytes());
        row += 1;
    }
    text.truncate(len);
    text
}

/// A docroot with a page, its script, and the files that must go out as they are. The files
/// are dated an hour ago, so they count as settled and their compressed bytes are kept.
fn site(fixtures: &Fixtures) -> (Vec<u8>, Vec<u8>) {
    require_tool("curl");
    fixtures.add_dir_host(HOST, GeneratedKey::EcdsaP256);
    let mut page =
        b"<!doctype html><title>on the fly</title><script src=\"app.js\"></script>\n".to_vec();
    page.extend(text(20_000, 1));
    page.extend_from_slice(b"<p id=\"last\">the last paragraph</p>\n");
    let mut script = b"document.addEventListener('DOMContentLoaded', () => {\n  \
        document.body.insertAdjacentHTML('beforeend', '<p id=\"js\">script ran</p>');\n});\n"
        .to_vec();
    // Past the 64 KiB file cache: read from the file for compression.
    while script.len() < 100_000 {
        script.extend_from_slice(b"// padding that the script carries, as real bundles do\n");
    }
    let root = fixtures.add_site(
        HOST,
        &[
            ("page.html", &page),
            ("app.js", &script),
            ("image.png", &text(5_000, 2)),
            ("small.html", &text(500, 3)),
            ("huge.json", &text(1_100_000, 4)),
        ],
    );
    let an_hour_ago = SystemTime::now() - Duration::from_secs(3600);
    for name in [
        "page.html",
        "app.js",
        "image.png",
        "small.html",
        "huge.json",
    ] {
        set_mtime(&root.join(name), an_hour_ago);
    }
    (page, script)
}

fn set_mtime(path: &Path, when: SystemTime) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(when)
        .unwrap();
}

/// The response head (`-D`) and the body bytes as curl wrote them, decoded when `--compressed`
/// is among `args`.
fn get(server: &Tlsfront, fixtures: &Fixtures, path: &str, args: &[&str]) -> (String, Vec<u8>) {
    let body_file = fixtures.root().join("body.out");
    let head_file = fixtures.root().join("head.out");
    let _ = std::fs::remove_file(&body_file);
    let url = format!("{}{path}", origin(server.addr, HOST));
    let (body_arg, head_arg) = (
        body_file.display().to_string(),
        head_file.display().to_string(),
    );
    let mut all = vec!["-o", &body_arg, "-D", &head_arg];
    all.extend_from_slice(args);
    all.push(&url);
    let out = curl(server.addr, HOST, &fixtures.ca_path(), &all);
    assert!(out.success, "{}", out.text);
    let head = std::fs::read_to_string(&head_file).unwrap();
    (head, std::fs::read(&body_file).unwrap_or_default())
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[test]
fn curl_decodes_what_was_compressed_on_the_fly_to_the_original_bytes() {
    let fixtures = Fixtures::new();
    let (page, script) = site(&fixtures);
    let server = server(&fixtures, &["--compress-on-the-fly"]);
    for protocol in ["--http1.1", "--http2"] {
        for coding in ["br", "gzip"] {
            let accept = format!("Accept-Encoding: {coding}");
            for (path, original) in [("/page.html", &page), ("/app.js", &script)] {
                let (head, body) = get(
                    &server,
                    &fixtures,
                    path,
                    &[protocol, "--compressed", "-H", &accept],
                );
                let context = format!("{protocol} {coding} {path}:\n{head}");
                assert_eq!(header(&head, "content-encoding"), Some(coding), "{context}");
                assert_eq!(header(&head, "vary"), Some("accept-encoding"), "{context}");
                assert!(&body == original, "{context}: decoded bytes differ");
                // Raw, the body is the compressed length the head states, and smaller.
                let (head, raw) = get(&server, &fixtures, path, &[protocol, "-H", &accept]);
                let length: usize = header(&head, "content-length").unwrap().parse().unwrap();
                assert_eq!(raw.len(), length, "{context}");
                assert!(
                    raw.len() * 2 < original.len(),
                    "{context}: {} bytes",
                    raw.len()
                );
            }
        }
    }
    // Chromium's header takes brotli.
    let (head, _) = get(
        &server,
        &fixtures,
        "/page.html",
        &["-H", "Accept-Encoding: gzip, deflate, br, zstd"],
    );
    assert_eq!(header(&head, "content-encoding"), Some("br"), "{head}");

    // Each file in each coding was compressed once; every later request was a cache hit.
    let compressed = server.metric(COMPRESSED);
    assert_eq!(compressed, 4.0, "two files, two codings");
    assert!(server.metric(HITS) >= 12.0, "{}", server.metric(HITS));
    assert!(server.metric(CACHE_BYTES) > 0.0);

    // Per-coding validators: the brotli ETag gets a 304 from a brotli request.
    let br = ["-H", "Accept-Encoding: br"];
    let (head, _) = get(&server, &fixtures, "/page.html", &br);
    let tag = header(&head, "etag").unwrap().to_string();
    let (plain, _) = get(&server, &fixtures, "/page.html", &[]);
    assert_ne!(header(&plain, "etag"), Some(tag.as_str()), "{plain}");
    assert_eq!(header(&plain, "vary"), Some("accept-encoding"), "{plain}");
    assert_eq!(header(&plain, "content-encoding"), None, "{plain}");
    let if_none_match = format!("If-None-Match: {tag}");
    let (head, _) = get(
        &server,
        &fixtures,
        "/page.html",
        &["-H", "Accept-Encoding: br", "-H", &if_none_match],
    );
    assert!(
        head.starts_with("HTTP/1.1 304") || head.starts_with("HTTP/2 304"),
        "{head}"
    );
}

#[test]
fn ranges_images_small_and_huge_files_and_refusing_clients_get_the_bytes_as_they_are() {
    let fixtures = Fixtures::new();
    let (page, _) = site(&fixtures);
    let server = server(&fixtures, &["--compress-on-the-fly"]);
    let root = fixtures.sites_dir().join(HOST);
    let accept = "Accept-Encoding: gzip, deflate, br, zstd";

    let (head, body) = get(
        &server,
        &fixtures,
        "/page.html",
        &["-H", accept, "-H", "Range: bytes=100-199"],
    );
    assert!(head.contains(" 206"), "{head}");
    assert_eq!(header(&head, "content-encoding"), None, "{head}");
    assert_eq!(body, page[100..200]);

    for name in ["image.png", "small.html", "huge.json"] {
        let (head, body) = get(&server, &fixtures, &format!("/{name}"), &["-H", accept]);
        assert_eq!(header(&head, "content-encoding"), None, "{name}: {head}");
        assert_eq!(body, std::fs::read(root.join(name)).unwrap(), "{name}");
    }
    for refused in ["identity", "zstd", "br;q=0, gzip;q=0", ""] {
        let accept = format!("Accept-Encoding: {refused}");
        let (head, body) = get(&server, &fixtures, "/page.html", &["-H", &accept]);
        assert_eq!(
            header(&head, "content-encoding"),
            None,
            "{refused:?}: {head}"
        );
        assert_eq!(body, page, "{refused:?}");
    }
    assert_eq!(server.metric(COMPRESSED), 0.0);
}

#[test]
fn off_by_default() {
    let fixtures = Fixtures::new();
    let (page, _) = site(&fixtures);
    let server = server(&fixtures, &[]);
    let (head, body) = get(
        &server,
        &fixtures,
        "/page.html",
        &["-H", "Accept-Encoding: br, gzip"],
    );
    assert_eq!(header(&head, "content-encoding"), None, "{head}");
    assert_eq!(body, page);
    assert_eq!(server.metric(COMPRESSED), 0.0);
}

#[test]
fn a_reload_turns_it_on_for_new_connections() {
    let fixtures = Fixtures::new();
    let (page, _) = site(&fixtures);
    let config = fixtures.root().join("tlsfront.toml");
    let sites = format!("sites = {:?}\n", fixtures.sites_dir().display().to_string());
    std::fs::write(&config, format!("{sites}compress_on_the_fly = false\n")).unwrap();
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--config")
        .arg(config.display().to_string())
        .spawn();
    let br = ["-H", "Accept-Encoding: br"];
    let (head, _) = get(&server, &fixtures, "/page.html", &br);
    assert_eq!(header(&head, "content-encoding"), None, "{head}");

    std::fs::write(&config, format!("{sites}compress_on_the_fly = true\n")).unwrap();
    server.reload();
    let applied = "tlsfront_config_reloads_total{result=\"applied\"}";
    assert_eq!(
        server.settled_metric(applied, 1.0),
        1.0,
        "{}",
        server.logs()
    );
    let (head, body) = get(
        &server,
        &fixtures,
        "/page.html",
        &[&br[..], &["--compressed"]].concat(),
    );
    assert_eq!(header(&head, "content-encoding"), Some("br"), "{head}");
    assert_eq!(body, page);
}

#[test]
fn the_compressed_cache_stays_under_its_byte_bound() {
    let fixtures = Fixtures::new();
    site(&fixtures);
    let root = fixtures.sites_dir().join(HOST);
    let an_hour_ago = SystemTime::now() - Duration::from_secs(3600);
    let files = 120;
    for i in 0..files {
        let path = root.join(format!("many{i}.html"));
        std::fs::write(&path, text(8_000, 100 + i)).unwrap();
        set_mtime(&path, an_hour_ago);
    }
    let bound = 64 * 1024;
    let server = server(
        &fixtures,
        &[
            "--compress-on-the-fly",
            "--compress-cache-bytes",
            &bound.to_string(),
        ],
    );
    for i in 0..files {
        let (head, _) = get(
            &server,
            &fixtures,
            &format!("/many{i}.html"),
            &["-H", "Accept-Encoding: br"],
        );
        assert_eq!(header(&head, "content-encoding"), Some("br"), "{head}");
    }
    assert_eq!(server.metric(COMPRESSED), files as f64);
    let held = server.metric(CACHE_BYTES);
    assert!(held <= f64::from(bound), "{held} bytes held, bound {bound}");
    assert!(held > 0.0, "the cache is used");
}

#[test]
fn chromium_renders_a_page_and_runs_a_script_compressed_on_the_fly() {
    require_tool("chromium");
    let fixtures = Fixtures::new();
    site(&fixtures);
    let server = server(&fixtures, &["--compress-on-the-fly"]);
    let profile = tempfile::tempdir().unwrap();
    let url = format!("{}/page.html", origin(server.addr, HOST));
    let dom = dump_dom(&url, server.addr.port(), profile.path());
    assert!(dom.contains("the last paragraph"), "{dom}");
    assert!(dom.contains("script ran"), "the script did not run:\n{dom}");
    // Both came compressed: Chromium accepts brotli.
    assert_eq!(server.metric(COMPRESSED), 2.0);
}

/// The page's DOM after its script ran, from headless Chromium, with the test host mapped to
/// the server and the test CA's certificate accepted.
fn dump_dom(url: &str, port: u16, profile: &Path) -> String {
    let rules = format!("MAP {HOST}:{port} 127.0.0.1:{port}");
    let page = Page {
        virtual_time_ms: 5_000,
        host_rules: Some(&rules),
        ignore_certificate_errors: true,
        force_quic_on: None,
        spki_pins: &[],
    };
    browser::dump_dom(url, profile, &page)
}
