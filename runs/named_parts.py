"""A named part of one item ("the lid of my casserole dish", "its shoulder strap") that a ticket
says is damaged while the item itself is not: the part is not the unit.

A damaged part usually makes the item damaged ("the kettle's lid hinge snapped", "the monitor's
screen is cracked"): the whole unit is owed. A piece the line names beside its item ("Blue sugar bowl with lid",
"Table lamp with shade", "Glass teapot with infuser") that breaks is the line damaged too ("the sugar bowl lid came
broken in two", blind round ver23a V23-22; "the table lamp's shade arrived crushed", adv33 A33-06): "with" names what
the one item comes with, not a set of pieces (docs/evals.md, OR-14). It is not the unit when either
- the line's one unit is a set, pack or kit and the part is of one of its pieces ("the lid of the teapot"
  of a tea set); or
- the customer says the rest of the item is fine ("the pot itself is okay", "the lamp works
  fine", "otherwise perfect") or that the item works ("The coffee maker on SU-43010 works but the glass carafe that
  goes with it is cracked": runs.item_said_working); or
- the part is missing from what came ("missing its shade", "Pegs: missing entirely", "came without
  the remote"), or the customer asks for the part itself ("send a new lid rather than money").
Then no count of units pays for it: a person decides a partial amount or a replacement piece
(runs.unit_counts.part_of_unit, which the guard and the offline agent read).

A part word that names a line of the order (a "Linen drum shade" line beside the lamp) is that
line, not a part of another one.
"""

from __future__ import annotations

import re

from .intents.missing_items import part_missing_at, things_missing
from .intents.papers_asked_sent import papers_missing_asked
from .item_said_working import ACCESSORIES, item_said_working
from .missing_beside_damage import damage_told_apart
from .part_words import PARTS
from .goods_heads import short_goods_of
from .ticket_lines import line_words, named_by_head_word, words_mentioned
from .withdrawn_parts import part_claim_taken_back

_PART = r"(?:" + "|".join(PARTS) + r")(?:e?s)?"
_OWNER = r"(?:the|its|a|an|my|one|this|that|his|her|their|our|your)"
# A part named as a thing: after a determiner or a possessive, a compound's head ("the kettle lid").
_NAMED = re.compile(rf"(?:\b{_OWNER}\s+(?:[a-z-]+\s+){{0,2}}?|['’]s\s+(?:[a-z-]+\s+)?)(?P<part>{_PART})\b", re.I)
_FINE = r"(?:fine|ok|okay|intact|undamaged|unbroken|unharmed|perfect|perfectly\s+fine|good|flawless|in\s+one\s+piece|all\s+right|working)"
# What the customer says of the part itself up to the clause's end: "the lid is fine" is no claim on it.
_CLAUSE_END = re.compile(r"[,.;:!?()]|\s[-–—]+\s|\b(?:but|while|whereas|although|though|however|and)\b", re.I)
_SAID_FINE = re.compile(rf"^\s*(?:itself\s+)?(?:is|was|are|were|seems|looks|works|came|arrived)\s+(?:all\s+|completely\s+|totally\s+)?{_FINE}\b"
                        rf"|^\s*(?:works|working)\b", re.I)
# The rest of the item said fine: "the pot itself is okay", "the rest of it is perfect", "otherwise fine", "the lamp works fine".
_REST_FINE = re.compile(
    rf"\b(?P<thing>[a-z-]+)\s+itself\s+(?:is|was|seems|looks|works|came|arrived)\s+(?:all\s+|completely\s+|totally\s+)?{_FINE}\b"
    rf"|\b(?:the\s+)?rest(?:\s+of\s+(?:it|them|the\s+[a-z-]+))?\s+(?:is|was|are|were|seems|looks)\s+(?:all\s+)?{_FINE}\b"
    rf"|\b(?:everything|all)\s+else\s+(?:is|was|seems|looks)\s+{_FINE}\b"
    rf"|\botherwise\s+(?:it'?s\s+|it\s+is\s+|it\s+was\s+)?(?:all\s+)?{_FINE}\b"
    rf"|\b(?:is|was|it'?s)\s+otherwise\s+{_FINE}\b"
    rf"|\b(?P<named>[a-z-]+)\s+(?:works|is\s+working|is|was)\s+(?:perfectly\s+|completely\s+|totally\s+)?(?:fine|ok|okay|perfect|flawless|intact|undamaged)\b",
    re.I)
# In a description, what comes after "with", "and", "+" or "incl." is a piece sold with the item.
_WITH = re.compile(r"\b(?:with|and|plus|incl(?:uding|\.)?)\s+|[&+]\s*", re.I)


def _stem(part: str) -> str:
    word = part.lower()
    for ending in ("es", "s"):
        if word.endswith(ending) and word[:-len(ending)] in PARTS:
            return word[:-len(ending)]
    return word


def sold_with(line: dict) -> set[str]:
    """The parts a line's description names as pieces sold with its item: "Cast iron casserole with
    lid" -> {"lid"}; "Linen drum shade" -> none (the shade is the item)."""
    description = line.get("description", "")
    m = _WITH.search(description)
    if not m:
        return set()
    return {_stem(p.group(0)) for p in re.finditer(rf"\b{_PART}\b", description[m.end():], re.I)}


def _is_the_item(line: dict, part: str) -> bool:
    """The part word is the line's own item ("shade" on a "Linen drum shade" line)."""
    before_with = _WITH.split(line.get("description", ""), maxsplit=1)[0]
    return bool(re.search(rf"\b{part}(?:e?s)?\b", before_with, re.I))


# A part named bare, as a note is written: "Teapot lid - cracked!!", "lid of teapot broke in the post".
_BARE_AFTER = r"(?=\s+of\b|\s*[:–-]\s|\s+(?:is|was|are|were|arrived|came|broke|snapped|cracked|chipped|smashed)\b)"
_BARE = re.compile(rf"(?:^\s*(?:[a-z-]+\s+)?|\b)(?P<part>{_PART}){_BARE_AFTER}", re.I)
# Beside an item told working, a piece that is goods of its own elsewhere ("a milk jug") is a part of it all the same:
# "blender works ok, jug is cracked" (runs/item_said_working.py); never read as a part anywhere else.
_WIDE = r"(?:" + "|".join((*PARTS, *ACCESSORIES)) + r")(?:e?s)?"
_NAMED_WIDE = re.compile(_NAMED.pattern.replace(_PART, _WIDE), re.I)
_BARE_WIDE = re.compile(rf"(?:^\s*(?:[a-z-]+\s+)?|\b)(?P<part>{_WIDE}){_BARE_AFTER}", re.I)


def _damaged_parts(text: str, bare: bool = False, wide: bool = False) -> list[tuple[str, str]]:
    """(part, words) for each part the text names and does not call fine (`bare`: also a part named without a determiner;
    `wide`: a piece that is goods of its own elsewhere counted too)."""
    out = []
    named, bare_named = (_NAMED_WIDE, _BARE_WIDE) if wide else (_NAMED, _BARE)
    for m in [*named.finditer(text), *(bare_named.finditer(text) if bare else ())]:
        rest = text[m.end():]
        clause = rest[:end.start()] if (end := _CLAUSE_END.search(rest)) else rest
        if not _SAID_FINE.search(clause):
            out.append((_stem(m.group("part")), m.group(0).strip()))
    return out


def _rest_said_fine(line: dict, part: str, texts: list[str]) -> str:
    """The words saying the item apart from the part is fine, '' when none do."""
    for t in texts:
        for m in _REST_FINE.finditer(t):
            thing = (m.group("thing") or m.group("named") or "").lower()
            if _stem(thing) == part or thing in ("it", "that", "this", "one"):
                continue
            if m.group("named") and not words_mentioned(line, thing):
                continue  # "the lid is fine" names no item; "the lamp works fine" names the lamp line
            return m.group(0)
    return ""


# A part told missing from what came: "missing its shade", "the lid was missing", "Pegs: missing entirely", "came without
# the remote", "missing two of its legs' screws". The item came and a piece of it did not: never the whole item owed.
_SOME_PART = rf"(?:{_PART}|parts?|pieces?|components?|bits)"
_MISSING = re.compile(
    rf"\bmissing\s+(?:(?:a|an|the|its|their|his|her|my|some|all|both|one|two|three|four|\d+)\s+)?(?:(?:of\s+)?[\w'’-]+\s+){{0,3}}(?P<a>{_SOME_PART})\b"
    rf"|\b(?P<b>{_SOME_PART})\s*(?:[:–-]\s*)?(?:(?:is|are|was|were)\s+)?(?:also\s+|just\s+|simply\s+|completely\s+|entirely\s+|totally\s+)?"
    r"(?:missing|not\s+(?:included|in\s+the\s+(?:box|parcel|package|bag))|(?:is|was|are|were)n'?t\s+(?:there|in\s+(?:the|my)\s+(?:box|parcel|package|bag))"
    r"|never\s+(?:came|arrived|turned\s+up))\b"
    # a list's label with nothing after it: "Pegs: none in the bag"
    rf"|\b(?P<e>{_SOME_PART})\s*[:–-]\s*(?:none|nil|zero|nothing)\b"
    rf"|\b(?:there\s+(?:was|were|is|are)|but|and|with)\s+no\s+(?:[\w-]+\s+)?(?P<d>{_SOME_PART})\b", re.I)
# A part asked for on its own: "send a new lid", "a replacement shade", "spare pegs", "arrange the missing part".
_ASKED = re.compile(rf"\b(?:new|replacement|spare|missing|extra|working)\s+(?:[\w-]+\s+)?(?P<a>{_SOME_PART})\b", re.I)
_GENERIC = {"part", "parts", "piece", "pieces", "component", "components", "bits"}
# ...unless the clause turns it down: "I DO NOT want a replacement shade, just REFUND IT", "no need for a new lid" ask for
# no part (ver25a VER25A-39: the shade refused was read as a part asked, and the crushed lampshade went to a person).
_TURNED_DOWN_BEFORE = re.compile(r"(?:\bnot?|n['’]t|\bnever|\bwithout|\brather\s+than|\binstead\s+of)\b[^.,;:!?()]{0,30}$", re.I)


def _parts_missing_or_asked(text: str) -> list[tuple[str, str]]:
    """(part, words) for each part a text tells missing from the goods or asks for on its own."""
    found = [(_stem(next(g for g in m.groups() if g)), m.group(0).strip()) for pattern in (_MISSING, _ASKED) for m in pattern.finditer(text)
             if pattern is _MISSING or not _TURNED_DOWN_BEFORE.search(text[:m.start()])]
    if came_without := part_missing_at(text):  # "came without its lid", "didn't come with the remote": the screener's own reading
        (part, (a, b)) = came_without
        found.append((_stem(part.split()[-1]), text[a:b].strip()))
    return sorted(found, key=lambda f: f[0] in _GENERIC)  # the part by its name before "the missing part"


def _other_line_or_item(others: list[dict], line: dict, part: str) -> bool:
    """The part word is another line of the order, or this line's own item ("shade" on a "Linen drum shade" line)."""
    return any(part in line_words(x.get("description", "")) or _is_the_item(x, part) for x in others) or _is_the_item(line, part)


def named_part(order: dict, line: dict, texts: list[str], of_a_set: bool = False) -> str:
    """The words in which `texts` (request sentences about `line`) name a damaged part of one unit of
    it that is not the unit ("the lid of my casserole"), '' when they do not. On a line whose one unit is
    a set of pieces (`of_a_set`: "Porcelain tea set (teapot, 4 cups and saucers)"), a damaged part of a
    piece ("the lid of the teapot is cracked") is a part of the unit, whatever is said of the rest."""
    others = [x for x in order.get("lines", []) if x.get("sku") != line.get("sku")]
    with_it = sold_with(line)
    for t in texts:
        # (a part named bare beside the item told working is named all the same: "blender works ok, jug is cracked tho", or told
        # working in a sentence of its own: "my power bank totally fine!! but cable is split")
        named = _damaged_parts(t, of_a_set) + [p for p in _damaged_parts(t, True, True) if item_said_working(order, line, texts, p[0])]
        for part, words in dict.fromkeys(named):
            if any(part in line_words(x.get("description", "")) or _is_the_item(x, part) for x in others):
                continue  # the part is another line of the order
            if _is_the_item(line, part) and part not in with_it:
                continue
            # (a piece sold with the item that breaks, "the sugar bowl lid came broken" on a "Sugar bowl with lid" line, "the
            # lamp's shade arrived crushed" on a "Table lamp with shade" line, is the line damaged, as the kettle's lid hinge is)
            if of_a_set or _rest_said_fine(line, part, texts) or item_said_working(order, line, texts, part):
                return words
    # a part named alone, the goods it belongs to never named: "The lids in order SU-44008 were all cracked" on a "Glass
    # storage jar" line (lines41 V41-68, four jars paid) tells of lids, not of jars; whether the jar is spoilt, or a lid is
    # all that is owed, is a person's to settle (never a piece the line sells with its item, which is the line damaged)
    if texts and not any(_line_named(order, line, t) for t in texts):
        for t in texts:
            for part, words in _damaged_parts(t):
                if part not in with_it and not _other_line_or_item(others, line, part) and not _OF_THE_ITEM.match(words):
                    return words
    # a part missing from what came, or asked for itself ("send a new lid rather than money"): the part, whatever else is said
    for t in texts:
        for part, words in _parts_missing_or_asked(t):
            if part_claim_taken_back(t, words) or papers_missing_asked(t, words):
                continue  # "I thought the lid filter was missing but ignore that bit, it was tucked in the packaging"
            if part in _GENERIC or not _other_line_or_item(others, line, part) or part in with_it:
                if part in _FASTENERS and _damage_beside(line, with_it, part, t, (at := t.find(words), at + len(words))):
                    continue  # "the pan came loose ... and one rivet is missing": the missing piece is the pan's damage
                return words
    # anything else told missing from what came ("the battery is missing from the box", "no charger in the box") that
    # no line of the order is: a part of the unit that came, whatever it is called
    for t in texts:
        for thing, (a, b) in things_missing(t):
            if part_claim_taken_back(t, t[a:b]) or papers_missing_asked(t, t[a:b]):
                continue  # (nor the goods' papers asked e-mailed: "need the instructions emailed as the paper copy was missing")
            if not any(words_mentioned(x, thing) for x in others) and not names_the_item(line, thing):
                if _damage_beside(line, with_it, _stem(thing.split()[-1]) if thing.split() else thing, t, (a, b)):
                    continue
                return thing
    return ""


def _line_named(order: dict, line: dict, text: str) -> bool:
    """Whether `text` names the line's goods: by its words, its head word, or a two-letter name ("the TV" of a "10-inch
    kitchen TV", which words read three letters and up miss)."""
    return bool(words_mentioned(line, text)) or named_by_head_word(order, line["sku"], text) \
        or any(short_goods_of(line.get("description", ""), w) for w in re.findall(r"[a-z]+", text.lower()))


# "its lid", "their handles": a part said of goods a pronoun names, the item told of too
_OF_THE_ITEM = re.compile(r"(?:its|their)\s", re.I)


# Pieces that hold an item together: one missing beside the item's damage is part of that damage ("a screw is missing").
_FASTENERS = frozenset({"screw", "bolt", "peg", "rivet", "nut", "pin"})


def _damage_beside(line: dict, with_it: set[str], part: str, text: str, missing: tuple[int, int]) -> bool:
    """Whether a piece told missing at `missing` is part of damage `text` tells of the line itself in a clause of its
    own (runs.missing_beside_damage): never a piece the line sells beside its item, nor one asked for itself."""
    return missing[0] >= 0 and part not in with_it and not _ASKED.search(text) and damage_told_apart(line, text, missing)


def names_the_item(line: dict, thing: str) -> bool:
    """The words name the line's own item, not a piece sold with it: "the kettle" on a "Glass kettle" line, not
    "the battery" on a "Cordless drill with battery" line."""
    before_with = _WITH.split(line.get("description", ""), maxsplit=1)[0]
    return bool(words_mentioned({"description": before_with}, thing))


def missing_part_name(words: str, texts: list[str]) -> str:
    """The part that `words` (named_part's, for a unit that came) tell missing, by its name ("lid" from "the lid is missing",
    "came without its lid", "no lid in the box"), or '' when they tell a part damaged or only asked for: a person is told
    which part did not come, not only that a part of the unit is named."""
    said = _MISSING.search(words)
    if said:
        return next(g for g in said.groups() if g).lower()
    if came_without := part_missing_at(words):
        return came_without[0]
    # (a thing told missing that no line is, named_part's last reading: the words are the thing itself)
    return words.lower() if any(thing.lower() == words.lower() for t in texts for thing, _ in things_missing(t)) else ""
