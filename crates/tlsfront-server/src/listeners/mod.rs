//! The listening sockets: bound here, inherited from the process this one takes over from (an
//! upgrade, see [`crate::handover`]), or passed by systemd (socket activation). The server
//! takes them already open ([`Listeners`]), so it does not care where they came from.
//!
//! - `bind.rs`: a new socket for an address, and the options every listener carries;
//! - `inherited.rs`: the sockets this process was given, each checked to be a listening TCP
//!   socket;
//! - `assign.rs`: which of them serves which configured address (a pure function);
//! - `activation.rs`: systemd's `LISTEN_FDS` protocol;
//! - `quic.rs`: the `listen_quic` UDP sockets, bound or taken over with their forwarding.

mod activation;
mod assign;
mod bind;
mod inherited;
mod quic;
mod socket_options;

use std::io;
use std::net::SocketAddr;
use std::os::fd::{AsFd, OwnedFd};

use tokio::net::TcpListener;
use tracing::info;

use crate::options::ServeOptions;

pub use activation::{passed_fds, ActivationError, PassedFd, ACTIVATION_VARIABLES};
pub use assign::{assign, Assignment};
pub use inherited::{InheritedSocket, InheritedSockets, SocketOrigin};
pub use quic::{InheritedQuic, QuicPredecessor, QuicSocket};
pub(crate) use socket_options::int_option;

/// What a listening socket is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ListenerRole {
    /// `listen`: HTTPS.
    Https,
    /// `listen_http`: plain HTTP, redirected to HTTPS.
    PlainHttp,
    /// `admin`: `/metrics` and `/healthz`.
    Admin,
}

impl ListenerRole {
    pub fn label(self) -> &'static str {
        match self {
            ListenerRole::Https => "https",
            ListenerRole::PlainHttp => "http",
            ListenerRole::Admin => "admin",
        }
    }
}

/// Why the listening sockets cannot be opened.
#[derive(Debug, thiserror::Error)]
pub enum ListenError {
    #[error("cannot listen on {addr}")]
    Bind {
        addr: SocketAddr,
        #[source]
        source: io::Error,
    },
    #[error(
        "cannot serve HTTP/3 on UDP {addr}, beside the HTTPS listener (HTTP/3 is on by default): \
         free the port, or set listen_quic = [] (--listen-quic off) to serve without HTTP/3"
    )]
    QuicBesideHttps {
        addr: SocketAddr,
        #[source]
        source: io::Error,
    },
    #[error("cannot accept on {addr}, inherited from {origin}")]
    Inherited {
        addr: SocketAddr,
        origin: SocketOrigin,
        #[source]
        source: io::Error,
    },
    #[error("{origin} is not a listening TCP socket: {reason}")]
    NotAListener { origin: String, reason: String },
    #[error("socket activation")]
    Activation(#[from] ActivationError),
    #[error(
        "{origin} listens on {addr}, which is not a configured address (listen, listen_http or \
         admin): configure it, or remove it from the .socket unit"
    )]
    UnmatchedActivated {
        addr: SocketAddr,
        origin: SocketOrigin,
    },
}

/// The open listening sockets the server accepts on.
#[derive(Debug)]
pub struct Listeners {
    pub https: Vec<TcpListener>,
    /// `listen_http`: plain HTTP, redirected to HTTPS.
    pub plain_http: Vec<TcpListener>,
    pub admin: Option<TcpListener>,
    /// `listen_quic`: UDP sockets for HTTP/3 (docs/src/http3.md), bound or taken over.
    pub quic: Vec<QuicSocket>,
}

impl Listeners {
    /// Binds every address `options` name. Needs a Tokio runtime.
    pub fn bind(options: &ServeOptions) -> Result<Self, ListenError> {
        Self::open(options, InheritedSockets::default())
    }

    /// Opens every address `options` name: an inherited socket bound to it where there is one
    /// (see [`assign`]), a new socket elsewhere. An inherited socket no address takes is
    /// closed when the previous process gave it (the new configuration dropped the address),
    /// and refused when systemd did (the `.socket` unit and the configuration disagree).
    /// Needs a Tokio runtime.
    pub fn open(options: &ServeOptions, inherited: InheritedSockets) -> Result<Self, ListenError> {
        Self::open_with_quic(options, inherited, InheritedQuic::default())
    }

    /// [`Listeners::open`], with the QUIC sockets the previous process handed over.
    pub fn open_with_quic(
        options: &ServeOptions,
        inherited: InheritedSockets,
        inherited_quic: InheritedQuic,
    ) -> Result<Self, ListenError> {
        let configured = configured(options);
        let offered: Vec<(Option<ListenerRole>, SocketAddr)> = inherited
            .0
            .iter()
            .map(|socket| (socket.role(), socket.addr))
            .collect();
        let Assignment { taken, unused } = assign(&configured, &offered);
        let mut sockets: Vec<Option<InheritedSocket>> = inherited.0.into_iter().map(Some).collect();
        for &index in &unused {
            if let Some(socket) = &sockets[index] {
                if let SocketOrigin::Systemd { .. } = socket.origin {
                    return Err(ListenError::UnmatchedActivated {
                        addr: socket.addr,
                        origin: socket.origin.clone(),
                    });
                }
            }
        }
        let mut listeners = Listeners {
            https: Vec::new(),
            plain_http: Vec::new(),
            admin: None,
            quic: Vec::new(),
        };
        let (mut reused, mut bound) = (0, 0);
        for ((role, addr), index) in configured.into_iter().zip(taken) {
            let listener = match index.and_then(|index| sockets[index].take()) {
                Some(socket) => {
                    reused += 1;
                    use_inherited(socket)?
                }
                None => {
                    bound += 1;
                    bind::bind(addr).map_err(|source| ListenError::Bind { addr, source })?
                }
            };
            match role {
                ListenerRole::Https => listeners.https.push(listener),
                ListenerRole::PlainHttp => listeners.plain_http.push(listener),
                ListenerRole::Admin => listeners.admin = Some(listener),
            }
        }
        let quic_addrs = quic::addresses(&options.listen_quic, &options.listen, &listeners.https);
        listeners.quic = quic::open(&quic_addrs, inherited_quic)?;
        for socket in unused.into_iter().filter_map(|index| sockets[index].take()) {
            info!(addr = %socket.addr, from = %socket.origin, "closing an inherited socket no configured address names");
        }
        if reused > 0 {
            info!(
                inherited = reused,
                bound, "listening sockets: inherited where given"
            );
        }
        Ok(listeners)
    }

    /// A duplicate of each TCP socket with its role, to hand to a successor process (the
    /// QUIC sockets go with their routing, `quic::forward`). The duplicates keep the sockets open only as long as
    /// they live.
    pub fn duplicates(&self) -> io::Result<Vec<(ListenerRole, OwnedFd)>> {
        let roles = self
            .https
            .iter()
            .map(|l| (ListenerRole::Https, l))
            .chain(self.plain_http.iter().map(|l| (ListenerRole::PlainHttp, l)))
            .chain(self.admin.iter().map(|l| (ListenerRole::Admin, l)));
        roles
            .map(|(role, listener)| Ok((role, listener.as_fd().try_clone_to_owned()?)))
            .collect()
    }
}

/// Every configured address with its role, in order: `listen`, `listen_http`, `admin`.
fn configured(options: &ServeOptions) -> Vec<(ListenerRole, SocketAddr)> {
    let https = options.listen.iter().map(|a| (ListenerRole::Https, *a));
    let plain = options
        .listen_http
        .iter()
        .map(|a| (ListenerRole::PlainHttp, *a));
    let admin = options.admin.iter().map(|a| (ListenerRole::Admin, *a));
    https.chain(plain).chain(admin).collect()
}

fn use_inherited(socket: InheritedSocket) -> Result<TcpListener, ListenError> {
    let InheritedSocket {
        listener,
        addr,
        origin,
    } = socket;
    let prepared = bind::tune(listener.as_fd())
        .and_then(|()| listener.set_nonblocking(true))
        .and_then(|()| TcpListener::from_std(listener));
    prepared.map_err(|source| ListenError::Inherited {
        addr,
        origin,
        source,
    })
}
