//! The TLS record framing the kTLS hand-off follows, on arbitrary bytes split anywhere: never
//! panics, and the split does not change where it ends up.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_server::tls::record_framing::Framing;

fuzz_target!(|data: &[u8]| {
    let split = data.first().copied().unwrap_or(0) as usize % (data.len() + 1);
    let mut whole = Framing::default();
    whole.advance(data);
    let mut parts = Framing::default();
    parts.advance(&data[..split]);
    parts.advance(&data[split..]);
    assert_eq!(whole, parts);
});
