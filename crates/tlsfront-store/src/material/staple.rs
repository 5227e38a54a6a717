//! A pair's OCSP state: what its certificate says (responder, Must-Staple) and whether the
//! response stored beside it passed its checks when the host was loaded. Only a response that
//! passed is put in the pair's `CertifiedKey`, where rustls staples it.

use std::sync::Arc;

use rustls::pki_types::UnixTime;
use rustls::sign::CertifiedKey;

use super::ValidatedPair;
use crate::host::HostName;
use crate::ocsp::{verify_staple, OcspFacts, StapleError, VerifiedStaple};

/// A pair's OCSP facts and its staple's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairOcsp {
    pub facts: OcspFacts,
    pub staple: StapleState,
}

/// The state of the response stored beside a pair, as of when the host was loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StapleState {
    /// The store holds none.
    Absent,
    /// It passed its checks and is stapled until its `next_update`.
    Valid(VerifiedStaple),
    /// It failed them (expired, revoked, not for this certificate...) and is never stapled.
    Refused(StapleError),
}

impl PairOcsp {
    pub fn new(facts: OcspFacts) -> Self {
        PairOcsp {
            facts,
            staple: StapleState::Absent,
        }
    }

    /// The verified staple, if there is one and it is still current at `now` (Unix seconds).
    pub fn current_staple(&self, now: i64) -> Option<&VerifiedStaple> {
        match &self.staple {
            StapleState::Valid(staple) if now < staple.next_update => Some(staple),
            _ => None,
        }
    }

    /// When a fresh response should be fetched for this pair (Unix seconds): at once when it
    /// has no current staple, half way through the staple's validity otherwise; `None` when
    /// its certificate names no responder.
    pub fn refresh_due(&self, now: i64) -> Option<i64> {
        self.facts.responder_url.as_ref()?;
        Some(
            self.current_staple(now)
                .map_or(now, |staple| staple.refresh_at()),
        )
    }
}

/// Checks the stored response `der` (if any) for `pair` at `now`, records the outcome, and puts
/// a response that passed into the pair's `CertifiedKey`.
pub(super) fn attach(
    entry: &HostName,
    pair: &mut ValidatedPair,
    der: Option<&[u8]>,
    now: UnixTime,
) {
    let Some(der) = der else {
        return;
    };
    let now = i64::try_from(now.as_secs()).unwrap_or(i64::MAX);
    let chain = &pair.certified_key.cert;
    let checked = match (chain.first(), chain.get(1)) {
        (Some(leaf), Some(issuer)) => verify_staple(der, leaf, issuer, now),
        _ => Err(StapleError::NoIssuer),
    };
    match checked {
        Ok(staple) => {
            let mut key = CertifiedKey::clone(&pair.certified_key);
            key.ocsp = Some(der.to_vec());
            pair.certified_key = Arc::new(key);
            pair.ocsp.staple = StapleState::Valid(staple);
        }
        Err(refused) => {
            tracing::debug!(
                %entry,
                slot = ?pair.slot,
                error = %refused,
                "stored OCSP response not stapled"
            );
            pair.ocsp.staple = StapleState::Refused(refused);
        }
    }
}
