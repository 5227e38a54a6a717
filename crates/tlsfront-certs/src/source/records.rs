//! Small values a fleet shares beside its certificates, for certificates issued on demand:
//! the ACME account, the answers to pending challenges, which names may be issued for, and
//! which certificates were issued (and so are renewed) by tlsfront. Also the per-name locks and
//! the order counters that keep one order per name and the fleet under the CA's rate limits.
//!
//! A record is named `acme/<kind>/<name>`: a Redis key after the prefix, or a file under the
//! directory store's `.acme/` folder. Neither can be taken for a host's entry, since host names
//! hold no `/` and the directory store lists files only.

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
}

impl RecordKind {
    pub const ALL: [RecordKind; 6] = [
        RecordKind::Account,
        RecordKind::Http01,
        RecordKind::TlsAlpn01,
        RecordKind::Managed,
        RecordKind::Allowed,
        RecordKind::Backoff,
    ];

    /// The folder (directory store) or key segment (Redis) of this kind.
    pub fn segment(self) -> &'static str {
        match self {
            RecordKind::Account => "account",
            RecordKind::Http01 => "http-01",
            RecordKind::TlsAlpn01 => "tls-alpn-01",
            RecordKind::Managed => "managed",
            RecordKind::Allowed => "allowed",
            RecordKind::Backoff => "backoff",
        }
    }
}

/// The top segment every record, lock and counter lives under.
pub const RECORDS_ROOT: &str = "acme";

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

    /// `acme/<kind>/<name>`.
    pub fn path(&self) -> String {
        format!("{RECORDS_ROOT}/{}/{}", self.kind.segment(), self.name)
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
}
