//! The floor: what a server's system calls alone cost, with no TLS and no HTTP.
//!
//! `tlsfront-bench floor-server` and `floor-client` repeat, in plain TCP, the byte counts a
//! real server and its client exchange (the TLS records of a request and its response, the
//! flights of a handshake, a proxy's upstream leg), each side following a [`Script`] of reads
//! and writes. The server does the least any server must: one epoll-driven thread, one `read`
//! per flight it receives and one `write` per flight it sends, nothing computed. Its CPU per
//! request is the floor that the benchmarks subtract from each real server's, so a table can
//! say how much of a server's CPU is its own work (bench/README.md).
//!
//! It must never do more than the script says: no parsing, no allocation per request, no
//! timers, so that every microsecond it costs is the kernel's.

pub mod client;
pub mod server;

use std::fmt;
use std::str::FromStr;

/// One side's part of a conversation, repeated on every connection: the steps of one cycle
/// (one request and its response, or one whole handshake).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Script {
    pub steps: Vec<Step>,
}

/// One flight: `bytes` read from or written to the peer (the other end of the connection) or,
/// for a proxy's floor, to its upstream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    pub direction: Direction,
    pub leg: Leg,
    pub bytes: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Read,
    Write,
}

/// Which connection a step uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leg {
    /// The connection the floor accepted (or, for the client, made).
    Peer,
    /// The floor server's own connection to `--upstream`, one per accepted connection.
    Upstream,
}

impl Script {
    /// Whether any step goes to the upstream (the floor server then needs `--upstream`).
    pub fn uses_upstream(&self) -> bool {
        self.steps.iter().any(|step| step.leg == Leg::Upstream)
    }
}

/// A script as written on the command line: steps separated by commas, each `rN` (read N
/// bytes from the peer), `wN` (write N bytes to it), `urN` or `uwN` (the same on the upstream
/// connection). Example, a proxied request: `r70,uw250,ur800,w700`.
impl FromStr for Script {
    type Err = ScriptError;

    fn from_str(text: &str) -> Result<Self, ScriptError> {
        let steps = text
            .split(',')
            .map(str::trim)
            .map(parse_step)
            .collect::<Result<Vec<_>, _>>()?;
        if steps.is_empty() {
            return Err(ScriptError::Empty);
        }
        Ok(Script { steps })
    }
}

impl fmt::Display for Script {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, step) in self.steps.iter().enumerate() {
            let leg = if step.leg == Leg::Upstream { "u" } else { "" };
            let direction = if step.direction == Direction::Read {
                "r"
            } else {
                "w"
            };
            let comma = if i == 0 { "" } else { "," };
            write!(f, "{comma}{leg}{direction}{}", step.bytes)?;
        }
        Ok(())
    }
}

/// What is wrong with a script's text.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ScriptError {
    #[error("a script needs at least one step")]
    Empty,
    #[error("step {0:?} is not rN, wN, urN or uwN with N a byte count above 0")]
    BadStep(String),
}

fn parse_step(text: &str) -> Result<Step, ScriptError> {
    let bad = || ScriptError::BadStep(text.to_owned());
    let (leg, rest) = match text.strip_prefix('u') {
        Some(rest) => (Leg::Upstream, rest),
        None => (Leg::Peer, text),
    };
    let (direction, number) = match rest.split_at_checked(1) {
        Some(("r", number)) => (Direction::Read, number),
        Some(("w", number)) => (Direction::Write, number),
        _ => return Err(bad()),
    };
    let bytes: usize = number.parse().map_err(|_| bad())?;
    if bytes == 0 {
        return Err(bad());
    }
    Ok(Step {
        direction,
        leg,
        bytes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proxied_request_parses_and_prints_back() {
        let script: Script = "r70, uw250,ur800,w700".parse().unwrap();
        assert_eq!(script.steps.len(), 4);
        assert_eq!(
            script.steps[1],
            Step {
                direction: Direction::Write,
                leg: Leg::Upstream,
                bytes: 250
            }
        );
        assert!(script.uses_upstream());
        assert_eq!(script.to_string(), "r70,uw250,ur800,w700");
    }

    #[test]
    fn bad_steps_are_refused_with_their_text() {
        for text in ["", "r", "x5", "r0", "r-1", "ux5", "w5,", "rr5", "r5k"] {
            assert!(text.parse::<Script>().is_err(), "{text:?} was accepted");
        }
        assert_eq!(
            "r1,q2".parse::<Script>(),
            Err(ScriptError::BadStep("q2".into()))
        );
    }

    #[test]
    fn a_plain_request_does_not_use_the_upstream() {
        assert!(!"w80,r700".parse::<Script>().unwrap().uses_upstream());
    }
}
