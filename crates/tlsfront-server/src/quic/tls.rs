//! QUIC's TLS: one rustls config for every QUIC connection, whose certificate resolver finds
//! the host in the host cache without waiting ([`CachedHosts`]), as quinn runs the handshake
//! itself and cannot wait for the store (docs/src/http3.md, "The handshake and the host cache").
//!
//! Which host answers is [`choose_cached`], a pure function of what the cache holds: the SNI
//! name's host, or the default host for a name the store does not know; for a name the cache
//! holds nothing about, a lookup starts in the background and this handshake is refused.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use arc_swap::ArcSwap;
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::ServerConfig;
use tlsfront_store::{HostName, Resolution};
use tracing::debug;

use crate::context::ServerContext;
use crate::tls::policy::{crypto_provider, SuiteOrder};
use crate::tls::HostTls;

/// The ALPN protocol QUIC serves: HTTP/3 only.
pub(crate) const H3_ALPN: &[u8] = b"h3";

/// Lookups started by QUIC misses and not finished yet, at most: a flood of random names over
/// QUIC queues no more work for the store than this (each lookup is also coalesced by name
/// and bounded by the store's deadline).
const MAX_BACKGROUND_LOOKUPS: usize = 64;

/// Which host answers a QUIC ClientHello, from what the cache holds now.
#[derive(Debug)]
pub(crate) enum CachedChoice {
    /// This host's config, cached.
    Serve {
        host: HostName,
        host_tls: Arc<HostTls>,
        by_default: bool,
    },
    /// The cache holds nothing for this name: look it up, and refuse this handshake.
    Miss(HostName),
    /// No host can answer (an unknown name without a default host, or a host that cannot
    /// be served now).
    Refuse,
}

/// Chooses the host for `sni` from what `peek` (the cache, without waiting) says: as the TCP
/// path decides (`tls::decision`), except that a name the cache holds nothing about is a
/// [`CachedChoice::Miss`] rather than a wait for the store.
pub(crate) fn choose_cached(
    sni: Option<&HostName>,
    default_host: Option<&HostName>,
    peek: impl Fn(&HostName) -> Option<Resolution<Arc<HostTls>>>,
) -> CachedChoice {
    if let Some(name) = sni {
        match peek(name) {
            Some(Resolution::Found(host_tls)) => {
                return CachedChoice::Serve {
                    host: name.clone(),
                    host_tls,
                    by_default: false,
                }
            }
            None => return CachedChoice::Miss(name.clone()),
            // A known host that cannot be served now is not handed to the default host.
            Some(Resolution::Failed(_)) => return CachedChoice::Refuse,
            Some(Resolution::Unknown) => {}
        }
    }
    let Some(default) = default_host else {
        return CachedChoice::Refuse;
    };
    match peek(default) {
        Some(Resolution::Found(host_tls)) => CachedChoice::Serve {
            host: default.clone(),
            host_tls,
            by_default: true,
        },
        None => CachedChoice::Miss(default.clone()),
        Some(Resolution::Unknown | Resolution::Failed(_)) => CachedChoice::Refuse,
    }
}

/// The SNI name a client sent, as the TCP path reads it: `None` for none, an IP address, or
/// a name that is not a host name.
pub(crate) fn sni_host(server_name: Option<&str>) -> Option<HostName> {
    server_name.and_then(|name| HostName::parse(name).ok())
}

/// The certificate resolver of QUIC's config: the host from the cache, its key chosen for the
/// client by the host's own resolver.
pub(crate) struct CachedHosts {
    /// The generation in force: its host cache and default host.
    generations: Arc<ArcSwap<ServerContext>>,
    runtime: tokio::runtime::Handle,
    lookups: Arc<AtomicUsize>,
}

impl CachedHosts {
    pub(crate) fn new(generations: Arc<ArcSwap<ServerContext>>) -> Self {
        CachedHosts {
            generations,
            // Made on the runtime (`Server::run`), where quinn's drivers call `resolve`.
            runtime: tokio::runtime::Handle::current(),
            lookups: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Starts a lookup of `name`, so that the client's next attempt finds it cached, unless
    /// [`MAX_BACKGROUND_LOOKUPS`] are already under way.
    fn look_up_later(&self, name: HostName, ctx: Arc<ServerContext>) {
        if self.lookups.fetch_add(1, Ordering::Relaxed) >= MAX_BACKGROUND_LOOKUPS {
            self.lookups.fetch_sub(1, Ordering::Relaxed);
            return;
        }
        let lookups = self.lookups.clone();
        self.runtime.spawn(async move {
            let _ = ctx.hosts.resolve(&name).await;
            lookups.fetch_sub(1, Ordering::Relaxed);
        });
    }
}

/// rustls asks its resolvers for `Debug`.
impl std::fmt::Debug for CachedHosts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CachedHosts")
            .field("lookups", &self.lookups.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl ResolvesServerCert for CachedHosts {
    fn resolve(&self, client_hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let ctx = self.generations.load_full();
        let sni = sni_host(client_hello.server_name());
        let default = ctx.options.default_host.as_ref();
        match choose_cached(sni.as_ref(), default, |name| ctx.hosts.peek(name)) {
            CachedChoice::Serve { host_tls, .. } => host_tls.certified_key(client_hello),
            CachedChoice::Miss(name) => {
                debug!(sni = %name, "QUIC handshake refused: host not cached yet; looking it up");
                self.look_up_later(name, ctx);
                None
            }
            CachedChoice::Refuse => {
                debug!(sni = ?sni, "QUIC handshake refused: no host to serve this name");
                None
            }
        }
    }
}

/// Why QUIC's TLS config could not be made: the provider has no TLS 1.3 or no QUIC suite.
#[derive(Debug, thiserror::Error)]
pub enum QuicTlsError {
    #[error("building QUIC's TLS 1.3 policy failed")]
    Policy(#[source] rustls::Error),
    #[error("the TLS policy has no suite QUIC can start with")]
    NoInitialSuite(#[source] quinn::crypto::rustls::NoInitialCipherSuite),
}

/// QUIC's one rustls config: TLS 1.3 only, the workspace's provider (AES first), ALPN `h3`,
/// no session tickets and no 0-RTT (docs/src/http3.md, "Tickets, 0-RTT…").
pub(crate) fn quic_crypto(
    resolver: Arc<CachedHosts>,
) -> Result<quinn::crypto::rustls::QuicServerConfig, QuicTlsError> {
    let mut config =
        ServerConfig::builder_with_provider(Arc::new(crypto_provider(SuiteOrder::AesFirst)))
            .with_protocol_versions(&[&rustls::version::TLS13])
            .map_err(QuicTlsError::Policy)?
            .with_no_client_auth()
            .with_cert_resolver(resolver);
    config.alpn_protocols = vec![H3_ALPN.to_vec()];
    config.ignore_client_order = true;
    // A host's ticketer binds its tickets to the host; this one config cannot know the host
    // when rustls asks for a ticket, so none are sent yet.
    config.send_tls13_tickets = 0;
    // No 0-RTT: early data can be replayed across a fleet. QUIC allows only 0 or u32::MAX.
    config.max_early_data_size = 0;
    quinn::crypto::rustls::QuicServerConfig::try_from(config).map_err(QuicTlsError::NoInitialSuite)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tls::decision::tests_support::host_tls;

    fn name(text: &str) -> HostName {
        HostName::parse(text).unwrap()
    }

    #[test]
    fn the_cache_alone_chooses_the_host() {
        let a = host_tls("a.example");
        let fallback = host_tls("default.example");
        let peek = |host: &HostName| match host.as_str() {
            "a.example" => Some(Resolution::Found(a.clone())),
            "default.example" => Some(Resolution::Found(fallback.clone())),
            "unknown.example" => Some(Resolution::Unknown),
            _ => None,
        };
        let default = name("default.example");
        let chosen = |sni: Option<&str>, default: Option<&HostName>| match choose_cached(
            sni.map(name).as_ref(),
            default,
            peek,
        ) {
            CachedChoice::Serve {
                host, by_default, ..
            } => format!("serve {host} {by_default}"),
            CachedChoice::Miss(host) => format!("miss {host}"),
            CachedChoice::Refuse => "refuse".to_owned(),
        };
        assert_eq!(chosen(Some("a.example"), None), "serve a.example false");
        assert_eq!(chosen(Some("new.example"), None), "miss new.example");
        assert_eq!(chosen(Some("unknown.example"), None), "refuse");
        assert_eq!(
            chosen(Some("unknown.example"), Some(&default)),
            "serve default.example true"
        );
        assert_eq!(chosen(None, Some(&default)), "serve default.example true");
        assert_eq!(chosen(None, None), "refuse");
        let uncached_default = name("later.example");
        assert_eq!(chosen(None, Some(&uncached_default)), "miss later.example");
    }
}
