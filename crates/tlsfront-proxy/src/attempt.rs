//! One attempt at one upstream address: a connection (kept alive, shared, or new), the request
//! on it, and what came of it; and the address taken out when it refuses connections.

use std::sync::Arc;
use std::time::Instant;

use http::request::Parts;
use http::HeaderValue;
use tlsfront_store::{error_chain, UpstreamProtocol};
use tracing::{debug, info, warn};

use super::body::{ClientBodyVerdict, RequestBody};
use super::client::{self, ConnectError, Purpose};
use super::metrics::UpstreamFailure;
use super::pool::Exchange;
use super::request::{unsent, upstream_request, Connected};
use super::upstreams::Upstream;
use super::{Proxy, Sent};

impl Proxy {
    /// One attempt at one upstream: connect (or take a kept-alive connection), then send.
    /// Connecting comes first, so a failure leaves the request whole for the next address; so
    /// does a connection that closed before any of the request went out.
    pub(super) async fn send(
        &self,
        upstream: &Arc<Upstream>,
        parts: &mut Parts,
        host: &HeaderValue,
        body: RequestBody,
        upgrade: bool,
        verdict: &ClientBodyVerdict,
    ) -> Sent {
        let connection = match self.connection(upstream, upgrade).await {
            Ok(connection) => connection,
            Err(err) => return connect_failed(upstream, &err, body),
        };
        let Some(request) = upstream_request(upstream, parts, host, body, connection.is_h2())
        else {
            return Sent::Failed(UpstreamFailure::Response);
        };
        let started = Instant::now();
        let _in_flight = upstream.stats.in_flight.track();
        let timeout = self.options.response_timeout;
        let connect_timeout = self.options.connect_timeout;
        let reconnect = || client::new_http1(upstream, connect_timeout);
        match tokio::time::timeout(timeout, connection.send(request, reconnect)).await {
            Ok(Exchange::Answered(response, kept)) => {
                upstream.stats.response_seconds.observe(started.elapsed());
                upstream.stats.response(response.status().as_u16());
                Sent::Answered(response, kept)
            }
            Ok(Exchange::NotSent(request, err)) => {
                connect_failed(upstream, &err, unsent(parts, *request))
            }
            Ok(Exchange::Failed(err)) => {
                if let Some(status) = verdict.failure() {
                    debug!(upstream = %upstream.label, error = %error_chain(&err), "the client's request body failed; the upstream request was cut off");
                    return Sent::ClientFailed(status);
                }
                debug!(upstream = %upstream.label, error = %error_chain(&err), "upstream failed the request");
                upstream.stats.failure(UpstreamFailure::Response);
                Sent::Failed(UpstreamFailure::Response)
            }
            Err(_) => {
                debug!(upstream = %upstream.label, ?timeout, "no response head in time");
                upstream.stats.failure(UpstreamFailure::Timeout);
                Sent::Failed(UpstreamFailure::Timeout)
            }
        }
    }

    /// A connection for one request: the upstream's HTTP/2 connection, a kept-alive HTTP/1.1
    /// one, or, for an upgrade, a new HTTP/1.1 connection of its own.
    async fn connection(
        &self,
        upstream: &Arc<Upstream>,
        upgrade: bool,
    ) -> Result<Connected, ConnectError> {
        let timeout = self.options.connect_timeout;
        if upgrade && upstream.url.protocol() != UpstreamProtocol::H2c {
            // Boxed, as every new connection is (`client::for_request`).
            let upgradeable = Box::pin(client::upgradeable(upstream, timeout));
            return Ok(Connected::Upgrade(upgradeable.await?));
        }
        client::for_request(upstream, timeout, self.options.keepalive_timeout).await
    }

    /// Takes an address out after a failed connect, and probes it until it takes
    /// connections again (its TLS handshake included).
    pub(super) fn taken_out(&self, upstream: &Arc<Upstream>) {
        if !upstream.mark_down() {
            return;
        }
        warn!(upstream = %upstream.label, "upstream refuses connections; taken out until it takes them again");
        let upstream = upstream.clone();
        let (interval, timeout) = (self.options.probe_interval, self.options.connect_timeout);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(interval).await;
                if client::open(&upstream, timeout, Purpose::Requests)
                    .await
                    .is_ok()
                {
                    info!(upstream = %upstream.label, "upstream takes connections again");
                    upstream.mark_up();
                    return;
                }
            }
        });
    }
}

/// Connecting failed, or the connection closed before the request went out: counted, logged
/// once at `debug`, and the request left whole for the next address.
fn connect_failed(upstream: &Upstream, err: &ConnectError, body: RequestBody) -> Sent {
    debug!(upstream = %upstream.label, error = %error_chain(err), "connecting failed");
    upstream.stats.failure(UpstreamFailure::Connect);
    Sent::ConnectFailed(body)
}
