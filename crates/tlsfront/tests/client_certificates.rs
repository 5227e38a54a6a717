//! Client certificates per host (`client_auth` in the site entry; docs/src/client-certificates.md),
//! with real clients against the real binary: curl and `openssl s_client` with a valid,
//! expired, revoked (by the entry's CRL), foreign and missing certificate, over TLS 1.3 and
//! 1.2; the Go application reading `Client-Cert`; a session that resumes only under the
//! policy it was made under; headless Chromium without a certificate.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::path::{Path, PathBuf};

use std::time::{Duration, Instant};

use serve::support::server;
use tlsfront_store::generate::{GeneratedClient, GeneratedKey, TestCa, Validity};
use tlsfront_testkit::apps::{GoApp, Report};
use tlsfront_testkit::browser::{self, Page};
use tlsfront_testkit::tools::{
    curl, origin, s_client_request as s_client_request_with, ToolOutput,
};
use tlsfront_testkit::{Fixtures, Tlsfront};

/// The clients of one test: certificates written where curl and openssl read them.
struct Clients {
    ca: TestCa,
    good: (PathBuf, PathBuf),
    good_serial: u64,
    dir: PathBuf,
}

impl Clients {
    fn new(fixtures: &Fixtures) -> Clients {
        let ca = TestCa::generate("tenant client CA").unwrap();
        let dir = fixtures.root().join("clients");
        std::fs::create_dir_all(&dir).unwrap();
        let good = ca
            .issue_client("device-1", Validity::days_from_now(30))
            .unwrap();
        Clients {
            good_serial: good.serial,
            good: write_client(&dir, "good", &good),
            ca,
            dir,
        }
    }

    /// The policy's keys for a site entry, revoking `revoked`.
    fn policy(&self, mode: &str, revoked: &[u64]) -> String {
        format!(
            "client_auth = \"{mode}\"\nclient_ca = \"\"\"\n{}\"\"\"\nclient_crl = \"\"\"\n{}\"\"\"\n",
            self.ca.cert_pem(),
            self.ca.revocation_list(revoked).unwrap()
        )
    }
}

fn write_client(dir: &Path, name: &str, client: &GeneratedClient) -> (PathBuf, PathBuf) {
    let cert = dir.join(format!("{name}.crt"));
    let key = dir.join(format!("{name}.key"));
    std::fs::write(&cert, &client.cert_pem).unwrap();
    std::fs::write(&key, &client.key_pem).unwrap();
    (cert, key)
}

/// curl for `host`'s `/` with this client certificate (or none), and extra arguments.
fn fetch(
    server: &Tlsfront,
    fixtures: &Fixtures,
    host: &str,
    cert: Option<&(PathBuf, PathBuf)>,
    args: &[&str],
) -> ToolOutput {
    let url = format!("{}/", origin(server.addr, host));
    let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    if let Some((cert, key)) = cert {
        all.extend([
            "--cert".into(),
            cert.display().to_string(),
            "--key".into(),
            key.display().to_string(),
        ]);
    }
    all.push(url);
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    curl(server.addr, host, &fixtures.ca_path(), &all)
}

/// `openssl s_client` sending one HTTP/1.1 request for `host` and reading the answer, with
/// a certificate or none, a session to resume and one to save.
fn s_client_request(
    server: &Tlsfront,
    host: &str,
    cert: Option<&(PathBuf, PathBuf)>,
    args: &[&str],
) -> ToolOutput {
    let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    if let Some((cert, key)) = cert {
        all.extend(["-cert".into(), cert.display().to_string()]);
        all.extend(["-key".into(), key.display().to_string()]);
    }
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    s_client_request_with(server.addr, host, &all)
}

/// Waits (bounded) until `done` holds of curl's answer for `host` without a certificate: a
/// site entry written to the store reaches the server through its change feed.
fn until_without_certificate(
    server: &Tlsfront,
    fixtures: &Fixtures,
    host: &str,
    done: impl Fn(&ToolOutput) -> bool,
) {
    let started = Instant::now();
    loop {
        let out = fetch(server, fixtures, host, None, &[]);
        if done(&out) {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{host}: still {out:?}\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_host_requires_or_offers_client_certificates_and_refuses_bad_ones_with_the_right_alert() {
    let fixtures = Fixtures::new();
    for host in ["required.test", "optional.test", "open.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", format!("{host}\n").as_bytes())]);
    }
    let clients = Clients::new(&fixtures);
    let expired = clients.ca.issue_client("old", Validity::expired()).unwrap();
    let revoked = clients
        .ca
        .issue_client("stolen", Validity::days_from_now(30))
        .unwrap();
    let stranger = TestCa::generate("someone else's CA")
        .unwrap()
        .issue_client("stranger", Validity::days_from_now(30))
        .unwrap();
    let expired = write_client(&clients.dir, "expired", &expired);
    let revoked_files = write_client(&clients.dir, "revoked", &revoked);
    let stranger = write_client(&clients.dir, "stranger", &stranger);
    fixtures.write_site(
        "required.test",
        &format!(
            "static = true\n{}",
            clients.policy("required", &[revoked.serial])
        ),
    );
    fixtures.write_site("optional.test", &clients.policy("optional", &[]));
    let server = server(&fixtures, &[]);
    let status = [
        "--write-out",
        "%{http_code} %{http_version}",
        "--output",
        "/dev/null",
    ];

    // A valid certificate: served over HTTP/2, HTTP/1.1, and TLS 1.2.
    let good = Some(&clients.good);
    for (extra, says) in [
        (&[][..], "200 2"),
        (&["--http1.1"][..], "200 1.1"),
        (&["--tls-max", "1.2", "--http1.1"][..], "200 1.1"),
    ] {
        let args: Vec<&str> = status.iter().chain(extra).copied().collect();
        let out = fetch(&server, &fixtures, "required.test", good, &args);
        assert_eq!(out.text, says, "{extra:?}: {out:?}");
    }

    // Each bad certificate gets its alert, over TLS 1.3 and 1.2 (openssl names the alert it
    // read; curl says "verification failed" of some over TLS 1.2).
    for (version, tls_max) in [("-tls1_3", "1.3"), ("-tls1_2", "1.2")] {
        for (cert, alert) in [
            // rustls sends `certificate_required` (116) over TLS 1.2 too.
            (None, "alert certificate required"),
            (Some(&expired), "alert certificate expired"),
            (Some(&revoked_files), "alert certificate revoked"),
            (Some(&stranger), "alert unknown ca"),
        ] {
            let out = s_client_request(&server, "required.test", cert, &[version]);
            assert!(
                !out.contains("200 OK"),
                "{version}, {cert:?}: served: {out:?}"
            );
            assert!(out.contains(alert), "{version}, {cert:?}: {out:?}");
        }
        let out = fetch(
            &server,
            &fixtures,
            "required.test",
            None,
            &["--tls-max", tls_max],
        );
        assert!(
            out.contains("alert certificate required"),
            "curl {version}: {out:?}"
        );
    }

    // The certificate request names the host's CA.
    let out = s_client_request(&server, "required.test", good, &[]);
    assert!(
        out.contains("Acceptable client certificate CA names"),
        "{out:?}"
    );
    assert!(out.contains("CN = tenant client CA"), "{out:?}");
    assert!(out.contains("HTTP/1.1 200 OK"), "{out:?}");

    // Optional: served without one, or with a valid one; a bad one is still refused.
    for cert in [None, good] {
        let out = fetch(&server, &fixtures, "optional.test", cert, &status);
        assert_eq!(out.text, "200 2", "{cert:?}: {out:?}");
    }
    let out = fetch(
        &server,
        &fixtures,
        "optional.test",
        Some(&stranger),
        &status,
    );
    assert!(out.contains("unknown ca"), "{out:?}");

    // A host without a policy asks for nothing: a certificate offered is not even sent.
    let out = fetch(&server, &fixtures, "open.test", Some(&stranger), &status);
    assert_eq!(out.text, "200 2", "{out:?}");

    // A host that asks for certificates is not advertised over HTTP/3; the others are.
    let head = ["--head", "--silent"];
    let open = fetch(&server, &fixtures, "open.test", None, &head);
    assert!(
        open.text.to_lowercase().contains("alt-svc: h3="),
        "{open:?}"
    );
    let required = fetch(&server, &fixtures, "required.test", good, &head);
    assert!(required.contains("200"), "{required:?}");
    assert!(
        !required.text.to_lowercase().contains("alt-svc"),
        "{required:?}"
    );

    // Every refusal was counted as the client's certificate, not as a TLS error.
    let refused = server.metric("tlsfront_handshakes_total{outcome=\"client_certificate\"}");
    assert!(refused >= 9.0, "{refused}\n{}", server.metrics());

    // Headless Chromium without a certificate: a clear failure, no hang (`dump_dom` bounds
    // the run), and nothing of the page.
    let profile = tempfile::tempdir().unwrap();
    let rules = format!("MAP required.test {}", server.addr.ip());
    let dom = browser::dump_dom(
        &origin(server.addr, "required.test"),
        profile.path(),
        &Page {
            host_rules: Some(&rules),
            ignore_certificate_errors: true,
            ..Page::default()
        },
    );
    assert!(!dom.contains("required.test\n"), "{dom}");
    let after = server.metric("tlsfront_handshakes_total{outcome=\"client_certificate\"}");
    assert!(
        after > refused,
        "Chromium's refusal was not counted\n{}",
        server.logs()
    );
}

#[test]
fn the_application_reads_the_verified_certificate_and_never_the_clients_own_header() {
    let go = GoApp::start();
    let fixtures = Fixtures::new();
    let clients = Clients::new(&fixtures);
    for host in ["mtls-app.test", "app.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    let upstream = format!("upstreams = [\"{}\"]\n", go.url());
    fixtures.write_site(
        "mtls-app.test",
        &format!("{upstream}{}", clients.policy("required", &[])),
    );
    fixtures.write_site("app.test", &upstream);
    let server = server(&fixtures, &[]);
    let forged = ["--header", "Client-Cert: :Zm9yZ2Vk:"];

    for protocol in ["--http2", "--http1.1"] {
        let args = [forged[0], forged[1], protocol];
        let out = fetch(
            &server,
            &fixtures,
            "mtls-app.test",
            Some(&clients.good),
            &args,
        );
        let report = Report::parse(&out.text);
        assert_eq!(report.get("client_cert_subject"), "CN=device-1", "{out:?}");
        assert_eq!(report.get("client_cert_chain"), "0", "{out:?}");
        // A host without a policy: the forged header never reaches the application.
        let out = fetch(&server, &fixtures, "app.test", None, &args);
        let report = Report::parse(&out.text);
        assert_eq!(report.get("client_cert_subject"), "none", "{out:?}");
        assert!(!report.saw_header("client-cert"), "{out:?}");
    }

    // A resumed session still carries the client's certificate to the application.
    let session = fixtures.root().join("mtls.session");
    let session = session.display().to_string();
    let first = s_client_request(
        &server,
        "mtls-app.test",
        Some(&clients.good),
        &["-sess_out", &session],
    );
    assert!(
        first.contains("client_cert_subject: CN=device-1"),
        "{first:?}"
    );
    let resumed = s_client_request(
        &server,
        "mtls-app.test",
        Some(&clients.good),
        &["-sess_in", &session],
    );
    assert!(resumed.contains("Reused, TLSv1.3"), "{resumed:?}");
    assert!(
        resumed.contains("client_cert_subject: CN=device-1"),
        "{resumed:?}"
    );
}

#[test]
fn a_session_resumes_only_under_the_client_certificate_policy_it_was_made_under() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("flip.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("flip.test", &[("index.html", b"flip\n")]);
    let clients = Clients::new(&fixtures);
    let server = server(&fixtures, &[]);
    let dir = fixtures.root();
    let path = |name: &str| dir.join(name).display().to_string();

    // A session made while the host asked for nothing, over TLS 1.3 and TLS 1.2.
    for (version, file) in [("-tls1_3", "open13"), ("-tls1_2", "open12")] {
        let made = s_client_request(
            &server,
            "flip.test",
            None,
            &[version, "-sess_out", &path(file)],
        );
        assert!(made.contains("HTTP/1.1 200 OK"), "{made:?}");
        let again = s_client_request(
            &server,
            "flip.test",
            None,
            &[version, "-sess_in", &path(file)],
        );
        assert!(
            again.contains("Reused"),
            "{version}: no resumption to begin with: {again:?}"
        );
    }

    // The host now requires certificates: those sessions do not resume past the policy.
    fixtures.write_site("flip.test", &clients.policy("required", &[]));
    until_without_certificate(&server, &fixtures, "flip.test", |out| !out.success);
    for (version, file) in [("-tls1_3", "open13"), ("-tls1_2", "open12")] {
        let out = s_client_request(
            &server,
            "flip.test",
            None,
            &[version, "-sess_in", &path(file)],
        );
        assert!(
            !out.contains("Reused"),
            "{version}: resumed past the policy: {out:?}"
        );
        assert!(
            !out.contains("HTTP/1.1 200 OK"),
            "{version}: served: {out:?}"
        );
    }

    // A session made with a certificate resumes under the same policy...
    let good = Some(&clients.good);
    let made = s_client_request(&server, "flip.test", good, &["-sess_out", &path("mtls")]);
    assert!(made.contains("HTTP/1.1 200 OK"), "{made:?}");
    let again = s_client_request(&server, "flip.test", good, &["-sess_in", &path("mtls")]);
    assert!(again.contains("Reused"), "{again:?}");
    // ...and not once the policy changes (a CRL now revokes the client).
    fixtures.write_site(
        "flip.test",
        &clients.policy("required", &[clients.good_serial]),
    );
    let started = Instant::now();
    loop {
        let out = fetch(&server, &fixtures, "flip.test", good, &[]);
        if out.contains("certificate revoked") {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "{out:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = s_client_request(&server, "flip.test", good, &["-sess_in", &path("mtls")]);
    assert!(!out.contains("Reused"), "resumed past the CRL: {out:?}");
    assert!(
        !out.contains("HTTP/1.1 200 OK"),
        "served past the CRL: {out:?}"
    );
}
