//! The Host check on arbitrary input: never panics, and only a value that names the session's
//! host, give or take case, a port and one trailing dot, ever matches.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_static::host::{check_host, HostCheck};

const SESSION_HOST: &str = "a.example";

fuzz_target!(|data: &[u8]| {
    let Ok(value) = std::str::from_utf8(data) else {
        return;
    };
    if check_host(value, SESSION_HOST) != HostCheck::Matches {
        return;
    }
    let without_port = match value.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => value,
    };
    let name = without_port.strip_suffix('.').unwrap_or(without_port);
    assert!(name.eq_ignore_ascii_case(SESSION_HOST), "{value:?} matched");
});
