//! The Prometheus text exposition format: counters, gauges and histograms written as families,
//! a `# HELP` and `# TYPE` header and one sample per label set.

use std::fmt::Write;
use std::sync::atomic::Ordering;

use crate::counters::{Counter, Counters};
use crate::histogram::Histogram;
use crate::labels::LabelSet;

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
    use std::time::Duration;

    use super::*;
    use crate::label;

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
}
