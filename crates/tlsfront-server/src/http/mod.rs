//! HTTP for one TLS session: the pure static planner, path normalisation, the docroot, and the
//! two ways an answer goes on the wire.
//!
//! Policy is pure and shared: [`path`], [`host`], [`range`], [`conditional`], [`encoding`],
//! [`precompressed`] and [`planner`] take values and return values, and both HTTP paths read a request's facts the same way
//! ([`request_facts`]), so the HTTP/2 path (the `h2` crate) and the HTTP/1.1 server answer the
//! same request the same way. Mechanism sits at the edges: [`sites_root`] says where a host's docroot is,
//! [`docroot`] opens files, and only beneath the docroot (`beneath` holds the syscalls);
//! [`file_cache`] keeps small files in memory for the user-space path, fresh through
//! `file_watch` (inotify); [`site`] runs plan, lookup, plan. The answer goes out as an
//! `http::Response` with a [`StaticBody`] on HTTP/2 ([`response`], [`body`]; the session sends
//! it on `h2`), or, on HTTP/1.1, as bytes ([`http1_head`], [`raw_http1`], the one HTTP/1.1
//! server, whose file bodies go out with `sendfile` on a kTLS socket).

mod beneath;
pub mod body;
pub mod compressed_cache;
pub mod compressible;
pub mod compressor;
pub mod conditional;
pub mod docroot;
pub mod encoding;
pub mod file_cache;
mod file_watch;
pub mod host;
pub mod http1_head;
pub mod mime;
pub mod on_the_fly;
pub mod path;
pub mod planner;
pub mod precompressed;
pub mod range;
pub mod raw_http1;
pub mod request_facts;
pub mod response;
pub mod site;
pub mod sites_root;

pub use body::StaticBody;
pub use docroot::{Docroot, FileLookup, FileMeta, OpenedFile};
pub use encoding::{AcceptEncoding, Encoding};
pub use file_cache::FileCache;
pub use http1_head::write_http1_head;
pub use path::{normalise_request_path, PathError, RequestPath};
pub use planner::{
    error_plan, limited_plan, plan_request, plan_response, reason, Decision, FileLookupFacts, Plan,
    PlannedBody, RequestFacts,
};
pub use precompressed::Siblings;
pub use request_facts::answer_request;
pub use response::{refusal, serve, serve_at};
pub use site::{answer, Answer, AnswerBody, StaticSite};
pub use sites_root::SitesRoot;
