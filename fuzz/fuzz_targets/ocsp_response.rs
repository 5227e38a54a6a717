//! An OCSP response as a responder (a peer) or a store hands it over, on arbitrary bytes:
//! `verify_staple` never panics, and nothing it accepts is past its nextUpdate.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use tlsfront_store::generate::{GeneratedKey, OcspExtensions, TestCa, Validity};
use tlsfront_store::ocsp::verify_staple;

/// A leaf and its issuer, made once.
fn chain() -> &'static (Vec<u8>, Vec<u8>) {
    static CHAIN: OnceLock<(Vec<u8>, Vec<u8>)> = OnceLock::new();
    CHAIN.get_or_init(|| {
        let ca = TestCa::generate("fuzz CA").expect("CA");
        let key = GeneratedKey::EcdsaP256.key_pair().expect("key");
        let ocsp = OcspExtensions {
            responder_url: Some("http://127.0.0.1/".to_owned()),
            must_staple: false,
        };
        let pair = ca
            .issue_with_ocsp(&["fuzz.test"], &key, Validity::days_from_now(30), &ocsp)
            .expect("leaf");
        let certs: Vec<CertificateDer<'static>> =
            CertificateDer::pem_slice_iter(pair.cert_pem.as_bytes())
                .collect::<Result<_, _>>()
                .expect("chain");
        (certs[0].to_vec(), certs[1].to_vec())
    })
}

fuzz_target!(|data: &[u8]| {
    let (leaf, issuer) = chain();
    let now = 1_800_000_000;
    if let Ok(staple) = verify_staple(data, leaf, issuer, now) {
        assert!(now < staple.next_update);
    }
});
