//! `listen`, `listen_http`, `listen_quic` and `admin`: the addresses tlsfront accepts connections on; `proxy_protocol_from`:
//! the peers on them that speak for others.

use anyhow::Context;
use tlsfront_server::proxy_protocol::IpRange;
use tlsfront_server::{QuicListen, ServeOptions};

use super::problems::{flag_or_file, flags_or_file, parse_addr, Problems};
use super::FileConfig;
use crate::cli::ServeArgs;

/// Overlays `--listen` / `listen`, `--listen-http`, `--listen-quic` and `--advertise-http3`
/// (and their keys), `--admin` / `admin` and `--proxy-protocol-from` /
/// `proxy_protocol_from` on `serve`, checking each address.
pub(super) fn check_listeners(
    args: &ServeArgs,
    file: &FileConfig,
    serve: &mut ServeOptions,
    problems: &mut Problems,
) {
    if let Some(texts) = flags_or_file(&args.listen, &file.listen) {
        if texts.is_empty() {
            problems.add("listen: at least one address is needed".to_owned());
        }
        serve.listen = texts
            .iter()
            .filter_map(|text| problems.check(parse_addr("listen", text)))
            .collect();
    }
    serve.listen_http = flags_or_file(&args.listen_http, &file.listen_http)
        .unwrap_or_default()
        .iter()
        .filter_map(|text| problems.check(parse_addr("listen_http", text)))
        .collect();
    serve.listen_quic = match flags_or_file(&args.listen_quic, &file.listen_quic) {
        None => QuicListen::BesideHttps,
        Some(texts) if texts.is_empty() || texts == ["off"] => QuicListen::Off,
        Some(texts) => QuicListen::At(
            texts
                .iter()
                .filter_map(|text| problems.check(parse_quic_addr(text)))
                .collect(),
        ),
    };
    serve.advertise_http3 = args
        .advertise_http3
        .or(file.advertise_http3)
        .unwrap_or(serve.advertise_http3);
    if let Some(text) = flag_or_file(&args.admin, &file.admin) {
        serve.admin = problems.check(parse_addr("admin", text));
    }
    serve.proxy_protocol_from = flags_or_file(&args.proxy_protocol_from, &file.proxy_protocol_from)
        .unwrap_or_default()
        .iter()
        .filter_map(|text| problems.check(parse_range("proxy_protocol_from", text)))
        .collect();
}

/// A `listen_quic` address; `off` alone is handled before.
fn parse_quic_addr(text: &str) -> anyhow::Result<std::net::SocketAddr> {
    text.parse().with_context(|| {
        format!(
            "listen_quic: {text:?} is not an address like 0.0.0.0:443 or [::]:443 (or `off`, \
             alone, for no HTTP/3)"
        )
    })
}

fn parse_range(key: &str, text: &str) -> anyhow::Result<IpRange> {
    text.trim().parse().with_context(|| {
        format!("{key}: {text:?} is not an address or a range like 10.0.0.0/8 or 2001:db8::/32")
    })
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::cli::{Cli, Command};

    fn listeners(args: &ServeArgs, file: &FileConfig) -> (ServeOptions, anyhow::Result<()>) {
        let mut serve = ServeOptions::default();
        let mut problems = Problems::default();
        check_listeners(args, file, &mut serve, &mut problems);
        (serve, problems.finish())
    }

    #[test]
    fn flags_replace_the_file_addresses_and_an_empty_list_is_refused() {
        let file = FileConfig {
            listen: Some(vec!["127.0.0.1:1".to_owned()]),
            ..FileConfig::default()
        };
        let args = ServeArgs {
            listen: vec!["127.0.0.1:2".to_owned(), "[::1]:3".to_owned()],
            admin: Some("127.0.0.1:9".to_owned()),
            ..ServeArgs::default()
        };
        let (serve, result) = listeners(&args, &file);
        result.unwrap();
        assert_eq!(serve.listen.len(), 2);
        assert_eq!(serve.listen[0].port(), 2);
        assert_eq!(serve.admin.map(|a| a.port()), Some(9));

        let empty = FileConfig {
            listen: Some(vec![]),
            ..FileConfig::default()
        };
        let err = listeners(&ServeArgs::default(), &empty).1.unwrap_err();
        assert!(err.to_string().contains("at least one address"), "{err}");
    }

    #[test]
    fn quic_is_beside_https_unless_turned_off_or_placed_and_the_flags_replace_the_file() {
        let (serve, result) = listeners(&ServeArgs::default(), &FileConfig::default());
        result.unwrap();
        assert_eq!(
            serve.listen_quic,
            QuicListen::BesideHttps,
            "HTTP/3 is on by default"
        );
        for off in [r#"listen_quic = []"#, r#"listen_quic = ["off"]"#] {
            let file: FileConfig = toml::from_str(off).unwrap();
            assert_eq!(
                listeners(&ServeArgs::default(), &file).0.listen_quic,
                QuicListen::Off
            );
        }
        let args = ServeArgs {
            listen_quic: vec!["off".to_owned()],
            ..ServeArgs::default()
        };
        let (serve, _) = listeners(&args, &FileConfig::default());
        assert_eq!(serve.listen_quic, QuicListen::Off);

        let file: FileConfig =
            toml::from_str(r#"listen_quic = ["0.0.0.0:443", "[::]:443"]"#).unwrap();
        let (serve, result) = listeners(&ServeArgs::default(), &file);
        result.unwrap();
        assert!(matches!(&serve.listen_quic, QuicListen::At(addrs) if addrs.len() == 2));

        let args = ServeArgs {
            listen_quic: vec!["127.0.0.1:8443".to_owned()],
            ..ServeArgs::default()
        };
        let (serve, result) = listeners(&args, &file);
        result.unwrap();
        assert_eq!(
            serve.listen_quic,
            QuicListen::At(vec!["127.0.0.1:8443".parse().unwrap()])
        );

        let bad: FileConfig = toml::from_str(r#"listen_quic = ["443"]"#).unwrap();
        let err = listeners(&ServeArgs::default(), &bad).1.unwrap_err();
        assert!(err.to_string().contains("listen_quic"), "{err}");
    }

    #[test]
    fn proxy_protocol_peers_come_from_the_flags_or_else_the_file() {
        let file: FileConfig =
            toml::from_str(r#"proxy_protocol_from = ["10.0.0.0/8", "127.0.0.1"]"#).unwrap();
        let (serve, result) = listeners(&ServeArgs::default(), &file);
        result.unwrap();
        let ranges: Vec<String> = serve
            .proxy_protocol_from
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(ranges, ["10.0.0.0/8", "127.0.0.1/32"]);

        // A comma-separated flag, as clap splits it, replaces the file's list.
        let parsed = Cli::try_parse_from([
            "tlsfront",
            "serve",
            "--proxy-protocol-from",
            "192.0.2.0/24,::1",
            "--proxy-protocol-from",
            "2001:db8::/32",
        ])
        .unwrap();
        let Command::Serve(args) = parsed.command else {
            panic!("not serve: {parsed:?}");
        };
        let (serve, result) = listeners(&args, &file);
        result.unwrap();
        let ranges: Vec<String> = serve
            .proxy_protocol_from
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(ranges, ["192.0.2.0/24", "::1/128", "2001:db8::/32"]);

        let (serve, result) = listeners(&ServeArgs::default(), &FileConfig::default());
        result.unwrap();
        assert!(
            serve.proxy_protocol_from.is_empty(),
            "off unless configured"
        );
    }

    #[test]
    fn every_bad_proxy_protocol_peer_is_a_problem() {
        let file: FileConfig = toml::from_str(
            r#"proxy_protocol_from = ["10.0.0.0/33", "lb.example", "10.0.0.1/8", "::1"]"#,
        )
        .unwrap();
        let err = listeners(&ServeArgs::default(), &file)
            .1
            .unwrap_err()
            .to_string();
        for needle in [
            "3 problem(s)",
            "\"10.0.0.0/33\" is not an address or a range",
            "longer than 32 bits",
            "\"lb.example\"",
            "the network is 10.0.0.0/8",
        ] {
            assert!(err.contains(needle), "{needle} missing from: {err}");
        }
    }
}
