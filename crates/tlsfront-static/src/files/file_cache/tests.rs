//! The file cache's tests: against real files in a temporary docroot, with a socket pair
//! standing for a client connection, so that each request reaches the cache through the
//! reactor as it does in the server.

use std::os::unix::fs::symlink;

use tokio::io::AsyncWriteExt;
use tokio::net::UnixStream;

use super::*;

fn meta(len: u64) -> FileMeta {
    FileMeta {
        len,
        modified: SystemTime::UNIX_EPOCH,
        inode: 0,
        mime: "text/plain",
    }
}

fn key(path: &str) -> CacheKey {
    CacheKey {
        docroot: DocrootId { dev: 1, ino: 2 },
        request: path.as_bytes().into(),
        encoding: Encoding::Identity,
    }
}

/// A docroot with a cache, and a socket pair standing for a client connection.
struct Fixture {
    tmp: tempfile::TempDir,
    dir: File,
    cache: FileCache,
    client: UnixStream,
    server: UnixStream,
}

impl Fixture {
    fn new() -> Fixture {
        let tmp = tempfile::tempdir().unwrap();
        let dir = File::open(tmp.path()).unwrap();
        let (client, server) = UnixStream::pair().unwrap();
        Fixture {
            tmp,
            dir,
            cache: FileCache::default(),
            client,
            server,
        }
    }

    fn path(&self, name: &str) -> std::path::PathBuf {
        self.tmp.path().join(name)
    }

    fn write(&self, name: &str, content: &[u8]) {
        std::fs::write(self.path(name), content).unwrap();
    }

    /// Caches `name` as if it were read now plus `later` (so it counts as settled).
    fn cache(&self, name: &str, later: Duration) -> Option<Arc<CachedFile>> {
        let file = File::open(self.path(name)).unwrap();
        let len = file.metadata().unwrap().len();
        self.cache.insert(
            self.dir.as_raw_fd(),
            key(name),
            Path::new(name),
            &file,
            meta(len),
            SystemTime::now() + later,
        )
    }

    /// A request's bytes arrive after whatever was changed before: as on a connection,
    /// they reach this task through the reactor.
    async fn request_arrives(&mut self) {
        self.client.write_all(b"x").await.unwrap();
        self.server.readable().await.unwrap();
        let mut byte = [0u8; 2];
        assert_eq!(self.server.try_read(&mut byte).unwrap(), 1);
        // Empty now: the next `readable` waits for the reactor again.
        assert!(self.server.try_read(&mut byte).is_err());
    }

    /// What the next request is answered from memory with.
    async fn get(&mut self, name: &str) -> Option<Bytes> {
        self.request_arrives().await;
        self.cache
            .get(&key(name))
            .map(|cached| cached.content.clone())
    }
}

const LATER: Duration = Duration::from_secs(5);

#[tokio::test]
async fn a_settled_small_file_is_served_until_it_is_rewritten_in_place() {
    let mut f = Fixture::new();
    f.write("a.html", b"first");
    assert!(f.cache("a.html", LATER).is_some());
    assert_eq!(f.get("a.html").await.as_deref(), Some(&b"first"[..]));
    assert_eq!(f.get("a.html").await.as_deref(), Some(&b"first"[..]));

    // Same length, same second: only the write's event tells.
    f.write("a.html", b"secnd");
    assert_eq!(f.get("a.html").await, None);
    assert_eq!(f.get("a.html").await, None, "dropped, not just skipped");
    assert_eq!(f.cache("a.html", LATER).unwrap().content, &b"secnd"[..]);
    assert_eq!(f.get("a.html").await.as_deref(), Some(&b"secnd"[..]));
}

#[tokio::test]
async fn a_replaced_or_removed_file_or_a_planted_symlink_is_not_served_from_memory() {
    let mut f = Fixture::new();
    f.write("a.html", b"page");
    f.write("other", b"other");
    f.cache("a.html", LATER).unwrap();
    std::fs::rename(f.path("other"), f.path("a.html")).unwrap();
    assert_eq!(f.get("a.html").await, None, "renamed over");

    f.cache("a.html", LATER).unwrap();
    std::fs::remove_file(f.path("a.html")).unwrap();
    assert_eq!(f.get("a.html").await, None, "removed");

    f.write("a.html", b"page");
    f.write("b.html", b"b");
    f.cache("a.html", LATER).unwrap();
    f.cache("b.html", LATER).unwrap();
    std::fs::remove_file(f.path("a.html")).unwrap();
    symlink("b.html", f.path("a.html")).unwrap();
    assert_eq!(
        f.get("a.html").await,
        None,
        "a symlink planted in its place"
    );
    assert_eq!(
        f.get("b.html").await.as_deref(),
        Some(&b"b"[..]),
        "a neighbour's events leave it cached"
    );
}

#[tokio::test]
async fn a_file_knows_its_absent_siblings_until_one_appears_or_goes() {
    let mut f = Fixture::new();
    f.write("a.html", b"page");
    f.write("a.html.gz", b"gz");
    let cached = f.cache("a.html", LATER).unwrap();
    let absent = |cached: &CachedFile| {
        Encoding::CODINGS.map(|coding| cached.absent_siblings.contains(coding))
    };
    assert_eq!(absent(&cached), [true, true, false], "br, zst; not gz");
    assert!(f.get("a.html").await.is_some());
    f.write("a.html.br", b"br");
    assert_eq!(f.get("a.html").await, None, "a sibling created");
    assert_eq!(
        absent(&f.cache("a.html", LATER).unwrap()),
        [false, true, false]
    );
    std::fs::remove_file(f.path("a.html.gz")).unwrap();
    assert_eq!(f.get("a.html").await, None, "a sibling removed");

    // Siblings sit beside the name served, whatever symlinks it or its directories are.
    std::fs::create_dir(f.path("d")).unwrap();
    f.write("d/p.html", b"p");
    f.write("d/p.html.br", b"br");
    symlink("d/p.html", f.path("link.html")).unwrap();
    symlink("d", f.path("deep")).unwrap();
    assert_eq!(absent(&f.cache("link.html", LATER).unwrap()), [true; 3]);
    assert_eq!(
        absent(&f.cache("deep/p.html", LATER).unwrap()),
        [false, true, true]
    );
    f.write("link.html.zst", b"zst");
    assert_eq!(f.get("link.html").await, None, "beside the link");
    assert!(f.get("deep/p.html").await.is_some(), "not its sibling");
    f.write("d/p.html.gz", b"gz");
    assert_eq!(f.get("deep/p.html").await, None, "beside the target");
}

#[tokio::test]
async fn a_symlinked_file_or_directory_is_dropped_when_its_target_changes() {
    let mut f = Fixture::new();
    std::fs::create_dir_all(f.path("x/y")).unwrap();
    f.write("x/y/page.html", b"old");
    symlink("x/y", f.path("deep")).unwrap();
    symlink("x/y/page.html", f.path("page.html")).unwrap();
    f.cache("deep/page.html", LATER).unwrap();
    f.cache("page.html", LATER).unwrap();
    assert_eq!(f.get("deep/page.html").await.as_deref(), Some(&b"old"[..]));

    // The directory the symlinks lead through is replaced: only `x` and the docroot see it.
    std::fs::rename(f.path("x"), f.path("x.old")).unwrap();
    std::fs::create_dir_all(f.path("x/y")).unwrap();
    f.write("x/y/page.html", b"new");
    assert_eq!(
        f.get("deep/page.html").await,
        None,
        "through a directory link"
    );
    assert_eq!(f.get("page.html").await, None, "through a file link");

    // The file a cached link names is rewritten in place.
    f.cache("page.html", LATER).unwrap();
    f.write("x/y/page.html", b"mod");
    assert_eq!(f.get("page.html").await, None);

    // The link itself is pointed elsewhere.
    f.write("other.html", b"other");
    f.cache("page.html", LATER).unwrap();
    std::fs::remove_file(f.path("page.html")).unwrap();
    symlink("other.html", f.path("page.html")).unwrap();
    assert_eq!(f.get("page.html").await, None);
}

#[tokio::test]
async fn a_parent_directory_renamed_away_and_replaced_is_noticed() {
    let mut f = Fixture::new();
    std::fs::create_dir_all(f.path("d/e")).unwrap();
    f.write("d/e/page.html", b"old");
    f.cache("d/e/page.html", LATER).unwrap();
    std::fs::rename(f.path("d"), f.path("d.old")).unwrap();
    std::fs::create_dir_all(f.path("d/e")).unwrap();
    f.write("d/e/page.html", b"new");
    assert_eq!(f.get("d/e/page.html").await, None);
}

#[tokio::test]
async fn a_path_leaving_the_docroot_even_to_come_back_is_not_cached() {
    let f = Fixture::new();
    std::fs::create_dir(f.path("d")).unwrap();
    f.write("page.html", b"page");
    symlink("../page.html", f.path("d/up.html")).unwrap();
    // Beneath the docroot, but through `..`: cached, and watched on the way.
    assert!(f.cache("d/up.html", LATER).is_some());
    let root = f.tmp.path().file_name().unwrap().to_str().unwrap();
    symlink(format!("../{root}/page.html"), f.path("out.html")).unwrap();
    assert!(f.cache("out.html", LATER).is_none());
    symlink(f.path("page.html"), f.path("absolute.html")).unwrap();
    assert!(f.cache("absolute.html", LATER).is_none());
}

#[tokio::test]
async fn watches_are_released_with_their_entries() {
    let mut f = Fixture::new();
    f.write("a.html", b"a");
    f.cache("a.html", LATER).unwrap();
    assert_eq!(f.get("a.html").await.as_deref(), Some(&b"a"[..]));
    f.cache.entries.invalidate(&key("a.html"));
    f.cache.entries.run_pending_tasks();
    f.write("b.html", b"b");
    f.cache("b.html", LATER).unwrap();
    let watcher = f.cache.watcher.made().unwrap();
    // The docroot and b.html; a.html's watch is gone.
    assert_eq!(watcher.lock().unwrap().watch_count(), 2);
}

#[tokio::test]
async fn fresh_or_large_files_are_streamed_not_cached() {
    let mut f = Fixture::new();
    f.write("fresh.html", b"just written");
    assert!(f.cache("fresh.html", Duration::ZERO).is_none());
    assert_eq!(f.get("fresh.html").await, None);

    f.write("big.bin", &vec![7u8; MAX_CACHED_FILE as usize + 1]);
    assert!(f.cache("big.bin", LATER).is_none());
}

#[test]
fn outside_a_runtime_nothing_is_cached() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("a.html"), b"a").unwrap();
    let dir = File::open(tmp.path()).unwrap();
    let file = File::open(tmp.path().join("a.html")).unwrap();
    let cache = FileCache::default();
    let now = SystemTime::now() + LATER;
    let served = Path::new("a.html");
    let inserted = cache.insert(dir.as_raw_fd(), key("a.html"), served, &file, meta(1), now);
    assert!(inserted.is_none());
    assert!(cache.get(&key("a.html")).is_none());
}
