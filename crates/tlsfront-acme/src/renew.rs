//! Renewal: certificates issued on demand are renewed before they expire, two thirds into
//! their lifetime, or earlier when the CA's renewal information (ARI, RFC 9773) suggests a
//! window, by whichever instance gets the name's lock first (the others find the record
//! renewed and do nothing). The renewed certificate reaches every instance through the change
//! feed; no handshake waits for it.
//!
//! ARI is asked per certificate when its record says (first a renewal check's interval after
//! issuance, then as the CA's Retry-After says, at least a check's interval and at most a day
//! apart), so a large fleet does not poll the CA every check.

use std::sync::Arc;

use aws_lc_rs::rand::{SecureRandom, SystemRandom};
use futures_util::StreamExt;
use instant_acme::CertificateIdentifier;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;
use tlsfront_store::source::{FailureScope, RecordKind};
use tlsfront_store::{error_chain, HostName};
use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use crate::issue::{unix_now, Purpose};
use crate::managed::{managed_record, Managed};
use crate::Inner;

/// The longest wait between two questions about one certificate's renewal window.
const MAX_ARI_INTERVAL: i64 = 86_400;

pub(crate) async fn run(inner: Arc<Inner>, stop: CancellationToken) {
    loop {
        tokio::select! {
            _ = stop.cancelled() => return,
            _ = tokio::time::sleep(inner.options.renew_check) => {}
        }
        renew_due(&inner, &stop).await;
    }
}

/// Renews every managed certificate that is due, one at a time, asking the CA's renewal
/// information first where it is time to.
async fn renew_due(inner: &Arc<Inner>, stop: &CancellationToken) {
    let mut listed = inner.store.list_records(RecordKind::Managed);
    let mut names = Vec::new();
    while let Some(name) = listed.next().await {
        match name {
            Ok(name) => names.extend(HostName::parse(&name).ok()),
            // The store's outage is its health's to report; the next check tries again.
            Err(err) if err.scope() == FailureScope::Store => {
                debug!(error = %error_chain(&err), "renewal: cannot list certificates issued on demand: the store is down");
                return;
            }
            Err(err) => {
                warn!(error = %error_chain(&err), "renewal: cannot list certificates issued on demand");
                return;
            }
        }
    }
    drop(listed);
    for name in names {
        if stop.is_cancelled() {
            return;
        }
        let Some(managed) = managed_of(inner, &name).await else {
            continue;
        };
        let now = unix_now();
        let managed = match managed.ari_next_check {
            Some(next) if next <= now && managed.renew_at() > now => {
                ask_ari(inner, &name, managed).await
            }
            _ => managed,
        };
        if managed.renew_at() <= unix_now() {
            if forget_if_removed(inner, &name).await {
                continue;
            }
            debug!(%name, "renewal due");
            // Logged and counted inside, one line per order.
            let _ = inner.issue(&name, Purpose::Renew).await;
        }
    }
}

/// A host removed from the store (`tlsfront certs rm`) is not renewed: its record goes too.
async fn forget_if_removed(inner: &Inner, name: &HostName) -> bool {
    if !matches!(inner.store.fetch(name).await, Ok(None)) {
        return false;
    }
    info!(%name, "not renewing: the host's certificate was removed from the store");
    let _ = inner.store.remove_record(&managed_record(name)).await;
    true
}

async fn managed_of(inner: &Inner, name: &HostName) -> Option<Managed> {
    let bytes = inner
        .store
        .fetch_record(&managed_record(name))
        .await
        .ok()??;
    Managed::parse(&bytes)
}

/// Asks the CA when to renew `name`'s certificate, and keeps the answer in its record. Done
/// under the name's lock (skipped when another instance holds it), so a record an instance
/// just renewed is never overwritten with the old one.
async fn ask_ari(inner: &Arc<Inner>, name: &HostName, mut managed: Managed) -> Managed {
    let token = inner.next_token();
    let lease = inner.options.lock_lease;
    if !matches!(
        inner.store.try_lock(name.as_str(), &token, lease).await,
        Ok(true)
    ) {
        return managed;
    }
    let now = unix_now();
    let check = inner.options.renew_check.as_secs().max(1) as i64;
    match renewal_window(inner, name).await {
        Ok(Some((start, end, retry_after))) => {
            managed.ari_renew_at = Some(random_between(start, end));
            managed.ari_next_check =
                Some(now + retry_after.clamp(check, MAX_ARI_INTERVAL.max(check)));
            debug!(%name, start, end, "renewal information from the CA");
        }
        Ok(None) => {
            info!(%name, "the CA offers no renewal information (ARI); renewing two thirds into the lifetime");
            managed.ari_next_check = None;
        }
        Err(reason) => {
            debug!(%name, %reason, "cannot get renewal information from the CA; asking again later");
            managed.ari_next_check = Some(now + check);
        }
    }
    // Only if the record is still the one read (not renewed meanwhile).
    if managed_of(inner, name)
        .await
        .is_some_and(|stored| stored.not_after == managed.not_after)
    {
        let _ = inner
            .store
            .put_record(&managed_record(name), &managed.to_json(), None)
            .await;
    }
    let _ = inner.store.unlock(name.as_str(), &token).await;
    managed
}

/// The CA's suggested window for `name`'s stored certificate (start, end, Retry-After, in
/// seconds); `None` when the CA offers no renewal information.
async fn renewal_window(inner: &Inner, name: &HostName) -> Result<Option<(i64, i64, i64)>, String> {
    let account = inner
        .accounts
        .account()
        .await
        .map_err(|e| error_chain(&e))?;
    let stored = inner.store.fetch(name).await.map_err(|e| error_chain(&e))?;
    let leaf = stored
        .and_then(|stored| stored.pairs.into_iter().next())
        .and_then(|pair| CertificateDer::pem_slice_iter(&pair.cert_pem).next()?.ok())
        .ok_or("the store has no certificate for the name")?;
    let id = CertificateIdentifier::try_from(&leaf)?;
    match account.renewal_info(&id).await {
        Ok((info, retry_after)) => {
            let window = info.suggested_window;
            let retry_after = retry_after.as_secs() as i64;
            Ok(Some((
                window.start.unix_timestamp(),
                window.end.unix_timestamp(),
                retry_after,
            )))
        }
        Err(instant_acme::Error::Unsupported(_)) => Ok(None),
        Err(err) => Err(error_chain(&err)),
    }
}

/// A time chosen uniformly within the window, as RFC 9773 asks, so a fleet's renewals of
/// certificates sharing a window spread out.
fn random_between(start: i64, end: i64) -> i64 {
    let span = end.saturating_sub(start);
    if span <= 0 {
        return start;
    }
    let mut bytes = [0u8; 8];
    let _ = SystemRandom::new().fill(&mut bytes);
    start + (u64::from_le_bytes(bytes) % (span as u64 + 1)) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_renewal_time_falls_within_its_window() {
        for _ in 0..100 {
            let at = random_between(1000, 1100);
            assert!((1000..=1100).contains(&at));
        }
        assert_eq!(random_between(1000, 1000), 1000);
        assert_eq!(random_between(1000, 900), 1000);
    }
}
