//! `log` and `access_log`: what tlsfront logs.

use tlsfront_server::ServeOptions;

use super::problems::flag_or_file;
use super::FileConfig;
use crate::cli::ServeArgs;

/// The log filter when neither `--log`, `log` nor RUST_LOG is given: start-up, warnings, errors
/// and the access log, without the per-connection detail of `debug`.
pub const DEFAULT_LOG_FILTER: &str = "info";

/// Overlays `--access-log` / `access_log` on `serve`, and gives the log filter.
pub(super) fn check_logging(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
) -> String {
    serve.access_log = args
        .access_log
        .or(file.access_log)
        .unwrap_or(serve.access_log);
    flag_or_file(&args.log, &file.log)
        .unwrap_or(DEFAULT_LOG_FILTER)
        .to_owned()
}
