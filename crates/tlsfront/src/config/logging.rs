//! `log`, RUST_LOG and `access_log`: what tlsfront logs.

use anyhow::anyhow;
use tlsfront_server::ServeOptions;
use tracing_subscriber::EnvFilter;

use super::problems::{flag_or_file, Problems};
use super::{FileConfig, DEFAULT_LOG_FILTER};
use crate::cli::ServeArgs;

/// Crates whose own lines are held to errors unless a filter names them, as `(target,
/// directive)`: each logs some of what a peer sends wrong at `warn`, with the peer's bytes in
/// the line (h2: a PING ack for no PING; rustls: every SNI it refuses, whole, and IP-literal
/// SNIs; quinn-proto: every illegal QUIC packet, one line each), and a peer must not be able to
/// fill the log. tlsfront counts those failures and logs them itself, bounded
/// (`tlsfront_handshakes_total`, the connection's debug lines).
const HELD_TO_ERRORS: [(&str, &str); 3] = [
    ("h2", "h2=error"),
    ("rustls", "rustls=error"),
    ("quinn_proto", "quinn_proto=error"),
];

/// A log filter whose `tracing` directives parsed, so setting up logging cannot fail on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogFilter(String);

impl LogFilter {
    /// Parses `text` as `tracing` directives, such as `info,tlsfront_server=debug`; `key` names
    /// where it came from in the error.
    pub fn parse(key: &str, text: &str) -> anyhow::Result<Self> {
        // The parse error's message already includes its cause's; chaining it would say it twice.
        EnvFilter::try_new(text)
            .map_err(|err| anyhow!("{key}: {text:?} is not a valid log filter: {err}"))?;
        Ok(LogFilter(text.to_owned()))
    }

    /// The directives, as given.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The subscriber's filter. The directives parsed when this was made, so none is dropped.
    /// Unless they name it, h2's, rustls's and quinn-proto's own lines are kept to errors
    /// ([`HELD_TO_ERRORS`]).
    pub fn env_filter(&self) -> EnvFilter {
        let mut filter = EnvFilter::new(&self.0);
        for (target, directive) in HELD_TO_ERRORS {
            if !self.names_target(target) {
                // Static directives that parse (tested), so the expect cannot fail.
                #[allow(clippy::expect_used)]
                let directive = directive.parse().expect("a valid directive");
                filter = filter.add_directive(directive);
            }
        }
        filter
    }

    /// Whether a directive is about `target` or a module in it.
    fn names_target(&self, target: &str) -> bool {
        self.0.split(',').any(|directive| {
            let name = directive.trim().split(['=', '[']).next().unwrap_or("");
            name == target || name.starts_with(&format!("{target}::"))
        })
    }
}

/// Overlays `--access-log` / `access_log` on `serve`, and gives the log filter: RUST_LOG when it
/// is set and not empty (the `tracing` convention), else `--log` / `log`, else the default.
/// A bad `--log` is reported even when RUST_LOG hides it, so it does not surface only on the
/// day RUST_LOG is unset.
pub(super) fn check_logging(
    args: &ServeArgs,
    file: &FileConfig,
    rust_log: Option<&str>,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) -> LogFilter {
    serve.access_log = args
        .access_log
        .or(file.access_log)
        .unwrap_or(serve.access_log);
    let configured = flag_or_file(&args.log, &file.log)
        .and_then(|text| problems.check(LogFilter::parse("log", text)));
    let from_env = rust_log
        .filter(|text| !text.is_empty())
        .map(|text| problems.check(LogFilter::parse("RUST_LOG", text)));
    let in_force = match from_env {
        Some(from_env) => from_env,
        None => configured,
    };
    // `None` without a problem only when no filter was given; a test parses the default.
    in_force.unwrap_or_else(|| LogFilter(DEFAULT_LOG_FILTER.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log_filter(log: Option<&str>, rust_log: Option<&str>) -> anyhow::Result<LogFilter> {
        let args = ServeArgs {
            log: log.map(str::to_owned),
            ..ServeArgs::default()
        };
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        let filter = check_logging(
            &args,
            &FileConfig::default(),
            rust_log,
            &mut serve,
            &mut problems,
        );
        problems.finish().map(|()| filter)
    }

    fn filter(text: &str) -> LogFilter {
        LogFilter(text.to_owned())
    }

    #[test]
    fn the_default_parses() {
        assert_eq!(
            LogFilter::parse("log", DEFAULT_LOG_FILTER).unwrap(),
            filter(DEFAULT_LOG_FILTER)
        );
        assert_eq!(log_filter(None, None).unwrap(), filter(DEFAULT_LOG_FILTER));
        assert_eq!(
            log_filter(Some("warn,tlsfront_server=debug"), None).unwrap(),
            filter("warn,tlsfront_server=debug")
        );
    }

    #[test]
    fn h2_and_rustls_are_held_to_errors_unless_named() {
        let shown = |text: &str| filter(text).env_filter().to_string();
        for held in ["h2=error", "rustls=error", "quinn_proto=error"] {
            assert!(shown("warn").contains(held), "{}", shown("warn"));
            assert!(shown("info,tlsfront_server=debug").contains(held));
            assert!(shown(DEFAULT_LOG_FILTER).contains(held));
        }
        assert!(!shown("warn,h2=debug").contains("h2=error"));
        assert!(shown("warn,h2=debug").contains("rustls=error"));
        assert!(!shown("h2::proto=trace").contains("h2=error"));
        assert!(!shown("info,rustls=warn").contains("rustls=error"));
        assert!(!shown("rustls::msgs::handshake=debug").contains("rustls=error"));
        assert!(shown("rustls::msgs::handshake=debug").contains("h2=error"));
        // A target that merely starts with the letters is not h2, nor rustls.
        assert!(shown("h2spec=debug").contains("h2=error"));
        assert!(shown("rustls_extra=debug").contains("rustls=error"));
        assert!(!shown("info,quinn_proto=debug").contains("quinn_proto=error"));
    }

    #[test]
    fn a_bad_log_filter_is_a_problem() {
        let err = log_filter(Some("nonsense=["), None)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("1 problem(s)")
                && err.contains("log: \"nonsense=[\" is not a valid log filter"),
            "{err}"
        );
    }

    #[test]
    fn rust_log_wins_when_set_and_a_bad_one_is_a_problem() {
        assert_eq!(
            log_filter(Some("warn"), Some("debug")).unwrap(),
            filter("debug")
        );
        assert_eq!(log_filter(Some("warn"), Some("")).unwrap(), filter("warn"));
        let err = log_filter(Some("warn"), Some("debug=["))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("RUST_LOG: \"debug=[\" is not a valid log filter"),
            "{err}"
        );
        // A bad --log is reported even while RUST_LOG overrides it.
        let err = log_filter(Some("nonsense=["), Some("debug"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("log: \"nonsense=[\""), "{err}");
    }
}
