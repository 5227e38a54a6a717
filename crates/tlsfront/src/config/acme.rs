//! `[acme]`: certificates on demand. Off unless a gate is given (`ask` and/or `allow_list`);
//! any other `[acme]` key without a gate is a problem, since it would silently do nothing.

use std::path::Path;
use std::time::Duration;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use tlsfront_acme::gate::GateOptions;
use tlsfront_acme::{AcmeOptions, ChallengeKind, ExternalAccount, LETS_ENCRYPT};
use tlsfront_server::ServeOptions;

use super::file::AcmeSection;
use super::problems::{flag_or_file, flags_or_file, Problems};
use super::FileConfig;
use crate::cli::{AcmeArgs, ServeArgs};

/// Overlays the `--acme-*` flags on `[acme]`; `None` when on-demand issuance is off.
pub(super) fn check_acme(
    args: &ServeArgs,
    file: &FileConfig,
    base: &Path,
    serve: &ServeOptions,
    problems: &mut Problems,
) -> Option<AcmeOptions> {
    let (flags, section) = (&args.acme, &file.acme);
    let gate = check_gate(flags, section, serve, problems)?;
    let directory = flag_or_file(&flags.acme_directory, &section.directory).unwrap_or(LETS_ENCRYPT);
    let mut options = AcmeOptions::new(directory.to_owned(), gate);
    options.ca_root = flags
        .acme_ca_root
        .clone()
        .or_else(|| section.ca_root.as_ref().map(|path| base.join(path)));
    if let Some(root) = &options.ca_root {
        if !root.is_file() {
            problems.add(format!(
                "acme.ca_root: {} is not a readable file",
                root.display()
            ));
        }
    }
    options.contact = flags_or_file(&flags.acme_contact, &section.contact)
        .map(<[String]>::to_vec)
        .unwrap_or_default();
    options.external_account = external_account(flags, file, problems);
    if let Some(kinds) = flags_or_file(&flags.acme_challenge, &section.challenges) {
        options.challenges = challenge_kinds(kinds, problems);
    }
    if options.challenges.contains(&ChallengeKind::Http01) && serve.listen_http.is_empty() {
        problems.add(
            "acme.challenges: http-01 is answered on the plain-HTTP listener; give listen_http too"
                .into(),
        );
    }
    check_durations(flags, file, serve, &mut options, problems);
    options.max_orders = flags
        .acme_max_orders
        .or(section.max_orders)
        .unwrap_or(options.max_orders);
    problems.at_least("acme.max_orders", options.max_orders, 1);
    Some(options)
}

/// The gate: which names may be issued for (`ask`, `allow_list`) and how long its answers
/// are remembered; `None` when there is none, and so no on-demand issuance.
fn check_gate(
    flags: &AcmeArgs,
    section: &AcmeSection,
    serve: &ServeOptions,
    problems: &mut Problems,
) -> Option<GateOptions> {
    let ask = flag_or_file(&flags.acme_ask, &section.ask).and_then(|url| {
        let parsed = url.parse::<http::Uri>().ok().filter(|uri| {
            matches!(uri.scheme_str(), Some("http" | "https")) && uri.host().is_some()
        });
        if parsed.is_none() {
            problems.add(format!(
                "acme.ask: {url:?} is not an http:// or https:// URL"
            ));
        }
        parsed
    });
    let allow_list = flags
        .acme_allow_list
        .or(section.allow_list)
        .unwrap_or(false);
    if ask.is_none() && !allow_list {
        if anything_set(flags, section) {
            problems.add(
                "acme: settings are given but no gate (acme.ask or acme.allow_list), so on-demand issuance would stay off".into(),
            );
        }
        return None;
    }
    Some(GateOptions {
        allow_list,
        ask,
        // A gate is a local service; an answer slower than this holds a handshake too long.
        ask_timeout: problems.duration(
            "acme.ask_timeout",
            flag_or_file(&flags.acme_ask_timeout, &section.ask_timeout),
            Duration::from_secs(2),
        ),
        // Short enough that a name an operator disallows stops being issued for soon, long
        // enough that a busy new name asks once.
        allowed_ttl: problems.duration(
            "acme.allowed_ttl",
            flag_or_file(&flags.acme_allowed_ttl, &section.allowed_ttl),
            Duration::from_secs(600),
        ),
        // A newly allowed customer waits at most a minute; a flood of one name asks once a minute.
        denied_ttl: problems.duration(
            "acme.denied_ttl",
            flag_or_file(&flags.acme_denied_ttl, &section.denied_ttl),
            Duration::from_secs(60),
        ),
        // As many answers as the negative cache holds names.
        capacity: serve.cache.negative_capacity,
    })
}

fn check_durations(
    flags: &AcmeArgs,
    file: &FileConfig,
    serve: &ServeOptions,
    options: &mut AcmeOptions,
    problems: &mut Problems,
) {
    let section = &file.acme;
    let mut duration =
        |key: &str, flag: &Option<String>, value: &Option<String>, default: Duration| {
            let value = problems.duration(key, flag_or_file(flag, value), default);
            problems.longer_than_zero(key, value);
            value
        };
    options.wait = duration("acme.wait", &flags.acme_wait, &section.wait, options.wait);
    options.order_timeout = duration(
        "acme.order_timeout",
        &flags.acme_order_timeout,
        &section.order_timeout,
        options.order_timeout,
    );
    options.backoff.initial = duration(
        "acme.backoff",
        &flags.acme_backoff,
        &section.backoff,
        options.backoff.initial,
    );
    options.backoff.max = duration(
        "acme.backoff_max",
        &flags.acme_backoff_max,
        &section.backoff_max,
        options.backoff.max,
    );
    options.order_window = duration(
        "acme.order_window",
        &flags.acme_order_window,
        &section.order_window,
        options.order_window,
    );
    options.renew_check = duration(
        "acme.renew_check",
        &flags.acme_renew_check,
        &section.renew_check,
        options.renew_check,
    );
    if options.wait >= serve.handshake_timeout {
        problems.add(format!(
            "acme.wait ({:?}) must be shorter than limits.handshake_timeout ({:?}), or no handshake would live to use the certificate",
            options.wait, serve.handshake_timeout
        ));
    }
    if options.backoff.max < options.backoff.initial {
        problems.add("acme.backoff_max must be at least acme.backoff".into());
    }
}

fn challenge_kinds(kinds: &[String], problems: &mut Problems) -> Vec<ChallengeKind> {
    let mut parsed = Vec::new();
    for kind in kinds {
        match ChallengeKind::parse(kind) {
            Some(kind) if !parsed.contains(&kind) => parsed.push(kind),
            Some(_) => {}
            None => problems.add(format!(
                "acme.challenges: {kind:?} is not one of tls-alpn-01, http-01"
            )),
        }
    }
    if parsed.is_empty() && !kinds.is_empty() {
        return vec![ChallengeKind::TlsAlpn01];
    }
    parsed
}

fn external_account(
    flags: &AcmeArgs,
    file: &FileConfig,
    problems: &mut Problems,
) -> Option<ExternalAccount> {
    let kid = flag_or_file(&flags.acme_eab_kid, &file.acme.eab_kid);
    let hmac = flag_or_file(&flags.acme_eab_hmac_key, &file.acme.eab_hmac_key);
    match (kid, hmac) {
        (None, None) => None,
        (Some(kid), Some(hmac)) => match URL_SAFE_NO_PAD.decode(hmac.trim_end_matches('=')) {
            Ok(hmac_key) if !hmac_key.is_empty() => Some(ExternalAccount {
                key_id: kid.to_owned(),
                hmac_key,
            }),
            // Never the key itself in the message.
            _ => {
                problems.add("acme.eab_hmac_key is not base64url".into());
                None
            }
        },
        _ => {
            problems.add("acme.eab_kid and acme.eab_hmac_key go together".into());
            None
        }
    }
}

/// Whether any setting besides the gate is given, by flag or in `[acme]`.
fn anything_set(flags: &AcmeArgs, section: &AcmeSection) -> bool {
    let flags = AcmeArgs {
        acme_ask: None,
        acme_allow_list: None,
        ..flags.clone()
    };
    let section = AcmeSection {
        ask: None,
        allow_list: None,
        ..section.clone()
    };
    flags != AcmeArgs::default() || section != AcmeSection::default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(args: ServeArgs, file: &str) -> (Option<AcmeOptions>, Problems) {
        let file: FileConfig = toml::from_str(file).unwrap();
        let serve = ServeOptions {
            listen_http: vec!["127.0.0.1:80".parse().unwrap()],
            ..ServeOptions::default()
        };
        let mut problems = Problems::default();
        let options = check_acme(
            &args,
            &file,
            Path::new("/etc/tlsfront"),
            &serve,
            &mut problems,
        );
        (options, problems)
    }

    #[test]
    fn off_without_a_gate_and_settings_without_one_are_a_problem() {
        let (options, problems) = checked(ServeArgs::default(), "");
        assert!(options.is_none());
        assert!(problems.finish().is_ok());
        let (options, problems) = checked(ServeArgs::default(), "[acme]\nwait = \"2s\"\n");
        assert!(options.is_none());
        let err = problems.finish().unwrap_err().to_string();
        assert!(err.contains("no gate"), "{err}");
    }

    #[test]
    fn a_gate_turns_it_on_with_the_defaults_and_flags_win() {
        let file = "[acme]\nask = \"http://127.0.0.1:9000/ask\"\nwait = \"3s\"\nchallenges = [\"http-01\", \"tls-alpn-01\"]\nca_root = \"pebble.pem\"\n";
        let mut args = ServeArgs::default();
        args.acme.acme_wait = Some("1s".into());
        args.acme.acme_allow_list = Some(true);
        let (options, _problems) = checked(args, file);
        let options = options.unwrap();
        assert_eq!(options.wait, Duration::from_secs(1));
        assert!(options.gate.allow_list);
        assert_eq!(
            options.gate.ask.unwrap().to_string(),
            "http://127.0.0.1:9000/ask"
        );
        assert_eq!(
            options.challenges,
            [ChallengeKind::Http01, ChallengeKind::TlsAlpn01]
        );
        assert_eq!(options.directory, LETS_ENCRYPT);
        assert_eq!(
            options.ca_root.unwrap(),
            Path::new("/etc/tlsfront/pebble.pem")
        );
        assert_eq!(options.max_orders, 150);
    }

    #[test]
    fn every_bad_setting_is_a_problem() {
        let file = "[acme]\nask = \"ftp://x\"\nallow_list = true\nwait = \"30s\"\nchallenges = [\"dns-01\"]\neab_kid = \"k\"\nbackoff = \"1h\"\nbackoff_max = \"1m\"\nmax_orders = 0\n";
        let (_, problems) = checked(ServeArgs::default(), file);
        let err = problems.finish().unwrap_err().to_string();
        for expected in [
            "acme.ask",
            "handshake_timeout",
            "dns-01",
            "eab_kid and",
            "backoff_max",
            "max_orders",
        ] {
            assert!(err.contains(expected), "{expected}: {err}");
        }
    }
}
