//! `tlsfront sites put | get | rm | ls`: the real binary against a real directory store and a
//! real `redis-server`, and the stores' change feeds reporting site entries.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use futures_util::StreamExt;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_store::{Change, ChangeStream, HostName, SiteEntry, SiteServing};
use tlsfront_testkit::Fixtures;

use support::{sorted_names, Inputs, Store};

#[path = "certs_cli/support.rs"]
mod support;

const PROXY: &str = "upstreams = [\"http://10.0.0.5:8080\", \"h2c://[::1]:9000\"]\n";

/// Stores a certificate for each of `hosts` through `certs put`.
fn put_certificates(store: &Store, hosts: &[&str]) {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    for host in hosts {
        let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
        let files = inputs.write(&host.replace('*', "star"), &pair);
        store.put(host, &files).expect(0, "stored");
    }
}

#[test]
fn put_get_rm_ls_round_trip() {
    for store in Store::both() {
        put_certificates(&store, &["a.test", "*.w.test"]);

        let put = store.sites(&[
            "put",
            "a.test",
            "--upstream",
            "http://10.0.0.5:8080/",
            "--upstream",
            "h2c://[0::1]:9000",
        ]);
        put.expect(0, "stored a.test.site");
        assert!(!put.stderr.contains("warning"), "{put}");
        // Stored in its canonical form, and a lookup of the host carries it.
        assert_eq!(store.site("a.test").unwrap(), PROXY.as_bytes());
        let fetched = store.fetch("a.test").unwrap();
        assert_eq!(fetched.site.as_deref(), Some(PROXY.as_bytes()));

        let get = store.sites(&["get", "A.TEST."]);
        assert_eq!((get.code, get.stdout.as_str()), (0, PROXY), "{get}");
        store.sites(&["get", "a.test", "--json"]).expect(
            0,
            r#"{"name":"a.test","mode":"upstreams","upstreams":["http://10.0.0.5:8080","h2c://[::1]:9000"],"client_auth":null,"certificate":true,"problem":null}"#,
        );

        // A host without a certificate yet: stored, with a warning that it is not in effect,
        // naming the wildcard that serves the host meanwhile.
        let put = store.sites(&["put", "b.w.test", "--static"]);
        put.expect(0, "stored b.w.test.site");
        for expected in [
            "warning",
            "no certificate for b.w.test yet",
            "wildcard entry *.w.test",
        ] {
            assert!(
                put.stderr.contains(expected),
                "{expected:?} missing:\n{put}"
            );
        }
        store
            .sites(&["put", "*.w.test", "--static"])
            .expect(0, "stored *.w.test.site");
        let get = store.sites(&["get", "b.w.test"]);
        assert_eq!(get.stdout, "static = true\n", "{get}");
        assert!(
            get.stderr.contains("no certificate for b.w.test yet"),
            "{get}"
        );

        let ls = store.sites(&["ls"]);
        ls.expect(0, "3 site entries; 1 have no certificate yet");
        assert_eq!(sorted_names(&ls.stdout), ["*.w.test", "a.test", "b.w.test"]);
        let line = |host: &str| -> String {
            ls.stdout
                .lines()
                .find(|l| l.split_whitespace().next() == Some(host))
                .unwrap()
                .to_owned()
        };
        assert!(line("a.test").contains("upstreams http://10.0.0.5:8080 h2c://[::1]:9000"));
        assert!(line("*.w.test").ends_with("static"), "{ls}");
        assert!(line("b.w.test").contains("not in effect"), "{ls}");
        let json = store.sites(&["ls", "--json"]);
        assert_eq!(json.stdout.lines().count(), 3, "{json}");
        assert!(json
            .stdout
            .contains(r#"{"name":"b.w.test","mode":"static","upstreams":[],"client_auth":null,"certificate":false,"problem":null}"#));

        // `sites rm` takes the site entry alone; the certificate stays.
        store
            .sites(&["rm", "a.test"])
            .expect(0, "removed a.test.site");
        assert!(store.site("a.test").is_none());
        assert!(store.fetch("a.test").unwrap().site.is_none());
        store
            .sites(&["rm", "a.test"])
            .expect(1, "a.test has no site entry");
        store
            .sites(&["get", "a.test"])
            .expect(1, "a.test has no site entry");

        // `certs rm` takes the host's site entry with its certificate.
        store
            .sites(&["put", "a.test", "--static"])
            .expect(0, "stored");
        store.run(&["rm", "a.test"]).expect(0, "removed a.test");
        assert!(store.site("a.test").is_none());
        assert!(store.fetch("a.test").is_none());
    }
}

#[test]
fn bad_input_is_refused_and_nothing_is_written() {
    let many: Vec<String> = (1..=65)
        .flat_map(|port| ["--upstream".to_owned(), format!("http://10.0.0.5:{port}")])
        .collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    for store in Store::both() {
        put_certificates(&store, &["a.test"]);
        store
            .sites(&["put", "a.test", "--static"])
            .expect(0, "stored");
        let inputs = Inputs::new();
        let not_a_ca = inputs.file(
            "not-a-ca.pem",
            b"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
        );
        let ca = inputs.file("ca.pem", Fixtures::new().ca.cert_pem().as_bytes());
        let refused: [(Vec<&str>, &str); 10] = [
            (
                vec!["--upstream", "unix:run/app.sock"],
                "the socket path must be absolute",
            ),
            (
                vec!["--upstream", "https://10.0.0.5", "--upstream-ca", &not_a_ca],
                "upstream_ca: a certificate in it does not parse",
            ),
            (
                vec!["--upstream", "http://10.0.0.5", "--upstream-ca", &ca],
                "upstream_ca is for https:// upstreams",
            ),
            (
                vec!["--upstream", "http://10.0.0.5", "--balance", "fastest"],
                "write \"round_robin\" or \"least_outstanding\"",
            ),
            (
                vec![
                    "--upstream",
                    "http://10.0.0.5",
                    "--health-check-interval",
                    "0s",
                ],
                "health_check.interval: it must be from 1s to 1h",
            ),
            (vec!["--upstream", "10.0.0.5:8080"], "it has no scheme"),
            (vec!["--upstream", "http://10.0.0.5:8080/app"], "no path"),
            (
                vec!["--upstream", "http://10.0.0.5:0"],
                "the port is not a number",
            ),
            (
                vec![
                    "--upstream",
                    "http://a.test",
                    "--upstream",
                    "http://a.test:80",
                ],
                "listed twice",
            ),
            (many.clone(), "more than 64"),
        ];
        for host in ["a.test", "c.test"] {
            for (flags, reason) in &refused {
                let mut args = vec!["put", host];
                args.extend(flags);
                let run = store.sites(&args);
                run.expect(1, reason);
                assert!(run.stderr.contains("nothing was stored"), "{run}");
            }
        }
        // Bad flags and names are usage errors.
        let usage: [(&[&str], &str); 5] = [
            (&["put", "a.test"], "--upstream"),
            (
                &["put", "a.test", "--static", "--upstream", "http://x.test"],
                "cannot be used",
            ),
            (
                &["put", "a.test", "--static", "--health-check-path", "/up"],
                "cannot be used",
            ),
            (&["put", "a_b.test", "--static"], "is not a host name"),
            (&["get", "a..test"], "is not a host name"),
        ];
        for (args, needle) in usage {
            store.sites(args).expect(2, needle);
        }
        assert_eq!(store.site("a.test").unwrap(), b"static = true\n");
        assert!(store.site("c.test").is_none());
        if let Store::Dir(dir, _) = &store {
            let mut files: Vec<String> = std::fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            files.sort();
            assert_eq!(files, ["a.test.crt", "a.test.key", "a.test.site"]);
        }
    }
}

#[test]
fn an_entry_written_by_another_tool_that_does_not_parse_is_shown_as_bad() {
    for store in Store::both() {
        put_certificates(&store, &["a.test"]);
        store.plant_site("a.test", b"static = maybe\n");
        let get = store.sites(&["get", "a.test"]);
        get.expect(1, "a.test.site: the site entry is not valid TOML");
        assert_eq!(get.stdout, "static = maybe\n", "printed as stored:\n{get}");
        assert!(get.stderr.contains("the server refuses a.test"), "{get}");
        // An entry whose certificate cannot be read is listed as bad too; the listing goes on.
        let big = vec![b'x'; tlsfront_store::source::MAX_ITEM_BYTES + 1];
        store.plant("b.test", tlsfront_store::Slot::Plain, &big, b"key");
        store.plant_site("b.test", b"static = true\n");
        let ls = store.sites(&["ls"]);
        ls.expect(0, "2 site entries; 2 bad (the server refuses those hosts)");
        assert_eq!(sorted_names(&ls.stdout), ["a.test", "b.test"], "{ls}");
        assert!(ls.stdout.lines().all(|line| line.contains(" bad ")), "{ls}");
        assert!(ls.stdout.contains("larger than"), "{ls}");
        store
            .sites(&["get", "a.test", "--json"])
            .expect(1, r#""mode":"bad""#);
        // `certs check` judges the host as the server does: refused, for its site entry.
        store
            .run(&["check"])
            .expect(1, "a.test: a.test.site: the site entry is not valid TOML");
    }
}

#[test]
fn the_redis_prefix_applies_to_site_entries() {
    let store = Store::redis();
    let Store::Redis(redis, _) = &store else {
        unreachable!()
    };
    store
        .sites(&["--redis-prefix", "t1:", "put", "a.test", "--static"])
        .expect(0, "stored a.test.site");
    assert_eq!(
        redis.cli(&["GET", "t1:a.test.site"]).unwrap(),
        "static = true\n\n"
    );
    assert!(store.site("a.test").is_none());
    store
        .sites(&["--redis-prefix", "t1:", "ls"])
        .expect(0, "1 site entry");
}

/// The next reported entry, skipping `Everything` (a feed reports it once it is in place).
async fn next_entry(changes: &mut ChangeStream) -> HostName {
    loop {
        let change = tokio::time::timeout(Duration::from_secs(5), changes.next())
            .await
            .expect("a change within 5 s")
            .expect("the feed goes on");
        if let Change::Entry(entry) = change {
            return entry;
        }
    }
}

/// Runs the binary off the runtime's threads, so the feed's own task keeps running.
async fn sites(store: &Store, args: &[&str]) -> support::Run {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let source = store.source();
    tokio::task::spawn_blocking(move || {
        let mut all = vec!["sites", "--certs", &source];
        all.extend(args.iter().map(String::as_str));
        support::tlsfront(&all)
    })
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_change_feeds_report_site_changes() {
    let a = HostName::parse("a.test").unwrap();
    for store in Store::both() {
        let opened = store.open();
        let mut changes = opened.changes().unwrap().changes;
        // Once in place, a feed reports `Everything`; only then are writes sure to be seen.
        let first = tokio::time::timeout(Duration::from_secs(5), changes.next()).await;
        assert_eq!(first.unwrap(), Some(Change::Everything));

        sites(&store, &["put", "a.test", "--static"])
            .await
            .expect(0, "stored");
        assert_eq!(next_entry(&mut changes).await, a);
        sites(&store, &["rm", "a.test"]).await.expect(0, "removed");
        assert_eq!(next_entry(&mut changes).await, a);

        // Another tool's write: a plain file, or a plain SET seen through keyspace
        // notifications.
        if let Store::Redis(redis, _) = &store {
            redis
                .cli(&["CONFIG", "SET", "notify-keyspace-events", "K$g"])
                .unwrap();
        }
        store.plant_site("b.test", SiteEntry::STATIC.to_toml().as_bytes());
        assert_eq!(
            next_entry(&mut changes).await,
            HostName::parse("b.test").unwrap()
        );
    }
}

#[test]
fn put_sets_every_key_an_entry_has() {
    let store = Store::dir();
    put_certificates(&store, &["a.test"]);
    let inputs = Inputs::new();
    let fixtures = Fixtures::new();
    let ca = inputs.file("ca.pem", fixtures.ca.cert_pem().as_bytes());
    let put = store.sites(&[
        "put",
        "a.test",
        "--upstream",
        "https://App.Internal",
        "--upstream",
        "unix:/run/app.sock",
        "--upstream-ca",
        &ca,
        "--balance",
        "least_outstanding",
        "--max-request-body-bytes",
        "5000",
        "--health-check-path",
        "/healthz",
        "--health-check-interval",
        "10s",
        "--health-check-timeout",
        "1s",
        "--health-check-unhealthy-after",
        "4",
        "--health-check-healthy-after",
        "3",
        "--health-check-host",
        "status.internal",
        "--no-http3",
    ]);
    put.expect(0, "stored a.test.site");
    assert!(put.stdout.contains("http3 = false"), "{put}");
    assert!(
        put.stdout
            .contains("upstream_ca = <1 certificate(s), sha256 "),
        "{put}"
    );
    assert!(!put.stdout.contains("BEGIN CERTIFICATE"), "{put}");
    let stored = store.site("a.test").unwrap();
    let parsed = SiteEntry::parse(&stored).unwrap();
    assert!(!parsed.http3);
    let SiteServing::Proxy(entry) = parsed.serving else {
        panic!("not a proxied entry")
    };
    let urls: Vec<String> = entry.upstreams.iter().map(|u| u.to_string()).collect();
    assert_eq!(urls, ["https://app.internal:443", "unix:/run/app.sock"]);
    assert_eq!(
        entry.upstream_ca,
        Some(tlsfront_store::UpstreamCa::parse(fixtures.ca.cert_pem()).unwrap())
    );
    assert_eq!(entry.balance, tlsfront_store::Balance::LeastOutstanding);
    assert_eq!(entry.max_request_body_bytes, Some(5000));
    let check = entry.health_check.unwrap();
    assert_eq!(
        (check.path.as_str(), check.interval, check.timeout),
        ("/healthz", Duration::from_secs(10), Duration::from_secs(1))
    );
    assert_eq!((check.unhealthy_after, check.healthy_after), (4, 3));
    assert_eq!(check.host.as_deref(), Some("status.internal"));
    // One flag of the check turns it on; the others take their defaults.
    store
        .sites(&[
            "put",
            "a.test",
            "--upstream",
            "http://10.0.0.5",
            "--health-check-path",
            "/up",
        ])
        .expect(0, "[health_check]; path = \"/up\"; interval = \"5s\"");
    // Alone, it opts the host out of HTTP/3 and serves it as by default.
    store
        .sites(&["put", "a.test", "--no-http3"])
        .expect(0, "stored a.test.site in");
    assert!(
        !SiteEntry::parse(&store.site("a.test").unwrap())
            .unwrap()
            .http3
    );
    // Client certificates: the policy's flags come together, and the PEM is summed up.
    let client_ca = tlsfront_store::generate::TestCa::generate("client CA").unwrap();
    let crl = inputs.file(
        "crl.pem",
        client_ca.revocation_list(&[9]).unwrap().as_bytes(),
    );
    let client_ca = inputs.file("client-ca.pem", client_ca.cert_pem().as_bytes());
    let put = store.sites(&[
        "put",
        "a.test",
        "--static",
        "--client-auth",
        "required",
        "--client-ca",
        &client_ca,
        "--client-crl",
        &crl,
    ]);
    put.expect(
        0,
        "client_auth = \"required\"; client_ca = <1 certificate(s)>; client_crl = <1 CRL(s)>",
    );
    let parsed = SiteEntry::parse(&store.site("a.test").unwrap()).unwrap();
    assert_eq!(parsed.client_auth.unwrap().counts(), (1, 1));
    let ls = store.sites(&["ls"]);
    assert!(ls.stdout.contains("client-certificates=required"), "{ls}");
    store
        .sites(&["put", "a.test", "--static", "--client-auth", "required"])
        .expect(2, "--client-ca");
    store
        .sites(&[
            "put",
            "a.test",
            "--client-auth",
            "sometimes",
            "--client-ca",
            &client_ca,
        ])
        .expect(
            1,
            "client_auth = \"sometimes\": write \"required\" or \"optional\"",
        );
}

#[test]
fn put_sets_a_tls_policy_and_refuses_one_that_cannot_be() {
    let store = Store::dir();
    put_certificates(&store, &["a.test"]);
    let put = store.sites(&[
        "put",
        "a.test",
        "--static",
        "--min-tls",
        "1.3",
        "--redirect-http",
        "false",
        "--hsts-max-age",
        "63072000",
        "--hsts-include-subdomains",
        "--hsts-preload",
    ]);
    put.expect(0, "stored a.test.site");
    assert!(put.stdout.contains("min_tls = \"1.3\""), "{put}");
    let parsed = SiteEntry::parse(&store.site("a.test").unwrap()).unwrap();
    assert_eq!(parsed.serving, SiteServing::Static);
    assert_eq!(
        parsed.policy,
        tlsfront_store::SitePolicy {
            min_tls: Some(tlsfront_store::MinTls::Tls13),
            hsts: Some(tlsfront_store::Hsts {
                max_age: 63_072_000,
                include_subdomains: true,
                preload: true,
            }),
            redirect_http: Some(false),
        }
    );
    // A policy alone: the host is served as by default.
    store
        .sites(&["put", "a.test", "--hsts-max-age", "0"])
        .expect(0, "[hsts]; max_age = 0");
    let parsed = SiteEntry::parse(&store.site("a.test").unwrap()).unwrap();
    assert_eq!(parsed.serving, SiteServing::Default);
    // Refused, in the entry's own words, and nothing is written.
    let before = store.site("a.test").unwrap();
    for (flags, says) in [
        (&["--min-tls", "1.1"][..], "min_tls = \"1.1\""),
        (
            &["--hsts-max-age", "600", "--hsts-preload"][..],
            "hsts.preload = true needs hsts.include_subdomains",
        ),
        (
            &[
                "--hsts-max-age",
                "600",
                "--hsts-include-subdomains",
                "--hsts-preload",
            ][..],
            "at least 31536000",
        ),
        (
            &["--hsts-include-subdomains"][..],
            "hsts.max_age is missing",
        ),
    ] {
        let put = store.sites(&[&["put", "a.test"][..], flags].concat());
        put.expect(1, says);
        assert_eq!(store.site("a.test").unwrap(), before);
    }
}
