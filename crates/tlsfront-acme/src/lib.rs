//! Certificates on demand: when a handshake names a host the store has no certificate for,
//! and the operator's gate allows the name, tlsfront obtains one from an ACME CA, once across
//! the fleet, and the handshake waits for it up to a bound.
//!
//! The path of a new name: [`public_name`] (never a private or reserved name) -> the name's
//! [`backoff`] -> the [`gate`] (allow-list and/or ask URL, cached) -> one issuance per name in
//! this process, which waits for the name's lock in the store (one order per name across a
//! fleet on Redis) -> [`order`] (TLS-ALPN-01 or HTTP-01, answered from the store by any
//! instance) -> the validated store write -> the change feed. A handshake only waits on this;
//! a CA that is slow or down never delays a host that has a certificate. [`renew`] renews what
//! was issued.
//!
//! This crate must never log, format or count private key bytes, nor the account's key.

#![forbid(unsafe_code)]

mod account;
pub mod backoff;
pub mod challenge;
pub mod gate;
mod issue;
pub mod managed;
pub mod metrics;
mod options;
mod order;
pub mod public_name;
mod renew;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use aws_lc_rs::rand::{SecureRandom, SystemRandom};
use futures_util::future::{BoxFuture, FutureExt, Shared};
use rustls::crypto::CryptoProvider;
use tlsfront_metrics::Exposition;
use tlsfront_store::{CertStore, HostName, Unsealer};
use tokio_util::sync::CancellationToken;

use crate::account::Accounts;
use crate::backoff::Backoffs;
use crate::challenge::{http01_record, tls_alpn01_record};
use crate::gate::{Gate, Verdict};
use crate::metrics::{AcmeMetrics, ChallengeAnswered, RefusalReason, WaitOutcome};
use crate::public_name::check_public_name;

pub use crate::account::AccountError;
pub use crate::challenge::{ACME_TLS_ALPN, HTTP01_PREFIX};
pub use crate::issue::FailureReason;
pub use crate::options::{AcmeOptions, ChallengeKind, ExternalAccount, LETS_ENCRYPT};

/// Most names backing off at once.
const BACKOFF_CAPACITY: u64 = 100_000;

/// What a handshake for a name without a certificate gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Obtained {
    /// The store has the certificate now.
    Issued,
    /// Not issued, and no order was placed (or will be, for now).
    Refused(RefusalReason),
    /// The order failed.
    Failed(FailureReason),
    /// The wait's bound passed; the order goes on in the background.
    StillWaiting,
}

type Issuance = Shared<BoxFuture<'static, Result<(), FailureReason>>>;

/// On-demand issuance for one server process.
#[derive(Clone)]
pub struct OnDemand {
    inner: Arc<Inner>,
}

pub(crate) struct Inner {
    options: AcmeOptions,
    store: Arc<dyn CertStore>,
    unsealer: Option<Arc<Unsealer>>,
    provider: Arc<CryptoProvider>,
    gate: Gate,
    backoffs: Backoffs,
    accounts: Accounts,
    /// This process's issuances in progress, by name: concurrent handshakes share one.
    issuing: Mutex<HashMap<HostName, Issuance>>,
    metrics: Arc<AcmeMetrics>,
    /// Identifies this process in lock tokens.
    instance: String,
    tokens: AtomicU64,
}

impl OnDemand {
    /// On-demand issuance into `store`. `provider` validates issued certificates as the
    /// server does; `unsealer` seals their keys and the account's, when configured.
    pub fn new(
        options: AcmeOptions,
        store: Arc<dyn CertStore>,
        unsealer: Option<Arc<Unsealer>>,
        provider: Arc<CryptoProvider>,
    ) -> Self {
        let metrics = Arc::new(AcmeMetrics::default());
        let instance = random_hex(8);
        OnDemand {
            inner: Arc::new(Inner {
                gate: Gate::new(options.gate.clone(), store.clone(), metrics.clone()),
                backoffs: Backoffs::new(options.backoff, BACKOFF_CAPACITY),
                accounts: Accounts::new(
                    options.clone(),
                    store.clone(),
                    unsealer.clone(),
                    format!("{instance}-account"),
                ),
                options,
                store,
                unsealer,
                provider,
                issuing: Mutex::default(),
                metrics,
                instance,
                tokens: AtomicU64::new(0),
            }),
        }
    }

    pub fn options(&self) -> &AcmeOptions {
        &self.inner.options
    }

    /// For a name the store has no certificate for: whether it may be issued for, and if so
    /// the wait (up to the bound) for its certificate. Concurrent calls for one name share one
    /// order; past the bound the order carries on in the background.
    pub async fn obtain(&self, name: &HostName) -> Obtained {
        let inner = &self.inner;
        let refused = |reason| {
            inner.metrics.refused(reason);
            Obtained::Refused(reason)
        };
        // A certificate the store cannot hold could never be served: no gate question, no
        // order (the server refuses such a name before it gets here; this is for any caller).
        if inner.store.can_hold(name).is_err() {
            return refused(RefusalReason::Unstorable);
        }
        if check_public_name(name).is_err() {
            return refused(RefusalReason::NotPublic);
        }
        if inner.backoffs.remaining(name, Instant::now()).is_some() {
            return refused(RefusalReason::BackingOff);
        }
        if let Verdict::Denied(_) = inner.gate.verdict(name).await {
            return refused(RefusalReason::Denied);
        }
        let started = Instant::now();
        let issuance = self.issuance(name);
        let (obtained, outcome) = match tokio::time::timeout(inner.options.wait, issuance).await {
            Ok(Ok(())) => (Obtained::Issued, WaitOutcome::Issued),
            Ok(Err(reason)) => (Obtained::Failed(reason), WaitOutcome::Failed),
            Err(_) => (Obtained::StillWaiting, WaitOutcome::TimedOut),
        };
        inner.metrics.waited(outcome, started.elapsed());
        obtained
    }

    /// The name's issuance in this process: the one running, or a new one. It runs as its
    /// own task, so it finishes even when every handshake waiting for it has given up.
    fn issuance(&self, name: &HostName) -> Issuance {
        let mut issuing = (self.inner.issuing.lock()).unwrap_or_else(PoisonError::into_inner);
        if let Some(issuance) = issuing.get(name) {
            return issuance.clone();
        }
        let inner = self.inner.clone();
        let task_name = name.clone();
        let task = tokio::spawn(async move {
            let result = inner.issue(&task_name, issue::Purpose::New).await;
            (inner.issuing.lock().unwrap_or_else(PoisonError::into_inner)).remove(&task_name);
            result.map(drop)
        });
        let issuance = async move { task.await.unwrap_or(Err(FailureReason::Internal)) }
            .boxed()
            .shared();
        issuing.insert(name.clone(), issuance.clone());
        issuance
    }

    /// The key authorization for an HTTP-01 token, if an order is waiting on it.
    pub async fn http01_answer(&self, token: &str) -> Option<Vec<u8>> {
        let record = http01_record(token)?;
        let answer = self.inner.store.fetch_record(&record).await.ok()??;
        self.inner
            .metrics
            .challenge_answered(ChallengeAnswered::Http01);
        Some(answer)
    }

    /// The TLS-ALPN-01 certificate and key (PEM) for `name`, if an order is waiting on it.
    pub async fn tls_alpn01_answer(&self, name: &HostName) -> Option<Vec<u8>> {
        let answer = self
            .inner
            .store
            .fetch_record(&tls_alpn01_record(name))
            .await
            .ok()??;
        self.inner
            .metrics
            .challenge_answered(ChallengeAnswered::TlsAlpn01);
        Some(answer)
    }

    /// Forgets the gate's cached answer for `name`.
    pub async fn forget_gate_answer(&self, name: &HostName) {
        self.inner.gate.forget(name).await;
    }

    /// Renews certificates issued on demand as they come due, until `stop` is cancelled.
    pub async fn run_renewals(&self, stop: CancellationToken) {
        renew::run(self.inner.clone(), stop).await;
    }

    pub fn render_metrics(&self, out: &mut Exposition) {
        self.inner.metrics.render(out);
    }
}

impl Inner {
    fn next_token(&self) -> String {
        let n = self.tokens.fetch_add(1, Ordering::Relaxed);
        format!("{}-{n}", self.instance)
    }
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    // Without randomness, a fixed id still works: tokens also carry a counter, and only
    // two processes both without randomness could mix up their locks.
    let _ = SystemRandom::new().fill(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}
