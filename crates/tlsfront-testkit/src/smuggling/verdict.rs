//! The judgement on one case: did each request come to what it must, did the victim get its
//! own answer, and did the upstream see only what the clients sent, each request framed
//! beyond doubt and with headers a proxy may pass on.

use super::case::{fill, Answer, Case, Send, VICTIM_HOST};
use super::exchange::Got;
use crate::raw_upstream::{SeenRequest, SeenState};

/// The address every test client connects from.
const CLIENT_IP: &str = "127.0.0.1";

/// What one case saw, for the verdict.
#[derive(Debug)]
pub struct Observed<'a> {
    pub case: &'a Case,
    pub port: u16,
    /// The attacker's answers (HTTP/1.1: then how its connection ended).
    pub got: &'a [Got],
    pub victim: &'a Got,
    /// The upstream's requests that belong to this case: tagged with its name, or untagged and
    /// seen while it ran.
    pub seen: Vec<&'a SeenRequest>,
    /// Whether the upstream had no connection left holding part of a request.
    pub settled: bool,
}

/// What a case broke, in two kinds.
#[derive(Debug, Clone, Default)]
pub struct Findings {
    /// An answer other than the case's row names, or a request refused that the row has
    /// forwarded (or the other way round): another policy, not a hole.
    pub differences: Vec<String>,
    /// A rule broken: the upstream saw what no client sent as its own, ambiguous framing,
    /// another tenant's host, a header a proxy must stop, a request whole that the client was
    /// told was refused; or a client got an answer that was not its own.
    pub violations: Vec<String>,
}

impl Findings {
    fn differ(&mut self, text: String) {
        self.differences.push(text);
    }

    fn violate(&mut self, text: String) {
        self.violations.push(text);
    }
}

/// Everything a case broke; nothing when it passed.
pub fn findings(observed: &Observed<'_>) -> Findings {
    let mut findings = Findings::default();
    client_findings(observed, &mut findings);
    upstream_findings(observed, &mut findings);
    if !observed.settled {
        findings.violate("an upstream connection was left holding part of a request".into());
    }
    findings
}

/// What the clients got: the attacker's answers against the case's row, no answer that was
/// not its own, and the victim's own 200.
fn client_findings(observed: &Observed<'_>, findings: &mut Findings) {
    // HTTP/2: one end per stream, in order. HTTP/1.1: the responses in order, then how the
    // connection ended.
    let answered = |g: &&Got| !matches!(g, Got::Nothing(_));
    let positional: Vec<Option<&Got>> = match observed.case.send {
        Send::Http2(_) => observed
            .got
            .iter()
            .map(|g| Some(g).filter(answered))
            .collect(),
        Send::Http1(_) => observed.got.iter().filter(answered).map(Some).collect(),
    };
    expected_answer_findings(observed, &positional, findings);
    stray_answer_findings(observed, &positional, findings);
    victim_findings(observed, findings);
}

/// Each of the attacker's requests against the answer the case's row names for it.
fn expected_answer_findings(
    observed: &Observed<'_>,
    positional: &[Option<&Got>],
    findings: &mut Findings,
) {
    let case = observed.case;
    let name = case.name;
    let fill = |text: &str| fill(text, name, observed.port);
    for (index, answer) in case.answers.iter().enumerate() {
        let got = positional.get(index).copied().flatten();
        let ok = match (answer, got) {
            (answer, Some(Got::Response { status: 101, .. })) if *answer != Answer::Switched => {
                findings.violate(format!("request {}: a 101 it did not ask for", index + 1));
                false
            }
            (Answer::Forwarded { target, .. }, Some(Got::Response { status, seen, .. })) => {
                *status == 200 && names(seen.as_deref(), name, &fill(target))
            }
            (Answer::Switched, Some(Got::Response { status, .. })) => *status == 101,
            (Answer::BadGateway { .. }, Some(Got::Response { status, seen, .. })) => {
                *status == 502 && seen.is_none()
            }
            (Answer::Refused(code), Some(Got::Response { status, seen, .. })) => {
                status == code && seen.is_none()
            }
            (Answer::Reset, Some(Got::Reset(_) | Got::GoAway(_))) => true,
            (Answer::Unanswered, None) => true,
            _ => false,
        };
        if !ok {
            findings.differ(format!(
                "request {}: expected {}, got {}",
                index + 1,
                render_answer(answer),
                got.map_or("nothing".into(), render_got)
            ));
        }
    }
}

/// Answers from the upstream that the attacker did not ask for, or that were not its own.
fn stray_answer_findings(
    observed: &Observed<'_>,
    positional: &[Option<&Got>],
    findings: &mut Findings,
) {
    let name = observed.case.name;
    for got in positional
        .iter()
        .skip(observed.case.answers.len())
        .flatten()
    {
        if let Got::Response { seen: Some(_), .. } = got {
            findings.violate(format!(
                "an answer from the upstream nobody asked for: {}",
                render_got(got)
            ));
        }
    }
    let responses: Vec<&Got> = positional.iter().flatten().copied().collect();
    for got in &responses {
        if let Got::Response {
            seen: Some(seen), ..
        } = got
        {
            let tag = seen_field(seen, "case");
            if seen == "ambiguous" {
                findings.violate("the upstream's 400 for an ambiguous request came back".into());
            } else if tag == Some(format!("smuggled:{name}").as_str()) {
                findings.violate(
                    "the client got the upstream's answer to its request for b.test".into(),
                );
            } else if tag != Some(name) {
                findings.violate(format!("the client got another's answer: {seen}"));
            }
        }
    }
}

/// The victim (b.test) must get its own 200, whatever the attacker sent.
fn victim_findings(observed: &Observed<'_>, findings: &mut Findings) {
    let name = observed.case.name;
    let victim_target = format!("/victim/{name}");
    match observed.victim {
        Got::Response {
            status: 200, seen, ..
        } if names(seen.as_deref(), &format!("victim:{name}"), &victim_target) => {}
        Got::Response {
            seen: Some(seen), ..
        } => findings.violate(format!("the victim (b.test) got an answer to {seen:?}")),
        other => findings.violate(format!(
            "the victim (b.test) got {} instead of its own 200",
            render_got(other)
        )),
    }
}

/// What the upstream saw: only requests a client sent as its own, each unambiguous and with
/// headers a proxy may pass on, as many whole ones as the row forwards, each as it was sent.
fn upstream_findings(observed: &Observed<'_>, findings: &mut Findings) {
    let case = observed.case;
    let own = attackers_requests(observed, findings);
    let complete: Vec<&SeenRequest> = own
        .iter()
        .copied()
        .filter(|r| r.state == SeenState::Complete)
        .collect();
    if own.iter().any(|r| r.state == SeenState::Incomplete) && !case.refuses_any() {
        findings.differ("a request reached the upstream only in part".into());
    }
    let expected: Vec<&Answer> = case
        .answers
        .iter()
        .filter(|a| {
            matches!(
                a,
                Answer::Forwarded { .. } | Answer::Switched | Answer::BadGateway { .. }
            )
        })
        .collect();
    if complete.len() != expected.len() {
        findings.differ(format!(
            "the upstream saw {} whole requests from the attacker, not {}",
            complete.len(),
            expected.len()
        ));
    }
    // Each whole request must have been answered by the upstream (or switched, or turned into
    // a 502 for what the upstream answered): none the client was told was refused.
    let answered = observed
        .got
        .iter()
        .filter(|g| matches!(g, Got::Response { seen: Some(_), .. }))
        .count();
    let passed_on = expected
        .iter()
        .filter(|a| !matches!(a, Answer::Forwarded { .. }))
        .count();
    if complete.len() > answered + passed_on {
        findings.violate(format!(
            "the upstream saw {} whole requests, but the client got {answered} answers from it",
            complete.len()
        ));
    }
    forwarded_findings(observed, &complete, &expected, findings);
}

/// Sorts what the upstream saw by its tag: the attacker's own requests are returned; the
/// victim's must be one; anything else, and any ambiguous framing or header a proxy must stop,
/// is a violation.
fn attackers_requests<'a>(
    observed: &Observed<'a>,
    findings: &mut Findings,
) -> Vec<&'a SeenRequest> {
    let case = observed.case;
    let name = case.name;
    let victim_tag = format!("victim:{name}");
    let smuggled_tag = format!("smuggled:{name}");
    let mut own = Vec::new();
    let mut victims = 0;
    for request in &observed.seen {
        let tag = request.case_tag();
        let is_victim = tag.as_deref() == Some(victim_tag.as_str());
        let session = if is_victim { VICTIM_HOST } else { case.host };
        if let SeenState::Ambiguous(reason) = &request.state {
            findings.violate(format!(
                "AMBIGUOUS at the upstream ({reason}): {}",
                describe(request)
            ));
        }
        for problem in header_problems(request, session, case.upgrades()) {
            findings.violate(format!("upstream saw {problem}: {}", describe(request)));
        }
        match tag.as_deref() {
            Some(t) if t == name => own.push(*request),
            Some(t) if t == victim_tag => victims += 1,
            Some(t) if t == smuggled_tag => findings.violate(format!(
                "the upstream saw the request for b.test sent on a.test's session: {}",
                describe(request)
            )),
            _ => findings.violate(format!(
                "the upstream saw a request no client sent as such: {}",
                describe(request)
            )),
        }
    }
    if victims != 1 {
        findings.violate(format!("the upstream saw {victims} victim requests, not 1"));
    }
    own
}

/// Each whole request the upstream saw against the one the row forwards in its place: its
/// method, path, body and (when the row says) Host.
fn forwarded_findings(
    observed: &Observed<'_>,
    complete: &[&SeenRequest],
    expected: &[&Answer],
    findings: &mut Findings,
) {
    let case = observed.case;
    let name = case.name;
    for (request, answer) in complete.iter().zip(expected) {
        let fill = |text: &str| fill(text, name, observed.port);
        let (method, target, body) = match answer {
            Answer::Forwarded {
                method,
                target,
                body,
            } => (*method, *target, *body),
            Answer::BadGateway { method, target } => (*method, *target, ""),
            _ => continue,
        };
        if request.method != method || path_of(&request.target) != fill(target) {
            findings.violate(format!(
                "the upstream saw {} instead of {method} {}",
                describe(request),
                fill(target)
            ));
        }
        if request.body != fill(body).as_bytes() {
            findings.violate(format!(
                "the upstream saw a body of {:?} instead of {:?}",
                String::from_utf8_lossy(&request.body),
                fill(body)
            ));
        }
        if let Some(template) = case.upstream_host {
            if request.values("host") != [fill(template)] {
                // The port changes from run to run; the docs' table must not.
                let port = format!(":{}", observed.port);
                findings.differ(format!(
                    "the upstream saw Host {:?} instead of {:?}",
                    request.values("host").join(", ").replace(&port, ":PORT"),
                    template.replace("{port}", "PORT")
                ));
            }
        }
    }
}

/// What an upstream must never see in a request forwarded for `session_host`.
pub fn header_problems(request: &SeenRequest, session_host: &str, upgrade: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let values = |name: &str| request.values(name);
    let hosts = values("host");
    match hosts.as_slice() {
        [host] if !names_session_host(host, session_host) => {
            problems.push(format!("Host {host:?} for a session with {session_host}"))
        }
        [_] => {}
        other => problems.push(format!("{} Host headers", other.len())),
    }
    let encodings = values("transfer-encoding");
    if !encodings.is_empty() && (encodings != ["chunked"] || !values("content-length").is_empty()) {
        problems.push(format!(
            "Transfer-Encoding {encodings:?} with Content-Length {:?}",
            values("content-length")
        ));
    }
    for upgrade_value in values("upgrade") {
        if !upgrade || !upgrade_value.eq_ignore_ascii_case("websocket") {
            problems.push(format!("Upgrade: {upgrade_value}"));
        }
    }
    for connection in values("connection") {
        if !upgrade || !connection.eq_ignore_ascii_case("upgrade") {
            problems.push(format!("Connection: {connection}"));
        }
    }
    for hop in [
        "proxy",
        "expect",
        "keep-alive",
        "proxy-connection",
        "http2-settings",
    ] {
        if !values(hop).is_empty() {
            problems.push(format!("{hop}: {:?}", values(hop)));
        }
    }
    if values("te").iter().any(|te| te != "trailers") {
        problems.push(format!("TE {:?}", values("te")));
    }
    for (name, _) in request.fields() {
        if name.contains('_') {
            problems.push(format!("the header name {name}"));
        }
    }
    let origin_form =
        request.target.starts_with('/') || (request.target == "*" && request.method == "OPTIONS");
    if !origin_form && request.state != SeenState::Incomplete {
        problems.push(format!("the target {:?} (not origin-form)", request.target));
    }
    forwarding_problems(request, session_host, &mut problems);
    problems
}

/// A client's forwarding headers may be kept, but the proxy's own word must come last.
fn forwarding_problems(request: &SeenRequest, session_host: &str, problems: &mut Vec<String>) {
    for host in request.values("x-forwarded-host") {
        if !names_session_host(&host, session_host) {
            problems.push(format!("X-Forwarded-Host {host:?}"));
        }
    }
    let last = |name: &str| {
        let joined = request.values(name).join(",");
        (!joined.is_empty()).then(|| joined.rsplit(',').next().unwrap_or("").trim().to_owned())
    };
    if let Some(last) = last("x-forwarded-for").filter(|l| l != CLIENT_IP) {
        problems.push(format!("X-Forwarded-For ending in {last:?}"));
    }
    if let Some(last) = last("forwarded").filter(|l| !l.contains(&format!("for={CLIENT_IP}"))) {
        problems.push(format!("Forwarded ending in {last:?}"));
    }
    let protos = request.values("x-forwarded-proto");
    if !protos.is_empty() && protos != ["https"] {
        problems.push(format!("X-Forwarded-Proto {protos:?}"));
    }
}

/// Whether a Host value is exactly the session's host, with an optional port.
fn names_session_host(value: &str, session_host: &str) -> bool {
    let (host, port) = value.split_once(':').unwrap_or((value, "0"));
    host == session_host && !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit())
}

/// Whether an `X-Seen` value names this tag and target (in origin form or absolute form: the
/// target's form is judged at the upstream).
fn names(seen: Option<&str>, tag: &str, target: &str) -> bool {
    seen.is_some_and(|seen| {
        seen_field(seen, "case") == Some(tag)
            && seen_field(seen, "target").map(path_of) == Some(target)
    })
}

/// A target's path and query: itself in origin form, what follows the authority in absolute
/// form.
fn path_of(target: &str) -> &str {
    match target.split_once("://") {
        Some((_, rest)) => rest.find('/').map_or("/", |at| &rest[at..]),
        None => target,
    }
}

fn seen_field<'a>(seen: &'a str, key: &str) -> Option<&'a str> {
    seen.split(' ')
        .find_map(|part| part.strip_prefix(key)?.strip_prefix('='))
}

fn describe(request: &SeenRequest) -> String {
    let state = match &request.state {
        SeenState::Complete => "",
        SeenState::Ambiguous(_) => " (ambiguous)",
        SeenState::Incomplete => " (incomplete)",
    };
    format!(
        "{} {} {} #{}{state}",
        request.method, request.target, request.version, request.seq
    )
}

/// An expected answer, short: `200`, `101`, `400`, `RST`, `none`.
pub fn render_answer(answer: &Answer) -> String {
    match answer {
        Answer::Forwarded { .. } => "200".into(),
        Answer::Switched => "101".into(),
        Answer::BadGateway { .. } => "502".into(),
        Answer::Refused(code) => code.to_string(),
        Answer::Reset => "RST".into(),
        Answer::Unanswered => "none".into(),
    }
}

/// What came back, short: `200`, `100 413`, `200+RST(8)`, `RST(1)`, `GOAWAY(1)`.
pub fn render_got(got: &Got) -> String {
    match got {
        Got::Response {
            status,
            interim,
            reset,
            ..
        } => {
            let mut text: String = interim.iter().map(|s| format!("{s} ")).collect();
            text.push_str(&status.to_string());
            if let Some(code) = reset {
                text.push_str(&format!("+RST({code})"));
            }
            text
        }
        Got::Reset(code) => format!("RST({code})"),
        Got::GoAway(code) => format!("GOAWAY({code})"),
        Got::Nothing(why) => format!("none ({why})"),
    }
}
