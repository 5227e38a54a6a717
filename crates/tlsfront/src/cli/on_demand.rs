//! `tlsfront serve`'s flags for certificates on demand (ACME): the gate, the CA and account,
//! the challenges, and the waits, backoff and limits of ordering.

use std::path::PathBuf;

use clap::Args;

/// Certificates on demand: off unless a gate is given (`--acme-ask` and/or
/// `--acme-allow-list`).
#[derive(Debug, Args, Default, Clone, PartialEq)]
#[command(next_help_heading = "Certificates on demand (ACME; off unless a gate is given)")]
pub struct AcmeArgs {
    /// Turns on-demand issuance on, gated by this URL: before ordering a certificate for a
    /// new name, tlsfront asks `GET URL?domain=NAME`; a 2xx allows, anything else (or no
    /// answer within --acme-ask-timeout) refuses. Answers are cached.
    #[arg(long, value_name = "URL")]
    pub acme_ask: Option<String>,

    /// Turns on-demand issuance on for names on the store's allow-list (`tlsfront acme
    /// allow NAME`). With --acme-ask too, a name either allows is issued for.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub acme_allow_list: Option<bool>,

    /// The CA's ACME directory URL [default: Let's Encrypt production].
    #[arg(long, value_name = "URL")]
    pub acme_directory: Option<String>,

    /// PEM file with the root of the CA's own HTTPS certificate, for a private or test CA
    /// such as Pebble [default: the system's roots].
    #[arg(long, value_name = "FILE")]
    pub acme_ca_root: Option<PathBuf>,

    /// Contact for the ACME account, such as `mailto:ops@example.com` (repeatable).
    #[arg(long, value_name = "URL")]
    pub acme_contact: Vec<String>,

    /// External Account Binding key id, for CAs that require one (with --acme-eab-hmac-key).
    #[arg(long, value_name = "KID")]
    pub acme_eab_kid: Option<String>,

    /// External Account Binding HMAC key, base64url, as the CA gave it. Prefer `[acme]
    /// eab_hmac_key` in the config file: a flag shows in `ps`.
    #[arg(long, value_name = "KEY")]
    pub acme_eab_hmac_key: Option<String>,

    /// Challenge types to answer, most preferred first: `tls-alpn-01` (on the HTTPS
    /// listener), `http-01` (needs --listen-http) (repeatable) [default: tls-alpn-01].
    #[arg(long, value_name = "TYPE")]
    pub acme_challenge: Vec<String>,

    /// How long the first handshake for a new name waits for its certificate; past it the
    /// client gets the default host or unrecognized_name, and the order goes on [default: 5s].
    #[arg(long, value_name = "DURATION")]
    pub acme_wait: Option<String>,

    /// Longest time one order may take [default: 2m].
    #[arg(long, value_name = "DURATION")]
    pub acme_order_timeout: Option<String>,

    /// Wait after a name's first failed order, doubled per further failure [default: 5m].
    #[arg(long, value_name = "DURATION")]
    pub acme_backoff: Option<String>,

    /// Longest wait between a failing name's orders [default: 6h].
    #[arg(long, value_name = "DURATION")]
    pub acme_backoff_max: Option<String>,

    /// Most orders the fleet places per --acme-order-window [default: 150].
    #[arg(long, value_name = "N")]
    pub acme_max_orders: Option<u64>,

    /// The window --acme-max-orders counts in [default: 3h].
    #[arg(long, value_name = "DURATION")]
    pub acme_order_window: Option<String>,

    /// How often certificates issued on demand are checked for renewal [default: 1h].
    #[arg(long, value_name = "DURATION")]
    pub acme_renew_check: Option<String>,

    /// How long the ask URL may take to answer [default: 2s].
    #[arg(long, value_name = "DURATION")]
    pub acme_ask_timeout: Option<String>,

    /// How long the gate's yes is remembered [default: 10m].
    #[arg(long, value_name = "DURATION")]
    pub acme_allowed_ttl: Option<String>,

    /// How long the gate's no is remembered [default: 1m].
    #[arg(long, value_name = "DURATION")]
    pub acme_denied_ttl: Option<String>,
}
