//! `min_tls`, `[hsts]` and `redirect_http`: the TLS policy of hosts whose site entry does not
//! set their own (the entry's keys have the same names and meaning). All three change on a
//! reload, hosts already cached included.

use tlsfront_server::ServeOptions;
use tlsfront_store::site::tls_policy::HstsTable;
use tlsfront_store::{Hsts, MinTls};

use super::problems::Problems;
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--min-tls` / `min_tls`, `--hsts-max-age`, `--hsts-include-subdomains`,
/// `--hsts-preload` / `[hsts]` (each flag over its key) and `--redirect-http` /
/// `redirect_http` on `serve`.
pub(super) fn check_tls_policy(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let policy = &mut serve.tls_policy;
    if let Some(text) = args.min_tls.as_ref().or(file.min_tls.as_ref()) {
        match MinTls::parse(text) {
            Some(min_tls) => policy.min_tls = min_tls,
            None => problems.add(format!("min_tls = {text:?}: write \"1.2\" or \"1.3\"")),
        }
    }
    let written = file.hsts.clone().unwrap_or_default();
    let table = HstsTable {
        max_age: args.hsts_max_age.or(written.max_age),
        include_subdomains: args.hsts_include_subdomains.or(written.include_subdomains),
        preload: args.hsts_preload.or(written.preload),
    };
    if table != HstsTable::default() {
        match Hsts::try_from(table) {
            Ok(hsts) => policy.hsts = Some(hsts),
            Err(err) => problems.add(err.to_string()),
        }
    }
    policy.redirect_http = args
        .redirect_http
        .or(file.redirect_http)
        .unwrap_or(policy.redirect_http);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checked(args: &ServeArgs, file: &str) -> (ServeOptions, Vec<String>) {
        let file: FileConfig = toml::from_str(file).unwrap();
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_tls_policy(args, &file, &mut serve, &mut problems);
        let problems = match problems.finish() {
            Ok(()) => Vec::new(),
            Err(err) => vec![format!("{err:#}")],
        };
        (serve, problems)
    }

    #[test]
    fn the_defaults_then_the_file_then_the_flags() {
        let (serve, problems) = checked(&ServeArgs::default(), "");
        assert!(problems.is_empty());
        assert_eq!(serve.tls_policy, Default::default());

        let file = "min_tls = \"1.3\"\nredirect_http = false\n[hsts]\nmax_age = 600\n";
        let (serve, _) = checked(&ServeArgs::default(), file);
        assert_eq!(serve.tls_policy.min_tls, MinTls::Tls13);
        assert!(!serve.tls_policy.redirect_http);
        assert_eq!(
            serve.tls_policy.hsts,
            Some(Hsts {
                max_age: 600,
                include_subdomains: false,
                preload: false
            })
        );

        let args = ServeArgs {
            min_tls: Some("1.2".into()),
            redirect_http: Some(true),
            hsts_max_age: Some(63_072_000),
            hsts_include_subdomains: Some(true),
            hsts_preload: Some(true),
            ..ServeArgs::default()
        };
        let (serve, problems) = checked(&args, file);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(serve.tls_policy.min_tls, MinTls::Tls12);
        assert!(serve.tls_policy.redirect_http);
        assert_eq!(
            serve.tls_policy.hsts.map(|hsts| hsts.header_value()),
            Some("max-age=63072000; includeSubDomains; preload".to_owned())
        );
    }

    #[test]
    fn each_mistake_is_named() {
        let (_, problems) = checked(
            &ServeArgs::default(),
            "min_tls = \"1.0\"\n[hsts]\nmax_age = 600\npreload = true\n",
        );
        let text = problems.join("\n");
        assert!(text.contains("min_tls = \"1.0\""), "{text}");
        assert!(
            text.contains("hsts.preload = true needs hsts.include_subdomains"),
            "{text}"
        );
        let args = ServeArgs {
            hsts_include_subdomains: Some(true),
            ..ServeArgs::default()
        };
        let (_, problems) = checked(&args, "");
        assert!(problems.join("").contains("hsts.max_age is missing"));
        assert!(toml::from_str::<FileConfig>("[hsts]\nmaxage = 1\n").is_err());
    }
}
