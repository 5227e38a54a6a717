//! The record of a certificate tlsfront issued on demand (`acme/managed/<host>`): when it was
//! issued, by which CA, and its validity, so `tlsfront certs ls` can mark it and the renewal
//! task knows when it is due without reading every certificate. The CA's renewal information
//! (ARI, RFC 9773), when it offers it, is kept here too: its suggested time, and when to ask
//! again (the CA's Retry-After).

use serde::{Deserialize, Serialize};
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::HostName;

/// What the store keeps about a certificate issued on demand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Managed {
    /// The CA's directory URL.
    pub directory: String,
    /// Unix seconds.
    pub issued_at: i64,
    pub not_before: i64,
    pub not_after: i64,
    /// When the CA's renewal information (ARI) says to renew, if it said; Unix seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ari_renew_at: Option<i64>,
    /// When to ask the CA's renewal information next, Unix seconds; `None` once the CA has
    /// said it offers none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ari_next_check: Option<i64>,
}

impl Managed {
    /// When to renew: two thirds into the certificate's lifetime, or earlier when the CA's
    /// renewal information says so.
    pub fn renew_at(&self) -> i64 {
        // In i128: a record from the store may hold any integers.
        let (start, end) = (i128::from(self.not_before), i128::from(self.not_after));
        let two_thirds = (start + (end - start) * 2 / 3).clamp(i64::MIN.into(), i64::MAX.into());
        let two_thirds = two_thirds as i64;
        match self.ari_renew_at {
            Some(ari) => ari.min(two_thirds),
            None => two_thirds,
        }
    }

    pub fn parse(bytes: &[u8]) -> Option<Self> {
        serde_json::from_slice(bytes).ok()
    }

    pub fn to_json(&self) -> Vec<u8> {
        // A struct of strings and integers always serializes.
        serde_json::to_vec(self).expect("a Managed record serializes")
    }
}

/// The record for `name`.
pub fn managed_record(name: &HostName) -> Record {
    Record::of_host(RecordKind::Managed, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renewal_is_due_two_thirds_in_or_when_the_ca_says() {
        let mut managed = Managed {
            directory: "https://ca.example.com/dir".into(),
            issued_at: 1000,
            not_before: 1000,
            not_after: 1000 + 90 * 86_400,
            ari_renew_at: None,
            ari_next_check: None,
        };
        assert_eq!(managed.renew_at(), 1000 + 60 * 86_400);
        managed.ari_renew_at = Some(1000 + 30 * 86_400);
        assert_eq!(managed.renew_at(), 1000 + 30 * 86_400);
        managed.ari_renew_at = Some(1000 + 80 * 86_400);
        assert_eq!(managed.renew_at(), 1000 + 60 * 86_400);
        assert_eq!(Managed::parse(&managed.to_json()), Some(managed.clone()));
        assert_eq!(Managed::parse(b"not json"), None);
        // Found by the acme_records fuzz target: any integers from a store, no overflow.
        managed.not_before = i64::MAX;
        managed.not_after = i64::MIN;
        managed.ari_renew_at = None;
        let _ = managed.renew_at();
    }
}
