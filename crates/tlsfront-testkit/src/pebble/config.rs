//! Pebble's JSON configuration, built from the harness's ports and options (a pure function,
//! so its shape is tested without starting anything).

use std::path::Path;

use base64::Engine;
use serde_json::{json, Value};

use super::{EabCredentials, PebbleOptions};

/// Where Pebble listens and which files it serves its own HTTPS with.
pub(super) struct Listeners<'a> {
    pub acme_port: u16,
    pub management_port: u16,
    /// The directory with `certs/localhost/{cert,key}.pem`.
    pub test_dir: &'a Path,
}

/// The `{"pebble": {...}}` document `pebble -config` reads (Go matches the keys without
/// regard to case; these follow Pebble's own example files).
pub(super) fn pebble_config(
    listeners: &Listeners<'_>,
    options: &PebbleOptions,
    eab: Option<&EabCredentials>,
) -> Value {
    let certs = listeners.test_dir.join("certs/localhost");
    let mac_keys: serde_json::Map<String, Value> = eab
        .iter()
        .map(|eab| (eab.kid.clone(), Value::from(eab.hmac_key_base64url())))
        .collect();
    json!({
        "pebble": {
            "listenAddress": format!("127.0.0.1:{}", listeners.acme_port),
            "managementListenAddress": format!("127.0.0.1:{}", listeners.management_port),
            "certificate": certs.join("cert.pem"),
            "privateKey": certs.join("key.pem"),
            "httpPort": options.http_port,
            "tlsPort": options.tls_port,
            "ocspResponderURL": "",
            "externalAccountBindingRequired": eab.is_some(),
            "externalAccountMACKeys": mac_keys,
            // ECDSA root and intermediate: generated at every start, faster than RSA.
            "keyAlgorithm": "ecdsa",
            // No retryAfter: Pebble then sends no Retry-After, and clients poll at their pace.
            "profiles": {
                "default": {
                    "description": "tlsfront-testkit",
                    "validityPeriod": options.validity.as_secs(),
                }
            }
        }
    })
}

impl EabCredentials {
    /// The HMAC key as Pebble's config holds it (and as some ACME clients take it): unpadded
    /// base64url.
    pub fn hmac_key_base64url(&self) -> String {
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&self.hmac_key)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn listeners(test_dir: &Path) -> Listeners<'_> {
        Listeners {
            acme_port: 14000,
            management_port: 15000,
            test_dir,
        }
    }

    #[test]
    fn ports_validity_and_certificate_paths() {
        let options = PebbleOptions {
            http_port: 8080,
            tls_port: 8443,
            validity: Duration::from_secs(3600),
            eab: false,
        };
        let config = pebble_config(&listeners(Path::new("/m/test")), &options, None);
        let pebble = &config["pebble"];
        assert_eq!(pebble["listenAddress"], "127.0.0.1:14000");
        assert_eq!(pebble["managementListenAddress"], "127.0.0.1:15000");
        assert_eq!(pebble["httpPort"], 8080);
        assert_eq!(pebble["tlsPort"], 8443);
        assert_eq!(pebble["certificate"], "/m/test/certs/localhost/cert.pem");
        assert_eq!(pebble["privateKey"], "/m/test/certs/localhost/key.pem");
        assert_eq!(pebble["profiles"]["default"]["validityPeriod"], 3600);
        assert_eq!(pebble["externalAccountBindingRequired"], false);
        assert_eq!(pebble["externalAccountMACKeys"], json!({}));
    }

    #[test]
    fn eab_requires_binding_and_lists_the_key() {
        let eab = EabCredentials {
            kid: "kid".into(),
            hmac_key: b"\xfb\xff".to_vec(),
        };
        let options = PebbleOptions {
            eab: true,
            ..PebbleOptions::default()
        };
        let config = pebble_config(&listeners(Path::new("/t")), &options, Some(&eab));
        assert_eq!(config["pebble"]["externalAccountBindingRequired"], true);
        // URL-safe alphabet, no padding, as Go's base64.RawURLEncoding decodes it.
        assert_eq!(
            config["pebble"]["externalAccountMACKeys"],
            json!({"kid": "-_8"})
        );
    }
}
