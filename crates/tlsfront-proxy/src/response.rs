//! The upstream's answer made ready for the client: a protocol switch (a WebSocket, over
//! HTTP/1.1 or HTTP/2) checked and joined, the response headers the client may see.

use std::sync::Arc;

use http::request::Parts;
use http::{Response, StatusCode, Version};
use hyper::body::Incoming;
use hyper::upgrade::OnUpgrade;
use tracing::debug;

use super::metrics::UpstreamFailure;
use super::pool::UpstreamConnection;
use super::upstreams::Upstream;
use super::{header_policy, tunnel, websocket, Proxied, Proxy, ProxyBody};

impl Proxy {
    /// The upstream's response, made ready for the client. A `101` switches protocols only
    /// for a WebSocket handshake; to any other request it is the application's error, 502,
    /// never a tunnel. Over HTTP/2 the switch is answered `200`, once the application's
    /// accept is checked ([`websocket::handshake_response`]).
    pub(super) fn answered(
        &self,
        upstream: &Arc<Upstream>,
        mut response: Response<Incoming>,
        kept: Option<UpstreamConnection>,
        client_side: Option<ClientSide>,
    ) -> Proxied {
        let status = response.status();
        let switching = status == StatusCode::SWITCHING_PROTOCOLS;
        let upstream_side = switching.then(|| hyper::upgrade::on(&mut response));
        let (mut parts, body) = response.into_parts();
        // The application's side, for a session that joins the tunnel itself.
        let mut for_session = None;
        let opened = match (upstream_side, client_side) {
            (Some(upstream_side), Some(ClientSide::Session { accept })) => {
                if !websocket::switched_to_websocket(&parts.headers, accept.as_deref()) {
                    debug!(upstream = %upstream.label, "a WebSocket handshake answered 101 without switching to a WebSocket with the right accept");
                    upstream.stats.failure(UpstreamFailure::Response);
                    return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
                }
                for_session = Some(upstream_side);
                true
            }
            (Some(upstream_side), Some(ClientSide::Http1 { upgrade, accept })) => {
                if !websocket::switched_to_websocket(&parts.headers, accept.as_deref()) {
                    debug!(upstream = %upstream.label, "a WebSocket handshake answered 101 without switching to a WebSocket with the right accept");
                    upstream.stats.failure(UpstreamFailure::Response);
                    return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
                }
                tunnel::spawn(self.spawn, upgrade, upstream_side, upstream.label.clone());
                true
            }
            (upstream_side, Some(ClientSide::H2 { upgrade, accept })) => {
                match websocket::handshake_response(&mut parts, &accept) {
                    websocket::Answer::Opened => {
                        if let Some(upstream_side) = upstream_side {
                            let label = upstream.label.clone();
                            tunnel::spawn(self.spawn, upgrade, upstream_side, label);
                        }
                        false
                    }
                    websocket::Answer::Refused => false,
                    websocket::Answer::Invalid => {
                        debug!(upstream = %upstream.label, "a WebSocket handshake answered 101 with a wrong Sec-WebSocket-Accept");
                        upstream.stats.failure(UpstreamFailure::Response);
                        return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
                    }
                }
            }
            (Some(_), None) => {
                debug!(upstream = %upstream.label, "101 to a request that did not ask to switch protocols");
                upstream.stats.failure(UpstreamFailure::Response);
                return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
            }
            (None, _) => false,
        };
        header_policy::response_headers(&mut parts.headers, opened);
        // The client's protocol is the server's to choose, not the upstream's.
        parts.version = Version::default();
        if let Some(upstream_side) = for_session {
            parts.extensions.insert(upstream_side);
        }
        let mut body = ProxyBody::upstream(body, self.options.idle_timeout);
        if let Some(connection) = kept {
            body = body.driving(
                connection,
                upstream.clone(),
                self.options.max_idle_per_upstream,
            );
        }
        Proxied {
            response: Response::from_parts(parts, body),
            upstream: Some(upstream.clone()),
            upstream_status: Some(status.as_u16()),
        }
    }
}

/// The client's side of a WebSocket, to be joined to the application's once it switched.
pub(super) enum ClientSide {
    /// An HTTP/1.1 upgrade: the application's 101 is passed on once it is seen to switch to a
    /// WebSocket with the accept the client's key calls for.
    Http1 {
        upgrade: OnUpgrade,
        accept: Option<String>,
    },
    /// An HTTP/2 extended CONNECT: the application's 101 must carry `accept`, and becomes 200.
    H2 { upgrade: OnUpgrade, accept: String },
    /// An HTTP/1.1 upgrade on a session that switches protocols itself
    /// ([`SwitchedBySession`]): the application's 101 is checked as for `Http1`, and its side
    /// of the connection goes back in the response's extensions, as hyper's `OnUpgrade`.
    Session { accept: Option<String> },
}

/// Put in an HTTP/1.1 request's extensions by a session that writes its own responses (the
/// server's HTTP/1.1 path): a WebSocket's `101` then comes back with the application's side of
/// the connection in its extensions ([`OnUpgrade`]), for the session to join to the client's.
#[derive(Debug, Clone, Copy)]
pub struct SwitchedBySession;

impl ClientSide {
    /// The client's side of the WebSocket a request asks for, taken from its extensions;
    /// `None` when the session that carried it cannot switch protocols.
    pub(super) fn take(parts: &mut Parts) -> Option<ClientSide> {
        if parts.version != Version::HTTP_2
            && parts.extensions.remove::<SwitchedBySession>().is_some()
        {
            let accept = websocket::expected_accept(&parts.headers);
            return Some(ClientSide::Session { accept });
        }
        let upgrade = parts.extensions.remove::<OnUpgrade>()?;
        Some(match parts.version {
            Version::HTTP_2 => {
                let accept = websocket::handshake_request(parts, websocket_nonce());
                ClientSide::H2 { upgrade, accept }
            }
            _ => ClientSide::Http1 {
                upgrade,
                accept: websocket::expected_accept(&parts.headers),
            },
        })
    }
}

/// A WebSocket key's 16 random bytes (RFC 6455 §4.1: "randomly selected").
fn websocket_nonce() -> [u8; 16] {
    let mut nonce = [0u8; 16];
    // Filling from the system's generator fails only if it is gone; a fixed key then still
    // makes a valid handshake, as the key authenticates nothing.
    let _ = aws_lc_rs::rand::fill(&mut nonce);
    nonce
}
