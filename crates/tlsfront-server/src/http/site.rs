//! One host's site and the step both HTTP paths share: plan, look up, plan again.
//!
//! The hyper path ([`super::service`]) and the raw kTLS path both call [`answer`] and only
//! differ in how they put the [`Plan`] on the wire, so they cannot drift apart.

use std::fs::File;
use std::sync::Arc;
use std::time::SystemTime;

use tracing::{debug, warn};

use super::docroot::{Docroot, FileLookup};
use super::planner::{plan_request, plan_response, Decision, FileLookupFacts, Plan, RequestFacts};

/// The site a TLS session serves.
#[derive(Debug)]
pub struct Site {
    /// The host the TLS session was made for: lower-case, no trailing dot.
    pub session_host: String,
    /// `None` when the host has no docroot directory: every lookup is then a 404.
    pub docroot: Option<Arc<Docroot>>,
}

/// A plan and, when its body is a file range, the file to read it from.
#[derive(Debug)]
pub struct Answer {
    pub plan: Plan,
    /// `Some` exactly when `plan.body` is `PlannedBody::File`, and for HEAD/304 of a file.
    pub file: Option<File>,
}

/// Plans the answer to one request: checks, lookup beneath the docroot, response plan. The
/// `open`/`fstat` here block, by design (see `docroot.rs`).
pub fn answer(site: &Site, facts: &RequestFacts<'_>, now: SystemTime) -> Answer {
    let path = match plan_request(facts, now) {
        Decision::Reject(plan) => return Answer { plan, file: None },
        Decision::Lookup(path) => path,
    };
    let (lookup, file) = match site.docroot.as_deref().map(|root| root.lookup(&path)) {
        None => (FileLookupFacts::NotFound, None),
        Some(FileLookup::Found(opened)) => (FileLookupFacts::Found(opened.meta), Some(opened.file)),
        Some(FileLookup::NotFound) => (FileLookupFacts::NotFound, None),
        Some(FileLookup::DirectoryWithoutSlash) => (FileLookupFacts::DirectoryWithoutSlash, None),
        Some(FileLookup::Forbidden) => {
            // The client asked for something outside the docroot (or unreadable); it gets
            // the same 404 as a missing file.
            debug!(host = %site.session_host, path = ?path.relative(), "refused path outside docroot");
            (FileLookupFacts::NotFound, None)
        }
        Some(FileLookup::Failed(error)) => {
            warn!(host = %site.session_host, path = ?path.relative(), %error, "docroot lookup failed on our side");
            (FileLookupFacts::Failed, None)
        }
    };
    Answer {
        plan: plan_response(facts, &path, &lookup, now),
        file,
    }
}
