"""Quoting the customer's words in a shorter place (an open item, a reason, a finding): a quote that must be
shortened is cut at a word boundary and marked with an ellipsis, never mid-word ("...and cancel my monthl"
read as a request for something else, and a person could not tell the words were cut)."""

from __future__ import annotations

ELLIPSIS = "…"


def shortened(text: str, most: int) -> str:
    """`text` with its whitespace made single, at most `most` characters: whole when it fits, else cut after the
    last whole word that fits, with an ellipsis. A first word longer than `most` is cut where it must be."""
    text = " ".join(text.split())
    if len(text) <= most:
        return text
    room = max(most - len(ELLIPSIS), 0)
    head = text[:room + 1]  # one character more: a space there means the word before it ends at the cut
    cut = head.rfind(" ")
    kept = head[:cut] if cut > 0 else text[:room]
    return kept.rstrip(" ,;:-–—") + ELLIPSIS


def each_quoted(texts: list[str], most: int, *, joiner: str = "; ") -> list[str]:
    """Every text quoted ("..."), whole while all of them fit in `most` characters joined; else each is shortened to
    an even share of the room, a short one giving what it does not need to the longer ones, so that every one is still
    quoted from its first word."""
    quotes = [" ".join(t.split()) for t in texts]
    room = most - len(joiner) * max(len(quotes) - 1, 0) - 2 * len(quotes)
    if sum(len(q) for q in quotes) <= room:
        return [f'"{q}"' for q in quotes]
    out: dict[int, str] = {}
    left = sorted(range(len(quotes)), key=lambda i: len(quotes[i]))
    while left:
        share = max(room // len(left), 12)
        i = left.pop(0)
        out[i] = shortened(quotes[i], share)
        room -= len(out[i])
    return [f'"{out[i]}"' for i in range(len(quotes))]
