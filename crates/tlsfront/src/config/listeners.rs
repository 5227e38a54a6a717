//! `listen` and `admin`: the addresses tlsfront accepts connections on.

use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, parse_addr, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--listen` / `listen` and `--admin` / `admin` on `serve`, checking each address.
pub(super) fn check_listeners(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let listen = if args.listen.is_empty() {
        file.listen.as_deref()
    } else {
        Some(args.listen.as_slice())
    };
    if let Some(texts) = listen {
        if texts.is_empty() {
            problems.add("listen: at least one address is needed".to_owned());
        }
        serve.listen = texts
            .iter()
            .filter_map(|text| problems.check(parse_addr("listen", text)))
            .collect();
    }
    if let Some(text) = flag_or_file(&args.admin, &file.admin) {
        serve.admin = problems.check(parse_addr("admin", text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listeners(args: &ServeArgs, file: &FileConfig) -> (ServeOptions, anyhow::Result<()>) {
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_listeners(args, file, &mut serve, &mut problems);
        (serve, problems.finish())
    }

    #[test]
    fn flags_replace_the_file_addresses_and_an_empty_list_is_refused() {
        let file = FileConfig {
            listen: Some(vec!["127.0.0.1:1".to_owned()]),
            ..FileConfig::default()
        };
        let args = ServeArgs {
            listen: vec!["127.0.0.1:2".to_owned(), "[::1]:3".to_owned()],
            admin: Some("127.0.0.1:9".to_owned()),
            ..ServeArgs::default()
        };
        let (serve, result) = listeners(&args, &file);
        result.unwrap();
        assert_eq!(serve.listen.len(), 2);
        assert_eq!(serve.listen[0].port(), 2);
        assert_eq!(serve.admin.map(|a| a.port()), Some(9));

        let empty = FileConfig {
            listen: Some(vec![]),
            ..FileConfig::default()
        };
        let err = listeners(&ServeArgs::default(), &empty).1.unwrap_err();
        assert!(err.to_string().contains("at least one address"), "{err}");
    }
}
