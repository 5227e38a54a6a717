//! The raw (kTLS) path's request-head parser on arbitrary bytes: never panics, and a head it
//! accepts is never longer than the input.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_server::http1::parse_request_head;

fuzz_target!(|data: &[u8]| {
    if let Some(Ok((_, head_len))) = parse_request_head(data, 100) {
        assert!(head_len <= data.len());
    }
});
