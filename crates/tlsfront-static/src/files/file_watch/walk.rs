//! The walk that watches a path: `served` resolved one name at a time beneath the docroot, as
//! the kernel resolves it, with a watch on every directory it passes through (symlinks
//! followed, `..` kept beneath the docroot) and on the file it ends on, and the names beside the
//! file that the entry depends on. It may also end on a directory held open (a host's docroot,
//! walked from the sites directory).

use std::collections::VecDeque;
use std::hash::Hash;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use inotify::WatchMask;

use super::sys::{fstat, open_path, read_link};
use super::{Watched, Watching};

/// Events on a directory the path resolves through: its names and its own fate.
fn directory_mask() -> WatchMask {
    WatchMask::CREATE
        | WatchMask::DELETE
        | WatchMask::MOVED_FROM
        | WatchMask::MOVED_TO
        | WatchMask::ATTRIB
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
        | WatchMask::ONLYDIR
}

/// Events on a cached file: its bytes, times, permissions, links, and its own fate.
fn file_mask() -> WatchMask {
    WatchMask::MODIFY
        | WatchMask::ATTRIB
        | WatchMask::CLOSE_WRITE
        | WatchMask::DELETE_SELF
        | WatchMask::MOVE_SELF
}

/// The kernel's own limit on symlinks followed in one resolution (`MAXSYMLINKS`).
const MAX_SYMLINKS: usize = 40;

impl<K: Clone + Eq + Hash> Watching<'_, K> {
    /// Resolves `served` name by name, watching as it goes. `Ok(false)`: not cacheable.
    pub(super) fn walk<S: AsRef<[u8]>>(
        &mut self,
        docroot: RawFd,
        served: &Path,
        target: BorrowedFd<'_>,
        (neighbour_suffixes, reach): (&[S], Reach),
        watched: &mut Watched,
    ) -> io::Result<bool> {
        let root_wd = self.add_watch(docroot, directory_mask(), watched)?;
        // The directories the resolution stands in, the docroot first; `..` pops one.
        let mut directories: Vec<(RawFd, i32)> = vec![(docroot, root_wd)];
        let mut opened: Vec<OwnedFd> = Vec::new();
        let mut names: VecDeque<Box<[u8]>> = components(served.as_os_str().as_bytes()).collect();
        let mut symlinks = 0;
        // How many names at the front of `names` came from symlinks' targets: the rest are
        // `served`'s own.
        let mut from_symlinks = 0usize;
        while let Some(name) = names.pop_front() {
            let own_last_name = from_symlinks == 0 && names.is_empty();
            from_symlinks = from_symlinks.saturating_sub(1);
            match &*name {
                b"." => continue,
                // Leaving the docroot is refused, as `RESOLVE_BENEATH` does.
                b".." if directories.len() == 1 => return Ok(false),
                b".." => {
                    directories.pop();
                    continue;
                }
                _ => {}
            }
            let &(directory, directory_wd) = directories.last().unwrap_or(&(docroot, root_wd));
            watched.names.push((directory_wd, name.clone()));
            if own_last_name {
                // Siblings are named after `served`, so they sit beside this name, here.
                note_neighbours(directory, directory_wd, &name, neighbour_suffixes, watched);
            }
            let found = open_path(directory, &name)?;
            let stat = fstat(found.as_raw_fd())?;
            match stat.st_mode & libc::S_IFMT {
                libc::S_IFLNK => {
                    symlinks += 1;
                    let target = read_link(found.as_raw_fd())?;
                    if symlinks > MAX_SYMLINKS {
                        return Ok(false);
                    }
                    if target.first() == Some(&b'/') {
                        if reach == Reach::Beneath {
                            return Ok(false);
                        }
                        // Resolution starts again at `/`, watched like any directory.
                        let root = open_path(libc::AT_FDCWD, b"/")?;
                        let wd = self.add_watch(root.as_raw_fd(), directory_mask(), watched)?;
                        directories.clear();
                        directories.push((root.as_raw_fd(), wd));
                        opened.push(root);
                    }
                    for name in components(&target).collect::<Vec<_>>().into_iter().rev() {
                        names.push_front(name);
                        from_symlinks += 1;
                    }
                }
                libc::S_IFDIR => {
                    let wd = self.add_watch(found.as_raw_fd(), directory_mask(), watched)?;
                    if names.is_empty() {
                        // A directory held open (a docroot): the walk ends on it.
                        return same_inode(&stat, target);
                    }
                    directories.push((found.as_raw_fd(), wd));
                    opened.push(found);
                }
                libc::S_IFREG if names.is_empty() => {
                    self.add_watch(found.as_raw_fd(), file_mask(), watched)?;
                    return same_inode(&stat, target);
                }
                _ => return Ok(false),
            }
        }
        Ok(false)
    }

    /// Watches the inode `target` refers to, taking one reference on its watch.
    fn add_watch(
        &mut self,
        target: RawFd,
        mask: WatchMask,
        watched: &mut Watched,
    ) -> io::Result<i32> {
        // The fd's magic link names exactly the inode resolved, whatever happened to its path.
        let descriptor = (self.state.kernel).add(format!("/proc/self/fd/{target}"), mask)?;
        Ok(self.state.table.add(descriptor, watched))
    }
}

/// Where the symlinks a walk follows may lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::files) enum Reach {
    /// Beneath the directory the walk starts in: a file beneath its docroot.
    Beneath,
    /// Anywhere, absolute symlinks included: a docroot, which its operator may put anywhere
    /// (`<sites>/<host> -> /srv/www/host`).
    Anywhere,
}

/// The walk must end on the inode that was opened and will be read (or resolved beneath).
fn same_inode(found: &libc::stat, target: BorrowedFd<'_>) -> io::Result<bool> {
    let opened = fstat(target.as_raw_fd())?;
    Ok((found.st_dev, found.st_ino) == (opened.st_dev, opened.st_ino))
}

/// Records each `<name><suffix>` in `directory` (watched as `directory_wd`) as a name the
/// entry depends on, and whether it exists. The directory's watch is already in place, so a
/// name found absent here that appears later is an event.
fn note_neighbours<S: AsRef<[u8]>>(
    directory: RawFd,
    directory_wd: i32,
    name: &[u8],
    suffixes: &[S],
    watched: &mut Watched,
) {
    for suffix in suffixes {
        let neighbour: Box<[u8]> = [name, suffix.as_ref()].concat().into();
        // Only "no such name" is absence; anything else is looked up per request, as before.
        let absent = matches!(
            open_path(directory, &neighbour),
            Err(error) if error.raw_os_error() == Some(libc::ENOENT)
        );
        watched.names.push((directory_wd, neighbour));
        watched.absent_neighbours.push(absent);
    }
}

fn components(path: &[u8]) -> impl Iterator<Item = Box<[u8]>> + '_ {
    path.split(|b| *b == b'/')
        .filter(|name| !name.is_empty())
        .map(Box::from)
}
