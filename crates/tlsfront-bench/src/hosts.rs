//! The host names the generator cycles over: each new connection takes the next one as its SNI
//! name and Host header. A generated pattern costs no memory however many hosts it names.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{bail, Context};
use rustls_pki_types::ServerName;

/// Where a file's problems are listed, at most this many are shown.
const MAX_REPORTED_BAD_LINES: usize = 5;

/// The order in which new connections take names from the set (`--host-order`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum HostOrder {
    /// Each name in turn, wrapping around: every name is used once per pass.
    Cycle,
    /// A uniformly random name each time (with repeats): against a cache of C entries and a
    /// set of N names, about 1 - C/N of the connections miss, as with real random traffic.
    Random,
}

impl HostOrder {
    /// The index `HostSet::pick` takes for the `cursor`-th connection. Random order is the
    /// pseudo-random sequence `seed` starts (SplitMix64), so picking costs a few
    /// multiplications, not a lock. Runs against the same server need different seeds: a
    /// sequence replayed run after run is not random traffic, and a frequency-aware cache
    /// learns it.
    pub fn index(self, cursor: u64, seed: u64) -> u64 {
        match self {
            HostOrder::Cycle => cursor,
            HostOrder::Random => splitmix64(seed.wrapping_add(cursor)),
        }
    }
}

/// The host names to cycle over.
#[derive(Debug, Clone)]
pub enum HostSet {
    /// Names given with `--host` or read from `--hosts-file`, validated.
    List(NameList),
    /// `--host-pattern` split at each `{i}`, numbered `start..start + count`.
    Pattern {
        parts: Vec<String>,
        start: u64,
        count: u64,
    },
}

impl HostSet {
    /// Builds a list from `--host` values; IP addresses are allowed (then no SNI is sent).
    pub fn from_names(names: &[String]) -> anyhow::Result<Self> {
        let mut list = NameList::default();
        for name in names {
            parse_name(name).with_context(|| format!("--host {name:?}"))?;
            list.push(name);
        }
        if list.is_empty() {
            bail!("no host names given");
        }
        Ok(Self::List(list))
    }

    /// Reads one name per line; blank lines and lines starting with `#` are skipped.
    pub fn from_file(path: &Path) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading hosts file {}", path.display()))?;
        let mut list = NameList::default();
        let mut bad = Vec::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match parse_name(line) {
                Ok(_) => list.push(line),
                Err(_) => bad.push(format!("line {}: {line:?}", number + 1)),
            }
        }
        if !bad.is_empty() {
            let shown = bad
                .iter()
                .take(MAX_REPORTED_BAD_LINES)
                .cloned()
                .collect::<Vec<_>>();
            bail!(
                "{}: {} invalid host names ({})",
                path.display(),
                bad.len(),
                shown.join(", ")
            );
        }
        if list.is_empty() {
            bail!("{}: no host names", path.display());
        }
        Ok(Self::List(list))
    }

    /// `pattern` must contain `{i}`; it is replaced by `start`, `start + 1`, ... `start + count - 1`.
    pub fn from_pattern(pattern: &str, start: u64, count: u64) -> anyhow::Result<Self> {
        if !pattern.contains("{i}") {
            bail!("--host-pattern {pattern:?} has no {{i}} placeholder");
        }
        if count == 0 {
            bail!("--host-count must be at least 1");
        }
        let Some(last) = start.checked_add(count - 1) else {
            bail!("--host-start + --host-count overflows");
        };
        let set = Self::Pattern {
            parts: pattern.split("{i}").map(str::to_string).collect(),
            start,
            count,
        };
        // Names differ only in their digits, so if the shortest and the longest are valid
        // DNS names, so is every name in between.
        let mut text = String::new();
        for index in [0, last - start] {
            set.name_at(index, &mut text);
            parse_name(&text).with_context(|| format!("--host-pattern generates {text:?}"))?;
        }
        Ok(set)
    }

    /// How many distinct names the set cycles over.
    pub fn len(&self) -> u64 {
        match self {
            Self::List(list) => list.len() as u64,
            Self::Pattern { count, .. } => *count,
        }
    }

    /// Always false: constructors refuse empty sets. Present for clippy's `len_without_is_empty`.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A short description for the report.
    pub fn describe(&self) -> String {
        match self {
            Self::List(list) if list.len() == 1 => list.name(0).to_string(),
            Self::List(list) => format!("{} names from a list", list.len()),
            Self::Pattern {
                parts,
                start,
                count,
            } => {
                format!("{} ({count} names from {start})", parts.join("{i}"))
            }
        }
    }

    /// The `cursor`-th name of the cycle: its text goes into `host_text` (for the Host header,
    /// reusing the caller's buffer) and its `ServerName` is returned (for SNI).
    pub fn pick(&self, cursor: u64, host_text: &mut String) -> anyhow::Result<ServerName<'static>> {
        match self {
            Self::List(list) => {
                // `len()` is at least 1 (constructors refuse empty sets), so `%` cannot panic
                // and the index is in bounds.
                host_text.clear();
                host_text.push_str(list.name((cursor % list.len() as u64) as usize));
            }
            Self::Pattern { count, .. } => self.name_at(cursor % count, host_text),
        }
        parse_name(host_text)
    }

    fn name_at(&self, index: u64, out: &mut String) {
        out.clear();
        if let Self::Pattern { parts, start, .. } = self {
            for (position, part) in parts.iter().enumerate() {
                if position > 0 {
                    // Writing to a String cannot fail.
                    let _ = write!(out, "{}", start + index);
                }
                out.push_str(part);
            }
        }
    }
}

/// Names packed into one string: a million hosts cost their text plus one offset each, not a
/// heap allocation each.
#[derive(Debug, Clone, Default)]
pub struct NameList {
    text: String,
    ends: Vec<usize>,
}

impl NameList {
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The `index`-th name; `index` must be below `len()`.
    pub fn name(&self, index: usize) -> &str {
        let start = if index == 0 { 0 } else { self.ends[index - 1] };
        &self.text[start..self.ends[index]]
    }

    /// Adds a name that `parse_name` accepted, normalised the same way.
    fn push(&mut self, name: &str) {
        self.text.push_str(normalise(name));
        self.ends.push(self.text.len());
    }
}

/// Surrounding spaces and a trailing dot are not part of a name.
fn normalise(name: &str) -> &str {
    name.trim().trim_end_matches('.')
}

/// SplitMix64's output function: a bijection on u64 whose outputs are uniformly spread.
pub(crate) fn splitmix64(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn parse_name(name: &str) -> anyhow::Result<ServerName<'static>> {
    ServerName::try_from(normalise(name).to_string())
        .map_err(|e| anyhow::anyhow!("invalid host name: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_cycles_and_wraps() {
        let set = HostSet::from_pattern("h{i}.bench.test", 5, 3).unwrap();
        assert_eq!(set.len(), 3);
        let mut text = String::new();
        let names: Vec<String> = (0..4)
            .map(|i| {
                let sni = set.pick(i, &mut text).unwrap();
                assert_eq!(sni.to_str(), text);
                text.clone()
            })
            .collect();
        assert_eq!(
            names,
            [
                "h5.bench.test",
                "h6.bench.test",
                "h7.bench.test",
                "h5.bench.test"
            ]
        );
    }

    #[test]
    fn random_order_spreads_over_the_whole_set() {
        let set = HostSet::from_pattern("h{i}.test", 0, 100).unwrap();
        let mut seen = [0u32; 100];
        let mut text = String::new();
        for cursor in 0..10_000 {
            set.pick(HostOrder::Random.index(cursor, 42), &mut text)
                .unwrap();
            let number: usize = text[1..text.len() - 5].parse().unwrap();
            seen[number] += 1;
        }
        // 100 picks per name on average; a uniform spread keeps every name well within 2x.
        assert!(seen.iter().all(|&n| (50..200).contains(&n)), "{seen:?}");
        assert_eq!(HostOrder::Cycle.index(7, 42), 7);
        assert_ne!(
            HostOrder::Random.index(7, 1),
            HostOrder::Random.index(7, 2),
            "another seed, another sequence"
        );
    }

    #[test]
    fn bad_patterns_are_refused() {
        assert!(HostSet::from_pattern("no-placeholder.test", 0, 10).is_err());
        assert!(HostSet::from_pattern("h{i}.test", 0, 0).is_err());
        assert!(HostSet::from_pattern("bad name {i}", 0, 1).is_err());
    }

    #[test]
    fn list_accepts_ip_addresses_and_trailing_dots() {
        let set = HostSet::from_names(&["127.0.0.1".into(), "example.test.".into()]).unwrap();
        let mut text = String::new();
        assert!(matches!(
            set.pick(0, &mut text).unwrap(),
            ServerName::IpAddress(_)
        ));
        set.pick(1, &mut text).unwrap();
        assert_eq!(text, "example.test");
    }
}
