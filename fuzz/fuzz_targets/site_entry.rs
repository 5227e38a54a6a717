//! A site entry as a store hands it over (`<host>.site`, written by any tool) on arbitrary
//! bytes: the parser never panics, and an entry it accepts is stored by `tlsfront sites put` in
//! a form that reads back to the same entry.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_store::SiteEntry;

fuzz_target!(|data: &[u8]| {
    if let Ok(entry) = SiteEntry::parse(data) {
        let stored = entry.to_toml();
        let again = SiteEntry::parse(stored.as_bytes()).expect("a canonical entry parses");
        assert_eq!(again, entry, "{stored}");
        assert_eq!(again.to_toml(), stored, "the canonical form is stable");
    }
});
