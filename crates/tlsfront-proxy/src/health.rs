//! Active health checks: each address a site lists is asked `GET <path>` every interval, in
//! the upstream's own protocol, and taken out of the site's rotation after `unhealthy_after`
//! failures in a row, back after `healthy_after` successes.
//!
//! Health is per address and per check: sites that list one address with the same
//! `[health_check]` share one [`HealthState`] and one checker task. Groups hold the state; the
//! task holds it weakly and stops at its next turn once no group does. Only a change of state
//! is logged (one `info` line); a failed check is a `debug` line.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};

use bytes::Bytes;
use http::{header, HeaderValue, Request, StatusCode, Uri, Version};
use http_body_util::Empty;
use hyper::client::conn::{http1, http2};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tlsfront_store::{HealthCheck, UpstreamProtocol};
use tokio::time::MissedTickBehavior;
use tracing::{debug, info, warn};

use super::client::{self, ConnectError, Purpose};
use super::upstreams::{Upstream, UpstreamKey};

/// Whether one address passes one check.
#[derive(Debug)]
pub struct HealthState {
    healthy: AtomicBool,
}

impl HealthState {
    pub fn is_healthy(&self) -> bool {
        self.healthy.load(Ordering::Relaxed)
    }
}

/// Every check running, by address and check.
#[derive(Debug, Default)]
pub struct HealthCheckers {
    running: Mutex<HashMap<(UpstreamKey, HealthCheck), Weak<HealthState>>>,
}

impl HealthCheckers {
    /// The state of `upstream` under `check`, shared with every group that checks it alike;
    /// its checker starts when the first group asks.
    pub fn state(
        &self,
        key: &UpstreamKey,
        upstream: &Arc<Upstream>,
        check: &HealthCheck,
    ) -> Arc<HealthState> {
        // A poisoned lock only means another thread panicked between a lookup and an insert.
        let mut running = self.running.lock().unwrap_or_else(|p| p.into_inner());
        let id = (key.clone(), check.clone());
        if let Some(state) = running.get(&id).and_then(Weak::upgrade) {
            return state;
        }
        // Healthy until checks say otherwise: a new site is served at once.
        let state = Arc::new(HealthState {
            healthy: AtomicBool::new(true),
        });
        running.retain(|_, state| state.strong_count() > 0);
        running.insert(id, Arc::downgrade(&state));
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(run(upstream.clone(), Arc::downgrade(&state), check.clone()));
            }
            // Entries are loaded on the server's runtime; only a unit test builds groups
            // without one.
            Err(_) => {
                warn!(upstream = %upstream.label, "no runtime to run a health check on; the address is never checked")
            }
        }
        state
    }
}

/// Counts checks in a row and says when the state changes (pure).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub healthy: bool,
    in_a_row: u32,
}

impl Default for Tally {
    fn default() -> Self {
        Tally {
            healthy: true,
            in_a_row: 0,
        }
    }
}

impl Tally {
    /// Records one check; `Some(state)` when the address changes state with it.
    pub fn record(&mut self, passed: bool, check: &HealthCheck) -> Option<bool> {
        if passed == self.healthy {
            self.in_a_row = 0;
            return None;
        }
        self.in_a_row += 1;
        let needed = if passed {
            check.healthy_after
        } else {
            check.unhealthy_after
        };
        if self.in_a_row < needed {
            return None;
        }
        self.healthy = passed;
        self.in_a_row = 0;
        Some(passed)
    }
}

/// Checks one address every interval until no group holds its state.
async fn run(upstream: Arc<Upstream>, state: Weak<HealthState>, check: HealthCheck) {
    let mut interval = tokio::time::interval(check.interval);
    interval.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut tally = Tally::default();
    loop {
        interval.tick().await;
        let Some(shared) = state.upgrade() else { break };
        let passed = match probe(&upstream, &check).await {
            Ok(status) if status.is_success() => true,
            Ok(status) => {
                debug!(upstream = %upstream.label, path = %check.path, %status, "health check failed");
                false
            }
            Err(err) => {
                debug!(upstream = %upstream.label, path = %check.path, error = %tlsfront_store::error_chain(&err), "health check failed");
                false
            }
        };
        if let Some(healthy) = tally.record(passed, &check) {
            shared.healthy.store(healthy, Ordering::Relaxed);
            upstream.count_unhealthy(!healthy);
            if healthy {
                info!(upstream = %upstream.label, path = %check.path, passed = check.healthy_after, "health check: upstream is healthy again");
            } else {
                info!(upstream = %upstream.label, path = %check.path, failed = check.unhealthy_after, "health check: upstream is unhealthy; skipped until it passes again");
            }
        }
    }
    if !tally.healthy {
        // No group checks it this way any more: it no longer counts as down.
        upstream.count_unhealthy(false);
    }
}

/// Why a check got no status.
#[derive(Debug, thiserror::Error)]
pub enum ProbeError {
    #[error("connecting failed")]
    Connect(#[source] ConnectError),
    #[error("no response head within the check's timeout")]
    Timeout,
    #[error("the request failed")]
    Http(#[source] hyper::Error),
    #[error("the check's host or path is not a valid request")]
    Request(#[source] http::Error),
}

/// One check: a new connection, `GET path` in the upstream's protocol, the status.
async fn probe(upstream: &Upstream, check: &HealthCheck) -> Result<StatusCode, ProbeError> {
    tokio::time::timeout(check.timeout, probe_unbounded(upstream, check))
        .await
        .map_err(|_| ProbeError::Timeout)?
}

async fn probe_unbounded(
    upstream: &Upstream,
    check: &HealthCheck,
) -> Result<StatusCode, ProbeError> {
    let stream = client::open(upstream, check.timeout, Purpose::Requests)
        .await
        .map_err(ProbeError::Connect)?;
    let h2 = upstream.url.protocol() == UpstreamProtocol::H2c || stream.negotiated_h2();
    let request = check_request(upstream, check, h2).map_err(ProbeError::Request)?;
    let io = TokioIo::new(stream);
    // The connection is driven beside the request and dropped with the check.
    let response = if h2 {
        let (mut sender, connection) = http2::Builder::new(TokioExecutor::new())
            .timer(TokioTimer::new())
            .handshake(io)
            .await
            .map_err(ProbeError::Http)?;
        tokio::select! {
            response = sender.send_request(request) => response,
            Err(err) = connection => Err(err),
        }
    } else {
        let (mut sender, connection) = http1::handshake(io).await.map_err(ProbeError::Http)?;
        tokio::select! {
            response = sender.send_request(request) => response,
            Err(err) = connection => Err(err),
        }
    };
    Ok(response.map_err(ProbeError::Http)?.status())
}

/// `GET path` with the check's host, or the address's own (`localhost` for a Unix socket).
fn check_request(
    upstream: &Upstream,
    check: &HealthCheck,
    h2: bool,
) -> Result<Request<Empty<Bytes>>, http::Error> {
    let host = check
        .host
        .as_deref()
        .or(upstream.url.authority())
        .unwrap_or("localhost");
    let mut request = Request::get(check.path.as_str()).header(
        header::USER_AGENT,
        HeaderValue::from_static("tlsfront-health-check"),
    );
    if h2 {
        let scheme = match upstream.url.protocol() {
            UpstreamProtocol::Https => "https",
            _ => "http",
        };
        let uri = Uri::builder()
            .scheme(scheme)
            .authority(host)
            .path_and_query(check.path.as_str())
            .build()?;
        request = request.uri(uri).version(Version::HTTP_2);
    } else {
        request = request.header(header::HOST, host);
    }
    request.body(Empty::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_changes_only_after_enough_checks_in_a_row() {
        let check = HealthCheck {
            unhealthy_after: 3,
            healthy_after: 2,
            ..HealthCheck::default()
        };
        let mut tally = Tally::default();
        let mut changes = Vec::new();
        for passed in [
            false, false, true, false, false, false, false, true, false, true, true, true,
        ] {
            changes.push(tally.record(passed, &check));
        }
        assert_eq!(
            changes,
            [
                None,
                None,
                None, // a pass resets the count of failures
                None,
                None,
                Some(false), // three failures in a row
                None,
                None,
                None, // a failure resets the count of passes
                None,
                Some(true), // two passes in a row
                None,
            ]
        );
        assert!(tally.healthy);
        let mut once = Tally::default();
        let sharp = HealthCheck {
            unhealthy_after: 1,
            healthy_after: 1,
            ..HealthCheck::default()
        };
        assert_eq!(once.record(false, &sharp), Some(false));
        assert_eq!(once.record(true, &sharp), Some(true));
    }
}
