#!/usr/bin/env python3
"""Writes a deterministic corpus of release-note Markdown: about 10 MB in
documents of 0.5-4 KB, shaped like real changelog bodies."""
import os
import random
import sys

WORDS = ("sync library editor export import toolbar sidebar widget search filter "
         "share sheet preview thumbnail cache network offline account settings "
         "backup restore device tablet phone watch theme color font layout "
         "performance memory battery launch startup crash fix improve update "
         "faster smoother clearer smaller larger newer older shortcut gesture").split()
VERBS = "Fixed Improved Added Removed Updated Reduced Sped up Reworked Polished".split()


def words(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def inline(rng):
    text = words(rng, 4, 14)
    parts = text.split(" ")
    roll = rng.random()
    i = rng.randrange(len(parts))
    if roll < 0.2:
        parts[i] = "**" + parts[i] + "**"
    elif roll < 0.35:
        parts[i] = "_" + parts[i] + "_"
    elif roll < 0.5:
        parts[i] = "`" + parts[i] + "()`"
    elif roll < 0.65:
        parts[i] = "[" + parts[i] + "](https://example.com/docs/" + parts[i] + ")"
    elif roll < 0.7:
        parts[i] = "[" + parts[i] + "](versions/1.2.0/)"
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
        lines = [f"let {rng.choice(WORDS)} = {rng.choice(WORDS)}.{rng.choice(WORDS)}()" for _ in range(rng.randint(2, 6))]
        return "```swift\n" + "\n".join(lines) + "\n```"
    if roll < 0.75:
        return "> **Note:** " + inline(rng) + "\n> " + inline(rng)
    return " ".join(inline(rng) for _ in range(rng.randint(2, 5)))


def document(rng, target):
    out = ["## What's new in " + words(rng, 1, 3).title()]
    size = len(out[0])
    while size < target:
        piece = block(rng)
        out.append(piece)
        size += len(piece) + 2
    return "\n\n".join(out) + "\n"


def main():
    folder = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000_000
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.endswith(".md"):
            os.remove(os.path.join(folder, name))
    rng = random.Random(20260318)
    written = 0
    index = 0
    while written < total:
        text = document(rng, rng.randint(500, 3800))
        with open(os.path.join(folder, f"{index:05d}.md"), "w", encoding="utf-8") as f:
            f.write(text)
        written += len(text.encode("utf-8"))
        index += 1
    print(f"corpus: {index} documents, {written} bytes in {folder}")


if __name__ == "__main__":
    main()
