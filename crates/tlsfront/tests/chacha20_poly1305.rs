//! ChaCha20-Poly1305 records of every length class, sealed by the server and opened by OpenSSL
//! (curl), on each of aws-lc's code paths for this CPU.
//!
//! The carried aws-lc-sys patch (patches/README.md) seals and opens records of 640 bytes and
//! more with AVX-512 ChaCha20 and IFMA Poly1305 where the CPU has them, and shorter ones with
//! the stitched AVX2 code. A server started with `OPENSSL_ia32cap` clearing AVX512F runs the
//! published code paths only. Both must produce records that another implementation accepts,
//! byte for byte, on either side of every threshold (512 and 640 bytes, the 128-byte steps of
//! the Poly1305 bulk loop, a full 16 KiB record). On a CPU without AVX-512 both servers run the
//! same code, and the test still checks it.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use serve::support::server_with;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::Fixtures;

const HOST: &str = "chacha.test";

/// Body lengths around every boundary the patch adds or moves. A TLS 1.3 record carries one
/// byte more (its content type); the response head goes in a record of its own or with the
/// start of the body, so these also land on both sides of each threshold.
const LENGTHS: [usize; 24] = [
    0, 1, 15, 16, 17, 127, 128, 129, 510, 511, 512, 513, 575, 638, 639, 640, 641, 1023, 1024, 4096,
    16383, 16384, 16385, 1_048_579,
];

/// A server whose aws-lc may use AVX-512, and one where `OPENSSL_ia32cap` clears AVX512F
/// (CPUID leaf 7, EBX bit 16).
const CODE_PATHS: [(&str, Option<&str>); 2] = [
    ("AVX-512 where the CPU has it", None),
    ("AVX512F cleared", Some("~0:~0x10000")),
];

#[test]
fn records_of_every_length_sealed_by_the_server_open_in_openssl() {
    let (fixtures, files) = fixture();
    for (label, ia32cap) in CODE_PATHS {
        let env: Vec<(&str, &str)> = ia32cap
            .map(|cap| ("OPENSSL_ia32cap", cap))
            .into_iter()
            .collect();
        let server = server_with(&fixtures, &["--ktls", "off"], &env);
        let suites: [(&str, &[&str]); 2] = [
            (
                "TLS 1.3",
                &[
                    "--tlsv1.3",
                    "--tls13-ciphers",
                    "TLS_CHACHA20_POLY1305_SHA256",
                ],
            ),
            (
                "TLS 1.2",
                &[
                    "--tls-max",
                    "1.2",
                    "--ciphers",
                    "ECDHE-ECDSA-CHACHA20-POLY1305",
                ],
            ),
        ];
        for (version, suite_args) in suites {
            let out_dir = tempfile::tempdir().unwrap();
            let mut args: Vec<String> = suite_args.iter().map(|s| s.to_string()).collect();
            args.extend([
                "--fail".into(),
                "--write-out".into(),
                "%{ssl_verify_result} ".into(),
            ]);
            for (name, _) in &files {
                args.push(format!("{}/{name}", origin(server.addr, HOST)));
                args.push("--output".into());
                args.push(out_dir.path().join(name).display().to_string());
            }
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = curl(server.addr, HOST, &fixtures.ca_path(), &args);
            assert!(out.success, "{label}, {version}: {}", out.text);
            for (name, body) in &files {
                let got = std::fs::read(out_dir.path().join(name)).unwrap();
                assert!(
                    got == *body,
                    "{label}, {version}: the {} bytes of {name} that came back are not its {}",
                    got.len(),
                    body.len()
                );
            }
        }
    }
}

/// One host whose site holds a file of each length in `LENGTHS`, of bytes that do not repeat.
fn fixture() -> (Fixtures, Vec<(String, Vec<u8>)>) {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host(HOST, GeneratedKey::EcdsaP256);
    let files: Vec<(String, Vec<u8>)> = LENGTHS
        .iter()
        .map(|&len| (format!("{len}.bin"), pseudo_random(len, len as u64 + 1)))
        .collect();
    let entries: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(name, body)| (name.as_str(), body.as_slice()))
        .collect();
    fixtures.add_site(HOST, &entries);
    (fixtures, files)
}

/// `len` bytes of xorshift64 output from `seed` (never zero).
fn pseudo_random(len: usize, seed: u64) -> Vec<u8> {
    let mut state = seed;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}
