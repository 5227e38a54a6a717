//! What a handshake sends of a pair's staple: the staple while it is current, nothing once it
//! is past its `nextUpdate`, and for a Must-Staple certificate without a current staple, no
//! certificate at all (rustls then ends the handshake with an alert). A clock read and a
//! comparison; never I/O.

use std::sync::Arc;

use rustls::pki_types::CertificateDer;
use rustls::sign::CertifiedKey;
use tlsfront_store::{KeyKind, PairOcsp, Slot, ValidatedPair};

use super::StaplingMetrics;

/// One pair as the resolver serves it: with its staple and without.
#[derive(Debug)]
pub struct ServedPair {
    /// The pair with its staple in `ocsp` when one passed its checks at load.
    stapled: Arc<CertifiedKey>,
    /// The same pair without a staple.
    bare: Arc<CertifiedKey>,
    /// The staple's `nextUpdate` (Unix seconds); `None` without a staple.
    staple_until: Option<i64>,
    must_staple: bool,
    metrics: Arc<StaplingMetrics>,
}

/// What to send for a pair at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StapleChoice {
    /// The pair with its current staple.
    Stapled,
    /// The pair alone: it has no current staple, and its certificate does not demand one.
    Bare,
    /// Nothing: a Must-Staple certificate without a current staple is never served.
    Refuse,
}

/// The choice for a pair whose staple is current until `staple_until`, at `now`.
pub fn staple_choice(staple_until: Option<i64>, must_staple: bool, now: i64) -> StapleChoice {
    match staple_until {
        Some(until) if now < until => StapleChoice::Stapled,
        _ if must_staple => StapleChoice::Refuse,
        _ => StapleChoice::Bare,
    }
}

impl ServedPair {
    pub fn new(pair: &ValidatedPair, metrics: Arc<StaplingMetrics>) -> Self {
        let stapled = pair.certified_key.clone();
        let staple_until = match (&stapled.ocsp, &pair.ocsp.staple) {
            (Some(_), tlsfront_store::StapleState::Valid(staple)) => Some(staple.next_update),
            _ => None,
        };
        let bare = if stapled.ocsp.is_some() {
            let mut bare = CertifiedKey::clone(&stapled);
            bare.ocsp = None;
            Arc::new(bare)
        } else {
            stapled.clone()
        };
        ServedPair {
            stapled,
            bare,
            staple_until,
            must_staple: pair.ocsp.facts.must_staple,
            metrics,
        }
    }

    /// The pair without its staple: what the key-type choice looks at.
    pub fn bare(&self) -> &Arc<CertifiedKey> {
        &self.bare
    }

    /// What to send at `now` (Unix seconds); `None` refuses the handshake, counted.
    pub fn for_now(&self, now: i64) -> Option<Arc<CertifiedKey>> {
        match staple_choice(self.staple_until, self.must_staple, now) {
            StapleChoice::Stapled => Some(self.stapled.clone()),
            StapleChoice::Bare => Some(self.bare.clone()),
            StapleChoice::Refuse => {
                self.metrics.must_staple_refused.inc();
                None
            }
        }
    }
}

/// A pair's OCSP side as the fetcher, the status page and `certs check` see it.
#[derive(Debug, Clone)]
pub struct PairStapling {
    pub slot: Slot,
    pub kind: KeyKind,
    pub ocsp: PairOcsp,
    /// The leaf and, when the chain has it, its issuer: what a request names.
    pub leaf: CertificateDer<'static>,
    pub issuer: Option<CertificateDer<'static>>,
}

impl PairStapling {
    pub fn of(pair: &ValidatedPair) -> Self {
        let chain = &pair.certified_key.cert;
        PairStapling {
            slot: pair.slot,
            kind: pair.kind,
            ocsp: pair.ocsp.clone(),
            // Validated pairs hold at least their leaf; an empty one is never built.
            leaf: chain
                .first()
                .cloned()
                .unwrap_or_else(|| CertificateDer::from(Vec::new())),
            issuer: chain.get(1).cloned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_staple_is_sent_until_its_next_update_and_never_after() {
        assert_eq!(staple_choice(Some(100), false, 99), StapleChoice::Stapled);
        assert_eq!(staple_choice(Some(100), false, 100), StapleChoice::Bare);
        assert_eq!(staple_choice(None, false, 0), StapleChoice::Bare);
    }

    #[test]
    fn must_staple_without_a_current_staple_is_refused() {
        assert_eq!(staple_choice(Some(100), true, 99), StapleChoice::Stapled);
        assert_eq!(staple_choice(Some(100), true, 100), StapleChoice::Refuse);
        assert_eq!(staple_choice(None, true, 0), StapleChoice::Refuse);
    }
}
