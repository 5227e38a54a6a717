//! The `tlsfront-bench` binary: parse flags, run, print the report (text or `--json`).

use std::io::Write as _;
use std::process::ExitCode;

use clap::Parser;

use tlsfront_bench::cli::{Args, Command, CryptoArgs, FloorClientArgs, FloorServerArgs, H3Args};
use tlsfront_bench::floor;
use tlsfront_bench::settings::Settings;

fn main() -> ExitCode {
    let mut args = Args::parse();
    match args.command.take() {
        Some(Command::Crypto(crypto)) => return crypto_speed(&crypto),
        Some(Command::H3(h3)) => return http3_load(&h3),
        Some(Command::FloorServer(server)) => return floor_server(server),
        Some(Command::FloorClient(client)) => return floor_client(client),
        None => {}
    }
    let settings = match Settings::try_from(args) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("tlsfront-bench: {error:#}");
            return ExitCode::FAILURE;
        }
    };
    let report = match tlsfront_bench::run(&settings) {
        Ok(report) => report,
        Err(error) => {
            eprintln!("tlsfront-bench: {error:#}");
            return ExitCode::FAILURE;
        }
    };
    let text = if settings.json {
        match serde_json::to_string(&report) {
            Ok(json) => json + "\n",
            Err(error) => {
                eprintln!("tlsfront-bench: encoding the report: {error}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        report.to_text()
    };
    print(&text)
}

/// `tlsfront-bench crypto`.
fn crypto_speed(args: &CryptoArgs) -> ExitCode {
    let report = match tlsfront_bench::crypto::run(args.time, &args.only) {
        Ok(report) => report,
        Err(error) => {
            eprintln!("tlsfront-bench crypto: {error:#}");
            return ExitCode::FAILURE;
        }
    };
    let text = if args.json {
        match serde_json::to_string(&report) {
            Ok(json) => json + "\n",
            Err(error) => {
                eprintln!("tlsfront-bench crypto: encoding the report: {error}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        report.to_text()
    };
    print(&text)
}

/// `tlsfront-bench h3`: its report is JSON already.
fn http3_load(args: &H3Args) -> ExitCode {
    match tlsfront_bench::h3::run(args) {
        Ok(json) => print(&(json + "\n")),
        Err(error) => {
            eprintln!("tlsfront-bench h3: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// `tlsfront-bench floor-server`: prints the port it listens on, then serves until killed.
fn floor_server(args: FloorServerArgs) -> ExitCode {
    let config = floor::server::FloorServer {
        script: args.script,
        close_after_one: args.close,
        upstream: args.upstream,
    };
    let served = std::net::TcpListener::bind(args.listen)
        .map_err(anyhow::Error::from)
        .and_then(|listener| {
            let port = listener.local_addr()?.port();
            print(&format!("{port}\n"));
            let _ = std::io::stdout().flush();
            floor::server::serve(listener, &config)
        });
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tlsfront-bench floor-server: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// `tlsfront-bench floor-client`: one JSON report.
fn floor_client(args: FloorClientArgs) -> ExitCode {
    let config = floor::client::FloorClient {
        connect: args.connect,
        script: args.script,
        connections: args.connections,
        duration: args.duration,
        reconnect: args.reconnect,
        requests_per_pass: args.requests_per_cycle,
    };
    let report = floor::client::run(&config).and_then(|report| Ok(serde_json::to_string(&report)?));
    match report {
        Ok(json) => print(&(json + "\n")),
        Err(error) => {
            eprintln!("tlsfront-bench floor-client: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn print(text: &str) -> ExitCode {
    // A closed stdout (e.g. `| head`) is not worth a panic.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::SUCCESS
}
