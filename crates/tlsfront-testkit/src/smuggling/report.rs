//! The suite's results as text: a summary for a failed test, and the Markdown table of
//! `docs/src/smuggling.md` with one column per server.

use super::CaseResult;

/// One line per case that broke a rule, with every rule it broke.
pub fn failures(results: &[CaseResult]) -> String {
    let mut text = String::new();
    for result in results.iter().filter(|r| !r.passed()) {
        text.push_str(&format!(
            "\n{} [{}] expected {}, got {}\n",
            result.name, result.protocol, result.expected, result.got
        ));
        for violation in &result.findings.violations {
            text.push_str(&format!("    - broke a rule: {violation}\n"));
        }
        for difference in &result.findings.differences {
            text.push_str(&format!("    - differs: {difference}\n"));
        }
    }
    text
}

/// The Markdown table: one row per case, the expected answer, then each server's answer
/// (marked ✗ where it broke a rule, ≠ where it only answered otherwise than the row), then
/// the findings under it, per server.
pub fn markdown(servers: &[(&str, &[CaseResult])]) -> String {
    let Some((_, first)) = servers.first() else {
        return String::new();
    };
    let mut text = String::from("| case | | what is sent | expected |");
    for (server, _) in servers {
        text.push_str(&format!(" {server} |"));
    }
    text.push_str("\n|---|---|---|---|");
    text.push_str(&"---|".repeat(servers.len()));
    text.push('\n');
    for (row, case) in first.iter().enumerate() {
        let protocol = if case.protocol == "HTTP/2" {
            "h2"
        } else {
            "1.1"
        };
        text.push_str(&format!(
            "| `{}` | {protocol} | {} | {} |",
            case.name,
            escape(case.about),
            case.expected
        ));
        for (_, results) in servers {
            let cell = results.get(row).map_or("-".into(), |r| {
                let mark = match (r.safe(), r.passed()) {
                    (false, _) => " ✗",
                    (true, false) => " ≠",
                    (true, true) => "",
                };
                format!("{}{mark}", escape(&r.got))
            });
            text.push_str(&format!(" {cell} |"));
        }
        text.push('\n');
    }
    for (server, results) in servers {
        let unsafe_count = results.iter().filter(|r| !r.safe()).count();
        let differing = results.iter().filter(|r| r.safe() && !r.passed()).count();
        text.push_str(&format!(
            "\n**{server}**: {} of {} cases as the row expects; {differing} answered otherwise \
             (≠) and {unsafe_count} broke a rule (✗).\n\n",
            results.len() - unsafe_count - differing,
            results.len()
        ));
        for result in results.iter().filter(|r| !r.passed()) {
            let findings = &result.findings;
            let all: Vec<String> = findings
                .violations
                .iter()
                .map(|v| format!("✗ {v}"))
                .chain(findings.differences.iter().map(|d| format!("≠ {d}")))
                .collect();
            text.push_str(&format!(
                "- `{}`: {}\n",
                result.name,
                escape(&all.join("; "))
            ));
        }
    }
    text
}

fn escape(text: &str) -> String {
    text.replace('|', "\\|")
        .replace('\r', "\\r")
        .replace('\n', "\\n")
}
