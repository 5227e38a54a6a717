//! How `tlsfront certs` writes a pair (through the one validated write path,
//! [`tlsfront_store::write`]) and describes one.

pub use tlsfront_store::write::{leaf_summary, validate_new};
use tlsfront_store::{CertSummary, HostName, KeyKind, Slot};

use super::Context;

/// Writes a validated pair into the slot its type goes to, sealing the key when a sealing key
/// is configured. One atomic store write. Returns the slot used and whether it was sealed.
pub async fn store_validated(
    context: &Context,
    name: &HostName,
    kind: KeyKind,
    cert_pem: Vec<u8>,
    key_pem: Vec<u8>,
) -> anyhow::Result<(Slot, bool)> {
    let store = context.store.as_ref();
    let unsealer = context.unsealer.as_deref();
    Ok(
        tlsfront_store::write::store_validated(store, unsealer, name, kind, cert_pem, key_pem)
            .await?,
    )
}

/// How many certificates a chain (PEM or DER) holds, as far as it parses.
pub fn chain_length(cert_pem: &[u8]) -> usize {
    tlsfront_store::material::leading_certificates(cert_pem).len()
}

/// `plain (a.example.crt)`, `rsa (a.example.crt.rsa)`.
pub fn slot_text(name: &HostName, slot: Slot) -> String {
    format!("{} ({name}{})", slot_name(slot), slot.cert_suffix())
}

pub fn slot_name(slot: Slot) -> &'static str {
    match slot {
        Slot::Plain => "plain",
        Slot::Ecdsa => "ecdsa",
        Slot::Rsa => "rsa",
    }
}

/// The one-line description of a certificate that `put`, `get` and `gen` print.
pub fn summary_line(summary: &CertSummary, now: i64) -> String {
    format!(
        "{}, names {}, issuer {}, valid until {} ({}), sha256 {}",
        summary.key_description,
        summary.dns_names.join(","),
        summary.issuer,
        summary.not_after_text(),
        days_text(summary.not_after - now),
        summary.sha256_fingerprint
    )
}

/// `89 days left`, `expired today`, `expired 3 days ago`, from the seconds until expiry.
pub fn days_text(seconds_left: i64) -> String {
    let days = |n: i64| match n {
        1 => "1 day".to_owned(),
        n => format!("{n} days"),
    };
    match seconds_left {
        0.. => format!("{} left", days(seconds_left / 86_400)),
        _ if -seconds_left < 86_400 => "expired today".to_owned(),
        _ => format!("expired {} ago", days(-seconds_left / 86_400)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_naturally() {
        assert_eq!(days_text(5 * 86_400 + 10), "5 days left");
        assert_eq!(days_text(86_399), "0 days left");
        assert_eq!(days_text(-1), "expired today");
        assert_eq!(days_text(-86_401), "expired 1 day ago");
        assert_eq!(days_text(-3 * 86_400), "expired 3 days ago");
    }
}
