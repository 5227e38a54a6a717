//! `tlsfront serve` as a reverse proxy: real upstreams (hyper, on loopback ports), the real
//! binary in front, and real clients (curl, a WebSocket client). Site entries are written as
//! the directory store holds them, `<certs>/<host>.site`.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::time::{Duration, Instant};

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin, ToolOutput};
use tlsfront_testkit::{websocket, Fixtures, TestUpstream, Tlsfront};

fn upstreams_entry(urls: &[String]) -> String {
    let quoted: Vec<String> = urls.iter().map(|u| format!("\"{u}\"")).collect();
    format!("upstreams = [{}]\n", quoted.join(", "))
}

fn get(
    server: &Tlsfront,
    fixtures: &Fixtures,
    host: &str,
    path: &str,
    args: &[&str],
) -> ToolOutput {
    let url = format!("{}{path}", origin(server.addr, host));
    let mut all: Vec<&str> = args.to_vec();
    all.push(&url);
    curl(server.addr, host, &fixtures.ca_path(), &all)
}

/// The value of `name: ` in an `/echo` answer.
fn echoed<'a>(answer: &'a str, name: &str) -> &'a str {
    answer
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} in {answer}"))
}

#[test]
fn hosts_go_to_their_upstreams_the_default_or_their_docroot() {
    let (app_a, app_b, fallback) = (
        TestUpstream::start("app-a"),
        TestUpstream::start("app-b"),
        TestUpstream::start("default"),
    );
    let fixtures = Fixtures::new();
    for host in [
        "static.test",
        "multi.test",
        "custom.test",
        "h2c.test",
        "bad.test",
    ] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    fixtures.add_site("static.test", &[("index.html", b"static page\n")]);
    fixtures.write_site("static.test", "static = true\n");
    fixtures.write_site("multi.test", &upstreams_entry(&[app_a.url(), app_b.url()]));
    fixtures.write_site("h2c.test", &upstreams_entry(&[app_a.h2c_url()]));
    fixtures.write_site("bad.test", "upstreams = [\"ftp://10.0.0.1\"]\n");
    let wildcard = fixtures.issue(&["*.apps.test"], GeneratedKey::EcdsaP256);
    fixtures.write_dir("*.apps.test", "", &wildcard);
    fixtures.write_site("*.apps.test", &upstreams_entry(&[app_b.url()]));
    let default = fallback.url();
    let server = server(&fixtures, &["--default-upstream", &default]);

    // A custom domain without an entry goes to the default upstream, with its own Host and
    // the forwarding headers; hop-by-hop headers stay behind.
    let answer = get(
        &server,
        &fixtures,
        "custom.test",
        "/echo?x=1",
        &["--http1.1", "-H", "Connection: x-hop", "-H", "X-Hop: 1"],
    );
    let text = &answer.text;
    assert_eq!(echoed(text, "upstream"), "default", "{text}");
    assert_eq!(echoed(text, "path"), "/echo?x=1");
    assert_eq!(
        echoed(text, "host"),
        format!("custom.test:{}", server.addr.port())
    );
    assert_eq!(echoed(text, "x-forwarded-for"), "127.0.0.1");
    assert_eq!(echoed(text, "x-forwarded-proto"), "https");
    assert_eq!(
        echoed(text, "x-forwarded-host"),
        format!("custom.test:{}", server.addr.port())
    );
    assert!(
        echoed(text, "forwarded").starts_with("for=127.0.0.1;host=\"custom.test"),
        "{text}"
    );
    assert_eq!(
        echoed(text, "x-hop"),
        "-",
        "a header Connection names was forwarded"
    );
    assert_eq!(echoed(text, "connection"), "-");

    // A wildcard entry's site serves every host its certificate serves.
    let answer = get(&server, &fixtures, "shop.apps.test", "/echo", &[]);
    assert_eq!(echoed(&answer.text, "upstream"), "app-b", "{}", answer.text);
    assert_eq!(
        echoed(&answer.text, "host"),
        format!("shop.apps.test:{}", server.addr.port())
    );

    // Kept-alive upstream connections are reused, and one the upstream closes is not.
    let opened = format!("tlsfront_upstream_connections_opened_total{{upstream=\"{default}\"}}");
    let before = server.metric(&opened);
    for _ in 0..10 {
        assert!(get(&server, &fixtures, "custom.test", "/echo", &[]).success);
    }
    assert!(
        server.metric(&opened) - before <= 1.0,
        "ten sequential requests opened more than one connection"
    );
    let before = server.metric(&opened);
    for _ in 0..5 {
        let closing = get(&server, &fixtures, "custom.test", "/close", &[]);
        assert_eq!(closing.text, "closing\n");
    }
    // The first goes on the connection kept from above; each of the others needs a new one.
    assert_eq!(server.metric(&opened) - before, 4.0);

    // Static and proxied hosts side by side.
    let page = get(&server, &fixtures, "static.test", "/", &[]);
    assert_eq!(page.text, "static page\n");

    // Round robin over a host's upstreams.
    let mut seen = Vec::new();
    for _ in 0..4 {
        let answer = get(&server, &fixtures, "multi.test", "/echo", &[]);
        seen.push(echoed(&answer.text, "upstream").to_owned());
    }
    assert!(
        seen.contains(&"app-a".to_owned()) && seen.contains(&"app-b".to_owned()),
        "{seen:?}"
    );

    // The Host header never crosses tenants, proxied or not.
    let misdirected = get(
        &server,
        &fixtures,
        "custom.test",
        "/echo",
        &[
            "-H",
            "Host: multi.test",
            "-o",
            "/dev/null",
            "-w",
            "%{http_code}",
        ],
    );
    assert_eq!(misdirected.text, "421");

    // An HTTP/2 client to an HTTP/1.1 upstream.
    let h2 = get(
        &server,
        &fixtures,
        "custom.test",
        "/echo",
        &["--http2", "-w", "%{http_version}"],
    );
    assert_eq!(echoed(&h2.text, "version"), "HTTP/1.1", "{}", h2.text);
    assert!(h2.text.ends_with("\n2"), "{}", h2.text);
    assert_eq!(
        echoed(&h2.text, "host"),
        format!("custom.test:{}", server.addr.port())
    );

    // An HTTP/2 upstream: the client's host as :authority, and trailers passed through.
    let h2c = get(&server, &fixtures, "h2c.test", "/echo", &["--http2"]);
    assert_eq!(echoed(&h2c.text, "version"), "HTTP/2.0", "{}", h2c.text);
    assert_eq!(
        echoed(&h2c.text, "authority"),
        format!("h2c.test:{}", server.addr.port())
    );
    let trailers = get(
        &server,
        &fixtures,
        "h2c.test",
        "/trailers",
        &["--http2", "-D", "-"],
    );
    assert!(
        trailers.text.contains("body before trailers"),
        "{}",
        trailers.text
    );
    assert!(
        trailers
            .text
            .to_ascii_lowercase()
            .contains("x-checksum: 1234"),
        "{}",
        trailers.text
    );

    // A WebSocket through the proxy.
    let echoed_messages = websocket::echo(
        server.addr,
        "custom.test",
        "/ws",
        fixtures.ca.cert_pem(),
        &["hello", "again"],
    )
    .unwrap();
    assert_eq!(echoed_messages, ["hello", "again"]);

    // A broken entry fails its host alone, with its reason in the log.
    let bad = get(&server, &fixtures, "bad.test", "/", &[]);
    assert!(!bad.success, "{}", bad.text);
    assert!(
        server
            .wait_for_log("bad.test.site", Duration::from_secs(5))
            .is_some(),
        "{}",
        server.logs()
    );
    assert!(get(&server, &fixtures, "custom.test", "/echo", &[]).success);

    // The access log names the upstream and its status; metrics count per upstream.
    let line = server
        .wait_for_log(
            &format!("upstream=\"{}\"", app_a.url()),
            Duration::from_secs(5),
        )
        .unwrap();
    assert!(line.contains("upstream_status=200"), "{line}");
    let series =
        format!("tlsfront_upstream_responses_total{{upstream=\"{default}\",class=\"2xx\"}}");
    assert!(server.metric(&series) >= 3.0);

    // A changed entry goes live without a reload.
    fixtures.write_site("multi.test", &upstreams_entry(&[app_b.url()]));
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut only_b = 0;
    while only_b < 4 && Instant::now() < deadline {
        let answer = get(&server, &fixtures, "multi.test", "/echo", &[]);
        if echoed(&answer.text, "upstream") == "app-b" {
            only_b += 1;
        } else {
            only_b = 0;
        }
    }
    assert_eq!(only_b, 4, "the new entry did not go live");
}

/// A listener whose accept queue is full: connecting to it hangs, as to a host that drops
/// packets.
fn black_hole() -> (SocketAddr, Vec<std::net::TcpStream>) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
    let addr = socket.local_addr().unwrap();
    let listener = socket.listen(0).unwrap();
    let mut fillers = Vec::new();
    for _ in 0..4 {
        if let Ok(tcp) = std::net::TcpStream::connect_timeout(&addr, Duration::from_millis(300)) {
            fillers.push(tcp);
        }
    }
    std::mem::forget(listener);
    (addr, fillers)
}

fn closed_port() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

#[test]
fn failing_upstreams_get_502_or_504_and_leave_neighbours_alone() {
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    for host in ["down.test", "failover.test", "hole.test", "slow.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    let refused = format!("http://{}", closed_port());
    let (hole, _fillers) = {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let _guard = runtime.enter();
        black_hole()
    };
    fixtures.write_site(
        "down.test",
        &upstreams_entry(std::slice::from_ref(&refused)),
    );
    fixtures.write_site(
        "failover.test",
        &upstreams_entry(&[refused.clone(), app.url()]),
    );
    fixtures.write_site("hole.test", &upstreams_entry(&[format!("http://{hole}")]));
    fixtures.write_site("slow.test", &upstreams_entry(&[app.url()]));
    let server = server(
        &fixtures,
        &[
            "--upstream-connect-timeout",
            "1s",
            "--upstream-response-timeout",
            "2s",
        ],
    );
    let status = ["-w", "%{http_code}", "-o", "/dev/null"];

    let down = get(&server, &fixtures, "down.test", "/echo", &[]);
    assert!(down.text.starts_with("502 Bad Gateway"), "{}", down.text);
    for _ in 0..4 {
        let answer = get(&server, &fixtures, "failover.test", "/echo", &[]);
        assert_eq!(echoed(&answer.text, "upstream"), "app", "{}", answer.text);
    }
    let up = format!("tlsfront_upstream_up{{upstream=\"{refused}\"}}");
    assert_eq!(server.metric(&up), 0.0);

    // A silent address: 502 after the connect timeout, while its neighbour answers at once.
    let hole_request = {
        let (addr, ca) = (server.addr, fixtures.ca_path());
        std::thread::spawn(move || {
            curl(
                addr,
                "hole.test",
                &ca,
                &[
                    "-w",
                    "%{http_code}",
                    "-o",
                    "/dev/null",
                    &format!("{}/echo", origin(addr, "hole.test")),
                ],
            )
        })
    };
    assert_eq!(
        get(&server, &fixtures, "slow.test", "/echo", &status).text,
        "200"
    );
    assert_eq!(hole_request.join().unwrap().text, "502");

    assert_eq!(
        get(&server, &fixtures, "slow.test", "/slow/6000", &status).text,
        "504"
    );
    let failures = |kind: &str, url: &str| {
        server.metric(&format!(
            "tlsfront_upstream_failures_total{{upstream=\"{url}\",kind=\"{kind}\"}}"
        ))
    };
    assert!(failures("connect", &refused) >= 1.0);
    assert!(failures("timeout", &app.url()) >= 1.0);
}

/// Peak resident memory of a process, from /proc.
fn peak_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches(" kB").trim().parse().ok())
        .unwrap()
}

#[test]
fn a_gibibyte_streams_each_way_in_bounded_memory() {
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("big.test", GeneratedKey::EcdsaP256);
    const GIB: u64 = 1 << 30;
    let server = server(
        &fixtures,
        &[
            "--default-upstream",
            &app.url(),
            "--access-log",
            "false",
            "--max-request-body-bytes",
            &(2 * GIB).to_string(),
        ],
    );

    let download = get(
        &server,
        &fixtures,
        "big.test",
        &format!("/bytes/{GIB}"),
        &[
            "--max-time",
            "300",
            "-o",
            "/dev/null",
            "-w",
            "%{http_code} %{size_download}",
        ],
    );
    assert_eq!(download.text, format!("200 {GIB}"));

    let upload = upload_zeros(server.addr, &fixtures.ca_path(), GIB);
    assert_eq!(upload.trim(), format!("bytes={GIB} sum=0"));

    // Nothing near a gibibyte was held: the bodies streamed through.
    let peak = peak_rss_kib(server.pid());
    assert!(peak < 128 * 1024, "peak RSS {peak} KiB");
}

/// Uploads `bytes` zero bytes from a pipe (chunked, never a file in memory) to `/upload`.
fn upload_zeros(addr: SocketAddr, ca: &Path, bytes: u64) -> String {
    let url = format!("{}/upload", origin(addr, "big.test"));
    let script = format!(
        "head -c {bytes} /dev/zero | curl --silent --show-error --max-time 300 --resolve big.test:{}:127.0.0.1 --cacert {} -T - {url}",
        addr.port(),
        ca.display()
    );
    let output = std::process::Command::new("sh")
        .args(["-c", &script])
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}
