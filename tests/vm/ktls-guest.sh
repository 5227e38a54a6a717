#!/bin/sh
# Runs inside the kTLS VM (busybox sh, as root), started by scripts/ktls-vm-test.
# Phase 1 runs without tls.ko, phase 2 after `load-ktls`; results go to $VM_SHARE.
# Prints PASS/FAIL lines; exits non-zero on the first failure.

set -u
CERTS=/etc/tlsfront/certs
CA=$CERTS/ca.pem
HOST=h0.bench.test
SITES=/tmp/sites
OUT=${VM_SHARE:-/tmp/out}
MIB=${VM_DOWNLOAD_MIB:-64}
BENCH_RUNS=${VM_BENCH_RUNS:-0}
mkdir -p "$OUT" "$SITES/$HOST"
SUITES="TLS13_AES_128_GCM_SHA256 TLS13_AES_256_GCM_SHA384 TLS13_CHACHA20_POLY1305_SHA256 TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256"

fail() { echo "FAIL: $*"; [ -n "${LOG:-}" ] && [ -f "$LOG" ] && tail -n 30 "$LOG"; exit 1; }
pass() { echo "PASS: $*"; }

# The site: a random file, a 612-byte page (nginx's default index.html size), and a page with
# a precompressed sibling (page.html.gz, made after it, so not older).
dd if=/dev/urandom of="$SITES/$HOST/big.bin" bs=1048576 count="$MIB" 2>/dev/null || fail "making the test file"
head -c 612 /dev/zero | tr '\0' 'x' > "$SITES/$HOST/index.html"
i=0; while [ $i -lt 300 ]; do echo "<p>line $i of a page with a gzip sibling</p>"; i=$((i + 1)); done >"$SITES/$HOST/page.html"
gzip -c "$SITES/$HOST/page.html" >"$SITES/$HOST/page.html.gz" || fail "making page.html.gz"
BIG_SHA=$(sha256sum "$SITES/$HOST/big.bin" | cut -d' ' -f1)
BIG_BYTES=$((MIB * 1048576))
GZ_SHA=$(sha256sum "$SITES/$HOST/page.html.gz" | cut -d' ' -f1)
GZ_BYTES=$(wc -c <"$SITES/$HOST/page.html.gz" | tr -d ' ')

# start NAME PORT ADMIN KTLS: starts a server, waits until it serves.
start() {
  LOG=/tmp/$1.log
  tlsfront serve --listen "127.0.0.1:$2" --admin "127.0.0.1:$3" --certs "dir:$CERTS" --sites "$SITES" \
    --ktls "$4" --access-log=false --log info,tlsfront_server=debug >"$LOG" 2>&1 &
  PID=$!
  i=0
  while ! grep -q "tlsfront is serving" "$LOG" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 300 ] && fail "$1 did not start"
    kill -0 $PID 2>/dev/null || fail "$1 exited at start"
    sleep 0.1
  done
}

stop() {
  kill -TERM "$1"
  i=0
  while kill -0 "$1" 2>/dev/null; do i=$((i + 1)); [ $i -gt 300 ] && fail "server $1 did not stop"; sleep 0.1; done
}

metric() { wget -qO- "http://127.0.0.1:$1/metrics" | grep -F "$2 " | tail -n 1 | awk '{print $2}'; }

# The request set: a 64 MiB download, ranges, keep-alive (all on one connection), conditionals,
# and the gzip sibling of page.html, whole and a range of its bytes (sendfile of the .gz).
fetch() { # PORT SUITE -> transcript on stdout
  tlsfront-vm-client --connect "127.0.0.1:$1" --sni "$HOST" --ca "$CA" --suite "$2" \
    'GET /big.bin' 'GET /big.bin|range: bytes=1000-1999999' 'GET /big.bin|range: bytes=-1000' \
    'HEAD /big.bin' 'GET /index.html' 'GET /index.html|if-none-match: *' 'GET /missing' 'GET /index.html' \
    'GET /page.html|accept-encoding: gzip, deflate, br' 'GET /page.html|accept-encoding: gzip|range: bytes=10-'
}

check_transcript() { # FILE WHAT
  grep -q "body $BIG_BYTES bytes sha256 $BIG_SHA" "$1" || fail "$2: the $MIB MiB download does not match its SHA-256"
  [ "$(grep -c '^== ' "$1")" = 10 ] || fail "$2: not every request on the keep-alive connection was answered"
  grep -q "^content-range: bytes 1000-1999999/$BIG_BYTES" "$1" || fail "$2: range"
  grep -q "HTTP/1.1 304" "$1" || fail "$2: conditional"
  grep -q "body $GZ_BYTES bytes sha256 $GZ_SHA" "$1" || fail "$2: page.html.gz was not sent for Accept-Encoding: gzip"
  grep -q "^content-encoding: gzip" "$1" || fail "$2: no content-encoding: gzip"
  grep -q "^content-range: bytes 10-$((GZ_BYTES - 1))/$GZ_BYTES" "$1" || fail "$2: range of the gzip sibling"
}

echo "== phase 1: no tls.ko"
grep -q . /proc/net/tls_stat 2>/dev/null && fail "kTLS is loaded before load-ktls"
if tlsfront serve --listen 127.0.0.1:8999 --certs "dir:$CERTS" --sites "$SITES" --ktls require >/tmp/require.log 2>&1; then
  fail "--ktls require started without kTLS"
fi
grep -q "kTLS is required" /tmp/require.log || fail "--ktls require: no clear error: $(cat /tmp/require.log)"
pass "ktls = require refuses to start without tls.ko: $(grep -o 'kTLS is required.*' /tmp/require.log | head -c 200)"

start user 8443 9443 auto
grep -q "kTLS: unavailable" "$LOG" || fail "no 'kTLS: unavailable' start-up line"
for suite in $SUITES; do
  fetch 8443 "$suite" >"$OUT/user.$suite.txt" 2>>/tmp/client.log || fail "user-space fetch with $suite"
  check_transcript "$OUT/user.$suite.txt" "user space $suite"
done
[ "$(metric 9443 'tlsfront_ktls_connections_total{cipher="AES-128-GCM"}')" = 0 ] || fail "kTLS used without tls.ko"
pass "without tls.ko: user-space TLS, $MIB MiB downloads match SHA-256 for all 4 suites"
stop $PID

echo "== phase 2: load-ktls"
load-ktls >/tmp/load-ktls.log 2>&1 || fail "load-ktls: $(cat /tmp/load-ktls.log)"
start kernel 8443 9443 auto
grep -q "kTLS: on" "$LOG" || fail "no 'kTLS: on' start-up line: $(grep kTLS "$LOG")"
pass "start-up probe: $(grep -o 'support=.*' "$LOG" | head -n 1)"
tx_before=$(awk '/TlsTxSw/ {print $2}' /proc/net/tls_stat)
expected_sendfile=0
for suite in $SUITES; do
  fetch 8443 "$suite" >"$OUT/kernel.$suite.txt" 2>>/tmp/client.log || fail "kTLS fetch with $suite"
  check_transcript "$OUT/kernel.$suite.txt" "kTLS $suite"
  cmp -s "$OUT/user.$suite.txt" "$OUT/kernel.$suite.txt" || { diff "$OUT/user.$suite.txt" "$OUT/kernel.$suite.txt"; fail "kTLS and user space answered differently ($suite)"; }
  # File bodies (200 and 206 of GET) go out with sendfile; the 404 text is written.
  bytes=$(awk '/^== GET/ {get=1} /^== HEAD/ {get=0} /^HTTP\/1.1/ {status=$2} /^body/ {if (get && (status==200 || status==206)) sum+=$2} END {print sum+0}' "$OUT/kernel.$suite.txt")
  expected_sendfile=$((expected_sendfile + bytes))
done
pass "with tls.ko: $MIB MiB downloads, ranges, keep-alive, conditionals and a precompressed sibling (whole and ranged) over kTLS match user space byte for byte (4 suites)"
tx_after=$(awk '/TlsTxSw/ {print $2}' /proc/net/tls_stat)
[ $((tx_after - tx_before)) -ge 4 ] || fail "/proc/net/tls_stat TlsTxSw did not count the kTLS sockets ($tx_before -> $tx_after)"
for cipher in AES-128-GCM AES-256-GCM CHACHA20-POLY1305; do
  n=$(metric 9443 "tlsfront_ktls_connections_total{cipher=\"$cipher\"}")
  [ "${n:-0}" -ge 1 ] || fail "no kTLS connection counted for $cipher"
done
sent=$(metric 9443 tlsfront_sendfile_bytes_total)
[ "$sent" = "$expected_sendfile" ] || fail "sendfile sent $sent bytes, the file bodies were $expected_sendfile"
body=$(metric 9443 tlsfront_response_body_bytes_total)
grep -q "kTLS: send 1, receive 1" "$LOG" || fail "no per-connection kTLS debug line"
grep -q "sendfile: $BIG_BYTES" "$LOG" || fail "no 'sendfile: $BIG_BYTES' debug line"
pass "server reports kTLS TX+RX on every connection ($(grep -c 'kTLS: send 1' "$LOG") lines) and sent all $sent file-body bytes with sendfile (all body bytes: $body); TlsTxSw $tx_before -> $tx_after"

tlsfront-vm-client --connect 127.0.0.1:8443 --sni "$HOST" --ca "$CA" --suite TLS13_AES_128_GCM_SHA256 --key-update \
  'GET /index.html' 'GET /index.html' >/tmp/keyupdate.txt 2>&1 || fail "KeyUpdate client: $(cat /tmp/keyupdate.txt)"
# The 6.1 kernel cannot rekey TLS 1.3, so the connection must be closed, logged and counted.
grep -q "connection closed after the KeyUpdate" /tmp/keyupdate.txt || fail "the connection was not closed after the KeyUpdate: $(cat /tmp/keyupdate.txt)"
sleep 0.5
grep -q "KeyUpdate" "$LOG" || fail "no log line for the KeyUpdate"
[ "$(metric 9443 'tlsfront_ktls_closed_total{kind="key_update"}')" = 1 ] || fail "KeyUpdate not counted"
pass "client KeyUpdate: connection closed cleanly, logged: $(grep -o 'client sent a TLS 1.3 KeyUpdate.*' "$LOG" | head -n 1)"

# ALPN h2 stays in user space; a client offering no ALPN is handed to the kernel like http/1.1.
h2_before=$(metric 9443 'tlsfront_ktls_skipped_total{reason="h2"}')
tlsfront-vm-client --connect 127.0.0.1:8443 --sni "$HOST" --ca "$CA" --suite TLS13_AES_128_GCM_SHA256 --alpn h2 \
  >/tmp/h2.txt 2>&1 || fail "h2 handshake: $(cat /tmp/h2.txt)"
sleep 0.3
[ "$(metric 9443 'tlsfront_ktls_skipped_total{reason="h2"}')" = $((${h2_before:-0} + 1)) ] || fail "an h2 connection was not kept in user space"
aes_before=$(metric 9443 'tlsfront_ktls_connections_total{cipher="AES-128-GCM"}')
tlsfront-vm-client --connect 127.0.0.1:8443 --sni "$HOST" --ca "$CA" --suite TLS13_AES_128_GCM_SHA256 --alpn '' \
  'GET /index.html' >/tmp/noalpn.txt 2>&1 || fail "no-ALPN client: $(cat /tmp/noalpn.txt)"
grep -q "^HTTP/1.1 200" /tmp/noalpn.txt || fail "no-ALPN request: $(cat /tmp/noalpn.txt)"
[ "$(metric 9443 'tlsfront_ktls_connections_total{cipher="AES-128-GCM"}')" = $((${aes_before:-0} + 1)) ] || fail "a connection without ALPN was not handed to the kernel"
pass "ALPN h2 stays in user space (ktls_skipped_total{reason=h2}); no ALPN goes to the kernel like http/1.1"
# Another connection works after that.
fetch 8443 TLS13_AES_128_GCM_SHA256 >/dev/null 2>&1 || fail "a new connection after the KeyUpdate"
grep -qi "panic" "$LOG" && fail "the server panicked"
cp "$LOG" "$OUT/kernel.log"
cat /proc/net/tls_stat >"$OUT/tls_stat"
stop $PID

if [ "$BENCH_RUNS" -gt 0 ]; then
  echo "== throughput: $BENCH_RUNS x $MIB MiB per mode, alternating"
  start userspace 8444 9444 off; USER_PID=$PID
  start kernel 8443 9443 auto; KERNEL_PID=$PID
  ticks() { awk '{print $14, $15}' "/proc/$1/stat"; }
  : >"$OUT/bench.txt"
  i=0
  while [ $i -lt "$BENCH_RUNS" ]; do
    for mode in userspace ktls; do
      if [ $mode = ktls ]; then port=8443; pid=$KERNEL_PID; else port=8444; pid=$USER_PID; fi
      before=$(ticks $pid)
      tlsfront-vm-client --connect "127.0.0.1:$port" --sni "$HOST" --ca "$CA" --suite TLS13_AES_256_GCM_SHA384 'GET /big.bin' \
        >/dev/null 2>/tmp/bench.err || fail "bench download ($mode)"
      after=$(ticks $pid)
      seconds=$(grep -o 'in [0-9.]* s' /tmp/bench.err | awk '{print $2}')
      echo "$mode $MIB $seconds $before $after" >>"$OUT/bench.txt"
    done
    i=$((i + 1))
  done
  pass "throughput runs recorded in bench.txt (mode MiB seconds utime0 stime0 utime1 stime1)"
fi
echo "ALL PASSED"
