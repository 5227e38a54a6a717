//! A stored entry's staples as `tlsfront certs ls` and `certs check` show them: read from the
//! certificates and responses alone (keys are never looked at), judged as the server would.

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use x509_parser::prelude::{FromDer, X509Certificate};

use super::facts::OcspFacts;
use super::verify::{verify_staple, StapleError, VerifiedStaple};
use crate::material::{Slot, StoredHost};

/// One pair's staple, for a certificate that names a responder or demands a staple.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairStapleReport {
    pub slot: Slot,
    pub facts: OcspFacts,
    pub staple: StapleVerdict,
}

/// What the server would make of the response stored beside a pair, now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StapleVerdict {
    /// It would staple it.
    Valid(VerifiedStaple),
    /// There is none.
    Absent,
    /// There is one, and it would not staple it.
    Refused(StapleError),
}

impl PairStapleReport {
    /// Whether the server would serve this pair: not when it demands a staple it lacks.
    pub fn servable(&self) -> bool {
        !self.facts.must_staple || matches!(self.staple, StapleVerdict::Valid(_))
    }

    /// `stapled, 3m old, refresh in 27m`, `no staple`, `refused staple: <why>`, with
    /// `must-staple` in front when the certificate demands one.
    pub fn text(&self, now: i64) -> String {
        let state = match &self.staple {
            StapleVerdict::Valid(staple) => format!(
                "stapled, {} old, refresh {}",
                span(now - staple.this_update),
                match staple.refresh_at() - now {
                    due if due <= 0 => "due".to_owned(),
                    due => format!("in {}", span(due)),
                }
            ),
            StapleVerdict::Absent => "no staple".to_owned(),
            StapleVerdict::Refused(why) => format!("refused staple: {why}"),
        };
        if self.facts.must_staple {
            format!("must-staple, {state}")
        } else {
            state
        }
    }
}

/// The staples of an entry's pairs whose certificate names a responder or demands a staple,
/// at `now` (Unix seconds). Pairs whose certificate does not parse are left out (`certs check`
/// reports them).
pub fn staple_report(stored: &StoredHost, now: i64) -> Vec<PairStapleReport> {
    let mut reports = Vec::new();
    for pair in &stored.pairs {
        let chain: Vec<CertificateDer<'_>> = CertificateDer::pem_slice_iter(&pair.cert_pem)
            .filter_map(Result::ok)
            .collect();
        let Some(leaf) = chain.first() else {
            continue;
        };
        let Ok((_, parsed)) = X509Certificate::from_der(leaf) else {
            continue;
        };
        let facts = OcspFacts::of(&parsed);
        if facts.responder_url.is_none() && !facts.must_staple {
            continue;
        }
        let stored_staple = stored
            .staples
            .iter()
            .find(|staple| staple.slot == pair.slot);
        let staple = match (stored_staple, chain.get(1)) {
            (None, _) => StapleVerdict::Absent,
            (Some(_), None) => StapleVerdict::Refused(StapleError::NoIssuer),
            (Some(staple), Some(issuer)) => match verify_staple(&staple.der, leaf, issuer, now) {
                Ok(valid) => StapleVerdict::Valid(valid),
                Err(why) => StapleVerdict::Refused(why),
            },
        };
        reports.push(PairStapleReport {
            slot: pair.slot,
            facts,
            staple,
        });
    }
    reports
}

/// A span of seconds as a person reads it: `45s`, `12m`, `5h`, `3d`.
pub fn span(seconds: i64) -> String {
    let seconds = seconds.max(0);
    match seconds {
        s if s < 120 => format!("{s}s"),
        s if s < 2 * 3600 => format!("{}m", s / 60),
        s if s < 2 * 86_400 => format!("{}h", s / 3600),
        s => format!("{}d", s / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_read_as_people_read_them() {
        assert_eq!(span(-5), "0s");
        assert_eq!(span(45), "45s");
        assert_eq!(span(720), "12m");
        assert_eq!(span(5 * 3600), "5h");
        assert_eq!(span(3 * 86_400), "3d");
    }

    #[test]
    fn a_must_staple_pair_without_a_valid_staple_is_not_servable() {
        let report = |must_staple, staple| PairStapleReport {
            slot: Slot::Plain,
            facts: OcspFacts {
                responder_url: Some("http://ocsp.test/".to_owned()),
                must_staple,
            },
            staple,
        };
        let valid = StapleVerdict::Valid(VerifiedStaple {
            produced_at: 0,
            this_update: 0,
            next_update: 1000,
        });
        assert!(report(true, valid.clone()).servable());
        assert!(!report(true, StapleVerdict::Absent).servable());
        assert!(report(false, StapleVerdict::Absent).servable());
        assert_eq!(
            report(true, valid).text(60),
            "must-staple, stapled, 60s old, refresh in 7m"
        );
        assert_eq!(
            report(false, StapleVerdict::Refused(StapleError::Revoked)).text(0),
            "refused staple: the certificate is revoked"
        );
    }
}
