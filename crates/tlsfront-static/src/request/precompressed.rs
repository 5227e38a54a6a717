//! Precompressed siblings: `page.html.br`, `page.html.zst`, `page.html.gz` beside `page.html`,
//! served instead of it to a client that accepts their coding. Pure: which siblings to look
//! for, and which representation to serve given what the lookup found.
//!
//! - Only a client that accepts some coding causes a lookup, and only of the siblings it
//!   accepts, best first; a plain request (`curl` without `--compressed`) costs nothing.
//! - A sibling is served only when it is a regular file beneath the docroot (the lookup's
//!   concern) and not older than the file (here): a sibling left behind by a deploy that
//!   rewrote the file is stale.
//! - A request for a coded file itself (`/app.js.gz`) serves it as it is, `application/gzip`:
//!   there is no negotiation, and never a coding on top of a coding.
//! - The served representation is the sibling's own bytes: its length, its mtime (so
//!   `Last-Modified`, `If-Modified-Since`), its ETag with the coding appended, and ranges are
//!   of its bytes, as nginx's `gzip_static` does. The `Content-Type` is the file's.

use std::path::Path;

use crate::files::docroot::FileMeta;
use crate::request::encoding::{AcceptEncoding, Encoding};
use crate::request::path::RequestPath;
use crate::request::planner::RequestFacts;

/// The siblings a lookup found beside a file, by coding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Siblings {
    brotli: Option<FileMeta>,
    zstd: Option<FileMeta>,
    gzip: Option<FileMeta>,
}

impl Siblings {
    /// None found (or none looked for).
    pub const NONE: Siblings = Siblings {
        brotli: None,
        zstd: None,
        gzip: None,
    };

    /// These siblings and `meta` as the one in `coding`. Identity is not a sibling and is
    /// ignored.
    pub fn with(mut self, coding: Encoding, meta: FileMeta) -> Siblings {
        if let Some(slot) = self.slot(coding) {
            *slot = Some(meta);
        }
        self
    }

    /// The sibling found in `coding`.
    pub fn get(&self, coding: Encoding) -> Option<&FileMeta> {
        match coding {
            Encoding::Identity => None,
            Encoding::Brotli => self.brotli.as_ref(),
            Encoding::Zstd => self.zstd.as_ref(),
            Encoding::Gzip => self.gzip.as_ref(),
        }
    }

    fn slot(&mut self, coding: Encoding) -> Option<&mut Option<FileMeta>> {
        match coding {
            Encoding::Identity => None,
            Encoding::Brotli => Some(&mut self.brotli),
            Encoding::Zstd => Some(&mut self.zstd),
            Encoding::Gzip => Some(&mut self.gzip),
        }
    }
}

/// The codings in which a file is known to have no sibling, so none is looked for: the file
/// cache vouches for it while the file's entry lives (creating a sibling drops the entry).
/// Nothing is known by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AbsentSiblings {
    brotli: bool,
    zstd: bool,
    gzip: bool,
}

impl AbsentSiblings {
    /// These, and `coding` known absent too. Identity is not a sibling and is ignored.
    pub fn with(mut self, coding: Encoding) -> AbsentSiblings {
        match coding {
            Encoding::Identity => {}
            Encoding::Brotli => self.brotli = true,
            Encoding::Zstd => self.zstd = true,
            Encoding::Gzip => self.gzip = true,
        }
        self
    }

    /// Whether there is known to be no sibling in `coding`.
    pub fn contains(&self, coding: Encoding) -> bool {
        match coding {
            Encoding::Identity => false,
            Encoding::Brotli => self.brotli,
            Encoding::Zstd => self.zstd,
            Encoding::Gzip => self.gzip,
        }
    }
}

/// What goes out for a found file: which bytes (the file's, or a sibling's), described by
/// whose metadata.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Representation {
    pub encoding: Encoding,
    /// The served bytes' own length, mtime and inode, with the file's content type.
    pub meta: FileMeta,
}

/// Whether the answer for this path depends on `Accept-Encoding`: the site serves siblings,
/// and the path does not already name a coded file. Such answers carry
/// `Vary: Accept-Encoding`, whatever this request accepted and whatever is on disk: a shared
/// cache must not hand one client's representation to another.
pub fn negotiable(facts: &RequestFacts<'_>, path: &RequestPath) -> bool {
    facts.serve_precompressed && !names_a_coded_file(path)
}

/// The siblings worth looking for, the client's favourite first: empty unless the path is
/// negotiable and the client accepts a coding.
pub fn siblings_to_look_for(facts: &RequestFacts<'_>, path: &RequestPath) -> Vec<Encoding> {
    if !negotiable(facts, path) {
        return Vec::new();
    }
    AcceptEncoding::parse(facts.accept_encoding).ranked(&Encoding::CODINGS)
}

/// A sibling is used only if it is not older than the file it stands for, compared in whole
/// seconds: tools that copy the file's mtime onto the sibling (`brotli -k`, `tar`, `rsync`
/// without `--times` precision) may drop the sub-second part, and such a sibling is the
/// file's own.
pub fn sibling_is_fresh(file: &FileMeta, sibling: &FileMeta) -> bool {
    whole_seconds(sibling.modified) >= whole_seconds(file.modified)
}

fn whole_seconds(time: std::time::SystemTime) -> u64 {
    time.duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// The representation to serve: the client's favourite among the file and its fresh
/// siblings (see [`AcceptEncoding::preferred`]).
pub fn choose_representation(
    facts: &RequestFacts<'_>,
    path: &RequestPath,
    file: &FileMeta,
    siblings: &Siblings,
) -> Representation {
    let identity = Representation {
        encoding: Encoding::Identity,
        meta: *file,
    };
    if !negotiable(facts, path) {
        return identity;
    }
    let fresh: Vec<Encoding> = Encoding::CODINGS
        .into_iter()
        .filter(|&coding| {
            siblings
                .get(coding)
                .is_some_and(|sibling| sibling_is_fresh(file, sibling))
        })
        .collect();
    let encoding = AcceptEncoding::parse(facts.accept_encoding).preferred(&fresh);
    match siblings.get(encoding) {
        Some(sibling) => Representation {
            encoding,
            meta: FileMeta {
                mime: file.mime,
                ..*sibling
            },
        },
        None => identity,
    }
}

/// The name of `file`'s sibling in `coding`: `<file>.<ext>`.
pub fn sibling_path(file: &Path, coding: Encoding) -> Option<std::path::PathBuf> {
    let extension = coding.sibling_extension()?;
    let mut name = file.as_os_str().to_os_string();
    name.push(".");
    name.push(extension);
    Some(name.into())
}

/// `/x.gz`, `/x.br`, `/x.zst`: a file in a coding, served as it is.
fn names_a_coded_file(path: &RequestPath) -> bool {
    path.segments()
        .last()
        .and_then(|name| name.rsplit_once('.'))
        .is_some_and(|(_, extension)| Encoding::from_sibling_extension(extension).is_some())
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, UNIX_EPOCH};

    use super::*;
    use crate::request::path::normalise_request_path;

    fn meta(len: u64, secs: u64, inode: u64, mime: &'static str) -> FileMeta {
        FileMeta {
            len,
            modified: UNIX_EPOCH + Duration::from_secs(secs),
            inode,
            mime,
        }
    }

    const HTML: &str = "text/html; charset=utf-8";

    fn facts(accept: Option<&str>) -> RequestFacts<'_> {
        RequestFacts {
            method: "GET",
            path: "/",
            accept_encoding: accept,
            serve_precompressed: true,
            ..RequestFacts::default()
        }
    }

    #[test]
    fn only_accepted_siblings_of_negotiable_paths_are_looked_for() {
        let page = normalise_request_path("/page.html").unwrap();
        let coded = normalise_request_path("/page.html.GZ").unwrap();
        let index = normalise_request_path("/docs/").unwrap();
        use Encoding::*;
        assert_eq!(siblings_to_look_for(&facts(None), &page), vec![]);
        assert_eq!(
            siblings_to_look_for(&facts(Some("identity")), &page),
            vec![]
        );
        assert_eq!(
            siblings_to_look_for(&facts(Some("gzip, deflate, br, zstd")), &page),
            vec![Brotli, Zstd, Gzip]
        );
        assert_eq!(
            siblings_to_look_for(&facts(Some("gzip, br;q=0.5")), &index),
            vec![Gzip, Brotli]
        );
        assert_eq!(siblings_to_look_for(&facts(Some("gzip")), &coded), vec![]);
        assert!(!negotiable(&facts(Some("gzip")), &coded));
        let off = RequestFacts {
            serve_precompressed: false,
            ..facts(Some("gzip"))
        };
        assert_eq!(siblings_to_look_for(&off, &page), vec![]);
        assert!(!negotiable(&off, &page));
    }

    #[test]
    fn the_favourite_fresh_sibling_is_chosen() {
        let path = normalise_request_path("/page.html").unwrap();
        let file = meta(1000, 100, 1, HTML);
        let fresh_br = meta(200, 100, 2, "application/octet-stream");
        let fresh_gz = meta(300, 150, 3, "application/gzip");
        let stale_zst = meta(250, 99, 4, "application/zstd");
        // The file's mtime with its sub-second part dropped, as `brotli -k` copies it.
        let truncated = FileMeta {
            modified: UNIX_EPOCH + Duration::from_secs(100),
            ..file
        };
        let file = FileMeta {
            modified: UNIX_EPOCH + Duration::new(100, 500_000_000),
            ..file
        };
        assert!(sibling_is_fresh(&file, &truncated));
        assert!(!sibling_is_fresh(&file, &stale_zst));
        let siblings = Siblings::NONE
            .with(Encoding::Brotli, fresh_br)
            .with(Encoding::Gzip, fresh_gz)
            .with(Encoding::Zstd, stale_zst)
            .with(Encoding::Identity, fresh_br);
        let choose = |accept| choose_representation(&facts(accept), &path, &file, &siblings);

        let br = choose(Some("gzip, br, zstd"));
        assert_eq!(br.encoding, Encoding::Brotli);
        assert_eq!(
            br.meta,
            FileMeta {
                mime: HTML,
                ..fresh_br
            }
        );
        assert_eq!(choose(Some("gzip, zstd")).encoding, Encoding::Gzip);
        assert_eq!(choose(Some("zstd")).encoding, Encoding::Identity, "stale");
        assert_eq!(choose(Some("zstd")).meta, file);
        assert_eq!(choose(None).encoding, Encoding::Identity);
        assert_eq!(
            choose(Some("br;q=0.1, gzip;q=0.9")).encoding,
            Encoding::Gzip
        );
        assert_eq!(
            choose(Some("zstd, identity;q=0")).encoding,
            Encoding::Identity,
            "nothing acceptable on disk: identity anyway"
        );
        let off = RequestFacts {
            serve_precompressed: false,
            ..facts(Some("br"))
        };
        assert_eq!(
            choose_representation(&off, &path, &file, &siblings).encoding,
            Encoding::Identity
        );
    }

    #[test]
    fn sibling_names() {
        assert_eq!(
            sibling_path(Path::new("a/index.html"), Encoding::Zstd),
            Some("a/index.html.zst".into())
        );
        assert_eq!(sibling_path(Path::new("x"), Encoding::Identity), None);
    }
}
