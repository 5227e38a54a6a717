//! Small values a fleet shares beside its certificates. For certificates issued on demand: the
//! ACME account, the answers to pending challenges, which names may be issued for, and which
//! certificates were issued (and so are renewed) by tlsfront. For TLS: the session ticket keys
//! every instance encrypts tickets with. Also the locks and the order counters that keep one
//! order per name (or one ticket key rotation at a time) and the fleet under the CA's rate
//! limits.
//!
//! A record is named `<root>/<kind>/<name>`, where the root is `acme` for the ACME kinds and
//! `tls` for ticket keys: a Redis key after the prefix, or a file under the directory store's
//! `.<root>/` folder. Neither can be taken for a host's entry, since host names hold no `/` and
//! the directory store lists files only. Locks and counters live under `acme/` whatever they
//! guard.

use std::fmt;

use crate::host::HostName;

/// What a record holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// The ACME account's credentials (sealed when a sealing key is configured), one per CA
    /// directory URL.
    Account,
    /// An HTTP-01 key authorization, named by its token.
    Http01,
    /// A TLS-ALPN-01 challenge certificate and key (PEM), named by the host.
    TlsAlpn01,
    /// A certificate issued on demand, named by its host: when it was issued and by which CA,
    /// for `certs ls` and for renewal.
    Managed,
    /// A name an operator allows on-demand issuance for.
    Allowed,
    /// A name whose last orders failed, and until when it waits before the next, so every
    /// instance of a fleet backs off together.
    Backoff,
    /// The TLS session ticket keys a fleet shares (sealed when a sealing key is configured).
    /// Only the Redis store holds them: with the directory store, ticket keys stay in each
    /// process's memory and never reach a disk.
    TicketKeys,
}

impl RecordKind {
    pub const ALL: [RecordKind; 7] = [
        RecordKind::Account,
        RecordKind::Http01,
        RecordKind::TlsAlpn01,
        RecordKind::Managed,
        RecordKind::Allowed,
        RecordKind::Backoff,
        RecordKind::TicketKeys,
    ];

    /// The top segment this kind's records live under.
    pub fn root(self) -> &'static str {
        match self {
            RecordKind::TicketKeys => TLS_RECORDS_ROOT,
            RecordKind::Account
            | RecordKind::Http01
            | RecordKind::TlsAlpn01
            | RecordKind::Managed
            | RecordKind::Allowed
            | RecordKind::Backoff => RECORDS_ROOT,
        }
    }

    /// The folder (directory store) or key segment (Redis) of this kind.
    pub fn segment(self) -> &'static str {
        match self {
            RecordKind::Account => "account",
            RecordKind::Http01 => "http-01",
            RecordKind::TlsAlpn01 => "tls-alpn-01",
            RecordKind::Managed => "managed",
            RecordKind::Allowed => "allowed",
            RecordKind::Backoff => "backoff",
            RecordKind::TicketKeys => "ticket-keys",
        }
    }
}

/// The top segment the ACME records, and every lock and counter, live under.
pub const RECORDS_ROOT: &str = "acme";

/// The top segment the TLS records (ticket keys) live under.
pub const TLS_RECORDS_ROOT: &str = "tls";

/// A record's kind and name. The name is checked to be safe as one file name and one key
/// segment: 1 to 255 of `[A-Za-z0-9._*-]`, not starting with a dot.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Record {
    kind: RecordKind,
    name: String,
}

/// A record name that is not a safe file name or key segment.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a record name (1 to 255 of A-Z a-z 0-9 . _ * -, not starting with a dot)")]
pub struct InvalidRecordName(pub String);

impl Record {
    pub fn new(kind: RecordKind, name: &str) -> Result<Self, InvalidRecordName> {
        check_segment(name)?;
        Ok(Record {
            kind,
            name: name.to_owned(),
        })
    }

    /// The record of `kind` named by a host: host names (`[a-z0-9.-]`, or a leading `*.`)
    /// are always valid record names.
    pub fn of_host(kind: RecordKind, host: &HostName) -> Self {
        Record {
            kind,
            name: host.as_str().to_owned(),
        }
    }

    pub fn kind(&self) -> RecordKind {
        self.kind
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// `<root>/<kind>/<name>`, such as `acme/account/…` or `tls/ticket-keys/ring`.
    pub fn path(&self) -> String {
        format!("{}/{}/{}", self.kind.root(), self.kind.segment(), self.name)
    }

    /// The record a path names (the inverse of [`Record::path`]), as a store key or a change
    /// message carries it; `None` for anything else, a host's key among them.
    pub fn from_path(path: &str) -> Option<Record> {
        let mut parts = path.splitn(3, '/');
        let (root, segment, name) = (parts.next()?, parts.next()?, parts.next()?);
        let kind = RecordKind::ALL
            .into_iter()
            .find(|kind| kind.root() == root && kind.segment() == segment)?;
        Record::new(kind, name).ok()
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.path())
    }
}

/// Checks a name used as one segment of a record, lock or counter path.
pub fn check_segment(name: &str) -> Result<(), InvalidRecordName> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '*' | '-');
    if name.is_empty() || name.len() > 255 || name.starts_with('.') || !name.chars().all(allowed) {
        return Err(InvalidRecordName(name.to_owned()));
    }
    Ok(())
}

/// `acme/lock/<name>`: the key a fleet-wide lock lives under.
pub fn lock_path(name: &str) -> Result<String, InvalidRecordName> {
    check_segment(name)?;
    Ok(format!("{RECORDS_ROOT}/lock/{name}"))
}

/// `acme/count/<name>/<window>`: the key a windowed counter lives under.
pub fn counter_path(name: &str, window_index: u64) -> Result<String, InvalidRecordName> {
    check_segment(name)?;
    Ok(format!("{RECORDS_ROOT}/count/{name}/{window_index}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_names_stay_one_safe_segment() {
        for good in ["a.example", "*.w.example", "tok_EN-123", "0123abcdef"] {
            let record = Record::new(RecordKind::Http01, good).unwrap();
            assert_eq!(record.path(), format!("acme/http-01/{good}"));
        }
        for bad in [
            "",
            ".",
            "..",
            ".hidden",
            "a/b",
            "a\\b",
            "a b",
            "é",
            &"x".repeat(256),
        ] {
            assert!(Record::new(RecordKind::Http01, bad).is_err(), "{bad:?}");
            assert!(lock_path(bad).is_err(), "{bad:?}");
        }
        assert_eq!(lock_path("a.example").unwrap(), "acme/lock/a.example");
        for host in ["a.example", "*.w.example", "xn--bcher-kva.example"] {
            let host = HostName::parse_store_name(host).unwrap();
            let record = Record::of_host(RecordKind::Managed, &host);
            assert_eq!(Record::new(RecordKind::Managed, host.as_str()), Ok(record));
        }
        assert_eq!(counter_path("orders", 7).unwrap(), "acme/count/orders/7");
    }

    #[test]
    fn a_record_is_found_again_from_its_path_and_nothing_else_is() {
        for kind in RecordKind::ALL {
            let record = Record::new(kind, "n.example").unwrap();
            assert_eq!(Record::from_path(&record.path()), Some(record));
        }
        let keys = Record::new(RecordKind::TicketKeys, "ring").unwrap();
        assert_eq!(keys.path(), "tls/ticket-keys/ring");
        for other in [
            "a.example.crt",
            "acme/lock/a.example",
            "tls/account/x",
            "acme/ticket-keys/ring",
            "tls/ticket-keys/",
            "tls/ticket-keys/a/b",
            "tls/ticket-keys",
            "",
        ] {
            assert_eq!(Record::from_path(other), None, "{other:?}");
        }
    }
}
