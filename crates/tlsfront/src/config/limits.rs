//! `[limits]`: deadlines and sizes that bound what one client can hold, and what one host or
//! one client may take of what every tenant shares (`tlsfront_server::limits`).

use tlsfront_server::{ServeOptions, MIN_MAX_HEADER_BYTES};

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

    problems.at_least(
        "limits.max_header_bytes",
        serve.max_header_bytes,
        MIN_MAX_HEADER_BYTES,
    );
    // Fewer would refuse ordinary requests: a browser sends about 20 headers.
    problems.at_least("limits.max_headers", serve.max_headers, 8);
    check_tenant_limits(args, file, serve, problems);
    problems.at_least("limits.max_handshakes", serve.max_handshakes_in_progress, 1);
    problems.longer_than_zero("limits.handshake_timeout", serve.handshake_timeout);
    problems.longer_than_zero("limits.idle_timeout", serve.idle_timeout);
}

/// The per-host defaults and the per-client limits.
fn check_tenant_limits(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    let section = &file.limits;
    let limits = &mut serve.limits;
    let pick = |flag: Option<u32>, key: Option<u32>, default: u32| flag.or(key).unwrap_or(default);
    let hosts = &mut limits.hosts;
    hosts.handshakes_per_second = pick(
        args.handshakes_per_second_per_host,
        section.handshakes_per_second_per_host,
        hosts.handshakes_per_second,
    );
    hosts.requests_per_second = pick(
        args.requests_per_second_per_host,
        section.requests_per_second_per_host,
        hosts.requests_per_second,
    );
    hosts.connections = pick(
        args.connections_per_host,
        section.connections_per_host,
        hosts.connections,
    );
    hosts.requests_in_flight = pick(
        args.requests_in_flight_per_host,
        section.requests_in_flight_per_host,
        hosts.requests_in_flight,
    );
    let clients = &mut limits.clients;
    clients.per_address = pick(
        args.connections_per_client,
        section.connections_per_client,
        clients.per_address,
    );
    clients.per_ipv4_24 = pick(
        args.connections_per_ipv4_24,
        section.connections_per_ipv4_24,
        clients.per_ipv4_24,
    );
    clients.per_ipv6_64 = pick(
        args.connections_per_ipv6_64,
        section.connections_per_ipv6_64,
        clients.per_ipv6_64,
    );
    limits.fleet_counting = args
        .fleet_counting
        .or(section.fleet_counting)
        .unwrap_or(limits.fleet_counting);
    limits.in_flight_wait = problems.duration(
        "limits.in_flight_wait",
        flag_or_file(&args.in_flight_wait, &section.in_flight_wait),
        limits.in_flight_wait,
    );
    problems.longer_than_zero("limits.in_flight_wait", limits.in_flight_wait);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(args: &ServeArgs) -> (ServeOptions, anyhow::Result<()>) {
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_limits(args, &FileConfig::default(), &mut serve, &mut problems);
        (serve, problems.finish())
    }

    #[test]
    fn the_head_size_may_not_be_below_the_servers_minimum() {
        let at_minimum = ServeArgs {
            max_header_bytes: Some(MIN_MAX_HEADER_BYTES),
            ..ServeArgs::default()
        };
        let (serve, result) = limits(&at_minimum);
        result.unwrap();
        assert_eq!(serve.max_header_bytes, MIN_MAX_HEADER_BYTES);

        let below = ServeArgs {
            max_header_bytes: Some(MIN_MAX_HEADER_BYTES - 1),
            ..ServeArgs::default()
        };
        let err = limits(&below).1.unwrap_err().to_string();
        assert!(
            err.contains(&format!(
                "limits.max_header_bytes must be at least {MIN_MAX_HEADER_BYTES}, not {}",
                MIN_MAX_HEADER_BYTES - 1
            )),
            "{err}"
        );
    }
}
