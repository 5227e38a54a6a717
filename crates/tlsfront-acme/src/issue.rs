//! Issuing for one name, once across the fleet: wait for the name's lock (watching the store,
//! where another instance's certificate appears), check again under the lock, respect the
//! fleet's backoff and order limit, order, and write the certificate through the same
//! validated write as `tlsfront certs put`. The change feed then brings it to every instance.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use tlsfront_store::source::{FailureScope, Record, RecordKind};
use tlsfront_store::write::{store_validated, validate_new};
use tlsfront_store::{error_chain, CertStore, HostName, StoreError};
use tokio::task::JoinHandle;
use tracing::{debug, info, warn};

use crate::managed::{managed_record, Managed};
use crate::order::{place_order, OrderError};
use crate::Inner;

/// How often a name's store entry is looked at while another instance holds its lock.
const LOCK_POLL: Duration = Duration::from_millis(200);
/// The counter every order adds to.
const ORDERS_COUNTER: &str = "orders";

tlsfront_metrics::label! {
    /// Why an order failed, for metrics and the log.
    pub enum FailureReason: "reason" {
        /// The fleet's order limit for this window is used up.
        RateLimited => "rate_limited",
        /// Another instance's earlier orders for this name failed; it is backing off.
        BackingOff => "backing_off",
        /// The account could not be loaded or registered.
        Account => "account",
        /// The CA did not answer, or answered with an error other than a failed validation.
        Ca => "ca",
        /// The CA could not validate the name.
        Validation => "validation",
        /// The CA issued something the server would not serve.
        BadCertificate => "bad_certificate",
        /// The store failed (the lock, the challenge answers, or the write).
        Store => "store",
        /// The order did not finish in time.
        Timeout => "timeout",
        /// The issuing task died.
        Internal => "internal",
    }
}

/// Why an issuance runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A name without a certificate: done once the store has one.
    New,
    /// A certificate issued on demand, due for renewal: done once its record says it was
    /// renewed (by this instance or another).
    Renew,
}

/// How an issuance ended well.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Done {
    /// This instance ordered and stored the certificate.
    Ordered,
    /// Another instance (or an operator) stored it first; nothing was ordered.
    FoundInStore,
}

/// A failure and what to log about it.
#[derive(Debug)]
pub struct Failure {
    pub reason: FailureReason,
    pub detail: String,
}

impl Failure {
    fn new(reason: FailureReason, detail: impl Into<String>) -> Self {
        Failure {
            reason,
            detail: detail.into(),
        }
    }

    fn store(err: &StoreError) -> Self {
        Failure::new(FailureReason::Store, error_chain(err))
    }
}

/// A name's backoff as the fleet shares it (`acme/backoff/<name>`).
#[derive(Debug, Serialize, Deserialize)]
struct SharedBackoff {
    failures: u32,
    until_unix_ms: u64,
}

impl Inner {
    /// Issues for `name` once, across the fleet, and logs the outcome (one line per order).
    pub(crate) async fn issue(
        self: &Arc<Self>,
        name: &HostName,
        purpose: Purpose,
    ) -> Result<Done, FailureReason> {
        let started = Instant::now();
        let timeout = self.options.order_timeout;
        let result = match tokio::time::timeout(timeout, self.issue_once(name, purpose)).await {
            Ok(result) => result,
            Err(_) => Err(Failure::new(
                FailureReason::Timeout,
                format!("no certificate within {timeout:?}"),
            )),
        };
        let elapsed_ms = started.elapsed().as_millis() as u64;
        let renewal = purpose == Purpose::Renew;
        match result {
            Ok(Done::Ordered) => {
                self.backoffs.succeeded(name);
                self.metrics.order_done(Ok(()), renewal);
                info!(%name, renewal, elapsed_ms, outcome = "issued", "on-demand certificate order");
                Ok(Done::Ordered)
            }
            Ok(Done::FoundInStore) => {
                self.backoffs.succeeded(name);
                Ok(Done::FoundInStore)
            }
            Err(failure) => {
                self.metrics.order_done(Err(failure.reason), renewal);
                let backoff_s = if failure.reason == FailureReason::BackingOff {
                    0
                } else {
                    self.back_off(name).await.as_secs()
                };
                warn!(%name, renewal, elapsed_ms, outcome = "failed", reason = failure.reason.label(), detail = %failure.detail, backoff_s, "on-demand certificate order");
                Err(failure.reason)
            }
        }
    }

    async fn issue_once(
        self: &Arc<Self>,
        name: &HostName,
        purpose: Purpose,
    ) -> Result<Done, Failure> {
        let token = self.next_token();
        let Some(lock) = self.lock_or_find(name, purpose, &token).await? else {
            return Ok(Done::FoundInStore);
        };
        let done = self.issue_locked(name, purpose).await;
        lock.release().await;
        done
    }

    /// Takes the name's lock, or finds the certificate another instance stored while it held
    /// the lock (`None`).
    async fn lock_or_find(
        self: &Arc<Self>,
        name: &HostName,
        purpose: Purpose,
        token: &str,
    ) -> Result<Option<NameLock>, Failure> {
        let mut joined = false;
        loop {
            if self.already_done(name, purpose).await? {
                return Ok(None);
            }
            let lease = self.options.lock_lease;
            let taken = (self.store.try_lock(name.as_str(), token, lease).await)
                .map_err(|e| Failure::store(&e))?;
            if taken {
                return Ok(Some(NameLock::hold(
                    self.store.clone(),
                    name.clone(),
                    token.to_owned(),
                    lease,
                )));
            }
            if !joined {
                joined = true;
                self.metrics.joined_fleet_order.inc();
            }
            tokio::time::sleep(LOCK_POLL).await;
        }
    }

    async fn issue_locked(
        self: &Arc<Self>,
        name: &HostName,
        purpose: Purpose,
    ) -> Result<Done, Failure> {
        // The holder before us may have just finished.
        if self.already_done(name, purpose).await? {
            return Ok(Done::FoundInStore);
        }
        if let Some(left) = self.shared_backoff(name).await {
            return Err(Failure::new(
                FailureReason::BackingOff,
                format!(
                    "another instance's order failed; waiting {}s more",
                    left.as_secs()
                ),
            ));
        }
        let window = self.options.order_window;
        let count = (self.store.count_in_window(ORDERS_COUNTER, window).await)
            .map_err(|e| Failure::store(&e))?;
        if count > self.options.max_orders {
            return Err(Failure::new(
                FailureReason::RateLimited,
                format!(
                    "{} orders in this {window:?} window already",
                    self.options.max_orders
                ),
            ));
        }
        let account = (self.accounts.account().await)
            .map_err(|e| Failure::new(FailureReason::Account, error_chain(&e)))?;
        let challenges = &self.options.challenges;
        let lifetime = self.options.order_timeout;
        let issued = match place_order(&account, name, challenges, &self.store, lifetime).await {
            Ok(issued) => issued,
            Err(err) => {
                if is_unknown_account(&err) {
                    self.accounts.forget(&account).await;
                }
                return Err(order_failure(&err));
            }
        };
        self.store_issued(
            name,
            issued.chain_pem.into_bytes(),
            issued.key_pem.into_bytes(),
        )
        .await?;
        Ok(Done::Ordered)
    }

    /// Whether there is nothing to do: a new name has a certificate, or a renewal was done
    /// (its record is no longer due).
    async fn already_done(&self, name: &HostName, purpose: Purpose) -> Result<bool, Failure> {
        match purpose {
            Purpose::New => {
                let stored = self
                    .store
                    .fetch(name)
                    .await
                    .map_err(|e| Failure::store(&e))?;
                Ok(stored.is_some())
            }
            Purpose::Renew => {
                let record = self
                    .store
                    .fetch_record(&managed_record(name))
                    .await
                    .map_err(|e| Failure::store(&e))?;
                let due = record
                    .as_deref()
                    .and_then(Managed::parse)
                    .is_none_or(|managed| managed.renew_at() <= unix_now());
                Ok(!due)
            }
        }
    }

    /// Validates the issued pair as the server will, writes it like `tlsfront certs put`, and
    /// records it as managed.
    async fn store_issued(
        &self,
        name: &HostName,
        chain_pem: Vec<u8>,
        key_pem: Vec<u8>,
    ) -> Result<(), Failure> {
        let validated = validate_new(&self.provider, name, &chain_pem, &key_pem, false)
            .map_err(|e| Failure::new(FailureReason::BadCertificate, error_chain(&e)))?;
        let store = self.store.as_ref();
        let kind = validated.kind;
        store_validated(
            store,
            self.unsealer.as_deref(),
            name,
            kind,
            chain_pem,
            key_pem,
        )
        .await
        .map_err(|e| Failure::new(FailureReason::Store, error_chain(&e)))?;
        let summary = validated.summary;
        let managed = Managed {
            directory: self.options.directory.clone(),
            issued_at: unix_now(),
            not_before: summary.not_before,
            not_after: summary.not_after,
            ari_renew_at: None,
            // The CA is asked once the certificate has been out a renewal check's interval.
            ari_next_check: Some(unix_now() + self.options.renew_check.as_secs().max(1) as i64),
        };
        let record = managed_record(name);
        (self
            .store
            .put_record(&record, &managed.to_json(), None)
            .await)
            .map_err(|e| Failure::store(&e))?;
        let _ = self.store.remove_record(&backoff_record(name)).await;
        Ok(())
    }

    /// Starts or lengthens the name's backoff, here and for the fleet; returns its length.
    async fn back_off(&self, name: &HostName) -> Duration {
        let delay = self.backoffs.failed(name, Instant::now());
        let failures = self.backoffs.failures(name);
        let shared = SharedBackoff {
            failures,
            until_unix_ms: unix_ms() + delay.as_millis() as u64,
        };
        if let Ok(json) = serde_json::to_vec(&shared) {
            let _ = self
                .store
                .put_record(&backoff_record(name), &json, Some(delay))
                .await;
        }
        delay
    }

    /// How long the fleet's backoff for `name` still runs, if it does; adopted locally too.
    async fn shared_backoff(&self, name: &HostName) -> Option<Duration> {
        let stored = self
            .store
            .fetch_record(&backoff_record(name))
            .await
            .ok()??;
        let shared: SharedBackoff = serde_json::from_slice(&stored).ok()?;
        let left = Duration::from_millis(shared.until_unix_ms.checked_sub(unix_ms())?);
        self.backoffs
            .adopt(name, shared.failures, Instant::now() + left);
        Some(left)
    }
}

/// Whether the CA no longer takes the account, by the problem's type: it does not know it
/// (a test CA restarted), or it refused the new order as unauthorized, which for the first
/// request an account signs means the account itself (deactivated, RFC 8555 7.3.6).
fn is_unknown_account(err: &OrderError) -> bool {
    let is = |problem: &instant_acme::Problem, kind: &str| {
        (problem.r#type.as_deref()).is_some_and(|t| t.ends_with(kind))
    };
    match err {
        OrderError::NewOrder(instant_acme::Error::Api(problem)) => {
            is(problem, ":accountDoesNotExist") || is(problem, ":unauthorized")
        }
        OrderError::Ca(instant_acme::Error::Api(problem)) => is(problem, ":accountDoesNotExist"),
        _ => false,
    }
}

fn order_failure(err: &OrderError) -> Failure {
    let reason = match err {
        OrderError::NewOrder(instant_acme::Error::Api(problem))
        | OrderError::Ca(instant_acme::Error::Api(problem)) => match problem.r#type.as_deref() {
            Some(t) if t.ends_with(":rateLimited") => FailureReason::RateLimited,
            Some(t) if is_validation_problem(t) => FailureReason::Validation,
            _ => FailureReason::Ca,
        },
        OrderError::NewOrder(instant_acme::Error::Timeout(_))
        | OrderError::Ca(instant_acme::Error::Timeout(_)) => FailureReason::Timeout,
        OrderError::NewOrder(_) | OrderError::Ca(_) | OrderError::NoChallenge { .. } => {
            FailureReason::Ca
        }
        OrderError::Invalid { .. } => FailureReason::Validation,
        OrderError::Store(_) => FailureReason::Store,
        OrderError::Key(_) => FailureReason::Internal,
    };
    Failure::new(reason, error_chain(err))
}

/// The ACME problem types that mean the name could not be validated (RFC 8555, 6.7).
fn is_validation_problem(problem_type: &str) -> bool {
    [
        "connection",
        "dns",
        "incorrectResponse",
        "tls",
        "unauthorized",
        "caa",
        "rejectedIdentifier",
    ]
    .iter()
    .any(|t| problem_type.ends_with(&format!(":{t}")))
}

fn backoff_record(name: &HostName) -> Record {
    Record::of_host(RecordKind::Backoff, name)
}

pub(crate) fn unix_now() -> i64 {
    (unix_ms() / 1000) as i64
}

fn unix_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A name's lock, extended every third of its lease while the order runs.
struct NameLock {
    store: Arc<dyn CertStore>,
    name: HostName,
    token: String,
    renewer: JoinHandle<()>,
}

impl NameLock {
    fn hold(store: Arc<dyn CertStore>, name: HostName, token: String, lease: Duration) -> Self {
        let renewer = tokio::spawn({
            let (store, name, token) = (store.clone(), name.clone(), token.clone());
            async move {
                loop {
                    tokio::time::sleep(lease / 3).await;
                    match store.extend_lock(name.as_str(), &token, lease).await {
                        Ok(true) => {}
                        Ok(false) => {
                            warn!(%name, "lost the name's issuance lock (its lease ran out); another instance may order too");
                            return;
                        }
                        // The lease covers two more tries. The store's outage is its health's to
                        // report.
                        Err(err) if err.scope() == FailureScope::Store => {
                            debug!(%name, error = %error_chain(&err), "cannot extend the name's issuance lock: the store is down")
                        }
                        Err(err) => {
                            warn!(%name, error = %error_chain(&err), "cannot extend the name's issuance lock")
                        }
                    }
                }
            }
        });
        NameLock {
            store,
            name,
            token,
            renewer,
        }
    }

    async fn release(self) {
        self.renewer.abort();
        if let Err(err) = self.store.unlock(self.name.as_str(), &self.token).await {
            // The lease frees it soon; the store's outage is its health's to report.
            if err.scope() == FailureScope::Store {
                debug!(name = %self.name, error = %error_chain(&err), "cannot release the name's issuance lock: the store is down");
            } else {
                warn!(name = %self.name, error = %error_chain(&err), "cannot release the name's issuance lock");
            }
        }
    }
}

impl Drop for NameLock {
    fn drop(&mut self) {
        // An order cancelled mid-way (the process stopping) stops extending; the lease frees
        // the lock.
        self.renewer.abort();
    }
}

#[cfg(test)]
mod on_a_store;

#[cfg(test)]
mod tests;
