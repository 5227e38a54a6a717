//! Command-line flags, as clap parses them. `settings` turns them into validated `Settings`.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};

use crate::hosts::HostOrder;
use crate::targets::TargetOrder;
use crate::tls_params::SigAlgs;

const ABOUT: &str = "TLS load generator for tlsfront benchmarks.

Opens TLS connections to one address (or to each new connection one of several: a fleet) at a
fixed concurrency and measures full or resumed handshakes
(--mode handshake: connect, handshake, one GET, close), keep-alive requests (--mode keepalive:
one request in flight per connection) or one bulk download (--download PATH). SNI and the Host
header cycle over a host list of any size. It reports rates, latency percentiles, errors by kind
and its own CPU time, so a benchmark can show the client costs much less than the server.

With --rate N the load is paced instead (open loop): N starts a second, each a new connection
and request (handshake mode) or a request on an idle kept-alive connection (keep-alive mode),
whether or not earlier ones have finished, and latency runs from each start's scheduled time,
so time spent queueing anywhere shows. --mode slowloris holds N connections that send the
start of a ClientHello (--hello-bytes) and never finish it, reopening any the server closes.

`tlsfront-bench crypto` instead times the server's cryptography (signatures, key exchange,
AEADs) through tlsfront's provider, rustls with aws-lc-rs.
`tlsfront-bench h3` loads a server over HTTP/3 (quinn + h3) and prints one JSON report.

Exit status: 0 when the run completed (request errors are counted, not fatal); 1 on bad flags,
setup failures, or a failed download.";

/// How each connection is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// Per connection: TCP connect, full TLS handshake, one GET (Connection: close), close.
    Handshake,
    /// Connections stay open and send GETs back to back, one request in flight at a time.
    Keepalive,
    /// Connections send the first --hello-bytes of a ClientHello and never finish it; any the
    /// server closes is opened again.
    Slowloris,
}

/// TLS protocol version (`--tls`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TlsVersionArg {
    #[value(name = "1.2")]
    V12,
    #[value(name = "1.3")]
    V13,
}

/// ALPN protocol offered (`--alpn`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Alpn {
    /// Offer "http/1.1".
    #[value(name = "http/1.1")]
    Http11,
    /// Offer "h2" (refused: this generator speaks HTTP/1.1 only).
    H2,
    /// Send no ALPN extension.
    None,
}

#[derive(Debug, Parser)]
#[command(
    name = "tlsfront-bench",
    version,
    about = ABOUT,
    args_conflicts_with_subcommands = true
)]
pub struct Args {
    /// Another kind of run than a load against a server.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Address to connect to (host:port), whatever the SNI name is. Repeat it (or separate
    /// addresses with ',') for the instances of a fleet: each new connection goes to one of
    /// them (--connect-order).
    #[arg(
        long,
        default_value = "127.0.0.1:8443",
        value_name = "ADDR",
        value_delimiter = ','
    )]
    pub connect: Vec<String>,

    /// With several --connect addresses: which one each new connection goes to.
    #[arg(long, value_enum, default_value_t = TargetOrder::Random)]
    pub connect_order: TargetOrder,

    /// What each connection does.
    #[arg(long, value_enum, default_value_t = Mode::Handshake)]
    pub mode: Mode,

    /// Number of concurrent connections [default: 16; download mode uses exactly 1]. With
    /// --rate: the most starts in flight at once [default: 1000]; a start that finds them all
    /// busy waits, and its wait counts in its latency.
    #[arg(long, short = 'c', value_name = "N")]
    pub connections: Option<usize>,

    /// Pace the load (open loop): N starts a second, each a connection and its request
    /// (handshake mode) or a request (keep-alive mode), on schedule whatever earlier ones are
    /// doing. Latency is measured from each start's scheduled time.
    #[arg(long, value_name = "N")]
    pub rate: Option<f64>,

    /// Slowloris mode: bytes of a real ClientHello each connection sends before it goes
    /// silent (0: none; at most the hello's length less one) [default: 64].
    #[arg(long, value_name = "N")]
    pub hello_bytes: Option<usize>,

    /// Measured run time after the warm-up, e.g. 10s, 500ms, 2m [default: 10s unless --requests
    /// is given; download mode: no limit but --timeout per read].
    #[arg(long, short = 'd', value_parser = parse_duration, value_name = "TIME")]
    pub duration: Option<Duration>,

    /// Stop after this many measured request attempts (successes and failures) instead of after a
    /// time; combined with --duration, whichever comes first ends the run.
    #[arg(long, short = 'n', value_name = "N")]
    pub requests: Option<u64>,

    /// Load applied before measuring starts; nothing done during it is counted.
    #[arg(long, value_parser = parse_duration, default_value = "0s", value_name = "TIME")]
    pub warmup: Duration,

    /// Limit for the TCP connect, for the TLS handshake and for each response (download mode:
    /// for each read).
    #[arg(long, value_parser = parse_duration, default_value = "5s", value_name = "TIME")]
    pub timeout: Duration,

    /// Runtime worker threads. 1 (the default) runs everything on one thread, the cheapest
    /// setup when the client is pinned to one core.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub threads: usize,

    /// SNI name and Host header; repeat to cycle over several. IP addresses send no SNI.
    /// [default: localhost]
    #[arg(long, value_name = "NAME", conflicts_with_all = ["hosts_file", "host_pattern"])]
    pub host: Vec<String>,

    /// File with one host name per line (blank lines and # comments skipped), cycled over.
    #[arg(long, value_name = "FILE", conflicts_with = "host_pattern")]
    pub hosts_file: Option<PathBuf>,

    /// Generated host names: {i} is replaced by --host-start .. --host-start + --host-count - 1,
    /// e.g. 'h{i}.bench.test'.
    #[arg(long, value_name = "PATTERN", requires = "host_count")]
    pub host_pattern: Option<String>,

    /// How many names --host-pattern generates.
    #[arg(long, value_name = "N", requires = "host_pattern")]
    pub host_count: Option<u64>,

    /// First number substituted for {i} in --host-pattern.
    #[arg(long, default_value_t = 0, value_name = "N", requires = "host_pattern")]
    pub host_start: u64,

    /// Order in which new connections take names: each in turn, or uniformly at random (to
    /// load a server's certificate cache with a realistic miss rate).
    #[arg(long, value_enum, default_value_t = HostOrder::Cycle)]
    pub host_order: HostOrder,

    /// Seed of --host-order random, to replay a sequence [default: a new one each run].
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Request path (GET).
    #[arg(long, default_value = "/", value_name = "PATH")]
    pub path: String,

    /// Fix the TLS version [default: 1.3 and 1.2 offered, or what --cipher implies].
    #[arg(long, value_enum, value_name = "VERSION")]
    pub tls: Option<TlsVersionArg>,

    /// Cipher suite(s), separated by ',' or ':'. rustls names (TLS13_AES_128_GCM_SHA256,
    /// TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256) or OpenSSL names (TLS_AES_128_GCM_SHA256,
    /// ECDHE-RSA-AES128-GCM-SHA256) [default: all AEAD suites of the chosen versions].
    #[arg(long, value_name = "SUITES")]
    pub cipher: Option<String>,

    /// Key exchange group(s), separated by ',': x25519, p256, p384, x25519mlkem768. The key share
    /// is sent for the first one.
    #[arg(long, default_value = "x25519", value_name = "GROUPS")]
    pub kx: String,

    /// Signature schemes offered, which decides the certificate type a dual-certificate server
    /// must pick.
    #[arg(long, value_enum, default_value_t = SigAlgs::All)]
    pub sigalgs: SigAlgs,

    /// Enable session resumption: each new connection offers the newest session (TLS 1.3
    /// ticket, TLS 1.2 ticket or session ID) that an earlier connection to the same host name
    /// received, from whichever --connect target. The report counts, per connection, whether it
    /// offered a session, whether that session came from the target it went to or from another
    /// one, and whether the server resumed it. Sessions are kept in memory for the whole host
    /// set, up to 100k names. Off by default: every handshake is a full handshake.
    #[arg(long, conflicts_with = "no_resumption")]
    pub resumption: bool,

    /// Disable session resumption (the default; accepted so scripts can say it explicitly).
    #[arg(long)]
    pub no_resumption: bool,

    /// Skip certificate and handshake-signature verification (the default; it costs client CPU).
    /// The offered --sigalgs are still enforced.
    #[arg(long, conflicts_with = "ca")]
    pub insecure: bool,

    /// Verify the server certificate against the CA certificate(s) in this PEM file.
    #[arg(long, value_name = "FILE")]
    pub ca: Option<PathBuf>,

    /// Without --ca: still verify the server's handshake signature (costs one signature
    /// verification per full handshake).
    #[arg(long, conflicts_with = "ca")]
    pub check_signatures: bool,

    /// Mutual TLS: answer a server's CertificateRequest with the certificate chain (leaf
    /// first) in this PEM file. The report counts the requests answered.
    #[arg(long, value_name = "FILE", requires = "client_key")]
    pub client_cert: Option<PathBuf>,

    /// The private key of --client-cert (PEM: PKCS#8, SEC1 or PKCS#1).
    #[arg(long, value_name = "FILE", requires = "client_cert")]
    pub client_key: Option<PathBuf>,

    /// ALPN protocol to offer.
    #[arg(long, value_enum, default_value_t = Alpn::Http11, value_name = "PROTOCOL")]
    pub alpn: Alpn,

    /// Download mode: one connection GETs this path, discards the body and reports bytes/s.
    #[arg(long, value_name = "PATH")]
    pub download: Option<String>,

    /// Download mode: also compute the body's SHA-256.
    #[arg(long, requires = "download")]
    pub sha256: bool,

    /// Print one JSON object on stdout instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs that are not a load against a server.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Time the server's cryptography on one thread through tlsfront's provider (rustls with
    /// aws-lc-rs): RSA and ECDSA sign/verify, X25519 and P-256 key exchange, AEAD sealing of
    /// 16 KiB records. Pin it to a core (taskset) for figures comparable with `openssl speed`.
    Crypto(CryptoArgs),
    /// HTTP/3 load over QUIC (quinn + h3, the server's versions), one UDP socket for every
    /// connection: requests at N streams per connection, full QUIC handshakes, one download,
    /// or idle connections held open. Prints one JSON object (idle: once all are open, then
    /// holds them until stdin closes).
    H3(H3Args),
    /// The floor's server: plain TCP, one epoll thread, reading and writing the byte counts of
    /// --script on every connection (no TLS, no HTTP), so its CPU per request is what the
    /// system calls alone cost. Runs until killed.
    FloorServer(FloorServerArgs),
    /// The floor's client: plain TCP, --connections connections each running --script (its
    /// writes are the server's reads) for --duration; prints one JSON object.
    FloorClient(FloorClientArgs),
}

/// `tlsfront-bench floor-server`.
#[derive(Debug, clap::Args)]
pub struct FloorServerArgs {
    /// Address to listen on (host:port; port 0 picks one, printed on stdout).
    #[arg(long, value_name = "ADDR")]
    pub listen: std::net::SocketAddr,

    /// One cycle of each connection: comma-separated steps rN (read N bytes from the client),
    /// wN (write N bytes to it), urN and uwN (the same with the upstream), e.g. r70,w700.
    #[arg(long, value_name = "STEPS")]
    pub script: crate::floor::Script,

    /// Close each connection after one cycle (handshakes) instead of repeating it.
    #[arg(long)]
    pub close: bool,

    /// Where urN and uwN steps go: one connection per accepted connection.
    #[arg(long, value_name = "ADDR")]
    pub upstream: Option<std::net::SocketAddr>,
}

/// `tlsfront-bench floor-client`.
#[derive(Debug, clap::Args)]
pub struct FloorClientArgs {
    /// The floor server's address (host:port).
    #[arg(long, value_name = "ADDR")]
    pub connect: std::net::SocketAddr,

    /// One cycle, from the client's side: wN (write N bytes), rN (read N bytes), e.g. w70,r700.
    #[arg(long, value_name = "STEPS")]
    pub script: crate::floor::Script,

    /// Connections, each with one cycle in flight.
    #[arg(short = 'c', long, default_value_t = 10)]
    pub connections: usize,

    #[arg(short = 'd', long, value_parser = parse_duration, default_value = "3s", value_name = "TIME")]
    pub duration: Duration,

    /// A new connection per cycle, closed by the server (handshakes).
    #[arg(long)]
    pub reconnect: bool,

    /// Requests one cycle stands for (HTTP/2 with N streams in flight per connection: N).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub requests_per_cycle: u64,
}

/// What `tlsfront-bench h3` does with its connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum H3Mode {
    /// --connections connections, each with --streams requests in flight, for --duration.
    Requests,
    /// --connections workers, each looping: new connection (full handshake, no resumption),
    /// one GET (none with --no-request), close.
    Handshakes,
    /// One connection, one GET of --path, read whole: the rate of one download.
    Download,
    /// --connections connections opened (one GET each), then held idle until stdin closes.
    Idle,
}

/// `tlsfront-bench h3`.
#[derive(Debug, clap::Args)]
pub struct H3Args {
    /// The server's UDP address (host:port).
    #[arg(long, value_name = "ADDR")]
    pub connect: std::net::SocketAddr,

    /// SNI name, and the requests' :authority.
    #[arg(long, value_name = "NAME")]
    pub sni: String,

    #[arg(long, value_enum, default_value = "requests")]
    pub mode: H3Mode,

    /// Connections (requests, idle) or handshake workers (handshakes).
    #[arg(short = 'c', long, default_value_t = 10)]
    pub connections: usize,

    /// Requests in flight per connection (requests mode).
    #[arg(short = 'm', long, default_value_t = 1)]
    pub streams: usize,

    /// How long requests and handshakes are started (the ones in flight then finish).
    #[arg(long, value_parser = parse_duration, default_value = "3s", value_name = "TIME")]
    pub duration: Duration,

    /// The path every GET asks for.
    #[arg(long, default_value = "/")]
    pub path: String,

    /// Handshakes mode: close each connection right after its handshake, without a request.
    #[arg(long)]
    pub no_request: bool,

    /// Download mode: fail unless the body is this many bytes.
    #[arg(long, value_name = "BYTES")]
    pub expect_bytes: Option<u64>,

    /// Verify the server against this CA (PEM); without it nothing is verified.
    #[arg(long, value_name = "FILE")]
    pub ca: Option<PathBuf>,

    /// Idle mode: connections being opened at once.
    #[arg(long, default_value_t = 100)]
    pub open_concurrency: usize,
}

/// `tlsfront-bench crypto`.
#[derive(Debug, clap::Args)]
pub struct CryptoArgs {
    /// How long each operation is repeated.
    #[arg(long, value_parser = parse_duration, default_value = "1s", value_name = "TIME")]
    pub time: Duration,

    /// Only these algorithms, separated by ',': rsa2048, rsa4096, ecdsap256, ecdsap384, x25519,
    /// p256, aes-128-gcm, aes-256-gcm, chacha20-poly1305.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub only: Vec<String>,

    /// Print one JSON object on stdout instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Parses `10s`, `500ms`, `1.5s`, `2m`, `1h`, `250us`; a bare number is seconds.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let value: f64 = number
        .parse()
        .map_err(|_| format!("invalid duration {text:?}"))?;
    let scale = match unit.trim() {
        "" | "s" => 1.0,
        "ms" => 1e-3,
        "us" | "µs" => 1e-6,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        other => return Err(format!("invalid duration unit {other:?} in {text:?}")),
    };
    Duration::try_from_secs_f64(value * scale).map_err(|_| format!("invalid duration {text:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crypto_subcommand_takes_no_load_flags() {
        let args = Args::try_parse_from([
            "tlsfront-bench",
            "crypto",
            "--time",
            "50ms",
            "--only",
            "x25519,rsa2048",
        ])
        .unwrap();
        let Some(Command::Crypto(crypto)) = args.command else {
            panic!("crypto subcommand expected")
        };
        assert_eq!(crypto.time, Duration::from_millis(50));
        assert_eq!(crypto.only, ["x25519", "rsa2048"]);
        assert!(Args::try_parse_from(["tlsfront-bench", "--connect", "a:1", "crypto"]).is_err());
    }

    #[test]
    fn the_h3_subcommand_takes_its_own_flags() {
        let args = Args::try_parse_from([
            "tlsfront-bench",
            "h3",
            "--connect",
            "127.0.0.1:8443",
            "--sni",
            "h0.bench.test",
            "--mode",
            "handshakes",
            "-c",
            "16",
            "--duration",
            "3s",
        ])
        .unwrap();
        let Some(Command::H3(h3)) = args.command else {
            panic!("h3 subcommand expected")
        };
        assert_eq!(h3.mode, H3Mode::Handshakes);
        assert_eq!((h3.connections, h3.streams), (16, 1));
        assert_eq!(h3.duration, Duration::from_secs(3));
        assert_eq!(h3.path, "/");
        assert!(!h3.no_request && h3.ca.is_none());
        // The address is a socket address: the UDP socket connects to it as it is.
        assert!(
            Args::try_parse_from(["tlsfront-bench", "h3", "--connect", "h0:1", "--sni", "a"])
                .is_err()
        );
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("10"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("1.5s"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert!(parse_duration("ten").is_err());
        assert!(parse_duration("5 parsecs").is_err());
        assert!(parse_duration("-1s").is_err());
    }
}
