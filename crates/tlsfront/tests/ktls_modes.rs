//! `--ktls` on this machine, whose kernel may lack TLS: `require` refuses to start with a clear
//! error, `auto` serves in user space. (The kTLS path itself is tested in a real kTLS kernel by
//! `scripts/ktls-vm-test`.)

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use tlsfront_server::ktls::KtlsSupport;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, TlsClient, TlsfrontBuilder};

#[test]
fn require_refuses_to_start_without_kernel_tls_and_auto_falls_back() {
    let support = KtlsSupport::probe();
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"hello")]);
    let store = format!("dir:{}", fixtures.certs_dir().display());
    if support.is_available() {
        eprintln!("this kernel has TLS ({support}); `require` is tested in the VM instead");
    } else {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
            .args([
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--certs",
                &store,
                "--ktls",
                "require",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("kTLS is required") && stderr.contains("modprobe tls"),
            "{stderr}"
        );
    }
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "--certs",
            &store,
            "--ktls",
            "auto",
            "--sites",
            &fixtures.sites_dir().display().to_string(),
        ])
        .spawn();
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap();
    assert_eq!(tls.get("one.test", "/").unwrap().body, b"hello");
    assert!(
        server.logs().contains("kTLS: "),
        "one start-up line about kTLS:\n{}",
        server.logs()
    );
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--certs",
            &store,
            "--ktls",
            "sometimes",
        ])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&bad.stderr).contains("use auto, off or require"));
}
