//! HTTP/2 conformance: every case of h2spec (the pinned release, which `scripts/install-deps
//! test` go-installs) against the real binary serving a static site over TLS.

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::h2spec::{self, H2SPEC_CASES, H2SPEC_VERSION};
use tlsfront_testkit::{Fixtures, TlsfrontBuilder};

#[test]
fn h2spec_passes_every_case() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("h2spec.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("h2spec.test", &[("index.html", b"<h1>h2spec</h1>\n")]);
    // h2spec connects to 127.0.0.1 and sends no SNI: the default host answers it (with 421
    // to its requests for :authority 127.0.0.1, which is all h2spec needs of a response).
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(["--default-host", "h2spec.test"])
        .spawn();

    let report = h2spec::run(server.addr).expect("running h2spec");

    assert!(report.all_passed(), "h2spec: {report}");
    assert_eq!(
        report.tests, H2SPEC_CASES,
        "h2spec {H2SPEC_VERSION} has {H2SPEC_CASES} cases: {report}"
    );
}
