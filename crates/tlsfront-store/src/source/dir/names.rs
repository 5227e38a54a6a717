//! Which names the directory store can hold, and the names of the files it writes beside an
//! entry's while it replaces them.
//!
//! An entry's files are `<name><suffix>`, and a file name may be [`NAME_MAX`] bytes: the longest
//! entry name the store holds is that less the longest suffix, `.crt.ecdsa` and `.key.ecdsa`
//! (10 bytes), so 245 characters. A legal host name may have 253: those few are refused before
//! anything asks the store about them ([`crate::CertSource::can_hold`]). Temporary and set-aside
//! files are named after the file they stand in for, cut so that they fit too.

use crate::host::HostName;
use crate::material::Slot;
use crate::site::SITE_SUFFIX;
use crate::source::Unstorable;

/// The longest file name, in bytes, on the file systems a certificate directory lives on
/// (ext4, XFS, Btrfs, tmpfs; Linux's `NAME_MAX`).
pub const NAME_MAX: usize = 255;

/// The longest entry name the directory store holds: every file of the entry must fit in
/// [`NAME_MAX`].
pub const LONGEST_NAME: usize = NAME_MAX - longest_suffix();

/// Why the store holds no longer names, as the refusal says it.
const WHY: &str =
    "each of an entry's files is named <name><suffix>, a file name may be 255 bytes, \
                   and the longest suffix (.key.ecdsa) has 10";

/// The longest suffix an entry's files have: a pair's in any slot, or the site entry's.
const fn longest_suffix() -> usize {
    let mut longest = SITE_SUFFIX.len();
    let mut index = 0;
    while index < Slot::ALL.len() {
        let slot = Slot::ALL[index];
        if slot.cert_suffix().len() > longest {
            longest = slot.cert_suffix().len();
        }
        if slot.key_suffix().len() > longest {
            longest = slot.key_suffix().len();
        }
        index += 1;
    }
    longest
}

/// Whether the directory store can hold an entry named `name`.
pub(super) fn can_hold(name: &HostName) -> Result<(), Unstorable> {
    let length = name.as_str().len();
    if length <= LONGEST_NAME {
        return Ok(());
    }
    Err(Unstorable::TooLong {
        name: name.clone(),
        length,
        longest: LONGEST_NAME,
        store: "the directory store",
        why: WHY,
    })
}

/// The name of a file written beside `file_name` (a temporary copy, or the old file set
/// aside): `.<file_name>.<tag>`, where `tag` makes it unique. It starts with a dot, so listings
/// and the change feed pass it by; `file_name` is cut at the end, if need be, so the whole fits
/// in [`NAME_MAX`] (the name is ASCII: every entry and record name is).
pub(super) fn side_file_name(file_name: &str, tag: &str) -> String {
    let room = NAME_MAX.saturating_sub(tag.len() + 2);
    let mut kept = file_name.len().min(room);
    while !file_name.is_char_boundary(kept) {
        kept -= 1;
    }
    format!(".{}.{tag}", &file_name[..kept])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_name_leaves_room_for_the_longest_suffix() {
        assert_eq!(longest_suffix(), ".key.ecdsa".len());
        assert_eq!(LONGEST_NAME, 245);
        let longest = format!(
            "{}.{}.{}.{}",
            "a".repeat(63),
            "b".repeat(63),
            "c".repeat(63),
            "d".repeat(53)
        );
        assert_eq!(longest.len(), LONGEST_NAME);
        let fits = HostName::parse(&longest).unwrap();
        assert_eq!(can_hold(&fits), Ok(()));
        for slot in Slot::ALL {
            assert!(format!("{fits}{}", slot.key_suffix()).len() <= NAME_MAX);
        }
        let legal = HostName::parse(&format!("{}.{}", "x".repeat(7), longest)).unwrap();
        assert_eq!(legal.as_str().len(), 253);
        let refused = can_hold(&legal).unwrap_err().to_string();
        assert!(
            refused.contains("has 253 characters")
                && refused.contains("at most 245")
                && refused.contains(".key.ecdsa"),
            "{refused}"
        );
    }

    #[test]
    fn side_files_fit_whatever_the_name() {
        let tag = "tmp-4194304-18446744073709551615";
        assert_eq!(
            side_file_name("a.example.crt", tag),
            format!(".a.example.crt.{tag}")
        );
        let long = format!("{}.key.ecdsa", "a".repeat(LONGEST_NAME));
        let side = side_file_name(&long, tag);
        assert_eq!(side.len(), NAME_MAX);
        assert!(side.starts_with(".aaa") && side.ends_with(tag), "{side}");
    }
}
