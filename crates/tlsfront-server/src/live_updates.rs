//! Live updates: when a store entry changes, a cached host is reloaded at once (and keeps its
//! old config if the new material is refused), an uncached one is forgotten, so the next
//! handshake reads the new certificate. Open connections keep the config they were made with.
//! When the session ticket keys' record changes, the ticket keys are told to read it.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use tlsfront_store::{Change, ChangeStream, FeedState, HostName};
use tokio::sync::Semaphore;
use tracing::{debug, warn};

use crate::context::ServerContext;
use crate::tls::tickets::ring_record;

/// A change is applied at once, and once more this much later: a lookup already in flight when
/// the change arrived (say, between the two `SET`s of a certificate and its key) may finish after
/// the first refresh and cache what it read; the second one replaces that.
const SETTLE: Duration = Duration::from_millis(250);

/// Reloads of cached hosts running at once: a bulk import changes thousands of entries, and
/// each reload is a store lookup.
const PARALLEL_REFRESHES: usize = 16;

/// How long a preload waits for the change watch to be in place before it reads the store.
const WATCH_WAIT: Duration = Duration::from_secs(2);

/// Waits until the store's change stream reports that it is watching (its first item is
/// `Everything`), and drops that signal: nothing has been cached yet, so there is nothing to
/// read again. Any other first item is kept. Past [`WATCH_WAIT`], the stream is returned as it
/// is, and its signal will reload whatever was cached by then.
pub(crate) async fn wait_until_watching(mut changes: ChangeStream) -> ChangeStream {
    match tokio::time::timeout(WATCH_WAIT, changes.next()).await {
        Ok(Some(Change::Everything)) => changes,
        Ok(Some(first)) => futures_util::stream::once(async move { first })
            .chain(changes)
            .boxed(),
        Ok(None) => futures_util::stream::empty().boxed(),
        Err(_) => {
            warn!("the store's change watch is not in place yet; preloading anyway");
            changes
        }
    }
}

/// Applies changes until shutdown. The stream is opened before the server says it is serving;
/// `feed` is its state, which says since when changes may have been missed.
pub(crate) async fn follow(
    ctx: Arc<ServerContext>,
    mut changes: ChangeStream,
    feed: Option<Arc<FeedState>>,
) {
    let feed = feed.as_deref();
    let mut settling: HashSet<HostName> = HashSet::new();
    let refreshes = Arc::new(Semaphore::new(PARALLEL_REFRESHES));
    let mut tick = tokio::time::interval(SETTLE);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            change = changes.next() => match change {
                Some(Change::Entry(entry)) => {
                    debug!(%entry, "store entry changed");
                    ctx.metrics.store_changes.inc();
                    refresh(&ctx, &refreshes, entry.clone()).await;
                    settling.insert(entry);
                }
                Some(Change::Record(record)) => {
                    if record == ring_record() {
                        ctx.tickets.store_changed();
                    }
                }
                Some(Change::Everything) => {
                    ctx.metrics.store_changes.inc();
                    ctx.tickets.store_changed();
                    // Only what was read before the feed said so: a host a handshake loaded
                    // since (this task may get here late, on a busy machine) is up to date.
                    let missed_before = feed.map_or_else(Instant::now, |feed| feed.missed_before());
                    let cached = ctx.hosts.resync(missed_before);
                    debug!(cached = cached.len(), "store changes may have been missed; reloading every cached host");
                    for entry in cached {
                        refresh(&ctx, &refreshes, entry).await;
                    }
                }
                None => {
                    warn!("the store's change notifications stopped; changes show after the cache TTL");
                    return;
                }
            },
            _ = tick.tick() => {
                for entry in settling.drain() {
                    refresh(&ctx, &refreshes, entry).await;
                }
            }
            _ = ctx.shutdown.cancelled() => return,
        }
    }
}

/// Refreshes one entry on a task of its own, at most [`PARALLEL_REFRESHES`] at a time.
async fn refresh(ctx: &Arc<ServerContext>, slots: &Arc<Semaphore>, entry: HostName) {
    // The semaphore is never closed, so acquiring only waits.
    let Ok(permit) = slots.clone().acquire_owned().await else {
        return;
    };
    let ctx = ctx.clone();
    tokio::spawn(async move {
        ctx.hosts.refresh(&entry).await;
        drop(permit);
    });
}
