//! A host's TLS policy in force: its site entry's ([`SitePolicy`]) where it says something,
//! the server's ([`TlsPolicyOptions`]) otherwise. Pure functions, applied per handshake and
//! per session rather than when the host is loaded, so that a reload of the server's settings
//! applies to hosts already cached.
//!
//! - `min_tls`: [`decide_min_tls`] refuses a client that offers no TLS 1.3 suite, when the
//!   host asks for TLS 1.3, with the `protocol_version` alert (counted as the handshake
//!   outcome `protocol_version`), and hands any other client the host's TLS 1.3-only config,
//!   so that a client offering TLS 1.3 suites without TLS 1.3 in its `supported_versions`
//!   (rustls' own client, limited to TLS 1.2, is one) gets the same alert from rustls;
//!   [`is_version_refusal`] counts that one as `protocol_version` too.
//! - `[hsts]`: [`hsts_in_force`], the header made once per host or per configuration.
//! - `redirect_http`: [`redirects_http`].

use std::sync::Arc;

use http::HeaderValue;
use rustls::{AlertDescription, PeerIncompatible};
use tlsfront_store::{Hsts, MinTls, SitePolicy};

use super::decision::{ClientHelloFacts, HelloDecision, Refusal};
use crate::metrics::HandshakeOutcome;

/// The server's TLS policy: what a host's site entry does not say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsPolicyOptions {
    pub min_tls: MinTls,
    /// The `Strict-Transport-Security` of every host whose entry has no `[hsts]`; `None`
    /// sends none.
    pub hsts: Option<Hsts>,
    /// Plain HTTP (`listen_http`) is redirected to HTTPS for hosts whose entry does not say.
    pub redirect_http: bool,
}

impl Default for TlsPolicyOptions {
    fn default() -> Self {
        TlsPolicyOptions {
            // 1.2: clients that cannot speak TLS 1.3 (older Android, embedded, some bots)
            // are still seen, and TLS 1.2 with AEAD suites only has no known weakness.
            min_tls: MinTls::Tls12,
            // None: HSTS is a promise a browser keeps for max-age seconds; each host's owner
            // makes it, a multi-tenant server does not make it for them.
            hsts: None,
            // On: what `listen_http` always did, and what users expect of a front end.
            redirect_http: true,
        }
    }
}

/// A `Strict-Transport-Security` value, made once (per host, or per configuration) and
/// shared by every answer.
#[derive(Debug, Clone)]
pub struct HstsHeader {
    /// For the static planner's heads.
    pub text: Arc<str>,
    /// For proxied responses.
    pub header: HeaderValue,
}

impl HstsHeader {
    pub fn new(hsts: &Hsts) -> Self {
        let text = hsts.header_value();
        // Digits, letters, `=`, `;` and spaces: always a valid header value.
        let header = HeaderValue::from_str(&text).expect("an HSTS value is visible ASCII");
        HstsHeader {
            text: Arc::from(text),
            header,
        }
    }
}

/// The lowest TLS version a host is served over: its entry's, or the server's.
pub fn min_tls(host: &SitePolicy, server: &TlsPolicyOptions) -> MinTls {
    host.min_tls.unwrap_or(server.min_tls)
}

/// Whether a plain-HTTP request for a host is redirected to HTTPS: its entry's say (when the
/// host is known and its entry says), or the server's.
pub fn redirects_http(host: Option<&SitePolicy>, server: &TlsPolicyOptions) -> bool {
    host.and_then(|policy| policy.redirect_http)
        .unwrap_or(server.redirect_http)
}

/// The `Strict-Transport-Security` a host's HTTPS answers carry: its own `[hsts]`, or the
/// server's.
pub fn hsts_in_force<'a>(
    host: Option<&'a HstsHeader>,
    server: Option<&'a HstsHeader>,
) -> Option<&'a HstsHeader> {
    host.or(server)
}

/// Applies the chosen host's `min_tls` to a decision to serve it: a client that offers no
/// TLS 1.3 suite is refused with `protocol_version` when the host asks for TLS 1.3; any other
/// client of such a host gets its TLS 1.3-only config. Other decisions pass unchanged.
pub fn decide_min_tls(
    facts: &ClientHelloFacts,
    decision: HelloDecision,
    server: &TlsPolicyOptions,
) -> HelloDecision {
    let HelloDecision::Serve(mut chosen) = decision else {
        return decision;
    };
    match min_tls(&chosen.host_tls.policy, server) {
        MinTls::Tls12 => HelloDecision::Serve(chosen),
        MinTls::Tls13 if !facts.offers_tls13 => HelloDecision::Refuse(Refusal {
            alert: AlertDescription::ProtocolVersion,
            outcome: HandshakeOutcome::ProtocolVersion,
            cause: None,
        }),
        MinTls::Tls13 => {
            chosen.config = chosen.host_tls.tls13_only_config(facts.suite_order);
            HelloDecision::Serve(chosen)
        }
    }
}

/// Whether rustls ended a handshake because the client offers no version the host's config
/// serves (it sent `protocol_version`): counted as the outcome `protocol_version`, as the
/// refusals of [`decide_min_tls`] are.
pub fn is_version_refusal(err: &rustls::Error) -> bool {
    matches!(
        err,
        rustls::Error::PeerIncompatible(
            PeerIncompatible::Tls12NotOffered
                | PeerIncompatible::Tls12NotOfferedOrEnabled
                | PeerIncompatible::SupportedVersionsExtensionRequired
        )
    )
}

#[cfg(test)]
mod tests {
    use tlsfront_store::{HostName, Resolution};

    use super::*;
    use crate::tls::decision::decide;
    use crate::tls::decision::tests_support::{host_tls, host_tls_with_site};
    use crate::tls::SuiteOrder;

    fn facts(offers_tls13: bool) -> ClientHelloFacts {
        ClientHelloFacts {
            sni: Some(HostName::parse("a.example").unwrap()),
            suite_order: SuiteOrder::ChaChaFirst,
            acme_tls_alpn: false,
            offers_tls13,
        }
    }

    fn decided(
        host: &Arc<crate::tls::HostTls>,
        offers_tls13: bool,
        server: MinTls,
    ) -> HelloDecision {
        let facts = facts(offers_tls13);
        let server = TlsPolicyOptions {
            min_tls: server,
            ..TlsPolicyOptions::default()
        };
        let decision = decide(&facts, Some(Resolution::Found(host.clone())));
        decide_min_tls(&facts, decision, &server)
    }

    #[test]
    fn a_tls13_only_host_refuses_a_tls12_client_with_protocol_version() {
        let strict = host_tls_with_site("a.example", "min_tls = \"1.3\"");
        let HelloDecision::Refuse(refusal) = decided(&strict, false, MinTls::Tls12) else {
            panic!("a TLS 1.2 client of a TLS 1.3-only host is refused");
        };
        assert_eq!(refusal.alert, AlertDescription::ProtocolVersion);
        assert_eq!(refusal.outcome, HandshakeOutcome::ProtocolVersion);
        // A TLS 1.3 client gets the TLS 1.3-only config, for its suite order.
        let HelloDecision::Serve(chosen) = decided(&strict, true, MinTls::Tls12) else {
            panic!("a TLS 1.3 client is served");
        };
        let only = strict.tls13_only_config(SuiteOrder::ChaChaFirst);
        assert!(Arc::ptr_eq(&chosen.config, &only));
        assert!(!Arc::ptr_eq(&only, &strict.config(SuiteOrder::ChaChaFirst)));
    }

    #[test]
    fn the_servers_min_tls_applies_where_the_entry_says_nothing() {
        let plain = host_tls("a.example");
        assert!(matches!(
            decided(&plain, false, MinTls::Tls13),
            HelloDecision::Refuse(_)
        ));
        let HelloDecision::Serve(chosen) = decided(&plain, false, MinTls::Tls12) else {
            panic!("a TLS 1.2 client is served by default");
        };
        assert!(!Arc::ptr_eq(
            &chosen.config,
            &plain.tls13_only_config(SuiteOrder::ChaChaFirst)
        ));
        // The entry's "1.2" wins over the server's "1.3".
        let lenient = host_tls_with_site("a.example", "min_tls = \"1.2\"");
        assert!(matches!(
            decided(&lenient, false, MinTls::Tls13),
            HelloDecision::Serve(_)
        ));
    }

    #[test]
    fn redirect_and_hsts_take_the_entry_then_the_server() {
        let server = TlsPolicyOptions::default();
        let off = SitePolicy {
            redirect_http: Some(false),
            ..SitePolicy::NONE
        };
        assert!(redirects_http(None, &server));
        assert!(redirects_http(Some(&SitePolicy::NONE), &server));
        assert!(!redirects_http(Some(&off), &server));
        let server_off = TlsPolicyOptions {
            redirect_http: false,
            ..server
        };
        let on = SitePolicy {
            redirect_http: Some(true),
            ..SitePolicy::NONE
        };
        assert!(!redirects_http(None, &server_off));
        assert!(redirects_http(Some(&on), &server_off));

        let year = HstsHeader::new(&Hsts {
            max_age: 31_536_000,
            include_subdomains: true,
            preload: false,
        });
        let forget = HstsHeader::new(&Hsts {
            max_age: 0,
            include_subdomains: false,
            preload: false,
        });
        assert_eq!(year.header, "max-age=31536000; includeSubDomains");
        assert_eq!(&*forget.text, "max-age=0");
        let text = |h: Option<&HstsHeader>| h.map(|h| h.text.to_string());
        assert_eq!(
            text(hsts_in_force(Some(&forget), Some(&year))).as_deref(),
            Some("max-age=0")
        );
        assert_eq!(
            text(hsts_in_force(None, Some(&year))).as_deref(),
            Some("max-age=31536000; includeSubDomains")
        );
        assert_eq!(text(hsts_in_force(None, None)), None);
    }

    #[test]
    fn rustls_version_refusals_are_told_from_other_failures() {
        let incompatible = rustls::Error::PeerIncompatible;
        assert!(is_version_refusal(&incompatible(
            PeerIncompatible::Tls12NotOfferedOrEnabled
        )));
        assert!(is_version_refusal(&incompatible(
            PeerIncompatible::SupportedVersionsExtensionRequired
        )));
        assert!(!is_version_refusal(&incompatible(
            PeerIncompatible::NoCipherSuitesInCommon
        )));
        assert!(!is_version_refusal(&rustls::Error::DecryptError));
    }

    #[test]
    fn a_hosts_entry_hsts_is_made_once_with_the_host() {
        let host = host_tls_with_site("a.example", "[hsts]\nmax_age = 600\n");
        assert_eq!(
            host.hsts.as_ref().map(|h| h.header.clone()),
            Some(HeaderValue::from_static("max-age=600"))
        );
        assert!(host_tls("a.example").hsts.is_none());
    }
}
