//! The ASGI application (`apps/python/app.py`) under uvicorn, HTTP/1.1 (h11) on a port or a
//! Unix socket (`--uds`), run as a Python
//! service is run behind a proxy: `uvicorn --proxy-headers --forwarded-allow-ips '*'`, so that
//! uvicorn itself derives the client and the scheme from `X-Forwarded-For` and
//! `X-Forwarded-Proto`.
//!
//! uvicorn comes from PyPI at the versions `apps/python/requirements.txt` pins, in the venv
//! `scripts/install-deps test` makes: `$TLSFRONT_TEST_VENV`, else
//! `~/.cache/tlsfront-test/venv`. That script leaves a copy of the requirements in the venv;
//! a venv made from other pins is refused, so a changed pin cannot go unnoticed.

use std::ffi::OsStr;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::Context;
use tempfile::TempDir;

use super::process::AppProcess;

/// The pins the venv must have been made from.
const REQUIREMENTS: &str = include_str!("../../apps/python/requirements.txt");

/// A running uvicorn, stopped on drop.
pub struct UvicornApp {
    process: AppProcess,
    url: String,
    /// The Unix socket's directory, removed after the process has stopped (fields drop in
    /// order).
    _dir: Option<TempDir>,
}

impl UvicornApp {
    /// Starts uvicorn on a free loopback port.
    pub fn start() -> UvicornApp {
        let uvicorn = uvicorn().unwrap_or_else(|err| panic!("{err:#}"));
        // uvicorn cannot say which port it got from port 0, so it is given a free one; another
        // process may take that port first, hence a few tries.
        let mut last_error = None;
        for _ in 0..3 {
            let addr = SocketAddr::from(([127, 0, 0, 1], crate::free_port()));
            let port = addr.port().to_string();
            match start_on(&uvicorn, &["--host", "127.0.0.1", "--port", &port]) {
                Ok(process) => {
                    return UvicornApp {
                        process,
                        url: format!("http://{addr}"),
                        _dir: None,
                    }
                }
                Err(err) => last_error = Some(err),
            }
        }
        panic!("{:#}", last_error.expect("three tries"));
    }

    /// Starts uvicorn on a Unix socket in a directory of its own (`--uds`).
    pub fn start_on_unix_socket() -> UvicornApp {
        let uvicorn = uvicorn().unwrap_or_else(|err| panic!("{err:#}"));
        let dir = super::private_dir();
        let path = dir.path().join("uvicorn.sock");
        let process = start_on(&uvicorn, &["--uds".as_ref(), path.as_os_str()])
            .unwrap_or_else(|err| panic!("{err:#}"));
        UvicornApp {
            process,
            url: super::unix_url(&path),
            _dir: Some(dir),
        }
    }

    /// `http://127.0.0.1:PORT`, or `unix:PATH`.
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// What it printed.
    pub fn output(&self) -> String {
        self.process.output()
    }
}

/// Starts uvicorn listening where `listen` says (`--host`/`--port` or `--uds`).
fn start_on(uvicorn: &Path, listen: &[impl AsRef<OsStr>]) -> anyhow::Result<AppProcess> {
    let process = AppProcess::spawn(
        "uvicorn",
        Command::new(uvicorn)
            .arg("--app-dir")
            .arg(super::sources().join("python"))
            .args(listen)
            .args(["--http", "h11"])
            .args(["--proxy-headers", "--forwarded-allow-ips", "*"])
            .args(["--lifespan", "off", "--no-access-log", "app:app"])
            .env("PYTHONDONTWRITEBYTECODE", "1"),
    )?;
    process.wait_for_line("Uvicorn running on", Duration::from_secs(30))?;
    Ok(process)
}

/// The venv's uvicorn, checked to be the pinned one.
fn uvicorn() -> anyhow::Result<PathBuf> {
    let venv = std::env::var_os("TLSFRONT_TEST_VENV")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .map(|home| PathBuf::from(home).join(".cache/tlsfront-test/venv"))
        })
        .context("neither TLSFRONT_TEST_VENV nor HOME is set")?;
    let program = venv.join("bin").join("uvicorn");
    let made_from = std::fs::read_to_string(venv.join("requirements.txt")).unwrap_or_default();
    anyhow::ensure!(
        program.is_file() && made_from == REQUIREMENTS,
        "{}",
        super::missing(&format!(
            "uvicorn at the pinned version is not installed in {}",
            venv.display()
        ))
    );
    Ok(program)
}
