//! HTTP for one TLS session: the pure static planner, path normalisation, the docroot, and the
//! hyper service that ties them together.
//!
//! Policy is pure and shared: [`path`], [`host`], [`range`], [`conditional`] and [`planner`]
//! take values and return values, so the hyper path ([`service`]) and the raw kTLS path answer
//! the same request with the same bytes. Mechanism sits at the edges: [`docroot`] opens files,
//! and only beneath the docroot (`beneath` holds the syscalls); [`file_cache`] keeps small
//! files in memory for the user-space path; [`site`] runs plan, lookup, plan; [`body`] and [`service`] put the answer on the wire through hyper.

mod beneath;
pub mod body;
pub mod conditional;
pub mod docroot;
pub mod file_cache;
pub mod host;
pub mod mime;
pub mod path;
pub mod planner;
pub mod range;
pub mod raw_http1;
pub mod service;
pub mod site;

pub use body::StaticBody;
pub use docroot::{Docroot, FileLookup, FileMeta, OpenedFile};
pub use file_cache::FileCache;
pub use path::{normalise_request_path, PathError, RequestPath};
pub use planner::{
    error_plan, plan_request, plan_response, reason, Decision, FileLookupFacts, Plan, PlannedBody,
    RequestFacts,
};
pub use service::{answer_request, refusal, serve, serve_at, write_http1_head};
pub use site::{answer, Answer, AnswerBody, Site};
