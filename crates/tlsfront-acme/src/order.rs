//! One ACME order for one name (RFC 8555, section 7.4): create the order, answer its
//! authorization with the first challenge type offered that tlsfront answers, wait for the CA
//! to validate, finalize with a CSR of our own (a fresh ECDSA P-256 key), and fetch the chain.
//! The challenge answers live in the store only while the order runs.

use std::sync::Arc;
use std::time::Duration;

use instant_acme::{
    Account, AuthorizationStatus, ChallengeType, Identifier, NewOrder, OrderStatus, RetryPolicy,
};
use rcgen::{CertificateParams, DistinguishedName, KeyPair};
use tlsfront_store::source::Record;
use tlsfront_store::{CertStore, HostName, StoreError};

use crate::challenge::{http01_record, tls_alpn01_certificate, tls_alpn01_record};
use crate::options::ChallengeKind;

/// A chain and its key, as the CA issued them.
pub struct IssuedPair {
    pub chain_pem: String,
    pub key_pem: String,
}

impl std::fmt::Debug for IssuedPair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the key.
        f.debug_struct("IssuedPair").finish_non_exhaustive()
    }
}

/// Why an order failed.
#[derive(Debug, thiserror::Error)]
pub enum OrderError {
    /// The first request the account signs: a refusal here that names the account means the
    /// CA no longer takes it.
    #[error("the CA refused the new order or did not answer")]
    NewOrder(#[source] instant_acme::Error),
    #[error("the CA refused or did not answer")]
    Ca(#[from] instant_acme::Error),
    #[error("the CA offers none of the challenge types configured ({offered})")]
    NoChallenge { offered: String },
    #[error("the CA could not validate the name: {detail}")]
    Invalid { detail: String },
    #[error("the challenge answer cannot be stored")]
    Store(#[from] StoreError),
    #[error("cannot make a key or CSR")]
    Key(#[from] rcgen::Error),
}

/// Places an order for `name` and sees it through. `lifetime` bounds how long the CA has to
/// validate, and how long challenge answers live in Redis.
pub async fn place_order(
    account: &Account,
    name: &HostName,
    challenges: &[ChallengeKind],
    store: &Arc<dyn CertStore>,
    lifetime: Duration,
) -> Result<IssuedPair, OrderError> {
    let mut answers = Answers {
        store: store.clone(),
        records: Vec::new(),
    };
    let result = order(account, name, challenges, &mut answers, lifetime).await;
    answers.remove_all().await;
    result
}

async fn order(
    account: &Account,
    name: &HostName,
    challenges: &[ChallengeKind],
    answers: &mut Answers,
    lifetime: Duration,
) -> Result<IssuedPair, OrderError> {
    let identifiers = [Identifier::Dns(name.to_string())];
    let mut order =
        (account.new_order(&NewOrder::new(&identifiers)).await).map_err(OrderError::NewOrder)?;
    let mut authorizations = order.authorizations();
    while let Some(authorization) = authorizations.next().await {
        let mut authorization = authorization?;
        match authorization.status {
            AuthorizationStatus::Pending => {}
            AuthorizationStatus::Valid => continue,
            other => {
                return Err(OrderError::Invalid {
                    detail: format!("the authorization is {other:?}"),
                })
            }
        }
        let offered: Vec<ChallengeType> = authorization
            .challenges
            .iter()
            .map(|c| c.r#type.clone())
            .collect();
        let Some(kind) = challenges
            .iter()
            .copied()
            .find(|kind| offered.contains(&challenge_type(*kind)))
        else {
            return Err(OrderError::NoChallenge {
                offered: format!("{offered:?}"),
            });
        };
        let Some(mut challenge) = authorization.challenge(challenge_type(kind)) else {
            continue;
        };
        let key_authorization = challenge.key_authorization();
        match kind {
            ChallengeKind::Http01 => {
                let record =
                    http01_record(&challenge.token).ok_or_else(|| OrderError::Invalid {
                        detail: "the CA's HTTP-01 token is not base64url".into(),
                    })?;
                let value = key_authorization.as_str().as_bytes().to_vec();
                answers.put(record, &value, lifetime).await?;
            }
            ChallengeKind::TlsAlpn01 => {
                let pem = tls_alpn01_certificate(name, key_authorization.digest().as_ref())?;
                answers
                    .put(tls_alpn01_record(name), pem.as_bytes(), lifetime)
                    .await?;
            }
        }
        challenge.set_ready().await?;
    }
    let polling = RetryPolicy::new()
        .initial_delay(Duration::from_millis(100))
        .backoff(1.5)
        .timeout(lifetime);
    let status = order.poll_ready(&polling).await?;
    if status != OrderStatus::Ready {
        return Err(OrderError::Invalid {
            detail: invalid_detail(&mut order).await,
        });
    }
    let key = KeyPair::generate()?;
    let mut params = CertificateParams::new(vec![name.to_string()])?;
    params.distinguished_name = DistinguishedName::new();
    let csr = params.serialize_request(&key)?;
    order.finalize_csr(csr.der()).await?;
    let chain_pem = order.poll_certificate(&polling).await?;
    Ok(IssuedPair {
        chain_pem,
        key_pem: key.serialize_pem(),
    })
}

/// What the CA said about an invalid order: the first failed challenge's error.
async fn invalid_detail(order: &mut instant_acme::Order) -> String {
    let mut authorizations = order.authorizations();
    while let Some(Ok(mut authorization)) = authorizations.next().await {
        if let Ok(state) = authorization.refresh().await {
            for challenge in &state.challenges {
                if let Some(error) = &challenge.error {
                    return error.to_string();
                }
            }
        }
    }
    "the order is invalid".to_owned()
}

fn challenge_type(kind: ChallengeKind) -> ChallengeType {
    match kind {
        ChallengeKind::Http01 => ChallengeType::Http01,
        ChallengeKind::TlsAlpn01 => ChallengeType::TlsAlpn01,
    }
}

/// The challenge answers an order wrote, removed when it ends.
struct Answers {
    store: Arc<dyn CertStore>,
    records: Vec<Record>,
}

impl Answers {
    async fn put(
        &mut self,
        record: Record,
        value: &[u8],
        lifetime: Duration,
    ) -> Result<(), StoreError> {
        self.store
            .put_record(&record, value, Some(lifetime))
            .await?;
        self.records.push(record);
        Ok(())
    }

    async fn remove_all(&mut self) {
        for record in self.records.drain(..) {
            let _ = self.store.remove_record(&record).await;
        }
    }
}
