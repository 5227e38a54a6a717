//! The server: listeners, the accept loop, and graceful shutdown.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use arc_swap::ArcSwap;
use tlsfront_acme::OnDemand;
use tlsfront_logs::{SampledLine, SAMPLE_INTERVAL};
use tlsfront_proxy::{Embedding, Proxy, UpstreamTlsPolicy};
use tlsfront_store::{
    CertSource, ChangeFeed, ChangeStream, FeedState, HostCache, HostCredentials, HostName,
    Resolution, StoreHealth, Unsealer,
};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tracing::{info, warn};

use crate::admin;
use crate::connection::handle_connection;
use crate::context::ServerContext;
use crate::handover::Handover;
use crate::ktls::{KtlsMode, KtlsSupport};
use crate::listeners::{ListenError, Listeners, QuicSocket};
use crate::metrics::{QuicForwarding, ServerMetrics};
use crate::options::{ServeOptions, MIN_MAX_HEADER_BYTES};
use crate::quic::RoutedSocket;
use crate::reload::Reloader;
use crate::tls::policy::PROTOCOL_VERSIONS;
use crate::tls::tickets::{KeyRing, RandomFailed, TicketKeys};
use crate::tls::{TemplateError, TlsTemplate};

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Listen(#[from] ListenError),
    #[error(transparent)]
    Tls(#[from] TemplateError),
    #[error("cannot make session ticket keys")]
    TicketKeys(#[from] RandomFailed),
    #[error("the cipher policy cannot make the TLS client for https:// upstreams")]
    UpstreamTls(#[source] rustls::Error),
    #[error("kTLS is required (ktls = \"require\"), but {0}")]
    KtlsRequired(String),
    /// The binary's configuration refuses this before anything starts; this guards other
    /// callers, as hyper would panic on every connection.
    #[error("max_header_bytes must be at least {MIN_MAX_HEADER_BYTES}, not {0}")]
    HeadLimitTooSmall(usize),
    #[error(transparent)]
    Quic(#[from] crate::quic::QuicStartError),
}

/// A bound server, ready to run.
pub struct Server {
    /// The first generation: what every generation shares is reached through it.
    ctx: Arc<ServerContext>,
    /// The generation new connections are accepted under; a reload replaces it.
    generations: Arc<ArcSwap<ServerContext>>,
    listeners: Listeners,
    /// The QUIC endpoints on `listen_quic`'s sockets (docs/src/http3.md).
    /// Each with what its connections' configs are made from.
    quic: Vec<(quinn::Endpoint, Arc<crate::quic::Templates>)>,
    /// Their sockets' routing across an upgrade, and the epoch this process's connection IDs
    /// carry.
    quic_sockets: Vec<Arc<RoutedSocket>>,
    quic_epoch: u8,
    /// What the admin listener shows beside the context: uptime, the change feed's state.
    admin_state: Arc<admin::AdminState>,
    changes: Option<ChangeStream>,
    /// The change feed's state, which says since when changes may have been missed.
    feed_state: Option<Arc<FeedState>>,
    /// Cancelled when a successor process took the listeners over: the admin listener stops
    /// at once rather than after the drain.
    handed_over: CancellationToken,
}

impl Server {
    /// Binds every listener. Certificates are not read here (unless `preload` is set and
    /// [`Server::preload`] is called): start-up does not depend on the store's size.
    pub async fn bind(
        options: ServeOptions,
        source: Arc<dyn CertSource>,
        unsealer: Option<Arc<Unsealer>>,
    ) -> Result<Server, StartError> {
        Self::bind_with_on_demand(options, source, unsealer, None).await
    }

    /// [`Server::bind`], with certificates issued on demand for names the store does not know.
    pub async fn bind_with_on_demand(
        options: ServeOptions,
        source: Arc<dyn CertSource>,
        unsealer: Option<Arc<Unsealer>>,
        on_demand: Option<OnDemand>,
    ) -> Result<Server, StartError> {
        let listeners = Listeners::bind(&options)?;
        let health = StoreHealth::new(source);
        Self::start(options, listeners, health, unsealer, on_demand, None).await
    }

    /// A server on listeners already open (bound, inherited from the process this one took
    /// over from, or passed by systemd), starting on `inherited_ring` as its ticket keys when
    /// it took over from a process that had them. Its host cache reads the store `health`
    /// watches and keeps that health, which the store's other users (`on_demand`, the ticket
    /// keys from the store) follow when they were given the store through
    /// [`StoreHealth::follow`].
    pub async fn start(
        options: ServeOptions,
        listeners: Listeners,
        health: Arc<StoreHealth>,
        unsealer: Option<Arc<Unsealer>>,
        on_demand: Option<OnDemand>,
        inherited_ring: Option<KeyRing>,
    ) -> Result<Server, StartError> {
        if options.max_header_bytes < MIN_MAX_HEADER_BYTES {
            return Err(StartError::HeadLimitTooSmall(options.max_header_bytes));
        }
        let ktls = probe_ktls(options.ktls)?;
        let tickets =
            TicketKeys::new_inheriting(&options.tickets, unsealer.clone(), inherited_ring)?;
        let template = Arc::new(TlsTemplate::new(ktls.is_some(), tickets.live().clone())?);
        let stapling_metrics = template.stapling_metrics().clone();
        let provider = Arc::new(crate::tls::policy::crypto_provider(
            crate::tls::SuiteOrder::AesFirst,
        ));
        let cache = options.cache_options();
        let embedding = Embedding {
            upstream_tls: UpstreamTlsPolicy::new(provider.clone(), PROTOCOL_VERSIONS)
                .map_err(StartError::UpstreamTls)?,
            // A tunnel's client side is the session's gated I/O: its turns are given back as
            // the task waits.
            spawn: |task| {
                tokio::spawn(crate::fairness::releasing_turns(task));
            },
        };
        let built_proxy = Arc::new(Proxy::new(options.proxy.clone(), embedding));
        let proxy = built_proxy.clone();
        // Opened before anything is cached, so no change made after start-up is missed.
        let (changes, watched_entries, feed_state) = match health.source().changes() {
            Some(ChangeFeed {
                changes,
                watched_entries,
                state,
            }) => (Some(changes), watched_entries, Some(state)),
            None => (None, None, None),
        };
        let hosts = HostCache::new(
            health,
            watched_entries,
            &cache,
            provider,
            unsealer,
            Arc::new(move |credentials: HostCredentials| {
                let serving = proxy.serving(credentials.site.as_deref());
                template.host(credentials, serving)
            }),
        );
        let quic_port = listeners
            .quic
            .first()
            .and_then(|quic| quic.socket.local_addr().ok())
            .map(|addr| addr.port());
        let ctx = Arc::new(
            ServerContext::new(options, hosts, ktls, built_proxy, on_demand, tickets)
                .with_quic_port(quic_port)
                .with_stapling_metrics(stapling_metrics),
        );
        let generations = Arc::new(ArcSwap::new(ctx.clone()));
        let mut listeners = listeners;
        let (quic, quic_sockets, quic_epoch) =
            quic_endpoints(std::mem::take(&mut listeners.quic), &generations)?;
        Ok(Server {
            generations,
            ctx,
            listeners,
            quic,
            quic_sockets,
            quic_epoch,
            admin_state: Arc::new(admin::AdminState::new(feed_state.clone())),
            feed_state,
            changes,
            handed_over: CancellationToken::new(),
        })
    }

    /// The addresses actually bound (useful with port 0).
    pub fn local_addrs(&self) -> Vec<SocketAddr> {
        self.listeners
            .https
            .iter()
            .filter_map(|l| l.local_addr().ok())
            .collect()
    }

    /// The QUIC (HTTP/3) addresses actually bound.
    pub fn quic_addrs(&self) -> Vec<SocketAddr> {
        self.quic
            .iter()
            .filter_map(|(endpoint, _)| endpoint.local_addr().ok())
            .collect()
    }

    pub fn admin_addr(&self) -> Option<SocketAddr> {
        self.listeners
            .admin
            .as_ref()
            .and_then(|l| l.local_addr().ok())
    }

    /// Reads the whole store into the cache: the preload baseline for benchmarks.
    ///
    /// It first waits (briefly) for the store's change watch to be in place, so that the watch's
    /// "may have missed changes" signal comes before anything is loaded and nothing has to be
    /// read twice.
    pub async fn preload(&mut self) -> crate::preload::PreloadReport {
        if let Some(changes) = self.changes.take() {
            self.changes = Some(crate::live_updates::wait_until_watching(changes).await);
        }
        crate::preload::preload(&self.ctx.hosts).await
    }

    /// A handle that stops the server: new connections are refused, in-flight requests finish.
    pub fn shutdown_handle(&self) -> CancellationToken {
        self.ctx.shutdown.clone()
    }

    /// A process that took the QUIC sockets over reads them from here on: call it when it
    /// tells the old process it serves (until then the old one reads them). A process that
    /// bound its own reads them from the start.
    pub fn start_reading_quic(&self) {
        for routed in &self.quic_sockets {
            routed.start_reading();
        }
    }

    /// What a successor process takes over (an upgrade): duplicates of the listening sockets,
    /// the ticket keys, the QUIC sockets with their routing, and the way to stop this server
    /// once the successor serves.
    pub fn handover(&self) -> io::Result<Handover> {
        let hosts = self.ctx.hosts.clone();
        Ok(Handover::new(
            self.listeners.duplicates()?,
            self.ctx.tickets.for_successor(),
            (self.quic_sockets.clone(), self.quic_epoch),
            Box::new(move || {
                hosts
                    .cached_names(MAX_WARM_HOSTS)
                    .iter()
                    .map(|name| name.as_str().to_owned())
                    .collect()
            }),
            (self.handed_over.clone(), self.ctx.shutdown.clone()),
        ))
    }

    /// Loads `names` (a predecessor's cached hosts) into the cache, at most [`WARM_AT_ONCE`]
    /// at a time and for at most `within`: so that the first handshakes after an upgrade do
    /// not wait for the store, and QUIC's, which cannot wait, are not refused. A name that
    /// is not a host name, or whose lookup fails, is left for its first handshake.
    pub async fn warm_cache(&self, names: Vec<String>, within: Duration) -> usize {
        use futures_util::StreamExt as _;
        let hosts = &self.ctx.hosts;
        let loaded = std::sync::atomic::AtomicUsize::new(0);
        let loading = futures_util::stream::iter(names)
            .filter_map(|name| async move { HostName::parse_store_name(&name).ok() })
            .for_each_concurrent(WARM_AT_ONCE, |name| {
                let loaded = &loaded;
                async move {
                    // A wildcard entry is loaded as itself; a host as a handshake would
                    // resolve it (its own entry, else its wildcard's).
                    let found = if name.is_wildcard() {
                        matches!(hosts.load_entry(&name).await, Ok(true))
                    } else {
                        matches!(hosts.resolve(&name).await, Resolution::Found(_))
                    };
                    if found {
                        loaded.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        let _ = tokio::time::timeout(within, loading).await;
        loaded.into_inner()
    }

    /// A handle that applies a new configuration to the connections to come.
    pub fn reloader(&self) -> Reloader {
        Reloader::new(self.generations.clone())
    }

    /// Serves until the shutdown handle is cancelled, then drains.
    pub async fn run(self) {
        let tracker = TaskTracker::new();
        let admin_stop = self.handed_over.child_token();
        let admin = self.listeners.admin.map(|admin| {
            let (generations, state) = (self.generations.clone(), self.admin_state.clone());
            tokio::spawn(admin::serve(admin, generations, state, admin_stop.clone()))
        });
        if let Some(changes) = self.changes {
            let feed = self.feed_state.clone();
            tracker.spawn(crate::live_updates::follow(self.ctx.clone(), changes, feed));
        }
        let tickets_ctx = self.ctx.clone();
        tokio::spawn(async move {
            let shutdown = tickets_ctx.shutdown.clone();
            tickets_ctx.tickets.run(shutdown).await;
        });
        if let (true, Some(store)) = (
            self.ctx.options.limits.fleet_counting,
            self.ctx.options.fleet_store.clone(),
        ) {
            let tenancy = self.ctx.tenancy.clone();
            let stop = self.ctx.shutdown.clone();
            tokio::spawn(crate::limits::fleet::share_rounds(
                store,
                move || tenancy.fleet_rates(),
                stop,
            ));
        }
        if let (true, Some(store)) = (
            self.ctx.options.stapling.fetch,
            self.ctx.options.staple_store.clone(),
        ) {
            tokio::spawn(crate::stapling::run(
                self.ctx.hosts.clone(),
                store,
                self.ctx.options.stapling.clone(),
                self.ctx.stapling.clone(),
                self.ctx.shutdown.clone(),
            ));
        }
        let renewals_stop = CancellationToken::new();
        if let Some(on_demand) = self.ctx.on_demand.clone() {
            let stop = renewals_stop.clone();
            tokio::spawn(async move { on_demand.run_renewals(stop).await });
        }
        // Where plain HTTP is sent: the first HTTPS listener's port, as bound.
        let https_port = self
            .listeners
            .https
            .first()
            .and_then(|listener| listener.local_addr().ok())
            .map(|addr| addr.port());
        for listener in self.listeners.https {
            let ctx = self.generations.clone();
            let connections = tracker.clone();
            tracker.spawn(accept_loop(listener, ctx, connections, handle_connection));
        }
        for (endpoint, templates) in self.quic {
            let ctx = self.generations.clone();
            let connections = tracker.clone();
            tracker.spawn(crate::quic::accept_loop(
                endpoint,
                templates,
                ctx,
                connections,
            ));
        }
        for listener in self.listeners.plain_http {
            let ctx = self.generations.clone();
            let connections = tracker.clone();
            let serve = move |tcp, peer, ctx| {
                crate::plain_http::serve_connection(tcp, peer, ctx, https_port)
            };
            tracker.spawn(accept_loop(listener, ctx, connections, serve));
        }
        self.ctx.shutdown.cancelled().await;
        drain(&tracker, &self.ctx.metrics, &self.generations).await;
        admin_stop.cancel();
        renewals_stop.cancel();
        if let Some(admin) = admin {
            let _ = admin.await;
        }
    }
}

/// At most this many cached host names go to a successor process at an upgrade.
const MAX_WARM_HOSTS: usize = 10_000;
/// Store lookups a successor makes at once while it loads its predecessor's hosts.
const WARM_AT_ONCE: usize = 32;

/// The QUIC endpoints with their templates, their sockets' routing, and this process's epoch.
type QuicEndpoints = (
    Vec<(quinn::Endpoint, Arc<crate::quic::Templates>)>,
    Vec<Arc<RoutedSocket>>,
    u8,
);

/// An endpoint on each QUIC socket, its connection IDs carrying an epoch no predecessor still
/// serving on the sockets has.
fn quic_endpoints(
    sockets: Vec<QuicSocket>,
    generations: &Arc<ArcSwap<ServerContext>>,
) -> Result<QuicEndpoints, StartError> {
    let taken: Vec<u8> = sockets
        .iter()
        .filter_map(|socket| socket.predecessor.as_ref())
        .flat_map(|predecessor| predecessor.epochs.iter().copied())
        .collect();
    let epoch = crate::quic::choose_epoch(&taken);
    if !sockets.is_empty() {
        info!(
            epoch,
            predecessors = ?taken,
            "QUIC: this process's connection IDs carry its epoch; the predecessors' are forwarded"
        );
    }
    let (endpoints, routed) = sockets
        .into_iter()
        .map(|socket| crate::quic::endpoint(socket, epoch, generations))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .map(|(endpoint, templates, routed)| ((endpoint, templates), routed))
        .unzip();
    Ok((endpoints, routed, epoch))
}

/// Waits until the connections in `tracker` have ended, at most the drain deadline in force
/// now (after any reload).
async fn drain(
    tracker: &TaskTracker,
    metrics: &ServerMetrics,
    generations: &ArcSwap<ServerContext>,
) {
    tracker.close();
    let drain_timeout = generations.load().options.drain_timeout;
    info!(
        open_connections = metrics.open_connections.get(),
        drain_timeout_s = drain_timeout.as_secs(),
        "draining"
    );
    if tokio::time::timeout(drain_timeout, tracker.wait())
        .await
        .is_err()
    {
        warn!(
            open_connections = metrics.open_connections.get(),
            "drain deadline passed; closing the remaining connections"
        );
    }
    log_quic_forwarding(metrics);
}

/// Says what crossed an upgrade's QUIC forwarding, if anything did: once drained, when the
/// counts are final.
fn log_quic_forwarding(metrics: &ServerMetrics) {
    let count = |outcome| metrics.quic_forwarded(outcome);
    let (forwarded, dropped, received) = (
        count(QuicForwarding::Forwarded),
        count(QuicForwarding::Dropped),
        count(QuicForwarding::Received),
    );
    if forwarded + dropped + received > 0 {
        info!(
            forwarded,
            dropped,
            received,
            "QUIC: datagrams forwarded to the previous process, dropped (its forwarding socket was full), and received from the new one"
        );
    }
}

async fn accept_loop<F, Served>(
    listener: TcpListener,
    generations: Arc<ArcSwap<ServerContext>>,
    connections: TaskTracker,
    serve: F,
) where
    F: Fn(TcpStream, SocketAddr, Arc<ServerContext>) -> Served,
    Served: std::future::Future<Output = ()> + Send + 'static,
{
    let shutdown = generations.load().shutdown.clone();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = shutdown.cancelled() => return,
        };
        match accepted {
            Ok((tcp, peer)) => {
                // The connection keeps the generation it was accepted under to its end.
                connections.spawn(serve(tcp, peer, generations.load_full()));
            }
            Err(err) => {
                // Out of file descriptors or memory: back off instead of spinning. A flood of
                // connections can make this fail at every accept: one line per interval.
                static ACCEPT_FAILED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
                if let Some(suppressed) = ACCEPT_FAILED_LINE.admit_now() {
                    warn!(error = %err, suppressed, "accept failed (one line per 10 s)");
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
}

/// Probes the kernel once, logs the result in one line, and applies the mode.
fn probe_ktls(mode: KtlsMode) -> Result<Option<KtlsSupport>, StartError> {
    if mode == KtlsMode::Off {
        info!("kTLS: off (ktls = \"off\")");
        return Ok(None);
    }
    let support = KtlsSupport::probe();
    match &support.unavailable {
        None => {
            info!(support = %support, "kTLS: on; HTTP/1.1 file bodies go out with sendfile");
            Ok(Some(support))
        }
        Some(reason) if mode == KtlsMode::Require => Err(StartError::KtlsRequired(reason.clone())),
        Some(reason) => {
            info!(%reason, "kTLS: unavailable; every connection uses user-space TLS");
            Ok(None)
        }
    }
}
