"""smuggle_check: an independent, black-box request-smuggling checker for tlsfront's reverse
proxy. See docs/src/smuggling-independent.md."""
