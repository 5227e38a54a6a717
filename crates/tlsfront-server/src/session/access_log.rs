//! The access log: one line per request (target `tlsfront::access`), whichever path served it.
//! The method and path are the client's: each is written cut and escaped ([`peer_text`]), so a
//! line stays short and on one line whatever the request held.

use std::net::SocketAddr;
use std::time::Duration;

use tlsfront_logs::peer_text;
use tracing::info;

/// The most characters of a request's path a line shows: whole for any sensible URL; a 16 KiB
/// one shows its first kilobyte.
const PATH_MAX: usize = 1024;
/// The most characters of a method: every registered method fits.
const METHOD_MAX: usize = 32;

/// One request, as the access log records it.
#[derive(Debug)]
pub(super) struct AccessRecord<'a> {
    pub peer: SocketAddr,
    pub host: &'a str,
    pub method: &'a str,
    pub path: &'a str,
    pub protocol: &'static str,
    pub status: u16,
    pub bytes: u64,
    pub elapsed: Duration,
    /// For a proxied request: the upstream that answered (or failed), and its own status
    /// (`None` when it gave none: the status is then ours, a 502 or 504).
    pub upstream: Option<(&'a str, Option<u16>)>,
}

impl AccessRecord<'_> {
    /// Writes the line, when the access log is on.
    pub(super) fn log(&self, enabled: bool) {
        if !enabled {
            return;
        }
        if let Some((upstream, upstream_status)) = self.upstream {
            info!(
                target: "tlsfront::access",
                peer = %self.peer,
                host = self.host,
                method = ?peer_text(self.method).with_max(METHOD_MAX),
                path = ?peer_text(self.path).with_max(PATH_MAX),
                protocol = self.protocol,
                status = self.status,
                bytes = self.bytes,
                elapsed_us = self.elapsed.as_micros() as u64,
                upstream,
                upstream_status = %upstream_status.map_or_else(|| "-".to_owned(), |s| s.to_string()),
            );
            return;
        }
        info!(
            target: "tlsfront::access",
            peer = %self.peer,
            host = self.host,
            method = ?peer_text(self.method).with_max(METHOD_MAX),
            path = ?peer_text(self.path).with_max(PATH_MAX),
            protocol = self.protocol,
            status = self.status,
            bytes = self.bytes,
            elapsed_us = self.elapsed.as_micros() as u64,
        );
    }
}
