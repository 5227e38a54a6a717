//! `log` and `access_log`: what tlsfront logs.

use tlsfront_server::ServeOptions;

use super::problems::flag_or_file;
use super::FileConfig;
use crate::cli::ServeArgs;

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
        .unwrap_or("info")
        .to_owned()
}
