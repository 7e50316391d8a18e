"""The lines a ticket says came through fine, or whose problem the customer waves off: no refund or
return is made on them, whatever a model proposes or the screener read.

"shoes r fine. box was crushed but dont care": the shoes are fine and the box is waved off, so a
refund of the shoes pays for a claim nobody made. "I do NOT want the mug replaced, it's fine": the
"it" is the mug. The guard (runs/guards.py, line_in_ticket) reads these words in every sentence of
the ticket about the order, and holds a decision on such a line unless a request of the decision's
kind claims the line anew outside those words ("the mug is fine but the plate arrived smashed" holds
the mug, never the plate)."""

from __future__ import annotations

import re

from .fine_clauses import box_only_damaged, pronoun_fines
from .first_looks import first_look_then_found
from .intents import waves_off_goods, withdrawn_spans
from .intents.settled import RETRACTED, put_right_next
from .intents.goods_right import came_as_ordered, praised_clause
from .intents.cues import _spans_of
from .intents.told import told_problem
from .intents.others_own_unit import without_others_units
from .intents.others_praised_apart import others_praise_blanked
from .one_unit_praised import one_unit_only
from .line_told_as_the_one import telling_ones_blanked
from .ticket_lines import _CLAUSE_BREAK, _SENTENCE_OR_CLAUSE, _SIZE_ONE, _mentions, lines_in_clauses, mentioned, said_praised, said_to_be_fine

# Words that make "it's fine" something other than the goods whole: "it's fine otherwise", "fine apart from".
_ONLY_PARTLY = re.compile(r"\b(?:otherwise|apart|except|other than|aside|save for|besides|mostly|almost|nearly)\b", re.I)


# A count or a share in a clause calling goods fine: some units of the line came through, not the line
# ("only two of the six dessert plates survived", "most of the glasses are fine", "the rest are ok").
_SOME_OF = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|some|most|half|few|couple|several|only|just|"
                      r"rest|remaining|others?)\b", re.I)


def _whole_lines_fine(order: dict, text: str) -> set[str]:
    """The lines a clause of `text` calls fine as a whole (ticket_lines.said_to_be_fine), not some units of them."""
    # ("the small one's fine" calls a line by its size: no count of units)
    # ("the blue one is fine" beside a green mug calls a line by its colour, runs/line_told_as_the_one.py)
    return {sku for clause in _SENTENCE_OR_CLAUSE.split(text) if clause and clause.strip()
            and not _SOME_OF.search(telling_ones_blanked(order, _SIZE_ONE.sub(" ", _WHOLE.sub(" ", clause))))
            for sku in said_to_be_fine(order, clause)}


# "in one piece" says the goods are whole, no count of them.
_WHOLE = re.compile(r"\bin\s+one\s+piece\b", re.I)


# The units beside the one claimed, told before a pronoun calls them fine: "the other one's lid is stiff but it's fine",
# "the rest have an uneven glaze, so they're fine", "the remaining three are ok". Never the claimed unit, nor the line whole.
_OTHER_UNITS = re.compile(r"\b(?:the\s+)?(?:other\s+(?:one|ones|two|three|four|five|six|[\w-]+s)\b|(?:the\s+)?(?:rest|remaining|others)\b)", re.I)


def _pointed_fine(order: dict, text: str) -> set[str]:
    """The line a pronoun calling something fine points back to ("I do NOT want the mug replaced, it's
    fine"): the one line the clauses before it in the sentence name, or the order's only line."""
    out: set[str] = set()
    for m in pronoun_fines(text):
        clause_end = next((c.start() for c in _CLAUSE_BREAK.finditer(text, m.end())), len(text))
        if _ONLY_PARTLY.search(text, m.start(), clause_end):
            continue
        if _OTHER_UNITS.search(text, 0, m.start()):
            continue  # "One bottle leaks. The other one's lid is stiff but it's fine": the units beside the claimed one
        before = set(mentioned(order, [text[:m.start()]]))
        lines = order.get("lines", [])
        if len(before) == 1:
            out |= before
        elif not before and len(lines) == 1:
            out.add(lines[0]["sku"])
    return out


def lines_called_fine(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the customer's words} for each line these sentences call fine ("shoes r fine", "the mug ... it's fine")."""
    out: dict[str, str] = {}
    # ("My mum ordered one too and hers is fine": her own unit, others_own_unit.py; "Unlike my last order, which was perfect, ...":
    # praise of other goods, runs/intents/others_praised_apart.py)
    for text in (others_praise_blanked(without_others_units(t)) for t in texts):
        if first_look_then_found(text):
            continue  # "looked fine in the box but when I lifted it the handle came off": a claim, not goods called fine
        for sku in _whole_lines_fine(order, text) | _pointed_fine(order, text):
            out.setdefault(sku, text)
    return out


def lines_waved_off(order: dict, texts: list[str], claims: dict[str, str | None] = None) -> dict[str, str]:
    """{sku: the customer's words} for each line whose problem these sentences wave off ("box was crushed
    but dont care"): the lines they name, or the order's only line. `claims`: the sentences read as telling
    a goods problem, whatever words they tell it in, each with the remedy asked just after it (or None)."""
    lines = order.get("lines", [])
    claims = claims or {}
    out: dict[str, str] = {}
    for text in texts:
        if waves_off_goods(text, text in claims, claims.get(text)):
            for sku in set(mentioned(order, [text])) or ({lines[0]["sku"]} if len(lines) == 1 else set()):
                out.setdefault(sku, text)
    return out


def lines_withdrawn(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the customer's words} for each line whose claim these sentences take back ("Forget what I said on
    the phone about the scratch on the side table - it polished out", "ignore my last email about the lamp"):
    the lines named in the words taken back, or the order's only line when those words tell a problem with
    goods and name none ("never mind what I said about the scratch")."""
    lines = order.get("lines", [])
    out: dict[str, str] = {}
    for text in texts:
        for a, b in withdrawn_spans(text):
            named = {sku for _, _, sku in _mentions(order, text[a:b], {x["sku"] for x in lines})}
            said = RETRACTED.sub(lambda m: " " * len(m.group(0)), text[a:b])  # the words taken back, not the taking ("Scratch my last email")
            if not named and len(lines) == 1 and (set(_spans_of(said)) & _GOODS_KINDS or _GOODS_WORDS.search(said)):
                named = {lines[0]["sku"]}
            for sku in named:
                out.setdefault(sku, text)
    # goods narrowed to some of those named, in a sentence of its own: "The mug was chipped and the bowl cracked. ... So just
    # the bowl please." withdraws the mug; goods named again after it are claimed anew
    for i, text in enumerate(texts):
        if (just := _JUST_THESE.match(text)) and (kept := set(mentioned(order, [just.group(1)]))):
            later = set(mentioned(order, texts[i + 1:]))
            for sku in set(mentioned(order, texts[:i])) - kept - later:
                out.setdefault(sku, text)
    # a problem told, then put right by the customer in the next sentence ("The chair wobbles. My husband fixed it
    # with a washer so it's fine now."): the lines the problem's sentence names, or the order's only line
    for text, after in zip(texts, texts[1:]):
        if put_right_next(after) and (set(_spans_of(text)) & _GOODS_KINDS or told_problem(text)):
            for sku in set(mentioned(order, [text])) or ({lines[0]["sku"]} if len(lines) == 1 else set()):
                out.setdefault(sku, after)
    return out


# A sentence that only narrows the ask to goods it names: "So just the bowl please.", "only the blue one then, thanks",
# "Just the lamp pls" (never a question: "just the bowl?").
_JUST_THESE = re.compile(r"^\W*(?:(?:so|ok|okay|then|actually|and|but|in that case|sorry)\W+)*(?:just|only)\s+(?:for\s+)?((?:the|my|our)\s+[^.!?,;]{1,40}?)"
                         r"(?:[,\s]+(?:please|pls|plz|then|thanks|thank you|in the end))*\s*[.!]*\s*$", re.I)


# Words that say the taken-back words are about the goods, when no cue names a problem ("forget what I said about it
# being the wrong shade" has its cue; "ignore my last email about the lamp" names a line; "about the item" names none).
_GOODS_WORDS = re.compile(r"\b(?:item|items|goods|product|thing|scratch\w*|mark|marks|stain|wobble|smudge|scuff\w*|chip|crack|dent|colou?r|size|fit)\b", re.I)


def lines_praised(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the customer's words} for each line these sentences praise or say came as ordered ("I love the cups",
    "the chest of drawers is lovely", "I ordered the large and got the large"): no goods are taken back from them.
    A sentence saying what came is what was ordered holds the lines it names, or the order's only line."""
    lines = order.get("lines", [])
    skus = {x["sku"] for x in lines}
    out: dict[str, str] = {}
    for text in map(without_others_units, texts):  # ("hers came perfect": another person's own unit, others_own_unit.py)
        for sku in said_praised(order, text):
            if not one_unit_only(order, text, sku):  # "The blue one is perfect" of two blue mugs: a unit (runs/one_unit_praised.py)
                out.setdefault(sku, text)
        if (end := came_as_ordered(text)):
            for sku in {sku for _, _, sku in _mentions(order, text[:end], skus)} or ({lines[0]["sku"]} if len(lines) == 1 else set()):
                out.setdefault(sku, text)
    return out


def _outside_praise(text: str) -> str:
    """`text` without its clauses praising goods: what is left names the goods it claims."""
    return " ".join(c for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip() and not praised_clause(c))


def claims_beyond_withdrawn(text: str, spans: list) -> bool:
    """Whether a request claims anything outside the words it takes back: "The scratch on the lamp buffed out, but
    the base is cracked" claims the base; "Forget what I said about the scratch" (misread as a claim) nothing."""
    taken = withdrawn_spans(text)
    if not taken:
        return True
    if spans and all(any(a <= start and end <= b for a, b in taken) for start, end in spans):
        return False
    # (a span over the whole sentence, as a problem told in no cue's words is read: the words outside those taken back decide)
    return bool(set(_spans_of(_outside_withdrawn(text))) & _GOODS_KINDS)


_GOODS_KINDS = {"damaged_item", "wrong_item", "change_of_mind", "non_delivery"}


def _outside_withdrawn(text: str) -> str:
    """`text` with the words that take a claim back blanked out: what is left is what it claims anew."""
    chars = list(text)
    for a, b in withdrawn_spans(text):
        chars[a:b] = " " * (b - a)
    return "".join(chars)


# A change of mind told in words that take the goods back: the goods are fine, and that is the point.
_SENT_BACK = re.compile(r"\b(?:return\w*|(?:send|sent|post|ship|take|bring|drop)\w*\s+(?:\w+\s+){0,3}?back|changed?\s+(?:of\s+)?my\s+mind|"
                        r"change\s+of\s+mind|no\s+longer\s+(?:want|need))\b", re.I)
# ... not set aside: "I do NOT want it sent back", "dont want to return it".
_SET_ASIDE = re.compile(r"(?:\b(?:not|no|never|without)|n'?t)\s+(?:\w+\s+){0,3}$", re.I)


def claimed_anew(order: dict, text: str, spans: list, kind: str, asked_after: str | None = None) -> set[str]:
    """The lines a request of `kind` claims outside its words calling goods fine ("the mug is fine but the
    plate arrived smashed" claims the plate), none when its problem is waved off. A change of mind is of
    goods that are fine: it claims the lines it names when it asks them taken back in words ("it's fine,
    I just changed my mind"), never on a remedy declined ("I do NOT want the mug replaced, it's fine").
    `asked_after`: the remedy asked just after the request ("no worries. Refund please." waves nothing off)."""
    if waves_off_goods(text, kind in ("damaged_item", "wrong_item"), asked_after):
        return set()
    if kind == "damaged_item" and spans and box_only_damaged(text, {kind: [tuple(h) for h in spans]}):
        # "the box my clock came in was crushed": the box, not the clock, so goods called fine are claimed by no damage
        return set()
    named = lines_in_clauses(order, text, spans) - (set(lines_withdrawn(order, [text])) - set(mentioned(order, [_outside_withdrawn(text)])))
    if kind in ("wrong_item", "change_of_mind"):
        # goods praised are named again only outside the praise ("I love the cups, but the teapot lid doesn't fit")
        named -= said_praised(order, text) - set(mentioned(order, [_outside_praise(text)]))
    if kind == "change_of_mind":
        # (naming none, "we no longer need it, how do I return it?": the goods the guard's other checks tie it to)
        asked_back = any(not _SET_ASIDE.search(text, 0, m.start()) for m in _SENT_BACK.finditer(text))
        return (named or {x["sku"] for x in order.get("lines", [])}) if asked_back else set()
    return named - _whole_lines_fine(order, text) - _pointed_fine(order, text)
