//! A host's static site: what a request to it is answered with, and the wire form of that
//! answer. The server's sessions (HTTP/1.1, HTTP/2, and kernel TLS) call it; it knows nothing of
//! sockets, TLS or tenants' limits beyond the [`RequestRate`] a session hands it.
//!
//! - [`request`]: pure policy: a request's facts ([`request_facts`]), its path, its Host (421
//!   for another host), ranges, conditionals, encodings, precompressed siblings, MIME types,
//!   and the [`planner`] that turns them into a [`Plan`];
//! - [`files`]: the docroot, opened beneath its directory only ([`docroot`]; `beneath` holds
//!   the syscalls), where each host's docroot is ([`sites_root`]), and small files kept in
//!   memory ([`file_cache`]), fresh through inotify (`file_watch`);
//! - [`compression`]: what is worth compressing, the compressors, and bodies compressed on
//!   the fly ([`on_the_fly`]) with their cache;
//! - [`wire`]: the answer as an `http::Response` with a [`StaticBody`] ([`response`], [`body`];
//!   HTTP/2 sends it on `h2`) or as an HTTP/1.1 head in bytes ([`http1_head`]);
//! - [`site`]: the step every HTTP version shares: plan, look up, plan again.

pub mod compression;
pub mod files;
pub mod request;
pub mod site;
pub mod wire;

pub use compression::{compressed_cache, compressible, compressor, on_the_fly};
pub use files::{docroot, file_cache, sites_root};
pub use request::{
    conditional, encoding, host, mime, path, planner, precompressed, range, request_facts,
};
pub use wire::{body, http1_head, response};

pub use body::StaticBody;
pub use docroot::{Docroot, FileLookup, FileMeta, OpenedFile};
pub use encoding::{AcceptEncoding, Encoding};
pub use file_cache::FileCache;
pub use http1_head::write_http1_head;
pub use path::{normalise_request_path, PathError, RequestPath};
pub use planner::{
    error_plan, limited_plan, plan_request, plan_response, reason, retry_after_seconds, Decision,
    FileLookupFacts, Plan, PlannedBody, RequestFacts,
};
pub use precompressed::Siblings;
pub use request_facts::answer_request;
pub use response::{refusal, serve, serve_at};
pub use site::{answer, Answer, AnswerBody, Refused, RequestRate, StaticSite};
pub use sites_root::SitesRoot;
