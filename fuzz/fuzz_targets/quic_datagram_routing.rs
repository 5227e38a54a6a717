//! The QUIC hand-over's routing on arbitrary datagrams (`quic/forward/packet.rs`): never
//! panics; with no epoch to forward nothing is forwarded; an Initial or 0-RTT packet of QUIC
//! v1 is never forwarded; whatever is forwarded starts with a listed epoch where the ID
//! begins.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tlsfront_server::datagram_belongs_to;

fuzz_target!(|data: &[u8]| {
    let Some((&count, rest)) = data.split_first() else {
        return;
    };
    let (epochs, datagram) = rest.split_at(usize::from(count % 4).min(rest.len()));
    assert!(!datagram_belongs_to(datagram, &[]));
    if !datagram_belongs_to(datagram, epochs) {
        return;
    }
    let first = datagram[0];
    let epoch = if first & 0x80 == 0 { datagram[1] } else { datagram[6] };
    assert!(epochs.contains(&epoch));
    if first & 0x80 != 0 && datagram[1..5] == [0, 0, 0, 1] {
        assert!((first >> 4) & 0b11 >= 2, "an Initial or 0-RTT packet was forwarded");
    }
});
