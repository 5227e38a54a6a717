//! TLS to `https://` upstreams: rustls's client with the server's cipher policy (given as an
//! [`UpstreamTlsPolicy`]; aws-lc-rs's defaults when none is), verifying against the system's
//! roots or a site's `upstream_ca`.
//!
//! One [`UpstreamTls`] per distinct set of roots, shared by every upstream that trusts it: a
//! `ClientConfig` holds rustls's session store, so sharing it is what lets a new connection to
//! an upstream resume the session of an earlier one (an abbreviated handshake: no certificate
//! sent or verified, one round trip). Configs are built when a site's entry is loaded, never
//! per request.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, OnceLock, Weak};

use rustls::crypto::{aws_lc_rs, CryptoProvider};
use rustls::pki_types::ServerName;
use rustls::{ClientConfig, RootCertStore, SupportedProtocolVersion};
use tlsfront_store::{UpstreamCa, UpstreamUrl};
use tracing::{info, warn};

/// The client configs for one set of roots, sharing one session store.
#[derive(Debug)]
pub struct UpstreamTls {
    /// ALPN `h2` then `http/1.1`: the upstream picks, and HTTP/2 is used when it can.
    pub requests: Arc<ClientConfig>,
    /// ALPN `http/1.1` alone, for upgrades (WebSocket), which go over HTTP/1.1.
    pub upgrades: Arc<ClientConfig>,
}

/// The cipher suites, key exchanges and versions offered to `https://` upstreams: the server's
/// own policy, so the proxy never speaks a weaker TLS than the server.
#[derive(Debug, Clone)]
pub struct UpstreamTlsPolicy {
    provider: Arc<CryptoProvider>,
    versions: &'static [&'static SupportedProtocolVersion],
}

impl UpstreamTlsPolicy {
    /// The policy, if its suites cover its versions (a client config can be built on it).
    pub fn new(
        provider: Arc<CryptoProvider>,
        versions: &'static [&'static SupportedProtocolVersion],
    ) -> Result<Self, rustls::Error> {
        ClientConfig::builder_with_provider(provider.clone()).with_protocol_versions(versions)?;
        Ok(UpstreamTlsPolicy { provider, versions })
    }
}

/// TLS 1.3 and 1.2.
static DEFAULT_VERSIONS: &[&SupportedProtocolVersion] =
    &[&rustls::version::TLS13, &rustls::version::TLS12];

impl Default for UpstreamTlsPolicy {
    /// aws-lc-rs's default provider, TLS 1.3 and 1.2 (for tests; the server gives its own).
    fn default() -> Self {
        UpstreamTlsPolicy {
            provider: Arc::new(aws_lc_rs::default_provider()),
            versions: DEFAULT_VERSIONS,
        }
    }
}

/// Every [`UpstreamTls`] in use, by the roots it trusts.
#[derive(Debug, Default)]
pub struct TlsConfigs {
    policy: UpstreamTlsPolicy,
    system: OnceLock<Arc<UpstreamTls>>,
    by_ca: Mutex<HashMap<[u8; 32], Weak<UpstreamTls>>>,
}

impl TlsConfigs {
    pub fn new(policy: UpstreamTlsPolicy) -> Self {
        TlsConfigs {
            policy,
            system: OnceLock::new(),
            by_ca: Mutex::default(),
        }
    }

    /// The configs verifying against `ca`, or the system's roots when there is none.
    pub fn for_ca(&self, ca: Option<&UpstreamCa>) -> Arc<UpstreamTls> {
        let Some(ca) = ca else {
            return self
                .system
                .get_or_init(|| Arc::new(UpstreamTls::new(&self.policy, system_roots())))
                .clone();
        };
        // A poisoned lock only means another thread panicked between a lookup and an insert;
        // the map is whole.
        let mut by_ca = self.by_ca.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(shared) = by_ca.get(&ca.fingerprint()).and_then(Weak::upgrade) {
            return shared;
        }
        let mut roots = RootCertStore::empty();
        // Each certificate made a trust anchor when the entry was parsed.
        roots.add_parsable_certificates(ca.certificates().iter().cloned());
        let built = Arc::new(UpstreamTls::new(&self.policy, roots));
        by_ca.retain(|_, weak| weak.strong_count() > 0);
        by_ca.insert(ca.fingerprint(), Arc::downgrade(&built));
        built
    }
}

impl UpstreamTls {
    fn new(policy: &UpstreamTlsPolicy, roots: RootCertStore) -> Self {
        let mut requests = ClientConfig::builder_with_provider(policy.provider.clone())
            .with_protocol_versions(policy.versions)
            // `UpstreamTlsPolicy::new` built a config on these already.
            .expect("an UpstreamTlsPolicy's suites cover its versions")
            .with_root_certificates(roots)
            .with_no_client_auth();
        let mut upgrades = requests.clone();
        // Both clones share the config's `resumption` store (an `Arc` inside).
        requests.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        upgrades.alpn_protocols = vec![b"http/1.1".to_vec()];
        UpstreamTls {
            requests: Arc::new(requests),
            upgrades: Arc::new(upgrades),
        }
    }
}

/// The name an `https://` upstream's certificate must cover, sent as SNI: its host name, or
/// its IP address (then no SNI is sent, and the certificate must list the address).
pub fn server_name(url: &UpstreamUrl) -> Option<ServerName<'static>> {
    let host = url.host()?;
    match host.parse::<IpAddr>() {
        Ok(ip) => Some(ServerName::IpAddress(ip.into())),
        Err(_) => ServerName::try_from(host.to_owned()).ok(),
    }
}

/// The system's CA certificates, read once, when the first `https://` upstream without an
/// `upstream_ca` is loaded.
///
/// rustls-native-certs rather than webpki-roots: it reads the machine's store, as curl and
/// every other client there do, so a private CA added with `update-ca-certificates` is
/// trusted and the list is updated with the OS (`ca-certificates`), not with a tlsfront
/// release; webpki-roots compiles Mozilla's list into the binary, where it ages with the build
/// and ignores the machine's own CAs. It also honours `SSL_CERT_FILE` and `SSL_CERT_DIR`.
fn system_roots() -> RootCertStore {
    let loaded = rustls_native_certs::load_native_certs();
    for error in &loaded.errors {
        warn!(%error, "reading the system's CA certificates for https:// upstreams");
    }
    let mut roots = RootCertStore::empty();
    let (added, ignored) = roots.add_parsable_certificates(loaded.certs);
    if added == 0 {
        warn!("no system CA certificates found: https:// upstreams without upstream_ca will fail to verify (install ca-certificates, or set SSL_CERT_FILE)");
    } else {
        info!(
            added,
            ignored, "read the system's CA certificates for https:// upstreams"
        );
    }
    roots
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_certificate_must_name_the_urls_host_or_address() {
        let name = |url: &str| server_name(&UpstreamUrl::parse(url).unwrap());
        assert_eq!(
            name("https://App.Example:8443"),
            Some(ServerName::try_from("app.example").unwrap())
        );
        assert_eq!(
            name("https://10.0.0.5"),
            Some(ServerName::IpAddress(
                "10.0.0.5".parse::<IpAddr>().unwrap().into()
            ))
        );
        assert_eq!(
            name("https://[::1]"),
            Some(ServerName::IpAddress(
                "::1".parse::<IpAddr>().unwrap().into()
            ))
        );
        assert_eq!(name("unix:/run/app.sock"), None);
    }

    #[test]
    fn one_config_per_set_of_roots_offering_h2_then_http1() {
        let configs = TlsConfigs::default();
        let ca = tlsfront_store::generate::TestCa::generate("upstream CA").unwrap();
        let other = tlsfront_store::generate::TestCa::generate("other CA").unwrap();
        let ca = UpstreamCa::parse(ca.cert_pem()).unwrap();
        let other = UpstreamCa::parse(other.cert_pem()).unwrap();
        let first = configs.for_ca(Some(&ca));
        assert!(Arc::ptr_eq(&first, &configs.for_ca(Some(&ca))));
        assert!(!Arc::ptr_eq(&first, &configs.for_ca(Some(&other))));
        assert_eq!(
            first.requests.alpn_protocols,
            [b"h2".to_vec(), b"http/1.1".to_vec()]
        );
        assert_eq!(first.upgrades.alpn_protocols, [b"http/1.1".to_vec()]);
        // Once nothing uses a set, its configs go, and the next use builds them anew.
        drop(first);
        let again = configs.for_ca(Some(&ca));
        assert_eq!(configs.by_ca.lock().unwrap().len(), 1);
        drop(again);
    }
}
