//! tonic's client for the Probe service, over TLS to a TLS front end: ALPN h2, the fixture CA
//! trusted, the host name as SNI and `:authority`, connected to a given address (the host
//! name need not resolve).

use std::net::SocketAddr;

use anyhow::Context;
use http::uri::PathAndQuery;
use hyper_util::rt::TokioIo;
use tonic::transport::{Certificate, Channel, ClientTlsConfig, Endpoint};
use tonic::{Request, Response, Status, Streaming};
use tonic_prost::ProstCodec;

use super::messages::{CountRequest, EchoRequest, Seen, Tick};
use super::service::{COUNT, ECHO};

/// A client on one HTTP/2 connection.
pub struct ProbeClient {
    grpc: tonic::client::Grpc<Channel>,
}

impl ProbeClient {
    /// Connects to `addr` as `https://HOST:PORT` (PORT is `addr`'s), trusting `ca_pem`.
    pub async fn connect(addr: SocketAddr, host: &str, ca_pem: &str) -> anyhow::Result<Self> {
        let tls = ClientTlsConfig::new()
            .ca_certificate(Certificate::from_pem(ca_pem))
            .domain_name(host);
        let endpoint = Endpoint::from_shared(format!("https://{host}:{}", addr.port()))
            .context("the endpoint's URL")?
            .tls_config(tls)
            .context("the client's TLS settings")?;
        let connector = tower::service_fn(move |_: http::Uri| async move {
            tokio::net::TcpStream::connect(addr).await.map(TokioIo::new)
        });
        let channel = endpoint
            .connect_with_connector(connector)
            .await
            .with_context(|| format!("connecting to {host} at {addr}"))?;
        Ok(ProbeClient {
            grpc: tonic::client::Grpc::new(channel),
        })
    }

    /// The unary call.
    pub async fn echo(&mut self, request: Request<EchoRequest>) -> Result<Response<Seen>, Status> {
        self.ready().await?;
        let path = PathAndQuery::from_static(ECHO);
        self.grpc.unary(request, path, ProstCodec::default()).await
    }

    /// The server-streaming call.
    pub async fn count(
        &mut self,
        request: Request<CountRequest>,
    ) -> Result<Response<Streaming<Tick>>, Status> {
        self.ready().await?;
        let path = PathAndQuery::from_static(COUNT);
        self.grpc
            .server_streaming(request, path, ProstCodec::default())
            .await
    }

    async fn ready(&mut self) -> Result<(), Status> {
        self.grpc
            .ready()
            .await
            .map_err(|err| Status::unavailable(format!("the channel is not ready: {err}")))
    }
}
