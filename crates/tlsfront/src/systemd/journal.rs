//! Logs that journald reads well. When systemd connects stderr to the journal it says so in
//! `JOURNAL_STREAM` (`<device>:<inode>` of that stream, systemd.exec(5)). Then each event is
//! written as one line that starts with its syslog priority (`<3>` … `<7>`, sd-daemon(3)), so
//! the journal records the level, and without a timestamp or colours: journald stamps every
//! line itself and shows escape codes as they are.
//!
//! Anywhere else (a terminal, a file, a pipe, or a unit whose stderr goes elsewhere) the log
//! looks as it always did.

use std::fs::File;
use std::io::{self, IsTerminal, Write};
use std::os::fd::AsFd;
use std::os::unix::fs::MetadataExt;

use tracing::{Level, Metadata};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::time::{FormatTime, SystemTime};
use tracing_subscriber::fmt::MakeWriter;

/// Where stderr goes, as far as the log's shape is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StderrLog {
    journal: bool,
}

impl StderrLog {
    /// Looks at `JOURNAL_STREAM` and at stderr itself. A `JOURNAL_STREAM` that does not name
    /// stderr was inherited by a process whose stderr went elsewhere (`tlsfront serve 2>file`
    /// in a shell under systemd), so it does not count.
    pub fn detect() -> Self {
        let journal = std::env::var("JOURNAL_STREAM")
            .ok()
            .zip(stderr_identity())
            .is_some_and(|(stream, (device, inode))| names_stream(&stream, device, inode));
        Self { journal }
    }

    /// Colours only for a person at a terminal.
    pub fn ansi(self) -> bool {
        !self.journal && io::stderr().is_terminal()
    }

    /// The timestamp column: none for the journal, which stamps every line itself.
    pub fn timer(self) -> Clock {
        Clock {
            journal: self.journal,
        }
    }

    /// The writer each event goes through.
    pub fn writer(self) -> StderrWriter {
        StderrWriter {
            journal: self.journal,
        }
    }
}

/// `JOURNAL_STREAM`'s `<device>:<inode>`, both decimal, names the stream `device`/`inode`.
pub fn names_stream(journal_stream: &str, device: u64, inode: u64) -> bool {
    let Some((stream_device, stream_inode)) = journal_stream.split_once(':') else {
        return false;
    };
    stream_device.parse() == Ok(device) && stream_inode.parse() == Ok(inode)
}

/// The syslog priority journald records for a `tracing` level (syslog(3): err, warning, info,
/// debug). Nothing in tlsfront logs at notice, critical or above.
pub fn priority(level: &Level) -> u8 {
    match *level {
        Level::ERROR => 3,
        Level::WARN => 4,
        Level::INFO => 6,
        Level::DEBUG | Level::TRACE => 7,
    }
}

/// One formatted event as one journal line: the priority prefix, the event without the space
/// the empty timestamp column leaves, and any newline inside the event (a multi-line error
/// message) escaped as `\n`, since journald makes each line a separate entry and the lines
/// after the first would lose the priority.
pub fn journal_line(level: &Level, formatted: &[u8]) -> Vec<u8> {
    let event = formatted.trim_ascii_start();
    let event = event.strip_suffix(b"\n").unwrap_or(event);
    let mut line = Vec::with_capacity(event.len() + 8);
    line.extend_from_slice(format!("<{}>", priority(level)).as_bytes());
    for &byte in event {
        if byte == b'\n' {
            line.extend_from_slice(b"\\n");
        } else {
            line.push(byte);
        }
    }
    line.push(b'\n');
    line
}

/// The log's timestamp: the usual one, or nothing for the journal.
#[derive(Debug, Clone, Copy)]
pub struct Clock {
    journal: bool,
}

impl FormatTime for Clock {
    fn format_time(&self, writer: &mut Writer<'_>) -> std::fmt::Result {
        if self.journal {
            Ok(())
        } else {
            SystemTime.format_time(writer)
        }
    }
}

/// Makes each event's writer: stderr as is, or a [`JournalEvent`] that knows the level.
#[derive(Debug, Clone, Copy)]
pub struct StderrWriter {
    journal: bool,
}

impl<'a> MakeWriter<'a> for StderrWriter {
    type Writer = EventWriter;

    fn make_writer(&'a self) -> Self::Writer {
        // Only reached for output without an event (none in tracing-subscriber's fmt layer);
        // info is journald's own default priority for a line without a prefix.
        self.writer_for(&Level::INFO)
    }

    fn make_writer_for(&'a self, meta: &Metadata<'_>) -> Self::Writer {
        self.writer_for(meta.level())
    }
}

impl StderrWriter {
    fn writer_for(&self, level: &Level) -> EventWriter {
        if self.journal {
            EventWriter::Journal(JournalEvent {
                level: *level,
                formatted: Vec::new(),
            })
        } else {
            EventWriter::Plain(io::stderr())
        }
    }
}

/// One event's writer.
pub enum EventWriter {
    Plain(io::Stderr),
    Journal(JournalEvent),
}

/// Collects one formatted event and writes it to stderr as one journal line when dropped,
/// which the fmt layer does right after writing the event.
pub struct JournalEvent {
    level: Level,
    formatted: Vec<u8>,
}

impl Write for EventWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self {
            EventWriter::Plain(stderr) => stderr.write(bytes),
            EventWriter::Journal(event) => {
                event.formatted.extend_from_slice(bytes);
                Ok(bytes.len())
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            EventWriter::Plain(stderr) => stderr.flush(),
            EventWriter::Journal(_) => Ok(()),
        }
    }
}

impl Drop for JournalEvent {
    fn drop(&mut self) {
        if self.formatted.is_empty() {
            return;
        }
        // A log line that cannot be written has nowhere to be reported.
        let _ = io::stderr()
            .lock()
            .write_all(&journal_line(&self.level, &self.formatted));
    }
}

/// stderr's device and inode, when stderr is open.
fn stderr_identity() -> Option<(u64, u64)> {
    let stderr = io::stderr().as_fd().try_clone_to_owned().ok()?;
    let metadata = File::from(stderr).metadata().ok()?;
    Some((metadata.dev(), metadata.ino()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_gets_its_syslog_priority() {
        let line = |level| journal_line(&level, b" INFO tlsfront: hello\n");
        assert_eq!(line(Level::ERROR), b"<3>INFO tlsfront: hello\n");
        assert_eq!(line(Level::WARN), b"<4>INFO tlsfront: hello\n");
        assert_eq!(line(Level::INFO), b"<6>INFO tlsfront: hello\n");
        assert_eq!(line(Level::DEBUG), b"<7>INFO tlsfront: hello\n");
        assert_eq!(line(Level::TRACE), b"<7>INFO tlsfront: hello\n");
    }

    #[test]
    fn an_event_stays_one_line() {
        assert_eq!(
            journal_line(&Level::ERROR, b" ERROR x: first\nsecond\n"),
            b"<3>ERROR x: first\\nsecond\n"
        );
        // An event without its trailing newline still ends with one.
        assert_eq!(journal_line(&Level::INFO, b"a"), b"<6>a\n");
    }

    #[test]
    fn the_stream_must_be_named_exactly() {
        assert!(names_stream("8:1234", 8, 1234));
        assert!(!names_stream("8:1234", 8, 1235));
        assert!(!names_stream("9:1234", 8, 1234));
        assert!(!names_stream("8-1234", 8, 1234));
        assert!(!names_stream("", 8, 1234));
        assert!(!names_stream("8:1234:5", 8, 1234));
        assert!(!names_stream(" 8:1234", 8, 1234));
    }

    #[test]
    fn stderr_has_an_identity_that_a_journal_stream_can_name() {
        let (device, inode) = stderr_identity().unwrap();
        assert!(names_stream(&format!("{device}:{inode}"), device, inode));
    }

    #[test]
    fn without_the_journal_the_clock_writes_a_time_and_with_it_nothing() {
        let mut plain = String::new();
        StderrLog { journal: false }
            .timer()
            .format_time(&mut Writer::new(&mut plain))
            .unwrap();
        assert!(!plain.is_empty());
        let mut journal = String::new();
        StderrLog { journal: true }
            .timer()
            .format_time(&mut Writer::new(&mut journal))
            .unwrap();
        assert!(journal.is_empty());
    }
}
