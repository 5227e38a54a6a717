//! Requests whose host is not simply the session's: another host (421), two of them (400),
//! another spelling of it (upper case, no port), an absolute-form target. Each application's `seq` counts the requests it answered, so a
//! request that must not reach it is seen not to. Node.js is the witness behind the HTTP/1.1
//! upstream (it takes two Host headers and says so, where net/http refuses them itself), Go
//! behind the h2c one.

use tlsfront_testkit::apps::{GoApp, NodeApp};
use tlsfront_testkit::TlsClient;

use crate::support::{fetch, front, h2_get, status, Client, Findings};

#[test]
fn the_app_gets_the_session_host_or_nothing() {
    let (go, node) = (GoApp::start(), NodeApp::start());
    let (fixtures, server) = front(&[
        ("go.test", go.url()),
        ("go-h2c.test", go.h2c_url()),
        ("node.test", node.url()),
    ]);
    let port = server.addr.port();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let mut findings = Findings::default();
    let seq_now = |host: &str| {
        let report = fetch(&server, &fixtures, host, "/seq", Client::Http1, &[]);
        report
            .seq()
            .unwrap_or_else(|| panic!("no seq from {host}: {report:?}"))
    };

    for host in ["node.test", "go-h2c.test"] {
        let before = seq_now(host);
        let host_port = format!("{host}:{port}");
        // Another tenant's name in Host (or :authority, which curl makes of Host over HTTP/2).
        for client in Client::BOTH {
            let other = status(
                &server,
                &fixtures,
                host,
                client,
                &["-H", "Host: other.test"],
            );
            findings.expect(
                other == "421",
                format!("{host}: Host other.test from {client} got {other}, wanted 421"),
            );
        }
        // An absolute-form target naming another host decides, whatever Host says.
        let target = format!("https://other.test:{port}/x");
        let absolute = status(
            &server,
            &fixtures,
            host,
            Client::Http1,
            &[
                "--request-target",
                &target,
                "-H",
                &format!("Host: {host_port}"),
            ],
        );
        findings.expect(
            absolute == "421",
            format!("{host}: GET {target} got {absolute}, wanted 421"),
        );
        // Two Host headers, on HTTP/1.1.
        let mut tls = TlsClient::new(fixtures.ca.cert_pem())
            .connect(server.addr, Some(host))
            .unwrap();
        let two = tls
            .request("GET", &host_port, "/two", &[("Host", &host_port)])
            .map(|response| {
                (
                    response.status,
                    String::from_utf8_lossy(&response.body).into_owned(),
                )
            });
        findings.expect(
            matches!(two, Ok((400, _))),
            format!("{host}: two Host headers got {two:?}, wanted 400"),
        );
        // :authority and a host field that differ, on HTTP/2.
        let differ = runtime.block_on(h2_get(
            server.addr,
            fixtures.ca.cert_pem(),
            host,
            &host_port,
            &[("host", "other.test")],
        ));
        findings.expect(
            differ.0 == 400,
            format!(
                "{host}: :authority {host_port} with host other.test got {differ:?}, wanted 400"
            ),
        );
        let after = seq_now(host);
        findings.expect(
            after == before + 1,
            format!(
                "{host}: the app answered {} requests that tlsfront should have refused",
                after.saturating_sub(before + 1)
            ),
        );
    }

    // The one Host the app gets is the session's name, lower-case, with the client's port
    // exactly when the client gave one.
    for host in ["go.test", "go-h2c.test", "node.test"] {
        let upper = host.to_ascii_uppercase();
        let cases = [
            (format!("{upper}:{port}"), format!("{host}:{port}")),
            (host.to_owned(), host.to_owned()),
        ];
        for (sent, wanted) in cases {
            for client in Client::BOTH {
                let header = format!("Host: {sent}");
                let report = fetch(&server, &fixtures, host, "/named", client, &["-H", &header]);
                findings
                    .case(format!("{host}: {header} from {client}"), &report)
                    .field("curl_status", "200")
                    .field("host", &wanted)
                    .field("host_count", "1")
                    .field("x_forwarded_host", &wanted)
                    .field(
                        "forwarded",
                        &format!("for=127.0.0.1;host=\"{host}\";proto=https"),
                    );
            }
        }
    }

    // An absolute-form target for the session's host reaches the app in origin form, with the
    // target's host, whatever Host said.
    for host in ["go.test", "go-h2c.test", "node.test"] {
        for host_header in [
            format!("Host: {host}:{port}"),
            "Host: other.test".to_owned(),
        ] {
            let target = format!("https://{host}:{port}/abs?x=1");
            let report = fetch(
                &server,
                &fixtures,
                host,
                "/",
                Client::Http1,
                &["--request-target", &target, "-H", &host_header],
            );
            findings
                .case(format!("{host}: GET {target} with {host_header}"), &report)
                .field("curl_status", "200")
                .field("target", "/abs?x=1")
                .field("host", &format!("{host}:{port}"))
                .field("host_count", "1")
                .field("x_forwarded_host", &format!("{host}:{port}"));
        }
    }
    findings.assert_none();
}
