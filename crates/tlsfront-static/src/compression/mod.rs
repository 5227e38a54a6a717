//! Compression: what is worth compressing, the compressors, and bodies compressed on the fly.

pub mod compressed_cache;
pub mod compressible;
pub mod compressor;
pub mod on_the_fly;
