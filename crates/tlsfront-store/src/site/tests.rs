use std::time::Duration;

use super::*;
use crate::generate::TestCa;

fn proxy(entry: &SiteEntry) -> &ProxyEntry {
    match &entry.serving {
        SiteServing::Proxy(proxy) => proxy,
        other => panic!("not proxied: {other:?}"),
    }
}

fn round_trips(entry: &SiteEntry) {
    let text = entry.to_toml();
    assert_eq!(&SiteEntry::parse(text.as_bytes()).unwrap(), entry, "{text}");
}

#[test]
fn entries_parse_and_round_trip() {
    let proxied =
        SiteEntry::parse(b"upstreams = [\"http://10.0.0.5:8080\", \"h2c://10.0.0.6\"]").unwrap();
    assert_eq!(
        proxied,
        SiteEntry::proxy(ProxyEntry::to(vec![
            UpstreamUrl::parse("http://10.0.0.5:8080").unwrap(),
            UpstreamUrl::parse("h2c://10.0.0.6:80").unwrap(),
        ]))
    );
    round_trips(&proxied);
    let limited =
        SiteEntry::parse(b"upstreams = [\"http://10.0.0.5\"]\nmax_request_body_bytes = 1000")
            .unwrap();
    assert_eq!(proxy(&limited).max_request_body_bytes, Some(1000));
    round_trips(&limited);
    assert_eq!(
        SiteEntry::parse(b"static = true").unwrap(),
        SiteEntry::STATIC
    );
    round_trips(&SiteEntry::STATIC);
}

#[test]
fn limits_ride_with_any_entry_and_round_trip() {
    let text = b"static = true\n\n[limits]\nrequests_per_second = 50\nconnections = 9\n";
    let entry = SiteEntry::parse(text).unwrap();
    assert_eq!(entry.serving, SiteServing::Static);
    assert_eq!(entry.limits.requests_per_second, Some(50));
    assert_eq!(entry.limits.connections, Some(9));
    assert_eq!(entry.limits.handshakes_per_second, None);
    assert_eq!(entry.to_toml().as_bytes(), text);
    // Limits alone: served as a host without an entry.
    let only = SiteEntry::parse(b"[limits]\nhandshakes_per_second = 5").unwrap();
    assert_eq!(only.serving, SiteServing::Default);
    round_trips(&only);
    // With a proxied entry's [health_check] table too.
    let both = SiteEntry::parse(
        b"upstreams = [\"http://10.0.0.5\"]\n[health_check]\npath = \"/h\"\n[limits]\nconnections = 3\n",
    )
    .unwrap();
    assert_eq!(both.limits.connections, Some(3));
    round_trips(&both);
    for bad in [
        &b"[limits]\nconnections = 0"[..],
        b"[limits]\nconnection = 5",
        b"[limits]\nconnections = -5",
        b"[limits]\nmax_request_body_bytes = 5",
        b"max_request_body_bytes = 5\n[limits]\nconnections = 1",
    ] {
        assert!(
            SiteEntry::parse(bad).is_err(),
            "{}",
            String::from_utf8_lossy(bad)
        );
    }
}

#[test]
fn every_key_round_trips() {
    let ca = TestCa::generate("upstream CA").unwrap();
    let text = format!(
        "upstreams = [\"https://app.internal\", \"unix:/run/app.sock\", \"h2c://[::1]:9000\"]\n\
         max_request_body_bytes = 5000\n\
         balance = \"least_outstanding\"\n\
         upstream_ca = \"\"\"\n{}\"\"\"\n\
         [health_check]\n\
         path = \"/healthz\"\ninterval = \"10s\"\ntimeout = \"1s\"\n\
         unhealthy_after = 4\nhealthy_after = 3\nhost = \"status.internal\"\n",
        ca.cert_pem()
    );
    let entry = SiteEntry::parse(text.as_bytes()).unwrap();
    let parsed = proxy(&entry);
    assert_eq!(parsed.upstreams.len(), 3);
    assert_eq!(parsed.upstreams[0].to_string(), "https://app.internal:443");
    assert_eq!(parsed.max_request_body_bytes, Some(5000));
    assert_eq!(parsed.balance, Balance::LeastOutstanding);
    assert_eq!(
        parsed.upstream_ca.as_ref().unwrap(),
        &UpstreamCa::parse(ca.cert_pem()).unwrap()
    );
    let check = parsed.health_check.as_ref().unwrap();
    assert_eq!(
        (check.path.as_str(), check.interval, check.timeout),
        ("/healthz", Duration::from_secs(10), Duration::from_secs(1))
    );
    assert_eq!((check.unhealthy_after, check.healthy_after), (4, 3));
    assert_eq!(check.host.as_deref(), Some("status.internal"));
    round_trips(&entry);

    // Defaults are written out, so that the stored entry says what it does.
    let defaults = SiteEntry::parse(
        b"upstreams = [\"http://10.0.0.5\"]\nbalance = \"round_robin\"\n[health_check]\n",
    )
    .unwrap();
    assert_eq!(proxy(&defaults).health_check, Some(HealthCheck::default()));
    assert!(defaults.to_toml().contains("interval = \"5s\""));
    round_trips(&defaults);
}

#[test]
fn bad_entries_say_what_is_wrong() {
    type Expected = fn(&SiteError) -> bool;
    let cases: [(&[u8], Expected); 15] = [
        (b"static = true\nmax_request_body_bytes = 5", |e| {
            matches!(
                e,
                SiteError::ProxyOnly {
                    key: "max_request_body_bytes"
                }
            )
        }),
        (b"static = true\nbalance = \"round_robin\"", |e| {
            matches!(e, SiteError::ProxyOnly { key: "balance" })
        }),
        (b"static = true\n[health_check]\n", |e| {
            matches!(
                e,
                SiteError::ProxyOnly {
                    key: "health_check"
                }
            )
        }),
        (
            b"upstreams = [\"http://a.example\"]\nmax_request_body_bytes = -1",
            |e| matches!(e, SiteError::Syntax(_)),
        ),
        (b"", |e| matches!(e, SiteError::Empty)),
        (b"upstream = []", |e| matches!(e, SiteError::Syntax(_))),
        (b"\xff\xfe", |e| matches!(e, SiteError::Syntax(_))),
        (b"static = true\nupstreams = []", |e| {
            matches!(e, SiteError::Both)
        }),
        (b"static = false", |e| matches!(e, SiteError::StaticFalse)),
        (b"upstreams = []", |e| matches!(e, SiteError::NoUpstreams)),
        (
            b"upstreams = [\"http://a.example\", \"http://a.example:80\"]",
            |e| matches!(e, SiteError::DuplicateUpstream { .. }),
        ),
        (
            b"upstreams = [\"http://a.example\"]\nbalance = \"random\"",
            |e| matches!(e, SiteError::Balance { .. }),
        ),
        (
            b"upstreams = [\"http://a.example\"]\nupstream_ca = \"x\"",
            |e| matches!(e, SiteError::UpstreamCaWithoutHttps),
        ),
        (
            b"upstreams = [\"https://a.example\"]\nupstream_ca = \"x\"",
            |e| matches!(e, SiteError::UpstreamCa { .. }),
        ),
        (
            b"upstreams = [\"http://a.example\"]\n[health_check]\ninterval = \"0s\"",
            |e| {
                matches!(
                    e,
                    SiteError::HealthCheck {
                        key: "interval",
                        ..
                    }
                )
            },
        ),
    ];
    for (bytes, expected) in cases {
        let err = SiteEntry::parse(bytes).unwrap_err();
        assert!(
            expected(&err),
            "{:?}: {err}",
            String::from_utf8_lossy(bytes)
        );
    }
    let many: Vec<String> = (1..=65)
        .map(|port| format!("http://10.0.0.5:{port}"))
        .collect();
    assert!(matches!(
        parse_upstreams(&many),
        Err(SiteError::TooManyUpstreams { count: 65 })
    ));
    let ours = SiteEntry::parse(b"upstreams = [\"http://a.example\"]\nbalance = \"x\"")
        .unwrap_err()
        .to_string();
    assert!(ours.contains("least_outstanding"), "{ours}");
}

/// The fuzz target's property (`fuzz/fuzz_targets/site_entry.rs`) on its seeds, so that the
/// seeds stay meaningful: an entry that parses is stored in a form that reads back to it, and
/// that form is stable.
#[test]
fn the_fuzz_seeds_round_trip() {
    let seeds =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/site_entry");
    let mut parsed = 0;
    for seed in std::fs::read_dir(&seeds).unwrap() {
        let bytes = std::fs::read(seed.unwrap().path()).unwrap();
        if let Ok(entry) = SiteEntry::parse(&bytes) {
            let stored = entry.to_toml();
            let again = SiteEntry::parse(stored.as_bytes()).unwrap();
            assert_eq!(again, entry, "{stored}");
            assert_eq!(again.to_toml(), stored);
            parsed += 1;
        }
    }
    assert!(parsed >= 7, "{parsed} seeds parse");
}

#[test]
fn http3_false_opts_a_host_out_with_any_entry() {
    let alone = SiteEntry::parse(b"http3 = false").unwrap();
    assert_eq!(alone.serving, SiteServing::Default);
    assert!(!alone.http3);
    round_trips(&alone);
    let proxied = SiteEntry::parse(
        b"upstreams = [\"http://10.0.0.5\"]\nhttp3 = false\n[health_check]\npath = \"/h\"\n",
    )
    .unwrap();
    assert!(!proxied.http3);
    // Written before the [health_check] table, or it would become the table's key.
    round_trips(&proxied);
    let said_aloud = SiteEntry::parse(b"static = true\nhttp3 = true").unwrap();
    assert_eq!(said_aloud, SiteEntry::STATIC);
    assert!(SiteEntry::parse(b"http3 = true").is_err());
    assert!(SiteEntry::parse(b"http3 = \"no\"").is_err());
}

#[test]
fn a_client_certificate_policy_rides_with_any_entry_and_its_keys_come_together() {
    let ca = TestCa::generate("client CA").unwrap();
    let crl = ca.revocation_list(&[7]).unwrap();
    let policy = format!(
        "client_auth = \"required\"\nclient_ca = \"\"\"\n{}\"\"\"\nclient_crl = \"\"\"\n{crl}\"\"\"\n",
        ca.cert_pem()
    );
    for serving in ["", "static = true\n", "upstreams = [\"http://10.0.0.5\"]\n"] {
        let entry = SiteEntry::parse(format!("{policy}{serving}").as_bytes()).unwrap();
        let client_auth = entry.client_auth.as_ref().unwrap();
        assert_eq!(client_auth.mode, ClientAuthMode::Required);
        assert_eq!(client_auth.counts(), (1, 1));
        round_trips(&entry);
    }
    let ca_only = format!("client_ca = \"\"\"\n{}\"\"\"\n", ca.cert_pem());
    for (text, says) in [
        (
            "client_auth = \"required\"\n".to_owned(),
            "client_auth needs client_ca too",
        ),
        (ca_only, "client_ca needs client_auth too"),
        (
            format!("client_crl = \"\"\"\n{crl}\"\"\"\n"),
            "client_crl needs client_auth and client_ca too",
        ),
    ] {
        let err = SiteEntry::parse(text.as_bytes()).unwrap_err().to_string();
        assert_eq!(err, says);
    }
}

#[test]
fn a_tls_policy_rides_with_any_entry_and_round_trips() {
    let alone = SiteEntry::parse(b"min_tls = \"1.3\"").unwrap();
    assert_eq!(alone.serving, SiteServing::Default);
    assert_eq!(alone.policy.min_tls, Some(MinTls::Tls13));
    round_trips(&alone);
    for text in [
        &b"redirect_http = false"[..],
        b"redirect_http = true",
        b"[hsts]\nmax_age = 0",
        b"min_tls = \"1.2\"",
    ] {
        let entry = SiteEntry::parse(text).unwrap();
        assert_eq!(entry.serving, SiteServing::Default);
        assert!(!entry.policy.is_none());
        round_trips(&entry);
    }
    let text = "upstreams = [\"http://10.0.0.5:80\"]\nhttp3 = false\nmin_tls = \"1.3\"\n\
        redirect_http = false\n[health_check]\npath = \"/h\"\n[limits]\nconnections = 3\n\
        [hsts]\nmax_age = 63072000\ninclude_subdomains = true\npreload = true\n";
    let every = SiteEntry::parse(text.as_bytes()).unwrap();
    assert_eq!(
        every.policy,
        SitePolicy {
            min_tls: Some(MinTls::Tls13),
            hsts: Some(Hsts {
                max_age: 63_072_000,
                include_subdomains: true,
                preload: true,
            }),
            redirect_http: Some(false),
        }
    );
    assert_eq!(every.limits.connections, Some(3));
    assert!(proxy(&every).health_check.is_some());
    // The keys come before the [health_check] and [limits] tables, [hsts] last.
    round_trips(&every);
    let stored = every.to_toml();
    assert_eq!(
        SiteEntry::parse(stored.as_bytes()).unwrap().to_toml(),
        stored
    );
    let with_static = SiteEntry::parse(b"static = true\n[hsts]\nmax_age = 300\n").unwrap();
    assert_eq!(with_static.serving, SiteServing::Static);
    round_trips(&with_static);
}

#[test]
fn a_bad_tls_policy_names_its_key() {
    for (text, says) in [
        (&b"min_tls = \"1.1\""[..], "min_tls = \"1.1\""),
        (b"min_tls = 1.3", "not valid TOML"),
        (
            b"[hsts]\ninclude_subdomains = true",
            "hsts.max_age is missing",
        ),
        (
            b"[hsts]\nmax_age = 63072000\npreload = true",
            "hsts.preload = true needs hsts.include_subdomains",
        ),
        (
            b"[hsts]\nmax_age = 86400\ninclude_subdomains = true\npreload = true",
            "hsts.max_age of at least 31536000",
        ),
        (b"[hsts]\nmax_age = -1", "not valid TOML"),
        (b"[hsts]\nmaxage = 1", "not valid TOML"),
        (b"redirect_http = \"no\"", "not valid TOML"),
    ] {
        let err = SiteEntry::parse(text).unwrap_err().to_string();
        assert!(
            err.contains(says),
            "{}: {err}",
            String::from_utf8_lossy(text)
        );
    }
}
