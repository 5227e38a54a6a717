//! The PROXY protocol header (v1 and v2) on arbitrary bytes: never panics, and keeps the two
//! promises the reader takes bytes off the socket by: a complete header is no longer than its
//! input nor the limit, and every shorter prefix of it is `Incomplete`; `Incomplete` is only
//! said of fewer bytes than the limit, so the reader always has room for one more.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_server::proxy_protocol::{parse_proxy_header, HeaderProgress, MAX_HEADER_BYTES};

fuzz_target!(|data: &[u8]| {
    match parse_proxy_header(data) {
        Ok(HeaderProgress::Complete { length, .. }) => {
            assert!(length > 0 && length <= data.len() && length <= MAX_HEADER_BYTES);
            let again = parse_proxy_header(&data[..length]);
            assert!(matches!(again, Ok(HeaderProgress::Complete { length: l, .. }) if l == length));
            // The header split at an arbitrary point: its start must read as unfinished.
            let split = usize::from(data[0]) % length;
            let start = parse_proxy_header(&data[..split]);
            assert!(matches!(start, Ok(HeaderProgress::Incomplete)), "{split} of {length}: {start:?}");
        }
        Ok(HeaderProgress::Incomplete) => assert!(data.len() < MAX_HEADER_BYTES),
        Err(_) => {}
    }
});
