//! The staple checks against real responses: `openssl ocsp` answers requests offline
//! (`-reqin`/`-respout`) from an index file, signed by the CA itself, by a delegated responder,
//! or by someone who may not sign; the checks are then run at chosen times.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use tlsfront_store::generate::{GeneratedKey, OcspExtensions, TestCa, Validity};
use tlsfront_store::ocsp::{ocsp_request, verify_staple, OcspFacts, StapleError};

struct Pki {
    dir: tempfile::TempDir,
    ca: TestCa,
    leaf: Vec<u8>,
    issuer: Vec<u8>,
    serial: String,
}

impl Pki {
    fn new(ocsp: OcspExtensions) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let ca = TestCa::generate("ocsp test CA").expect("CA");
        let key = GeneratedKey::EcdsaP256.key_pair().expect("key");
        let pair = ca
            .issue_with_ocsp(&["a.example"], &key, Validity::days_from_now(30), &ocsp)
            .expect("leaf");
        let chain: Vec<CertificateDer<'static>> =
            CertificateDer::pem_slice_iter(pair.cert_pem.as_bytes())
                .collect::<Result<_, _>>()
                .expect("chain PEM");
        assert_eq!(chain.len(), 2, "the generated chain holds the CA");
        write(dir.path(), "ca.pem", ca.cert_pem());
        write(dir.path(), "ca.key", ca.key_pem());
        let leaf_pem = pair
            .cert_pem
            .split_inclusive("-----END CERTIFICATE-----\n")
            .next();
        write(dir.path(), "leaf.pem", leaf_pem.expect("leaf PEM"));
        let serial = openssl(
            &["x509", "-noout", "-serial", "-in", "leaf.pem"],
            dir.path(),
        );
        let serial = serial.trim().trim_start_matches("serial=").to_owned();
        Pki {
            dir,
            ca,
            leaf: chain[0].to_vec(),
            issuer: chain[1].to_vec(),
            serial,
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// An index where the leaf has `status` (`V` or `R`), or is absent (`None`).
    fn index(&self, status: Option<&str>) {
        let line = match status {
            Some("R") => format!(
                "R\t391231235959Z\t250101000000Z\t{}\tunknown\t/CN=a\n",
                self.serial
            ),
            Some(status) => format!(
                "{status}\t391231235959Z\t\t{}\tunknown\t/CN=a\n",
                self.serial
            ),
            None => String::new(),
        };
        write(self.dir.path(), "index.txt", &line);
    }

    /// A response to our own request, signed by `signer` (`.pem` and `.key` in the directory).
    fn respond(&self, signer: &str, validity: &[&str]) -> Vec<u8> {
        let request = ocsp_request(&self.leaf, &self.issuer).expect("request");
        std::fs::write(self.path("req.der"), request).expect("writing request");
        let mut args = vec![
            "ocsp",
            "-index",
            "index.txt",
            "-CA",
            "ca.pem",
            "-reqin",
            "req.der",
            "-respout",
            "resp.der",
        ];
        let rsigner = format!("{signer}.pem");
        let rkey = format!("{signer}.key");
        args.extend(["-rsigner", &rsigner, "-rkey", &rkey]);
        args.extend(validity);
        openssl(&args, self.dir.path());
        std::fs::read(self.path("resp.der")).expect("response")
    }
}

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::write(dir.join(name), text).expect("writing fixture");
}

fn openssl(args: &[&str], dir: &Path) -> String {
    let output = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("running openssl");
    assert!(
        output.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock after 1970")
        .as_secs() as i64
}

fn plain() -> Pki {
    Pki::new(OcspExtensions {
        responder_url: Some("http://127.0.0.1:1/".to_owned()),
        must_staple: false,
    })
}

#[test]
fn a_good_response_signed_by_the_issuer_is_stapled_until_next_update() {
    let pki = plain();
    pki.index(Some("V"));
    let response = pki.respond("ca", &["-ndays", "1"]);
    let now = now();
    let staple = verify_staple(&response, &pki.leaf, &pki.issuer, now).expect("good staple");
    assert!(staple.this_update <= now && now < staple.next_update);
    assert!(staple.next_update - staple.this_update >= 86_000);
    assert_eq!(
        staple.refresh_at(),
        staple.this_update + (staple.next_update - staple.this_update) / 2
    );
    assert_eq!(
        verify_staple(&response, &pki.leaf, &pki.issuer, staple.next_update),
        Err(StapleError::Expired {
            next_update: staple.next_update
        })
    );
    assert!(matches!(
        verify_staple(&response, &pki.leaf, &pki.issuer, staple.this_update - 3600),
        Err(StapleError::NotYetValid { .. })
    ));
}

#[test]
fn revoked_and_unknown_are_never_stapled() {
    let pki = plain();
    pki.index(Some("R"));
    let revoked = pki.respond("ca", &["-ndays", "1"]);
    assert_eq!(
        verify_staple(&revoked, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::Revoked)
    );
    pki.index(None);
    let unknown = pki.respond("ca", &["-ndays", "1"]);
    assert_eq!(
        verify_staple(&unknown, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::Unknown)
    );
}

#[test]
fn a_response_without_next_update_is_not_stapled() {
    let pki = plain();
    pki.index(Some("V"));
    let response = pki.respond("ca", &[]);
    assert_eq!(
        verify_staple(&response, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::NoNextUpdate)
    );
}

#[test]
fn a_delegated_responder_needs_the_ocsp_signing_purpose() {
    let pki = plain();
    pki.index(Some("V"));
    let responder = pki
        .ca
        .issue_ocsp_responder("ocsp responder", Validity::days_from_now(30))
        .expect("responder");
    write(pki.dir.path(), "responder.pem", &responder.cert_pem);
    write(pki.dir.path(), "responder.key", &responder.key_pem);
    let response = pki.respond("responder", &["-ndays", "1"]);
    assert!(verify_staple(&response, &pki.leaf, &pki.issuer, now()).is_ok());

    // A server certificate from the same CA may not answer for it.
    let server = pki
        .ca
        .issue(
            &["b.example"],
            GeneratedKey::EcdsaP256,
            Validity::days_from_now(30),
        )
        .expect("server certificate");
    write(pki.dir.path(), "server.pem", &server.cert_pem);
    write(pki.dir.path(), "server.key", &server.key_pem);
    let response = pki.respond("server", &["-ndays", "1"]);
    assert_eq!(
        verify_staple(&response, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::BadSignature)
    );
}

#[test]
fn a_response_from_another_ca_or_for_another_certificate_is_refused() {
    let pki = plain();
    pki.index(Some("V"));
    let other = TestCa::generate("another CA").expect("CA");
    write(pki.dir.path(), "other.pem", other.cert_pem());
    write(pki.dir.path(), "other.key", other.key_pem());
    let response = pki.respond("other", &["-ndays", "1"]);
    assert_eq!(
        verify_staple(&response, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::BadSignature)
    );

    let good = pki.respond("ca", &["-ndays", "1"]);
    let another = plain();
    assert_eq!(
        verify_staple(&good, &another.leaf, &another.issuer, now()),
        Err(StapleError::NotForThisCertificate)
    );
    // One second more in producedAt (the first GeneralizedTime): still DER, no longer signed.
    let mut tampered = good.clone();
    let time = tampered
        .windows(2)
        .position(|tag_and_length| tag_and_length == [0x18, 0x0f])
        .expect("producedAt");
    let digit = &mut tampered[time + 2 + 13];
    *digit = if *digit == b'0' { b'1' } else { b'0' };
    assert_eq!(
        verify_staple(&tampered, &pki.leaf, &pki.issuer, now()),
        Err(StapleError::BadSignature)
    );
}

#[test]
fn facts_name_the_responder_and_must_staple() {
    let pki = Pki::new(OcspExtensions {
        responder_url: Some("http://127.0.0.1:8888/ocsp".to_owned()),
        must_staple: true,
    });
    let leaf = x509_parser::parse_x509_certificate(&pki.leaf)
        .expect("leaf")
        .1;
    assert_eq!(
        OcspFacts::of(&leaf),
        OcspFacts {
            responder_url: Some("http://127.0.0.1:8888/ocsp".to_owned()),
            must_staple: true,
        }
    );
    let issuer = x509_parser::parse_x509_certificate(&pki.issuer)
        .expect("CA")
        .1;
    assert_eq!(OcspFacts::of(&issuer), OcspFacts::default());
}

mod loading {
    //! A stored response is checked when its host is loaded, and only a good one is stapled.

    use rustls::pki_types::UnixTime;
    use tlsfront_store::material::validate_host;
    use tlsfront_store::{
        CertSource, DirStore, HostName, HostWrites, Slot, StapleState, StapleWrites, StoredHost,
        StoredPair,
    };

    use super::*;

    fn stored(key_pem: &str, cert_pem: &str, staple: Option<Vec<u8>>) -> StoredHost {
        StoredHost {
            name: HostName::parse("a.example").expect("name"),
            pairs: vec![StoredPair {
                slot: Slot::Plain,
                cert_pem: cert_pem.as_bytes().to_vec(),
                key_pem: key_pem.as_bytes().to_vec(),
            }],
            site: None,
            staples: staple
                .into_iter()
                .map(|der| tlsfront_store::StoredStaple {
                    slot: Slot::Plain,
                    der,
                })
                .collect(),
        }
    }

    fn issued(pki: &Pki) -> (String, String) {
        let key = GeneratedKey::EcdsaP256.key_pair().expect("key");
        let pair = pki
            .ca
            .issue_with_ocsp(
                &["a.example"],
                &key,
                Validity::days_from_now(30),
                &OcspExtensions {
                    responder_url: Some("http://127.0.0.1:1/".to_owned()),
                    must_staple: true,
                },
            )
            .expect("leaf");
        (pair.cert_pem, pair.key_pem)
    }

    fn provider() -> rustls::crypto::CryptoProvider {
        rustls::crypto::aws_lc_rs::default_provider()
    }

    #[test]
    fn a_good_response_is_attached_and_a_revoked_one_is_not() {
        let mut pki = plain();
        let (cert_pem, key_pem) = issued(&pki);
        let chain: Vec<CertificateDer<'static>> =
            CertificateDer::pem_slice_iter(cert_pem.as_bytes())
                .collect::<Result<_, _>>()
                .expect("chain");
        pki.leaf = chain[0].to_vec();
        pki.issuer = chain[1].to_vec();
        let leaf_pem = cert_pem
            .split_inclusive("-----END CERTIFICATE-----\n")
            .next();
        write(pki.dir.path(), "leaf.pem", leaf_pem.expect("leaf"));
        let serial = openssl(
            &["x509", "-noout", "-serial", "-in", "leaf.pem"],
            pki.dir.path(),
        );
        pki.serial = serial.trim().trim_start_matches("serial=").to_owned();

        pki.index(Some("V"));
        let good = pki.respond("ca", &["-ndays", "1"]);
        let host = stored(&key_pem, &cert_pem, Some(good.clone()));
        let credentials =
            validate_host(&host, UnixTime::now(), &provider(), None).expect("credentials");
        let pair = credentials.ecdsa.expect("ECDSA pair");
        assert_eq!(pair.certified_key.ocsp.as_deref(), Some(&good[..]));
        assert!(matches!(pair.ocsp.staple, StapleState::Valid(_)));
        assert!(pair.ocsp.facts.must_staple);

        pki.index(Some("R"));
        let revoked = pki.respond("ca", &["-ndays", "1"]);
        let host = stored(&key_pem, &cert_pem, Some(revoked));
        let pair = validate_host(&host, UnixTime::now(), &provider(), None)
            .expect("credentials")
            .ecdsa
            .expect("ECDSA pair");
        assert_eq!(pair.certified_key.ocsp, None);
        assert_eq!(pair.ocsp.staple, StapleState::Refused(StapleError::Revoked));
        // Due at once: no current staple.
        assert_eq!(pair.ocsp.refresh_due(now()), Some(now()));

        let host = stored(&key_pem, &cert_pem, None);
        let pair = validate_host(&host, UnixTime::now(), &provider(), None)
            .expect("credentials")
            .ecdsa
            .expect("ECDSA pair");
        assert_eq!(pair.ocsp.staple, StapleState::Absent);
    }

    #[tokio::test]
    async fn the_dir_store_reads_a_staple_with_its_pair_and_a_new_pair_drops_it() {
        let dir = tempfile::tempdir().expect("dir");
        let store = DirStore::new(dir.path());
        let pki = plain();
        let (cert_pem, key_pem) = issued(&pki);
        let name = HostName::parse("a.example").expect("name");
        let pair = StoredPair {
            slot: Slot::Plain,
            cert_pem: cert_pem.into_bytes(),
            key_pem: key_pem.into_bytes(),
        };
        store.put(&name, &pair, &[]).await.expect("put");
        store
            .put_staple(&name, Slot::Plain, b"response")
            .await
            .expect("put staple");
        let fetched = store.fetch(&name).await.expect("fetch").expect("entry");
        assert_eq!(fetched.staples.len(), 1);
        assert_eq!(fetched.staples[0].der, b"response");
        assert!(dir.path().join("a.example.ocsp").exists());

        store.put(&name, &pair, &[]).await.expect("put again");
        let fetched = store.fetch(&name).await.expect("fetch").expect("entry");
        assert!(fetched.staples.is_empty());
    }
}
