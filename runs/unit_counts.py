"""How many units of an order line a ticket's request sentences say are affected, and whether they
name only a part of one unit (a plate of a dinner set sold as one unit).

A support lead pays for what the customer says broke, never for the whole line by default:
- a count is read in digits or words up to twenty, "a dozen", "half a dozen", "a couple", "a pair",
  "both", as a part of a whole ("one of the four", "a couple of the six"), as the rest of a whole
  ("all but one of the 5", "every one but two", "only two of the eight survived", "the other two
  were fine", "none of the other five"), or in front of the line's own word ("two glasses");
- a pair counts as one unit on a line sold in pairs (socks, gloves: "one pair of the three"), as
  two units elsewhere ("a pair of the six glasses");
- a vague count ("about half of them", "some of the", "most of") is not a number: the agent asks a
  person, and the guard admits no more than it could mean ("about half" of 8 is at most 4);
- a part of a unit sold as a set, pack, kit or pair ("one plate of the set", "one of the twelve
  pieces" on a line of one 12-piece set, "the left glove" of a pair) is not a unit at all: the
  guard never admits the whole unit for it (only an amount below one unit's worth that the decision
  flags for a support lead), and the offline agent hands it to a person, who decides a partial
  refund or a replacement piece. Why a person and not a pro-rata share: the pieces a customer
  names are often not all the damage ("two of the pans are dented and the big lid is shattered"),
  and a replacement piece may be what the seller prefers; either is a lead's judgment.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .intents import content_stems
from .intents.missing_items import THE_OTHER_UNIT
from .intents.count_corrections import correction_in
from .intents.unit_fractions import CAME_THROUGH, counts_said_fine, others_counted, rest_said_fine, shares_of
from .bare_singular_nouns import bare_singular
from .listed_wholes import listed_whole
from .named_parts import named_part
from .pair_refunded_whole import whole_pair_asked
from .withdrawn_parts import without_withdrawn_words
from .part_words import PARTS
from .parts_counted import counts_parts
from .plural_names import plural  # a description already plural stays so (runs/plural_names.py)
from .ordinal_words import ORDINAL_WORDS  # "the second and third plates": each one unit
from .short_line_by_count import counts_told, lines_short_by_count
from .number_words import NUMBERS, N as _N, number
from .own_choice_words import SHORT_DELIVERY
from .units_asked_fewer import within_count_ask
from .sentences import without_amounts
from .ticket_lines import damaged_in_clauses, line_words, lines_in_clauses, lines_named_whole, named_alone, said_stems, said_to_be_fine, words_mentioned

_DET = r"(?:the\s+|my\s+|our\s+|those\s+|these\s+|them\b|(?:th)?em\b|'em\b|which\b|\d)"  # "1 of em", "one of 'em": them, spoken
# A unit word between a count and "of": "one pair of the three", "two sets of the four".
_UNIT = r"(?:\s+(pairs?|sets?|packs?|boxes|box|kits?))?"
_PART_OF = re.compile(rf"\b{_N}{_UNIT}\s+(?:more\s+|further\s+|other\s+)?(?:out\s+)?of\s+{_DET}", re.I)
_THOSE = re.compile(rf"\b(?:those|these)\s+{_N}\b(?!\s+(?:other\s+)?(?:things|items|products|articles|objects|purchases|orders|goods)\b)", re.I)
# ("those two things" counts the things a sentence named, the kettle and a mug: not units of one line)
_COUNTED = re.compile(rf"\b{_N}\s+(?:(pairs?|sets?|packs?)\s+of\s+)?((?:[a-z-]+\s+)?[a-z-]+)", re.I)
_BOTH = re.compile(r"\bboth\s+(?:of\s+)?(?:(?:the|my|our|these|those)\s+)?(?:(?:[a-z-]+\s+)?([a-z-]+s)\b|them\b)", re.I)
_OF_TOTAL = rf"(?:\s+(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N})?"
# "all but one of the 5", "every one but two", "all except 3": the whole less those.
_ALL_BUT = re.compile(rf"\b(?:all|every\s*one|everything|each\s+one)(?:(?:\s+of)?\s+(?:them|em|'em|(?:the|my|our|those|these)(?:\s+[a-z-]+){{1,2}}?))?"
                      rf"\s+(?:but|except(?:\s+for)?|apart\s+from|save)\s+{_N}{_OF_TOTAL}", re.I)  # "all of them except two"
_BUT = re.compile(r"\b(?:but|except|apart\s+from|save)\b", re.I)
# "all six bowls are fine except the one with the blue rim", "everything came fine apart from two
# mugs": the exception is the count affected, not the whole said fine.
_FINE_BUT = re.compile(rf"\b(?:all|every\s*one|everything|each\s+one)\b(?:\s+(?:of\s+)?(?:the|my|our|those|these))?(?:\s+{_N})?(?:\s+[a-z-]+){{0,2}}?"
                       r"\s+(?:(?:are|were|is|was|arrived|came|look|looked|seem|seemed)\s+(?:all\s+|perfectly\s+)?(?:fine|ok|okay|intact|perfect|"
                       # "all twelve survived except one", "all of them made it the trip apart from two"
                       rf"undamaged|unbroken|good|great|whole)|{CAME_THROUGH}(?:\s+the\s+[a-z]+)?)"
                       r"\s+(?:except|but|apart\s+from|save|other\s+than|aside\s+from)\s+(?:for\s+)?"
                       rf"(?:the\s+)?{_N}\b", re.I)
# "only one of the four survived", "just 2 of my 6 made it": the rest are the ones affected.
_SURVIVED = re.compile(rf"\b(?:only|just)\s+{_N}\s+(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b[^.;!?]*?"
                       rf"\b(?:{CAME_THROUGH}|(?:arrived|arrive|is|are|was|were|came)\s+(?:intact|whole|fine|ok|okay|undamaged|unbroken))", re.I)
# ...the whole said first: "Of the six wine glasses only 2 made it in one piece".
_WHOLE_THEN_SURVIVED = re.compile(rf"\b(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b(?:\s+[a-z-]+){{0,4}}?[\s,]+(?:only|just)\s+{_N}\b"
                                  rf"[^.;!?]*?\b(?:{CAME_THROUGH}|(?:arrived|arrive|is|are|was|were|came)\s+(?:intact|whole|fine|ok|okay|undamaged|unbroken))",
                                  re.I)
# "seventeen of the twenty were fine": the rest, said in one clause.
_OF_FINE = re.compile(rf"\b{_N}\s+(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b[^.;!?,]{{0,40}}?"
                      rf"\b(?:{CAME_THROUGH}|(?:arrived|arrive|is|are|was|were|came)\s+(?:all\s+)?(?:intact|whole|fine|ok|okay|"
                      r"undamaged|unbroken|perfect))", re.I)
# A whole, then the part affected: "out of 6 bowls, 2 came smashed", "of the eight, three are
# chipped", "12 napkins arrived, 3 with dye stains"; the part said fine ("out of 6, 4 are fine")
# leaves the rest. The first number is what came, never what broke.
_WHOLE_THEN_PART = re.compile(
    rf"\b(?:(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b(?:\s+[a-z-]+){{0,5}}?"
    rf"|{_N}\b(?:\s+[a-z-]+){{0,3}}?\s+(?:arrived|came|were\s+delivered|turned\s+up|showed\s+up|got\s+here|in\s+the\s+(?:box|parcel|package)))"
    rf"\s*[,;:\u2013-]\s*(?:and\s+|but\s+|of\s+which\s+|of\s+them\s+)?(?:only\s+|just\s+)?{_N}\b(?!\s+(?:of|out|days?|weeks?|hours?|times?)\b)"
    r"([^.;!?,]{0,40})", re.I)
# "half of the eight plates", "a quarter of my 12 napkins": a share of a stated whole.
_SHARES = {"half": (1, 2), "a half": (1, 2), "a third": (1, 3), "one third": (1, 3), "a quarter": (1, 4), "one quarter": (1, 4),
           "two thirds": (2, 3), "three quarters": (3, 4)}
_SHARE_OF = re.compile(rf"\b({'|'.join(sorted(_SHARES, key=len, reverse=True))})\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b", re.I)
# A count that is the whole, not the part affected: "of the 6", "out of 8", "I ordered 6", "my daughter helped me order two"
# (an order told in the customer's own tense: "I order 2", "went to buy three").
_WHOLE_BEFORE = re.compile(r"\b(?:of|out\s+of|ordered|bought|purchased|(?:me|us|to|i|we|did)\s+(?:order|buy|purchase))\s+"
                           r"(?:the\s+|my\s+|our\s+|those\s+|these\s+)?$", re.I)
# ...or after it, as what was bought: "the two lamps I ordered", "the 3 candles (SU-1) we got".
_WHOLE_AFTER = re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:that\s+|which\s+)?(?:i|we|i'?ve|we'?ve)\s+(?:just\s+|recently\s+|had\s+|have\s+)?"
                          r"(?:ordered|bought|purchased|got|received|paid\s+for)\b", re.I)
# One unit said with the pronoun "one": "the other one's dead", "refund the broken one", "that faulty one".
_ONE_UNIT = re.compile(r"\b(?:the|that|this)\s+(?:other|dead|broken|faulty|defective|cracked|smashed|chipped|damaged|dented|torn|"
                       r"stained|scratched|bad|dud|busted|leaking|wonky|split|snapped|shattered|ruined)\s+one(?:'s)?\b(?!\s+of\b)"
                       # "found another one cracked", "one more turned up chipped": one unit more
                       r"|\b(?:another\s+one|one\s+more)\b(?!\s+(?:of|thing|things|question|point|issue|request|time|day|week|favou?r)\b)"
                       # "just the one has a crack", "(just the one, the other is fine)": one, unless that one is the one that survived
                       r"|\b(?:just|only)\s+the\s+one\b(?!\s+of\b)(?![^.,;:!?()]*\b(?:survived|made\s+it|came\s+through|intact|"
                       r"in\s+one\s+piece|undamaged|unbroken|is\s+(?:fine|ok|okay|perfect|whole)|was\s+(?:fine|ok|okay|perfect|whole))\b)", re.I)
# One unit told from those dealt with: "refund the other plate", "the remaining cracked plate" (the noun the line's own,
# in the singular; never "the other day", "the other plates", "the other two"). Ordinals are read by _ORDINALS.
_ONE_BY_PLACE = re.compile(r"\bthe\s+(?:other|remaining)\s+(?:(?:cracked|broken|chipped|damaged|smashed|faulty|dented)\s+)?([a-z-]+)\b"
                           r"(?!\s+(?:of|and|or|&)\b)", re.I)
# "the pink pair needs to go back", "that pair": a pair of the line's units (one unit of socks), not "a pair of",
# nor the whole a part is counted from ("one mug out of the pair").
_THE_PAIR = re.compile(r"(?<!of )(?<!from )(?<!in )\b(?:the|that|this|those|these)\s+(?:[a-z-]+\s+)?pair\b(?!\s+of\b)", re.I)
# "the second and third plates", "the 1st, 4th and 5th mugs": each ordinal one unit.
_ORDINAL_WORDS = [*ORDINAL_WORDS, "last", "top", "bottom"]
_ORD = r"(?:" + "|".join(_ORDINAL_WORDS) + r"|\d{1,2}(?:st|nd|rd|th))"
_ORDINALS = re.compile(rf"\bthe\s+({_ORD}(?:\s*(?:,\s*and|,|and|&)\s*(?:the\s+)?{_ORD})*)\s+((?:[a-z-]+\s+)?[a-z-]+)", re.I)
# "2x mugs", "2 x mugs", "mugs x2": a count written as a multiplier.
_TIMES = re.compile(r"\b(\d{1,3})\s*[x\u00d7](?=\s|$)", re.I)
# On an order of one line, a count before a thing said to be damaged is a count of the line's
# units whatever the thing is called ("2 tumblrs arrived cracked": a typo is still the line).
_DAMAGED_AFTER = (r"(?:arrived|came|were|are|got|have|had|showed\s+up|turned\s+up)\s+(?:all\s+|both\s+)?"
                  r"(?:cracked|broken|smashed|shattered|chipped|damaged|dented|crushed|snapped|torn|ripped|stained|scratched|bent|leaking|"
                  r"in\s+pieces|faulty|defective|missing)")
_COUNT_DAMAGED = re.compile(rf"\b{_N}\s+(?:[a-z-]+\s+)?([a-z-]+)\s+{_DAMAGED_AFTER}\b", re.I)
# A count with no noun, said to be damaged: "Three came smashed.", "Four broken", "2 were cracked
# when I opened the box". It counts the line the sentence, or the sentence just before it, names.
# (the words runs.told_damaged_counts reads a count told damaged by, too: DAMAGE_WORD)
DAMAGE_WORD = _DAMAGE_WORD = (r"(?:cracked|broken|broke|smashed|shattered|chipped|damaged|dented|crushed|snapped|torn|ripped|stained|scratched|"
                              r"bent|leaking|leaked|in\s+pieces|faulty|defective|ruined|unusable)")
# "You refunded three of my six plates last week", "two were replaced already": units settled before (who settled them or a
# helper verb, then any verb of settling), not the ones asked about now.
UNITS_SETTLED_BEFORE = re.compile(r"\b(?:you|you'?ve|they|they'?ve|already|was|were|been|had|got)\s+(?:\w+\s+)?"
                                  r"(?:refunded|reimbursed|credited|replaced|covered|compensated)\b", re.I)
_DAMAGE_SAID = re.compile(rf"\b{_DAMAGE_WORD}", re.I)
_BARE_DAMAGED = re.compile(rf"\b{_N}(?:\s+|'s\s+|’s\s+)(?:(?:(?:of\s+them\s+)?(?:arrived|came|were|are|got|have|had|showed\s+up|turned\s+up|was|is)\s+"
                           rf"(?:all\s+|already\s+|completely\s+|badly\s+)?)?{_DAMAGE_WORD}"
                           # a count that has a flaw: "The four tumblers: one had a crack down the side" is one tumbler, not four
                           rf"|(?:of\s+them\s+)?(?:has|had|have|got|came\s+with|arrived\s+with)\s+(?:a\s+|an\s+)?(?:[a-z-]+\s+)?"
                           rf"(?:crack|chip|dent|scratch|hole|tear|split|stain|rip|gouge|scuff)(?:e?s)?)\b", re.I)  # "one's smashed": one is
# "the other two were fine", "none of the other five": the whole less those (at most, beside a count).
_OTHERS_FINE = re.compile(rf"\bnone\s+of\s+the\s+(?:other|remaining)\s+{_N}\b|\bthe\s+(?:other|remaining)\s+{_N}\b[^.;!?]{{0,30}}?\b"
                          r"(?:fine|ok|okay|intact|undamaged|unbroken|unharmed|perfect|good|whole|in\s+one\s+piece|survived|made\s+it|are\s+all\s+right)", re.I)
_FINE = (r"(?:fine|ok|okay|intact|undamaged|unbroken|unharmed|perfect|good|whole|survived|made\s+it|came\s+through|"
         r"in\s+one\s+piece|all\s+right|no\s+damage)")
_FINE_WORDS = re.compile(rf"\b{_FINE}\b", re.I)
# Words that speak of some of a line's units, not all of them: "one of them", "1 of em", "only one",
# "one works", "the other one". Beside a count that comes to the whole line, the two readings
# disagree, and the whole line is never the one taken.
_SUBSET = re.compile(rf"\b(?:one|1|a\s+single)\s+(?:of\s+(?:them|em|'em|the|my|our|those|these)\b|(?:works|(?:is\s+)?{_FINE})\b)"
                     r"|\bthe\s+other\s+one\b|\b(?:only|just)\s+(?:one|1)\b", re.I)
# A count that is not a number: the agent asks, the guard holds the decision to what it could mean.
_VAGUE = re.compile(r"\b(?:(?:about|around|roughly|nearly|almost|maybe|perhaps|approximately|approx\.?|like|over|under)\s+)?"
                    r"(half|most|some|a\s+few|a\s+handful|several|many|a\s+bunch|a\s+lot|a\s+number|quite\s+a\s+few|lots)"
                    r"(?:\s+of)?\s+(?:them|the|my|our|those|these)\b", re.I)
_PAIRED = re.compile(r"\b(?:pairs?|socks?|gloves?|mittens?|shoes?|boots?|trainers?|sneakers?|slippers?|sandals?|earrings?|cufflinks?)\b", re.I)
_SINGULAR_BEFORE = {"a", "an", "one", "the", "my", "this", "that", "single", "each"}
_PLURAL_BEFORE = {"all", "both", "some", "several", "these", "those", "few", "many", "most", "rest", "every"}
_COMPOUND_AFTER = {"set", "sets", "pack", "packs", "pair", "pairs", "box", "boxes", "bundle", "collection", "kit"}


@dataclass(frozen=True)
class Units:
    """What the request sentences say of a line's units: an exact count, or the most a vague one
    could mean (`at_most`), with the words it was read from."""

    exact: int | None = None
    at_most: int | None = None
    words: str = ""
    # False when the count was said of no line the agent can tell ("Got the glasses and the jug. 3
    # smashed."): it bounds the line, but a person settles which line and how many.
    tied: bool = True

    @property
    def vague(self) -> bool:
        return self.exact is None and self.at_most is not None


def sold_in_pairs(line: dict) -> bool:
    return bool(_PAIRED.search(line.get("description", "")))


def _pairs(n: int, unit: str | None, line: dict, token: str = "") -> int:
    """A count of pairs in the line's units: a pair is one unit of socks, two glasses."""
    if "pair" in (unit or "").lower() or "pair" in token.lower():
        per = 1 if sold_in_pairs(line) else 2
        return (n if unit else 1) * per
    return n


def _counts_line(line: dict, words: str) -> bool:
    said = said_stems(words)
    return bool(words_mentioned(line, words)) or any(s.startswith(w) for w in line_words(line.get("description", "")) if len(w) >= 4
                                                     for s in said)


# Number words a hurried customer misspells ("thre arrived in bits", "a cuple of", "fvie of the ten"), read
# as the number only where a count stands: before "of"/"outta" or before what happened to the units. Words
# one letter from a number word that are words of their own ("there were", "fine", "your", "light") stay.
_SPELLED = [w for w in NUMBERS if len(w) >= 4 and " " not in w] + ["couple"]
_NOT_MISSPELT = {"there", "thee", "tree", "threw", "throe", "your", "hour", "pour", "tour", "flour", "foul", "fire", "fine", "hive", "give",
                 "live", "dive", "file", "even", "sever", "weight", "height", "sight", "light", "fight", "might", "night", "right",
                 "tight", "eighth", "eighty", "line", "mine", "pine", "wine", "nice", "none", "vine", "dine", "ninth", "coupe", "dozed",
                 "dozes", "fives", "nines", "sixty", "seventh", "tens", "teen", "twin", "twine", "twins", "fort", "form", "fork", "four",
                 "more", "once", "ones", "done", "gone", "tone", "zone", "bone", "lone", "hone", "cone", "nose", "noun"}
_COUNT_SLOT = re.compile(r"\b([a-z]{4,7})(?=\s+(?:of|outta|out\s+of|were|are|was|is|arrived|arived|came|come|showed|turned|got|"
                         r"broke|cracked|smashed|chipped|melted|damaged|r)\b)", re.I)


def _one_edit(a: str, b: str) -> bool:
    """a and b differ by one letter changed, added or dropped, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _spoken(text: str) -> str:
    """"3 outta 8" as "3 out of 8", "another of the bowls" as "one more of the bowls", and a misspelt
    number word where a count stands as the word."""
    text = re.sub(r"\boutta\b", "out of", text, flags=re.I)
    # "three from the six tumblers", "two among the plates": a part of a whole, as "three of the six"
    text = re.sub(rf"\b{_N}\s+(?:from|among|amongst)\s+(?=(?:the|my|our|those|these)\s)", r"\1 of ", text, flags=re.I)
    # a count after the goods, as a list or a basket writes it: "wine glasses x2 broken" is "2 wine glasses broken"
    text = re.sub(r"\b([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+[x\u00d7]\s?(\d{1,3})\b", r"\2 \1", text, flags=re.I)
    text = re.sub(r"\banother\s+(?:one\s+)?of\b", "one more of", text, flags=re.I)
    # every one of a count is all of it: "every single one of the four candles", "each of the 4", "each and every one of the six"
    text = re.sub(r"\b(?:each\s+and\s+)?(?:every|each)\s+(?:single\s+)?(?:last\s+)?one\s+of\s+(?:them|em|'em)\b", "all of them", text, flags=re.I)
    text = re.sub(r"\b(?:each\s+and\s+)?(?:every|each)\s+(?:single\s+)?(?:last\s+)?(?:one\s+)?of\s+(?:the|my|our|those|these)\s+(?=(?:\d{1,3}|[a-z]+)\b)",
                  "all the ", text, flags=re.I)

    def mend(m: re.Match) -> str:
        word = m.group(1)
        if word.lower() in NUMBERS or word.lower() in _NOT_MISSPELT:
            return word
        return next((n for n in _SPELLED if _one_edit(word.lower(), n)), word)

    return _COUNT_SLOT.sub(mend, text)


def units_stated(order: dict, line: dict, texts: list[str]) -> Units:
    """How many units of `line` the request sentences say are affected. On an order of several
    lines only a sentence naming the line counts. Read in order, the first kind found wins: the
    rest of a whole, a part of a whole, "those two", a count before the line's word, the singular;
    several counts of one kind: the largest. "The other N were fine" caps whatever was read."""
    several = len(order.get("lines", [])) > 1
    texts = [_spoken(without_amounts(t)) for t in texts if not UNITS_SETTLED_BEFORE.search(t)]  # money counts no goods
    if corrected := corrected_units(order, line, texts):  # "Three are chipped. Actually I've recounted and it's two" (count_corrections.py)
        return corrected
    bare = _bare_counts(order, line, [_TIMES.sub(r"\1", t) for t in texts])
    texts = [_TIMES.sub(r"\1", t) for t in _about_line(order, line, texts)]
    ordered = int(line.get("quantity") or 1)
    cap = [(max(0, ordered - number(m.group(1) or m.group(2))), m.group(0)) for t in texts for m in _OTHERS_FINE.finditer(t)
           if not _counts_a_part(line, t[m.end(1 if m.group(1) else 2):])]  # "one leg broken, the other three legs is OK": legs, not chairs
    # "the two nearest the top are fine", "3 of them fine": the rest of the line at most (runs.intents.unit_fractions)
    cap += [(ordered - n, words) for t in texts for n, words, what, _ in counts_said_fine(t) if 0 < n < ordered and count_of_line(order, line, what, t)]
    others = [x for x in order.get("lines", []) if x.get("sku") != line.get("sku")]
    shares = _shares_of_line(order, line, texts, ordered)
    exact = _exact(line, texts, ordered, single_line=not several, bare=any(tied for *_, tied in bare), others=others,
                   shares=[(x.count, x.words) for x in shares if x.count], said=_others_counted(order, line, texts, ordered))
    if exact is None and bare:
        count, words, tied = max(bare)
        if not tied:  # never the whole line on a guess: at most the count, for a person to settle
            return Units(at_most=min(count, ordered), words=words, tied=False)
        exact = count, words
    subset = next((m.group(0) for t in texts for pattern in (_SUBSET, _ONE_UNIT) for m in pattern.finditer(t)
                   if not within_count_ask(t, m.start())), "") if ordered > 1 else ""  # "refund 1 of the 2": a cap, no damage
    subset = subset or _rest_of_line_fine(order, line, texts, ordered)
    if exact is not None:
        count, words = exact
        if cap and min(cap)[0] < count:
            return Units(exact=min(cap)[0], at_most=min(cap)[0], words=min(cap)[1])
        if subset and count >= ordered:
            # "one of them" beside a count of the whole line: a person settles it, never the whole line
            return Units(at_most=ordered - 1, words=f"{words.strip()}\" and \"{subset}")
        return Units(exact=count, at_most=count, words=words.strip())
    if cap:  # "the mugs came chipped, the other two are fine": the rest of the line
        return Units(exact=min(cap)[0], at_most=min(cap)[0], words=min(cap)[1])
    if ordered > 1:
        vague = [(m.group(1).lower(), m.group(0)) for t in texts for m in _VAGUE.finditer(t) if not within_count_ask(t, m.start()) and (
                 m.group(0).lower().endswith(("them", "those", "these")) or _counts_line(line, t[m.end():m.end() + 40]))]
        if vague:
            most = max(math.ceil(ordered / 2) if what == "half" else ordered - 1 for what, _ in vague)
            return Units(at_most=max(1, most), words=vague[0][1])
        if hedged := [x for x in shares if x.count is None]:  # "about a third of them", a third of ten: a person counts
            return Units(at_most=min(max(x.at_most for x in hedged), ordered - 1), words=hedged[0].words)
    one = _singular(line, texts)  # the weakest reading: after any count, vague or not
    if one:
        return Units(exact=1, at_most=1, words=one[1])
    if subset:  # some of the line, no count read: never the whole line on a guess
        return Units(at_most=ordered - 1, words=subset)
    return Units()


def corrected_units(order: dict, line: dict, texts: list[str]) -> Units | None:
    """The count the customer last corrected the claim on `line` to (runs/intents/count_corrections.py): said of this line
    when the order has one line, or the words just before the correction name it alone. The corrected count is paid,
    never more than the count told first unless the customer says why ("make that three", "found another"); one in
    doubt is held for a person: more than the order holds, a larger count said bare, corrections set against each
    other ("one of them is fine, so it's one" of three), or fewer than a count never told."""
    ordered = int(line.get("quantity") or 1)
    for k in reversed(range(len(texts))):
        if not (found := correction_in(texts[k], ordered)):
            continue
        before = [texts[k][:texts[k].lower().find(found.words.lower())], *reversed(texts[:k])]
        claim = next((t for t in before if any(words_mentioned(x, t) for x in order.get("lines", []))), "")
        if len(order.get("lines", [])) > 1 and not named_alone(order, line, claim):
            return None  # the correction is of another line's count
        held = Units(at_most=min(found.n or ordered, ordered), words=found.words, tied=False)
        if found.torn or len({c.n for t in texts if (c := correction_in(t, ordered)) and c.n is not None} | {found.n} - {None}) > 1:
            return held  # "it's two - no, one", "Correction: two. ... Update: it's three": which count stands is a person's to ask
        first = units_stated(order, line, [*texts[:k], before[0]]).exact if found.fewer or not found.firm else None
        if found.fewer:  # "I found that one of them is fine": that many fewer than the count told before
            if first is None or (found.n is not None and found.n != first - found.fewer) or first - found.fewer < 1:
                return Units(at_most=min(first or ordered, ordered), words=found.words, tied=False)
            return Units(exact=first - found.fewer, at_most=first - found.fewer, words=found.words)
        if not 0 < found.n <= ordered:
            return held
        if first is not None and found.n > first and not found.firm:
            return Units(at_most=first, words=found.words, tied=False)  # more than told first, no reason given: a person asks
        return Units(exact=found.n, at_most=found.n, words=found.words)
    return None


def count_of_line(order: dict, line: dict, words: str, sentence: str, names=_counts_line) -> bool:
    """Whether a count's own words (what it counts: "the two mugs on top"), or, naming no line, its
    sentence, are about `line`: always on an order of one line; on several, when they name it and no other.
    The one reading of "N of a line" (runs.told_damaged_counts reads it too); `names` tells whether words name
    a line: here also by the start of a line's word ("glass" of "glassware"), strictly by runs.ticket_lines.words_mentioned
    where a count caps money (runs.told_damaged_counts)."""
    lines = order.get("lines", [])
    if len(lines) <= 1 or names(line, words):
        return True
    others = [x for x in lines if x.get("sku") != line.get("sku")]
    if any(names(x, words) for x in others):
        return False
    return named_alone(order, line, sentence)


def _counts_a_part(line: dict, after: str) -> bool:
    """Whether the words after a count name a piece of one unit (runs.part_words), not the line's units: "the other three
    legs are fine" of a chair counts legs."""
    word = re.match(r"\s+([a-z-]+)", after, re.I)
    if not word or _counts_line(line, word.group(1)):
        return False
    noun = word.group(1).lower()
    return noun in PARTS or noun[:-1] in PARTS or noun[:-2] in PARTS or noun.endswith("ves") and noun[:-3] + "f" in PARTS  # shelves


def _shares_of_line(order: dict, line: dict, texts: list[str], ordered: int):
    """The shares of the line's own units the sentences tell ("a quarter of them arrived chipped", "half the
    bowls"): of "them", or of the line's own word; never the whole line or more."""
    if ordered <= 1:
        return []
    return [x for t in texts for x in shares_of(t, ordered)
            if (x.of_them and count_of_line(order, line, "", t) or _counts_line(line, x.after[:40])) and (x.count or x.at_most) < ordered]


def _others_counted(order: dict, line: dict, texts: list[str], ordered: int) -> list[tuple[int, str]]:
    """"The others both have a split back leg", "the other two came chipped": a count of the line's units, fewer than all."""
    return [(n, words) for t in texts for n, words in others_counted(t) if n < ordered and count_of_line(order, line, "", t)]


def _rest_of_line_fine(order: dict, line: dict, texts: list[str], ordered: int) -> str:
    """The words saying the rest of the line's units are fine, with no count ("A quarter of them arrived chipped,
    the rest are fine", "the others are ok"): the claim is on fewer than all of them. On an order of several
    lines "the rest" may be the other goods: only the rest named by the line's own word ("the other mugs") counts."""
    if ordered <= 1:
        return ""
    several = len(order.get("lines", [])) > 1
    return next((words for t in texts for words, noun in rest_said_fine(t) if not several or (noun and _counts_line(line, noun))), "")


# What a number in a ticket is when it is not a count of goods: money, measures, times and spans, codes and dates.
_NOT_A_COUNT = re.compile(r"[$£€¥]\s*\d[\d.,]*|\d[\d.,]*\s*%|\d[\d.,]*\s*(?:dollars?|bucks|usd|eur|euros?|gbp|pounds?|quid|percent|cm|mm|m|"
                          r"kg|g|ml|l|oz|in|inch(?:es)?|ft|days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|seconds?|secs?|am|pm|st|nd|rd|th)\b"
                          r"|(?-i:\b[A-Z]{2,}-?\d+\b)|#\s*\d+|\d+\s*[:/.-]\s*\d+", re.I)


def loose_count(order: dict, line: dict, texts: list[str]) -> tuple[int, str] | None:
    """When `units_stated` read no count for `line`, the smallest count the request sentences about
    it still say ("of the 6 stemless wine glasess a couple arived shatterd": 2), with its words. A
    count nobody could tie to the line bounds it all the same: the guard never takes the whole line
    on a sentence that counts fewer, it leaves that to a person. None when no count is said."""
    about = [_spoken(without_amounts(t)) for t in _about_line(order, line, texts)]
    found = [(number(m.group(1)), m.group(0)) for t in about for m in re.finditer(rf"\b{_N}\b", _NOT_A_COUNT.sub(" ", t), re.I)
             if m.group(1).lower() not in ("one", "1", "single", "a single")]
    return min(found) if found else None


def _about_line(order: dict, line: dict, texts: list[str]) -> list[str]:
    """The sentences whose counts may count `line`: every sentence on an order of one line;
    otherwise those naming the line, or naming no line at all but lines they call fine."""
    if len(order.get("lines", [])) <= 1:
        return list(texts)
    return [t for t in texts if words_mentioned(line, t) or _names_no_line(order, t)]


def _names_no_line(order: dict, text: str) -> bool:
    """A sentence naming no line of the order ("two of them arrived cracked") is about the line
    the request is about: its count still bounds that line. A line the sentence names only to call
    it fine is no line its count is of ("two of the six are cracked, the other four and the carafe
    are fine": the two are not carafes)."""
    return not _claimed_in(order, text)


def _claimed_in(order: dict, text: str) -> list[str]:
    """The skus of the lines a sentence names, but for those it names only to call them fine."""
    # each name read whole: "the candles" names the candles, not the candle holders beside them
    whole = lines_named_whole(order, text)
    named = [x["sku"] for x in order.get("lines", []) if x["sku"] in whole]
    return [sku for sku in named if sku not in said_to_be_fine(order, text)] if named else []


def _bare_counts(order: dict, line: dict, texts: list[str]) -> list[tuple[int, str, bool]]:
    """Counts said with no noun in a damage sentence ("I bought ten side plates. Three came
    smashed."), each with whether it is this line's: on an order of one line always; otherwise when
    the sentence, or the nearest sentence before it that names a line, names this line and no other.
    A count that belongs to another line is left out; one that belongs to no line clearly is kept
    untied (False)."""
    lines = order.get("lines", [])
    out, named_before, damaged_before = [], None, set()
    for i, t in enumerate(texts):
        named = _claimed_in(order, t)
        about = named or named_before
        if not about and (ahead := _headline_lines(order, texts[i + 1:])):
            # a subject or opening told before any line is named ("Two broken" over "Both the lamp and the towels arrived
            # damaged."): a count that is every unit of the lines told damaged next is theirs, never a count of one line
            if any(number(m.group(1)) == _units_of(lines, ahead) for m in _BARE_DAMAGED.finditer(t)):
                if line["sku"] in ahead:
                    out.append((int(line.get("quantity") or 1), _BARE_DAMAGED.search(t).group(0), True))
                continue
        for m in _BARE_DAMAGED.finditer(t):
            if _WHOLE_BEFORE.search(t[:m.start()]):
                continue
            if len(lines) > 1 and len(named) > 1 and m.group(1).lower() == "one" and (one := _NAMED_BY_BEFORE.search(t[:m.start()])):
                # "Of the two mugs the green one arrived chipped": "one" names a unit by its colour or size, and the line
                # that word tells apart from the others named alike is the one it is of (no line told: still untied)
                told = lines_in_clauses(order, t, [(one.start(), m.end())])
                if len(told) == 1:
                    if told == {line["sku"]}:
                        out.append((1, m.group(0), True))
                    continue
            if len(lines) <= 1 or about == [line["sku"]]:
                out.append((number(m.group(1)), m.group(0), True))
            elif not named and line["sku"] in damaged_before and number(m.group(1)) == _units_of(lines, damaged_before):
                # "the teapot is cracked and the sugar bowl smashed. refund the 2 broken": the count is
                # every unit of the lines told broken before it, so all of this one's
                out.append((int(line.get("quantity") or 1), m.group(0), True))
            elif named and line["sku"] in (told := damaged_in_clauses(order, t)) and len(told) > 1 and number(m.group(1)) == _units_of(lines, told):
                # "colander, cake stand, trivet: all three broken": the count is every unit of the lines it tells broken
                out.append((int(line.get("quantity") or 1), m.group(0), True))
            elif not about or line["sku"] in about:
                out.append((number(m.group(1)), m.group(0), False))
        if named:
            named_before, damaged_before = named, damaged_in_clauses(order, t)
    return out


def _headline_lines(order: dict, texts: list[str]) -> set[str]:
    """The lines the first of `texts` that names any tells damaged (several, else none): what a headline count sums."""
    for t in texts:
        if _claimed_in(order, t):
            told = damaged_in_clauses(order, t)
            return told if len(told) > 1 else set()
    return set()


# "the green one", "the white one's", "the bigger one": a unit named by a word that may tell one line from others
# named alike, not a count (not "the other one", "the last one", "the only one": those tell no line).
_NAMED_BY_BEFORE = re.compile(r"\bthe\s+(?!(?:other|last|first|second|third|only|same|next|very|broken|damaged|cracked|chipped|"
                              r"smashed|dented|torn|faulty)\b)[a-z-]+\s+$", re.I)


def _units_of(lines: list[dict], skus: set[str]) -> int:
    return sum(int(x.get("quantity") or 1) for x in lines if x["sku"] in skus)


# ...told with no stop between them: "got my bowls today 6 of them 2 are crackd", "8 outta 8 and 3 were in bits".
_WHOLE_RUN_ON = re.compile(rf"\b(?:out\s+)?of\s+(?:them|em|'em)\s+(?:and\s+|but\s+|of\s+which\s+)?{_N}\s+"
                           r"(?:of\s+(?:them|em|'em)\s+)?(?:are|were|r|is|was|came|arrived|got|have|had)\s+([^.;!?,]{0,40})", re.I)


# ...the whole pointed back at, not counted again: "Of those, one has a split in the frame." after "only three of our four
# chairs arrived", "of the ones that came, two are chipped". The part is the count; one said fine tells no whole to take it from.
_POINTED_WHOLE_THEN_PART = re.compile(rf"\b(?:out\s+)?of\s+(?:those|these|them|the\s+ones?(?:\s+(?:that|which)(?:\s+[a-z-]+){{1,2}})?)\s*[,;:\u2013-]\s*"
                                      rf"(?:only\s+|just\s+)?{_N}\b(?!\s+(?:of|out|days?|weeks?|hours?|times?)\b)([^.;!?,]{{0,40}})", re.I)


def _whole_then_part(texts: list[str]) -> list[tuple[int, str]]:
    """"out of 6 bowls, 2 came smashed": 2; "out of 6, 4 are fine": the other 2; the part
    never more than the whole."""
    out = []
    for t in texts:
        for m in _POINTED_WHOLE_THEN_PART.finditer(t):
            if (_DAMAGE_SAID.search(m.group(2)) or re.search(rf"\b{_DEFECT}", m.group(2), re.I)) and not _FINE_WORDS.search(m.group(2)):
                out.append((number(m.group(1)), m.group(0)))
        for m in _WHOLE_RUN_ON.finditer(t):
            whole = re.search(rf"\b{_N}\s+$", t[:m.start()], re.I)
            if not whole:
                continue
            total, part = number(whole.group(1)), number(m.group(1))
            if part < total:
                out.append((total - part if _FINE_WORDS.match(m.group(2)) else part, t[whole.start():m.end()]))
        for m in _WHOLE_THEN_PART.finditer(t):
            whole, part = number(m.group(1) or m.group(2)), number(m.group(3))
            if part >= whole:
                continue
            fine = _FINE_WORDS.search(m.group(4) or "")
            out.append((whole - part if fine else part, m.group(0)))
    return out


def _shares(texts: list[str]) -> list[tuple[int, str]]:
    """"half of the eight": 4; a share that is no whole number of units ("half of the five") is not
    a count (the vague reading bounds it)."""
    out = []
    for t in texts:
        for m in _SHARE_OF.finditer(t):
            top, bottom = _SHARES[" ".join(m.group(1).lower().split())]
            whole = number(m.group(2))
            if (whole * top) % bottom == 0:
                out.append((whole * top // bottom, m.group(0)))
    return out


def _ordinals(line: dict, texts: list[str]) -> list[tuple[int, str]]:
    """"the second and third plates in the stack": two units, one per ordinal named."""
    out = []
    for t in texts:
        for m in _ORDINALS.finditer(t):
            if {"one", "ones"} & set(m.group(2).lower().split()) or _counts_line(line, m.group(2)):
                out.append((len(re.findall(_ORD, m.group(1), re.I)), m.group(0)))
    return out


def _of_another_line(line: dict, others: list[dict], after: str) -> bool:
    """The words after a part's "of the" name another line of the order and not this one: in
    "another one of the cereal bowls has a chip, and two of the four dinner plates do too", the two
    are plates, not bowls."""
    words = re.split(r"[,;.!?&+]|\b(?:and|n|plus|while|whereas|but)\b", after, maxsplit=1)[0][:40]
    return not _counts_line(line, words) and any(_counts_line(other, words) for other in others)


# A count the customer sends back, whatever the line holds: "Could I send one back?", "can i return 2 of them", "I'll post
# the one back" is one unit of a line of two (a count of the line's own word is read by _COUNTED).
_SENT_BACK = re.compile(rf"\b(?:send|sending|sent|return|returning|post|posting|ship|shipping|give|bring|take)\s+{_N}\s+"
                        r"(?:of\s+(?:them|em|'em|those|these)\s+)?back\b", re.I)


def _exact(line: dict, texts: list[str], ordered: int, single_line: bool = False, bare: bool = False,
           others: list[dict] | None = None, shares: list[tuple[int, str]] | None = None,
           said: list[tuple[int, str]] | None = None) -> tuple[int, str] | None:
    """`bare`: a count with no noun is said damaged for this line ("Five were smashed."); then a count
    before the line's word in a sentence that says nothing is damaged ("Got my eight wine tumblers")
    is the whole that came, not the part affected. `shares`: the shares of the line's own units told
    ("a quarter of them": 3 of 12), read as the rest of a whole; `said`: counts of the others told
    affected ("the others both have a split leg"), read beside the line's counted words."""
    rest = [(max(0, number(m.group(2)) - number(m.group(1))), m.group(0)) for t in texts for pattern in (_SURVIVED, _OF_FINE)
            for m in pattern.finditer(t)]
    rest += [(max(0, number(m.group(1)) - number(m.group(2))), m.group(0)) for t in texts for m in _WHOLE_THEN_SURVIVED.finditer(t)]
    rest += [(max(0, (number(m.group(2)) if m.group(2) else ordered) - number(m.group(1))), m.group(0))
             if not _SAID_FINE_AFTER.match(t[m.end():]) else (number(m.group(1)), m.group(0))  # "all but one arrived fine": the one
             for t in texts for m in _ALL_BUT.finditer(t)
             # "the serving bowl and all but two of the plates": the plates' whole, never the bowl's
             if not _of_another_line(line, others or [], t[m.end():]) and not _of_another_line(line, others or [], _BUT.split(m.group(0))[0])]
    rest += _whole_then_part(texts) + _shares(texts)
    rest += [(number(m.group(2)), m.group(0)) for t in texts for m in _FINE_BUT.finditer(t)]
    rest += shares or []
    if rest:
        return max(rest)
    parts = [(_pairs(number(m.group(1)), m.group(2), line, m.group(1)), m.group(0), _short_delivery(t, m.start())) for t in texts
             for m in _PART_OF.finditer(t)
             if not (bare and not _DAMAGE_SAID.search(t)) and not _of_another_line(line, others or [], t[m.end():])  # "The mugs came, 6 of them. Two were cracked.": 6 is the whole
             and not _set_aside(t, m.start()) and m.start() not in {at for *_, at in counts_said_fine(t)}  # "one of the chairs is fine": no claim on it
             and not counts_parts(line, t[m.end():])]  # "two of the five shelves": pieces of one unit (runs/parts_counted.py)
    found = [(count, words) for count, words, came in parts if not came]
    # "those two" with no noun counts the line's units only when no part of it was counted: after "one of the dinner
    # plates is cracked. One of the side bowls is chipped as well. Refund for those two please." the two are the plate
    # and the bowl, not two plates (held-back round adv27, case 16: two plates were paid)
    if not found:
        found += [(number(m.group(1)), m.group(0)) for t in texts for m in _THOSE.finditer(t) if not _set_aside(t, m.start())]
    if found:
        return _likeliest(found, ordered)
    counted = [(_whole_sets(line, _pairs(number(m.group(1)), m.group(2), line, m.group(1)), m.group(3)), m.group(0), _came(t, m.start(3))
                or listed_whole(t, m.start(), m.end(), number(m.group(1)), ordered, _DAMAGE_SAID)) for t in texts  # "Copy paper (10 reams): 2 ..."
               for m in _COUNTED.finditer(t)
               if _counts_line(line, m.group(3)) and not counts_parts(line, t[m.start(3):]) and not _WHOLE_BEFORE.search(t[:m.start()]) and not _bought(t, m.start(3), m.end(3))
               and not (bare and not _DAMAGE_SAID.search(t)) and not _NEGATED_BEFORE.search(t[:m.start()])
               and m.start() not in {at for *_, at in counts_said_fine(t)}]  # "only one bowl came out ok": no claim on it
    found = [(count, words) for count, words, came in counted if not came]
    found += [(1, m.group(0)) for t in texts for m in _ONE_UNIT.finditer(t)]
    found += [(1, m.group(0)) for t in texts for m in _ONE_BY_PLACE.finditer(t) if _one_of_line(line, m.group(1))]
    found += [(number(m.group(1)), m.group(0)) for t in texts for m in _SENT_BACK.finditer(t)]
    found += said or []
    found += [(2, m.group(0)) for t in texts for m in _BOTH.finditer(t)
              if (m.group(1) is None or _counts_line(line, m.group(1)) and not counts_parts(line, t[m.start(1):]))
              and not _NEGATED_BEFORE.search(t[:m.start()])]
    found += [(_pairs(1, "pair", line), m.group(0)) for t in texts for m in _THE_PAIR.finditer(t)]
    found += _ordinals(line, texts)
    if not found and not bare:  # "the two cups arrived today" and nothing else counted: the count is all there is
        # (beside a count with no noun said damaged, "only 5 of the 6 came; one is cracked", that count is the claim's)
        found = [(count, words) for count, words, came in counted + parts]
    if found:
        return _likeliest(found, ordered)
    if single_line:
        found = [(number(m.group(1)), m.group(0)) for t in texts for m in _COUNT_DAMAGED.finditer(t)
                 if m.group(2).lower() not in _NOT_A_PIECE and not _WHOLE_BEFORE.search(t[:m.start()]) and not counts_parts(line, t[m.end(1):])]
        if found:
            return max(found)
    return None


# A count said of what arrived, and nothing said of its state in the same breath: "the two cups
# arrived today (SU-1)", "2 mugs came in the parcel". It is the whole that came; beside a count said
# of what broke ("One cup is cracked", "refund the cracked one"), it is never the count paid.
_ARRIVED = re.compile(r"^(?:[a-z-]+\s+){1,2}?(?:\([^)]*\)\s*)?(?:arrived|came|turned\s+up|showed\s+up|got\s+here|were\s+delivered|have\s+arrived|"
                      r"came\s+in\s+the\s+(?:box|parcel|package))\b", re.I)
# ("2 reams arrived water damaged", "came badly water-damaged", "arrived with the corners crushed": a state all the same)
_STATE_AFTER = re.compile(rf"^\s*(?:(?:all|both|today|yesterday|already|but|and|badly|completely)\s+){{0,3}}"
                          rf"(?:(?!(?:and|but|while|whereas|though)\b)[a-z]+[\s-]+){{0,3}}?(?:{_DAMAGE_WORD}|soaked|sodden|wet|waterlogged|mou?ldy)\b", re.I)


def _came(text: str, start: int) -> bool:
    """Whether the counted words from `start` are what arrived, with nothing said of their state."""
    m = _ARRIVED.match(text[start:])
    return bool(m) and not _STATE_AFTER.match(text[start + m.end():])


def _short_delivery(text: str, start: int) -> bool:
    """Whether the count at `start` is what a short delivery brought ("only five of the six mugs
    were in the parcel", "just 7 of the 8 plates turned up"): the units that came, not the ones
    that broke. Beside a count of what broke ("one of the five that came has a crack") it is never
    the count paid; alone it is all there is."""
    return any(m.start() <= start < m.end() for m in SHORT_DELIVERY.finditer(text))


# A count the sentence sets apart from the claim: "a different plate, not one of those two", "other
# than the two you refunded", "isn't either of the two": those units are not the ones asked about.
_NEGATED_BEFORE = re.compile(r"(?:\bnot|n['’]t|\bnever|\bnor|\brather\s+than|\bother\s+than|\binstead\s+of|\bbesides|\bexcluding)"
                             r"\s+(?:(?:one|any|either|each|all|both)\s+of\s+)?(?:the\s+|my\s+|our\s+|those\s+|these\s+)?$", re.I)


def _set_aside(text: str, start: int) -> bool:
    """Whether the count at `start` is one the sentence sets apart from the claim (negated: "not
    one of those two") or the whole bought rather than the part affected ("I bought 6 of these
    last month", "one of those two": the two are the whole)."""
    before = text[:start]
    return bool(_NEGATED_BEFORE.search(before) or _WHOLE_BEFORE.search(before))


def _one_of_line(line: dict, noun: str) -> bool:
    """Whether a noun after "the other" is one unit of `line`: "one", or the line's own word in the singular."""
    noun = noun.lower()
    return noun == "one" or (not (noun.endswith("s") and not noun.endswith("ss")) and bool(content_stems(noun) & line_words(line.get("description", ""))))


def _likeliest(found: list[tuple[int, str]], ordered: int) -> tuple[int, str]:
    """Of several counts read for a line, the largest that could be a count of its units: a count
    beyond the units ordered is of something else (an earlier order, "I've bought 6 of these
    before"), never the count that pays."""
    within = [f for f in found if f[0] <= ordered]
    return max(within or found)


def _bought(text: str, start: int, end: int) -> bool:
    """Whether the counted words between `start` and `end` ("lamps", "wine glasses") are said as what
    was bought ("the two lamps I ordered"): the whole, not the part affected."""
    ends = [start + m.end() for m in re.finditer(r"[a-z-]+", text[start:end], re.I)]
    return any(_WHOLE_AFTER.match(text[e:]) for e in ends)


def _singular(line: dict, texts: list[str]) -> tuple[int, str] | None:
    """No count, but the line named in the singular and never in the plural: one unit."""
    singular = [t for t in texts if _singular_mention(line, t)]
    if singular and not any(_plural_mention(line, t) for t in texts):
        return 1, singular[0]
    return None


def stated_quantity(order: dict, line: dict, texts: list[str]) -> int | None:
    """The exact count the request sentences state for `line`, when they state one."""
    return units_stated(order, line, texts).exact


def _singular_mention(line: dict, text: str) -> bool:
    """The line's word in the singular after a singular determiner within three words ("a
    tumbler", "the small stoneware mug"), no plural quantifier or number in between, and not as
    the modifier of a set ("the tumbler set")."""
    names = line_words(line.get("description", ""))
    tokens = re.findall(r"[a-z][a-z'-]*|\d+", text.lower())
    for i, token in enumerate(tokens):
        if not content_stems(token) & names or (token.endswith("s") and token not in names and not token.endswith("ss")):
            continue
        if i + 1 < len(tokens) and (tokens[i + 1] in _COMPOUND_AFTER or any(tokens[i + 1].startswith(w) for w in names if len(w) >= 4)):
            continue  # a modifier: "the tumbler set", "the champagne flutes" (the head word decides)
        before = tokens[max(0, i - 3):i]
        # (a count, not an order number: "SU-55031 - a ramekin came cracked")
        if any(b in _PLURAL_BEFORE or (b.isdigit() and len(b) <= 3) or (b in NUMBERS and b not in ("one", "single")) for b in before):
            continue
        if any(b in _SINGULAR_BEFORE for b in before):
            return True
    return bare_singular(line, text)  # "hi mug came cracked", "got mug broken": a texted singular is one unit too


def _plural_mention(line: dict, text: str) -> bool:
    names = line_words(line.get("description", ""))
    for token in re.findall(r"[a-z][a-z'-]*", text.lower()):
        plural = token.endswith("s") and token not in names and not token.endswith("ss")
        if plural and (content_stems(token) & names or any(token.startswith(w) for w in names if len(w) >= 4)):
            return True
    return bool(re.search(r"\b(?:all|both|every|each\s+of)\b", text, re.I)) and bool(words_mentioned(line, text))


# --- a part of one unit ------------------------------------------------------------------------------
_BUNDLE_WORD = r"(?:set|pack|kit|bundle|pair|collection|trio|duo|assortment|box)"
_BUNDLE = re.compile(r"\b(?:set|pack|kit|bundle|pair|collection|trio|duo|assortment)s?\b|\b\d+\s*-?\s*(?:pieces?|pcs|pc|count|ct)\b|\bpieces?\b"
                     r"|\bof\s+(?:\d+|two|three|four|five|six|eight|ten|twelve)\b", re.I)
# "one plate of the set", "a glass from my 6-pack", "the lid of the kit", "one of the set".
# The piece is a noun phrase of up to four words ("the small frying pan out of the 10-piece cookware set"); a
# remedy or the whole ("a refund of the set", "a replacement or refund of the whole set") is no piece of it.
_PIECE_OF = re.compile(rf"\b(?:one|a|an|single|the|{_N[1:-1]})\s+(?P<what>(?:[a-z-]+\s+){{0,4}}?)(?:of|from|in|out\s+of)\s+"
                       # (one noun group: never across "and" or a second "the": "the shoes in a 9 and the box says 9" names the
                       # size ordered and the shoes' own box, no piece of a pair; ver26a VER26A-08)
                       rf"(?:the|my|this|that|our|a|an)\s+(?:(?!(?:and|or|but|the|a|an)\s)(?:[a-z0-9-]+\s+|[a-z0-9]+-)){{0,3}}?{_BUNDLE_WORD}\b", re.I)
# A size said where a piece would stand: "got a 7 in the box", "a size 9 in the box", "a large in the pack" (the size that came)
_A_SIZE = re.compile(r"(?:size\s+)?(?:\d{1,2}(?:\.5)?|xx?s|xx?l|xxxl|s|m|l|small|medium|large|extra[- ]large)", re.I)


def _size_not_piece(text: str, m: re.Match) -> bool:
    """Whether a piece read ("7 in the box") is a size said: a number after "a" or "size" ("got a 7 in the box", "a size
    9 in the box"), or a size word as the piece ("a large in the pack"), never a count of the unit's pieces."""
    return bool(_A_SIZE.fullmatch(m.group("what").strip())) \
        or (m.group(0)[:1].isdigit() and bool(re.search(r"\b(?:an?|size|sz)\s+$", text[:m.start()], re.I)))
_NO_PIECE = re.compile(r"\b(?:refund|refunds|return|returns|replacement|replacements|exchange|credit|money|price|cost|rest|whole|"
                       r"entire|all|everything|is|was|are|were|be|been|came|arrived|got|have|has|had)\b", re.I)
_N_PIECES = re.compile(rf"(?<!in )(?<!into )(?<!to )\b(?:a|{_N[1:-1]})\s+(?:[a-z-]+\s+)?pieces?\b", re.I)
# "one of the twelve", "two of the plates": a count of something not the line's unit.
_OF_WHAT = re.compile(rf"\b{_N}\s+(?:out\s+)?of\s+(?:the|my|our|those|these)\s+((?:\d+|[a-z-]+)(?:\s+[a-z-]+)?)", re.I)
# "one of them snapped" on a line of one set: a count of what the one unit holds, when one unit was ordered.
_OF_THEM = re.compile(rf"\b{_N}\s+(?:out\s+)?of\s+(?:them|those|these|the\s+two|the\s+pair)\b", re.I)
_ONE_OF_PAIR = re.compile(r"\b(?:one|a|single|the\s+(?:left|right)|my\s+(?:left|right)|left|right)\s+(?:[a-z-]+\s+)?"
                          r"(?:sock|glove|mitten|shoe|boot|trainer|sneaker|slipper|sandal|earring|cufflink)\b(?!s)", re.I)


# "one bowl is cracked", "two mugs were chipped", "with one broken lid": a counted thing on a set's line.
_PIECE_VERB = r"(?:is|was|are|were|arrived|came|has|had|have|got|broke|cracked|chipped|snapped|shattered|smashed|missing|dented|bent|torn)"
_WORD_N = "|".join(re.escape(w) for w in sorted(NUMBERS, key=len, reverse=True))
_COUNTED_PIECE = re.compile(rf"\b(?:{_WORD_N}|\d{{1,2}})\s+(?:[a-z-]+\s+)??([a-z-]+)\b(?=\s+{_PIECE_VERB}\b)"
                            rf"|\bwith\s+(?:{_WORD_N}|\d{{1,2}})\s+(?:[a-z-]+\s+)??([a-z-]+)\b", re.I)
_NOT_A_PIECE = {"day", "days", "week", "weeks", "month", "months", "hour", "hours", "minute", "minutes", "time", "times", "star", "stars",
                "year", "years", "order", "orders", "item", "items", "thing", "things", "bit", "lot", "while", "point", "piece", "pieces",
                # defects, not pieces: "one crack", "two dents"
                "crack", "cracks", "dent", "dents", "scratch", "scratches", "chip", "chips", "hole", "holes", "tear", "tears", "mark",
                "marks", "stain", "stains", "scuff", "scuffs", "split", "gouge", "rip", "problem", "problems", "issue", "issues"}


def _counted_piece(line: dict, text: str) -> str:
    """A count of something on a set's line that is not the set itself: "one bowl is cracked", "two
    mugs were chipped" (on a mug set the mugs are its pieces), "with one broken lid"."""
    paired = _PAIRED.search(line.get("description", "")) and not re.search(r"\b(?:set|pack|kit|bundle|collection)s?\b",
                                                                         line.get("description", ""), re.I)
    for m in _COUNTED_PIECE.finditer(text):
        noun = (m.group(1) or m.group(2)).lower()
        if paired and (_PAIRED.fullmatch(noun) or not (words_mentioned(line, noun) or words_mentioned(line, noun + "s"))):
            # on socks or gloves the line's word names the unit (a pair), not a piece; on a pair of other things the
            # piece is one of the things paired ("one glass" of a "Wine glass pair"), never a part of one ("one top is cracked")
            continue
        if content_stems(noun) and noun not in _NOT_A_PIECE and not re.fullmatch(rf"{_BUNDLE_WORD}(?:s|es)?", noun):
            return m.group(0)
    return ""


# A piece of the unit left out of the claim: "everything except the spatula came scratched", "refund the set
# minus that one towel", "all but the lid", "apart from the teapot". What is claimed is the rest of the
# pieces, which is a part of the unit, not the unit.
_LEFT_OUT = re.compile(
    r"\b(?:(?:everything|every\s*(?:thing|one|piece)|each\s+piece|all(?:\s+(?:of\s+)?(?:it|them|the\s+pieces))?|the\s+rest)\s+"
    r"(?:except(?:\s+for)?|but|apart\s+from|other\s+than|save(?:\s+for)?|bar|besides|excluding)"
    rf"|\b{_BUNDLE_WORD}\s+(?:minus|less|without|but\s+not|excluding)"
    r"|\b(?:except(?:\s+for)?|apart\s+from|aside\s+from|other\s+than|excluding|minus)"
    r")\s+(?P<what>(?:(?:the|my|its|their|that|this|one|a|an|\d{1,2}|two|three)\s+)?(?:one\s+)?(?:[a-z-]+\s+)?[a-z-]+)", re.I)
# Left out, these name no piece of the unit: its box, a defect, a charge, a word that is no noun.
_NOT_LEFT_OUT = {"box", "boxes", "packaging", "package", "packing", "wrapping", "carton", "bag", "receipt", "instructions", "manual",
                 "colour", "color", "smell", "size", "fit", "look", "looks", "price", "cost", "delivery", "shipping", "postage", "fee",
                 "charge", "tax", "it", "its", "it's", "that", "this", "them", "they", "those", "these", "which", "what", "i", "we",
                 "you", "he", "she", "is", "was", "are", "were", "be", "if", "when", "to", "for", "usual", "normal", "expected",
                 "one", "ones", "fact", "way", "rest", "refund", "money", "return", "replacement"}


def _left_out_piece(order: dict, line: dict, texts: list[str]) -> str:
    """The words in which the request sentences leave one piece of a set's unit out of the claim
    ("everything except the spatula"), '' when none do. A word naming another line of the order
    ("everything except the charger" beside a cable pack) or the unit itself ("all but one set")
    leaves out no piece of this unit."""
    if not is_bundle(line):
        return ""
    others = [x for x in order.get("lines", []) if x.get("sku") != line.get("sku")]
    for t in texts:
        for m in _LEFT_OUT.finditer(t):
            words = [w.lower() for w in m.group("what").split()]
            head = [w for w in words if w not in ("the", "my", "its", "their", "that", "this", "a", "an")]
            if not head or head[-1] in _NOT_LEFT_OUT or head[-1] in _NOT_A_PIECE or any(w in _NOT_LEFT_OUT for w in head[:1] if w != "one"):
                continue
            if any(re.fullmatch(rf"{_BUNDLE_WORD}(?:s|es)?", w) for w in head):
                continue
            if any(words_mentioned(x, " ".join(head)) for x in others):
                continue
            return m.group(0)
    return ""


def is_bundle(line: dict) -> bool:
    """A line whose one unit is several things: a set, pack, kit, pair, "12 pieces"."""
    return bool(_BUNDLE.search(line.get("description", "")) or _PAIRED.search(line.get("description", "")))


# The whole unit said damaged: "the whole tea set arrived smashed, even the lid", "all of it arrived in pieces, the lid too".
_WHOLE_UNIT_BAD = re.compile(rf"\b(?:whole|entire|everything|all\s+of\s+it|every\s+(?:single\s+)?piece|all\s+the\s+pieces)\b[^.!?]{{0,40}}?\b{_DAMAGE_WORD}", re.I)


def part_of_unit(order: dict, line: dict, texts: list[str]) -> str:
    """The words in which the request sentences name a part of one unit of a set/pack/kit/pair
    line, '' when they do not: "one plate of the set", "two pieces", "one of the twelve" on a
    line of one 12-piece set, "two of the plates" (not the line's own word), "the left glove", a piece
    left out ("everything except the spatula", "the set minus that one towel"); or a
    named part of one item that is not the item (runs.named_parts: "the lid is missing" on a
    "casserole with lid" line, "the strap is torn, the bag itself is fine")."""
    several = len(order.get("lines", [])) > 1
    texts = without_withdrawn_words(texts)  # a part named only to be taken back is claimed by nobody (runs.withdrawn_parts)
    texts = [t for t in texts if not several or words_mentioned(line, t)]
    if whole_pair_asked(line, texts):
        return ""  # "one of them is torn - refund that pair" on a line sold as one pair: the unit itself (pair_refunded_whole.py)
    others = [x for x in order.get("lines", []) if x.get("sku") != line.get("sku")]
    # a part of a piece of a set sold as one unit ("the lid of the teapot" of a tea set), unless every piece is said damaged
    of_a_set = is_bundle(line) and not any(_every_piece_bad(line, t) or _every_piece_of_one_unit_bad(line, t) or _WHOLE_UNIT_BAD.search(t) for t in texts)
    return _piece_of_bundle(line, texts, several, others) or _left_out_piece(order, line, texts) or named_part(order, line, texts, of_a_set)


# Every piece of the unit said damaged: "both unusable", "all of them arrived chipped", "one frayed and the
# other kinked" (on a unit of two). Pieces named one by one then add up to the whole unit, which is owed.
_BAD = rf"(?:{_DAMAGE_WORD}|frayed|kinked|dead|useless|split|warped|not\s+working|(?:do|does)n['’]?t\s+work|no\s+good)"
_EVERY_PIECE_BAD = re.compile(
    rf"\b(?:both|all|every\s*one|each)(?:\s+(?:of\s+)?(?:them|em|'em|(?:the|my|these|those)(?:\s+[a-z0-9-]+){{1,2}}?|[a-z-]+s))?"
    rf"(?:\s+{_N}(?:\s+[a-z-]+s)?)?"
    rf"(?:\s+(?:are|were|is|was|came|arrived|got|have\s+been|ended\s+up))?\s+(?:all\s+|completely\s+|totally\s+|equally\s+)?{_BAD}"
    # "each mug has a chip", "every bowl arrived cracked": every piece named one at a time
    rf"|\b(?:each|every)\s+(?:single\s+)?[a-z-]+\s+(?:(?:is|was|came|arrived|got|has\s+been)\s+(?:all\s+|completely\s+)?{_BAD}|has\s+(?:a|an)\s+(?:[a-z-]+\s+)?"
    rf"(?:crack|chip|dent|scratch|hole|tear|split|stain)\b)"
    # ...or said after the damage: "the mugs arrived chipped, every one of them", "cracked, all four of them"
    rf"|{_BAD}\b[,\s-]*(?:(?:every|each)\s*(?:single\s+)?one|all|both)(?:\s+{_N})?\s+of\s+(?:them|em|'em|the\s+[a-z-]+s)\b", re.I)
_OTHER_BAD = re.compile(rf"\bthe\s+other(?:\s+(?:one|[a-z-]+))?(?:\s+(?:is|was|came|arrived|got|has\s+been))?\s+(?:completely\s+|totally\s+|also\s+)?{_BAD}",
                        re.I)
_OF_TWO = re.compile(r"\b(?:pair|duo|twin|2\s*-?\s*(?:pack|pk|pieces?|pcs?|count|ct)|two[\s-]*(?:pack|piece)|(?:set|pack)\s+of\s+(?:2|two))\b", re.I)


def _every_piece_bad(line: dict, text: str) -> bool:
    """`text` says every piece of the unit is damaged, so the pieces it names make up the whole unit."""
    if _FINE_WORDS.search(text) or re.search(r"\b(?:works|working)\b", text, re.I):
        return False  # "one is fine, the other is frayed": a piece of the two
    return bool(_EVERY_PIECE_BAD.search(text) or (_OF_TWO.search(line.get("description", "")) and _OTHER_BAD.search(text)))


_PIECES_PER_UNIT = re.compile(rf"\b(?:set|pack|box|kit|bundle)\s+of\s+{_N}\b|\b{_N}\s*-?\s*(?:pieces?|pcs|pc|pack|pk|count|ct)\b", re.I)


def _pieces_per_unit(line: dict) -> int | None:
    """How many pieces one unit of a set's line holds, as its description says ("Stoneware mugs,
    set of 4", "6-piece towel set", "2-pack"), or None."""
    m = _PIECES_PER_UNIT.search(line.get("description", ""))
    return number(m.group(1) or m.group(2)) if m else None


def _whole_sets(line: dict, count: int, noun: str) -> int:
    """A count of a set's pieces ("four mugs" of "Stoneware mugs, set of 4") in whole units when it
    fills them exactly (one set); any other count stays as read (a part of a unit is read apart)."""
    per_unit = _pieces_per_unit(line)
    if not per_unit or per_unit < 2 or re.search(rf"\b{_BUNDLE_WORD}(?:s|es)?\b", noun or "", re.I) or count % per_unit:
        return count
    return count // per_unit


def _every_piece_of_one_unit_bad(line: dict, text: str) -> bool:
    """`text` says every piece of one unit is damaged, counting them as the unit holds them: "one
    box arrived with all four mugs smashed" on a line of two "set of 4" units is one whole set (the
    unit's worth), never a part of one."""
    per_unit = _pieces_per_unit(line)
    if not per_unit or per_unit < 2 or not _every_piece_bad(line, text):
        return False
    counts = [number(w) for m in _EVERY_PIECE_BAD.finditer(text) for w in re.findall(_N, m.group(0), re.I)]
    return per_unit in counts


def _names_another_line(line: dict, others: list[dict], words: str) -> bool:
    """Whether `words` name another line of the order by a word this line does not have: "the USB-C wall
    charger in the same box" beside a USB-C cable pack is the charger line, no piece of the pack."""
    own = set(words_mentioned(line, words))
    return any(set(words_mentioned(x, words)) - own for x in others)


def _set_named_as_this_line(line: dict, others: list[dict], words: str) -> bool:
    """Whether the set a piece is told "of" or "from" is named by a word of this line that no other line has: "one
    side plate from the twelve-piece dinner set" is a piece of the dinner set, though spare side plates are
    ordered beside it."""
    return bool(set(words_mentioned(line, words)) - {w for x in others for w in words_mentioned(x, words)})


def _piece_of_bundle(line: dict, texts: list[str], several: bool = False, others: list[dict] | None = None) -> str:
    if not is_bundle(line):
        return ""
    ordered = int(line.get("quantity") or 1)
    for t in texts:
        if ordered == 1 and _every_piece_bad(line, t) or _every_piece_of_one_unit_bad(line, t):
            continue
        for pattern in (_PIECE_OF, _N_PIECES, _ONE_OF_PAIR):
            for m in pattern.finditer(t):
                if re.search(rf"\b{_BUNDLE_WORD}s\b", m.group(0), re.I) or (pattern is _PIECE_OF and _size_not_piece(t, m)) \
                        or (pattern is _PIECE_OF and (
                        _NO_PIECE.search(m.group("what")) or (_names_another_line(line, others or [], m.group("what"))
                                                             and not _set_named_as_this_line(line, others or [], m.group(0)[m.end("what") - m.start():])))):
                    continue
                return m.group(0)
        for m in _OF_WHAT.finditer(t):
            what = m.group(2).split()[0].lower()
            if what.isdigit() or what in NUMBERS:
                if number(what) > ordered:
                    return m.group(0)
            elif not re.search(rf"\b{_BUNDLE_WORD}(?:s|es)?\b", m.group(2), re.I):
                return m.group(0)
        if ordered == 1 and (m := _OF_THEM.search(t)):
            return m.group(0)
        if _counted_piece(line, t):
            return _counted_piece(line, t)
        if words := _one_piece_in_singular(line, t) or (ordered == 1 and _bare_piece(t)) or _rest_of_unit_fine(line, t, ordered, several):
            return words
        if ordered == 1 and (words := _pieces_told_apart(line, t)):
            return words
    return ""


# --- one piece told without a count or a "from the set" ----------------------------------------------
# A set whose description names its pieces in the plural ("Stoneware mugs, set of 4", "Tea towels, pack
# of 3") is a unit of several of them: "a mug arrived chipped", "refund the cracked mug", "the small mug"
# name one piece, never the unit. (The plural names the unit's pieces: "the mugs arrived chipped" is the
# set; "each mug", "every mug" are every piece, read by _every_piece_bad.)
_NOT_PIECE_WORDS = {"pieces", "pcs", "sets", "packs", "kits", "pairs", "counts", "boxes", "includes", "contains", "comes", "holds"}


def _one_piece_in_singular(line: dict, text: str) -> str:
    description = line.get("description", "")
    plural = [w for w in re.findall(r"[a-z][a-z'-]*", description.lower())
              if w.endswith("s") and not w.endswith(("ss", "'s")) and w not in _NOT_PIECE_WORDS]
    if not plural or re.search(r"\b(?:each|every)\b", text, re.I):
        return ""
    pieces = {"description": " ".join(plural)}
    return text if _singular_mention(pieces, text) else ""


# A count with no noun on a line of one set: "the mugs arrived and one has a crack", "two came chipped",
# "one's cracked". One set was bought, so the count is of its pieces.
_DEFECT = r"(?:crack|chip|dent|scratch|hole|tear|split|break|stain|rip|gouge|scuff)"
# (a count of pieces in digits or number words: "a pair arrived damaged" on a line of one pair is the unit itself)
_COUNT = r"(\d{1,2}|" + "|".join(re.escape(w) for w in sorted(NUMBERS, key=len, reverse=True) if "pair" not in w) + r")"
_BARE_PIECE = re.compile(
    rf"\b{_COUNT}(?:\s+of\s+them)?(?:(?:'s|’s)\s+|\s+(?:arrived|came|were|are|was|is|got|has\s+been|had\s+been)\s+)"
    rf"(?:all\s+|already\s+|completely\s+|badly\s+)?{_DAMAGE_WORD}\b"
    rf"|\b{_COUNT}(?:\s+of\s+them)?\s+(?:has|had|have|got|came\s+with|arrived\s+with)\s+(?:a\s+|an\s+)?(?:[a-z-]+\s+)?{_DEFECT}(?:e?s)?\b", re.I)


def _bare_piece(text: str) -> str:
    m = _BARE_PIECE.search(text)
    return m.group(0) if m else ""


def _pieces_told_apart(line: dict, text: str) -> str:
    """On a line of one set, the words telling some of its pieces apart from the others: a count said fine
    ("Five perfect, the sixth one snapped", "3 of them fine"), a share ("half of them arrived cracked"), the
    others counted ("the other two are chipped"), one piece by its place ("the sixth one", "the third glass")."""
    per_unit = _pieces_per_unit(line)
    fine = [words for n, words, *_ in counts_said_fine(text) if not per_unit or n < per_unit]
    shares = [x.words for x in shares_of(text, per_unit or 2) if x.of_them or _counts_line(line, x.after[:40]) or x.after.lstrip().startswith("pieces")]
    others = [words for n, words in others_counted(text) if not per_unit or n < per_unit]
    placed = [m.group(0) for m in _ORDINALS.finditer(text) if {"one", "ones"} & set(m.group(2).lower().split()) or _counts_line(line, m.group(2))]
    return next(iter(fine + shares + others + placed), "")


# The rest of the unit said fine: "everything else in the set is fine", "the others are fine", "the rest of the
# pack arrived perfect", "the other three mugs are ok". What is claimed is a part of the unit.
_REST_OF_UNIT_FINE = re.compile(
    rf"\b(?:everything|every\s*thing|all)\s+else(?P<set1>\s+(?:in|of|from)\s+(?:the|my|this|that)\s+(?:[a-z0-9-]+\s+){{0,2}}?{_BUNDLE_WORD}\b)?"
    rf"|\bthe\s+(?:other|remaining)(?:s|\s+ones|\s+pieces|(?:\s+{_N})?\s+(?P<pieces>[a-z-]+s))?\b"
    rf"|\b(?:the\s+)?rest(?P<set2>\s+of\s+(?:the|my|this|that)\s+(?:[a-z0-9-]+\s+){{0,2}}?{_BUNDLE_WORD}\b|\s+of\s+them)?", re.I)
_SAID_FINE_AFTER = re.compile(rf"^\s*(?:(?:is|are|was|were|seem|seems|look|looks|came|arrived|all)\s+){{1,2}}(?:all\s+|perfectly\s+|completely\s+)?{_FINE}\b",
                              re.I)


def _rest_of_unit_fine(line: dict, text: str, ordered: int, several: bool) -> str:
    """The words saying the rest of one unit is fine, when one unit was bought. On an order of several
    lines "everything else" may be the other lines: only the rest said of the set itself ("in the set") or
    by the line's own word ("the other mugs") counts there."""
    if ordered != 1:
        return ""
    for m in _REST_OF_UNIT_FINE.finditer(text):
        if not _SAID_FINE_AFTER.match(text[m.end():]):
            continue
        tied = m.group("set1") or m.group("set2") or (m.group("pieces") and words_mentioned(line, m.group("pieces")))
        if tied or not several:
            return m.group(0) + text[m.end():m.end() + _SAID_FINE_AFTER.match(text[m.end():]).end()]
    return ""



_COUNT_WORD = re.compile(rf"\b{_N}\b", re.I)


def units_short(order: dict, texts: list[str]) -> list[str]:
    """The units a short delivery left out, in words for the customer ("3 stoneware dinner plates"), from the
    counts told ("only 5 plates in the box, I ordered 8", "I'm 2 plates short", "only 4 came" on a line of 6);
    a line the count cannot be tied to is named without one ("the missing stoneware dinner plates")."""
    lines = order.get("lines", [])
    out = []
    for text in texts:
        named = [x for x in lines if words_mentioned(x, text)] or (lines if len(lines) == 1 else [])
        for m in SHORT_DELIVERY.finditer(text):
            told = m.group(0)
            counts = [int(c) if c.isdigit() else NUMBERS.get(c.lower()) for c in _COUNT_WORD.findall(told)]
            counts = [c for c in counts if c]
            # ("only 9 in the box" beside a "Long matches, box" of 2: the line the count can be of, runs/short_line_by_count.py)
            fitting = lines_short_by_count(lines, named, *counts_told(counts, bool(re.search(r"\bshort\b", told, re.I))))
            line = fitting[0] if len(fitting) == 1 else None
            missing = None
            if len(counts) >= 2 and counts[0] != counts[1]:
                missing = abs(counts[0] - counts[1])
            elif len(counts) == 1 and re.search(r"\bshort\b", told, re.I):
                missing = counts[0]
            elif len(counts) == 1 and line and line.get("quantity", 0) > counts[0]:
                missing = line["quantity"] - counts[0]
            what = line["description"].lower() if line else ""
            if missing:
                out.append(f"{missing} {what if missing == 1 else plural(what)}" if what else f"{missing} item{'s' * (missing > 1)}")
            else:
                out.append(f"units of the {what}" if what else "units")
        if not SHORT_DELIVERY.search(text) and THE_OTHER_UNIT.search(text):
            # "when come the second chair, it is not arrive yet": the unit named on the line the sentence names
            out.append(f"units of the {named[0]['description'].lower()}" if len(named) == 1 else "units")
    return list(dict.fromkeys(out))
