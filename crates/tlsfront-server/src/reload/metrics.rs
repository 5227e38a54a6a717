//! `tlsfront_config_reloads_total`: configuration reloads, by how they ended.

use tlsfront_metrics::{Counter, Exposition};

/// How a reload ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReloadOutcome {
    /// Every change asked for is in force (or nothing had changed).
    Applied,
    /// The live changes are in force; some settings need a restart and kept their value.
    PartlyRefused,
    /// The new configuration did not load (a file that cannot be read, bad TOML, a bad value):
    /// nothing changed.
    Invalid,
}

impl ReloadOutcome {
    const ALL: [ReloadOutcome; 3] = [
        ReloadOutcome::Applied,
        ReloadOutcome::PartlyRefused,
        ReloadOutcome::Invalid,
    ];

    pub fn label(self) -> &'static str {
        match self {
            ReloadOutcome::Applied => "applied",
            ReloadOutcome::PartlyRefused => "partly_refused",
            ReloadOutcome::Invalid => "invalid",
        }
    }
}

/// The reload counters.
#[derive(Debug, Default)]
pub(crate) struct ReloadMetrics {
    reloads: [Counter; ReloadOutcome::ALL.len()],
}

impl ReloadMetrics {
    pub(crate) fn count(&self, outcome: ReloadOutcome) {
        self.reloads[outcome as usize].inc();
    }

    /// Each result's label and count, for the status page.
    pub(crate) fn counts(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        ReloadOutcome::ALL
            .iter()
            .zip(&self.reloads)
            .map(|(outcome, counter)| (outcome.label(), counter.get()))
    }

    pub(crate) fn render(&self, out: &mut Exposition) {
        let labels: Vec<[(&str, &str); 1]> = ReloadOutcome::ALL
            .iter()
            .map(|outcome| [("result", outcome.label())])
            .collect();
        let samples: Vec<(&[(&str, &str)], u64)> = labels
            .iter()
            .zip(&self.reloads)
            .map(|(label, counter)| (&label[..], counter.get()))
            .collect();
        out.counter(
            "tlsfront_config_reloads_total",
            "Configuration reloads (SIGHUP), by result.",
            &samples,
        );
    }
}
