//! gRPC through tlsfront: tonic's client over TLS (ALPN h2) to tlsfront, tonic's server behind
//! it on an `h2c://` upstream. Unary and server-streaming calls with their trailers, a stream
//! that ends in an error after its messages, and deadlines that expire with the server's
//! status rather than a hang.

use std::time::Duration;

use tlsfront_testkit::apps::grpc::tonic::{Code, Request, Status, Streaming};
use tlsfront_testkit::apps::grpc::{CountRequest, EchoRequest, ProbeClient, Tick, TRAILER};
use tlsfront_testkit::apps::GrpcApp;

use crate::support::{front, Findings};

/// How long a call may take before the test calls it a hang (a guard, not a measurement).
const HANG: Duration = Duration::from_secs(30);

#[test]
fn grpc_calls_keep_their_trailers_and_deadlines() {
    let app = GrpcApp::start();
    let (fixtures, server) = front(&[("grpc.test", app.h2c_url())]);
    let authority = format!("grpc.test:{}", server.addr.port());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let mut findings = Findings::default();
    runtime.block_on(async {
        let mut client = ProbeClient::connect(server.addr, "grpc.test", fixtures.ca.cert_pem())
            .await
            .unwrap();

        // Unary: the answer, what the server saw, and the trailer after grpc-status.
        let echo = EchoRequest {
            message: "hello".into(),
            delay_ms: 0,
        };
        let answer = guard(client.echo(Request::new(echo))).await;
        match answer {
            Ok(response) => {
                let trailer = response.metadata().get(TRAILER).cloned();
                let seen = response.into_inner();
                findings.expect(seen.message == "hello", format!("Echo answered {seen:?}"));
                findings.expect(
                    seen.authority == authority,
                    format!("the server saw :authority {:?}, wanted {authority:?}", seen.authority),
                );
                findings.expect(
                    seen.host_headers == 0,
                    format!("the server saw {} host headers besides :authority", seen.host_headers),
                );
                findings.expect(seen.te == "trailers", format!("the server saw te {:?}", seen.te));
                findings.expect(
                    seen.content_type == "application/grpc",
                    format!("the server saw content-type {:?}", seen.content_type),
                );
                findings.expect(
                    seen.x_forwarded_for == "127.0.0.1" && seen.x_forwarded_proto == "https",
                    format!(
                        "the server saw x-forwarded-for {:?}, x-forwarded-proto {:?}",
                        seen.x_forwarded_for, seen.x_forwarded_proto
                    ),
                );
                findings.expect(
                    trailer.as_ref().is_some_and(|value| value == "Echo"),
                    format!("Echo's {TRAILER} trailer was {trailer:?}"),
                );
            }
            Err(status) => findings.expect(false, format!("Echo failed: {status:?}")),
        }

        // Server streaming: every message, then the trailers.
        let count = CountRequest {
            count: 5,
            interval_ms: 0,
            end_code: 0,
        };
        let (ticks, end, trailer) = stream(&mut client, Request::new(count)).await;
        findings.expect(ticks == 5, format!("Count delivered {ticks} of 5 ticks"));
        findings.expect(end.is_none(), format!("Count ended with {end:?}"));
        findings.expect(
            trailer.as_deref() == Some("Count"),
            format!("Count's {TRAILER} trailer was {trailer:?}"),
        );

        // A stream that ends in an error after its messages: the status and the custom
        // trailer come as trailers after the data.
        let failing = CountRequest {
            count: 3,
            interval_ms: 0,
            end_code: Code::NotFound as i32,
        };
        let (ticks, end, trailer) = stream(&mut client, Request::new(failing)).await;
        findings.expect(ticks == 3, format!("the failing Count delivered {ticks} of 3"));
        findings.expect(
            end.as_ref().map(Status::code) == Some(Code::NotFound),
            format!("the failing Count ended with {end:?}, wanted NotFound"),
        );
        findings.expect(
            trailer.as_deref() == Some("Count"),
            format!("the failing Count's {TRAILER} trailer was {trailer:?}"),
        );

        // Deadlines: a unary call whose work outlasts it, and a stream that would run for
        // minutes. Each ends with the server's status for the expired deadline.
        let mut slow = Request::new(EchoRequest {
            message: "slow".into(),
            delay_ms: 600_000,
        });
        slow.set_timeout(Duration::from_millis(300));
        let expired = guard(client.echo(slow)).await;
        findings.expect(
            matches!(&expired, Err(s) if expired_code(s.code())),
            format!("a unary call past its deadline ended with {expired:?}, wanted DEADLINE_EXCEEDED (or tonic's CANCELLED)"),
        );
        let mut endless = Request::new(CountRequest {
            count: 100_000,
            interval_ms: 50,
            end_code: 0,
        });
        endless.set_timeout(Duration::from_millis(500));
        let (_, end, trailer) = stream(&mut client, endless).await;
        findings.expect(
            end.as_ref().map(Status::code) == Some(Code::DeadlineExceeded),
            format!("a stream past its deadline ended with {end:?}, wanted DEADLINE_EXCEEDED"),
        );
        findings.expect(
            trailer.as_deref() == Some("Count"),
            format!("the expired stream's {TRAILER} trailer was {trailer:?}"),
        );

        // The connection still carries calls after all that.
        let again = guard(client.echo(Request::new(EchoRequest::default()))).await;
        findings.expect(again.is_ok(), format!("a call after the deadlines: {again:?}"));
    });
    findings.assert_none();
}

/// tonic's server answers an expired deadline with CANCELLED; gRPC's own servers say
/// DEADLINE_EXCEEDED. Either is the server honouring `grpc-timeout`.
fn expired_code(code: Code) -> bool {
    matches!(code, Code::DeadlineExceeded | Code::Cancelled)
}

/// A `Count` call read to its end: the ticks received, the error it ended with (none for OK),
/// and the custom trailer.
async fn stream(
    client: &mut ProbeClient,
    request: Request<CountRequest>,
) -> (u32, Option<Status>, Option<String>) {
    let mut ticks: Streaming<Tick> = match guard(client.count(request)).await {
        Ok(response) => response.into_inner(),
        Err(status) => return (0, Some(status), None),
    };
    let mut received = 0;
    let end = loop {
        match guard(ticks.message()).await {
            Ok(Some(_)) => received += 1,
            Ok(None) => break None,
            Err(status) => break Some(status),
        }
    };
    let trailer = match &end {
        // A stream that ended in an error carries its trailers in the status.
        Some(status) => status.metadata().get(TRAILER).cloned(),
        None => guard(ticks.trailers())
            .await
            .ok()
            .flatten()
            .and_then(|trailers| trailers.get(TRAILER).cloned()),
    };
    let trailer = trailer.and_then(|value| value.to_str().ok().map(str::to_owned));
    (received, end, trailer)
}

/// Awaits a step of a call, failing the test if it hangs.
async fn guard<T>(step: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(HANG, step)
        .await
        .expect("a gRPC call hung: no answer and no deadline status")
}
