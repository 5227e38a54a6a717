//! `tlsfront_config_reloads_total`: configuration reloads, by how they ended.

use tlsfront_metrics::{Counters, Exposition, Label};

tlsfront_metrics::label! {
    /// How a reload ended.
    pub enum ReloadOutcome: "result" {
        /// Every change asked for is in force (or nothing had changed).
        Applied => "applied",
        /// The live changes are in force; some settings need a restart and kept their value.
        PartlyRefused => "partly_refused",
        /// The new configuration did not load (a file that cannot be read, bad TOML, a bad
        /// value): nothing changed.
        Invalid => "invalid",
    }
}

/// The reload counters.
#[derive(Debug, Default)]
pub(crate) struct ReloadMetrics {
    reloads: Counters<ReloadOutcome>,
}

impl ReloadMetrics {
    pub(crate) fn count(&self, outcome: ReloadOutcome) {
        self.reloads.inc(outcome);
    }

    /// Each result's label and count, for the status page.
    pub(crate) fn counts(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        <ReloadOutcome as Label>::ALL
            .iter()
            .map(|outcome| (outcome.label(), self.reloads.get(*outcome)))
    }

    pub(crate) fn render(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_config_reloads_total",
            "Configuration reloads (SIGHUP), by result.",
            &self.reloads,
        );
    }
}
