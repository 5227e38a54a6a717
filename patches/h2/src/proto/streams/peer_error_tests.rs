//! A real server connection driven by a client that writes raw frames, in the manner of
//! upstream's `tests/h2-tests` mock client (which the published crate does not ship): each test
//! sends frames a well-behaved client would not, then checks the error the server answers with
//! and that the connection lives on.

use std::future::poll_fn;
use std::pin::Pin;

use bytes::Bytes;
use futures_core::Stream;
use http::{HeaderMap, Method, Uri};
use tokio::io::{AsyncWriteExt, DuplexStream};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use crate::codec::Codec;
use crate::frame::{self, Frame, Reason, StreamId};

const PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

type Client = Codec<DuplexStream, Bytes>;

struct Peers {
    client: Client,
    /// Says when the server has accepted a request, so that a test can send what follows to a
    /// stream the server holds open, as a service that is still running does.
    accepted: mpsc::UnboundedReceiver<()>,
    server: JoinHandle<()>,
}

/// A server connection that accepts every request and holds it, as a service that is still
/// running does; and a client that has sent the preface and its SETTINGS.
async fn connect() -> Peers {
    let (mut client_io, server_io) = tokio::io::duplex(1 << 16);
    let (accepted_tx, accepted) = mpsc::unbounded_channel();
    let server = tokio::spawn(async move {
        let mut connection = crate::server::handshake(server_io)
            .await
            .expect("server handshake");
        let mut held = Vec::new();
        while let Some(Ok(request)) = connection.accept().await {
            held.push(request);
            let _ = accepted_tx.send(());
        }
    });
    client_io
        .write_all(PREFACE)
        .await
        .expect("writing the preface");
    let mut client = Codec::new(client_io);
    send(&mut client, vec![frame::Settings::default().into()]).await;
    Peers {
        client,
        accepted,
        server,
    }
}

async fn send(client: &mut Client, frames: Vec<Frame<Bytes>>) {
    for frame in frames {
        poll_fn(|cx| client.poll_ready(cx)).await.expect("ready");
        client.buffer(frame).expect("buffering a frame");
    }
    poll_fn(|cx| client.flush(cx)).await.expect("flushing");
}

/// What the server answers to the frames just sent, up to an acknowledged PING (SETTINGS and
/// WINDOW_UPDATE left out). The server may send a PING's ack ahead of frames it queued
/// earlier, but it writes everything queued before it waits for more input; so a second
/// PING, sent once the first is acknowledged, is acknowledged after all of that has arrived.
/// Both acks arriving also says the connection lives on.
async fn answers(client: &mut Client) -> Vec<Frame<Bytes>> {
    let mut answers = Vec::new();
    for round in 0..2u8 {
        let payload = [round; 8];
        send(client, vec![frame::Ping::new(payload).into()]).await;
        loop {
            let frame = poll_fn(|cx| Pin::new(&mut *client).poll_next(cx))
                .await
                .expect("the server closed the connection")
                .expect("reading a frame");
            match frame {
                Frame::Ping(ref ping) if ping.is_ack() && *ping.payload() == payload => break,
                Frame::Settings(_) | Frame::WindowUpdate(_) => {}
                other => answers.push(other),
            }
        }
    }
    answers
}

fn post(id: StreamId) -> Frame<Bytes> {
    let pseudo =
        frame::Pseudo::request(Method::POST, Uri::from_static("https://example.com/"), None);
    frame::Headers::new(id, pseudo, HeaderMap::new()).into()
}

fn data(id: StreamId, end_stream: bool) -> Frame<Bytes> {
    let mut data = frame::Data::new(id, Bytes::from_static(b"test"));
    data.set_end_stream(end_stream);
    data.into()
}

fn assert_one_reset(answers: &[Frame<Bytes>], id: StreamId, reason: Reason) {
    match answers {
        [Frame::Reset(reset)] => {
            assert_eq!(reset.stream_id(), id);
            assert_eq!(reset.reason(), reason);
        }
        other => panic!("expected one RST_STREAM({reason:?}) on {id:?}, got {other:?}"),
    }
}

#[tokio::test]
async fn data_after_the_peers_rst_stream_is_a_stream_error_stream_closed() {
    let Peers {
        mut client,
        mut accepted,
        server,
    } = connect().await;
    let id = StreamId::from(1);
    send(&mut client, vec![post(id)]).await;
    accepted.recv().await.expect("the request is accepted");
    send(
        &mut client,
        vec![frame::Reset::new(id, Reason::CANCEL).into(), data(id, true)],
    )
    .await;
    // RFC 9113 §5.1. The peer's RST_STREAM closed the stream, and a closed stream leaves the
    // connection's table of streams, so the DATA finds no stream and gets the answer for a
    // stream that may have been forgotten.
    assert_one_reset(&answers(&mut client).await, id, Reason::STREAM_CLOSED);
    server.abort();
}

#[tokio::test]
async fn a_pseudo_header_in_trailers_is_a_stream_error_protocol_error() {
    let Peers {
        mut client, server, ..
    } = connect().await;
    let id = StreamId::from(1);
    let pseudo = frame::Pseudo {
        method: Some(Method::POST),
        ..Default::default()
    };
    let mut trailers = frame::Headers::new(id, pseudo, HeaderMap::new());
    trailers.set_end_stream();
    send(
        &mut client,
        vec![post(id), data(id, false), trailers.into()],
    )
    .await;
    // RFC 9113 §8.1: trailers with a pseudo-header field make the request malformed (§8.1.1).
    assert_one_reset(&answers(&mut client).await, id, Reason::PROTOCOL_ERROR);
    server.abort();
}

/// A raw HEADERS frame (END_HEADERS | END_STREAM) carrying `block`, HPACK as given.
fn raw_headers(id: u32, block: &[u8]) -> Vec<u8> {
    let len = u32::try_from(block.len()).expect("a small block");
    let mut frame = len.to_be_bytes()[1..].to_vec();
    frame.extend_from_slice(&[0x1, 0x4 | 0x1]);
    frame.extend_from_slice(&id.to_be_bytes());
    frame.extend_from_slice(block);
    frame
}

#[tokio::test]
async fn a_field_http_forbids_is_a_stream_error_and_the_hpack_state_goes_on() {
    let Peers {
        mut client,
        mut accepted,
        server,
    } = connect().await;
    // GET https, path /, :authority example.com (indexed into the table), and `x-a: 1\r\nb`
    // with incremental indexing: valid HPACK, a value HTTP forbids (RFC 9113 §8.2.1).
    let mut first = vec![0x82, 0x87, 0x84, 0x41, 11];
    first.extend_from_slice(b"example.com");
    first.extend_from_slice(&[0x40, 3]);
    first.extend_from_slice(b"x-a");
    first.extend_from_slice(&[4]);
    first.extend_from_slice(b"1\r\nb");
    // The same forbidden field again, by its index in the dynamic table (62, the newest).
    let second = [0x82, 0x87, 0x84, 0x80 | 62];
    // A valid request that names :authority by its index (63): found only if the forbidden
    // field took its place in the table, at its size.
    let third = [0x82, 0x87, 0x84, 0x80 | 63];
    let mut raw = raw_headers(1, &first);
    raw.extend(raw_headers(3, &second));
    raw.extend(raw_headers(5, &third));
    client
        .get_mut()
        .write_all(&raw)
        .await
        .expect("writing the frames");
    let answers = answers(&mut client).await;
    let resets: Vec<(StreamId, Reason)> = answers
        .iter()
        .map(|frame| match frame {
            Frame::Reset(reset) => (reset.stream_id(), reset.reason()),
            other => panic!("expected resets only, got {other:?}"),
        })
        .collect();
    assert_eq!(
        resets,
        [
            (StreamId::from(1), Reason::PROTOCOL_ERROR),
            (StreamId::from(3), Reason::PROTOCOL_ERROR)
        ]
    );
    accepted.recv().await.expect("the valid request on stream 5 is accepted");
    server.abort();
}

#[tokio::test]
async fn data_after_end_stream_is_a_stream_error_stream_closed() {
    let Peers {
        mut client,
        mut accepted,
        server,
    } = connect().await;
    let id = StreamId::from(1);
    // The request ends with its first DATA; the server holds it open (its answer not sent).
    send(&mut client, vec![post(id), data(id, true)]).await;
    accepted.recv().await.expect("the request is accepted");
    send(&mut client, vec![data(id, false)]).await;
    // RFC 9113 §5.1: half-closed (remote), so a stream error, and the connection lives on.
    assert_one_reset(&answers(&mut client).await, id, Reason::STREAM_CLOSED);
    server.abort();
}
