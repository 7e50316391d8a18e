"""An item of the order missing from what came ("Also the spatula was missing entirely.", "the tea towels
weren't in the box") is a line not delivered: a non-delivery of that line, its own request, never more
of the claim told beside it. A part of the goods missing ("the jug's lid is missing from the box") is
the goods arriving incomplete, which the damage cues read (runs/intents/cues.py); money, messages and
the parcel itself are not items here (a lost parcel has its own cues)."""

from __future__ import annotations

import re

from ..part_words import PARTS
from .delivery_scene import in_scene

# Parts of goods: missing, the goods came incomplete (a damage claim on them).
_PART = re.compile(r"^(?:part|piece|screw|bolt|nut|washer|lid|top|cap|handle|cable|cord|charger|plug|adapter|leg|foot|feet|fitting|instruction|"
                   r"manual|knob|dial|battery|batteries|hinge|shelf|shelves|drawer|door|strap|base|stand|remote|blade|filter|bulb|key|"
                   r"bracket|spring|wheel|castor|caster|button|cushion cover|insert|lining|label|tag|sticker|seal)s?$", re.I)
# Not goods at all: money, paperwork, messages, the parcel, the order.
_NOT_GOODS = re.compile(r"\b(?:refund|money|payment|credit|points?|discount|code|voucher|invoice|receipt|email|e-mail|reply|message|tracking|"
                        r"number|parcel|package|box|delivery|shipment|order|account|address|details|info|information|signature|note|card)s?$", re.I)
_MISSING = re.compile(
    r"\b(?:the|my|our|both|all(?: the)?)\s+(?P<item>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+"
    # (the goods told as ordered between them and their missing: "the matching pillowcases I ordered were missing")
    r"(?:(?:that\s+|which\s+)?(?:i|we)\s+(?:also\s+)?(?:ordered|bought|paid\s+for|purchased)\s+)?"
    r"(?:(?:was|were|is|are)\s+(?:(?:also|just|simply|completely|entirely|totally)\s+)?(?:missing|not in (?:the|my) (?:box|parcel|package|delivery|order))"
    r"|(?:wasn'?t|weren'?t|was not|were not|isn'?t|aren'?t)\s+(?:even\s+)?in (?:the|my) (?:box|parcel|package|delivery|order))\b", re.I)
# (an item that "never arrived" is the non-delivery cues' to read: it does not tell that the parcel came)
# "was missing a screw": a part of what is named, not the thing itself missing.
_OF_A_PART = re.compile(r"^\s*(?:a|an|the|its|their|some|two|one|both|all)\b", re.I)
# ...and "the lid of the casserole is missing": a part named before the item it is of.
_PART_OF_BEFORE = re.compile(r"\b(?P<part>[a-z][\w-]*)\s+(?:of|off|from|for)\s+$", re.I)


def _part_before(text: str, at: int) -> str:
    """The part word told just before `at` as a part of the thing there ("the lid of "), or '' ("one of ": no part)."""
    m = _PART_OF_BEFORE.search(text[:at])
    word = m.group("part").lower() if m else ""
    return word if word and (_PART.match(word) or word in PARTS or word.rstrip("s") in PARTS) else ""


def item_missing(text: str) -> tuple[int, int] | None:
    """Where a sentence tells that an item of the order, not a part of one, did not come ("Also the
    spatula was missing entirely"), or None."""
    for m in _MISSING.finditer(text):
        item = m.group("item").lower()
        last = item.split()[-1]
        if _PART.match(last) or _NOT_GOODS.search(last) or item.split()[0] in ("one", "other", "rest", "same", "thing", "things", "stuff", "whole"):
            continue
        if m.group(0).lower().endswith("missing") and _OF_A_PART.match(text[m.end():]) or _part_before(text, m.start()):
            continue  # ("was missing a screw", "the lid of the casserole is missing": a part of the item)
        return m.span()
    return None


def parcel_came_short(text: str) -> bool:
    """Whether a non-delivery sentence tells of a parcel that came without some of the order: fewer units
    than ordered (runs.own_choice_words.SHORT_DELIVERY) or an item missing from it ("the spatula was missing")."""
    from ..own_choice_words import SHORT_DELIVERY
    return bool(SHORT_DELIVERY.search(text) or item_missing(text) or THE_OTHER_UNIT.search(text) or COUNTED_NEVER_CAME.search(text))


# Some units counted as the ones that never came: "refund the 3 that never came", "the two candles which didn't turn up"
# (held-back round 35 item 8); not a parcel, an order or a box counted so ("the 2 parcels that never came": a parcel lost).
COUNTED_NEVER_CAME = re.compile(
    r"\b(?:the|those|these)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?:\s+(?!(?:orders?|parcels?|packages?|box(?:es)?|deliver(?:y|ies)|shipments?)\b)[a-z][\w-]*){0,2}?\s+(?:that|which)\s+(?:still\s+|just\s+)?"
    r"(?:never|did\s*n['’]?t|did\s+not|have\s*n['’]?t|haven't|were\s*n['’]?t|were\s+not|are\s*n['’]?t)\s+(?:\w+\s+)?"
    r"(?:arrived?|c[ao]me|turned?\s+up|show(?:ed|n)?\s+up|(?:been\s+)?delivered|(?:been\s+)?sent|in\s+the\s+box)\b", re.I)


# One more unit of the goods that came, told as the one not come yet: "when comes the second chair, it is not arrive
# yet", "the other two stools never showed" (not "the other order", "the second parcel": a parcel or an order of its own).
THE_OTHER_UNIT = re.compile(
    r"\b(?:the|my|our)\s+(?:second|2nd|third|3rd|fourth|4th|other|remaining|last|rest\s+of\s+the|other\s+(?:two|three|four|2|3|4))\s+"
    r"(?!(?:orders?|parcels?|packages?|box(?:es)?|deliver(?:y|ies)|shipments?|half|day|week|time|one\s+(?:order|parcel))\b)[a-z][\w-]*", re.I)


# A part the goods came without: "came without its lid", "arrived without the shoulder strap", "was
# delivered without any screws". (Not "without any damage", "without a box" or "without a note".)
_CAME_WITHOUT = re.compile(
    r"(?:\b(?:came|come|comes|arrived|arrives|was\s+delivered|were\s+delivered|got\s+delivered|turned\s+up|showed\s+up|was\s+sent|were\s+sent|"
    r"was\s+packed|were\s+packed|is|are|was|were)\s+(?:here\s+|today\s+|yesterday\s+)?without\s+(?:its|it'?s|their|the|a|an|any|her|his|my)\s+"
    # "didn't come with its lid": the goods came, a part of them did not
    r"|\b(?:didn'?t|didnt|did\s+not|never|wasn'?t|wasnt|was\s+not|weren'?t|were\s+not)\s+(?:come|arrive|get\s+delivered|turn\s+up|show\s+up|delivered|sent|supplied|packed)"
    r"\s+with\s+(?:its|it'?s|their|the|a|an|any|her|his|my)\s+)"
    r"(?P<words>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})", re.I)
# A part of the goods that came, told as the one thing that did not: "the stock pot arrived but its lid never
# arrived", "the pram's rain cover didn't turn up". The possessive ties it to the goods: "the lid never came" alone
# may be a line of its own, and stays the screener's to read.
_ITS_PART_NEVER = re.compile(
    r"\b(?:its|it'?s|their|the\s+[a-z-]+['’]s)\s+(?P<words>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:has\s+|have\s+)?(?:never|did\s*n['’]?t|did\s+not|has\s*n['’]?t|hasnt|have\s*n['’]?t|not)\s+"
    r"(?:\w+\s+)?(?:arrived?|c[ao]me|turned?\s+up|show(?:ed|n)?\s+up|been\s+(?:delivered|sent|included))\b", re.I)
MISSING_PART_WHY = "tells that a part of the goods did not come ({part}): a person sends the part or settles it; no unit is missing"


def told_missing(s) -> bool:
    """Whether the screener read a sentence (a ReadSentence) as a request telling of a thing missing from goods that
    came: which the order says is a part a person settles or a line never delivered (runs.missing_lines)."""
    return s.role == "request" and s.why.startswith(MISSING_PART_WHY.split("(")[0])


def part_missing_at(text: str) -> tuple[str, tuple[int, int]] | None:
    """The part a sentence says the goods came without, and where that is told, or None."""
    for m in [*_CAME_WITHOUT.finditer(text), *_ITS_PART_NEVER.finditer(text)]:
        words = m.group("words").lower().split()
        # the part is the first word naming one, with the words before it ("shoulder strap", "glass lid")
        at = next((k for k, w in enumerate(words) if _PART.match(w) or w in PARTS or w.rstrip("s") in PARTS), None)
        if at is not None:
            return " ".join(words[:at + 1]), m.span()
    return None


def part_missing(text: str) -> str | None:
    """The part a sentence says the goods came without ("My camera bag came without its shoulder strap"
    -> "shoulder strap"), or None. A part is not the item: the item came, so this is never a non-delivery,
    and its money is not the unit's (runs/named_parts.py)."""
    found = part_missing_at(text)
    return found[0] if found else None


def named_by_absence_only(text: str) -> bool:
    """Whether the only thing a sentence tells missing is named by its absence ("refund the missing candle please"):
    after a short delivery already told ("came one short") that names the claim's own units back, no new part."""
    return bool(_THING_MISSING[0].search(text)) and not part_missing(text) and not any(p.search(text) for p in _THING_MISSING[1:])


def thing_missing(text: str) -> str | None:
    """The part a sentence says the goods came without, by a part's word or by the shape of the telling whatever the
    thing is called ("no battery in the box", "4 pieces of track missing from the box"), or None; a line missing
    from the order (item_missing) is not a part."""
    if (part := part_missing(text)) or item_missing(text):
        return part
    found = things_missing(text)
    return found[0][0] if found else None


# A thing told missing from goods that came, whatever it is called: "the battery is missing from the box", "no
# charger in the box", "came without the instructions", "the batteries weren't included", "they didn't include the
# remote". Which of these is a part and which a line of the order is the order's to say (runs.named_parts): a thing
# no line of the order names is a part of what came.
_DET = r"(?:the|its|it'?s|their|a|an|any|my|his|her|our|some|both)"
# (never a grievance: "no complaint is made in respect of them", "there was no problem with the box" tell no thing missing)
_THING = (r"(?!(?:complaints?|problems?|issues?|quibbles?|grievances?|claims?|faults?|damage|worries|worry|concerns?|objections?|dispute)\b)"
          r"(?P<words>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)")
_BOX = r"(?:(?:the|my|this|that|its)\s+(?:box|parcel|package|packet|bag|case|carton|delivery|order|kit|set)|it|there|them)"
_END = r"(?=\s*(?:[,.;:!?)]|$|\s+(?:and|but|so|in|with|which|that|either|at\s+all|anywhere)\b))"
_THING_MISSING = [re.compile(p, re.I) for p in (
    # the thing named by its absence: "refund me for the missing charger" (verify32 B18); never a subject's "missing lampshade" title
    # nor an earlier mail's topic ("ignore my email about the missing lid, it was under the paper")
    rf"(?<!\babout\s)(?<!\bregarding\s)(?<!\bre\s)\b(?:the|my|its|their|your|a|an)\s+missing\s+(?!(?:parcel|package|shipment|delivery|box|order|item|items|goods|one|ones|units?|money|refund|payment|rest|others?|\d+|two|three|four|five|six|few|couple)\b){_THING}{_END}",
    # "the battery is missing (from the box)", "its charger was not in the box", "the batteries weren't included"
    rf"\b{_DET}\s+{_THING}\s+(?:is|was|are|were|has\s+been|have\s+been)\s+(?:also\s+|just\s+|simply\s+|completely\s+|entirely\s+|totally\s+)?"
    rf"(?:missing(?!\s+(?:a|an|the|its|their|his|her|some|both|all|any|one|two|three|\d+)\b)|not\s+(?:included|there|in\s+{_BOX})|n['’]?t\s+(?:included|there|in\s+{_BOX}))\b",
    rf"\b{_DET}\s+{_THING}\s+(?:wasn['’]?t|weren['’]?t|isn['’]?t|aren['’]?t|wasnt|werent|isnt|arent)\s+(?:included|there|in\s+{_BOX})\b",
    # "4 pieces of track missing from the box", "two screws missing"
    rf"\b(?:\d+|one|two|three|four|five|six|some|several|a\s+few|a\s+couple\s+of)\s+(?:(?:pieces?|bits?|parts?|lengths?|sections?)\s+of\s+(?:the\s+)?)?{_THING}\s+(?:(?:is|are|was|were)\s+)?"
    rf"(?:missing|not\s+(?:included|in\s+{_BOX}))\b",
    # "no battery in the box", "there was no charger", "with no instructions"
    rf"\b(?:there\s+(?:was|were|is|are)|but|and|with|came\s+with|had)\s+no\s+{_THING}(?=\s+in\s+{_BOX}|{_END[3:]}",
    rf"\bno\s+{_THING}\s+in\s+{_BOX}",
    # "came without the battery", "arrived without any instructions", "didn't come with its remote"
    rf"\b(?:came|come|comes|arrived|arrives|delivered|turned\s+up|showed\s+up|sent|packed|shipped)\s+(?:here\s+|today\s+|yesterday\s+)?without\s+(?:{_DET}\s+)?{_THING}{_END}",
    rf"\b(?:didn['’]?t|didnt|did\s+not|never|wasn['’]?t|was\s+not|weren['’]?t|were\s+not)\s+(?:come|arrive|get\s+delivered|turn\s+up|delivered|sent|supplied|packed)\s+with\s+{_DET}\s+{_THING}{_END}",
    # "you didn't include the battery", "forgot to put the charger in"
    rf"\b(?:didn['’]?t|didnt|did\s+not|forgot\s+to|failed\s+to|neglected\s+to)\s+(?:include|pack|put\s+in|send)\s+{_DET}\s+{_THING}{_END}",
)]
_NOT_A_THING = {"one", "ones", "other", "others", "rest", "same", "thing", "things", "stuff", "whole", "it", "them", "anything", "everything",
                "nothing", "item", "items", "goods", "product", "products", "contents", "content", "damage", "problem", "problems", "issue",
                "issues", "scratch", "scratches", "mark", "marks", "dent", "dents", "trouble", "hassle", "fuss", "delay", "wait",
                # time given, not goods: "There is no hurry whatsoever.", "and no rush at all"
                "hurry", "rush", "urgency", "pressure", "worries", "worry", "stress", "panic",
                # an idiom, not goods: "there is no point sending another", "no need", "no way", "no sense in waiting"
                "point", "need", "use", "sense", "reason", "way", "chance", "idea", "doubt", "option", "choice", "excuse",
                "wonder", "matter", "harm", "offence", "offense", "bother", "longer",
                "is", "are", "was", "were", "be", "been", "still", "also", "just", "all", "more", "of", "in", "from"}


# a clause's own words, never the first word of a thing: "refund the chipped one and find the missing two" (ver29a V29-24)
_CLAUSE_WORDS = frozenset({"and", "or", "but", "then", "so", "to", "please", "find", "locate", "send", "get", "for"})


def things_missing(text: str) -> list[tuple[str, tuple[int, int]]]:
    """The things (their words, and where that is told) a sentence says did not come with the goods: "The
    drill was delivered but the battery is missing from the box" -> [("battery", ...)]. Money, paperwork,
    messages and the parcel are not things here; whether a thing is a part or a line is the order's to say."""
    out = []
    for m in (m for pattern in _THING_MISSING for m in pattern.finditer(text)):
        words = m.group("words")
        if not words or in_scene(text, m.start("words")):
            continue  # ("we're on the fourth floor with no lift": the place, not the goods: runs/intents/delivery_scene.py)
        # ("no card was left": the thing ends where its verb begins, and a card left by the carrier is no goods)
        # (nor "But no refund arrived!": the money chased ends at its verb too, and is no goods: verify33 F06)
        words = re.split(r"\s+(?:and|or|from|in|of|for|with|that|which|but|was|were|is|are|has|have|had|arrived|came|come|showed|turned|got)\b",
                         words, maxsplit=1, flags=re.I)[0].lower().strip()
        if part_of := _part_before(text, m.start()):
            words = part_of  # "the lid of the casserole is missing": the lid, not the casserole
        last = words.split()[-1] if words else ""
        if not last or last in _NOT_A_THING or _NOT_GOODS.search(last) or _NOT_GOODS.search(words.split()[0]) \
                or words.split()[0] in _NOT_A_THING | _CLAUSE_WORDS:
            continue
        out.append((words, m.span()))
    return out
