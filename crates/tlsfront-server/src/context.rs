//! What every connection shares: the options, the host cache, the docroots, the metrics, the
//! handshake cap and the shutdown signal. Made once by [`crate::server::Server::bind`].

use std::sync::Arc;

use tlsfront_acme::OnDemand;
use tlsfront_certs::HostCache;
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;

use crate::http::{FileCache, SitesRoot};
use crate::ktls::KtlsSupport;
use crate::metrics::ServerMetrics;
use crate::options::ServeOptions;
use crate::proxy::Proxy;
use crate::tls::tickets::TicketKeys;
use crate::tls::HostTls;

/// What every connection shares.
pub(crate) struct ServerContext {
    pub options: ServeOptions,
    /// Host name -> the host's TLS configs, loaded from the store on a miss.
    pub hosts: HostCache<Arc<HostTls>>,
    pub sites: SitesRoot,
    pub metrics: ServerMetrics,
    /// Caps the handshakes in progress. Never closed, so acquiring it only waits.
    pub handshake_slots: Semaphore,
    pub shutdown: CancellationToken,
    /// What the kernel's TLS supports, when kTLS is on and available.
    pub ktls: Option<KtlsSupport>,
    /// Small files in memory, for connections served in user space.
    pub file_cache: Arc<FileCache>,
    /// Where proxied hosts' requests go.
    pub proxy: Arc<Proxy>,
    /// Certificates on demand for names the store does not know, when turned on.
    pub on_demand: Option<OnDemand>,
    /// The keys session tickets are sealed with.
    pub tickets: TicketKeys,
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
        ServerContext {
            sites: SitesRoot::new(&options.sites_dir),
            handshake_slots: Semaphore::new(options.max_handshakes_in_progress),
            options,
            hosts,
            metrics: ServerMetrics::default(),
            shutdown: CancellationToken::new(),
            ktls,
            file_cache: Arc::new(FileCache::default()),
            proxy,
            on_demand,
            tickets,
        }
    }
}
