//! The request-path normaliser on arbitrary input: never panics, never yields a segment that
//! could climb or separate, and its re-encoded form normalises back to the same path.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_static::normalise_request_path;
use tlsfront_static::path::{MAX_PATH_BYTES, MAX_SEGMENT_BYTES};

fuzz_target!(|data: &[u8]| {
    let Ok(raw) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(path) = normalise_request_path(raw) else {
        return;
    };
    let mut total = 0;
    for segment in path.segments() {
        assert!(!segment.is_empty() && segment != "." && segment != "..");
        assert!(!segment.contains(['/', '\\', '\0']));
        assert!(!segment.chars().any(|c| c.is_ascii_control()));
        assert!(segment.len() <= MAX_SEGMENT_BYTES);
        total += segment.len() + 1;
    }
    assert!(total <= MAX_PATH_BYTES);
    let relative = path.relative();
    assert!(relative.is_relative());
    assert!(relative
        .components()
        .all(|c| matches!(c, std::path::Component::Normal(_))));

    // The URL form (used in `location`) is plain ASCII and means the same path again.
    let url = path.to_url_path(path.trailing_slash());
    assert!(url.bytes().all(|b| b.is_ascii_graphic()));
    let again = normalise_request_path(&url).expect("re-encoded path must normalise");
    assert_eq!(again.segments(), path.segments());
    assert_eq!(again.trailing_slash(), path.trailing_slash());
});
