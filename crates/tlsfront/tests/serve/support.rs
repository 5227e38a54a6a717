//! What the `serve_*` tests share: a server on the directory store, and three hosts.
// Each test binary that includes this module uses part of it.
#![allow(dead_code)]

use tlsfront_certs::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, Tlsfront, TlsfrontBuilder};

pub fn server(fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(extra.iter().copied())
        .spawn()
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
