//! A TLS policy per host (site entry `min_tls`, `[hsts]`, `redirect_http`) over the server's
//! defaults (`--min-tls`, `--hsts-*`, `--redirect-http` and their keys), against the real
//! binary with real clients: `openssl s_client`, curl over HTTP/1.1 and HTTP/2, rustls, and
//! HTTP/3; and a SIGHUP reload of the server's defaults.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::net::SocketAddr;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{
    free_port, Fixtures, H3Client, TestUpstream, TlsClient, Tlsfront, TlsfrontBuilder,
};

const PROTOCOL_VERSION_REFUSED: &str = "tlsfront_handshakes_total{outcome=\"protocol_version\"}";

/// Hosts with a docroot each, and these site entries.
fn fixtures_with(entries: &[(&str, &str)]) -> Fixtures {
    let fixtures = Fixtures::new();
    for host in [
        "one.test",
        "strict.test",
        "own.test",
        "api.test",
        "legacy.test",
    ] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", format!("{host}\n").as_bytes())]);
    }
    for (host, entry) in entries {
        fixtures.write_site(host, entry);
    }
    fixtures
}

/// `openssl s_client` with `version_flag` (`-tls1_2`, `-tls1_3`) to `host`: its output.
fn s_client(addr: SocketAddr, host: &str, version_flag: &str) -> String {
    let output = Command::new("openssl")
        .args([
            "s_client",
            "-connect",
            &addr.to_string(),
            "-servername",
            host,
        ])
        .arg(version_flag)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

/// curl's answer to `https://HOST:PORT/PATH` with `version` (`--http1.1`, `--http2`): the
/// HTTP version it used, the status, and the `Strict-Transport-Security` value ("" for none).
fn hsts_over_curl(
    fixtures: &Fixtures,
    addr: SocketAddr,
    host: &str,
    path: &str,
    version: &str,
) -> (String, String, String) {
    let port = addr.port();
    let output = Command::new("curl")
        .args(["--silent", "--show-error", "--max-time", "20", version])
        .args(["--cacert", &fixtures.ca_path().display().to_string()])
        .args(["--resolve", &format!("{host}:{port}:127.0.0.1")])
        .args([
            "-o",
            "/dev/null",
            "-D",
            "-",
            "-w",
            "%{http_version} %{http_code}",
        ])
        .arg(format!("https://{host}:{port}{path}"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let hsts = text
        .lines()
        .find_map(|line| {
            let (name, value) = line.split_once(':')?;
            name.eq_ignore_ascii_case("strict-transport-security")
                .then(|| value.trim().to_owned())
        })
        .unwrap_or_default();
    let last = text.lines().last().unwrap_or_default();
    let (http_version, status) = last.split_once(' ').unwrap_or_default();
    (http_version.to_owned(), status.to_owned(), hsts)
}

/// curl's status and redirect target for `http://PLAIN/x?y=1` with `Host: host`, not
/// following redirects, and the body.
fn plain_get(plain: &str, host: &str) -> (String, String) {
    let output = Command::new("curl")
        .args(["--silent", "--show-error", "--max-time", "20"])
        .args(["-H", &format!("Host: {host}")])
        .args(["-w", "\n%{http_code} %{redirect_url}"])
        .arg(format!("http://{plain}/x?y=1"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let (body, status) = text.rsplit_once('\n').unwrap_or_else(|| {
        panic!("{text}{}", String::from_utf8_lossy(&output.stderr));
    });
    (status.trim().to_owned(), body.to_owned())
}

/// The status of `plain_get`.
fn plain_status(plain: &str, host: &str) -> String {
    plain_get(plain, host).0
}

/// A TLS 1.2-only rustls client's handshake with `host`: `Ok` or the error's text.
fn tls12_handshake(fixtures: &Fixtures, addr: SocketAddr, host: &str) -> Result<(), String> {
    TlsClient::new(fixtures.ca.cert_pem())
        .versions(&[&rustls::version::TLS12])
        .connect(addr, Some(host))
        .map(drop)
        .map_err(|err| format!("{err:?}"))
}

#[test]
fn a_tls13_only_host_refuses_a_tls12_client_with_protocol_version() {
    tlsfront_testkit::require_tool("openssl");
    let fixtures = fixtures_with(&[("strict.test", "min_tls = \"1.3\"\n")]);
    let server = server(&fixtures, &[]);

    let refused = s_client(server.addr, "strict.test", "-tls1_2");
    assert!(
        refused.contains("alert protocol version") && refused.contains("alert number 70"),
        "{refused}"
    );
    let served = s_client(server.addr, "strict.test", "-tls1_3");
    assert!(served.contains("TLSv1.3"), "{served}");
    assert!(!served.contains("alert"), "{served}");
    // A host without the policy still serves TLS 1.2.
    let other = s_client(server.addr, "one.test", "-tls1_2");
    assert!(other.contains("TLSv1.2"), "{other}");
    assert!(!other.contains("alert"), "{other}");

    // rustls' client offers TLS 1.3 suites even when limited to TLS 1.2, so the decision lets
    // it through to the host's TLS 1.3-only config, and rustls' server sends the same alert
    // (from its supported_versions); it is counted the same.
    let err = tls12_handshake(&fixtures, server.addr, "strict.test").unwrap_err();
    assert!(err.contains("ProtocolVersion"), "{err}");
    assert!(tls12_handshake(&fixtures, server.addr, "one.test").is_ok());
    assert_eq!(server.settled_metric(PROTOCOL_VERSION_REFUSED, 2.0), 2.0);
}

/// The QUIC address the server bound, from its start line.
fn quic_addr(server: &Tlsfront) -> SocketAddr {
    let line = server
        .wait_for_log("tlsfront is serving", Duration::from_secs(5))
        .unwrap();
    log_field(&line, "listen_quic")
        .and_then(|addrs| addrs.split(',').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no listen_quic in {line}"))
}

/// A QUIC connection to `host`, once the server has it cached: a host's first QUIC handshake
/// starts its lookup and is refused (the miss path), so this tries again for a while.
fn connect_when_cached(addr: SocketAddr, host: &str, ca: &str) -> H3Client {
    let mut last = None;
    for _ in 0..100 {
        match H3Client::connect(addr, host, ca) {
            Ok(client) => return client,
            Err(err) => last = Some(err),
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("no QUIC connection to {host}: {last:?}");
}

#[test]
fn hsts_is_on_every_https_answer_static_and_proxied_over_each_http_version() {
    tlsfront_testkit::require_tool("curl");
    let app = TestUpstream::start("app");
    let fixtures = fixtures_with(&[
        (
            "own.test",
            "[hsts]\nmax_age = 63072000\ninclude_subdomains = true\npreload = true\n",
        ),
        (
            "api.test",
            &format!("upstreams = [\"{}\"]\n\n[hsts]\nmax_age = 0\n", app.url()),
        ),
        ("legacy.test", &format!("upstreams = [\"{}\"]\n", app.url())),
    ]);
    let server = server(
        &fixtures,
        &["--hsts-max-age", "600", "--listen-quic", "127.0.0.1:0"],
    );
    let own = "max-age=63072000; includeSubDomains; preload";
    for version in ["--http1.1", "--http2"] {
        let expected_version = if version == "--http2" { "2" } else { "1.1" };
        for (host, path, status, hsts) in [
            // The server's, for a host whose entry says nothing; on a 404 too.
            ("one.test", "/", "200", "max-age=600"),
            ("one.test", "/missing", "404", "max-age=600"),
            // The host's own.
            ("own.test", "/", "200", own),
            // Proxied: the host's own (0: browsers forget), then the server's.
            ("api.test", "/echo", "200", "max-age=0"),
            ("legacy.test", "/echo", "200", "max-age=600"),
            // An application's own header is kept.
            ("api.test", "/hsts", "200", "max-age=5"),
        ] {
            let answer = hsts_over_curl(&fixtures, server.addr, host, path, version);
            assert_eq!(
                answer,
                (expected_version.into(), status.into(), hsts.into()),
                "{host}{path} {version}"
            );
        }
    }
    // Over HTTP/3, static and proxied.
    let ca = fixtures.ca.cert_pem();
    let addr = quic_addr(&server);
    let mut h3 = connect_when_cached(addr, "own.test", ca);
    let page = h3.get("own.test", "/", &[]).unwrap();
    assert_eq!(
        (page.status, page.header("strict-transport-security")),
        (200, own)
    );
    let mut h3 = connect_when_cached(addr, "legacy.test", ca);
    let proxied = h3.get("legacy.test", "/echo", &[]).unwrap();
    assert_eq!(
        (proxied.status, proxied.header("strict-transport-security")),
        (200, "max-age=600")
    );
    drop(server);

    // Without the server's, a host without [hsts] sends none.
    let quiet = serve::support::server(&fixtures, &[]);
    let answer = hsts_over_curl(&fixtures, quiet.addr, "one.test", "/", "--http2");
    assert_eq!(answer, ("2".into(), "200".into(), String::new()));
    let answer = hsts_over_curl(&fixtures, quiet.addr, "own.test", "/", "--http1.1");
    assert_eq!(answer.2, own);
}

#[test]
fn plain_http_is_redirected_or_refused_as_each_host_says() {
    tlsfront_testkit::require_tool("curl");
    let fixtures = fixtures_with(&[
        ("api.test", "redirect_http = false\n"),
        ("legacy.test", "redirect_http = true\n"),
    ]);
    let plain = format!("127.0.0.1:{}", free_port());
    let server = server(&fixtures, &["--listen-http", &plain]);
    let https_port = server.addr.port();
    assert_eq!(
        plain_status(&plain, "one.test"),
        format!("301 https://one.test:{https_port}/x?y=1")
    );
    assert_eq!(
        plain_get(&plain, "api.test"),
        (
            "403".to_owned(),
            "403 Forbidden: this site is served over HTTPS only\n".to_owned()
        )
    );
    // A name the store does not know takes the server's setting.
    assert!(plain_status(&plain, "unknown.test").starts_with("301 "));
    assert_eq!(
        server.settled_metric("tlsfront_plain_http_requests_total{status=\"403\"}", 1.0),
        1.0
    );
    drop(server);

    // Off for the server: only the host whose entry says true is redirected.
    let plain = format!("127.0.0.1:{}", free_port());
    let server = serve::support::server(
        &fixtures,
        &["--listen-http", &plain, "--redirect-http", "false"],
    );
    let https_port = server.addr.port();
    assert_eq!(plain_status(&plain, "one.test"), "403");
    assert_eq!(plain_status(&plain, "unknown.test"), "403");
    assert_eq!(
        plain_status(&plain, "legacy.test"),
        format!("301 https://legacy.test:{https_port}/x?y=1")
    );
}

fn write_config(fixtures: &Fixtures, rest: &str) -> std::path::PathBuf {
    let path = fixtures.root().join("tlsfront.toml");
    let sites = fixtures.sites_dir().display().to_string();
    std::fs::write(&path, format!("sites = {sites:?}\n{rest}")).unwrap();
    path
}

fn start_with_config(fixtures: &Fixtures, config: &Path, plain: &str) -> Tlsfront {
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--config")
        .arg(config.display().to_string())
        .args(["--listen-http", plain])
        .spawn();
    let following = "tlsfront_change_feed_state{state=\"following\"}";
    assert_eq!(server.settled_metric(following, 1.0), 1.0);
    server
}

#[test]
fn a_reload_changes_the_servers_policy_for_hosts_already_cached() {
    tlsfront_testkit::require_tool("curl");
    let fixtures = fixtures_with(&[]);
    let config = write_config(&fixtures, "");
    let plain = format!("127.0.0.1:{}", free_port());
    let server = start_with_config(&fixtures, &config, &plain);
    // one.test is cached by these.
    assert!(tls12_handshake(&fixtures, server.addr, "one.test").is_ok());
    let before = hsts_over_curl(&fixtures, server.addr, "one.test", "/", "--http1.1");
    assert_eq!(before.2, "");
    assert!(plain_status(&plain, "one.test").starts_with("301 "));

    write_config(
        &fixtures,
        "min_tls = \"1.3\"\nredirect_http = false\n\n[hsts]\nmax_age = 300\n",
    );
    server.reload();
    let applied = "tlsfront_config_reloads_total{result=\"applied\"}";
    assert_eq!(
        server.settled_metric(applied, 1.0),
        1.0,
        "{}",
        server.logs()
    );

    let err = tls12_handshake(&fixtures, server.addr, "one.test").unwrap_err();
    assert!(err.contains("ProtocolVersion"), "{err}");
    let after = hsts_over_curl(&fixtures, server.addr, "one.test", "/", "--http2");
    assert_eq!(after, ("2".into(), "200".into(), "max-age=300".into()));
    assert_eq!(plain_status(&plain, "one.test"), "403");
    assert_eq!(server.settled_metric(PROTOCOL_VERSION_REFUSED, 1.0), 1.0);
}

/// How long a change to a site entry may take to reach the server: generous, since a busy
/// machine is slow and only a change that never arrives fails.
const PATIENCE: Duration = Duration::from_secs(30);

/// `tlsfront sites ARGS` on the fixtures' directory store.
fn sites(fixtures: &Fixtures, args: &[&str]) {
    let certs = format!("dir:{}", fixtures.certs_dir().display());
    let output = Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["sites", "--certs", &certs])
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
}

/// Tries a TLS 1.2 handshake with `host` until its outcome is `refused` (or not).
fn until_tls12(fixtures: &Fixtures, server: &Tlsfront, host: &str, refused: bool) {
    let started = std::time::Instant::now();
    loop {
        let outcome = tls12_handshake(fixtures, server.addr, host);
        match &outcome {
            Err(err) if refused && err.contains("ProtocolVersion") => return,
            Ok(()) if !refused => return,
            _ => {}
        }
        assert!(
            started.elapsed() < PATIENCE,
            "still {outcome:?} {PATIENCE:?} after the change\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_hosts_policy_follows_its_site_entry_without_a_reload() {
    tlsfront_testkit::require_tool("curl");
    let fixtures = fixtures_with(&[]);
    let server = server(&fixtures, &[]);
    // Cached without a policy first, so the change must reach a cached host.
    until_tls12(&fixtures, &server, "one.test", false);
    sites(
        &fixtures,
        &[
            "put",
            "one.test",
            "--min-tls",
            "1.3",
            "--hsts-max-age",
            "600",
        ],
    );
    until_tls12(&fixtures, &server, "one.test", true);
    let answer = hsts_over_curl(&fixtures, server.addr, "one.test", "/", "--http2");
    assert_eq!(answer, ("2".into(), "200".into(), "max-age=600".into()));
    sites(&fixtures, &["rm", "one.test"]);
    until_tls12(&fixtures, &server, "one.test", false);
    let answer = hsts_over_curl(&fixtures, server.addr, "one.test", "/", "--http1.1");
    assert_eq!(answer.2, "");
}

/// `openssl s_client` with `args` sending one HTTP/1.1 request for `host`: its output.
fn s_client_request(addr: SocketAddr, host: &str, args: &[&str]) -> String {
    tlsfront_testkit::tools::s_client_request(addr, host, args).text
}

#[test]
fn a_tls13_only_host_that_asks_for_client_certificates_keeps_its_verifier() {
    use tlsfront_store::generate::{TestCa, Validity};
    tlsfront_testkit::require_tool("openssl");
    let client_ca = TestCa::generate("tenant client CA").unwrap();
    let client = client_ca
        .issue_client("device-1", Validity::days_from_now(30))
        .unwrap();
    let fixtures = fixtures_with(&[(
        "strict.test",
        &format!(
            "min_tls = \"1.3\"\nclient_auth = \"required\"\nclient_ca = \"\"\"\n{}\"\"\"\n",
            client_ca.cert_pem()
        ),
    )]);
    let (cert, key) = (fixtures.root().join("c.crt"), fixtures.root().join("c.key"));
    std::fs::write(&cert, &client.cert_pem).unwrap();
    std::fs::write(&key, &client.key_pem).unwrap();
    let server = server(&fixtures, &[]);

    let old = s_client(server.addr, "strict.test", "-tls1_2");
    assert!(old.contains("alert protocol version"), "{old}");
    let err = tls12_handshake(&fixtures, server.addr, "strict.test").unwrap_err();
    assert!(err.contains("ProtocolVersion"), "{err}");
    // Over TLS 1.3, the host's verifier is in its TLS 1.3-only config.
    let none = s_client_request(server.addr, "strict.test", &["-tls1_3"]);
    assert!(none.contains("alert certificate required"), "{none}");
    let (cert, key) = (cert.display().to_string(), key.display().to_string());
    let good = s_client_request(
        server.addr,
        "strict.test",
        &["-tls1_3", "-cert", &cert, "-key", &key],
    );
    assert!(good.contains("HTTP/1.1 200"), "{good}");
    assert_eq!(server.settled_metric(PROTOCOL_VERSION_REFUSED, 2.0), 2.0);
}
