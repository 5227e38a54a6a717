//! End to end: `tlsfront-bench h3` against an in-process quinn + h3 server, in every mode.
//! Counts are checked, timings never.

mod support;

use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Command, Stdio};

use serde_json::Value;

fn h3_bench(server: &support::TestServer, flags: &[&str]) -> Value {
    let ca = ca_file(server);
    let output = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"))
        .args([
            "h3",
            "--connect",
            &server.address.to_string(),
            "--sni",
            "h0.bench.test",
        ])
        .arg("--ca")
        .arg(ca.path())
        .args(flags)
        .output()
        .expect("run tlsfront-bench h3");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "tlsfront-bench h3 {flags:?} failed: {stderr}"
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object on stdout")
}

/// The test CA in a file, for `--ca` (verified: the client sees the server it was meant for).
fn ca_file(server: &support::TestServer) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
    file.write_all(server.ca_pem.as_bytes())
        .expect("write the CA");
    file
}

fn count(report: &Value, key: &str) -> u64 {
    report[key]
        .as_u64()
        .unwrap_or_else(|| panic!("{key} in {report}"))
}

#[test]
fn requests_at_several_streams_per_connection() {
    let server = support::h3::start();
    let report = h3_bench(
        &server,
        &[
            "--mode",
            "requests",
            "-c",
            "2",
            "-m",
            "4",
            "--duration",
            "300ms",
        ],
    );
    let ok = count(&report, "ok");
    assert!(ok > 0, "{report}");
    assert_eq!(
        count(&report, "failed") + count(&report, "not_2xx"),
        0,
        "{report}"
    );
    assert_eq!(
        count(&report, "body_bytes"),
        ok * support::PAGE_BYTES as u64
    );
    assert_eq!(count(&report, "handshakes"), 2);
}

#[test]
fn handshakes_are_each_a_new_connection() {
    let server = support::h3::start();
    let report = h3_bench(
        &server,
        &["--mode", "handshakes", "-c", "2", "--duration", "300ms"],
    );
    let handshakes = count(&report, "handshakes");
    assert!(handshakes > 0, "{report}");
    assert_eq!(count(&report, "failed"), 0, "{report}");
    assert_eq!(count(&report, "ok"), handshakes, "one GET per handshake");
}

#[test]
fn a_download_is_read_whole_and_its_size_checked() {
    let server = support::h3::start();
    let size = support::BIG_BYTES.to_string();
    let report = h3_bench(
        &server,
        &[
            "--mode",
            "download",
            "--path",
            "/big",
            "--expect-bytes",
            &size,
        ],
    );
    assert_eq!(count(&report, "body_bytes"), support::BIG_BYTES as u64);
    let ca = ca_file(&server);
    let wrong = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"))
        .args([
            "h3",
            "--connect",
            &server.address.to_string(),
            "--sni",
            "h0.bench.test",
        ])
        .arg("--ca")
        .arg(ca.path())
        .args([
            "--mode",
            "download",
            "--path",
            "/big",
            "--expect-bytes",
            "1",
        ])
        .output()
        .expect("run tlsfront-bench h3");
    assert!(
        !wrong.status.success(),
        "a download of the wrong size fails the run"
    );
}

#[test]
fn idle_connections_are_held_until_stdin_closes() {
    let server = support::h3::start();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"))
        .args([
            "h3",
            "--connect",
            &server.address.to_string(),
            "--sni",
            "h0.bench.test",
        ])
        .args(["--mode", "idle", "-c", "20", "--open-concurrency", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run tlsfront-bench h3");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the open line");
    let report: Value = serde_json::from_str(&line).expect("JSON");
    assert_eq!(count(&report, "open"), 20, "{report}");
    assert_eq!(count(&report, "failed"), 0, "{report}");
    let mut stdin = child.stdin.take().expect("stdin");
    let _ = stdin.flush();
    drop(stdin);
    assert!(child.wait().expect("exit").success());
}
