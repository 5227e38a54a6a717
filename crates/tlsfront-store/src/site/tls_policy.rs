//! A host's TLS policy, in its site entry: the lowest TLS version it is served over, the
//! `Strict-Transport-Security` its HTTPS answers carry, and whether plain HTTP is redirected
//! to HTTPS. A key left out takes the server's setting (`min_tls`, `[hsts]`,
//! `redirect_http` in the configuration file).
//!
//! ```toml
//! min_tls = "1.3"
//! redirect_http = true
//!
//! [hsts]
//! max_age = 63072000
//! include_subdomains = true
//! preload = true
//! ```
//!
//! `preload = true` is refused unless `include_subdomains = true` and `max_age` is at least a
//! year, the list's own requirements (hstspreload.org): a header that asks to be preloaded and
//! cannot be is a mistake worth hearing about when the entry is written, not months later.

use serde::Deserialize;

use super::SiteError;

/// The shortest `max-age` the HSTS preload list accepts: one year (hstspreload.org).
pub const HSTS_PRELOAD_MIN_MAX_AGE: u64 = 31_536_000;

/// The lowest TLS version a host is served over.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MinTls {
    /// TLS 1.2 and 1.3: every client a current browser or library is.
    #[default]
    Tls12,
    /// TLS 1.3 only: a client that cannot speak it gets the `protocol_version` alert.
    Tls13,
}

impl MinTls {
    /// `"1.2"` or `"1.3"`, as the site entry and the configuration write it.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "1.2" => Some(MinTls::Tls12),
            "1.3" => Some(MinTls::Tls13),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            MinTls::Tls12 => "1.2",
            MinTls::Tls13 => "1.3",
        }
    }
}

/// A `Strict-Transport-Security` header (RFC 6797), checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hsts {
    /// Seconds browsers keep to HTTPS; 0 tells them to forget the host's policy.
    pub max_age: u64,
    pub include_subdomains: bool,
    /// Asks to be on browsers' built-in list (hstspreload.org).
    pub preload: bool,
}

/// Why an `[hsts]` table was refused; the key, and what is wrong with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum HstsError {
    #[error("hsts.max_age is missing: say how many seconds browsers keep to HTTPS (0 to make them forget)")]
    NoMaxAge,
    #[error("hsts.preload = true needs hsts.include_subdomains = true (hstspreload.org)")]
    PreloadWithoutSubdomains,
    #[error("hsts.preload = true needs hsts.max_age of at least {HSTS_PRELOAD_MIN_MAX_AGE} (a year; hstspreload.org)")]
    PreloadTooShort,
}

/// The `[hsts]` table as a file has it (the site entry's and the configuration's).
#[derive(Debug, Default, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HstsTable {
    pub max_age: Option<u64>,
    pub include_subdomains: Option<bool>,
    pub preload: Option<bool>,
}

impl TryFrom<HstsTable> for Hsts {
    type Error = HstsError;

    fn try_from(table: HstsTable) -> Result<Self, HstsError> {
        let hsts = Hsts {
            max_age: table.max_age.ok_or(HstsError::NoMaxAge)?,
            include_subdomains: table.include_subdomains.unwrap_or(false),
            preload: table.preload.unwrap_or(false),
        };
        if hsts.preload && !hsts.include_subdomains {
            return Err(HstsError::PreloadWithoutSubdomains);
        }
        if hsts.preload && hsts.max_age < HSTS_PRELOAD_MIN_MAX_AGE {
            return Err(HstsError::PreloadTooShort);
        }
        Ok(hsts)
    }
}

impl Hsts {
    /// The header's value: `max-age=N[; includeSubDomains][; preload]`. Made once per host
    /// (or per configuration), never per answer.
    pub fn header_value(&self) -> String {
        let mut value = format!("max-age={}", self.max_age);
        if self.include_subdomains {
            value.push_str("; includeSubDomains");
        }
        if self.preload {
            value.push_str("; preload");
        }
        value
    }

    /// The `[hsts]` table as it is stored.
    pub fn to_toml(&self) -> String {
        let mut text = format!("\n[hsts]\nmax_age = {}\n", self.max_age);
        if self.include_subdomains {
            text.push_str("include_subdomains = true\n");
        }
        if self.preload {
            text.push_str("preload = true\n");
        }
        text
    }
}

/// A host's own TLS policy; `None` takes the server's setting.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SitePolicy {
    pub min_tls: Option<MinTls>,
    pub hsts: Option<Hsts>,
    /// Whether a plain-HTTP request for the host is redirected to HTTPS.
    pub redirect_http: Option<bool>,
}

impl SitePolicy {
    /// Takes the server's setting for everything.
    pub const NONE: SitePolicy = SitePolicy {
        min_tls: None,
        hsts: None,
        redirect_http: None,
    };

    pub fn is_none(&self) -> bool {
        *self == SitePolicy::NONE
    }

    /// The policy's keys from the file's.
    pub(super) fn from_file(
        min_tls: Option<String>,
        hsts: Option<HstsTable>,
        redirect_http: Option<bool>,
    ) -> Result<Self, SiteError> {
        let min_tls = match min_tls {
            None => None,
            Some(text) => Some(MinTls::parse(&text).ok_or_else(|| SiteError::MinTls {
                given: text.chars().take(40).collect(),
            })?),
        };
        Ok(SitePolicy {
            min_tls,
            hsts: hsts.map(Hsts::try_from).transpose()?,
            redirect_http,
        })
    }

    /// The policy's plain keys (before any table), and its `[hsts]` table, as stored.
    pub(super) fn to_toml(self) -> (String, String) {
        let mut keys = String::new();
        if let Some(min_tls) = self.min_tls {
            keys.push_str(&format!("min_tls = \"{}\"\n", min_tls.as_str()));
        }
        if let Some(redirect) = self.redirect_http {
            keys.push_str(&format!("redirect_http = {redirect}\n"));
        }
        (
            keys,
            self.hsts.map(|hsts| hsts.to_toml()).unwrap_or_default(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(max_age: Option<u64>, include_subdomains: bool, preload: bool) -> HstsTable {
        HstsTable {
            max_age,
            include_subdomains: Some(include_subdomains),
            preload: Some(preload),
        }
    }

    #[test]
    fn hsts_header_values() {
        for (hsts, value) in [
            ((0, false, false), "max-age=0"),
            ((300, true, false), "max-age=300; includeSubDomains"),
            (
                (63_072_000, true, true),
                "max-age=63072000; includeSubDomains; preload",
            ),
        ] {
            let (max_age, subdomains, preload) = hsts;
            let hsts = Hsts::try_from(table(Some(max_age), subdomains, preload)).unwrap();
            assert_eq!(hsts.header_value(), value);
        }
    }

    #[test]
    fn preload_needs_what_the_list_needs() {
        let refused = |t| Hsts::try_from(t).unwrap_err();
        assert_eq!(
            refused(table(Some(63_072_000), false, true)),
            HstsError::PreloadWithoutSubdomains
        );
        assert_eq!(
            refused(table(Some(86_400), true, true)),
            HstsError::PreloadTooShort
        );
        assert_eq!(refused(table(None, false, false)), HstsError::NoMaxAge);
        assert!(Hsts::try_from(table(Some(HSTS_PRELOAD_MIN_MAX_AGE), true, true)).is_ok());
    }

    #[test]
    fn min_tls_versions() {
        assert_eq!(MinTls::parse("1.2"), Some(MinTls::Tls12));
        assert_eq!(MinTls::parse("1.3"), Some(MinTls::Tls13));
        for bad in ["1.1", "1.0", "TLSv1.3", "1.3 ", ""] {
            assert_eq!(MinTls::parse(bad), None, "{bad:?}");
        }
        assert!(MinTls::Tls12 < MinTls::Tls13);
    }
}
