//! A raw HTTP/1.1 upstream that ends kept-alive connections the way application servers do at
//! their idle timeouts, without saying so (no `Connection: close`). Written by hand, since
//! hyper's server always says so. It reads request heads only (no bodies) and answers:
//!
//! - `/keep`: `200 ok`, and the connection stays open;
//! - `/hang-up`: nothing: it reads the request and closes the connection;
//! - anything else: `200 ok`, then it closes the connection at once.
//!
//! It keeps every request line it read, in order, so a test can tell how often a request
//! reached it.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::upstream::runtime;

const ANSWER: &[u8] =
    b"HTTP/1.1 200 OK\r\ncontent-length: 3\r\ncontent-type: text/plain\r\n\r\nok\n";

/// The upstream, on a thread of its own until dropped.
#[derive(Debug)]
pub struct ClosingUpstream {
    addr: SocketAddr,
    requests: Arc<Mutex<Vec<String>>>,
    _runtime: tokio::runtime::Runtime,
}

impl ClosingUpstream {
    pub fn start() -> Self {
        let runtime = runtime();
        let listener = runtime
            .block_on(TcpListener::bind("127.0.0.1:0"))
            .expect("a loopback port for the closing upstream");
        let addr = listener.local_addr().expect("a bound address");
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = requests.clone();
        runtime.spawn(async move {
            loop {
                let Ok((tcp, _)) = listener.accept().await else {
                    continue;
                };
                tokio::spawn(serve(tcp, seen.clone()));
            }
        });
        ClosingUpstream {
            addr,
            requests,
            _runtime: runtime,
        }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request line read so far (`GET /path HTTP/1.1`).
    pub fn requests(&self) -> Vec<String> {
        self.requests
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

async fn serve(mut tcp: TcpStream, seen: Arc<Mutex<Vec<String>>>) {
    loop {
        let Some(line) = request_line(&mut tcp).await else {
            return;
        };
        seen.lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(line.clone());
        let path = line.split(' ').nth(1).unwrap_or("");
        if path == "/hang-up" || tcp.write_all(ANSWER).await.is_err() || path != "/keep" {
            return;
        }
    }
}

/// Reads one request head; its first line, or `None` when the connection ended first.
async fn request_line(tcp: &mut TcpStream) -> Option<String> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if tcp.read(&mut byte).await.ok()? == 0 || head.len() > 64 * 1024 {
            return None;
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head);
    head.lines().next().map(str::to_owned)
}
