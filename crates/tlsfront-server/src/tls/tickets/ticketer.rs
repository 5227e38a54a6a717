//! Our `rustls::server::ProducesTickets`: tickets sealed with AES-256-GCM under the key ring in
//! use ([`LiveKeys`]), bound to the host they were made for.
//!
//! ```text
//! ticket = key id (8 bytes) | nonce (12 bytes) | AES-256-GCM(session state) | tag (16 bytes)
//! additional data = "tlsfront-ticket-v1" NUL <store entry> [NUL <client certificate policy>]
//! ```
//!
//! - The key id picks the ring's key; a ticket under a key the ring no longer has, or one that
//!   does not authenticate, gives `None`: a full handshake, never an error.
//! - The nonce is random. AES-GCM's bound for random nonces (2^32 tickets per key) is far above
//!   what a key encrypts before it is rotated out.
//! - The store entry (the host, or its wildcard) is part of the additional data, so a ticket
//!   made for one host does not even decrypt for another, on any instance. rustls checks the
//!   SNI name stored inside the ticket as well (`hs::can_resume`), which also keeps apart the
//!   names one wildcard entry serves.
//! - A host that asks for client certificates binds its tickets to its policy's fingerprint
//!   (mode, CAs, CRLs) too: a session resumes only under the policy it was made under, so a
//!   session made before a host required certificates, or before a CRL revoked the client's,
//!   never resumes past the new policy.
//!
//! [`Tls12Ticketer`] wraps a host's ticketer for one TLS 1.2 connection, so that a session
//! resumed with a ticket under the current key keeps that ticket instead of getting a new one.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use aws_lc_rs::aead::{Aad, Nonce, NONCE_LEN};
use rustls::server::ProducesTickets;
use tlsfront_store::HostName;

use super::key::KEY_ID_LEN;
use super::live::LiveKeys;

/// The largest ticket opened. Our tickets hold a session's state, a few hundred bytes; a larger
/// one is not ours, and is refused before any work is spent on it.
pub const MAX_TICKET_BYTES: usize = 16 * 1024;

const TAG_LEN: usize = 16;
const HEADER_LEN: usize = KEY_ID_LEN + NONCE_LEN;
const AAD_LABEL: &[u8] = b"tlsfront-ticket-v1";

/// A ticket opened.
#[derive(Debug, PartialEq, Eq)]
pub struct Opened {
    pub plain: Vec<u8>,
    /// Whether the ring's current key sealed it (rather than `next` or a previous key).
    pub under_current: bool,
}

tlsfront_metrics::label! {
    /// Why a ticket was not opened.
    pub enum Refused: "reason" {
        /// Made under a key the ring does not hold: rotated out, another fleet's, or another
        /// process's before the keys were shared.
        UnknownKey => "unknown_key",
        /// Too short or too long, altered, or made for another host.
        Unauthentic => "unauthentic",
    }
}

/// Seals and opens one host's tickets.
pub struct HostTicketer {
    keys: Arc<LiveKeys>,
    aad: Box<[u8]>,
}

impl HostTicketer {
    /// The ticketer of the store entry `entry`, whose sessions are bound to its client
    /// certificate policy's fingerprint when it has one.
    pub fn new(keys: Arc<LiveKeys>, entry: &HostName, client_policy: Option<[u8; 32]>) -> Self {
        let mut aad = AAD_LABEL.to_vec();
        aad.push(0);
        aad.extend_from_slice(entry.as_str().as_bytes());
        if let Some(fingerprint) = client_policy {
            // A host name never holds a NUL, so this cannot be read as another entry's name.
            aad.push(0);
            aad.extend_from_slice(&fingerprint);
        }
        HostTicketer {
            keys,
            aad: aad.into_boxed_slice(),
        }
    }

    /// Seals `plain` under the current key; `None` only when the random generator fails.
    pub fn seal(&self, plain: &[u8]) -> Option<Vec<u8>> {
        let prepared = self.keys.prepared();
        let key = prepared.key(&prepared.current.0)?;
        let mut nonce = [0u8; NONCE_LEN];
        aws_lc_rs::rand::fill(&mut nonce).ok()?;
        let mut ticket = Vec::with_capacity(HEADER_LEN + plain.len() + TAG_LEN);
        ticket.extend_from_slice(&prepared.current.0);
        ticket.extend_from_slice(&nonce);
        ticket.extend_from_slice(plain);
        let tag = key
            .seal_in_place_separate_tag(
                Nonce::assume_unique_for_key(nonce),
                Aad::from(&*self.aad),
                &mut ticket[HEADER_LEN..],
            )
            .ok()?;
        ticket.extend_from_slice(tag.as_ref());
        Some(ticket)
    }

    /// Opens a ticket, which is entirely the client's bytes.
    pub fn open(&self, ticket: &[u8]) -> Result<Opened, Refused> {
        if ticket.len() < HEADER_LEN + TAG_LEN || ticket.len() > MAX_TICKET_BYTES {
            return Err(Refused::Unauthentic);
        }
        let (header, sealed) = ticket.split_at(HEADER_LEN);
        let (id, nonce) = header.split_at(KEY_ID_LEN);
        let prepared = self.keys.prepared();
        let key = prepared.key(id).ok_or(Refused::UnknownKey)?;
        let nonce = Nonce::try_assume_unique_for_key(nonce).map_err(|_| Refused::Unauthentic)?;
        let mut plain = sealed.to_vec();
        let opened_len = key
            .open_in_place(nonce, Aad::from(&*self.aad), &mut plain)
            .map_err(|_| Refused::Unauthentic)?
            .len();
        plain.truncate(opened_len);
        Ok(Opened {
            plain,
            under_current: prepared.current.0 == id,
        })
    }

    /// [`HostTicketer::open`], counted.
    fn open_counted(&self, ticket: &[u8]) -> Option<Opened> {
        self.open(ticket)
            .map_err(|refused| self.keys.metrics.refused.inc(refused))
            .ok()
    }
}

impl ProducesTickets for HostTicketer {
    fn enabled(&self) -> bool {
        true
    }

    fn lifetime(&self) -> u32 {
        self.keys.lifetime()
    }

    fn encrypt(&self, plain: &[u8]) -> Option<Vec<u8>> {
        self.seal(plain)
    }

    fn decrypt(&self, ticket: &[u8]) -> Option<Vec<u8>> {
        self.open_counted(ticket).map(|opened| opened.plain)
    }
}

impl std::fmt::Debug for HostTicketer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostTicketer")
            .field("keys", &self.keys)
            .finish_non_exhaustive()
    }
}

/// A host's ticketer for one TLS 1.2 connection.
///
/// rustls sends a fresh ticket on every TLS 1.2 resumption when the client offers the ticket
/// extension. OpenSSL (and so nginx) keeps the client's ticket when the key that sealed it is
/// still the one encrypting, and so do we: a ticket under the current key is not replaced (the
/// empty NewSessionTicket that RFC 5077, 3.3, provides for tells the client to keep it), while
/// one under an older key is renewed, so returning clients move to the newer keys. This saves
/// a ticket's sealing and ~200 bytes per resumption, and scanners that check that the server
/// accepted a ticket by seeing the same ticket come back (sslyze) see resumption work.
///
/// The one connection this touches otherwise: a ticket that opens under the current key but
/// that rustls will not resume (another SNI name under the same wildcard entry, a changed
/// suite) is followed by a full handshake that ends without a ticket; that client's next
/// connection is a full handshake too, and gets one.
pub struct Tls12Ticketer {
    host: Arc<HostTicketer>,
    presented_current: AtomicBool,
}

impl Tls12Ticketer {
    pub fn new(host: Arc<HostTicketer>) -> Self {
        Tls12Ticketer {
            host,
            presented_current: AtomicBool::new(false),
        }
    }
}

impl ProducesTickets for Tls12Ticketer {
    fn enabled(&self) -> bool {
        true
    }

    fn lifetime(&self) -> u32 {
        self.host.lifetime()
    }

    fn encrypt(&self, plain: &[u8]) -> Option<Vec<u8>> {
        if self.presented_current.swap(false, Ordering::Relaxed) {
            return None;
        }
        self.host.seal(plain)
    }

    fn decrypt(&self, ticket: &[u8]) -> Option<Vec<u8>> {
        let opened = self.host.open_counted(ticket)?;
        self.presented_current
            .store(opened.under_current, Ordering::Relaxed);
        Some(opened.plain)
    }
}

impl std::fmt::Debug for Tls12Ticketer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tls12Ticketer")
            .field("host", &self.host)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::tls::tickets::key::TicketKey;
    use crate::tls::tickets::live::KeyOrigin;
    use crate::tls::tickets::ring::KeyRing;

    fn keys() -> Arc<LiveKeys> {
        let ring = KeyRing::fresh(
            1000,
            TicketKey::generate(1000).unwrap(),
            TicketKey::generate(1000).unwrap(),
        );
        Arc::new(LiveKeys::new(
            ring,
            KeyOrigin::Process,
            Duration::from_secs(3600),
        ))
    }

    fn host(keys: &Arc<LiveKeys>, name: &str) -> HostTicketer {
        HostTicketer::new(
            keys.clone(),
            &HostName::parse_store_name(name).unwrap(),
            None,
        )
    }

    #[test]
    fn a_ticket_opens_where_it_was_made_and_its_header_is_the_current_key() {
        let keys = keys();
        let ticketer = host(&keys, "a.example");
        let ticket = ticketer.encrypt(b"session state").unwrap();
        assert_eq!(ticket.len(), HEADER_LEN + 13 + TAG_LEN);
        assert_eq!(&ticket[..KEY_ID_LEN], &keys.ring().0.current().id.0);
        assert_eq!(ticketer.decrypt(&ticket).unwrap(), b"session state");
        // Another ticketer for the same entry (another instance's config) opens it too.
        assert_eq!(
            host(&keys, "a.example").decrypt(&ticket).unwrap(),
            b"session state"
        );
        // Two tickets for the same state differ: fresh nonces.
        assert_ne!(ticketer.encrypt(b"session state").unwrap(), ticket);
    }

    #[test]
    fn a_ticket_opens_only_under_the_client_certificate_policy_it_was_made_under() {
        let keys = keys();
        let name = HostName::parse("a.example").unwrap();
        let under = |policy| HostTicketer::new(keys.clone(), &name, policy);
        let none = under(None).encrypt(b"state").unwrap();
        let required = under(Some([1; 32])).encrypt(b"state").unwrap();
        assert_eq!(under(Some([1; 32])).decrypt(&required).unwrap(), b"state");
        assert_eq!(under(None).open(&required), Err(Refused::Unauthentic));
        assert_eq!(
            under(Some([2; 32])).open(&required),
            Err(Refused::Unauthentic)
        );
        assert_eq!(under(Some([1; 32])).open(&none), Err(Refused::Unauthentic));
    }

    #[test]
    fn a_ticket_for_another_host_a_changed_byte_or_an_unknown_key_is_refused() {
        let keys = keys();
        let ticketer = host(&keys, "a.example");
        let ticket = ticketer.encrypt(b"state").unwrap();
        assert_eq!(
            host(&keys, "b.example").open(&ticket),
            Err(Refused::Unauthentic)
        );
        assert_eq!(
            host(&keys, "*.w.example").open(&ticket),
            Err(Refused::Unauthentic)
        );
        for index in 0..ticket.len() {
            let mut altered = ticket.clone();
            altered[index] ^= 0x01;
            let expected = if index < KEY_ID_LEN {
                Refused::UnknownKey
            } else {
                Refused::Unauthentic
            };
            assert_eq!(ticketer.open(&altered), Err(expected), "byte {index}");
        }
        for length in [0, 1, HEADER_LEN, HEADER_LEN + TAG_LEN - 1] {
            assert_eq!(ticketer.open(&ticket[..length]), Err(Refused::Unauthentic));
        }
        assert_eq!(
            ticketer.open(&vec![0u8; MAX_TICKET_BYTES + 1]),
            Err(Refused::Unauthentic)
        );
        // Another ring's ticket names a key this ring does not hold.
        let other = host(&self::keys(), "a.example").encrypt(b"state").unwrap();
        assert_eq!(ticketer.open(&other), Err(Refused::UnknownKey));
        assert_eq!(ticketer.decrypt(&other), None);
        assert_eq!(keys.metrics.refused.get(Refused::UnknownKey), 1);
    }

    #[test]
    fn tickets_of_the_next_and_previous_keys_open_until_their_key_leaves_the_ring() {
        let keys = keys();
        let ticketer = host(&keys, "a.example");
        let (ring, _) = keys.ring();
        let old = ticketer.encrypt(b"old").unwrap();
        assert!(ticketer.open(&old).unwrap().under_current);

        // Another instance turned the ring: its tickets are under our `next`, and open here
        // before this instance has the new ring.
        let turned = ring.rotated(2000, TicketKey::generate(2000).unwrap());
        let elsewhere = Arc::new(LiveKeys::new(turned.clone(), KeyOrigin::Store, keys.period));
        let new = host(&elsewhere, "a.example").encrypt(b"new").unwrap();
        let opened = ticketer.open(&new).unwrap();
        assert_eq!(
            (opened.plain.as_slice(), opened.under_current),
            (&b"new"[..], false)
        );

        // This instance takes the new ring: the old ticket still opens, as a previous key's.
        keys.install(turned.clone(), KeyOrigin::Store);
        assert_eq!(ticketer.open(&old).unwrap().plain, b"old");
        assert!(!ticketer.open(&old).unwrap().under_current);
        assert!(ticketer.open(&new).unwrap().under_current);

        // PREVIOUS_KEYS more turns, and the old key has left the ring.
        let mut ring = turned;
        for turn in 0..crate::tls::tickets::ring::PREVIOUS_KEYS as u64 {
            ring = ring.rotated(3000 + turn, TicketKey::generate(3000).unwrap());
        }
        keys.install(ring, KeyOrigin::Store);
        assert_eq!(ticketer.open(&old), Err(Refused::UnknownKey));
        assert_eq!(ticketer.open(&new).unwrap().plain, b"new");
    }

    #[test]
    fn a_tls12_resumption_under_the_current_key_keeps_its_ticket_and_an_older_one_is_renewed() {
        let keys = keys();
        let ticketer = Arc::new(host(&keys, "a.example"));
        let current = ticketer.encrypt(b"state").unwrap();

        let connection = Tls12Ticketer::new(ticketer.clone());
        assert_eq!(connection.decrypt(&current).unwrap(), b"state");
        assert_eq!(
            connection.encrypt(b"state"),
            None,
            "the client keeps its ticket"
        );
        assert!(connection.encrypt(b"state").is_some(), "only once");

        let (ring, _) = keys.ring();
        keys.install(
            ring.rotated(2000, TicketKey::generate(2000).unwrap()),
            KeyOrigin::Store,
        );
        let connection = Tls12Ticketer::new(ticketer.clone());
        assert_eq!(connection.decrypt(&current).unwrap(), b"state");
        let renewed = connection.encrypt(b"state").unwrap();
        assert!(ticketer.open(&renewed).unwrap().under_current);

        // A full handshake (nothing presented, or nothing that opened) gets its ticket.
        let connection = Tls12Ticketer::new(ticketer);
        assert_eq!(connection.decrypt(b"garbage"), None);
        assert!(connection.encrypt(b"state").is_some());
    }
}
