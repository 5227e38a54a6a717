//! The `Range` header (RFC 9110 §14): only a single `bytes` range is honoured. Pure.

/// What a `Range` header asks of a representation of a given length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeRequest {
    /// Send the whole representation: the header was malformed, asked for several ranges
    /// (RFC 9110 §14.2 lets a server ignore `Range`), or used another unit.
    Full,
    /// Send bytes `start..=end`, both within the representation.
    Partial { start: u64, end: u64 },
    /// No byte of the representation was asked for: 416.
    Unsatisfiable,
}

impl RangeRequest {
    /// Number of bytes a `Partial` covers.
    pub fn partial_len(start: u64, end: u64) -> u64 {
        end - start + 1
    }
}

/// Evaluates one raw `Range` value against a representation of `len` bytes.
pub fn evaluate_range(header: &str, len: u64) -> RangeRequest {
    let Some((unit, set)) = header.split_once('=') else {
        return RangeRequest::Full;
    };
    // The unit is compared case-insensitively (RFC 9110 §14.1).
    if !unit.trim().eq_ignore_ascii_case("bytes") {
        return RangeRequest::Full;
    }
    // Empty list elements are allowed (RFC 9110 §5.6.1), so `bytes=0-1,` is a single range.
    let mut specs = set
        .split(',')
        .map(|s| s.trim_matches([' ', '\t']))
        .filter(|s| !s.is_empty());
    let (Some(spec), None) = (specs.next(), specs.next()) else {
        return RangeRequest::Full;
    };
    let Some((first, last)) = spec.split_once('-') else {
        return RangeRequest::Full;
    };
    match (first.is_empty(), last.is_empty()) {
        // `-n`: the last n bytes.
        (true, false) => {
            let Some(suffix) = parse_position(last) else {
                return RangeRequest::Full;
            };
            if suffix == 0 {
                RangeRequest::Unsatisfiable
            } else if len == 0 {
                // RFC 9110 §14.1.1: a non-zero suffix is satisfiable even on an empty
                // representation, yet no byte range describes it; the empty 200 is the answer.
                RangeRequest::Full
            } else {
                RangeRequest::Partial {
                    start: len - suffix.min(len),
                    end: len - 1,
                }
            }
        }
        // `a-` or `a-b`.
        (false, _) => {
            let Some(start) = parse_position(first) else {
                return RangeRequest::Full;
            };
            let end = if last.is_empty() {
                u64::MAX
            } else {
                match parse_position(last) {
                    // RFC 9110 §14.1.1: last < first makes the range invalid, not unsatisfiable.
                    Some(end) if end >= start => end,
                    _ => return RangeRequest::Full,
                }
            };
            if start >= len {
                RangeRequest::Unsatisfiable
            } else {
                RangeRequest::Partial {
                    start,
                    end: end.min(len - 1),
                }
            }
        }
        (true, true) => RangeRequest::Full,
    }
}

/// `1*DIGIT`; values past `u64::MAX` saturate, which is exactly right for every use: a huge
/// first position is past the end, a huge last position or suffix means "to the end".
fn parse_position(digits: &str) -> Option<u64> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.bytes().fold(0u64, |acc, b| {
        acc.saturating_mul(10).saturating_add(u64::from(b - b'0'))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use RangeRequest::*;

    const fn p(start: u64, end: u64) -> RangeRequest {
        Partial { start, end }
    }

    #[test]
    fn ranges_on_a_ten_byte_file() {
        let cases: &[(&str, RangeRequest)] = &[
            ("bytes=0-0", p(0, 0)),
            ("bytes=0-9", p(0, 9)),
            ("bytes=2-5", p(2, 5)),
            ("bytes=9-9", p(9, 9)),
            ("bytes=0-999999", p(0, 9)),
            ("bytes=3-", p(3, 9)),
            ("bytes=9-", p(9, 9)),
            ("bytes=-1", p(9, 9)),
            ("bytes=-3", p(7, 9)),
            ("bytes=-10", p(0, 9)),
            ("bytes=-11", p(0, 9)),
            ("bytes=-99999999999999999999999", p(0, 9)),
            ("bytes=0-99999999999999999999999", p(0, 9)),
            ("BYTES=1-2", p(1, 2)),
            ("bytes= 1-2 ", p(1, 2)),
            ("bytes=1-2,", p(1, 2)),
            (" bytes =1-2", p(1, 2)),
            ("bytes=10-", Unsatisfiable),
            ("bytes=10-20", Unsatisfiable),
            ("bytes=99999999999999999999999-", Unsatisfiable),
            ("bytes=-0", Unsatisfiable),
            ("bytes=-00", Unsatisfiable),
            ("bytes=0-1,3-4", Full),
            ("bytes=0-1, 0-1", Full),
            ("bytes=5-2", Full),
            ("bytes=-", Full),
            ("bytes=", Full),
            ("bytes=,", Full),
            ("bytes=a-b", Full),
            ("bytes=1-b", Full),
            ("bytes=+1-2", Full),
            ("bytes=1 -2", Full),
            ("bytes=0x1-2", Full),
            ("bytes=1", Full),
            ("bytes 1-2", Full),
            ("items=0-1", Full),
            ("", Full),
            ("bytes=1-2-3", Full),
        ];
        for (header, expected) in cases {
            assert_eq!(evaluate_range(header, 10), *expected, "{header:?}");
        }
    }

    #[test]
    fn ranges_at_the_edges_of_length() {
        assert_eq!(evaluate_range("bytes=5-", 5), Unsatisfiable);
        assert_eq!(evaluate_range("bytes=4-", 5), p(4, 4));
        assert_eq!(evaluate_range("bytes=0-0", 0), Unsatisfiable);
        assert_eq!(evaluate_range("bytes=0-", 0), Unsatisfiable);
        assert_eq!(evaluate_range("bytes=-5", 0), Full);
        assert_eq!(evaluate_range("bytes=-0", 0), Unsatisfiable);
        assert_eq!(evaluate_range("bytes=0-", u64::MAX), p(0, u64::MAX - 1));
        assert_eq!(
            evaluate_range("bytes=-18446744073709551615", u64::MAX),
            p(0, u64::MAX - 1)
        );
        assert_eq!(RangeRequest::partial_len(0, 0), 1);
        assert_eq!(RangeRequest::partial_len(0, u64::MAX - 1), u64::MAX);
    }
}
