//! A host's site entry: how its requests are served, stored beside its certificate as
//! `<host>.site`, so that a fleet shares it and a change arrives through the same change feed.
//!
//! The entry is a small TOML document, one of:
//!
//! ```toml
//! # Proxied to its application, balanced round robin over the addresses:
//! upstreams = ["http://10.0.0.5:8080", "http://10.0.0.6:8080"]
//! ```
//!
//! ```toml
//! # The same, taking request bodies up to 10 MiB (the server's default otherwise), sending
//! # each request to the address with fewer requests in flight, and checking each address:
//! upstreams = ["https://app-1.internal", "https://app-2.internal", "unix:/run/app.sock"]
//! max_request_body_bytes = 10485760
//! balance = "least_outstanding"
//! upstream_ca = """
//! -----BEGIN CERTIFICATE-----
//! ...
//! -----END CERTIFICATE-----
//! """
//!
//! [health_check]
//! path = "/healthz"
//! ```
//!
//! ```toml
//! # Served from its docroot, even when the server has a default upstream:
//! static = true
//! ```
//!
//! Any entry may also carry a `[limits]` table ([`crate::site_limits`]), `http3 = false`
//! (the host is not served over HTTP/3, nor advertised with `Alt-Svc`), a client
//! certificate policy (`client_auth`, [`ClientAuth`]) and a TLS policy (`min_tls`, `[hsts]`,
//! `redirect_http`: [`tls_policy`]); an entry with only those is served as a host without an
//! entry is.
//!
//! A host without an entry is served by the server's default upstreams when it has some, and
//! from its docroot otherwise. A wildcard entry's site (`*.example.com.site`) serves every host
//! its certificate serves. Parsing is pure and runs once, when the entry is loaded; an entry
//! that does not parse fails its host alone, like bad certificate material.

mod ca;
mod client_auth;
mod health;
pub mod tls_policy;
mod upstream_url;

use serde::Deserialize;

use crate::site_limits::{LimitsTable, SiteLimits};

pub use self::ca::{UpstreamCa, MAX_CA_CERTIFICATES};
pub use self::client_auth::{ClientAuth, ClientAuthMode};
pub use self::health::HealthCheck;
pub use self::tls_policy::{Hsts, HstsError, MinTls, SitePolicy};
pub use self::upstream_url::{parse_upstreams, UpstreamAddress, UpstreamProtocol, UpstreamUrl};

/// The suffix after `<host>` of a site entry's file or key.
pub const SITE_SUFFIX: &str = ".site";

/// Most upstream addresses one site may list: more is a typo or a generated list gone wrong,
/// and round robin over them stays cheap.
pub const MAX_UPSTREAMS: usize = 64;

/// A host's site entry: how its requests are served, and its own limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteEntry {
    pub serving: SiteServing,
    pub limits: SiteLimits,
    /// Served over HTTP/3 and advertised with `Alt-Svc` (when the server serves HTTP/3):
    /// `http3 = false` opts the host out.
    pub http3: bool,
    /// Whether its clients are asked for a certificate, and what it must be issued by.
    pub client_auth: Option<ClientAuth>,
    /// Its TLS policy (`min_tls`, `[hsts]`, `redirect_http`); what it leaves out is the
    /// server's.
    pub policy: SitePolicy,
}

/// How a host's requests are served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteServing {
    /// As a host without an entry: by the server's default upstreams, or from its docroot.
    /// (An entry that only sets limits, `http3 = false` or a TLS policy.)
    Default,
    /// From the host's docroot, even when the server has default upstreams.
    Static,
    /// By its application.
    Proxy(ProxyEntry),
}

/// A proxied host's entry: its upstreams and what it takes from clients.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProxyEntry {
    /// In round-robin order. Never empty.
    pub upstreams: Vec<UpstreamUrl>,
    /// The largest request body; `None` takes the server's default.
    pub max_request_body_bytes: Option<u64>,
    /// What its `https://` upstreams are verified against; `None`: the system's roots.
    pub upstream_ca: Option<UpstreamCa>,
    pub balance: Balance,
    /// An active check of each address; `None`: addresses are judged by connecting alone.
    pub health_check: Option<HealthCheck>,
}

impl ProxyEntry {
    /// An entry with these upstreams and the server's defaults for everything else.
    pub fn to(upstreams: Vec<UpstreamUrl>) -> Self {
        ProxyEntry {
            upstreams,
            max_request_body_bytes: None,
            upstream_ca: None,
            balance: Balance::default(),
            health_check: None,
        }
    }
}

/// How a request's first address is chosen among a site's upstreams.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Balance {
    /// In turn: every address gets the same share, whatever it is busy with.
    #[default]
    RoundRobin,
    /// The less busy of two addresses picked at random ("power of two choices"): a slow
    /// address gets fewer requests.
    LeastOutstanding,
}

impl Balance {
    /// `round_robin` or `least_outstanding`, as an entry and the configuration write it.
    pub fn parse(text: &str) -> Result<Self, SiteError> {
        match text {
            "round_robin" => Ok(Balance::RoundRobin),
            "least_outstanding" => Ok(Balance::LeastOutstanding),
            _ => Err(SiteError::Balance {
                given: text.chars().take(40).collect(),
            }),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Balance::RoundRobin => "round_robin",
            Balance::LeastOutstanding => "least_outstanding",
        }
    }
}

/// Why a site entry was refused. Says what is wrong and where, in the operator's words.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("the site entry is not valid TOML, or has a key other than upstreams, static, http3, max_request_body_bytes, upstream_ca, balance, client_auth, client_ca, client_crl, min_tls, redirect_http, [health_check] (path, interval, timeout, unhealthy_after, healthy_after, host), [limits] (handshakes_per_second, requests_per_second, connections, requests_in_flight) and [hsts] (max_age, include_subdomains, preload)")]
    Syntax(#[source] toml::de::Error),
    #[error(
        "the site entry says none of upstreams = [...], static = true, http3 = false, client_auth, [limits], min_tls, [hsts] or redirect_http"
    )]
    Empty,
    #[error("limits.{key} = 0 means nothing; leave the key out for the server's default")]
    ZeroLimit { key: &'static str },
    #[error("the site entry says both upstreams and static; a host is served one way")]
    Both,
    #[error("static = false means nothing; remove the entry, or list upstreams")]
    StaticFalse,
    #[error("upstreams is empty; list at least one, or remove the entry")]
    NoUpstreams,
    #[error("upstreams lists {count} addresses, more than {MAX_UPSTREAMS}")]
    TooManyUpstreams { count: usize },
    #[error("upstream {url:?}: {reason}")]
    Upstream { url: String, reason: &'static str },
    #[error("upstream {url} is listed twice")]
    DuplicateUpstream { url: String },
    #[error("{key} applies to a proxied site only, not to static = true")]
    ProxyOnly { key: &'static str },
    #[error("upstream_ca: {reason}")]
    UpstreamCa { reason: &'static str },
    #[error("upstream_ca is for https:// upstreams, and upstreams lists none")]
    UpstreamCaWithoutHttps,
    #[error("client_auth = {given:?}: write \"required\" or \"optional\"")]
    ClientAuth { given: String },
    #[error("client_ca: {reason}")]
    ClientCa { reason: &'static str },
    #[error("client_crl: {reason}")]
    ClientCrl { reason: &'static str },
    #[error("{given} needs {needs} too")]
    ClientAuthPart {
        given: &'static str,
        needs: &'static str,
    },
    #[error("balance = {given:?}: write \"round_robin\" or \"least_outstanding\"")]
    Balance { given: String },
    #[error("health_check.{key}: {reason}")]
    HealthCheck {
        key: &'static str,
        reason: &'static str,
    },
    #[error("min_tls = {given:?}: write \"1.2\" or \"1.3\"")]
    MinTls { given: String },
    #[error(transparent)]
    Hsts(#[from] HstsError),
}

/// The file's shape: every key optional, unknown keys refused.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SiteFile {
    upstreams: Option<Vec<String>>,
    #[serde(rename = "static")]
    static_site: Option<bool>,
    http3: Option<bool>,
    max_request_body_bytes: Option<u64>,
    upstream_ca: Option<String>,
    balance: Option<String>,
    health_check: Option<health::HealthCheckFile>,
    client_auth: Option<String>,
    client_ca: Option<String>,
    client_crl: Option<String>,
    limits: Option<LimitsTable>,
    min_tls: Option<String>,
    hsts: Option<tls_policy::HstsTable>,
    redirect_http: Option<bool>,
}

impl SiteEntry {
    /// Served from the docroot, with no limit of its own.
    pub const STATIC: SiteEntry = SiteEntry {
        serving: SiteServing::Static,
        limits: SiteLimits::NONE,
        http3: true,
        client_auth: None,
        policy: SitePolicy::NONE,
    };

    /// Proxied to `proxy`'s upstreams, with no limit of its own.
    pub fn proxy(proxy: ProxyEntry) -> Self {
        SiteEntry {
            serving: SiteServing::Proxy(proxy),
            limits: SiteLimits::NONE,
            http3: true,
            client_auth: None,
            policy: SitePolicy::NONE,
        }
    }

    /// Parses and validates a stored entry.
    pub fn parse(bytes: &[u8]) -> Result<Self, SiteError> {
        let text = String::from_utf8_lossy(bytes);
        let mut file: SiteFile = toml::from_str(&text).map_err(SiteError::Syntax)?;
        let table = file.limits.take();
        let has_limits = table.is_some();
        let limits = SiteLimits::try_from(table.unwrap_or_default())
            .map_err(|key| SiteError::ZeroLimit { key })?;
        // `http3 = true` is the default said aloud; only `false` makes an entry of its own.
        let http3 = file.http3.unwrap_or(true);
        let client_auth = client_auth(&mut file)?;
        let policy = SitePolicy::from_file(
            file.min_tls.take(),
            file.hsts.take(),
            file.redirect_http.take(),
        )?;
        let says_more = has_limits || !http3 || client_auth.is_some() || !policy.is_none();
        let serving = serving(file, says_more)?;
        Ok(SiteEntry {
            serving,
            limits,
            http3,
            client_auth,
            policy,
        })
    }

    /// The entry as it is stored: what [`SiteEntry::parse`] reads back to the same entry.
    pub fn to_toml(&self) -> String {
        // First: the serving keys may end with a table, and a key after it would be the table's.
        let mut text = if self.http3 {
            String::new()
        } else {
            "http3 = false\n".to_owned()
        };
        let (policy_keys, hsts_table) = self.policy.to_toml();
        text.push_str(&policy_keys);
        if let Some(client_auth) = &self.client_auth {
            text.push_str(&client_auth.to_toml());
        }
        text.push_str(&match &self.serving {
            SiteServing::Default => String::new(),
            SiteServing::Static => "static = true\n".to_owned(),
            SiteServing::Proxy(proxy) => proxy.to_toml(),
        });
        text.push_str(&self.limits.to_toml());
        text.push_str(&hsts_table);
        text.trim_start_matches('\n').to_owned()
    }
}

/// The entry's client-certificate policy: `client_auth` and `client_ca` come together, and
/// `client_crl` only with them. Takes the keys out of `file`.
fn client_auth(file: &mut SiteFile) -> Result<Option<ClientAuth>, SiteError> {
    let part = |given, needs| Err(SiteError::ClientAuthPart { given, needs });
    match (
        file.client_auth.take(),
        file.client_ca.take(),
        file.client_crl.take(),
    ) {
        (None, None, None) => Ok(None),
        (Some(mode), Some(ca), crl) => ClientAuth::parse(&mode, &ca, crl.as_deref()).map(Some),
        (Some(_), None, _) => part("client_auth", "client_ca"),
        (None, Some(_), _) => part("client_ca", "client_auth"),
        (None, None, Some(_)) => part("client_crl", "client_auth and client_ca"),
    }
}

/// How the entry serves its host: proxied, static, or as by default when it `says_more`
/// (limits, `http3 = false`, a client certificate policy or a TLS policy) than nothing.
fn serving(file: SiteFile, says_more: bool) -> Result<SiteServing, SiteError> {
    match (&file.upstreams, file.static_site) {
        (None, None) if says_more => {
            only_proxied_keys(&file)?;
            Ok(SiteServing::Default)
        }
        (None, None) => Err(SiteError::Empty),
        (Some(_), Some(_)) => Err(SiteError::Both),
        (None, Some(false)) => Err(SiteError::StaticFalse),
        (None, Some(true)) => {
            only_proxied_keys(&file)?;
            Ok(SiteServing::Static)
        }
        (Some(_), None) => proxy_entry(file).map(SiteServing::Proxy),
    }
}

/// Refuses the keys only a proxied entry may set.
fn only_proxied_keys(file: &SiteFile) -> Result<(), SiteError> {
    for (key, given) in [
        (
            "max_request_body_bytes",
            file.max_request_body_bytes.is_some(),
        ),
        ("upstream_ca", file.upstream_ca.is_some()),
        ("balance", file.balance.is_some()),
        ("health_check", file.health_check.is_some()),
    ] {
        if given {
            return Err(SiteError::ProxyOnly { key });
        }
    }
    Ok(())
}

impl ProxyEntry {
    /// Every key the entry sets, the `[health_check]` table last (TOML puts a table's keys
    /// after its header).
    fn to_toml(&self) -> String {
        let quoted: Vec<String> = self
            .upstreams
            .iter()
            .map(|url| format!("\"{url}\""))
            .collect();
        let mut text = format!("upstreams = [{}]\n", quoted.join(", "));
        if let Some(max) = self.max_request_body_bytes {
            text.push_str(&format!("max_request_body_bytes = {max}\n"));
        }
        if self.balance != Balance::default() {
            text.push_str(&format!("balance = \"{}\"\n", self.balance.as_str()));
        }
        if let Some(ca) = &self.upstream_ca {
            // Canonical PEM is base64 and dashes: nothing a multi-line string must escape.
            text.push_str(&format!("upstream_ca = \"\"\"\n{}\"\"\"\n", ca.to_pem()));
        }
        if let Some(check) = &self.health_check {
            text.push_str(&check.to_toml());
        }
        text
    }
}

/// A proxied entry's keys, checked.
fn proxy_entry(file: SiteFile) -> Result<ProxyEntry, SiteError> {
    let upstreams = parse_upstreams(file.upstreams.as_deref().unwrap_or_default())?;
    let upstream_ca = match file.upstream_ca {
        None => None,
        Some(pem) => {
            if !upstreams
                .iter()
                .any(|url| url.protocol() == UpstreamProtocol::Https)
            {
                return Err(SiteError::UpstreamCaWithoutHttps);
            }
            Some(UpstreamCa::parse(&pem)?)
        }
    };
    Ok(ProxyEntry {
        upstreams,
        max_request_body_bytes: file.max_request_body_bytes,
        upstream_ca,
        balance: file
            .balance
            .as_deref()
            .map_or(Ok(Balance::default()), Balance::parse)?,
        health_check: file.health_check.map(HealthCheck::from_file).transpose()?,
    })
}

#[cfg(test)]
mod tests;
