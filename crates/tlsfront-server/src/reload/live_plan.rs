//! What a configuration reload changes: a pure function from the options in force and the
//! options wanted to the options that will be in force, the changes and the refusals.
//!
//! Only the settings listed in [`live_plan`] change live. Everything else in [`ServeOptions`]
//! (the listeners, `preload`, `[proxy]`, `proxy_protocol_from`, `[tickets]`) stays as it was
//! started: the caller (the binary's reload) reports a change to those as refused.

use std::fmt::Debug;

use crate::ktls::{KtlsAtStart, KtlsMode};
use crate::options::{ServeOptions, MIN_MAX_HEADER_BYTES};

/// One setting that changes, as the config file names it, with its old and new values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub setting: &'static str,
    pub from: String,
    pub to: String,
}

/// One setting that was asked to change and cannot without a restart, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub setting: &'static str,
    pub reason: String,
}

/// The outcome of [`live_plan`].
#[derive(Debug, Clone)]
pub struct LivePlan {
    /// The options to put in force: those running, with the live settings as wanted.
    pub options: ServeOptions,
    pub changes: Vec<Change>,
    pub refusals: Vec<Refusal>,
}

/// Takes the live settings from `wanted`, and keeps everything else as `running` has it.
pub fn live_plan(running: &ServeOptions, wanted: &ServeOptions, ktls: KtlsAtStart) -> LivePlan {
    let mut plan = LivePlan {
        options: running.clone(),
        changes: Vec::new(),
        refusals: Vec::new(),
    };
    let (options, changes) = (&mut plan.options, &mut plan.changes);
    take(changes, "sites", &mut options.sites_dir, &wanted.sites_dir);
    let (old, new) = (&mut options.default_host, &wanted.default_host);
    take(changes, "default_host", old, new);
    take(
        changes,
        "access_log",
        &mut options.access_log,
        &wanted.access_log,
    );
    take(
        changes,
        "precompressed",
        &mut options.precompressed,
        &wanted.precompressed,
    );
    let (old, new) = (
        &mut options.compress_on_the_fly,
        &wanted.compress_on_the_fly,
    );
    take(changes, "compress_on_the_fly", old, new);
    let (old, new) = (&mut options.advertise_http3, &wanted.advertise_http3);
    take(changes, "advertise_http3", old, new);
    take_limits(&mut plan, wanted);
    take_cache(&mut plan, wanted);
    take_tls_policy(&mut plan, wanted);
    match ktls_refusal(running.ktls, wanted.ktls, ktls) {
        Some(reason) => plan.refusals.push(Refusal {
            setting: "ktls",
            reason,
        }),
        None => take(
            &mut plan.changes,
            "ktls",
            &mut plan.options.ktls,
            &wanted.ktls,
        ),
    }
    plan
}

/// `[limits]`.
fn take_limits(plan: &mut LivePlan, wanted: &ServeOptions) {
    let (options, changes) = (&mut plan.options, &mut plan.changes);
    let (old, new) = (&mut options.handshake_timeout, &wanted.handshake_timeout);
    take(changes, "limits.handshake_timeout", old, new);
    let (old, new) = (
        &mut options.max_handshakes_in_progress,
        &wanted.max_handshakes_in_progress,
    );
    take(changes, "limits.max_handshakes", old, new);
    let (old, new) = (&mut options.idle_timeout, &wanted.idle_timeout);
    take(changes, "limits.idle_timeout", old, new);
    let (old, new) = (&mut options.max_header_bytes, &wanted.max_header_bytes);
    if *new < MIN_MAX_HEADER_BYTES {
        // The binary's config refuses this before it gets here; this guards other callers.
        plan.refusals.push(Refusal {
            setting: "limits.max_header_bytes",
            reason: format!("must be at least {MIN_MAX_HEADER_BYTES}"),
        });
    } else {
        take(changes, "limits.max_header_bytes", old, new);
    }
    let (old, new) = (&mut options.max_headers, &wanted.max_headers);
    take(changes, "limits.max_headers", old, new);
    let (old, new) = (
        &mut options.max_concurrent_streams,
        &wanted.max_concurrent_streams,
    );
    take(changes, "max_concurrent_streams", old, new);
    let (old, new) = (&mut options.drain_timeout, &wanted.drain_timeout);
    take(changes, "limits.drain_timeout", old, new);
    // The per-host defaults and client limits apply to connections accepted after the reload;
    // a host's site entry still wins over them.
    let (old, new) = (&mut options.limits.hosts, &wanted.limits.hosts);
    take(changes, "limits (per host)", old, new);
    let (old, new) = (&mut options.limits.clients, &wanted.limits.clients);
    take(changes, "limits (per client)", old, new);
    let (old, new) = (
        &mut options.limits.in_flight_wait,
        &wanted.limits.in_flight_wait,
    );
    take(changes, "limits.in_flight_wait", old, new);
    if plan.options.limits.fleet_counting != wanted.limits.fleet_counting {
        plan.refusals.push(Refusal {
            setting: "limits.fleet_counting",
            reason: "the fleet's counters are set up at start-up; restart to change it".into(),
        });
    }
}

/// `[cache]`.
fn take_cache(plan: &mut LivePlan, wanted: &ServeOptions) {
    let changes = &mut plan.changes;
    let (cache, want) = (&mut plan.options.cache, &wanted.cache);
    // A preloaded cache holds the whole store: its capacity stays unbounded.
    if !plan.options.preload {
        take(changes, "cache.size", &mut cache.capacity, &want.capacity);
    }
    take(changes, "cache.ttl", &mut cache.ttl, &want.ttl);
    let (old, new) = (&mut cache.negative_capacity, &want.negative_capacity);
    take(changes, "cache.negative_size", old, new);
    let (old, new) = (&mut cache.negative_ttl, &want.negative_ttl);
    take(changes, "cache.negative_ttl", old, new);
    let (old, new) = (&mut cache.lookup_timeout, &want.lookup_timeout);
    take(changes, "cache.lookup_timeout", old, new);
}

/// `min_tls`, `[hsts]`, `redirect_http`: the policy of hosts whose site entry does not say.
/// Hosts already cached take it too: it is applied per handshake and per session
/// (`tls::host_policy`), never stored with a host.
fn take_tls_policy(plan: &mut LivePlan, wanted: &ServeOptions) {
    let (policy, want) = (&mut plan.options.tls_policy, &wanted.tls_policy);
    let changes = &mut plan.changes;
    take(changes, "min_tls", &mut policy.min_tls, &want.min_tls);
    take(changes, "hsts", &mut policy.hsts, &want.hsts);
    let (old, new) = (&mut policy.redirect_http, &want.redirect_http);
    take(changes, "redirect_http", old, new);
}

/// Why the kTLS mode cannot become `wanted`, if it cannot.
fn ktls_refusal(running: KtlsMode, wanted: KtlsMode, at_start: KtlsAtStart) -> Option<String> {
    if wanted == running || wanted == KtlsMode::Off {
        return None;
    }
    match at_start {
        KtlsAtStart::Available => None,
        KtlsAtStart::NotProbed => Some(
            "kTLS was off at start-up, so sessions are made without the secrets the kernel needs; \
             turning it on needs a restart"
                .to_owned(),
        ),
        KtlsAtStart::Unavailable if wanted == KtlsMode::Require => {
            Some("kTLS is required, but the kernel had no kTLS at start-up".to_owned())
        }
        // auto on a kernel without kTLS: user space, as at start-up.
        KtlsAtStart::Unavailable => None,
    }
}

/// Sets `running` to `wanted` and records the change, when they differ.
fn take<T: Clone + PartialEq + Debug>(
    changes: &mut Vec<Change>,
    setting: &'static str,
    running: &mut T,
    wanted: &T,
) {
    if running != wanted {
        changes.push(Change {
            setting,
            from: format!("{running:?}"),
            to: format!("{wanted:?}"),
        });
        *running = wanted.clone();
    }
}

#[cfg(test)]
mod tests {
    use std::net::SocketAddr;
    use std::time::Duration;

    use super::*;

    fn settings(plan: &LivePlan) -> Vec<&'static str> {
        plan.changes.iter().map(|change| change.setting).collect()
    }

    #[test]
    fn the_same_options_change_nothing() {
        let running = ServeOptions::default();
        let plan = live_plan(&running, &running.clone(), KtlsAtStart::Available);
        assert!(plan.changes.is_empty() && plan.refusals.is_empty());
    }

    #[test]
    fn live_settings_change_and_the_others_stay_as_started() {
        let running = ServeOptions::default();
        let mut wanted = running.clone();
        wanted.max_headers = 20;
        wanted.access_log = false;
        wanted.precompressed = false;
        wanted.cache.ttl = Duration::from_secs(5);
        wanted.listen = vec![SocketAddr::from(([127, 0, 0, 1], 9443))];
        wanted.preload = true;
        let plan = live_plan(&running, &wanted, KtlsAtStart::Available);
        assert_eq!(
            settings(&plan),
            [
                "access_log",
                "precompressed",
                "limits.max_headers",
                "cache.ttl"
            ]
        );
        assert_eq!(plan.changes[2].from, "100");
        assert_eq!(plan.changes[2].to, "20");
        assert!(!plan.options.precompressed);
        assert_eq!(plan.options.max_headers, 20);
        assert!(!plan.options.access_log);
        // Not live: kept as started, and left for the caller to report.
        assert_eq!(plan.options.listen, running.listen);
        assert!(!plan.options.preload);
        assert!(plan.refusals.is_empty());
    }

    #[test]
    fn compression_on_the_fly_turns_on_and_off_live() {
        let running = ServeOptions::default();
        let wanted = ServeOptions {
            compress_on_the_fly: true,
            // Its cache is made at start-up: the binary reports a change as waiting.
            compress_cache_bytes: 1,
            ..ServeOptions::default()
        };
        let plan = live_plan(&running, &wanted, KtlsAtStart::Available);
        assert_eq!(settings(&plan), ["compress_on_the_fly"]);
        assert!(plan.options.compress_on_the_fly);
        assert_eq!(
            plan.options.compress_cache_bytes,
            running.compress_cache_bytes
        );
        let back = live_plan(&plan.options, &running, KtlsAtStart::Available);
        assert!(!back.options.compress_on_the_fly);
    }

    #[test]
    fn the_tls_policy_defaults_change_live() {
        let running = ServeOptions::default();
        let mut wanted = running.clone();
        wanted.tls_policy.min_tls = tlsfront_store::MinTls::Tls13;
        wanted.tls_policy.hsts = Some(tlsfront_store::Hsts {
            max_age: 600,
            include_subdomains: false,
            preload: false,
        });
        wanted.tls_policy.redirect_http = false;
        let plan = live_plan(&running, &wanted, KtlsAtStart::Available);
        assert_eq!(settings(&plan), ["min_tls", "hsts", "redirect_http"]);
        assert_eq!(plan.options.tls_policy, wanted.tls_policy);
        assert!(plan.refusals.is_empty());
    }

    #[test]
    fn a_preloaded_cache_stays_unbounded() {
        let running = ServeOptions {
            preload: true,
            ..ServeOptions::default()
        };
        let mut wanted = running.clone();
        wanted.cache.capacity = Some(5);
        let plan = live_plan(&running, &wanted, KtlsAtStart::Available);
        assert!(plan.changes.is_empty());
    }

    #[test]
    fn ktls_turns_off_and_back_on_but_not_on_without_a_probe() {
        let on = ServeOptions::default();
        let off = ServeOptions {
            ktls: KtlsMode::Off,
            ..ServeOptions::default()
        };
        let require = ServeOptions {
            ktls: KtlsMode::Require,
            ..ServeOptions::default()
        };
        for at_start in [KtlsAtStart::Available, KtlsAtStart::Unavailable] {
            let plan = live_plan(&on, &off, at_start);
            assert_eq!(plan.options.ktls, KtlsMode::Off);
            let plan = live_plan(&off, &on, at_start);
            assert_eq!(plan.options.ktls, KtlsMode::Auto);
            assert!(plan.refusals.is_empty());
        }
        assert_eq!(
            live_plan(&on, &require, KtlsAtStart::Available)
                .options
                .ktls,
            KtlsMode::Require
        );

        let plan = live_plan(&on, &require, KtlsAtStart::Unavailable);
        assert_eq!(plan.options.ktls, KtlsMode::Auto);
        assert_eq!(plan.refusals[0].setting, "ktls");
        assert!(plan.refusals[0].reason.contains("no kTLS"));

        let plan = live_plan(&off, &on, KtlsAtStart::NotProbed);
        assert_eq!(plan.options.ktls, KtlsMode::Off);
        assert!(plan.refusals[0].reason.contains("needs a restart"));
        assert!(plan.changes.is_empty());
    }
}
