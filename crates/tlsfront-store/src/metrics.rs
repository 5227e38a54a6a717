//! What the certificate layer counts. The server renders these on `/metrics`.

use tlsfront_metrics::{Counter, Exposition, Histogram, LATENCY_BOUNDS};

/// Cache and store counters, without per-host labels.
#[derive(Debug)]
pub struct CertMetrics {
    pub cache_hits: Counter,
    pub cache_misses: Counter,
    pub negative_hits: Counter,
    pub store_lookups: Counter,
    pub store_errors: Counter,
    pub store_timeouts: Counter,
    /// Lookups failed at once, without asking the store, because it is known to be down.
    pub store_down_failures: Counter,
    pub store_lookup_seconds: Histogram,
    pub bad_material: Counter,
}

impl Default for CertMetrics {
    fn default() -> Self {
        CertMetrics {
            cache_hits: Counter::new(),
            cache_misses: Counter::new(),
            negative_hits: Counter::new(),
            store_lookups: Counter::new(),
            store_errors: Counter::new(),
            store_timeouts: Counter::new(),
            store_down_failures: Counter::new(),
            store_lookup_seconds: Histogram::new(LATENCY_BOUNDS),
            bad_material: Counter::new(),
        }
    }
}

impl CertMetrics {
    pub fn render(&self, out: &mut Exposition, store: &str, cached_hosts: u64, store_up: bool) {
        out.counter(
            "tlsfront_cert_cache_lookups_total",
            "Certificate cache lookups by result: hit, miss (went to the store) or negative_hit (a name known to be unknown or bad).",
            &[
                (&[("result", "hit")], self.cache_hits.get()),
                (&[("result", "miss")], self.cache_misses.get()),
                (&[("result", "negative_hit")], self.negative_hits.get()),
            ],
        );
        out.gauge(
            "tlsfront_cert_cache_hosts",
            "Hosts whose TLS config is cached now.",
            &[(&[], cached_hosts as i64)],
        );
        out.counter(
            "tlsfront_store_lookups_total",
            "Lookups sent to the certificate store.",
            &[(&[("store", store)], self.store_lookups.get())],
        );
        out.counter(
            "tlsfront_store_errors_total",
            "Store lookups that failed, by reason.",
            &[
                (
                    &[("store", store), ("reason", "error")],
                    self.store_errors.get(),
                ),
                (
                    &[("store", store), ("reason", "timeout")],
                    self.store_timeouts.get(),
                ),
            ],
        );
        out.counter(
            "tlsfront_store_down_lookups_total",
            "Uncached lookups failed at once, without asking the store, while it was known to be down.",
            &[(&[("store", store)], self.store_down_failures.get())],
        );
        out.gauge(
            "tlsfront_store_up",
            "1 while the store answers; 0 from a lookup that found it unreachable until a probe finds it back.",
            &[(&[("store", store)], i64::from(store_up))],
        );
        out.histogram(
            "tlsfront_store_lookup_seconds",
            "Time a store lookup took, whatever its result.",
            &self.store_lookup_seconds,
        );
        out.counter(
            "tlsfront_cert_bad_material_total",
            "Store entries refused at load: unparsable PEM, mismatched key, wrong name, expired.",
            &[(&[], self.bad_material.get())],
        );
    }
}
