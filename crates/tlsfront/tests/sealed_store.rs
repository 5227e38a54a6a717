//! A store whose private keys are sealed with AES-256-GCM serves with the right sealing key, and
//! fails clearly, host by host, with a wrong one or none.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, RedisServer, TlsClient, TlsfrontBuilder};

fn certs(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("certs")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn sealed_stores_serve_with_the_right_key_and_name_the_wrong_one() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    let dir_store = format!("dir:{}", fixtures.certs_dir().display());
    let seal_key = fixtures.root().join("seal.key");
    let wrong_key = fixtures.root().join("wrong.key");
    for path in [&seal_key, &wrong_key] {
        let out = certs(&["seal-keygen", "--out", path.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let pair = fixtures.add_dir_host("sealed.test", GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "sealed.test", "", &pair);

    for store in [dir_store.as_str(), redis.url().as_str()] {
        // Seal one host's key in place; plain.test stays plaintext (a migration in progress).
        let out = certs(&[
            "--certs",
            store,
            "--seal-key",
            seal_key.to_str().unwrap(),
            "seal",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stored = if store.starts_with("dir:") {
            // Added after sealing: plaintext and sealed keys coexist during a migration.
            fixtures.add_dir_host("plain.test", GeneratedKey::EcdsaP256);
            std::fs::read_to_string(fixtures.certs_dir().join("sealed.test.key")).unwrap()
        } else {
            redis.cli(&["GET", "sealed.test.key"]).unwrap()
        };
        assert!(
            stored.contains("TLSFRONT SEALED PRIVATE KEY") && !stored.contains("BEGIN PRIVATE KEY"),
            "{stored}"
        );

        let served = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
            .args(["--certs", store, "--seal-key", seal_key.to_str().unwrap()])
            .spawn();
        let client = TlsClient::new(fixtures.ca.cert_pem());
        assert_eq!(
            client
                .connect(served.addr, Some("sealed.test"))
                .unwrap()
                .leaf()
                .dns_names,
            ["sealed.test"]
        );
        if store.starts_with("dir:") {
            assert!(
                client.connect(served.addr, Some("plain.test")).is_ok(),
                "plaintext and sealed keys coexist"
            );
        }
        drop(served);

        for (key_args, message) in [
            (
                vec!["--seal-key", wrong_key.to_str().unwrap()],
                "but the sealing key given has id",
            ),
            (vec![], "no sealing key was given"),
        ] {
            let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
                .args(["--certs", store])
                .args(key_args)
                .spawn();
            assert!(client.connect(server.addr, Some("sealed.test")).is_err());
            let line = server
                .wait_for_log("refusing host", Duration::from_secs(5))
                .expect("a log line");
            assert!(
                line.contains("sealed.test") && line.contains(message),
                "{line}"
            );
            assert!(
                !server.logs().contains("PRIVATE KEY-----\n"),
                "key material in the log"
            );
        }
    }

    // A sealing key file that is not a key is refused at start-up with a clear error.
    std::fs::write(&wrong_key, "not hex").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--certs",
            &dir_store,
            "--seal-key",
            wrong_key.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("must hold exactly 64 hex digits"),
        "{stderr}"
    );
}
