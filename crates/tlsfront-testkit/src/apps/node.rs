//! The Node.js application (`apps/node/app.js`): node:http alone, HTTP/1.1 on a port or a Unix
//! socket.

use std::ffi::OsStr;
use std::process::Command;
use std::time::Duration;

use tempfile::TempDir;

use super::process::AppProcess;

/// How long the app may take to say it listens.
const STARTUP: Duration = Duration::from_secs(30);

/// A running Node.js application, stopped on drop.
pub struct NodeApp {
    process: AppProcess,
    url: String,
    /// The Unix socket's directory, removed after the process has stopped (fields drop in
    /// order).
    _dir: Option<TempDir>,
}

impl NodeApp {
    /// Starts it on a free loopback port.
    pub fn start() -> NodeApp {
        let process = spawn("127.0.0.1:0");
        let addr = process
            .announced("listening on ", STARTUP)
            .unwrap_or_else(|err| panic!("{err:#}"));
        NodeApp {
            process,
            url: format!("http://{addr}"),
            _dir: None,
        }
    }

    /// Starts it on a Unix socket in a directory of its own.
    pub fn start_on_unix_socket() -> NodeApp {
        let dir = super::private_dir();
        let path = dir.path().join("node.sock");
        let process = spawn(&path);
        process
            .wait_for_line("listening on ", STARTUP)
            .unwrap_or_else(|err| panic!("{err:#}"));
        NodeApp {
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

/// Runs the app listening on `listen` (`HOST:PORT` or a socket's path).
fn spawn(listen: impl AsRef<OsStr>) -> AppProcess {
    crate::require_tool("node");
    let script = super::sources().join("node").join("app.js");
    AppProcess::spawn(
        "the Node.js app",
        Command::new("node").arg(script).arg(listen),
    )
    .unwrap_or_else(|err| panic!("{err:#}"))
}
