//! Asking a responder: one HTTP/1.1 POST of the DER request (RFC 6960 A.1) to the URL the
//! certificate names, under a deadline, its answer read up to a bound. The answer is not
//! trusted here; the caller checks it before anything keeps it.

use std::time::Duration;

use bytes::Bytes;
use http::{header, Request, StatusCode, Uri};
use http_body_util::{BodyExt, Full, Limited};
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// The largest answer read: real responses are 1 to 4 KiB (a delegated responder's
/// certificate included); more is not an OCSP response.
pub const MAX_RESPONSE_BYTES: usize = 64 * 1024;

/// Why a responder gave no answer to check. Who failed: the responder, or its URL.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("the responder URL {0} is not an http:// URL with a host")]
    Url(String),
    #[error("connecting to the responder")]
    Connect(#[source] std::io::Error),
    #[error("the HTTP exchange with the responder failed")]
    Http(#[source] hyper::Error),
    #[error("the responder answered {0}")]
    Status(StatusCode),
    #[error("the responder's answer is larger than {MAX_RESPONSE_BYTES} bytes, or broke off")]
    Body,
    #[error("the responder did not answer within {0:?}")]
    Timeout(Duration),
}

/// POSTs `request` (DER) to `url` and returns the answer's body, all within `deadline`.
pub async fn fetch_response(
    url: &str,
    request: Vec<u8>,
    deadline: Duration,
) -> Result<Vec<u8>, FetchError> {
    tokio::time::timeout(deadline, exchange(url, request))
        .await
        .map_err(|_| FetchError::Timeout(deadline))?
}

async fn exchange(url: &str, request: Vec<u8>) -> Result<Vec<u8>, FetchError> {
    let bad_url = || FetchError::Url(url.to_owned());
    let uri: Uri = url.parse().map_err(|_| bad_url())?;
    if uri.scheme_str() != Some("http") {
        return Err(bad_url());
    }
    let authority = uri.authority().ok_or_else(bad_url)?.clone();
    let port = authority.port_u16().unwrap_or(80);
    let path = uri.path_and_query().map_or("/", |path| path.as_str());
    let stream = TcpStream::connect((authority.host(), port))
        .await
        .map_err(FetchError::Connect)?;
    let (mut sender, connection) = http1::handshake(TokioIo::new(stream))
        .await
        .map_err(FetchError::Http)?;
    let post = Request::post(path)
        .header(header::HOST, authority.as_str())
        .header(header::CONTENT_TYPE, "application/ocsp-request")
        .header(header::ACCEPT, "application/ocsp-response")
        .body(Full::new(Bytes::from(request)))
        .map_err(|_| bad_url())?;
    // The connection is driven beside the request and dropped with it.
    let response = tokio::select! {
        response = sender.send_request(post) => response.map_err(FetchError::Http)?,
        Err(err) = connection => return Err(FetchError::Http(err)),
    };
    if response.status() != StatusCode::OK {
        return Err(FetchError::Status(response.status()));
    }
    let body = Limited::new(response.into_body(), MAX_RESPONSE_BYTES)
        .collect()
        .await
        .map_err(|_| FetchError::Body)?;
    Ok(body.to_bytes().to_vec())
}
