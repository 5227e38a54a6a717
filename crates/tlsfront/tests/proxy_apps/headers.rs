//! Headers a client sends that the application must not see as sent: `Upgrade: h2c` (an
//! HTTP/1.1 upgrade to HTTP/2 the proxy does not make), `Proxy` (httpoxy: CGI-style
//! applications take it for their outgoing proxy), names with underscores (`X_Forwarded_For`,
//! which CGI, PHP, nginx's `$http_*` and WSGI read as `X-Forwarded-For`), `Expect` (answered
//! by tlsfront), and forwarding headers the client made up (appended to, never believed).

use tlsfront_testkit::apps::{GoApp, NodeApp, UvicornApp};

use crate::support::{fetch, front, Client, Findings};

#[test]
fn hop_by_hop_and_lookalike_headers_stay_behind() {
    let (go, node, uvicorn) = (GoApp::start(), NodeApp::start(), UvicornApp::start());
    let routes = [
        ("go.test", go.url()),
        ("go-h2c.test", go.h2c_url()),
        ("node.test", node.url()),
        ("uvicorn.test", uvicorn.url()),
    ];
    let (fixtures, server) = front(&routes);
    let port = server.addr.port();
    let mut findings = Findings::default();

    for (host, upstream) in &routes {
        // An HTTP/1.1 client asking to upgrade to h2c gets an answer over HTTP/1.1.
        let report = fetch(
            &server,
            &fixtures,
            host,
            "/upgrade",
            Client::Http1,
            &[
                "-H",
                "Connection: Upgrade, HTTP2-Settings",
                "-H",
                "Upgrade: h2c",
                "-H",
                "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA",
            ],
        );
        findings
            .case(format!("{host} ({upstream}): Upgrade: h2c"), &report)
            .field("curl_status", "200")
            .field("curl_version", "1.1")
            .field("target", "/upgrade")
            .no_header("upgrade")
            .no_header("http2-settings");

        // A body announced with Expect: 100-continue: tlsfront answers the expectation.
        let body = "x".repeat(3000);
        let report = fetch(
            &server,
            &fixtures,
            host,
            "/expect",
            Client::Http1,
            &["-H", "Expect: 100-continue", "--data-binary", &body],
        );
        findings
            .case(
                format!("{host} ({upstream}): Expect: 100-continue"),
                &report,
            )
            .field("curl_status", "200")
            .field("method", "POST")
            .field("body_length", "3000")
            .no_header("expect");

        for client in Client::BOTH {
            let report = fetch(
                &server,
                &fixtures,
                host,
                "/lookalikes",
                client,
                &[
                    "-H",
                    "Proxy: http://attacker.test:3128",
                    "-H",
                    "X_Forwarded_For: 198.51.100.66",
                    "-H",
                    "X_Forwarded_Proto: http",
                    "-H",
                    "X-Forwarded-For: 203.0.113.9",
                    "-H",
                    "Forwarded: for=203.0.113.9",
                ],
            );
            let mut case = findings.case(format!("{host} ({upstream}) from {client}"), &report);
            case.field("curl_status", "200")
                .no_header("proxy")
                .no_underscore_headers()
                .field("x_forwarded_for", "203.0.113.9, 127.0.0.1")
                .field("x_forwarded_proto", "https")
                .field("x_forwarded_host", &format!("{host}:{port}"))
                .field(
                    "forwarded",
                    &format!("for=203.0.113.9, for=127.0.0.1;host=\"{host}\";proto=https"),
                )
                .field("scheme", "https");
            match report.get("app") {
                // The address the proxy added, the last one, is the client.
                "go" | "node" => {
                    case.field("client", "127.0.0.1");
                }
                // uvicorn trusting every proxy ('*') takes the first address it is given: the
                // client's own claim. That is uvicorn's setting, not the proxy's doing.
                _ => {
                    case.field("client", "203.0.113.9");
                }
            }
            if report.get("app") == "go" {
                case.field("forwarded_for", "127.0.0.1")
                    .field("forwarded_host", host)
                    .field("forwarded_proto", "https");
            }
        }
    }
    findings.assert_none();
}
