//! Listing the directory store: its file names read in batches, each picked for the entry it
//! names (a host's first pair, or its site entry).

use std::path::Path;

use futures_util::stream::{self, BoxStream, StreamExt};

use super::DirStore;
use crate::host::HostName;
use crate::material::Slot;
use crate::source::StoreError;

/// How many directory entries a listing reads per blocking step.
const LIST_BATCH: usize = 1024;

impl DirStore {
    /// Every entry name that `pick` finds among the directory's file names, read in batches on
    /// the blocking pool: memory stays bounded by the batch, whatever the directory's size.
    pub(super) fn list_names(&self, pick: PickName) -> BoxStream<'_, Result<HostName, StoreError>> {
        let root = self.root.clone();
        let opened = std::fs::read_dir(&root).map_err(|source| StoreError::Io {
            op: "listing",
            path: root.clone(),
            source,
        });
        let reader = match opened {
            Ok(reader) => reader,
            Err(err) => return stream::once(async move { Err(err) }).boxed(),
        };
        stream::unfold(Some((reader, root)), move |state| async move {
            let (mut reader, root) = state?;
            let result = tokio::task::spawn_blocking(move || {
                let batch = next_batch(&mut reader, &root, pick);
                (batch, reader, root)
            })
            .await;
            match result {
                Ok((Ok(batch), reader, root)) => {
                    let done = batch.is_empty();
                    let state = (!done).then_some((reader, root));
                    Some((Ok(batch), state))
                }
                Ok((Err(err), _, _)) => Some((Err(err), None)),
                Err(join) => Some((Err(StoreError::TaskFailed(join)), None)),
            }
        })
        .take_while(|batch| std::future::ready(!matches!(batch, Ok(b) if b.is_empty())))
        .flat_map(crate::source::one_at_a_time)
        .boxed()
    }
}

/// Picks the entry a directory's file name lists, if it lists one.
pub(super) type PickName = fn(&Path, &str) -> Option<HostName>;

/// Reads the next batch of entry names, as `pick` finds them among the file names.
fn next_batch(
    reader: &mut std::fs::ReadDir,
    root: &Path,
    pick: PickName,
) -> Result<Vec<HostName>, StoreError> {
    let mut names = Vec::with_capacity(LIST_BATCH);
    let mut scanned = 0;
    for entry in reader.by_ref() {
        let entry = entry.map_err(|source| StoreError::Io {
            op: "listing",
            path: root.to_owned(),
            source,
        })?;
        scanned += 1;
        if let Some(name) = entry.file_name().to_str().and_then(|file| pick(root, file)) {
            names.push(name);
        }
        if scanned >= LIST_BATCH {
            break;
        }
    }
    if scanned >= LIST_BATCH && names.is_empty() {
        // A batch of unrelated files: keep going rather than signal the end of the listing.
        return next_batch(reader, root, pick);
    }
    Ok(names)
}

/// The entry a file names, if this file is the one that lists it. A host is listed from its
/// first slot that exists, in [`Slot::ALL`] order, so it is listed once without remembering
/// what was seen.
pub(super) fn listed_name(root: &Path, file: &str) -> Option<HostName> {
    for (index, slot) in Slot::ALL.iter().enumerate() {
        let Some(stem) = file.strip_suffix(slot.cert_suffix()) else {
            continue;
        };
        let name = HostName::parse_store_name(stem).ok()?;
        // A typed slot lists the host only when no earlier slot exists.
        let listed_earlier = Slot::ALL[..index].iter().any(|earlier| {
            root.join(format!("{stem}{}", earlier.cert_suffix()))
                .exists()
        });
        return (!listed_earlier).then_some(name);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_each_host_once_from_its_first_slot() {
        let dir = tempfile::tempdir().unwrap();
        for file in [
            "a.example.crt",
            "a.example.crt.rsa",
            "b.example.crt.rsa",
            "*.w.example.crt",
            "junk.txt",
            ".a.crt.tmp-1",
        ] {
            std::fs::write(dir.path().join(file), "x").unwrap();
        }
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| listed_name(dir.path(), e.unwrap().file_name().to_str().unwrap()))
            .map(|n| n.to_string())
            .collect();
        names.sort();
        assert_eq!(names, ["*.w.example", "a.example", "b.example"]);
    }
}
