//! What the proxy_apps tests share: tlsfront in front of some upstreams, curl asking through it
//! for an app's report, and the findings of a whole matrix gathered before failing.

use std::fmt::Display;
use std::net::SocketAddr;

use rustls::pki_types::ServerName;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::apps::Report;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{Fixtures, TlsClient, Tlsfront};
use tokio_rustls::TlsConnector;

use crate::serve::support::server;

/// The protocol curl speaks to tlsfront.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Client {
    Http1,
    Http2,
}

impl Client {
    pub const BOTH: [Client; 2] = [Client::Http1, Client::Http2];

    fn flag(self) -> &'static str {
        match self {
            Client::Http1 => "--http1.1",
            Client::Http2 => "--http2",
        }
    }

    /// What curl's `%{http_version}` says for it.
    pub fn curl_version(self) -> &'static str {
        match self {
            Client::Http1 => "1.1",
            Client::Http2 => "2",
        }
    }
}

impl std::fmt::Display for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Client::Http1 => "HTTP/1.1",
            Client::Http2 => "HTTP/2",
        })
    }
}

/// tlsfront with a certificate for each host and a site entry sending it to its upstream.
pub fn front(routes: &[(&str, String)]) -> (Fixtures, Tlsfront) {
    let entries: Vec<(&str, String)> = routes
        .iter()
        .map(|(host, upstream)| (*host, site_entry(upstream, None)))
        .collect();
    front_with_entries(&entries)
}

/// tlsfront with a certificate for each host and the site entry given for it.
pub fn front_with_entries(entries: &[(&str, String)]) -> (Fixtures, Tlsfront) {
    let fixtures = Fixtures::new();
    for (host, entry) in entries {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.write_site(host, entry);
    }
    let server = server(&fixtures, &[]);
    (fixtures, server)
}

/// A site entry sending a host to `upstream`, verified against `upstream_ca` (PEM) if given.
pub fn site_entry(upstream: &str, upstream_ca: Option<&str>) -> String {
    let mut entry = format!("upstreams = [\"{upstream}\"]\n");
    if let Some(pem) = upstream_ca {
        entry.push_str(&format!("upstream_ca = \"\"\"\n{pem}\"\"\"\n"));
    }
    entry
}

/// `path` on `host` through tlsfront, with curl over `client` and `extra` arguments: the
/// app's report, followed by curl's own `curl_status` and `curl_version` lines.
pub fn fetch(
    server: &Tlsfront,
    fixtures: &Fixtures,
    host: &str,
    path: &str,
    client: Client,
    extra: &[&str],
) -> Report {
    let url = format!("{}{path}", origin(server.addr, host));
    let mut args = vec![
        client.flag(),
        "-w",
        "\ncurl_status: %{http_code}\ncurl_version: %{http_version}\n",
    ];
    args.extend_from_slice(extra);
    args.push(&url);
    Report::parse(&curl(server.addr, host, &fixtures.ca_path(), &args).text)
}

/// The status alone of a request whose answer is tlsfront's own.
pub fn status(
    server: &Tlsfront,
    fixtures: &Fixtures,
    host: &str,
    client: Client,
    extra: &[&str],
) -> String {
    let url = format!("{}/status", origin(server.addr, host));
    let mut args = vec![client.flag(), "-o", "/dev/null", "-w", "%{http_code}"];
    args.extend_from_slice(extra);
    args.push(&url);
    curl(server.addr, host, &fixtures.ca_path(), &args).text
}

/// An HTTP/2 GET over TLS as `host` (SNI), with `:authority` and any extra header fields as
/// given (the `h2` crate sends a `host` field as it is): the status and the body.
pub async fn h2_get(
    addr: SocketAddr,
    ca_pem: &str,
    host: &str,
    authority: &str,
    headers: &[(&str, &str)],
) -> (u16, String) {
    let config = TlsClient::new(ca_pem).alpn(&[b"h2"]).config(true);
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let name = ServerName::try_from(host.to_owned()).unwrap();
    let tls = TlsConnector::from(config).connect(name, tcp).await.unwrap();
    let (send, connection) = h2::client::handshake(tls).await.unwrap();
    let driver = tokio::spawn(async move {
        let _ = connection.await;
    });
    let mut request = http::Request::get(format!("https://{authority}/h2-status"));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let mut send = send.ready().await.unwrap();
    let (response, _) = send.send_request(request.body(()).unwrap(), true).unwrap();
    let (head, mut body) = response.await.unwrap().into_parts();
    let mut text = Vec::new();
    while let Some(chunk) = body.data().await {
        let chunk = chunk.unwrap();
        let _ = body.flow_control().release_capacity(chunk.len());
        text.extend_from_slice(&chunk);
    }
    driver.abort();
    (
        head.status.as_u16(),
        String::from_utf8_lossy(&text).into_owned(),
    )
}

/// Every mismatch of a test, gathered so that one run lists them all, each with the report
/// of the case it was found in.
#[derive(Default)]
pub struct Findings {
    failures: Vec<String>,
    reports: Vec<String>,
    notes: Vec<String>,
}

impl Findings {
    /// Checks made against one report, under a case's name.
    pub fn case<'a>(&'a mut self, name: impl Into<String>, report: &'a Report) -> Case<'a> {
        Case {
            findings: self,
            name: name.into(),
            report,
            failed: false,
            stopped: false,
        }
    }

    /// A finding of its own, outside any report.
    pub fn expect(&mut self, ok: bool, what: impl Display) {
        if !ok {
            self.failures.push(what.to_string());
        }
    }

    /// Something to show with the findings, if there are any (an application's log).
    pub fn note(&mut self, name: &str, text: impl Display) {
        self.notes.push(format!("[{name}]\n{text}"));
    }

    /// Fails the test listing every finding.
    pub fn assert_none(self) {
        assert!(
            self.failures.is_empty(),
            "{} findings:\n- {}\n\nthe reports they came from:\n{}\n{}",
            self.failures.len(),
            self.failures.join("\n- "),
            self.reports.join("\n"),
            self.notes.join("\n")
        );
    }
}

/// One case's checks.
pub struct Case<'a> {
    findings: &'a mut Findings,
    name: String,
    report: &'a Report,
    failed: bool,
    /// Set when curl's status was not the one wanted: the app's lines are then not a report,
    /// and checking them would only repeat the finding.
    stopped: bool,
}

impl Case<'_> {
    /// The report's `field` is `wanted`.
    pub fn field(&mut self, field: &str, wanted: &str) -> &mut Self {
        let seen = self.report.get(field);
        let ok = seen == wanted;
        self.that(ok, format!("{field} is {seen:?}, wanted {wanted:?}"));
        if field == "curl_status" && !ok {
            self.stopped = true;
        }
        self
    }

    /// The app saw no header named `name`.
    pub fn no_header(&mut self, name: &str) -> &mut Self {
        let seen = self.report.saw_header(name);
        self.that(!seen, format!("the app saw a {name:?} header"))
    }

    /// The app saw no header whose name has an underscore.
    pub fn no_underscore_headers(&mut self) -> &mut Self {
        let names: Vec<&str> = self
            .report
            .header_names()
            .into_iter()
            .filter(|name| name.contains('_'))
            .collect();
        self.that(
            names.is_empty(),
            format!("the app saw headers with underscores: {names:?}"),
        )
    }

    /// Any other check.
    pub fn that(&mut self, ok: bool, what: impl Display) -> &mut Self {
        if !ok && !self.stopped {
            self.findings
                .failures
                .push(format!("{}: {what}", self.name));
            self.failed = true;
        }
        self
    }
}

impl Drop for Case<'_> {
    fn drop(&mut self) {
        if self.failed {
            self.findings
                .reports
                .push(format!("[{}]\n{}", self.name, self.report.text()));
        }
    }
}
