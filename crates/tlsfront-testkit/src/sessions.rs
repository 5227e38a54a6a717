//! Client session stores for resumption tests: rustls's own cache keys sessions by server
//! name; [`AnyNameSessions`] hands the sessions it was given to any server, as a client that
//! shows one host's ticket to another would.

use std::collections::VecDeque;
use std::sync::Mutex;

use rustls::client::{ClientSessionStore, Tls12ClientSessionValue, Tls13ClientSessionValue};
use rustls::pki_types::ServerName;
use rustls::NamedGroup;

/// Keeps the TLS 1.3 tickets and the last TLS 1.2 session it is given, whichever server they
/// came from, and offers them to every server.
#[derive(Debug, Default)]
pub struct AnyNameSessions {
    tls12: Mutex<Option<Tls12ClientSessionValue>>,
    tls13: Mutex<VecDeque<Tls13ClientSessionValue>>,
}

impl AnyNameSessions {
    /// How many TLS 1.3 tickets it holds.
    pub fn tls13_tickets(&self) -> usize {
        self.tls13.lock().expect("sessions lock").len()
    }

    /// Whether it holds a TLS 1.2 session.
    pub fn has_tls12_session(&self) -> bool {
        self.tls12.lock().expect("sessions lock").is_some()
    }
}

impl ClientSessionStore for AnyNameSessions {
    fn set_kx_hint(&self, _: ServerName<'static>, _: NamedGroup) {}

    fn kx_hint(&self, _: &ServerName<'_>) -> Option<NamedGroup> {
        None
    }

    fn set_tls12_session(&self, _: ServerName<'static>, value: Tls12ClientSessionValue) {
        *self.tls12.lock().expect("sessions lock") = Some(value);
    }

    fn tls12_session(&self, _: &ServerName<'_>) -> Option<Tls12ClientSessionValue> {
        self.tls12.lock().expect("sessions lock").clone()
    }

    fn remove_tls12_session(&self, _: &ServerName<'static>) {
        *self.tls12.lock().expect("sessions lock") = None;
    }

    fn insert_tls13_ticket(&self, _: ServerName<'static>, value: Tls13ClientSessionValue) {
        self.tls13.lock().expect("sessions lock").push_back(value);
    }

    fn take_tls13_ticket(&self, _: &ServerName<'static>) -> Option<Tls13ClientSessionValue> {
        self.tls13.lock().expect("sessions lock").pop_front()
    }
}
