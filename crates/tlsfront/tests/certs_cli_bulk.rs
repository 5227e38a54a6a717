//! `tlsfront certs import | gen | seal | seal-keygen`: the real binary against a real directory
//! store and a real `redis-server`. Every run also checks that no key material reached stdout
//! or stderr.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use tempfile::TempDir;
use tlsfront_store::generate::{GeneratedKey, GeneratedPair, Validity};
use tlsfront_store::{KeyKind, Slot};
use tlsfront_testkit::{Fixtures, RedisServer};

use support::{slots, tlsfront, Inputs, Store};

#[path = "certs_cli/support.rs"]
mod support;

// ---------------------------------------------------------------------------------------------
// import

/// Writes a certbot lineage as plain files, `<live>/<dir>/fullchain.pem` and `privkey.pem`,
/// and returns its directory.
fn write_lineage(live: &Path, dir: &str, fullchain: &str, privkey: &str) -> PathBuf {
    let path = live.join(dir);
    std::fs::create_dir_all(&path).unwrap();
    std::fs::write(path.join("fullchain.pem"), fullchain).unwrap();
    std::fs::write(path.join("privkey.pem"), privkey).unwrap();
    path
}

#[test]
fn certbot_import_skips_the_broken_host_and_imports_the_rest() {
    let fixtures = Fixtures::new();
    let live = TempDir::new().unwrap();
    let lineage = |dir: &str, pair: &GeneratedPair| {
        let fullchain = format!("{}{}", pair.cert_pem, fixtures.ca.cert_pem());
        let path = write_lineage(live.path(), dir, &fullchain, &pair.key_pem);
        std::fs::write(path.join("README"), "certbot's README\n").unwrap();
    };
    std::fs::write(
        live.path().join("README"),
        "This directory contains your keys\n",
    )
    .unwrap();
    lineage(
        "good.test",
        &fixtures.issue(&["good.test", "www.good.test"], GeneratedKey::EcdsaP256),
    );
    lineage(
        "rsa.test",
        &fixtures.issue(&["rsa.test"], GeneratedKey::Rsa2048),
    );
    lineage(
        "named-0001",
        &fixtures.issue(&["other.test"], GeneratedKey::EcdsaP256),
    );
    let mut broken = fixtures.issue(&["broken.test"], GeneratedKey::EcdsaP256);
    broken.key_pem = fixtures
        .issue(&["broken.test"], GeneratedKey::EcdsaP256)
        .key_pem;
    lineage("broken.test", &broken);
    let live_dir = live.path().display().to_string();

    for store in Store::both() {
        let run = store.run(&["import", "--from-certbot", &live_dir]);
        assert_eq!(run.code, 1, "{run}");
        assert!(
            run.stdout
                .contains("skipped broken.test: broken.test.key: the private key does not match"),
            "{run}"
        );
        assert!(run.stdout.contains("imported 4 hosts"), "{run}");
        assert!(run.stdout.contains("skipped 1"), "{run}");
        for host in ["good.test", "www.good.test", "rsa.test", "other.test"] {
            let stored = store
                .fetch(host)
                .unwrap_or_else(|| panic!("{host} not imported: {run}"));
            assert_eq!(stored.pairs.len(), 1);
        }
        assert!(store.fetch("broken.test").is_none());
        assert!(store.fetch("named-0001").is_none());
        store.run(&["check"]).expect(0, "4 ok, 0 bad");
    }
}

/// Several lineages for one host (certbot's `-0001` renewals beside the old lineage): the
/// certificate that expires last is stored, whatever order the directory lists them in, and
/// the others are reported as superseded without failing the import.
#[test]
fn certbot_import_keeps_the_lineage_that_expires_last() {
    let fixtures = Fixtures::new();
    let live = TempDir::new().unwrap();
    let lineage = |dir: &str, days: u64| {
        let pair = fixtures
            .ca
            .issue(
                &["renewed.test"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(days),
            )
            .unwrap();
        write_lineage(live.path(), dir, &pair.cert_pem, &pair.key_pem);
        pair
    };
    lineage("renewed.test", 30);
    let newest = lineage("renewed.test-0001", 90);
    lineage("renewed.test-0002", 10);
    let live_dir = live.path().display().to_string();

    for store in Store::both() {
        let run = store.run(&["import", "--from-certbot", &live_dir]);
        assert_eq!(run.code, 0, "{run}");
        // Which lineages get written before a later one replaces them depends on the order the
        // jobs run in; what is stored at the end does not.
        assert!(run.stdout.contains("skipped 0"), "{run}");
        assert!(
            !run.stdout.contains("from lineage renewed.test-0001"),
            "{run}"
        );
        let stored = store.fetch("renewed.test").expect("renewed.test imported");
        assert_eq!(stored.pairs.len(), 1, "{run}");
        assert_eq!(
            stored.pairs[0].cert_pem,
            newest.cert_pem.as_bytes(),
            "the lineage expiring last is stored: {run}"
        );
    }
}

/// A certbot tree as certbot writes it: `live/<name>/*.pem` are symlinks into
/// `archive/<name>/*N.pem`. Beside one good lineage: garbage PEM, a truncated chain, a
/// truncated key, and a lineage whose key is missing.
#[test]
fn certbot_import_of_a_real_layout_names_every_broken_lineage() {
    use std::os::unix::fs::symlink;

    let fixtures = Fixtures::new();
    let root = TempDir::new().unwrap();
    let lineage = |name: &str, fullchain: &str, privkey: Option<&str>| {
        let archive = root.path().join("archive").join(name);
        let live = root.path().join("live").join(name);
        std::fs::create_dir_all(&archive).unwrap();
        std::fs::create_dir_all(&live).unwrap();
        std::fs::write(archive.join("fullchain1.pem"), fullchain).unwrap();
        symlink(
            format!("../../archive/{name}/fullchain1.pem"),
            live.join("fullchain.pem"),
        )
        .unwrap();
        if let Some(privkey) = privkey {
            std::fs::write(archive.join("privkey1.pem"), privkey).unwrap();
            symlink(
                format!("../../archive/{name}/privkey1.pem"),
                live.join("privkey.pem"),
            )
            .unwrap();
        }
    };
    let good = fixtures.issue(&["good.test"], GeneratedKey::EcdsaP256);
    lineage("good.test", &good.cert_pem, Some(&good.key_pem));
    lineage(
        "garbage.test",
        "-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----\n",
        Some(&good.key_pem),
    );
    let cut = fixtures.issue(&["cut.test"], GeneratedKey::EcdsaP256);
    lineage(
        "cut.test",
        &cut.cert_pem[..cut.cert_pem.len() / 2],
        Some(&cut.key_pem),
    );
    let cut_key = fixtures.issue(&["cutkey.test"], GeneratedKey::EcdsaP256);
    lineage(
        "cutkey.test",
        &cut_key.cert_pem,
        Some(&cut_key.key_pem[..cut_key.key_pem.len() / 2]),
    );
    let keyless = fixtures.issue(&["keyless.test"], GeneratedKey::EcdsaP256);
    lineage("keyless.test", &keyless.cert_pem, None);
    let live_dir = root.path().join("live").display().to_string();

    for store in Store::both() {
        let run = store.run(&["import", "--from-certbot", &live_dir]);
        assert_eq!(run.code, 1, "{run}");
        assert!(run.stdout.contains("imported 1 hosts"), "{run}");
        assert!(run.stdout.contains("skipped 4"), "{run}");
        for broken in ["garbage.test", "cut.test", "cutkey.test", "keyless.test"] {
            assert!(
                run.stdout.contains(&format!("skipped {broken}")),
                "{broken} is not named: {run}"
            );
            assert!(store.fetch(broken).is_none(), "{broken} was written");
        }
        assert!(
            run.stdout.contains("privkey.pem"),
            "the missing key is named: {run}"
        );
        assert!(store.fetch("good.test").is_some(), "{run}");
        store.run(&["check"]).expect(0, "1 ok, 0 bad");
    }
}

/// `--from-dir` with a certificate for another host, garbage and a truncated key.
#[test]
fn dir_import_refuses_a_wrong_host_garbage_and_truncation() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("good.test", GeneratedKey::EcdsaP256);
    fixtures.write_dir(
        "wrong.test",
        "",
        &fixtures.issue(&["other.test"], GeneratedKey::EcdsaP256),
    );
    let mut garbage = fixtures.issue(&["garbage.test"], GeneratedKey::EcdsaP256);
    garbage.key_pem = "this is not a key\n".to_owned();
    fixtures.write_dir("garbage.test", "", &garbage);
    let mut cut = fixtures.issue(&["cut.test"], GeneratedKey::EcdsaP256);
    cut.key_pem.truncate(cut.key_pem.len() / 2);
    fixtures.write_dir("cut.test", "", &cut);
    let source = fixtures.certs_dir().display().to_string();

    for store in Store::both() {
        let run = store.run(&["import", "--from-dir", &source]);
        assert_eq!(run.code, 1, "{run}");
        assert!(run.stdout.contains("imported 1 hosts"), "{run}");
        assert!(
            run.stdout.contains(
                "skipped wrong.test: wrong.test.crt: the certificate does not cover wrong.test"
            ),
            "{run}"
        );
        for broken in ["wrong.test", "garbage.test", "cut.test"] {
            assert!(
                run.stdout.contains(&format!("skipped {broken}")),
                "{broken} is not named: {run}"
            );
            assert!(store.fetch(broken).is_none(), "{broken} was written");
        }
    }
}

#[test]
fn dir_import_brings_typed_slots_and_skips_bad_hosts() {
    let fixtures = Fixtures::new();
    fixtures.write_dir(
        "dual.test",
        "",
        &fixtures.issue(&["dual.test"], GeneratedKey::EcdsaP256),
    );
    fixtures.write_dir(
        "dual.test",
        ".rsa",
        &fixtures.issue(&["dual.test"], GeneratedKey::Rsa2048),
    );
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_dir_host("*.wild.test", GeneratedKey::EcdsaP256);
    let expired = fixtures
        .ca
        .issue(&["old.test"], GeneratedKey::EcdsaP256, Validity::expired())
        .unwrap();
    fixtures.write_dir("old.test", "", &expired);
    let mut mismatched = fixtures.issue(&["bad.test"], GeneratedKey::EcdsaP256);
    mismatched.key_pem = fixtures
        .issue(&["bad.test"], GeneratedKey::EcdsaP256)
        .key_pem;
    fixtures.write_dir("bad.test", "", &mismatched);
    let source = fixtures.certs_dir().display().to_string();

    for store in Store::both() {
        let run = store.run(&["import", "--from-dir", &source]);
        assert_eq!(run.code, 1, "{run}");
        assert!(
            run.stdout
                .contains("skipped bad.test: bad.test.key: the private key does not match"),
            "{run}"
        );
        assert!(
            run.stdout
                .contains("skipped old.test: old.test.crt: the certificate expired"),
            "{run}"
        );
        assert!(run.stdout.contains("imported 3 hosts"), "{run}");
        let dual = store.fetch("dual.test").unwrap();
        assert_eq!(
            slots(&dual),
            [(Slot::Plain, KeyKind::Ecdsa), (Slot::Rsa, KeyKind::Rsa)]
        );
        assert!(store.fetch("*.wild.test").is_some());
        assert!(store.fetch("bad.test").is_none());
        store.run(&["check"]).expect(0, "3 ok, 0 bad");

        // --force brings the expired one too; the bad one stays out.
        let forced = store.run(&["import", "--from-dir", &source, "--force"]);
        assert_eq!(forced.code, 1, "{forced}");
        assert!(forced.stdout.contains("imported 4 hosts"), "{forced}");
        assert!(store.fetch("old.test").is_some());
    }
}

// ---------------------------------------------------------------------------------------------
// gen

#[test]
fn generated_stores_pass_check_and_chain_to_the_written_ca() {
    let out = TempDir::new().unwrap();
    let store = Store::dir();
    let source = store.source();
    let run = store.run(&["gen", "--hosts", "20", "--out", &source, "--wildcard"]);
    run.expect(0, "generated 21 hosts (21 ECDSA P-256 pairs)");
    assert!(
        run.stdout.contains("h0.bench.test … h19.bench.test"),
        "{run}"
    );
    store.run(&["check"]).expect(0, "21 ok, 0 bad");
    let ca = store.path().join("ca.pem");
    assert_eq!(
        std::fs::metadata(store.path().join("ca.key"))
            .unwrap()
            .permissions()
            .mode()
            & 0o777,
        0o600
    );
    assert_eq!(
        std::fs::metadata(store.path().join("h7.bench.test.key"))
            .unwrap()
            .permissions()
            .mode()
            & 0o777,
        0o600
    );
    tlsfront_testkit::require_tool("openssl");
    for leaf in ["h7.bench.test.crt", "*.bench.test.crt"] {
        let verified = Command::new("openssl")
            .arg("verify")
            .arg("-CAfile")
            .arg(&ca)
            .arg(store.path().join(leaf))
            .output()
            .unwrap();
        assert!(
            verified.status.success(),
            "{}",
            String::from_utf8_lossy(&verified.stdout)
        );
    }
    // Re-generating with other key types replaces the hosts' slots, leaving no stale pair.
    store
        .run(&["gen", "--hosts", "3", "--dual", "--out", &source])
        .expect(0, "ECDSA P-256 + RSA-2048");
    store
        .run(&["gen", "--hosts", "2", "--rsa", "--out", &source])
        .expect(0, "RSA-2048");
    assert_eq!(
        slots(&store.fetch("h0.bench.test").unwrap()),
        [(Slot::Plain, KeyKind::Rsa)]
    );
    assert_eq!(slots(&store.fetch("h2.bench.test").unwrap()).len(), 2);
    store.run(&["check"]).expect(0, "21 ok, 0 bad");

    let redis = Store::redis();
    let ca_out = out.path().join("redis-ca.crt");
    let ca_arg = ca_out.display().to_string();
    let run = redis.run(&[
        "gen",
        "--hosts",
        "10",
        "--dual",
        "--out",
        &redis.source(),
        "--ca-out",
        &ca_arg,
    ]);
    run.expect(0, "generated 10 hosts (20 ECDSA P-256 + RSA-2048 pairs)");
    assert!(ca_out.exists() && out.path().join("redis-ca.key").exists());
    redis.run(&["check"]).expect(0, "10 ok, 0 bad");
    let listed = redis.run(&["ls"]);
    assert_eq!(
        listed
            .stdout
            .lines()
            .filter(|l| l.contains("ECDSA,RSA"))
            .count(),
        10,
        "{listed}"
    );

    let bad = store.run(&[
        "gen", "--hosts", "2", "--prefix", "bad name", "--out", &source,
    ]);
    bad.expect(2, "not a host name");

    // --reuse-key: every host its own certificate, one shared key; all of them valid.
    let shared = Store::dir();
    shared
        .run(&[
            "gen",
            "--hosts",
            "5",
            "--rsa",
            "--reuse-key",
            "--out",
            &shared.source(),
        ])
        .expect(0, "one key per type shared by every host");
    shared.run(&["check"]).expect(0, "5 ok, 0 bad");
    let key = |i: usize| std::fs::read(shared.path().join(format!("h{i}.bench.test.key"))).unwrap();
    let cert =
        |i: usize| std::fs::read(shared.path().join(format!("h{i}.bench.test.crt"))).unwrap();
    assert_eq!(key(0), key(4));
    assert_ne!(cert(0), cert(4));
}

#[test]
fn gen_writes_under_the_prefix_and_publishes_each_host() {
    let redis = RedisServer::start();
    let out = TempDir::new().unwrap();
    let mut subscriber = Command::new("redis-cli")
        .args([
            "-p",
            &redis.port().to_string(),
            "SUBSCRIBE",
            "t1:tlsfront:changes",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (lines_tx, lines) = std::sync::mpsc::channel();
    let stdout = subscriber.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    // redis-cli prints the subscription's confirmation once it is subscribed.
    while lines.recv_timeout(Duration::from_secs(10)).unwrap() != "1" {}

    let ca = out.path().join("ca.crt").display().to_string();
    let gen = tlsfront(&[
        "certs",
        "--certs",
        &redis.url(),
        "--redis-prefix",
        "t1:",
        "gen",
        "--hosts",
        "3",
        "--prefix",
        "p",
        "--ca-out",
        &ca,
    ]);
    gen.expect(0, "generated 3 hosts");
    let mut published = Vec::new();
    while published.len() < 3 {
        let line = lines
            .recv_timeout(Duration::from_secs(10))
            .expect("a change message");
        if line.ends_with(".bench.test") {
            published.push(line);
        }
    }
    published.sort();
    assert_eq!(
        published,
        ["p0.bench.test", "p1.bench.test", "p2.bench.test"]
    );
    let _ = subscriber.kill();
    let _ = subscriber.wait();

    assert!(
        redis
            .cli(&["EXISTS", "t1:p1.bench.test.crt"])
            .unwrap()
            .trim()
            == "1"
    );
    assert!(redis.cli(&["EXISTS", "p1.bench.test.crt"]).unwrap().trim() == "0");
    let prefixed = tlsfront(&[
        "certs",
        "--certs",
        &redis.url(),
        "--redis-prefix",
        "t1:",
        "check",
    ]);
    prefixed.expect(0, "3 ok, 0 bad");
    tlsfront(&["certs", "--certs", &redis.url(), "check"]).expect(0, "checked 0 hosts");
}

// ---------------------------------------------------------------------------------------------
// seal

#[test]
fn sealed_stores_check_only_with_the_right_sealing_key() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let seal_key = inputs.dir.path().join("seal.key").display().to_string();
    let wrong_key = inputs.dir.path().join("wrong.key").display().to_string();
    tlsfront(&["certs", "seal-keygen", "--out", &seal_key]).expect(0, "wrote a new sealing key");
    tlsfront(&["certs", "seal-keygen", "--out", &wrong_key]).expect(0, "key id");
    assert_eq!(
        std::fs::metadata(&seal_key).unwrap().permissions().mode() & 0o777,
        0o600
    );
    assert_eq!(std::fs::read_to_string(&seal_key).unwrap().trim().len(), 64);
    let before = std::fs::read(&seal_key).unwrap();
    tlsfront(&["certs", "seal-keygen", "--out", &seal_key]).expect(2, "refusing to overwrite");
    assert_eq!(std::fs::read(&seal_key).unwrap(), before);
    let late = inputs.write(
        "late",
        &fixtures.issue(&["late.test"], GeneratedKey::EcdsaP256),
    );

    for store in Store::both() {
        store
            .run(&[
                "gen",
                "--hosts",
                "4",
                "--dual",
                "--out",
                &store.source(),
                "--ca-out",
                &store.scratch("ca.pem"),
            ])
            .expect(0, "");
        store.run(&["seal"]).expect(2, "needs --seal-key");
        store
            .run(&["seal", "--seal-key", &seal_key])
            .expect(0, "sealed 8 keys");
        for slot_key in [
            &store.fetch("h1.bench.test").unwrap().pairs[0],
            &store.fetch("h3.bench.test").unwrap().pairs[1],
        ] {
            assert!(slot_key
                .key_pem
                .starts_with(b"-----BEGIN TLSFRONT SEALED PRIVATE KEY-----"));
        }
        let unsealed = store.run(&["check"]);
        assert_eq!(unsealed.code, 1, "{unsealed}");
        assert!(unsealed.stdout.contains("h0.bench.test: h0.bench.test.key: the key is sealed and does not unseal: the key is sealed, but no sealing key was given (--seal-key)"), "{unsealed}");
        store
            .run(&["check", "--seal-key", &seal_key])
            .expect(0, "4 ok, 0 bad");
        let wrong = store.run(&["check", "--seal-key", &wrong_key]);
        assert_eq!(wrong.code, 1, "{wrong}");
        assert!(
            wrong.stdout.contains("was sealed with sealing key id"),
            "{wrong}"
        );

        store
            .run(&["seal", "--seal-key", &seal_key])
            .expect(0, "sealed 0 keys");
        store
            .run(&["seal", "--seal-key", &wrong_key])
            .expect(1, "does not unseal with this sealing key");
        store
            .run(&["get", "h2.bench.test"])
            .expect(0, "not checked: the key is sealed");
        store
            .run(&["get", "h2.bench.test", "--seal-key", &seal_key])
            .expect(0, "ECDSA P-256, sealed");

        // put seals with --seal-key; the server's rules still hold.
        store
            .run(&[
                "put",
                "late.test",
                "--cert",
                &late.0,
                "--key",
                &late.1,
                "--seal-key",
                &seal_key,
            ])
            .expect(0, "key sealed");
        assert!(store.fetch("late.test").unwrap().pairs[0]
            .key_pem
            .starts_with(b"-----BEGIN TLSFRONT SEALED"));
        store
            .run(&["check", "--seal-key", &seal_key])
            .expect(0, "5 ok, 0 bad");
    }
    let no_key = Store::dir().run(&["check", "--seal-key", "/nonexistent/seal.key"]);
    no_key.expect(2, "cannot use the sealing key");
}
