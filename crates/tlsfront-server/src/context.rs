//! What every connection shares: the options, the host cache, the docroots, the metrics, the
//! handshake cap and the shutdown signal. Made by [`crate::server::Server::bind`], and again
//! for each configuration reload ([`ServerContext::next_generation`]): a connection keeps the
//! generation it was accepted under to its end.

use std::sync::Arc;

use tlsfront_acme::OnDemand;
use tlsfront_proxy::Proxy;
use tlsfront_static::on_the_fly::OnTheFly;
use tlsfront_static::{FileCache, SitesRoot};
use tlsfront_store::HostCache;
use tokio_util::sync::CancellationToken;

use crate::fairness::FairGate;
use crate::handshake_slots::HandshakeSlots;
use crate::ktls::{KtlsAtStart, KtlsMode, KtlsSupport};
use crate::limits::Tenancy;
use crate::metrics::{ReloadMetrics, ServerMetrics};
use crate::options::ServeOptions;
use crate::stapling::StaplingMetrics;
use crate::tls::tickets::TicketKeys;
use crate::tls::{HostTls, HstsHeader};
use crate::unfinished_hellos::UnfinishedHellos;

/// What every connection shares. The first five fields are this generation's own; the
/// others are shared by every generation.
pub(crate) struct ServerContext {
    pub options: ServeOptions,
    pub sites: SitesRoot,
    /// What the kernel's TLS supports, when kTLS is on and available.
    pub ktls: Option<KtlsSupport>,
    /// What HTTP/1.1 and HTTP/2 answers advertise of HTTP/3, when they do.
    pub alt_svc: Option<AltSvc>,
    /// The `Strict-Transport-Security` of hosts whose site entry has no `[hsts]`: the
    /// server's `[hsts]`, made once per generation.
    pub hsts: Option<HstsHeader>,
    /// The UDP port HTTP/3 is served on (the first `listen_quic` socket's), if any.
    pub quic_port: Option<u16>,
    /// Host name -> the host's TLS configs, loaded from the store on a miss.
    pub hosts: Arc<HostCache<Arc<HostTls>>>,
    pub metrics: Arc<ServerMetrics>,
    /// Caps the handshakes in progress (from a read ClientHello to a finished handshake).
    pub handshake_slots: Arc<HandshakeSlots>,
    /// Connections still sending their PROXY header or ClientHello, as many as the cap on
    /// handshakes: past it, the oldest goes.
    pub unfinished_hellos: Arc<UnfinishedHellos>,
    /// Turns of CPU work, shared fairly between hosts (made at start-up; a reload keeps it).
    pub fair: Arc<FairGate>,
    /// Each host's and each client's usage, against the limits.
    pub tenancy: Arc<Tenancy>,
    pub shutdown: CancellationToken,
    /// Small files in memory, for connections served in user space.
    pub file_cache: Arc<FileCache>,
    /// Responses compressed on the fly, kept; sized at start-up (`compress_cache_bytes`).
    pub on_the_fly: Arc<OnTheFly>,
    /// Where proxied hosts' requests go.
    pub proxy: Arc<Proxy>,
    /// Certificates on demand for names the store does not know, when turned on.
    pub on_demand: Option<OnDemand>,
    /// The keys session tickets are sealed with.
    pub tickets: Arc<TicketKeys>,
    /// What the kernel probe found at start-up; a reload's kTLS mode works from it.
    pub ktls_probed: Option<KtlsSupport>,
    pub ktls_at_start: KtlsAtStart,
    pub reloads: Arc<ReloadMetrics>,
    /// OCSP stapling's counters, shared with every host's resolver (`TlsTemplate`).
    pub stapling: Arc<StaplingMetrics>,
}

impl ServerContext {
    pub(crate) fn new(
        options: ServeOptions,
        hosts: HostCache<Arc<HostTls>>,
        ktls: Option<KtlsSupport>,
        proxy: Arc<Proxy>,
        on_demand: Option<OnDemand>,
        tickets: TicketKeys,
    ) -> Self {
        let ktls_at_start = match (&options.ktls, &ktls) {
            (KtlsMode::Off, _) => KtlsAtStart::NotProbed,
            (_, Some(_)) => KtlsAtStart::Available,
            (_, None) => KtlsAtStart::Unavailable,
        };
        let on_the_fly = Arc::new(OnTheFly::new(options.compress_cache_bytes));
        ServerContext {
            sites: SitesRoot::new(&options.sites_dir),
            alt_svc: None,
            hsts: options.tls_policy.hsts.as_ref().map(HstsHeader::new),
            quic_port: None,
            handshake_slots: Arc::new(HandshakeSlots::new(options.max_handshakes_in_progress)),
            unfinished_hellos: Arc::new(UnfinishedHellos::new(options.max_handshakes_in_progress)),
            fair: FairGate::new(options.fairness),
            tenancy: Arc::new(Tenancy::new(options.limits.fleet_counting)),
            options,
            hosts: Arc::new(hosts),
            metrics: Arc::new(ServerMetrics::default()),
            shutdown: CancellationToken::new(),
            ktls: ktls.clone(),
            file_cache: Arc::new(FileCache::default()),
            on_the_fly,
            proxy,
            on_demand,
            tickets: Arc::new(tickets),
            ktls_probed: ktls,
            ktls_at_start,
            reloads: Arc::new(ReloadMetrics::default()),
            stapling: Arc::default(),
        }
    }

    /// The same context, counting stapling in `metrics` (the TLS template's).
    pub(crate) fn with_stapling_metrics(mut self, metrics: Arc<StaplingMetrics>) -> Self {
        self.stapling = metrics;
        self
    }

    /// The same context, serving HTTP/3 on `port` (and advertising it, unless the options
    /// say not to).
    pub(crate) fn with_quic_port(mut self, port: Option<u16>) -> Self {
        self.quic_port = port;
        self.alt_svc = AltSvc::for_options(&self.options, port);
        self
    }

    /// The generation after this one: `options` for the connections to come, with everything
    /// shared carried over.
    pub(crate) fn next_generation(&self, options: ServeOptions) -> Self {
        let ktls = match options.ktls {
            KtlsMode::Off => None,
            KtlsMode::Auto | KtlsMode::Require => self.ktls_probed.clone(),
        };
        ServerContext {
            sites: SitesRoot::new(&options.sites_dir),
            alt_svc: AltSvc::for_options(&options, self.quic_port),
            hsts: options.tls_policy.hsts.as_ref().map(HstsHeader::new),
            quic_port: self.quic_port,
            options,
            ktls,
            hosts: self.hosts.clone(),
            metrics: self.metrics.clone(),
            handshake_slots: self.handshake_slots.clone(),
            unfinished_hellos: self.unfinished_hellos.clone(),
            fair: self.fair.clone(),
            tenancy: self.tenancy.clone(),
            shutdown: self.shutdown.clone(),
            file_cache: self.file_cache.clone(),
            on_the_fly: self.on_the_fly.clone(),
            proxy: self.proxy.clone(),
            on_demand: self.on_demand.clone(),
            tickets: self.tickets.clone(),
            ktls_probed: self.ktls_probed.clone(),
            ktls_at_start: self.ktls_at_start,
            reloads: self.reloads.clone(),
            stapling: self.stapling.clone(),
        }
    }
}

/// How long a client may remember the advertisement (`ma`, in seconds): a day, as nginx's
/// documentation writes it. A host that opts out later is tried over QUIC for up to this long,
/// and refused there (the client falls back to TCP).
pub const ALT_SVC_MAX_AGE_SECS: u32 = 86_400;

/// The `Alt-Svc` header that advertises HTTP/3 on the server's QUIC port.
#[derive(Debug, Clone)]
pub(crate) struct AltSvc {
    /// For the static planner's heads.
    pub text: Arc<str>,
    /// For proxied responses.
    pub header: http::HeaderValue,
}

impl AltSvc {
    /// `h3=":PORT"; ma=…`, when HTTP/3 is served on `port` and `advertise_http3` is on.
    pub(crate) fn for_options(options: &ServeOptions, port: Option<u16>) -> Option<AltSvc> {
        let port = port.filter(|_| options.advertise_http3)?;
        let text = format!("h3=\":{port}\"; ma={ALT_SVC_MAX_AGE_SECS}");
        // Digits, quotes, a colon, a semicolon and letters: always a valid header value.
        let header = http::HeaderValue::from_str(&text).ok()?;
        Some(AltSvc {
            text: Arc::from(text),
            header,
        })
    }
}
