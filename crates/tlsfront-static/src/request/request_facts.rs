//! The facts the static planner needs, read from a parsed request the same way for both HTTP
//! paths (h2's, and the HTTP/1.1 server's `httparse` head turned into an `http::Request`).

use std::time::SystemTime;

use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::Request;

use crate::request::host::names_authority;
use crate::request::planner::{limited_plan, RequestFacts};
use crate::site::{answer, Answer, StaticSite};

/// The answer to a parsed request, for either HTTP path: the request's facts are read the same
/// way for both.
pub fn answer_request<B>(site: &StaticSite, request: &Request<B>, now: SystemTime) -> Answer {
    if let Some(rate) = &site.request_rate {
        if let Err(refusal) = rate.admit() {
            let mut plan = limited_plan(refusal.retry_after, now);
            crate::site::add_site_headers(site, &mut plan);
            return Answer { plan, body: None };
        }
    }
    let mut storage = FactsStorage::default();
    let facts = request_facts(request, site, &mut storage);
    answer(site, &facts, now)
}

/// Owned strings some facts borrow from when the request's own bytes cannot be borrowed.
#[derive(Default)]
struct FactsStorage {
    target: String,
    if_none_match: String,
    accept_encoding: String,
}

fn request_facts<'a, B>(
    request: &'a Request<B>,
    site: &'a StaticSite,
    storage: &'a mut FactsStorage,
) -> RequestFacts<'a> {
    let session_host = site.session_host.as_str();
    let headers = request.headers();
    let uri = request.uri();
    // HTTP/2 and HTTP/3 carry the host in :authority (hyper, h2 and h3 put it in the URI).
    let is_h2 = names_authority(request.version());
    let target = if is_h2 || (uri.scheme().is_none() && uri.authority().is_none()) {
        // Origin-form (HTTP/2 always is: hyper builds its URI from :scheme/:authority/:path).
        uri.path_and_query().map_or("/", |p| p.as_str())
    } else {
        // Absolute-form or authority-form: the planner checks the authority itself.
        storage.target = uri.to_string();
        storage.target.as_str()
    };
    let host_header = single(headers, &header::HOST);
    let host = if is_h2 {
        match (uri.authority().map(|a| a.as_str()), host_header) {
            // RFC 9113 §8.3.1: a Host that differs from :authority makes the request malformed.
            (Some(authority), Some(host)) if !authority.eq_ignore_ascii_case(host) => Some(""),
            (Some(authority), _) => Some(authority),
            (None, host) => host,
        }
    } else {
        host_header
    };
    RequestFacts {
        method: request.method().as_str(),
        path: target,
        host,
        session_host,
        if_none_match: joined(headers, &header::IF_NONE_MATCH, &mut storage.if_none_match),
        if_modified_since: single(headers, &header::IF_MODIFIED_SINCE),
        range: single(headers, &header::RANGE),
        if_range: single(headers, &header::IF_RANGE),
        accept_encoding: joined(
            headers,
            &header::ACCEPT_ENCODING,
            &mut storage.accept_encoding,
        ),
        serve_precompressed: site.precompressed,
    }
}

/// A header that must appear at most once. Repeated or non-ASCII values become `""`, which the
/// planner reads as malformed (Host: 400; Range, If-Range, If-Modified-Since: ignored), while
/// still counting as present.
fn single<'a>(headers: &'a HeaderMap, name: &HeaderName) -> Option<&'a str> {
    let mut values = headers.get_all(name).iter();
    let first = values.next()?;
    if values.next().is_some() {
        return Some("");
    }
    Some(first.to_str().unwrap_or(""))
}

/// A list header, whose lines may be split (RFC 9110 §5.3): the lines joined with `, `.
fn joined<'a>(
    headers: &'a HeaderMap,
    name: &HeaderName,
    storage: &'a mut String,
) -> Option<&'a str> {
    let mut values = headers.get_all(name).iter();
    let first = values.next()?;
    let rest: Vec<&HeaderValue> = values.collect();
    if rest.is_empty() {
        return Some(first.to_str().unwrap_or(""));
    }
    for value in std::iter::once(first).chain(rest) {
        if !storage.is_empty() {
            storage.push_str(", ");
        }
        // A line that is not visible ASCII poisons the list with a tag that cannot parse, and
        // an unparsable list never yields a 304.
        storage.push_str(value.to_str().unwrap_or("\u{1}"));
    }
    Some(storage.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use http::Version;

    fn facts_of(request: &Request<()>) -> (String, Option<String>, Option<String>) {
        let mut storage = FactsStorage::default();
        let site = StaticSite {
            session_host: "a.example".to_string(),
            docroot: None,
            file_cache: None,
            precompressed: true,
            on_the_fly: None,
            request_rate: None,
            alt_svc: None,
            hsts: None,
        };
        let facts = request_facts(request, &site, &mut storage);
        (
            facts.path.to_string(),
            facts.host.map(str::to_string),
            facts.if_none_match.map(str::to_string),
        )
    }

    #[test]
    fn facts_from_hyper_requests() {
        let h1 = Request::get("/a?b")
            .header("host", "a.example")
            .body(())
            .unwrap();
        assert_eq!(
            facts_of(&h1),
            ("/a?b".into(), Some("a.example".into()), None)
        );

        let absolute = Request::get("https://a.example/x").header("host", "a.example");
        let absolute = absolute.body(()).unwrap();
        assert_eq!(facts_of(&absolute).0, "https://a.example/x");

        let two_hosts = Request::get("/")
            .header("host", "a.example")
            .header("host", "b");
        assert_eq!(
            facts_of(&two_hosts.body(()).unwrap()).1,
            Some(String::new())
        );

        let h2 = Request::get("https://a.example/x?y").version(Version::HTTP_2);
        assert_eq!(
            facts_of(&h2.body(()).unwrap()),
            ("/x?y".into(), Some("a.example".into()), None)
        );
        let h2_mismatch = Request::get("https://a.example/x")
            .version(Version::HTTP_2)
            .header("host", "b.example");
        assert_eq!(
            facts_of(&h2_mismatch.body(()).unwrap()).1,
            Some(String::new())
        );
        let h2_host_only = Request::get("/x")
            .version(Version::HTTP_2)
            .header("host", "a.example");
        assert_eq!(
            facts_of(&h2_host_only.body(()).unwrap()).1,
            Some("a.example".into())
        );

        let h3 = Request::get("https://a.example/x?y").version(Version::HTTP_3);
        assert_eq!(
            facts_of(&h3.body(()).unwrap()),
            ("/x?y".into(), Some("a.example".into()), None)
        );

        let split = Request::get("/")
            .header("if-none-match", "\"a\"")
            .header("if-none-match", "\"b\"");
        assert_eq!(
            facts_of(&split.body(()).unwrap()).2,
            Some("\"a\", \"b\"".into())
        );
    }
}
