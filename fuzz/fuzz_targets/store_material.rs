//! What a store hands over (a certificate chain and a key, PEM or DER, the key possibly sealed)
//! on arbitrary bytes: the validator never panics; it accepts or names a reason; and validating
//! through the parsed-material cache gives the same answer the first time (parsed) and the
//! second (kept), as it does without the cache.
//!
//! Input: a split byte, then the chain's bytes, then the key's. A split byte of 0xFE is
//! followed by two bytes, the split as a big-endian u16 (a DER chain is longer than 253 bytes).

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_store::material::{validate_host_with, validate_pair, Leniency, ParsedMaterial};
use tlsfront_store::material::{Slot, StoredHost, StoredPair};
use tlsfront_store::{HostName, Unsealer};

fuzz_target!(|data: &[u8]| {
    let (split, rest) = match data {
        [0xFE, high, low, rest @ ..] => (usize::from(u16::from_be_bytes([*high, *low])), rest),
        [first, rest @ ..] => (usize::from(*first), rest),
        [] => (0, data),
    };
    let (cert, key) = rest.split_at(split.min(rest.len()));
    let pair = StoredPair { slot: Slot::Plain, cert_pem: cert.to_vec(), key_pem: key.to_vec() };
    let name = HostName::parse("a.example").expect("a valid name");
    let provider = rustls::crypto::aws_lc_rs::default_provider();
    let unsealer = Unsealer::from_key_bytes(&[7; 32]);
    let now = rustls::pki_types::UnixTime::now();
    let plain = validate_pair(&name, &pair, now, &provider, Some(&unsealer), Leniency::default());

    let host = StoredHost { name, pairs: vec![pair], site: None, staples: Vec::new() };
    let parsed = ParsedMaterial::new(4);
    for _ in 0..2 {
        let cached = validate_host_with(&host, now, &provider, Some(&unsealer), Some(&parsed));
        assert_eq!(cached.is_ok(), plain.is_ok(), "the cache changed the answer");
        if let (Ok(cached), Ok(plain)) = (&cached, &plain) {
            let served = cached.ecdsa.as_ref().or(cached.rsa.as_ref()).expect("a pair");
            assert_eq!(served.certified_key.cert, plain.certified_key.cert);
        }
    }
});
