//! A UDP relay between one client and a server it can move to another, as a load balancer
//! that rehashes would: a client's datagrams go to the backend of the moment, from one
//! source address, whichever backend that is, and its replies come back.

use std::net::{SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the relay's threads look whether the relay was dropped.
const POLL: Duration = Duration::from_millis(50);

#[derive(Debug)]
struct Route {
    backend: SocketAddr,
    /// Where the backend's first reply moves the client to (a Retry answered elsewhere).
    after_first_reply: Option<SocketAddr>,
    client: Option<SocketAddr>,
}

/// A relay on loopback; its threads end when it is dropped.
pub struct UdpRelay {
    pub addr: SocketAddr,
    route: Arc<Mutex<Route>>,
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl UdpRelay {
    /// Relays to `backend`.
    pub fn start(backend: SocketAddr) -> std::io::Result<Self> {
        let front = UdpSocket::bind("127.0.0.1:0")?;
        let back = UdpSocket::bind("127.0.0.1:0")?;
        front.set_read_timeout(Some(POLL))?;
        back.set_read_timeout(Some(POLL))?;
        let route = Arc::new(Mutex::new(Route {
            backend,
            after_first_reply: None,
            client: None,
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let addr = front.local_addr()?;
        let (front2, back2) = (front.try_clone()?, back.try_clone()?);
        let forward = {
            let (route, stop) = (route.clone(), stop.clone());
            std::thread::spawn(move || relay(&front, &back, &route, &stop, false))
        };
        let reply = {
            let (route, stop) = (route.clone(), stop.clone());
            std::thread::spawn(move || relay(&back2, &front2, &route, &stop, true))
        };
        Ok(UdpRelay {
            addr,
            route,
            stop,
            threads: vec![forward, reply],
        })
    }

    /// Sends the client's next datagrams to `backend`.
    pub fn move_to(&self, backend: SocketAddr) {
        self.lock().backend = backend;
    }

    /// Sends the client's datagrams to `backend` once the current backend has replied once.
    pub fn move_after_first_reply(&self, backend: SocketAddr) {
        self.lock().after_first_reply = Some(backend);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Route> {
        self.route
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Copies datagrams from `from` to `to` until `stop`: the client's to the backend of the
/// moment, or (`replies`) the backend's to the client.
fn relay(from: &UdpSocket, to: &UdpSocket, route: &Mutex<Route>, stop: &AtomicBool, replies: bool) {
    let mut buffer = vec![0u8; 65_536];
    while !stop.load(Ordering::Relaxed) {
        let Ok((len, source)) = from.recv_from(&mut buffer) else {
            continue;
        };
        let destination = {
            let mut route = route
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if replies {
                if let Some(next) = route.after_first_reply.take() {
                    route.backend = next;
                }
                route.client
            } else {
                route.client = Some(source);
                Some(route.backend)
            }
        };
        if let Some(destination) = destination {
            let _ = to.send_to(&buffer[..len], destination);
        }
    }
}

impl Drop for UdpRelay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}
