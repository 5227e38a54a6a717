//! End to end: the floor server and client over real loopback sockets, keep-alive, handshake
//! (one pass per connection, closed by the server) and proxied (with a floor upstream).
//! Counts are checked, timings never.

use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

use tlsfront_bench::floor::client::{self, FloorClient};
use tlsfront_bench::floor::server::{self, FloorServer};
use tlsfront_bench::floor::Script;

/// A floor server on a free port, on a thread of its own for the rest of the test process.
fn start(script: &str, close_after_one: bool, upstream: Option<SocketAddr>) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let address = listener.local_addr().expect("local address");
    let config = FloorServer {
        script: script.parse().expect("server script"),
        close_after_one,
        upstream,
    };
    std::thread::spawn(move || server::serve(listener, &config));
    address
}

fn load(
    connect: SocketAddr,
    script: &str,
    reconnect: bool,
    requests_per_pass: u64,
) -> client::FloorReport {
    client::run(&FloorClient {
        connect,
        script: script.parse().expect("client script"),
        connections: 4,
        duration: Duration::from_millis(300),
        reconnect,
        requests_per_pass,
    })
    .expect("floor client")
}

#[test]
fn keep_alive_passes_run_on_the_same_connections() {
    let server = start("r70,w700", false, None);
    let report = load(server, "w70,r700", false, 10);
    assert!(report.passes > 0);
    assert_eq!(report.errors, 0);
    assert_eq!(report.connections_opened, 4);
    assert_eq!(report.requests, report.passes * 10);
    assert_eq!(report.script, "w70,r700");
}

#[test]
fn handshakes_open_a_connection_per_pass_and_the_server_closes_it() {
    let server = start("r230,w1900,r186,w1158", true, None);
    let report = load(server, "w230,r1900,w186,r1158", true, 1);
    assert!(report.passes > 0);
    assert_eq!(report.errors, 0);
    // Every pass ended with the server's close; a worker stopped mid-pass opened one more.
    assert!(report.connections_opened >= report.passes);
    assert!(report.connections_opened <= report.passes + 4);
}

#[test]
fn a_proxied_request_goes_through_the_upstream_leg() {
    let upstream = start("r191,w695", false, None);
    let proxy = start("r70,uw191,ur695,w760", false, Some(upstream));
    let report = load(proxy, "w70,r760", false, 1);
    assert!(report.passes > 0);
    assert_eq!(report.errors, 0);
}

#[test]
fn big_flights_take_several_reads_and_writes() {
    let server = start("r100000,w300000", false, None);
    let report = load(server, "w100000,r300000", false, 1);
    assert!(report.passes > 0);
    assert_eq!(report.errors, 0);
}

#[test]
fn a_client_waiting_for_more_than_the_server_writes_completes_nothing() {
    let server = start("r70,w700", false, None);
    let report = load(server, "w70,r701", false, 1);
    assert_eq!(report.passes, 0);
}

#[test]
fn a_server_with_upstream_steps_and_no_upstream_refuses_to_start() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let config = FloorServer {
        script: "r1,uw1,ur1,w1".parse::<Script>().unwrap(),
        close_after_one: false,
        upstream: None,
    };
    assert!(server::serve(listener, &config).is_err());
}

#[test]
fn a_client_script_with_upstream_steps_is_refused() {
    let server = start("r1,w1", false, None);
    let config = FloorClient {
        connect: server,
        script: "w1,ur1".parse().unwrap(),
        connections: 1,
        duration: Duration::from_millis(10),
        reconnect: false,
        requests_per_pass: 1,
    };
    assert!(client::run(&config).is_err());
}
