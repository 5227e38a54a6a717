//! `tlsfront certs put HOST --cert FILE --key FILE [--force]`: add or replace one pair.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;
use tlsfront_store::HostName;

use super::placement::{slot_text, store_validated, summary_line, validate_new};
use super::{error_chain, exit_code, now_secs, read_input, Context};

/// `tlsfront certs put`.
#[derive(Debug, Args)]
pub struct PutArgs {
    /// The host to store the pair under, or a wildcard such as `*.example.com`.
    #[arg(value_name = "HOST")]
    pub host: String,

    /// PEM certificate chain: the host's certificate first, then each issuer in order.
    #[arg(long, value_name = "FILE")]
    pub cert: PathBuf,

    /// PEM private key (PKCS#8, PKCS#1 or SEC1), ECDSA or RSA.
    #[arg(long, value_name = "FILE")]
    pub key: PathBuf,

    /// Store a certificate that has expired or is not yet valid.
    #[arg(long)]
    pub force: bool,
}

/// Validates the pair, then writes it in one atomic store write. The slot follows the key type
/// (see `placement::choose_slot`); nothing is written when validation fails.
pub async fn run(context: &Context, args: &PutArgs) -> anyhow::Result<ExitCode> {
    let name = HostName::parse_store_name(&args.host)
        .with_context(|| format!("{:?} is not a host name", args.host))?;
    if let Err(err) = context.store.can_hold(&name) {
        eprintln!("tlsfront: refused {name}: {err}; nothing was stored");
        return Ok(exit_code(true));
    }
    let cert_pem = read_input(&args.cert)?;
    let key_pem = read_input(&args.key)?;
    let validated = match validate_new(&context.provider, &name, &cert_pem, &key_pem, args.force) {
        Ok(validated) => validated,
        Err(err) => {
            eprintln!(
                "tlsfront: refused {name} (--cert {}, --key {}): {}; nothing was stored",
                args.cert.display(),
                args.key.display(),
                error_chain(&err)
            );
            return Ok(exit_code(true));
        }
    };
    let (slot, sealed) = store_validated(context, &name, validated.kind, cert_pem, key_pem)
        .await
        .with_context(|| format!("cannot store {name} in {}", context.store.describe()))?;
    let now = now_secs();
    println!(
        "stored {name} in slot {}: {}{}",
        slot_text(&name, slot),
        summary_line(&validated.summary, now),
        if sealed { "; key sealed" } else { "" }
    );
    if now > validated.summary.not_after || now < validated.summary.not_before {
        eprintln!(
            "tlsfront: warning: {name}'s certificate is outside its validity period \
             (stored because of --force); the server will refuse it"
        );
    }
    Ok(ExitCode::SUCCESS)
}
