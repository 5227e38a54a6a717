// The Go application the proxy tests put behind tlsfront: net/http and nothing else, as a Go
// service is run behind a TLS-terminating proxy. It listens on up to four sockets, each with
// a server of its own: HTTP/1.1 and HTTP/2 without TLS (h2c, prior knowledge) on one TCP port;
// with -tls-cert and -tls-key, TLS on a second port offering h2 and http/1.1 by ALPN and on a
// third offering http/1.1 alone; with -unix, HTTP/1.1 and h2c on a Unix socket.
//
// Every request is answered with what net/http made of it, one "name: value" line each, read
// the way a Go application reads it (r.Host, r.RequestURI, r.URL, r.Proto, r.TLS, r.Header),
// and which listener it came in on. The client address and scheme are derived as an
// application behind one proxy derives them: the last X-Forwarded-For entry and
// X-Forwarded-Proto, and the last Forwarded element. The test kit
// (crates/tlsfront-testkit/src/apps/report.rs) parses the lines.
//
// It prints "listening on ADDR" once it accepts connections on TCP, then, for each other
// listener, "tls listening on ADDR", "tls-http1 listening on ADDR", "unix listening on PATH".
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Requests answered so far: a test compares it before and after a request that must not
// arrive.
var answered atomic.Int64

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address for HTTP/1.1 and h2c")
	tlsListen := flag.String("tls-listen", "127.0.0.1:0", "TCP address for TLS with h2 and http/1.1 (with -tls-cert)")
	tlsHTTP1Listen := flag.String("tls-http1-listen", "127.0.0.1:0", "TCP address for TLS with http/1.1 alone (with -tls-cert)")
	certFile := flag.String("tls-cert", "", "PEM certificate chain: serve TLS too")
	keyFile := flag.String("tls-key", "", "PEM private key of -tls-cert")
	unixPath := flag.String("unix", "", "Unix socket path for HTTP/1.1 and h2c")
	flag.Parse()

	failed := make(chan error)
	// Printed first, so that a reader of "listening on " finds the TCP address.
	serve("tcp", "tcp", *listen, cleartext(), nil, failed)
	if *certFile != "" {
		certificate, err := tls.LoadX509KeyPair(*certFile, *keyFile)
		if err != nil {
			log.Fatal(err)
		}
		config := &tls.Config{Certificates: []tls.Certificate{certificate}}
		var both, http1 http.Protocols
		both.SetHTTP1(true)
		both.SetHTTP2(true)
		http1.SetHTTP1(true)
		serve("tls", "tcp", *tlsListen, both, config, failed)
		serve("tls-http1", "tcp", *tlsHTTP1Listen, http1, config, failed)
	}
	if *unixPath != "" {
		serve("unix", "unix", *unixPath, cleartext(), nil, failed)
	}
	log.Fatal(<-failed)
}

// cleartext is HTTP/1.1 and h2c with prior knowledge.
func cleartext() http.Protocols {
	var protocols http.Protocols
	protocols.SetHTTP1(true)
	protocols.SetUnencryptedHTTP2(true)
	return protocols
}

// serve listens on address and serves there in the background (over TLS with config), each
// request reported as having come in on name; it says where once it accepts connections.
func serve(name, network, address string, protocols http.Protocols, config *tls.Config, failed chan<- error) {
	listener, err := net.Listen(network, address)
	if err != nil {
		log.Fatal(err)
	}
	server := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			report(w, r, name)
		}),
		Protocols:         &protocols,
		TLSConfig:         config,
		ReadHeaderTimeout: 10 * time.Second,
	}
	go func() {
		if config != nil {
			failed <- server.ServeTLS(listener, "", "")
		} else {
			failed <- server.Serve(listener)
		}
	}()
	announce := name + " listening on"
	if name == "tcp" {
		announce = "listening on"
	}
	fmt.Printf("%s %s\n", announce, listener.Addr())
	os.Stdout.Sync()
}

func report(w http.ResponseWriter, r *http.Request, listener string) {
	bodyLength, _ := io.Copy(io.Discard, r.Body)
	seq := answered.Add(1)
	hostCount := len(r.Header.Values("Host"))
	if r.Host != "" {
		hostCount++
	}
	xff := r.Header.Values("X-Forwarded-For")
	forwarded := r.Header.Values("Forwarded")
	last := lastForwardedElement(forwarded)
	lines := [][2]string{
		{"app", "go"},
		{"seq", strconv.FormatInt(seq, 10)},
		{"listener", listener},
		{"tls", tlsState(r)},
		{"proto", r.Proto},
		{"method", r.Method},
		{"host", r.Host},
		{"host_count", strconv.Itoa(hostCount)},
		{"target", r.RequestURI},
		{"url", r.URL.String()},
		{"path", r.URL.Path},
		{"peer", r.RemoteAddr},
		{"client", clientAddress(xff, r.RemoteAddr)},
		{"scheme", scheme(r)},
		{"forwarded_for", last["for"]},
		{"forwarded_host", last["host"]},
		{"forwarded_proto", last["proto"]},
		{"x_forwarded_for", strings.Join(xff, ", ")},
		{"x_forwarded_proto", strings.Join(r.Header.Values("X-Forwarded-Proto"), ", ")},
		{"x_forwarded_host", strings.Join(r.Header.Values("X-Forwarded-Host"), ", ")},
		{"forwarded", strings.Join(forwarded, ", ")},
		{"headers", headerNames(r.Header)},
		{"body_length", strconv.FormatInt(bodyLength, 10)},
		{"client_cert_subject", clientCertSubject(r.Header.Get("Client-Cert"))},
		{"client_cert_chain", strconv.Itoa(len(byteSequences(r.Header.Get("Client-Cert-Chain"))))},
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for _, line := range lines {
		fmt.Fprintf(w, "%s: %s\n", line[0], line[1])
	}
}

// clientAddress is the last X-Forwarded-For entry (the one the nearest proxy added), else the
// peer's address.
func clientAddress(xff []string, remote string) string {
	for i := len(xff) - 1; i >= 0; i-- {
		entries := strings.Split(xff[i], ",")
		for j := len(entries) - 1; j >= 0; j-- {
			if entry := strings.TrimSpace(entries[j]); entry != "" {
				return entry
			}
		}
	}
	if host, _, err := net.SplitHostPort(remote); err == nil {
		return host
	}
	return remote
}

// clientCertSubject is the subject of the certificate a TLS-terminating proxy says the client
// showed (RFC 9440 Client-Cert: one structured-field byte sequence of DER), as a Go service
// reads it with crypto/x509; "none" without the header, "bad: ..." when it does not parse.
func clientCertSubject(value string) string {
	if value == "" {
		return "none"
	}
	sequences := byteSequences(value)
	if len(sequences) != 1 {
		return "bad: not one byte sequence"
	}
	cert, err := x509.ParseCertificate(sequences[0])
	if err != nil {
		return "bad: " + err.Error()
	}
	return cert.Subject.String()
}

// byteSequences reads a list of structured-field byte sequences (":base64:, :base64:").
func byteSequences(value string) [][]byte {
	var out [][]byte
	for _, item := range strings.Split(value, ",") {
		item = strings.TrimSpace(item)
		if len(item) < 2 || item[0] != ':' || item[len(item)-1] != ':' {
			continue
		}
		der, err := base64.StdEncoding.DecodeString(item[1 : len(item)-1])
		if err == nil {
			out = append(out, der)
		}
	}
	return out
}

// tlsState is "none" without TLS, else the protocol ALPN chose ("no alpn" when none was).
func tlsState(r *http.Request) string {
	switch {
	case r.TLS == nil:
		return "none"
	case r.TLS.NegotiatedProtocol == "":
		return "no alpn"
	default:
		return r.TLS.NegotiatedProtocol
	}
}

func scheme(r *http.Request) string {
	if proto := r.Header.Get("X-Forwarded-Proto"); proto != "" {
		return proto
	}
	if r.TLS != nil {
		return "https"
	}
	return "http"
}

// lastForwardedElement parses the last element of the Forwarded header (RFC 7239) into its
// parameters, quotes removed. Quoted commas and semicolons are not expected from a proxy.
func lastForwardedElement(values []string) map[string]string {
	params := map[string]string{}
	if len(values) == 0 {
		return params
	}
	elements := strings.Split(strings.Join(values, ","), ",")
	for _, pair := range strings.Split(elements[len(elements)-1], ";") {
		name, value, found := strings.Cut(strings.TrimSpace(pair), "=")
		if !found {
			continue
		}
		if unquoted, err := strconv.Unquote(value); err == nil {
			value = unquoted
		}
		params[strings.ToLower(name)] = value
	}
	return params
}

// headerNames lists the request's header names, lower-case and sorted (net/http moves Host
// out of r.Header into r.Host).
func headerNames(header http.Header) string {
	names := make([]string, 0, len(header))
	for name := range header {
		names = append(names, strings.ToLower(name))
	}
	sort.Strings(names)
	return strings.Join(names, ",")
}
