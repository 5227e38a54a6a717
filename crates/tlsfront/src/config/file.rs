//! The TOML config file, as written: every key optional, unknown keys refused. Nothing here is
//! checked; the section functions next to this file do that.

use std::path::PathBuf;

use serde::Deserialize;

/// The TOML config file, as written.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    pub listen: Option<Vec<String>>,
    pub listen_http: Option<Vec<String>>,
    pub listen_quic: Option<Vec<String>>,
    pub advertise_http3: Option<bool>,
    pub min_tls: Option<String>,
    pub redirect_http: Option<bool>,
    pub proxy_protocol_from: Option<Vec<String>>,
    pub certs: Option<String>,
    pub sites: Option<PathBuf>,
    pub precompressed: Option<bool>,
    pub preload: Option<bool>,
    pub admin: Option<String>,
    pub default_host: Option<String>,
    pub access_log: Option<bool>,
    pub compress_on_the_fly: Option<bool>,
    pub compress_cache_bytes: Option<u64>,
    pub log: Option<String>,
    pub seal_key: Option<PathBuf>,
    pub ktls: Option<String>,
    #[serde(default)]
    pub cache: CacheSection,
    #[serde(default)]
    pub limits: LimitsSection,
    #[serde(default)]
    pub redis: RedisSection,
    #[serde(default)]
    pub proxy: ProxySection,
    #[serde(default)]
    pub acme: AcmeSection,
    #[serde(default)]
    pub tickets: TicketsSection,
    pub hsts: Option<tlsfront_store::site::tls_policy::HstsTable>,
    #[serde(default)]
    pub ocsp: OcspSection,
}

/// `[ocsp]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OcspSection {
    pub fetch: Option<bool>,
    pub check_every: Option<String>,
    pub fetch_timeout: Option<String>,
}

/// The parts of the file that cannot change while serving and have no comparable resolved
/// form, as written: a reload compares them to tell the operator that a change to them waits
/// for a restart.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct RestartOnlySections {
    pub seal_key: Option<PathBuf>,
    pub redis: RedisSection,
    pub acme: AcmeSection,
    pub tickets: TicketsSection,
    pub proxy: ProxySection,
    pub ocsp: OcspSection,
}

impl RestartOnlySections {
    pub fn of(file: &FileConfig) -> Self {
        RestartOnlySections {
            seal_key: file.seal_key.clone(),
            redis: file.redis.clone(),
            acme: file.acme.clone(),
            tickets: file.tickets.clone(),
            proxy: file.proxy.clone(),
            ocsp: file.ocsp.clone(),
        }
    }
}

/// `[tickets]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TicketsSection {
    pub key_rotation: Option<String>,
    pub key_files: Option<Vec<PathBuf>>,
}

/// `[acme]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcmeSection {
    pub ask: Option<String>,
    pub allow_list: Option<bool>,
    pub directory: Option<String>,
    pub ca_root: Option<PathBuf>,
    pub contact: Option<Vec<String>>,
    pub eab_kid: Option<String>,
    pub eab_hmac_key: Option<String>,
    pub challenges: Option<Vec<String>>,
    pub wait: Option<String>,
    pub order_timeout: Option<String>,
    pub backoff: Option<String>,
    pub backoff_max: Option<String>,
    pub max_orders: Option<u64>,
    pub order_window: Option<String>,
    pub renew_check: Option<String>,
    pub ask_timeout: Option<String>,
    pub allowed_ttl: Option<String>,
    pub denied_ttl: Option<String>,
}

/// `[proxy]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProxySection {
    pub default_upstreams: Option<Vec<String>>,
    pub connect_timeout: Option<String>,
    pub response_timeout: Option<String>,
    pub idle_timeout: Option<String>,
    pub keepalive_timeout: Option<String>,
    pub max_idle_per_upstream: Option<usize>,
    pub max_request_body_bytes: Option<u64>,
    pub underscores_in_headers: Option<bool>,
    pub balance: Option<String>,
}

/// `[cache]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheSection {
    pub size: Option<u64>,
    pub ttl: Option<String>,
    pub negative_size: Option<u64>,
    pub negative_ttl: Option<String>,
    pub lookup_timeout: Option<String>,
}

/// `[limits]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSection {
    pub handshake_timeout: Option<String>,
    pub idle_timeout: Option<String>,
    pub max_header_bytes: Option<usize>,
    pub max_headers: Option<usize>,
    pub max_handshakes: Option<usize>,
    pub drain_timeout: Option<String>,
    pub handshakes_per_second_per_host: Option<u32>,
    pub requests_per_second_per_host: Option<u32>,
    pub connections_per_host: Option<u32>,
    pub requests_in_flight_per_host: Option<u32>,
    pub in_flight_wait: Option<String>,
    pub connections_per_client: Option<u32>,
    pub connections_per_ipv4_24: Option<u32>,
    pub connections_per_ipv6_64: Option<u32>,
    pub fleet_counting: Option<bool>,
}

/// `[redis]`.
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedisSection {
    pub key_prefix: Option<String>,
    pub connect_timeout: Option<String>,
    pub response_timeout: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_are_refused() {
        let err = toml::from_str::<FileConfig>("lisen = []")
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field"), "{err}");
    }
}
