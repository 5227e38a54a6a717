//! `[cache]` and `preload`: how many hosts are held, for how long, and whether all are read at
//! start-up.

use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays the cache flags and `[cache]`, and `--preload` / `preload`, on `serve`.
pub(super) fn check_cache(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.cache;
    let cache = &mut serve.cache;
    if let Some(size) = args.cache_size.or(section.size) {
        cache.capacity = Some(size);
    }
    cache.negative_capacity = args
        .negative_cache_size
        .or(section.negative_size)
        .unwrap_or(cache.negative_capacity);
    cache.ttl = problems.duration(
        "cache.ttl",
        flag_or_file(&args.cache_ttl, &section.ttl),
        cache.ttl,
    );
    cache.negative_ttl = problems.duration(
        "cache.negative_ttl",
        flag_or_file(&args.negative_ttl, &section.negative_ttl),
        cache.negative_ttl,
    );
    cache.lookup_timeout = problems.duration(
        "cache.lookup_timeout",
        flag_or_file(&args.lookup_timeout, &section.lookup_timeout),
        cache.lookup_timeout,
    );
    if let Some(size) = cache.capacity {
        problems.at_least("cache.size", size, 1);
    }
    problems.longer_than_zero("cache.lookup_timeout", cache.lookup_timeout);
    problems.longer_than_zero("cache.ttl", cache.ttl);
    serve.preload = args.preload.or(file.preload).unwrap_or(serve.preload);
}
