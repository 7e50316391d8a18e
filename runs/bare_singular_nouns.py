"""A line's word in the singular with no determiner, opening a texted clause: one unit.

"hi mug came crackd down the side." on a line of two stoneware mugs paid both (blind round 31, V31-01, $15.12 too
much): the singular reading (runs.unit_counts._singular_mention) looked for "a", "the", "my" before the noun, so a
customer who writes like a text message ("mug cracked", "got mug broken", "Morning! teapot lid snapped") told no count
at all, and a claim with no count takes the whole line. The grammar still counts: "mug" is one mug, "mugs came cracked"
the line. A noun the customer leaves bare is read as one unit where it opens its clause, after nothing but a greeting,
a filler word, the line's own modifiers ("stoneware mug") or a bare "got"/"received", and is not the modifier of
another noun ("mug order", "mug set"). A count, "all", "both" or a plural anywhere else in the ticket still decides
first (runs.unit_counts reads those before the singular).
"""

from __future__ import annotations

import re

from .intents import content_stems
from .ticket_lines import line_words

# Words that may stand before a bare noun opening a clause: greetings, fillers, conjunctions, and a bare receipt verb.
_LEAD_INS = {"hi", "hii", "hiya", "hey", "heya", "hello", "helo", "yo", "morning", "evening", "afternoon", "good", "there", "team", "folks",
             "guys", "dear", "so", "and", "but", "also", "plus", "well", "um", "umm", "erm", "uh", "oh", "ok", "okay", "ugh", "sadly",
             "unfortunately", "just", "fyi", "update", "re", "anyway", "anyways", "then", "now", "today", "yesterday", "i", "we",
             "got", "received", "recieved", "recvd", "opened", "unpacked"}
# A noun after which the line's word is a modifier: what came, never a unit of it.
_HEAD_NOUNS = {"order", "orders", "delivery", "deliveries", "parcel", "parcels", "package", "packages", "box", "boxes", "shipment",
               "purchase", "set", "sets", "pack", "packs", "pair", "pairs", "bundle", "collection", "kit", "lot", "range", "line"}
_CLAUSES = re.compile(r"[.!?;:,\n()\u2013\u2014]+|\s-+\s|\s&\s|\b(?:and|or|but|so|also|plus|then)\b", re.I)


def _head(description: str) -> frozenset[str]:
    """The stem of the line's head noun, the last word before a comma, a bracket or a dash ("mug" of "Stoneware mug",
    "vase" of "Glass vase"): a material or a modifier said bare ("glass everywhere") is no unit."""
    words = re.findall(r"[a-z][a-z'-]*", re.split(r"[,(\u2013\u2014]|\s-\s", description.lower())[0])
    return content_stems(words[-1]) if words else frozenset()


def bare_singular(line: dict, text: str) -> bool:
    """Whether `text` names `line` by its head noun, bare and in the singular, opening a clause, as a texted ticket
    does: "hi mug came cracked", "got mug broken", "stoneware mug arrived chipped"."""
    names, head = line_words(line.get("description", "")), _head(line.get("description", ""))
    starts = [0, *(m.end() for m in _CLAUSES.finditer(text))]
    ends = [*(m.start() for m in _CLAUSES.finditer(text)), len(text)]
    for start, end in zip(starts, ends):
        clause, joined = text[start:end], re.match(r"\s*(?:and\b|or\b|&)", text[end:end + 6], re.I)
        tokens = re.findall(r"[a-z][a-z'-]*|\d+", clause.lower())
        for i, token in enumerate(tokens):
            named = bool(content_stems(token) & names)
            if not named:
                if token in _LEAD_INS:
                    continue
                break  # another word first ("broken mug", "2 mug", "my mug" read elsewhere): not bare
            if token.endswith("s") and token not in names and not token.endswith("ss"):
                break  # the plural: the line, not one unit
            following = tokens[i + 1:]
            if not following and not joined:
                break  # a heading or a subject of one word ("Mug"), no claim told of it ("mug and plate broke" tells one)
            if not following:
                return bool(content_stems(token) & head)
            nxt = following[0]
            if nxt in _HEAD_NOUNS or content_stems(nxt) & names:
                continue  # a modifier ("stoneware mug", "mug set"): the head noun decides
            if not content_stems(token) & head:
                break  # a modifier or a material said alone ("glass everywhere" of a glass vase)
            return True
    return False
