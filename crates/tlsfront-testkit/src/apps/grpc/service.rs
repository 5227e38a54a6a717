//! The Probe service, written as `tonic-build` would generate it (a tower service over HTTP
//! requests that hands each method to `tonic::server::Grpc`), with two differences: each call
//! first records what the HTTP/2 request looked like ([`Seen`]), and every response's trailers
//! gain `x-probe-trailer: <method>`, a custom trailer after `grpc-status`.

use std::convert::Infallible;
use std::task::{Context, Poll};
use std::time::Duration;

use http::{HeaderMap, HeaderValue};
use http_body_util::BodyExt;
use tokio::time::Instant;
use tonic::codegen::{BoxFuture, BoxStream, Service, StdError};
use tonic::{Code, Request, Response, Status};
use tonic_prost::ProstCodec;

use super::messages::{CountRequest, EchoRequest, Seen, Tick};

/// The service's name, and its methods' paths.
pub const SERVICE: &str = "tlsfront.test.Probe";
pub const ECHO: &str = "/tlsfront.test.Probe/Echo";
pub const COUNT: &str = "/tlsfront.test.Probe/Count";

/// The trailer every response gains, valued with the method's name.
pub const TRAILER: &str = "x-probe-trailer";

/// The Probe service.
#[derive(Debug, Clone, Default)]
pub struct ProbeService;

impl tonic::server::NamedService for ProbeService {
    const NAME: &'static str = SERVICE;
}

impl<B> Service<http::Request<B>> for ProbeService
where
    B: http_body::Body + Send + 'static,
    B::Error: Into<StdError> + Send + 'static,
{
    type Response = http::Response<tonic::body::Body>;
    type Error = Infallible;
    type Future = BoxFuture<Self::Response, Infallible>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: http::Request<B>) -> Self::Future {
        let seen = seen(&request);
        let deadline = request
            .headers()
            .get("grpc-timeout")
            .and_then(|value| value.to_str().ok())
            .and_then(parse_grpc_timeout)
            .map(|timeout| Instant::now() + timeout);
        Box::pin(async move {
            let response = match seen.path.as_str() {
                ECHO => {
                    let echo = tower::service_fn(move |call| echo(call, seen.clone()));
                    let mut grpc =
                        tonic::server::Grpc::new(ProstCodec::<Seen, EchoRequest>::default());
                    with_trailer(grpc.unary(echo, request).await, "Echo")
                }
                COUNT => {
                    let count = tower::service_fn(move |call| count(call, seen.clone(), deadline));
                    let mut grpc =
                        tonic::server::Grpc::new(ProstCodec::<Tick, CountRequest>::default());
                    with_trailer(grpc.server_streaming(count, request).await, "Count")
                }
                _ => Status::unimplemented("no such method").into_http(),
            };
            Ok(response)
        })
    }
}

/// `grpc-timeout` (gRPC over HTTP/2: up to 8 digits and a unit, `H` `M` `S` `m` `u` `n`).
pub fn parse_grpc_timeout(value: &str) -> Option<Duration> {
    let digits = value.get(..value.len().checked_sub(1)?)?;
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let amount: u64 = digits.parse().ok()?;
    match value.as_bytes().last()? {
        b'H' => Some(Duration::from_secs(amount * 3600)),
        b'M' => Some(Duration::from_secs(amount * 60)),
        b'S' => Some(Duration::from_secs(amount)),
        b'm' => Some(Duration::from_millis(amount)),
        b'u' => Some(Duration::from_micros(amount)),
        b'n' => Some(Duration::from_nanos(amount)),
        _ => None,
    }
}

async fn echo(call: Request<EchoRequest>, mut seen: Seen) -> Result<Response<Seen>, Status> {
    let request = call.into_inner();
    // tonic's server answers for the deadline when the work outlasts it.
    tokio::time::sleep(Duration::from_millis(request.delay_ms)).await;
    seen.message = request.message;
    Ok(Response::new(seen))
}

/// The ticks, each sent only while the deadline has not passed: tonic's own deadline covers
/// the response head, not a stream, so a streaming method honours it itself.
async fn count(
    call: Request<CountRequest>,
    seen: Seen,
    deadline: Option<Instant>,
) -> Result<Response<BoxStream<Tick>>, Status> {
    let request = call.into_inner();
    let interval = Duration::from_millis(request.interval_ms);
    let end = Code::from_i32(request.end_code);
    let ticks = futures_util::stream::unfold(Some(0u32), move |next| {
        let seen = seen.clone();
        async move {
            let n = next?;
            if n == request.count {
                return (end != Code::Ok)
                    .then(|| (Err(Status::new(end, "the stream ended as asked")), None));
            }
            if n > 0 {
                let wake = Instant::now() + interval;
                if deadline.is_some_and(|deadline| deadline <= wake) {
                    tokio::time::sleep_until(deadline.unwrap_or(wake)).await;
                    let expired = Status::deadline_exceeded("the call's deadline passed");
                    return Some((Err(expired), None));
                }
                tokio::time::sleep_until(wake).await;
            }
            let tick = Tick {
                n,
                seen: (n == 0).then_some(seen),
            };
            Some((Ok(tick), Some(n + 1)))
        }
    });
    Ok(Response::new(Box::pin(ticks)))
}

/// What the request looked like on arrival.
fn seen<B>(request: &http::Request<B>) -> Seen {
    let headers = request.headers();
    let mut header_names: Vec<String> = headers.keys().map(|n| n.as_str().to_owned()).collect();
    header_names.sort();
    header_names.dedup();
    Seen {
        authority: request
            .uri()
            .authority()
            .map(|a| a.as_str().to_owned())
            .unwrap_or_default(),
        scheme: request.uri().scheme_str().unwrap_or_default().to_owned(),
        path: request.uri().path().to_owned(),
        version: format!("{:?}", request.version()),
        header_names,
        host_headers: headers.get_all(http::header::HOST).iter().count() as u32,
        te: joined(headers, "te"),
        content_type: joined(headers, "content-type"),
        grpc_timeout: joined(headers, "grpc-timeout"),
        x_forwarded_for: joined(headers, "x-forwarded-for"),
        x_forwarded_proto: joined(headers, "x-forwarded-proto"),
        forwarded: joined(headers, "forwarded"),
        message: String::new(),
    }
}

fn joined(headers: &HeaderMap, name: &str) -> String {
    let values: Vec<&str> = headers
        .get_all(name)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .collect();
    values.join(", ")
}

/// Adds [`TRAILER`] to the response's trailers (a trailers-only answer, whose status is in its
/// head, has none to add to).
fn with_trailer(
    response: http::Response<tonic::body::Body>,
    method: &'static str,
) -> http::Response<tonic::body::Body> {
    response.map(|body| {
        tonic::body::Body::new(body.map_frame(move |mut frame| {
            if let Some(trailers) = frame.trailers_mut() {
                trailers.insert(TRAILER, HeaderValue::from_static(method));
            }
            frame
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grpc_timeouts_parse_with_their_units() {
        assert_eq!(parse_grpc_timeout("300m"), Some(Duration::from_millis(300)));
        assert_eq!(parse_grpc_timeout("2S"), Some(Duration::from_secs(2)));
        assert_eq!(parse_grpc_timeout("1H"), Some(Duration::from_secs(3600)));
        assert_eq!(parse_grpc_timeout("5000u"), Some(Duration::from_millis(5)));
        assert_eq!(parse_grpc_timeout("m"), None);
        assert_eq!(parse_grpc_timeout("123456789m"), None);
        assert_eq!(parse_grpc_timeout("12x"), None);
        assert_eq!(parse_grpc_timeout(""), None);
    }
}
