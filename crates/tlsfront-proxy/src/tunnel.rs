//! An HTTP/1.1 upgrade (a WebSocket) through the proxy: once the upstream answered 101 and
//! hyper handed both connections over, bytes are copied both ways until either side closes.

use std::sync::Arc;

use hyper::upgrade::OnUpgrade;
use hyper_util::rt::TokioIo;
use tracing::debug;

use crate::SpawnTask;

/// Joins the client's and the upstream's upgraded connections in a task of their own, started
/// by `spawn` (the server's way of running a session's tasks). The client's side keeps its idle
/// timeout, so a silent tunnel is closed like an idle connection.
pub fn spawn(spawn: SpawnTask, client: OnUpgrade, upstream: OnUpgrade, label: Arc<str>) {
    spawn(Box::pin(async move {
        let (client, upstream) = match tokio::try_join!(client, upstream) {
            Ok(both) => both,
            Err(err) => {
                debug!(upstream = %label, error = %err, "upgrade did not complete");
                return;
            }
        };
        let (mut client, mut upstream) = (TokioIo::new(client), TokioIo::new(upstream));
        match tokio::io::copy_bidirectional(&mut client, &mut upstream).await {
            Ok((up, down)) => debug!(upstream = %label, up, down, "tunnel closed"),
            Err(err) => debug!(upstream = %label, error = %err, "tunnel ended with an error"),
        }
    }));
}
