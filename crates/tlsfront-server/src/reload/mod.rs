//! Configuration reload: new options for the connections to come, while open connections
//! finish under the options they started with.
//!
//! The options and what is made from them (the sites directory, this generation's kTLS) live
//! in a [`ServerContext`] generation. The accept loop takes the current generation once per
//! connection, and the connection keeps that `Arc` to its end; [`Reloader::apply`] makes the
//! next generation and swaps it in. What all generations share (the host cache, the handshake
//! slots, the metrics) is changed in place: the cache is resized, the slots are added or taken
//! back. [`policy`] decides which settings change.

pub mod live_plan;

use std::sync::Arc;

use arc_swap::ArcSwap;

use crate::context::ServerContext;
use crate::options::ServeOptions;

pub use self::live_plan::{Change, Refusal};
pub use crate::metrics::ReloadOutcome;

/// Applies new options to a running server. Cheap to clone; every clone acts on one server.
#[derive(Clone)]
pub struct Reloader {
    generations: Arc<ArcSwap<ServerContext>>,
    /// One reload at a time, so that each compares against the options the last one left.
    applying: Arc<tokio::sync::Mutex<()>>,
}

/// What a reload did.
#[derive(Debug, Clone, Default)]
pub struct Applied {
    /// The settings now in force for new connections, with their old and new values.
    pub changes: Vec<Change>,
    /// The settings asked for that kept their value, and why.
    pub refusals: Vec<Refusal>,
}

impl Reloader {
    pub(crate) fn new(generations: Arc<ArcSwap<ServerContext>>) -> Self {
        Reloader {
            generations,
            applying: Arc::new(tokio::sync::Mutex::new(())),
        }
    }

    /// The options in force for new connections.
    pub fn options(&self) -> ServeOptions {
        self.generations.load().options.clone()
    }

    /// Puts the live settings of `wanted` in force for new connections, and says what changed
    /// and what was refused. The settings that are not live keep their value without a word:
    /// the caller, who knows where they came from, reports them.
    pub async fn apply(&self, wanted: &ServeOptions) -> Applied {
        let _one_at_a_time = self.applying.lock().await;
        let running = self.generations.load_full();
        let plan = live_plan::live_plan(&running.options, wanted, running.ktls_at_start);
        if !plan.changes.is_empty() {
            running.handshake_slots.resize(
                running.options.max_handshakes_in_progress,
                plan.options.max_handshakes_in_progress,
            );
            running
                .unfinished_hellos
                .set_cap(plan.options.max_handshakes_in_progress);
            running.hosts.resize(&plan.options.cache_options()).await;
            let next = running.next_generation(plan.options);
            self.generations.store(Arc::new(next));
        }
        Applied {
            changes: plan.changes,
            refusals: plan.refusals,
        }
    }

    /// Counts a reload in `tlsfront_config_reloads_total`.
    pub fn count(&self, outcome: ReloadOutcome) {
        self.generations.load().reloads.count(outcome);
    }
}
