//! QUIC's TLS: the rustls template every QUIC connection's own config is made from, and the
//! store lookups those connections start ([`BackgroundLookups`]), as quinn runs the handshake
//! itself and cannot wait for the store (docs/src/http3.md, "The handshake and the host cache").
//!
//! Which host answers is [`choose_cached`], a pure function of what the cache holds: the SNI
//! name's host, or the default host for a name the store does not know; for a name the cache
//! holds nothing about, a lookup starts in the background and this handshake is refused.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use rustls::server::ResolvesServerCertUsingSni;
use rustls::ServerConfig;
use tlsfront_store::{HostName, Resolution};

use crate::context::ServerContext;
use crate::tls::policy::{crypto_provider, SuiteOrder};
use crate::tls::{HostTls, TLS13_TICKETS_PER_HANDSHAKE};

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

/// The store lookups QUIC connections start and cannot wait for: a miss's, and a host's
/// renewal ahead of its TTL; bounded together, one at a time per renewed host.
pub(crate) struct BackgroundLookups {
    runtime: tokio::runtime::Handle,
    lookups: Arc<AtomicUsize>,
    /// Hosts being renewed now: a hot host's handshakes start one renewal, not one each.
    renewing: Arc<Mutex<HashSet<HostName>>>,
}

impl BackgroundLookups {
    pub(crate) fn new() -> Self {
        BackgroundLookups {
            // Made on the runtime (`Server::run`), where quinn's drivers call the resolvers.
            runtime: tokio::runtime::Handle::current(),
            lookups: Arc::new(AtomicUsize::new(0)),
            renewing: Arc::default(),
        }
    }

    /// Renews a cached host due for it (`HostCache::peek_renewing`) in the background, once
    /// at a time per host, and within [`MAX_BACKGROUND_LOOKUPS`] with the misses' lookups.
    pub(crate) fn renew_later(&self, name: HostName, ctx: Arc<ServerContext>) {
        if !lock(&self.renewing).insert(name.clone()) {
            return;
        }
        if self.lookups.fetch_add(1, Ordering::Relaxed) >= MAX_BACKGROUND_LOOKUPS {
            self.lookups.fetch_sub(1, Ordering::Relaxed);
            lock(&self.renewing).remove(&name);
            return;
        }
        let (lookups, renewing) = (self.lookups.clone(), self.renewing.clone());
        self.runtime.spawn(async move {
            ctx.hosts.renew(&name).await;
            lookups.fetch_sub(1, Ordering::Relaxed);
            lock(&renewing).remove(&name);
        });
    }

    /// Starts a lookup of `name`, so that the client's next attempt finds it cached, unless
    /// [`MAX_BACKGROUND_LOOKUPS`] are already under way.
    pub(crate) fn look_up_later(&self, name: HostName, ctx: Arc<ServerContext>) {
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

/// The set of hosts being renewed; nothing panics while holding it.
fn lock(set: &Mutex<HashSet<HostName>>) -> std::sync::MutexGuard<'_, HashSet<HostName>> {
    set.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Why QUIC's TLS config could not be made: the provider has no TLS 1.3 or no QUIC suite.
#[derive(Debug, thiserror::Error)]
pub enum QuicTlsError {
    #[error("building QUIC's TLS 1.3 policy failed")]
    Policy(#[source] rustls::Error),
    #[error("the TLS policy has no suite QUIC can start with")]
    NoInitialSuite(#[source] quinn::crypto::rustls::NoInitialCipherSuite),
}

/// QUIC's rustls config, the template of every connection's own
/// (`ConnectionHost::server_config`, which brings the resolver and the ticketer): TLS 1.3 only,
/// the workspace's provider in the client's order, ALPN `h3`, the host's
/// tickets as over TCP, no 0-RTT. Its own resolver refuses every name: it answers only if a
/// connection were ever accepted without a config of its own.
pub(crate) fn quic_template() -> Result<ServerConfig, QuicTlsError> {
    let mut config =
        ServerConfig::builder_with_provider(Arc::new(crypto_provider(SuiteOrder::AesFirst)))
            .with_protocol_versions(&[&rustls::version::TLS13])
            .map_err(QuicTlsError::Policy)?
            .with_no_client_auth()
            .with_cert_resolver(Arc::new(ResolvesServerCertUsingSni::new()));
    config.alpn_protocols = vec![H3_ALPN.to_vec()];
    // The client's order, which is TCP's policy (`tls::policy`: AES-GCM first, ChaCha20 first
    // for the clients that list it first) but for clients that list AES-256 before AES-128:
    // they get AES-256. The config is made before the ClientHello is read, so it cannot pick
    // one of TCP's two orders per client as TCP does.
    config.ignore_client_order = false;
    config.send_tls13_tickets = TLS13_TICKETS_PER_HANDSHAKE;
    // No 0-RTT: early data can be replayed across a fleet. QUIC allows only 0 or u32::MAX.
    config.max_early_data_size = 0;
    // Checked here, at start-up, rather than for each connection.
    quinn::crypto::rustls::QuicServerConfig::try_from(config.clone())
        .map_err(QuicTlsError::NoInitialSuite)?;
    Ok(config)
}

/// A connection's QUIC crypto config from its rustls config, a clone of [`quic_template`]'s
/// (checked at start-up, so this does not fail).
pub(crate) fn quic_crypto(
    config: ServerConfig,
) -> Result<Arc<quinn::crypto::rustls::QuicServerConfig>, QuicTlsError> {
    quinn::crypto::rustls::QuicServerConfig::try_from(Arc::new(config))
        .map(Arc::new)
        .map_err(QuicTlsError::NoInitialSuite)
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
