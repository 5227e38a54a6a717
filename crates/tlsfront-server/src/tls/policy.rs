//! The cipher policy: which protocol versions, suites and groups tlsfront speaks, and in which
//! order it prefers them. Pure: it takes values and returns values.
//!
//! - TLS 1.3 and TLS 1.2 only, AEAD suites only, ECDHE only: no TLS 1.0/1.1, no CBC, no RSA key
//!   exchange, no static DH.
//! - Key exchange over X25519, P-256 and P-384.
//! - The server's order wins (AES-GCM first, which is fastest where the CPU has AES
//!   instructions), except that a client listing ChaCha20-Poly1305 first gets ChaCha20: that is
//!   how a phone without AES hardware says it wants it (OpenSSL's `PRIORITIZE_CHACHA`).

use rustls::crypto::aws_lc_rs::{self, cipher_suite as suite, kx_group};
use rustls::crypto::CryptoProvider;
use rustls::{CipherSuite, SupportedCipherSuite, SupportedProtocolVersion};

/// The protocol versions served.
pub static PROTOCOL_VERSIONS: &[&SupportedProtocolVersion] =
    &[&rustls::version::TLS13, &rustls::version::TLS12];

/// The protocol versions served to a host whose policy is `min_tls = "1.3"`.
pub static TLS13_ONLY: &[&SupportedProtocolVersion] = &[&rustls::version::TLS13];

/// The suites served, AES-GCM first.
pub static AES_FIRST: &[SupportedCipherSuite] = &[
    suite::TLS13_AES_128_GCM_SHA256,
    suite::TLS13_AES_256_GCM_SHA384,
    suite::TLS13_CHACHA20_POLY1305_SHA256,
    suite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
    suite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    suite::TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256,
    suite::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
    suite::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
    suite::TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
];

/// The same suites, ChaCha20-Poly1305 first.
pub static CHACHA_FIRST: &[SupportedCipherSuite] = &[
    suite::TLS13_CHACHA20_POLY1305_SHA256,
    suite::TLS13_AES_128_GCM_SHA256,
    suite::TLS13_AES_256_GCM_SHA384,
    suite::TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256,
    suite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
    suite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    suite::TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
    suite::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
    suite::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
];

/// The key exchange groups, in preference order.
pub static KX_GROUPS: &[&dyn rustls::crypto::SupportedKxGroup] =
    &[kx_group::X25519, kx_group::SECP256R1, kx_group::SECP384R1];

/// Which of the two server orders a connection gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SuiteOrder {
    AesFirst,
    ChaChaFirst,
}

impl SuiteOrder {
    pub fn suites(self) -> &'static [SupportedCipherSuite] {
        match self {
            SuiteOrder::AesFirst => AES_FIRST,
            SuiteOrder::ChaChaFirst => CHACHA_FIRST,
        }
    }
}

/// Picks the server order for a client from the suites it offered, in its order: ChaCha20 first
/// when the first suite it offers that we serve is a ChaCha20 one, AES-GCM first otherwise.
/// GREASE values, signalling values and suites we do not serve are skipped.
pub fn suite_order_for(client_suites: &[CipherSuite]) -> SuiteOrder {
    let first_served = client_suites
        .iter()
        .find(|offered| AES_FIRST.iter().any(|ours| ours.suite() == **offered));
    match first_served {
        Some(CipherSuite::TLS13_CHACHA20_POLY1305_SHA256)
        | Some(CipherSuite::TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256)
        | Some(CipherSuite::TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256) => SuiteOrder::ChaChaFirst,
        _ => SuiteOrder::AesFirst,
    }
}

/// The aws-lc-rs provider restricted to the policy, in the given order.
pub fn crypto_provider(order: SuiteOrder) -> CryptoProvider {
    CryptoProvider {
        cipher_suites: order.suites().to_vec(),
        kx_groups: KX_GROUPS.to_vec(),
        ..aws_lc_rs::default_provider()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_listing_chacha_first_gets_chacha_first() {
        let grease = CipherSuite::Unknown(0x0a0a);
        let offered = [
            grease,
            CipherSuite::TLS13_CHACHA20_POLY1305_SHA256,
            CipherSuite::TLS13_AES_128_GCM_SHA256,
        ];
        assert_eq!(suite_order_for(&offered), SuiteOrder::ChaChaFirst);
        let tls12 = [
            CipherSuite::TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
            CipherSuite::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
        ];
        assert_eq!(suite_order_for(&tls12), SuiteOrder::ChaChaFirst);
    }

    #[test]
    fn everyone_else_gets_aes_first() {
        let aes = [
            CipherSuite::TLS13_AES_256_GCM_SHA384,
            CipherSuite::TLS13_CHACHA20_POLY1305_SHA256,
        ];
        assert_eq!(suite_order_for(&aes), SuiteOrder::AesFirst);
        // A CBC suite we do not serve, listed first, does not decide the order.
        let cbc_first = [
            CipherSuite::TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA,
            CipherSuite::TLS13_AES_128_GCM_SHA256,
        ];
        assert_eq!(suite_order_for(&cbc_first), SuiteOrder::AesFirst);
        assert_eq!(suite_order_for(&[]), SuiteOrder::AesFirst);
    }

    #[test]
    fn both_orders_serve_the_same_aead_suites_only() {
        let mut aes: Vec<_> = AES_FIRST.iter().map(|s| s.suite()).collect();
        let mut chacha: Vec<_> = CHACHA_FIRST.iter().map(|s| s.suite()).collect();
        aes.sort_by_key(|s| u16::from(*s));
        chacha.sort_by_key(|s| u16::from(*s));
        assert_eq!(aes, chacha);
        for name in AES_FIRST.iter().map(|s| format!("{:?}", s.suite())) {
            assert!(
                name.contains("GCM") || name.contains("CHACHA20_POLY1305"),
                "{name}"
            );
            assert!(
                name.starts_with("TLS13_") || name.starts_with("TLS_ECDHE_"),
                "{name}"
            );
        }
    }
}
