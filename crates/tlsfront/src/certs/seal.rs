//! `tlsfront certs seal --seal-key FILE`: seal a store's plaintext private keys in place; and
//! `tlsfront certs seal-keygen --out FILE`: make a sealing key.
//!
//! Sealing streams the store like `check`: each plaintext key is validated with its certificate
//! (a pair that does not validate is skipped, not sealed, so sealing never hides a broken key),
//! sealed for its host and slot, and written back with its certificate in one atomic `put`.
//! Keys already sealed with this sealing key are left alone. Run it while no other writer
//! changes the same hosts: a host replaced between the read and the write would get its old
//! pair back.

use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{anyhow, bail, Context as _};
use clap::Args;
use futures_util::StreamExt;
use rustls::pki_types::UnixTime;
use tlsfront_store::material::{validate_pair, Leniency};
use tlsfront_store::seal::is_sealed;
use tlsfront_store::{CertStore, HostName, MaterialError, StoredPair, Unsealer};

use super::{error_chain, exit_code, progress, Context, CONCURRENCY};

/// `tlsfront certs seal-keygen`.
#[derive(Debug, Args)]
pub struct SealKeygenArgs {
    /// Where to write the new key (64 hex digits, mode 0600). An existing file is never
    /// overwritten: keys sealed with it would be lost.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// Writes 32 random bytes as 64 hex digits to a new file, readable by its owner only.
pub fn keygen(args: &SealKeygenArgs) -> anyhow::Result<ExitCode> {
    let mut key = [0u8; 32];
    rustls::crypto::aws_lc_rs::default_provider()
        .secure_random
        .fill(&mut key)
        .map_err(|_| anyhow!("the system random generator failed"))?;
    let hex: String = key.iter().map(|byte| format!("{byte:02x}")).collect();
    let path = &args.out;
    let mut file = match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
    {
        Ok(file) => file,
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => bail!(
            "{} already exists; refusing to overwrite a sealing key (keys sealed with it \
             could not be unsealed any more)",
            path.display()
        ),
        Err(err) => return Err(err).with_context(|| format!("cannot create {}", path.display())),
    };
    file.write_all(format!("{hex}\n").as_bytes())
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write {}", path.display()))?;
    let key_id = Unsealer::from_key_bytes(&key).key_id();
    println!(
        "wrote a new sealing key to {} (key id {key_id}); keep it secret and back it up: \
         sealed keys cannot be recovered without it",
        path.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// What happened to one pair's key.
enum Outcome {
    Sealed,
    AlreadySealed,
    Skipped(String),
}

/// Seals every plaintext key in the store. Exit 1 when any key was skipped.
pub async fn run(context: &Context) -> anyhow::Result<ExitCode> {
    let Some(unsealer) = context.unsealer.clone() else {
        bail!(
            "`certs seal` needs --seal-key FILE (make one with `tlsfront certs seal-keygen --out FILE`)"
        );
    };
    let store: &dyn CertStore = &*context.store;
    let bar = progress(None, "hosts");
    let mut results = store
        .list()
        .map(|name| {
            let unsealer = unsealer.clone();
            async move {
                let name = name?;
                seal_host(context, store, unsealer, name).await
            }
        })
        .buffer_unordered(CONCURRENCY);
    let (mut sealed, mut already, mut skipped) = (0u64, 0u64, 0u64);
    while let Some(result) = results.next().await {
        let outcomes =
            result.with_context(|| format!("cannot seal the keys in {}", store.describe()))?;
        bar.inc(1);
        for outcome in outcomes {
            match outcome {
                Outcome::Sealed => sealed += 1,
                Outcome::AlreadySealed => already += 1,
                Outcome::Skipped(reason) => {
                    skipped += 1;
                    bar.suspend(|| println!("skipped {reason}"));
                }
            }
        }
    }
    bar.finish_and_clear();
    println!(
        "sealed {sealed} keys in {} with sealing key {}; {already} were already sealed, \
         {skipped} skipped",
        store.describe(),
        unsealer.key_id()
    );
    Ok(exit_code(skipped > 0))
}

async fn seal_host(
    context: &Context,
    store: &dyn CertStore,
    unsealer: Arc<Unsealer>,
    name: HostName,
) -> anyhow::Result<Vec<Outcome>> {
    let Some(stored) = store.fetch(&name).await? else {
        return Ok(Vec::new());
    };
    let provider = context.provider.clone();
    let checker = unsealer.clone();
    let checked_name = name.clone();
    // Validation parses keys and compares them with certificates: CPU work, off the runtime.
    let plans = tokio::task::spawn_blocking(move || {
        stored
            .pairs
            .into_iter()
            .map(|pair| plan(&checked_name, pair, &provider, &checker))
            .collect::<Vec<_>>()
    })
    .await?;
    let mut outcomes = Vec::with_capacity(plans.len());
    for plan in plans {
        outcomes.push(match plan {
            Err(outcome) => outcome,
            Ok(pair) => {
                let sealed = StoredPair {
                    key_pem: unsealer.seal(&name, pair.slot, &pair.key_pem)?,
                    ..pair
                };
                store
                    .put(&name, &sealed, &[])
                    .await
                    .with_context(|| format!("cannot write {name}'s sealed key"))?;
                Outcome::Sealed
            }
        });
    }
    Ok(outcomes)
}

/// The pair to seal, or the outcome when there is nothing to seal.
fn plan(
    name: &HostName,
    pair: StoredPair,
    provider: &rustls::crypto::CryptoProvider,
    unsealer: &Unsealer,
) -> Result<StoredPair, Outcome> {
    let key_file = format!("{name}{}", pair.slot.key_suffix());
    let cert_file = format!("{name}{}", pair.slot.cert_suffix());
    if is_sealed(&pair.key_pem) {
        return match unsealer.unseal(name, pair.slot, &pair.key_pem) {
            Ok(_) => Err(Outcome::AlreadySealed),
            Err(err) => Err(Outcome::Skipped(format!(
                "{key_file}: sealed, but it does not unseal with this sealing key: {}",
                error_chain(&err)
            ))),
        };
    }
    if pair.cert_pem.is_empty() || pair.key_pem.is_empty() {
        let (file, other) = if pair.cert_pem.is_empty() {
            (cert_file, key_file)
        } else {
            (key_file, cert_file)
        };
        return Err(Outcome::Skipped(
            MaterialError::HalfPair { file, other }.to_string(),
        ));
    }
    // Out-of-date certificates are sealed too: their keys deserve protection as much.
    let lenient = Leniency {
        allow_out_of_validity: true,
    };
    match validate_pair(name, &pair, UnixTime::now(), provider, None, lenient) {
        Ok(_) => Ok(pair),
        Err(err) => Err(Outcome::Skipped(format!(
            "{}; not sealed",
            error_chain(&err)
        ))),
    }
}
