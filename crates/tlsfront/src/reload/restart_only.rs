//! Which settings of a reloaded configuration wait for a restart: a pure comparison of the
//! configuration in force with the one just loaded. The server's [`live_plan`] decides the
//! rest.
//!
//! [`live_plan`]: tlsfront_server::reload::live_plan::live_plan

use tlsfront_server::reload::{Change, Refusal};

use crate::config::Config;

/// Why each kind of setting cannot change while serving.
const SOCKETS: &str =
    "the listening sockets stay as they are until a restart or an upgrade (SIGUSR2)";
const STORE: &str = "the store stays as it was opened until a restart or an upgrade";
const STARTED: &str = "set up once at start-up; applied by a restart or an upgrade";

/// The settings that differ between `running` and `wanted` and cannot change while serving,
/// in the order the config file lists them.
pub fn restart_only_changes(running: &Config, wanted: &Config) -> Vec<Refusal> {
    let (old, new) = (&running.serve, &wanted.serve);
    let (old_file, new_file) = (&running.restart_only, &wanted.restart_only);
    let differing = [
        ("listen", old.listen != new.listen, SOCKETS),
        ("listen_http", old.listen_http != new.listen_http, SOCKETS),
        ("listen_quic", old.listen_quic != new.listen_quic, SOCKETS),
        ("admin", old.admin != new.admin, SOCKETS),
        (
            "proxy_protocol_from",
            old.proxy_protocol_from != new.proxy_protocol_from,
            STARTED,
        ),
        ("certs", running.certs != wanted.certs, STORE),
        ("seal_key", old_file.seal_key != new_file.seal_key, STORE),
        ("[redis]", old_file.redis != new_file.redis, STORE),
        ("preload", old.preload != new.preload, STARTED),
        (
            "compress_cache_bytes",
            old.compress_cache_bytes != new.compress_cache_bytes,
            STARTED,
        ),
        ("[proxy]", old_file.proxy != new_file.proxy, STARTED),
        ("[acme]", old_file.acme != new_file.acme, STARTED),
        ("[tickets]", old_file.tickets != new_file.tickets, STARTED),
        (
            "[ocsp]",
            old_file.ocsp != new_file.ocsp || old.stapling != new.stapling,
            STARTED,
        ),
    ];
    differing
        .into_iter()
        .filter(|(_, differs, _)| *differs)
        .map(|(setting, _, reason)| Refusal {
            setting,
            reason: reason.to_owned(),
        })
        .collect()
}

/// `setting: from -> to; …`, for the reload's log line.
pub fn describe_changes(changes: &[Change]) -> String {
    if changes.is_empty() {
        return "nothing".to_owned();
    }
    let described: Vec<String> = changes
        .iter()
        .map(|change| format!("{}: {} -> {}", change.setting, change.from, change.to))
        .collect();
    described.join("; ")
}

/// `setting (why); …`, for the refusal's log line.
pub fn describe_refusals(refusals: &[Refusal]) -> String {
    let described: Vec<String> = refusals
        .iter()
        .map(|refusal| format!("{} ({})", refusal.setting, refusal.reason))
        .collect();
    described.join("; ")
}

#[cfg(test)]
mod tests {
    use std::net::SocketAddr;
    use std::path::Path;

    use super::*;
    use crate::cli::ServeArgs;
    use crate::config::FileConfig;

    fn config(certs: &Path, toml: &str) -> Config {
        let args = ServeArgs {
            certs: Some(format!("dir:{}", certs.display())),
            ..ServeArgs::default()
        };
        let file: FileConfig = toml::from_str(toml).unwrap();
        Config::build(&args, file, Path::new(""), None).unwrap()
    }

    fn settings(refusals: &[Refusal]) -> Vec<&'static str> {
        refusals.iter().map(|refusal| refusal.setting).collect()
    }

    #[test]
    fn live_settings_are_not_refused() {
        let certs = tempfile::tempdir().unwrap();
        let running = config(certs.path(), "");
        let wanted = config(
            certs.path(),
            r#"
            access_log = false
            log = "debug"
            [limits]
            max_headers = 20
            [cache]
            ttl = "1m"
            "#,
        );
        assert!(restart_only_changes(&running, &wanted).is_empty());
        assert!(restart_only_changes(&running, &running).is_empty());
    }

    #[test]
    fn each_restart_only_setting_is_named() {
        let certs = tempfile::tempdir().unwrap();
        let running = config(certs.path(), r#"listen = ["127.0.0.1:8443"]"#);
        let wanted = config(
            certs.path(),
            r#"
            listen = ["127.0.0.1:9443"]
            listen_http = ["127.0.0.1:8080"]
            preload = true
            [redis]
            key_prefix = "other:"
            [proxy]
            connect_timeout = "1s"
            [tickets]
            key_rotation = "1h"
            "#,
        );
        let refusals = restart_only_changes(&running, &wanted);
        assert_eq!(
            settings(&refusals),
            [
                "listen",
                "listen_http",
                "[redis]",
                "preload",
                "[proxy]",
                "[tickets]"
            ]
        );
        assert_eq!(
            wanted.serve.listen,
            vec!["127.0.0.1:9443".parse::<SocketAddr>().unwrap()]
        );
        let line = describe_refusals(&refusals);
        assert!(line.starts_with("listen (the listening sockets"), "{line}");
    }

    #[test]
    fn the_compressed_cache_size_waits_for_a_restart() {
        let certs = tempfile::tempdir().unwrap();
        let running = config(certs.path(), "compress_on_the_fly = false");
        let wanted = config(
            certs.path(),
            "compress_on_the_fly = true\ncompress_cache_bytes = 1000",
        );
        let refusals = restart_only_changes(&running, &wanted);
        assert_eq!(settings(&refusals), ["compress_cache_bytes"]);
    }

    #[test]
    fn changes_are_described_in_one_line() {
        let changes = [
            Change {
                setting: "limits.max_headers",
                from: "100".into(),
                to: "20".into(),
            },
            Change {
                setting: "access_log",
                from: "true".into(),
                to: "false".into(),
            },
        ];
        assert_eq!(
            describe_changes(&changes),
            "limits.max_headers: 100 -> 20; access_log: true -> false"
        );
        assert_eq!(describe_changes(&[]), "nothing");
    }
}
