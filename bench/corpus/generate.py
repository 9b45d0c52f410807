#!/usr/bin/env python3
"""Writes a deterministic notesite site with N versions for the build
benchmark: notesite.yml, content/versions/*.md and a few small assets.

Usage: generate.py N OUTDIR [--platforms]

The same N always gives the same bytes (fixed seed, no clock), so timings of
different runs compare like with like. With --platforms, the same versions
also name three declared platforms (a quarter of the versions, a fifth of
the features and rows) and content/unreleased/ holds ten change fragments
shown on the changelog; the other bytes stay as without it."""
import datetime
import os
import random
import struct
import sys
import zlib

SEED = 20260318

WORDS = ("sync library editor export import toolbar sidebar widget search filter "
         "share sheet preview thumbnail cache network offline account settings "
         "backup restore device tablet phone watch theme color font layout "
         "performance memory battery launch startup crash fix improve update "
         "faster smoother clearer smaller larger newer older shortcut gesture "
         "journal prompt streak tag folder archive reminder calendar").split()
VERBS = "Fixed Improved Added Removed Updated Reduced Reworked Polished".split()
ICONS = ("star.fill sparkles wand.and.stars bolt.fill lock.shield.fill ant.fill "
         "hammer.fill paintbrush.fill bell.fill gearshape.fill heart.fill photo "
         "play.fill magnifyingglass icloud.fill arrow.triangle.2.circlepath").split()
COLORS = ["orange", "#7c4dff", "#c8553d", "teal", "rgb(30 120 200)", "hsl(140 50% 35%)"]


def words(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def inline(rng, low=4, high=14):
    """A sentence with at most one inline Markdown construct."""
    parts = words(rng, low, high).split(" ")
    roll = rng.random()
    i = rng.randrange(len(parts))
    if roll < 0.2:
        parts[i] = "**" + parts[i] + "**"
    elif roll < 0.35:
        parts[i] = "_" + parts[i] + "_"
    elif roll < 0.5:
        parts[i] = "`" + parts[i] + "()`"
    elif roll < 0.62:
        parts[i] = "[" + parts[i] + "](https://example.com/docs/" + parts[i] + ")"
    elif roll < 0.65:
        # A site-relative link, which every page rewrites for its own depth.
        parts[i] = "[" + parts[i] + "](versions/1.0.0/)"
    return rng.choice(VERBS) + " " + " ".join(parts) + "."


def block(rng):
    roll = rng.random()
    if roll < 0.35:
        return "\n".join("- " + inline(rng) for _ in range(rng.randint(2, 6)))
    if roll < 0.5:
        return "\n".join(f"{n}. " + inline(rng) for n in range(1, rng.randint(3, 6)))
    if roll < 0.6:
        return "### " + words(rng, 1, 4).title()
    if roll < 0.7:
        lines = [f"let {rng.choice(WORDS)} = {rng.choice(WORDS)}.{rng.choice(WORDS)}()"
                 for _ in range(rng.randint(2, 6))]
        return "```swift\n" + "\n".join(lines) + "\n```"
    if roll < 0.75:
        return "> **Note:** " + inline(rng) + "\n> " + inline(rng)
    if roll < 0.77:
        return "![" + words(rng, 2, 4) + "](assets/screenshot.png)"
    return " ".join(inline(rng) for _ in range(rng.randint(2, 5)))


def body(rng):
    """A CommonMark body of roughly 0.5-4 KB."""
    target = rng.randint(500, 3800)
    out = ["## What's new in " + words(rng, 1, 3).title()]
    size = len(out[0])
    while size < target:
        piece = block(rng)
        out.append(piece)
        size += len(piece) + 2
    return "\n\n".join(out) + "\n"


def versions(rng, count):
    """`count` distinct versions in ascending order: majors, minors and
    patches, with betas and release candidates before some minors."""
    out = []
    major, minor = 1, 0
    minors = rng.randint(5, 40)
    while len(out) < count:
        if minor > 0 and rng.random() < 0.15:
            out.append(f"{major}.{minor}.0-beta.1")
            if rng.random() < 0.5:
                out.append(f"{major}.{minor}.0-rc.1")
        for patch in range(rng.randint(1, 6)):
            out.append(f"{major}.{minor}.{patch}")
        minor += 1
        if minor > minors:
            major, minor = major + 1, 0
            minors = rng.randint(5, 40)
    return out[:count]


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def version_file(rng, version, date):
    lines = ["---", f"version: {version}", f"date: {date.isoformat()}",
             "title: " + quoted(inline(rng, 2, 5))]
    lines.append("features:")
    for _ in range(rng.randint(1, 5)):
        lines.append(f"  - icon: {rng.choice(ICONS)}")
        if rng.random() < 0.4:
            lines.append("    color: " + quoted(rng.choice(COLORS)))
        lines.append("    title: " + quoted(inline(rng, 1, 3)))
        lines.append("    subtitle: " + quoted(inline(rng, 5, 12)))
    if rng.random() < 0.4:
        lines.append("pages:")
        lines.append("  - list:")
        lines.append("      title: " + quoted("More in " + version))
        lines.append("      rows:")
        for _ in range(rng.randint(2, 5)):
            lines.append(f"        - icon: {rng.choice(ICONS)}")
            lines.append("          title: " + quoted(words(rng, 2, 4).capitalize()))
            lines.append("          description: " + quoted(inline(rng, 4, 10)))
        if rng.random() < 0.3:
            lines.append("  - image: assets/screenshot.png")
            lines.append("    title: " + quoted(words(rng, 2, 4).capitalize()))
            lines.append("    description: " + quoted(inline(rng, 4, 10)))
    if rng.random() < 0.3:
        lines.append("secondaryAction:")
        lines.append("  title: Read the blog post")
        lines.append(f"  url: https://example.com/blog/{version}")
    lines.append("---")
    return "\n".join(lines) + "\n\n" + body(rng)


PLATFORMS = ("ios", "macos", "android")


def with_platforms(text, rng):
    """The version file with platforms on some of it, from a generator of its
    own, so that the rest of the corpus stays as without --platforms."""
    out = []
    for line in text.split("\n"):
        out.append(line)
        if line.startswith("date: ") and rng.random() < 0.25:
            out.append(f"platforms: [{rng.choice(PLATFORMS)}]")
        elif line.startswith("    subtitle: ") and rng.random() < 0.2:
            out.append(f"    platforms: [{rng.choice(PLATFORMS)}]")
        elif line.startswith("          description: ") and rng.random() < 0.2:
            out.append(f"          platforms: [{rng.choice(PLATFORMS)}]")
    return "\n".join(out)


def fragment(rng, number):
    kind = ("added", "changed", "fixed")[number % 3]
    head = ["---", f"type: {kind}"]
    if number % 2:
        head.append(f"platforms: [{PLATFORMS[number % 3]}]")
    return "\n".join(head + ["---", "", inline(rng, 5, 12), ""])


def png(width, height, rgb):
    """A tiny solid-colour PNG, written by hand so the corpus needs no imaging library."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    row = b"\x00" + bytes(rgb) * width
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height, 9))
            + chunk(b"IEND", b""))


CONFIG = """title: Benchmark Release Notes
description: A generated release history for timing notesite builds.
baseURL: https://bench.example/changelog/
language: en
app:
  name: Bench
paging:
  perPage: 10
theme:
  accent: "#1f6f63"
feeds:
  limit: 50
"""


def main():
    platforms = sys.argv[3:] == ["--platforms"]
    if len(sys.argv) != 3 and not platforms:
        sys.exit("usage: generate.py N OUTDIR [--platforms]")
    count, folder = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(SEED)
    prng = random.Random(SEED + 1)
    version_folder = os.path.join(folder, "content", "versions")
    assets = os.path.join(folder, "content", "assets")
    os.makedirs(version_folder, exist_ok=True)
    os.makedirs(assets, exist_ok=True)
    with open(os.path.join(folder, "notesite.yml"), "w", encoding="utf-8") as f:
        f.write(CONFIG)
        if platforms:
            f.write("platforms: [ios, macos, android]\nunreleased:\n  show: true\n")
    with open(os.path.join(assets, "screenshot.png"), "wb") as f:
        f.write(png(64, 40, (31, 111, 99)))
    with open(os.path.join(assets, "logo.png"), "wb") as f:
        f.write(png(16, 16, (200, 85, 61)))
    # A day or so between versions, which takes 10,000 of them to 2017. A
    # larger corpus moves on only every few versions, so that no date is in
    # the future: a build leaves scheduled versions out (docs/content.md).
    day = datetime.date(1990, 1, 1)
    every = -(-count // 12000)
    for number, version in enumerate(versions(rng, count)):
        step = rng.randint(0, 2)
        if number % every == 0:
            day += datetime.timedelta(days=step)
        with open(os.path.join(version_folder, version + ".md"), "w", encoding="utf-8") as f:
            text = version_file(rng, version, day)
            f.write(with_platforms(text, prng) if platforms else text)
    if platforms:
        unreleased = os.path.join(folder, "content", "unreleased")
        os.makedirs(unreleased, exist_ok=True)
        for number in range(10):
            with open(os.path.join(unreleased, f"change-{number:02d}.md"), "w", encoding="utf-8") as f:
                f.write(fragment(prng, number))
    print(f"corpus: {count} versions in {folder}")


if __name__ == "__main__":
    main()
