//! A tiny HTTP/3 server for `tlsfront-bench h3`'s end-to-end tests: quinn + h3 on
//! 127.0.0.1:0 (UDP), the same certificates as the TCP server, `/big` as there and the page
//! for every other path.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;

use bytes::Bytes;

use super::{big_body, server_config, TestServer, PAGE_BYTES};

/// Starts an HTTP/3 server on its own thread and runtime; it lives as long as the test process.
pub fn start() -> TestServer {
    let (mut config, ca_pem) = server_config();
    config.alpn_protocols = vec![b"h3".to_vec()];
    let quic = quinn::crypto::rustls::QuicServerConfig::try_from(config).expect("QUIC config");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let endpoint = runtime
        .block_on(async {
            quinn::Endpoint::server(
                quinn::ServerConfig::with_crypto(Arc::new(quic)),
                SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            )
        })
        .expect("UDP socket");
    let address = endpoint.local_addr().expect("local address");
    let big = Bytes::from(big_body());
    std::thread::spawn(move || {
        runtime.block_on(async move {
            while let Some(incoming) = endpoint.accept().await {
                tokio::spawn(serve(incoming, big.clone()));
            }
        })
    });
    TestServer { address, ca_pem }
}

async fn serve(incoming: quinn::Incoming, big: Bytes) {
    let Ok(connection) = incoming.await else {
        return;
    };
    let Ok(mut h3) =
        h3::server::Connection::<_, Bytes>::new(h3_quinn::Connection::new(connection)).await
    else {
        return;
    };
    while let Ok(Some(resolver)) = h3.accept().await {
        let big = big.clone();
        tokio::spawn(async move {
            let Ok((request, mut stream)) = resolver.resolve_request().await else {
                return;
            };
            let body = if request.uri().path() == "/big" {
                big
            } else {
                Bytes::from(vec![b'x'; PAGE_BYTES])
            };
            let response = http::Response::builder()
                .status(200)
                .body(())
                .expect("response");
            if stream.send_response(response).await.is_ok() && stream.send_data(body).await.is_ok()
            {
                let _ = stream.finish().await;
            }
        });
    }
}
