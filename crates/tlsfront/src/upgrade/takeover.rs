//! The new process's side of an upgrade: take the sockets and keys the old process offers,
//! and tell it (and systemd) once this process serves. Without an old process, the sockets
//! systemd passed (socket activation), if any.

use std::os::fd::{BorrowedFd, FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::{anyhow, bail, Context};
use tlsfront_server::handover::HandoverChannel;
use tlsfront_server::listeners::{InheritedQuic, InheritedSockets};
use tlsfront_server::tls::tickets::KeyRing;
use tracing::{info, warn};

use super::HANDOVER_FD_VARIABLE;

/// How long the old process has to send its offer: it sends it as soon as this process
/// exists, so only a stalled machine takes more than a moment.
const OFFER_WITHIN: Duration = Duration::from_secs(10);

/// How long each message of cached host names may take after the offer: the old process
/// sends them at once, so this is only waited for in full when it is a release that sends
/// none.
const HOSTS_WITHIN: Duration = Duration::from_millis(500);

/// What this process starts with: inherited sockets, the ticket keys to start on, and the old
/// process to tell when serving.
#[derive(Debug, Default)]
pub struct Takeover {
    sockets: InheritedSockets,
    quic: InheritedQuic,
    ticket_ring: Option<KeyRing>,
    /// The host names the old process had cached, to load before serving.
    warm_hosts: Vec<String>,
    predecessor: Option<HandoverChannel>,
}

impl Takeover {
    /// The old process's sockets and keys when this process was started by an upgrade;
    /// systemd's sockets when it passed some; nothing otherwise.
    pub async fn from_env() -> anyhow::Result<Self> {
        let Some(text) = std::env::var_os(HANDOVER_FD_VARIABLE) else {
            let sockets = InheritedSockets::from_systemd()?;
            if !sockets.is_empty() {
                for (addr, origin) in sockets.describe() {
                    info!(%addr, from = %origin, "socket activation: listening on a socket systemd passed");
                }
            }
            return Ok(Takeover {
                sockets,
                ..Takeover::default()
            });
        };
        let text = text.to_string_lossy().into_owned();
        let channel = take_channel(&text).with_context(|| {
            format!("{HANDOVER_FD_VARIABLE}={text}: not a hand-over socket from tlsfront; unset it")
        })?;
        let (channel, offer, warm_hosts) = tokio::task::spawn_blocking(move || {
            let offer = channel.receive_offer(OFFER_WITHIN);
            let hosts = match offer {
                Ok(_) => channel.receive_hosts(HOSTS_WITHIN),
                Err(_) => Vec::new(),
            };
            (channel, offer, hosts)
        })
        .await
        .context("the hand-over thread ended abnormally")?;
        let offer = offer.context("cannot take over from the previous process")?;
        info!(
            from_pid = std::os::unix::process::parent_id(),
            sockets = offer.sockets.len(),
            quic_sockets = offer.quic.len(),
            quic_epochs = ?offer.quic_epochs,
            cached_hosts = warm_hosts.len(),
            ticket_keys = if offer.ticket_ring.is_some() {
                "inherited"
            } else {
                "not inherited"
            },
            "upgrade: took over the listening sockets from the previous process"
        );
        Ok(Takeover {
            sockets: InheritedSockets::from_predecessor(offer.sockets)?,
            quic: InheritedQuic::from_predecessor(offer.quic, offer.quic_epochs)?,
            ticket_ring: offer.ticket_ring,
            warm_hosts,
            predecessor: Some(channel),
        })
    }

    /// The host names the old process had cached, to load before this process serves.
    pub fn take_warm_hosts(&mut self) -> Vec<String> {
        std::mem::take(&mut self.warm_hosts)
    }

    /// The inherited listening sockets, to open the listeners with.
    pub fn take_sockets(&mut self) -> InheritedSockets {
        std::mem::take(&mut self.sockets)
    }

    /// The QUIC sockets the old process handed over, with their forwarding.
    pub fn take_quic(&mut self) -> InheritedQuic {
        std::mem::take(&mut self.quic)
    }

    /// The ticket keys the old process had, to start on.
    pub fn take_ticket_ring(&mut self) -> Option<KeyRing> {
        self.ticket_ring.take()
    }

    /// This process serves: tells systemd (for an upgrade, that this process is now the
    /// service's main one, before the old one exits) and then the old process, which stops
    /// accepting.
    pub fn announce_serving(self) {
        let Some(channel) = self.predecessor else {
            crate::systemd::notify::ready();
            return;
        };
        crate::systemd::notify::main_pid(std::process::id());
        crate::systemd::notify::ready();
        if let Err(err) = channel.send_serving() {
            // It is gone, or going: this process serves either way.
            warn!(error = %err, "cannot tell the previous process that this one serves");
        }
    }
}

/// The hand-over socket the variable names, made close-on-exec (it is this process's alone).
fn take_channel(text: &str) -> anyhow::Result<HandoverChannel> {
    static TAKEN: AtomicBool = AtomicBool::new(false);
    if TAKEN.swap(true, Ordering::SeqCst) {
        bail!("already taken");
    }
    let fd: RawFd = text
        .trim()
        .parse()
        .map_err(|_| anyhow!("not a descriptor number"))?;
    if fd < 3 {
        bail!("not a descriptor a hand-over uses");
    }
    // SAFETY: F_GETFD reads a descriptor's flags; one that is not open fails with EBADF.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFD) };
    if flags < 0 {
        bail!("not an open descriptor");
    }
    // SAFETY: the descriptor is open (checked above) and only borrowed for the check.
    let borrowed = unsafe { BorrowedFd::borrow_raw(fd) };
    if !tlsfront_server::handover::is_channel(borrowed) {
        bail!("not a Unix SOCK_SEQPACKET socket");
    }
    // SAFETY: as for F_GETFD; F_SETFD sets the flags read above plus close-on-exec.
    if unsafe { libc::fcntl(fd, libc::F_SETFD, flags | libc::FD_CLOEXEC) } < 0 {
        bail!("cannot make it close-on-exec");
    }
    // SAFETY: the old process opened this socket for this process and named it in the
    // variable, which this function alone reads, once (TAKEN); the check above makes sure
    // it is such a socket and not a descriptor this process opened for something else.
    let owned = unsafe { OwnedFd::from_raw_fd(fd) };
    Ok(HandoverChannel::from_fd(owned)?)
}
