//! The kernel's `tls12_crypto_info_*` structures (uapi/linux/tls.h), built from the secrets
//! rustls hands over. Pure: values in, bytes out.
//!
//! Every structure is a `{u16 version, u16 cipher_type}` header followed by byte arrays (iv, key,
//! salt, record sequence), so its C layout has no padding and is built as plain bytes.

use rustls::{ConnectionTrafficSecrets, ProtocolVersion};

/// `TLS_1_2_VERSION` and `TLS_1_3_VERSION`.
const TLS_1_2_VERSION: u16 = 0x0303;
const TLS_1_3_VERSION: u16 = 0x0304;
const TLS_CIPHER_AES_GCM_128: u16 = 51;
const TLS_CIPHER_AES_GCM_256: u16 = 52;
const TLS_CIPHER_CHACHA20_POLY1305: u16 = 54;

tlsfront_metrics::label! {
    /// The AEADs the kernel can take over from rustls.
    pub enum KernelCipher: "cipher" {
        Aes128Gcm => "AES-128-GCM",
        Aes256Gcm => "AES-256-GCM",
        Chacha20Poly1305 => "CHACHA20-POLY1305",
    }
}

impl KernelCipher {
    fn key_len(self) -> usize {
        match self {
            KernelCipher::Aes128Gcm => 16,
            KernelCipher::Aes256Gcm | KernelCipher::Chacha20Poly1305 => 32,
        }
    }

    /// The kernel cipher of a rustls suite, from its name.
    pub fn of_suite(suite: rustls::CipherSuite) -> Option<KernelCipher> {
        let name = format!("{suite:?}");
        if name.contains("CHACHA20_POLY1305") {
            Some(KernelCipher::Chacha20Poly1305)
        } else if name.contains("AES_128_GCM") {
            Some(KernelCipher::Aes128Gcm)
        } else if name.contains("AES_256_GCM") {
            Some(KernelCipher::Aes256Gcm)
        } else {
            None
        }
    }
}

/// Why secrets cannot be given to the kernel.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CryptoInfoError {
    #[error("protocol version {0:?} is not TLS 1.2 or 1.3")]
    Version(ProtocolVersion),
    #[error("cipher {0} is not one the kernel takes")]
    Cipher(&'static str),
    #[error("a {what} of {len} bytes does not fit the kernel's {cipher}")]
    Length {
        what: &'static str,
        len: usize,
        cipher: &'static str,
    },
}

/// The bytes of the crypto_info for one direction.
pub fn crypto_info(
    version: ProtocolVersion,
    sequence: u64,
    secrets: &ConnectionTrafficSecrets,
) -> Result<(KernelCipher, Vec<u8>), CryptoInfoError> {
    let (aead, key, iv) = match secrets {
        ConnectionTrafficSecrets::Aes128Gcm { key, iv }
        | ConnectionTrafficSecrets::Aes256Gcm { key, iv } => {
            (Aead::AesGcm, key.as_ref(), iv.as_ref())
        }
        ConnectionTrafficSecrets::Chacha20Poly1305 { key, iv } => {
            (Aead::Chacha20Poly1305, key.as_ref(), iv.as_ref())
        }
        _ => return Err(CryptoInfoError::Cipher("non-AEAD")),
    };
    layout(version, sequence, aead, key, iv)
}

/// The AEAD family; for AES-GCM the key length picks 128 or 256.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Aead {
    AesGcm,
    Chacha20Poly1305,
}

fn layout(
    version: ProtocolVersion,
    sequence: u64,
    aead: Aead,
    key: &[u8],
    iv: &[u8],
) -> Result<(KernelCipher, Vec<u8>), CryptoInfoError> {
    let version = match version {
        ProtocolVersion::TLSv1_2 => TLS_1_2_VERSION,
        ProtocolVersion::TLSv1_3 => TLS_1_3_VERSION,
        other => return Err(CryptoInfoError::Version(other)),
    };
    // rustls reports TLS 1.2 AES-256-GCM as `Aes128Gcm` with a 32-byte key (rustls#1833): the key
    // length decides.
    let cipher = match aead {
        Aead::AesGcm if key.len() == 16 => KernelCipher::Aes128Gcm,
        Aead::AesGcm => KernelCipher::Aes256Gcm,
        Aead::Chacha20Poly1305 => KernelCipher::Chacha20Poly1305,
    };
    if key.len() != cipher.key_len() {
        return Err(CryptoInfoError::Length {
            what: "key",
            len: key.len(),
            cipher: cipher.label(),
        });
    }
    if iv.len() != 12 {
        return Err(CryptoInfoError::Length {
            what: "nonce",
            len: iv.len(),
            cipher: cipher.label(),
        });
    }
    let cipher_type = match cipher {
        KernelCipher::Aes128Gcm => TLS_CIPHER_AES_GCM_128,
        KernelCipher::Aes256Gcm => TLS_CIPHER_AES_GCM_256,
        KernelCipher::Chacha20Poly1305 => TLS_CIPHER_CHACHA20_POLY1305,
    };
    let mut info = Vec::with_capacity(56);
    info.extend_from_slice(&version.to_ne_bytes());
    info.extend_from_slice(&cipher_type.to_ne_bytes());
    match cipher {
        // AES-GCM: iv[8] = the nonce's last 8 bytes, key, salt[4] = its first 4 bytes.
        KernelCipher::Aes128Gcm | KernelCipher::Aes256Gcm => {
            info.extend_from_slice(&iv[4..]);
            info.extend_from_slice(key);
            info.extend_from_slice(&iv[..4]);
        }
        // ChaCha20-Poly1305: iv[12] = the whole nonce, key, no salt.
        KernelCipher::Chacha20Poly1305 => {
            info.extend_from_slice(iv);
            info.extend_from_slice(key);
        }
    }
    info.extend_from_slice(&sequence.to_be_bytes());
    Ok((cipher, info))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(len: u8) -> Vec<u8> {
        (0..len).collect()
    }

    const IV: [u8; 12] = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111];

    #[test]
    fn aes_gcm_128_matches_the_kernel_layout() {
        let (cipher, info) =
            layout(ProtocolVersion::TLSv1_3, 7, Aead::AesGcm, &key(16), &IV).unwrap();
        assert_eq!(cipher, KernelCipher::Aes128Gcm);
        // sizeof(struct tls12_crypto_info_aes_gcm_128) == 40
        assert_eq!(info.len(), 40);
        assert_eq!(&info[..4], &[0x04, 0x03, 51, 0]);
        assert_eq!(&info[4..12], &[104, 105, 106, 107, 108, 109, 110, 111]);
        assert_eq!(&info[12..28], &key(16)[..]);
        assert_eq!(&info[28..32], &[100, 101, 102, 103]);
        assert_eq!(&info[32..], &7u64.to_be_bytes());
    }

    #[test]
    fn aes_gcm_256_and_chacha_are_56_bytes() {
        let (cipher, info) =
            layout(ProtocolVersion::TLSv1_2, 1, Aead::AesGcm, &key(32), &IV).unwrap();
        assert_eq!(
            (cipher, info.len(), &info[..4]),
            (KernelCipher::Aes256Gcm, 56, &[0x03, 0x03, 52, 0][..])
        );
        let (cipher, info) = layout(
            ProtocolVersion::TLSv1_3,
            0,
            Aead::Chacha20Poly1305,
            &key(32),
            &IV,
        )
        .unwrap();
        assert_eq!((cipher, info.len()), (KernelCipher::Chacha20Poly1305, 56));
        assert_eq!(&info[4..16], &IV);
        // Through the rustls type too.
        let secrets = ConnectionTrafficSecrets::Chacha20Poly1305 {
            key: rustls::crypto::cipher::AeadKey::from([9; 32]),
            iv: rustls::crypto::cipher::Iv::new(IV),
        };
        assert_eq!(
            crypto_info(ProtocolVersion::TLSv1_3, 0, &secrets)
                .unwrap()
                .1
                .len(),
            56
        );
    }

    #[test]
    fn wrong_sizes_and_versions_are_errors() {
        assert!(matches!(
            layout(
                ProtocolVersion::TLSv1_3,
                0,
                Aead::Chacha20Poly1305,
                &key(16),
                &IV
            ),
            Err(CryptoInfoError::Length { .. })
        ));
        assert!(matches!(
            layout(
                ProtocolVersion::TLSv1_3,
                0,
                Aead::AesGcm,
                &key(16),
                &IV[..8]
            ),
            Err(CryptoInfoError::Length { .. })
        ));
        assert!(matches!(
            layout(ProtocolVersion::TLSv1_1, 0, Aead::AesGcm, &key(16), &IV),
            Err(CryptoInfoError::Version(_))
        ));
    }

    #[test]
    fn suites_map_to_kernel_ciphers() {
        use rustls::CipherSuite as S;
        assert_eq!(
            KernelCipher::of_suite(S::TLS13_AES_128_GCM_SHA256),
            Some(KernelCipher::Aes128Gcm)
        );
        assert_eq!(
            KernelCipher::of_suite(S::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384),
            Some(KernelCipher::Aes256Gcm)
        );
        assert_eq!(
            KernelCipher::of_suite(S::TLS13_CHACHA20_POLY1305_SHA256),
            Some(KernelCipher::Chacha20Poly1305)
        );
        assert_eq!(
            KernelCipher::of_suite(S::TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA),
            None
        );
    }
}
