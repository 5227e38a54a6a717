//! `tlsfront certs`: manage a certificate store, a directory or Redis, from the command line.
//!
//! Every command that writes validates first and writes only material that passes: the PEM
//! parses, the key matches the certificate, the certificate covers the host (or wildcard), the
//! chain is in order, and it is within its validity period (unless `--force`). A host's
//! certificate and key are replaced together or not at all. Nothing here prints key material.
//!
//! Exit codes, for every subcommand:
//! - 0: done, and nothing was wrong;
//! - 1: the command ran but refused input or found problems (a bad pair, a host that is not
//!   stored, an import or seal that skipped a host, a `check` that found a bad host);
//! - 2: the command could not run (bad flags, an unreadable file, an unreachable store).

mod check;
mod generate;
mod get;
mod import;
pub(crate) mod json;
mod ls;
mod placement;
mod put;
mod rm;
mod seal;

use std::io::{BufWriter, IsTerminal, Read, Stdout, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use rustls::crypto::CryptoProvider;
pub(crate) use tlsfront_store::error_chain;
use tlsfront_store::source::MAX_ITEM_BYTES;
use tlsfront_store::{CertStore, Unsealer};

use crate::config::open_unsealer;
use crate::store::StoreArgs;

/// How many hosts a streaming command works on at once: enough to hide a Redis round trip or a
/// file read, few enough that memory stays a few MB whatever the store's size.
pub(crate) const CONCURRENCY: usize = 32;

/// `tlsfront certs`.
#[derive(Debug, Args)]
#[command(
    after_help = "Exit codes: 0 done and nothing was wrong; 1 input refused or problems \
found (a bad pair, a host not stored, an import or seal that skipped a host, a failed check); \
2 the command could not run (bad flags, unreadable file, unreachable store)."
)]
pub struct CertsArgs {
    #[command(flatten)]
    pub store: StoreArgs,

    /// File with the AES-256 sealing key (64 hex digits): keys are stored sealed, and sealed
    /// keys are unsealed to be checked.
    #[arg(long, value_name = "FILE", global = true)]
    pub seal_key: Option<PathBuf>,

    #[command(subcommand)]
    pub command: CertsCommand,
}

#[derive(Debug, Subcommand)]
pub enum CertsCommand {
    /// Add or replace one host's certificate and key (the key type is detected).
    Put(put::PutArgs),
    /// Show a host's certificates: names, issuer, key type, validity, fingerprint.
    Get(get::GetArgs),
    /// Remove all of a host's certificates and keys, and its site entry.
    Rm(rm::RmArgs),
    /// List the stored hosts, one line each, as the store is read.
    Ls(ls::LsArgs),
    /// Import hosts from a certbot `live/` directory or another directory store; exit 1 if any
    /// host was skipped.
    Import(import::ImportArgs),
    /// Generate a test CA and many host certificates, for tests and benchmarks.
    Gen(generate::GenArgs),
    /// Verify every stored host as the server would; exit 1 if any is bad.
    Check,
    /// Seal the store's plaintext private keys in place with --seal-key.
    Seal,
    /// Write a new random sealing key file (64 hex digits, mode 0600).
    SealKeygen(seal::SealKeygenArgs),
}

/// Runs a `certs` subcommand and returns its exit code.
pub fn run(args: CertsArgs) -> anyhow::Result<ExitCode> {
    if let CertsCommand::SealKeygen(keygen) = &args.command {
        return seal::keygen(keygen);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        if let CertsCommand::Gen(gen) = &args.command {
            return generate::run(&args, gen).await;
        }
        let context = Context::open(&args)?;
        match &args.command {
            CertsCommand::Put(put) => put::run(&context, put).await,
            CertsCommand::Get(get) => get::run(&context, get).await,
            CertsCommand::Rm(rm) => rm::run(&context, rm).await,
            CertsCommand::Ls(ls) => ls::run(&context, ls).await,
            CertsCommand::Import(import) => import::run(&context, import).await,
            CertsCommand::Check => check::run(&context).await,
            CertsCommand::Seal => seal::run(&context).await,
            CertsCommand::Gen(_) | CertsCommand::SealKeygen(_) => unreachable!("handled above"),
        }
    })
}

/// What every store command works with.
pub(crate) struct Context {
    pub store: Arc<dyn CertStore>,
    pub unsealer: Option<Arc<Unsealer>>,
    pub provider: Arc<CryptoProvider>,
}

impl Context {
    fn open(args: &CertsArgs) -> anyhow::Result<Self> {
        Ok(Context {
            store: args.store.open()?,
            unsealer: open_unsealer(args.seal_key.as_deref())?,
            provider: Arc::new(rustls::crypto::aws_lc_rs::default_provider()),
        })
    }
}

/// Reads an input file of at most [`MAX_ITEM_BYTES`], the most a store entry may hold.
pub(crate) fn read_input(path: &Path) -> anyhow::Result<Vec<u8>> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_ITEM_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {}", path.display()))?;
    if bytes.len() > MAX_ITEM_BYTES {
        anyhow::bail!(
            "{} is larger than {MAX_ITEM_BYTES} bytes, too large for a certificate or key",
            path.display()
        );
    }
    Ok(bytes)
}

/// Seconds since the Unix epoch.
pub(crate) fn now_secs() -> i64 {
    rustls::pki_types::UnixTime::now().as_secs() as i64
}

/// A progress bar on stderr when stderr is a terminal, hidden otherwise (logs and pipes get the
/// summary only). `len` is `None` when the total is unknown.
pub(crate) fn progress(len: Option<u64>, what: &'static str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = match len {
        Some(len) => ProgressBar::new(len).with_style(
            ProgressStyle::with_template(
                "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} {msg} ({per_sec}, eta {eta})",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        ),
        None => ProgressBar::new_spinner().with_style(
            ProgressStyle::with_template("{spinner} [{elapsed_precise}] {pos} {msg} ({per_sec})")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        ),
    };
    bar.set_message(what);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// Lines to stdout, buffered, so listing a million hosts is not a million writes. A closed
/// pipe (`tlsfront certs ls | head`) ends the output quietly.
pub(crate) struct Lines {
    out: BufWriter<Stdout>,
    closed: bool,
}

impl Lines {
    pub fn new() -> Self {
        Lines {
            out: BufWriter::new(std::io::stdout()),
            closed: false,
        }
    }

    /// Writes one line; returns `false` once the reader has gone away.
    pub fn line(&mut self, text: &str) -> bool {
        if !self.closed && writeln!(self.out, "{text}").is_err() {
            self.closed = true;
        }
        !self.closed
    }

    pub fn flush(&mut self) {
        if !self.closed && self.out.flush().is_err() {
            self.closed = true;
        }
    }
}

/// The exit code of a command that ran: 0 when nothing was wrong, 1 otherwise.
pub(crate) fn exit_code(problems: bool) -> ExitCode {
    if problems {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
