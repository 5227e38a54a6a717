//! What an application said about one request: the `name: value` lines every HTTP app here
//! answers with, read by each framework its own way.
//!
//! Names every app writes (where its framework has the fact):
//! - `app`: `go`, `node`, `uvicorn` or `nginx`; `seq`: requests that process has answered,
//!   this one included (not nginx);
//! - `proto` (`HTTP/1.1`, `HTTP/2.0`), `method`, `host` (Go `r.Host`, Node
//!   `req.headers.host`, the ASGI scope's first `host` header, nginx `$host`), `host_count`
//!   (Host values that arrived; not nginx), `target` (the request target as received: Go
//!   `r.RequestURI`, Node `req.url`, ASGI `raw_path` and `query_string`, nginx `$request_uri`);
//! - `client` and `scheme` as the application derives them behind a proxy (Go and Node: the
//!   last `X-Forwarded-For` entry and `X-Forwarded-Proto`; uvicorn's own `--proxy-headers`;
//!   nginx's realip module), and the raw `x_forwarded_for`, `x_forwarded_proto`,
//!   `x_forwarded_host`, `forwarded`;
//! - `headers`: every header name that arrived, lower-case, sorted, comma-separated (not
//!   nginx, which names `upgrade`, `proxy` and `expect` instead); `body_length`;
//! - `listener` (not nginx): `tcp` or `unix`, and for Go `tls` (the port offering h2 and
//!   http/1.1) or `tls-http1` (http/1.1 alone).
//!
//! Go adds `url` (`r.URL.String()`), `tls` (`none`, or the protocol ALPN chose) and the last
//! `Forwarded` element's `forwarded_for`, `forwarded_host`, `forwarded_proto`; nginx adds
//! `server` (which server block answered), uvicorn the ASGI scope's `server` (a socket's path
//! alone).

use std::fmt;

/// One answer's lines, in order.
#[derive(Clone, PartialEq, Eq)]
pub struct Report {
    text: String,
    fields: Vec<(String, String)>,
}

impl Report {
    /// Reads `name: value` lines; lines without a colon are kept in the text only.
    pub fn parse(text: &str) -> Report {
        let fields = text
            .lines()
            .filter_map(|line| line.split_once(':'))
            .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()))
            .collect();
        Report {
            text: text.to_owned(),
            fields,
        }
    }

    /// The first value named `name`.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(field, _)| field == name)
            .map(|(_, value)| value.as_str())
    }

    /// The value named `name`, or `""` when the app did not write it.
    pub fn get(&self, name: &str) -> &str {
        self.field(name).unwrap_or("")
    }

    /// The header names the app saw (`headers`), lower-case.
    pub fn header_names(&self) -> Vec<&str> {
        self.get("headers")
            .split(',')
            .filter(|name| !name.is_empty())
            .collect()
    }

    /// Whether the app saw a header named `name` (lower-case).
    pub fn saw_header(&self, name: &str) -> bool {
        self.header_names().contains(&name)
    }

    /// `seq` as a number (requests that app answered so far, this one included).
    pub fn seq(&self) -> Option<u64> {
        self.field("seq")?.parse().ok()
    }

    /// The text as received.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Debug for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_names_values_and_header_lists() {
        let report = Report::parse(
            "app: go\nseq: 3\nhost: a.test:8443\nforwarded: for=1.2.3.4;host=\"a.test\"\nempty: \nheaders: accept,x-forwarded-for\nnot a field\n",
        );
        assert_eq!(report.get("app"), "go");
        assert_eq!(report.seq(), Some(3));
        assert_eq!(report.get("host"), "a.test:8443");
        assert_eq!(report.get("forwarded"), "for=1.2.3.4;host=\"a.test\"");
        assert_eq!(report.field("empty"), Some(""));
        assert_eq!(report.field("missing"), None);
        assert_eq!(report.header_names(), ["accept", "x-forwarded-for"]);
        assert!(report.saw_header("accept"));
        assert!(!report.saw_header("upgrade"));
    }
}
