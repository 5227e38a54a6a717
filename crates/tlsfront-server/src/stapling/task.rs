//! The fetcher: a background task that walks the cached hosts every `check_every` and, for
//! each pair that is due ([`fetch_due`]), takes the pair's fleet lock, looks at the store once
//! more (another instance may have just stored a fresh response), asks the responder under a
//! deadline, checks the answer and stores it. The change feed then reloads the host on every
//! instance, which staples it. No handshake ever waits for any of this.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use aws_lc_rs::rand::{SecureRandom, SystemRandom};
use tlsfront_store::ocsp::{ocsp_request, verify_staple, StapleError};
use tlsfront_store::{error_chain, CertStore, HostCache, HostName, Slot, StoreError};
use tokio_util::sync::CancellationToken;
use tracing::{debug, info, warn};

use super::fetch::{fetch_response, FetchError};
use super::plan::{fetch_due, Backoff};
use super::{unix_now, FetchOutcome, PairStapling, StaplingMetrics, StaplingOptions};
use crate::tls::host_config::HostTls;

/// Runs until `stop`.
pub async fn run(
    hosts: Arc<HostCache<Arc<HostTls>>>,
    store: Arc<dyn CertStore>,
    options: StaplingOptions,
    metrics: Arc<StaplingMetrics>,
    stop: CancellationToken,
) {
    let mut backoffs: HashMap<(HostName, Slot), Backoff> = HashMap::new();
    loop {
        tokio::select! {
            _ = stop.cancelled() => return,
            _ = tokio::time::sleep(options.check_every) => {}
        }
        for (entry, pair) in due_pairs(&hosts, &backoffs, unix_now()) {
            if stop.is_cancelled() {
                return;
            }
            let now = unix_now();
            let outcome = refresh(&*store, &entry, &pair, &options, now).await;
            metrics.fetches.inc(outcome);
            let key = (entry, pair.slot);
            match outcome {
                FetchOutcome::Stored | FetchOutcome::FreshInStore => {
                    backoffs.remove(&key);
                }
                FetchOutcome::Busy => {}
                _ => {
                    let until = pair.ocsp.current_staple(now).map(|s| s.next_update);
                    let backoff = backoffs.entry(key).or_default();
                    *backoff = backoff.failed(now, until);
                }
            }
        }
        // Backoffs of hosts no longer cached go once they would have ended.
        let now = unix_now();
        backoffs.retain(|_, backoff| backoff.next_try > now - super::plan::MAX_RETRY_SECS);
    }
}

/// The pairs of cached hosts that are due at `now`, each entry once: hosts served by one
/// wildcard entry share its pairs, so one fetch serves them all. One walk of the cache, which
/// copies only what is due.
fn due_pairs(
    hosts: &HostCache<Arc<HostTls>>,
    backoffs: &HashMap<(HostName, Slot), Backoff>,
    now: i64,
) -> Vec<(HostName, PairStapling)> {
    let mut seen = HashSet::new();
    let mut due = Vec::new();
    hosts.for_each_cached(|_, host| {
        if !seen.insert(host.entry.clone()) {
            return;
        }
        for pair in &host.stapling {
            let backoff = backoffs.get(&(host.entry.clone(), pair.slot));
            if fetch_due(&pair.ocsp, pair.issuer.is_some(), backoff, now) {
                due.push((host.entry.clone(), pair.clone()));
            }
        }
    });
    due
}

/// One pair's refresh under its fleet lock.
async fn refresh(
    store: &dyn CertStore,
    entry: &HostName,
    pair: &PairStapling,
    options: &StaplingOptions,
    now: i64,
) -> FetchOutcome {
    let lock = lock_name(entry, pair.slot);
    let token = lock_token();
    // The lease outlives one fetch, so a holder that dies mid-fetch frees the pair soon.
    let lease = options.fetch_timeout + Duration::from_secs(30);
    match store.try_lock(&lock, &token, lease).await {
        Ok(true) => {}
        Ok(false) => return FetchOutcome::Busy,
        Err(err) => {
            debug!(%entry, error = %error_chain(&err), "OCSP: cannot take the fetch lock");
            return FetchOutcome::StoreFailed;
        }
    }
    let outcome = refresh_locked(store, entry, pair, options, now).await;
    let _ = store.unlock(&lock, &token).await;
    outcome
}

async fn refresh_locked(
    store: &dyn CertStore,
    entry: &HostName,
    pair: &PairStapling,
    options: &StaplingOptions,
    now: i64,
) -> FetchOutcome {
    let (Some(url), Some(issuer)) = (&pair.ocsp.facts.responder_url, &pair.issuer) else {
        return FetchOutcome::Busy;
    };
    match fresh_in_store(store, entry, pair, issuer, now).await {
        Ok(true) => return FetchOutcome::FreshInStore,
        Ok(false) => {}
        Err(err) => {
            debug!(%entry, error = %error_chain(&err), "OCSP: cannot read the stored response");
            return FetchOutcome::StoreFailed;
        }
    }
    let request = match ocsp_request(&pair.leaf, issuer) {
        Ok(request) => request,
        Err(err) => {
            warn!(%entry, error = %err, "OCSP: cannot build a request");
            return FetchOutcome::Invalid;
        }
    };
    let der = match fetch_response(url, request, options.fetch_timeout).await {
        Ok(der) => der,
        Err(err) => {
            let outcome = match err {
                FetchError::Timeout(_) => FetchOutcome::Timeout,
                _ => FetchOutcome::Unreachable,
            };
            info!(%entry, responder = %url, error = %error_chain(&err), "OCSP: no response");
            return outcome;
        }
    };
    if let Err(err) = verify_staple(&der, &pair.leaf, issuer, unix_now()) {
        // Revoked, unknown, expired or badly signed: never stored, never stapled.
        warn!(%entry, responder = %url, error = %err, "OCSP: response refused");
        return match err {
            StapleError::Revoked => FetchOutcome::Revoked,
            _ => FetchOutcome::Invalid,
        };
    }
    match store.put_staple(entry, pair.slot, &der).await {
        Ok(()) => {
            debug!(%entry, slot = ?pair.slot, bytes = der.len(), "OCSP: response stored");
            FetchOutcome::Stored
        }
        Err(err) => {
            warn!(%entry, error = %error_chain(&err), "OCSP: cannot store the response");
            FetchOutcome::StoreFailed
        }
    }
}

/// Whether the store already holds a response for the pair that is not due yet: another
/// instance fetched it, and the change feed has not brought it here yet.
async fn fresh_in_store(
    store: &dyn CertStore,
    entry: &HostName,
    pair: &PairStapling,
    issuer: &[u8],
    now: i64,
) -> Result<bool, StoreError> {
    let Some(stored) = store.fetch(entry).await? else {
        return Ok(false);
    };
    Ok(stored
        .staples
        .iter()
        .filter(|staple| staple.slot == pair.slot)
        .filter_map(|staple| verify_staple(&staple.der, &pair.leaf, issuer, now).ok())
        .any(|staple| staple.refresh_at() > now))
}

/// `ocsp_<entry>_<slot>`: a lock name the stores accept ([a-z0-9.*_-]).
fn lock_name(entry: &HostName, slot: Slot) -> String {
    let slot = match slot {
        Slot::Plain => "plain",
        Slot::Ecdsa => "ecdsa",
        Slot::Rsa => "rsa",
    };
    format!("ocsp_{entry}_{slot}")
}

fn lock_token() -> String {
    let mut bytes = [0u8; 16];
    // The system RNG does not fail on Linux; a zero token still only names our own lock.
    let _ = SystemRandom::new().fill(&mut bytes);
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}
