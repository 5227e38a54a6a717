//! The session against rustls's own client, over real loopback TCP.

use std::sync::Arc;

use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer, ServerName};
use rustls::{ClientConfig, RootCertStore, SupportedProtocolVersion};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::client::TlsStream as ClientTls;
use tokio_rustls::TlsConnector;

use super::*;

const NAME: &str = "session.test";

struct Pki {
    server: Arc<ServerConfig>,
    client: RootCertStore,
}

fn pki() -> Pki {
    let cert = rcgen::generate_simple_self_signed(vec![NAME.to_owned()]).unwrap();
    let der = CertificateDer::from(cert.cert.der().to_vec());
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(cert.signing_key.serialize_der()));
    let mut server = ServerConfig::builder()
        .with_no_client_auth()
        .with_single_cert(vec![der.clone()], key)
        .unwrap();
    server.enable_secret_extraction = true;
    let mut client = RootCertStore::empty();
    client.add(der).unwrap();
    Pki {
        server: Arc::new(server),
        client,
    }
}

fn client_config(pki: &Pki, version: &'static SupportedProtocolVersion) -> Arc<ClientConfig> {
    Arc::new(
        ClientConfig::builder_with_protocol_versions(&[version])
            .with_root_certificates(pki.client.clone())
            .with_no_client_auth(),
    )
}

/// A connected pair: the rustls client's stream, and the server's session, made as the server
/// makes it: the first bytes read are handed to the handshake, which reads the rest.
async fn connect(
    pki: &Pki,
    version: &'static SupportedProtocolVersion,
) -> (ClientTls<TcpStream>, TlsSession<TcpStream>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let connector = TlsConnector::from(client_config(pki, version));
    let client = tokio::spawn(async move {
        let tcp = TcpStream::connect(address).await.unwrap();
        connector
            .connect(ServerName::try_from(NAME).unwrap(), tcp)
            .await
            .unwrap()
    });
    let (mut tcp, _) = listener.accept().await.unwrap();
    // Only part of the ClientHello is "already read": the handshake reads the rest itself.
    let mut received = vec![0u8; 10];
    tcp.read_exact(&mut received).await.unwrap();
    let server = TlsSession::handshake(tcp, received, pki.server.clone())
        .await
        .unwrap();
    (client.await.unwrap(), server)
}

fn holds_no_buffer<IO>(session: &TlsSession<IO>) {
    assert_eq!(session.incoming.capacity(), 0, "receive buffer kept");
    assert_eq!(session.plaintext.capacity(), 0, "plaintext buffer kept");
    assert_eq!(session.outgoing.capacity(), 0, "send buffer kept");
}

#[tokio::test]
async fn data_crosses_both_ways_and_close_notify_ends_it() {
    let pki = pki();
    for version in [&rustls::version::TLS13, &rustls::version::TLS12] {
        let (mut client, mut server) = connect(&pki, version).await;
        assert_eq!(
            server.connection().protocol_version(),
            Some(version.version)
        );
        holds_no_buffer(&server);
        // More than a few records each way, and more than one write's worth.
        let sent: Vec<u8> = (0..300_000u32).map(|i| (i % 251) as u8).collect();
        let upload = sent.clone();
        let writer = tokio::spawn(async move {
            client.write_all(&upload).await.unwrap();
            client.flush().await.unwrap();
            let mut echoed = vec![0u8; upload.len()];
            client.read_exact(&mut echoed).await.unwrap();
            client.shutdown().await.unwrap();
            let mut rest = Vec::new();
            client.read_to_end(&mut rest).await.unwrap();
            (echoed, rest)
        });
        let mut received = vec![0u8; sent.len()];
        server.read_exact(&mut received).await.unwrap();
        assert_eq!(received, sent);
        server.write_all(&received).await.unwrap();
        server.flush().await.unwrap();
        // The client's close_notify is a clean end of stream.
        assert_eq!(server.read(&mut [0u8; 16]).await.unwrap(), 0);
        server.shutdown().await.unwrap();
        let (echoed, rest) = writer.await.unwrap();
        assert_eq!(echoed, sent);
        assert!(rest.is_empty());
    }
}

#[tokio::test]
async fn an_idle_session_holds_no_buffer() {
    let pki = pki();
    let (mut client, mut server) = connect(&pki, &rustls::version::TLS13).await;
    for _ in 0..3 {
        client.write_all(b"GET / HTTP/1.1\r\n\r\n").await.unwrap();
        client.flush().await.unwrap();
        let mut request = [0u8; 18];
        server.read_exact(&mut request).await.unwrap();
        server.write_all(b"HTTP/1.1 200 OK\r\n").await.unwrap();
        server.flush().await.unwrap();
        let mut response = [0u8; 17];
        client.read_exact(&mut response).await.unwrap();
        holds_no_buffer(&server);
        assert!(!server.has_buffered_input());
    }
}

#[tokio::test]
async fn small_reads_take_the_plaintext_in_pieces() {
    let pki = pki();
    let (mut client, mut server) = connect(&pki, &rustls::version::TLS13).await;
    client.write_all(b"first").await.unwrap();
    client.write_all(b"second").await.unwrap();
    client.flush().await.unwrap();
    let mut both = Vec::new();
    while both.len() < 11 {
        let mut chunk = [0u8; 4];
        let read = server.read(&mut chunk).await.unwrap();
        assert!(read > 0);
        both.extend_from_slice(&chunk[..read]);
    }
    assert_eq!(both, b"firstsecond");
    holds_no_buffer(&server);
}

#[tokio::test]
async fn a_client_key_update_is_followed() {
    let pki = pki();
    let (mut client, mut server) = connect(&pki, &rustls::version::TLS13).await;
    client.get_mut().1.refresh_traffic_keys().unwrap();
    client.write_all(b"after the update").await.unwrap();
    client.flush().await.unwrap();
    let mut received = [0u8; 16];
    server.read_exact(&mut received).await.unwrap();
    assert_eq!(&received, b"after the update");
    // Our own KeyUpdate, asked for by the client, went out: the client still reads us.
    server.write_all(b"reply").await.unwrap();
    server.flush().await.unwrap();
    let mut reply = [0u8; 5];
    client.read_exact(&mut reply).await.unwrap();
    assert_eq!(&reply, b"reply");
}

#[tokio::test]
async fn a_stream_cut_without_close_notify_is_an_error() {
    let pki = pki();
    let (client, mut server) = connect(&pki, &rustls::version::TLS13).await;
    let (mut tcp, _) = client.into_inner();
    // A FIN, with no close_notify before it.
    tcp.shutdown().await.unwrap();
    let err = server.read(&mut [0u8; 16]).await.unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::UnexpectedEof, "{err}");
}

#[tokio::test]
async fn a_forged_record_gets_an_alert() {
    let pki = pki();
    let (mut client, mut server) = connect(&pki, &rustls::version::TLS13).await;
    // Application data that no key made, written under the client's TLS: decryption fails.
    let mut forged = vec![23, 3, 3, 0, 40];
    forged.extend_from_slice(&[0x5a; 40]);
    client.get_mut().0.write_all(&forged).await.unwrap();
    let err = server.read(&mut [0u8; 16]).await.unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::InvalidData, "{err}");
    drop(server);
    let err = client.read(&mut [0u8; 16]).await.unwrap_err();
    let alert = err
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>());
    assert_eq!(
        alert,
        Some(&rustls::Error::AlertReceived(
            rustls::AlertDescription::BadRecordMac
        )),
        "{err}"
    );
}

#[tokio::test]
async fn a_client_that_leaves_during_the_handshake_is_an_error() {
    let pki = pki();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let client = tokio::spawn(async move {
        let mut tcp = TcpStream::connect(address).await.unwrap();
        // A record header that promises a ClientHello, then nothing.
        tcp.write_all(&[22, 3, 1, 0, 200, 1]).await.unwrap();
    });
    let (mut tcp, _) = listener.accept().await.unwrap();
    let mut received = vec![0u8; 6];
    tcp.read_exact(&mut received).await.unwrap();
    client.await.unwrap();
    let err = TlsSession::handshake(tcp, received, pki.server.clone())
        .await
        .err()
        .unwrap();
    assert_eq!(err.kind(), io::ErrorKind::UnexpectedEof, "{err}");
}

#[test]
fn shorten_front_gives_the_buffer_back_when_empty() {
    let mut buffer = vec![1, 2, 3];
    shorten_front(&mut buffer, 1);
    assert_eq!(buffer, [2, 3]);
    shorten_front(&mut buffer, 2);
    assert_eq!(buffer.capacity(), 0);
}
