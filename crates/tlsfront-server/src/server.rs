//! The server: listeners, the shared context every connection sees, and graceful shutdown.

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tlsfront_certs::{CacheOptions, CertResolver, CertSource, ChangeStream, HostName, Unsealer};
use tokio::net::{TcpListener, TcpSocket};
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tracing::{info, warn};

use crate::admin;
use crate::connection::handle_connection;
use crate::http::FileCache;
use crate::ktls::{KtlsMode, KtlsSupport};
use crate::metrics::ServerMetrics;
use crate::sites::SitesDir;
use crate::tls::{HostTls, TemplateError, TlsSettings, TlsTemplate};

/// The smallest request-head limit (`max_header_bytes`) the server takes: hyper's HTTP/1 read
/// buffer cannot be smaller than 8 KiB.
pub const MIN_MAX_HEADER_BYTES: usize = 8192;

/// Everything the server needs to run, already validated by the binary's config layer.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub listen: Vec<SocketAddr>,
    pub sites_dir: PathBuf,
    /// The host whose certificate and site serve unknown, missing and invalid SNI names;
    /// `None` refuses them with `unrecognized_name`.
    pub default_host: Option<HostName>,
    pub admin: Option<SocketAddr>,
    pub handshake_timeout: Duration,
    pub max_handshakes_in_progress: usize,
    pub idle_timeout: Duration,
    pub max_header_bytes: usize,
    pub max_headers: usize,
    pub max_concurrent_streams: u32,
    pub drain_timeout: Duration,
    pub access_log: bool,
    pub cache: CacheOptions,
    pub preload: bool,
    pub ktls: KtlsMode,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            listen: vec![SocketAddr::from(([0, 0, 0, 0], 443))],
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
            cache: CacheOptions::default(),
            preload: false,
            // Kernel TLS where the kernel has it; user space otherwise.
            ktls: KtlsMode::Auto,
        }
    }
}

/// What every connection shares.
pub(crate) struct ServerContext {
    pub options: ServeOptions,
    pub resolver: CertResolver<Arc<HostTls>>,
    pub sites: SitesDir,
    pub metrics: ServerMetrics,
    pub handshake_slots: Semaphore,
    pub shutdown: CancellationToken,
    /// What the kernel's TLS supports, when kTLS is on and available.
    pub ktls: Option<KtlsSupport>,
    /// Small files in memory, for connections served in user space.
    pub file_cache: Arc<FileCache>,
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("cannot listen on {addr}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: io::Error,
    },
    #[error(transparent)]
    Tls(#[from] TemplateError),
    #[error("kTLS is required (ktls = \"require\"), but {0}")]
    KtlsRequired(String),
}

/// A bound server, ready to run.
pub struct Server {
    ctx: Arc<ServerContext>,
    listeners: Vec<TcpListener>,
    admin: Option<TcpListener>,
    changes: Option<ChangeStream>,
}

impl Server {
    /// Binds every listener. Certificates are not read here (unless `preload` is set and
    /// [`Server::preload`] is called): start-up does not depend on the store's size.
    pub async fn bind(
        options: ServeOptions,
        source: Arc<dyn CertSource>,
        unsealer: Option<Arc<Unsealer>>,
    ) -> Result<Server, StartError> {
        let ktls = probe_ktls(options.ktls)?;
        let settings = TlsSettings {
            secret_extraction: ktls.is_some(),
            ..TlsSettings::default()
        };
        let template = Arc::new(TlsTemplate::new(&settings)?);
        let provider = Arc::new(crate::tls::policy::crypto_provider(
            crate::tls::SuiteOrder::AesFirst,
        ));
        let mut cache = options.cache.clone();
        if options.preload {
            cache.capacity = None;
        }
        let resolver = CertResolver::new(
            source,
            &cache,
            provider,
            unsealer,
            Arc::new(move |credentials| template.host(credentials)),
        );
        let mut listeners = Vec::new();
        for addr in &options.listen {
            listeners.push(listen(*addr)?);
        }
        let admin = options.admin.map(listen).transpose()?;
        // Opened now, so no change made after start-up is missed.
        let changes = resolver.source().changes().await;
        let ctx = Arc::new(ServerContext {
            sites: SitesDir::new(&options.sites_dir),
            handshake_slots: Semaphore::new(options.max_handshakes_in_progress),
            options,
            resolver,
            metrics: ServerMetrics::default(),
            shutdown: CancellationToken::new(),
            ktls,
            file_cache: Arc::new(FileCache::default()),
        });
        Ok(Server {
            ctx,
            listeners,
            admin,
            changes,
        })
    }

    /// The addresses actually bound (useful with port 0).
    pub fn local_addrs(&self) -> Vec<SocketAddr> {
        self.listeners
            .iter()
            .filter_map(|l| l.local_addr().ok())
            .collect()
    }

    pub fn admin_addr(&self) -> Option<SocketAddr> {
        self.admin.as_ref().and_then(|l| l.local_addr().ok())
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
        crate::preload::preload(&self.ctx.resolver).await
    }

    /// A handle that stops the server: new connections are refused, in-flight requests finish.
    pub fn shutdown_handle(&self) -> CancellationToken {
        self.ctx.shutdown.clone()
    }

    /// Serves until the shutdown handle is cancelled, then drains.
    pub async fn run(self) {
        let tracker = TaskTracker::new();
        let admin_stop = CancellationToken::new();
        let admin = self
            .admin
            .map(|admin| tokio::spawn(admin::serve(admin, self.ctx.clone(), admin_stop.clone())));
        if let Some(changes) = self.changes {
            tracker.spawn(crate::live_updates::follow(self.ctx.clone(), changes));
        }
        for listener in self.listeners {
            let ctx = self.ctx.clone();
            let connections = tracker.clone();
            tracker.spawn(accept_loop(listener, ctx, connections));
        }
        self.ctx.shutdown.cancelled().await;
        tracker.close();
        let open = self.ctx.metrics.open_connections.get();
        info!(
            open_connections = open,
            drain_timeout_s = self.ctx.options.drain_timeout.as_secs(),
            "draining"
        );
        if tokio::time::timeout(self.ctx.options.drain_timeout, tracker.wait())
            .await
            .is_err()
        {
            warn!(
                open_connections = self.ctx.metrics.open_connections.get(),
                "drain deadline passed; closing the remaining connections"
            );
        }
        admin_stop.cancel();
        if let Some(admin) = admin {
            let _ = admin.await;
        }
    }
}

async fn accept_loop(listener: TcpListener, ctx: Arc<ServerContext>, connections: TaskTracker) {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = ctx.shutdown.cancelled() => return,
        };
        match accepted {
            Ok((tcp, peer)) => {
                connections.spawn(handle_connection(tcp, peer, ctx.clone()));
            }
            Err(err) => {
                // Out of file descriptors or memory: back off instead of spinning.
                warn!(error = %err, "accept failed");
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

fn listen(addr: SocketAddr) -> Result<TcpListener, StartError> {
    let bind_error = |source| StartError::Bind { addr, source };
    let socket = if addr.is_ipv4() {
        TcpSocket::new_v4()
    } else {
        TcpSocket::new_v6()
    }
    .map_err(bind_error)?;
    socket.set_reuseaddr(true).map_err(bind_error)?;
    socket.set_nodelay(true).map_err(bind_error)?;
    socket.bind(addr).map_err(bind_error)?;
    // A deep backlog absorbs connection bursts (new connection per request benchmarks).
    socket.listen(4096).map_err(bind_error)
}
