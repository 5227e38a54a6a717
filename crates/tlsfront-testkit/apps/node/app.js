// The Node.js application the proxy tests put behind tlsfront: node:http and nothing else,
// HTTP/1.1 on a TCP port or a Unix socket, as a Node service is run behind a TLS-terminating
// proxy.
//
// Every request is answered with what node:http made of it, one "name: value" line each:
// req.headers.host, req.url, req.httpVersion, and req.rawHeaders for what arrived more than
// once. The client address and scheme are derived as an application behind one proxy derives
// them: the last X-Forwarded-For entry and X-Forwarded-Proto. The test kit
// (crates/tlsfront-testkit/src/apps/report.rs) parses the lines.
//
// Its argument is HOST:PORT, or the path of a Unix socket (starting with "/"). It prints
// "listening on ADDR" (or "listening on PATH") once it accepts connections.
'use strict';

const http = require('node:http');

// Requests answered so far: a test compares it before and after a request that must not
// arrive.
let answered = 0;

const server = http.createServer((req, res) => {
  let bodyLength = 0;
  req.on('data', (chunk) => {
    bodyLength += chunk.length;
  });
  req.on('end', () => {
    answered += 1;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end(report(req, bodyLength));
  });
});

function report(req, bodyLength) {
  const raw = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    raw.push([req.rawHeaders[i].toLowerCase(), req.rawHeaders[i + 1]]);
  }
  const values = (name) => raw.filter(([n]) => n === name).map(([, v]) => v);
  const xff = values('x-forwarded-for');
  const proto = values('x-forwarded-proto');
  const lines = [
    ['app', 'node'],
    ['seq', answered],
    ['proto', `HTTP/${req.httpVersion}`],
    ['method', req.method],
    ['host', req.headers.host ?? ''],
    ['host_count', values('host').length],
    ['target', req.url],
    ['listener', typeof server.address() === 'string' ? 'unix' : 'tcp'],
    ['peer', `${req.socket.remoteAddress}:${req.socket.remotePort}`],
    ['client', lastEntry(xff) ?? req.socket.remoteAddress],
    ['scheme', proto.length > 0 ? proto[0] : 'http'],
    ['x_forwarded_for', xff.join(', ')],
    ['x_forwarded_proto', proto.join(', ')],
    ['x_forwarded_host', values('x-forwarded-host').join(', ')],
    ['forwarded', values('forwarded').join(', ')],
    ['headers', [...new Set(raw.map(([n]) => n))].sort().join(',')],
    ['body_length', bodyLength],
  ];
  return lines.map(([name, value]) => `${name}: ${value}\n`).join('');
}

// The last non-empty entry of a list header's values.
function lastEntry(values) {
  const entries = values
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.length > 0 ? entries[entries.length - 1] : undefined;
}

const listen = process.argv[2] ?? '127.0.0.1:0';
if (listen.startsWith('/')) {
  server.listen(listen, () => {
    console.log(`listening on ${server.address()}`);
  });
} else {
  const colon = listen.lastIndexOf(':');
  server.listen(Number(listen.slice(colon + 1)), listen.slice(0, colon), () => {
    const { address, port } = server.address();
    console.log(`listening on ${address}:${port}`);
  });
}
