//! The static planner: request facts and file metadata in, status, headers and byte range out.
//! Pure (the clock is an argument), and shared by the HTTP/2 path (`h2`) and the HTTP/1.1
//! server, so they answer identically.
//!
//! Two steps, because the disk is touched in between:
//! 1. [`plan_request`] checks Host (400/421), then the method (405), then the path (400/404)
//!    and either rejects or says which path to look up;
//! 2. [`plan_response`] turns the lookup's outcome into 200/206/304/416/301/404/500.
//!
//! Choices worth knowing:
//! - Headers always go out in [`HEADER_ORDER`], `content-length` last, names lower-case.
//! - Every reply with a body says `content-length`; a HEAD reply says what GET would send.
//! - A missing Host is 400 on any version (for HTTP/2 the caller passes `:authority`).
//! - Absolute-form targets (`https://host/path`) are accepted when their authority passes the
//!   same check as Host; both must name the session's host. Other schemes are 400.
//! - A `..` that climbs above the root is 404, not 400, so probing learns nothing.
//! - `Range` is honoured on GET only, as RFC 9110 §14.2 requires; HEAD gets the 200 head.
//! - A 301 for a directory drops the query: its bytes are the client's and are not reflected.
//! - A found file may be answered with a precompressed sibling ([`crate::request::precompressed`]):
//!   the plan's [`Plan::encoding`] says which file the body comes from.

use std::borrow::Cow;
use std::time::SystemTime;

use crate::files::docroot::FileMeta;
use crate::request::conditional::{
    coded_etag, etag, http_date, if_none_match, if_range_matches, not_modified_since,
};
use crate::request::encoding::Encoding;
use crate::request::host::{check_host, HostCheck};
use crate::request::path::{normalise_request_path, PathError, RequestPath};
use crate::request::precompressed::{choose_representation, negotiable, Representation, Siblings};
use crate::request::range::{evaluate_range, RangeRequest};

/// The order every plan's headers are emitted in; a plan holds a subset of these.
pub const HEADER_ORDER: [&str; 12] = [
    "date",
    "server",
    "allow",
    "location",
    "content-type",
    "content-encoding",
    "last-modified",
    "etag",
    "vary",
    "accept-ranges",
    "content-range",
    "content-length",
];

/// The `server` header value.
pub const SERVER_NAME: &str = "tlsfront";

/// What the planner needs to know about a request, borrowed from whichever parser read it.
#[derive(Clone, Copy, Debug, Default)]
pub struct RequestFacts<'a> {
    /// The method as sent (methods are case-sensitive: `get` is not GET).
    pub method: &'a str,
    /// The raw request-target: origin-form, or absolute-form on HTTP/1.1.
    pub path: &'a str,
    /// The Host header, or `:authority` for HTTP/2, raw.
    pub host: Option<&'a str>,
    /// The host the TLS session was made for: lower-case, no trailing dot.
    pub session_host: &'a str,
    pub if_none_match: Option<&'a str>,
    pub if_modified_since: Option<&'a str>,
    pub range: Option<&'a str>,
    pub if_range: Option<&'a str>,
    /// `Accept-Encoding`, its lines joined with `, `.
    pub accept_encoding: Option<&'a str>,
    /// The site's setting, not the client's: whether precompressed siblings are served.
    pub serve_precompressed: bool,
}

/// Step 1's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Answer with this plan; no file is looked up.
    Reject(Plan),
    /// Look this path up beneath the docroot, then call [`plan_response`].
    Lookup(RequestPath),
}

/// What the docroot lookup found, without the open file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileLookupFacts {
    /// The file, and those of its precompressed siblings that were looked for and found.
    Found(FileMeta, Siblings),
    /// Also the answer for a path the docroot refused (a symlink out of it): never say which.
    NotFound,
    DirectoryWithoutSlash,
    /// The lookup failed on our side (out of fds, I/O error).
    Failed,
}

/// A complete answer: status, headers in emission order, and what the body is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub status: u16,
    /// Values that never change (`server`, a MIME type, `bytes`) are borrowed, not copied.
    pub headers: Vec<(&'static str, Cow<'static, str>)>,
    pub body: PlannedBody,
    /// Which file a `PlannedBody::File` is read from: the looked-up file (identity) or its
    /// sibling in this coding. Identity for every plan without a file.
    pub encoding: Encoding,
}

/// The body of a plan. HEAD plans are always `Empty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlannedBody {
    Empty,
    Text(&'static str),
    /// `len` bytes of the looked-up file, from `offset`.
    File {
        offset: u64,
        len: u64,
    },
}

impl Plan {
    /// The number of body bytes that go on the wire.
    pub fn body_len(&self) -> u64 {
        match self.body {
            PlannedBody::Empty => 0,
            PlannedBody::Text(text) => text.len() as u64,
            PlannedBody::File { len, .. } => len,
        }
    }

    /// The headers with owned values, for comparing with a list in tests.
    #[cfg(test)]
    pub(crate) fn owned_headers(&self) -> Vec<(&'static str, String)> {
        self.headers
            .iter()
            .map(|(name, value)| (*name, value.to_string()))
            .collect()
    }

    /// The value of a header in this plan.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_ref())
    }
}

/// The canonical reason phrase, the same table hyper writes on its status lines.
pub fn reason(status: u16) -> &'static str {
    http::StatusCode::from_u16(status)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("<none>")
}

/// Step 1: Host, method and path, before the disk is touched.
pub fn plan_request(facts: &RequestFacts<'_>, now: SystemTime) -> Decision {
    let Some(host) = facts.host else {
        return Decision::Reject(text_plan(facts, now, 400));
    };
    match check_host(host, facts.session_host) {
        HostCheck::Matches => {}
        HostCheck::Misdirected => return Decision::Reject(text_plan(facts, now, 421)),
        HostCheck::Invalid => return Decision::Reject(text_plan(facts, now, 400)),
    }
    if !matches!(facts.method, "GET" | "HEAD") {
        return Decision::Reject(text_plan(facts, now, 405));
    }
    let path = match origin_path(facts.path, facts.session_host) {
        Ok(path) => path,
        Err(status) => return Decision::Reject(text_plan(facts, now, status)),
    };
    match normalise_request_path(path) {
        Ok(path) if is_hidden(&path) => Decision::Reject(text_plan(facts, now, 404)),
        Ok(path) => Decision::Lookup(path),
        Err(PathError::EscapesRoot) => Decision::Reject(text_plan(facts, now, 404)),
        Err(_) => Decision::Reject(text_plan(facts, now, 400)),
    }
}

/// Dotfiles and dot-directories (`.git/`, `.htpasswd`, `.env`) are deployment leftovers, not
/// content: they are never served. `.well-known/` is the exception (RFC 8615: ACME challenges,
/// security.txt).
fn is_hidden(path: &RequestPath) -> bool {
    path.segments()
        .iter()
        .any(|segment| segment.starts_with('.') && segment != ".well-known")
}

/// Step 2: the answer for a looked-up path.
pub fn plan_response(
    facts: &RequestFacts<'_>,
    path: &RequestPath,
    lookup: &FileLookupFacts,
    now: SystemTime,
) -> Plan {
    match lookup {
        FileLookupFacts::Found(file, siblings) => {
            let representation = choose_representation(facts, path, file, siblings);
            file_plan(facts, &representation, negotiable(facts, path), now)
        }
        FileLookupFacts::NotFound => text_plan(facts, now, 404),
        FileLookupFacts::Failed => text_plan(facts, now, 500),
        FileLookupFacts::DirectoryWithoutSlash => {
            let mut plan = text_plan(facts, now, 301);
            plan.headers
                .push(("location", path.to_url_path(true).into()));
            finish(plan)
        }
    }
}

/// The answer with a file's representation; `vary` when the choice of representation
/// depended on `Accept-Encoding`.
fn file_plan(
    facts: &RequestFacts<'_>,
    representation: &Representation,
    vary: bool,
    now: SystemTime,
) -> Plan {
    let is_head = facts.method == "HEAD";
    let meta = &representation.meta;
    let tag = match representation.encoding {
        Encoding::Identity => etag(meta),
        coding => coded_etag(meta, coding),
    };
    let last_modified = http_date(meta.modified);

    // RFC 9110 §13.2.2: If-None-Match, else If-Modified-Since, then Range.
    let not_modified = match (facts.if_none_match, facts.if_modified_since) {
        (Some(list), _) => if_none_match(list, &tag),
        (None, Some(date)) => not_modified_since(date, meta.modified, now),
        (None, None) => false,
    };
    let mut plan = base_plan(now, if not_modified { 304 } else { 200 });
    plan.encoding = representation.encoding;
    if vary {
        // On the 304 and the 416 too (RFC 9110 §15.4.5): they answer for a representation.
        plan.headers.push(("vary", "accept-encoding".into()));
    }
    if not_modified {
        plan.headers.push(("last-modified", last_modified.into()));
        plan.headers.push(("etag", tag.into()));
        return finish(plan);
    }

    let range = match facts.range {
        Some(range)
            if !is_head
                && facts
                    .if_range
                    .is_none_or(|v| if_range_matches(v, &tag, meta.modified)) =>
        {
            evaluate_range(range, meta.len)
        }
        _ => RangeRequest::Full,
    };
    if range == RangeRequest::Unsatisfiable {
        let mut unsatisfiable = text_plan(facts, now, 416);
        unsatisfiable
            .headers
            .push(("content-range", format!("bytes */{}", meta.len).into()));
        unsatisfiable
            .headers
            .extend(plan.headers.into_iter().filter(|(name, _)| *name == "vary"));
        return finish(unsatisfiable);
    }

    plan.headers.push(("content-type", meta.mime.into()));
    if representation.encoding != Encoding::Identity {
        let token = representation.encoding.token();
        plan.headers.push(("content-encoding", token.into()));
    }
    plan.headers.push(("last-modified", last_modified.into()));
    plan.headers.push(("etag", tag.into()));
    plan.headers.push(("accept-ranges", "bytes".into()));
    let (offset, len) = match range {
        RangeRequest::Partial { start, end } => {
            plan.status = 206;
            let content_range = format!("bytes {start}-{end}/{}", meta.len);
            plan.headers.push(("content-range", content_range.into()));
            (start, RangeRequest::partial_len(start, end))
        }
        RangeRequest::Full | RangeRequest::Unsatisfiable => (0, meta.len),
    };
    plan.headers
        .push(("content-length", len.to_string().into()));
    if !is_head {
        plan.body = PlannedBody::File { offset, len };
    }
    finish(plan)
}

/// A short plain-text answer for an error or redirect status.
/// The plan for a request that could not even be parsed (400, 431), or for our own failure.
pub fn error_plan(status: u16, now: SystemTime) -> Plan {
    let facts = RequestFacts {
        method: "GET",
        path: "/",
        host: None,
        session_host: "",
        if_none_match: None,
        if_modified_since: None,
        range: None,
        if_range: None,
        accept_encoding: None,
        serve_precompressed: false,
    };
    text_plan(&facts, now, status)
}

/// 429 for a request over its host's rate, saying when to come back (RFC 6585 §4).
pub fn limited_plan(retry_after: Option<std::time::Duration>, now: SystemTime) -> Plan {
    let mut plan = error_plan(429, now);
    if let Some(wait) = retry_after {
        let seconds = retry_after_seconds(wait);
        plan.headers
            .push(("retry-after", seconds.to_string().into()));
    }
    plan
}

fn text_plan(facts: &RequestFacts<'_>, now: SystemTime, status: u16) -> Plan {
    let text = match status {
        301 => "moved permanently\n",
        400 => "bad request\n",
        404 => "not found\n",
        405 => "method not allowed\n",
        416 => "range not satisfiable\n",
        421 => crate::request::host::MISDIRECTED_TEXT,
        429 => "too many requests\n",
        431 => "request header fields too large\n",
        _ => "internal server error\n",
    };
    let mut plan = base_plan(now, status);
    if status == 405 {
        plan.headers.push(("allow", "GET, HEAD".into()));
    }
    plan.headers
        .push(("content-type", "text/plain; charset=utf-8".into()));
    plan.headers
        .push(("content-length", text.len().to_string().into()));
    if facts.method != "HEAD" {
        plan.body = PlannedBody::Text(text);
    }
    finish(plan)
}

fn base_plan(now: SystemTime, status: u16) -> Plan {
    // Room for every header a file's answer has, and the site's own two.
    let mut headers = Vec::with_capacity(HEADER_ORDER.len());
    headers.push(("date", http_date(now).into()));
    headers.push(("server", SERVER_NAME.into()));
    Plan {
        status,
        headers,
        body: PlannedBody::Empty,
        encoding: Encoding::Identity,
    }
}

/// Puts the headers in [`HEADER_ORDER`], whatever order the code above pushed them in.
fn finish(mut plan: Plan) -> Plan {
    plan.headers.sort_by_key(|(name, _)| {
        HEADER_ORDER
            .iter()
            .position(|n| n == name)
            .unwrap_or(usize::MAX)
    });
    plan
}

/// The origin-form path of a request-target, checking an absolute-form authority on the way.
fn origin_path<'a>(target: &'a str, session_host: &str) -> Result<&'a str, u16> {
    if target.starts_with('/') {
        return Ok(target);
    }
    const SCHEME: &str = "https://";
    let rest = match (target.get(..SCHEME.len()), target.get(SCHEME.len()..)) {
        (Some(scheme), Some(rest)) if scheme.eq_ignore_ascii_case(SCHEME) => rest,
        // `*`, authority-form, `http://…`, or junk.
        _ => return Err(400),
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(end);
    match check_host(authority, session_host) {
        HostCheck::Matches => {}
        HostCheck::Misdirected => return Err(421),
        HostCheck::Invalid => return Err(400),
    }
    // `https://host` and `https://host?q` both mean the root.
    Ok(if path.starts_with('/') { path } else { "/" })
}

/// `Retry-After` in whole seconds: rounded up, and at least one.
pub fn retry_after_seconds(wait: std::time::Duration) -> u64 {
    (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
}

#[cfg(test)]
mod encoding_tests;
#[cfg(test)]
mod tests;
