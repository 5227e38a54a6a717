//! The Node.js application (`apps/node/app.js`): node:http alone, HTTP/1.1.

use std::net::SocketAddr;
use std::process::Command;
use std::time::Duration;

use super::process::AppProcess;

/// A running Node.js application, stopped on drop.
pub struct NodeApp {
    process: AppProcess,
    addr: SocketAddr,
}

impl NodeApp {
    /// Starts it on a free loopback port.
    pub fn start() -> NodeApp {
        crate::require_tool("node");
        let script = super::sources().join("node").join("app.js");
        let process = AppProcess::spawn(
            "the Node.js app",
            Command::new("node").arg(script).arg("127.0.0.1:0"),
        )
        .unwrap_or_else(|err| panic!("{err:#}"));
        let addr = process
            .listening_address(Duration::from_secs(30))
            .unwrap_or_else(|err| panic!("{err:#}"));
        NodeApp { process, addr }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// What it printed.
    pub fn output(&self) -> String {
        self.process.output()
    }
}
