//! `redis+sentinel://` URLs: which sentinels to ask, for which service, and how to log in. Pure:
//! nothing here connects.
//!
//! `redis+sentinel://[[USER]:PASSWORD@]HOST[:PORT][,HOST[:PORT]…]/SERVICE[/DB][?QUERY]`
//!
//! - The user and password are the data servers' (the primary's), as in `redis://` URLs.
//! - A sentinel without a port listens on 26379, Sentinel's own default.
//! - The query may hold `sentinel_username` and `sentinel_password`, for sentinels that
//!   require a login of their own (`requirepass` in sentinel.conf).
//! - Userinfo and query values may be percent-encoded (`%40` for `@`).

pub(crate) use super::super::url_parts::address_text;
use super::super::url_parts::{
    percent_decode, read_login, read_servers, split_login, UrlPartError,
};

/// The scheme of a Sentinel URL.
pub(crate) const SCHEME: &str = "redis+sentinel://";

/// The TLS scheme, refused with a clear error rather than read as something else.
const TLS_SCHEME: &str = "rediss+sentinel://";

/// The port a sentinel listens on when the URL names none.
const DEFAULT_SENTINEL_PORT: u16 = 26379;

/// Whether a store URL names sentinels (a `redis+sentinel://` or `rediss+sentinel://` URL).
pub(crate) fn is_sentinel_url(url: &str) -> bool {
    url.starts_with(SCHEME) || url.starts_with(TLS_SCHEME)
}

/// A `redis+sentinel://` URL, read.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct SentinelUrl {
    /// The sentinels, in the order they are asked.
    pub sentinels: Vec<(String, u16)>,
    /// The name the sentinels monitor the primary under (`sentinel monitor NAME …`).
    pub service: String,
    /// The database commands run in on the primary.
    pub db: i64,
    /// The data servers' login.
    pub username: Option<String>,
    pub password: Option<String>,
    /// The sentinels' login, when they have one.
    pub sentinel_username: Option<String>,
    pub sentinel_password: Option<String>,
}

// Written by hand so that the passwords never reach a log through `{:?}`.
impl std::fmt::Debug for SentinelUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Why a Sentinel URL was refused. No variant holds a password.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum SentinelUrlError {
    #[error("TLS to sentinels and data servers (rediss+sentinel://) is not supported; use redis+sentinel:// on a trusted network, or a single rediss:// server")]
    TlsNotSupported,
    #[error("not a redis+sentinel:// URL")]
    NotSentinel,
    #[error("no sentinel address: expected redis+sentinel://HOST:PORT[,HOST:PORT…]/SERVICE[/DB]")]
    NoSentinel,
    #[error("no service name: expected redis+sentinel://HOST:PORT/SERVICE[/DB], SERVICE being the name in `sentinel monitor SERVICE …`")]
    NoService,
    #[error("bad database number {0:?}: expected a number from 0")]
    BadDb(String),
    #[error("unexpected path after the database number: expected /SERVICE[/DB]")]
    ExtraPath,
    #[error(
        "unknown query parameter {0:?}: only sentinel_username and sentinel_password are known"
    )]
    UnknownParameter(String),
    #[error("{0} (in the sentinel list or the login)")]
    Part(#[from] UrlPartError),
}

// Reported as redis-rs reports its own URL errors, and the store wraps it with its name.
impl From<SentinelUrlError> for redis::RedisError {
    fn from(err: SentinelUrlError) -> Self {
        redis::RedisError::from((
            redis::ErrorKind::InvalidClientConfig,
            "cannot read the redis+sentinel:// URL",
            err.to_string(),
        ))
    }
}

impl SentinelUrl {
    /// Reads a `redis+sentinel://` URL.
    pub(crate) fn parse(url: &str) -> Result<Self, SentinelUrlError> {
        if url.starts_with(TLS_SCHEME) {
            return Err(SentinelUrlError::TlsNotSupported);
        }
        let rest = url
            .strip_prefix(SCHEME)
            .ok_or(SentinelUrlError::NotSentinel)?;
        let (rest, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let (login, hosts) = split_login(authority);
        let (username, password) = match login {
            Some(login) => read_login(login)?,
            None => (None, None),
        };
        let sentinels = read_servers(hosts, DEFAULT_SENTINEL_PORT)?;
        if sentinels.is_empty() {
            return Err(SentinelUrlError::NoSentinel);
        }
        let (service, db) = read_path(path)?;
        let mut url = SentinelUrl {
            sentinels,
            service,
            db,
            username,
            password,
            sentinel_username: None,
            sentinel_password: None,
        };
        url.read_query(query)?;
        Ok(url)
    }

    /// The URL without any login, for logs: `redis+sentinel://10.0.0.5:26379,10.0.0.6:26379/tls/0`.
    pub(crate) fn describe(&self) -> String {
        let sentinels: Vec<String> = self
            .sentinels
            .iter()
            .map(|(host, port)| address_text(host, *port))
            .collect();
        format!(
            "{SCHEME}{}/{}/{}",
            sentinels.join(","),
            self.service,
            self.db
        )
    }

    fn read_query(&mut self, query: &str) -> Result<(), SentinelUrlError> {
        for parameter in query.split('&').filter(|p| !p.is_empty()) {
            let (name, value) = parameter.split_once('=').unwrap_or((parameter, ""));
            let value = percent_decode(value, "query")?;
            match name {
                "sentinel_username" => self.sentinel_username = Some(value),
                "sentinel_password" => self.sentinel_password = Some(value),
                _ => return Err(SentinelUrlError::UnknownParameter(name.to_owned())),
            }
        }
        Ok(())
    }
}

/// `SERVICE[/DB]`, after the authority's `/`.
fn read_path(path: &str) -> Result<(String, i64), SentinelUrlError> {
    let mut parts = path.split('/');
    let service = parts.next().unwrap_or_default();
    if service.is_empty() {
        return Err(SentinelUrlError::NoService);
    }
    let db = match parts.next() {
        None | Some("") => 0,
        Some(db) => db
            .parse::<i64>()
            .ok()
            .filter(|db| *db >= 0)
            .ok_or_else(|| SentinelUrlError::BadDb(db.to_owned()))?,
    };
    if parts.any(|part| !part.is_empty()) {
        return Err(SentinelUrlError::ExtraPath);
    }
    Ok((service.to_owned(), db))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(url: &str) -> SentinelUrl {
        match SentinelUrl::parse(url) {
            Ok(parsed) => parsed,
            Err(err) => panic!("{url}: {err}"),
        }
    }

    #[test]
    fn sentinels_service_and_database_are_read() {
        let url = parse("redis+sentinel://10.0.0.5:26380,s2.internal,[::1]:26379/tls-certs/3");
        assert_eq!(
            url.sentinels,
            [
                ("10.0.0.5".to_owned(), 26380),
                ("s2.internal".to_owned(), 26379),
                ("::1".to_owned(), 26379),
            ]
        );
        assert_eq!((url.service.as_str(), url.db), ("tls-certs", 3));
        assert_eq!((url.username, url.password), (None, None));
        let url = parse("redis+sentinel://h:1/svc");
        assert_eq!((url.service.as_str(), url.db), ("svc", 0));
        assert_eq!(parse("redis+sentinel://h:1/svc/").db, 0);
    }

    #[test]
    fn logins_are_read_and_decoded() {
        let url = parse("redis+sentinel://:p%40ss@h:1/svc");
        assert_eq!(
            (url.username, url.password.as_deref()),
            (None, Some("p@ss"))
        );
        let url = parse("redis+sentinel://app:se:cret@h:1/svc/2");
        assert_eq!(url.username.as_deref(), Some("app"));
        assert_eq!(url.password.as_deref(), Some("se:cret"));
        let url = parse("redis+sentinel://app@h:1/svc");
        assert_eq!((url.username.as_deref(), url.password), (Some("app"), None));
        let url = parse(
            "redis+sentinel://:data@h:1/svc?sentinel_password=s%26ntinel&sentinel_username=watch",
        );
        assert_eq!(url.password.as_deref(), Some("data"));
        assert_eq!(url.sentinel_password.as_deref(), Some("s&ntinel"));
        assert_eq!(url.sentinel_username.as_deref(), Some("watch"));
    }

    #[test]
    fn descriptions_never_hold_a_password() {
        let url =
            parse("redis+sentinel://u:hunter2@a:26379,[fe80::1]:5/svc/1?sentinel_password=hunter3");
        let shown = url.describe();
        assert_eq!(shown, "redis+sentinel://a:26379,[fe80::1]:5/svc/1");
        assert_eq!(format!("{url:?}"), shown);
    }

    #[test]
    fn bad_urls_say_what_is_wrong_without_the_password() {
        let cases = [
            (
                "rediss+sentinel://h:1/svc",
                SentinelUrlError::TlsNotSupported,
            ),
            ("redis://h:1/0", SentinelUrlError::NotSentinel),
            ("redis+sentinel:///svc", SentinelUrlError::NoSentinel),
            ("redis+sentinel://:pw@/svc", SentinelUrlError::NoSentinel),
            ("redis+sentinel://h:1", SentinelUrlError::NoService),
            ("redis+sentinel://h:1/", SentinelUrlError::NoService),
            (
                "redis+sentinel://h:0/s",
                SentinelUrlError::Part(UrlPartError::BadAddress("h:0".into())),
            ),
            (
                "redis+sentinel://h:x/s",
                SentinelUrlError::Part(UrlPartError::BadAddress("h:x".into())),
            ),
            (
                "redis+sentinel://h:99999/s",
                SentinelUrlError::Part(UrlPartError::BadAddress("h:99999".into())),
            ),
            (
                "redis+sentinel://[::1/s",
                SentinelUrlError::Part(UrlPartError::BadAddress("[::1".into())),
            ),
            (
                "redis+sentinel://a b:1/s",
                SentinelUrlError::Part(UrlPartError::BadAddress("a b:1".into())),
            ),
            (
                "redis+sentinel://h:1/s/x",
                SentinelUrlError::BadDb("x".into()),
            ),
            (
                "redis+sentinel://h:1/s/-1",
                SentinelUrlError::BadDb("-1".into()),
            ),
            ("redis+sentinel://h:1/s/1/2", SentinelUrlError::ExtraPath),
            (
                "redis+sentinel://h:1/s?sentinel_pasword=x",
                SentinelUrlError::UnknownParameter("sentinel_pasword".into()),
            ),
            (
                "redis+sentinel://:pw%zz@h:1/s",
                SentinelUrlError::Part(UrlPartError::BadEncoding("password")),
            ),
            (
                "redis+sentinel://:pw%ff@h:1/s",
                SentinelUrlError::Part(UrlPartError::BadEncoding("password")),
            ),
        ];
        for (url, expected) in cases {
            let err = SentinelUrl::parse(url).err();
            assert_eq!(err.as_ref(), Some(&expected), "{url}");
            assert!(!expected.to_string().contains("pw"), "{url}: {expected}");
        }
        assert!(is_sentinel_url("rediss+sentinel://h/s"));
        assert!(is_sentinel_url("redis+sentinel://h/s"));
        assert!(!is_sentinel_url("redis://h/0"));
    }
}
