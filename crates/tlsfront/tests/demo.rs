//! The README's first command: `tlsfront demo` generates its hosts, serves them, and every
//! `curl` command it prints works as printed.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use tlsfront_testkit::{free_port, require_tool};

/// Kills the demo server when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn every_printed_curl_command_succeeds() {
    require_tool("curl");
    let dir = tempfile::tempdir().unwrap();
    let listen = format!("127.0.0.1:{}", free_port());
    let admin = format!("127.0.0.1:{}", free_port());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["demo", "--listen", &listen, "--admin", &admin, "--dir"])
        .arg(dir.path().join("demo"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let _running = Running(child);

    let (lines, received) = mpsc::channel::<String>();
    let stderr_lines = lines.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = stderr_lines.send(line);
        }
    });

    // The commands come on stdout before the server starts, its "serving" on stderr: each
    // pipe has its reader, so on a busy machine either can come first. Both are waited for.
    let mut commands = Vec::new();
    let mut seen = Vec::new();
    let (mut listed, mut serving) = (false, false);
    loop {
        let line = received
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("the demo never said it was serving:\n{}", seen.join("\n")));
        seen.push(line.clone());
        if let Some(command) = line.trim_start().strip_prefix("curl ") {
            let command = command.split('#').next().unwrap_or_default().trim();
            commands.push(command.to_owned());
        }
        listed |= line.starts_with("Starting the server on");
        serving |= line.contains("tlsfront is serving");
        if listed && serving {
            break;
        }
    }
    assert!(commands.len() >= 4, "{}", seen.join("\n"));
    for command in &commands {
        let output = Command::new("curl")
            .args(["--silent", "--show-error", "--fail", "--max-time", "20"])
            .args(command.split_whitespace())
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "curl {command}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let body = String::from_utf8_lossy(&output.stdout);
        assert!(
            body.contains("Hello from") || body.contains("tlsfront_handshakes_total"),
            "curl {command}: {body}"
        );
    }
}
