//! A TCP relay that hands the server each burst of the client's bytes in one piece.
//!
//! h2spec writes the frames of a case back to back (HEADERS without END_STREAM, then the frame
//! under test), each in its own TLS record. A server that answers a request as soon as its
//! HEADERS arrive, and then resets the stream with NO_ERROR because it does not want the body
//! (RFC 9113 §8.1), may do so before the frame under test arrives; RFC 9113 §5.1 then has it
//! ignore that frame, and h2spec waits in vain for the error it expects. Whether it does
//! depends on scheduling. Passing the server a burst at once removes the race: the server reads
//! every frame of the burst before it answers, and h2spec checks the HTTP/2 state machine, not
//! who wins. The server's bytes go back to h2spec as they come.

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::thread;
use std::time::Duration;

/// How long the client must be silent before its bytes so far are passed on. h2spec writes a
/// burst within microseconds; its next burst waits for the server's answer.
const QUIET: Duration = Duration::from_millis(50);

/// A burst is passed on once it is this large, quiet or not.
const MAX_BURST: usize = 1 << 20;

/// Accepts connections on a free port of 127.0.0.1 and relays each to `target`, until the
/// test process ends.
pub fn start(target: SocketAddr) -> std::io::Result<SocketAddr> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let addr = listener.local_addr()?;
    thread::spawn(move || {
        for client in listener.incoming().flatten() {
            let Ok(server) = TcpStream::connect(target) else {
                continue;
            };
            relay(client, server);
        }
    });
    Ok(addr)
}

fn relay(client: TcpStream, server: TcpStream) {
    let (Ok(client_reader), Ok(server_writer)) = (client.try_clone(), server.try_clone()) else {
        return;
    };
    thread::spawn(move || pass_bursts(client_reader, server_writer));
    thread::spawn(move || pass_through(server, client));
}

/// Client to server: bytes are held until the client has been quiet for [`QUIET`].
fn pass_bursts(mut from: TcpStream, mut to: TcpStream) {
    if from.set_read_timeout(Some(QUIET)).is_err() {
        return;
    }
    let mut burst = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => {
                burst.extend_from_slice(&chunk[..n]);
                if burst.len() >= MAX_BURST {
                    if to.write_all(&burst).is_err() {
                        return;
                    }
                    burst.clear();
                }
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                if !burst.is_empty() {
                    if to.write_all(&burst).is_err() {
                        return;
                    }
                    burst.clear();
                }
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = to.write_all(&burst);
    let _ = to.shutdown(Shutdown::Write);
}

/// Server to client, as it comes; the client sees the server close.
fn pass_through(mut from: TcpStream, mut to: TcpStream) {
    let _ = std::io::copy(&mut from, &mut to);
    let _ = to.shutdown(Shutdown::Write);
}
