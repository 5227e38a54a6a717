//! The Go application (`apps/go/main.go`): net/http alone, HTTP/1.1 and h2c on one port.
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

use super::process::AppProcess;

/// A running Go application, stopped on drop.
pub struct GoApp {
    process: AppProcess,
    addr: SocketAddr,
}

impl GoApp {
    /// Builds the program when its build is not cached, and starts it on a free loopback port.
    pub fn start() -> GoApp {
        let binary = binary().unwrap_or_else(|err| panic!("{err}"));
        let process = AppProcess::spawn(
            "the Go app",
            Command::new(binary).arg("-listen=127.0.0.1:0"),
        )
        .unwrap_or_else(|err| panic!("{err:#}"));
        let addr = process
            .listening_address(Duration::from_secs(30))
            .unwrap_or_else(|err| panic!("{err:#}"));
        GoApp { process, addr }
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

    /// What it printed (net/http logs protocol errors here).
    pub fn output(&self) -> String {
        self.process.output()
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
