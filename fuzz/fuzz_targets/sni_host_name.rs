//! SNI and store-entry names on arbitrary input: never panics, and an accepted name is
//! lower-case, has no trailing dot, and holds only [a-z0-9.-] (plus a leading "*." for store
//! names), which is what makes `<dir>/<name>.crt` safe.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_store::HostName;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for name in [HostName::parse(text), HostName::parse_store_name(text)].into_iter().flatten() {
        let name = name.as_str();
        let body = name.strip_prefix("*.").unwrap_or(name);
        assert!(!body.is_empty() && !name.ends_with('.'));
        assert!(body.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.'), "{name:?}");
        assert!(!body.contains(".."), "{name:?}");
    }
});
