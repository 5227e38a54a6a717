//! `tlsfront demo`: a few hosts with generated certificates, served on 127.0.0.1, with
//! ready-to-paste `curl` commands. The files are kept between runs, so the commands keep working.

use std::fs;
use std::path::Path;

use anyhow::Context;
use tlsfront_store::generate::{GeneratedKey, TestCa, Validity};

use crate::cli::{DemoArgs, ServeArgs};
use crate::config::{Config, FileConfig};

/// (store entry, key types, the name a client uses) for each demo host.
const HOSTS: &[(&str, &[GeneratedKey], &str)] = &[
    (
        "alpha.demo.test",
        &[GeneratedKey::EcdsaP256],
        "alpha.demo.test",
    ),
    (
        "beta.demo.test",
        &[GeneratedKey::EcdsaP256, GeneratedKey::Rsa2048],
        "beta.demo.test",
    ),
    (
        "*.gamma.demo.test",
        &[GeneratedKey::EcdsaP256],
        "www.gamma.demo.test",
    ),
];

/// Demo certificates are valid for a year; a demo dir older than that is regenerated.
const VALID_DAYS: u64 = 365;

pub async fn run(args: DemoArgs) -> anyhow::Result<()> {
    let dir = &args.dir;
    if needs_generation(dir) {
        generate(dir).with_context(|| format!("cannot write the demo into {}", dir.display()))?;
    }
    let port = args.listen.rsplit(':').next().unwrap_or("8443");
    let ca = dir.join("ca.crt");
    println!(
        "tlsfront demo: {} hosts in {}, sites in {}",
        HOSTS.len(),
        dir.join("certs").display(),
        dir.join("sites").display()
    );
    println!(
        "The demo CA is {}; clients trust it with --cacert.\n",
        ca.display()
    );
    println!("Try, from another terminal:");
    for (_, keys, client_name) in HOSTS {
        println!(
            "  curl --cacert {} --resolve {client_name}:{port}:127.0.0.1 https://{client_name}:{port}/{}",
            ca.display(),
            if keys.len() > 1 { "   # ECDSA and RSA" } else { "" }
        );
    }
    println!(
        "  curl --cacert {} --resolve beta.demo.test:{port}:127.0.0.1 --http1.1 --tls-max 1.2 --ciphers ECDHE-RSA-AES128-GCM-SHA256 https://beta.demo.test:{port}/   # the RSA certificate",
        ca.display()
    );
    println!("  curl http://{}/metrics", args.admin);
    println!(
        "  open http://{}/ in a browser for the status page",
        args.admin
    );
    if args.no_serve {
        println!(
            "\nServe them with: tlsfront serve --listen {} --certs dir:{} --sites {} --admin {}",
            args.listen,
            dir.join("certs").display(),
            dir.join("sites").display(),
            args.admin
        );
        return Ok(());
    }
    println!(
        "\nStarting the server on https://{} — stop it with Ctrl-C.\n",
        args.listen
    );

    let serve_args = ServeArgs {
        listen: vec![args.listen.clone()],
        certs: Some(format!("dir:{}", dir.join("certs").display())),
        sites: Some(dir.join("sites")),
        admin: Some(args.admin.clone()),
        ..ServeArgs::default()
    };
    let rust_log = crate::config::rust_log();
    let config = Config::build(
        &serve_args,
        FileConfig::default(),
        Path::new(""),
        rust_log.as_deref(),
    )?;
    let log = crate::logging::init(&config.log)?;
    // A reload builds the same configuration again: the demo has no file to change.
    let reload_from = crate::reload::ReloadSource {
        args: serve_args,
        log,
    };
    crate::serve::run(config, reload_from).await
}

fn needs_generation(dir: &Path) -> bool {
    let ca = dir.join("ca.crt");
    let fresh = fs::metadata(&ca)
        .and_then(|m| m.modified())
        .map(|modified| {
            modified
                .elapsed()
                .map(|age| age.as_secs() < (VALID_DAYS - 30) * 86_400)
                .unwrap_or(false)
        })
        .unwrap_or(false);
    !fresh
        || HOSTS
            .iter()
            .any(|(entry, _, _)| !dir.join("certs").join(format!("{entry}.crt")).exists())
}

fn generate(dir: &Path) -> anyhow::Result<()> {
    let certs = dir.join("certs");
    let sites = dir.join("sites");
    fs::create_dir_all(&certs)?;
    fs::create_dir_all(&sites)?;
    let ca = TestCa::generate("tlsfront demo CA").context("generating the demo CA")?;
    for (entry, keys, client_name) in HOSTS {
        for (index, key) in keys.iter().enumerate() {
            let pair = ca
                .issue(&[entry], *key, Validity::days_from_now(VALID_DAYS))
                .context("issuing a demo certificate")?;
            // The first pair takes the plain <host>.crt slot; a second key type its typed slot.
            let suffix = match (index, key.kind()) {
                (0, _) => "",
                (_, tlsfront_store::KeyKind::Rsa) => ".rsa",
                (_, tlsfront_store::KeyKind::Ecdsa) => ".ecdsa",
            };
            fs::write(certs.join(format!("{entry}.crt{suffix}")), &pair.cert_pem)?;
            write_private(&certs.join(format!("{entry}.key{suffix}")), &pair.key_pem)?;
        }
        let site = sites.join(entry);
        fs::create_dir_all(&site)?;
        fs::write(
            site.join("index.html"),
            format!(
                "<!doctype html>\n<title>{client_name}</title>\n<h1>Hello from {client_name}</h1>\n<p>Served by tlsfront from {entry}.</p>\n"
            ),
        )?;
    }
    fs::write(dir.join("ca.crt"), ca.cert_pem())?;
    write_private(&dir.join("ca.key"), ca.key_pem())?;
    Ok(())
}

fn write_private(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    Ok(())
}
