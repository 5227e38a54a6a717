//! The Pebble harness against the real Pebble: its directory over HTTPS trusting the minica
//! root, its issuing root, a stop and a restart on the same port.

use std::net::SocketAddr;

use anyhow::Context;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use tlsfront_testkit::{Pebble, PebbleOptions, TlsClient};

#[test]
fn directory_over_https_then_stop_and_restart() -> anyhow::Result<()> {
    let mut pebble = Pebble::start(PebbleOptions::default())?;
    let directory = fetch_directory(&pebble)?;
    for resource in ["newNonce", "newAccount", "newOrder"] {
        assert!(
            directory[resource].is_string(),
            "{resource} missing: {directory}"
        );
    }
    assert_eq!(directory["meta"]["externalAccountRequired"], false);
    let roots = pebble.issuer_roots_pem()?;
    let first_root = CertificateDer::pem_slice_iter(roots.as_bytes()).next();
    assert!(
        matches!(first_root, Some(Ok(_))),
        "no certificate in /roots/0: {roots}"
    );

    pebble.stop();
    assert!(
        fetch_directory(&pebble).is_err(),
        "the directory answers while Pebble is stopped"
    );
    pebble.restart()?;
    let directory = fetch_directory(&pebble)?;
    assert!(directory["newOrder"].is_string(), "{directory}");
    assert_eq!(pebble.orders_count()?, 0);
    Ok(())
}

#[test]
fn eab_is_required_and_its_key_is_exposed() -> anyhow::Result<()> {
    let pebble = Pebble::start(PebbleOptions {
        eab: true,
        ..PebbleOptions::default()
    })?;
    let directory = fetch_directory(&pebble)?;
    assert_eq!(directory["meta"]["externalAccountRequired"], true);
    let eab = pebble.eab_credentials().context("EAB credentials")?;
    assert!(!eab.kid.is_empty() && !eab.hmac_key.is_empty());
    Ok(())
}

/// `GET directory_url()` with a rustls client that trusts only the minica root and checks the
/// name in the URL.
fn fetch_directory(pebble: &Pebble) -> anyhow::Result<serde_json::Value> {
    let url = pebble.directory_url();
    let (authority, path) = url
        .strip_prefix("https://")
        .and_then(|rest| rest.split_once('/'))
        .context("an https URL with a path")?;
    let addr: SocketAddr = authority
        .parse()
        .context("the directory is on an IP address")?;
    let root = std::fs::read_to_string(pebble.server_root_pem_path())?;
    let mut tls = TlsClient::new(&root).connect(addr, None)?;
    let response = tls.get(authority, &format!("/{path}"))?;
    anyhow::ensure!(response.status == 200, "status {}", response.status);
    Ok(serde_json::from_slice(&response.body)?)
}
