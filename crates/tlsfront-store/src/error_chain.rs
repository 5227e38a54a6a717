//! Errors on one line, for logs and the command line.

/// An error and its causes on one line: `a.key: the key is sealed and does not unseal: ...`.
/// A cause that the message already ends with (an error that displays its source) is not said
/// twice. PEM errors are put in words rather than the byte lists they display, so no output
/// ever looks like key material.
pub fn error_chain(err: &(dyn std::error::Error + 'static)) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        let cause_text = cause_text(cause);
        if !text.ends_with(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

/// A cause's message, with PEM errors in words (and without PEM armour lines).
fn cause_text(cause: &(dyn std::error::Error + 'static)) -> String {
    use rustls::pki_types::pem::Error as PemError;
    let label = |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        text.trim_matches('-').chars().take(60).collect::<String>()
    };
    match cause.downcast_ref::<PemError>() {
        Some(PemError::MissingSectionEnd { end_marker }) => format!(
            "the \"END {}\" line is missing (a truncated file?)",
            label(end_marker)
        ),
        Some(PemError::IllegalSectionStart { line }) => {
            format!("malformed BEGIN line ({:?})", label(line))
        }
        _ => cause.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causes_follow_on_one_line_and_pem_markers_are_put_in_words() {
        #[derive(Debug, thiserror::Error)]
        #[error("a.example.key: no private key block")]
        struct Outer(#[source] rustls::pki_types::pem::Error);
        let err = Outer(rustls::pki_types::pem::Error::MissingSectionEnd {
            end_marker: b"PRIVATE KEY".to_vec(),
        });
        assert_eq!(
            error_chain(&err),
            "a.example.key: no private key block: the \"END PRIVATE KEY\" line is missing (a truncated file?)"
        );
    }

    #[test]
    fn a_cause_the_message_already_says_is_not_said_twice() {
        #[derive(Debug, thiserror::Error)]
        #[error("bad certificate material for a.example: {0}")]
        struct Outer(#[source] Inner);
        #[derive(Debug, thiserror::Error)]
        #[error("a.example.key: the key is sealed and does not unseal: {0}")]
        struct Inner(#[source] std::io::Error);
        let err = Outer(Inner(std::io::Error::other("wrong key")));
        assert_eq!(
            error_chain(&err),
            "bad certificate material for a.example: a.example.key: the key is sealed and does not \
             unseal: wrong key"
        );
    }
}
