//! Renewals go live without a restart: a running server sees a changed host on its next
//! handshakes, whoever wrote it; open connections are not cut. How soon is a benchmark's
//! figure, not a test's: the tests only bound the wait, generously, so a busy machine does not
//! fail them (each prints how long it took).

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{fingerprint_of, Fixtures, RedisServer, TlsClient, TlsfrontBuilder};

/// How long a change may take to reach the server before the test gives up on it: a bound
/// for a change that never arrives, far above the sub-second it takes on a quiet machine.
const WITHIN: Duration = Duration::from_secs(30);

fn certs(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("certs")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn a_redis_cli_rotation_is_served_and_open_connections_stay() {
    let redis = RedisServer::start();
    redis
        .cli(&["CONFIG", "SET", "notify-keyspace-events", "K$g"])
        .expect("CONFIG SET");
    let fixtures = Fixtures::new();
    fixtures.add_site("rotate.test", &[("index.html", b"hello")]);
    let old = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "rotate.test", "", &old);
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "--certs",
            &redis.url(),
            "--sites",
            &fixtures.sites_dir().display().to_string(),
        ])
        .spawn();
    assert!(
        server
            .wait_for_log("keyspace notifications are on", Duration::from_secs(5))
            .is_some(),
        "{}",
        server.logs()
    );
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut open = client.connect(server.addr, Some("rotate.test")).unwrap();
    assert_eq!(
        open.leaf().sha256_fingerprint,
        fingerprint_of(&old.cert_pem)
    );

    // Another tool rotates the pair with plain SETs.
    let new = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "rotate.test", "", &new);
    let new_fingerprint = fingerprint_of(&new.cert_pem);
    let took = server.until_served(&client, "rotate.test", WITHIN, |f| {
        f == Some(new_fingerprint.as_str())
    });
    eprintln!("redis-cli rotation live after {took:?}");

    // Half a rotation, as a two-step writer leaves it for a moment: the new key is in, its
    // certificate not yet. The host keeps serving its working pair instead of failing.
    let next = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    redis.set("rotate.test.key", &next.key_pem);
    assert!(
        server
            .wait_for_log("still serving the previous certificate", WITHIN)
            .is_some(),
        "{}",
        server.logs()
    );
    for _ in 0..5 {
        let tls = client
            .connect(server.addr, Some("rotate.test"))
            .unwrap_or_else(|err| {
                panic!("half a rotation broke the host: {err}\n{}", server.logs())
            });
        assert_eq!(tls.leaf().sha256_fingerprint, new_fingerprint);
    }
    redis.set("rotate.test.crt", &next.cert_pem);
    let next_fingerprint = fingerprint_of(&next.cert_pem);
    server.until_served(&client, "rotate.test", WITHIN, |f| {
        f == Some(next_fingerprint.as_str())
    });

    // The connection opened before the rotation keeps working, on its old certificate.
    assert_eq!(open.get("rotate.test", "/").unwrap().status, 200);
    assert_eq!(
        open.leaf().sha256_fingerprint,
        fingerprint_of(&old.cert_pem)
    );

    // `tlsfront certs put` publishes on the change channel: no keyspace notifications needed.
    redis
        .cli(&["CONFIG", "SET", "notify-keyspace-events", ""])
        .expect("CONFIG SET");
    let third = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    let cert = fixtures.root().join("third.crt");
    let key = fixtures.root().join("third.key");
    std::fs::write(&cert, &third.cert_pem).unwrap();
    std::fs::write(&key, &third.key_pem).unwrap();
    let put = certs(&[
        "--certs",
        &redis.url(),
        "put",
        "rotate.test",
        "--cert",
        cert.to_str().unwrap(),
        "--key",
        key.to_str().unwrap(),
    ]);
    assert!(
        put.status.success(),
        "{}",
        String::from_utf8_lossy(&put.stderr)
    );
    let third_fingerprint = fingerprint_of(&third.cert_pem);
    server.until_served(&client, "rotate.test", WITHIN, |f| {
        f == Some(third_fingerprint.as_str())
    });

    // `certs rm` takes the host away, and a new host appears without waiting for the negative TTL.
    assert!(client.connect(server.addr, Some("later.test")).is_err());
    let removed = certs(&["--certs", &redis.url(), "rm", "rotate.test"]);
    assert!(removed.status.success());
    server.until_served(&client, "rotate.test", WITHIN, |f| f.is_none());
    let later = fixtures.issue(&["later.test"], GeneratedKey::EcdsaP256);
    std::fs::write(&cert, &later.cert_pem).unwrap();
    std::fs::write(&key, &later.key_pem).unwrap();
    let put = certs(&[
        "--certs",
        &redis.url(),
        "put",
        "later.test",
        "--cert",
        cert.to_str().unwrap(),
        "--key",
        key.to_str().unwrap(),
    ]);
    assert!(put.status.success());
    server.until_served(&client, "later.test", WITHIN, |f| f.is_some());
    assert_eq!(
        open.get("rotate.test", "/").unwrap().status,
        200,
        "the old connection survives even the removal"
    );
}

#[test]
fn a_directory_rotation_is_served_within_a_second() {
    let fixtures = Fixtures::new();
    let old = fixtures.add_dir_host("rotate.test", GeneratedKey::EcdsaP256);
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "--certs",
            &format!("dir:{}", fixtures.certs_dir().display()),
            "--sites",
            &fixtures.sites_dir().display().to_string(),
        ])
        .spawn();
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut open = client.connect(server.addr, Some("rotate.test")).unwrap();
    assert_eq!(
        open.leaf().sha256_fingerprint,
        fingerprint_of(&old.cert_pem)
    );

    // A deploy tool writes the files in place (key, then certificate).
    let new = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    std::fs::write(fixtures.certs_dir().join("rotate.test.key"), &new.key_pem).unwrap();
    std::fs::write(fixtures.certs_dir().join("rotate.test.crt"), &new.cert_pem).unwrap();
    let new_fingerprint = fingerprint_of(&new.cert_pem);
    let took = server.until_served(&client, "rotate.test", WITHIN, |f| {
        f == Some(new_fingerprint.as_str())
    });
    eprintln!("directory rotation live after {took:?}");
    assert_eq!(
        open.get("rotate.test", "/").unwrap().status,
        404,
        "no site, but the old connection still answers"
    );

    // `tlsfront certs put` (temporary files renamed into place).
    let third = fixtures.issue(&["rotate.test"], GeneratedKey::EcdsaP256);
    let cert = fixtures.root().join("third.crt");
    let key = fixtures.root().join("third.key");
    std::fs::write(&cert, &third.cert_pem).unwrap();
    std::fs::write(&key, &third.key_pem).unwrap();
    let store = format!("dir:{}", fixtures.certs_dir().display());
    let put = certs(&[
        "--certs",
        &store,
        "put",
        "rotate.test",
        "--cert",
        cert.to_str().unwrap(),
        "--key",
        key.to_str().unwrap(),
    ]);
    assert!(
        put.status.success(),
        "{}",
        String::from_utf8_lossy(&put.stderr)
    );
    let third_fingerprint = fingerprint_of(&third.cert_pem);
    server.until_served(&client, "rotate.test", WITHIN, |f| {
        f == Some(third_fingerprint.as_str())
    });

    // Removing the files takes the host away.
    std::fs::remove_file(fixtures.certs_dir().join("rotate.test.crt")).unwrap();
    std::fs::remove_file(fixtures.certs_dir().join("rotate.test.key")).unwrap();
    server.until_served(&client, "rotate.test", WITHIN, |f| f.is_none());
    assert!(server.metric("tlsfront_store_changes_total") >= 3.0);
}
