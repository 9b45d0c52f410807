#!/usr/bin/env python3
"""Writes a deterministic corpus of release-note Markdown: about 10 MB in
documents of 0.5-4 KB, the same bodies the build benchmark's sites carry
(bench/corpus/generate.py makes them)."""
import os
import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "corpus"))
from generate import body  # noqa: E402


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
        text = body(rng)
        with open(os.path.join(folder, f"{index:05d}.md"), "w", encoding="utf-8") as f:
            f.write(text)
        written += len(text.encode("utf-8"))
        index += 1
    print(f"corpus: {index} documents, {written} bytes in {folder}")


if __name__ == "__main__":
    main()
