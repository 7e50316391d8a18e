"""Goods put right in a later sentence: some of the goods a claim or an ask named are let go, the rest stand (issue #11,
the corrections finding: C24, C32, C53, M2, V40-3d, $136.08 paid on goods the customer had let go).

Two ways the customer says it:
- narrowed: a sentence opening with a correction and saying "only" / "just" the goods meant: "Correction: only the plate,
  the bowl's mark wiped off.", "Correction - only the bowl.", "So only the mug.", "Scratch that, just the chinos - my partner
  has taken a liking to the shirt". The goods named before and not kept are let go; the ask stands for the goods kept.
- damage taken back as dirt: "Having looked again, the lamp's just dusty.", "the lamp dent is just a smudge", "the bowl's
  mark wiped off", "the other one was only dirty". The goods named in that clause had no damage.

The lines let go are set aside (runs/ticket_lines.py `_read_lines`: never a claim's line while another is left; the
guard holds any decision on them, runs/fine_lines.py); a sentence that only takes damage back as dirt asks nothing.

Near-misses that let nothing go: "scratch that" about something else ("Scratch that last email about my address"), a
correction of the address ("Correction: only the flat number is wrong"), "not just a smudge, a real crack", "only the
handle is chipped" (a claim of its own: a verb after the goods), "2) decanter - all good" (goods called fine: said_to_be_fine)."""

from __future__ import annotations

import re

# The correction opening the narrowing sentence (one or several): "Correction:", "Scratch that,", "So", "Sorry, actually".
_OPEN = (r"(?:(?:correction|update|edit|sorry|soz|actually|scratch\s+that|scrap\s+that|strike\s+that|change\s+of\s+plan|"
         r"my\s+(?:mistake|bad|error)|on\s+(?:second|2nd)\s+(?:look|thoughts?)|(?:having|after)\s+looked\s+again|looking\s+again|"
         r"so|ok|okay|then|in\s+that\s+case|no|nope|wait|hmm+|well)\b[\s,:;.!\u2013\u2014-]*)")
# the goods kept: "only the plate", "just the chinos", "just for the bowl", "make it only the mug"
_KEPT = (r"(?:(?:it'?s|it\s+is|make\s+(?:that|it))\s+)?(?:just|only)\s+(?:for\s+|about\s+)?"
         r"(?P<kept>(?:the|my|our)\s+[\w'\u2019-]+(?:\s+(?!and\b|but\b|please\b|pls\b|then\b)[\w'\u2019-]+){0,3}?)")
# ... then the sentence ends, or a reason follows after a break ("the bowl's mark wiped off", "- my partner likes the
# shirt"); never a verb telling a claim of its own ("only the handle is chipped")
_END = (r"\s*(?:please|pls|plz|then|thanks|thank\s+you|in\s+the\s+end|now)?\s*"
        r"(?:[.!]*\s*$|(?:,|;|:|\s[-\u2013\u2014]+)\s*(?!(?:is|are|was|were|has|have|got|came|arrived)\b))")
_NARROWED = re.compile(rf"^\W*{_OPEN}+{_KEPT}{_END}", re.I)
# a correction of something other than goods: an address, a name, a date
_NOT_GOODS = re.compile(r"\b(?:address|street|road|lane|avenue|flat|apartment|postcode|zip|number|name|email|phone|date|day|time)\b", re.I)

# Damage taken back as dirt: "just dusty", "only a smudge", "just a mark that wiped off", "the mark wiped off", "only dirty"
_DIRT = re.compile(
    r"(?<!\bnot\s)(?<!\bnot\s\s)\b(?:just|only|merely|simply|nothing\s+but)\s+(?:a\s+(?:bit\s+(?:of\s+)?)?|some\s+|bit\s+of\s+|a\s+little\s+|abit\s+)?"
    r"(?:dust|dusty|dirt|dirty|grubby|grimy|mucky|smudged?|smudgy|smudges|smears?|smeared|fluff|lint|packing\s+(?:dust|residue|debris)|"
    r"residue|glue|sticker\s+residue|(?:surface\s+)?marks?(?=\s+(?:that|which)\s+(?:\w+\s+)?(?:wiped|washed|rubbed|came|cleaned|polished)\b))\b"
    r"|\b(?:mark|marks|smudge|smudges|dirt|dust|stain|scuff)\s+(?:that\s+|which\s+)?(?:has\s+|have\s+|just\s+)?"
    r"(?:wiped|washed|rubbed|came|cleaned|buffed|polished)\s+(?:right\s+)?(?:off|away|out)\b", re.I)
# a clause break: the dirt is told of the goods in its own clause only ("the mug is chipped but the lamp's just dusty")
_CLAUSE = re.compile(r"[,;:]|\s[-\u2013\u2014]+\s|\b(?:and|but|while|whereas|though)\b", re.I)
# the clause still tells damage beside the dirt: "the chip is real, the rest is just dust"
_STILL_DAMAGED = re.compile(r"\b(?:chip|crack|broke|broken|dent|shatter|smash|torn|tear|ripp|snapp|split|leak)\w*", re.I)
DIRT_ONLY_WHY = "takes back the damage told before it: the goods were only dirty, not damaged"


def narrowed_goods(text: str) -> str:
    """The goods a sentence narrowing the ask keeps ("Correction: only the plate, ...": "the plate"), or ''."""
    m = _NARROWED.match(text)
    if not m or _NOT_GOODS.search(m.group("kept")):
        return ""
    return m.group("kept")


def dirt_clauses(text: str) -> list[str]:
    """The clauses of a sentence taking damage back as dirt, up to the dirt words ("the lamp's just dusty": "the lamp's"):
    the goods they name had no damage."""
    out = []
    for m in _DIRT.finditer(text):
        start = max((c.end() for c in _CLAUSE.finditer(text, 0, m.start())), default=0)
        if _STILL_DAMAGED.search(text, start, m.start()) and not re.search(r"\b(?:dent|chip|crack|scratch|mark)\w*\s+(?:is|was|'s)\s*$",
                                                                           text[start:m.start()], re.I):
            continue  # "the bowl is chipped, just a bit" tells damage; "the lamp dent is just a smudge" takes it back
        out.append(text[start:m.start()])
    return out


def only_dirt_told(text: str) -> bool:
    """Whether a sentence tells nothing but damage taken back as dirt ("On second look the lamp dent is just a smudge.")."""
    if not (found := list(_DIRT.finditer(text))):
        return False
    rest = text
    for m in reversed(found):
        start = max((c.end() for c in _CLAUSE.finditer(text, 0, m.start())), default=0)
        end = next((c.start() for c in _CLAUSE.finditer(text, m.end())), len(text))
        rest = rest[:start] + " " + rest[end:]
    return len(dirt_clauses(text)) == len(found) and not _STILL_DAMAGED.search(rest) \
        and not re.search(r"\b(?:refund|replace|return|send|money|please)\b", rest, re.I)


def read_dirt_only(read: list) -> None:
    """A request sentence telling only that the damage was dirt ("On second look the lamp dent is just a smudge.") asks nothing:
    it takes back the damage (the goods it names are set aside, runs/ticket_lines.py)."""
    for s in read:
        if s.role == "request" and s.kinds and set(s.kinds) <= {"damaged_item", "other"} and only_dirt_told(s.text):
            s.role, s.kinds, s.spans, s.weak, s.why = "statement", [], {}, [], DIRT_ONLY_WHY
