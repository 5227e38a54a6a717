//! TLS: the cipher policy, per-host configs, reading the ClientHello, the decision on it
//! (which host's config answers, or which alert refuses), the session that follows, and the
//! keys its session tickets are sealed with.

pub mod acme_challenge;
pub mod client_hello;
pub mod decision;
pub mod host_config;
pub mod host_policy;
pub mod policy;
pub mod record_framing;
pub mod stream;
pub mod tickets;

pub use client_hello::{read_client_hello, send_fatal_alert, ClientHelloError, ClientHelloRead};
pub use decision::{
    decide, decide_acme_challenge, decide_default, decide_unknown, decide_unstorable, Chosen,
    ClientHelloFacts, HelloDecision, Refusal,
};
pub use host_config::{HostTls, TemplateError, TlsTemplate, TLS13_TICKETS_PER_HANDSHAKE};
pub use host_policy::{decide_min_tls, is_version_refusal, HstsHeader, TlsPolicyOptions};
pub use policy::{suite_order_for, SuiteOrder};
pub use stream::TlsSession;
