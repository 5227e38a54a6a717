//! The gate: whether the operator allows issuing for a name. It asks the store's allow-list
//! (`acme/allowed/<name>`, written by `tlsfront acme allow`) and/or an `ask` URL
//! (`GET URL?domain=NAME`: a 2xx allows; any other status, an error or a timeout refuses),
//! and caches both answers, yes for longer than no, so that a flood of random names costs one
//! question per distinct name per TTL, and nothing at all for names asked about recently.
//! Concurrent questions about one name share one answer.
//!
//! A failed question refuses the name for now and is counted
//! (`tlsfront_acme_gate_answers_total{source="error"}`): each new name a client sends costs
//! one, so it is logged at debug, with one sampled line per kind at `warn`. The store's
//! outage is its health's to report (the store comes through `StoreHealth::follow`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::Uri;
use http_body_util::Empty;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use moka::future::Cache;
use moka::Expiry;
use tlsfront_logs::{SampledLine, SAMPLE_INTERVAL};
use tlsfront_store::source::{FailureScope, Record, RecordKind};
use tlsfront_store::{error_chain, CertStore, HostName};
use tracing::{debug, warn};

use crate::metrics::AcmeMetrics;

/// How the gate decides.
#[derive(Debug, Clone)]
pub struct GateOptions {
    /// Names with an allow-list record in the store are allowed.
    pub allow_list: bool,
    /// Asked about names the allow-list does not allow.
    pub ask: Option<Uri>,
    /// How long the ask URL may take to answer.
    pub ask_timeout: Duration,
    /// How long a yes is remembered.
    pub allowed_ttl: Duration,
    /// How long a no (or a failed question) is remembered.
    pub denied_ttl: Duration,
    /// Most answers remembered at once.
    pub capacity: u64,
}

/// The gate's answer about one name, and who gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Allowed(Source),
    Denied(Source),
}

tlsfront_metrics::label! {
    /// Who answered.
    pub enum Source: "source" {
        /// The store's allow-list.
        AllowList => "allow_list",
        /// The ask URL.
        Ask => "ask",
        /// Neither could be asked (the store or the URL failed): refused, for a short while.
        Error => "error",
        /// Nothing allows the name.
        Nobody => "nobody",
    }
}

/// The gate, with its answer cache.
pub struct Gate {
    options: GateOptions,
    store: Arc<dyn CertStore>,
    http: Client<hyper_rustls::HttpsConnector<HttpConnector>, Empty<Bytes>>,
    answers: Cache<HostName, Verdict>,
    metrics: Arc<AcmeMetrics>,
}

impl Gate {
    pub fn new(options: GateOptions, store: Arc<dyn CertStore>, metrics: Arc<AcmeMetrics>) -> Self {
        let answers = Cache::builder()
            .max_capacity(options.capacity)
            .expire_after(VerdictExpiry {
                allowed: options.allowed_ttl,
                denied: options.denied_ttl,
            })
            .build();
        Gate {
            http: ask_client(),
            options,
            store,
            answers,
            metrics,
        }
    }

    /// Whether `name` may be issued for. Cached answers cost a lookup; a new name costs one
    /// allow-list read and/or one ask, shared by everyone asking about it at once.
    pub async fn verdict(&self, name: &HostName) -> Verdict {
        let entry = self
            .answers
            .entry_by_ref(name)
            .or_insert_with(self.decide(name))
            .await;
        let verdict = *entry.value();
        self.metrics.gate_answer(verdict, !entry.is_fresh());
        verdict
    }

    /// Forgets what the gate said about `name` (an operator just allowed or disallowed it).
    pub async fn forget(&self, name: &HostName) {
        self.answers.invalidate(name).await;
    }

    async fn decide(&self, name: &HostName) -> Verdict {
        let mut failed = false;
        if self.options.allow_list {
            match self.allow_listed(name).await {
                Ok(true) => return Verdict::Allowed(Source::AllowList),
                Ok(false) => {}
                Err(err) => {
                    static ALLOW_LIST_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
                    let error = error_chain(&err);
                    let outage = err.scope() == FailureScope::Store;
                    match ALLOW_LIST_LINE.admit_now().filter(|_| !outage) {
                        Some(suppressed) => {
                            warn!(%name, error, suppressed, "on-demand gate: the store's allow-list cannot be read; refusing for now (one line per 10 s)")
                        }
                        None => {
                            debug!(%name, error, "on-demand gate: the store's allow-list cannot be read; refusing for now")
                        }
                    }
                    failed = true;
                }
            }
        }
        if let Some(ask) = &self.options.ask {
            return match self.ask(ask, name).await {
                Ok(true) => Verdict::Allowed(Source::Ask),
                Ok(false) => Verdict::Denied(Source::Ask),
                Err(reason) => {
                    static ASK_FAILED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
                    match ASK_FAILED_LINE.admit_now() {
                        Some(suppressed) => {
                            warn!(%name, %reason, suppressed, "on-demand gate: the ask URL did not answer; refusing for now (one line per 10 s)")
                        }
                        None => {
                            debug!(%name, %reason, "on-demand gate: the ask URL did not answer; refusing for now")
                        }
                    }
                    Verdict::Denied(Source::Error)
                }
            };
        }
        Verdict::Denied(if failed {
            Source::Error
        } else {
            Source::Nobody
        })
    }

    async fn allow_listed(&self, name: &HostName) -> Result<bool, tlsfront_store::StoreError> {
        let record = Record::of_host(RecordKind::Allowed, name);
        Ok(self.store.fetch_record(&record).await?.is_some())
    }

    /// `GET ask?domain=NAME`: `Ok(true)` for a 2xx, `Ok(false)` for any other status.
    async fn ask(&self, ask: &Uri, name: &HostName) -> Result<bool, String> {
        let uri = ask_uri(ask, name).map_err(|err| err.to_string())?;
        let started = Instant::now();
        let response = tokio::time::timeout(self.options.ask_timeout, self.http.get(uri)).await;
        let elapsed_ms = started.elapsed().as_millis() as u64;
        match response {
            Ok(Ok(response)) => {
                let status = response.status();
                debug!(%name, status = status.as_u16(), elapsed_ms, "on-demand gate: asked");
                Ok(status.is_success())
            }
            Ok(Err(err)) => Err(error_chain(&err)),
            Err(_) => Err(format!("no answer within {:?}", self.options.ask_timeout)),
        }
    }
}

/// The ask URL for `name`: `domain=NAME` added to its query. Host names hold only
/// `[a-z0-9.-]`, so the value needs no escaping.
pub fn ask_uri(ask: &Uri, name: &HostName) -> Result<Uri, http::uri::InvalidUri> {
    let text = ask.to_string();
    let separator = if ask.query().is_some() { '&' } else { '?' };
    format!("{text}{separator}domain={name}").parse()
}

/// An HTTP(S) client for the ask URL, trusting the system's roots. Without any (a bare
/// container), an `https://` ask URL fails each question, and the log says why.
fn ask_client() -> Client<hyper_rustls::HttpsConnector<HttpConnector>, Empty<Bytes>> {
    let mut roots = rustls::RootCertStore::empty();
    roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
    if roots.is_empty() {
        debug!("no system CA certificates: an https:// ask URL will fail");
    }
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        // aws-lc-rs's default provider supports the default protocol versions.
        .expect("the default provider supports the default protocol versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    let connector = hyper_rustls::HttpsConnectorBuilder::new()
        .with_tls_config(config)
        .https_or_http()
        .enable_http1()
        .build();
    Client::builder(TokioExecutor::new()).build(connector)
}

/// Yes is remembered for `allowed`, no for `denied`.
struct VerdictExpiry {
    allowed: Duration,
    denied: Duration,
}

impl Expiry<HostName, Verdict> for VerdictExpiry {
    fn expire_after_create(
        &self,
        _name: &HostName,
        verdict: &Verdict,
        _created_at: std::time::Instant,
    ) -> Option<Duration> {
        Some(match verdict {
            Verdict::Allowed(_) => self.allowed,
            Verdict::Denied(_) => self.denied,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_is_added_to_the_ask_query() {
        let name = HostName::parse("Shop.Example.COM").unwrap();
        let plain: Uri = "http://127.0.0.1:9000/ask".parse().unwrap();
        assert_eq!(
            ask_uri(&plain, &name).unwrap().to_string(),
            "http://127.0.0.1:9000/ask?domain=shop.example.com"
        );
        let with_query: Uri = "https://gate.internal/v1/ask?token=abc".parse().unwrap();
        assert_eq!(
            ask_uri(&with_query, &name).unwrap().to_string(),
            "https://gate.internal/v1/ask?token=abc&domain=shop.example.com"
        );
    }
}
