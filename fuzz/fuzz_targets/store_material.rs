//! What a store hands over (certificate and key PEM, possibly sealed) on arbitrary bytes: the
//! validator never panics; it accepts or names a reason.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_store::material::{validate_pair, Leniency, Slot, StoredPair};
use tlsfront_store::{HostName, Unsealer};

fuzz_target!(|data: &[u8]| {
    let split = data.first().copied().unwrap_or(0) as usize;
    let rest = data.get(1..).unwrap_or_default();
    let (cert, key) = rest.split_at(split.min(rest.len()));
    let pair = StoredPair { slot: Slot::Plain, cert_pem: cert.to_vec(), key_pem: key.to_vec() };
    let name = HostName::parse("a.example").expect("a valid name");
    let provider = rustls::crypto::aws_lc_rs::default_provider();
    let unsealer = Unsealer::from_key_bytes(&[7; 32]);
    let now = rustls::pki_types::UnixTime::now();
    let _ = validate_pair(&name, &pair, now, &provider, Some(&unsealer), Leniency::default());
});
