//! The `tlsfront` binary: the command line, the config file, and the wiring between the
//! certificate store and the server. It must never print or log private key bytes.

mod acme;
mod certs;
mod cli;
mod config;
mod demo;
mod logging;
mod reload;
mod serve;
mod sites;
mod store;
mod systemd;
mod upgrade;

use anyhow::Context;
use clap::Parser;

use crate::cli::{Cli, Command};
use crate::config::Config;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("tlsfront: error: {err:#}");
            std::process::ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<std::process::ExitCode> {
    // One crypto provider for every rustls user in the process (the server, and the Redis client
    // for rediss://). It can only fail if another was installed first, which is harmless.
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
    match cli.command {
        Command::Serve(args) => {
            let config = Config::load(&args)?;
            if args.check_config {
                println!("tlsfront: configuration ok");
                return Ok(std::process::ExitCode::SUCCESS);
            }
            let log = logging::init(&config.log)?;
            let reload_from = reload::ReloadSource { args: *args, log };
            runtime()?.block_on(serve::run(config, reload_from))?;
        }
        Command::Demo(args) => {
            runtime()?.block_on(demo::run(args))?;
        }
        Command::Certs(args) => {
            end_quietly_on_closed_pipe();
            return certs::run(args);
        }
        Command::Sites(args) => {
            end_quietly_on_closed_pipe();
            return sites::run(args);
        }
        Command::Acme(args) => {
            end_quietly_on_closed_pipe();
            return acme::run(args);
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// The store commands print listings meant for pipes (`certs ls | head`): a reader that stops
/// early ends them quietly, as it ends any Unix tool, instead of a panic in println!. The
/// server keeps Rust's default (SIGPIPE ignored, EPIPE returned).
fn end_quietly_on_closed_pipe() {
    // SAFETY: setting a signal disposition to SIG_DFL, before any thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    // One worker per CPU this process may run on (taskset/cgroup limits included). On a single
    // CPU, the single-threaded scheduler: no work-stealing queues to overflow when hundreds of
    // connections are ready at once.
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut builder = if cpus == 1 {
        tokio::runtime::Builder::new_current_thread()
    } else {
        tokio::runtime::Builder::new_multi_thread()
    };
    builder
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}
