//! A host served from its docroot, and the step both HTTP paths share: plan, look up, plan
//! again.
//!
//! The HTTP/2 path ([`crate::wire::response`]) and the server's HTTP/1.1 server both call
//! [`answer`] and only differ in how they put the [`Plan`] on the wire, so they cannot drift
//! apart.

use std::fs::File;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use bytes::Bytes;
use tlsfront_logs::{peer_text, SampledLine, SAMPLE_INTERVAL};
use tracing::{debug, warn};

use crate::compression::on_the_fly::{coding_to_compress, OnTheFly};
use crate::files::docroot::{Docroot, FileLookup, FileMeta};
use crate::files::file_cache::{CacheKey, CachedFile, FileCache};
use crate::request::encoding::Encoding;
use crate::request::path::RequestPath;
use crate::request::planner::{
    plan_request, plan_response, Decision, FileLookupFacts, Plan, RequestFacts,
};
use crate::request::precompressed::{
    sibling_is_fresh, sibling_path, siblings_to_look_for, AbsentSiblings, Siblings,
};

/// What a TLS session serves when its host is served from a docroot.
#[derive(Debug)]
pub struct StaticSite {
    /// The host the TLS session was made for: lower-case, no trailing dot.
    pub session_host: String,
    /// `None` when the host has no docroot directory: every lookup is then a 404.
    pub docroot: Option<Arc<Docroot>>,
    /// Small files in memory (the user-space path); `None` reads every file from disk (the
    /// kTLS path, whose bodies go out with `sendfile`).
    pub file_cache: Option<Arc<FileCache>>,
    /// Serve `<file>.br`, `.zst`, `.gz` beside a file to clients that accept them
    /// (`precompressed` in the config).
    pub precompressed: bool,
    /// Compress files with no sibling on the fly (`compress_on_the_fly`); `None` when off.
    pub on_the_fly: Option<Arc<OnTheFly>>,
    /// The host's request rate, when it has one (the server's per-host limits): a request
    /// over it gets 429.
    pub request_rate: Option<Arc<dyn RequestRate>>,
    /// An `Alt-Svc` value every answer carries (the server's HTTP/3, on HTTP/1.1 and HTTP/2
    /// sessions of a host that has not opted out); `None` for none.
    pub alt_svc: Option<Arc<str>>,
    /// The host's `Strict-Transport-Security` value, made once per host (its site entry's
    /// `[hsts]`, or the server's); `None` for none.
    pub hsts: Option<Arc<str>>,
}

/// A host's rate of requests, kept by whoever serves the host.
pub trait RequestRate: Send + Sync + std::fmt::Debug {
    /// Takes one request's place now, or says it is refused, and when one may come back.
    fn admit(&self) -> Result<(), Refused>;
}

/// A request the host's rate refused (429).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused {
    /// When a request may come back, for `Retry-After`.
    pub retry_after: Option<std::time::Duration>,
}

/// A plan and, when it answers with a file, where the file's bytes are.
#[derive(Debug)]
pub struct Answer {
    pub plan: Plan,
    /// `Some` exactly when a file was found: always when `plan.body` is `PlannedBody::File`,
    /// and for HEAD/304 of a file.
    pub body: Option<AnswerBody>,
}

/// Where a found file's bytes are.
#[derive(Debug)]
pub enum AnswerBody {
    /// The open file, to read (or `sendfile`) the planned range from.
    File(File),
    /// The whole file, from the [`FileCache`].
    Memory(Bytes),
}

/// Plans the answer to one request: checks, lookup beneath the docroot (the file, then the
/// precompressed siblings the client would take), response plan, with the site's headers.
/// The `open`/`fstat` here block, by design (see `docroot.rs`).
pub fn answer(site: &StaticSite, facts: &RequestFacts<'_>, now: SystemTime) -> Answer {
    let mut answer = plan_and_look_up(site, facts, now);
    add_site_headers(site, &mut answer.plan);
    answer
}

/// The headers every answer of the site carries, whatever its status: `Alt-Svc` and
/// `Strict-Transport-Security`, when it has them.
pub(crate) fn add_site_headers(site: &StaticSite, plan: &mut Plan) {
    if let Some(alt_svc) = &site.alt_svc {
        plan.headers.push(("alt-svc", alt_svc.to_string().into()));
    }
    if let Some(hsts) = &site.hsts {
        plan.headers
            .push(("strict-transport-security", hsts.to_string().into()));
    }
}

/// [`answer`] but its site's headers.
fn plan_and_look_up(site: &StaticSite, facts: &RequestFacts<'_>, now: SystemTime) -> Answer {
    let path = match plan_request(facts, now) {
        Decision::Reject(plan) => return Answer { plan, body: None },
        Decision::Lookup(path) => path,
    };
    let Some(root) = site.docroot.as_deref() else {
        let plan = plan_response(facts, &path, &FileLookupFacts::NotFound, now);
        return Answer { plan, body: None };
    };
    let found = match look_up(site, root, &path, Wanted::File, now) {
        Ok(found) => found,
        Err(no_file) => {
            let plan = plan_response(facts, &path, &no_file.facts(), now);
            return Answer { plan, body: None };
        }
    };
    let mut sibling = look_up_fresh_sibling(site, root, &path, facts, &found, now);
    let mut facts = *facts;
    if let Some(on_the_fly) = &site.on_the_fly {
        // Compressing on the fly makes the answer depend on `Accept-Encoding` (negotiated,
        // with `Vary`) even when siblings are not served; siblings were looked for as set.
        facts.serve_precompressed = true;
        if sibling.is_none() {
            sibling = compressed_on_the_fly(on_the_fly, root, &facts, &found, now);
        }
    }
    let facts = &facts;
    let siblings = match &sibling {
        Some((coding, sibling)) => Siblings::NONE.with(*coding, sibling.meta),
        None => Siblings::NONE,
    };
    let plan = plan_response(
        facts,
        &path,
        &FileLookupFacts::Found(found.meta, siblings),
        now,
    );
    let body = match sibling {
        Some((coding, sibling)) if plan.encoding == coding => sibling.body,
        _ => found.body,
    };
    Answer {
        plan,
        body: Some(body),
    }
}

/// The found file compressed on the fly, standing for a sibling: the compressed length, the
/// file's own inode and mtime (so its ETag is the file's with the coding appended, and it is
/// never older than the file), the bytes in memory.
fn compressed_on_the_fly(
    on_the_fly: &OnTheFly,
    root: &Docroot,
    facts: &RequestFacts<'_>,
    file: &Found,
    now: SystemTime,
) -> Option<(Encoding, Found)> {
    let coding = coding_to_compress(facts, &file.meta, false)?;
    let compressed =
        on_the_fly.compressed(root.id(), &file.served, &file.meta, &file.body, coding, now)?;
    let compressed_file = Found {
        meta: FileMeta {
            len: compressed.len() as u64,
            ..file.meta
        },
        body: AnswerBody::Memory(compressed),
        served: file.served.clone(),
        absent_siblings: AbsentSiblings::default(),
    };
    Some((coding, compressed_file))
}

/// A file found beneath the docroot (or in the cache), with where its bytes are.
struct Found {
    meta: FileMeta,
    body: AnswerBody,
    /// The path opened, relative to the docroot: its siblings are named after it.
    served: PathBuf,
    /// The codings the file cache knows it has no sibling in: not looked for.
    absent_siblings: AbsentSiblings,
}

/// The first of the siblings the client would take, in its order, that exists and is fresh:
/// the one the planner will choose among them, so the rest are not opened.
fn look_up_fresh_sibling(
    site: &StaticSite,
    root: &Docroot,
    path: &RequestPath,
    facts: &RequestFacts<'_>,
    file: &Found,
    now: SystemTime,
) -> Option<(Encoding, Found)> {
    siblings_to_look_for(facts, path)
        .into_iter()
        .filter(|&coding| !file.absent_siblings.contains(coding))
        .find_map(|coding| {
            let wanted = Wanted::Sibling(coding, &file.served);
            let sibling = look_up(site, root, path, wanted, now).ok()?;
            // A sibling is cached under the request path: it must be the sibling of the
            // file found now.
            let named_after_file =
                sibling_path(&file.served, coding).as_deref() == Some(sibling.served.as_path());
            (named_after_file && sibling_is_fresh(&file.meta, &sibling.meta))
                .then_some((coding, sibling))
        })
}

/// What [`look_up`] looks for.
#[derive(Clone, Copy)]
enum Wanted<'a> {
    /// The file the request names.
    File,
    /// The sibling in this coding of the file found as this path.
    Sibling(Encoding, &'a Path),
}

/// Finds a request's file or one of its siblings: in the cache when the path still names the
/// cached file, else beneath the docroot (and then into the cache, when it is small and
/// settled).
fn look_up(
    site: &StaticSite,
    root: &Docroot,
    path: &RequestPath,
    wanted: Wanted<'_>,
    now: SystemTime,
) -> Result<Found, NoFile> {
    let encoding = match wanted {
        Wanted::File => Encoding::Identity,
        Wanted::Sibling(coding, _) => coding,
    };
    let cached = site.file_cache.as_deref().map(|cache| {
        let key = CacheKey {
            docroot: root.id(),
            request: cache_request_key(path),
            encoding,
        };
        (cache, key)
    });
    if let Some((cache, key)) = &cached {
        if let Some(file) = cache.get(key) {
            return Ok(from_cache(&file));
        }
    }
    let lookup = match wanted {
        Wanted::File => root.lookup(path),
        Wanted::Sibling(coding, served) => root.lookup_sibling(served, coding),
    };
    match lookup {
        FileLookup::Found(opened) => {
            if let Some((cache, key)) = cached {
                let (served, file, meta) = (&opened.served, &opened.file, opened.meta);
                if let Some(file) = cache.insert(root.raw_fd(), key, served, file, meta, now) {
                    return Ok(from_cache(&file));
                }
            }
            Ok(Found {
                meta: opened.meta,
                body: AnswerBody::File(opened.file),
                served: opened.served,
                absent_siblings: AbsentSiblings::default(),
            })
        }
        FileLookup::NotFound => Err(NoFile::NotFound),
        FileLookup::DirectoryWithoutSlash => Err(NoFile::DirectoryWithoutSlash),
        FileLookup::Forbidden => {
            // The client asked for something outside the docroot (or unreadable); it gets
            // the same 404 as a missing file.
            let path = path.relative();
            debug!(host = %site.session_host, path = %peer_text(path.as_os_str().as_bytes()), ?encoding, "refused path outside docroot");
            Err(NoFile::NotFound)
        }
        FileLookup::Failed(error) => {
            // Our failure (an I/O error, out of file descriptors), but a client can ask for the
            // file again and again: one line per interval, with the path cut and escaped.
            static LOOKUP_FAILED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
            let path = path.relative();
            match LOOKUP_FAILED_LINE.admit_now() {
                Some(suppressed) => {
                    warn!(host = %site.session_host, path = %peer_text(path.as_os_str().as_bytes()), ?encoding, %error, suppressed, "docroot lookup failed on our side (one line per 10 s)")
                }
                None => {
                    debug!(host = %site.session_host, path = %peer_text(path.as_os_str().as_bytes()), ?encoding, %error, "docroot lookup failed on our side")
                }
            }
            Err(NoFile::Failed)
        }
    }
}

/// Why [`look_up`] found no file, as the planner is told it.
#[derive(Clone, Copy)]
enum NoFile {
    NotFound,
    DirectoryWithoutSlash,
    Failed,
}

impl NoFile {
    fn facts(self) -> FileLookupFacts {
        match self {
            NoFile::NotFound => FileLookupFacts::NotFound,
            NoFile::DirectoryWithoutSlash => FileLookupFacts::DirectoryWithoutSlash,
            NoFile::Failed => FileLookupFacts::Failed,
        }
    }
}

fn from_cache(file: &CachedFile) -> Found {
    Found {
        meta: file.meta,
        body: AnswerBody::Memory(file.content.clone()),
        served: file.served.clone(),
        absent_siblings: file.absent_siblings,
    }
}

/// The request path as the cache knows it: relative, with its trailing `/` kept.
fn cache_request_key(path: &RequestPath) -> Box<[u8]> {
    use std::os::unix::ffi::OsStrExt;
    let mut key = path.relative().into_os_string().as_bytes().to_vec();
    if path.trailing_slash() {
        key.push(b'/');
    }
    key.into_boxed_slice()
}
