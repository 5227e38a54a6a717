//! The command line's tests: the defaults its help states by hand are the defaults in force.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::CommandFactory;
use tlsfront_server::ktls::KtlsMode;
use tlsfront_server::{ServeOptions, MIN_MAX_HEADER_BYTES};
use tlsfront_store::source::redis::RedisOptions;

use super::*;
use crate::config::{DEFAULT_CERTS, DEFAULT_LOG_FILTER};

/// The `[default: …]` in `tlsfront serve --help` are written by hand; they must be the
/// defaults in force.
#[test]
fn the_help_states_the_defaults_in_force() {
    let cli = Cli::command();
    let serve_command = cli.find_subcommand("serve").unwrap();
    let stated = |id: &str| -> String {
        let arg = serve_command
            .get_arguments()
            .find(|arg| arg.get_id().as_str() == id)
            .unwrap_or_else(|| panic!("no argument {id}"));
        let help = arg.get_long_help().or(arg.get_help()).unwrap().to_string();
        let (_, after) = help
            .split_once("[default: ")
            .unwrap_or_else(|| panic!("no [default: …] in the help of {id}: {help}"));
        after.split([']', ';']).next().unwrap().to_owned()
    };
    let duration = |id: &str| humantime::parse_duration(&stated(id)).unwrap();
    let number = |id: &str| stated(id).parse::<u64>().unwrap();
    let serve = ServeOptions::default();
    let redis = RedisOptions::default();

    assert_eq!(
        vec![stated("listen").parse::<SocketAddr>().unwrap()],
        serve.listen
    );
    assert_eq!(stated("certs"), DEFAULT_CERTS);
    assert_eq!(
        (
            stated("proxy_protocol_from"),
            serve.proxy_protocol_from.len()
        ),
        ("none".to_owned(), 0)
    );
    assert_eq!(PathBuf::from(stated("sites")), serve.sites_dir);
    assert_eq!((stated("admin"), serve.admin), ("off".to_owned(), None));
    assert_eq!(Some(number("cache_size")), serve.cache.capacity);
    assert_eq!(duration("cache_ttl"), serve.cache.ttl);
    assert_eq!(number("negative_cache_size"), serve.cache.negative_capacity);
    assert_eq!(duration("negative_ttl"), serve.cache.negative_ttl);
    assert_eq!(duration("lookup_timeout"), serve.cache.lookup_timeout);
    assert_eq!(duration("handshake_timeout"), serve.handshake_timeout);
    assert_eq!(duration("idle_timeout"), serve.idle_timeout);
    assert_eq!(number("max_header_bytes"), serve.max_header_bytes as u64);
    let head_help = serve_command
        .get_arguments()
        .find(|arg| arg.get_id().as_str() == "max_header_bytes")
        .and_then(|arg| arg.get_help())
        .unwrap()
        .to_string();
    assert!(
        head_help.contains(&format!("at least {MIN_MAX_HEADER_BYTES}")),
        "{head_help}"
    );
    assert_eq!(number("max_headers"), serve.max_headers as u64);
    assert_eq!(
        number("max_handshakes"),
        serve.max_handshakes_in_progress as u64
    );
    assert_eq!(duration("drain_timeout"), serve.drain_timeout);
    let limits = &serve.limits;
    let hosts = &limits.hosts;
    assert_eq!(
        number("handshakes_per_second_per_host"),
        u64::from(hosts.handshakes_per_second)
    );
    assert_eq!(
        number("requests_per_second_per_host"),
        u64::from(hosts.requests_per_second)
    );
    assert_eq!(number("connections_per_host"), u64::from(hosts.connections));
    assert_eq!(
        number("requests_in_flight_per_host"),
        u64::from(hosts.requests_in_flight)
    );
    assert_eq!(duration("in_flight_wait"), limits.in_flight_wait);
    let clients = &limits.clients;
    assert_eq!(
        number("connections_per_client"),
        u64::from(clients.per_address)
    );
    assert_eq!(
        number("connections_per_ipv4_24"),
        u64::from(clients.per_ipv4_24)
    );
    assert_eq!(
        number("connections_per_ipv6_64"),
        u64::from(clients.per_ipv6_64)
    );
    assert_eq!(
        stated("fleet_counting").parse::<bool>().unwrap(),
        limits.fleet_counting
    );
    let proxy = &serve.proxy;
    assert_eq!(duration("upstream_connect_timeout"), proxy.connect_timeout);
    assert_eq!(
        duration("upstream_response_timeout"),
        proxy.response_timeout
    );
    assert_eq!(duration("upstream_idle_timeout"), proxy.idle_timeout);
    assert_eq!(
        duration("upstream_keepalive_timeout"),
        proxy.keepalive_timeout
    );
    assert_eq!(
        number("upstream_max_idle"),
        proxy.max_idle_per_upstream as u64
    );
    assert_eq!(
        number("max_request_body_bytes"),
        proxy.max_request_body_bytes
    );
    assert_eq!(
        stated("underscores_in_headers").parse::<bool>().unwrap(),
        proxy.header_rules.pass_underscores
    );
    assert!(stated("default_upstream").starts_with("none"));
    assert!(proxy.default_upstreams.is_empty());
    assert_eq!(
        tlsfront_store::Balance::parse(&stated("upstream_balance")).unwrap(),
        proxy.balance
    );
    assert_eq!(
        (stated("redis_prefix"), redis.key_prefix),
        ("none".to_owned(), String::new())
    );
    assert_eq!(stated("ktls").parse::<KtlsMode>().unwrap(), serve.ktls);
    assert_eq!(duration("ticket_key_rotation"), serve.tickets.rotation);
    assert_eq!(
        stated("ocsp_fetch").parse::<bool>().unwrap(),
        serve.stapling.fetch
    );
    assert_eq!(duration("ocsp_check_every"), serve.stapling.check_every);
    assert_eq!(duration("ocsp_fetch_timeout"), serve.stapling.fetch_timeout);
    assert_eq!(stated("ticket_key_file"), "none");
    assert_eq!(
        stated("access_log").parse::<bool>().unwrap(),
        serve.access_log
    );
    assert_eq!(
        stated("precompressed").parse::<bool>().unwrap(),
        serve.precompressed
    );
    assert_eq!(
        stated("compress_on_the_fly").parse::<bool>().unwrap(),
        serve.compress_on_the_fly
    );
    assert_eq!(number("compress_cache_bytes"), serve.compress_cache_bytes);
    let policy = &serve.tls_policy;
    assert_eq!(stated("min_tls"), policy.min_tls.as_str());
    assert_eq!(
        (stated("hsts_max_age"), policy.hsts),
        ("none".to_owned(), None)
    );
    assert_eq!(
        stated("redirect_http").parse::<bool>().unwrap(),
        policy.redirect_http
    );
    // What the server's HSTS header has when only --hsts-max-age is given.
    let max_age_alone =
        tlsfront_store::Hsts::try_from(tlsfront_store::site::tls_policy::HstsTable {
            max_age: Some(1),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        stated("hsts_include_subdomains").parse::<bool>().unwrap(),
        max_age_alone.include_subdomains
    );
    assert_eq!(
        stated("hsts_preload").parse::<bool>().unwrap(),
        max_age_alone.preload
    );
    assert_eq!(stated("log"), DEFAULT_LOG_FILTER);
    assert!(!serve.preload, "--preload says it is off unless given");
}
