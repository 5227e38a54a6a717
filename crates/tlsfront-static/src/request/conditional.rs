//! Validators and conditional requests (RFC 9110 §8.8, §13): the ETag and Last-Modified of a
//! file, and `If-None-Match`, `If-Modified-Since`, `If-Range` evaluated against them. Pure.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::files::docroot::FileMeta;
use crate::request::encoding::Encoding;

/// The last second `httpdate` can format (9999-12-31T23:59:59Z); it panics past it.
const LAST_HTTP_DATE_SECS: u64 = 253_402_300_799;

/// The strong ETag of a file: inode, length and modification time in nanoseconds, so a
/// rewrite in place, a replacement by rename, or a touch each change it.
pub fn etag(meta: &FileMeta) -> String {
    use std::fmt::Write;
    let since_epoch = meta.modified.duration_since(UNIX_EPOCH).unwrap_or_default();
    // Four u64s in hex, dashes, quotes and a coding fit: one allocation.
    let mut tag = String::with_capacity(80);
    let _ = write!(
        tag,
        "\"{:x}-{:x}-{:x}-{:x}\"",
        meta.inode,
        meta.len,
        since_epoch.as_secs(),
        since_epoch.subsec_nanos()
    );
    tag
}

/// The strong ETag of a file's precompressed sibling (whose metadata `meta` is): the sibling's
/// own tag with the coding appended, so no two representations of a path share a tag, and
/// rewriting the sibling changes it.
pub fn coded_etag(meta: &FileMeta, coding: Encoding) -> String {
    let mut tag = etag(meta);
    tag.pop();
    tag.push('-');
    tag.push_str(coding.token());
    tag.push('"');
    tag
}

/// An IMF-fixdate. Times outside what `httpdate` can format (before 1970 or after 9999, which
/// a file's mtime can be) are clamped rather than allowed to panic.
///
/// Formatted at most once a second per thread for the clock's `date` (and once per second of
/// a file's mtime): the two seconds formatted last are kept, and a request in the same second
/// copies the text instead of formatting it again.
pub fn http_date(time: SystemTime) -> String {
    let clamped = clamp_to_http_date(time);
    let secs = clamped
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    FORMATTED.with_borrow_mut(|formatted| {
        if let Some((_, text)) = formatted.iter().find(|(at, _)| *at == Some(secs)) {
            return text.clone();
        }
        let text = httpdate::fmt_http_date(clamped);
        // The older of the two makes room: `date` and `last-modified` alternate in a request.
        formatted.swap(0, 1);
        formatted[0] = (Some(secs), text.clone());
        text
    })
}

thread_local! {
    /// The last two seconds [`http_date`] formatted on this thread, the latest first.
    static FORMATTED: std::cell::RefCell<[(Option<u64>, String); 2]> =
        const { std::cell::RefCell::new([(None, String::new()), (None, String::new())]) };
}

/// `If-None-Match` (RFC 9110 §13.1.2): true when `*` or any listed tag matches `etag` by weak
/// comparison, i.e. the client's copy is current. A malformed list matches nothing, so the
/// client gets the full response rather than a wrong 304.
pub fn if_none_match(header: &str, etag: &str) -> bool {
    if header.trim_matches([' ', '\t']) == "*" {
        return true;
    }
    let ours = opaque_tag(etag);
    let mut matched = false;
    let all_well_formed = for_each_entity_tag(header, |tag| {
        matched |= tag.opaque == ours;
    });
    all_well_formed && matched
}

/// `If-Modified-Since` (RFC 9110 §13.1.3): true when the file has not changed since the
/// given date, i.e. 304. An invalid date, or one later than `now` (RFC 2616 §14.25 calls that
/// invalid; a clock-skewed client must not pin a stale copy), is ignored.
pub fn not_modified_since(header: &str, modified: SystemTime, now: SystemTime) -> bool {
    let Ok(since) = httpdate::parse_http_date(header.trim_matches([' ', '\t'])) else {
        return false;
    };
    since <= now && whole_seconds(modified) <= since
}

/// `If-Range` (RFC 9110 §13.1.5): true when the range may be served. An entity-tag must match
/// by strong comparison (a weak tag never does); a date must equal Last-Modified exactly.
pub fn if_range_matches(header: &str, etag: &str, modified: SystemTime) -> bool {
    let header = header.trim_matches([' ', '\t']);
    if header.starts_with('"') || header.starts_with("W/") {
        return header == etag;
    }
    match httpdate::parse_http_date(header) {
        Ok(date) => date == whole_seconds(modified),
        Err(_) => false,
    }
}

struct EntityTag<'a> {
    opaque: &'a str,
}

/// Walks `1#entity-tag`, calling `each` per tag; false if the list is malformed. Parsed by
/// hand because an opaque tag may legally contain a comma.
fn for_each_entity_tag(list: &str, mut each: impl FnMut(EntityTag<'_>)) -> bool {
    let mut rest = list;
    loop {
        rest = rest.trim_start_matches([' ', '\t', ',']);
        if rest.is_empty() {
            return true;
        }
        let unweak = rest.strip_prefix("W/").unwrap_or(rest);
        let Some(quoted) = unweak.strip_prefix('"') else {
            return false;
        };
        let Some(close) = quoted.find('"') else {
            return false;
        };
        let opaque = &unweak[..close + 2];
        if !opaque.bytes().skip(1).take(close).all(is_etagc) {
            return false;
        }
        each(EntityTag { opaque });
        rest = &quoted[close + 1..];
        // Only whitespace may sit between a tag and the next comma.
        let after = rest.trim_start_matches([' ', '\t']);
        if !(after.is_empty() || after.starts_with(',')) {
            return false;
        }
    }
}

/// RFC 9110 §8.8.3: `etagc = %x21 / %x23-7E / obs-text`.
fn is_etagc(byte: u8) -> bool {
    byte == 0x21 || (0x23..=0x7e).contains(&byte) || byte >= 0x80
}

/// The quoted part of an ETag, without any `W/`.
fn opaque_tag(etag: &str) -> &str {
    etag.strip_prefix("W/").unwrap_or(etag)
}

fn clamp_to_http_date(time: SystemTime) -> SystemTime {
    let last = UNIX_EPOCH + Duration::from_secs(LAST_HTTP_DATE_SECS);
    time.clamp(UNIX_EPOCH, last)
}

/// HTTP dates have one-second resolution, so comparisons drop the sub-second part.
fn whole_seconds(time: SystemTime) -> SystemTime {
    let clamped = clamp_to_http_date(time);
    let secs = clamped
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    UNIX_EPOCH + Duration::from_secs(secs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: u64, nanos: u32) -> SystemTime {
        UNIX_EPOCH + Duration::new(secs, nanos)
    }

    fn meta() -> FileMeta {
        FileMeta {
            len: 5,
            modified: at(1_700_000_000, 123),
            inode: 0xabc,
            mime: "text/plain; charset=utf-8",
        }
    }

    #[test]
    fn etag_and_dates() {
        assert_eq!(etag(&meta()), "\"abc-5-6553f100-7b\"");
        assert_eq!(
            coded_etag(&meta(), Encoding::Brotli),
            "\"abc-5-6553f100-7b-br\""
        );
        assert_eq!(
            coded_etag(&meta(), Encoding::Gzip),
            "\"abc-5-6553f100-7b-gzip\""
        );
        assert_eq!(
            http_date(at(1_700_000_000, 999)),
            "Tue, 14 Nov 2023 22:13:20 GMT"
        );
        assert_eq!(
            http_date(UNIX_EPOCH - Duration::from_secs(5)),
            "Thu, 01 Jan 1970 00:00:00 GMT"
        );
        assert_eq!(
            http_date(at(u64::MAX / 4, 0)),
            "Fri, 31 Dec 9999 23:59:59 GMT"
        );
        let before_epoch = FileMeta {
            modified: UNIX_EPOCH - Duration::from_secs(5),
            ..meta()
        };
        assert_eq!(etag(&before_epoch), "\"abc-5-0-0\"");
    }

    #[test]
    fn dates_kept_per_second_are_the_dates_formatted() {
        // Alternating seconds (a request's `date` and a file's `last-modified`), a third that
        // pushes one out, and sub-second times within a kept second.
        let seconds = [
            1_700_000_000,
            1_600_000_000,
            1_700_000_000,
            1_500_000_000,
            1_600_000_000,
        ];
        for (round, secs) in seconds.into_iter().cycle().take(20).enumerate() {
            let time = at(secs, (round as u32) * 37_000_000);
            assert_eq!(http_date(time), httpdate::fmt_http_date(time), "{secs}");
        }
    }

    #[test]
    fn if_none_match_lists() {
        let ours = etag(&meta());
        let cases: &[(&str, bool)] = &[
            ("*", true),
            (" * ", true),
            ("\"abc-5-6553f100-7b\"", true),
            ("W/\"abc-5-6553f100-7b\"", true),
            ("\"x\", \"abc-5-6553f100-7b\"", true),
            ("\"x\",W/\"abc-5-6553f100-7b\" ,", true),
            (",,\"abc-5-6553f100-7b\"", true),
            ("\"x,\", \"abc-5-6553f100-7b\"", true),
            ("\"x\"", false),
            ("\"\"", false),
            ("abc-5-6553f100-7b", false),
            ("\"abc-5-6553f100-7b", false),
            ("\"abc-5-6553f100-7b\"x", false),
            ("\"x\" \"abc-5-6553f100-7b\"", false),
            ("w/\"abc-5-6553f100-7b\"", false),
            ("\"abc-5-6553f100-7b\", *", false),
            ("\"a b\", \"abc-5-6553f100-7b\"", false),
            ("", false),
        ];
        for (header, expected) in cases {
            assert_eq!(if_none_match(header, &ours), *expected, "{header:?}");
        }
    }

    #[test]
    fn if_modified_since_dates() {
        let modified = at(1_700_000_000, 500);
        let now = at(1_800_000_000, 0);
        let cases: &[(&str, bool)] = &[
            ("Tue, 14 Nov 2023 22:13:20 GMT", true),
            ("Tue, 14 Nov 2023 22:13:21 GMT", true),
            ("Tue, 14 Nov 2023 22:13:19 GMT", false),
            ("Tuesday, 14-Nov-23 22:13:20 GMT", true),
            ("Tue Nov 14 22:13:20 2023", true),
            ("Fri, 31 Dec 9999 23:59:59 GMT", false),
            ("yesterday", false),
            ("", false),
        ];
        for (header, expected) in cases {
            assert_eq!(
                not_modified_since(header, modified, now),
                *expected,
                "{header:?}"
            );
        }
    }

    #[test]
    fn if_range_validators() {
        let m = meta();
        let ours = etag(&m);
        let cases: &[(&str, bool)] = &[
            ("\"abc-5-6553f100-7b\"", true),
            ("W/\"abc-5-6553f100-7b\"", false),
            ("\"other\"", false),
            ("Tue, 14 Nov 2023 22:13:20 GMT", true),
            ("Tue, 14 Nov 2023 22:13:21 GMT", false),
            ("Tue, 14 Nov 2023 22:13:19 GMT", false),
            ("garbage", false),
        ];
        for (header, expected) in cases {
            assert_eq!(
                if_range_matches(header, &ours, m.modified),
                *expected,
                "{header:?}"
            );
        }
    }
}
