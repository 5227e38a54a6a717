//! The test upstream as a process of its own, for the benchmarks: an application to proxy to
//! that costs little, so that what is measured is the proxy in front of it.
//!
//! ```text
//! tlsfront-test-upstream --listen 127.0.0.1:9000 --page bench/peers/index.html
//! ```
//! It prints `listening on ADDR` once it accepts connections. See `tlsfront_testkit::upstream`
//! for what it answers.

use std::path::PathBuf;

use clap::Parser;
use tlsfront_testkit::upstream::{serve, UpstreamSettings};

#[derive(Parser)]
struct Args {
    /// Address to listen on (port 0 picks a free one).
    #[arg(long, default_value = "127.0.0.1:0")]
    listen: String,
    /// File that `/page` answers with.
    #[arg(long)]
    page: Option<PathBuf>,
    /// Its name in `/echo` answers.
    #[arg(long, default_value = "upstream")]
    name: String,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let page = match &args.page {
        Some(path) => std::fs::read(path)?,
        None => b"page\n".to_vec(),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(&args.listen).await?;
        println!("listening on {}", listener.local_addr()?);
        serve(
            listener,
            UpstreamSettings {
                name: args.name,
                page: page.into(),
                health: Default::default(),
            },
        )
        .await;
        Ok(())
    })
}
