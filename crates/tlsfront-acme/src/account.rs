//! The ACME account, shared by the fleet: registered once with the CA (with External Account
//! Binding when the CA needs it), its credentials kept in the store as a record, sealed when a
//! sealing key is configured, so every instance orders under the same account (and the CA's
//! per-account limits count the fleet once).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use aws_lc_rs::digest;
use bytes::Bytes;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use instant_acme::{Account, AccountCredentials, BodyWrapper, ExternalAccountKey, NewAccount};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::CertificateDer;
use tlsfront_store::seal::is_sealed;
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::{CertStore, SealError, StoreError, Unsealer};
use tokio::sync::Mutex;
use tracing::info;

use crate::options::AcmeOptions;

/// How long to wait for another instance that is registering the account.
const REGISTRATION_WAIT: Duration = Duration::from_secs(30);
const POLL: Duration = Duration::from_millis(250);
/// The lock registration takes, so a fleet registers one account.
const ACCOUNT_LOCK: &str = "account";

/// Why the account is not usable.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("the ACME account record cannot be read or written")]
    Store(#[from] StoreError),
    #[error("the ACME account record is sealed; give the sealing key (--seal-key)")]
    SealedWithoutKey,
    #[error("the ACME account record cannot be sealed or unsealed")]
    Seal(#[from] SealError),
    #[error("the ACME account record is not valid JSON credentials")]
    Corrupt(#[source] serde_json::Error),
    #[error("the CA refused or did not answer")]
    Ca(#[from] instant_acme::Error),
    #[error("another instance is registering the ACME account, and has not finished")]
    RegistrationPending,
    #[error("cannot trust the CA with {path}: {reason}")]
    CaRoot { path: PathBuf, reason: String },
}

/// The account, loaded or registered on first use, and kept.
pub struct Accounts {
    options: AcmeOptions,
    store: Arc<dyn CertStore>,
    unsealer: Option<Arc<Unsealer>>,
    record: Record,
    current: Mutex<Option<Account>>,
    token: String,
}

impl Accounts {
    pub fn new(
        options: AcmeOptions,
        store: Arc<dyn CertStore>,
        unsealer: Option<Arc<Unsealer>>,
        token: String,
    ) -> Self {
        Accounts {
            record: account_record(&options.directory),
            options,
            store,
            unsealer,
            current: Mutex::new(None),
            token,
        }
    }

    /// The account: the one in use, else the store's, else a new registration.
    pub async fn account(&self) -> Result<Account, AccountError> {
        let mut current = self.current.lock().await;
        if let Some(account) = &*current {
            return Ok(account.clone());
        }
        let account = self.load_or_register().await?;
        *current = Some(account.clone());
        Ok(account)
    }

    /// Forgets an account the CA no longer knows (a test CA restarted, or the account was
    /// deactivated): the next order registers a new one, if `stale` is still the one stored.
    pub async fn forget(&self, stale: &Account) {
        let mut current = self.current.lock().await;
        if current.as_ref().is_some_and(|a| a.id() == stale.id()) {
            *current = None;
            if let Ok(Some(stored)) = self.load().await {
                if stored.id() == stale.id() {
                    let _ = self.store.remove_record(&self.record).await;
                }
            }
        }
    }

    async fn load_or_register(&self) -> Result<Account, AccountError> {
        let deadline = tokio::time::Instant::now() + REGISTRATION_WAIT;
        loop {
            if let Some(account) = self.load().await? {
                return Ok(account);
            }
            if self
                .store
                .try_lock(ACCOUNT_LOCK, &self.token, REGISTRATION_WAIT)
                .await?
            {
                let registered = self.register().await;
                let _ = self.store.unlock(ACCOUNT_LOCK, &self.token).await;
                return registered;
            }
            if tokio::time::Instant::now() >= deadline {
                return Err(AccountError::RegistrationPending);
            }
            tokio::time::sleep(POLL).await;
        }
    }

    async fn load(&self) -> Result<Option<Account>, AccountError> {
        let Some(stored) = self.store.fetch_record(&self.record).await? else {
            return Ok(None);
        };
        let json = match (&self.unsealer, is_sealed(&stored)) {
            (Some(unsealer), true) => unsealer.unseal_record(&self.record, &stored)?,
            (None, true) => return Err(AccountError::SealedWithoutKey),
            (_, false) => stored,
        };
        let credentials: AccountCredentials =
            serde_json::from_slice(&json).map_err(AccountError::Corrupt)?;
        Ok(Some(self.builder()?.from_credentials(credentials).await?))
    }

    async fn register(&self) -> Result<Account, AccountError> {
        let contact: Vec<&str> = self.options.contact.iter().map(String::as_str).collect();
        let external = self
            .options
            .external_account
            .as_ref()
            .map(|eab| ExternalAccountKey::new(eab.key_id.clone(), &eab.hmac_key));
        let new_account = NewAccount {
            contact: &contact,
            terms_of_service_agreed: true,
            only_return_existing: false,
        };
        let (account, credentials) = self
            .builder()?
            .create(
                &new_account,
                self.options.directory.clone(),
                external.as_ref(),
            )
            .await?;
        let json = serde_json::to_vec(&credentials).map_err(AccountError::Corrupt)?;
        let stored = match &self.unsealer {
            Some(unsealer) => unsealer.seal_record(&self.record, &json)?,
            None => json,
        };
        self.store.put_record(&self.record, &stored, None).await?;
        info!(directory = %self.options.directory, sealed = self.unsealer.is_some(), "registered an ACME account");
        Ok(account)
    }

    fn builder(&self) -> Result<instant_acme::AccountBuilder, AccountError> {
        let client = ca_client(self.options.ca_root.as_deref())?;
        Ok(Account::builder_with_http(Box::new(client)))
    }
}

/// The HTTP client that talks to the CA: HTTPS only, trusting `ca_root` when given (a private
/// or test CA) and the platform's verifier otherwise, with `TCP_NODELAY`. instant-acme's own
/// client leaves Nagle's algorithm on, and every ACME POST, written as two TLS records (head,
/// then body), then waited for the CA's delayed ACK: about 40 ms per POST, some 0.3 s of an
/// order that took 0.54 s against Pebble (BENCHMARKS.md, certificates on demand).
fn ca_client(ca_root: Option<&Path>) -> Result<CaClient, AccountError> {
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let builder = hyper_rustls::HttpsConnectorBuilder::new();
    let builder = match ca_root {
        Some(path) => {
            let unreadable = |reason: String| AccountError::CaRoot {
                path: path.to_owned(),
                reason,
            };
            let mut roots = rustls::RootCertStore::empty();
            let certs =
                CertificateDer::pem_file_iter(path).map_err(|e| unreadable(e.to_string()))?;
            for cert in certs {
                let cert = cert.map_err(|e| unreadable(e.to_string()))?;
                roots.add(cert).map_err(|e| unreadable(e.to_string()))?;
            }
            let config = rustls::ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .map_err(|e| unreadable(e.to_string()))?
                .with_root_certificates(roots)
                .with_no_client_auth();
            builder.with_tls_config(config)
        }
        None => builder
            .with_provider_and_platform_verifier(provider)
            .map_err(|e| AccountError::CaRoot {
                path: "the platform's roots".into(),
                reason: e.to_string(),
            })?,
    };
    let mut tcp = HttpConnector::new();
    tcp.set_nodelay(true);
    tcp.enforce_http(false);
    let connector = builder
        .https_only()
        .enable_http1()
        .enable_http2()
        .wrap_connector(tcp);
    Ok(Client::builder(TokioExecutor::new()).build(connector))
}

type CaClient = Client<hyper_rustls::HttpsConnector<HttpConnector>, BodyWrapper<Bytes>>;

/// The account's record, named by the CA's directory URL: a fleet that moves to another CA
/// registers there instead of presenting the old CA's account.
fn account_record(directory: &str) -> Record {
    let hash = digest::digest(&digest::SHA256, directory.as_bytes());
    let name: String = hash.as_ref()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    // Hex digits are a valid record name.
    Record::new(RecordKind::Account, &name).expect("hex digits make a record name")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_ca_has_its_own_account_record() {
        let a = account_record("https://acme-v02.api.letsencrypt.org/directory");
        let b = account_record("https://127.0.0.1:14000/dir");
        assert_ne!(a, b);
        assert_eq!(a.name().len(), 16);
        assert!(a.path().starts_with("acme/account/"));
    }
}
