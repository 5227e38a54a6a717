//! The one write path for a new pair: which slot it goes into, and writing it there, sealed
//! when a sealing key is configured. `tlsfront certs put` and `import` write through it, and so
//! do certificates issued on demand, so every writer validates as the server would.
//!
//! A host holds at most one pair per key type. The plain slot (`<host>.crt`) is filled first,
//! so a single-certificate host keeps the layout other tools expect; a second key type goes into
//! its typed slot (`<host>.crt.rsa` or `<host>.crt.ecdsa`).

use rustls::crypto::CryptoProvider;
use rustls::pki_types::UnixTime;

use crate::material::{validate_pair, Leniency};
use crate::seal::{SealError, Unsealer};
use crate::source::{CertStore, StoreError};
use crate::{
    CertSummary, HostName, KeyKind, MaterialError, Slot, StoredHost, StoredPair, ValidatedPair,
};

/// Why a validated pair could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot seal the key")]
    Seal(#[from] SealError),
}

/// Where a new pair goes and which slots are emptied in the same write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pub slot: Slot,
    pub clear: Vec<Slot>,
}

/// Chooses the slot for a new pair of type `kind`, given what each slot holds now (`None` for
/// a slot whose certificate does not parse, which is free to be repaired):
///
/// 1. a slot already holding a pair of that type is replaced (the plain slot or the type's own;
///    a pair in the other type's slot is misplaced, and is cleared instead);
/// 2. otherwise the plain slot, if it is empty or broken;
/// 3. otherwise the typed slot.
///
/// Every other slot holding that type, and the typed slot of that type, are emptied, so a host
/// never ends up with two pairs of one type.
pub fn choose_slot(kind: KeyKind, existing: &[(Slot, Option<KeyKind>)]) -> Placement {
    let holds = |slot: Slot| existing.iter().find(|(s, _)| *s == slot).map(|(_, k)| *k);
    let legal = |slot: Slot| slot == Slot::Plain || slot == Slot::typed(kind);
    let slot = if let Some((slot, _)) = existing.iter().find(|(s, k)| *k == Some(kind) && legal(*s))
    {
        *slot
    } else if matches!(holds(Slot::Plain), None | Some(None)) {
        Slot::Plain
    } else {
        Slot::typed(kind)
    };
    let mut clear: Vec<Slot> = existing
        .iter()
        .filter(|(s, k)| *s != slot && (*k == Some(kind) || *s == Slot::typed(kind)))
        .map(|(s, _)| *s)
        .collect();
    clear.dedup();
    Placement { slot, clear }
}

/// What each slot of a stored host holds, read from its certificates only (so sealed keys need
/// no sealing key).
pub fn existing_kinds(stored: &StoredHost) -> Vec<(Slot, Option<KeyKind>)> {
    stored
        .pairs
        .iter()
        .map(|pair| (pair.slot, leaf_kind(&pair.cert_pem)))
        .collect()
}

/// The key type of a chain's first certificate (PEM or DER), if it parses.
pub fn leaf_kind(cert_pem: &[u8]) -> Option<KeyKind> {
    leaf_summary(cert_pem).map(|summary| summary.key_kind)
}

/// The summary of a chain's first certificate (PEM or DER), if it parses.
pub fn leaf_summary(cert_pem: &[u8]) -> Option<CertSummary> {
    let leaf = crate::material::leading_certificates(cert_pem)
        .into_iter()
        .next()?;
    CertSummary::from_der(&leaf)
}

/// Validates a plaintext pair for `name` as the server would, tolerating an out-of-date
/// certificate only with `force`.
pub fn validate_new(
    provider: &CryptoProvider,
    name: &HostName,
    cert_pem: &[u8],
    key_pem: &[u8],
    force: bool,
) -> Result<ValidatedPair, MaterialError> {
    let pair = StoredPair {
        slot: Slot::Plain,
        cert_pem: cert_pem.to_vec(),
        key_pem: key_pem.to_vec(),
    };
    let leniency = Leniency {
        allow_out_of_validity: force,
    };
    validate_pair(name, &pair, UnixTime::now(), provider, None, leniency)
}

/// Writes a validated pair into the slot [`choose_slot`] picks, sealing the key when a sealing
/// key is configured. One atomic store write. Returns the slot used and whether it was sealed.
pub async fn store_validated(
    store: &dyn CertStore,
    unsealer: Option<&Unsealer>,
    name: &HostName,
    kind: KeyKind,
    cert_pem: Vec<u8>,
    key_pem: Vec<u8>,
) -> Result<(Slot, bool), WriteError> {
    let existing = match store.fetch(name).await? {
        Some(stored) => existing_kinds(&stored),
        None => Vec::new(),
    };
    let placement = choose_slot(kind, &existing);
    let (key_pem, sealed) = match unsealer {
        Some(unsealer) => (unsealer.seal(name, placement.slot, &key_pem)?, true),
        None => (key_pem, false),
    };
    let pair = StoredPair {
        slot: placement.slot,
        cert_pem,
        key_pem,
    };
    store.put(name, &pair, &placement.clear).await?;
    Ok((placement.slot, sealed))
}

#[cfg(test)]
mod tests {
    use super::*;

    use KeyKind::{Ecdsa, Rsa};

    fn choose(kind: KeyKind, existing: &[(Slot, Option<KeyKind>)]) -> (Slot, Vec<Slot>) {
        let placement = choose_slot(kind, existing);
        (placement.slot, placement.clear)
    }

    #[test]
    fn an_empty_host_gets_the_plain_slot() {
        assert_eq!(choose(Ecdsa, &[]), (Slot::Plain, vec![]));
        assert_eq!(choose(Rsa, &[]), (Slot::Plain, vec![]));
    }

    #[test]
    fn a_pair_of_the_same_type_is_replaced_where_it_is() {
        assert_eq!(
            choose(Ecdsa, &[(Slot::Plain, Some(Ecdsa))]),
            (Slot::Plain, vec![])
        );
        let dual = [(Slot::Plain, Some(Ecdsa)), (Slot::Rsa, Some(Rsa))];
        assert_eq!(choose(Rsa, &dual), (Slot::Rsa, vec![]));
        assert_eq!(choose(Ecdsa, &dual), (Slot::Plain, vec![]));
        let rsa_first = [(Slot::Plain, Some(Rsa)), (Slot::Ecdsa, Some(Ecdsa))];
        assert_eq!(choose(Ecdsa, &rsa_first), (Slot::Ecdsa, vec![]));
    }

    #[test]
    fn a_second_type_goes_to_its_typed_slot() {
        assert_eq!(
            choose(Rsa, &[(Slot::Plain, Some(Ecdsa))]),
            (Slot::Rsa, vec![])
        );
        assert_eq!(
            choose(Ecdsa, &[(Slot::Plain, Some(Rsa))]),
            (Slot::Ecdsa, vec![])
        );
    }

    #[test]
    fn the_plain_slot_is_used_when_only_a_typed_slot_is_filled() {
        assert_eq!(
            choose(Ecdsa, &[(Slot::Rsa, Some(Rsa))]),
            (Slot::Plain, vec![])
        );
    }

    #[test]
    fn duplicates_of_the_type_are_cleared() {
        let duplicated = [(Slot::Plain, Some(Rsa)), (Slot::Rsa, Some(Rsa))];
        assert_eq!(choose(Rsa, &duplicated), (Slot::Plain, vec![Slot::Rsa]));
        // A broken typed slot of the type is cleared when the pair goes elsewhere.
        assert_eq!(
            choose(Rsa, &[(Slot::Rsa, None)]),
            (Slot::Plain, vec![Slot::Rsa])
        );
    }

    #[test]
    fn a_pair_in_the_wrong_typed_slot_is_cleared_not_reused() {
        let misplaced = [(Slot::Plain, Some(Ecdsa)), (Slot::Ecdsa, Some(Rsa))];
        assert_eq!(choose(Rsa, &misplaced), (Slot::Rsa, vec![Slot::Ecdsa]));
    }

    #[test]
    fn a_broken_plain_slot_is_repaired() {
        assert_eq!(choose(Rsa, &[(Slot::Plain, None)]), (Slot::Plain, vec![]));
        let broken_plain = [(Slot::Plain, None), (Slot::Rsa, Some(Rsa))];
        assert_eq!(choose(Rsa, &broken_plain), (Slot::Rsa, vec![]));
        assert_eq!(choose(Ecdsa, &broken_plain), (Slot::Plain, vec![]));
    }
}
