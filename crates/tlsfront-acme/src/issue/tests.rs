//! How the issue path reads the CA's problems: a validation problem from any other CA error,
//! an account the CA no longer takes (by the problem's type and the step), a failure's reason.

use super::*;

#[test]
fn validation_problems_are_told_apart_from_other_ca_errors() {
    assert!(is_validation_problem(
        "urn:ietf:params:acme:error:connection"
    ));
    assert!(is_validation_problem(
        "urn:ietf:params:acme:error:incorrectResponse"
    ));
    assert!(!is_validation_problem(
        "urn:ietf:params:acme:error:serverInternal"
    ));
    assert!(!is_validation_problem(
        "urn:ietf:params:acme:error:badNonce"
    ));
}

fn problem(kind: &str, detail: &str) -> instant_acme::Error {
    instant_acme::Error::Api(instant_acme::Problem {
        r#type: Some(format!("urn:ietf:params:acme:error:{kind}")),
        detail: Some(detail.to_owned()),
        status: Some(403),
        subproblems: Vec::new(),
    })
}

#[test]
fn an_account_the_ca_no_longer_takes_is_told_by_the_problem_type_and_step() {
    let gone = || problem("accountDoesNotExist", "no such account");
    assert!(is_unknown_account(&OrderError::NewOrder(gone())));
    assert!(is_unknown_account(&OrderError::Ca(gone())));
    // Unauthorized on the first request the account signs is the account's own refusal,
    // whatever the detail says; later, it is about the name.
    let unauthorized = || problem("unauthorized", "deactivated");
    assert!(is_unknown_account(&OrderError::NewOrder(unauthorized())));
    assert!(!is_unknown_account(&OrderError::Ca(problem(
        "unauthorized",
        "account is not authorized for this name"
    ))));
    assert!(!is_unknown_account(&OrderError::NewOrder(problem(
        "rejectedIdentifier",
        "account policy forbids this name"
    ))));
    assert_eq!(
        order_failure(&OrderError::NewOrder(problem("rateLimited", ""))).reason,
        FailureReason::RateLimited
    );
}
