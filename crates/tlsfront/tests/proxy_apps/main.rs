//! The proxy in front of real application servers, as people run them (issue 27): a Go
//! net/http program (HTTP/1.1, h2c, TLS with h2 or http/1.1 by ALPN, a Unix socket), a Node.js
//! node:http program and an ASGI application under uvicorn (each on a port and a Unix socket),
//! nginx with a server block per tenant, and a tonic gRPC server
//! (`tlsfront_testkit::apps`). The real binary in front, real clients (curl over HTTP/1.1 and
//! HTTP/2, tonic over TLS), and each application saying what its framework made of the
//! request: the tenant's host, an origin-form target, the client's address through the
//! forwarding headers, scheme https, exactly one Host, and none of the headers that belong to
//! one hop or that an application could take for another.
//!
//! A test checks every combination before it fails, and lists every mismatch with the report
//! it was found in (`support::Findings`).

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

#[path = "../serve/mod.rs"]
mod serve;

mod grpc;
mod headers;
mod matrix;
mod nginx;
mod requests;
mod support;
