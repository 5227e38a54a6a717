//! Every client protocol against every upstream protocol an application speaks: what Go,
//! Node.js and uvicorn see of a plain request.

use tlsfront_testkit::apps::{GoApp, NodeApp, Report, UvicornApp};

use crate::support::{fetch, front, Case, Client, Findings};

const PATH: &str = "/where/am%20I?q=1&lang=en";

const BODY_BYTES: usize = 200_000;

#[test]
fn go_node_and_uvicorn_see_the_tenant_in_origin_form_with_the_client() {
    let (go, node, uvicorn) = (GoApp::start(), NodeApp::start(), UvicornApp::start());
    // (host, upstream, the protocol the application must see)
    let routes = [
        ("go.test", go.url(), "HTTP/1.1"),
        ("go-h2c.test", go.h2c_url(), "HTTP/2.0"),
        ("node.test", node.url(), "HTTP/1.1"),
        ("uvicorn.test", uvicorn.url(), "HTTP/1.1"),
    ];
    let sites: Vec<(&str, String)> = routes.iter().map(|(h, u, _)| (*h, u.clone())).collect();
    let (fixtures, server) = front(&sites);
    let port = server.addr.port();

    // A body larger than any one buffer or window on the way (64 KiB windows, 16 KiB frames).
    let upload = fixtures.root().join("upload");
    std::fs::write(&upload, vec![b'x'; BODY_BYTES]).unwrap();
    let upload = format!("@{}", upload.display());

    let mut findings = Findings::default();
    for (host, upstream, proto) in &routes {
        for client in Client::BOTH {
            let report = fetch(&server, &fixtures, host, PATH, client, &[]);
            let mut case = findings.case(format!("{host} ({upstream}) from {client}"), &report);
            case.field("curl_status", "200")
                .field("curl_version", client.curl_version())
                .field("proto", proto)
                .field("method", "GET")
                .field("body_length", "0");
            if report.field("path").is_some() {
                case.field("path", "/where/am I");
            }
            sees_the_tenant(&mut case, &report, host, port, PATH);
            drop(case);

            let posted = ["--data-binary", upload.as_str()];
            let report = fetch(&server, &fixtures, host, PATH, client, &posted);
            let mut case =
                findings.case(format!("{host} ({upstream}) POST from {client}"), &report);
            case.field("curl_status", "200")
                .field("method", "POST")
                .field("body_length", &BODY_BYTES.to_string());
            sees_the_tenant(&mut case, &report, host, port, PATH);
        }
    }
    findings.assert_none();
}

/// What every application must see of a request for `host` on tlsfront's `port` to `target`,
/// sent by curl on 127.0.0.1 with no forwarding headers of its own.
pub fn sees_the_tenant(case: &mut Case, report: &Report, host: &str, port: u16, target: &str) {
    let host_sent = format!("{host}:{port}");
    case.field("host", &host_sent)
        .field("host_count", "1")
        .field("target", target)
        .field("client", "127.0.0.1")
        .field("scheme", "https")
        .field("x_forwarded_for", "127.0.0.1")
        .field("x_forwarded_proto", "https")
        .field("x_forwarded_host", &host_sent)
        .field(
            "forwarded",
            &format!("for=127.0.0.1;host=\"{host}\";proto=https"),
        );
    if report.get("app") == "go" {
        case.field("url", target)
            .field("forwarded_for", "127.0.0.1")
            .field("forwarded_host", host)
            .field("forwarded_proto", "https");
    }
    for name in [
        "proxy",
        "upgrade",
        "http2-settings",
        "expect",
        "proxy-connection",
    ] {
        case.no_header(name);
    }
    case.no_underscore_headers();
}
