//! `compress_on_the_fly` and `compress_cache_bytes`: compressing responses on the fly, and the
//! bound of what is kept of them. Precompressed siblings (`precompressed`) are in `sites.rs`.

use tlsfront_server::ServeOptions;

use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--compress-on-the-fly` / `compress_on_the_fly` and `--compress-cache-bytes` /
/// `compress_cache_bytes` on `serve`. Any size is accepted: 0 keeps nothing, and then every
/// response is compressed anew.
pub(super) fn check_compression(args: &ServeArgs, file: &FileConfig, serve: &mut ServeOptions) {
    serve.compress_on_the_fly = args
        .compress_on_the_fly
        .or(file.compress_on_the_fly)
        .unwrap_or(serve.compress_on_the_fly);
    serve.compress_cache_bytes = args
        .compress_cache_bytes
        .or(file.compress_cache_bytes)
        .unwrap_or(serve.compress_cache_bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_by_default_and_the_flag_wins() {
        let args = ServeArgs::default();
        let mut serve = ServeOptions::default();
        check_compression(&args, &FileConfig::default(), &mut serve);
        assert!(!serve.compress_on_the_fly);
        assert_eq!(serve.compress_cache_bytes, 32 << 20);

        let file: FileConfig =
            toml::from_str("compress_on_the_fly = true\ncompress_cache_bytes = 1000").unwrap();
        check_compression(&args, &file, &mut serve);
        assert!(serve.compress_on_the_fly);
        assert_eq!(serve.compress_cache_bytes, 1000);

        let args = ServeArgs {
            compress_on_the_fly: Some(false),
            compress_cache_bytes: Some(5),
            ..ServeArgs::default()
        };
        check_compression(&args, &file, &mut serve);
        assert!(!serve.compress_on_the_fly);
        assert_eq!(serve.compress_cache_bytes, 5);
    }
}
