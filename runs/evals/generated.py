"""The command line both case-set generators share: write the JSONL file, or check it is current."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Callable


def render(cases: list[dict]) -> str:
    """The JSONL text of a case set: one case a line, in the order given."""
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def write_or_check(*, description: str, default_out: Path, build: Callable[[], str], module: str, argv=None) -> int:
    """`python -m <module>` writes the file; `--check` exits 1 if the committed file differs."""
    import django

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="Exit 1 if the committed file differs from what this generates.")
    parser.add_argument("--out", default=str(default_out))
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
    django.setup()
    text = build()
    out = Path(args.out)
    if args.check:
        same = out.exists() and out.read_text(encoding="utf-8") == text
        print(f"{out}: {'up to date' if same else f'differs from the generator; run python -m {module}'}")
        return 0 if same else 1
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out} ({len(text.splitlines())} cases)")
    return 0
