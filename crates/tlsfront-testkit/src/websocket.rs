//! A real WebSocket client (tokio-tungstenite) over real TLS (rustls), for the proxy's
//! upgrade tests.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rustls::pki_types::ServerName;
use tokio_tungstenite::tungstenite::Message;

use crate::TlsClient;

/// Opens `wss://HOST/path` at `addr` over HTTP/1.1, sends each text message and returns what
/// came back for each, then closes. An error says which step failed.
pub fn echo(
    addr: SocketAddr,
    host: &str,
    path: &str,
    ca_pem: &str,
    messages: &[&str],
) -> anyhow::Result<Vec<String>> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let config = TlsClient::new(ca_pem).alpn(&[b"http/1.1"]).config(true);
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(20), async {
            let tcp = tokio::net::TcpStream::connect(addr).await?;
            let name = ServerName::try_from(host.to_owned())?;
            let tls = tokio_rustls::TlsConnector::from(config)
                .connect(name, tcp)
                .await?;
            let url = format!("wss://{host}:{}{path}", addr.port());
            let (mut socket, response) = tokio_tungstenite::client_async(url, tls).await?;
            anyhow::ensure!(response.status() == 101, "status {}", response.status());
            let mut echoed = Vec::new();
            for message in messages {
                socket.send(Message::text(*message)).await?;
                match socket.next().await {
                    Some(Ok(Message::Text(text))) => echoed.push(text.to_string()),
                    other => anyhow::bail!("no echo of {message:?}: {other:?}"),
                }
            }
            socket.close(None).await?;
            Ok(echoed)
        })
        .await?
    })
}
