//! The Probe service's messages, written out by hand as `prost` would generate them from
//! this schema (so the tests need no `protoc`):
//!
//! ```proto
//! package tlsfront.test;
//! service Probe {
//!   rpc Echo(EchoRequest) returns (Seen);
//!   rpc Count(CountRequest) returns (stream Tick);
//! }
//! ```

/// `Echo`: answer with what the server saw, after `delay_ms`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct EchoRequest {
    #[prost(string, tag = "1")]
    pub message: String,
    /// How long the server works before answering.
    #[prost(uint64, tag = "2")]
    pub delay_ms: u64,
}

/// `Count`: `count` ticks, `interval_ms` apart, then the status `end_code` (0 is OK), each
/// tick checked against the call's deadline.
#[derive(Clone, PartialEq, prost::Message)]
pub struct CountRequest {
    #[prost(uint32, tag = "1")]
    pub count: u32,
    #[prost(uint64, tag = "2")]
    pub interval_ms: u64,
    /// A gRPC status code to end the stream with, after the ticks (0: OK).
    #[prost(int32, tag = "3")]
    pub end_code: i32,
}

/// One tick of `Count`; the first carries what the server saw.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Tick {
    #[prost(uint32, tag = "1")]
    pub n: u32,
    #[prost(message, optional, tag = "2")]
    pub seen: Option<Seen>,
}

/// What the server saw of a call's HTTP/2 request.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Seen {
    /// `:authority`.
    #[prost(string, tag = "1")]
    pub authority: String,
    /// `:scheme`.
    #[prost(string, tag = "2")]
    pub scheme: String,
    /// `:path`.
    #[prost(string, tag = "3")]
    pub path: String,
    /// The HTTP version, `HTTP/2.0`.
    #[prost(string, tag = "4")]
    pub version: String,
    /// Every header name, lower-case, sorted.
    #[prost(string, repeated, tag = "5")]
    pub header_names: Vec<String>,
    /// How many `host` headers came besides `:authority`.
    #[prost(uint32, tag = "6")]
    pub host_headers: u32,
    #[prost(string, tag = "7")]
    pub te: String,
    #[prost(string, tag = "8")]
    pub content_type: String,
    #[prost(string, tag = "9")]
    pub grpc_timeout: String,
    #[prost(string, tag = "10")]
    pub x_forwarded_for: String,
    #[prost(string, tag = "11")]
    pub x_forwarded_proto: String,
    #[prost(string, tag = "12")]
    pub forwarded: String,
    /// The request's `message`, for `Echo`.
    #[prost(string, tag = "13")]
    pub message: String,
}
