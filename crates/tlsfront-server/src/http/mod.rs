//! HTTP for one TLS session: the pure static planner, path normalisation, the docroot, and the
//! hyper service that ties them together.
