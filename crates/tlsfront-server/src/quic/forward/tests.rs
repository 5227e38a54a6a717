//! The routing socket on real sockets: what quinn reads, what crosses the pair, and what
//! happens when the other process is gone.

use std::future::poll_fn;
use std::net::SocketAddr;
use std::time::Duration;

use super::*;

/// A short-header datagram for a connection of `epoch`.
fn short(epoch: u8) -> Vec<u8> {
    [&[0x40, epoch][..], &[9u8; 30]].concat()
}

/// The next datagram quinn would read (one it is left with, not an emptied buffer).
async fn next_for_quinn(routed: &RoutedSocket) -> (SocketAddr, Vec<u8>) {
    let mut storage = vec![0u8; 65_536];
    let read = async {
        loop {
            let got = poll_fn(|cx| {
                let mut bufs = [IoSliceMut::new(&mut storage)];
                let mut meta = [RecvMeta::default()];
                routed
                    .poll_recv(cx, &mut bufs, &mut meta)
                    .map(|read| read.map(|count| (count, meta[0])))
            })
            .await
            .unwrap();
            if let (1, meta) = got {
                if meta.len > 0 {
                    return (meta.addr, storage[..meta.len].to_vec());
                }
            }
        }
    };
    // A bound for a stalled test, never a measurement.
    tokio::time::timeout(Duration::from_secs(30), read)
        .await
        .expect("a datagram for quinn")
}

fn routed(predecessor: Option<Predecessor>) -> (Arc<RoutedSocket>, SocketAddr, Arc<ServerMetrics>) {
    let socket = UdpSocket::bind("127.0.0.1:0").unwrap();
    let addr = socket.local_addr().unwrap();
    let metrics = Arc::new(ServerMetrics::default());
    let routed =
        RoutedSocket::new(socket, predecessor, &quinn::TokioRuntime, metrics.clone()).unwrap();
    (routed, addr, metrics)
}

#[tokio::test]
async fn the_new_process_forwards_old_epochs_until_the_old_process_is_gone() {
    let (receiving, sending) = channel::pair().unwrap();
    let predecessor = Predecessor {
        channel: sending,
        epochs: vec![7],
    };
    let (routed, addr, metrics) = routed(Some(predecessor));
    let client = UdpSocket::bind("127.0.0.1:0").unwrap();
    // Sent before this process serves: read once it does.
    client.send_to(&short(7), addr).unwrap();
    client.send_to(&short(8), addr).unwrap();
    routed.start_reading();
    assert_eq!(
        next_for_quinn(&routed).await,
        (client.local_addr().unwrap(), short(8))
    );
    let mut buffer = [0u8; 2048];
    match channel::receive(receiving.as_fd(), &mut buffer).unwrap() {
        Received::Datagram(envelope, len) => {
            assert_eq!(envelope.source, client.local_addr().unwrap());
            assert_eq!(&buffer[..len], &short(7)[..]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(metrics.quic_forwarded(QuicForwarding::Forwarded), 1);
    assert_eq!(routed.predecessor_epochs(), [7]);

    // The old process exits: its epoch's datagrams are quinn's now.
    drop(receiving);
    client.send_to(&short(7), addr).unwrap();
    assert_eq!(next_for_quinn(&routed).await.1, short(7));
    assert!(routed.predecessor_epochs().is_empty());
}

#[tokio::test]
async fn the_old_process_reads_what_its_successor_forwards_and_not_the_socket() {
    let (routed, addr, metrics) = routed(None);
    let client = UdpSocket::bind("127.0.0.1:0").unwrap();
    client.send_to(&short(1), addr).unwrap();
    assert_eq!(next_for_quinn(&routed).await.1, short(1));

    let (udp, sending) = routed.offer_to_successor().unwrap();
    let handed = UdpSocket::from(udp);
    assert_eq!(handed.local_addr().unwrap(), addr);
    routed.stop_reading();
    client.send_to(&short(2), addr).unwrap();
    // The successor reads the socket now: the datagram is its to route.
    let mut buffer = [0u8; 2048];
    handed
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let (len, from) = handed.recv_from(&mut buffer).unwrap();
    assert_eq!(
        (&buffer[..len], from),
        (&short(2)[..], client.local_addr().unwrap())
    );
    let envelope = Envelope {
        source: "192.0.2.1:4433".parse().unwrap(),
        destination: None,
        ecn: None,
    };
    channel::send(sending.as_fd(), &envelope, &short(3)).unwrap();
    assert_eq!(next_for_quinn(&routed).await, (envelope.source, short(3)));
    assert_eq!(metrics.quic_forwarded(QuicForwarding::Received), 1);
}

#[test]
fn a_full_pair_drops_and_counts_and_never_waits() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let (_receiving, sending) = channel::pair().unwrap();
        let predecessor = Predecessor {
            channel: sending,
            epochs: vec![7],
        };
        let (routed, _, metrics) = routed(Some(predecessor));
        let state = routed.lock();
        let predecessor = state.predecessor.as_ref().unwrap();
        let envelope = Envelope {
            source: "127.0.0.1:1".parse().unwrap(),
            destination: None,
            ecn: None,
        };
        for _ in 0..100_000 {
            assert!(matches!(
                routed.forward_one(predecessor, &envelope, &[0u8; 1200]),
                Forwarded::Taken
            ));
            if metrics.quic_forwarded(QuicForwarding::Dropped) > 0 {
                break;
            }
        }
        assert!(metrics.quic_forwarded(QuicForwarding::Dropped) > 0);
    });
}
