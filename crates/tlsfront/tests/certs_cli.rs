//! `tlsfront certs put | get | rm | ls | check`: the real binary against a real directory store
//! and a real `redis-server`. Every run also checks that no key material reached stdout or
//! stderr. The bulk commands (import, gen, seal) are in `certs_cli_bulk.rs`.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, SystemTime};

use tlsfront_store::generate::{GeneratedKey, Validity};
use tlsfront_store::{KeyKind, Slot};
use tlsfront_testkit::Fixtures;

use support::{bytes, slots, sorted_names, summary, tlsfront, Inputs, Store};

#[path = "certs_cli/support.rs"]
mod support;

// ---------------------------------------------------------------------------------------------
// put, get, rm

#[test]
fn put_get_rm_round_trip() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let pair = fixtures.issue(&["a.test"], GeneratedKey::EcdsaP256);
    let (cert, key) = inputs.write("a", &pair);
    for store in Store::both() {
        let put = store.run(&["put", "a.test", "--cert", &cert, "--key", &key]);
        put.expect(0, "stored a.test in slot plain (a.test.crt): ECDSA P-256");

        let fingerprint = summary(&pair).sha256_fingerprint;
        let get = store.run(&["get", "a.test"]);
        get.expect(0, "CN=a.test");
        for expected in [
            "names       a.test",
            "ECDSA P-256",
            &fingerprint,
            "status      ok",
        ] {
            assert!(
                get.stdout.contains(expected),
                "{expected:?} missing:\n{get}"
            );
        }
        let json = store.run(&["get", "A.TEST.", "--json"]);
        json.expect(0, r#""dns_names":["a.test"]"#);
        assert!(json
            .stdout
            .contains(&format!(r#""sha256_fingerprint":"{fingerprint}""#)));

        store.run(&["rm", "a.test"]).expect(0, "removed a.test");
        assert!(store.fetch("a.test").is_none());
        store
            .run(&["get", "a.test"])
            .expect(1, "a.test is not stored");
        store
            .run(&["rm", "a.test"])
            .expect(1, "a.test is not stored");
    }
}

#[test]
fn put_keeps_one_pair_per_key_type() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let ecdsa = inputs.write("e1", &fixtures.issue(&["d.test"], GeneratedKey::EcdsaP256));
    let ecdsa_again = fixtures.issue(&["d.test"], GeneratedKey::EcdsaP256);
    let ecdsa2 = inputs.write("e2", &ecdsa_again);
    let rsa = inputs.write("r1", &fixtures.issue(&["d.test"], GeneratedKey::Rsa2048));
    let rsa_first = inputs.write("r2", &fixtures.issue(&["r.test"], GeneratedKey::Rsa2048));
    let ecdsa_second = inputs.write("e3", &fixtures.issue(&["r.test"], GeneratedKey::EcdsaP256));
    for store in Store::both() {
        store.put("d.test", &ecdsa).expect(0, "slot plain");
        store
            .put("d.test", &rsa)
            .expect(0, "slot rsa (d.test.crt.rsa)");
        store.put("d.test", &ecdsa2).expect(0, "slot plain");
        let stored = store.fetch("d.test").unwrap();
        assert_eq!(
            slots(&stored),
            [(Slot::Plain, KeyKind::Ecdsa), (Slot::Rsa, KeyKind::Rsa)]
        );
        assert_eq!(stored.pairs[0].cert_pem, ecdsa_again.cert_pem.as_bytes());

        store.put("r.test", &rsa_first).expect(0, "slot plain");
        store
            .put("r.test", &ecdsa_second)
            .expect(0, "slot ecdsa (r.test.crt.ecdsa)");
        let stored = store.fetch("r.test").unwrap();
        assert_eq!(
            slots(&stored),
            [(Slot::Plain, KeyKind::Rsa), (Slot::Ecdsa, KeyKind::Ecdsa)]
        );
        store.run(&["check"]).expect(0, "2 ok, 0 bad");
        store.run(&["ls"]).expect(0, "ECDSA,RSA");
    }
}

#[test]
fn bad_input_is_refused_and_the_stored_pair_is_untouched() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let good = inputs.write(
        "good",
        &fixtures.issue(&["a.test"], GeneratedKey::EcdsaP256),
    );
    let other = fixtures.issue(&["a.test"], GeneratedKey::EcdsaP256);
    let wrong_host = inputs.write(
        "wrong",
        &fixtures.issue(&["b.test"], GeneratedKey::EcdsaP256),
    );
    let expired = fixtures
        .ca
        .issue(&["a.test"], GeneratedKey::EcdsaP256, Validity::expired())
        .unwrap();
    let expired = inputs.write("expired", &expired);
    let now = SystemTime::now();
    let future = Validity {
        not_before: now + Duration::from_secs(10 * 86_400),
        not_after: now + Duration::from_secs(100 * 86_400),
    };
    let future = inputs.write(
        "future",
        &fixtures
            .ca
            .issue(&["a.test"], GeneratedKey::EcdsaP256, future)
            .unwrap(),
    );
    let garbage = inputs.file("garbage.pem", b"this is not PEM at all\n");
    let good_cert = std::fs::read(&good.0).unwrap();
    let good_key = std::fs::read(&good.1).unwrap();
    let truncated_cert = inputs.file("truncated.crt", &good_cert[..good_cert.len() / 2]);
    let truncated_key = inputs.file("truncated.key", &good_key[..good_key.len() / 2]);
    let mismatched_key = inputs.file("other.key", other.key_pem.as_bytes());

    let refused: [(&str, (String, String), &str); 8] = [
        (
            "mismatched key",
            (good.0.clone(), mismatched_key),
            "does not match the certificate",
        ),
        ("wrong host", wrong_host, "does not cover a.test"),
        ("expired", expired.clone(), "expired"),
        ("not yet valid", future, "not valid before"),
        (
            "garbage cert",
            (garbage.clone(), good.1.clone()),
            "no CERTIFICATE block",
        ),
        (
            "garbage key",
            (good.0.clone(), garbage),
            "no private key block",
        ),
        (
            "truncated cert",
            (truncated_cert, good.1.clone()),
            "the PEM does not parse: the \"END CERTIFICATE\" line is missing",
        ),
        (
            "truncated key",
            (good.0.clone(), truncated_key),
            "the \"END PRIVATE KEY\" line is missing",
        ),
    ];
    for store in Store::both() {
        store.put("a.test", &good).expect(0, "stored a.test");
        let before = store.fetch("a.test").unwrap();
        for (case, files, reason) in &refused {
            let run = store.put("a.test", files);
            assert_eq!(run.code, 1, "{case}: {run}");
            assert!(run.stderr.contains("refused a.test"), "{case}: {run}");
            assert!(
                run.stderr.contains(reason),
                "{case}: expected {reason:?}: {run}"
            );
            assert!(run.stderr.contains("nothing was stored"), "{case}: {run}");
            // Compared without printing: the bytes include a private key.
            let after = store.fetch("a.test").unwrap();
            assert!(
                bytes(&after) == bytes(&before),
                "{case}: the stored pair changed"
            );
        }
        // --force stores an expired certificate, with a warning.
        let forced = store.run(&[
            "put", "a.test", "--cert", &expired.0, "--key", &expired.1, "--force",
        ]);
        forced.expect(0, "expired 1 day ago");
        assert!(
            forced.stderr.contains("outside its validity period"),
            "{forced}"
        );
        store
            .run(&["check"])
            .expect(1, "a.test: a.test.crt: the certificate expired");
    }
}

// ---------------------------------------------------------------------------------------------
// ls

#[test]
fn ls_lists_every_host_and_filters_by_expiry() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let days = |d: u64| Validity::days_from_now(d);
    let soon = inputs.write(
        "soon",
        &fixtures
            .ca
            .issue(&["soon.test"], GeneratedKey::EcdsaP256, days(5))
            .unwrap(),
    );
    let later = inputs.write(
        "later",
        &fixtures
            .ca
            .issue(&["later.test"], GeneratedKey::EcdsaP256, days(60))
            .unwrap(),
    );
    let gone = inputs.write(
        "gone",
        &fixtures
            .ca
            .issue(&["gone.test"], GeneratedKey::Rsa2048, Validity::expired())
            .unwrap(),
    );
    for store in Store::both() {
        store.put("soon.test", &soon).expect(0, "");
        store.put("later.test", &later).expect(0, "");
        store
            .run(&[
                "put",
                "gone.test",
                "--cert",
                &gone.0,
                "--key",
                &gone.1,
                "--force",
            ])
            .expect(0, "");

        let all = store.run(&["ls"]);
        all.expect(0, "soon.test");
        assert_eq!(
            sorted_names(&all.stdout),
            ["gone.test", "later.test", "soon.test"],
            "{all}"
        );
        assert!(all.stdout.contains("expired 1 day ago"), "{all}");
        assert!(all.stderr.contains("3 hosts"), "{all}");

        let expiring = store.run(&["ls", "--expiring-within", "10"]);
        assert_eq!(
            sorted_names(&expiring.stdout),
            ["gone.test", "soon.test"],
            "{expiring}"
        );
        assert!(
            expiring
                .stderr
                .contains("2 of 3 hosts expire within 10 days"),
            "{expiring}"
        );
        let none = store.run(&["ls", "--expiring-within", "0"]);
        assert_eq!(sorted_names(&none.stdout), ["gone.test"], "{none}");

        let json = store.run(&["ls", "--json", "--expiring-within", "100"]);
        assert_eq!(json.stdout.lines().count(), 3, "{json}");
        assert!(json
            .stdout
            .lines()
            .all(|l| l.starts_with('{') && l.contains(r#""days_left":"#)));
        assert!(
            json.stdout
                .contains(r#""name":"gone.test","key_types":["RSA"]"#),
            "{json}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// check

#[test]
fn check_reports_every_bad_host_once_per_problem() {
    let fixtures = Fixtures::new();
    let a = fixtures.issue(&["mismatch.test"], GeneratedKey::EcdsaP256);
    let b = fixtures.issue(&["mismatch.test"], GeneratedKey::EcdsaP256);
    let expired = fixtures
        .ca
        .issue(
            &["expired.test"],
            GeneratedKey::EcdsaP256,
            Validity::expired(),
        )
        .unwrap();
    let elsewhere = fixtures.issue(&["elsewhere.test"], GeneratedKey::EcdsaP256);
    for store in Store::both() {
        store
            .run(&[
                "gen",
                "--hosts",
                "3",
                "--domain",
                "ok.test",
                "--out",
                &store.source(),
                "--ca-out",
                &store.scratch("ca.pem"),
            ])
            .expect(0, "");
        store.plant(
            "mismatch.test",
            Slot::Plain,
            a.cert_pem.as_bytes(),
            b.key_pem.as_bytes(),
        );
        store.plant(
            "expired.test",
            Slot::Plain,
            expired.cert_pem.as_bytes(),
            expired.key_pem.as_bytes(),
        );
        store.plant(
            "wrong.test",
            Slot::Plain,
            elsewhere.cert_pem.as_bytes(),
            elsewhere.key_pem.as_bytes(),
        );
        store.plant("garbage.test", Slot::Plain, b"garbage", b"more garbage");
        store.plant("half.test", Slot::Plain, a.cert_pem.as_bytes(), b"");
        // Two problems in one host: an expired plain pair and an RSA pair in the ECDSA slot.
        let rsa = fixtures.issue(&["expired.test"], GeneratedKey::Rsa2048);
        store.plant(
            "expired.test",
            Slot::Ecdsa,
            rsa.cert_pem.as_bytes(),
            rsa.key_pem.as_bytes(),
        );

        let run = store.run(&["check"]);
        assert_eq!(run.code, 1, "{run}");
        for expected in [
            "mismatch.test: mismatch.test.key: the private key does not match the certificate in mismatch.test.crt",
            "expired.test: expired.test.crt: the certificate expired at",
            "expired.test: expired.test.key.ecdsa holds an RSA pair, but its name says ECDSA",
            "wrong.test: wrong.test.crt: the certificate does not cover wrong.test (it names: elsewhere.test)",
            "garbage.test: garbage.test.crt: no CERTIFICATE block",
            "half.test: half.test.key is missing while half.test.crt exists",
            "checked 8 hosts",
            "3 ok, 5 bad",
        ] {
            assert!(run.stdout.contains(expected), "{expected:?} missing:\n{run}");
        }
        assert_eq!(
            run.stdout
                .lines()
                .filter(|l| l.starts_with("expired.test: "))
                .count(),
            2
        );
        assert!(
            run.stdout.lines().all(|l| !l.starts_with("h0.ok.test")),
            "{run}"
        );
    }
}

#[test]
fn a_missing_store_or_bad_flags_are_usage_errors() {
    let missing = tlsfront(&["certs", "--certs", "dir:/nonexistent/certs", "ls"]);
    missing.expect(2, "does not exist");
    tlsfront(&["certs", "--certs", "ftp://x", "ls"]).expect(2, "unknown certificate source");
    tlsfront(&["certs", "import"]).expect(2, "--from-certbot");
    let store = Store::dir();
    store
        .run(&["put", "bad name", "--cert", "x", "--key", "y"])
        .expect(2, "not a host name");
    store
        .run(&["put", "a.test", "--cert", "/nonexistent.pem", "--key", "y"])
        .expect(2, "cannot open /nonexistent.pem");
}
