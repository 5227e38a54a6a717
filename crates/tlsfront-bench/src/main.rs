//! The `tlsfront-bench` binary: parse flags, run, print the report (text or `--json`).

use std::io::Write as _;
use std::process::ExitCode;

use clap::Parser;

use tlsfront_bench::cli::{Args, Command, CryptoArgs, H3Args};
use tlsfront_bench::settings::Settings;

fn main() -> ExitCode {
    let mut args = Args::parse();
    match args.command.take() {
        Some(Command::Crypto(crypto)) => return crypto_speed(&crypto),
        Some(Command::H3(h3)) => return http3_load(&h3),
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

fn print(text: &str) -> ExitCode {
    // A closed stdout (e.g. `| head`) is not worth a panic.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::SUCCESS
}
