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

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rustls::client::ClientSessionMemoryCache;
use rustls::HandshakeKind;
use serve::support::hosts_fixture;
use tlsfront_certs::generate::GeneratedKey;
use tlsfront_testkit::client::read_response;
use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{
    free_port, require_tool, Fixtures, TestUpstream, TlsClient, Tlsfront, TlsfrontBuilder,
};

/// Generous bounds for one step of a test on a loaded machine; never a measurement.
const STEP: Duration = Duration::from_secs(60);

/// The tlsfront binary at a path of the test's own, in a directory that lives as long as it.
struct Installed {
    dir: tempfile::TempDir,
    bin: PathBuf,
}

impl Installed {
    fn new() -> Self {
        let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
        let bin = dir.path().join("tlsfront");
        let installed = Installed { dir, bin };
        installed.install_built();
        installed
    }

    /// Puts the built binary at the path, by rename as a package manager does: a process
    /// running the old file keeps it.
    fn install_built(&self) {
        let staged = self.dir.path().join("tlsfront.new");
        let _ = std::fs::remove_file(&staged);
        let built = env!("CARGO_BIN_EXE_tlsfront");
        if std::fs::hard_link(built, &staged).is_err() {
            std::fs::copy(built, &staged).unwrap();
        }
        std::fs::rename(&staged, &self.bin).unwrap();
    }

    /// Puts a shell script at the path instead.
    fn install_script(&self, script: &str) {
        use std::os::unix::fs::PermissionsExt;
        let staged = self.dir.path().join("tlsfront.new");
        std::fs::write(&staged, script).unwrap();
        std::fs::set_permissions(&staged, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::rename(&staged, &self.bin).unwrap();
    }

    /// `tlsfront serve` on the fixtures' store and sites, with `extra` flags.
    fn serve(&self, fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
        TlsfrontBuilder::new(&self.bin)
            .arg("--certs")
            .arg(format!("dir:{}", fixtures.certs_dir().display()))
            .arg("--sites")
            .arg(fixtures.sites_dir().display().to_string())
            .args(extra.iter().copied())
            .spawn()
    }
}

/// A process the old one started, which outlives it: killed when the test ends.
struct Successor {
    pid: u32,
}

impl Successor {
    fn running(&self) -> bool {
        // Its parent (the old process, or init once that exited) reaps it; until then a zombie
        // has no command line.
        std::fs::read(format!("/proc/{}/cmdline", self.pid)).is_ok_and(|cmd| !cmd.is_empty())
    }
}

impl Drop for Successor {
    fn drop(&mut self) {
        if self.running() {
            // SAFETY: kill(2) on the tlsfront this test's server started; no memory effects.
            unsafe {
                libc::kill(self.pid as libc::pid_t, libc::SIGKILL);
            }
        }
    }
}

/// Sends SIGUSR2 and waits until the old process says the new one serves, then until the old
/// one has drained and exited. Returns the new process.
fn upgrade(old: &mut Tlsfront) -> Successor {
    let serving_before = old.logs().matches("the new process is serving").count();
    old.signal(libc::SIGUSR2);
    let successor = wait_until(STEP, || {
        let logs = old.logs();
        let line = logs
            .lines()
            .filter(|line| line.contains("the new process is serving"))
            .nth(serving_before)?;
        let pid = log_field(line, "new_pid")?.parse().ok()?;
        Some(Successor { pid })
    })
    .unwrap_or_else(|| panic!("no new process served; the log:\n{}", old.logs()));
    let status = old
        .wait(STEP)
        .unwrap_or_else(|| panic!("the old process did not exit; the log:\n{}", old.logs()));
    assert!(status.success(), "{status}\n{}", old.logs());
    assert_ne!(successor.pid, old.pid());
    assert!(successor.running(), "{}", old.logs());
    successor
}

/// Calls `probe` until it gives a value, for at most `limit`.
fn wait_until<T>(limit: Duration, mut probe: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(value) = probe() {
            return Some(value);
        }
        if Instant::now() > deadline {
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// One new connection, a handshake and a GET of a static host's page: the handshake's kind,
/// or what went wrong.
fn visit(client: &TlsClient, addr: SocketAddr, host: &str) -> Result<HandshakeKind, String> {
    fetch(
        client,
        addr,
        host,
        "/",
        format!("<h1>{host}</h1>\n").as_bytes(),
    )
}

/// One new connection, a handshake and a GET of `path`, which must answer `expected`.
fn fetch(
    client: &TlsClient,
    addr: SocketAddr,
    host: &str,
    path: &str,
    expected: &[u8],
) -> Result<HandshakeKind, String> {
    let mut tls = client
        .connect(addr, Some(host))
        .map_err(|err| format!("handshake: {err}"))?;
    let response = tls.get(host, path).map_err(|err| format!("GET: {err}"))?;
    if response.status != 200 || response.body != expected {
        return Err(format!("status {}", response.status));
    }
    tls.handshake_kind()
        .ok_or_else(|| "no handshake kind".to_owned())
}

/// One new plain-HTTP connection and a GET, which is sent on to HTTPS.
fn redirect(plain: SocketAddr) -> Result<(), String> {
    let mut tcp = std::net::TcpStream::connect_timeout(&plain, Duration::from_secs(5))
        .map_err(|err| format!("connect: {err}"))?;
    tcp.set_read_timeout(Some(Duration::from_secs(10))).ok();
    std::io::Write::write_all(&mut tcp, b"GET /x HTTP/1.1\r\nhost: one.test\r\n\r\n")
        .map_err(|err| format!("write: {err}"))?;
    let response = read_response(&mut tcp, false).map_err(|err| format!("GET: {err}"))?;
    match response.status {
        301 => Ok(()),
        status => Err(format!("status {status}")),
    }
}

/// Clients that each make new connections, one request each, until stopped; every outcome is
/// counted in the phase (before, during or after the hand-over) it ended in.
struct Load {
    phase: Arc<AtomicUsize>,
    served: Arc<[AtomicUsize; 3]>,
    failures: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    clients: Vec<std::thread::JoinHandle<()>>,
}

const BEFORE: usize = 0;
const DURING: usize = 1;
const AFTER: usize = 2;

/// At most this many requests per client: the loop is bounded whatever happens.
const MAX_REQUESTS_PER_CLIENT: usize = 20_000;

impl Load {
    /// `clients` HTTPS clients of static hosts on `addr`, one of the proxied host `app.test`,
    /// and one plain-HTTP client on `plain`.
    fn start(clients: usize, fixtures: &Fixtures, addr: SocketAddr, plain: SocketAddr) -> Self {
        let load = Load {
            phase: Arc::new(AtomicUsize::new(BEFORE)),
            served: Arc::new([
                AtomicUsize::new(0),
                AtomicUsize::new(0),
                AtomicUsize::new(0),
            ]),
            failures: Arc::new(Mutex::new(Vec::new())),
            stop: Arc::new(AtomicBool::new(false)),
            clients: Vec::new(),
        };
        let mut requests: Vec<Box<dyn Fn() -> Result<(), String> + Send>> = (0..clients)
            .map(|index| {
                let client = TlsClient::new(fixtures.ca.cert_pem());
                let host = ["one.test", "two.test", "three.test"][index % 3];
                Box::new(move || {
                    visit(&client, addr, host)
                        .map(|_| ())
                        .map_err(|err| format!("{host}: {err}"))
                }) as Box<dyn Fn() -> Result<(), String> + Send>
            })
            .collect();
        requests.push(Box::new(move || {
            redirect(plain).map_err(|err| format!("plain HTTP: {err}"))
        }));
        let client = TlsClient::new(fixtures.ca.cert_pem());
        requests.push(Box::new(move || {
            fetch(&client, addr, "app.test", "/page", b"page\n")
                .map(|_| ())
                .map_err(|err| format!("app.test (proxied): {err}"))
        }));
        let clients = requests
            .into_iter()
            .map(|request| {
                let (phase, served, failures, stop) = (
                    load.phase.clone(),
                    load.served.clone(),
                    load.failures.clone(),
                    load.stop.clone(),
                );
                std::thread::spawn(move || {
                    for _ in 0..MAX_REQUESTS_PER_CLIENT {
                        if stop.load(Ordering::SeqCst) {
                            return;
                        }
                        let outcome = request();
                        let phase = phase.load(Ordering::SeqCst);
                        match outcome {
                            Ok(()) => {
                                served[phase].fetch_add(1, Ordering::SeqCst);
                            }
                            Err(err) => failures.lock().unwrap().push(err),
                        }
                    }
                })
            })
            .collect();
        Load { clients, ..load }
    }

    fn served(&self, phase: usize) -> usize {
        self.served[phase].load(Ordering::SeqCst)
    }

    /// Waits until `count` requests were served in `phase`.
    fn wait_for(&self, phase: usize, count: usize, logs: impl Fn() -> String) {
        let done = wait_until(STEP, || (self.served(phase) >= count).then_some(()));
        assert!(
            done.is_some(),
            "only {} requests in phase {phase}; failures: {:?}\n{}",
            self.served(phase),
            self.failures.lock().unwrap(),
            logs()
        );
    }

    fn finish(self) -> Vec<String> {
        self.stop.store(true, Ordering::SeqCst);
        for client in self.clients {
            client.join().unwrap();
        }
        let failures = self.failures.lock().unwrap().clone();
        failures
    }
}

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
