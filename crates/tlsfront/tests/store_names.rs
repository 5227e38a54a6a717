//! Names a store cannot hold: a legal 253-character host name is longer than the directory
//! store's file names allow (245 characters at most), while Redis holds it. The real binary,
//! a real directory, a real `redis-server`.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use tlsfront_store::generate::GeneratedKey;
use tlsfront_store::KeyKind;
use tlsfront_testkit::{Fixtures, RedisServer, TlsClient, TlsfrontBuilder};

use support::{tlsfront, Inputs, Store};

#[path = "certs_cli/support.rs"]
mod support;

/// A legal host name of `length` characters (labels of at most 63), ending in `tld`.
fn name_of(length: usize, tld: &str) -> String {
    let mut labels = Vec::new();
    let mut left = length - tld.len();
    while left > 0 {
        // Each label takes its length and a dot.
        let label = (left - 1).min(63);
        labels.push("a".repeat(label));
        left -= label + 1;
    }
    labels.push(tld.to_owned());
    let name = labels.join(".");
    assert_eq!(name.len(), length, "{name}");
    name
}

#[test]
fn a_name_too_long_for_the_directory_store_is_refused_at_the_door_and_remembered() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    let long = name_of(253, "test");
    // The default host's certificate is not for the name: the test checks the leaf itself.
    let client = TlsClient::insecure();
    for default_host in [false, true] {
        let mut builder = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
            .arg("--certs")
            .arg(format!("dir:{}", fixtures.certs_dir().display()))
            .arg("--sites")
            .arg(fixtures.sites_dir().display().to_string())
            .shipped_log_filter();
        if default_host {
            builder = builder.args(["--default-host", "one.test"]);
        }
        let server = builder.spawn();
        // The directory watch in place, so that its first signal reads nothing again.
        let following = "tlsfront_change_feed_state{state=\"following\"}";
        assert_eq!(server.settled_metric(following, 1.0), 1.0);
        for _ in 0..20 {
            match client.connect(server.addr, Some(&long)) {
                // The default host stands in, as for any unknown name.
                Ok(tls) if default_host => assert_eq!(tls.leaf().dns_names, ["one.test"]),
                Ok(_) => panic!("a name the store cannot hold was served"),
                Err(err) => {
                    assert!(!default_host, "{err}");
                    assert!(err.to_string().contains("UnrecognisedName"), "{err}");
                }
            }
        }
        let series = "tlsfront_handshakes_total{outcome=\"unstorable_name\"}";
        let expected = if default_host { 0.0 } else { 20.0 };
        assert_eq!(server.settled_metric(series, expected), expected);
        let default_served = server.metric("tlsfront_default_host_handshakes_total");
        assert_eq!(default_served, if default_host { 20.0 } else { 0.0 });
        // Never asked about: no lookup (the default host's is the only one), no store error,
        // and not a line in the operator's log.
        let lookups = server.metric("tlsfront_store_lookups_total{store=\"dir\"}");
        assert_eq!(lookups, if default_host { 1.0 } else { 0.0 });
        assert_eq!(
            server.metric("tlsfront_store_errors_total{store=\"dir\",reason=\"error\"}"),
            0.0
        );
        let logs = server.logs();
        assert!(
            !logs.contains(" WARN ") && !logs.contains(&long[..63]),
            "{logs}"
        );
    }
}

#[test]
fn the_directory_store_holds_245_characters_and_redis_every_legal_name() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let longest = name_of(245, "test");
    let too_long = name_of(246, "test");
    let legal = name_of(253, "test");
    let pair = |name: &str, key| inputs.write(&name[..8], &fixtures.issue(&[name], key));

    // The directory store: the longest name it holds takes both key types, written and
    // replaced through its temporary files; one character more is refused, saying why.
    let dir = Store::dir();
    dir.put(&longest, &pair(&longest, GeneratedKey::EcdsaP256))
        .expect(0, "stored");
    dir.put(&longest, &pair(&longest, GeneratedKey::Rsa2048))
        .expect(0, "stored");
    dir.put(&longest, &pair(&longest, GeneratedKey::Rsa2048))
        .expect(0, "stored");
    assert_eq!(dir.fetch(&longest).unwrap().pairs.len(), 2);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    for name in [&too_long, &legal] {
        let refused = dir.put(name, &pair(name, GeneratedKey::EcdsaP256));
        refused.expect(1, "the directory store holds names of at most 245");
        refused.expect(1, "nothing was stored");
        dir.sites(&["put", name, "--static"])
            .expect(1, "holds names of at most 245");
    }
    let public = name_of(253, "com");
    let acme =
        |store: &Store, name: &str| tlsfront(&["acme", "--certs", &store.source(), "allow", name]);
    acme(&dir, &public).expect(1, "holds names of at most 245");
    acme(&dir, &name_of(245, "com")).expect(0, "allowed");

    // Redis holds every legal name, and serves it.
    let redis = Store::redis();
    let legal_pair = fixtures.issue(&[&legal], GeneratedKey::EcdsaP256);
    redis
        .put(&legal, &inputs.write("legal", &legal_pair))
        .expect(0, "stored");
    redis
        .sites(&["put", &legal, "--static"])
        .expect(0, "stored");
    acme(&redis, &public).expect(0, "allowed");
    let Store::Redis(server_redis, _) = &redis else {
        unreachable!()
    };
    serve_from_redis(server_redis, &fixtures, &legal);
}

fn serve_from_redis(redis: &RedisServer, fixtures: &Fixtures, name: &str) {
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &redis.url()])
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .spawn();
    let tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some(name))
        .expect("Redis serves a 253-character name");
    assert_eq!(tls.leaf().dns_names, [name]);
    assert_eq!(tls.leaf().key_kind, KeyKind::Ecdsa);
}
