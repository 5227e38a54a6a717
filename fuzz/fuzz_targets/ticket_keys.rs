//! The session ticket keys on arbitrary bytes, from both sides: the fleet's key ring record as a
//! store holds it (written by any instance, or anyone who can write Redis), and a session
//! ticket as a client presents it. Neither panics; a record that decodes encodes back to the
//! same ring; a ticket nobody sealed never opens, and whatever is sealed opens to itself.

#![no_main]

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use tlsfront_store::{HostName, Unsealer};
use tlsfront_server::tls::tickets::{
    decode_record, encode_record, HostTicketer, KeyOrigin, KeyRing, LiveKeys, TicketKey,
};

fn ticketer() -> &'static HostTicketer {
    static TICKETER: OnceLock<HostTicketer> = OnceLock::new();
    TICKETER.get_or_init(|| {
        let key = || TicketKey::generate(1_700_000_000).expect("random");
        let ring = KeyRing::fresh(1_700_000_000, key(), key());
        let keys = LiveKeys::new(ring, KeyOrigin::Process, Duration::from_secs(3600));
        let host = HostName::parse_store_name("a.example").expect("a host name");
        HostTicketer::new(Arc::new(keys), &host)
    })
}

fuzz_target!(|data: &[u8]| {
    let unsealer = Unsealer::from_key_bytes(&[7; 32]);
    for unsealer in [None, Some(&unsealer)] {
        if let Ok(ring) = decode_record(data, unsealer) {
            let again = encode_record(&ring, None).expect("a ring encodes");
            assert_eq!(decode_record(&again, None).expect("decodes back"), ring);
        }
    }
    let ticketer = ticketer();
    assert!(ticketer.open(data).is_err(), "a ticket nobody sealed opened");
    if let Some(sealed) = ticketer.seal(data) {
        assert_eq!(ticketer.open(&sealed).map(|opened| opened.plain).ok().as_deref(), Some(data));
    }
});
