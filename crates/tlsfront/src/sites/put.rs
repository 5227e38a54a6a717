//! `tlsfront sites put HOST [--upstream URL... | --static] [LIMIT FLAGS]`: set a host's site
//! entry: how it is served, and its own limits.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::{ArgGroup, Args};
use tlsfront_certs::site::{parse_upstreams, SITE_SUFFIX};
use tlsfront_certs::{HostName, ProxyEntry, SiteEntry, SiteLimits, SiteServing};

use super::{entry_name, has_certificate, Store};
use crate::certs::{error_chain, exit_code};

/// `tlsfront sites put`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("mode").args(["upstream", "static_site"])))]
#[command(group(
    ArgGroup::new("what")
        .required(true)
        .multiple(true)
        .args([
            "upstream",
            "static_site",
            "handshakes_per_second",
            "requests_per_second",
            "connections",
            "requests_in_flight",
        ])
))]
pub struct PutArgs {
    /// The host, or a wildcard such as `*.example.com` (its entry serves every host its
    /// certificate serves).
    #[arg(value_name = "HOST")]
    pub host: String,

    /// Proxy the host to this upstream: `http://HOST[:PORT]` (HTTP/1.1) or `h2c://HOST[:PORT]`
    /// (HTTP/2 with prior knowledge), port 80 by default, no path. Repeat for several (at most
    /// 64); requests go round robin.
    #[arg(long, value_name = "URL")]
    pub upstream: Vec<String>,

    /// Serve the host from its docroot, even when the server has default upstreams.
    #[arg(long = "static")]
    pub static_site: bool,

    /// The largest request body the host's application takes, in bytes; a larger one gets 413
    /// and never reaches it. Without it, the server's `proxy.max_request_body_bytes` applies.
    #[arg(long, value_name = "BYTES", conflicts_with = "static_site")]
    pub max_request_body_bytes: Option<u64>,

    /// The host's own limit on full handshakes per second, instead of the server's
    /// `limits.handshakes_per_second_per_host`. With no --upstream or --static, the entry
    /// holds limits only and the host is served as one without an entry.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub handshakes_per_second: Option<u32>,

    /// The host's own limit on requests per second (429 past it).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub requests_per_second: Option<u32>,

    /// The host's own limit on open connections.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub connections: Option<u32>,

    /// The host's own limit on requests in flight to its application (503 after the wait).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub requests_in_flight: Option<u32>,
}

/// Validates the entry as the server will, then writes it in one store write. Nothing is
/// written when it is refused (exit 1). Warns when the host has no certificate yet, since the
/// entry takes effect only once it has one.
pub async fn run(store: &Store, args: &PutArgs) -> anyhow::Result<ExitCode> {
    let name = entry_name(&args.host)?;
    let serving = if args.static_site {
        SiteServing::Static
    } else if args.upstream.is_empty() {
        SiteServing::Default
    } else {
        match parse_upstreams(&args.upstream) {
            Ok(upstreams) => SiteServing::Proxy(ProxyEntry {
                upstreams,
                max_request_body_bytes: args.max_request_body_bytes,
            }),
            Err(err) => {
                eprintln!(
                    "tlsfront: refused the site entry of {name}: {}; nothing was stored",
                    error_chain(&err)
                );
                return Ok(exit_code(true));
            }
        }
    };
    let entry = SiteEntry {
        serving,
        limits: SiteLimits {
            handshakes_per_second: args.handshakes_per_second,
            requests_per_second: args.requests_per_second,
            connections: args.connections,
            requests_in_flight: args.requests_in_flight,
        },
    };
    let describe = store.describe();
    store
        .put_site(&name, &entry)
        .await
        .with_context(|| format!("cannot store {name}{SITE_SUFFIX} in {describe}"))?;
    println!(
        "stored {name}{SITE_SUFFIX} in {describe}: {}",
        entry.to_toml().trim_end()
    );
    if !has_certificate(store, &name).await? {
        eprintln!("tlsfront: warning: {}", not_in_effect(store, &name).await);
    }
    Ok(ExitCode::SUCCESS)
}

/// Why an entry without a certificate of its own does nothing yet, naming the wildcard that
/// serves the host meanwhile, if there is one.
async fn not_in_effect(store: &Store, name: &HostName) -> String {
    let mut text = format!(
        "{} has no certificate for {name} yet; the site entry takes effect once it has one",
        store.describe()
    );
    if let Some(wildcard) = name.wildcard_parent() {
        if let Ok(true) = has_certificate(store, &wildcard).await {
            text.push_str(&format!(
                " (until then {name} is served by the wildcard entry {wildcard}, and by \
                 {wildcard}'s site entry)"
            ));
        }
    }
    text
}
