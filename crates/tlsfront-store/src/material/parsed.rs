//! Parsed chains and keys, kept by the SHA-256 of their stored bytes, so a cache miss for a
//! host whose material another host already brought in parses nothing: the hosts a wildcard
//! entry covers, many hosts that share one certificate and key, a renewal that keeps its key.
//!
//! Only what depends on the bytes alone is kept: the chain as DER, its leaf's summary, public
//! key and OCSP facts and whether the chain is in order; the key loaded for signing (the aws-lc
//! key object, shared between hosts) and its public key. Everything that depends on the host
//! or the time is checked again on every load by [`super::validate_pair`]: the key against the
//! leaf, the name against the certificate, the slot, the validity period. So one host's
//! material never serves another host's name unless the certificate covers that name.
//!
//! Bounded: each of the two maps holds at most `capacity` values and forgets the oldest first.
//! Material that fails to parse is never kept (the host cache's negative cache holds the
//! failure). Keys are kept by the hash of their plain bytes, after unsealing; the bytes
//! themselves are not kept.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use aws_lc_rs::digest;
use rustls::pki_types::CertificateDer;
use rustls::sign::SigningKey;

use super::KeyKind;
use crate::ocsp::OcspFacts;
use crate::summary::CertSummary;

/// A chain as validation made it, from one stored value.
#[derive(Debug)]
pub(crate) struct ParsedChain {
    pub chain: Vec<CertificateDer<'static>>,
    /// The leaf's SubjectPublicKeyInfo, as the certificate encodes it.
    pub leaf_spki: Vec<u8>,
    /// The leaf's summary; `None` when its key is neither ECDSA nor RSA (no key can match it).
    pub summary: Option<CertSummary>,
    pub ocsp: OcspFacts,
    /// The first certificate not issued by the one after it, when the chain is out of order.
    pub out_of_order_at: Option<usize>,
}

/// A private key loaded for signing, from one stored value.
pub(crate) struct ParsedKey {
    pub signing_key: Arc<dyn SigningKey>,
    pub kind: KeyKind,
    /// The key's SubjectPublicKeyInfo, when the provider can tell it.
    pub spki: Option<Vec<u8>>,
}

// Never the key itself, not even through `{:?}`.
impl std::fmt::Debug for ParsedKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParsedKey")
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

/// The SHA-256 of stored bytes: what parsed material is found by.
pub(crate) type ContentHash = [u8; 32];

pub(crate) fn content_hash(bytes: &[u8]) -> ContentHash {
    let mut hash = [0u8; 32];
    hash.copy_from_slice(digest::digest(&digest::SHA256, bytes).as_ref());
    hash
}

/// Parsed chains and keys by the hash of their stored bytes, bounded.
pub struct ParsedMaterial {
    chains: Bounded<ContentHash, Arc<ParsedChain>>,
    keys: Bounded<ContentHash, Arc<ParsedKey>>,
}

impl ParsedMaterial {
    /// Holds at most `capacity` chains and `capacity` keys (a capacity of 0 keeps nothing).
    pub fn new(capacity: usize) -> Self {
        ParsedMaterial {
            chains: Bounded::new(capacity),
            keys: Bounded::new(capacity),
        }
    }

    /// How many chains and keys are held.
    pub fn len(&self) -> (usize, usize) {
        (self.chains.len(), self.keys.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == (0, 0)
    }

    pub(crate) fn chain(&self, hash: &ContentHash) -> Option<Arc<ParsedChain>> {
        self.chains.get(hash)
    }

    pub(crate) fn keep_chain(&self, hash: ContentHash, chain: Arc<ParsedChain>) {
        self.chains.insert(hash, chain);
    }

    pub(crate) fn key(&self, hash: &ContentHash) -> Option<Arc<ParsedKey>> {
        self.keys.get(hash)
    }

    pub(crate) fn keep_key(&self, hash: ContentHash, key: Arc<ParsedKey>) {
        self.keys.insert(hash, key);
    }
}

impl std::fmt::Debug for ParsedMaterial {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (chains, keys) = self.len();
        f.debug_struct("ParsedMaterial")
            .field("chains", &chains)
            .field("keys", &keys)
            .finish()
    }
}

/// A map that holds at most `capacity` values and forgets the oldest inserted first. A lookup
/// is one hash of 32 bytes under a lock held for nothing else.
struct Bounded<K, V> {
    capacity: usize,
    inner: Mutex<BoundedInner<K, V>>,
}

struct BoundedInner<K, V> {
    values: HashMap<K, V>,
    order: VecDeque<K>,
}

impl<K: Hash + Eq + Clone, V: Clone> Bounded<K, V> {
    fn new(capacity: usize) -> Self {
        Bounded {
            capacity,
            inner: Mutex::new(BoundedInner {
                values: HashMap::new(),
                order: VecDeque::new(),
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BoundedInner<K, V>> {
        // A panic while the lock was held left the maps consistent (each step is one call).
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn len(&self) -> usize {
        self.lock().values.len()
    }

    fn get(&self, key: &K) -> Option<V> {
        self.lock().values.get(key).cloned()
    }

    fn insert(&self, key: K, value: V) {
        if self.capacity == 0 {
            return;
        }
        let mut inner = self.lock();
        if inner.values.insert(key.clone(), value).is_some() {
            return;
        }
        inner.order.push_back(key);
        while inner.values.len() > self.capacity {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            inner.values.remove(&oldest);
        }
    }
}

#[cfg(test)]
mod tests {
    use rustls::pki_types::UnixTime;

    use super::*;
    use crate::generate::{GeneratedKey, GeneratedPair, TestCa, Validity};
    use crate::host::HostName;
    use crate::material::{validate_host_with, HostCredentials, MaterialError, Slot};
    use crate::material::{StoredHost, StoredPair};

    fn stored(name: &str, slot: Slot, pair: &GeneratedPair) -> StoredHost {
        StoredHost {
            name: HostName::parse_store_name(name).expect("name"),
            pairs: vec![StoredPair {
                slot,
                cert_pem: pair.cert_pem.clone().into_bytes(),
                key_pem: pair.key_pem.clone().into_bytes(),
            }],
            site: None,
            staples: Vec::new(),
        }
    }

    fn validate(
        host: &StoredHost,
        parsed: &ParsedMaterial,
    ) -> Result<HostCredentials, MaterialError> {
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        validate_host_with(host, UnixTime::now(), &provider, None, Some(parsed))
    }

    fn signing_key(credentials: &HostCredentials) -> Arc<dyn SigningKey> {
        credentials
            .ecdsa
            .as_ref()
            .expect("ecdsa")
            .certified_key
            .key
            .clone()
    }

    #[test]
    fn hosts_that_share_material_share_one_parse_and_one_key_object() {
        let ca = TestCa::generate("parsed tests").expect("ca");
        let shared = ca
            .issue(
                &["a.example", "b.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .expect("issued");
        let parsed = ParsedMaterial::new(10);
        let a = validate(&stored("a.example", Slot::Plain, &shared), &parsed).expect("a");
        let b = validate(&stored("b.example", Slot::Plain, &shared), &parsed).expect("b");
        assert_eq!(parsed.len(), (1, 1));
        assert!(Arc::ptr_eq(&signing_key(&a), &signing_key(&b)));
        // The name check stays per host: the same bytes do not serve a name they do not cover.
        let err = validate(&stored("c.example", Slot::Plain, &shared), &parsed).unwrap_err();
        assert!(matches!(err, MaterialError::NameNotCovered { .. }), "{err}");
        // Nor does the slot check go: an ECDSA key is refused in the RSA slot.
        let err = validate(&stored("a.example", Slot::Rsa, &shared), &parsed).unwrap_err();
        assert!(matches!(err, MaterialError::WrongSlot { .. }), "{err}");
    }

    #[test]
    fn a_renewal_that_keeps_its_key_reuses_the_key_object() {
        let ca = TestCa::generate("parsed tests").expect("ca");
        let key = GeneratedKey::EcdsaP256.key_pair().expect("key");
        let first = ca
            .issue_for_key(&["r.example"], &key, Validity::days_from_now(30))
            .expect("first");
        let renewed = ca
            .issue_for_key(&["r.example"], &key, Validity::days_from_now(90))
            .expect("renewed");
        assert_eq!(first.key_pem, renewed.key_pem);
        let parsed = ParsedMaterial::new(10);
        let before = validate(&stored("r.example", Slot::Plain, &first), &parsed).expect("first");
        let after =
            validate(&stored("r.example", Slot::Plain, &renewed), &parsed).expect("renewed");
        assert_eq!(parsed.len(), (2, 1));
        assert!(Arc::ptr_eq(&signing_key(&before), &signing_key(&after)));
        let served = |credentials: &HostCredentials| {
            credentials.ecdsa.as_ref().expect("ecdsa").summary.not_after
        };
        assert!(
            served(&after) > served(&before),
            "the renewed certificate is served"
        );
    }

    #[test]
    fn a_known_key_beside_another_certificate_is_still_a_mismatch() {
        let ca = TestCa::generate("parsed tests").expect("ca");
        let one = ca
            .issue(
                &["m.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .expect("one");
        let other = ca
            .issue(
                &["m.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .expect("other");
        let parsed = ParsedMaterial::new(10);
        validate(&stored("m.example", Slot::Plain, &one), &parsed).expect("one");
        validate(&stored("m.example", Slot::Plain, &other), &parsed).expect("other");
        let crossed = GeneratedPair {
            cert_pem: one.cert_pem.clone(),
            key_pem: other.key_pem.clone(),
        };
        let err = validate(&stored("m.example", Slot::Plain, &crossed), &parsed).unwrap_err();
        assert!(matches!(err, MaterialError::KeyMismatch { .. }), "{err}");
    }

    #[test]
    fn validity_is_checked_on_every_load_of_a_kept_chain() {
        let ca = TestCa::generate("parsed tests").expect("ca");
        let pair = ca
            .issue(
                &["v.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(1),
            )
            .expect("issued");
        let host = stored("v.example", Slot::Plain, &pair);
        let parsed = ParsedMaterial::new(10);
        validate(&host, &parsed).expect("valid today");
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let later = UnixTime::since_unix_epoch(std::time::Duration::from_secs(
            UnixTime::now().as_secs() + 3 * 86_400,
        ));
        let err = validate_host_with(&host, later, &provider, None, Some(&parsed)).unwrap_err();
        assert!(matches!(err, MaterialError::Expired { .. }), "{err}");
    }

    #[test]
    fn material_that_fails_to_parse_is_not_kept() {
        let ca = TestCa::generate("parsed tests").expect("ca");
        let mut pair = ca
            .issue(
                &["f.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .expect("issued");
        pair.key_pem = "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n".into();
        let parsed = ParsedMaterial::new(10);
        assert!(validate(&stored("f.example", Slot::Plain, &pair), &parsed).is_err());
        assert_eq!(parsed.len().1, 0);
    }

    #[test]
    fn bounded_forgets_the_oldest_first() {
        let map = Bounded::new(2);
        map.insert(1, "a");
        map.insert(2, "b");
        map.insert(1, "a again");
        assert_eq!(map.get(&1), Some("a again"));
        map.insert(3, "c");
        assert_eq!(map.len(), 2);
        assert_eq!(map.get(&1), None);
        assert_eq!(map.get(&2), Some("b"));
        assert_eq!(map.get(&3), Some("c"));
    }

    #[test]
    fn a_capacity_of_zero_keeps_nothing() {
        let map = Bounded::new(0);
        map.insert(1, 1);
        assert_eq!(map.get(&1), None);
        assert_eq!(map.len(), 0);
    }

    #[test]
    fn content_hashes_differ_with_the_bytes() {
        assert_ne!(content_hash(b"a"), content_hash(b"b"));
        assert_eq!(content_hash(b"a"), content_hash(b"a"));
    }
}
