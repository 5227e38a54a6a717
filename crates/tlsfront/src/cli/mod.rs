//! The command line. Every `serve` flag has a twin in the TOML config file; flags win.
//!
//! `serve`'s flags are in `serve.rs`, those for certificates on demand in `on_demand.rs`; the
//! other subcommands' are beside their code (`certs`, `sites`, `acme`).

mod on_demand;
mod serve;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

pub use on_demand::AcmeArgs;
pub use serve::ServeArgs;

#[derive(Debug, Parser)]
#[command(
    name = "tlsfront",
    version,
    about = "HTTPS for many hosts, with certificates loaded at handshake time",
    long_about = "tlsfront terminates TLS for many hosts on one machine and serves each host's static \
site. It reads each host's certificate when a client first asks for that host (by SNI), from a \
directory or from Redis, and caches it; nothing is preloaded, so start-up time and memory do not \
grow with the number of hosts.\n\nStart with `tlsfront demo` to see it work."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve HTTPS for every host in a certificate store.
    Serve(Box<ServeArgs>),
    /// Generate a few demo hosts (certificates, CA and sites) and serve them on 127.0.0.1.
    Demo(DemoArgs),
    /// Manage the certificate store: put, get, rm, ls, import, gen, check, seal.
    Certs(crate::certs::CertsArgs),
    /// Manage site entries (<host>.site): proxy a host to upstreams, or serve it statically.
    Sites(crate::sites::SitesArgs),
    /// Certificates on demand: the allow-list, and what was issued.
    Acme(crate::acme::AcmeArgs),
}

/// `tlsfront demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Where to write the demo's certificates, CA and sites.
    #[arg(long, value_name = "DIR", default_value = "demo")]
    pub dir: PathBuf,

    /// Address to serve the demo on.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8443")]
    pub listen: String,

    /// Admin address for /metrics and /healthz.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:9443")]
    pub admin: String,

    /// Write the demo files and print how to serve them, without serving.
    #[arg(long)]
    pub no_serve: bool,
}

#[cfg(test)]
mod tests;
