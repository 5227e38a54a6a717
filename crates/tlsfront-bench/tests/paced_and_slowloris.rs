//! End to end, the modes the isolation benchmark adds: a paced victim (`--rate`) and a
//! slowloris, against the in-process rustls server. Counts are checked, timings never.

mod support;

use std::process::Command;

use serde_json::Value;

fn bench(server: &support::TestServer, flags: &[&str]) -> Value {
    let output = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"))
        .arg("--connect")
        .arg(server.address.to_string())
        .arg("--json")
        .args(flags)
        .output()
        .expect("run tlsfront-bench");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "tlsfront-bench {flags:?} failed: {stderr}"
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object on stdout")
}

fn count(report: &Value, pointer: &str) -> u64 {
    report
        .pointer(pointer)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{pointer} in {report}"))
}

#[test]
fn a_paced_handshake_run_makes_every_scheduled_start() {
    let server = support::start();
    let report = bench(
        &server,
        &[
            "--mode",
            "handshake",
            "--rate",
            "50",
            "-d",
            "1s",
            "--warmup",
            "200ms",
            "--host",
            "b.bench.test",
        ],
    );
    // 50 a second for one second: the schedule, not the server's speed, sets the count.
    assert_eq!(count(&report, "/paced/starts"), 50, "{report}");
    assert_eq!(count(&report, "/paced/unfinished"), 0, "{report}");
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    assert_eq!(count(&report, "/requests_ok"), 50, "{report}");
    assert_eq!(
        count(&report, "/handshakes/total"),
        50,
        "one connection each"
    );
    assert_eq!(count(&report, "/latency_us/request/count"), 50);
    assert_eq!(count(&report, "/paced/start_lag/count"), 50);
    assert_eq!(
        report.pointer("/config/rate").and_then(Value::as_f64),
        Some(50.0)
    );
}

#[test]
fn a_paced_keepalive_run_reuses_its_connections() {
    let server = support::start();
    let report = bench(
        &server,
        &[
            "--mode",
            "keepalive",
            "--rate",
            "40",
            "-c",
            "3",
            "-d",
            "1s",
            "--host",
            "b.bench.test",
        ],
    );
    assert_eq!(count(&report, "/paced/starts"), 40, "{report}");
    assert_eq!(count(&report, "/requests_ok"), 40, "{report}");
    // No more connections than starts in flight at once (-c).
    assert!(count(&report, "/handshakes/total") <= 3, "{report}");
    assert!(
        count(&report, "/negotiated/alpn/http~11.1") <= 3,
        "{report}"
    );
}

#[test]
fn failed_paced_starts_are_counted_not_lost() {
    let server = support::start();
    let report = bench(
        &server,
        &["--rate", "20", "-d", "500ms", "--host", "unknown.example"],
    );
    assert_eq!(count(&report, "/paced/starts"), 10, "{report}");
    assert_eq!(count(&report, "/errors/total"), 10, "{report}");
    assert_eq!(count(&report, "/requests"), 0, "{report}");
}

#[test]
fn a_slowloris_holds_unfinished_hellos() {
    let server = support::start();
    let report = bench(
        &server,
        &[
            "--mode",
            "slowloris",
            "-c",
            "20",
            "-d",
            "1s",
            "--warmup",
            "1s",
            "--host",
            "a.bench.test",
        ],
    );
    assert_eq!(report["mode"], "slowloris");
    assert_eq!(count(&report, "/slowloris/connections"), 20);
    assert_eq!(count(&report, "/slowloris/hello_bytes"), 64);
    assert!(count(&report, "/slowloris/hello_length") > 64, "{report}");
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    // The test server waits for the rest of each hello for ever: nothing is closed, and no
    // handshake or request ever completes.
    assert_eq!(count(&report, "/slowloris/closed_by_server"), 0, "{report}");
    assert!(count(&report, "/slowloris/held_max") <= 20, "{report}");
    assert!(count(&report, "/slowloris/held_max") >= 1, "{report}");
    assert_eq!(count(&report, "/handshakes/total"), 0);
    assert_eq!(count(&report, "/requests"), 0);
}
