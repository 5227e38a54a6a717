use tlsfront_static::retry_after_seconds;

use super::*;

fn tenancy() -> Arc<Tenancy> {
    Arc::new(Tenancy::default())
}

fn host(name: &str) -> Arc<str> {
    Arc::from(name)
}

const WAIT: Duration = Duration::from_millis(50);

#[test]
fn a_hosts_own_limits_win_over_the_defaults() {
    let own = HostLimits {
        requests_per_second: 5,
        ..HostLimits::default()
    };
    let defaults = HostLimits {
        requests_per_second: 100,
        connections: 10,
        ..HostLimits::default()
    };
    let merged = own.or(defaults);
    assert_eq!(merged.requests_per_second, 5);
    assert_eq!(merged.connections, 10);
    assert_eq!(merged.handshakes_per_second, 0);
}

#[test]
fn handshakes_over_the_rate_and_connections_over_the_count_are_refused() {
    let tenancy = tenancy();
    let limits = HostLimits {
        handshakes_per_second: 3,
        connections: 2,
        ..HostLimits::default()
    };
    let a = host("a.example");
    let mut kept = Vec::new();
    for _ in 0..2 {
        let mut guards = ConnectionGuards::new();
        tenancy.admit_host(&a, limits, WAIT, &mut guards).unwrap();
        kept.push(guards);
    }
    let mut guards = ConnectionGuards::new();
    assert_eq!(
        tenancy
            .admit_host(&a, limits, WAIT, &mut guards)
            .unwrap_err(),
        Limit::HostConnections
    );
    kept.pop();
    // One connection closed: room again, but the rate (3 per second) is spent.
    let mut guards = ConnectionGuards::new();
    assert_eq!(
        tenancy
            .admit_host(&a, limits, WAIT, &mut guards)
            .unwrap_err(),
        Limit::HandshakeRate
    );
    // Another host is not touched by a's limits.
    let b = host("b.example");
    assert!(tenancy.admit_host(&b, limits, WAIT, &mut guards).is_ok());
    let refused = tenancy.refused_now(5);
    assert_eq!(&*refused[0].host, "a.example");
    assert_eq!(refused[0].count, 2);
}

#[test]
fn requests_over_the_rate_are_told_when_to_come_back() {
    let tenancy = tenancy();
    let limits = HostLimits {
        requests_per_second: 2,
        ..HostLimits::default()
    };
    let mut guards = ConnectionGuards::new();
    let admission = tenancy
        .admit_host(&host("a.example"), limits, WAIT, &mut guards)
        .unwrap();
    assert!(admission.request().is_ok());
    assert!(admission.request().is_ok());
    let refusal = admission.request().unwrap_err();
    assert_eq!(refusal.limit, Limit::RequestRate);
    let retry = refusal.retry_after.unwrap();
    assert!(retry <= Duration::from_millis(500), "{retry:?}");
    assert_eq!(retry_after_seconds(retry), 1);
    assert_eq!(retry_after_seconds(Duration::from_millis(1500)), 2);
    assert_eq!(retry_after_seconds(Duration::ZERO), 1);
}

#[tokio::test]
async fn a_request_waits_for_a_place_in_flight_then_gets_503() {
    let tenancy = tenancy();
    let limits = HostLimits {
        requests_in_flight: 1,
        ..HostLimits::default()
    };
    let mut guards = ConnectionGuards::new();
    let admission = tenancy
        .admit_host(&host("a.example"), limits, WAIT, &mut guards)
        .unwrap();
    let first = admission.in_flight().await.unwrap();
    assert!(first.is_some());
    let refusal = admission.in_flight().await.unwrap_err();
    assert_eq!(refusal.limit, Limit::RequestsInFlight);
    // Freed while another waits: the waiter gets the place (its wait is long enough never to
    // run out, however slow the machine).
    let patient = tenancy
        .admit_host(
            &host("a.example"),
            limits,
            Duration::from_secs(600),
            &mut guards,
        )
        .unwrap();
    let waiter =
        tokio::spawn(async move { patient.in_flight().await.map(|place| place.is_some()) });
    tokio::task::yield_now().await;
    drop(first);
    assert_eq!(waiter.await.unwrap(), Ok(true));
}
