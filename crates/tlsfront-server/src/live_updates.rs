//! Live updates: forget a host as soon as its store entry changes, so the next handshake reads
//! the new certificate. Open connections keep the config they were made with.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use tlsfront_certs::{Change, ChangeStream, HostName};
use tracing::{debug, warn};

use crate::server::ServerContext;

/// A change is applied at once, and once more this much later: a lookup already in flight when
/// the change arrived (say, between the two `SET`s of a certificate and its key) may finish after
/// the first invalidation and cache what it read; the second one drops that.
const SETTLE: Duration = Duration::from_millis(250);

/// Applies changes until shutdown. The stream is opened before the server says it is serving.
pub(crate) async fn follow(ctx: Arc<ServerContext>, mut changes: ChangeStream) {
    let mut settling: HashSet<HostName> = HashSet::new();
    let mut tick = tokio::time::interval(SETTLE);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            change = changes.next() => match change {
                Some(Change::Entry(entry)) => {
                    debug!(%entry, "store entry changed");
                    ctx.metrics.store_changes.inc();
                    ctx.resolver.invalidate(&entry).await;
                    settling.insert(entry);
                }
                Some(Change::Everything) => {
                    debug!("store changes may have been missed; forgetting every cached host");
                    ctx.metrics.store_changes.inc();
                    ctx.resolver.invalidate_all();
                }
                None => {
                    warn!("the store's change notifications stopped; changes show after the cache TTL");
                    return;
                }
            },
            _ = tick.tick() => {
                for entry in settling.drain() {
                    ctx.resolver.invalidate(&entry).await;
                }
            }
            _ = ctx.shutdown.cancelled() => return,
        }
    }
}
