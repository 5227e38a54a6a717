//! Two tenants on one nginx behind tlsfront, each reaching its own `server_name` block, over
//! both upstream protocols: nginx routes by the Host (or `:authority`) it is given, and by
//! the host of an absolute-form target before that.

use tlsfront_testkit::apps::{Nginx, Report};
use tlsfront_testkit::tools::curl;

use crate::support::{fetch, front, Client, Findings};

const TENANTS: [&str; 2] = ["a.test", "b.test"];

/// A header nginx (with `underscores_in_headers on`) reads as X-Forwarded-Host.
const LOOKALIKE: &str = "X_Forwarded_Host: evil.test";

#[test]
fn nginx_gives_each_tenant_its_own_server_block() {
    let nginx = Nginx::start(&TENANTS);
    let mut findings = Findings::default();

    // Straight to nginx: a host without a block reaches the default server, a tenant its own.
    // So a tenant reaching its block through tlsfront below is routing, not luck.
    for (host, block) in [("c.test", "default"), ("b.test", "b.test")] {
        let direct = curl(
            nginx.http1_addr(),
            host,
            std::path::Path::new("/dev/null"),
            &[
                "-H",
                &format!("Host: {host}"),
                &format!("{}/direct", nginx.url()),
            ],
        );
        let report = Report::parse(&direct.text);
        findings
            .case(format!("straight to nginx as {host}"), &report)
            .field("server", block);
    }

    // With underscores_in_headers on, a look-alike sent first is what nginx reads as
    // X-Forwarded-Host: the check below can see one that tlsfront passes on.
    let direct = curl(
        nginx.http1_addr(),
        "a.test",
        std::path::Path::new("/dev/null"),
        &[
            "-H",
            "Host: a.test",
            "-H",
            LOOKALIKE,
            "-H",
            "X-Forwarded-Host: a.test",
            &format!("{}/direct", nginx.url()),
        ],
    );
    let report = Report::parse(&direct.text);
    findings
        .case("straight to nginx with X_Forwarded_Host", &report)
        .field("x_forwarded_host", "evil.test");

    for (upstream, proto) in [(nginx.url(), "HTTP/1.1"), (nginx.h2c_url(), "HTTP/2.0")] {
        let routes: Vec<(&str, String)> = TENANTS.iter().map(|t| (*t, upstream.clone())).collect();
        let (fixtures, server) = front(&routes);
        let port = server.addr.port();
        for tenant in TENANTS {
            for client in Client::BOTH {
                let target = format!("/page?for={tenant}");
                let report = fetch(
                    &server,
                    &fixtures,
                    tenant,
                    &target,
                    client,
                    &["-H", LOOKALIKE],
                );
                findings
                    .case(format!("{tenant} ({upstream}) from {client}"), &report)
                    .field("curl_status", "200")
                    .field("server", tenant)
                    .field("server_name", tenant)
                    .field("proto", proto)
                    .field("host", tenant)
                    .field("http_host", &format!("{tenant}:{port}"))
                    .field("target", &target)
                    .field("client", "127.0.0.1")
                    .field("scheme", "https")
                    .field("x_forwarded_for", "127.0.0.1")
                    .field("x_forwarded_host", &format!("{tenant}:{port}"))
                    .field(
                        "forwarded",
                        &format!("for=127.0.0.1;host=\"{tenant}\";proto=https"),
                    )
                    .field("upgrade", "")
                    .field("proxy", "")
                    .field("expect", "");
            }
        }
    }
    findings.note("nginx's log", nginx.output());
    findings.assert_none();
}
