//! Every client protocol against every upstream protocol an application speaks: what Go,
//! Node.js and uvicorn see of a plain request, over HTTP/1.1 and h2c on a port, TLS (h2 or
//! http/1.1 by ALPN, verified against the site entry's `upstream_ca`) and a Unix socket.

use tlsfront_store::generate::{GeneratedKey, TestCa, Validity};
use tlsfront_testkit::apps::{GoApp, GoOptions, NodeApp, Report, UvicornApp};

use crate::support::{fetch, front_with_entries, site_entry, Case, Client, Findings};

const PATH: &str = "/where/am%20I?q=1&lang=en";

const BODY_BYTES: usize = 200_000;

/// A tenant sent to an application, and what the application must say of how the request
/// reached it.
struct Route {
    host: &'static str,
    upstream: String,
    /// The protocol the application must see.
    proto: &'static str,
    /// The application's listener it must come in on: `tcp`, `unix`, and for Go `tls` (h2 and
    /// http/1.1 offered) or `tls-http1` (http/1.1 alone).
    listener: &'static str,
    /// What Go's `r.TLS` says: `none`, or the protocol ALPN chose. Not reported by the others.
    tls: Option<&'static str>,
}

impl Route {
    fn new(host: &'static str, upstream: String, proto: &'static str) -> Route {
        Route {
            host,
            upstream,
            proto,
            listener: "tcp",
            tls: None,
        }
    }

    fn on(mut self, listener: &'static str) -> Route {
        self.listener = listener;
        self
    }

    fn tls(mut self, tls: &'static str) -> Route {
        self.tls = Some(tls);
        self
    }
}

#[test]
fn go_node_and_uvicorn_see_the_tenant_in_origin_form_with_the_client() {
    // The applications' certificate comes from a CA of their own, which only the site entries'
    // upstream_ca names: tlsfront cannot have verified it any other way.
    let upstream_ca = TestCa::generate("the applications' CA").unwrap();
    let go_pair = upstream_ca
        .issue(
            &["localhost", "127.0.0.1"],
            GeneratedKey::EcdsaP256,
            Validity::days_from_now(90),
        )
        .unwrap();
    let go = GoApp::start_with(GoOptions::default().tls(go_pair).unix_socket());
    let (node, node_unix) = (NodeApp::start(), NodeApp::start_on_unix_socket());
    let (uvicorn, uvicorn_unix) = (UvicornApp::start(), UvicornApp::start_on_unix_socket());
    let routes = [
        Route::new("go.test", go.url(), "HTTP/1.1").tls("none"),
        Route::new("go-h2c.test", go.h2c_url(), "HTTP/2.0").tls("none"),
        // By name (SNI localhost) and by IP address (no SNI, an IP SAN).
        Route::new("go-tls.test", go.tls_url("localhost"), "HTTP/2.0")
            .on("tls")
            .tls("h2"),
        Route::new(
            "go-tls-http1.test",
            go.tls_http1_url("127.0.0.1"),
            "HTTP/1.1",
        )
        .on("tls-http1")
        .tls("http/1.1"),
        Route::new("go-unix.test", go.unix_url(), "HTTP/1.1")
            .on("unix")
            .tls("none"),
        Route::new("node.test", node.url(), "HTTP/1.1"),
        Route::new("node-unix.test", node_unix.url(), "HTTP/1.1").on("unix"),
        Route::new("uvicorn.test", uvicorn.url(), "HTTP/1.1"),
        Route::new("uvicorn-unix.test", uvicorn_unix.url(), "HTTP/1.1").on("unix"),
    ];
    let entries: Vec<(&str, String)> = routes
        .iter()
        .map(|route| {
            let ca = route.upstream.starts_with("https://");
            let ca = ca.then_some(upstream_ca.cert_pem());
            (route.host, site_entry(&route.upstream, ca))
        })
        .collect();
    let (fixtures, server) = front_with_entries(&entries);
    let port = server.addr.port();

    // A body larger than any one buffer or window on the way (64 KiB windows, 16 KiB frames).
    let upload = fixtures.root().join("upload");
    std::fs::write(&upload, vec![b'x'; BODY_BYTES]).unwrap();
    let upload = format!("@{}", upload.display());

    let mut findings = Findings::default();
    for route in &routes {
        let (host, upstream) = (route.host, &route.upstream);
        for client in Client::BOTH {
            let report = fetch(&server, &fixtures, host, PATH, client, &[]);
            let mut case = findings.case(format!("{host} ({upstream}) from {client}"), &report);
            case.field("curl_status", "200")
                .field("curl_version", client.curl_version())
                .field("proto", route.proto)
                .field("method", "GET")
                .field("body_length", "0");
            if report.field("path").is_some() {
                case.field("path", "/where/am I");
            }
            came_in_as_routed(&mut case, route);
            sees_the_tenant(&mut case, &report, host, port, PATH);
            drop(case);

            let posted = ["--data-binary", upload.as_str()];
            let report = fetch(&server, &fixtures, host, PATH, client, &posted);
            let mut case =
                findings.case(format!("{host} ({upstream}) POST from {client}"), &report);
            case.field("curl_status", "200")
                .field("proto", route.proto)
                .field("method", "POST")
                .field("body_length", &BODY_BYTES.to_string());
            came_in_as_routed(&mut case, route);
            sees_the_tenant(&mut case, &report, host, port, PATH);
        }
    }
    // Shown with the findings, if any: net/http logs failed TLS handshakes here.
    findings.note("the Go app's log", go.output());
    findings.assert_none();
}

/// The request reached the application the way its route says: on that listener, and for Go
/// with or without TLS as the upstream URL says.
fn came_in_as_routed(case: &mut Case, route: &Route) {
    case.field("listener", route.listener);
    if let Some(tls) = route.tls {
        case.field("tls", tls);
    }
}

/// What every application must see of a request for `host` on tlsfront's `port` to `target`,
/// sent by curl on 127.0.0.1 with no forwarding headers of its own.
///
/// The `client` each application derives comes from the forwarding headers alone: over a Unix
/// socket its peer has no address (Go says `@`, Node `undefined`, uvicorn nothing), so
/// `127.0.0.1` there can only be the `X-Forwarded-For` tlsfront sent.
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
