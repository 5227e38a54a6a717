//! A host's TLS configs, built once when its material is loaded and cached as an `Arc`.
//!
//! Every host config is a clone of one template (versions, suites, groups, ALPN, the session
//! cache), so what differs between hosts is the certificate resolver and the ticketer. A host
//! whose site entry asks for client certificates has its configs built the template's way with
//! its verifier instead (rustls sets a verifier only through its builder), and no TLS 1.2
//! session-ID cache: its sessions resume by ticket alone, and its tickets are bound to its
//! policy ([`tickets`](super::tickets)). The
//! resolver chooses the host's ECDSA pair when the client can take it, its RSA pair otherwise.
//! The ticketer seals the host's session tickets under the shared ticket keys, bound to the
//! host's store entry ([`tickets`](super::tickets)).
//!
//! A host whose site entry (or the server) says `min_tls = "1.3"` is handshaken with a config
//! cloned from a TLS 1.3-only template ([`HostTls::tls13_only_config`]), or built TLS 1.3 only
//! with its verifier: rustls itself then answers a client that does not offer TLS 1.3 with the
//! `protocol_version` alert.
//!
//! A host's config for a suite order is cloned from the template the first time a client
//! needs that order, not when the host is loaded: most hosts only ever see AES-first clients,
//! and a preloaded host that no client asks for costs its keys and nothing more.

use std::sync::{Arc, OnceLock};

use rustls::server::danger::ClientCertVerifier;
use rustls::server::{
    ClientHello, NoClientAuth, NoServerSessionStorage, ResolvesServerCert,
    ServerSessionMemoryCache, StoresServerSessions,
};
use rustls::sign::CertifiedKey;
use rustls::{CipherSuite, ServerConfig, SupportedProtocolVersion};
use tlsfront_proxy::Serving;
use tlsfront_store::{ClientAuth, HostCredentials, HostName, SitePolicy};

use super::host_policy::HstsHeader;
use super::policy::{crypto_provider, SuiteOrder, PROTOCOL_VERSIONS, TLS13_ONLY};
use super::tickets::{HostTicketer, LiveKeys, Tls12Ticketer};
use crate::limits::HostLimits;
use crate::stapling::{PairStapling, ServedPair, StaplingMetrics};

/// A TLS session cache entry is a few hundred bytes; 20,000 of them hold TLS 1.2 resumption
/// state for the busiest clients within a few MB. TLS 1.3 uses stateless tickets instead.
const SESSION_CACHE_ENTRIES: usize = 20_000;

/// TLS 1.3 tickets sent after each handshake (rustls' default is 2, as is OpenSSL's). Most
/// clients keep one ticket per host and replace it with the fresh one each resumed connection
/// brings, so one is enough for them; a client that opens several connections at once resumes
/// one of them and makes full handshakes for the rest, as it would with any ticket used up.
/// The second ticket cost every handshake a ticket encryption and ~200 bytes on the wire.
pub const TLS13_TICKETS_PER_HANDSHAKE: usize = 1;

/// One host's configs: one per server suite order, each made on first use.
#[derive(Debug)]
pub struct HostTls {
    /// The store entry the credentials came from: the host, or its wildcard.
    pub entry: HostName,
    /// How the host's requests are served: its docroot, or its upstreams.
    pub serving: Serving,
    /// When the first of its certificates expires (Unix seconds), for the status page.
    pub not_after: i64,
    /// Its own limits, from its site entry; 0 takes the server's default.
    pub limits: HostLimits,
    /// Served over HTTP/3 and advertised with `Alt-Svc`: not when its site entry says
    /// `http3 = false`.
    pub http3: bool,
    /// Whether its clients are asked for a certificate, from its site entry.
    pub client_auth: Option<ClientAuth>,
    /// Its own TLS policy, from its site entry; what it leaves out is the server's
    /// (`host_policy`).
    pub policy: SitePolicy,
    /// Its own `Strict-Transport-Security`, made once from its site entry's `[hsts]`.
    pub hsts: Option<HstsHeader>,
    /// Each pair's OCSP facts and staple, for the fetcher, the status page and `certs check`.
    pub stapling: Vec<PairStapling>,
    template: Arc<TlsTemplate>,
    resolver: Arc<DualKeyResolver>,
    ticketer: Arc<HostTicketer>,
    aes_first: OnceLock<Arc<ServerConfig>>,
    chacha_first: OnceLock<Arc<ServerConfig>>,
    aes_first_tls13: OnceLock<Arc<ServerConfig>>,
    chacha_first_tls13: OnceLock<Arc<ServerConfig>>,
}

impl HostTls {
    pub fn config(&self, order: SuiteOrder) -> Arc<ServerConfig> {
        let (made, template) = match order {
            SuiteOrder::AesFirst => (&self.aes_first, &self.template.aes_first),
            SuiteOrder::ChaChaFirst => (&self.chacha_first, &self.template.chacha_first),
        };
        self.made_from(made, template, order, PROTOCOL_VERSIONS)
    }

    /// The host's config for a TLS 1.3-only policy (`min_tls = "1.3"`): a client that offers
    /// no TLS 1.3 gets rustls' `protocol_version` alert.
    pub fn tls13_only_config(&self, order: SuiteOrder) -> Arc<ServerConfig> {
        let (made, template) = match order {
            SuiteOrder::AesFirst => (&self.aes_first_tls13, &self.template.aes_first_tls13),
            SuiteOrder::ChaChaFirst => {
                (&self.chacha_first_tls13, &self.template.chacha_first_tls13)
            }
        };
        self.made_from(made, template, order, TLS13_ONLY)
    }

    /// The host's config from `template` (of `order` and `versions`), made on first use: a
    /// clone, or built the template's way with the host's verifier.
    fn made_from(
        &self,
        made: &OnceLock<Arc<ServerConfig>>,
        template: &ServerConfig,
        order: SuiteOrder,
        versions: &'static [&'static SupportedProtocolVersion],
    ) -> Arc<ServerConfig> {
        made.get_or_init(|| {
            let mut config = match &self.client_auth {
                None => template.clone(),
                Some(client_auth) => server_config(
                    order,
                    versions,
                    client_auth.verifier(),
                    Arc::new(NoServerSessionStorage {}),
                    self.template.secret_extraction,
                )
                // The template was built from the same provider and versions.
                .expect("the template's policy builds again"),
            };
            config.cert_resolver = self.resolver.clone();
            config.ticketer = self.ticketer.clone();
            Arc::new(config)
        })
        .clone()
    }

    /// The host's certified key for one client, chosen as its configs choose it (ECDSA when
    /// the client can take it): for QUIC's one config, whose resolver finds the host itself
    /// (`quic::tls`).
    pub fn certified_key(&self, client_hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        self.resolver.resolve(client_hello)
    }

    /// The host's ticketer: QUIC's connections seal and open the host's tickets with it too,
    /// so a session resumes over either.
    pub fn ticketer(&self) -> Arc<dyn rustls::server::ProducesTickets> {
        self.ticketer.clone()
    }

    /// The config for one client: the host's shared one, or, for a client that can only speak
    /// TLS 1.2 (it offers no TLS 1.3 suite), a copy of it with a ticketer of the connection's
    /// own, which keeps a resumed session's ticket when the current key sealed it
    /// ([`Tls12Ticketer`]). That copy costs a TLS 1.2 handshake an allocation and a few
    /// reference counts.
    pub fn config_for_client(&self, order: SuiteOrder, offers_tls13: bool) -> Arc<ServerConfig> {
        let shared = self.config(order);
        if offers_tls13 {
            return shared;
        }
        let mut config = (*shared).clone();
        config.ticketer = Arc::new(Tls12Ticketer::new(self.ticketer.clone()));
        Arc::new(config)
    }
}

/// ALPN protocols offered, in preference order: HTTP/2 for the clients that speak it.
const ALPN_PROTOCOLS: [&[u8]; 2] = [b"h2", b"http/1.1"];

/// Builds host configs from one template per suite order.
#[derive(Debug, Clone)]
pub struct TlsTemplate {
    aes_first: ServerConfig,
    chacha_first: ServerConfig,
    /// The same, TLS 1.3 only (rustls' versions are chosen by its builder alone).
    aes_first_tls13: ServerConfig,
    chacha_first_tls13: ServerConfig,
    ticket_keys: Arc<LiveKeys>,
    secret_extraction: bool,
    /// Counts Must-Staple handshakes refused for want of a staple, for every host.
    stapling_metrics: Arc<StaplingMetrics>,
}

/// Why the template could not be built: the crypto provider refused the policy.
#[derive(Debug, thiserror::Error)]
#[error("building the TLS policy failed")]
pub struct TemplateError(#[source] rustls::Error);

impl TlsTemplate {
    /// The template for every host, its session tickets sealed under `ticket_keys`. With
    /// `secret_extraction`, rustls keeps each session's secrets, so the session can be handed
    /// to kernel TLS.
    pub fn new(secret_extraction: bool, ticket_keys: Arc<LiveKeys>) -> Result<Self, TemplateError> {
        // The session cache (TLS 1.2 session IDs) is shared by all hosts: rustls refuses to
        // resume a session under a different SNI name, so sharing never crosses tenants. Each
        // host's ticketer is its own, and binds its tickets to the host (`HostTls::config`).
        let sessions = ServerSessionMemoryCache::new(SESSION_CACHE_ENTRIES);
        let anyone = Arc::new(NoClientAuth);
        let build = |order, versions| {
            server_config(
                order,
                versions,
                anyone.clone(),
                sessions.clone(),
                secret_extraction,
            )
        };
        Ok(TlsTemplate {
            aes_first: build(SuiteOrder::AesFirst, PROTOCOL_VERSIONS)?,
            chacha_first: build(SuiteOrder::ChaChaFirst, PROTOCOL_VERSIONS)?,
            aes_first_tls13: build(SuiteOrder::AesFirst, TLS13_ONLY)?,
            chacha_first_tls13: build(SuiteOrder::ChaChaFirst, TLS13_ONLY)?,
            ticket_keys,
            secret_extraction,
            stapling_metrics: Arc::default(),
        })
    }

    /// The stapling counters every host's resolver adds to, and the fetcher too.
    pub fn stapling_metrics(&self) -> &Arc<StaplingMetrics> {
        &self.stapling_metrics
    }

    /// The host's configs, sharing one resolver; each is made when first asked for.
    pub fn host(self: &Arc<Self>, credentials: HostCredentials, serving: Serving) -> Arc<HostTls> {
        let not_after = [&credentials.ecdsa, &credentials.rsa]
            .into_iter()
            .flatten()
            .map(|pair| pair.summary.not_after)
            .min()
            // Validated credentials hold at least one pair; `MAX` only if that ever changes.
            .unwrap_or(i64::MAX);
        let client_auth = credentials
            .site
            .as_deref()
            .and_then(|site| site.client_auth.clone());
        let stapling = [&credentials.ecdsa, &credentials.rsa]
            .into_iter()
            .flatten()
            .map(PairStapling::of)
            .collect();
        let served = |pair: Option<tlsfront_store::ValidatedPair>| {
            pair.map(|pair| ServedPair::new(&pair, self.stapling_metrics.clone()))
        };
        Arc::new(HostTls {
            stapling,
            not_after,
            ticketer: Arc::new(HostTicketer::new(
                self.ticket_keys.clone(),
                &credentials.entry,
                client_auth.as_ref().map(ClientAuth::fingerprint),
            )),
            entry: credentials.entry,
            serving,
            limits: credentials
                .site
                .as_deref()
                .map_or_else(HostLimits::default, |site| HostLimits::from(site.limits)),
            // A host that asks for client certificates is served over TCP alone: QUIC's
            // connections share one config per connection without a verifier of the host's.
            http3: client_auth.is_none()
                && credentials.site.as_deref().is_none_or(|site| site.http3),
            client_auth,
            policy: credentials
                .site
                .as_deref()
                .map_or(SitePolicy::NONE, |site| site.policy),
            hsts: credentials
                .site
                .as_deref()
                .and_then(|site| site.policy.hsts.as_ref())
                .map(HstsHeader::new),
            template: self.clone(),
            resolver: Arc::new(DualKeyResolver {
                ecdsa: served(credentials.ecdsa),
                rsa: served(credentials.rsa),
            }),
            aes_first: OnceLock::new(),
            chacha_first: OnceLock::new(),
            aes_first_tls13: OnceLock::new(),
            chacha_first_tls13: OnceLock::new(),
        })
    }
}

/// A config for one suite order and `versions`, asking clients for certificates as `verifier`
/// says, with TLS 1.2 sessions kept in `sessions`; the resolver and ticketer are the caller's
/// to set.
fn server_config(
    order: SuiteOrder,
    versions: &[&'static SupportedProtocolVersion],
    verifier: Arc<dyn ClientCertVerifier>,
    sessions: Arc<dyn StoresServerSessions>,
    secret_extraction: bool,
) -> Result<ServerConfig, TemplateError> {
    let mut config = ServerConfig::builder_with_provider(Arc::new(crypto_provider(order)))
        .with_protocol_versions(versions)
        .map_err(TemplateError)?
        .with_client_cert_verifier(verifier)
        .with_cert_resolver(Arc::new(DualKeyResolver::default()));
    config.alpn_protocols = ALPN_PROTOCOLS.iter().map(|p| p.to_vec()).collect();
    config.ignore_client_order = true;
    config.send_tls13_tickets = TLS13_TICKETS_PER_HANDSHAKE;
    // No 0-RTT: early data can be replayed, and a fleet has no shared anti-replay store
    // (docs/src/fleet.md, "Session tickets"). rustls also refuses it with stateless tickets.
    config.max_early_data_size = 0;
    config.session_storage = sessions;
    config.enable_secret_extraction = secret_extraction;
    Ok(config)
}

/// Chooses between a host's ECDSA and RSA pairs for one client, then whether the chosen pair
/// goes out with its staple ([`ServedPair::for_now`]).
#[derive(Debug, Default)]
pub struct DualKeyResolver {
    ecdsa: Option<ServedPair>,
    rsa: Option<ServedPair>,
}

impl ResolvesServerCert for DualKeyResolver {
    fn resolve(&self, client_hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let ecdsa = self.ecdsa.as_ref();
        let rsa = self.rsa.as_ref();
        let chosen = choose_pair(
            ecdsa.map(ServedPair::bare),
            rsa.map(ServedPair::bare),
            client_hello.signature_schemes(),
            client_hello.cipher_suites(),
        )?;
        let served = match ecdsa {
            Some(pair) if Arc::ptr_eq(pair.bare(), chosen) => pair,
            _ => rsa?,
        };
        served.for_now(crate::stapling::unix_now())
    }
}

/// ECDSA when the client offers a signature scheme the ECDSA key can sign with and a suite that
/// can use it (any TLS 1.3 suite, or an ECDHE-ECDSA one); RSA otherwise. With only one pair,
/// that pair: the handshake then fails with rustls' own alert if the client cannot take it.
pub fn choose_pair<'a>(
    ecdsa: Option<&'a Arc<CertifiedKey>>,
    rsa: Option<&'a Arc<CertifiedKey>>,
    schemes: &[rustls::SignatureScheme],
    suites: &[CipherSuite],
) -> Option<&'a Arc<CertifiedKey>> {
    let Some(ecdsa_pair) = ecdsa else {
        return rsa;
    };
    let Some(rsa_pair) = rsa else {
        return Some(ecdsa_pair);
    };
    let can_sign = ecdsa_pair.key.choose_scheme(schemes).is_some();
    let suite_allows = suites.iter().any(|suite| {
        matches!(
            suite,
            CipherSuite::TLS13_AES_128_GCM_SHA256
                | CipherSuite::TLS13_AES_256_GCM_SHA384
                | CipherSuite::TLS13_CHACHA20_POLY1305_SHA256
                | CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256
                | CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384
                | CipherSuite::TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256
        )
    });
    Some(if can_sign && suite_allows {
        ecdsa_pair
    } else {
        rsa_pair
    })
}
