//! nginx as a backend: one `server` block per tenant (`server_name` the tenant's host) and a
//! default server, each answering every request with what nginx made of it (`$host`,
//! `$server_name`, `$request_uri`, the forwarding headers, and the client the realip module
//! derives from `X-Forwarded-For`). HTTP/1.1 on one port and h2c (prior knowledge) on another:
//! nginx 1.22's `listen ... http2` without TLS speaks HTTP/2 only.
//!
//! `underscores_in_headers on`, as sites whose clients send such names run it: nginx then
//! takes `X_Forwarded_Host` for `$http_x_forwarded_host`, so it shows any underscore name a
//! proxy passes on.
//!
//! Its error log goes to stderr at `info`, the level at which nginx says why it refused a
//! client's request (`client sent duplicate host header`).
//!
//! It runs with a prefix, configuration, pid file and temporary paths of its own in a temporary
//! directory, in the foreground (`daemon off`), never the system's service. Started as root,
//! its master drops its worker to `nobody`, as nginx does.

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use tempfile::TempDir;

use super::process::AppProcess;

/// A running nginx, stopped on drop.
pub struct Nginx {
    process: AppProcess,
    http1: SocketAddr,
    h2c: SocketAddr,
    _prefix: TempDir,
}

impl Nginx {
    /// Starts nginx with a server block for each of `tenants` and a default server, on free
    /// loopback ports.
    pub fn start(tenants: &[&str]) -> Nginx {
        let binary = binary().unwrap_or_else(|err| panic!("{err:#}"));
        let mut last_error = None;
        // The ports are free when chosen; another process may take one first, hence a few tries.
        for _ in 0..3 {
            match start_once(&binary, tenants) {
                Ok(nginx) => return nginx,
                Err(err) => last_error = Some(err),
            }
        }
        panic!("{:#}", last_error.expect("three tries"));
    }

    /// `http://127.0.0.1:PORT`, the HTTP/1.1 port.
    pub fn url(&self) -> String {
        format!("http://{}", self.http1)
    }

    /// `h2c://127.0.0.1:PORT`, the HTTP/2 port.
    pub fn h2c_url(&self) -> String {
        format!("h2c://{}", self.h2c)
    }

    pub fn http1_addr(&self) -> SocketAddr {
        self.http1
    }

    /// What it logged (its error log goes to stderr).
    pub fn output(&self) -> String {
        self.process.output()
    }
}

fn start_once(binary: &Path, tenants: &[&str]) -> anyhow::Result<Nginx> {
    let prefix = tempfile::tempdir().context("a prefix for nginx")?;
    let http1 = SocketAddr::from(([127, 0, 0, 1], crate::free_port()));
    let h2c = SocketAddr::from(([127, 0, 0, 1], crate::free_port()));
    let conf = prefix.path().join("nginx.conf");
    std::fs::write(&conf, config(prefix.path(), http1, h2c, tenants))
        .context("writing nginx.conf")?;
    let mut process = AppProcess::spawn(
        "nginx",
        Command::new(binary)
            .arg("-p")
            .arg(prefix.path())
            .arg("-c")
            .arg(&conf)
            .args(["-e", "stderr"]),
    )?;
    // nginx says nothing once it listens: it is ready when both ports take connections.
    let deadline = Instant::now() + Duration::from_secs(20);
    while [http1, h2c]
        .iter()
        .any(|addr| TcpStream::connect(addr).is_err())
    {
        if process.exited() || Instant::now() > deadline {
            bail!(
                "nginx did not start (ports {http1}, {h2c}):\n{}",
                process.output()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(Nginx {
        process,
        http1,
        h2c,
        _prefix: prefix,
    })
}

/// nginx on PATH, else where Debian puts it (not on a user's PATH).
fn binary() -> anyhow::Result<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain([PathBuf::from("/usr/sbin")])
        .map(|dir| dir.join("nginx"))
        .find(|candidate| candidate.is_file())
        .with_context(|| super::missing("nginx is not installed"))
}

/// The whole configuration: every path under `prefix`, a default server and one block per
/// tenant, all on both ports.
fn config(prefix: &Path, http1: SocketAddr, h2c: SocketAddr, tenants: &[&str]) -> String {
    let dir = prefix.display();
    let mut servers = server_block(http1, h2c, "_", "default", true);
    for tenant in tenants {
        servers.push_str(&server_block(http1, h2c, tenant, tenant, false));
    }
    format!(
        "daemon off;
worker_processes 1;
pid {dir}/nginx.pid;
error_log stderr info;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {dir}/client_body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    default_type text/plain;
    # As sites whose clients send names with underscores run it. nginx then reads
    # X_Forwarded_Host as $http_x_forwarded_host, and the first of the two wins: a witness
    # of any underscore header a proxy lets through.
    underscores_in_headers on;
    # Behind one proxy on loopback: the client is the last X-Forwarded-For entry.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
{servers}}}
"
    )
}

/// A server block answering with the report lines (`\\n` is a newline in an nginx string).
fn server_block(
    http1: SocketAddr,
    h2c: SocketAddr,
    server_name: &str,
    label: &str,
    default: bool,
) -> String {
    let default = if default { " default_server" } else { "" };
    let fields = [
        ("app", "nginx"),
        ("server", label),
        ("server_name", "$server_name"),
        ("proto", "$server_protocol"),
        ("method", "$request_method"),
        ("host", "$host"),
        ("http_host", "$http_host"),
        ("target", "$request_uri"),
        ("client", "$remote_addr"),
        ("peer", "$realip_remote_addr"),
        ("scheme", "$http_x_forwarded_proto"),
        ("x_forwarded_for", "$http_x_forwarded_for"),
        ("x_forwarded_proto", "$http_x_forwarded_proto"),
        ("x_forwarded_host", "$http_x_forwarded_host"),
        ("forwarded", "$http_forwarded"),
        ("upgrade", "$http_upgrade"),
        ("proxy", "$http_proxy"),
        ("expect", "$http_expect"),
    ];
    let body: String = fields
        .iter()
        .map(|(name, value)| format!("{name}: {value}\\n"))
        .collect();
    format!(
        "    server {{
        listen {http1}{default};
        listen {h2c}{default} http2;
        server_name {server_name};
        location / {{
            return 200 \"{body}\";
        }}
    }}
"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tenant_has_its_block_and_one_is_default() {
        let http1: SocketAddr = "127.0.0.1:8001".parse().unwrap();
        let h2c: SocketAddr = "127.0.0.1:8002".parse().unwrap();
        let text = config(Path::new("/p"), http1, h2c, &["a.test", "b.test"]);
        assert_eq!(text.matches("server {").count(), 3);
        assert_eq!(text.matches("default_server").count(), 2);
        assert!(text.contains("server_name a.test;"));
        assert!(text.contains("server_name b.test;"));
        assert!(text.contains("listen 127.0.0.1:8002 http2;"));
        assert!(text.contains("pid /p/nginx.pid;"));
        assert!(text.contains("\\nserver: b.test\\n"));
    }
}
