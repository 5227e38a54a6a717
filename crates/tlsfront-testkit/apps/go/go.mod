module tlsfront.test/apps/go

// http.Protocols (HTTP/1.1 and h2c on one port from the standard library) came in Go 1.24.
go 1.24
