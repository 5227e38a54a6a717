//! `ktls`: whether sessions are handed to kernel TLS.

use tlsfront_server::ktls::KtlsMode;
use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--ktls` / `ktls` on `serve`.
pub(super) fn check_ktls(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    if let Some(text) = flag_or_file(&args.ktls, &file.ktls) {
        let mode = text
            .parse::<KtlsMode>()
            .map_err(|e| anyhow::anyhow!("ktls: {e}"));
        if let Some(mode) = problems.check(mode) {
            serve.ktls = mode;
        }
    }
}
