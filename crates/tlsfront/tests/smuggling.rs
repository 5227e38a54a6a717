//! Request smuggling through the proxy (issue 27): every case of the testkit's suite
//! (`tlsfront_testkit::smuggling`, HTTP/1.1 bytes and HTTP/2 frames) against the real binary,
//! with three tenants proxied to one raw recording upstream. After each attack on `a.test`, a
//! victim on `b.test` must get its own answer; the upstream must see only what clients sent as
//! their own, framed beyond doubt. `docs/src/smuggling.md` has the cases and nginx's answers.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::smuggling::case::{HOST, SMALL_HOST, SMALL_LIMIT, VICTIM_HOST};
use tlsfront_testkit::smuggling::exchange::Target;
use tlsfront_testkit::smuggling::{self, report};
use tlsfront_testkit::{Fixtures, RawUpstream};

#[test]
fn no_case_smuggles_a_request_or_crosses_tenants() {
    let upstream = RawUpstream::start();
    let fixtures = Fixtures::new();
    let entry = format!("upstreams = [\"{}\"]\n", upstream.url());
    for host in [HOST, VICTIM_HOST, SMALL_HOST] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    fixtures.write_site(HOST, &entry);
    fixtures.write_site(VICTIM_HOST, &entry);
    fixtures.write_site(
        SMALL_HOST,
        &format!("{entry}max_request_body_bytes = {SMALL_LIMIT}\n"),
    );
    let server = server(&fixtures, &["--access-log", "false"]);
    let target = Target {
        addr: server.addr,
        ca_pem: fixtures.ca.cert_pem().to_owned(),
    };

    let cases = smuggling::all_cases();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    let results = smuggling::run(&target, &upstream, &cases);
    let failed = results.iter().filter(|r| !r.passed()).count();
    assert!(
        failed == 0,
        "{failed} of {} cases failed (another answer than their row's, or a rule broken):\n{}",
        results.len(),
        report::failures(&results)
    );
}
