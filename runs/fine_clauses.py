"""A clause calling something fine takes out of a sentence only the claims about that thing.

"the kettle arrived with a dent and the lid won't shut, toaster is fine": the toaster came through,
the kettle did not. "you charged me delivery twice, and the strap snapped (the bag itself is fine)":
the bag came through, and a charge taken twice is no claim about goods at all. What a fine clause
says is read by what it names, its subject:
- the same goods again ("it works fine", "everything inside is fine", or no subject at all: "arrived
  dented but works perfectly"): the customer says the goods came through, so a claim about their
  condition beside it is not asked (kept as context, as before);
- other goods ("toaster is fine", "the cups are fine though", "the rest survived", "the bag itself
  is fine"): only those are fine; every claim in the sentence's other clauses stands, unless it is
  damage to the box the goods came in ("the box was crushed, the kettle is fine").
A charge taken twice is never about the goods, so no fine clause takes it out. Words after the fine
clause that turn to an exception ("all fine except the jug is chipped") are a claim whatever the
subject. The screener (runs/intents/) keeps the claims `left_standing` returns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .goods_said_to_work import works_said
from .remedy_called_fine import in_remedy_fine

# Goods called fine as customers say it in passing: "the ice bucket is grand", "the lid's sound", "the mugs are spot on",
# "the jug is all good", "the rest are no bother". Said of goods, after "is" / "are" or a pronoun, never bare: "the grand
# total", "the sound is muffled", "it sounds good" call nothing fine.
COLLOQUIAL_FINE = r"grand|sound|spot[\s-]on|all\s+good|no\s+bother|tip[\s-]?top|bang\s+on|right\s+as\s+rain|hunky[\s-]?dory|a-?ok"
# ... after the words that say what goods are: "is grand", "'s sound", "r spot on", "are all good".
COLLOQUIAL_SAID = (r"(?:\b(?:is|are|was|were|r|looks?|seems?|came|arrived)|['’](?:s|re))\s+(?:(?:all|totally|perfectly|absolutely|just|really)\s+)?"
                   rf"(?:{COLLOQUIAL_FINE})\b(?!-|\s+asleep)")  # (not "sound-proof", "sound asleep")

# What was in a box called fine with no verb, as a note beside the box's damage: "the outer carton got soaked, contents fine",
# "box squashed but contents unharmed", "everything inside dry", "items inside ok". Unread, the soaked carton was the only
# claim left and went to a person as goods not on the order (verify47 R3-04), and beside a late fee on another order held
# the fee, the ticket then telling of a claim on each of two orders (R3-10). Only what was inside the box, never goods by
# name ("the lamp fine?" is as often asked as told), and never with a verb (those are GOODS_FINE's own).
CONTENTS_FINE = (r"\b(?:(?:the\s+)?contents?|everything\s+(?:inside|in\s+(?:it|them|the\s+(?:box|parcel|package|carton)))|"
                 r"(?:the\s+)?(?:items?|goods|stuff|products?|things)\s+inside|what\s+was\s+inside|inside)"
                 r"\s+(?:(?:all|totally|perfectly|completely|absolutely|bone|thankfully|luckily|still)\s+)?"
                 r"(?:fine|ok|okay|intact|undamaged|unharmed|unscathed|unmarked|dry|safe|perfect|all\s+good|good)\b(?![?])")

GOODS_FINE = re.compile(rf"{COLLOQUIAL_SAID}|"
                        r"\b(?:is|are|was|were|looks?|seems?|came|arrived)\s+(?:\w+\s+)?"
                        # a good word before it: "the umbrella inside is dry and fine", "came clean and intact"
                        r"(?:(?:dry|clean|whole|safe|sound|unmarked|spotless|working|intact|undamaged|perfect|fine|ok|okay|bone\s+dry)\s+(?:and|&)\s+)?(?:fine|ok|okay|intact|undamaged|perfect|perfectly|unharmed|"
                        r"spotless|safely|safe and sound|in one piece|in (?:perfect|good|great) (?:condition|shape))\b|\bno (?:harm|damage)\b"
                        r"|\b(?:it|they|the \w+|which|and) (?:now )?works? (?:great|perfectly|fine|brilliantly|a treat|well)\b"
                        r"|\bnothing (?:wrong|the matter) with (?:it|them|the \w+)\b|\bexactly what (?:i|we) ordered\b"
                        rf"|{CONTENTS_FINE}", re.I)
# "is not fine", "was never okay": no fine said.
_NOT_FINE = re.compile(r"\b(?:not|never|hardly|barely|far from)\b|n't\b", re.I)
# A few of several said to be fine, just before the words that say so: "just one arrived intact",
# "only 2 of the 6 glasses arrived intact": the rest did not.
ONLY_SOME = re.compile(r"\b(?:only|just)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
                       r"(?:\s+of\s+(?:them|those|these|the\s+(?:[\w-]+\s+){0,3}))?\s*(?:\w+\s+)?$", re.I)
# What turns a "fine" into a claim after it: "the rest are fine but the jug is chipped", "all six are
# fine except the one with the blue rim".
FINE_EXCEPT = re.compile(r"\b(?:but|except|apart\s+from|save\s+for|other\s+than|aside\s+from)\b", re.I)

# Goods called fine by a pronoun, as customers write it in passing: "I do NOT want the mug replaced, it's
# fine", "its ok", "they're perfect". Not a remedy or an arrangement called fine ("it's fine if you refund
# it", "that's fine with me"), nor "that's fine" (which answers, not describes).
PRONOUN_FINE = re.compile(r"\b(?:it|they)(?:'s|’s|s|'re|’re|re|\s+is|\s+are|\s+was|\s+were)\s+(?:all\s+|totally\s+|perfectly\s+|absolutely\s+|really\s+)?"
                          rf"(?:fine|ok|okay|alright|all\s+right|perfect|intact|undamaged|in\s+one\s+piece|{COLLOQUIAL_FINE})\b"
                          r"(?!\s+(?:if|to|with|by|as\s+long|for\s+(?:me|us)|apart|except|but|other\s+than|aside|save)\b)", re.I)


# ... nor a fine hoped for or made a condition: "if it's ok, I'd like to send it back".
_CONDITION_BEFORE = re.compile(r"\b(?:if|hope|hoping|hopefully|whether|unless|as long as|assuming|provided)\s+$", re.I)


# ... nor said of the rest of the goods, beside a problem ("the buckle snapped, otherwise it's perfect").
OTHERWISE_BEFORE = re.compile(r"\b(?:otherwise|apart from (?:that|this|it)|other than (?:that|this)|aside from (?:that|this)|besides (?:that|this)|"
                              r"except (?:for )?(?:that|this)|overall|else)\W*(?:\w+\W+)?$", re.I)


def pronoun_fines(sentence: str) -> list[re.Match]:
    """Where a sentence calls goods fine by a pronoun, not as a condition or a hope, nor of the rest of them."""
    # (nor the remedy called fine: "Refunding it is fine", runs/remedy_called_fine.py)
    return [m for m in PRONOUN_FINE.finditer(sentence)
            if not _CONDITION_BEFORE.search(sentence, 0, m.start()) and not OTHERWISE_BEFORE.search(sentence, 0, m.start())
            and not in_remedy_fine(sentence, m.start(), m.end())]


# A remedy or an arrangement called fine, not goods: "the money back is fine", "a refund would be ok".
_REMEDY_SUBJECT = re.compile(r"\b(?:money|refund|credit|cash|voucher|replacement|exchange|swap|either|whichever|that|this)\b(?:\s+\w+){0,2}\s*$", re.I)


def calls_fine(sentence: str) -> bool:
    """Whether a sentence calls goods fine, by name or by a pronoun ("the sweater itself, it's fine"),
    and not in the negative ("it's not fine") nor a remedy ("money back is fine")."""
    return any(not _NOT_FINE.search(m.group(0)) and not _REMEDY_SUBJECT.search(sentence, 0, m.start()) and not in_remedy_fine(sentence, m.start(), m.end())
               for m in GOODS_FINE.finditer(sentence)) \
        or bool(pronoun_fines(sentence))


# Damage to the box the goods came in is no claim on the goods ("the box was crushed, the kettle is fine").
PACKAGING = re.compile(r"\b(?:box|boxes|parcel|package|packaging|carton|envelope|outer|wrapping|bubble\s*wrap)\b", re.I)
# Where the goods broke is not what broke: "shattered in the packaging", "cracked inside the box".
WHERE_PACKED = re.compile(r"\b(?:in|inside|within|through|out\s+of|from)\s+(?:the|its|their|my|our|a|an)\s+(?:\w+\s+)?"
                          r"(?:box|boxes|parcel|package|packaging|carton|envelope|wrapping|bubble\s*wrap)\b", re.I)
# Opening the box is when the damage was found, not what was damaged: "was in pieces when I opened the box",
# "once we unpacked the parcel the jug was cracked".
OPENED_PACKED = re.compile(r"\b(?:open\w*|unpack\w*|unwrap\w*|unbox\w*|tore\s+open|(?:took|take|taking|lifted|got)\s+(?:\w+\s+){0,2}out\s+of)"
                           r"\s+(?:the|its|their|my|our|a|an)\s+(?:\w+\s+)?"
                           r"(?:box|boxes|parcel|package|packaging|carton|envelope|wrapping|bubble\s*wrap)\b", re.I)
# How far past a damage word a packaging word still names what is damaged: "crushed box", "dented outer carton".
_AFTER_CUE = re.compile(r"^(?:\s+[\w-]+){0,2}")

# Where one clause of a sentence ends and another begins: punctuation, a dash, or a turn. A bracket
# interrupts a clause rather than ending it ("the outer box (SU-73271) got dented" is about the box).
_CLAUSE_CUT = re.compile(r"[,;:\u2013\u2014]|\s-\s|\b(?:but|while|whilst|whereas|although|though|yet|except)\b", re.I)
# ... and, for where a fine clause itself begins and ends, a bracket and "and" too ("(the bag itself is
# fine)", "the bowls came intact and the jug is cracked").
_FINE_CUT = re.compile(_CLAUSE_CUT.pattern + r"|[()\[\]]|\band\b|&|\s\+\s|\sn\s", re.I)  # ("smashed n the decanter ok": "and" texted)
# A subject that names other goods than the claim's: "the rest", "the other two", "everything else",
# "the bag itself" (the bag, as against the strap a claim names), "otherwise".
_OTHER = re.compile(r"\b(?:else|other|others|rest|remaining|itself|themselves|otherwise)\b", re.I)
# Words that name no goods of their own: a subject made only of these is the same goods again.
_SAME = frozenset("""it its it's they them those these this that mine ours my own our everything all both which stuff goods item items product
products contents content order parcel whole thing things lot everything's inside else the a an and so now still really actually honestly
though otherwise apart from that seems seem looks look just tbh luckily thankfully at least time once again so far overall""".split())

# Claims that are never about the goods' condition: no fine clause speaks to them. A change of mind is of goods that are
# fine, and saying so is what makes it one: "nothing wrong with them, I just don't like the fit, so can I send them back?"
_NOT_GOODS = frozenset({"duplicate_charge", "change_of_mind"})


@dataclass(frozen=True)
class FineClause:
    start: int
    end: int
    subject: str

    @property
    def same_goods(self) -> bool:
        """The clause says the goods the sentence is about came through, not some other goods."""
        if _OTHER.search(self.subject):
            return False
        return all(w in _SAME for w in re.findall(r"[a-z']+", self.subject.lower()))


def fine_clauses(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> list[FineClause]:
    """The clauses of `sentence` that call something fine, with what they call fine; a fine said of
    a few of several ("only two arrived intact"), negated, or inside a claim's own words is none."""
    claims = [h for hits in spans.values() for h in hits]
    out = []
    # ("Kettle works, no thanks to your courier": goods said to work are goods called fine, runs/goods_said_to_work.py)
    for m in [*GOODS_FINE.finditer(sentence), *works_said(sentence)]:
        if _NOT_FINE.search(m.group(0)) or ONLY_SOME.search(sentence[:m.start()]) or in_remedy_fine(sentence, m.start(), m.end()):
            continue  # (a refund called fine, "refunding it is fine": runs/remedy_called_fine.py)
        if any(a <= m.start() and m.end() <= b for a, b in claims):
            continue
        start = max((c.end() for c in _FINE_CUT.finditer(sentence, 0, m.start())), default=0)
        end = min((c.start() for c in _FINE_CUT.finditer(sentence, m.end())), default=len(sentence))
        out.append(FineClause(start, end, sentence[start:m.start()].strip()))
    return out


def _struck(sentence: str, kind: str, span: tuple[int, int], fine: FineClause) -> bool:
    """Whether this fine clause takes this claim out of the sentence."""
    if kind in _NOT_GOODS:
        return False
    if fine.start <= span[0] and span[1] <= fine.end:
        return True
    if span[0] >= fine.end and FINE_EXCEPT.search(sentence, fine.end, span[0] + 1):
        return False  # "it's all fine except the handle is loose"
    if fine.same_goods:
        return True
    return kind == "damaged_item" and _about_packaging(sentence, span)


def _about_packaging(sentence: str, span: tuple[int, int]) -> bool:
    """Whether a damage claim is about the box the goods came in: a packaging word in its clause up to the
    damage words or just after them ("the outer box was crushed", "crushed box"), not where the goods were
    found broken ("in pieces when I opened the box", "cracked inside the carton")."""
    start = max((c.end() for c in _CLAUSE_CUT.finditer(sentence, 0, span[0])), default=0)
    end = min((c.start() for c in _CLAUSE_CUT.finditer(sentence, span[1])), default=len(sentence))
    said = sentence[start:span[1]] + _AFTER_CUE.match(sentence[span[1]:end]).group(0)
    return bool(PACKAGING.search(WHERE_PACKED.sub(" ", OPENED_PACKED.sub(" ", said))))


def left_standing(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> tuple[dict[str, list[tuple[int, int]]], bool]:
    """(the claims of `sentence` its fine clauses leave standing, whether it has a fine clause)."""
    fine = fine_clauses(sentence, spans)
    if not fine:
        return spans, False
    kept = {kind: standing for kind, hits in spans.items()
            if (standing := [h for h in hits if kind == "question" or not any(_struck(sentence, kind, h, f) for f in fine)])}
    return kept, True


# "and" bringing in a thing of its own ("the box was crushed and the clock inside is broken"): what follows is told of it.
_AND_ANOTHER = re.compile(r"\b(?:and|&|plus)\s+(?=(?:the|my|our|its|his|her|their|a|an|one|some|all|both|it|they|everything|[\w-]+\s+(?:is|was|are|were|has|had)\b))", re.I)


def box_only_damaged(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> bool:
    """Whether a sentence's only claims are damage to the box the goods came in ("The carton was torn open on one side."),
    each told of the box in its own clause: "The box was crushed and the clock inside is broken" tells of the clock too."""
    return set(spans) == {"damaged_item"} and all(_about_packaging(sentence, h) and _own_clause_packaging(sentence, h) for h in spans["damaged_item"])


def box_damage_apart(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]] | None:
    """The claims of a sentence left when its damage is all told of the box the goods came in, beside a claim of another
    kind ("The kettle came four days late AND the box was soaked through": the delay), else None. Read with the next
    sentence calling the goods fine ("Kettle works"), as box_only_damaged is: $49.00 was paid for a kettle (ver35c V35-35)."""
    if "damaged_item" not in spans or not box_only_damaged(sentence, {"damaged_item": spans["damaged_item"]}):
        return None
    return {kind: hits for kind, hits in spans.items() if kind != "damaged_item"}


def _own_clause_packaging(sentence: str, span: tuple[int, int]) -> bool:
    """Whether the words from the start of a damage claim's own clause (an "and" bringing in another thing cuts it)
    to its damage words name the box."""
    start = max((c.end() for c in [*_CLAUSE_CUT.finditer(sentence, 0, span[0]), *_AND_ANOTHER.finditer(sentence, 0, span[0])]), default=0)
    return _about_packaging(sentence[start:], (span[0] - start, span[1] - start))


def goods_in_the_box_fine(sentence: str) -> bool:
    """Whether a sentence told after damage to the box calls the goods in it fine: "the vase itself is unharmed" is the
    goods as against their box, where beside a claim on a part ("the bag itself is fine") it would be other goods."""
    return goods_called_fine(sentence) or any(not _OTHER.search(_ITSELF.sub(" ", f.subject)) for f in fine_clauses(sentence, {}))


_ITSELF = re.compile(r"\b(?:itself|themselves)\b", re.I)


def goods_called_fine(sentence: str) -> bool:
    """Whether a sentence calls goods fine, not other goods beside a claim ("Luckily the glasses are all intact", "it's all
    fine inside"; not "the rest are fine", "everything else survived")."""
    return any(not _OTHER.search(f.subject) for f in fine_clauses(sentence, {})) or bool(pronoun_fines(sentence))
