//! Change notifications: which store entries changed, so a running server reloads or forgets
//! them and the next handshake reads the new material. The cache TTL is the fallback for a
//! missed one.
//!
//! - Directory store ([`dir`]): inotify on the certificate directory.
//! - Redis store ([`redis`]): the `<prefix>tlsfront:changes` channel, which tlsfront's own
//!   writers publish each changed entry name on, and keyspace notifications
//!   (`__keyspace@<db>__:<prefix>*`), which catch a plain `SET` by any other tool when Redis has
//!   them enabled (`notify-keyspace-events` with `K`, `g` and `$`).
//!
//! Both set up in the background, so a server serves at once whatever the store's size (an
//! inotify watch on a directory of 200,000 cached files takes the kernel about 80 ms). Once a
//! watch or subscription is in place, it reports [`Change::Everything`], so whatever was cached
//! before it could see changes is read again.

mod dir;
mod redis;

pub use dir::FileWatches;

use futures_util::stream::{BoxStream, StreamExt};
use tokio::sync::mpsc;

use crate::host::HostName;
use crate::material::Slot;

/// Changes queued between the store's watcher and the server: past this many, they collapse
/// into one [`Change::Everything`].
const QUEUE: usize = 4096;

/// What changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One store entry (a host or a wildcard) was written or removed.
    Entry(HostName),
    /// Notifications may have been missed (a reconnect, an overflow): forget everything.
    Everything,
}

/// A stream of changes; it ends when the watcher cannot go on.
pub type ChangeStream = BoxStream<'static, Change>;

/// The entry a store key or file name belongs to: `a.example.crt.rsa` -> `a.example`.
pub fn entry_of_name(name: &str) -> Option<HostName> {
    Slot::ALL
        .iter()
        .flat_map(|slot| [slot.cert_suffix(), slot.key_suffix()])
        .find_map(|suffix| name.strip_suffix(suffix))
        .and_then(|stem| HostName::parse_store_name(stem).ok())
}

/// Sends a change without blocking the watcher; a full queue becomes one `Everything`.
#[derive(Clone)]
struct Sender(mpsc::Sender<Change>);

impl Sender {
    /// Returns false once the receiving side is gone.
    fn send(&self, change: Change) -> bool {
        match self.0.try_send(change) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                // The server will forget everything; one more `Everything` is enough.
                let _ = self.0.try_send(Change::Everything);
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }
}

fn channel() -> (Sender, mpsc::Receiver<Change>) {
    let (tx, rx) = mpsc::channel(QUEUE);
    (Sender(tx), rx)
}

/// The receiving end of a channel, as a stream that ends when every sender is gone.
fn receiver_stream(rx: mpsc::Receiver<Change>) -> ChangeStream {
    futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|change| (change, rx))
    })
    .boxed()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_and_key_names_map_to_their_entry() {
        for (name, entry) in [
            ("a.example.crt", Some("a.example")),
            ("a.example.key.rsa", Some("a.example")),
            ("*.w.example.crt.ecdsa", Some("*.w.example")),
            (".a.example.crt.tmp-1-2", None),
            ("notes.txt", None),
        ] {
            assert_eq!(
                entry_of_name(name).as_ref().map(HostName::as_str),
                entry,
                "{name}"
            );
        }
    }
}
