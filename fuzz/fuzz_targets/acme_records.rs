//! What on-demand issuance reads from a store or a CA's challenge path, on arbitrary bytes:
//! a managed-certificate record (written by any instance, or any tool) and an HTTP-01 token
//! from a request path. Neither panics; a record that parses keeps a renewal time within its
//! certificate's lifetime (or the CA's earlier suggestion), and a token that names a record
//! stays one safe path segment.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_acme::challenge::http01_record;
use tlsfront_acme::managed::Managed;

fuzz_target!(|data: &[u8]| {
    if let Some(managed) = Managed::parse(data) {
        let renew_at = managed.renew_at();
        if managed.ari_renew_at.is_none() && managed.not_before <= managed.not_after {
            assert!(renew_at >= managed.not_before && renew_at <= managed.not_after);
        }
        assert_eq!(Managed::parse(&managed.to_json()), Some(managed));
    }
    if let Ok(token) = std::str::from_utf8(data) {
        if let Some(record) = http01_record(token) {
            let path = record.path();
            assert!(!path.contains("..") && path.matches('/').count() == 2, "{path}");
        }
    }
});
