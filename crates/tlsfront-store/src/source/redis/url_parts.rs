//! The parts `redis+sentinel://` and `redis+cluster://` URLs share, read the same way for both:
//! a login before the last `@`, a comma-separated list of servers (`HOST`, `HOST:PORT`,
//! `[IPv6]:PORT`), and `%XX` escapes. Pure: nothing here connects.

/// Why a part of a URL was refused. Neither variant holds a login: a server list never holds
/// one (the login ends at the last `@`), and an encoding error names only the part.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum UrlPartError {
    #[error("bad server address {0:?}: expected HOST:PORT, HOST or [IPv6]:PORT")]
    BadAddress(String),
    #[error("bad percent-encoding in the {0}")]
    BadEncoding(&'static str),
}

/// Splits `[LOGIN@]SERVERS` at the last `@`: a server never holds one, a password may.
pub(crate) fn split_login(authority: &str) -> (Option<&str>, &str) {
    match authority.rsplit_once('@') {
        Some((login, servers)) => (Some(login), servers),
        None => (None, authority),
    }
}

/// `[USER]:PASSWORD` or `USER`, percent-decoded, as in `redis://` URLs. An empty part is none.
pub(crate) fn read_login(login: &str) -> Result<(Option<String>, Option<String>), UrlPartError> {
    let (user, password) = match login.split_once(':') {
        Some((user, password)) => (user, Some(password)),
        None => (login, None),
    };
    let user = percent_decode(user, "user name")?;
    let password = password
        .map(|password| percent_decode(password, "password"))
        .transpose()?;
    Ok((
        Some(user).filter(|u| !u.is_empty()),
        password.filter(|p| !p.is_empty()),
    ))
}

/// The servers of a comma-separated list, in order, each with `default_port` when it names
/// none. Empty entries are skipped; an empty list gives none.
pub(crate) fn read_servers(
    list: &str,
    default_port: u16,
) -> Result<Vec<(String, u16)>, UrlPartError> {
    list.split(',')
        .map(str::trim)
        .filter(|server| !server.is_empty())
        .map(|server| read_server(server, default_port))
        .collect()
}

/// `host:port` as it is written in a URL (an IPv6 address in brackets).
pub(crate) fn address_text(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}

/// Decodes `%XX` escapes; anything else is taken as it is. `what` names the part in errors.
pub(crate) fn percent_decode(text: &str, what: &'static str) -> Result<String, UrlPartError> {
    let bad = || UrlPartError::BadEncoding(what);
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = text.get(index + 1..index + 3).ok_or_else(bad)?;
            decoded.push(u8::from_str_radix(hex, 16).map_err(|_| bad())?);
            index += 3;
        } else {
            decoded.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(decoded).map_err(|_| bad())
}

/// `HOST:PORT`, `HOST` or `[IPv6]:PORT`; an IPv6 address is kept without its brackets.
fn read_server(text: &str, default_port: u16) -> Result<(String, u16), UrlPartError> {
    let bad = || UrlPartError::BadAddress(text.to_owned());
    let (host, port, bracketed) = if let Some(rest) = text.strip_prefix('[') {
        let (host, after) = rest.split_once(']').ok_or_else(bad)?;
        match after {
            "" => (host, None, true),
            _ => (host, Some(after.strip_prefix(':').ok_or_else(bad)?), true),
        }
    } else {
        match text.split_once(':') {
            Some((host, port)) => (host, Some(port), false),
            None => (text, None, false),
        }
    };
    let port = match port {
        Some(port) => port
            .parse::<u16>()
            .ok()
            .filter(|p| *p != 0)
            .ok_or_else(bad)?,
        None => default_port,
    };
    // A ':' is only for an IPv6 address, which must be in brackets.
    let valid_host = !host.is_empty()
        && host.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') || (bracketed && c == ':')
        });
    if !valid_host {
        return Err(bad());
    }
    Ok((host.to_owned(), port))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn servers_may_omit_the_port_or_be_ipv6() {
        assert_eq!(
            read_servers("10.0.0.5:26380, s2.internal,[::1]:7000,[fe80::1],", 26379).unwrap(),
            [
                ("10.0.0.5".to_owned(), 26380),
                ("s2.internal".to_owned(), 26379),
                ("::1".to_owned(), 7000),
                ("fe80::1".to_owned(), 26379),
            ]
        );
        assert_eq!(read_servers("", 1).unwrap(), []);
    }

    #[test]
    fn bad_servers_are_named() {
        for bad in [
            "h:0", "h:x", "h:99999", "[::1", "[::1]x", "a b:1", "::1:5", ":7000",
        ] {
            assert_eq!(
                read_servers(bad, 6379),
                Err(UrlPartError::BadAddress(bad.to_owned())),
                "{bad}"
            );
        }
    }

    #[test]
    fn logins_are_split_at_the_last_at_sign_and_decoded() {
        assert_eq!(split_login("u:p@ss@h:1,h:2"), (Some("u:p@ss"), "h:1,h:2"));
        assert_eq!(split_login("h:1"), (None, "h:1"));
        assert_eq!(
            read_login(":p%40ss").unwrap(),
            (None, Some("p@ss".to_owned()))
        );
        assert_eq!(
            read_login("app:se:cret").unwrap(),
            (Some("app".to_owned()), Some("se:cret".to_owned()))
        );
        assert_eq!(read_login("app").unwrap(), (Some("app".to_owned()), None));
        assert_eq!(
            read_login(":bad%4").unwrap_err(),
            UrlPartError::BadEncoding("password")
        );
        assert_eq!(
            read_login(":%ff").unwrap_err(),
            UrlPartError::BadEncoding("password")
        );
    }

    #[test]
    fn addresses_are_written_back_with_brackets_for_ipv6() {
        assert_eq!(address_text("::1", 7000), "[::1]:7000");
        assert_eq!(address_text("h", 7000), "h:7000");
    }
}
