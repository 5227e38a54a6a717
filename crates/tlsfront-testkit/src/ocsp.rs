//! OCSP responders for stapling tests: `openssl ocsp` answering from an index file under the
//! test CA's key, a listener that accepts and never answers (a slow responder), and a port
//! where nothing listens (an unreachable one).

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tempfile::TempDir;
use tlsfront_store::generate::{GeneratedPair, OcspExtensions, TestCa, Validity};

/// What the responder says of a certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OcspStatus {
    Good,
    Revoked,
    /// Not in the index: `openssl ocsp` answers "unknown".
    Unknown,
}

/// `openssl ocsp -port` on a free port, signing with the CA's own key.
pub struct OpenSslResponder {
    child: Child,
    _dir: TempDir,
    pub addr: SocketAddr,
}

impl OpenSslResponder {
    /// Answers on `port` (see [`responder_port`]) for `certs` (PEM, leaf first) with their
    /// status, each response valid for `validity_minutes` (`-nmin`, at least one).
    pub fn start(
        port: u16,
        ca: &TestCa,
        certs: &[(&GeneratedPair, OcspStatus)],
        validity_minutes: u32,
    ) -> Self {
        crate::require_tool("openssl");
        let dir = tempfile::tempdir().expect("responder dir");
        std::fs::write(dir.path().join("ca.pem"), ca.cert_pem()).expect("CA");
        std::fs::write(dir.path().join("ca.key"), ca.key_pem()).expect("CA key");
        let mut index = String::new();
        for (pair, status) in certs {
            let serial = serial_of(dir.path(), pair);
            match status {
                OcspStatus::Good => {
                    index.push_str(&format!(
                        "V\t391231235959Z\t\t{serial}\tunknown\t/CN={serial}\n"
                    ));
                }
                OcspStatus::Revoked => index.push_str(&format!(
                    "R\t391231235959Z\t250101000000Z\t{serial}\tunknown\t/CN={serial}\n"
                )),
                OcspStatus::Unknown => {}
            }
        }
        std::fs::write(dir.path().join("index.txt"), index).expect("index");
        // Ready once it says so: a connection made only to probe the port would wedge it
        // (OpenSSL 3.0's responder waits on a connection that sends nothing).
        let log_path = dir.path().join("responder.log");
        let log = std::fs::File::create(&log_path).expect("responder log");
        let child = Command::new("openssl")
            .args([
                "ocsp",
                "-index",
                "index.txt",
                "-CA",
                "ca.pem",
                "-rsigner",
                "ca.pem",
            ])
            .args(["-rkey", "ca.key", "-port", &port.to_string()])
            .args(["-nmin", &validity_minutes.max(1).to_string()])
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("responder log"))
            .stderr(log)
            .spawn()
            .expect("starting openssl ocsp");
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let started = Instant::now();
        loop {
            let said = std::fs::read_to_string(&log_path).unwrap_or_default();
            if said.contains("waiting for OCSP client connections") {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "openssl ocsp did not start on {addr}: {said}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        OpenSslResponder {
            child,
            _dir: dir,
            addr,
        }
    }

    /// Stops it: the port then refuses connections.
    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for OpenSslResponder {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A port for a responder, and the URL certificates name for it: the certificate is issued
/// before the responder starts, since its index names the certificate.
pub fn responder_port() -> (u16, String) {
    let port = crate::free_port();
    (port, format!("http://127.0.0.1:{port}/"))
}

/// A listener that accepts connections and never answers: a responder too slow to wait for.
pub struct SilentResponder {
    pub addr: SocketAddr,
    _held: Arc<Mutex<Vec<TcpStream>>>,
}

impl SilentResponder {
    pub fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("binding");
        let addr = listener.local_addr().expect("address");
        let held = Arc::new(Mutex::new(Vec::new()));
        let keep = held.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                keep.lock().expect("held").push(stream);
            }
        });
        SilentResponder { addr, _held: held }
    }

    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }
}

/// A URL where nothing listens (a port that was free a moment ago).
pub fn unreachable_url() -> String {
    format!("http://127.0.0.1:{}/", crate::free_port())
}

/// A server certificate for `names` naming `responder_url` as its OCSP responder, its chain
/// holding the CA after the leaf.
pub fn issue_with_responder(
    ca: &TestCa,
    names: &[&str],
    responder_url: &str,
    must_staple: bool,
) -> GeneratedPair {
    let key = tlsfront_store::generate::GeneratedKey::EcdsaP256
        .key_pair()
        .expect("key");
    ca.issue_with_ocsp(
        names,
        &key,
        Validity::days_from_now(30),
        &OcspExtensions {
            responder_url: Some(responder_url.to_owned()),
            must_staple,
        },
    )
    .expect("issuing")
}

fn serial_of(dir: &Path, pair: &GeneratedPair) -> String {
    let leaf = pair
        .cert_pem
        .split_inclusive("-----END CERTIFICATE-----\n")
        .next()
        .expect("leaf PEM");
    std::fs::write(dir.join("leaf.pem"), leaf).expect("leaf");
    let output = Command::new("openssl")
        .args(["x509", "-noout", "-serial", "-in", "leaf.pem"])
        .current_dir(dir)
        .output()
        .expect("openssl x509");
    String::from_utf8_lossy(&output.stdout)
        .trim()
        .trim_start_matches("serial=")
        .to_owned()
}
