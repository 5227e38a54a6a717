//! A host's own limits, the `[limits]` table of its site entry: what this host may take of
//! what every tenant shares, where the server's defaults do not fit it. Stored with the entry,
//! so a fleet shares them and a change arrives through the change feed.
//!
//! ```toml
//! [limits]
//! handshakes_per_second = 50
//! requests_per_second = 500
//! connections = 2000
//! requests_in_flight = 100
//! ```
//!
//! A key left out takes the server's default; 0 is refused, since it would read as "no limit"
//! to one reader and "nothing allowed" to another: leave the key out instead.

use serde::Deserialize;

/// A host's own limits; `None` takes the server's default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SiteLimits {
    pub handshakes_per_second: Option<u32>,
    pub requests_per_second: Option<u32>,
    pub connections: Option<u32>,
    pub requests_in_flight: Option<u32>,
}

/// The `[limits]` table as the file has it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LimitsTable {
    handshakes_per_second: Option<u32>,
    requests_per_second: Option<u32>,
    connections: Option<u32>,
    requests_in_flight: Option<u32>,
}

impl SiteLimits {
    /// No limit of the host's own.
    pub const NONE: SiteLimits = SiteLimits {
        handshakes_per_second: None,
        requests_per_second: None,
        connections: None,
        requests_in_flight: None,
    };

    pub fn is_none(&self) -> bool {
        *self == SiteLimits::NONE
    }

    /// The keys and values set, in the file's order.
    fn set(&self) -> impl Iterator<Item = (&'static str, u32)> {
        [
            ("handshakes_per_second", self.handshakes_per_second),
            ("requests_per_second", self.requests_per_second),
            ("connections", self.connections),
            ("requests_in_flight", self.requests_in_flight),
        ]
        .into_iter()
        .filter_map(|(key, value)| value.map(|value| (key, value)))
    }

    /// The `[limits]` table as it is stored; empty when no limit is set.
    pub fn to_toml(&self) -> String {
        if self.is_none() {
            return String::new();
        }
        let mut text = "\n[limits]\n".to_owned();
        for (key, value) in self.set() {
            text.push_str(&format!("{key} = {value}\n"));
        }
        text
    }
}

impl TryFrom<LimitsTable> for SiteLimits {
    /// The key set to 0.
    type Error = &'static str;

    fn try_from(table: LimitsTable) -> Result<Self, Self::Error> {
        let limits = SiteLimits {
            handshakes_per_second: table.handshakes_per_second,
            requests_per_second: table.requests_per_second,
            connections: table.connections,
            requests_in_flight: table.requests_in_flight,
        };
        match limits.set().find(|(_, value)| *value == 0) {
            Some((key, _)) => Err(key),
            None => Ok(limits),
        }
    }
}
