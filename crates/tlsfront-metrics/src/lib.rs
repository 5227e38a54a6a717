//! Counters and histograms that cost one atomic add on the hot path, and their rendering in the
//! Prometheus text exposition format.
//!
//! Labels are fixed at compile time (an outcome, a cipher, a status class), never per host: a
//! label per host would make 100,000 series. This crate must never allocate on the hot path.

#![forbid(unsafe_code)]

use std::fmt::Write;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// A monotonically increasing count.
#[derive(Debug, Default)]
pub struct Counter(AtomicU64);

impl Counter {
    pub const fn new() -> Self {
        Counter(AtomicU64::new(0))
    }

    pub fn inc(&self) {
        self.add(1);
    }

    pub fn add(&self, n: u64) {
        self.0.fetch_add(n, Ordering::Relaxed);
    }

    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// The values of one label, fixed at compile time, so that a metric counted by it cannot be
/// given a value it does not render. Declared with [`label!`].
pub trait Label: Copy + 'static {
    /// The label's name: `reason` in `{reason="flush"}`.
    const NAME: &'static str;
    /// Every value, in the order they are rendered.
    const ALL: &'static [Self];
    /// This value's place in [`Label::ALL`].
    fn index(self) -> usize;
    /// The value as rendered.
    fn value(self) -> &'static str;
}

/// Declares an enum of label values and its [`Label`] impl: the label's name after the enum's,
/// and each variant's rendered value after it (also its inherent `label()`, for logs).
///
/// ```
/// tlsfront_metrics::label! {
///     /// Why a hand-off failed.
///     pub enum Reason: "reason" {
///         Flush => "flush",
///         /// The peer went away.
///         Gone => "gone",
///     }
/// }
/// let counters = tlsfront_metrics::Counters::<Reason>::default();
/// counters.inc(Reason::Gone);
/// assert_eq!(counters.get(Reason::Gone), 1);
/// ```
#[macro_export]
macro_rules! label {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident : $label:literal {
            $( $(#[$variant_meta:meta])* $variant:ident => $value:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $( $(#[$variant_meta])* $variant ),+
        }

        impl $name {
            /// The value as rendered in metrics (and logged).
            #[allow(dead_code)]
            $vis fn label(self) -> &'static str {
                match self {
                    $($name::$variant => $value),+
                }
            }
        }

        impl $crate::Label for $name {
            const NAME: &'static str = $label;
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn index(self) -> usize {
                // Fieldless, with default discriminants: 0, 1, ... in the order of `ALL`.
                self as usize
            }
            fn value(self) -> &'static str {
                self.label()
            }
        }
    };
}

/// One label or several (a tuple of up to three [`Label`]s): what a [`Counters`] is counted by.
pub trait LabelSet: Copy + 'static {
    /// How many distinct sets there are.
    const COUNT: usize;
    /// This set's place among all `COUNT`, the first label outermost.
    fn slot(self) -> usize;
    /// The label pairs of the set at `slot`, in the tuple's order.
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)>;
}

impl<L: Label> LabelSet for L {
    const COUNT: usize = L::ALL.len();
    fn slot(self) -> usize {
        self.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        vec![(L::NAME, L::ALL[slot].value())]
    }
}

impl<A: Label, B: Label> LabelSet for (A, B) {
    const COUNT: usize = A::ALL.len() * B::ALL.len();
    fn slot(self) -> usize {
        self.0.index() * B::ALL.len() + self.1.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        let (a, b) = (slot / B::ALL.len(), slot % B::ALL.len());
        vec![(A::NAME, A::ALL[a].value()), (B::NAME, B::ALL[b].value())]
    }
}

impl<A: Label, B: Label, C: Label> LabelSet for (A, B, C) {
    const COUNT: usize = A::ALL.len() * B::ALL.len() * C::ALL.len();
    fn slot(self) -> usize {
        (self.0.index() * B::ALL.len() + self.1.index()) * C::ALL.len() + self.2.index()
    }
    fn labels(slot: usize) -> Vec<(&'static str, &'static str)> {
        let (ab, c) = (slot / C::ALL.len(), slot % C::ALL.len());
        let (a, b) = (ab / B::ALL.len(), ab % B::ALL.len());
        vec![
            (A::NAME, A::ALL[a].value()),
            (B::NAME, B::ALL[b].value()),
            (C::NAME, C::ALL[c].value()),
        ]
    }
}

label! {
    /// A response's status class.
    pub enum StatusClass: "class" {
        Informational => "1xx",
        Success => "2xx",
        Redirection => "3xx",
        ClientError => "4xx",
        ServerError => "5xx",
    }
}

impl StatusClass {
    /// The class of `status`; a status outside 100-599 counts with the nearest class.
    pub fn of(status: u16) -> Self {
        match status {
            0..=199 => StatusClass::Informational,
            200..=299 => StatusClass::Success,
            300..=399 => StatusClass::Redirection,
            400..=499 => StatusClass::ClientError,
            _ => StatusClass::ServerError,
        }
    }
}

/// A counter for each set of label values.
#[derive(Debug)]
pub struct Counters<S> {
    counts: Box<[Counter]>,
    labels: PhantomData<S>,
}

impl<S: LabelSet> Default for Counters<S> {
    fn default() -> Self {
        Counters {
            counts: (0..S::COUNT).map(|_| Counter::new()).collect(),
            labels: PhantomData,
        }
    }
}

impl<S: LabelSet> Counters<S> {
    pub fn inc(&self, set: S) {
        self.counts[set.slot()].inc();
    }

    pub fn add(&self, set: S, n: u64) {
        self.counts[set.slot()].add(n);
    }

    pub fn get(&self, set: S) -> u64 {
        self.counts[set.slot()].get()
    }

    /// The sum over every set.
    pub fn total(&self) -> u64 {
        self.counts.iter().map(Counter::get).sum()
    }
}

/// A value that goes up and down, such as open connections.
#[derive(Debug, Default)]
pub struct Gauge(AtomicI64);

impl Gauge {
    pub const fn new() -> Self {
        Gauge(AtomicI64::new(0))
    }

    pub fn inc(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    pub fn dec(&self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn get(&self) -> i64 {
        self.0.load(Ordering::Relaxed)
    }

    /// Increments now, and decrements when the guard drops.
    pub fn track(&self) -> GaugeGuard<'_> {
        self.inc();
        GaugeGuard(self)
    }
}

/// Decrements its gauge on drop.
#[derive(Debug)]
pub struct GaugeGuard<'a>(&'a Gauge);

impl Drop for GaugeGuard<'_> {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// A latency histogram in seconds with fixed bucket bounds.
#[derive(Debug)]
pub struct Histogram {
    bounds: &'static [f64],
    buckets: Box<[AtomicU64]>,
    sum_nanos: AtomicU64,
    count: AtomicU64,
}

/// Bounds for store lookups and handshakes: from 100 µs to 5 s.
pub const LATENCY_BOUNDS: &[f64] = &[
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

impl Histogram {
    pub fn new(bounds: &'static [f64]) -> Self {
        Histogram {
            bounds,
            buckets: bounds.iter().map(|_| AtomicU64::new(0)).collect(),
            sum_nanos: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        if let Some(index) = self.bounds.iter().position(|bound| seconds <= *bound) {
            self.buckets[index].fetch_add(1, Ordering::Relaxed);
        }
        self.sum_nanos.fetch_add(
            elapsed.as_nanos().min(u64::MAX as u128) as u64,
            Ordering::Relaxed,
        );
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }
}

/// Labels as name and value pairs, for labels known only at run time.
pub type LabelPairs<'a> = [(&'a str, &'a str)];

/// Writes metrics in the Prometheus text format.
#[derive(Debug, Default)]
pub struct Exposition {
    text: String,
}

impl Exposition {
    pub fn new() -> Self {
        Self::default()
    }

    /// A counter family: one `# HELP`/`# TYPE` header and a sample per label set.
    pub fn counter(&mut self, name: &str, help: &str, samples: &[(&[(&str, &str)], u64)]) {
        self.header(name, help, "counter");
        for (labels, value) in samples {
            self.sample(name, labels, &value.to_string());
        }
    }

    pub fn gauge(&mut self, name: &str, help: &str, samples: &[(&[(&str, &str)], i64)]) {
        self.header(name, help, "gauge");
        for (labels, value) in samples {
            self.sample(name, labels, &value.to_string());
        }
    }

    pub fn histogram(&mut self, name: &str, help: &str, histogram: &Histogram) {
        self.histograms(name, help, &[(&[], histogram)]);
    }

    /// A histogram family: one header, and one series per label set.
    pub fn histograms(&mut self, name: &str, help: &str, series: &[(&[(&str, &str)], &Histogram)]) {
        self.header(name, help, "histogram");
        let bucket = format!("{name}_bucket");
        for (labels, histogram) in series {
            let mut cumulative = 0;
            let with_le = |le: &str| -> Vec<(&str, String)> {
                labels
                    .iter()
                    .map(|(key, value)| (*key, (*value).to_owned()))
                    .chain(std::iter::once(("le", le.to_owned())))
                    .collect()
            };
            for (bound, count) in histogram.bounds.iter().zip(histogram.buckets.iter()) {
                cumulative += count.load(Ordering::Relaxed);
                let owned = with_le(&bound.to_string());
                let borrowed: Vec<(&str, &str)> =
                    owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
                self.sample(&bucket, &borrowed, &cumulative.to_string());
            }
            let count = histogram.count.load(Ordering::Relaxed);
            let owned = with_le("+Inf");
            let borrowed: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
            self.sample(&bucket, &borrowed, &count.to_string());
            let sum = histogram.sum_nanos.load(Ordering::Relaxed) as f64 / 1e9;
            self.sample(&format!("{name}_sum"), labels, &sum.to_string());
            self.sample(&format!("{name}_count"), labels, &count.to_string());
        }
    }

    /// A counter family by typed labels: a sample per set of values, in the labels' order.
    pub fn counters<S: LabelSet>(&mut self, name: &str, help: &str, counters: &Counters<S>) {
        self.header(name, help, "counter");
        for (slot, count) in counters.counts.iter().enumerate() {
            self.sample(name, &S::labels(slot), &count.get().to_string());
        }
    }

    /// A counter family keyed by labels known only at run time (an upstream's address) and
    /// by typed ones: a sample per key and set of values.
    pub fn keyed_counters<S: LabelSet>(
        &mut self,
        name: &str,
        help: &str,
        rows: &[(&LabelPairs<'_>, &Counters<S>)],
    ) {
        self.header(name, help, "counter");
        for (key, counters) in rows {
            for (slot, count) in counters.counts.iter().enumerate() {
                let mut labels = key.to_vec();
                labels.extend(S::labels(slot));
                self.sample(name, &labels, &count.get().to_string());
            }
        }
    }

    /// A counter family without labels: one sample.
    pub fn total(&mut self, name: &str, help: &str, counter: &Counter) {
        self.counter(name, help, &[(&[], counter.get())]);
    }

    pub fn finish(self) -> String {
        self.text
    }

    fn header(&mut self, name: &str, help: &str, kind: &str) {
        // Writing to a String cannot fail.
        let _ = writeln!(self.text, "# HELP {name} {help}");
        let _ = writeln!(self.text, "# TYPE {name} {kind}");
    }

    fn sample(&mut self, name: &str, labels: &[(&str, &str)], value: &str) {
        self.text.push_str(name);
        if !labels.is_empty() {
            self.text.push('{');
            for (i, (key, label)) in labels.iter().enumerate() {
                if i > 0 {
                    self.text.push(',');
                }
                let _ = write!(self.text, "{key}=\"{}\"", escape(label));
            }
            self.text.push('}');
        }
        let _ = writeln!(self.text, " {value}");
    }
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_counters_and_cumulative_buckets() {
        let histogram = Histogram::new(&[0.001, 0.01]);
        histogram.observe(Duration::from_micros(500));
        histogram.observe(Duration::from_millis(5));
        histogram.observe(Duration::from_secs(1));
        let mut out = Exposition::new();
        out.counter("t_total", "A test.", &[(&[("outcome", "ok")], 3)]);
        out.histogram("t_seconds", "Latency.", &histogram);
        let text = out.finish();
        assert!(
            text.contains("# TYPE t_total counter\nt_total{outcome=\"ok\"} 3\n"),
            "{text}"
        );
        assert!(
            text.contains("t_seconds_bucket{le=\"0.001\"} 1\n"),
            "{text}"
        );
        assert!(text.contains("t_seconds_bucket{le=\"0.01\"} 2\n"), "{text}");
        assert!(text.contains("t_seconds_bucket{le=\"+Inf\"} 3\n"), "{text}");
        assert!(text.contains("t_seconds_count 3\n"), "{text}");

        let mut out = Exposition::new();
        out.histograms(
            "u_seconds",
            "Per upstream.",
            &[(&[("upstream", "a")], &histogram)],
        );
        let text = out.finish();
        assert!(
            text.contains("u_seconds_bucket{upstream=\"a\",le=\"0.01\"} 2\n"),
            "{text}"
        );
        assert!(
            text.contains("u_seconds_count{upstream=\"a\"} 3\n"),
            "{text}"
        );
    }

    label! {
        enum Colour: "colour" {
            Red => "red",
            Blue => "blue",
        }
    }

    label! {
        enum Size: "size" {
            Small => "small",
            Large => "large",
        }
    }

    #[test]
    fn typed_counters_render_every_value_in_order() {
        let colours = Counters::<Colour>::default();
        colours.inc(Colour::Blue);
        colours.add(Colour::Blue, 2);
        let pairs = Counters::<(Colour, Size)>::default();
        pairs.inc((Colour::Red, Size::Large));
        assert_eq!((colours.total(), pairs.total()), (3, 1));
        let mut out = Exposition::new();
        out.counters("c_total", "By colour.", &colours);
        out.counters("p_total", "By colour and size.", &pairs);
        let text = out.finish();
        assert!(
            text.contains("c_total{colour=\"red\"} 0\nc_total{colour=\"blue\"} 3\n"),
            "{text}"
        );
        assert!(
            text.contains(concat!(
                "p_total{colour=\"red\",size=\"small\"} 0\n",
                "p_total{colour=\"red\",size=\"large\"} 1\n",
                "p_total{colour=\"blue\",size=\"small\"} 0\n",
            )),
            "{text}"
        );
    }

    #[test]
    fn gauge_guard_decrements_on_drop() {
        let gauge = Gauge::new();
        {
            let _guard = gauge.track();
            assert_eq!(gauge.get(), 1);
        }
        assert_eq!(gauge.get(), 0);
    }
}
