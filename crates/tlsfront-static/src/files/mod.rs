//! Files: a host's docroot, opened beneath it only, and small files kept in memory.

mod beneath;
pub mod docroot;
mod docroot_cache;
pub mod file_cache;
mod file_watch;
pub mod sites_root;
