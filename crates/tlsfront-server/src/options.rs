//! What the server is told to do: [`ServeOptions`], already validated by the binary's config
//! layer, and their defaults.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use tlsfront_proxy::ProxyOptions;
use tlsfront_store::{CacheOptions, HostName};

use crate::fairness::QueueBounds;
use crate::ktls::KtlsMode;
use crate::limits::LimitOptions;
use crate::proxy_protocol::IpRange;
use crate::tls::tickets::TicketOptions;
use crate::tls::TlsPolicyOptions;

/// The smallest request-head limit (`max_header_bytes`) the server takes: 8 KiB, what a
/// browser's head with its cookies can need. (It was also the least hyper's HTTP/1 server could
/// take, when hyper served HTTP/1.1; the raw server does now, and the floor stays, so that a
/// configuration keeps meaning what it did.)
pub const MIN_MAX_HEADER_BYTES: usize = 8192;

/// Where HTTP/3 is served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuicListen {
    /// On a UDP socket beside each HTTPS listener: the same address and port (for an HTTPS
    /// listener on port 0, the port it got if UDP has it free, another one otherwise).
    BesideHttps,
    /// Nowhere (`listen_quic = []`, `--listen-quic off`).
    Off,
    /// On these UDP addresses.
    At(Vec<SocketAddr>),
}

/// Everything the server needs to run, already validated by the binary's config layer.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub listen: Vec<SocketAddr>,
    /// Plain-HTTP addresses whose requests are redirected to HTTPS; none by default.
    pub listen_http: Vec<SocketAddr>,
    /// Where HTTP/3 is served over QUIC (docs/src/http3.md): by default beside each HTTPS
    /// listener, on the same address and port.
    pub listen_quic: QuicListen,
    /// Answers over HTTP/1.1 and HTTP/2 carry `Alt-Svc: h3=":PORT"` when HTTP/3 is served,
    /// for the hosts whose site entry does not say `http3 = false`.
    pub advertise_http3: bool,
    pub sites_dir: PathBuf,
    /// The host whose certificate and site answer a ClientHello whose name cannot be served:
    /// a name the store does not know, no SNI, an IP address as SNI, or a DNS name that is not
    /// a host name (`a_b.example`). `None` refuses them with `unrecognized_name`. A name that
    /// is not a DNS name at all (`a!b.example`) is refused by rustls before this applies.
    pub default_host: Option<HostName>,
    pub admin: Option<SocketAddr>,
    pub handshake_timeout: Duration,
    pub max_handshakes_in_progress: usize,
    pub idle_timeout: Duration,
    /// Largest request head; at least [`MIN_MAX_HEADER_BYTES`] (`Server::bind` refuses less).
    pub max_header_bytes: usize,
    pub max_headers: usize,
    pub max_concurrent_streams: u32,
    pub drain_timeout: Duration,
    pub access_log: bool,
    /// Serve a file's precompressed siblings (`<file>.br`, `.zst`, `.gz`) to clients that
    /// accept their coding.
    pub precompressed: bool,
    pub cache: CacheOptions,
    pub preload: bool,
    pub ktls: KtlsMode,
    /// Where proxied hosts' requests go, and the proxy's timeouts.
    pub proxy: ProxyOptions,
    /// TCP peers (load balancers) that must start each connection with a PROXY header, whose
    /// address then stands for the client's. Nobody else's header is read.
    pub proxy_protocol_from: Vec<IpRange>,
    /// Where session ticket keys come from, and how often they rotate.
    pub tickets: TicketOptions,
    /// Compress compressible files that have no sibling, on the fly (`http::on_the_fly`).
    pub compress_on_the_fly: bool,
    /// The bound of the cache of responses compressed on the fly, in bytes.
    pub compress_cache_bytes: u64,
    /// How the CPU is shared between hosts (`fairness`): turns, and the queues for them.
    pub fairness: QueueBounds,
    /// Per-host defaults and per-client limits (`limits`).
    pub limits: LimitOptions,
    /// The store the fleet shares, where per-host rates are counted across it when
    /// `limits.fleet_counting` is on (the binary sets it to a Redis store).
    pub fleet_store: Option<std::sync::Arc<dyn tlsfront_store::CertStore>>,
    /// The TLS policy of hosts whose site entry does not say: `min_tls`, `[hsts]`,
    /// `redirect_http` (`tls::host_policy`).
    pub tls_policy: TlsPolicyOptions,
    /// OCSP stapling's fetcher (`stapling`).
    pub stapling: crate::stapling::StaplingOptions,
    /// The store the fetcher writes responses to and takes its locks in: the store served
    /// from (the binary sets it). Without it, stored responses are stapled but none fetched.
    pub staple_store: Option<std::sync::Arc<dyn tlsfront_store::CertStore>>,
}

impl ServeOptions {
    /// The host cache's options: the configured ones, unbounded when the whole store is
    /// preloaded (a bounded cache would let preloaded hosts go).
    pub fn cache_options(&self) -> CacheOptions {
        let mut cache = self.cache.clone();
        if self.preload {
            cache.capacity = None;
        }
        cache
    }
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            listen: vec![SocketAddr::from(([0, 0, 0, 0], 443))],
            // Off: a server that only speaks HTTPS opens no plain port unless asked.
            listen_http: Vec::new(),
            // On, as Caddy's: browsers use HTTP/3 wherever a server offers it.
            listen_quic: QuicListen::BesideHttps,
            // On: a browser finds HTTP/3 only through it.
            advertise_http3: true,
            sites_dir: PathBuf::from("sites"),
            default_host: None,
            admin: None,
            // A real client finishes a handshake in a few round trips; ten seconds covers a slow
            // mobile link and a slow store, and bounds what a silent client can hold.
            handshake_timeout: Duration::from_secs(10),
            // Each handshake in progress holds a few tens of KiB; this caps that at ~100 MiB.
            max_handshakes_in_progress: 4096,
            // Matches common keep-alive defaults (nginx 75 s, Caddy 5 min) on the short side.
            idle_timeout: Duration::from_secs(60),
            // nginx's large_client_header_buffers default is 4 x 8 KiB; 16 KiB for one head.
            max_header_bytes: 16 * 1024,
            // Browsers send about 20 headers; 100 is hyper's default and generous.
            max_headers: 100,
            // RFC 9113 recommends at least 100.
            max_concurrent_streams: 128,
            // Long enough to finish a page, short enough for an orchestrator's stop timeout.
            drain_timeout: Duration::from_secs(25),
            access_log: true,
            // On: a sibling on disk was put there to be served, and costs no CPU to send;
            // a client that does not ask for a coding pays nothing for the lookup.
            precompressed: true,
            cache: CacheOptions::default(),
            preload: false,
            // Kernel TLS where the kernel has it; user space otherwise.
            ktls: KtlsMode::Auto,
            proxy: ProxyOptions::default(),
            // Off: a header claims any address, so it is believed only from peers named.
            proxy_protocol_from: Vec::new(),
            // Per-process keys rotated every 12 h; the binary shares them through a Redis store.
            tickets: TicketOptions::default(),
            // Off: it spends CPU per file version, and siblings made at deploy time
            // (`tlsfront sites compress`) are smaller and free to serve.
            compress_on_the_fly: false,
            compress_cache_bytes: tlsfront_static::on_the_fly::DEFAULT_CACHE_BYTES,
            fairness: QueueBounds::default(),
            limits: LimitOptions::default(),
            fleet_store: None,
            tls_policy: TlsPolicyOptions::default(),
            stapling: crate::stapling::StaplingOptions::default(),
            staple_store: None,
        }
    }
}
