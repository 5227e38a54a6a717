//! `tlsfront sites put HOST [--upstream URL... | --static] [LIMIT FLAGS] [--client-auth MODE
//! --client-ca FILE [--client-crl FILE]] [POLICY FLAGS]`: set a host's site entry: how it is
//! served, its own limits, whether its clients must show a certificate, and its own TLS policy.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{ArgGroup, Args};
use tlsfront_store::site::SITE_SUFFIX;
use tlsfront_store::{HostName, SiteEntry, SiteServing};

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
            "no_http3",
            "client_auth",
            "min_tls",
            "hsts_max_age",
            "hsts_include_subdomains",
            "hsts_preload",
            "redirect_http",
        ])
))]
pub struct PutArgs {
    /// The host, or a wildcard such as `*.example.com` (its entry serves every host its
    /// certificate serves).
    #[arg(value_name = "HOST")]
    pub host: String,

    /// Proxy the host to this upstream: `http://HOST[:PORT]` (HTTP/1.1), `h2c://HOST[:PORT]`
    /// (HTTP/2 with prior knowledge), port 80 by default; `https://HOST[:PORT]` (TLS, port
    /// 443 by default; HTTP/2 when the application picks it); or `unix:/PATH` (HTTP/1.1 over
    /// a Unix socket, an absolute path). No path or query. Repeat for several (at most 64).
    #[arg(long, value_name = "URL")]
    pub upstream: Vec<String>,

    /// Serve the host from its docroot, even when the server has default upstreams.
    #[arg(long = "static")]
    pub static_site: bool,

    /// Do not serve the host over HTTP/3, nor advertise HTTP/3 on its answers (`http3 =
    /// false`). With no --upstream or --static, the host is otherwise served as one without an
    /// entry.
    #[arg(long)]
    pub no_http3: bool,

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

    /// Verify the `https://` upstreams against the CA certificates in this PEM file (stored
    /// in the entry) instead of the system's. Checked now: certificates only, no key.
    #[arg(long, value_name = "FILE", conflicts_with = "static_site")]
    pub upstream_ca: Option<PathBuf>,

    /// How requests are shared among the upstreams: `round_robin` (in turn, the default) or
    /// `least_outstanding` (the less busy of two drawn at random).
    #[arg(long, value_name = "POLICY", conflicts_with = "static_site")]
    pub balance: Option<String>,

    /// Ask the host's clients for a certificate issued by --client-ca: `required` (a client
    /// without a valid one fails its handshake) or `optional` (one without any is served too).
    /// A proxied host's application gets the verified certificate in `Client-Cert` and
    /// `Client-Cert-Chain` (RFC 9440). The host is then not served over HTTP/3.
    #[arg(long, value_name = "MODE", requires = "client_ca")]
    pub client_auth: Option<String>,

    /// The CA certificates (PEM file, stored in the entry) that issue the host's client
    /// certificates; their names are sent in the certificate request.
    #[arg(long, value_name = "FILE", requires = "client_auth")]
    pub client_ca: Option<PathBuf>,

    /// CRLs (PEM file, stored in the entry), each issued by a --client-ca CA: a client
    /// certificate they list is refused. Replace them before their next update: a CRL past
    /// it refuses every client of its CA.
    #[arg(long, value_name = "FILE", requires = "client_auth")]
    pub client_crl: Option<PathBuf>,

    #[command(flatten)]
    pub health_check: HealthCheckArgs,

    #[command(flatten)]
    pub policy: PolicyArgs,
}

/// The host's own TLS policy; what is left out takes the server's setting.
#[derive(Debug, Args)]
pub struct PolicyArgs {
    /// The lowest TLS version the host is served over, `1.2` or `1.3` (`min_tls`); a client
    /// that cannot speak it gets the protocol_version alert.
    #[arg(long, value_name = "VERSION")]
    pub min_tls: Option<String>,

    /// Send `Strict-Transport-Security: max-age=SECS` on the host's HTTPS answers (`[hsts]`);
    /// 0 tells browsers to forget the host's earlier header.
    #[arg(long, value_name = "SECS")]
    pub hsts_max_age: Option<u64>,

    /// Add `includeSubDomains` to the host's HSTS header (needs --hsts-max-age).
    #[arg(long)]
    pub hsts_include_subdomains: bool,

    /// Add `preload` to the host's HSTS header; needs --hsts-include-subdomains and a
    /// max-age of at least a year (31536000), as the preload list does.
    #[arg(long)]
    pub hsts_preload: bool,

    /// Whether plain HTTP (the server's --listen-http) is redirected to HTTPS for the host
    /// (`redirect_http`); false refuses it with 403.
    #[arg(long, value_name = "BOOL")]
    pub redirect_http: Option<bool>,
}

impl PolicyArgs {
    /// The policy's keys, into `entry`.
    fn insert_into(&self, entry: &mut toml::Table) -> anyhow::Result<()> {
        use toml::Value;
        if let Some(version) = &self.min_tls {
            entry.insert("min_tls".into(), Value::String(version.clone()));
        }
        if let Some(redirect) = self.redirect_http {
            entry.insert("redirect_http".into(), Value::Boolean(redirect));
        }
        let mut table = toml::Table::new();
        if let Some(max_age) = self.hsts_max_age {
            let max_age = i64::try_from(max_age).context("--hsts-max-age is too large")?;
            table.insert("max_age".into(), Value::Integer(max_age));
        }
        if self.hsts_include_subdomains {
            table.insert("include_subdomains".into(), Value::Boolean(true));
        }
        if self.hsts_preload {
            table.insert("preload".into(), Value::Boolean(true));
        }
        if !table.is_empty() {
            entry.insert("hsts".into(), Value::Table(table));
        }
        Ok(())
    }
}

/// The `[health_check]` table: any of these turns the check on, the rest take their defaults.
#[derive(Debug, Args)]
pub struct HealthCheckArgs {
    /// Check each upstream address with `GET PATH`, expecting 2xx [default: /].
    #[arg(long, value_name = "PATH", conflicts_with = "static_site")]
    pub health_check_path: Option<String>,

    /// How often each address is checked [default: 5s].
    #[arg(long, value_name = "DURATION", conflicts_with = "static_site")]
    pub health_check_interval: Option<String>,

    /// How long one check may take [default: 2s, at most the interval].
    #[arg(long, value_name = "DURATION", conflicts_with = "static_site")]
    pub health_check_timeout: Option<String>,

    /// Failed checks in a row that take an address out [default: 3].
    #[arg(long, value_name = "N", conflicts_with = "static_site")]
    pub health_check_unhealthy_after: Option<u32>,

    /// Passed checks in a row that bring it back [default: 2].
    #[arg(long, value_name = "N", conflicts_with = "static_site")]
    pub health_check_healthy_after: Option<u32>,

    /// The `Host` the checks send [default: the address's host:port; localhost for unix:].
    #[arg(long, value_name = "HOST", conflicts_with = "static_site")]
    pub health_check_host: Option<String>,
}

/// Validates the entry as the server will, then writes it in one store write. Nothing is
/// written when it is refused (exit 1). Warns when the host has no certificate yet, since the
/// entry takes effect only once it has one.
pub async fn run(store: &Store, args: &PutArgs) -> anyhow::Result<ExitCode> {
    let name = entry_name(&args.host)?;
    if let Err(err) = store.can_hold(&name) {
        eprintln!("tlsfront: refused the site entry of {name}: {err}; nothing was stored");
        return Ok(exit_code(true));
    }
    let text = entry_text(args)?;
    let entry = match SiteEntry::parse(text.as_bytes()) {
        Ok(entry) => entry,
        Err(err) => {
            eprintln!(
                "tlsfront: refused the site entry of {name}: {}; nothing was stored",
                error_chain(&err)
            );
            return Ok(exit_code(true));
        }
    };
    let describe = store.describe();
    store
        .put_site(&name, &entry)
        .await
        .with_context(|| format!("cannot store {name}{SITE_SUFFIX} in {describe}"))?;
    println!(
        "stored {name}{SITE_SUFFIX} in {describe}: {}",
        summary(&entry)
    );
    if !has_certificate(store, &name).await? {
        eprintln!("tlsfront: warning: {}", not_in_effect(store, &name).await);
    }
    Ok(ExitCode::SUCCESS)
}

/// The flags as an entry's TOML, for the server's own parser to check: what the flags are
/// refused for is what a stored entry would be refused for, in the same words.
fn entry_text(args: &PutArgs) -> anyhow::Result<String> {
    use toml::Value;
    let mut entry = toml::Table::new();
    let limits = [
        ("handshakes_per_second", args.handshakes_per_second),
        ("requests_per_second", args.requests_per_second),
        ("connections", args.connections),
        ("requests_in_flight", args.requests_in_flight),
    ];
    let mut table = toml::Table::new();
    for (key, value) in limits {
        if let Some(value) = value {
            table.insert(key.into(), Value::Integer(value.into()));
        }
    }
    if !table.is_empty() {
        entry.insert("limits".into(), Value::Table(table));
    }
    if args.no_http3 {
        entry.insert("http3".into(), Value::Boolean(false));
    }
    if let Some(mode) = &args.client_auth {
        entry.insert("client_auth".into(), Value::String(mode.clone()));
    }
    for (key, file) in [
        ("client_ca", &args.client_ca),
        ("client_crl", &args.client_crl),
    ] {
        if let Some(file) = file {
            let pem = std::fs::read_to_string(file).with_context(|| {
                format!("cannot read --{} {}", key.replace('_', "-"), file.display())
            })?;
            entry.insert(key.into(), Value::String(pem));
        }
    }
    args.policy.insert_into(&mut entry)?;
    if args.static_site {
        entry.insert("static".into(), Value::Boolean(true));
        return Ok(toml::to_string(&entry)?);
    }
    if args.upstream.is_empty() {
        // Limits or a policy only (clap asked for at least one of the modes, limits or policy).
        return Ok(toml::to_string(&entry)?);
    }
    let urls = args.upstream.iter().cloned().map(Value::String).collect();
    entry.insert("upstreams".into(), Value::Array(urls));
    if let Some(max) = args.max_request_body_bytes {
        // TOML integers are i64; a larger limit than that is refused as out of range.
        let max = i64::try_from(max).context("--max-request-body-bytes is too large")?;
        entry.insert("max_request_body_bytes".into(), Value::Integer(max));
    }
    if let Some(file) = &args.upstream_ca {
        let pem = std::fs::read_to_string(file)
            .with_context(|| format!("cannot read --upstream-ca {}", file.display()))?;
        entry.insert("upstream_ca".into(), Value::String(pem));
    }
    if let Some(balance) = &args.balance {
        entry.insert("balance".into(), Value::String(balance.clone()));
    }
    let check = &args.health_check;
    let mut table = toml::Table::new();
    let strings = [
        ("path", &check.health_check_path),
        ("interval", &check.health_check_interval),
        ("timeout", &check.health_check_timeout),
        ("host", &check.health_check_host),
    ];
    for (key, value) in strings {
        if let Some(value) = value {
            table.insert(key.into(), Value::String(value.clone()));
        }
    }
    let counts = [
        ("unhealthy_after", check.health_check_unhealthy_after),
        ("healthy_after", check.health_check_healthy_after),
    ];
    for (key, value) in counts {
        if let Some(value) = value {
            table.insert(key.into(), Value::Integer(value.into()));
        }
    }
    if !table.is_empty() {
        entry.insert("health_check".into(), Value::Table(table));
    }
    Ok(toml::to_string(&entry)?)
}

/// The entry on one line: its TOML without the CA's PEM, which is summed up instead.
fn summary(entry: &SiteEntry) -> String {
    let mut text = entry.to_toml();
    if let SiteServing::Proxy(proxy) = &entry.serving {
        if let Some(ca) = &proxy.upstream_ca {
            let pem = format!("upstream_ca = \"\"\"\n{}\"\"\"\n", ca.to_pem());
            text = text.replace(
                &pem,
                &format!(
                    "upstream_ca = <{} certificate(s), sha256 {}…>\n",
                    ca.certificates().len(),
                    ca.short_fingerprint()
                ),
            );
        }
    }
    if let Some(client_auth) = &entry.client_auth {
        let (cas, crls) = client_auth.counts();
        let mut summed = format!(
            "client_auth = \"{}\"\nclient_ca = <{cas} certificate(s)>\n",
            client_auth.mode.as_str()
        );
        if crls > 0 {
            summed.push_str(&format!("client_crl = <{crls} CRL(s)>\n"));
        }
        text = text.replace(&client_auth.to_toml(), &summed);
    }
    let lines: Vec<&str> = text.lines().filter(|line| !line.is_empty()).collect();
    lines.join("; ")
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
