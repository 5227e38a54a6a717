//! `--listen-http`: plain HTTP redirected to HTTPS, driven with curl against the real binary.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::process::Command;

use serve::support::{hosts_fixture, server};
use tlsfront_testkit::free_port;

fn curl(args: &[&str]) -> String {
    let output = Command::new("curl")
        .args(["--silent", "--show-error", "--max-time", "20"])
        .args(args)
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

#[test]
fn plain_http_is_sent_to_https_on_the_same_host_and_path() {
    tlsfront_testkit::require_tool("curl");
    let fixtures = hosts_fixture();
    let plain_port = free_port();
    let plain = format!("127.0.0.1:{plain_port}");
    let server = server(&fixtures, &["--listen-http", &plain]);
    let https_port = server.addr.port();
    let url = format!("http://{plain}/index.html?x=1");
    let redirect = ["-o", "/dev/null", "-w", "%{http_code} %{redirect_url}"];

    let get = curl(&[&redirect[..], &["-H", "Host: one.test", &url]].concat());
    assert_eq!(
        get,
        format!("301 https://one.test:{https_port}/index.html?x=1")
    );
    let post = curl(&[&redirect[..], &["-H", "Host: one.test", "-d", "a=1", &url]].concat());
    assert_eq!(
        post,
        format!("308 https://one.test:{https_port}/index.html?x=1")
    );
    let no_name = curl(&[&redirect[..], &[&url[..]]].concat());
    assert_eq!(
        no_name.trim(),
        "400",
        "an IP address is no host to redirect to"
    );

    // Followed by a real client, the redirect lands on the site over HTTPS.
    let followed = curl(&[
        "-L",
        "--cacert",
        &fixtures.ca_path().display().to_string(),
        "--resolve",
        &format!("one.test:{plain_port}:127.0.0.1"),
        "--resolve",
        &format!("one.test:{https_port}:127.0.0.1"),
        &format!("http://one.test:{plain_port}/"),
    ]);
    assert_eq!(followed, "<h1>one.test</h1>\n");
    assert_eq!(
        server.settled_metric("tlsfront_plain_http_requests_total{status=\"301\"}", 2.0),
        2.0
    );
}
