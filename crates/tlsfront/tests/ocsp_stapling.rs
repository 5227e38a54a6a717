//! OCSP stapling against real responders: `openssl ocsp` (good, revoked, unknown, short-lived),
//! a listener that never answers (slow) and a port where nothing listens (unreachable); what
//! the server staples is read with `openssl s_client -status`. A fleet of two on one Redis:
//! one fetches, both staple.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::time::{Duration, Instant};

use serve::support::server;
use tlsfront_testkit::ocsp::{
    issue_with_responder, responder_port, unreachable_url, OcspStatus, OpenSslResponder,
    SilentResponder,
};
use tlsfront_testkit::tools::s_client;
use tlsfront_testkit::{Fixtures, RedisServer, Tlsfront, TlsfrontBuilder};

/// Generous: a fetch happens within a second of a host being cached, but a busy machine may
/// take much longer.
const WITHIN: Duration = Duration::from_secs(60);

/// The server's fetcher looks every second, and gives a responder two.
const FAST: [&str; 4] = ["--ocsp-check-every", "1s", "--ocsp-fetch-timeout", "2s"];

/// What one handshake brought of a staple.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// A successful OCSP response saying good.
    Stapled,
    /// A handshake without a staple.
    NotStapled,
    /// No handshake.
    Refused,
}

fn seen(server: &Tlsfront, host: &str, fixtures: &Fixtures) -> Seen {
    let ca = fixtures.ca_path().display().to_string();
    let out = s_client(
        server.addr,
        &["-servername", host, "-status", "-CAfile", &ca],
    );
    if out.contains("OCSP Response Status: successful") && out.contains("Cert Status: good") {
        Seen::Stapled
    } else if out.contains("OCSP response: no response sent")
        && out.contains("Verify return code: 0")
    {
        Seen::NotStapled
    } else {
        Seen::Refused
    }
}

fn until_seen(server: &Tlsfront, host: &str, fixtures: &Fixtures, wanted: Seen) {
    until_seen_within(server, host, fixtures, wanted, WITHIN);
}

fn until_seen_within(
    server: &Tlsfront,
    host: &str,
    fixtures: &Fixtures,
    wanted: Seen,
    within: Duration,
) {
    let started = Instant::now();
    loop {
        let now = seen(server, host, fixtures);
        if now == wanted {
            return;
        }
        assert!(
            started.elapsed() < within,
            "{host}: still {now:?}, not {wanted:?}\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

fn until_metric_at_least(server: &Tlsfront, series: &str, at_least: f64) {
    let started = Instant::now();
    while server.metric(series) < at_least {
        assert!(
            started.elapsed() < WITHIN,
            "{series} stayed below {at_least}\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `tlsfront certs SUBCOMMAND --certs dir:...`: exit status and both streams.
fn certs(fixtures: &Fixtures, args: &[&str]) -> (bool, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("certs")
        .args(args)
        .args([
            "--certs",
            &format!("dir:{}", fixtures.certs_dir().display()),
        ])
        .output()
        .unwrap();
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    (output.status.success(), text)
}

fn status_json(server: &Tlsfront) -> serde_json::Value {
    let (code, body) = server.admin_get("/status.json").unwrap();
    assert_eq!(code, 200);
    serde_json::from_str(&body).unwrap()
}

fn fetches(outcome: &str) -> String {
    format!("tlsfront_ocsp_fetches_total{{outcome=\"{outcome}\"}}")
}

#[test]
fn a_good_response_is_fetched_stored_beside_the_certificate_and_stapled() {
    let fixtures = Fixtures::new();
    let (port, url) = responder_port();
    let pair = issue_with_responder(&fixtures.ca, &["good.test"], &url, false);
    fixtures.write_dir("good.test", "", &pair);
    let _responder = OpenSslResponder::start(port, &fixtures.ca, &[(&pair, OcspStatus::Good)], 60);
    let server = server(&fixtures, &FAST);
    // The first handshake caches the host; the fetcher then finds it due.
    until_seen(&server, "good.test", &fixtures, Seen::Stapled);
    assert!(fixtures.certs_dir().join("good.test.ocsp").exists());
    assert!(server.metric(&fetches("stored")) >= 1.0);

    let stapling = &status_json(&server)["stapling"];
    assert_eq!(stapling["pairs"], 1, "{stapling}");
    assert_eq!(stapling["stapled"], 1, "{stapling}");
    let row = &stapling["entries"][0];
    assert_eq!(row["name"], "good.test");
    assert!(row["age_seconds"].as_i64().unwrap() >= 0);
    assert!(row["next_refresh"].is_string() && row["next_update"].is_string());

    let (ok, listed) = certs(&fixtures, &["ls"]);
    assert!(ok, "{listed}");
    assert!(listed.contains("ocsp: stapled, "), "{listed}");
    assert!(listed.contains("old, refresh in "), "{listed}");
    let (ok, checked) = certs(&fixtures, &["check"]);
    assert!(ok, "{checked}");
    assert!(!checked.contains("no valid OCSP staple"), "{checked}");
}

#[test]
fn revoked_and_unknown_are_never_stapled_and_a_must_staple_host_without_one_is_refused() {
    let fixtures = Fixtures::new();
    let (port, url) = responder_port();
    let revoked = issue_with_responder(&fixtures.ca, &["revoked.test"], &url, false);
    let unknown = issue_with_responder(&fixtures.ca, &["unknown.test"], &url, false);
    let must = issue_with_responder(&fixtures.ca, &["must.test"], &url, true);
    fixtures.write_dir("revoked.test", "", &revoked);
    fixtures.write_dir("unknown.test", "", &unknown);
    fixtures.write_dir("must.test", "", &must);
    let statuses = [
        (&revoked, OcspStatus::Revoked),
        (&unknown, OcspStatus::Unknown),
        (&must, OcspStatus::Revoked),
    ];
    let _responder = OpenSslResponder::start(port, &fixtures.ca, &statuses, 60);
    let server = server(&fixtures, &FAST);
    assert_eq!(seen(&server, "revoked.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "unknown.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "must.test", &fixtures), Seen::Refused);
    until_metric_at_least(&server, &fetches("revoked"), 2.0);
    until_metric_at_least(&server, &fetches("invalid"), 1.0);
    assert_eq!(seen(&server, "revoked.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "unknown.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "must.test", &fixtures), Seen::Refused);
    assert!(server.metric("tlsfront_ocsp_must_staple_refused_total") >= 2.0);
    for host in ["revoked.test", "unknown.test", "must.test"] {
        assert!(!fixtures.certs_dir().join(format!("{host}.ocsp")).exists());
    }

    let stapling = &status_json(&server)["stapling"];
    assert_eq!(stapling["pairs"], 3, "{stapling}");
    assert_eq!(stapling["lacking"], 3, "{stapling}");
    assert_eq!(stapling["must_staple_lacking"], 1, "{stapling}");
    assert_eq!(
        stapling["entries"][0]["name"], "must.test",
        "Must-Staple first"
    );

    // `certs check`: the Must-Staple host is an error, the others a note.
    let (ok, checked) = certs(&fixtures, &["check"]);
    assert!(!ok, "{checked}");
    assert!(
        checked.contains("must.test: must.test.crt: Must-Staple, and no valid OCSP staple"),
        "{checked}"
    );
    assert!(
        checked.contains("revoked.test: note: revoked.test.crt: no valid OCSP staple"),
        "{checked}"
    );
    assert!(checked.contains("2 ok, 1 bad"), "{checked}");
    let (_, listed) = certs(&fixtures, &["ls"]);
    assert!(listed.contains("ocsp: must-staple, no staple"), "{listed}");
}

#[test]
fn a_must_staple_host_is_served_once_its_staple_is_fetched() {
    let fixtures = Fixtures::new();
    let (port, url) = responder_port();
    let must = issue_with_responder(&fixtures.ca, &["must.test"], &url, true);
    fixtures.write_dir("must.test", "", &must);
    let _responder = OpenSslResponder::start(port, &fixtures.ca, &[(&must, OcspStatus::Good)], 60);
    let server = server(&fixtures, &FAST);
    until_seen(&server, "must.test", &fixtures, Seen::Stapled);
}

#[test]
fn unreachable_and_slow_responders_are_retried_and_the_host_is_served_without_a_staple() {
    let fixtures = Fixtures::new();
    let silent = SilentResponder::start();
    let unreachable = issue_with_responder(&fixtures.ca, &["down.test"], &unreachable_url(), false);
    let slow = issue_with_responder(&fixtures.ca, &["slow.test"], &silent.url(), false);
    fixtures.write_dir("down.test", "", &unreachable);
    fixtures.write_dir("slow.test", "", &slow);
    let server = server(&fixtures, &FAST);
    assert_eq!(seen(&server, "down.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "slow.test", &fixtures), Seen::NotStapled);
    until_metric_at_least(&server, &fetches("unreachable"), 1.0);
    until_metric_at_least(&server, &fetches("timeout"), 1.0);
    // Handshakes never wait for the responder: served, without a staple, meanwhile.
    assert_eq!(seen(&server, "slow.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&server, "down.test", &fixtures), Seen::NotStapled);
}

#[test]
fn a_staple_past_its_next_update_is_never_sent() {
    let fixtures = Fixtures::new();
    let (port, url) = responder_port();
    let pair = issue_with_responder(&fixtures.ca, &["short.test"], &url, false);
    let must = issue_with_responder(&fixtures.ca, &["short-must.test"], &url, true);
    fixtures.write_dir("short.test", "", &pair);
    fixtures.write_dir("short-must.test", "", &must);
    let statuses = [(&pair, OcspStatus::Good), (&must, OcspStatus::Good)];
    // Responses valid for one minute.
    let mut responder = OpenSslResponder::start(port, &fixtures.ca, &statuses, 1);
    let server = server(&fixtures, &FAST);
    until_seen(&server, "short.test", &fixtures, Seen::Stapled);
    until_seen(&server, "short-must.test", &fixtures, Seen::Stapled);
    // The responder goes away; the staples run out within a minute (plus the skew openssl
    // puts in thisUpdate), and are then never sent.
    responder.stop();
    // A minute of validity, and a generous margin for a busy machine.
    let within = Duration::from_secs(60) + WITHIN;
    until_seen_within(&server, "short.test", &fixtures, Seen::NotStapled, within);
    until_seen_within(&server, "short-must.test", &fixtures, Seen::Refused, within);
}

#[test]
fn in_a_fleet_of_two_one_fetches_and_both_staple() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    let (port, url) = responder_port();
    let pair = issue_with_responder(&fixtures.ca, &["fleet.test"], &url, false);
    fixtures.write_redis(&redis, "fleet.test", "", &pair);
    let _responder = OpenSslResponder::start(port, &fixtures.ca, &[(&pair, OcspStatus::Good)], 60);
    let start = || {
        TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
            .args(["--certs", &redis.url()])
            .arg("--sites")
            .arg(fixtures.sites_dir().display().to_string())
            .args(FAST)
            .spawn()
    };
    let (one, two) = (start(), start());
    // Both cache the host at about the same time, so both find it due.
    assert_eq!(seen(&one, "fleet.test", &fixtures), Seen::NotStapled);
    assert_eq!(seen(&two, "fleet.test", &fixtures), Seen::NotStapled);
    until_seen(&one, "fleet.test", &fixtures, Seen::Stapled);
    until_seen(&two, "fleet.test", &fixtures, Seen::Stapled);
    let stored = one.metric(&fetches("stored")) + two.metric(&fetches("stored"));
    assert_eq!(
        stored,
        1.0,
        "one instance fetched\n{}\n{}",
        one.logs(),
        two.logs()
    );
}
