//! The client the kTLS VM test drives tlsfront with: real TLS (rustls), a chosen version and
//! suite, several requests on one connection, and a transcript that can be compared byte for
//! byte between runs (the `date` header is masked; bodies are summarised by length and SHA-256).
//!
//! ```text
//! tlsfront-vm-client --connect 127.0.0.1:8443 --sni vm.test --ca ca.pem --suite TLS13_AES_128_GCM_SHA256 \
//!     'GET /big.bin' 'GET /big.bin|range: bytes=100-199' 'HEAD /index.html'
//! tlsfront-vm-client … --key-update 'GET /index.html'
//! tlsfront-vm-client … --alpn h2            # a handshake only, offering h2
//! ```
//! A request is `METHOD PATH`, then `|name: value` headers. Exit 0 when every response came
//! back (or, with --key-update, when the connection was closed or the request answered after
//! the KeyUpdate), 1 otherwise.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ::aws_lc_rs::digest;
use clap::Parser;
use rustls::client::Resumption;
use rustls::crypto::aws_lc_rs as provider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use rustls::{ClientConfig, ClientConnection, RootCertStore, StreamOwned};

#[derive(Parser)]
struct Args {
    #[arg(long)]
    connect: SocketAddr,
    #[arg(long)]
    sni: String,
    /// CA certificate (PEM) to verify the server with.
    #[arg(long)]
    ca: std::path::PathBuf,
    /// The only cipher suite offered, as rustls names it (TLS13_AES_128_GCM_SHA256,
    /// TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, …); the version follows from it.
    #[arg(long)]
    suite: String,
    /// Send a TLS 1.3 KeyUpdate after the first response, then the remaining requests.
    #[arg(long)]
    key_update: bool,
    /// ALPN protocols offered, comma-separated; empty offers none.
    #[arg(long, default_value = "http/1.1")]
    alpn: String,
    /// Requests, in order, on one connection.
    requests: Vec<String>,
}

fn main() {
    let args = Args::parse();
    match run(&args) {
        Ok(code) => std::process::exit(code),
        Err(err) => {
            eprintln!("tlsfront-vm-client: {err}");
            std::process::exit(1);
        }
    }
}

fn run(args: &Args) -> Result<i32, String> {
    let mut provider = provider::default_provider();
    provider
        .cipher_suites
        .retain(|s| format!("{:?}", s.suite()) == args.suite);
    let Some(suite) = provider.cipher_suites.first().copied() else {
        return Err(format!("unknown suite {}", args.suite));
    };
    let mut roots = RootCertStore::empty();
    let pem = std::fs::read(&args.ca).map_err(|e| format!("reading {}: {e}", args.ca.display()))?;
    for cert in CertificateDer::pem_slice_iter(&pem) {
        roots
            .add(cert.map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    }
    let mut config = ClientConfig::builder_with_provider(Arc::new(provider))
        .with_protocol_versions(&[suite.version()])
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = args
        .alpn
        .split(',')
        .filter(|protocol| !protocol.is_empty())
        .map(|protocol| protocol.as_bytes().to_vec())
        .collect();
    config.resumption = Resumption::disabled();
    let name = ServerName::try_from(args.sni.clone()).map_err(|e| e.to_string())?;
    let connection = ClientConnection::new(Arc::new(config), name).map_err(|e| e.to_string())?;
    let tcp = TcpStream::connect_timeout(&args.connect, Duration::from_secs(10))
        .map_err(|e| format!("connect: {e}"))?;
    tcp.set_read_timeout(Some(Duration::from_secs(120))).ok();
    let mut tls = StreamOwned::new(connection, tcp);
    while tls.conn.is_handshaking() {
        tls.conn
            .complete_io(&mut tls.sock)
            .map_err(|e| format!("handshake: {e}"))?;
    }
    println!(
        "# {:?} {:?}",
        tls.conn.protocol_version().ok_or("no version")?,
        suite.suite()
    );
    for (index, spec) in args.requests.iter().enumerate() {
        if args.key_update && index == 1 {
            tls.conn
                .refresh_traffic_keys()
                .map_err(|e| format!("KeyUpdate: {e}"))?;
            println!("# sent KeyUpdate");
        }
        match exchange(&mut tls, &args.sni, spec) {
            Ok(transcript) => print!("{transcript}"),
            Err(err) if args.key_update && index >= 1 => {
                println!("# connection closed after the KeyUpdate: {err}");
                return Ok(0);
            }
            Err(err) => return Err(format!("{spec}: {err}")),
        }
    }
    Ok(0)
}

/// One request and its response, as transcript text.
fn exchange(
    tls: &mut StreamOwned<ClientConnection, TcpStream>,
    host: &str,
    spec: &str,
) -> Result<String, String> {
    let mut parts = spec.split('|');
    let request_line = parts.next().unwrap_or("GET /");
    let method = request_line.split(' ').next().unwrap_or("GET");
    let mut head = format!("{request_line} HTTP/1.1\r\nhost: {host}\r\n");
    for header in parts {
        head.push_str(header);
        head.push_str("\r\n");
    }
    head.push_str("\r\n");
    let started = Instant::now();
    tls.write_all(head.as_bytes())
        .map_err(|e| format!("write: {e}"))?;
    tls.flush().map_err(|e| format!("flush: {e}"))?;
    let text = read_response_head(tls)?;
    let status: u16 = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let length: u64 = text
        .lines()
        .find_map(|line| line.strip_prefix("content-length: "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let body_length = if method == "HEAD" || status == 304 {
        0
    } else {
        length
    };
    let sha = read_body_sha256(tls, body_length)?;
    let elapsed = started.elapsed();
    let masked = masked_head(&text);
    let rate = body_length as f64 / elapsed.as_secs_f64().max(1e-9) / 1_048_576.0;
    eprintln!(
        "{spec}: {status}, {body_length} bytes in {:.3} s ({rate:.1} MiB/s)",
        elapsed.as_secs_f64()
    );
    Ok(format!(
        "== {spec}\n{masked}\nbody {body_length} bytes sha256 {sha}\n"
    ))
}

/// The response head, read a byte at a time so that none of the body is taken with it.
fn read_response_head(
    tls: &mut StreamOwned<ClientConnection, TcpStream>,
) -> Result<String, String> {
    let mut response_head = Vec::new();
    let mut byte = [0u8; 1];
    while !response_head.ends_with(b"\r\n\r\n") {
        let read = tls.read(&mut byte).map_err(|e| format!("read: {e}"))?;
        if read == 0 {
            return Err("connection closed before the response".into());
        }
        response_head.push(byte[0]);
        if response_head.len() > 64 * 1024 {
            return Err("response head too large".into());
        }
    }
    Ok(String::from_utf8_lossy(&response_head).into_owned())
}

/// Reads a body of `length` bytes; its SHA-256, in lower-case hex.
fn read_body_sha256(
    tls: &mut StreamOwned<ClientConnection, TcpStream>,
    length: u64,
) -> Result<String, String> {
    let mut hash = digest::Context::new(&digest::SHA256);
    let mut left = length;
    let mut chunk = vec![0u8; 256 * 1024];
    while left > 0 {
        let want = left.min(chunk.len() as u64) as usize;
        let read = tls
            .read(&mut chunk[..want])
            .map_err(|e| format!("read body: {e}"))?;
        if read == 0 {
            return Err(format!("connection closed with {left} body bytes to go"));
        }
        hash.update(&chunk[..read]);
        left -= read as u64;
    }
    Ok(hash
        .finish()
        .as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// The head's lines, without the blank ones, with the `date` header masked so that runs compare.
fn masked_head(text: &str) -> String {
    text.split("\r\n")
        .filter(|line| !line.is_empty())
        .map(|line| {
            if line.starts_with("date: ") {
                "date: <masked>".to_owned()
            } else {
                line.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}
