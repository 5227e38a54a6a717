//! What can go wrong with one connection or request, and the counts of each kind the report
//! shows: connect refused, timeouts by phase, TLS alerts by name, HTTP status classes, I/O.

use std::collections::BTreeMap;
use std::io;

use serde::Serialize;

use crate::http1::HttpError;

/// Where in the life of a connection a timeout or I/O error happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Connect,
    Handshake,
    Response,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Self::Connect => "connect",
            Self::Handshake => "handshake",
            Self::Response => "response",
        }
    }
}

/// One failed connection attempt or request.
#[derive(Debug)]
pub enum Failure {
    ConnectRefused,
    ConnectIo(io::ErrorKind),
    Timeout(Phase),
    /// The server sent a fatal alert.
    TlsAlert(rustls::AlertDescription),
    /// Any other TLS failure (ours or the peer's), by rustls' description.
    Tls(String),
    /// The response could not be parsed, or the connection closed early.
    Http(HttpError),
    /// A complete response whose status is not 2xx.
    HttpStatus(u16),
    Io(Phase, io::ErrorKind),
}

impl Failure {
    pub fn from_connect(error: io::Error) -> Self {
        match error.kind() {
            io::ErrorKind::ConnectionRefused => Self::ConnectRefused,
            kind => Self::ConnectIo(kind),
        }
    }

    /// Classifies an error from the TLS stream: tokio-rustls wraps rustls errors in `io::Error`.
    pub fn from_io(phase: Phase, error: io::Error) -> Self {
        match error
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
        {
            Some(rustls::Error::AlertReceived(alert)) => Self::TlsAlert(*alert),
            Some(other) => Self::Tls(format!("{other:?}")),
            None => Self::Io(phase, error.kind()),
        }
    }

    /// Connect failures mean the server is down or saturated: the caller backs off a little
    /// instead of spinning on them.
    pub fn is_connect_failure(&self) -> bool {
        matches!(
            self,
            Self::ConnectRefused | Self::ConnectIo(_) | Self::Timeout(Phase::Connect)
        )
    }
}

/// Error counts by kind, as reported.
#[derive(Debug, Default, Clone, Serialize)]
pub struct ErrorCounts {
    pub total: u64,
    pub connect_refused: u64,
    /// Other connect errors, by `io::ErrorKind`.
    pub connect_io: BTreeMap<String, u64>,
    /// By phase: connect, handshake, response.
    pub timeout: BTreeMap<String, u64>,
    /// Fatal alerts received, by rustls' alert name (e.g. `HandshakeFailure`).
    pub tls_alert: BTreeMap<String, u64>,
    /// Other TLS failures, by rustls' error description.
    pub tls_other: BTreeMap<String, u64>,
    /// Complete responses with a non-2xx status, by class (`1xx`, `3xx`, `4xx`, `5xx`).
    pub http_status: BTreeMap<String, u64>,
    /// Unparseable responses and early closes (e.g. `eof_in_body`).
    pub http_protocol: BTreeMap<String, u64>,
    /// I/O errors after connecting, as `phase.ErrorKind`.
    pub io: BTreeMap<String, u64>,
}

impl ErrorCounts {
    pub fn record(&mut self, failure: &Failure) {
        self.total += 1;
        match failure {
            Failure::ConnectRefused => self.connect_refused += 1,
            Failure::ConnectIo(kind) => bump(&mut self.connect_io, &format!("{kind:?}")),
            Failure::Timeout(phase) => bump(&mut self.timeout, phase.name()),
            Failure::TlsAlert(alert) => {
                bump(&mut self.tls_alert, alert.as_str().unwrap_or("unknown"))
            }
            Failure::Tls(description) => bump(&mut self.tls_other, description),
            Failure::Http(error) => bump(&mut self.http_protocol, error.name()),
            Failure::HttpStatus(status) => bump(&mut self.http_status, status_class(*status)),
            Failure::Io(phase, kind) => bump(&mut self.io, &format!("{}.{kind:?}", phase.name())),
        }
    }

    pub fn merge(&mut self, other: &Self) {
        self.total += other.total;
        self.connect_refused += other.connect_refused;
        for (mine, theirs) in [
            (&mut self.connect_io, &other.connect_io),
            (&mut self.timeout, &other.timeout),
            (&mut self.tls_alert, &other.tls_alert),
            (&mut self.tls_other, &other.tls_other),
            (&mut self.http_status, &other.http_status),
            (&mut self.http_protocol, &other.http_protocol),
            (&mut self.io, &other.io),
        ] {
            for (key, count) in theirs {
                *mine.entry(key.clone()).or_default() += count;
            }
        }
    }

    /// `(kind, count)` for every non-zero kind, for the text report.
    pub fn flattened(&self) -> Vec<(String, u64)> {
        let mut all = Vec::new();
        if self.connect_refused > 0 {
            all.push(("connect_refused".to_string(), self.connect_refused));
        }
        for (group, map) in [
            ("connect_io", &self.connect_io),
            ("timeout", &self.timeout),
            ("tls_alert", &self.tls_alert),
            ("tls_other", &self.tls_other),
            ("http_status", &self.http_status),
            ("http_protocol", &self.http_protocol),
            ("io", &self.io),
        ] {
            all.extend(
                map.iter()
                    .map(|(key, count)| (format!("{group} {key}"), *count)),
            );
        }
        all
    }
}

fn status_class(status: u16) -> &'static str {
    match status {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        500..=599 => "5xx",
        _ => "other",
    }
}

/// Counts one more `key`, allocating only the first time a key is seen.
fn bump(map: &mut BTreeMap<String, u64>, key: &str) {
    match map.get_mut(key) {
        Some(count) => *count += 1,
        None => {
            map.insert(key.to_string(), 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustls_errors_inside_io_errors_are_classified() {
        let alert = io::Error::new(
            io::ErrorKind::InvalidData,
            rustls::Error::AlertReceived(rustls::AlertDescription::HandshakeFailure),
        );
        let mut counts = ErrorCounts::default();
        counts.record(&Failure::from_io(Phase::Handshake, alert));
        counts.record(&Failure::from_io(
            Phase::Response,
            io::ErrorKind::UnexpectedEof.into(),
        ));
        counts.record(&Failure::from_connect(
            io::ErrorKind::ConnectionRefused.into(),
        ));
        counts.record(&Failure::HttpStatus(503));
        counts.record(&Failure::HttpStatus(404));
        assert_eq!(counts.total, 5);
        assert_eq!(counts.tls_alert["HandshakeFailure"], 1);
        assert_eq!(counts.io["response.UnexpectedEof"], 1);
        assert_eq!(counts.connect_refused, 1);
        assert_eq!(counts.http_status.len(), 2);

        let mut merged = ErrorCounts::default();
        merged.merge(&counts);
        merged.merge(&counts);
        assert_eq!(merged.total, 10);
        assert_eq!(merged.tls_alert["HandshakeFailure"], 2);
        assert_eq!(merged.flattened().len(), 5);
    }
}
