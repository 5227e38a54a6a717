//! `[limits]`: deadlines and sizes that bound what one client can hold.

use tlsfront_server::ServeOptions;

use super::problems::{flag_or_file, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays the limit flags and `[limits]` on `serve`, checking each bound.
pub(super) fn check_limits(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.limits;
    serve.handshake_timeout = problems.duration(
        "limits.handshake_timeout",
        flag_or_file(&args.handshake_timeout, &section.handshake_timeout),
        serve.handshake_timeout,
    );
    serve.idle_timeout = problems.duration(
        "limits.idle_timeout",
        flag_or_file(&args.idle_timeout, &section.idle_timeout),
        serve.idle_timeout,
    );
    serve.drain_timeout = problems.duration(
        "limits.drain_timeout",
        flag_or_file(&args.drain_timeout, &section.drain_timeout),
        serve.drain_timeout,
    );
    serve.max_header_bytes = args
        .max_header_bytes
        .or(section.max_header_bytes)
        .unwrap_or(serve.max_header_bytes);
    serve.max_headers = args
        .max_headers
        .or(section.max_headers)
        .unwrap_or(serve.max_headers);
    serve.max_handshakes_in_progress = args
        .max_handshakes
        .or(section.max_handshakes)
        .unwrap_or(serve.max_handshakes_in_progress);

    // hyper's HTTP/1 read buffer cannot be smaller than 8 KiB.
    problems.at_least("limits.max_header_bytes", serve.max_header_bytes, 8192);
    problems.at_least("limits.max_headers", serve.max_headers, 8);
    problems.at_least("limits.max_handshakes", serve.max_handshakes_in_progress, 1);
    problems.longer_than_zero("limits.handshake_timeout", serve.handshake_timeout);
    problems.longer_than_zero("limits.idle_timeout", serve.idle_timeout);
}
