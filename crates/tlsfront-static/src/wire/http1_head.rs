//! The head of an HTTP/1.1 response, written by hand for the server's HTTP/1.1 server (both TLS
//! paths) exactly as hyper's HTTP/1 server would write the hyper response the HTTP/2 path
//! builds from the same plan ([`crate::wire::response`]).
//!
//! For the two to match byte for byte, a hyper HTTP/1 connection must be built with
//! `.auto_date_header(false)` (the plan carries its own `date`), and without
//! `.title_case_headers(true)` or `.preserve_header_case(true)`.
//! Then hyper writes the status line with the same reason phrases as [`reason`], the plan's
//! headers in order and as given, and, when the connection will close after this response (the
//! client sent `Connection: close`, or keep-alive is off), one `connection: close` after them.
//! HTTP/1.0 clients get an `HTTP/1.0` status line from hyper; [`write_http1_head`] speaks
//! HTTP/1.1 only. A test (`tests/static_files.rs`) holds the two paths together.

use crate::request::planner::{reason, Plan};

/// Renders a plan's head exactly as hyper's HTTP/1.1 server writes it (with the builder
/// settings in the module doc): status line, headers in plan order, `connection: close` when
/// the connection closes after this response, blank line.
pub fn write_http1_head(plan: &Plan, keep_alive: bool, out: &mut Vec<u8>) {
    out.extend_from_slice(b"HTTP/1.1 ");
    out.extend_from_slice(plan.status.to_string().as_bytes());
    out.push(b' ');
    out.extend_from_slice(reason(plan.status).as_bytes());
    out.extend_from_slice(b"\r\n");
    for (name, value) in &plan.headers {
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    if !keep_alive {
        out.extend_from_slice(b"connection: close\r\n");
    }
    out.extend_from_slice(b"\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::planner::PlannedBody;

    #[test]
    fn http1_head_bytes() {
        let plan = Plan {
            status: 404,
            headers: vec![("date", "D".into()), ("content-length", "10".into())],
            body: PlannedBody::Text("not found\n"),
            encoding: crate::Encoding::Identity,
        };
        let mut out = Vec::new();
        write_http1_head(&plan, true, &mut out);
        assert_eq!(
            out,
            b"HTTP/1.1 404 Not Found\r\ndate: D\r\ncontent-length: 10\r\n\r\n"
        );
        out.clear();
        write_http1_head(
            &Plan {
                status: 200,
                ..plan
            },
            false,
            &mut out,
        );
        assert_eq!(
            out,
            b"HTTP/1.1 200 OK\r\ndate: D\r\ncontent-length: 10\r\nconnection: close\r\n\r\n"
        );
    }
}
