#!/usr/bin/env python3
"""Writes the reference vocabularies tests/stems.rs checks the stemmers against: for each language,
4,000 words drawn (fixed seed) from Debian's word list and the stem the Snowball algorithm gives it,
one `word stem` a line. Needs Debian's wamerican, wfrench, wspanish, wngerman, witalian, wportuguese
and wdutch, and PyPI's snowballstemmer (3.1.1 made the committed files). Dutch is the classic
Snowball algorithm, `dutch_porter` in snowballstemmer 3, the one Pagefind and Orama ship."""
import random
import sys
from pathlib import Path

import snowballstemmer

LANGUAGES = [
    # (file, word list, algorithm, letters only ASCII)
    ("en", "american-english", "english", True),
    ("fr", "french", "french", False),
    ("es", "spanish", "spanish", False),
    ("de", "ngerman", "german", False),
    ("it", "italian", "italian", False),
    ("pt", "portuguese", "portuguese", False),
    ("nl", "dutch", "dutch_porter", False),
]
COUNT = 4000

out = Path(__file__).parent
for code, words, algorithm, ascii_only in LANGUAGES:
    seen = set()
    for line in open(f"/usr/share/dict/{words}", encoding="utf-8"):
        w = line.strip().lower()
        if len(w) >= 3 and w.isalpha() and (w.isascii() or not ascii_only):
            seen.add(w)
    picked = sorted(random.Random(code).sample(sorted(seen), COUNT))
    stemmer = snowballstemmer.stemmer(algorithm)
    with open(out / f"{code}.txt", "w", encoding="utf-8") as f:
        for w in picked:
            f.write(f"{w} {stemmer.stemWord(w)}\n")
    print(code, len(seen), "words,", COUNT, "picked", file=sys.stderr)
