//! The Go application (`apps/go/main.go`): net/http alone, HTTP/1.1 and h2c on one port; with
//! [`GoOptions`], TLS on two more ports (h2 and http/1.1 by ALPN; http/1.1 alone) and HTTP/1.1
//! and h2c on a Unix socket.
//!
//! It is built once per source and Go version, into `tlsfront-test-apps/go-<digest>/app` under
//! the target directory, and reused by later runs; a build goes to a temporary name and is
//! renamed into place, so test binaries running at once never see half a program.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use anyhow::{bail, Context};
use tempfile::TempDir;
use tlsfront_store::generate::GeneratedPair;

use super::process::AppProcess;

/// How long the app may take to say it listens.
const STARTUP: Duration = Duration::from_secs(30);

/// What the Go app listens on besides its TCP port.
#[derive(Default)]
pub struct GoOptions {
    tls: Option<GeneratedPair>,
    unix_socket: bool,
}

impl GoOptions {
    /// TLS with this certificate and key, on a port offering h2 and http/1.1 by ALPN
    /// ([`GoApp::tls_url`]) and one offering http/1.1 alone ([`GoApp::tls_http1_url`]).
    pub fn tls(mut self, pair: GeneratedPair) -> Self {
        self.tls = Some(pair);
        self
    }

    /// HTTP/1.1 and h2c on a Unix socket ([`GoApp::unix_url`]).
    pub fn unix_socket(mut self) -> Self {
        self.unix_socket = true;
        self
    }
}

/// A running Go application, stopped on drop.
pub struct GoApp {
    process: AppProcess,
    addr: SocketAddr,
    /// The port offering h2 and http/1.1, and the one offering http/1.1 alone.
    tls: Option<(SocketAddr, SocketAddr)>,
    unix_socket: Option<PathBuf>,
    /// The certificate, key and socket; removed after the process has stopped (fields drop in
    /// order).
    _dir: TempDir,
}

impl GoApp {
    /// Builds the program when its build is not cached, and starts it on a free loopback port.
    pub fn start() -> GoApp {
        GoApp::start_with(GoOptions::default())
    }

    /// As [`GoApp::start`], with the listeners `options` asks for, each on a free loopback
    /// port or in a directory of its own.
    pub fn start_with(options: GoOptions) -> GoApp {
        let binary = binary().unwrap_or_else(|err| panic!("{err}"));
        let dir = super::private_dir();
        let mut command = Command::new(binary);
        command.arg("-listen=127.0.0.1:0");
        if let Some(pair) = &options.tls {
            let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
            std::fs::write(&cert, &pair.cert_pem).expect("writing the Go app's certificate");
            std::fs::write(&key, &pair.key_pem).expect("writing the Go app's key");
            command
                .arg(format!("-tls-cert={}", cert.display()))
                .arg(format!("-tls-key={}", key.display()));
        }
        let unix_socket = options.unix_socket.then(|| dir.path().join("go.sock"));
        if let Some(path) = &unix_socket {
            command.arg(format!("-unix={}", path.display()));
        }
        let process =
            AppProcess::spawn("the Go app", &mut command).unwrap_or_else(|err| panic!("{err:#}"));
        let announced = |label: &str| {
            process
                .announced(label, STARTUP)
                .unwrap_or_else(|err| panic!("{err:#}"))
        };
        let addr = announced("listening on ");
        let tls = options.tls.is_some().then(|| {
            (
                announced("tls listening on "),
                announced("tls-http1 listening on "),
            )
        });
        if unix_socket.is_some() {
            process
                .wait_for_line("unix listening on ", STARTUP)
                .unwrap_or_else(|err| panic!("{err:#}"));
        }
        GoApp {
            process,
            addr,
            tls,
            unix_socket,
            _dir: dir,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// `h2c://127.0.0.1:PORT`.
    pub fn h2c_url(&self) -> String {
        format!("h2c://{}", self.addr)
    }

    /// `https://HOST:PORT` for the TLS port offering h2 and http/1.1; `host` is what the
    /// certificate must cover (`localhost`, or `127.0.0.1` in its IP addresses).
    pub fn tls_url(&self, host: &str) -> String {
        format!("https://{host}:{}", self.tls_ports().0.port())
    }

    /// `https://HOST:PORT` for the TLS port offering http/1.1 alone.
    pub fn tls_http1_url(&self, host: &str) -> String {
        format!("https://{host}:{}", self.tls_ports().1.port())
    }

    /// `unix:PATH` of its Unix socket.
    pub fn unix_url(&self) -> String {
        let path = self
            .unix_socket
            .as_deref()
            .expect("the Go app was started without GoOptions::unix_socket");
        super::unix_url(path)
    }

    /// What it printed (net/http logs protocol errors here).
    pub fn output(&self) -> String {
        self.process.output()
    }

    fn tls_ports(&self) -> (SocketAddr, SocketAddr) {
        self.tls
            .expect("the Go app was started without GoOptions::tls")
    }
}

/// The built program; built at most once per test process.
fn binary() -> Result<&'static Path, &'static str> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| build().map_err(|err| format!("{err:#}")))
        .as_ref()
        .map(PathBuf::as_path)
        .map_err(String::as_str)
}

fn build() -> anyhow::Result<PathBuf> {
    crate::require_tool("go");
    let source = super::sources().join("go");
    let version = go(&["env", "GOVERSION"], &source)?;
    let mut digest = aws_lc_rs::digest::Context::new(&aws_lc_rs::digest::SHA256);
    digest.update(version.as_bytes());
    for file in ["go.mod", "main.go"] {
        let text = std::fs::read(source.join(file))
            .with_context(|| format!("reading {}", source.join(file).display()))?;
        digest.update(&text);
    }
    let key: String = digest.finish().as_ref()[..8]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let dir = super::cache_dir().join(format!("go-{key}"));
    let program = dir.join("app");
    if program.is_file() {
        return Ok(program);
    }
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let partial = dir.join(format!("app.{}.partial", std::process::id()));
    let output = partial
        .to_str()
        .context("the cache directory's path is not UTF-8")?;
    go(&["build", "-trimpath", "-o", output, "."], &source)?;
    std::fs::rename(&partial, &program).context("moving the Go build into place")?;
    Ok(program)
}

/// Runs `go ARGS` in `dir` with the installed toolchain only (never one downloaded for a
/// go.mod), and returns what it printed.
fn go(args: &[&str], dir: &Path) -> anyhow::Result<String> {
    let output = Command::new("go")
        .args(args)
        .current_dir(dir)
        .env("GOTOOLCHAIN", "local")
        .env("CGO_ENABLED", "0")
        .output()
        .context("running go")?;
    if !output.status.success() {
        bail!(
            "go {} failed (the Go app needs Go 1.24 or later; {}):\n{}{}",
            args.join(" "),
            super::missing("is it installed?"),
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_owned())
}
