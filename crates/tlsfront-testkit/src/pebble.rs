//! Pebble, Let's Encrypt's ACME test server, as real processes on free ports: `pebble` itself,
//! and `pebble-challtestsrv` as its DNS server only, which answers every A query with 127.0.0.1
//! and no AAAA query. So Pebble validates HTTP-01 and TLS-ALPN-01 for any name against
//! 127.0.0.1, on the ports the test names, where the server under test answers. Pebble checks
//! each challenge from three "perspectives" at once, so the server sees three requests per
//! validation. Both processes are killed on drop.
//!
//! Pebble keeps everything (accounts, orders, even its issuing CA) in memory: see
//! [`Pebble::restart`]. The methods block the calling thread (briefly, except `start` and
//! `restart`, which wait for Pebble to answer), as the other process helpers here do.

mod config;
mod locate;

use std::fs::{File, OpenOptions};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use tempfile::TempDir;

use crate::client::{HttpResponse, TlsClient};
use config::{pebble_config, Listeners};
use locate::Binaries;

/// The Pebble release `scripts/install-deps acme` installs, and whose test files are looked for
/// first.
pub const PEBBLE_VERSION: &str = "v2.10.1";

/// How long Pebble (or its DNS server) may take to answer after being started.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// What the Pebble under test does.
#[derive(Debug, Clone)]
pub struct PebbleOptions {
    /// The port Pebble connects to, on 127.0.0.1 (every name resolves there), to validate
    /// HTTP-01 challenges.
    pub http_port: u16,
    /// The port Pebble connects to, on 127.0.0.1, to validate TLS-ALPN-01 challenges.
    pub tls_port: u16,
    /// The lifetime of the certificates Pebble issues, in whole seconds.
    pub validity: Duration,
    /// Whether new accounts need an external account binding (the key is
    /// [`Pebble::eab_credentials`]).
    pub eab: bool,
}

impl Default for PebbleOptions {
    fn default() -> Self {
        PebbleOptions {
            // Pebble's own defaults: 5002 for HTTP-01, 5001 for TLS-ALPN-01.
            http_port: 5002,
            tls_port: 5001,
            // Let's Encrypt's (and Pebble's) default lifetime.
            validity: Duration::from_secs(90 * 24 * 3600),
            // Let's Encrypt needs no binding.
            eab: false,
        }
    }
}

/// An external account binding key Pebble accepts (RFC 8555 §7.3.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EabCredentials {
    pub kid: String,
    /// The raw HMAC key; [`hmac_key_base64url`](Self::hmac_key_base64url) encodes it.
    pub hmac_key: Vec<u8>,
}

/// A running Pebble with its DNS server.
pub struct Pebble {
    binaries: Binaries,
    test_dir: PathBuf,
    /// Holds the config and both logs; removed on drop.
    dir: TempDir,
    acme_port: u16,
    management_port: u16,
    dns_port: u16,
    dns_management_port: u16,
    eab: Option<EabCredentials>,
    pebble: Option<Child>,
    dns: Option<Child>,
}

impl Pebble {
    /// Finds the binaries and Pebble's test files, writes a config, starts the DNS server and
    /// Pebble, and waits until Pebble serves its directory and its issuing root.
    pub fn start(options: PebbleOptions) -> anyhow::Result<Pebble> {
        ensure!(
            options.validity.as_secs() >= 1 && options.validity.subsec_nanos() == 0,
            "Pebble's validity is whole seconds, at least one: {:?}",
            options.validity
        );
        let binaries = Binaries::find()?;
        let test_dir = locate::find_test_dir()?;
        let mut pebble = Pebble {
            binaries,
            test_dir,
            dir: tempfile::tempdir().context("a temporary directory for Pebble")?,
            acme_port: crate::free_port(),
            management_port: crate::free_port(),
            dns_port: crate::free_port(),
            dns_management_port: crate::free_port(),
            eab: options.eab.then(|| EabCredentials {
                kid: "tlsfront-testkit".into(),
                hmac_key: b"tlsfront-testkit-pebble-eab-hmac".to_vec(),
            }),
            pebble: None,
            dns: None,
        };
        // Read once, so a bad file fails here with its name, not inside a TLS client.
        pebble.server_root_pem()?;
        let listeners = Listeners {
            acme_port: pebble.acme_port,
            management_port: pebble.management_port,
            test_dir: &pebble.test_dir,
        };
        let config = pebble_config(&listeners, &options, pebble.eab.as_ref());
        std::fs::write(pebble.config_path(), config.to_string())
            .context("writing Pebble's config")?;
        // From here on, Drop kills whatever was started if a step fails.
        pebble.start_dns()?;
        pebble.restart()?;
        Ok(pebble)
    }

    /// The ACME directory. 127.0.0.1 is one of the names in the certificate Pebble serves (with
    /// `localhost` and `pebble`), and needs no resolver; Pebble builds the URLs in its answers
    /// from the request's host, so they are all on 127.0.0.1 too.
    pub fn directory_url(&self) -> String {
        format!("https://127.0.0.1:{}/dir", self.acme_port)
    }

    /// Where the ACME API listens.
    pub fn acme_addr(&self) -> SocketAddr {
        SocketAddr::from(([127, 0, 0, 1], self.acme_port))
    }

    /// The root (minica's) of the certificate Pebble's HTTPS API serves: what an ACME client
    /// must trust to talk to Pebble. Not the root of the certificates Pebble issues.
    pub fn server_root_pem_path(&self) -> PathBuf {
        self.test_dir.join("certs/pebble.minica.pem")
    }

    /// The contents of [`server_root_pem_path`](Self::server_root_pem_path).
    pub fn server_root_pem(&self) -> anyhow::Result<String> {
        let path = self.server_root_pem_path();
        let pem = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let certs: Vec<_> = CertificateDer::pem_slice_iter(pem.as_bytes())
            .collect::<Result<_, _>>()
            .with_context(|| format!("parsing {}", path.display()))?;
        ensure!(!certs.is_empty(), "no certificate in {}", path.display());
        Ok(pem)
    }

    /// The root the certificates Pebble issues chain to, in PEM, from its management API
    /// (`/roots/0`). Pebble makes a new one at every start, so fetch it after a restart.
    pub fn issuer_roots_pem(&self) -> anyhow::Result<String> {
        let response = self.https_get(self.management_port, "/roots/0")?;
        ensure!(
            response.status == 200,
            "Pebble's /roots/0 answered {}",
            response.status
        );
        String::from_utf8(response.body).context("Pebble's /roots/0 is not text")
    }

    /// The key new accounts must be bound with, when started with `eab`.
    pub fn eab_credentials(&self) -> Option<&EabCredentials> {
        self.eab.as_ref()
    }

    /// How many orders Pebble created since [`start`](Self::start), across restarts: the
    /// "Added order" lines it logs for each new order.
    pub fn orders_count(&self) -> anyhow::Result<usize> {
        let log = std::fs::read_to_string(self.log_path()).context("reading Pebble's log")?;
        Ok(log.lines().filter(|l| l.contains("Added order ")).count())
    }

    /// Pebble's log (stdout and stderr, every run since `start`).
    pub fn log_path(&self) -> PathBuf {
        self.dir.path().join("pebble.log")
    }

    /// Both logs, for a failing test's message.
    pub fn logs(&self) -> String {
        let read = |path: PathBuf| {
            std::fs::read_to_string(&path)
                .unwrap_or_else(|e| format!("(cannot read {}: {e})\n", path.display()))
        };
        format!(
            "--- pebble\n{}--- pebble-challtestsrv\n{}",
            read(self.log_path()),
            read(self.dns_log_path())
        )
    }

    /// The DNS server's management API (`/add-a`, `/set-servfail`, ...), for a test that
    /// needs a name to resolve elsewhere than 127.0.0.1, or not at all.
    pub fn dns_management_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.dns_management_port)
    }

    /// Kills Pebble (as a crash would); the DNS server stays up. Nothing answers on
    /// [`directory_url`](Self::directory_url) until [`restart`](Self::restart).
    pub fn stop(&mut self) {
        kill(&mut self.pebble);
    }

    /// Starts Pebble again (stopping it first if it runs) on the same ports with the same
    /// config, and waits until it answers.
    ///
    /// Pebble keeps its state in memory only, so the new process has forgotten every account,
    /// order, authorization and nonce, and has a new issuing root (see
    /// [`issuer_roots_pem`](Self::issuer_roots_pem)): a client's old account URL and key ID
    /// are unknown to it (`accountDoesNotExist`), and it must register again. The EAB key is
    /// in the config, so it stays valid.
    pub fn restart(&mut self) -> anyhow::Result<()> {
        self.stop();
        let log = self.open_log(&self.log_path())?;
        let child = Command::new(&self.binaries.pebble)
            .arg("-config")
            .arg(self.config_path())
            .arg("-dnsserver")
            .arg(format!("127.0.0.1:{}", self.dns_port))
            // Validate at once, not after a random sleep of 0 to 4 s.
            .env("PEBBLE_VA_NOSLEEP", "1")
            // Reject no good nonce (by default 5% are, to exercise clients' badNonce retry).
            .env("PEBBLE_WFE_NONCEREJECT", "0")
            // Every order gets fresh authorizations (by default half reuse valid ones).
            .env("PEBBLE_AUTHZREUSE", "0")
            .stdin(Stdio::null())
            .stdout(log.try_clone().context("Pebble's log")?)
            .stderr(log)
            .spawn()
            .with_context(|| format!("starting {}", self.binaries.pebble.display()))?;
        self.pebble = Some(child);
        self.wait_until_serving()
    }

    fn start_dns(&mut self) -> anyhow::Result<()> {
        let log = self.open_log(&self.dns_log_path())?;
        let child = Command::new(&self.binaries.challtestsrv)
            // DNS only: the challenges are answered by the server under test.
            .args(["-http01=", "-https01=", "-tlsalpn01=", "-doh="])
            .arg(format!("-dnsserver=127.0.0.1:{}", self.dns_port))
            .arg(format!(
                "-management=127.0.0.1:{}",
                self.dns_management_port
            ))
            .arg("-defaultIPv4=127.0.0.1")
            // No AAAA answer: Pebble's VA dials the first address it resolves, IPv6 first.
            .arg("-defaultIPv6=")
            .stdin(Stdio::null())
            .stdout(log.try_clone().context("pebble-challtestsrv's log")?)
            .stderr(log)
            .spawn()
            .with_context(|| format!("starting {}", self.binaries.challtestsrv.display()))?;
        self.dns = Some(child);
        // Pebble asks its resolver over TCP, so a TCP answer is the one that matters.
        let dns = SocketAddr::from(([127, 0, 0, 1], self.dns_port));
        self.wait_for(Process::Dns, "listen for DNS", |_| {
            TcpStream::connect_timeout(&dns, Duration::from_secs(1)).is_ok()
        })
    }

    fn wait_until_serving(&mut self) -> anyhow::Result<()> {
        self.wait_for(Process::Pebble, "serve its directory and root", |pebble| {
            let directory = pebble.https_get(pebble.acme_port, "/dir");
            matches!(directory, Ok(r) if r.status == 200) && pebble.issuer_roots_pem().is_ok()
        })
    }

    /// Polls `ready` until it says yes, the process exits, or [`START_TIMEOUT`] passes.
    fn wait_for(
        &mut self,
        which: Process,
        what: &str,
        ready: impl Fn(&Pebble) -> bool,
    ) -> anyhow::Result<()> {
        let deadline = Instant::now() + START_TIMEOUT;
        loop {
            self.ensure_running(which)?;
            if ready(self) {
                return Ok(());
            }
            if Instant::now() > deadline {
                bail!(
                    "{} did not {what} within {START_TIMEOUT:?}; logs:\n{}",
                    which.name(),
                    self.logs()
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// An error, with the logs, when the process is not running.
    fn ensure_running(&mut self, which: Process) -> anyhow::Result<()> {
        let child = match which {
            Process::Pebble => &mut self.pebble,
            Process::Dns => &mut self.dns,
        };
        let Some(child) = child else {
            bail!("{} is not running", which.name());
        };
        let status = child
            .try_wait()
            .with_context(|| format!("checking on {}", which.name()))?;
        if let Some(status) = status {
            bail!("{} exited ({status}); logs:\n{}", which.name(), self.logs());
        }
        Ok(())
    }

    /// `GET path` over HTTPS on 127.0.0.1:`port`, trusting the minica root.
    fn https_get(&self, port: u16, path: &str) -> anyhow::Result<HttpResponse> {
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let client = TlsClient::new(&self.server_root_pem()?);
        let mut outcome = client
            .connect(addr, None)
            .with_context(|| format!("connecting to {addr}"))?;
        let response = outcome.get(&addr.to_string(), path);
        response.with_context(|| format!("GET https://{addr}{path}"))
    }

    /// Makes Pebble's renewal information (ARI) for the certificate `cert_pem` (its leaf first)
    /// answer `ari_json`, through the management API's `/set-renewal-info/`.
    pub fn set_renewal_info(&self, cert_pem: &str, ari_json: &str) -> anyhow::Result<()> {
        let body =
            serde_json::json!({ "Certificate": cert_pem, "ARIResponse": ari_json }).to_string();
        let addr = SocketAddr::from(([127, 0, 0, 1], self.management_port));
        let client = TlsClient::new(&self.server_root_pem()?);
        let mut outcome = client
            .connect(addr, None)
            .with_context(|| format!("connecting to {addr}"))?;
        let request = format!(
            "POST /set-renewal-info/ HTTP/1.1\r\nhost: {addr}\r\nuser-agent: tlsfront-testkit\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        );
        let answer = outcome.raw_exchange(request.as_bytes());
        ensure!(
            answer.starts_with("HTTP/1.1 200"),
            "Pebble's /set-renewal-info/ answered: {answer}"
        );
        Ok(())
    }

    fn open_log(&self, path: &Path) -> anyhow::Result<File> {
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("opening {}", path.display()))
    }

    fn config_path(&self) -> PathBuf {
        self.dir.path().join("pebble-config.json")
    }

    fn dns_log_path(&self) -> PathBuf {
        self.dir.path().join("challtestsrv.log")
    }
}

impl Drop for Pebble {
    fn drop(&mut self) {
        kill(&mut self.pebble);
        kill(&mut self.dns);
    }
}

#[derive(Clone, Copy)]
enum Process {
    Pebble,
    Dns,
}

impl Process {
    fn name(self) -> &'static str {
        match self {
            Process::Pebble => "pebble",
            Process::Dns => "pebble-challtestsrv",
        }
    }
}

fn kill(child: &mut Option<Child>) {
    if let Some(mut child) = child.take() {
        let _ = child.kill();
        let _ = child.wait();
    }
}
