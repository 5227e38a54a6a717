//! Renewal: certificates issued on demand are renewed before they expire, two thirds into
//! their lifetime, by whichever instance gets the name's lock first (the others find the
//! record renewed and do nothing). The renewed certificate reaches every instance through
//! the change feed; no handshake waits for it.

use std::sync::Arc;

use futures_util::StreamExt;
use tlsfront_certs::source::RecordKind;
use tlsfront_certs::{error_chain, HostName};
use tokio_util::sync::CancellationToken;
use tracing::{debug, warn};

use crate::issue::{unix_now, Purpose};
use crate::managed::{managed_record, Managed};
use crate::Inner;

pub(crate) async fn run(inner: Arc<Inner>, stop: CancellationToken) {
    loop {
        tokio::select! {
            _ = stop.cancelled() => return,
            _ = tokio::time::sleep(inner.options.renew_check) => {}
        }
        renew_due(&inner, &stop).await;
    }
}

/// Renews every managed certificate that is due, one at a time.
async fn renew_due(inner: &Arc<Inner>, stop: &CancellationToken) {
    let mut names = inner.store.list_records(RecordKind::Managed);
    let mut due = Vec::new();
    while let Some(listed) = names.next().await {
        let name = match listed {
            Ok(name) => name,
            Err(err) => {
                warn!(error = %error_chain(&err), "renewal: cannot list certificates issued on demand");
                return;
            }
        };
        let Ok(name) = HostName::parse(&name) else {
            continue;
        };
        if is_due(inner, &name).await {
            due.push(name);
        }
    }
    drop(names);
    for name in due {
        if stop.is_cancelled() {
            return;
        }
        debug!(%name, "renewal due");
        // Logged and counted inside, one line per order.
        let _ = inner.issue(&name, Purpose::Renew).await;
    }
}

async fn is_due(inner: &Inner, name: &HostName) -> bool {
    match inner.store.fetch_record(&managed_record(name)).await {
        Ok(Some(bytes)) => Managed::parse(&bytes).is_some_and(|m| m.renew_at() <= unix_now()),
        _ => false,
    }
}
