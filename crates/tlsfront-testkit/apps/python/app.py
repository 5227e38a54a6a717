"""The ASGI application the proxy tests put behind tlsfront, under uvicorn (HTTP/1.1, h11).

Every request is answered with what uvicorn put in the ASGI scope, one "name: value" line each:
`http_version`, `scheme`, `path`, `raw_path` and `query_string` (the target), `server`, the
`headers` list, and `client`; `listener` is `unix` when `server` is a socket's path (uvicorn
`--uds`, no port), else `tcp`. Started with `--proxy-headers --forwarded-allow-ips '*'`,
uvicorn itself derives `client` from X-Forwarded-For and `scheme` from X-Forwarded-Proto. The
test kit (crates/tlsfront-testkit/src/apps/report.rs) parses the lines.
"""

# Requests answered so far: a test compares it before and after a request that must not arrive.
answered = 0


async def app(scope, receive, send):
    global answered
    if scope["type"] != "http":
        return
    body_length = 0
    more = True
    while more:
        message = await receive()
        if message["type"] != "http.request":
            return
        body_length += len(message.get("body", b""))
        more = message.get("more_body", False)
    answered += 1
    body = report(scope, body_length).encode("utf-8")
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode("ascii")),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def report(scope, body_length):
    headers = [
        (name.decode("latin-1").lower(), value.decode("latin-1"))
        for name, value in scope["headers"]
    ]

    def values(name):
        return [value for n, value in headers if n == name]

    hosts = values("host")
    client = scope.get("client")
    server = scope.get("server")
    raw_path = scope.get("raw_path") or scope["path"].encode("utf-8")
    target = raw_path.decode("latin-1")
    if scope["query_string"]:
        target += "?" + scope["query_string"].decode("latin-1")
    # uvicorn --uds gives (path, None); a TCP listener (host, port).
    on_socket = server is not None and server[1] is None
    if server is None:
        server_text = ""
    elif on_socket:
        server_text = server[0]
    else:
        server_text = f"{server[0]}:{server[1]}"
    lines = [
        ("app", "uvicorn"),
        ("seq", answered),
        ("proto", "HTTP/" + scope["http_version"]),
        ("method", scope["method"]),
        ("host", hosts[0] if hosts else ""),
        ("host_count", len(hosts)),
        ("target", target),
        ("path", scope["path"]),
        ("client", client[0] if client else ""),
        ("scheme", scope["scheme"]),
        ("listener", "unix" if on_socket else "tcp"),
        ("server", server_text),
        ("x_forwarded_for", ", ".join(values("x-forwarded-for"))),
        ("x_forwarded_proto", ", ".join(values("x-forwarded-proto"))),
        ("x_forwarded_host", ", ".join(values("x-forwarded-host"))),
        ("forwarded", ", ".join(values("forwarded"))),
        ("headers", ",".join(sorted({name for name, _ in headers}))),
        ("body_length", body_length),
    ]
    return "".join(f"{name}: {value}\n" for name, value in lines)
