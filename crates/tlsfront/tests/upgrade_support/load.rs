//! The clients of an upgrade test: new connections, one request each, counted by phase.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rustls::HandshakeKind;
use tlsfront_testkit::client::read_response;
use tlsfront_testkit::{Fixtures, TlsClient};

use super::wait_until;
use super::STEP;

/// One new connection, a handshake and a GET of a static host's page: the handshake's kind,
/// or what went wrong.
pub fn visit(client: &TlsClient, addr: SocketAddr, host: &str) -> Result<HandshakeKind, String> {
    fetch(
        client,
        addr,
        host,
        "/",
        format!("<h1>{host}</h1>\n").as_bytes(),
    )
}

/// One new connection, a handshake and a GET of `path`, which must answer `expected`.
pub fn fetch(
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
pub fn redirect(plain: SocketAddr) -> Result<(), String> {
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
pub struct Load {
    pub phase: Arc<AtomicUsize>,
    served: Arc<[AtomicUsize; 3]>,
    failures: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    clients: Vec<std::thread::JoinHandle<()>>,
}

pub const BEFORE: usize = 0;
pub const DURING: usize = 1;
pub const AFTER: usize = 2;

/// At most this many requests per client: the loop is bounded whatever happens.
pub const MAX_REQUESTS_PER_CLIENT: usize = 20_000;

impl Load {
    /// `clients` HTTPS clients of static hosts on `addr`, one of the proxied host `app.test`,
    /// and one plain-HTTP client on `plain`.
    pub fn start(clients: usize, fixtures: &Fixtures, addr: SocketAddr, plain: SocketAddr) -> Self {
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

    pub fn served(&self, phase: usize) -> usize {
        self.served[phase].load(Ordering::SeqCst)
    }

    /// Waits until `count` requests were served in `phase`.
    pub fn wait_for(&self, phase: usize, count: usize, logs: impl Fn() -> String) {
        let done = wait_until(STEP, || (self.served(phase) >= count).then_some(()));
        assert!(
            done.is_some(),
            "only {} requests in phase {phase}; failures: {:?}\n{}",
            self.served(phase),
            self.failures.lock().unwrap(),
            logs()
        );
    }

    pub fn finish(self) -> Vec<String> {
        self.stop.store(true, Ordering::SeqCst);
        for client in self.clients {
            client.join().unwrap();
        }
        let failures = self.failures.lock().unwrap().clone();
        failures
    }
}
