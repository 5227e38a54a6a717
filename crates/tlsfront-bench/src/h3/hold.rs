//! One connection's download, and many connections held idle.

use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{bail, Context as _};
use serde::Serialize;

use super::client::{H3Connection, H3Endpoint};
use super::tally::Tally;

/// One connection, one GET, the body read whole; fails on anything but a 2xx of
/// `expect_bytes` bytes (when given).
pub async fn download(
    endpoint: &H3Endpoint,
    expect_bytes: Option<u64>,
    tally: &Tally,
) -> anyhow::Result<()> {
    let mut connection = endpoint.connect().await.context("opening the connection")?;
    tally.handshake();
    let (status, bytes) = endpoint
        .get(&mut connection.send)
        .await
        .context("the download")?;
    connection.close();
    tally.response(status, bytes);
    if !(200..300).contains(&status) {
        bail!("the download answered {status}");
    }
    if let Some(expected) = expect_bytes {
        if bytes != expected {
            bail!("the download was {bytes} bytes, not {expected}");
        }
    }
    Ok(())
}

/// Attempts at each idle connection before it counts as failed.
const ATTEMPTS: u32 = 3;

/// What idle mode prints once its connections are open.
#[derive(Debug, Serialize)]
struct Held {
    open: usize,
    failed: u64,
    /// Attempts that failed and were made again (a server refusing while its accept queue
    /// is full, as quic-go does), as a browser would retry.
    retried: u64,
    seconds: f64,
    errors: std::collections::BTreeMap<String, u64>,
}

/// Opens `count` connections, `concurrency` at a time, each with one GET of the page (what a
/// browser leaves behind; a failed one is tried again, up to ATTEMPTS times), prints how many are open, holds them until stdin closes, then
/// closes them; returns the printed line.
pub async fn idle(
    endpoint: &Rc<H3Endpoint>,
    count: usize,
    concurrency: usize,
) -> anyhow::Result<String> {
    let started = Instant::now();
    let tally = Rc::new(Tally::default());
    let next = Rc::new(AtomicUsize::new(0));
    let held: Rc<std::cell::RefCell<Vec<H3Connection>>> = Rc::default();
    let retried = Rc::new(std::cell::Cell::new(0u64));
    let local = tokio::task::LocalSet::new();
    for _ in 0..concurrency.max(1) {
        let (endpoint, tally, next, held, retried) = (
            endpoint.clone(),
            tally.clone(),
            next.clone(),
            held.clone(),
            retried.clone(),
        );
        local.spawn_local(async move {
            while next.fetch_add(1, Ordering::Relaxed) < count {
                for attempt in 1..=ATTEMPTS {
                    match open_one(&endpoint).await {
                        Ok((connection, status, bytes)) => {
                            tally.response(status, bytes);
                            held.borrow_mut().push(connection);
                            break;
                        }
                        Err(error) if attempt == ATTEMPTS => tally.failure(&error),
                        Err(_) => {
                            retried.set(retried.get() + 1);
                        }
                    }
                }
            }
        });
    }
    local.await;
    let counts = tally.counts();
    let line = serde_json::to_string(&Held {
        open: held.borrow().len(),
        failed: counts.failed + counts.not_2xx,
        retried: retried.get(),
        seconds: started.elapsed().as_secs_f64(),
        errors: counts.errors,
    })?;
    {
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        writeln!(out, "{line}")?;
        out.flush()?;
    }
    wait_for_stdin_to_close().await;
    for connection in held.borrow().iter() {
        connection.close();
    }
    endpoint.wait_idle(std::time::Duration::from_secs(2)).await;
    Ok(line)
}

async fn open_one(endpoint: &H3Endpoint) -> anyhow::Result<(H3Connection, u16, u64)> {
    let mut connection = endpoint.connect().await?;
    let (status, bytes) = endpoint.get(&mut connection.send).await?;
    Ok((connection, status, bytes))
}

/// Returns once stdin is closed (its reader is a thread: the runtime has no stdin of its
/// own), while the runtime goes on driving the held connections.
async fn wait_for_stdin_to_close() {
    let (done, closed) = tokio::sync::oneshot::channel::<()>();
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
        let _ = done.send(());
    });
    let _ = closed.await;
}
