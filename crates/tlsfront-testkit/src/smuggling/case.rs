//! What one case is: the bytes or frames a hostile client sends, and what each of its requests
//! must come to. Case tables ([`super::cases_http1`], [`super::cases_h2`]) are built from these.
//!
//! Text in a case may hold placeholders, filled in when the case runs:
//! `{c}` the case's name, `{port}` the port the client connects to, `{smuggle}` a whole request
//! for the other tenant (`GET /smuggled/{c}`, `Host: b.test`, `X-Case: smuggled:{c}`) that must
//! never reach the upstream, `{smuggle_hex}` its length in hex, `{filler}` 2,000 bytes of `a`
//! (over the small tenant's body limit of 1,000), and `{len}` (HTTP/1.1 writes only) the
//! number of bytes after the write's first blank line.

/// The tenant attacked, unless a case says otherwise.
pub const HOST: &str = "a.test";
/// The other tenant: every victim request, and every smuggled one, is for it.
pub const VICTIM_HOST: &str = "b.test";
/// A tenant whose site entry limits request bodies to [`SMALL_LIMIT`] bytes.
pub const SMALL_HOST: &str = "small.test";
pub const SMALL_LIMIT: usize = 1000;

/// One hostile exchange.
#[derive(Debug, Clone)]
pub struct Case {
    pub name: &'static str,
    /// One line for the docs: what is sent.
    pub about: &'static str,
    /// The TLS session's host (SNI).
    pub host: &'static str,
    pub send: Send,
    /// What each request the client sends as its own must come to, in order (HTTP/1.1: in
    /// the order written; HTTP/2: one per stream, in the order the streams were opened).
    pub answers: Vec<Answer>,
    /// The exact `Host` the upstream must see for this case's requests, when it matters.
    pub upstream_host: Option<&'static str>,
}

/// What the client sends.
#[derive(Debug, Clone)]
pub enum Send {
    Http1(Vec<Step>),
    Http2(Vec<H2Frame>),
}

/// One step of an HTTP/1.1 exchange.
#[derive(Debug, Clone)]
pub enum Step {
    Write(&'static str),
    /// Read responses until this many final ones have come.
    Read(usize),
    /// Read a `100 Continue` before going on.
    AwaitContinue,
    /// Send close_notify and shut the socket for writing.
    CloseWrite,
}

/// One HTTP/2 frame of a case.
#[derive(Debug, Clone)]
pub enum H2Frame {
    Headers {
        stream: u32,
        fields: Vec<(&'static str, &'static str)>,
        end_stream: bool,
    },
    Data {
        stream: u32,
        text: &'static str,
        end_stream: bool,
    },
}

/// What one request must come to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// It reaches the upstream as exactly this (origin-form target, de-chunked body), and the
    /// client gets the upstream's 200 for it.
    Forwarded {
        method: &'static str,
        target: &'static str,
        body: &'static str,
    },
    /// An upgrade the upstream accepts: the client gets its 101.
    Switched,
    /// It reaches the upstream as exactly this, but the upstream's answer is one the proxy
    /// must not pass on (a 101 nobody asked for): the client gets the proxy's 502.
    BadGateway {
        method: &'static str,
        target: &'static str,
    },
    /// The proxy answers with this status itself; the upstream never sees it whole.
    Refused(u16),
    /// An HTTP/2 stream error (RST_STREAM) or GOAWAY, before the upstream sees it whole.
    Reset,
    /// No answer: the request never ended, and the connection closed.
    Unanswered,
}

/// A request the upstream should see as sent.
pub fn forwarded(method: &'static str, target: &'static str, body: &'static str) -> Answer {
    Answer::Forwarded {
        method,
        target,
        body,
    }
}

impl Case {
    /// An HTTP/1.1 case on [`HOST`] that writes `bytes`, then reads the answers.
    pub fn http1(name: &'static str, about: &'static str, bytes: &'static str) -> Case {
        Case::steps(name, about, vec![Step::Write(bytes)])
    }

    /// An HTTP/1.1 case on [`HOST`] made of `steps`.
    pub fn steps(name: &'static str, about: &'static str, steps: Vec<Step>) -> Case {
        Case {
            name,
            about,
            host: HOST,
            send: Send::Http1(steps),
            answers: Vec::new(),
            upstream_host: None,
        }
    }

    /// An HTTP/2 case on [`HOST`] that sends `frames` after the preface and SETTINGS.
    pub fn h2(name: &'static str, about: &'static str, frames: Vec<H2Frame>) -> Case {
        Case {
            send: Send::Http2(frames),
            ..Case::steps(name, about, Vec::new())
        }
    }

    pub fn answers(mut self, answers: impl IntoIterator<Item = Answer>) -> Case {
        self.answers = answers.into_iter().collect();
        self
    }

    /// Runs on another tenant than [`HOST`].
    pub fn on(mut self, host: &'static str) -> Case {
        self.host = host;
        self
    }

    pub fn upstream_host(mut self, host: &'static str) -> Case {
        self.upstream_host = Some(host);
        self
    }

    pub fn protocol(&self) -> &'static str {
        match self.send {
            Send::Http1(_) => "HTTP/1.1",
            Send::Http2(_) => "HTTP/2",
        }
    }

    /// Whether the case expects an upgrade to reach the upstream.
    pub fn upgrades(&self) -> bool {
        self.answers.contains(&Answer::Switched)
    }

    /// Whether part of a request may reach the upstream and be abandoned there.
    pub fn refuses_any(&self) -> bool {
        self.answers
            .iter()
            .any(|a| matches!(a, Answer::Refused(_) | Answer::Reset | Answer::Unanswered))
    }
}

/// A HEADERS frame.
pub fn headers(
    stream: u32,
    fields: Vec<(&'static str, &'static str)>,
    end_stream: bool,
) -> H2Frame {
    H2Frame::Headers {
        stream,
        fields,
        end_stream,
    }
}

/// A DATA frame.
pub fn data(stream: u32, text: &'static str, end_stream: bool) -> H2Frame {
    H2Frame::Data {
        stream,
        text,
        end_stream,
    }
}

/// The fields of an ordinary request on [`HOST`] for `/c/{c}`, tagged with the case.
pub fn request(method: &'static str) -> Vec<(&'static str, &'static str)> {
    vec![
        (":method", method),
        (":scheme", "https"),
        (":authority", HOST),
        (":path", "/c/{c}"),
        ("x-case", "{c}"),
    ]
}

/// `fields` with `extra` added at the end.
pub fn plus(
    mut fields: Vec<(&'static str, &'static str)>,
    extra: &[(&'static str, &'static str)],
) -> Vec<(&'static str, &'static str)> {
    fields.extend_from_slice(extra);
    fields
}

/// `fields` with every field named `name` given `value` instead.
pub fn set(
    fields: Vec<(&'static str, &'static str)>,
    name: &str,
    value: &'static str,
) -> Vec<(&'static str, &'static str)> {
    fields
        .into_iter()
        .map(|(n, v)| if n == name { (n, value) } else { (n, v) })
        .collect()
}

/// `fields` without those named `name`.
pub fn without(
    fields: Vec<(&'static str, &'static str)>,
    name: &str,
) -> Vec<(&'static str, &'static str)> {
    fields.into_iter().filter(|(n, _)| *n != name).collect()
}

/// Fills a text's placeholders for case `name` against a server on `port`.
pub fn fill(text: &str, name: &str, port: u16) -> String {
    let smuggle = format!(
        "GET /smuggled/{name} HTTP/1.1\r\nHost: {VICTIM_HOST}\r\nX-Case: smuggled:{name}\r\n\r\n"
    );
    let filled = text
        .replace("{smuggle_hex}", &format!("{:x}", smuggle.len()))
        .replace("{smuggle}", &smuggle)
        .replace("{filler}", &"a".repeat(2 * SMALL_LIMIT))
        .replace("{port}", &port.to_string())
        .replace("{c}", name);
    match filled.find("\r\n\r\n") {
        Some(blank) if filled.contains("{len}") => {
            let length = filled.len() - blank - 4;
            filled.replace("{len}", &length.to_string())
        }
        _ => filled,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled() {
        let text = fill(
            "POST /c/{c} HTTP/1.1\r\nContent-Length: {len}\r\n\r\nhello",
            "x",
            1,
        );
        assert_eq!(text, "POST /c/x HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello");
        let smuggle = fill("{smuggle}", "x", 1);
        assert_eq!(
            fill("{smuggle_hex}", "x", 1),
            format!("{:x}", smuggle.len())
        );
        assert!(smuggle.starts_with("GET /smuggled/x HTTP/1.1\r\nHost: b.test\r\n"));
    }
}
