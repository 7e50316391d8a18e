"""A line naming the columns of the table written under it: "What I ordered / what came / what I'd like:" over "1. Sage
green throw / a rust orange throw / return it, it's not what I ordered" (V43-C3), "Item | problem | what I want", "Ordered -
received - wanted:". Its words ("what came", "ordered") read as a wrong item claimed, naming no line of the order while the
rows did, and a person was asked to settle "the wrong item request the customer wrote as ..." beside the rows' own claims.

Such a heading goes with the rows after it (`attached`, as a problem list's heading does: problem_list_headings.py) when
each of its cells is a column's label (words of ordering, receiving, wanting, an item, a problem, a remedy: no goods, no
figure) and a request after it in its paragraph or the next is a row split the same way, into as many cells at least.

Near-misses stay as read: a row naming goods ("Mug / chipped / refund please"), a heading with no row after it split the
same way, and one line of goods told ("the mug / the bowl arrived broken")."""

from __future__ import annotations

import re

from .reading import ReadSentence

TABLE_HEADING_WHY = "names the columns of the table under it and no goods: each row is read as its own request"

# What a cell separates on: a slash, a bar, a dash or a tab between words.
_SEPARATORS = {"/": re.compile(r"\s/\s|(?<=\w)/(?=\s)|(?<=\s)/(?=\w)"), "|": re.compile(r"\|"), "-": re.compile(r"\s[-–—]\s"), "\t": re.compile(r"\t")}
# The words a column's label is made of: what was ordered, what came, what is wanted, the item, its problem, the remedy.
_LABEL_WORDS = frozenset("""
what which i i'd id i'm im we we'd you u like want wanted wants would ordered order orders received receive got get came come arrived
sent send delivered expected actual actually item items product products goods problem problems issue issues fault faults remedy remedies
action actions request requested requests qty quantity description name status note notes comment comments reason reasons price amount
the my was is were to do done instead sku code no number in it what's happened wrong for need needed should be have has please
outcome result resolution
""".split())


def _cells(text: str) -> tuple[str, list[str]] | None:
    """(separator, cells) of a line split into two cells or more by one separator, else None."""
    for sep, pattern in _SEPARATORS.items():
        cells = [c.strip(" :.-–—*#\t") for c in pattern.split(text)]
        if len(cells) >= 2 and all(cells):
            return sep, cells
    return None


def column_heading(text: str) -> tuple[str, int] | None:
    """(separator, number of cells) of a line whose every cell is a column's label, else None."""
    split = _cells(text.strip())
    if split is None or re.search(r"\d", text):
        return None
    sep, cells = split
    for cell in cells:
        words = re.findall(r"[a-z'’#]+", cell.lower().replace("’", "'"))
        if not words or len(words) > 5 or set(words) - _LABEL_WORDS:
            return None
    return sep, len(cells)


def read_table_column_headings(read: list[ReadSentence]) -> None:
    """A request that only names the columns of the table after it goes with the rows (module doc)."""
    for i, s in enumerate(read):
        if s.role != "request" or not (heading := column_heading(s.text)):
            continue
        sep, width = heading
        rows = [n for n in read[i + 1:] if n.role == "request" and n.paragraph - s.paragraph <= 1
                and (split := _cells(n.text)) is not None and split[0] == sep and len(split[1]) >= width]
        if rows:
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, TABLE_HEADING_WHY
