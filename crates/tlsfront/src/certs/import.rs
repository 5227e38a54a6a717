//! `tlsfront certs import --from-certbot DIR | --from-dir DIR [--force]`: bring many hosts into
//! the store, each validated on its own.
//!
//! - `--from-certbot DIR` reads a certbot `live/` directory: `DIR/<lineage>/fullchain.pem` and
//!   `privkey.pem`. The pair is stored under each DNS name of the certificate (a wildcard name
//!   becomes a wildcard entry), and under the lineage's directory name too when the
//!   certificate covers it. `README` and hidden entries are skipped. When several lineages
//!   name the same host (certbot's `example.com-0001` beside an older `example.com`), the
//!   certificate that expires last is stored for each key type, whatever order the directory
//!   lists them in; the others are reported as superseded, which is not a failure.
//! - `--from-dir DIR` reads another directory store (`<host>.crt` / `<host>.key`, typed slots
//!   `.rsa` / `.ecdsa` too). Sealed keys there are unsealed with `--seal-key`.
//!
//! Each pair goes where `put` would put it (see `placement`), so importing adds or replaces
//! key types and leaves the host's other type alone. A host whose material fails validation is
//! skipped with its reason and nothing of it is written; the others are imported. The exit code
//! is 1 when any host was skipped, so a script notices a partial import.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use anyhow::Context as _;
use clap::{ArgGroup, Args};
use futures_util::stream::{self, BoxStream, StreamExt};
use rustls::crypto::CryptoProvider;
use tlsfront_store::material::{covers, unsealed_key_pem};
use tlsfront_store::{
    CertSource, DirStore, HostName, KeyKind, MaterialError, SealError, StoredPair, Unsealer,
};

use super::placement::{leaf_summary, store_validated, validate_new};
use super::{error_chain, exit_code, progress, read_input, Context, CONCURRENCY};

/// `tlsfront certs import`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("from").required(true).args(["from_certbot", "from_dir"])))]
pub struct ImportArgs {
    /// A certbot `live/` directory (DIR/<name>/fullchain.pem and privkey.pem).
    #[arg(long, value_name = "DIR")]
    pub from_certbot: Option<PathBuf>,

    /// Another directory store: <host>.crt and <host>.key, plus typed slots .rsa / .ecdsa.
    #[arg(long, value_name = "DIR")]
    pub from_dir: Option<PathBuf>,

    /// Import certificates that have expired or are not yet valid.
    #[arg(long)]
    pub force: bool,
}

/// The outcome of one source host.
enum Report {
    Imported,
    Skipped {
        name: String,
        reason: String,
    },
    /// Another certbot lineage holds a certificate for this host that expires later.
    Superseded {
        name: String,
        lineage: String,
        by: String,
    },
}

/// Which certbot lineage each (host, key type) entry was last written from. Writes to one
/// entry take its lock, so of several lineages naming a host the one expiring last is stored,
/// in whatever order the jobs run.
#[derive(Default)]
struct Claims {
    entries: Mutex<HashMap<(HostName, KeyKind), Arc<ClaimSlot>>>,
}

/// One entry's claim, locked across the write that makes it.
type ClaimSlot = tokio::sync::Mutex<Option<Claim>>;

/// The lineage an entry was written from, and when its certificate expires.
struct Claim {
    not_after: i64,
    lineage: String,
}

impl Claim {
    /// Later expiry wins; on a tie the lineage whose name sorts last (`-0001` after the bare
    /// name), so the outcome never depends on the listing order.
    fn outranks(&self, other: &Claim) -> bool {
        (self.not_after, &self.lineage) > (other.not_after, &other.lineage)
    }
}

impl Claims {
    fn entry(&self, name: &HostName, kind: KeyKind) -> Arc<ClaimSlot> {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.entry((name.clone(), kind)).or_default().clone()
    }
}

/// A validated pair waiting to be written: plaintext key, known type.
struct Ready {
    kind: KeyKind,
    cert_pem: Vec<u8>,
    key_pem: Vec<u8>,
}

/// Imports every host of the source. Exit 1 when any host was skipped.
pub async fn run(context: &Context, args: &ImportArgs) -> anyhow::Result<ExitCode> {
    let source_store = match &args.from_dir {
        Some(dir) if !dir.is_dir() => anyhow::bail!("{} is not a directory", dir.display()),
        Some(dir) => Some(DirStore::new(dir)),
        None => None,
    };
    let claims = Claims::default();
    let (source_text, jobs) = match (&args.from_certbot, &source_store) {
        (Some(dir), _) => (
            format!("certbot {}", dir.display()),
            certbot_jobs(context, &claims, dir, args.force)?,
        ),
        (None, Some(source)) => (
            format!("dir:{}", source.root().display()),
            dir_jobs(context, source, args.force),
        ),
        // clap's "from" group makes one of the two required.
        (None, None) => anyhow::bail!("give --from-certbot DIR or --from-dir DIR"),
    };
    let bar = progress(None, "hosts");
    let mut reports = jobs.buffer_unordered(CONCURRENCY);
    let (mut imported, mut skipped, mut superseded) = (0u64, 0u64, 0u64);
    while let Some(result) = reports.next().await {
        for report in result? {
            bar.inc(1);
            match report {
                Report::Imported => imported += 1,
                Report::Skipped { name, reason } => {
                    skipped += 1;
                    bar.suspend(|| println!("skipped {name}: {reason}"));
                }
                Report::Superseded { name, lineage, by } => {
                    superseded += 1;
                    bar.suspend(|| {
                        println!("superseded {name} from lineage {lineage}: lineage {by} holds a certificate expiring later")
                    });
                }
            }
        }
    }
    bar.finish_and_clear();
    let superseded_text = if superseded > 0 {
        format!(", superseded {superseded}")
    } else {
        String::new()
    };
    println!(
        "imported {imported} hosts from {source_text} into {}, skipped {skipped}{superseded_text}",
        context.store.describe()
    );
    Ok(exit_code(skipped > 0))
}

type Job<'a> = futures_util::future::BoxFuture<'a, anyhow::Result<Vec<Report>>>;

/// One job per lineage directory; the directory is read as the jobs are taken.
fn certbot_jobs<'a>(
    context: &'a Context,
    claims: &'a Claims,
    dir: &Path,
    force: bool,
) -> anyhow::Result<BoxStream<'a, Job<'a>>> {
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the certbot directory {}", dir.display()))?;
    let jobs = stream::iter(entries).filter_map(move |entry| async move {
        let job: Job<'a> = match entry {
            Ok(entry) => {
                let file_name = entry.file_name();
                let lineage = file_name.to_string_lossy().into_owned();
                let path = entry.path();
                if lineage == "README" || lineage.starts_with('.') || !path.is_dir() {
                    return None;
                }
                Box::pin(import_lineage(context, claims, lineage, path, force))
            }
            Err(err) => {
                let reason = format!("cannot read the directory entry: {err}");
                Box::pin(async move {
                    Ok(vec![Report::Skipped {
                        name: "?".to_owned(),
                        reason,
                    }])
                })
            }
        };
        Some(job)
    });
    Ok(jobs.boxed())
}

/// One job per host of the source directory store, listed in batches as the jobs are taken.
fn dir_jobs<'a>(context: &'a Context, source: &'a DirStore, force: bool) -> BoxStream<'a, Job<'a>> {
    source
        .list()
        .map(move |name| -> Job<'a> {
            Box::pin(async move {
                match name {
                    Ok(name) => import_stored_host(context, source, name, force).await,
                    Err(err) => Err(anyhow::Error::new(err).context("cannot list the source")),
                }
            })
        })
        .boxed()
}

async fn import_lineage(
    context: &Context,
    claims: &Claims,
    lineage: String,
    dir: PathBuf,
    force: bool,
) -> anyhow::Result<Vec<Report>> {
    let skipped = |reason: String| {
        Ok(vec![Report::Skipped {
            name: lineage.clone(),
            reason,
        }])
    };
    let read = tokio::task::spawn_blocking(move || {
        let cert = read_input(&dir.join("fullchain.pem"))?;
        let key = read_input(&dir.join("privkey.pem"))?;
        anyhow::Ok((cert, key))
    })
    .await?;
    let (cert_pem, key_pem) = match read {
        Ok(read) => read,
        Err(err) => return skipped(format!("{err:#}")),
    };
    let leaf = leaf_summary(&cert_pem);
    let dns_names = leaf
        .as_ref()
        .map(|l| l.dns_names.as_slice())
        .unwrap_or_default();
    let names = match certbot_names(&lineage, dns_names) {
        Ok(names) => names,
        Err(reason) => return skipped(reason),
    };
    let not_after = leaf.as_ref().map_or(i64::MIN, |l| l.not_after);
    let mut ready = Vec::with_capacity(names.len());
    let mut reports = Vec::new();
    for name in names {
        let provider = context.provider.clone();
        let (cert, key) = (cert_pem.clone(), key_pem.clone());
        let checked_name = name.clone();
        let validated = tokio::task::spawn_blocking(move || {
            validate_new(&provider, &checked_name, &cert, &key, force).map(|v| v.kind)
        })
        .await?;
        match validated {
            Ok(kind) => ready.push((name, kind)),
            Err(err) => reports.push(Report::Skipped {
                name: name.to_string(),
                reason: format!("{} (from certbot lineage {lineage})", error_chain(&err)),
            }),
        }
    }
    for (name, kind) in ready {
        let ours = Claim {
            not_after,
            lineage: lineage.clone(),
        };
        let entry = claims.entry(&name, kind);
        let mut claim = entry.lock().await;
        if let Some(earlier) = claim.as_ref().filter(|earlier| earlier.outranks(&ours)) {
            reports.push(Report::Superseded {
                name: name.to_string(),
                lineage: lineage.clone(),
                by: earlier.lineage.clone(),
            });
            continue;
        }
        let pair = Ready {
            kind,
            cert_pem: cert_pem.clone(),
            key_pem: key_pem.clone(),
        };
        reports.push(write(context, name, vec![pair]).await?);
        *claim = Some(ours);
    }
    Ok(reports)
}

/// The entries a certbot lineage is stored under: the certificate's DNS names, plus the
/// directory name when the certificate covers it. A certificate that does not parse is checked
/// under the directory name, so the reason names the real problem.
fn certbot_names(lineage: &str, dns_names: &[String]) -> Result<Vec<HostName>, String> {
    let mut names: Vec<HostName> = Vec::new();
    for dns_name in dns_names {
        if let Ok(name) = HostName::parse_store_name(dns_name) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    if let Ok(directory_name) = HostName::parse_store_name(lineage) {
        let wanted = names.is_empty() || covers(dns_names, &directory_name);
        if wanted && !names.contains(&directory_name) {
            names.push(directory_name);
        }
    }
    if names.is_empty() {
        return Err(
            "the certificate names no DNS host, and the directory name is not a host name"
                .to_owned(),
        );
    }
    Ok(names)
}

async fn import_stored_host(
    context: &Context,
    source: &DirStore,
    name: HostName,
    force: bool,
) -> anyhow::Result<Vec<Report>> {
    let skipped = |reason: String| {
        Ok(vec![Report::Skipped {
            name: name.to_string(),
            reason,
        }])
    };
    let stored = match source.fetch(&name).await {
        Ok(Some(stored)) => stored,
        Ok(None) => return Ok(Vec::new()),
        Err(err) => return skipped(error_chain(&err)),
    };
    let provider = context.provider.clone();
    let unsealer = context.unsealer.clone();
    let checked_name = name.clone();
    let ready = tokio::task::spawn_blocking(move || {
        let mut ready: Vec<Ready> = Vec::new();
        for pair in stored.pairs {
            let one = ready_pair(&checked_name, pair, &provider, unsealer.as_deref(), force)?;
            if ready.iter().any(|other| other.kind == one.kind) {
                return Err(format!(
                    "the source holds two {} pairs; a host has one per key type",
                    one.kind.as_str()
                ));
            }
            ready.push(one);
        }
        Ok(ready)
    })
    .await?;
    match ready {
        Ok(ready) => Ok(vec![write(context, name, ready).await?]),
        Err(reason) => skipped(reason),
    }
}

/// Validates one source pair, unsealing its key first when it is sealed.
fn ready_pair(
    name: &HostName,
    pair: StoredPair,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    force: bool,
) -> Result<Ready, String> {
    let key_pem = match unsealed_key_pem(name, &pair, unsealer) {
        Ok(key_pem) => key_pem.into_owned(),
        Err(MaterialError::Unseal {
            file,
            source: SealError::NoKeyConfigured,
        }) => {
            return Err(format!(
                "{file}: the key is sealed; give --seal-key to import it"
            ))
        }
        Err(MaterialError::Unseal { file, source }) => {
            return Err(format!("{file}: {}", error_chain(&source)))
        }
        Err(other) => return Err(error_chain(&other)),
    };
    let validated = validate_new(provider, name, &pair.cert_pem, &key_pem, force)
        .map_err(|err| error_chain(&err))?;
    Ok(Ready {
        kind: validated.kind,
        cert_pem: pair.cert_pem,
        key_pem,
    })
}

/// Writes a host's validated pairs, each where `put` would put it; a name the store cannot
/// hold is skipped, saying why.
async fn write(context: &Context, name: HostName, pairs: Vec<Ready>) -> anyhow::Result<Report> {
    if let Err(err) = context.store.can_hold(&name) {
        return Ok(Report::Skipped {
            name: name.to_string(),
            reason: err.to_string(),
        });
    }
    for pair in pairs {
        store_validated(context, &name, pair.kind, pair.cert_pem, pair.key_pem)
            .await
            .with_context(|| format!("cannot store {name} in {}", context.store.describe()))?;
    }
    Ok(Report::Imported)
}
