//! The command-line clients tests talk to the server with: `openssl s_client` and `curl`.

use std::net::SocketAddr;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a command printed, both streams together, and whether it succeeded.
#[derive(Debug, Clone)]
pub struct ToolOutput {
    pub success: bool,
    pub text: String,
}

impl ToolOutput {
    pub fn contains(&self, needle: &str) -> bool {
        self.text.contains(needle)
    }
}

fn run(command: &mut Command) -> ToolOutput {
    let output = command
        .stdin(Stdio::null())
        .output()
        .expect("running a client tool");
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    ToolOutput {
        success: output.status.success(),
        text,
    }
}

/// `openssl s_client -connect ADDR -brief` with extra arguments, for one handshake.
pub fn s_client(addr: SocketAddr, args: &[&str]) -> ToolOutput {
    crate::require_tool("openssl");
    run(Command::new("timeout")
        .args(["10", "openssl", "s_client", "-connect", &addr.to_string()])
        .args(args))
}

/// `openssl s_client` sending one HTTP/1.1 request for `host` (ALPN `http/1.1`) with extra
/// arguments (`-cert`, `-sess_out`…), and reading the answer to its end.
pub fn s_client_request(addr: SocketAddr, host: &str, args: &[&str]) -> ToolOutput {
    use std::io::Write;
    crate::require_tool("openssl");
    let mut child = Command::new("timeout")
        .args(["20", "openssl", "s_client", "-connect", &addr.to_string()])
        .args(["-servername", host, "-ign_eof", "-alpn", "http/1.1"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running openssl s_client");
    let request = format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    if let Some(mut stdin) = child.stdin.take() {
        // The server may have closed already (a refused client): a failed write is fine.
        let _ = stdin.write_all(request.as_bytes());
    }
    let output = child.wait_with_output().expect("openssl s_client's output");
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    ToolOutput {
        success: output.status.success(),
        text,
    }
}

/// `curl` against the server with `--resolve HOST:PORT:127.0.0.1`, trusting the CA. Returns
/// what `-w` and `-o` arguments make it print.
pub fn curl(addr: SocketAddr, host: &str, ca: &Path, args: &[&str]) -> ToolOutput {
    crate::require_tool("curl");
    run(Command::new("curl")
        .args(["--silent", "--show-error", "--max-time", "20"])
        .args([
            "--resolve",
            &format!("{host}:{}:{}", addr.port(), addr.ip()),
        ])
        .arg("--cacert")
        .arg(ca)
        .args(args))
}

/// `https://HOST:PORT` for a server at `addr`.
pub fn origin(addr: SocketAddr, host: &str) -> String {
    format!("https://{host}:{}", addr.port())
}
