//! Helpers shared by the `tlsfront certs` integration tests: running the binary, a store under
//! test (a temp directory or a real `redis-server`), and PEM input files.

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use tempfile::TempDir;
use tlsfront_store::generate::GeneratedPair;
use tlsfront_store::{
    CertStore, CertSummary, DirStore, HostName, KeyKind, RedisStore, Slot, StoredHost, StoredPair,
};
use tlsfront_testkit::RedisServer;

/// One run of the binary.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Asserts the exit code and that stdout or stderr contains `needle`.
    pub fn expect(&self, code: i32, needle: &str) {
        assert_eq!(self.code, code, "exit code:\n{self}");
        assert!(
            self.stdout.contains(needle) || self.stderr.contains(needle),
            "{needle:?} missing:\n{self}"
        );
    }
}

impl std::fmt::Display for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit {}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

pub fn tlsfront(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(args)
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    let run = Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    for text in [&run.stdout, &run.stderr] {
        let armour = ["-----BEGIN", "-----END", "PRIVATE KEY-----"];
        assert!(
            armour.iter().all(|line| !text.contains(line)),
            "key material printed:\n{run}"
        );
    }
    run
}

/// A store under test, with a scratch directory beside it.
pub enum Store {
    Dir(TempDir, TempDir),
    Redis(RedisServer, TempDir),
}

impl Store {
    pub fn dir() -> Self {
        Store::Dir(TempDir::new().unwrap(), TempDir::new().unwrap())
    }

    pub fn redis() -> Self {
        Store::Redis(RedisServer::start(), TempDir::new().unwrap())
    }

    pub fn both() -> [Store; 2] {
        [Store::dir(), Store::redis()]
    }

    pub fn path(&self) -> &Path {
        match self {
            Store::Dir(dir, _) => dir.path(),
            Store::Redis(..) => panic!("a Redis store has no path"),
        }
    }

    pub fn source(&self) -> String {
        match self {
            Store::Dir(dir, _) => format!("dir:{}", dir.path().display()),
            Store::Redis(redis, _) => redis.url(),
        }
    }

    /// A path outside the store, for files a command writes beside it.
    pub fn scratch(&self, name: &str) -> String {
        let (Store::Dir(_, scratch) | Store::Redis(_, scratch)) = self;
        scratch.path().join(name).display().to_string()
    }

    /// `tlsfront certs --certs <this store> ARGS…`
    pub fn run(&self, args: &[&str]) -> Run {
        let source = self.source();
        let mut all = vec!["certs", "--certs", &source];
        all.extend_from_slice(args);
        tlsfront(&all)
    }

    /// `tlsfront sites --certs <this store> ARGS…`
    pub fn sites(&self, args: &[&str]) -> Run {
        let source = self.source();
        let mut all = vec!["sites", "--certs", &source];
        all.extend_from_slice(args);
        tlsfront(&all)
    }

    /// The store's site entry for `name`, read directly.
    pub fn site(&self, name: &str) -> Option<Vec<u8>> {
        let name = HostName::parse_store_name(name).unwrap();
        block_on(async { self.open().fetch_site(&name).await.unwrap() })
    }

    /// Writes a site entry's bytes unchecked, as another tool might.
    pub fn plant_site(&self, name: &str, bytes: &[u8]) {
        match self {
            Store::Dir(dir, _) => {
                std::fs::write(dir.path().join(format!("{name}.site")), bytes).unwrap()
            }
            Store::Redis(redis, _) => {
                let file = tempfile::NamedTempFile::new().unwrap();
                std::fs::write(file.path(), bytes).unwrap();
                redis.set_from_file(&format!("{name}.site"), file.path());
            }
        }
    }

    pub fn put(&self, host: &str, (cert, key): &(String, String)) -> Run {
        self.run(&["put", host, "--cert", cert, "--key", key])
    }

    pub fn open(&self) -> Arc<dyn CertStore> {
        match self {
            Store::Dir(dir, _) => Arc::new(DirStore::new(dir.path())),
            Store::Redis(redis, _) => {
                Arc::new(RedisStore::new(&redis.url(), Default::default()).unwrap())
            }
        }
    }

    /// What the store holds for `name`, read directly.
    pub fn fetch(&self, name: &str) -> Option<StoredHost> {
        let name = HostName::parse_store_name(name).unwrap();
        block_on(async { self.open().fetch(&name).await.unwrap() })
    }

    /// Writes raw material, unchecked, as another tool might.
    pub fn plant(&self, name: &str, slot: Slot, cert: &[u8], key: &[u8]) {
        let name = HostName::parse_store_name(name).unwrap();
        if let (Store::Dir(dir, _), true) = (self, key.is_empty()) {
            // A half pair: the directory store cannot write an empty key, it just has none.
            std::fs::write(
                dir.path().join(format!("{name}{}", slot.cert_suffix())),
                cert,
            )
            .unwrap();
            return;
        }
        let pair = StoredPair {
            slot,
            cert_pem: cert.to_vec(),
            key_pem: key.to_vec(),
        };
        block_on(async { self.open().put(&name, &pair, &[]).await.unwrap() });
    }
}

pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

/// PEM input files for `put`.
pub struct Inputs {
    pub dir: TempDir,
}

impl Inputs {
    pub fn new() -> Self {
        Inputs {
            dir: TempDir::new().unwrap(),
        }
    }

    pub fn file(&self, name: &str, bytes: &[u8]) -> String {
        let path: PathBuf = self.dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    }

    /// Writes `<stem>.crt` and `<stem>.key`; returns their paths.
    pub fn write(&self, stem: &str, pair: &GeneratedPair) -> (String, String) {
        (
            self.file(&format!("{stem}.crt"), pair.cert_pem.as_bytes()),
            self.file(&format!("{stem}.key"), pair.key_pem.as_bytes()),
        )
    }
}

pub fn summary(pair: &GeneratedPair) -> CertSummary {
    use rustls::pki_types::pem::PemObject;
    let der = rustls::pki_types::CertificateDer::from_pem_slice(pair.cert_pem.as_bytes()).unwrap();
    CertSummary::from_der(&der).unwrap()
}

pub fn slots(stored: &StoredHost) -> Vec<(Slot, KeyKind)> {
    stored
        .pairs
        .iter()
        .map(|pair| {
            use rustls::pki_types::pem::PemObject;
            let der = rustls::pki_types::CertificateDer::from_pem_slice(&pair.cert_pem).unwrap();
            (pair.slot, CertSummary::from_der(&der).unwrap().key_kind)
        })
        .collect()
}

pub fn bytes(stored: &StoredHost) -> Vec<(Slot, Vec<u8>, Vec<u8>)> {
    stored
        .pairs
        .iter()
        .map(|p| (p.slot, p.cert_pem.clone(), p.key_pem.clone()))
        .collect()
}

pub fn sorted_names(stdout: &str) -> Vec<String> {
    let mut names: Vec<String> = stdout
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    names.sort();
    names
}
