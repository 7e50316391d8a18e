"""Goods that "aren't working" in a room, with the decor or for the customer: a change of mind, never damage nor a wrong
item. "I bought the ceramic vase at the end of January and it's just not working in our living room. It's in perfect
condition. Can I still send it back for a refund?" was read as a damaged vase (the cue "not working") and a wrong item
("I bought the vase ... and it's": what was bought set against what it is), and, inside the window, paid $47.52 as a
damage refund with the vase kept. "Doesn't work in / with our ..." was already no damage; "not working" said the same
way now reads the same.

Read as unsuited (a change of mind):
- "not working" with the decor, the furniture, a colour scheme, the look: "not working with our decor", "not really
  working with the sofa", "not working for us", "just not working out";
- "not working" in a room or a space, hedged ("just", "really", "quite", "sadly", "honestly") or beside words of taste
  in the sentence ("looks", "colour", "style", "too big", "clashes"): "it's just not working in our living room",
  "not working in the hallway, looks wrong with the tiles".

Near-misses, still damage: "the lamp is not working, it won't switch on", "the fan is not working in our bedroom" (a
room, no hedge, no taste: a fault told where it is), "stopped working in the kitchen after two days", and any other
damage cue in the sentence ("not working in our kitchen and the lid is cracked").
"""

from __future__ import annotations

import re

from ..own_choice_words import MISMATCH

# What goods are set against when they do not suit: the decor, the furniture, a colour scheme, the look of a place.
_DECOR = (r"(?:d[eé]cor|interior|furniture|furnishings|sofa|couch|settee|colou?r\s+scheme|colou?rs|palette|paint(?:work)?|walls?|"
          r"wallpaper|curtains|rug|carpet|flooring|floor|tiles|theme|style|aesthetic|look|vibe|other\s+(?:things|pieces|stuff)|"
          r"rest\s+of\s+(?:the\s+|our\s+|my\s+)?(?:room|house|home|flat|stuff|things|d[eé]cor|furniture))")
# Where goods stand at home.
_PLACE = (r"(?:(?:living|sitting|dining|spare|front|back|guest|box|bed|bath|play|utility|shower|drawing)\s*room|room|lounge|kitchen|"
          r"hall(?:way)?|landing|study|office|nursery|conservatory|bedroom|bathroom|porch|garden|patio|space|flat|apartment|house|home|"
          r"place|corner|mantel(?:piece)?|shelf|window(?:sill)?|entrance|entryway)")
_OWNER = r"(?:our|my|the|this|that|his|her|their|a|its)"
_NOT_WORKING = r"(?:not|n[o']t|isn'?t|aren'?t|wasn'?t|weren'?t)\s+(?:really\s+|quite\s+|at\s+all\s+)?working"
# Goods that do not suit: against the decor, for the customer, "working out", in a place (hedged or with taste told).
_UNSUITED_DECOR = re.compile(rf"\b{_NOT_WORKING}\s+(?:out\b|for\s+(?:us|me|them|him|her)\b|(?:with|alongside|against|next\s+to)\s+{_OWNER}\s+(?:[\w'-]+\s+){{0,3}}?{_DECOR}\b)", re.I)
_UNSUITED_PLACE = re.compile(rf"\b{_NOT_WORKING}\s+(?:(?:in|for|on|at)\s+(?:{_OWNER}\s+)?(?:[\w'-]+\s+){{0,2}}?{_PLACE}|(?:in\s+)?there|here)\b", re.I)
# A hedge before it, or words of taste in the sentence: the customer tells how the goods look, not that they fail.
_HEDGE_WORDS = r"(?:just|really|quite|simply|sadly|honestly|unfortunately|afraid|think|feel|turns?\s+out)"
_HEDGE_BEFORE = re.compile(rf"\b{_HEDGE_WORDS}\s+(?:[\w'’]+\s+){{0,2}}$", re.I)
# Nothing but hedges between a subject and what is told of it: "it's [just] not working".
_ONLY_HEDGES = re.compile(rf"^\s*(?:(?:{_HEDGE_WORDS}|also|now|still|totally|completely|simply|,)\s*)*$", re.I)
_TASTE = re.compile(r"\b(?:looks?|looking|colou?r|shade|style|size|shape|too\s+(?:big|small|large|bright|dark|busy|plain|bold|modern|much)|"
                    r"clash\w*|match\w*|suit\w*|taste|vibe|feel|not\s+(?:us|me|our\s+style)|go(?:es)?\s+with|fit\s+in|"
                    r"(?:perfect|good|great|mint)\s+condition|nothing\s+wrong)\b", re.I)
# A wrong-item cue whose last words are the goods' subject told right before the unsuited words ("I bought the vase ...
# and it's [just not working ...]"): what was bought set against how it suits, not against what came.
_SUBJECT_TAIL = re.compile(r"(?:it'?s|it\s+is|they'?re|they\s+are|its)\s*$", re.I)


def unsuited_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` tells goods not working in a place, with the decor or for the customer: goods that do not suit."""
    out = [m.span() for m in _UNSUITED_DECOR.finditer(text)]
    for m in _UNSUITED_PLACE.finditer(text):
        if _HEDGE_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _TASTE.search(text[:m.start()] + " " + text[m.end():]):
            out.append(m.span())
    return sorted(set(out))


def unsuited_not_broken(text: str, spans: dict) -> dict:
    """The spans with "not working" told of goods that do not suit read as a change of mind: the damage hits inside those
    words dropped (a damage cue elsewhere in the sentence still reads, and keeps the sentence a damage claim). A wrong-item
    hit ending on the subject of a state told right after it ("I bought the vase and it's [just not working in our
    living room]", "I bought the toaster and it's [not working]") is dropped unless its own words tell a mismatch: how
    the goods suit or work is no description of other goods come."""
    unsuited = unsuited_spans(text)
    out = {k: list(v) for k, v in spans.items()}
    states = [*unsuited, *out.get("damaged_item", [])]
    if "wrong_item" in out and states:
        kept = [h for h in out["wrong_item"] if not (_SUBJECT_TAIL.search(text[h[0]:h[1]]) and not MISMATCH.search(text[h[0]:h[1]])
                                                     and any(a >= h[1] and _ONLY_HEDGES.match(text[h[1]:a]) for a, _ in states))]
        if kept:
            out["wrong_item"] = kept
        else:
            del out["wrong_item"]
    if not unsuited:
        return out
    if "damaged_item" in out:
        if kept := [h for h in out["damaged_item"] if not any(a <= h[0] and h[1] <= b for a, b in unsuited)]:
            out["damaged_item"] = kept
        else:
            del out["damaged_item"]
    if "damaged_item" not in out:
        out["change_of_mind"] = sorted({*out.get("change_of_mind", []), *unsuited})
    return out
