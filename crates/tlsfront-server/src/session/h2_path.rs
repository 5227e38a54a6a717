//! HTTP/2 for a static site over user-space TLS, served on the `h2` crate directly.
//!
//! Every request is answered inline, in the connection's own task: the static planner needs
//! no waiting, and a body in memory (a cached file, a status text) is handed to h2 whole.
//! Only a file read from disk gets a task of its own, which sends it as the client's
//! flow-control window opens, and so does a request whose body is still coming, answered once
//! the body has ended (`discard_body`). hyper's HTTP/2 server, which the proxied path still uses, spawns
//! a task per stream and pipes every body through it; for the 612-byte page that was about a
//! fifth of the server's CPU per request (BENCHMARKS.md, "HTTP/2").
//!
//! Answering inline does not cost a write per response: h2 (patched, patches/README.md) hands
//! out every request it has already read before it touches the socket again, so the answers to
//! one read's requests leave in one flush.

use std::future::poll_fn;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use h2::server::{self, SendResponse};
use h2::{EncodedFields, SendStream};
use http::header::HeaderValue;
use http::{HeaderMap, Request, Response};
use http_body_util::Empty;
use tlsfront_static::body::{BodySource, FileRange, CHUNK_BYTES};
use tlsfront_static::StaticBody;

use super::host_service::{AnswersRequests, StaticService};
use super::{Protocol, Transport};
use crate::fairness::SessionTurns;
use crate::idle::IdleTimeout;
use crate::options::ServeOptions;
use crate::tls::TlsSession;

/// Serves the session until the client is done; on shutdown, sends GOAWAY and finishes the
/// requests in flight.
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    service: Arc<StaticService>,
    turns: SessionTurns,
) {
    let ctx = &*service.ctx;
    let (peer, host) = (service.peer, service.site.session_host.as_str());
    ctx.metrics.http2_connections.inc();
    let io = super::gated(IdleTimeout::new(tls, ctx.options.idle_timeout), turns, ctx);
    // Boxed, so that the handshake's state is freed once it is done instead of sizing the
    // connection's future for its whole life (2.7 KiB to 1.6 KiB in a debug build; an idle
    // HTTP/2 connection cost 15.5 KiB, now 13.9, tests/idle_memory.rs).
    let handshake = Box::pin(builder(&ctx.options).handshake::<_, Bytes>(io));
    let mut connection = match handshake.await {
        Ok(connection) => connection,
        Err(err) => {
            tracing::trace!(%peer, host, error = %err, "no HTTP/2 preface");
            return;
        }
    };
    let mut draining = false;
    let mut heads = EncodedHeads::default();
    loop {
        let next = tokio::select! {
            next = connection.accept() => next,
            _ = ctx.shutdown.cancelled(), if !draining => {
                // GOAWAY: the client learns which requests were taken, and sends the others
                // again elsewhere; accept() goes on until the ones taken are answered.
                connection.graceful_shutdown();
                draining = true;
                continue;
            }
        };
        match next {
            Some(Ok((request, reply))) if request.body().is_end_stream() => {
                respond(&service, request, reply, &mut heads)
            }
            Some(Ok((request, reply))) => {
                // A request whose body is still coming is answered once the body has ended:
                // an error in what follows its headers (DATA after a reset, a pseudo-header in
                // its trailers, a wrong content-length) then gets its stream or connection
                // error, instead of going unheard after the answer closed the stream.
                let service = service.clone();
                tokio::spawn(async move {
                    let mut request = request;
                    discard_body(request.body_mut()).await;
                    respond(&service, request, reply, &mut EncodedHeads::default());
                });
            }
            Some(Err(err)) => {
                // Mostly a client that closed without a goodbye, not worth more than a trace.
                tracing::trace!(%peer, host, error = %err, "connection ended with an error");
                return;
            }
            None => return,
        }
    }
}

/// How much of a request body is read, and for how long, before the request is answered
/// anyway: a static site needs none of it (it answers 405 to a POST), and a client may not
/// hold a task for longer by sending slowly. One receive window's worth.
const BODY_LIMIT_BYTES: usize = 64 * 1024;
const BODY_WAIT: Duration = Duration::from_secs(10);

/// Reads a request body to its end, or to [`BODY_LIMIT_BYTES`] or [`BODY_WAIT`], returning
/// its window to the client as it goes; what it carries is dropped.
async fn discard_body(body: &mut h2::RecvStream) {
    let read_all = async {
        let mut read = 0;
        while let Some(chunk) = poll_fn(|cx| body.poll_data(cx)).await {
            let Ok(chunk) = chunk else { return };
            read += chunk.len();
            let _ = body.flow_control().release_capacity(chunk.len());
            if read > BODY_LIMIT_BYTES {
                return;
            }
        }
        // Trailers, if any, end the request too (and are checked by h2).
        let _ = poll_fn(|cx| body.poll_trailers(cx)).await;
    };
    let _ = tokio::time::timeout(BODY_WAIT, read_all).await;
}

/// The HTTP/2 settings for static sites.
fn builder(options: &ServeOptions) -> server::Builder {
    let mut builder = server::Builder::new();
    builder
        .max_header_list_size(options.max_header_bytes as u32)
        .max_concurrent_streams(options.max_concurrent_streams)
        // A stream may have one chunk buffered beyond what the client's window lets out,
        // and one read ahead: a client that grants a large window and stops reading holds
        // the server to a few chunks per stream, never to the file (hyper's default buffer,
        // 400 KiB, let a stalled stream cost about 620 KiB; tests/h2_large_files.rs).
        .max_send_buffer_size(CHUNK_BYTES as usize)
        // hyper's limits on resets, which bound a client that opens and cancels streams.
        .max_pending_accept_reset_streams(20)
        .max_local_error_reset_streams(Some(1024));
    // The receive windows stay at the protocol's 64 KiB: a static site reads no request
    // bodies, so larger ones would only let a client park more bytes here.
    builder
}

/// Answers one request, at once: its headers, and its body when it is in memory.
fn respond(
    service: &Arc<StaticService>,
    request: Request<h2::RecvStream>,
    mut reply: SendResponse<Bytes>,
    heads: &mut EncodedHeads,
) {
    // A request body is not read: dropping it lets h2 take it in and return its window.
    let (head, _body) = request.into_parts();
    let request = Request::from_parts(head, Empty::new());
    let response = service.answer(request, Protocol::Http2).into_inner();
    let (head, body) = response.into_parts();
    send(&mut reply, Response::from_parts(head, ()), body, heads);
}

/// The header fields of the last response on a connection, and their HPACK encoding, made
/// once and sent again while the fields stay the same (the same file, within the same second
/// of `date`): h2 copies the bytes instead of looking each field up in its table and
/// Huffman-coding the ones it does not index, per response. The fields are kept as one run
/// of bytes (`write_fields_key`), a few hundred bytes per connection.
#[derive(Default)]
struct EncodedHeads {
    key: Vec<u8>,
    encoded: Option<EncodedFields>,
}

impl EncodedHeads {
    /// The encoding of `headers`, made again only when they differ from the last ones.
    fn encode(&mut self, headers: &HeaderMap) -> Option<&EncodedFields> {
        if self.encoded.is_none() || !key_matches(&self.key, headers) {
            // Fails only on a connection-specific field, which the planner never sends;
            // h2 would refuse it in the map as well.
            self.encoded = EncodedFields::new(headers).ok();
            // The key's allocation is kept: a connection makes it again once a second.
            self.key.clear();
            write_fields_key(&mut self.key, headers);
        }
        self.encoded.as_ref()
    }
}

/// Appends `headers` to `key` as one run of bytes: each name, a NUL, the value, and a LF (a CR when the value
/// is sensitive). No name or value holds a NUL, CR or LF, so two maps give the same bytes
/// only when they hold the same fields in the same order.
fn write_fields_key(key: &mut Vec<u8>, headers: &HeaderMap) {
    for (name, value) in headers {
        key.extend_from_slice(name.as_str().as_bytes());
        key.push(0);
        key.extend_from_slice(value.as_bytes());
        key.push(field_end(value));
    }
}

/// Whether `write_fields_key` would write `key` for `headers`, without writing it.
fn key_matches(key: &[u8], headers: &HeaderMap) -> bool {
    let mut rest = key;
    for (name, value) in headers {
        let field = rest
            .strip_prefix(name.as_str().as_bytes())
            .and_then(|r| r.strip_prefix(&[0]))
            .and_then(|r| r.strip_prefix(value.as_bytes()))
            .and_then(|r| r.strip_prefix(&[field_end(value)]));
        match field {
            Some(after) => rest = after,
            None => return false,
        }
    }
    rest.is_empty()
}

fn field_end(value: &HeaderValue) -> u8 {
    if value.is_sensitive() {
        b'\r'
    } else {
        b'\n'
    }
}

/// Hands the response to h2, its header fields encoded once for as long as they stay the
/// same (`EncodedHeads`). A failure here means the stream is gone (the client reset it, or
/// the connection is closing): there is no one left to tell.
fn send(
    reply: &mut SendResponse<Bytes>,
    head: Response<()>,
    body: StaticBody,
    heads: &mut EncodedHeads,
) {
    let (mut parts, ()) = head.into_parts();
    let fields = heads.encode(&parts.headers);
    if fields.is_some() {
        // Cleared, not dropped: the map's allocation goes back with the response.
        parts.headers.clear();
    }
    let head = Response::from_parts(parts, ());
    let send_head = |end_of_stream| match fields {
        Some(fields) => reply.send_response_with_fields(head, fields, end_of_stream),
        None => reply.send_response(head, end_of_stream),
    };
    match body.into_source() {
        BodySource::Empty => {
            let _ = send_head(true);
        }
        BodySource::Memory(bytes) => {
            if let Ok(mut stream) = send_head(false) {
                // Held by the stream until the window lets it out: bytes shared with the
                // file cache, or a static text, never a copy.
                let _ = stream.send_data(bytes, true);
            }
        }
        BodySource::File(range) => {
            if let Ok(stream) = send_head(false) {
                tokio::spawn(send_file(stream, range));
            }
        }
    }
}

/// Sends a file's range a chunk at a time, each read once the client's window has room for
/// some of it (and the next read while that chunk goes out). A file that shrank ends the
/// stream with a reset: the client must not take a short body for a whole one.
async fn send_file(mut stream: SendStream<Bytes>, mut range: FileRange) {
    while range.remaining() > 0 {
        stream.reserve_capacity(range.next_len() as usize);
        match poll_fn(|cx| stream.poll_capacity(cx)).await {
            Some(Ok(granted)) if granted > 0 => {}
            Some(Ok(_)) => continue,
            // The stream was reset, or the connection is gone.
            Some(Err(_)) | None => return,
        }
        let chunk = match range.next_chunk().await {
            Ok(chunk) => chunk,
            Err(err) => {
                tracing::debug!(error = %err, "static file could not be read to its end");
                stream.send_reset(h2::Reason::INTERNAL_ERROR);
                return;
            }
        };
        if stream.send_data(chunk, range.remaining() == 0).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use http::header::HeaderValue;
    use http::HeaderMap;

    use super::{key_matches, write_fields_key, EncodedHeads};

    fn fields_key(headers: &HeaderMap) -> Vec<u8> {
        let mut key = Vec::new();
        write_fields_key(&mut key, headers);
        key
    }

    fn map(fields: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in fields {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn the_same_fields_match_and_any_difference_does_not() {
        let fields = [
            ("etag", "\"a\""),
            ("vary", "accept-encoding"),
            ("vary", "origin"),
        ];
        let key = fields_key(&map(&fields));
        assert!(key_matches(&key, &map(&fields)));
        for other in [
            &[
                ("etag", "\"b\""),
                ("vary", "accept-encoding"),
                ("vary", "origin"),
            ][..],
            &[("etag", "\"a\""), ("vary", "accept-encoding")],
            &[
                ("etag", "\"a\""),
                ("vary", "accept-encoding"),
                ("vary", "origin"),
                ("age", "1"),
            ],
            &[
                ("vary", "accept-encoding"),
                ("etag", "\"a\""),
                ("vary", "origin"),
            ],
            &[
                ("etag", "\"a\"vary"),
                ("vary", "accept-encoding"),
                ("vary", "origin"),
            ],
        ] {
            assert!(!key_matches(&key, &map(other)), "{other:?}");
        }
        let mut sensitive = map(&fields);
        for value in sensitive.values_mut() {
            value.set_sensitive(true);
        }
        assert!(!key_matches(&key, &sensitive));
    }

    #[test]
    fn fields_are_encoded_again_only_when_they_change() {
        let mut heads = EncodedHeads::default();
        let first = heads.encode(&map(&[("etag", "\"a\"")])).cloned().unwrap();
        assert_eq!(heads.encode(&map(&[("etag", "\"a\"")])), Some(&first));
        let changed = heads.encode(&map(&[("etag", "\"b\"")])).cloned().unwrap();
        assert_ne!(changed, first);
        // The key is made again, not added to.
        assert_eq!(heads.key, fields_key(&map(&[("etag", "\"b\"")])));
        assert_eq!(
            changed,
            h2::EncodedFields::new(&map(&[("etag", "\"b\"")])).unwrap()
        );
        assert_eq!(heads.encode(&HeaderMap::new()).map(|f| f.len()), Some(0));
    }
}
