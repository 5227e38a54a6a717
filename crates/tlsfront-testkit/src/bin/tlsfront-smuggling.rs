//! Runs the request-smuggling suite (`tlsfront_testkit::smuggling`) against tlsfront and
//! against nginx, each in front of a raw recording upstream of its own, with the same fixture
//! certificates and the same three tenants, and writes the table of `docs/src/smuggling.md`
//! (between its `<!-- cases -->` markers), or prints it.
//!
//! ```text
//! tlsfront-smuggling --tlsfront target/debug/tlsfront --nginx /usr/sbin/nginx --doc docs/src/smuggling.md
//! ```
//! `scripts/smuggling-table` builds what it needs and runs this.

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use clap::Parser;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::smuggling::case::{HOST, SMALL_HOST, SMALL_LIMIT, VICTIM_HOST};
use tlsfront_testkit::smuggling::exchange::Target;
use tlsfront_testkit::smuggling::{self, report, CaseResult};
use tlsfront_testkit::{free_port, Fixtures, RawUpstream, TlsfrontBuilder};

const BEGIN: &str = "<!-- cases: begin (written by scripts/smuggling-table) -->";
const END: &str = "<!-- cases: end -->";

#[derive(Parser)]
struct Args {
    /// The tlsfront binary.
    #[arg(long)]
    tlsfront: PathBuf,
    /// The nginx binary; without it, only tlsfront's column.
    #[arg(long)]
    nginx: Option<PathBuf>,
    /// The Markdown file whose table to replace; without it, the table is printed.
    #[arg(long)]
    doc: Option<PathBuf>,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let fixtures = Fixtures::new();
    for host in [HOST, VICTIM_HOST, SMALL_HOST] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    let cases = smuggling::all_cases();
    let tlsfront = run_tlsfront(&args.tlsfront, &fixtures, &cases);
    let mut servers: Vec<(&str, &[CaseResult])> = vec![("tlsfront", &tlsfront)];
    let nginx = match &args.nginx {
        Some(nginx) => run_nginx(nginx, &fixtures, &cases)?,
        None => Vec::new(),
    };
    if args.nginx.is_some() {
        servers.push(("nginx", &nginx));
    }
    let table = report::markdown(&servers);
    match &args.doc {
        Some(doc) => replace_table(doc, &table)?,
        None => println!("{table}"),
    }
    for (server, results) in &servers {
        let broke = results.iter().filter(|r| !r.safe()).count();
        let differ = results.iter().filter(|r| r.safe() && !r.passed()).count();
        eprintln!(
            "{server}: {} cases, {differ} answered otherwise than the row, {broke} broke a rule",
            results.len()
        );
    }
    Ok(())
}

fn run_tlsfront(
    bin: &Path,
    fixtures: &Fixtures,
    cases: &[smuggling::case::Case],
) -> Vec<CaseResult> {
    let upstream = RawUpstream::start();
    let entry = format!("upstreams = [\"{}\"]\n", upstream.url());
    fixtures.write_site(HOST, &entry);
    fixtures.write_site(VICTIM_HOST, &entry);
    fixtures.write_site(
        SMALL_HOST,
        &format!("{entry}max_request_body_bytes = {SMALL_LIMIT}\n"),
    );
    let server = TlsfrontBuilder::new(bin)
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(["--access-log", "false"])
        .spawn();
    let target = Target {
        addr: server.addr,
        ca_pem: fixtures.ca.cert_pem().to_owned(),
    };
    smuggling::run(&target, &upstream, cases)
}

fn run_nginx(
    bin: &Path,
    fixtures: &Fixtures,
    cases: &[smuggling::case::Case],
) -> anyhow::Result<Vec<CaseResult>> {
    let upstream = RawUpstream::start();
    let prefix = fixtures.root().join("nginx");
    std::fs::create_dir_all(prefix.join("logs"))?;
    let port = free_port();
    let conf = prefix.join("nginx.conf");
    std::fs::write(
        &conf,
        nginx_conf(&prefix, &fixtures.certs_dir(), port, upstream.addr()),
    )?;
    let mut child = Command::new(bin)
        .arg("-p")
        .arg(&prefix)
        .arg("-c")
        .arg(&conf)
        .stdin(Stdio::null())
        .spawn()
        .with_context(|| format!("starting {}", bin.display()))?;
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let results = wait_listening(&mut child, addr).map(|()| {
        let target = Target {
            addr,
            ca_pem: fixtures.ca.cert_pem().to_owned(),
        };
        smuggling::run(&target, &upstream, cases)
    });
    let _ = child.kill();
    let _ = child.wait();
    results.with_context(|| {
        let log = std::fs::read_to_string(prefix.join("logs/error.log")).unwrap_or_default();
        format!("nginx did not start; its log:\n{log}")
    })
}

fn wait_listening(child: &mut Child, addr: SocketAddr) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
            return Ok(());
        }
        if let Some(status) = child.try_wait()? {
            bail!("nginx exited: {status}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    bail!("nginx did not listen on {addr} within 10 s")
}

/// nginx as a reverse proxy with two server blocks (and the small one), doing what tlsfront
/// does per request: HTTP/1.1 to kept-alive upstream connections, the client's host as Host,
/// and the forwarding headers (the same as bench/peers/nginx-proxy.conf.in).
fn nginx_conf(prefix: &Path, certs: &Path, port: u16, upstream: SocketAddr) -> String {
    let prefix = prefix.display();
    let server = |host: &str, extra: &str| {
        format!(
            r#"
    server {{
        listen 127.0.0.1:{port} ssl http2;
        server_name {host};
        ssl_certificate {certs}/{host}.crt;
        ssl_certificate_key {certs}/{host}.key;
        {extra}
        location / {{
            proxy_pass http://app;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $host;
            proxy_set_header Forwarded "for=$remote_addr;host=\"$host\";proto=$scheme";
        }}
    }}"#,
            certs = certs.display()
        )
    };
    format!(
        r#"user root;
daemon off;
# One process: killing it leaves no worker behind.
master_process off;
worker_processes 1;
error_log {prefix}/logs/error.log info;
pid {prefix}/logs/nginx.pid;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {prefix}/logs/body;
    proxy_temp_path {prefix}/logs/proxy;
    fastcgi_temp_path {prefix}/logs/fastcgi;
    uwsgi_temp_path {prefix}/logs/uwsgi;
    scgi_temp_path {prefix}/logs/scgi;
    upstream app {{
        server {upstream};
        keepalive 16;
    }}
{a}
{b}
{small}
}}
"#,
        a = server(HOST, ""),
        b = server(VICTIM_HOST, ""),
        small = server(SMALL_HOST, &format!("client_max_body_size {SMALL_LIMIT};")),
    )
}

/// Replaces what lies between the markers in `doc` with `table`.
fn replace_table(doc: &Path, table: &str) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(doc).with_context(|| format!("reading {}", doc.display()))?;
    let (Some(begin), Some(end)) = (text.find(BEGIN), text.find(END)) else {
        bail!("{} has no {BEGIN} … {END} markers", doc.display());
    };
    let updated = format!("{}{BEGIN}\n{table}{}", &text[..begin], &text[end..]);
    std::fs::write(doc, updated).with_context(|| format!("writing {}", doc.display()))
}
