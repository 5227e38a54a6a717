//! SIGHUP reloads the configuration: live settings change for new connections, open
//! connections keep theirs, restart-only settings are refused by name, and an invalid file
//! changes nothing — against the real binary.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serve::support::hosts_fixture;
use tlsfront_testkit::{
    free_port, Fixtures, H3Client, TlsClient, TlsOutcome, Tlsfront, TlsfrontBuilder,
};

const LOG_WAIT: Duration = Duration::from_secs(10);

/// Writes the config file: the sites directory, then `rest`.
fn write_config(fixtures: &Fixtures, sites: &Path, rest: &str) -> PathBuf {
    let path = fixtures.root().join("tlsfront.toml");
    let text = format!("sites = {:?}\n{rest}", sites.display().to_string());
    std::fs::write(&path, text).unwrap();
    path
}

/// `tlsfront serve --config …` with the store as a flag; `listen` from the file when asked.
fn start(fixtures: &Fixtures, config: &Path, listen_from_config: bool) -> Tlsfront {
    let mut builder = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--config")
        .arg(config.display().to_string());
    if listen_from_config {
        builder = builder.own_addresses().args(["--admin", "127.0.0.1:0"]);
    }
    builder.spawn()
}

/// Sends SIGHUP and waits until the reload has been counted under `result`, `count` times.
fn reload(server: &Tlsfront, result: &str, count: f64) {
    server.reload();
    let series = format!("tlsfront_config_reloads_total{{result=\"{result}\"}}");
    assert_eq!(
        server.settled_metric(&series, count),
        count,
        "{}",
        server.logs()
    );
}

/// `n` extra request headers.
fn headers(n: usize) -> Vec<(String, String)> {
    (0..n)
        .map(|i| (format!("x-h{i}"), "1".to_owned()))
        .collect()
}

fn status_with_headers(client: &mut TlsOutcome, n: usize) -> u16 {
    let owned = headers(n);
    let borrowed: Vec<(&str, &str)> = owned
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect();
    client
        .request("GET", "one.test", "/", &borrowed)
        .unwrap()
        .status
}

#[test]
fn a_limit_changes_for_new_connections_while_an_open_one_keeps_its_own() {
    let fixtures = hosts_fixture();
    let config = write_config(&fixtures, &fixtures.sites_dir(), "");
    let server = start(&fixtures, &config, false);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut before = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(status_with_headers(&mut before, 30), 200);

    write_config(
        &fixtures,
        &fixtures.sites_dir(),
        "[limits]\nmax_headers = 20\n",
    );
    reload(&server, "applied", 1.0);
    let line = server
        .wait_for_log("configuration reloaded", LOG_WAIT)
        .unwrap();
    assert!(
        line.contains("changed=limits.max_headers: 100 -> 20"),
        "{line}"
    );

    // A new connection is held to the new limit...
    let mut after = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(status_with_headers(&mut after, 30), 431);
    let mut after = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(status_with_headers(&mut after, 10), 200);
    // ...and the connection opened before keeps the limit it started with.
    assert_eq!(status_with_headers(&mut before, 30), 200);
    assert_eq!(
        server.metric("tlsfront_config_reloads_total{result=\"invalid\"}"),
        0.0
    );
}

#[test]
fn an_invalid_configuration_changes_nothing_and_says_why() {
    let fixtures = hosts_fixture();
    let config = write_config(&fixtures, &fixtures.sites_dir(), "");
    let server = start(&fixtures, &config, false);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    // Bad TOML.
    std::fs::write(&config, "[limits\nmax_headers = 20\n").unwrap();
    reload(&server, "invalid", 1.0);
    let line = server
        .wait_for_log("the new configuration is invalid", LOG_WAIT)
        .unwrap();
    assert!(line.contains("is not a valid config file"), "{line}");

    // Bad values: every problem is named, in one line.
    write_config(
        &fixtures,
        &fixtures.sites_dir(),
        "ktls = \"sometimes\"\n[limits]\nmax_headers = 2\n",
    );
    reload(&server, "invalid", 2.0);
    let line = server.wait_for_log("2 problem(s)", LOG_WAIT).unwrap();
    assert!(line.contains("ktls"), "{line}");
    assert!(
        line.contains("limits.max_headers must be at least"),
        "{line}"
    );

    // No file at all.
    std::fs::remove_file(&config).unwrap();
    reload(&server, "invalid", 3.0);
    server
        .wait_for_log("cannot read the config file", LOG_WAIT)
        .unwrap();

    // Still serving, under the limits it started with (100 headers).
    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(status_with_headers(&mut tls, 30), 200);
    assert_eq!(
        server.metric("tlsfront_config_reloads_total{result=\"applied\"}"),
        0.0
    );
    assert!(!server.logs().contains("configuration reloaded"));
}

#[test]
fn a_listen_change_is_refused_by_name_and_the_access_log_turns_off() {
    let fixtures = hosts_fixture();
    let port = free_port();
    let listen = |port: u16| format!("listen = [\"127.0.0.1:{port}\"]\n");
    let config = write_config(&fixtures, &fixtures.sites_dir(), &listen(port));
    let server = start(&fixtures, &config, true);
    assert_eq!(server.addr.port(), port);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut before = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(before.get("one.test", "/first").unwrap().status, 404);
    server.wait_for_log("path=\"/first\"", LOG_WAIT).unwrap();

    let other = free_port();
    write_config(
        &fixtures,
        &fixtures.sites_dir(),
        &format!("{}access_log = false\n", listen(other)),
    );
    reload(&server, "partly_refused", 1.0);
    let refused = server
        .wait_for_log("cannot change while serving", LOG_WAIT)
        .unwrap();
    assert!(
        refused.contains("refused=listen (the listening sockets stay"),
        "{refused}"
    );
    let line = server
        .wait_for_log("configuration reloaded", LOG_WAIT)
        .unwrap();
    assert!(line.contains("result=partly_refused"), "{line}");
    assert!(line.contains("access_log: true -> false"), "{line}");

    // Still on the old address, not on the new one.
    assert!(std::net::TcpStream::connect(("127.0.0.1", other)).is_err());
    let mut after = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(after.get("one.test", "/quiet").unwrap().status, 404);
    // The connection opened before still logs; the new one did not.
    assert_eq!(before.get("one.test", "/still-logged").unwrap().status, 404);
    server
        .wait_for_log("path=\"/still-logged\"", LOG_WAIT)
        .unwrap();
    assert!(
        !server.logs().contains("path=\"/quiet\""),
        "{}",
        server.logs()
    );

    // Every later reload names the setting still waiting for a restart.
    reload(&server, "partly_refused", 2.0);
}

#[test]
fn the_default_host_and_the_sites_directory_change_live() {
    let fixtures = hosts_fixture();
    let config = write_config(&fixtures, &fixtures.sites_dir(), "");
    let server = start(&fixtures, &config, false);
    let anyone = TlsClient::insecure();
    assert!(anyone.connect(server.addr, Some("nobody.test")).is_err());

    let new_sites = fixtures.root().join("new-sites");
    std::fs::create_dir_all(new_sites.join("one.test")).unwrap();
    std::fs::write(new_sites.join("one.test/index.html"), "the new site\n").unwrap();
    write_config(&fixtures, &new_sites, "default_host = \"one.test\"\n");
    reload(&server, "applied", 1.0);
    let line = server
        .wait_for_log("configuration reloaded", LOG_WAIT)
        .unwrap();
    assert!(line.contains("sites: "), "{line}");
    assert!(line.contains("default_host: None -> Some"), "{line}");

    let mut tls = anyone.connect(server.addr, Some("nobody.test")).unwrap();
    let page = tls.get("one.test", "/").unwrap();
    assert_eq!(page.status, 200);
    assert_eq!(page.body, b"the new site\n");
    assert_eq!(
        server.metric("tlsfront_default_host_handshakes_total"),
        1.0,
        "{}",
        server.metrics()
    );
}

/// HTTP/3 (docs/src/http3.md, "Signals"): a QUIC connection keeps the generation it was accepted
/// under, new ones take the reloaded one (quinn's settings too: the idle timeout), and
/// `listen_quic` waits for a restart, by name.
#[test]
fn quic_connections_take_a_reload_as_tcp_ones_do() {
    let fixtures = hosts_fixture();
    let quic: std::net::SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let listen_quic = |addr: &str| format!("listen_quic = [\"{addr}\"]\n");
    let config = write_config(
        &fixtures,
        &fixtures.sites_dir(),
        &listen_quic(&quic.to_string()),
    );
    let server = start(&fixtures, &config, false);
    let ca = fixtures.ca.cert_pem();
    let connect = || {
        (0..100)
            .find_map(|_| {
                let client = H3Client::connect(quic, "one.test", ca).ok();
                if client.is_none() {
                    std::thread::sleep(Duration::from_millis(50));
                }
                client
            })
            .unwrap_or_else(|| panic!("no QUIC connection:\n{}", server.logs()))
    };
    let mut before = connect();
    assert_eq!(before.get("one.test", "/first", &[]).unwrap().status, 404);
    server.wait_for_log("path=\"/first\"", LOG_WAIT).unwrap();

    let rest = format!(
        "{}access_log = false\n[limits]\nidle_timeout = \"3s\"\n",
        listen_quic(&quic.to_string())
    );
    write_config(&fixtures, &fixtures.sites_dir(), &rest);
    reload(&server, "applied", 1.0);
    let mut after = connect();
    assert_eq!(after.get("one.test", "/quiet", &[]).unwrap().status, 404);
    // The new connection has the reloaded idle timeout, the old one the one it started with.
    let open = "tlsfront_connections_open";
    assert_eq!(server.settled_metric(open, 1.0), 1.0, "{}", server.logs());
    assert!(after.get("one.test", "/", &[]).is_err());
    assert_eq!(
        before.get("one.test", "/still-logged", &[]).unwrap().status,
        404
    );
    server
        .wait_for_log("path=\"/still-logged\"", LOG_WAIT)
        .unwrap();
    assert!(
        !server.logs().contains("path=\"/quiet\""),
        "{}",
        server.logs()
    );

    let moved = format!("{}access_log = false\n", listen_quic("127.0.0.1:1"));
    write_config(&fixtures, &fixtures.sites_dir(), &moved);
    reload(&server, "partly_refused", 1.0);
    let refused = server
        .wait_for_log("cannot change while serving", LOG_WAIT)
        .unwrap();
    assert!(refused.contains("refused=listen_quic"), "{refused}");
    assert_eq!(before.get("one.test", "/", &[]).unwrap().status, 200);
}
