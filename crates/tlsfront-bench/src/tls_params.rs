//! Names on the command line -> rustls values: protocol versions, cipher suites, key exchange
//! groups and signature schemes. Pure functions, so every mapping is unit-tested without sockets.

use rustls::crypto::aws_lc_rs::{cipher_suite, kx_group, DEFAULT_CIPHER_SUITES};
use rustls::crypto::SupportedKxGroup;
use rustls::{SignatureAlgorithm, SignatureScheme, SupportedCipherSuite, SupportedProtocolVersion};

/// The TLS version fixed with `--tls`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TlsVersion {
    V12,
    V13,
}

/// Which server signature schemes the client offers (`--sigalgs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum SigAlgs {
    /// ECDSA only (P-256, P-384, P-521): a dual-certificate server must pick its ECDSA key.
    Ecdsa,
    /// RSA only (PSS and PKCS#1): a dual-certificate server must pick its RSA key.
    Rsa,
    /// ECDSA, Ed25519 and RSA, in that order of preference.
    All,
}

/// The versions, suites and signature schemes after `--tls`, `--cipher` and `--sigalgs` have
/// been reconciled with each other.
#[derive(Debug, Clone)]
pub struct Negotiable {
    pub versions: Vec<&'static SupportedProtocolVersion>,
    pub cipher_suites: Vec<SupportedCipherSuite>,
}

/// OpenSSL's names for the suites rustls implements. rustls' own names (as it prints them) are
/// matched directly against the provider's suites.
const OPENSSL_NAMES: &[(&str, SupportedCipherSuite)] = &[
    (
        "TLS_AES_128_GCM_SHA256",
        cipher_suite::TLS13_AES_128_GCM_SHA256,
    ),
    (
        "TLS_AES_256_GCM_SHA384",
        cipher_suite::TLS13_AES_256_GCM_SHA384,
    ),
    (
        "TLS_CHACHA20_POLY1305_SHA256",
        cipher_suite::TLS13_CHACHA20_POLY1305_SHA256,
    ),
    (
        "ECDHE-ECDSA-AES128-GCM-SHA256",
        cipher_suite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
    ),
    (
        "ECDHE-ECDSA-AES256-GCM-SHA384",
        cipher_suite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
    ),
    (
        "ECDHE-ECDSA-CHACHA20-POLY1305",
        cipher_suite::TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256,
    ),
    (
        "ECDHE-RSA-AES128-GCM-SHA256",
        cipher_suite::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
    ),
    (
        "ECDHE-RSA-AES256-GCM-SHA384",
        cipher_suite::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
    ),
    (
        "ECDHE-RSA-CHACHA20-POLY1305",
        cipher_suite::TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
    ),
];

/// Looks one suite up by its rustls name (`TLS13_AES_128_GCM_SHA256`,
/// `TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256`) or its OpenSSL name (`ECDHE-RSA-AES128-GCM-SHA256`,
/// `TLS_AES_128_GCM_SHA256`), ignoring case.
pub fn lookup_cipher_suite(name: &str) -> Option<SupportedCipherSuite> {
    let name = name.trim();
    DEFAULT_CIPHER_SUITES
        .iter()
        .copied()
        .find(|suite| suite_name(*suite).eq_ignore_ascii_case(name))
        .or_else(|| {
            OPENSSL_NAMES
                .iter()
                .find(|(openssl, _)| openssl.eq_ignore_ascii_case(name))
                .map(|(_, suite)| *suite)
        })
}

/// The name rustls prints for a suite.
pub fn suite_name(suite: SupportedCipherSuite) -> &'static str {
    suite.suite().as_str().unwrap_or("unknown")
}

/// Reconciles `--tls`, `--cipher` (a list separated by `,` or `:`) and `--sigalgs`.
///
/// Without `--cipher`, every suite of the chosen versions that the offered signature schemes can
/// use is offered. An explicit suite that contradicts `--tls` or `--sigalgs` is an error rather
/// than being dropped silently, because a benchmark must measure what it says it measures.
pub fn negotiable(
    version: Option<TlsVersion>,
    ciphers: Option<&str>,
    sigalgs: SigAlgs,
) -> Result<Negotiable, String> {
    let explicit = match ciphers {
        Some(list) => Some(parse_cipher_list(list)?),
        None => None,
    };
    let mut suites: Vec<SupportedCipherSuite> = match &explicit {
        Some(suites) => suites.clone(),
        None => DEFAULT_CIPHER_SUITES.to_vec(),
    };
    if let Some(version) = version {
        let wanted = version_of(version);
        if let Some(bad) = suites
            .iter()
            .find(|s| s.version() != wanted)
            .filter(|_| explicit.is_some())
        {
            return Err(format!(
                "cipher suite {} is not a TLS {} suite",
                suite_name(*bad),
                version_label(version)
            ));
        }
        suites.retain(|s| s.version() == wanted);
    }
    let usable = |s: &SupportedCipherSuite| sigalg_usable(*s, sigalgs);
    if let Some(bad) = suites
        .iter()
        .find(|s| !usable(s))
        .filter(|_| explicit.is_some())
    {
        return Err(format!(
            "cipher suite {} cannot be used with --sigalgs {:?}",
            suite_name(*bad),
            sigalgs
        ));
    }
    suites.retain(usable);
    if suites.is_empty() {
        return Err("no cipher suite is left to offer".to_string());
    }
    let mut versions: Vec<&'static SupportedProtocolVersion> = Vec::new();
    // TLS 1.3 first: rustls offers versions in this order of preference.
    for candidate in [&rustls::version::TLS13, &rustls::version::TLS12] {
        if suites.iter().any(|s| s.version() == candidate) {
            versions.push(candidate);
        }
    }
    Ok(Negotiable {
        versions,
        cipher_suites: suites,
    })
}

/// Parses `--kx`: one or more of `x25519`, `p256`, `p384`, `x25519mlkem768`, separated by `,`.
/// The first group is the one the ClientHello carries a key share for.
pub fn kx_groups(list: &str) -> Result<Vec<&'static dyn SupportedKxGroup>, String> {
    let mut groups: Vec<&'static dyn SupportedKxGroup> = Vec::new();
    for name in list.split(',').map(str::trim) {
        let group: &'static dyn SupportedKxGroup = match name.to_ascii_lowercase().as_str() {
            "x25519" => kx_group::X25519,
            "p256" | "p-256" | "secp256r1" | "prime256v1" => kx_group::SECP256R1,
            "p384" | "p-384" | "secp384r1" => kx_group::SECP384R1,
            "x25519mlkem768" | "mlkem" => kx_group::X25519MLKEM768,
            _ => {
                return Err(format!(
                    "unknown key exchange group {name:?} (use x25519, p256, p384 or x25519mlkem768)"
                ))
            }
        };
        if !groups.iter().any(|g| g.name() == group.name()) {
            groups.push(group);
        }
    }
    Ok(groups)
}

/// The signature schemes offered for `--sigalgs`, most preferred first.
pub fn signature_schemes(sigalgs: SigAlgs) -> Vec<SignatureScheme> {
    const ECDSA: &[SignatureScheme] = &[
        SignatureScheme::ECDSA_NISTP256_SHA256,
        SignatureScheme::ECDSA_NISTP384_SHA384,
        SignatureScheme::ECDSA_NISTP521_SHA512,
    ];
    const RSA: &[SignatureScheme] = &[
        SignatureScheme::RSA_PSS_SHA256,
        SignatureScheme::RSA_PSS_SHA384,
        SignatureScheme::RSA_PSS_SHA512,
        SignatureScheme::RSA_PKCS1_SHA256,
        SignatureScheme::RSA_PKCS1_SHA384,
        SignatureScheme::RSA_PKCS1_SHA512,
    ];
    match sigalgs {
        SigAlgs::Ecdsa => ECDSA.to_vec(),
        SigAlgs::Rsa => RSA.to_vec(),
        SigAlgs::All => {
            let mut all = ECDSA.to_vec();
            all.push(SignatureScheme::ED25519);
            all.extend_from_slice(RSA);
            all
        }
    }
}

/// "1.2" or "1.3", as the flag spells it.
pub fn version_label(version: TlsVersion) -> &'static str {
    match version {
        TlsVersion::V12 => "1.2",
        TlsVersion::V13 => "1.3",
    }
}

fn version_of(version: TlsVersion) -> &'static SupportedProtocolVersion {
    match version {
        TlsVersion::V12 => &rustls::version::TLS12,
        TlsVersion::V13 => &rustls::version::TLS13,
    }
}

fn parse_cipher_list(list: &str) -> Result<Vec<SupportedCipherSuite>, String> {
    let mut suites = Vec::new();
    for name in list
        .split([',', ':'])
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        let suite = lookup_cipher_suite(name).ok_or_else(|| {
            format!("unknown cipher suite {name:?} (rustls or OpenSSL names of AEAD suites)")
        })?;
        if !suites.contains(&suite) {
            suites.push(suite);
        }
    }
    if suites.is_empty() {
        return Err("--cipher names no suite".to_string());
    }
    Ok(suites)
}

/// A TLS 1.2 suite fixes the certificate's key type; a TLS 1.3 suite does not.
fn sigalg_usable(suite: SupportedCipherSuite, sigalgs: SigAlgs) -> bool {
    match sigalgs {
        SigAlgs::All => true,
        SigAlgs::Ecdsa => suite.usable_for_signature_algorithm(SignatureAlgorithm::ECDSA),
        SigAlgs::Rsa => suite.usable_for_signature_algorithm(SignatureAlgorithm::RSA),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustls_and_openssl_names_map_to_the_same_suite() {
        let pairs = [
            ("TLS13_AES_128_GCM_SHA256", "TLS_AES_128_GCM_SHA256"),
            (
                "TLS13_CHACHA20_POLY1305_SHA256",
                "tls_chacha20_poly1305_sha256",
            ),
            (
                "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
                "ECDHE-RSA-AES128-GCM-SHA256",
            ),
            (
                "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384",
                "ecdhe-ecdsa-aes256-gcm-sha384",
            ),
            (
                "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256",
                "ECDHE-RSA-CHACHA20-POLY1305",
            ),
        ];
        for (rustls_name, openssl_name) in pairs {
            let a = lookup_cipher_suite(rustls_name).expect(rustls_name);
            let b = lookup_cipher_suite(openssl_name).expect(openssl_name);
            assert_eq!(a.suite(), b.suite());
            assert_eq!(suite_name(a), rustls_name);
        }
        assert!(lookup_cipher_suite("AES128-SHA").is_none());
    }

    #[test]
    fn a_cipher_fixes_the_version_when_tls_is_not_given() {
        let n = negotiable(None, Some("ECDHE-RSA-AES128-GCM-SHA256"), SigAlgs::All).unwrap();
        assert_eq!(n.versions, vec![&rustls::version::TLS12]);
        assert_eq!(n.cipher_suites.len(), 1);
    }

    #[test]
    fn contradictions_are_refused() {
        assert!(negotiable(
            Some(TlsVersion::V12),
            Some("TLS13_AES_128_GCM_SHA256"),
            SigAlgs::All
        )
        .is_err());
        assert!(negotiable(None, Some("ECDHE-RSA-AES128-GCM-SHA256"), SigAlgs::Ecdsa).is_err());
        assert!(negotiable(None, Some("NOPE"), SigAlgs::All).is_err());
    }

    #[test]
    fn implicit_suites_follow_version_and_sigalgs() {
        let n = negotiable(Some(TlsVersion::V12), None, SigAlgs::Ecdsa).unwrap();
        assert!(!n.cipher_suites.is_empty());
        assert!(n
            .cipher_suites
            .iter()
            .all(|s| suite_name(*s).contains("ECDSA")));
        let n = negotiable(Some(TlsVersion::V13), None, SigAlgs::Rsa).unwrap();
        assert_eq!(n.versions, vec![&rustls::version::TLS13]);
        assert_eq!(n.cipher_suites.len(), 3);
        let n = negotiable(
            None,
            Some("TLS13_AES_128_GCM_SHA256:ECDHE-ECDSA-AES128-GCM-SHA256"),
            SigAlgs::All,
        )
        .unwrap();
        assert_eq!(n.versions.len(), 2);
    }

    #[test]
    fn kx_names() {
        let groups = kx_groups("p256, x25519,p256").unwrap();
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].name(), rustls::NamedGroup::secp256r1);
        assert!(kx_groups("ffdhe2048").is_err());
    }

    #[test]
    fn sigalg_sets_do_not_overlap() {
        let ecdsa = signature_schemes(SigAlgs::Ecdsa);
        let rsa = signature_schemes(SigAlgs::Rsa);
        assert!(ecdsa.iter().all(|s| !rsa.contains(s)));
        assert_eq!(
            signature_schemes(SigAlgs::All).len(),
            ecdsa.len() + rsa.len() + 1
        );
    }
}
