//! What the `serve_*` tests share: a server on the directory store, and three hosts.
// Each test binary that includes this module uses part of it.
#![allow(dead_code)]

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, Tlsfront, TlsfrontBuilder};

/// A server on the fixtures' directory store, once its directory watch is in place: a host
/// read before then is rightly read again when it is (a change made in between would have been
/// missed), which would add store lookups and forget unknown names in the middle of a test, the
/// later the busier the machine.
pub fn server(fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
    server_with(fixtures, extra, &[])
}

/// `server`, with environment variables set for the process.
pub fn server_with(fixtures: &Fixtures, extra: &[&str], env: &[(&str, &str)]) -> Tlsfront {
    let mut builder = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(extra.iter().copied());
    for (name, value) in env {
        builder = builder.env(name, *value);
    }
    let server = builder.spawn();
    let following = "tlsfront_change_feed_state{state=\"following\"}";
    assert_eq!(
        server.settled_metric(following, 1.0),
        1.0,
        "no directory watch"
    );
    server
}

pub fn hosts_fixture() -> Fixtures {
    let fixtures = Fixtures::new();
    for host in ["one.test", "two.test", "three.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(
            host,
            &[("index.html", format!("<h1>{host}</h1>\n").as_bytes())],
        );
    }
    fixtures
}
