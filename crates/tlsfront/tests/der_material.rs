//! DER material in the store, beside PEM: the directory store and a real `redis-server` hold a
//! chain as concatenated DER certificates and a key as DER (PKCS#8), under the usual names;
//! `certs put`, `check` and `ls` take them, and the server serves them to a real TLS client.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tlsfront_store::generate::{GeneratedKey, GeneratedPair, OcspExtensions, Validity};
use tlsfront_store::Slot;
use tlsfront_testkit::{Fixtures, TlsClient, TlsfrontBuilder};

use support::{Inputs, Store};

#[path = "certs_cli/support.rs"]
mod support;

/// The pair's chain as concatenated DER certificates and its key as DER.
fn der(pair: &GeneratedPair) -> (Vec<u8>, Vec<u8>) {
    let chain: Vec<u8> = CertificateDer::pem_slice_iter(pair.cert_pem.as_bytes())
        .flat_map(|cert| cert.unwrap().to_vec())
        .collect();
    let key = PrivateKeyDer::from_pem_slice(pair.key_pem.as_bytes()).unwrap();
    (chain, key.secret_der().to_vec())
}

/// A leaf and its issuer, so the DER chain holds two certificates.
fn issue_chain(fixtures: &Fixtures, name: &str) -> GeneratedPair {
    let key = GeneratedKey::EcdsaP256.key_pair().unwrap();
    let ocsp = OcspExtensions {
        responder_url: Some("http://127.0.0.1:9/ocsp".into()),
        must_staple: false,
    };
    fixtures
        .ca
        .issue_with_ocsp(&[name], &key, Validity::days_from_now(30), &ocsp)
        .unwrap()
}

#[test]
fn der_pairs_are_checked_listed_and_served_from_dir_and_redis() {
    let fixtures = Fixtures::new();
    let inputs = Inputs::new();
    let planted = issue_chain(&fixtures, "planted.test");
    let (planted_chain, planted_key) = der(&planted);
    let put = fixtures.issue(&["put.test"], GeneratedKey::EcdsaP256);
    let (put_chain, put_key) = der(&put);
    let cert_file = inputs.file("put.crt.der", &put_chain);
    let key_file = inputs.file("put.key.der", &put_key);
    let pem = fixtures.issue(&["pem.test"], GeneratedKey::EcdsaP256);
    for host in ["planted.test", "put.test", "pem.test"] {
        fixtures.add_site(host, &[("index.html", host.as_bytes())]);
    }

    for store in Store::both() {
        // Written by another tool, unchecked; and through `certs put`, checked.
        store.plant("planted.test", Slot::Plain, &planted_chain, &planted_key);
        store
            .run(&["put", "put.test", "--cert", &cert_file, "--key", &key_file])
            .expect(
                0,
                "stored put.test in slot plain (put.test.crt): ECDSA P-256",
            );
        store.plant(
            "pem.test",
            Slot::Plain,
            pem.cert_pem.as_bytes(),
            pem.key_pem.as_bytes(),
        );
        let stored = store.fetch("put.test").unwrap();
        assert_eq!(stored.pairs[0].cert_pem, put_chain, "stored as given");

        store.run(&["check"]).expect(0, "3 ok, 0 bad");
        let ls = store.run(&["ls"]);
        for host in ["planted.test", "put.test", "pem.test"] {
            ls.expect(0, host);
        }
        store
            .run(&["get", "planted.test"])
            .expect(0, "CN=planted.test");

        let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
            .args(["--certs", &store.source()])
            .arg("--sites")
            .arg(fixtures.sites_dir().display().to_string())
            .spawn();
        let client = TlsClient::new(fixtures.ca.cert_pem());
        for host in ["planted.test", "put.test", "pem.test"] {
            let mut tls = client.connect(server.addr, Some(host)).expect("handshake");
            assert_eq!(tls.leaf().dns_names, [host]);
            assert_eq!(tls.get(host, "/").unwrap().body, host.as_bytes());
        }
    }
}

#[test]
fn bad_der_is_refused_by_name() {
    let fixtures = Fixtures::new();
    let pair = fixtures.issue(&["cut.test"], GeneratedKey::EcdsaP256);
    let (chain, key) = der(&pair);
    for store in Store::both() {
        // A chain cut short is no DER, and no PEM either.
        store.plant("cut.test", Slot::Plain, &chain[..chain.len() - 10], &key);
        store
            .run(&["check"])
            .expect(1, "cut.test: cut.test.crt: no CERTIFICATE block");
        // A key that is DER but no key.
        store.plant(
            "cut.test",
            Slot::Plain,
            &chain,
            &[0x30, 0x03, 0x02, 0x01, 0x05],
        );
        store
            .run(&["check"])
            .expect(1, "cut.test: cut.test.key: the DER is no private key");
    }
}
