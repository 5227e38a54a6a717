//! A host served from its docroot, and the step both HTTP paths share: plan, look up, plan
//! again.
//!
//! The HTTP/2 path ([`super::response`]) and the raw HTTP/1.1 server ([`super::raw_http1`]) both call
//! [`answer`] and only differ in how they put the [`Plan`] on the wire, so they cannot drift
//! apart.

use std::fs::File;
use std::sync::Arc;
use std::time::SystemTime;

use bytes::Bytes;
use tracing::{debug, warn};

use super::docroot::{Docroot, FileLookup};
use super::file_cache::{CacheKey, FileCache};
use super::path::RequestPath;
use super::planner::{plan_request, plan_response, Decision, FileLookupFacts, Plan, RequestFacts};

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

/// Plans the answer to one request: checks, lookup beneath the docroot, response plan. The
/// `open`/`fstat` here block, by design (see `docroot.rs`).
pub fn answer(site: &StaticSite, facts: &RequestFacts<'_>, now: SystemTime) -> Answer {
    let path = match plan_request(facts, now) {
        Decision::Reject(plan) => return Answer { plan, body: None },
        Decision::Lookup(path) => path,
    };
    let (lookup, body) = match site.docroot.as_deref() {
        None => (FileLookupFacts::NotFound, None),
        Some(root) => look_up(site, root, &path, now),
    };
    Answer {
        plan: plan_response(facts, &path, &lookup, now),
        body,
    }
}

/// Finds a request's file: in the cache when the path still names the cached file, else
/// beneath the docroot (and then into the cache, when it is small and settled).
fn look_up(
    site: &StaticSite,
    root: &Docroot,
    path: &RequestPath,
    now: SystemTime,
) -> (FileLookupFacts, Option<AnswerBody>) {
    let cached = site.file_cache.as_deref().map(|cache| {
        let key = CacheKey {
            docroot: root.id(),
            request: cache_request_key(path),
        };
        (cache, key)
    });
    if let Some((cache, key)) = &cached {
        if let Some(file) = cache.get(key) {
            return (
                FileLookupFacts::Found(file.meta),
                Some(AnswerBody::Memory(file.content.clone())),
            );
        }
    }
    match root.lookup(path) {
        FileLookup::Found(opened) => {
            if let Some((cache, key)) = cached {
                let (served, file, meta) = (&opened.served, &opened.file, opened.meta);
                if let Some(file) = cache.insert(root.raw_fd(), key, served, file, meta, now) {
                    return (
                        FileLookupFacts::Found(file.meta),
                        Some(AnswerBody::Memory(file.content.clone())),
                    );
                }
            }
            (
                FileLookupFacts::Found(opened.meta),
                Some(AnswerBody::File(opened.file)),
            )
        }
        FileLookup::NotFound => (FileLookupFacts::NotFound, None),
        FileLookup::DirectoryWithoutSlash => (FileLookupFacts::DirectoryWithoutSlash, None),
        FileLookup::Forbidden => {
            // The client asked for something outside the docroot (or unreadable); it gets
            // the same 404 as a missing file.
            debug!(host = %site.session_host, path = ?path.relative(), "refused path outside docroot");
            (FileLookupFacts::NotFound, None)
        }
        FileLookup::Failed(error) => {
            warn!(host = %site.session_host, path = ?path.relative(), %error, "docroot lookup failed on our side");
            (FileLookupFacts::Failed, None)
        }
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
