//! Preload mode: read the whole store at start-up. It exists as the baseline benchmarks compare
//! the on-demand path against, as nginx and HAProxy work this way.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use tlsfront_store::HostCache;
use tracing::warn;

use crate::tls::HostTls;

/// How many entries are read and validated at once.
const PRELOAD_CONCURRENCY: usize = 64;

/// What a preload did.
#[derive(Debug, Default, Clone)]
pub struct PreloadReport {
    pub loaded: u64,
    pub failed: u64,
    pub list_errors: u64,
    pub elapsed: Duration,
}

pub(crate) async fn preload(hosts: &HostCache<Arc<HostTls>>) -> PreloadReport {
    let started = Instant::now();
    let mut report = PreloadReport::default();
    let mut loads = hosts
        .source()
        .list()
        .map(|name| async move {
            match name {
                Ok(name) => Some(hosts.load_entry(&name).await),
                Err(err) => {
                    warn!(error = %err, "listing the store failed during preload");
                    None
                }
            }
        })
        .buffer_unordered(PRELOAD_CONCURRENCY);
    while let Some(outcome) = loads.next().await {
        match outcome {
            Some(Ok(true)) => report.loaded += 1,
            Some(Ok(false)) => {}
            Some(Err(_)) => report.failed += 1,
            None => report.list_errors += 1,
        }
    }
    report.elapsed = started.elapsed();
    report
}
