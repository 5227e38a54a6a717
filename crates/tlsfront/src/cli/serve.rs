//! `tlsfront serve`'s flags: listeners, the store, caches, timeouts, limits, ticket keys,
//! kTLS, the proxy, compression and logging. Each has a config-file twin; its `[default: …]` is
//! checked against the defaults in force (`cli/tests.rs`).

use std::path::PathBuf;

use clap::Args;

use super::AcmeArgs;

/// `tlsfront serve`. Options left out come from `--config`, then from the built-in defaults.
#[derive(Debug, Args, Default)]
pub struct ServeArgs {
    /// TOML config file. Flags given on the command line override it.
    #[arg(long, short = 'c', value_name = "FILE")]
    pub config: Option<PathBuf>,

    /// Check the config file and flags as a start would, print every problem (exit status 2)
    /// or `configuration ok`, and exit without binding or serving, like `nginx -t`. An action,
    /// not a setting, so it has no config-file twin.
    #[arg(long)]
    pub check_config: bool,

    /// Address to accept HTTPS on; repeat for several [default: 0.0.0.0:443].
    #[arg(long, value_name = "ADDR")]
    pub listen: Vec<String>,

    /// Plain-HTTP address whose requests are redirected to HTTPS (301; 308 for methods other
    /// than GET and HEAD), e.g. 0.0.0.0:80; repeat for several [default: none].
    #[arg(long, value_name = "ADDR")]
    pub listen_http: Vec<String>,

    /// UDP address to serve HTTP/3 (QUIC) on; repeat for several. `off` serves no HTTP/3
    /// [default: beside each --listen address, on the same port].
    #[arg(long, value_name = "ADDR")]
    pub listen_quic: Vec<String>,

    /// Advertise HTTP/3 to HTTP/1.1 and HTTP/2 clients (`Alt-Svc: h3=":PORT"; ma=86400`, the
    /// first --listen-quic port) when it is served; a host's site entry can opt out with
    /// `http3 = false` [default: true].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub advertise_http3: Option<bool>,

    /// The lowest TLS version served, 1.2 or 1.3, for hosts whose site entry has no
    /// `min_tls`; a client that cannot speak it gets the protocol_version alert
    /// [default: 1.2].
    #[arg(long, value_name = "VERSION")]
    pub min_tls: Option<String>,

    /// Send `Strict-Transport-Security: max-age=SECS` on every HTTPS answer of hosts whose
    /// site entry has no `[hsts]` (0 tells browsers to forget) [default: none].
    #[arg(long, value_name = "SECS")]
    pub hsts_max_age: Option<u64>,

    /// Add `includeSubDomains` to the server's HSTS header (needs --hsts-max-age)
    /// [default: false].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub hsts_include_subdomains: Option<bool>,

    /// Add `preload` to the server's HSTS header; needs --hsts-include-subdomains and a
    /// max-age of at least a year (31536000) [default: false].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub hsts_preload: Option<bool>,

    /// Redirect plain HTTP (--listen-http) to HTTPS for hosts whose site entry has no
    /// `redirect_http`; with false, their requests are refused with 403 and a text saying to
    /// use HTTPS [default: true].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub redirect_http: Option<bool>,

    /// Load balancers that send a PROXY protocol header (v1 or v2): an address or a range
    /// (CIDR), repeatable or comma-separated, e.g. 10.0.0.0/8,127.0.0.1. A connection from one
    /// of them must start with the header, whose address then stands for the client's; nobody
    /// else's header is believed [default: none].
    #[arg(long, value_name = "CIDR", value_delimiter = ',')]
    pub proxy_protocol_from: Vec<String>,

    /// Where certificates live: `dir:PATH` (files <host>.crt and <host>.key), or
    /// `redis://[:PASSWORD@]HOST:PORT[/DB]` / `rediss://…` (keys <host>.crt and <host>.key),
    /// Redis Sentinel: `redis+sentinel://[:PASSWORD@]HOST:PORT[,HOST:PORT…]/SERVICE[/DB]`
    /// (the sentinels' addresses; the password is the data servers'), or a Redis Cluster:
    /// `redis+cluster://[:PASSWORD@]HOST:PORT[,HOST:PORT…]` / `rediss+cluster://…` (seed
    /// nodes; the same keys) [default: dir:certs].
    #[arg(long, value_name = "SOURCE")]
    pub certs: Option<String>,

    /// Directory holding each host's docroot at DIR/<host>/ [default: sites].
    #[arg(long, value_name = "DIR")]
    pub sites: Option<PathBuf>,

    /// Serve a file's precompressed sibling (<file>.br, .zst or .gz, not older than the file)
    /// to clients whose Accept-Encoding takes it [default: true].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub precompressed: Option<bool>,

    /// Read the whole store at start-up instead of on demand (the benchmark baseline).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub preload: Option<bool>,

    /// Plain-HTTP admin address serving /metrics and /healthz, e.g. 127.0.0.1:9443 [default: off].
    #[arg(long, value_name = "ADDR")]
    pub admin: Option<String>,

    /// Host whose certificate and site serve a client whose SNI cannot be served: a name not in
    /// the store, no SNI, an IP address, or a DNS name that is not a host name (`a_b.example`).
    /// Without it they are refused with the `unrecognized_name` alert. An SNI that is not a DNS
    /// name at all (`a!b.example`) always gets `unrecognized_name`: TLS stops before any policy.
    #[arg(long, value_name = "HOST")]
    pub default_host: Option<String>,

    /// Most hosts whose TLS config is cached at once [default: 10000].
    #[arg(long, value_name = "N")]
    pub cache_size: Option<u64>,

    /// How long a cached host is served before the store is read again [default: 5m].
    #[arg(long, value_name = "DURATION")]
    pub cache_ttl: Option<String>,

    /// Most unknown or bad host names remembered at once [default: 100000].
    #[arg(long, value_name = "N")]
    pub negative_cache_size: Option<u64>,

    /// How long an unknown or bad host name is remembered [default: 30s].
    #[arg(long, value_name = "DURATION")]
    pub negative_ttl: Option<String>,

    /// Deadline for one store lookup; past it the handshake fails with an alert [default: 1s].
    #[arg(long, value_name = "DURATION")]
    pub lookup_timeout: Option<String>,

    /// Deadline from accept to a finished handshake [default: 10s].
    #[arg(long, value_name = "DURATION")]
    pub handshake_timeout: Option<String>,

    /// Close a connection after this long without a byte either way [default: 60s].
    #[arg(long, value_name = "DURATION")]
    pub idle_timeout: Option<String>,

    /// Largest request head (request line and headers), in bytes, at least 8192; a larger
    /// head gets 431 [default: 16384].
    #[arg(long, value_name = "BYTES")]
    pub max_header_bytes: Option<usize>,

    /// Most request headers; more get 431 [default: 100].
    #[arg(long, value_name = "N")]
    pub max_headers: Option<usize>,

    /// Most handshakes in progress at once (more wait for a slot), and most connections
    /// still sending their ClientHello (past it, the oldest is closed) [default: 4096].
    #[arg(long, value_name = "N")]
    pub max_handshakes: Option<usize>,

    /// On SIGTERM, how long in-flight requests may take to finish [default: 25s].
    #[arg(long, value_name = "DURATION")]
    pub drain_timeout: Option<String>,

    /// Full handshakes per second per host (a burst of one second's worth); more are closed
    /// before their crypto. 0 is no limit; a site entry may set its own [default: 0].
    #[arg(long, value_name = "N")]
    pub handshakes_per_second_per_host: Option<u32>,

    /// Requests per second per host; more get 429 with Retry-After. 0 is no limit; a site
    /// entry may set its own [default: 0].
    #[arg(long, value_name = "N")]
    pub requests_per_second_per_host: Option<u32>,

    /// Open connections per host; more are closed at the handshake. 0 is no limit; a site
    /// entry may set its own [default: 0].
    #[arg(long, value_name = "N")]
    pub connections_per_host: Option<u32>,

    /// Requests in flight to a proxied host's application; more wait --in-flight-wait for a
    /// place, then get 503. 0 is no limit; a site entry may set its own [default: 1024].
    #[arg(long, value_name = "N")]
    pub requests_in_flight_per_host: Option<u32>,

    /// How long a proxied request waits for a place among its host's requests in flight
    /// [default: 10s].
    #[arg(long, value_name = "DURATION")]
    pub in_flight_wait: Option<String>,

    /// Open connections per client address; more are closed at once. 0 is no limit
    /// [default: 0].
    #[arg(long, value_name = "N")]
    pub connections_per_client: Option<u32>,

    /// Open connections per IPv4 /24 of client addresses. 0 is no limit [default: 0].
    #[arg(long, value_name = "N")]
    pub connections_per_ipv4_24: Option<u32>,

    /// Open connections per IPv6 /64 of client addresses. 0 is no limit [default: 0].
    #[arg(long, value_name = "N")]
    pub connections_per_ipv6_64: Option<u32>,

    /// Count the per-host rates (handshakes and requests per second) across the fleet through
    /// the Redis store, approximately (a second or two behind), so a fleet of N instances lets
    /// a host through about its limit rather than N times it [default: false].
    #[arg(long, value_name = "BOOL")]
    pub fleet_counting: Option<bool>,

    /// Prefix of every Redis key and of the change channel [default: none].
    #[arg(long, value_name = "PREFIX")]
    pub redis_prefix: Option<String>,

    /// File with the AES-256 key (64 hex digits) that unseals private keys sealed in the store.
    #[arg(long, value_name = "FILE")]
    pub seal_key: Option<PathBuf>,

    /// How long a session ticket key encrypts tickets before the next one takes over. With a
    /// Redis store the fleet shares its keys (sealed with --seal-key) and one instance rotates
    /// them; otherwise each process rotates its own. A ticket stays good for two more periods
    /// after its key stops encrypting [default: 12h].
    #[arg(long, value_name = "DURATION")]
    pub ticket_key_rotation: Option<String>,

    /// Fetch OCSP responses for certificates that name a responder, in the background, one
    /// instance of a fleet at a time, and store them beside the certificate for every
    /// instance to staple. Responses already stored are stapled either way [default: true].
    #[arg(long, value_name = "BOOL")]
    pub ocsp_fetch: Option<bool>,

    /// How often the cached hosts are looked at for OCSP responses that are due (none yet, or
    /// half way through their validity) [default: 10s].
    #[arg(long, value_name = "DURATION")]
    pub ocsp_check_every: Option<String>,

    /// Deadline of one OCSP fetch: connecting to the responder, asking, reading the answer
    /// [default: 10s].
    #[arg(long, value_name = "DURATION")]
    pub ocsp_fetch_timeout: Option<String>,

    /// Session ticket key file in nginx's `ssl_session_ticket_key` format: 80 (or 48) random
    /// bytes, made with `openssl rand 80 > FILE`. Repeatable: the first file's key encrypts,
    /// the others' only decrypt. These keys never rotate and replace the keys tlsfront makes
    /// (and shares through Redis); instances given the same files resume each other's
    /// sessions [default: none].
    #[arg(long, value_name = "FILE")]
    pub ticket_key_file: Vec<PathBuf>,

    /// Kernel TLS: `auto` hands HTTP/1.1 sessions to the kernel where it supports the cipher
    /// (file bodies then go out with sendfile), `off` never does, `require` refuses to start
    /// without it [default: auto].
    #[arg(long, value_name = "MODE")]
    pub ktls: Option<String>,

    /// Proxy every host that has no site entry (`tlsfront sites`) to this application, with
    /// the client's Host header: the usual setup for a SaaS whose customers bring their own
    /// domains. `http://HOST:PORT` (HTTP/1.1, kept-alive pool), `h2c://HOST:PORT` (HTTP/2
    /// without TLS), `https://HOST[:PORT]` (TLS verified against the system's CAs; HTTP/2 when
    /// the application picks it) or `unix:/PATH` (HTTP/1.1 over a Unix socket); repeat for
    /// several. Hosts with a site entry follow it [default: none: hosts without a site entry
    /// are served from their docroot].
    #[arg(long, value_name = "URL")]
    pub default_upstream: Vec<String>,

    /// How requests are shared among the default upstreams: `round_robin` (in turn) or
    /// `least_outstanding` (the less busy of two drawn at random) [default: round_robin].
    #[arg(long, value_name = "POLICY")]
    pub upstream_balance: Option<String>,

    /// Deadline for connecting to an upstream; past it the next address is tried, and with
    /// none left the client gets 502 [default: 3s].
    #[arg(long, value_name = "DURATION")]
    pub upstream_connect_timeout: Option<String>,

    /// Deadline from sending a request upstream to its response head; past it, 504 [default: 60s].
    #[arg(long, value_name = "DURATION")]
    pub upstream_response_timeout: Option<String>,

    /// Longest silence from an upstream in the middle of a response body; past it the
    /// response is cut [default: 60s].
    #[arg(long, value_name = "DURATION")]
    pub upstream_idle_timeout: Option<String>,

    /// How long an idle kept-alive connection to an upstream is kept for reuse; keep it below
    /// the application's own keep-alive timeout [default: 4s].
    #[arg(long, value_name = "DURATION")]
    pub upstream_keepalive_timeout: Option<String>,

    /// Most idle kept-alive connections per upstream address [default: 256].
    #[arg(long, value_name = "N")]
    pub upstream_max_idle: Option<usize>,

    /// The largest request body a proxied site takes, in bytes, unless its site entry says
    /// otherwise (`max_request_body_bytes`); a larger one gets 413 and never reaches the
    /// application [default: 104857600].
    #[arg(long, value_name = "BYTES")]
    pub max_request_body_bytes: Option<u64>,

    /// Pass request header names with underscores (`X_Custom`) to applications [default:
    /// false]: dropped otherwise, as nginx does, since CGI, WSGI and PHP read `X_Forwarded_For`
    /// as `X-Forwarded-For`.
    #[arg(long, value_name = "BOOL")]
    pub underscores_in_headers: Option<bool>,

    /// Compress compressible files (HTML, CSS, JavaScript, JSON, SVG, WASM...) of 1 KiB to 1
    /// MiB that have no precompressed sibling, for clients that accept brotli or gzip; each
    /// file version is compressed once and kept [default: false].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub compress_on_the_fly: Option<bool>,

    /// Bytes kept of responses compressed on the fly (32 MiB by default); a change waits for
    /// a restart [default: 33554432].
    #[arg(long, value_name = "BYTES")]
    pub compress_cache_bytes: Option<u64>,

    /// Log one line per request (target tlsfront::access) [default: true].
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub access_log: Option<bool>,

    /// Log filter: error, warn, info, debug, trace, or a tracing directive such as
    /// `info,tlsfront_server=debug` [default: info; RUST_LOG also works].
    #[arg(long, value_name = "FILTER")]
    pub log: Option<String>,

    #[command(flatten)]
    pub acme: AcmeArgs,
}
