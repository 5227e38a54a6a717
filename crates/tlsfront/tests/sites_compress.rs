//! `tlsfront sites compress DIR`: the real binary on real files, its siblings decompressed with
//! the real `brotli` and `gzip` programs (scripts/install-deps test).

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::fs::{self, FileTimes};
use std::os::unix::fs::{symlink, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, SystemTime};

fn compress(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("sites")
        .arg("compress")
        .args(args)
        .output()
        .unwrap()
}

fn text(output: &Output) -> String {
    format!(
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        output.status.code(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// What a real decompressor makes of a sibling.
fn decompressed(program: &str, sibling: &Path) -> Vec<u8> {
    let output = Command::new(program)
        .args(["-d", "-c"])
        .arg(sibling)
        .output()
        .unwrap_or_else(|e| panic!("{program} (scripts/install-deps test): {e}"));
    assert!(output.status.success(), "{program}: {output:?}");
    output.stdout
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn mtime(path: &Path) -> SystemTime {
    fs::symlink_metadata(path).unwrap().modified().unwrap()
}

/// A page that compresses well, `len` bytes or so.
fn page(len: usize) -> Vec<u8> {
    let mut page = b"<!doctype html><title>page</title>\n".to_vec();
    let mut row = 0;
    while page.len() < len {
        page.extend_from_slice(format!("<tr><td>row {row}</td><td>cell</td></tr>\n").as_bytes());
        row += 1;
    }
    page
}

/// Bytes that do not shrink (a linear congruential stream's high bytes), for a file whose name
/// still says text.
fn incompressible(len: usize) -> Vec<u8> {
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 56) as u8
        })
        .collect()
}

#[test]
fn writes_siblings_that_decompress_to_the_file_and_skips_what_it_must() {
    let tmp = tempfile::tempdir().unwrap();
    let outside = tmp.path().join("outside");
    fs::create_dir(&outside).unwrap();
    fs::write(outside.join("secret.html"), page(4000)).unwrap();
    let root = tmp.path().join("root");
    fs::create_dir_all(root.join("assets/nested")).unwrap();
    fs::create_dir_all(root.join(".git")).unwrap();
    fs::create_dir_all(root.join(".well-known")).unwrap();

    let html = root.join("index.html");
    let css = root.join("assets/site.css");
    let json = root.join("assets/nested/data.json");
    fs::write(&html, page(20_000)).unwrap();
    fs::write(&css, page(3_000)).unwrap();
    fs::write(&json, page(1_000)).unwrap();
    fs::set_permissions(&css, fs::Permissions::from_mode(0o644)).unwrap();
    let small = root.join("small.txt");
    fs::write(&small, b"tiny").unwrap();
    let png = root.join("image.png");
    fs::write(&png, page(5_000)).unwrap();
    let noise = root.join("noise.txt");
    fs::write(&noise, incompressible(2_000)).unwrap();
    let hidden = root.join(".git/config.html");
    fs::write(&hidden, page(2_000)).unwrap();
    let well_known = root.join(".well-known/security.txt");
    fs::write(&well_known, page(1_000)).unwrap();
    // Already a sibling made by someone else: never compressed again.
    let existing = root.join("app.js.gz");
    fs::write(&existing, page(2_000)).unwrap();
    symlink(&outside, root.join("escape")).unwrap();
    symlink(outside.join("secret.html"), root.join("secret.html")).unwrap();

    // A stale .gz of the noise file, from an older version of it.
    let stale = sibling(&noise, ".gz");
    fs::write(&stale, b"stale").unwrap();
    let an_hour_ago = SystemTime::now() - Duration::from_secs(3600);
    let file = fs::File::options().write(true).open(&stale).unwrap();
    file.set_times(FileTimes::new().set_modified(an_hour_ago))
        .unwrap();

    let first = compress(&[root.to_str().unwrap()]);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first));
    let stdout = String::from_utf8_lossy(&first.stdout).to_string();
    assert!(stdout.contains("5 compressible files"), "{}", text(&first));
    assert!(
        stdout.contains("brotli: wrote 4 siblings"),
        "{}",
        text(&first)
    );

    for original in [&html, &css, &json, &well_known] {
        let content = fs::read(original).unwrap();
        let br = sibling(original, ".br");
        let gz = sibling(original, ".gz");
        assert_eq!(decompressed("brotli", &br), content, "{}", br.display());
        assert_eq!(decompressed("gzip", &gz), content, "{}", gz.display());
        assert!(fs::metadata(&br).unwrap().len() < content.len() as u64);
        // The server takes a sibling that is not older than its file.
        assert_eq!(mtime(&br), mtime(original), "{}", br.display());
        assert_eq!(mtime(&gz), mtime(original), "{}", gz.display());
    }
    let mode = fs::metadata(sibling(&css, ".br"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o644, "a sibling is as readable as its file");

    for skipped in [&small, &png, &noise, &hidden, &existing] {
        for suffix in [".br", ".gz"] {
            let path = sibling(skipped, suffix);
            assert!(!path.exists(), "{} should not exist", path.display());
        }
    }
    assert!(
        !stale.exists(),
        "a stale sibling that would not shrink is removed"
    );
    assert!(
        !sibling(&outside.join("secret.html"), ".br").exists(),
        "symlinks are not followed"
    );
    assert!(!root.join("secret.html.br").exists());
    let leftovers: Vec<_> = fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|name| name.starts_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // A second run finds everything up to date.
    let before = mtime(&sibling(&html, ".br"));
    let second = compress(&[root.to_str().unwrap()]);
    assert_eq!(second.status.code(), Some(0), "{}", text(&second));
    let stdout = String::from_utf8_lossy(&second.stdout).to_string();
    assert!(
        stdout.contains("brotli: wrote 0 siblings"),
        "{}",
        text(&second)
    );
    assert!(
        stdout.contains("8 siblings up to date"),
        "{}",
        text(&second)
    );

    // A changed file gets new siblings; --force rewrites the rest.
    fs::write(&html, page(30_000)).unwrap();
    let third = compress(&[root.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&third.stdout).contains("brotli: wrote 1 siblings"),
        "{}",
        text(&third)
    );
    assert_eq!(decompressed("brotli", &sibling(&html, ".br")), page(30_000));
    assert!(mtime(&sibling(&html, ".br")) >= before);
    let forced = compress(&["--force", root.to_str().unwrap()]);
    assert!(
        String::from_utf8_lossy(&forced.stdout).contains("brotli: wrote 4 siblings"),
        "{}",
        text(&forced)
    );
}

#[test]
fn a_directory_is_required() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("f");
    fs::write(&file, b"x").unwrap();
    let output = compress(&[file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output));
    let missing = compress(&[tmp.path().join("nope").to_str().unwrap()]);
    assert_eq!(missing.status.code(), Some(2), "{}", text(&missing));
    let help = Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["sites", "compress", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("--force") && help.contains("--min-size"),
        "{help}"
    );
}
