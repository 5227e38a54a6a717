//! One QUIC connection's host, chosen inside its handshake by a rustls config of its own.
//!
//! quinn runs the handshake itself, so nothing can wait between the ClientHello and the
//! certificate. Each connection is accepted with its own config
//! ([`ConnectionHost::server_config`]: a clone of QUIC's template, an allocation and a few
//! reference counts) whose certificate resolver and ticketer are this connection's
//! [`ConnectionHost`]. When rustls asks for the certificate, the host is chosen from the cache
//! ([`choose_cached`]), then, still before any key exchange or signature, as TCP's handshake
//! is admitted (`connection::admit_to_the_crypto`):
//!
//! 1. the host's limits (its handshake rate and connections), counted with TCP's;
//! 2. a turn of the fair gate for the host ([`crate::fairness::FairGate::try_turn`]). A QUIC
//!    handshake cannot wait in the host's queue: when no turn is free at once and other work
//!    waits for one, it is refused (`access_denied`) and the client uses TCP, whose
//!    handshakes do wait their host's turn; when nothing waits (a burst), it goes on without
//!    one. A turn is given back when the handshake's signature is made, so it covers the key
//!    exchange and the signature, the handshake's CPU.
//!
//! A refused handshake costs no key exchange and no signature. Tickets are the host's own
//! (`HostTls::ticketer`): the same ticket resumes a session over TCP or QUIC, on any instance
//! that shares the ticket keys.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use rustls::server::{ClientHello, ProducesTickets, ResolvesServerCert};
use rustls::sign::{CertifiedKey, Signer, SigningKey};
use rustls::{SignatureAlgorithm, SignatureScheme};
use tlsfront_store::HostName;
use tracing::debug;

use super::tls::{choose_cached, sni_host, BackgroundLookups, CachedChoice};
use crate::context::ServerContext;
use crate::fairness::{FlowKey, Turn};
use crate::limits::{ConnectionGuards, HostAdmission};
use crate::metrics::QuicOutcome;
use crate::tls::HostTls;

/// What a connection's handshake decided about its host.
#[derive(Debug, Default)]
enum Decision {
    /// rustls has not asked yet.
    #[default]
    Undecided,
    /// Refused, and why (how the connection is counted).
    Refused(QuicOutcome),
    /// Boxed: the decision lives as long as the handshake, undecided for most of it.
    Admitted(Box<Admitted>),
}

/// The host a connection was made for, admitted by its limits.
#[derive(Debug)]
pub(crate) struct Admitted {
    pub host: HostName,
    pub host_tls: Arc<HostTls>,
    pub by_default: bool,
    pub admission: HostAdmission,
    /// The host's connection while the connection lives (the client's is added once the
    /// handshake has proven its address).
    pub guards: ConnectionGuards,
    /// Held from the choice to the signature.
    turn: Option<Turn>,
}

/// One QUIC connection's certificate resolver and ticketer (module docs).
pub(crate) struct ConnectionHost {
    lookups: Arc<BackgroundLookups>,
    /// The generation the connection was accepted under.
    ctx: Arc<ServerContext>,
    state: Arc<HandshakeState>,
}

/// What the handshake decided, shared with the signing key that gives the turn back.
#[derive(Debug, Default)]
struct HandshakeState {
    decision: Mutex<Decision>,
    /// A ticket of the host's opened during the handshake: the session was resumed (unless
    /// rustls then declined it for another suite: rare, and counted as resumed).
    resumed: AtomicBool,
}

impl HandshakeState {
    fn lock(&self) -> MutexGuard<'_, Decision> {
        // Nothing panics while holding it; a poisoned lock still holds a whole decision.
        self.decision
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Gives the fair gate's turn back: the handshake's CPU is spent.
    fn release_turn(&self) {
        if let Decision::Admitted(admitted) = &mut *self.lock() {
            admitted.turn = None;
        }
    }
}

impl ConnectionHost {
    pub(crate) fn new(lookups: Arc<BackgroundLookups>, ctx: Arc<ServerContext>) -> Arc<Self> {
        Arc::new(ConnectionHost {
            lookups,
            ctx,
            state: Arc::default(),
        })
    }

    /// The connection's config: QUIC's `template` with this connection as its resolver and
    /// ticketer.
    pub(crate) fn server_config(
        self: &Arc<Self>,
        template: &rustls::ServerConfig,
    ) -> rustls::ServerConfig {
        let mut config = template.clone();
        config.cert_resolver = self.clone();
        config.ticketer = self.clone();
        config
    }

    /// The admitted host once the handshake is done, and whether it resumed a session; `Err`
    /// with how a refused connection is counted.
    pub(crate) fn take(&self) -> Result<(Admitted, bool), QuicOutcome> {
        match std::mem::take(&mut *self.state.lock()) {
            Decision::Admitted(mut admitted) => {
                admitted.turn = None;
                Ok((*admitted, self.state.resumed.load(Ordering::Relaxed)))
            }
            Decision::Refused(outcome) => Err(outcome),
            Decision::Undecided => Err(QuicOutcome::Failed),
        }
    }

    /// Gives the fair gate's turn back, if the handshake ended before its signature.
    pub(crate) fn release_turn(&self) {
        self.state.release_turn();
    }

    /// Chooses and admits the host (module docs), or says how the handshake is refused.
    fn decide(&self, sni: Option<HostName>) -> Decision {
        let ctx = &self.ctx;
        let default = ctx.options.default_host.as_ref();
        // A host in use is renewed before its TTL passes: found expired, it would be a miss.
        let due = std::cell::RefCell::new(Vec::new());
        let peek = |name: &HostName| {
            let (resolution, renew) = ctx.hosts.peek_renewing(name)?;
            if renew {
                due.borrow_mut().push(name.clone());
            }
            Some(resolution)
        };
        let chosen = choose_cached(sni.as_ref(), default, peek);
        for name in due.into_inner() {
            self.lookups.renew_later(name, ctx.clone());
        }
        let (host, host_tls, by_default) = match chosen {
            CachedChoice::Serve {
                host,
                host_tls,
                by_default,
            } => (host, host_tls, by_default),
            CachedChoice::Miss(name) => {
                debug!(sni = %name, "QUIC handshake refused: host not cached yet; looking it up");
                self.lookups.look_up_later(name, ctx.clone());
                return Decision::Refused(QuicOutcome::Failed);
            }
            CachedChoice::Refuse => {
                debug!(sni = ?sni, "QUIC handshake refused: no host to serve this name");
                return Decision::Refused(QuicOutcome::Failed);
            }
        };
        if !host_tls.http3 {
            debug!(
                %host,
                "QUIC handshake refused: the host's site entry says http3 = false, or asks for client certificates"
            );
            return Decision::Refused(QuicOutcome::Failed);
        }
        let flow: FlowKey = Arc::from(host.as_str());
        let limits = &ctx.options.limits;
        let mut guards = ConnectionGuards::new();
        let admission = match ctx.tenancy.admit_host(
            &flow,
            host_tls.limits.or(limits.hosts),
            limits.in_flight_wait,
            &mut guards,
        ) {
            Ok(admission) => admission,
            Err(limit) => {
                debug!(%host, limit = limit.label(), "QUIC handshake refused by a host limit");
                return Decision::Refused(QuicOutcome::Limited);
            }
        };
        let turn = match ctx.fair.try_turn(&flow) {
            Some(turn) => Some(turn),
            // No turn free at once, but no work waits for one: a burst, whose CPU is nobody
            // else's; it goes on without a turn rather than be refused.
            None if ctx.fair.load().1 == 0 => None,
            None => {
                debug!(%host, "QUIC handshake refused: work waits for the CPU; the client has TCP");
                return Decision::Refused(QuicOutcome::Shed);
            }
        };
        Decision::Admitted(Box::new(Admitted {
            host,
            host_tls,
            by_default,
            admission,
            guards,
            turn,
        }))
    }

    /// The host's ticketer, once the host is chosen.
    fn host_ticketer(&self) -> Option<Arc<dyn ProducesTickets>> {
        match &*self.state.lock() {
            Decision::Admitted(admitted) => Some(admitted.host_tls.ticketer()),
            _ => None,
        }
    }
}

impl ResolvesServerCert for ConnectionHost {
    fn resolve(&self, client_hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        let mut decision = self.state.lock();
        if matches!(*decision, Decision::Undecided) {
            // Asked again only after a HelloRetryRequest: the host stays the one chosen.
            *decision = self.decide(sni_host(client_hello.server_name()));
        }
        let Decision::Admitted(admitted) = &*decision else {
            return None;
        };
        let key = admitted.host_tls.certified_key(client_hello)?;
        drop(decision);
        Some(Arc::new(CertifiedKey {
            cert: key.cert.clone(),
            key: Arc::new(TurnReleasingKey {
                key: key.key.clone(),
                state: Arc::downgrade(&self.state),
            }),
            ocsp: key.ocsp.clone(),
        }))
    }
}

impl ProducesTickets for ConnectionHost {
    fn enabled(&self) -> bool {
        true
    }

    fn lifetime(&self) -> u32 {
        self.host_ticketer()
            .map_or(0, |ticketer| ticketer.lifetime())
    }

    fn encrypt(&self, plain: &[u8]) -> Option<Vec<u8>> {
        self.host_ticketer()?.encrypt(plain)
    }

    fn decrypt(&self, ticket: &[u8]) -> Option<Vec<u8>> {
        let plain = self.host_ticketer()?.decrypt(ticket)?;
        self.state.resumed.store(true, Ordering::Relaxed);
        Some(plain)
    }
}

/// rustls asks its resolvers and ticketers for `Debug`.
impl std::fmt::Debug for ConnectionHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConnectionHost")
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

/// A host's signing key for one handshake: gives the connection's turn back once it signed.
#[derive(Debug)]
struct TurnReleasingKey {
    key: Arc<dyn SigningKey>,
    state: Weak<HandshakeState>,
}

impl SigningKey for TurnReleasingKey {
    fn choose_scheme(&self, offered: &[SignatureScheme]) -> Option<Box<dyn Signer>> {
        let signer = self.key.choose_scheme(offered)?;
        Some(Box::new(TurnReleasingSigner {
            signer,
            state: self.state.clone(),
        }))
    }

    fn public_key(&self) -> Option<rustls::pki_types::SubjectPublicKeyInfoDer<'_>> {
        self.key.public_key()
    }

    fn algorithm(&self) -> SignatureAlgorithm {
        self.key.algorithm()
    }
}

#[derive(Debug)]
struct TurnReleasingSigner {
    signer: Box<dyn Signer>,
    state: Weak<HandshakeState>,
}

impl Signer for TurnReleasingSigner {
    fn sign(&self, message: &[u8]) -> Result<Vec<u8>, rustls::Error> {
        let signed = self.signer.sign(message);
        if let Some(state) = self.state.upgrade() {
            state.release_turn();
        }
        signed
    }

    fn scheme(&self) -> SignatureScheme {
        self.signer.scheme()
    }
}
