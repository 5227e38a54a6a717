//! The status page on the admin listener, loaded in a real headless Chromium: the figures its
//! script renders match `/metrics` read in the same quiet moment, its JSON twin agrees, the
//! certificates that expire soon are listed from the cache and from the store, and the page
//! loads nothing from anywhere else.
//!
//! Needs Debian's `chromium` (scripts/test installs it). Counters only: nothing here is timed.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use serve::support::server;
use tlsfront_store::generate::{GeneratedKey, Validity};
use tlsfront_testkit::browser::{self, Page};
use tlsfront_testkit::{require_tool, Fixtures, RedisServer, TlsClient, Tlsfront, TlsfrontBuilder};

/// Virtual time the page gets to fetch and render: Chromium runs its timers (the page polls
/// every 5 s) on a virtual clock, so this costs far less than it says.
const VIRTUAL_TIME_MS: u32 = 6_000;
/// The Redis test's password: it must never show in the status.
const PASSWORD: &str = "s3cret-status-pw";

#[test]
fn the_status_page_renders_the_figures_of_metrics() {
    require_tool("chromium");
    let fixtures = Fixtures::new();
    for host in ["one.test", "two.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", b"<h1>hello</h1>\n")]);
    }
    // Expires in four and a half days, and is served: listed from the cache and from the store.
    // (Half a day off the boundary: at exactly five days, a page read in the second the
    // certificate was made says 5 and one read a second later says 4.)
    let mut soon_validity = Validity::days_from_now(5);
    soon_validity.not_after -= Duration::from_secs(12 * 3600);
    let soon = fixtures
        .ca
        .issue(&["soon.test"], GeneratedKey::EcdsaP256, soon_validity)
        .unwrap();
    fixtures.write_dir("soon.test", "", &soon);
    fixtures.add_site("soon.test", &[("index.html", b"soon\n")]);
    // Expires in 3 days, but no client asks for it: only the store scan finds it.
    let stale = fixtures
        .ca
        .issue(
            &["stale.test"],
            GeneratedKey::EcdsaP256,
            Validity::days_from_now(3),
        )
        .unwrap();
    fixtures.write_dir("stale.test", "", &stale);
    let server = server(&fixtures, &[]);

    // Six handshakes and nine requests (keep-alive on one.test), and one unknown name.
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for (host, requests) in [
        ("one.test", 4),
        ("one.test", 1),
        ("two.test", 1),
        ("two.test", 1),
        ("soon.test", 1),
        ("soon.test", 1),
    ] {
        let mut tls = client.connect(server.addr, Some(host)).unwrap();
        for _ in 0..requests {
            assert_eq!(tls.get(host, "/").unwrap().status, 200);
        }
    }
    assert!(client.connect(server.addr, Some("unknown.test")).is_err());
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"ok\"}", 6.0),
        6.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"unknown_sni\"}", 1.0),
        1.0
    );

    // A reload (nothing changed: the server runs on flags alone) shows on the page.
    server.reload();
    assert_eq!(
        server.settled_metric("tlsfront_config_reloads_total{result=\"applied\"}", 1.0),
        1.0
    );

    // Nothing else reaches the TLS listener from here on, so the counters hold still while
    // Chromium loads the page; reading `/metrics` before and after proves it.
    let admin = server.admin.unwrap();
    let profile = tempfile::tempdir().unwrap();
    let (before, dom, after) = quiet_read(&server, || {
        dump_dom(&format!("http://{admin}/?expiring=store"), profile.path())
    });
    assert_eq!(before, after, "the counters moved while the page loaded");
    let metrics = before;
    let figures = figures(&dom);

    let metric = |series: &str| -> u64 {
        *metrics
            .get(series)
            .unwrap_or_else(|| panic!("{series} not in /metrics"))
    };
    let sum = |name: &str| -> u64 {
        metrics
            .iter()
            .filter(|(series, _)| series.starts_with(&format!("{name}{{")))
            .map(|(_, value)| value)
            .sum()
    };
    let failed = sum("tlsfront_handshakes_total")
        - metric("tlsfront_handshakes_total{outcome=\"ok\"}")
        - metric("tlsfront_handshakes_total{outcome=\"acme_challenge\"}");
    let expected = [
        (
            "handshakes",
            metric("tlsfront_handshakes_total{outcome=\"ok\"}"),
        ),
        ("handshakes_failed", failed),
        ("requests", sum("tlsfront_requests_total")),
        ("tls_connections", sum("tlsfront_http_connections_total")),
        (
            "http3_connections",
            metric("tlsfront_http_connections_total{protocol=\"h3\"}"),
        ),
        ("http3_requests", metric("tlsfront_http3_requests_total")),
        ("ktls_connections", sum("tlsfront_ktls_connections_total")),
        ("cache_hosts", metric("tlsfront_cert_cache_hosts")),
        (
            "cache_hits",
            metric("tlsfront_cert_cache_lookups_total{result=\"hit\"}"),
        ),
        (
            "cache_misses",
            metric("tlsfront_cert_cache_lookups_total{result=\"miss\"}"),
        ),
        ("store_lookups", sum("tlsfront_store_lookups_total")),
        (
            "feed_reconnects",
            metric("tlsfront_change_feed_reconnects_total"),
        ),
    ];
    for (figure, value) in expected {
        assert_eq!(
            figures.get(figure).map(String::as_str),
            Some(value.to_string().as_str()),
            "figure {figure} against /metrics; the page:\n{dom}"
        );
    }
    // And the counters are what the clients did.
    assert_eq!(figures["handshakes"], "6");
    assert_eq!(figures["handshakes_failed"], "1");
    assert_eq!(figures["requests"], "9");
    // one, two, soon.
    assert_eq!(figures["cache_hosts"], "3");
    assert_eq!(figures["store_up"], "true");
    assert_eq!(figures["feed_state"], "following");
    assert_eq!(
        metric("tlsfront_change_feed_state{state=\"following\"}"),
        1,
        "the feed's gauge"
    );
    assert_eq!(figures["reloads_applied"], "1");
    assert_eq!(figures["ticket_key_source"], "process");
    assert_eq!(figures["version"], env!("CARGO_PKG_VERSION"));

    // Expiring within 14 days: the cache knows soon.test; the store scan finds stale.test too.
    assert_eq!(figures["expiring_cache_count"], "1");
    assert_eq!(rows(&dom, "data-expiring-cache"), ["soon.test"]);
    assert_eq!(figures["expiring_store_count"], "2");
    assert_eq!(
        rows(&dom, "data-expiring-store"),
        ["stale.test", "soon.test"]
    );
    assert_eq!(figures["expiring_store_scan"], "4", "entries read");

    // The JSON twin says the same.
    let (code, body) = server.admin_get("/status.json").unwrap();
    assert_eq!(code, 200);
    let status: serde_json::Value = serde_json::from_str(&body).unwrap();
    let counters = &status["counters"];
    assert_eq!(counters["handshakes"], 6);
    assert_eq!(counters["handshakes_failed"], 1);
    assert_eq!(counters["requests"], 9);
    assert_eq!(status["cache"]["hosts"], 3);
    assert_eq!(status["store"]["kind"], "dir");
    assert_eq!(status["store"]["up"], true);
    assert_eq!(status["change_feed"]["state"], "following");
    assert_eq!(status["expiring"]["from"], "cache");
    assert_eq!(status["expiring"]["entries"][0]["name"], "soon.test");
    assert_eq!(status["expiring"]["entries"][0]["days_left"], 4);
    assert!(status["ticket_key"]["age_seconds"].is_u64());
    assert!(status["uptime_seconds"].is_u64());
    assert_eq!(status["config_reloads"]["applied"], 1);
    let (code, body) = server.admin_get("/expiring.json?from=store").unwrap();
    assert_eq!(code, 200);
    let store: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(store["scan"]["read"], 4);
    assert_eq!(store["scan"]["read_limit"], 10_000);
    assert_eq!(store["scan"]["truncated"], false);
    assert_eq!(store["count"], 2);
    // Nothing secret: no key material, no ticket key id.
    for text in [&body, &serde_json::to_string(&status).unwrap()] {
        assert!(!text.contains("PRIVATE KEY"), "{text}");
        assert!(!text.contains("key_id"), "{text}");
    }

    // No external asset: the page as served names no other origin, and the rendered page
    // links to nothing but this listener.
    let (code, page) = server.admin_get("/").unwrap();
    assert_eq!(code, 200);
    assert!(page.contains("name=\"viewport\""), "readable on a phone");
    for text in [&page, &dom] {
        for link in links(text) {
            let external = link.starts_with("//")
                || (link.contains("://") && !link.starts_with(&format!("http://{admin}/")));
            assert!(!external, "the page links to {link}");
        }
    }
    assert!(!page.contains("http://") && !page.contains("https://"));
}

#[test]
fn the_json_twin_follows_a_redis_outage_and_the_feed_reconnecting() {
    // The store's URL holds a password, which the status never shows.
    let mut redis = RedisServer::start_with_password(PASSWORD);
    let fixtures = Fixtures::new();
    let pair = fixtures.issue(&["cached.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "cached.test", "", &pair);
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &redis.url()])
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .spawn();
    let client = TlsClient::new(fixtures.ca.cert_pem());
    client.connect(server.addr, Some("cached.test")).unwrap();
    let status = wait_for_status(&server, "the subscription in place", |status| {
        status["change_feed"]["state"] == "following"
    });
    assert_eq!(status["store"]["kind"], "redis");
    assert_eq!(status["store"]["up"], true);
    assert!(status["store"]["last_answer_at"].is_string(), "{status}");
    assert_eq!(status["change_feed"]["reconnects"], 0);

    redis.stop();
    assert!(client.connect(server.addr, Some("uncached.test")).is_err());
    let status = wait_for_status(&server, "the outage seen", |status| {
        status["store"]["up"] == false && status["change_feed"]["state"] == "reconnecting"
    });
    assert!(status["store"]["last_failure_at"].is_string(), "{status}");
    assert!(status["store"]["last_error"].is_string(), "{status}");
    // A cached host is still served, and the page says so: the cache still holds it.
    assert_eq!(status["cache"]["hosts"], 1);

    redis.restart();
    let status = wait_for_status(&server, "the subscription made again", |status| {
        status["change_feed"]["state"] == "following" && status["store"]["up"] == true
    });
    assert_eq!(status["change_feed"]["reconnects"], 1);
    assert_eq!(server.metric("tlsfront_change_feed_reconnects_total"), 1.0);
    assert_eq!(
        server.metric("tlsfront_change_feed_state{state=\"following\"}"),
        1.0
    );
}

/// Polls `/status.json` (up to 30 s) until `wanted` holds, and returns that status.
fn wait_for_status(
    server: &Tlsfront,
    what: &str,
    wanted: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let (code, body) = server.admin_get("/status.json").unwrap();
        assert_eq!(code, 200, "{body}");
        assert!(
            !body.contains(PASSWORD),
            "the store's password in the status:\n{body}"
        );
        let status: serde_json::Value = serde_json::from_str(&body).unwrap();
        if wanted(&status) {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "waiting for {what}; last status:\n{body}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `/metrics` as `series -> value`, counters and gauges only (no histogram buckets).
fn metric_values(server: &Tlsfront) -> HashMap<String, u64> {
    server
        .metrics()
        .lines()
        .filter(|line| !line.starts_with('#') && !line.contains("_bucket{"))
        .filter_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            Some((series.to_owned(), value.parse().ok()?))
        })
        .filter(|(series, _)| !series.contains("_seconds"))
        .collect()
}

/// `/metrics`, then `read`, then `/metrics` again.
fn quiet_read<T>(
    server: &Tlsfront,
    read: impl FnOnce() -> T,
) -> (HashMap<String, u64>, T, HashMap<String, u64>) {
    let before = metric_values(server);
    let read = read();
    let after = metric_values(server);
    // Ages and uptime-like gauges move with the clock; the test compares counters.
    let keep = |values: HashMap<String, u64>| -> HashMap<String, u64> {
        values
            .into_iter()
            .filter(|(series, _)| !series.starts_with("tlsfront_ticket_key_age"))
            .collect()
    };
    (keep(before), read, keep(after))
}

/// The page's DOM after its script ran, from headless Chromium.
fn dump_dom(url: &str, profile: &Path) -> String {
    let page = Page {
        virtual_time_ms: VIRTUAL_TIME_MS,
        ..Page::default()
    };
    browser::dump_dom(url, profile, &page)
}

/// Every `data-figure` element's `data-value`, as its script set it.
fn figures(dom: &str) -> HashMap<String, String> {
    let mut figures = HashMap::new();
    for (start, _) in dom.match_indices("data-figure=\"") {
        let tag_start = dom[..start].rfind('<').unwrap();
        let tag_end = start + dom[start..].find('>').unwrap();
        let tag = &dom[tag_start..tag_end];
        let (Some(name), Some(value)) =
            (attribute(tag, "data-figure"), attribute(tag, "data-value"))
        else {
            continue;
        };
        figures.insert(name.to_owned(), html_unescape(value));
    }
    figures
}

/// The values of `attribute` on the page's table rows, in page order.
fn rows<'d>(dom: &'d str, name: &str) -> Vec<&'d str> {
    dom.match_indices('<')
        .filter_map(|(start, _)| {
            let tag = &dom[start..start + dom[start..].find('>')?];
            tag.starts_with("<tr")
                .then(|| attribute(tag, name))
                .flatten()
        })
        .collect()
}

/// Every `src` and `href` value.
fn links(text: &str) -> Vec<String> {
    ["src=\"", "href=\"", "src='", "href='"]
        .iter()
        .flat_map(|prefix| {
            let quote = &prefix[prefix.len() - 1..];
            text.match_indices(prefix).filter_map(move |(start, _)| {
                let rest = &text[start + prefix.len()..];
                rest.find(quote).map(|end| rest[..end].to_owned())
            })
        })
        .collect()
}

fn attribute<'t>(tag: &'t str, name: &str) -> Option<&'t str> {
    let needle = format!(" {name}=\"");
    let start = tag.find(&needle)? + needle.len();
    let end = tag[start..].find('"')?;
    Some(&tag[start..start + end])
}

fn html_unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}
