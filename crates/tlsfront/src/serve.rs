//! `tlsfront serve`: load the config, open the store, bind, serve until SIGTERM, drain.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use tlsfront_acme::OnDemand;
use tlsfront_server::listeners::Listeners;
use tlsfront_server::tls::tickets::TicketKeySource;
use tlsfront_server::tls::SuiteOrder;
use tlsfront_server::Server;
use tlsfront_store::{CertStore, StoreHealth};
use tokio::signal::unix::{signal, Signal, SignalKind};
use tracing::{info, warn};

use crate::config::{CertsSource, Config};
use crate::reload::ReloadSource;

/// Runs the server with a validated config until it is told to stop; SIGHUP reloads it from
/// `reload_from`.
pub async fn run(config: Config, reload_from: ReloadSource) -> anyhow::Result<()> {
    let started = Instant::now();
    let upgrades = crate::upgrade::Upgrades::at_start()?;
    let mut takeover = crate::upgrade::Takeover::from_env().await?;
    let source = crate::store::open(&config.certs, &config.redis)?;
    let store_description = source.describe();
    // One health for the store. The host cache keeps it with its lookups; on-demand issuance,
    // the fleet's ticket keys and fleet counting reach the store through it (`follow`), so while
    // it is down they do not ask, and whoever finds an outage first moves the one state, which
    // reports it once.
    let health = StoreHealth::new(source.clone());
    let followed = health.follow(source.clone());
    let on_demand = on_demand(&config, source.shared_by_fleet(), &followed);
    let mut serve = config.serve.clone();
    share_through_store(
        &mut serve,
        source.shared_by_fleet(),
        &followed,
        &store_description,
    )?;
    let ticket_keys = match &serve.tickets.source {
        TicketKeySource::Process => "process",
        TicketKeySource::Files(_) => "file",
        TicketKeySource::Store(_) => "store",
    };
    let listeners =
        Listeners::open_with_quic(&serve, takeover.take_sockets(), takeover.take_quic())
            .context("cannot start")?;
    let mut server = Server::start(
        serve,
        listeners,
        health.clone(),
        config.unsealer.clone(),
        on_demand,
        takeover.take_ticket_ring(),
    )
    .await
    .context("cannot start")?;
    if config.serve.preload {
        preload(&mut server).await;
    }
    // Reported in the background: a Redis that is slow to answer must not delay serving.
    tokio::spawn(check_redis(
        health,
        config.certs.clone(),
        config.redis.clone(),
    ));
    // Handled from here on, before anyone is told the server is up: a SIGTERM right after
    // READY (a quick `systemctl stop`) drains instead of killing the process.
    let terminate = signal(SignalKind::terminate()).context("cannot handle SIGTERM")?;
    let interrupt = signal(SignalKind::interrupt()).context("cannot handle SIGINT")?;
    // SIGHUP too: its default action would end the process.
    crate::reload::on_sighup(server.reloader(), config.clone(), reload_from)?;
    log_serving(&server, &config, &store_description, ticket_keys, started);
    let upgrade_watch = upgrades.watch(&server)?;
    // An upgrade: the old process's hosts are loaded first (it serves meanwhile), so that the
    // first handshakes here do not wait for the store, and QUIC's are not refused.
    let warm = takeover.take_warm_hosts();
    if !warm.is_empty() {
        let (asked, began) = (warm.len(), Instant::now());
        let loaded = server.warm_cache(warm, WARM_WITHIN).await;
        info!(
            asked,
            loaded,
            elapsed_ms = began.elapsed().as_millis() as u64,
            "upgrade: loaded the previous process's cached hosts"
        );
    }
    // The QUIC sockets taken over are read from now on; the old process stops once told.
    server.start_reading_quic();
    takeover.announce_serving();

    let shutdown = server.shutdown_handle();
    tokio::spawn(drain_on_signal(
        move || shutdown.cancel(),
        terminate,
        interrupt,
    ));
    server.run().await;
    upgrade_watch.settled().await;
    info!("stopped");
    Ok(())
}

/// Reads the whole store now (`preload`), and says how that went.
async fn preload(server: &mut Server) {
    let report = server.preload().await;
    info!(
        loaded = report.loaded,
        failed = report.failed,
        list_errors = report.list_errors,
        elapsed_ms = report.elapsed.as_millis() as u64,
        "preloaded the store"
    );
}

/// How long an upgraded process spends loading its predecessor's cached hosts at most
/// before it serves (the rest are loaded by their first handshakes).
const WARM_WITHIN: Duration = Duration::from_secs(2);

/// The line that says the server is up, and where and how it serves.
fn log_serving(
    server: &Server,
    config: &Config,
    store_description: &str,
    ticket_keys: &str,
    started: Instant,
) {
    let listening: Vec<String> = server.local_addrs().iter().map(|a| a.to_string()).collect();
    let quic: Vec<String> = server.quic_addrs().iter().map(|a| a.to_string()).collect();
    info!(
        listen = %listening.join(","),
        listen_quic = %if quic.is_empty() { "off".to_owned() } else { quic.join(",") },
        admin = %server.admin_addr().map(|a| a.to_string()).unwrap_or_else(|| "off".to_owned()),
        store = %store_description,
        sites = %config.serve.sites_dir.display(),
        cache_hosts = config.serve.cache.capacity.map(|c| c.to_string()).unwrap_or_else(|| "unbounded".to_owned()),
        ticket_keys,
        startup_ms = started.elapsed().as_millis() as u64,
        "tlsfront is serving"
    );
}

/// On-demand issuance, when the config turns it on, through the store's health.
fn on_demand(
    config: &Config,
    fleet_locks: bool,
    followed: &Arc<dyn CertStore>,
) -> Option<OnDemand> {
    config.acme.clone().map(|options| {
        let provider = tlsfront_server::tls::policy::crypto_provider(SuiteOrder::AesFirst);
        info!(
            directory = %options.directory,
            ask = %options.gate.ask.as_ref().map(|u| u.to_string()).unwrap_or_else(|| "off".into()),
            allow_list = options.gate.allow_list,
            challenges = %options.challenges.iter().map(|c| c.label()).collect::<Vec<_>>().join(","),
            fleet_locks,
            "certificates on demand: on"
        );
        OnDemand::new(options, followed.clone(), config.unsealer.clone(), Arc::new(provider))
    })
}

/// What the fleet shares through the store: the ticket keys tlsfront makes (key files given by
/// the operator are used as they are), and the hosts' rates when `fleet_counting` is on, which
/// needs a store the fleet shares.
fn share_through_store(
    serve: &mut tlsfront_server::ServeOptions,
    shared_by_fleet: bool,
    followed: &Arc<dyn CertStore>,
    store_description: &str,
) -> anyhow::Result<()> {
    if matches!(serve.tickets.source, TicketKeySource::Process) && shared_by_fleet {
        serve.tickets.source = TicketKeySource::Store(followed.clone());
    }
    // OCSP responses are fetched into the store served from, under its locks: fleet-wide
    // with Redis, per process with a directory.
    serve.staple_store = Some(followed.clone());
    if serve.limits.fleet_counting {
        if !shared_by_fleet {
            anyhow::bail!(
                "limits.fleet_counting needs a store the fleet shares (redis://, \
                 redis+sentinel://, redis+cluster://); {store_description} is counted per \
                 process, so the limits are already this instance's own"
            );
        }
        serve.fleet_store = Some(followed.clone());
    }
    Ok(())
}

/// The first SIGTERM or SIGINT drains (and says so once draining); a second one exits at once.
async fn drain_on_signal(drain: impl FnOnce(), mut terminate: Signal, mut interrupt: Signal) {
    let signal = tokio::select! {
        _ = terminate.recv() => "SIGTERM",
        _ = interrupt.recv() => "SIGINT",
    };
    // Draining before saying so: whoever reads the line and asks /healthz gets 503.
    drain();
    info!("{signal}: draining");
    crate::systemd::notify::stopping();
    // A second signal skips the drain.
    tokio::select! {
        _ = terminate.recv() => {},
        _ = interrupt.recv() => {},
    }
    warn!("second signal: exiting without draining");
    std::process::exit(1);
}

/// Says at start-up whether Redis has keyspace notifications on. Whether it answers at all is
/// the store's health's to find and report (once, as for any outage): a Redis that does not
/// answer yet is not fatal, hosts resolve once it does.
async fn check_redis(
    health: Arc<StoreHealth>,
    certs: CertsSource,
    options: tlsfront_store::source::redis::RedisOptions,
) {
    let CertsSource::Redis(url) = &certs else {
        return;
    };
    if !health.check_now().await {
        return;
    }
    let Ok(store) = tlsfront_store::RedisStore::new(url, options) else {
        return;
    };
    match store.keyspace_events_enabled().await {
        Some(true) => info!("Redis keyspace notifications are on: writes by any tool are seen at once"),
        Some(false) => warn!(
            "Redis keyspace notifications are off: writes by tlsfront certs are seen at once, plain SETs by other tools \
             only after the cache TTL; enable them with: redis-cli CONFIG SET notify-keyspace-events 'K$g'"
        ),
        None => info!("Redis does not report its keyspace notification setting (CONFIG is disabled)"),
    }
}
