//! `tlsfront certs gen --hosts N`: a test CA and N host certificates, for tests and benchmarks.
//!
//! Host names are `PREFIX{i}.DOMAIN` for i = 0 … N-1, `h0.bench.test` … by default, the names
//! `tlsfront-bench --host-pattern 'h{i}.bench.test' --host-count N` asks for. `--wildcard` adds
//! the entry `*.DOMAIN`. Keys are ECDSA P-256 (`--rsa`: RSA-2048; `--dual`: ECDSA in the plain
//! slot and RSA-2048 in the `.rsa` slot). Each run makes a new CA and replaces the hosts it
//! names, whatever slots they filled before.
//!
//! Generation runs on every core (rayon), in batches of [`BATCH`] hosts; each batch is written
//! while the next one is generated:
//! - a directory store gets files in the store's layout, each written to a temporary name and
//!   renamed into place, without an fsync per file (this is test material; the directory is
//!   synced once at the end);
//! - Redis gets one MULTI/MSET per batch, and each host's name is published on the change
//!   channel, as `put` does.
//!
//! The CA certificate goes to `--ca-out FILE`, by default `<dir>/ca.pem` for a directory store
//! (not `ca.crt`, which the store would list as a host named `ca`) and `./ca.crt` for Redis. Its
//! key goes next to it with the extension `.key`, so later tools can issue under the same CA.

mod writer;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{bail, Context as _};
use clap::Args;
use indicatif::ProgressBar;
use rayon::prelude::*;
use tlsfront_store::generate::{GeneratedKey, KeyPair, TestCa, Validity};
use tlsfront_store::material::{validate_pair, Leniency};
use tlsfront_store::Unsealer;
use tlsfront_store::{HostName, Slot, StoredHost, StoredPair};

use super::{error_chain, progress, CertsArgs};
use crate::config::{open_unsealer, CertsSource};
use writer::{write_file, Writer};

/// Hosts generated and written per step: about 3 MB for Redis's MULTI, and enough work to keep
/// every core busy between writes.
const BATCH: usize = 1000;

/// `tlsfront certs gen`.
#[derive(Debug, Args)]
pub struct GenArgs {
    /// How many host certificates to make.
    #[arg(long, value_name = "N")]
    pub hosts: usize,

    /// The store to write into: dir:PATH (created if missing) or redis://… [default: --certs].
    #[arg(long, value_name = "SOURCE")]
    pub out: Option<String>,

    /// RSA-2048 keys instead of ECDSA P-256.
    #[arg(long, conflicts_with = "dual")]
    pub rsa: bool,

    /// Two pairs per host: ECDSA P-256 in the plain slot and RSA-2048 in the .rsa slot.
    #[arg(long)]
    pub dual: bool,

    /// Host names are PREFIX{i}.DOMAIN for i = 0 … N-1.
    #[arg(long, value_name = "NAME", default_value = "h")]
    pub prefix: String,

    /// Give every host the same key pair (one per key type), each with its own certificate.
    /// For benchmarks only: 100,000 RSA hosts then take seconds instead of an hour and a half
    /// of key generation, and every server still parses every key file.
    #[arg(long)]
    pub reuse_key: bool,

    /// The domain under which host names are made (see --prefix).
    #[arg(long, value_name = "DOMAIN", default_value = "bench.test")]
    pub domain: String,

    /// Also store a wildcard entry, *.DOMAIN.
    #[arg(long)]
    pub wildcard: bool,

    /// How many days the certificates are valid, from now.
    #[arg(long, value_name = "DAYS", default_value_t = 90,
          value_parser = clap::value_parser!(u64).range(1..=36_500))]
    pub days: u64,

    /// Where to write the CA certificate; its key goes next to it as <name>.key
    /// [default: <dir>/ca.pem for a dir store, ./ca.crt for Redis].
    #[arg(long, value_name = "FILE")]
    pub ca_out: Option<PathBuf>,
}

/// Generates and writes the hosts, then prints the time taken and the rate.
pub async fn run(args: &CertsArgs, gen: &GenArgs) -> anyhow::Result<ExitCode> {
    let out = gen.out.as_deref().unwrap_or(&args.store.certs);
    let target = CertsSource::parse(out).context("--out")?;
    let unsealer = open_unsealer(args.seal_key.as_deref())?;
    let names = Names::new(gen)?;
    let keys = host_keys(gen)?;
    let writer = Writer::open(&target, args).await?;
    let (ca_path, ca_key_path) = ca_paths(gen, &target)?;

    let ca = TestCa::generate(&format!("tlsfront gen CA for {}", gen.domain))
        .context("generating the CA")?;
    write_file(&ca_path, ca.cert_pem().as_bytes(), 0o644)?;
    write_file(&ca_key_path, ca.key_pem().as_bytes(), 0o600)?;
    let generation = Generation {
        ca: Arc::new(ca),
        keys,
        names,
        unsealer,
        validity: Validity::days_from_now(gen.days),
    };

    let total = generation.names.count();
    let bar = progress(Some(total as u64), "hosts");
    let started = Instant::now();
    generate_in_batches(&generation, &writer, &bar).await?;
    writer.finish().await?;
    bar.finish_and_clear();

    let elapsed = started.elapsed().as_secs_f64();
    let keys = generation.keys.len();
    let pairs = total * keys - usize::from(gen.wildcard) * (keys - 1);
    let kinds = match (gen.rsa, gen.dual) {
        (_, true) => "ECDSA P-256 + RSA-2048",
        (true, false) => "RSA-2048",
        (false, false) => "ECDSA P-256",
    };
    println!(
        "generated {total} hosts ({pairs} {kinds} pairs{}{}) into {} in {elapsed:.2} s ({:.0} hosts/s)",
        if generation.unsealer.is_some() { ", keys sealed" } else { "" },
        if gen.reuse_key { ", one key per type shared by every host" } else { "" },
        writer.describe(),
        total as f64 / elapsed.max(1e-9),
    );
    println!("  host names: {}", generation.names.describe());
    println!(
        "  CA certificate: {} (key: {}); clients trust it with --cacert {}",
        ca_path.display(),
        ca_key_path.display(),
        ca_path.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// What every host is made from: the CA, the key slots, the names, the sealing key and the
/// validity period.
#[derive(Clone)]
struct Generation {
    ca: Arc<TestCa>,
    keys: Arc<[HostKey]>,
    names: Names,
    unsealer: Option<Arc<Unsealer>>,
    validity: Validity,
}

/// The key slots each host fills (`--rsa`, `--dual`), with the shared key of `--reuse-key`.
fn host_keys(gen: &GenArgs) -> anyhow::Result<Arc<[HostKey]>> {
    let key_types: &[(Slot, GeneratedKey)] = match (gen.rsa, gen.dual) {
        (_, true) => &[
            (Slot::Plain, GeneratedKey::EcdsaP256),
            (Slot::Rsa, GeneratedKey::Rsa2048),
        ],
        (true, false) => &[(Slot::Plain, GeneratedKey::Rsa2048)],
        (false, false) => &[(Slot::Plain, GeneratedKey::EcdsaP256)],
    };
    key_types
        .iter()
        .map(|&(slot, kind)| {
            let shared = gen
                .reuse_key
                .then(|| kind.key_pair().map(Arc::new))
                .transpose()
                .context("generating the shared key")?;
            Ok(HostKey { slot, kind, shared })
        })
        .collect()
}

/// Generates the hosts [`BATCH`] at a time on every core, writing each batch while the next
/// one is generated; the first host is checked before anything is written.
async fn generate_in_batches(
    generation: &Generation,
    writer: &Writer,
    bar: &ProgressBar,
) -> anyhow::Result<()> {
    let total = generation.names.count();
    let mut pending: Option<tokio::task::JoinHandle<anyhow::Result<()>>> = None;
    let mut start = 0;
    while start < total {
        let end = (start + BATCH).min(total);
        let (generation_in_batch, bar) = (generation.clone(), bar.clone());
        let batch = tokio::task::spawn_blocking(move || {
            let Generation {
                ca,
                keys,
                names,
                unsealer,
                validity,
            } = &generation_in_batch;
            (start..end)
                .into_par_iter()
                .map(|index| {
                    let host = make_host(ca, names.name(index), keys, *validity, unsealer);
                    bar.inc(1);
                    host
                })
                .collect::<anyhow::Result<Vec<StoredHost>>>()
        })
        .await??;
        if start == 0 {
            sanity_check(&batch[0], generation.unsealer.as_deref())?;
        }
        if let Some(previous) = pending.take() {
            previous.await??;
        }
        pending = Some(tokio::spawn(writer.clone().write(batch)));
        start = end;
    }
    if let Some(previous) = pending.take() {
        previous.await??;
    }
    Ok(())
}

/// The generated names: `PREFIX{i}.DOMAIN`, then `*.DOMAIN` with `--wildcard`.
#[derive(Clone)]
struct Names {
    prefix: Arc<str>,
    domain: Arc<str>,
    hosts: usize,
    wildcard: bool,
}

impl Names {
    fn new(gen: &GenArgs) -> anyhow::Result<Self> {
        let names = Names {
            prefix: Arc::from(gen.prefix.as_str()),
            domain: Arc::from(gen.domain.as_str()),
            hosts: gen.hosts,
            wildcard: gen.wildcard,
        };
        if names.count() == 0 {
            bail!("nothing to generate: give --hosts N (at least 1) or --wildcard");
        }
        // Every name has the same shape, so checking the longest ones checks them all.
        for index in [0, names.hosts.saturating_sub(1)] {
            let text = names.text(index);
            HostName::parse_store_name(&text)
                .with_context(|| format!("--prefix and --domain make {text:?}, not a host name"))?;
        }
        Ok(names)
    }

    fn count(&self) -> usize {
        self.hosts + usize::from(self.wildcard)
    }

    fn text(&self, index: usize) -> String {
        if index < self.hosts {
            format!("{}{index}.{}", self.prefix, self.domain)
        } else {
            format!("*.{}", self.domain)
        }
    }

    fn name(&self, index: usize) -> anyhow::Result<HostName> {
        let text = self.text(index);
        HostName::parse_store_name(&text).with_context(|| format!("{text:?} is not a host name"))
    }

    fn describe(&self) -> String {
        let mut text = match self.hosts {
            0 => String::new(),
            1 => self.text(0),
            n => format!(
                "{} … {} (tlsfront-bench --host-pattern '{}{{i}}.{}' --host-count {n})",
                self.text(0),
                self.text(n - 1),
                self.prefix,
                self.domain
            ),
        };
        if self.wildcard {
            if !text.is_empty() {
                text.push_str(", and ");
            }
            text.push_str(&format!("*.{}", self.domain));
        }
        text
    }
}

/// One key slot of every generated host: its type, and the key every host shares with
/// `--reuse-key`.
struct HostKey {
    slot: Slot,
    kind: GeneratedKey,
    shared: Option<Arc<KeyPair>>,
}

fn make_host(
    ca: &TestCa,
    name: anyhow::Result<HostName>,
    keys: &[HostKey],
    validity: Validity,
    unsealer: &Option<Arc<Unsealer>>,
) -> anyhow::Result<StoredHost> {
    let name = name?;
    let mut pairs = Vec::with_capacity(keys.len());
    for key in keys {
        // A wildcard entry gets one pair: the benchmarks need it to exist, not to be dual.
        if name.is_wildcard() && key.slot != Slot::Plain {
            continue;
        }
        let generated = match &key.shared {
            Some(shared) => ca.issue_for_key(&[name.as_str()], shared, validity),
            None => ca.issue(&[name.as_str()], key.kind, validity),
        }
        .with_context(|| format!("issuing a certificate for {name}"))?;
        let key_pem = match unsealer {
            Some(unsealer) => unsealer.seal(&name, key.slot, generated.key_pem.as_bytes())?,
            None => generated.key_pem.into_bytes(),
        };
        pairs.push(StoredPair {
            slot: key.slot,
            cert_pem: generated.cert_pem.into_bytes(),
            key_pem,
        });
    }
    Ok(StoredHost {
        name,
        pairs,
        site: None,
        staples: Vec::new(),
    })
}

/// Validates the first generated host under the server's rules, so a generator bug stops the
/// run before it writes a million useless entries.
fn sanity_check(host: &StoredHost, unsealer: Option<&Unsealer>) -> anyhow::Result<()> {
    let provider = rustls::crypto::aws_lc_rs::default_provider();
    for pair in &host.pairs {
        let now = rustls::pki_types::UnixTime::now();
        validate_pair(
            &host.name,
            pair,
            now,
            &provider,
            unsealer,
            Leniency::default(),
        )
        .map_err(|err| {
            anyhow::anyhow!(
                "generated material does not validate: {}",
                error_chain(&err)
            )
        })?;
    }
    Ok(())
}

/// The CA certificate's and key's paths, refusing a name the directory store would list as a
/// host.
fn ca_paths(gen: &GenArgs, target: &CertsSource) -> anyhow::Result<(PathBuf, PathBuf)> {
    let cert = match (&gen.ca_out, target) {
        (Some(path), _) => path.clone(),
        (None, CertsSource::Dir(dir)) => dir.join("ca.pem"),
        (None, CertsSource::Redis(_)) => PathBuf::from("ca.crt"),
    };
    let key = cert.with_extension("key");
    if key == cert {
        bail!(
            "--ca-out {} would put the CA certificate where its key goes; name it .crt or .pem",
            cert.display()
        );
    }
    if let CertsSource::Dir(dir) = target {
        let file_name = cert.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let looks_like_entry = Slot::ALL.iter().any(|slot| {
            file_name
                .strip_suffix(slot.cert_suffix())
                .is_some_and(|stem| HostName::parse_store_name(stem).is_ok())
        });
        let parent = cert.parent().filter(|p| !p.as_os_str().is_empty());
        let in_store = match (
            parent.map(std::fs::canonicalize),
            std::fs::canonicalize(dir),
        ) {
            (Some(Ok(parent)), Ok(dir)) => parent == dir,
            (None, Ok(dir)) => std::env::current_dir().is_ok_and(|cwd| cwd == dir),
            _ => false,
        };
        if looks_like_entry && in_store {
            bail!(
                "--ca-out {} is inside the certificate directory with a store name: it would be \
                 listed as a host; use a .pem name or another directory",
                cert.display()
            );
        }
    }
    Ok((cert, key))
}
