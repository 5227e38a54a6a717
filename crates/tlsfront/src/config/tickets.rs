//! `[tickets]`: how often session ticket keys rotate, and key files in nginx's format instead
//! of keys made (and, with Redis, shared) by tlsfront.

use std::path::{Path, PathBuf};
use std::time::Duration;

use tlsfront_server::tls::tickets::{read_key_file, TicketKey, TicketKeySource};
use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// The shortest rotation period taken: tickets live two periods, and a shorter one would make
/// them useless (tests use a few seconds).
const MIN_ROTATION: Duration = Duration::from_secs(1);

/// Overlays `--ticket-key-rotation` / `tickets.key_rotation` and `--ticket-key-file` /
/// `tickets.key_files` on `serve`. Key files are read here, so a missing or wrong one is
/// reported before anything starts; paths from the file are relative to its directory, `base`.
pub(super) fn check_tickets(
    args: &ServeArgs,
    file: &FileConfig,
    base: &Path,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.tickets;
    let tickets = &mut serve.tickets;
    tickets.rotation = problems.duration(
        "tickets.key_rotation",
        flag_or_file(&args.ticket_key_rotation, &section.key_rotation),
        tickets.rotation,
    );
    if tickets.rotation < MIN_ROTATION {
        problems.add(format!(
            "tickets.key_rotation must be at least {}",
            humantime::format_duration(MIN_ROTATION)
        ));
    }
    let paths: Vec<PathBuf> = if args.ticket_key_file.is_empty() {
        let listed = section.key_files.iter().flatten();
        listed.map(|path| base.join(path)).collect()
    } else {
        args.ticket_key_file.clone()
    };
    if paths.is_empty() {
        return;
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs())
        .unwrap_or(0);
    // Each key with the index of the path it came from.
    let mut keys: Vec<(usize, TicketKey)> = Vec::new();
    for (index, path) in paths.iter().enumerate() {
        let Some(key) = problems.check(read_key_file(path, now).map_err(anyhow::Error::from))
        else {
            continue;
        };
        match keys.iter().position(|(_, earlier)| earlier.id == key.id) {
            Some(same) => problems.add(format!(
                "the ticket key files {} and {} hold the same key",
                paths[keys[same].0].display(),
                path.display()
            )),
            None => keys.push((index, key)),
        }
    }
    tickets.source = TicketKeySource::Files(keys.into_iter().map(|(_, key)| key).collect());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(
        args: &ServeArgs,
        file: &FileConfig,
        base: &Path,
    ) -> (ServeOptions, anyhow::Result<()>) {
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_tickets(args, file, base, &mut serve, &mut problems);
        (serve, problems.finish())
    }

    #[test]
    fn keys_are_made_and_rotate_every_12h_unless_told_otherwise() {
        let (serve, result) = check(&ServeArgs::default(), &FileConfig::default(), Path::new(""));
        result.unwrap();
        assert!(matches!(serve.tickets.source, TicketKeySource::Process));
        assert_eq!(serve.tickets.rotation, Duration::from_secs(12 * 3600));

        let file: FileConfig = toml::from_str("[tickets]\nkey_rotation = \"1h\"").unwrap();
        let (serve, _) = check(&ServeArgs::default(), &file, Path::new(""));
        assert_eq!(serve.tickets.rotation, Duration::from_secs(3600));
        let flags = ServeArgs {
            ticket_key_rotation: Some("90s".into()),
            ..ServeArgs::default()
        };
        let (serve, _) = check(&flags, &file, Path::new(""));
        assert_eq!(serve.tickets.rotation, Duration::from_secs(90));

        let zero = ServeArgs {
            ticket_key_rotation: Some("0s".into()),
            ..ServeArgs::default()
        };
        let err = check(&zero, &file, Path::new(""))
            .1
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("tickets.key_rotation must be at least 1s"),
            "{err}"
        );
    }

    #[test]
    fn key_files_are_read_relative_to_the_config_file_and_the_flags_replace_them() {
        let base = tempfile::tempdir().unwrap();
        std::fs::write(base.path().join("a.key"), [1u8; 80]).unwrap();
        std::fs::write(base.path().join("b.key"), [2u8; 48]).unwrap();
        let file: FileConfig =
            toml::from_str("[tickets]\nkey_files = [\"a.key\", \"b.key\"]").unwrap();
        let (serve, result) = check(&ServeArgs::default(), &file, base.path());
        result.unwrap();
        let TicketKeySource::Files(keys) = &serve.tickets.source else {
            panic!("key files were given");
        };
        assert_eq!(keys.len(), 2);

        let flags = ServeArgs {
            ticket_key_file: vec![base.path().join("b.key")],
            ..ServeArgs::default()
        };
        let (serve, _) = check(&flags, &file, base.path());
        let TicketKeySource::Files(only_b) = &serve.tickets.source else {
            panic!("a key file was given");
        };
        assert_eq!((only_b.len(), only_b[0].id), (1, keys[1].id));
    }

    #[test]
    fn a_wrong_missing_or_repeated_key_file_is_a_problem_each() {
        let base = tempfile::tempdir().unwrap();
        std::fs::write(base.path().join("good.key"), [1u8; 80]).unwrap();
        std::fs::write(base.path().join("copy.key"), [1u8; 80]).unwrap();
        std::fs::write(base.path().join("text.key"), "0123456789abcdef\n").unwrap();
        let flags = ServeArgs {
            ticket_key_file: ["good.key", "text.key", "missing.key", "copy.key"]
                .iter()
                .map(|name| base.path().join(name))
                .collect(),
            ..ServeArgs::default()
        };
        let err = check(&flags, &FileConfig::default(), Path::new(""))
            .1
            .unwrap_err()
            .to_string();
        for needle in [
            "3 problem(s)",
            "text.key holds 17 bytes; it must hold 80 (or 48) random bytes",
            "cannot read the ticket key file",
            "missing.key",
            "good.key and",
            "copy.key hold the same key",
        ] {
            assert!(err.contains(needle), "{needle} missing from: {err}");
        }
    }
}
