//! The ClientHello decision: which host's TLS config answers a ClientHello, or which alert
//! refuses it.
//!
//! Pure functions from what the client said ([`ClientHelloFacts`]) and what the host cache
//! answered ([`Resolution`]) to a [`HelloDecision`]. The caller does the I/O (the cache
//! lookups, the alert, the handshake) and counts the outcome. Which of a host's keys signs
//! (ECDSA or RSA, by the client's signature schemes) is chosen inside the host's config, by
//! [`super::host_config::DualKeyResolver`], when rustls asks.

use std::sync::Arc;

use rustls::server::ClientHello;
use rustls::{AlertDescription, CipherSuite, ServerConfig};
use tlsfront_acme::ACME_TLS_ALPN;
use tlsfront_store::{HostName, Resolution, ResolveError};

use super::host_config::HostTls;
use super::policy::{suite_order_for, SuiteOrder};
use crate::metrics::HandshakeOutcome;

/// What the decision needs from a ClientHello.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientHelloFacts {
    /// The SNI name, when it is a host name. `None` for no SNI, an IP address (rustls reports
    /// one as no SNI), or a DNS name that is not a host name (`a_b.example`).
    pub sni: Option<HostName>,
    /// The server's suite order that suits the client's suites.
    pub suite_order: SuiteOrder,
    /// The client offers `acme-tls/1`: an ACME CA validating a TLS-ALPN-01 challenge
    /// (RFC 8737), not a client of the host.
    pub acme_tls_alpn: bool,
    /// The client offers a TLS 1.3 suite; one that does not can only speak TLS 1.2.
    pub offers_tls13: bool,
}

impl ClientHelloFacts {
    pub fn of(hello: &ClientHello<'_>) -> Self {
        ClientHelloFacts {
            sni: hello
                .server_name()
                .and_then(|name| HostName::parse(name).ok()),
            suite_order: suite_order_for(hello.cipher_suites()),
            acme_tls_alpn: hello
                .alpn()
                .is_some_and(|mut offered| offered.any(|p| p == ACME_TLS_ALPN)),
            offers_tls13: offers_tls13(hello.cipher_suites()),
        }
    }
}

/// Whether a client offering `suites` can speak TLS 1.3: it offers one of its suites.
pub fn offers_tls13(suites: &[CipherSuite]) -> bool {
    suites.iter().any(|suite| {
        matches!(
            suite,
            CipherSuite::TLS13_AES_128_GCM_SHA256
                | CipherSuite::TLS13_AES_256_GCM_SHA384
                | CipherSuite::TLS13_CHACHA20_POLY1305_SHA256
                | CipherSuite::TLS13_AES_128_CCM_SHA256
                | CipherSuite::TLS13_AES_128_CCM_8_SHA256
        )
    })
}

/// What to do with a ClientHello.
#[derive(Debug)]
pub enum HelloDecision {
    /// Handshake with this host's config.
    Serve(Chosen),
    /// The name cannot be served: the default host answers when one is configured and can be
    /// served ([`decide_default`]); otherwise the client is refused as `otherwise` says.
    Default { otherwise: Refusal },
    /// Refuse the client with an alert.
    Refuse(Refusal),
    /// Answer the TLS-ALPN-01 challenge for this name, if an order waits on one.
    AcmeChallenge(HostName),
    /// The store has no certificate for the name: obtain one on demand (if the gate allows),
    /// and serve the name with it; the default policy applies when there is none in time.
    Issue { name: HostName, otherwise: Refusal },
}

/// The host a session is made for, and its config.
#[derive(Debug)]
pub struct Chosen {
    /// The SNI name, or the default host.
    pub host: HostName,
    pub host_tls: Arc<HostTls>,
    pub config: Arc<ServerConfig>,
    /// Whether the default host stands in for a name that cannot be served.
    pub by_default: bool,
}

/// A refused ClientHello: the alert it gets, and how the handshake is counted.
#[derive(Debug, Clone)]
pub struct Refusal {
    pub alert: AlertDescription,
    pub outcome: HandshakeOutcome,
    /// Why a known name cannot be served, for the log.
    pub cause: Option<Arc<ResolveError>>,
}

impl Refusal {
    /// A name that cannot be served: `unrecognized_name`, as RFC 6066 asks.
    fn unrecognized(outcome: HandshakeOutcome) -> Self {
        Refusal {
            alert: AlertDescription::UnrecognisedName,
            outcome,
            cause: None,
        }
    }
}

impl From<&ResolveError> for HandshakeOutcome {
    fn from(err: &ResolveError) -> Self {
        match err {
            ResolveError::Material { .. } => HandshakeOutcome::BadMaterial,
            ResolveError::Store(_) | ResolveError::StoreDown { .. } => HandshakeOutcome::StoreError,
        }
    }
}

/// Before anything is asked about the SNI name: a name the store cannot hold (`can_hold` says
/// no: longer than the directory store's file names allow) cannot be in the store, and no
/// certificate for it could be stored. It gets what an unknown name gets, without a lookup, a
/// gate question or an order: the default policy, falling back to the refusal returned here
/// (`unrecognized_name`, counted as `unstorable_name`). `None` for a name the store can hold,
/// or no name.
pub fn decide_unstorable(
    facts: &ClientHelloFacts,
    can_hold: impl FnOnce(&HostName) -> bool,
) -> Option<Refusal> {
    let name = facts.sni.as_ref()?;
    match can_hold(name) {
        true => None,
        false => Some(Refusal::unrecognized(HandshakeOutcome::UnstorableName)),
    }
}

/// Whether the ClientHello is an ACME CA's TLS-ALPN-01 validation, to be answered with the
/// challenge certificate rather than the host's, before the host cache is asked.
pub fn decide_acme_challenge(facts: &ClientHelloFacts) -> Option<HelloDecision> {
    match (&facts.sni, facts.acme_tls_alpn) {
        (Some(name), true) => Some(HelloDecision::AcmeChallenge(name.clone())),
        _ => None,
    }
}

/// Decides on a ClientHello, given the cache's answer for its SNI name (`None` when it has no
/// name to look up).
pub fn decide(facts: &ClientHelloFacts, answer: Option<Resolution<Arc<HostTls>>>) -> HelloDecision {
    let (Some(name), Some(answer)) = (&facts.sni, answer) else {
        return HelloDecision::Default {
            otherwise: Refusal::unrecognized(HandshakeOutcome::MissingSni),
        };
    };
    match answer {
        Resolution::Found(host_tls) => HelloDecision::Serve(Chosen {
            host: name.clone(),
            config: host_tls.config_for_client(facts.suite_order, facts.offers_tls13),
            host_tls,
            by_default: false,
        }),
        Resolution::Unknown => HelloDecision::Default {
            otherwise: Refusal::unrecognized(HandshakeOutcome::UnknownSni),
        },
        // A known host that cannot be served now is not handed to the default host: its
        // clients would get a certificate for another name.
        Resolution::Failed(err) => HelloDecision::Refuse(Refusal {
            alert: AlertDescription::InternalError,
            outcome: HandshakeOutcome::from(&*err),
            cause: Some(err),
        }),
    }
}

/// For a name the store does not know ([`HelloDecision::Default`] from [`decide`]): with
/// on-demand issuance on, a name the client sent is issued for; otherwise, and for a missing
/// name, the default policy stands.
pub fn decide_unknown(
    facts: &ClientHelloFacts,
    otherwise: Refusal,
    on_demand: bool,
) -> HelloDecision {
    match &facts.sni {
        Some(name) if on_demand && otherwise.outcome == HandshakeOutcome::UnknownSni => {
            HelloDecision::Issue {
                name: name.clone(),
                otherwise,
            }
        }
        _ => HelloDecision::Default { otherwise },
    }
}

/// Decides on the default host standing in, given the cache's answer for it (`None` when no
/// default host is configured): it serves when it can, or the client gets `otherwise`.
pub fn decide_default(
    facts: &ClientHelloFacts,
    default: Option<(&HostName, Resolution<Arc<HostTls>>)>,
    otherwise: Refusal,
) -> HelloDecision {
    match default {
        Some((host, Resolution::Found(host_tls))) => HelloDecision::Serve(Chosen {
            host: host.clone(),
            config: host_tls.config_for_client(facts.suite_order, facts.offers_tls13),
            host_tls,
            by_default: true,
        }),
        Some((_, Resolution::Unknown | Resolution::Failed(_))) | None => {
            HelloDecision::Refuse(otherwise)
        }
    }
}

/// A host's configs for tests of what chooses between hosts.
#[cfg(test)]
pub(crate) mod tests_support {
    use std::sync::Arc;

    use rustls::pki_types::UnixTime;
    use tlsfront_store::generate::{GeneratedKey, TestCa, Validity};
    use tlsfront_store::material::validate_host;
    use tlsfront_store::{HostName, Slot, StoredHost, StoredPair};

    use crate::tls::policy::crypto_provider;
    use crate::tls::tickets::{TicketKeys, TicketOptions};
    use crate::tls::{HostTls, SuiteOrder, TlsTemplate};

    pub(crate) fn host_tls(name: &str) -> Arc<HostTls> {
        host_tls_made(name, None)
    }

    /// A host with this site entry.
    pub(crate) fn host_tls_with_site(name: &str, site: &str) -> Arc<HostTls> {
        host_tls_made(name, Some(site))
    }

    fn host_tls_made(name: &str, site: Option<&str>) -> Arc<HostTls> {
        let ca = TestCa::generate("decision tests").unwrap();
        let pair = ca
            .issue(
                &[name],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .unwrap();
        let stored = StoredHost {
            name: HostName::parse(name).unwrap(),
            pairs: vec![StoredPair {
                slot: Slot::Plain,
                cert_pem: pair.cert_pem.into_bytes(),
                key_pem: pair.key_pem.into_bytes(),
            }],
            site: site.map(|text| text.as_bytes().to_vec()),
            staples: Vec::new(),
        };
        let provider = crypto_provider(SuiteOrder::AesFirst);
        let credentials = validate_host(&stored, UnixTime::now(), &provider, None).unwrap();
        let tickets = TicketKeys::new(&TicketOptions::default(), None).unwrap();
        Arc::new(TlsTemplate::new(false, tickets.live().clone()).unwrap())
            .host(credentials, tlsfront_proxy::Serving::Static)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tlsfront_store::{MaterialError, StoreError};

    use super::tests_support::host_tls;

    fn facts(sni: Option<&str>, suite_order: SuiteOrder) -> ClientHelloFacts {
        ClientHelloFacts {
            sni: sni.map(|name| HostName::parse(name).unwrap()),
            suite_order,
            acme_tls_alpn: false,
            offers_tls13: true,
        }
    }

    fn refusal(decision: HelloDecision) -> Refusal {
        match decision {
            HelloDecision::Refuse(refusal) => refusal,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_client_without_tls13_suites_gets_a_copy_of_the_config_with_its_own_ticketer() {
        let tls = host_tls("a.example");
        let mut facts = facts(Some("a.example"), SuiteOrder::AesFirst);
        facts.offers_tls13 = false;
        let HelloDecision::Serve(chosen) = decide(&facts, Some(Resolution::Found(tls.clone())))
        else {
            panic!("a known host is served");
        };
        let shared = tls.config(SuiteOrder::AesFirst);
        assert!(!Arc::ptr_eq(&chosen.config, &shared));
        assert!(!Arc::ptr_eq(&chosen.config.ticketer, &shared.ticketer));
        assert!(Arc::ptr_eq(
            &chosen.config.cert_resolver,
            &shared.cert_resolver
        ));
        assert!(offers_tls13(&[
            CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
            CipherSuite::TLS13_CHACHA20_POLY1305_SHA256,
        ]));
        assert!(!offers_tls13(&[
            CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
            CipherSuite::TLS_EMPTY_RENEGOTIATION_INFO_SCSV,
        ]));
    }

    #[test]
    fn a_known_host_is_served_with_the_config_for_the_clients_suite_order() {
        let tls = host_tls("a.example");
        for order in [SuiteOrder::AesFirst, SuiteOrder::ChaChaFirst] {
            let facts = facts(Some("a.example"), order);
            match decide(&facts, Some(Resolution::Found(tls.clone()))) {
                HelloDecision::Serve(chosen) => {
                    assert_eq!(chosen.host.as_str(), "a.example");
                    assert!(Arc::ptr_eq(&chosen.config, &tls.config(order)));
                    assert!(!chosen.by_default);
                }
                other => panic!("expected to serve, got {other:?}"),
            }
        }
    }

    #[test]
    fn unknown_and_missing_names_go_to_the_default_host_or_get_unrecognized_name() {
        let default = HostName::parse("fallback.example").unwrap();
        let tls = host_tls("fallback.example");
        for (sni, answer, outcome) in [
            (
                Some("x.example"),
                Some(Resolution::Unknown),
                HandshakeOutcome::UnknownSni,
            ),
            (None, None, HandshakeOutcome::MissingSni),
        ] {
            let facts = facts(sni, SuiteOrder::AesFirst);
            let HelloDecision::Default { otherwise } = decide(&facts, answer) else {
                panic!("{sni:?}: expected the default policy");
            };
            assert_eq!(otherwise.outcome, outcome);
            assert_eq!(otherwise.alert, AlertDescription::UnrecognisedName);

            // No default host, or one that cannot be served: refused as the name would be.
            let refused = refusal(decide_default(&facts, None, otherwise.clone()));
            assert_eq!(refused.outcome, outcome);
            let unknown_default = Some((&default, Resolution::Unknown));
            let refused = refusal(decide_default(&facts, unknown_default, otherwise.clone()));
            assert_eq!(refused.alert, AlertDescription::UnrecognisedName);

            let found = Some((&default, Resolution::Found(tls.clone())));
            match decide_default(&facts, found, otherwise) {
                HelloDecision::Serve(chosen) => {
                    assert_eq!(chosen.host, default);
                    assert!(chosen.by_default);
                }
                other => panic!("expected the default host, got {other:?}"),
            }
        }
    }

    #[test]
    fn an_unknown_name_is_issued_for_only_with_on_demand_on() {
        let unknown = facts(Some("new.example.com"), SuiteOrder::AesFirst);
        let HelloDecision::Default { otherwise } = decide(&unknown, Some(Resolution::Unknown))
        else {
            panic!("expected the default policy");
        };
        match decide_unknown(&unknown, otherwise.clone(), true) {
            HelloDecision::Issue { name, otherwise } => {
                assert_eq!(name.as_str(), "new.example.com");
                assert_eq!(otherwise.outcome, HandshakeOutcome::UnknownSni);
            }
            other => panic!("expected to issue, got {other:?}"),
        }
        assert!(matches!(
            decide_unknown(&unknown, otherwise, false),
            HelloDecision::Default { .. }
        ));
        let nameless = facts(None, SuiteOrder::AesFirst);
        let HelloDecision::Default { otherwise } = decide(&nameless, None) else {
            panic!("expected the default policy");
        };
        assert!(matches!(
            decide_unknown(&nameless, otherwise, true),
            HelloDecision::Default { .. }
        ));
    }

    #[test]
    fn a_name_the_store_cannot_hold_gets_the_default_policy_before_anything_is_asked() {
        let long = facts(Some("a.example"), SuiteOrder::AesFirst);
        let refused = decide_unstorable(&long, |_| false).expect("refused at the door");
        assert_eq!(refused.alert, AlertDescription::UnrecognisedName);
        assert_eq!(refused.outcome, HandshakeOutcome::UnstorableName);
        // Never issued for on demand: only an unknown name is.
        assert!(matches!(
            decide_unknown(&long, refused.clone(), true),
            HelloDecision::Default { .. }
        ));
        // The default host stands in as for any unknown name, or the refusal stands.
        let default = HostName::parse("fallback.example").unwrap();
        let found = Some((&default, Resolution::Found(host_tls("fallback.example"))));
        assert!(matches!(
            decide_default(&long, found, refused.clone()),
            HelloDecision::Serve(Chosen {
                by_default: true,
                ..
            })
        ));
        let refused = refusal(decide_default(&long, None, refused));
        assert_eq!(refused.outcome, HandshakeOutcome::UnstorableName);

        assert!(decide_unstorable(&long, |_| true).is_none());
        let mut asked = false;
        let nameless = facts(None, SuiteOrder::AesFirst);
        assert!(decide_unstorable(&nameless, |_| {
            asked = true;
            false
        })
        .is_none());
        assert!(!asked, "no name, nothing to ask");
    }

    #[test]
    fn an_acme_validation_is_answered_as_a_challenge_only_with_a_name() {
        let mut facts = facts(Some("a.example"), SuiteOrder::AesFirst);
        assert!(decide_acme_challenge(&facts).is_none());
        facts.acme_tls_alpn = true;
        match decide_acme_challenge(&facts) {
            Some(HelloDecision::AcmeChallenge(name)) => assert_eq!(name.as_str(), "a.example"),
            other => panic!("expected a challenge, got {other:?}"),
        }
        facts.sni = None;
        assert!(decide_acme_challenge(&facts).is_none());
    }

    #[test]
    fn a_known_host_that_cannot_be_served_gets_internal_error_by_the_type_of_failure() {
        let facts = facts(Some("a.example"), SuiteOrder::AesFirst);
        let material = ResolveError::Material {
            entry: HostName::parse("a.example").unwrap(),
            source: MaterialError::Empty,
        };
        let store = ResolveError::Store(StoreError::TooLarge {
            path: "a.example.crt".into(),
        });
        let down = ResolveError::StoreDown {
            store: "redis://10.0.0.5:6379/0".into(),
        };
        for (err, outcome) in [
            (material, HandshakeOutcome::BadMaterial),
            (store, HandshakeOutcome::StoreError),
            (down, HandshakeOutcome::StoreError),
        ] {
            let refused = refusal(decide(&facts, Some(Resolution::Failed(Arc::new(err)))));
            assert_eq!(refused.alert, AlertDescription::InternalError);
            assert_eq!(refused.outcome, outcome);
            assert!(refused.cause.is_some());
        }
    }
}
