//! What on-demand issuance is told by the operator: the CA, the gate, and the bounds on waits,
//! retries and orders.

use std::path::PathBuf;
use std::time::Duration;

use crate::backoff::BackoffPolicy;
use crate::gate::GateOptions;

/// Let's Encrypt's production directory: the default CA.
pub const LETS_ENCRYPT: &str = "https://acme-v02.api.letsencrypt.org/directory";

/// A challenge type tlsfront can answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeKind {
    /// Answered on the HTTPS listener, with the `acme-tls/1` ALPN (RFC 8737).
    TlsAlpn01,
    /// Answered on the plain-HTTP listener, under `/.well-known/acme-challenge/`.
    Http01,
}

impl ChallengeKind {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "tls-alpn-01" => Some(ChallengeKind::TlsAlpn01),
            "http-01" => Some(ChallengeKind::Http01),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ChallengeKind::TlsAlpn01 => "tls-alpn-01",
            ChallengeKind::Http01 => "http-01",
        }
    }
}

/// External Account Binding, for CAs that tie ACME accounts to an account of theirs.
#[derive(Clone)]
pub struct ExternalAccount {
    pub key_id: String,
    /// The HMAC key, decoded.
    pub hmac_key: Vec<u8>,
}

impl std::fmt::Debug for ExternalAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The HMAC key is a secret.
        f.debug_struct("ExternalAccount")
            .field("key_id", &self.key_id)
            .finish_non_exhaustive()
    }
}

/// Everything on-demand issuance needs to know.
#[derive(Debug, Clone)]
pub struct AcmeOptions {
    /// The CA's ACME directory URL.
    pub directory: String,
    /// A PEM file with the root that signs the CA's own HTTPS certificate, for a private or
    /// test CA (Pebble); the system's roots otherwise.
    pub ca_root: Option<PathBuf>,
    /// Contact URLs for the account (`mailto:ops@example.com`).
    pub contact: Vec<String>,
    pub external_account: Option<ExternalAccount>,
    /// The challenge types to answer, most preferred first.
    pub challenges: Vec<ChallengeKind>,
    pub gate: GateOptions,
    /// How long a handshake waits for a new name's certificate.
    pub wait: Duration,
    /// How long one order may take, from the lock to the stored certificate.
    pub order_timeout: Duration,
    pub backoff: BackoffPolicy,
    /// Most orders (new names and renewals) the fleet places per `order_window`.
    pub max_orders: u64,
    pub order_window: Duration,
    /// How long a per-name lock lasts unless its holder extends it; a crashed holder's lock
    /// is free again after this.
    pub lock_lease: Duration,
    /// How often certificates issued on demand are checked for renewal.
    pub renew_check: Duration,
}

impl AcmeOptions {
    /// The defaults for a CA at `directory`, with the given gate.
    pub fn new(directory: String, gate: GateOptions) -> Self {
        AcmeOptions {
            directory,
            ca_root: None,
            contact: Vec::new(),
            external_account: None,
            // TLS-ALPN-01 needs nothing but the HTTPS listener; HTTP-01 needs --listen-http.
            challenges: vec![ChallengeKind::TlsAlpn01],
            gate,
            // A client gives up on a handshake after about 10 s; 5 s leaves room for the
            // handshake itself, and is ample for a CA that validates promptly.
            wait: Duration::from_secs(5),
            // Let's Encrypt validates in seconds; two minutes covers a slow validation
            // without holding a name's lock for long after a hang.
            order_timeout: Duration::from_secs(120),
            // 5 minutes doubling to 6 hours: see backoff.rs for why this stays under Let's
            // Encrypt's failed-validation limit.
            backoff: BackoffPolicy {
                initial: Duration::from_secs(300),
                max: Duration::from_secs(6 * 3600),
            },
            // Let's Encrypt allows 300 new orders per account per 3 hours. Fixed 3-hour windows
            // of 150 keep any sliding 3 hours (which spans at most two windows) at 300 or less.
            max_orders: 150,
            order_window: Duration::from_secs(3 * 3600),
            // Renewed every third of the lease; 15 s frees a crashed instance's names quickly.
            lock_lease: Duration::from_secs(15),
            // Certificates live for weeks; hourly checks renew each well before its end.
            renew_check: Duration::from_secs(3600),
        }
    }
}
