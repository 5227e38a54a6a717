"""The compression scenario's page set: an HTML page of about 30 KB with its stylesheet (about
60 KB) and script (about 200 KB), text that compresses as a real site's does. Made the same on
every machine from files Debian ships (scripts/install-deps bench installs them):

- app.js: jQuery 3 minified (libjs-jquery) followed by jQuery UI's minified widgets
  (libjs-jquery-ui), whole files in name order, until 200 KB: a site's script bundle;
- style.css: jQuery UI's stylesheet (unminified, as many sites ship theirs), then the site's
  own rules, generated from a fixed seed: components, states and breakpoints with varied
  values, until 60 KB;
- index.html: a documentation-style page whose prose is the GPL 3's text (base-files), in
  sections with headings, navigation, lists, a table and a footer, until 30 KB.

Two copies go into the shared docroot: `plain/` (the files alone, for on-the-fly compression)
and `precompressed/` (the files with `.gz` (gzip -9), `.br` (brotli -q 11) and `.zst` (zstd
-19) siblings, made by those CLIs where installed; one that is missing is left out, said).
"""

import os
import random
import shutil

from common import BenchError, log, run_tool

FILES = ("index.html", "style.css", "app.js")
JQUERY = "/usr/share/javascript/jquery/jquery.min.js"
JQUERY_UI_WIDGETS = "/usr/share/javascript/jquery-ui/ui/widgets"
JQUERY_UI_CSS = "/usr/share/javascript/jquery-ui/themes/base/jquery-ui.css"
PROSE = "/usr/share/common-licenses/GPL-3"
SIZES = {"index.html": 30_000, "style.css": 60_000, "app.js": 200_000}
# Each sibling's encoding, the CLI that writes it, and its highest level: the siblings are made
# once, at deploy time, so their size is what counts, not the time they take.
SIBLINGS = (("br", "brotli", ["brotli", "-q", "11", "-k", "-f", "-o"]),
            ("zst", "zstd", ["zstd", "-19", "-q", "-k", "-f", "-o"]),
            ("gz", "gzip", None))
VERSION = "1"  # bump when the recipe changes, so cached copies are made again


def make(docroot):
    """Writes plain/ and precompressed/ under `docroot` (once; cached by VERSION); returns
    {"plain": dir, "precompressed": dir, "files": {name: size}, "siblings": [encodings made],
    "missing": {encoding: why}}."""
    root = os.path.join(docroot, "pageset")
    stamp = os.path.join(root, ".complete")
    plain, pre = os.path.join(root, "plain"), os.path.join(root, "precompressed")
    if not (os.path.exists(stamp) and open(stamp).read() == VERSION):
        if os.path.exists(root):
            shutil.rmtree(root)
        os.makedirs(plain)
        os.makedirs(pre)
        for name, text in (("app.js", _script()), ("style.css", _stylesheet()), ("index.html", _page())):
            for folder in (plain, pre):
                with open(os.path.join(folder, name), "wb") as f:
                    f.write(text)
        for name in FILES:
            for encoding, tool, argv in SIBLINGS:
                if shutil.which(tool) is None:
                    continue
                source, target = os.path.join(pre, name), os.path.join(pre, f"{name}.{encoding}")
                if argv is None:
                    # gzip -9 -n: no name or time stamp in the header, so the bytes are the same
                    # on every run.
                    with open(target, "wb") as out:
                        run_tool(["gzip", "-9", "-n", "-c", source], timeout=60, capture=False, stdout_to=out)
                else:
                    run_tool(argv + [target, source], timeout=120, capture=False)
                # Siblings not older than the file (tlsfront ignores older ones).
                stat = os.stat(source)
                os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        with open(stamp, "w") as f:
            f.write(VERSION)
        log(f"page set written to {root}")
    made = [encoding for encoding, tool, _ in SIBLINGS if os.path.exists(os.path.join(pre, f"app.js.{encoding}"))]
    missing = {encoding: f"`{tool}` is not installed" for encoding, tool, _ in SIBLINGS if encoding not in made}
    return {"plain": plain, "precompressed": pre, "files": {n: os.path.getsize(os.path.join(plain, n)) for n in FILES},
            "siblings": made, "missing": missing}


def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise BenchError(f"{path} is missing ({e}): scripts/install-deps bench installs it") from e


def _script():
    parts = [_read(JQUERY)]
    widgets = sorted(n for n in os.listdir(JQUERY_UI_WIDGETS) if n.endswith(".min.js"))
    for name in widgets:
        if sum(len(p) for p in parts) >= SIZES["app.js"]:
            break
        parts.append(_read(os.path.join(JQUERY_UI_WIDGETS, name)))
    return b"\n".join(parts)


def _stylesheet():
    text = _read(JQUERY_UI_CSS).decode()
    rng = random.Random(17)
    components = ["header", "nav", "hero", "card", "button", "badge", "alert", "table", "form", "input", "footer",
                  "sidebar", "modal", "tabs", "toast", "avatar", "breadcrumb", "pagination", "tooltip", "menu"]
    parts = ["title", "body", "icon", "link", "item", "label", "media", "actions", "meta", "caption"]
    states = ["", ":hover", ":focus-visible", ".is-active", ".is-disabled", "::before"]
    properties = [("color", lambda: f"#{rng.randrange(0x1000000):06x}"),
                  ("background-color", lambda: f"#{rng.randrange(0x1000000):06x}"),
                  ("padding", lambda: f"{rng.randrange(0, 33)}px {rng.randrange(0, 49)}px"),
                  ("margin", lambda: f"0 0 {rng.randrange(0, 25)}px"),
                  ("font-size", lambda: f"{rng.choice([0.75, 0.875, 1, 1.125, 1.25, 1.5, 2])}rem"),
                  ("line-height", lambda: f"{rng.choice([1.2, 1.4, 1.5, 1.6])}"),
                  ("border", lambda: f"{rng.randrange(1, 4)}px solid #{rng.randrange(0x1000000):06x}"),
                  ("border-radius", lambda: f"{rng.randrange(0, 17)}px"),
                  ("display", lambda: rng.choice(["block", "flex", "inline-flex", "grid", "none"])),
                  ("gap", lambda: f"{rng.randrange(0, 33)}px"),
                  ("transition", lambda: f"{rng.choice(['opacity', 'transform', 'color'])} "
                                         f"{rng.randrange(100, 400)}ms ease-in-out"),
                  ("box-shadow", lambda: f"0 {rng.randrange(1, 9)}px {rng.randrange(2, 25)}px "
                                         f"rgba(0, 0, 0, 0.{rng.randrange(5, 40):02d})")]
    out = [text, "\n/* Site styles */\n"]
    size = len(text)
    while size < SIZES["style.css"]:
        block = []
        if rng.random() < 0.1:
            block.append(f"@media (min-width: {rng.choice([576, 768, 992, 1200])}px) {{\n")
        selector = f".site-{rng.choice(components)}__{rng.choice(parts)}{rng.choice(states)}"
        block.append(f"{selector} {{\n")
        for prop, value in rng.sample(properties, rng.randrange(2, 6)):
            block.append(f"  {prop}: {value()};\n")
        block.append("}\n")
        if block[0].startswith("@media"):
            block.append("}\n")
        chunk = "".join(block)
        out.append(chunk)
        size += len(chunk)
    return "".join(out).encode()


def _page():
    paragraphs = [" ".join(p.split()) for p in _read(PROSE).decode().split("\n\n") if len(p.split()) > 8]
    rng = random.Random(29)
    out = ['<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n',
           '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
           "<title>Hosting documentation: licence terms</title>\n",
           '<link rel="stylesheet" href="style.css">\n<script src="app.js" defer></script>\n</head>\n<body>\n',
           '<header class="site-header"><nav class="site-nav"><ul>\n']
    for i in range(24):
        out.append(f'<li class="site-nav__item"><a class="site-nav__link" href="/docs/section-{i}.html">'
                   f'Section {i}</a></li>\n')
    out.append("</ul></nav></header>\n<main class=\"site-main\">\n<article class=\"site-card\">\n")
    size = sum(len(p) for p in out)
    section = 0
    for paragraph in paragraphs:
        if size >= SIZES["index.html"] - 800:
            break
        if rng.random() < 0.2:
            section += 1
            chunk = f'<h2 id="s{section}" class="site-card__title">{section}. {" ".join(paragraph.split()[:5])}</h2>\n'
        elif rng.random() < 0.1:
            items = paragraph.split(". ")
            chunk = "<ul class=\"site-list\">\n" + "".join(f"<li class=\"site-list__item\">{item}</li>\n"
                                                         for item in items) + "</ul>\n"
        else:
            chunk = f'<p class="site-card__body">{paragraph}</p>\n'
        out.append(chunk)
        size += len(chunk)
    out.append('</article>\n<table class="site-table"><tr><th>Plan</th><th>Sites</th><th>Price</th></tr>\n')
    for i in range(6):
        out.append(f"<tr><td>Plan {i + 1}</td><td>{(i + 1) * 10}</td><td>{(i + 1) * 4}.00 EUR</td></tr>\n")
    out.append('</table>\n</main>\n<footer class="site-footer"><p>&copy; Example Hosting</p></footer>\n'
               "</body>\n</html>\n")
    return "".join(out).encode()
