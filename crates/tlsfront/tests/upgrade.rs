//! Restarts and upgrades without a refused connection, with real processes: SIGUSR2 makes the
//! running `tlsfront serve` start its binary again and hand it the listening sockets and the
//! ticket keys; the old process drains once the new one serves. Also: an upgrade that fails
//! leaves the old process serving, and socket activation through `systemd-socket-activate`.
//!
//! Each test runs tlsfront from its own path (a hard link to the built binary), so that it can
//! replace the file as a package upgrade would.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;
mod upgrade_support;

use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::Arc;

use rustls::client::ClientSessionMemoryCache;
use rustls::HandshakeKind;
use serve::support::hosts_fixture;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{
    free_port, require_tool, H3Client, TestUpstream, TlsClient, TlsfrontBuilder,
};
use upgrade_support::load::{redirect, visit, Load, AFTER, BEFORE, DURING};
use upgrade_support::quic::{
    assert_from_generation, connect, generation, serve_quic, sites_generation, upgrade_pid,
    use_sites, BIG,
};
use upgrade_support::{upgrade, wait_until, Installed, Successor, STEP};

#[test]
fn an_upgrade_under_continuous_new_connections_fails_no_request() {
    let fixtures = hosts_fixture();
    let upstream = TestUpstream::start("app");
    fixtures.add_dir_host("app.test", GeneratedKey::EcdsaP256);
    fixtures.write_site(
        "app.test",
        &format!("upstreams = [\"{}\"]\n", upstream.url()),
    );
    let installed = Installed::new();
    let plain = format!("127.0.0.1:{}", free_port());
    let mut old = installed.serve(
        &fixtures,
        &[
            "--log",
            "info",
            "--access-log",
            "false",
            "--listen-http",
            &plain,
        ],
    );
    let addr = old.addr;
    let load = Load::start(4, &fixtures, addr, plain.parse().unwrap());
    load.wait_for(BEFORE, 100, || old.logs());

    load.phase.store(DURING, Ordering::SeqCst);
    let successor = upgrade(&mut old);
    load.phase.store(AFTER, Ordering::SeqCst);
    load.wait_for(AFTER, 100, || old.logs());
    let (before, during, after) = (load.served(BEFORE), load.served(DURING), load.served(AFTER));
    let failures = load.finish();
    eprintln!("served {before} requests before the hand-over, {during} during, {after} after");

    assert!(
        failures.is_empty(),
        "{} failed requests (served {before} before, {during} during, {after} after): {failures:?}\n{}",
        failures.len(),
        old.logs()
    );
    assert!(before >= 100 && after >= 100, "{before} {after}");
    let logs = old.logs();
    assert!(
        logs.contains("took over the listening sockets from the previous process"),
        "{logs}"
    );
    // The admin listener came along: the new process answers on the same address.
    let health = old.admin_get("/healthz");
    assert_eq!(health.map(|(status, _)| status), Some(200), "{logs}");
    drop(successor);
}

#[test]
fn a_session_made_before_the_upgrade_resumes_after_it() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let mut old = installed.serve(&fixtures, &["--ktls", "off"]);
    let addr = old.addr;
    let client = TlsClient::new(fixtures.ca.cert_pem())
        .versions(&[&rustls::version::TLS13])
        .resuming(Arc::new(ClientSessionMemoryCache::new(32)));
    assert_eq!(visit(&client, addr, "one.test"), Ok(HandshakeKind::Full));

    let _successor = upgrade(&mut old);
    // Only the new process accepts now; it opens the old one's ticket.
    assert_eq!(
        visit(&client, addr, "one.test"),
        Ok(HandshakeKind::Resumed),
        "{}",
        old.logs()
    );
}

#[test]
fn a_failed_upgrade_leaves_the_old_process_serving_and_a_later_one_succeeds() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let config = fixtures.root().join("tlsfront.toml");
    std::fs::write(&config, "access_log = false\n").unwrap();
    let mut old = installed.serve(&fixtures, &["--config", config.to_str().unwrap()]);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    // A config the new process refuses: it exits, and the old one says why.
    std::fs::write(&config, "access_log = \"sometimes\"\n").unwrap();
    old.signal(libc::SIGUSR2);
    let failed = old
        .wait_for_log("upgrade failed", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    assert!(failed.contains("ended before it was serving"), "{failed}");
    assert!(failed.contains("exit status: 2"), "{failed}");
    assert!(old.running(), "{}", old.logs());
    assert!(
        visit(&client, old.addr, "two.test").is_ok(),
        "{}",
        old.logs()
    );
    assert!(!old.logs().contains("this one stops accepting"));

    // Fixed, the next SIGUSR2 upgrades.
    std::fs::write(&config, "access_log = false\n").unwrap();
    let addr = old.addr;
    let _successor = upgrade(&mut old);
    assert!(visit(&client, addr, "two.test").is_ok(), "{}", old.logs());
}

/// The UDP socket crosses the hand-over (docs/src/http3.md, "Signals"): a response in flight
/// on a connection made before SIGUSR2 is sent whole by the old process after the new one
/// serves (its bytes come from the old process's sites, which the new one does not serve),
/// new connections reach the new process, and the old one exits once its connection is done.
#[test]
fn a_quic_connection_open_at_the_upgrade_finishes_at_the_old_process() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let quic: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let config = fixtures.root().join("tlsfront.toml");
    use_sites(&config, &sites_generation(&fixtures, 1));
    let mut old = serve_quic(&installed, &fixtures, &config, quic);
    let mut early = connect(quic, &fixtures);
    assert_eq!(generation(&mut early), "generation 1\n");
    let in_flight = early.get_head("two.test", BIG).unwrap();
    assert_eq!(in_flight.status, 200);

    use_sites(&config, &sites_generation(&fixtures, 2));
    let new = upgrade_pid(&old, old.pid());
    // The old process drains: its connection is still open, and its drain deadline far.
    assert!(old.running(), "{}", old.logs());
    // The new process loaded the old one's cached hosts before it served: its first QUIC
    // handshake for one is served at once, not refused as a miss.
    let mut late = H3Client::connect(quic, "two.test", fixtures.ca.cert_pem())
        .unwrap_or_else(|err| panic!("{err:#}\n{}", old.logs()));
    assert_eq!(generation(&mut late), "generation 2\n", "{}", old.logs());
    let warmed = old
        .logs()
        .lines()
        .find(|line| line.contains("loaded the previous process's cached hosts"))
        .and_then(|line| log_field(line, "loaded"))
        .and_then(|count| count.parse::<u64>().ok());
    assert!(warmed.is_some_and(|count| count >= 1), "{}", old.logs());
    // Most of the body is sent only now, as the client reads: by the old process, whose
    // datagrams the new one forwards to it.
    let body = early.read_rest(in_flight).unwrap();
    assert_from_generation(&body, 1, &old);
    // The new process's count (its admin listener is the old one's socket).
    let forwarded = wait_until(STEP, || {
        let (_, metrics) = old.admin_get("/metrics")?;
        let line = metrics.lines().find(|line| {
            line.starts_with("tlsfront_quic_forwarded_datagrams_total{outcome=\"forwarded\"}")
        })?;
        line.rsplit(' ').next()?.parse::<u64>().ok()
    });
    assert!(
        forwarded.is_some_and(|count| count > 0),
        "{forwarded:?}\n{}",
        old.logs()
    );
    drop(early);
    let status = old
        .wait(STEP)
        .unwrap_or_else(|| panic!("the old process did not exit:\n{}", old.logs()));
    assert!(status.success(), "{status}\n{}", old.logs());
    // Gone, the old process no longer takes anything from the new one.
    assert_eq!(generation(&mut late), "generation 2\n", "{}", old.logs());
    assert!(new.running());
    let logs = old.logs();
    assert!(logs.contains("quic_sockets=1"), "{logs}");
    // The old process's own count: the datagrams of its connection came from the new one.
    let received = logs
        .lines()
        .find(|line| line.contains("QUIC: datagrams forwarded"))
        .and_then(|line| log_field(line, "received"))
        .and_then(|count| count.parse::<u64>().ok());
    assert!(received.is_some_and(|count| count > 0), "{logs}");
    assert!(
        logs.contains("QUIC: this process's connection IDs carry its epoch"),
        "{logs}"
    );
}

/// An upgrade that fails after the offer (the new process refuses its config) leaves the old
/// process reading the UDP socket: its open connection and new ones are served as before.
#[test]
fn a_failed_upgrade_with_quic_leaves_the_old_process_serving_http3() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let quic: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let config = fixtures.root().join("tlsfront.toml");
    let sites = sites_generation(&fixtures, 1);
    use_sites(&config, &sites);
    let mut old = serve_quic(&installed, &fixtures, &config, quic);
    let mut open = connect(quic, &fixtures);
    assert_eq!(generation(&mut open), "generation 1\n");

    std::fs::write(&config, "access_log = \"sometimes\"\n").unwrap();
    old.signal(libc::SIGUSR2);
    let failed = old
        .wait_for_log("upgrade failed", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    assert!(failed.contains("exit status: 2"), "{failed}");
    assert_eq!(generation(&mut open), "generation 1\n", "{}", old.logs());
    assert_eq!(
        generation(&mut connect(quic, &fixtures)),
        "generation 1\n",
        "{}",
        old.logs()
    );
    assert!(old.running());
}

/// Two upgrades in a row while connections of both earlier processes are open: the newest
/// process forwards to the second, which forwards the first's on to it.
#[test]
fn two_quic_upgrades_in_a_row_keep_both_earlier_processes_connections() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let quic: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let config = fixtures.root().join("tlsfront.toml");
    use_sites(&config, &sites_generation(&fixtures, 1));
    let mut first = serve_quic(&installed, &fixtures, &config, quic);
    let mut at_first = connect(quic, &fixtures);
    let from_first = at_first.get_head("two.test", BIG).unwrap();

    use_sites(&config, &sites_generation(&fixtures, 2));
    let second = upgrade_pid(&first, first.pid());
    let mut at_second = connect(quic, &fixtures);
    assert_eq!(
        generation(&mut at_second),
        "generation 2\n",
        "{}",
        first.logs()
    );
    let from_second = at_second.get_head("two.test", BIG).unwrap();

    use_sites(&config, &sites_generation(&fixtures, 3));
    let third = upgrade_pid(&first, second.pid);
    let mut at_third = connect(quic, &fixtures);
    assert_eq!(
        generation(&mut at_third),
        "generation 3\n",
        "{}",
        first.logs()
    );

    assert_from_generation(&at_first.read_rest(from_first).unwrap(), 1, &first);
    assert_from_generation(&at_second.read_rest(from_second).unwrap(), 2, &first);
    drop((at_first, at_second));
    let status = first
        .wait(STEP)
        .unwrap_or_else(|| panic!("the first process did not exit:\n{}", first.logs()));
    assert!(status.success(), "{status}\n{}", first.logs());
    assert!(
        wait_until(STEP, || (!second.running()).then_some(())).is_some(),
        "the second process did not exit:\n{}",
        first.logs()
    );
    assert_eq!(
        generation(&mut at_third),
        "generation 3\n",
        "{}",
        first.logs()
    );
    assert!(third.running());
}

#[test]
fn the_new_config_binds_new_addresses_and_closes_the_ones_it_dropped() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let (kept, dropped, added) = (free_port(), free_port(), free_port());
    let config = fixtures.root().join("tlsfront.toml");
    let listen_http = |ports: &[u16]| {
        let addrs: Vec<String> = ports.iter().map(|p| format!("\"127.0.0.1:{p}\"")).collect();
        format!("listen_http = [{}]\n", addrs.join(", "))
    };
    std::fs::write(&config, listen_http(&[kept, dropped])).unwrap();
    let mut old = installed.serve(&fixtures, &["--config", config.to_str().unwrap()]);
    let plain = |port: u16| SocketAddr::from(([127, 0, 0, 1], port));
    assert_eq!(redirect(plain(dropped)), Ok(()));

    std::fs::write(&config, listen_http(&[kept, added])).unwrap();
    let _successor = upgrade(&mut old);
    assert_eq!(redirect(plain(kept)), Ok(()), "{}", old.logs());
    assert_eq!(redirect(plain(added)), Ok(()), "{}", old.logs());
    let refused = std::net::TcpStream::connect(plain(dropped));
    assert!(refused.is_err(), "{dropped} still accepts\n{}", old.logs());
    let logs = old.logs();
    assert!(logs.contains("inherited=3 bound=1"), "{logs}");
    assert!(
        logs.contains("closing an inherited socket no configured address names"),
        "{logs}"
    );
}

#[test]
fn the_replaced_binary_is_started_and_a_second_sigusr2_waits_for_the_first() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let mut old = installed.serve(&fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    // "The package upgrade" puts a program at the path that holds the upgrade open until the
    // test lets it end.
    let go = installed.dir.path().join("go");
    installed.install_script(&format!(
        "#!/bin/sh\nwhile [ ! -e {go} ]; do sleep 0.05; done\nexit 3\n",
        go = go.display()
    ));
    old.signal(libc::SIGUSR2);
    old.wait_for_log("started the new process", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    old.signal(libc::SIGUSR2);
    old.wait_for_log("an upgrade is already in progress", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    std::fs::write(&go, "").unwrap();
    let failed = old
        .wait_for_log("upgrade failed", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    assert!(failed.contains("exit status: 3"), "{failed}");
    assert!(visit(&client, old.addr, "three.test").is_ok());

    // The real binary again: the upgrade goes through.
    installed.install_built();
    let addr = old.addr;
    let _successor = upgrade(&mut old);
    assert!(visit(&client, addr, "three.test").is_ok(), "{}", old.logs());
}

#[test]
fn sigterm_during_an_upgrade_stops_the_new_process_too() {
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let mut old = installed.serve(&fixtures, &[]);
    // A new process that never says it serves, and never ends by itself.
    installed.install_script("#!/bin/sh\nwhile true; do sleep 0.05; done\n");
    old.signal(libc::SIGUSR2);
    let started = old
        .wait_for_log("started the new process", STEP)
        .unwrap_or_else(|| panic!("{}", old.logs()));
    let new = Successor {
        pid: log_field(&started, "new_pid").unwrap().parse().unwrap(),
    };
    assert!(new.running());
    old.terminate();
    let status = old.wait(STEP).unwrap_or_else(|| panic!("{}", old.logs()));
    assert!(status.success(), "{status}\n{}", old.logs());
    assert!(
        old.logs()
            .contains("stopping during an upgrade: the new process is stopped too"),
        "{}",
        old.logs()
    );
    assert!(
        wait_until(STEP, || (!new.running()).then_some(())).is_some(),
        "the new process still runs"
    );
}

#[test]
fn socket_activation_serves_on_the_passed_socket_binds_the_rest_and_upgrades() {
    require_tool("systemd-socket-activate");
    let fixtures = hosts_fixture();
    let installed = Installed::new();
    let https: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let admin = format!("127.0.0.1:{}", free_port());
    // systemd-socket-activate starts tlsfront at the first connection: this one, which waits
    // in the passed socket's queue meanwhile.
    let ca = fixtures.ca.cert_pem().to_owned();
    let first = std::thread::spawn(move || {
        let client = TlsClient::new(&ca);
        wait_until(STEP, || visit(&client, https, "one.test").ok())
    });
    let mut server = TlsfrontBuilder::new(&installed.bin)
        .launcher(
            "systemd-socket-activate",
            [
                "-l".to_owned(),
                https.to_string(),
                "--fdname=web".to_owned(),
            ],
        )
        .own_addresses()
        .args(["--listen", &https.to_string(), "--admin", &admin])
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .spawn();
    assert_eq!(first.join().unwrap(), Some(HandshakeKind::Full));
    let logs = server.logs();
    assert!(
        logs.contains("socket activation: listening on a socket systemd passed"),
        "{logs}"
    );
    assert!(logs.contains("systemd's socket 3 (web)"), "{logs}");
    assert_eq!(server.addr, https);
    assert_eq!(server.admin_get("/healthz").map(|(s, _)| s), Some(200));

    // The process systemd started upgrades like any other; the new one was not given systemd's
    // variables, and takes the socket from the old one.
    let _successor = upgrade(&mut server);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    assert!(
        visit(&client, https, "two.test").is_ok(),
        "{}",
        server.logs()
    );
}

#[test]
fn a_passed_socket_that_matches_no_configured_address_stops_the_start() {
    require_tool("systemd-socket-activate");
    let fixtures = hosts_fixture();
    let passed = format!("127.0.0.1:{}", free_port());
    let configured = format!("127.0.0.1:{}", free_port());
    let mut child = Command::new("systemd-socket-activate")
        .args(["-l", &passed, "--fdname=stray"])
        .arg(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["serve", "--listen", &configured])
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let addr: SocketAddr = passed.parse().unwrap();
    wait_until(STEP, || std::net::TcpStream::connect(addr).ok())
        .expect("systemd-socket-activate listens");
    let status = wait_until(STEP, || child.try_wait().unwrap()).expect("tlsfront exits");
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "systemd's socket 3 (stray) listens on {passed}, which is not a configured address"
        )),
        "{stderr}"
    );
}
