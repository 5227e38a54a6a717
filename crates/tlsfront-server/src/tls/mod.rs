//! TLS: the cipher policy, per-host configs, and the ClientHello step.

pub mod client_hello;
pub mod host_config;
pub mod policy;

pub use client_hello::{read_client_hello, send_fatal_alert, ClientHelloError};
pub use host_config::{HostTls, TemplateError, TlsSettings, TlsTemplate};
pub use policy::{suite_order_for, SuiteOrder};
