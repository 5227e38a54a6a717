//! The client's session store when resumption is on (`--resumption`): sessions kept per host
//! name, as rustls's in-memory cache keeps them (up to 8 TLS 1.3 tickets and one TLS 1.2
//! session per host, the newest offered first), each tagged with the target that issued it.
//!
//! Against a fleet (several `--connect` addresses), a host's next connection may land on
//! another instance than the one that issued its newest session. The tag tells the two cases
//! apart: a session resumed by the instance that issued it proves nothing about the fleet, one
//! resumed by another instance proves the instances share ticket keys. (TLS 1.2 session IDs
//! live in one server process, so a TLS 1.2 session resumed on another instance was resumed by
//! its ticket.)
//!
//! rustls calls the store from inside the handshake, without saying for which connection; the
//! connection's target is known to the task that drives it, through a task-local set by
//! `begin_connection`, and read by the store when a session is stored or offered.

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::future::Future;
use std::sync::{Mutex, PoisonError};

use rustls::client::{ClientSessionStore, Tls12ClientSessionValue, Tls13ClientSessionValue};
use rustls::NamedGroup;
use rustls_pki_types::ServerName;

/// rustls's own bound (`ClientSessionMemoryCache`): a server sends a few tickets per
/// handshake, and each is offered once.
const MAX_TLS13_TICKETS_PER_HOST: usize = 8;

tokio::task_local! {
    static CONNECTION: Cell<ConnectionTag>;
}

/// What the task driving a connection knows about it.
#[derive(Debug, Clone, Copy, Default)]
struct ConnectionTag {
    /// The target the connection goes to.
    target: Option<usize>,
    /// The target that issued the session offered in its ClientHello.
    offered_from: Option<Origin>,
}

/// Which target issued a session; `Unknown` outside a connection task.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Target(usize),
    Unknown,
}

/// Runs `task` (a connection loop) with the task-local state the store reads.
pub async fn scope<F: Future>(task: F) -> F::Output {
    CONNECTION
        .scope(Cell::new(ConnectionTag::default()), task)
        .await
}

/// Called by a connection task before it opens a connection to `target`.
pub fn begin_connection(target: usize) {
    let _ = CONNECTION.try_with(|tag| {
        tag.set(ConnectionTag {
            target: Some(target),
            offered_from: None,
        })
    });
}

/// After the handshake: who issued the session the ClientHello offered, if it offered one.
pub fn offered_from() -> Option<Origin> {
    CONNECTION.try_with(Cell::get).ok()?.offered_from
}

/// Sessions per host name, tagged with the target that issued them.
pub struct TaggedSessionStore {
    hosts: Mutex<HashMap<ServerName<'static>, HostSessions>>,
    max_hosts: usize,
}

#[derive(Default)]
struct HostSessions {
    kx_hint: Option<NamedGroup>,
    tls12: Option<(Origin, Tls12ClientSessionValue)>,
    /// Oldest first; the newest is offered first.
    tls13: VecDeque<(Origin, Tls13ClientSessionValue)>,
}

impl TaggedSessionStore {
    /// A store for at most `max_hosts` host names; sessions of further names are not kept
    /// (a benchmark sizes it to its host set, so that never happens there).
    pub fn new(max_hosts: usize) -> Self {
        Self {
            hosts: Mutex::new(HashMap::new()),
            max_hosts,
        }
    }

    /// Runs `edit` on the sessions of `name`, adding the name if there is room.
    fn edit(&self, name: ServerName<'static>, edit: impl FnOnce(&mut HostSessions)) {
        // A panic while holding the lock leaves plain data behind, still usable.
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        let room = hosts.len() < self.max_hosts;
        if let Some(sessions) = hosts.get_mut(&name) {
            edit(sessions);
        } else if room {
            edit(hosts.entry(name).or_default());
        }
    }

    fn read<R>(
        &self,
        name: &ServerName<'_>,
        read: impl FnOnce(&mut HostSessions) -> R,
    ) -> Option<R> {
        // The map's keys are 'static; a borrowed name is copied to look one up (a few bytes,
        // twice per connection).
        let name = name.to_owned();
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        hosts.get_mut(&name).map(read)
    }
}

impl fmt::Debug for TaggedSessionStore {
    // Sessions hold secrets: only their count is shown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        f.debug_struct("TaggedSessionStore")
            .field("hosts", &hosts.len())
            .finish_non_exhaustive()
    }
}

impl ClientSessionStore for TaggedSessionStore {
    fn set_kx_hint(&self, server_name: ServerName<'static>, group: NamedGroup) {
        self.edit(server_name, |sessions| sessions.kx_hint = Some(group));
    }

    fn kx_hint(&self, server_name: &ServerName<'_>) -> Option<NamedGroup> {
        self.read(server_name, |sessions| sessions.kx_hint)
            .flatten()
    }

    fn set_tls12_session(&self, server_name: ServerName<'static>, value: Tls12ClientSessionValue) {
        let origin = current_origin();
        self.edit(server_name, |sessions| {
            sessions.tls12 = Some((origin, value))
        });
    }

    fn tls12_session(&self, server_name: &ServerName<'_>) -> Option<Tls12ClientSessionValue> {
        let (origin, value) = self
            .read(server_name, |sessions| sessions.tls12.clone())
            .flatten()?;
        note_offered(origin);
        Some(value)
    }

    fn remove_tls12_session(&self, server_name: &ServerName<'static>) {
        self.read(server_name, |sessions| sessions.tls12 = None);
    }

    fn insert_tls13_ticket(
        &self,
        server_name: ServerName<'static>,
        value: Tls13ClientSessionValue,
    ) {
        let origin = current_origin();
        self.edit(server_name, |sessions| {
            if sessions.tls13.len() == MAX_TLS13_TICKETS_PER_HOST {
                sessions.tls13.pop_front();
            }
            sessions.tls13.push_back((origin, value));
        });
    }

    fn take_tls13_ticket(
        &self,
        server_name: &ServerName<'static>,
    ) -> Option<Tls13ClientSessionValue> {
        let (origin, value) = self
            .read(server_name, |sessions| sessions.tls13.pop_back())
            .flatten()?;
        note_offered(origin);
        Some(value)
    }
}

/// The target of the connection being handshaken on this task.
fn current_origin() -> Origin {
    match CONNECTION.try_with(Cell::get) {
        Ok(ConnectionTag {
            target: Some(target),
            ..
        }) => Origin::Target(target),
        _ => Origin::Unknown,
    }
}

fn note_offered(origin: Origin) {
    let _ = CONNECTION.try_with(|tag| {
        tag.set(ConnectionTag {
            offered_from: Some(origin),
            ..tag.get()
        })
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_connection_tag_is_per_task() {
        assert_eq!(offered_from(), None, "outside a scope");
        scope(async {
            begin_connection(2);
            assert_eq!(current_origin(), Origin::Target(2));
            assert_eq!(offered_from(), None);
            note_offered(Origin::Target(1));
            assert_eq!(offered_from(), Some(Origin::Target(1)));
            let other = tokio::spawn(scope(async { current_origin() }));
            assert_eq!(other.await.unwrap(), Origin::Unknown);
            begin_connection(0);
            assert_eq!(offered_from(), None, "a new connection starts afresh");
        })
        .await;
        assert_eq!(current_origin(), Origin::Unknown);
    }

    #[test]
    fn hosts_beyond_the_bound_are_not_kept() {
        let store = TaggedSessionStore::new(1);
        let name = |n: &str| ServerName::try_from(n.to_string()).unwrap();
        store.set_kx_hint(name("a.test"), NamedGroup::X25519);
        store.set_kx_hint(name("b.test"), NamedGroup::X25519);
        assert_eq!(store.kx_hint(&name("a.test")), Some(NamedGroup::X25519));
        assert_eq!(store.kx_hint(&name("b.test")), None);
        store.set_kx_hint(name("a.test"), NamedGroup::secp256r1);
        assert_eq!(store.kx_hint(&name("a.test")), Some(NamedGroup::secp256r1));
        assert!(format!("{store:?}").contains("hosts: 1"));
    }
}
