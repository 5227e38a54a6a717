//! The validated `Settings` for one run, built from the command-line `Args`. Every problem in
//! the flags is reported at once, not one per attempt.

use std::net::{SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::cli::{Alpn, Args, Mode, TlsVersionArg};
use crate::client_identity::ClientIdentityFiles;
use crate::hosts::{HostOrder, HostSet};
use crate::targets::Targets;
use crate::tls_params::{self, Negotiable, SigAlgs, TlsVersion};

/// Validated settings for one run.
#[derive(Debug, Clone)]
pub struct Settings {
    pub targets: Targets,
    pub workload: Workload,
    /// Shared, not copied: a list of a million names is tens of megabytes.
    pub hosts: Arc<HostSet>,
    pub host_order: HostOrder,
    /// Where the random host order starts.
    pub seed: u64,
    pub path: String,
    pub tls: TlsSettings,
    pub timeout: Duration,
    pub threads: usize,
    pub json: bool,
}

#[derive(Debug, Clone)]
pub enum Workload {
    Load(LoadSettings),
    Download {
        sha256: bool,
        duration: Option<Duration>,
    },
    Slowloris(SlowlorisSettings),
}

#[derive(Debug, Clone)]
pub struct LoadSettings {
    /// Handshake or keep-alive (never slowloris: that is a workload of its own).
    pub mode: Mode,
    /// Closed loop: the connections kept busy. Paced: the most starts in flight at once.
    pub connections: usize,
    pub duration: Option<Duration>,
    pub requests: Option<u64>,
    pub warmup: Duration,
    /// Starts a second, when the load is paced (open loop).
    pub rate: Option<f64>,
}

/// `--mode slowloris`: connections held with an unfinished ClientHello.
#[derive(Debug, Clone)]
pub struct SlowlorisSettings {
    pub connections: usize,
    pub duration: Duration,
    pub warmup: Duration,
    /// Bytes of the ClientHello each connection sends.
    pub hello_bytes: usize,
}

#[derive(Debug, Clone)]
pub struct TlsSettings {
    pub negotiable: Negotiable,
    pub kx_groups: Vec<&'static dyn rustls::crypto::SupportedKxGroup>,
    pub sigalgs: SigAlgs,
    pub resumption: bool,
    pub ca: Option<PathBuf>,
    pub check_signatures: bool,
    pub alpn: Option<&'static [u8]>,
    /// `--client-cert` and `--client-key`: mutual TLS.
    pub client_identity: Option<ClientIdentityFiles>,
}

/// The measured duration when neither --duration nor --requests is given.
const DEFAULT_DURATION: Duration = Duration::from_secs(10);
/// Enough to keep a one-core server busy without queueing much in its accept backlog.
const DEFAULT_CONNECTIONS: usize = 16;
/// With --rate: starts in flight at once. A paced client stands for many independent users,
/// so this only bounds the generator's own memory when the server stops answering.
const DEFAULT_PACED_IN_FLIGHT: usize = 1000;
/// Slowloris: the start of a ClientHello (its record header and about the first half of its
/// body), enough for a server to have accepted the connection and wait for the rest.
const DEFAULT_HELLO_BYTES: usize = 64;
/// A pace faster than this is not a pace but a flood: use the closed-loop modes.
const MAX_RATE: f64 = 1_000_000.0;

impl TryFrom<Args> for Settings {
    type Error = anyhow::Error;

    fn try_from(args: Args) -> anyhow::Result<Self> {
        let mut problems = Problems::default();

        let targets = args
            .connect
            .iter()
            .map(|address| resolve(address))
            .collect::<Result<Vec<_>, _>>()
            .and_then(|addresses| {
                Targets::new(addresses, args.connect_order)
                    .ok_or_else(|| "--connect: no address".to_string())
            });
        let hosts = host_set(&args).map_err(|e| format!("{e:#}"));
        let tls_version = args.tls.map(|v| match v {
            TlsVersionArg::V12 => TlsVersion::V12,
            TlsVersionArg::V13 => TlsVersion::V13,
        });
        let negotiable = tls_params::negotiable(tls_version, args.cipher.as_deref(), args.sigalgs);
        let kx_groups = tls_params::kx_groups(&args.kx);
        let setup_problems = [
            targets.as_ref().err(),
            hosts.as_ref().err(),
            negotiable.as_ref().err(),
            kx_groups.as_ref().err(),
        ];
        for problem in setup_problems.into_iter().flatten() {
            problems.require(false, problem);
        }
        let path = checked_path(&args, &mut problems);
        let slowloris = args.mode == Mode::Slowloris && args.download.is_none();
        check_run_flags(&args, slowloris, &mut problems);
        let workload = workload(&args, slowloris, &mut problems);

        if !problems.0.is_empty() {
            anyhow::bail!("invalid arguments:\n  {}", problems.0.join("\n  "));
        }
        // Every Err was recorded in `problems` above, so these are all Ok here.
        let (Ok(targets), Ok(hosts), Ok(negotiable), Ok(kx_groups)) =
            (targets, hosts, negotiable, kx_groups)
        else {
            anyhow::bail!("invalid arguments");
        };
        Ok(Settings {
            targets,
            workload,
            hosts: Arc::new(hosts),
            host_order: args.host_order,
            seed: args.seed.unwrap_or_else(fresh_seed),
            path,
            tls: TlsSettings {
                negotiable,
                kx_groups,
                sigalgs: args.sigalgs,
                resumption: args.resumption,
                ca: args.ca.clone(),
                check_signatures: args.check_signatures,
                alpn: match args.alpn {
                    Alpn::Http11 => Some(b"http/1.1"),
                    Alpn::H2 | Alpn::None => None,
                },
                // clap requires each of the two flags with the other.
                client_identity: match (&args.client_cert, &args.client_key) {
                    (Some(cert), Some(key)) => Some(ClientIdentityFiles {
                        cert: cert.clone(),
                        key: key.clone(),
                    }),
                    _ => None,
                },
            },
            timeout: args.timeout,
            threads: args.threads,
            json: args.json,
        })
    }
}

/// Every problem found in the flags, to be reported at once.
#[derive(Default)]
struct Problems(Vec<String>);

impl Problems {
    /// Records `problem` unless `ok`.
    fn require(&mut self, ok: bool, problem: &str) {
        if !ok {
            self.0.push(problem.to_string());
        }
    }
}

/// The request path (`--path`, or `--download`'s), which must be an origin-form path.
fn checked_path(args: &Args, problems: &mut Problems) -> String {
    let (path, path_flag) = match &args.download {
        Some(path) => (path.clone(), "--download"),
        None => (args.path.clone(), "--path"),
    };
    problems.require(
        path.starts_with('/'),
        &format!("{path_flag} {path:?} must start with '/'"),
    );
    problems.require(
        !path
            .bytes()
            .any(|b| b.is_ascii_whitespace() || b.is_ascii_control()),
        &format!("{path_flag} must not contain spaces or control characters"),
    );
    path
}

/// The flags that size and bound the run, and those that only some modes take.
fn check_run_flags(args: &Args, slowloris: bool, problems: &mut Problems) {
    problems.require(
        args.alpn != Alpn::H2,
        "--alpn h2: HTTP/2 requests are not implemented; use http/1.1 or none",
    );
    problems.require(args.threads > 0, "--threads must be at least 1");
    problems.require(!args.timeout.is_zero(), "--timeout must be more than 0");
    problems.require(
        args.connections != Some(0),
        "--connections must be at least 1",
    );
    problems.require(args.requests != Some(0), "--requests must be at least 1");
    problems.require(
        !args.duration.is_some_and(|d| d.is_zero()),
        "--duration must be more than 0",
    );
    problems.require(
        args.rate
            .is_none_or(|rate| rate.is_finite() && rate > 0.0 && rate <= MAX_RATE),
        &format!("--rate must be more than 0 and at most {MAX_RATE}"),
    );
    problems.require(
        args.hello_bytes.is_none() || slowloris,
        "--hello-bytes is for --mode slowloris",
    );
    problems.require(
        !slowloris || (args.rate.is_none() && args.requests.is_none()),
        "--mode slowloris holds connections: drop --rate/--requests",
    );
}

/// What the run does: a download, slowloris, or load (closed loop or paced), with defaults.
fn workload(args: &Args, slowloris: bool, problems: &mut Problems) -> Workload {
    match &args.download {
        Some(_) => {
            problems.require(
                args.connections.is_none_or(|c| c == 1) && args.requests.is_none(),
                "--download uses one connection and one request; drop --connections/--requests",
            );
            problems.require(
                args.connect.len() == 1,
                "--download connects to one address; give one --connect",
            );
            problems.require(
                args.rate.is_none(),
                "--download is one request; drop --rate",
            );
            Workload::Download {
                sha256: args.sha256,
                duration: args.duration,
            }
        }
        None if slowloris => Workload::Slowloris(SlowlorisSettings {
            connections: args.connections.unwrap_or(DEFAULT_CONNECTIONS),
            duration: args.duration.unwrap_or(DEFAULT_DURATION),
            warmup: args.warmup,
            hello_bytes: args.hello_bytes.unwrap_or(DEFAULT_HELLO_BYTES),
        }),
        None => Workload::Load(LoadSettings {
            mode: args.mode,
            connections: args.connections.unwrap_or(match args.rate {
                Some(_) => DEFAULT_PACED_IN_FLIGHT,
                None => DEFAULT_CONNECTIONS,
            }),
            duration: match (args.duration, args.requests) {
                (None, None) => Some(DEFAULT_DURATION),
                (duration, _) => duration,
            },
            requests: args.requests,
            warmup: args.warmup,
            rate: args.rate,
        }),
    }
}

/// A seed that differs from run to run: the clock's nanoseconds and the process id.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ (u64::from(std::process::id()) << 32)
}

fn resolve(address: &str) -> Result<SocketAddr, String> {
    address
        .to_socket_addrs()
        .map_err(|e| format!("--connect {address:?}: {e}"))?
        .next()
        .ok_or_else(|| format!("--connect {address:?} resolves to no address"))
}

fn host_set(args: &Args) -> anyhow::Result<HostSet> {
    if let Some(path) = &args.hosts_file {
        HostSet::from_file(path)
    } else if let (Some(pattern), Some(count)) = (&args.host_pattern, args.host_count) {
        HostSet::from_pattern(pattern, args.host_start, count)
    } else if args.host.is_empty() {
        HostSet::from_names(&["localhost".to_string()])
    } else {
        HostSet::from_names(&args.host)
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    /// Parses a command line given as one string (no argument contains spaces here).
    fn settings(command_line: &str) -> anyhow::Result<Settings> {
        let args = std::iter::once("tlsfront-bench").chain(command_line.split_whitespace());
        Settings::try_from(Args::try_parse_from(args)?)
    }

    #[test]
    fn defaults() {
        let s = settings("").unwrap();
        assert_eq!(s.targets.addresses(), ["127.0.0.1:8443".parse().unwrap()]);
        assert_eq!(s.threads, 1);
        assert!(!s.tls.resumption);
        assert_eq!(s.tls.alpn, Some(&b"http/1.1"[..]));
        let Workload::Load(load) = s.workload else {
            panic!("load workload expected")
        };
        assert_eq!(load.mode, Mode::Handshake);
        assert_eq!(load.connections, DEFAULT_CONNECTIONS);
        assert_eq!(load.duration, Some(DEFAULT_DURATION));
    }

    #[test]
    fn a_full_load_command_line() {
        let s = settings(
            "--connect 127.0.0.1:9443 --mode keepalive -c 64 --requests 1000 \
             --host-pattern h{i}.bench.test --host-count 100000 --tls 1.2 \
             --cipher ECDHE-RSA-AES128-GCM-SHA256 --kx p256 --sigalgs rsa --resumption \
             --alpn none --json --warmup 2s --threads 2",
        )
        .unwrap();
        assert_eq!(s.hosts.len(), 100_000);
        assert_eq!(s.tls.alpn, None);
        assert!(s.tls.resumption && s.json);
        let Workload::Load(load) = s.workload else {
            panic!("load workload expected")
        };
        assert_eq!(
            (load.connections, load.requests, load.duration),
            (64, Some(1000), None)
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let err = settings("--alpn h2 --path nope --kx ffdhe --threads 0")
            .unwrap_err()
            .to_string();
        for expected in ["h2", "--path", "ffdhe", "--threads"] {
            assert!(err.contains(expected), "{expected} missing from {err}");
        }
    }

    #[test]
    fn conflicting_flags_are_refused() {
        assert!(settings("--host a.test --host-pattern h{i} --host-count 2").is_err());
        assert!(settings("--host-pattern h{i}.test").is_err());
        assert!(settings("--sha256").is_err());
        assert!(settings("--insecure --ca ca.pem").is_err());
        assert!(settings("--download /big -c 4").is_err());
        assert!(settings("--resumption --no-resumption").is_err());
        assert!(settings("--download /big --connect 127.0.0.1:1,127.0.0.1:2").is_err());
    }

    #[test]
    fn a_fleet_of_targets() {
        let s = settings(
            "--connect 127.0.0.1:9001,127.0.0.1:9002 --connect 127.0.0.1:9003 \
             --connect-order cycle --resumption",
        )
        .unwrap();
        let ports: Vec<u16> = s.targets.addresses().iter().map(|a| a.port()).collect();
        assert_eq!(ports, [9001, 9002, 9003]);
        assert_eq!(s.targets.order(), crate::targets::TargetOrder::Cycle);
        let err = settings("--connect 127.0.0.1:9001,nowhere")
            .unwrap_err()
            .to_string();
        assert!(err.contains("nowhere"), "{err}");
    }

    #[test]
    fn a_paced_load() {
        let s = settings("--mode handshake --rate 20 -d 5s --host b.test").unwrap();
        let Workload::Load(load) = s.workload else {
            panic!("load workload expected")
        };
        assert_eq!(load.rate, Some(20.0));
        assert_eq!(load.connections, DEFAULT_PACED_IN_FLIGHT);
        let s = settings("--mode keepalive --rate 0.5 -c 4").unwrap();
        let Workload::Load(load) = s.workload else {
            panic!("load workload expected")
        };
        assert_eq!((load.rate, load.connections), (Some(0.5), 4));
        for bad in [
            "--rate 0",
            "--rate=-3",
            "--rate inf",
            "--rate 2000000",
            "--download /x --rate 5",
        ] {
            let err = settings(bad).unwrap_err().to_string();
            assert!(err.contains("--rate"), "{bad}: {err}");
        }
    }

    #[test]
    fn a_slowloris() {
        let s = settings("--mode slowloris -c 5000 -d 3s --warmup 2s --hello-bytes 10").unwrap();
        let Workload::Slowloris(slow) = s.workload else {
            panic!("slowloris workload expected")
        };
        assert_eq!(
            (
                slow.connections,
                slow.duration,
                slow.warmup,
                slow.hello_bytes
            ),
            (5000, Duration::from_secs(3), Duration::from_secs(2), 10)
        );
        let s = settings("--mode slowloris").unwrap();
        let Workload::Slowloris(slow) = s.workload else {
            panic!("slowloris workload expected")
        };
        assert_eq!(slow.hello_bytes, DEFAULT_HELLO_BYTES);
        assert!(settings("--mode slowloris --rate 5").is_err());
        assert!(settings("--mode slowloris --requests 5").is_err());
        assert!(settings("--mode handshake --hello-bytes 5").is_err());
    }

    #[test]
    fn a_client_certificate_takes_both_files() {
        let s = settings("--client-cert c.crt --client-key c.key").unwrap();
        assert_eq!(
            s.tls.client_identity,
            Some(ClientIdentityFiles {
                cert: "c.crt".into(),
                key: "c.key".into()
            })
        );
        assert!(settings("").unwrap().tls.client_identity.is_none());
        assert!(settings("--client-cert c.crt").is_err());
        assert!(settings("--client-key c.key").is_err());
    }

    #[test]
    fn download_settings() {
        let s = settings("--download /1g.bin --sha256 --host a.test").unwrap();
        assert_eq!(s.path, "/1g.bin");
        assert!(matches!(
            s.workload,
            Workload::Download {
                sha256: true,
                duration: None
            }
        ));
    }
}
