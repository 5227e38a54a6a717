//! The timed loads: requests at N streams on each of C connections, and full handshakes from C
//! workers. Work is started until the deadline; what is in flight then finishes and counts, and
//! the run's time runs to the last finish.

use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context as _;

use super::client::H3Endpoint;
use super::tally::Tally;

/// Opens `connections` connections, then runs `streams` request loops on each until
/// `deadline`. A connection that cannot be opened fails the run; a failed request is counted
/// and its loop goes on (on a dead connection, it stops).
pub async fn requests(
    endpoint: Rc<H3Endpoint>,
    connections: usize,
    streams: usize,
    deadline: Instant,
    tally: Arc<Tally>,
) -> anyhow::Result<()> {
    let mut opened = Vec::with_capacity(connections);
    for _ in 0..connections {
        let connection = endpoint.connect().await.context("opening a connection")?;
        tally.handshake();
        opened.push(connection);
    }
    let local = tokio::task::LocalSet::new();
    for connection in &opened {
        for _ in 0..streams {
            let endpoint = endpoint.clone();
            let tally = tally.clone();
            let mut send = connection.send.clone();
            let quic = connection.connection.clone();
            local.spawn_local(async move {
                while Instant::now() < deadline {
                    match endpoint.get(&mut send).await {
                        Ok((status, bytes)) => tally.response(status, bytes),
                        Err(error) => {
                            tally.failure(&error);
                            if quic.close_reason().is_some() {
                                return;
                            }
                        }
                    }
                }
            });
        }
    }
    local.await;
    for connection in &opened {
        connection.close();
    }
    Ok(())
}

/// `workers` loops of: new connection, one GET (none if `request` is false), close.
pub async fn handshakes(
    endpoint: Rc<H3Endpoint>,
    workers: usize,
    request: bool,
    deadline: Instant,
    tally: Arc<Tally>,
) {
    let local = tokio::task::LocalSet::new();
    for _ in 0..workers {
        let endpoint = endpoint.clone();
        let tally = tally.clone();
        local.spawn_local(async move {
            while Instant::now() < deadline {
                match one_handshake(&endpoint, request, &tally).await {
                    Ok(()) => tally.handshake(),
                    Err(error) => tally.failure(&error),
                }
            }
        });
    }
    local.await;
}

async fn one_handshake(endpoint: &H3Endpoint, request: bool, tally: &Tally) -> anyhow::Result<()> {
    if !request {
        return endpoint.handshake_only().await;
    }
    let mut connection = endpoint.connect().await?;
    let answer = endpoint.get(&mut connection.send).await;
    connection.close();
    let (status, bytes) = answer?;
    tally.response(status, bytes);
    Ok(())
}
