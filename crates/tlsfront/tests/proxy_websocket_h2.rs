//! WebSockets over HTTP/2 (RFC 8441) through the proxy, from a real browser: headless
//! Chromium loads a page over HTTP/2 from a proxied host, and the page's script opens a
//! WebSocket on the same connection (an extended CONNECT, since tlsfront's HTTP/2 settings
//! allow it), which the application gets as an HTTP/1.1 WebSocket handshake and echoes.
//!
//! Needs Debian's `chromium` (scripts/test installs it).

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::time::Duration;

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::browser::{self, Page};
use tlsfront_testkit::{require_tool, Fixtures, TestUpstream};

/// Virtual time the page gets: Chromium runs its timers on a virtual clock, so this costs far
/// less than it says.
const VIRTUAL_TIME_MS: u32 = 10_000;

#[test]
fn a_browser_opens_a_websocket_on_its_http2_connection() {
    require_tool("chromium");
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("ws.test", GeneratedKey::EcdsaP256);
    let server = server(&fixtures, &["--default-upstream", &app.url()]);
    let url = format!("https://ws.test:{}/ws-page", server.addr.port());

    // Chromium's virtual time does not wait for WebSocket frames: on a busy machine it can run
    // out, and the DOM be dumped, before the echo is back, the title still "pending" (the
    // product did its part: the access log has the CONNECT and the 101). Such a run says
    // nothing either way and is tried again, at most three times; an error or a missing echo
    // after the page finished fails at once.
    let mut dom = chromium_dom(&url, &fixtures);
    for _ in 0..2 {
        if !dom.contains("<title>pending</title>") {
            break;
        }
        dom = chromium_dom(&url, &fixtures);
    }
    assert!(
        dom.contains("<title>echo: hello over the page's connection</title>"),
        "the page's WebSocket did not echo: {dom}\n{}",
        server.logs()
    );
    // The socket went over HTTP/2, as an extended CONNECT, and the application switched.
    let line = server
        .wait_for_log("method=\"CONNECT\"", Duration::from_secs(10))
        .unwrap_or_else(|| panic!("no CONNECT in the access log: {}", server.logs()));
    assert!(line.contains("path=\"/ws\""), "{line}");
    assert!(line.contains("protocol=\"h2\""), "{line}");
    assert!(line.contains("status=200"), "{line}");
    assert!(line.contains("upstream_status=101"), "{line}");
}

/// The page's DOM once its script ran, from headless Chromium.
fn chromium_dom(url: &str, fixtures: &Fixtures) -> String {
    let page = Page {
        virtual_time_ms: VIRTUAL_TIME_MS,
        host_rules: Some("MAP ws.test 127.0.0.1"),
        // The fixtures' CA is not in Chromium's store; the test is about the socket.
        ignore_certificate_errors: true,
        force_quic_on: None,
        spki_pins: &[],
    };
    browser::dump_dom(url, &fixtures.root().join("chromium-profile"), &page)
}
