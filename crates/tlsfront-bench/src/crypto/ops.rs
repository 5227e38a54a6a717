//! The operations `tlsfront-bench crypto` times, each set up once and then repeatable: the
//! server's handshake signature, the client's check of it, the server's key share and shared
//! secret, and record encryption. They run through the code the server runs: signing and key
//! exchange through rustls' aws-lc-rs provider, verification and AEADs through aws-lc-rs itself
//! (rustls adds no work of its own to either).

use anyhow::{anyhow, Context};
use aws_lc_rs::aead::{self, Aad, LessSafeKey, Nonce, UnboundKey};
use aws_lc_rs::agreement;
use aws_lc_rs::encoding::AsDer;
use aws_lc_rs::rsa::KeySize;
use aws_lc_rs::signature::{self, EcdsaKeyPair, KeyPair, RsaKeyPair, UnparsedPublicKey};
use rustls::crypto::aws_lc_rs::kx_group;
use rustls::crypto::{CryptoProvider, SupportedKxGroup};
use rustls::sign::Signer;
use rustls::SignatureScheme;
use rustls_pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};

/// What a TLS 1.3 server signs in CertificateVerify: 64 spaces, a context string, a zero byte
/// and the transcript hash. Its exact bytes do not matter, its size a little.
const SIGNED_MESSAGE_BYTES: usize = 64 + 33 + 1 + 48;
/// A full TLS record's plaintext: bulk transfer encrypts records of this size.
pub const RECORD_BYTES: usize = 16 * 1024;

/// One timed operation: a name pair for the report and the work to repeat.
pub struct Operation {
    /// The algorithm, as `openssl speed` names it where it has a name: rsa2048, ecdsap256,
    /// x25519, aes-128-gcm, ...
    pub algorithm: &'static str,
    /// sign, verify, keygen, derive, server-kx (keygen + derive, what a handshake does), seal.
    pub operation: &'static str,
    /// Bytes processed per repetition (AEADs only).
    pub bytes: Option<usize>,
    pub run: Box<dyn FnMut() -> anyhow::Result<()>>,
}

/// Every operation, in report order. RSA key generation makes this take a second or two.
pub fn all(provider: &CryptoProvider) -> anyhow::Result<Vec<Operation>> {
    let mut ops = Vec::new();
    for (algorithm, size) in [("rsa2048", KeySize::Rsa2048), ("rsa4096", KeySize::Rsa4096)] {
        let pair = RsaKeyPair::generate(size).map_err(|_| anyhow!("generating {algorithm}"))?;
        let pkcs8 = pair.as_der().map_err(|_| anyhow!("encoding {algorithm}"))?;
        let public = pair.public_key().as_ref().to_vec();
        ops.extend(signature_ops(
            provider,
            algorithm,
            pkcs8.as_ref(),
            SignatureScheme::RSA_PSS_SHA256,
            public,
            &signature::RSA_PSS_2048_8192_SHA256,
        )?);
    }
    for (algorithm, signing, verifying, scheme) in [
        (
            "ecdsap256",
            &signature::ECDSA_P256_SHA256_ASN1_SIGNING,
            &signature::ECDSA_P256_SHA256_ASN1,
            SignatureScheme::ECDSA_NISTP256_SHA256,
        ),
        (
            "ecdsap384",
            &signature::ECDSA_P384_SHA384_ASN1_SIGNING,
            &signature::ECDSA_P384_SHA384_ASN1,
            SignatureScheme::ECDSA_NISTP384_SHA384,
        ),
    ] {
        let pair =
            EcdsaKeyPair::generate(signing).map_err(|_| anyhow!("generating {algorithm}"))?;
        let pkcs8 = pair
            .to_pkcs8v1()
            .map_err(|_| anyhow!("encoding {algorithm}"))?;
        let public = pair.public_key().as_ref().to_vec();
        ops.extend(signature_ops(
            provider,
            algorithm,
            pkcs8.as_ref(),
            scheme,
            public,
            verifying,
        )?);
    }
    ops.extend(kx_ops("x25519", kx_group::X25519, &agreement::X25519)?);
    ops.extend(kx_ops("p256", kx_group::SECP256R1, &agreement::ECDH_P256)?);
    for (algorithm, aead_algorithm) in [
        ("aes-128-gcm", &aead::AES_128_GCM),
        ("aes-256-gcm", &aead::AES_256_GCM),
        ("chacha20-poly1305", &aead::CHACHA20_POLY1305),
    ] {
        ops.push(seal_op(algorithm, aead_algorithm)?);
    }
    Ok(ops)
}

fn signature_ops(
    provider: &CryptoProvider,
    algorithm: &'static str,
    pkcs8: &[u8],
    scheme: SignatureScheme,
    public_key: Vec<u8>,
    verification: &'static dyn signature::VerificationAlgorithm,
) -> anyhow::Result<[Operation; 2]> {
    let key = provider
        .key_provider
        .load_private_key(PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(
            pkcs8.to_vec(),
        )))
        .with_context(|| format!("loading the {algorithm} key into the provider"))?;
    let signer: Box<dyn Signer> = key
        .choose_scheme(&[scheme])
        .ok_or_else(|| anyhow!("the {algorithm} key cannot sign with {scheme:?}"))?;
    let message = vec![0x20u8; SIGNED_MESSAGE_BYTES];
    let signature = signer
        .sign(&message)
        .with_context(|| format!("{algorithm} sign"))?;
    let sign_message = message.clone();
    Ok([
        Operation {
            algorithm,
            operation: "sign",
            bytes: None,
            run: Box::new(move || {
                signer.sign(&sign_message)?;
                Ok(())
            }),
        },
        Operation {
            algorithm,
            operation: "verify",
            bytes: None,
            run: Box::new(move || {
                UnparsedPublicKey::new(verification, &public_key)
                    .verify(&message, &signature)
                    .map_err(|_| anyhow!("{algorithm} verify failed"))
            }),
        },
    ])
}

/// Key generation and the shared secret through rustls' group (what a handshake runs), and the
/// derivation alone through aws-lc-rs with a reusable key (what `openssl speed ecdh` times).
fn kx_ops(
    algorithm: &'static str,
    group: &'static dyn SupportedKxGroup,
    agreement_algorithm: &'static agreement::Algorithm,
) -> anyhow::Result<[Operation; 3]> {
    let peer_share = group.start()?.pub_key().to_vec();
    let own = agreement::PrivateKey::generate(agreement_algorithm)
        .map_err(|_| anyhow!("generating an {algorithm} key"))?;
    let peer = agreement::PrivateKey::generate(agreement_algorithm)
        .and_then(|key| key.compute_public_key())
        .map_err(|_| anyhow!("generating an {algorithm} key"))?;
    let peer = peer.as_ref().to_vec();
    Ok([
        Operation {
            algorithm,
            operation: "keygen",
            bytes: None,
            run: Box::new(move || {
                group.start()?;
                Ok(())
            }),
        },
        Operation {
            algorithm,
            operation: "derive",
            bytes: None,
            run: Box::new(move || {
                agreement::agree(
                    &own,
                    agreement::UnparsedPublicKey::new(agreement_algorithm, &peer),
                    anyhow!("{algorithm} derive failed"),
                    |_secret| Ok(()),
                )
            }),
        },
        Operation {
            algorithm,
            operation: "server-kx",
            bytes: None,
            run: Box::new(move || {
                group.start()?.complete(&peer_share)?;
                Ok(())
            }),
        },
    ])
}

/// Seals one full record in place, with a fresh nonce each time, as a TLS 1.3 sender does.
fn seal_op(
    algorithm: &'static str,
    aead_algorithm: &'static aead::Algorithm,
) -> anyhow::Result<Operation> {
    let key_bytes = vec![0x42u8; aead_algorithm.key_len()];
    let key = LessSafeKey::new(
        UnboundKey::new(aead_algorithm, &key_bytes).map_err(|_| anyhow!("{algorithm} key"))?,
    );
    let mut record = vec![0u8; RECORD_BYTES];
    let mut sequence: u64 = 0;
    Ok(Operation {
        algorithm,
        operation: "seal",
        bytes: Some(RECORD_BYTES),
        run: Box::new(move || {
            sequence += 1;
            let mut nonce = [0u8; aead::NONCE_LEN];
            nonce[4..].copy_from_slice(&sequence.to_be_bytes());
            // The tag would go after the record on the wire; computing it is the work timed.
            let _tag = key
                .seal_in_place_separate_tag(
                    Nonce::assume_unique_for_key(nonce),
                    Aad::from([0x17, 0x03, 0x03, 0x40, 0x11]),
                    &mut record,
                )
                .map_err(|_| anyhow!("{algorithm} seal failed"))?;
            Ok(())
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_runs() {
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let mut ops = all(&provider).unwrap();
        assert_eq!(ops.len(), 4 * 2 + 2 * 3 + 3);
        for op in &mut ops {
            (op.run)().unwrap_or_else(|e| panic!("{} {}: {e:#}", op.algorithm, op.operation));
        }
    }
}
