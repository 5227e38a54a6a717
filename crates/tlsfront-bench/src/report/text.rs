//! The human-readable rendering of a report.

use std::fmt::Write as _;

use super::Report;

impl Report {
    /// The human-readable rendering.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail; the results below are ignored for that reason.
        let _ = self.write_text(&mut out);
        out
    }

    fn write_text(&self, out: &mut String) -> std::fmt::Result {
        self.write_setup(out)?;
        writeln!(out)?;
        self.write_counts(out)?;
        self.write_mode_results(out)?;
        writeln!(out)?;
        self.write_latency(out)?;
        writeln!(out)?;
        self.write_negotiated(out)?;
        writeln!(out)?;
        self.write_errors_and_cpu(out)
    }

    /// What was run: the mode, the target, the hosts and the TLS offered.
    fn write_setup(&self, out: &mut String) -> std::fmt::Result {
        let c = &self.config;
        writeln!(
            out,
            "tlsfront-bench {} mode: {} connection(s), {} thread(s), {:.2} s measured{}{}",
            self.mode,
            c.connections,
            c.threads,
            self.elapsed_s,
            if c.warmup_s > 0.0 {
                format!(" after {:.2} s warm-up", c.warmup_s)
            } else {
                String::new()
            },
            if self.interrupted {
                " (interrupted)"
            } else {
                ""
            },
        )?;
        writeln!(
            out,
            "target {}{}, hosts {} in {} order, path {}",
            c.connect,
            if self.targets.len() > 1 {
                format!(" in {} order", c.connect_order)
            } else {
                String::new()
            },
            c.hosts,
            c.host_order,
            c.path
        )?;
        writeln!(
            out,
            "TLS {} | {} | kx {} | ALPN {} | resumption {} | verification {}",
            c.tls_versions.join(","),
            c.cipher_suites.join(","),
            c.kx_groups.join(","),
            c.alpn.as_deref().unwrap_or("none"),
            if c.resumption { "on" } else { "off" },
            c.verification,
        )?;
        if let Some(cert) = &c.client_certificate {
            writeln!(
                out,
                "client certificate {cert}: sent {} time(s), when asked",
                self.client_certificates_sent.unwrap_or(0)
            )?;
        }
        Ok(())
    }

    /// Handshakes (and resumption, per target), requests and bytes.
    fn write_counts(&self, out: &mut String) -> std::fmt::Result {
        let h = &self.handshakes;
        writeln!(
            out,
            "handshakes  {:>12}  {:>12.1}/s  (full {}, hello-retry {}, resumed {})",
            h.total, self.handshakes_per_s, h.full, h.hello_retry, h.resumed
        )?;
        if let Some(r) = &self.resumption {
            writeln!(
                out,
                "  sessions  none offered {}, from the same target {} (resumed {}), from \
                 another target {} (resumed {}); TLS 1.3 tickets received {}",
                r.not_offered,
                r.offered_same_target,
                r.resumed_same_target,
                r.offered_other_target,
                r.resumed_other_target,
                r.tls13_tickets_received
            )?;
        }
        if self.targets.len() > 1 {
            for t in &self.targets {
                writeln!(
                    out,
                    "  {:<22} {} handshakes, {} resumed",
                    t.address, t.handshakes, t.resumed
                )?;
            }
        }
        writeln!(
            out,
            "requests    {:>12}  {:>12.1}/s  (2xx {})",
            self.requests, self.requests_per_s, self.requests_ok
        )?;
        let b = &self.bytes;
        writeln!(
            out,
            "body        {:>12}  {:>12}/s",
            b.body,
            human_bytes(b.body_per_s)
        )?;
        writeln!(
            out,
            "response    {:>12}  {:>12}/s",
            b.response,
            human_bytes(b.response_per_s)
        )?;
        writeln!(
            out,
            "wire        {:>12}  {:>12}/s  in ({} out)",
            b.wire_read,
            human_bytes(b.wire_read_per_s),
            b.wire_written
        )?;
        Ok(())
    }

    /// What the paced, slowloris and download modes measured, when one ran.
    fn write_mode_results(&self, out: &mut String) -> std::fmt::Result {
        if let Some(p) = &self.paced {
            writeln!(
                out,
                "paced       {} starts at {}/s, {} unfinished; started late by p50 {} ms, p99 {} ms, max {} ms",
                p.starts,
                p.rate_per_s,
                p.unfinished,
                ms(p.start_lag.p50_us),
                ms(p.start_lag.p99_us),
                ms(p.start_lag.max_us)
            )?;
        }
        if let Some(s) = &self.slowloris {
            writeln!(
                out,
                "slowloris   {} connections sending {} of {} hello bytes: held {} at the start, \
                 {}-{} during, {} at the end; {} opened, {} closed by the server; all held after {}",
                s.connections,
                s.hello_bytes,
                s.hello_length,
                s.held_at_start,
                s.held_min,
                s.held_max,
                s.held_at_end,
                s.opened,
                s.closed_by_server,
                s.all_held_after_s
                    .map_or_else(|| "never".to_string(), |t| format!("{t:.2} s")),
            )?;
        }
        if let Some(d) = &self.download {
            writeln!(
                out,
                "download    status {}, {} bytes in {:.3} s = {}/s{}",
                d.status,
                d.body_bytes,
                d.transfer_s,
                human_bytes(d.body_bytes_per_s),
                d.sha256
                    .as_ref()
                    .map(|s| format!(", sha256 {s}"))
                    .unwrap_or_default()
            )?;
        }
        Ok(())
    }

    /// The latency table: request, handshake and connect.
    fn write_latency(&self, out: &mut String) -> std::fmt::Result {
        writeln!(
            out,
            "latency ms        count       p50       p90       p99     p99.9       max"
        )?;
        for (name, l) in [
            ("request", &self.latency_us.request),
            ("handshake", &self.latency_us.handshake),
            ("connect", &self.latency_us.connect),
        ] {
            writeln!(
                out,
                "  {name:<10} {:>10} {:>9} {:>9} {:>9} {:>9} {:>9}",
                l.count,
                ms(l.p50_us),
                ms(l.p90_us),
                ms(l.p99_us),
                ms(l.p999_us),
                ms(l.max_us)
            )?;
        }
        Ok(())
    }

    /// What was negotiated, over all connections.
    fn write_negotiated(&self, out: &mut String) -> std::fmt::Result {
        writeln!(out, "negotiated, over all connections (warm-up included):")?;
        let n = &self.negotiated;
        for (name, map) in [
            ("versions", &n.versions),
            ("cipher suites", &n.cipher_suites),
            ("kx groups", &n.kx_groups),
            ("signatures", &n.signature_schemes),
            ("alpn", &n.alpn),
        ] {
            let list: Vec<String> = map.iter().map(|(k, v)| format!("{k} {v}")).collect();
            writeln!(
                out,
                "  {name:<14} {}",
                if list.is_empty() {
                    "-".into()
                } else {
                    list.join(", ")
                }
            )?;
        }
        Ok(())
    }

    /// The errors by kind, and the client's CPU.
    fn write_errors_and_cpu(&self, out: &mut String) -> std::fmt::Result {
        if self.errors.total == 0 {
            writeln!(out, "errors: none")?;
        } else {
            writeln!(out, "errors: {}", self.errors.total)?;
            for (kind, count) in self.errors.flattened() {
                writeln!(out, "  {kind:<40} {count}")?;
            }
        }
        let cpu = &self.cpu;
        writeln!(
            out,
            "client CPU: user {:.3} s + sys {:.3} s = {:.3} s ({:.1}% of one core), max RSS {}",
            cpu.user_s,
            cpu.system_s,
            cpu.total_s,
            cpu.cores_used * 100.0,
            human_bytes(cpu.max_rss_bytes as f64),
        )?;
        if let Some(per) = cpu.per_1000_handshakes_s {
            writeln!(out, "client CPU per 1000 handshakes: {per:.4} s")?;
        }
        if let Some(per) = cpu.per_1000_requests_s {
            writeln!(out, "client CPU per 1000 requests:   {per:.4} s")?;
        }
        Ok(())
    }
}

fn ms(micros: u64) -> String {
    format!("{:.3}", micros as f64 / 1000.0)
}

fn human_bytes(bytes: f64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units() {
        assert_eq!(human_bytes(512.0), "512.0 B");
        assert_eq!(human_bytes(3.0 * 1024.0 * 1024.0), "3.0 MiB");
        assert_eq!(ms(1500), "1.500");
    }
}
