//! Certificates generated at test time, written into a directory store or Redis.

use std::path::{Path, PathBuf};

use tempfile::TempDir;
use tlsfront_store::generate::{GeneratedKey, GeneratedPair, TestCa, Validity};

use crate::RedisServer;

/// A test CA, a certificate directory and a sites directory.
pub struct Fixtures {
    pub ca: TestCa,
    dir: TempDir,
}

impl Default for Fixtures {
    fn default() -> Self {
        Self::new()
    }
}

impl Fixtures {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir_all(dir.path().join("certs")).expect("certs dir");
        std::fs::create_dir_all(dir.path().join("sites")).expect("sites dir");
        let fixtures = Fixtures {
            ca: TestCa::generate("tlsfront test CA").expect("test CA"),
            dir,
        };
        std::fs::write(fixtures.ca_path(), fixtures.ca.cert_pem()).expect("writing CA");
        fixtures
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn certs_dir(&self) -> PathBuf {
        self.dir.path().join("certs")
    }

    pub fn sites_dir(&self) -> PathBuf {
        self.dir.path().join("sites")
    }

    /// The CA certificate file, for `curl --cacert` and `openssl -CAfile`.
    pub fn ca_path(&self) -> PathBuf {
        self.dir.path().join("ca.crt")
    }

    pub fn issue(&self, names: &[&str], key: GeneratedKey) -> GeneratedPair {
        self.ca
            .issue(names, key, Validity::days_from_now(90))
            .expect("issuing a test certificate")
    }

    /// Writes a pair into the directory store under `entry` with the slot suffix
    /// (`""`, `".rsa"` or `".ecdsa"`).
    pub fn write_dir(&self, entry: &str, suffix: &str, pair: &GeneratedPair) {
        let certs = self.certs_dir();
        write_atomically(
            &certs.join(format!("{entry}.key{suffix}")),
            pair.key_pem.as_bytes(),
        );
        write_atomically(
            &certs.join(format!("{entry}.crt{suffix}")),
            pair.cert_pem.as_bytes(),
        );
    }

    /// Issues and writes a host whose certificate names `entry`.
    pub fn add_dir_host(&self, entry: &str, key: GeneratedKey) -> GeneratedPair {
        let pair = self.issue(&[entry], key);
        self.write_dir(entry, "", &pair);
        pair
    }

    /// Writes `entry`'s site entry (`<entry>.site`) into the directory store, as stored text.
    pub fn write_site(&self, entry: &str, text: &str) {
        write_atomically(
            &self.certs_dir().join(format!("{entry}.site")),
            text.as_bytes(),
        );
    }

    /// Writes a pair into Redis with `redis-cli`, key first, as another tool would.
    pub fn write_redis(
        &self,
        redis: &RedisServer,
        entry: &str,
        suffix: &str,
        pair: &GeneratedPair,
    ) {
        redis.set(&format!("{entry}.key{suffix}"), &pair.key_pem);
        redis.set(&format!("{entry}.crt{suffix}"), &pair.cert_pem);
    }

    /// A docroot for `host` with the given files (relative path, content).
    pub fn add_site(&self, host: &str, files: &[(&str, &[u8])]) -> PathBuf {
        let root = self.sites_dir().join(host);
        for (path, content) in files {
            let file = root.join(path);
            std::fs::create_dir_all(file.parent().expect("a file has a parent")).expect("site dir");
            std::fs::write(&file, content).expect("site file");
        }
        std::fs::create_dir_all(&root).expect("site dir");
        root
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .expect("a file name");
    let tmp = path.with_file_name(format!(".{name}.fixture-tmp"));
    std::fs::write(&tmp, bytes).expect("writing fixture");
    std::fs::rename(&tmp, path).expect("renaming fixture");
}
