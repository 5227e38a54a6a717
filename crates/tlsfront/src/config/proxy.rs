//! `[proxy]`: where hosts without a site entry are proxied, and the proxy's timeouts. Each
//! host's own upstreams live in the store (`tlsfront sites`), not here.

use anyhow::Context;
use tlsfront_server::ServeOptions;
use tlsfront_store::site::parse_upstreams;
use tlsfront_store::Balance;

use super::problems::{flag_or_file, flags_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays the proxy flags and `[proxy]` on `serve`, checking each URL and bound.
pub(super) fn check_proxy(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.proxy;
    let proxy = &mut serve.proxy;
    let urls =
        flags_or_file(&args.default_upstream, &section.default_upstreams).unwrap_or_default();
    if !urls.is_empty() {
        if let Some(parsed) =
            problems.check(parse_upstreams(urls).context("proxy.default_upstreams"))
        {
            proxy.default_upstreams = parsed;
        }
    }
    if let Some(text) = flag_or_file(&args.upstream_balance, &section.balance) {
        if let Some(balance) = problems.check(Balance::parse(text).context("proxy.balance")) {
            proxy.balance = balance;
        }
    }
    proxy.connect_timeout = problems.duration(
        "proxy.connect_timeout",
        flag_or_file(&args.upstream_connect_timeout, &section.connect_timeout),
        proxy.connect_timeout,
    );
    proxy.response_timeout = problems.duration(
        "proxy.response_timeout",
        flag_or_file(&args.upstream_response_timeout, &section.response_timeout),
        proxy.response_timeout,
    );
    proxy.idle_timeout = problems.duration(
        "proxy.idle_timeout",
        flag_or_file(&args.upstream_idle_timeout, &section.idle_timeout),
        proxy.idle_timeout,
    );
    proxy.keepalive_timeout = problems.duration(
        "proxy.keepalive_timeout",
        flag_or_file(&args.upstream_keepalive_timeout, &section.keepalive_timeout),
        proxy.keepalive_timeout,
    );
    proxy.max_idle_per_upstream = args
        .upstream_max_idle
        .or(section.max_idle_per_upstream)
        .unwrap_or(proxy.max_idle_per_upstream);
    proxy.max_request_body_bytes = args
        .max_request_body_bytes
        .or(section.max_request_body_bytes)
        .unwrap_or(proxy.max_request_body_bytes);
    proxy.header_rules.pass_underscores = args
        .underscores_in_headers
        .or(section.underscores_in_headers)
        .unwrap_or(proxy.header_rules.pass_underscores);
    problems.longer_than_zero("proxy.connect_timeout", proxy.connect_timeout);
    problems.longer_than_zero("proxy.response_timeout", proxy.response_timeout);
    problems.longer_than_zero("proxy.idle_timeout", proxy.idle_timeout);
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn checked(args: ServeArgs, file: &str) -> (ServeOptions, Problems) {
        let file: FileConfig = toml::from_str(file).unwrap();
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_proxy(&args, &file, &mut serve, &mut problems);
        (serve, problems)
    }

    #[test]
    fn flags_win_over_the_file() {
        let args = ServeArgs {
            default_upstream: vec!["http://127.0.0.1:9000".into(), "unix:/run/app.sock".into()],
            upstream_connect_timeout: Some("250ms".into()),
            upstream_balance: Some("least_outstanding".into()),
            ..ServeArgs::default()
        };
        let file = "[proxy]\ndefault_upstreams = [\"http://10.0.0.1:80\"]\nconnect_timeout = \"9s\"\nidle_timeout = \"5s\"\nmax_request_body_bytes = 1000\nunderscores_in_headers = true\nbalance = \"round_robin\"\n";
        let (serve, problems) = checked(args, file);
        assert!(problems.finish().is_ok());
        let urls: Vec<String> = serve
            .proxy
            .default_upstreams
            .iter()
            .map(|u| u.to_string())
            .collect();
        assert_eq!(urls, ["http://127.0.0.1:9000", "unix:/run/app.sock"]);
        assert_eq!(serve.proxy.balance, Balance::LeastOutstanding);
        assert_eq!(serve.proxy.connect_timeout, Duration::from_millis(250));
        assert_eq!(serve.proxy.idle_timeout, Duration::from_secs(5));
        assert_eq!(serve.proxy.max_request_body_bytes, 1000);
        assert!(serve.proxy.header_rules.pass_underscores);
    }

    #[test]
    fn every_problem_is_reported() {
        let file = "[proxy]\ndefault_upstreams = [\"unix:run/app.sock\"]\nresponse_timeout = \"0s\"\nbalance = \"fastest\"\n";
        let (_, problems) = checked(ServeArgs::default(), file);
        let err = format!("{:#}", problems.finish().unwrap_err());
        assert!(
            err.contains("proxy.default_upstreams: upstream \"unix:run/app.sock\": the socket path must be absolute"),
            "{err}"
        );
        assert!(
            err.contains("proxy.balance: balance = \"fastest\": write \"round_robin\" or \"least_outstanding\""),
            "{err}"
        );
        assert!(
            err.contains("proxy.response_timeout must be longer than zero"),
            "{err}"
        );
    }
}
