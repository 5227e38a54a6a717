//! OCSP stapling's pure parts: reading a certificate's OCSP facts (responder, Must-Staple),
//! building the request, and deciding whether a response may be stapled now.
//!
//! A host's responses live in the store beside its pairs (`<host>.ocsp`, `<host>.ocsp.rsa`,
//! `<host>.ocsp.ecdsa`, one per slot, DER), are checked when the host is loaded, and are
//! attached to the pair's `CertifiedKey` only if they pass. Fetching is the server's, in the
//! background; nothing here does I/O.
//!
//! Here: the DER reader (`der.rs`), the response's form (`response.rs`), its checks
//! (`verify.rs`), the certificate's side (`facts.rs`), and what `certs ls` and `certs check`
//! say of a stored entry (`report.rs`).

pub(crate) mod der;
mod facts;
mod report;
mod response;
mod verify;

pub use der::DerError;
pub use facts::{ocsp_request, OcspFacts};
pub use report::{span, staple_report, PairStapleReport, StapleVerdict};
pub use response::ResponseFormError;
pub use verify::{verify_staple, StapleError, VerifiedStaple, CLOCK_SKEW_SECS};
