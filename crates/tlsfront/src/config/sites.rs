//! `sites`, `precompressed` and `default_host`: where each host's site is, how its files are
//! served, and who serves unknown names.

use std::path::Path;

use anyhow::Context;
use tlsfront_server::ServeOptions;
use tlsfront_store::HostName;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--sites` / `sites`, `--precompressed` / `precompressed` and `--default-host` /
/// `default_host` on `serve`. A `sites` path from the file is taken relative to the file's
/// directory, `base`.
pub(super) fn check_sites(
    args: &ServeArgs,
    file: &FileConfig,
    base: &Path,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    if let Some(dir) = args
        .sites
        .clone()
        .or_else(|| file.sites.as_ref().map(|path| base.join(path)))
    {
        serve.sites_dir = dir;
    }
    serve.precompressed = args
        .precompressed
        .or(file.precompressed)
        .unwrap_or(serve.precompressed);
    if let Some(text) = flag_or_file(&args.default_host, &file.default_host) {
        serve.default_host = problems.check(
            HostName::parse(text)
                .with_context(|| format!("default_host {text:?} is not a host name")),
        );
    }
}
