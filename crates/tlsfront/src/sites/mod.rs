//! `tlsfront sites`: manage the site entries in a certificate store, which say how each host's
//! requests are served (proxied to upstreams, or from its docroot).
//!
//! An entry is `<host>.site` beside the host's certificate, a file in a directory store or a
//! key in Redis (see `tlsfront_store::site`). Every command that writes validates first, with
//! the parser the server uses, and writes nothing when the input is refused. The exit codes are
//! `tlsfront certs`' own: 0 done, 1 input refused or nothing to show, 2 could not run.

mod compress;
mod get;
mod ls;
mod put;
mod rm;

use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use tlsfront_store::site::SITE_SUFFIX;
use tlsfront_store::{CertStore, HostName, SiteEntry, SiteServing, StoreError};

use crate::certs::json::Object;
use crate::store::StoreArgs;

/// `tlsfront sites`.
#[derive(Debug, Args)]
#[command(
    long_about = "Manage site entries: how each host's requests are served.\n\n\
A host's site entry lives in the certificate store, beside its certificate: the file \
PATH/<host>.site in a directory store (--certs dir:PATH), the key <prefix><host>.site in Redis. \
It is a small TOML document, one of:\n\n  \
upstreams = [\"http://10.0.0.5:8080\", \"h2c://10.0.0.6:9000\"]   proxy to these, round robin\n  \
static = true                                                serve the host's docroot\n\n\
An upstream is http://, h2c://, https:// (verified against the system's CAs, or the entry's \
upstream_ca) or unix:/PATH. A proxied entry may also say max_request_body_bytes, balance \
(round_robin or least_outstanding) and a [health_check] table; `sites put --help` lists the \
flags for each.\n\n\
Either may carry a [limits] table (handshakes_per_second, requests_per_second, connections, \
requests_in_flight) that overrides the server's per-host defaults, and ask clients for a \
certificate (client_auth = \"required\" or \"optional\", client_ca, client_crl); an entry with \
only those is served as a host without an entry.\n\n\
A running server reads a changed entry through the store's change feed, without a reload. A \
host without an entry is served by the server's default upstreams when `serve \
--default-upstream` is set, and from its docroot (<sites>/<host>/) otherwise. An entry takes \
effect once the store has a certificate under the same name; a wildcard's entry \
(*.example.com.site) serves every host that the wildcard's certificate serves.",
    after_help = "Exit codes: 0 done; 1 input refused, or no entry to show or remove; 2 the \
command could not run (bad flags, unreachable store)."
)]
pub struct SitesArgs {
    #[command(flatten)]
    pub store: StoreArgs,

    #[command(subcommand)]
    pub command: SitesCommand,
}

#[derive(Debug, Subcommand)]
pub enum SitesCommand {
    /// Set a host's site entry: proxy it to upstreams, or serve it statically.
    Put(Box<put::PutArgs>),
    /// Print a host's site entry as stored (canonical TOML).
    Get(get::GetArgs),
    /// Remove a host's site entry (the host goes back to the server's default); its
    /// certificate stays.
    Rm(rm::RmArgs),
    /// List the entries that have a site entry, with how each is served, as the store is read.
    Ls(ls::LsArgs),
    /// Write .br and .gz siblings beside a docroot's compressible files (no store needed).
    Compress(compress::CompressArgs),
}

/// Runs a `sites` subcommand and returns its exit code.
pub fn run(args: SitesArgs) -> anyhow::Result<ExitCode> {
    // The one subcommand that works on files, not on the store.
    if let SitesCommand::Compress(compress) = &args.command {
        return compress::run(compress);
    }
    crate::store::run_store_command(&args.store, |store| async move {
        match &args.command {
            SitesCommand::Put(put) => put::run(&store, put).await,
            SitesCommand::Get(get) => get::run(&store, get).await,
            SitesCommand::Rm(rm) => rm::run(&store, rm).await,
            SitesCommand::Ls(ls) => ls::run(&store, ls).await,
            SitesCommand::Compress(_) => unreachable!("answered above, without a store"),
        }
    })
}

/// The store every subcommand works on.
type Store = Arc<dyn CertStore>;

/// The entry name a command was given: a host, or a wildcard such as `*.example.com`.
fn entry_name(host: &str) -> anyhow::Result<HostName> {
    HostName::parse_store_name(host).with_context(|| format!("{host:?} is not a host name"))
}

/// Whether the store holds a pair under `name`: an entry takes effect only then.
async fn has_certificate(store: &Store, name: &HostName) -> anyhow::Result<bool> {
    let stored = store
        .fetch(name)
        .await
        .with_context(|| format!("cannot read {name} from {}", store.describe()))?;
    Ok(stored.is_some())
}

/// What one stored entry says, for `get` and `ls`.
struct Shown {
    name: HostName,
    /// The entry, when it parses.
    entry: Option<SiteEntry>,
    /// Why the server refuses the host: its entry does not parse, or cannot be read.
    problem: Option<String>,
    certificate: bool,
}

impl Shown {
    fn new(name: HostName, bytes: &[u8], certificate: bool) -> Self {
        let (entry, problem) = match SiteEntry::parse(bytes) {
            Ok(entry) => (Some(entry), None),
            Err(err) => {
                let problem = format!("{name}{SITE_SUFFIX}: {}", crate::certs::error_chain(&err));
                (None, Some(problem))
            }
        };
        Shown {
            name,
            entry,
            problem,
            certificate,
        }
    }

    /// An entry the store holds something for but cannot give (a file too large or not
    /// readable): listed with why, rather than ending the listing.
    fn unreadable(name: HostName, err: &StoreError) -> Self {
        Shown {
            name,
            entry: None,
            problem: Some(crate::certs::error_chain(err)),
            // The store holds files for it, whatever they are.
            certificate: true,
        }
    }

    /// `static`, `upstreams`, `default` (an entry with limits only), or `bad` for an entry
    /// the server refuses.
    fn mode(&self) -> &'static str {
        match self.entry.as_ref().map(|entry| &entry.serving) {
            Some(SiteServing::Static) => "static",
            Some(SiteServing::Proxy(_)) => "upstreams",
            Some(SiteServing::Default) => "default",
            None => "bad",
        }
    }

    fn upstreams(&self) -> Vec<String> {
        match self.entry.as_ref().map(|entry| &entry.serving) {
            Some(SiteServing::Proxy(proxy)) => {
                proxy.upstreams.iter().map(|u| u.to_string()).collect()
            }
            _ => Vec::new(),
        }
    }

    /// `required` or `optional` when the entry asks for client certificates.
    fn client_auth(&self) -> Option<&'static str> {
        let client_auth = self.entry.as_ref()?.client_auth.as_ref()?;
        Some(client_auth.mode.as_str())
    }

    fn json(&self) -> String {
        let object = Object::new()
            .str("name", self.name.as_str())
            .str("mode", self.mode())
            .strs("upstreams", &self.upstreams())
            .opt_str("client_auth", self.client_auth())
            .bool("certificate", self.certificate);
        object.opt_str("problem", self.problem.as_deref()).finish()
    }
}
