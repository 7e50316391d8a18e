"""A claim on some of an order line's units told without a plain count of them: a share ("a quarter of
them arrived chipped", "half the bowls", "two-thirds of my glasses"), a count said fine ("the two nearest
the top are fine", "Five perfect", "3 of them fine, 1 chipped"), the rest said fine with no count ("the
rest are fine", "the others are ok") and the others counted ("the others both have a split leg", "the
other two are cracked").

Each says the claim is less than the whole line: "a quarter of them" of 12 egg cups is 3, "the two ...
are fine" of 4 chairs leaves 2, "the rest are fine" leaves fewer than all (a person counts them). On a
line of one set ("Crystal wine glasses, set of 6" x1), "Five perfect" or "half of them" name pieces of
the one unit: never the whole set.

Read here once, as words, by the screener's side; the unit reading of the guard and the offline agent
(runs.unit_counts) ties each to an order line and counts it, so whichever model proposes the refund, the
guard holds it to the same reading.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..number_words import N, number

# Said of units that came through the journey, in the customer's own tense and spelling: "survived", "Seven of them
# survive the travel", "made it", "make it", "came thru", "arrive in one piece". Beside a count, the rest of the line is
# what broke ("seven survive, the rest is broken" of a dozen: five); runs.unit_counts reads the same words.
CAME_THROUGH = (r"(?:surviv(?:e|es|ed|ied|ing)|survied|servived|made\s+it|make\s+it|makes\s+it|c[ao]mes?\s+(?:through|thru|threw)|"
                r"in\s+one\s+piece|in\s+1\s+piece)")
# Said of goods that came through: no damage.
_FINE = (rf"(?:fine|ok|okay|o\.k\.|intact|undamaged|unbroken|unharmed|unscathed|perfect|flawless|spotless|{CAME_THROUGH}|"
         r"without\s+a\s+(?:scratch|mark|chip)|in\s+(?:perfect|good|great|fine)\s+(?:condition|shape|nick))")
# ...and only after a verb ("two are good", "the others look great"): "one whole set", "one good reason" say no such thing.
_FINE_AFTER_VERB = rf"(?:{_FINE}|good|great|whole|all\s+right|alright|grand|lovely)"
_VERB = (r"(?:are|were|is|was|arrived|arived|arrive|arrives|reached\s+me|came|come|look|looked|looks|seem|seemed|seems|turned\s+out|"
         r"got\s+here|showed\s+up|turned\s+up|c[ao]mes?\s+out(?:\s+of\s+(?:the|its|their)\s+(?:box|packaging|parcel))?|"
         r"made\s+it|still|all|both|r)")
_ADVERB = r"(?:all\s+|perfectly\s+|completely\s+|totally\s+|absolutely\s+|entirely\s+|totes\s+|100%\s+|just\s+|actually\s+)?"
# ("Five perfect, the sixth snapped", "2 fine 1 broken": with no verb, "fine" ends the clause; "two fine china cups" is no such thing)
_CLAUSE_ENDS = (r"(?=\s*(?:[,;.!?)\-\u2013\u2014:]|$)|\s+(?:and|but|while|whereas|though|tho|except|apart|so|the|one|others?|rest|\d|two|three|four|"
                r"five|six|ok|okay|fine|alright|intact|unscathed|unharmed|too|as\s+well|though|thankfully|luckily)\b)")
_SAID_FINE = (rf"(?:{_ADVERB}{_FINE}\b{_CLAUSE_ENDS}|(?:{_VERB}\s+){{1,2}}{_ADVERB}{_FINE_AFTER_VERB}\b)"
              r"(?![\s-]+(?:day|morning|afternoon|evening|night|week|thing|reason))")
# A count said with no sense of what it counts: a span of time, a rating, times over.
_NOT_UNITS = re.compile(r"^\s*(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|times?|stars?|nights?|things?|bits?|parts?|issues?|"
                        r"problems?|questions?|points?|reasons?|ways?|of\s+(?:my|the|your)\s+"
                        r"(?:orders?|parcels?|deliveries|boxes|packages|shipments))\b", re.I)
# A count said fine: "the two nearest the top of the pallet are fine", "Five perfect", "3 of them fine", "2 arrived ok".
_COUNT_FINE = re.compile(
    rf"(?<![\w'-])(?P<n>{N[1:-1]}|both)(?![\w'-])"
    rf"(?P<between>(?:\s+(?:out\s+)?of\s+(?:them|em|'em|those|these|(?:the|my|our)\s+[a-z-]+(?:\s+[a-z-]+)?))?"
    # (never across another count: "from twelve egg cup only seven arrive in one piece" says seven fine, not twelve; nor
    # across damage told or a texted "and": "2 wine glases r smashed n the decanter ok" says the decanter fine, not two glasses)
    rf"(?:\s+(?!(?:not|never|no|but|and|n|or|then|if|when|they|it|we|i|you|{N[1:-1]})\b)(?![a-z]+n['’]t\b)"
    rf"(?!(?:smash|broke|crack|chipp|shatter|snapp|dent|damag|torn|ripp|split|bent)[a-z]*\b)[a-z'’-]+){{0,7}}?)"
    rf"\s+{_SAID_FINE}", re.I)
# Before a count said fine, words that make it no count of fine units: "not one is fine", "no one", "all six arrived
# fine" (the whole, read elsewhere), "all but one arrived fine" (the one is the claim, read elsewhere).
_NOT_BEFORE = re.compile(r"(?:\bnot|n['’]t|\bno|\bnone\s+of|\bnever|\bhardly|\bbarely|\ball(?:\s+(?:of\s+)?(?:the|my|our))?|\bevery|\beach"
                         r"|\bbut|\bexcept(?:\s+for)?|\bapart\s+from|\bsave|\bbar|\bother\s+than)\s+$", re.I)
# The rest said fine with no count: "the rest are fine", "the others are ok", "all the other mugs came through",
# "everything else looks perfect", "others fine". What is claimed is less than the whole line.
_REST_FINE = re.compile(
    r"\b(?:(?:all\s+)?the\s+(?:other|remaining)(?:s|\s+ones?|\s+(?P<noun1>[a-z-]+s))|(?:all\s+)?(?:the\s+)?others"
    r"|(?:all\s+)?the\s+rest(?:\s+of\s+(?:them|em|'em|(?:the|my|our)\s+(?P<noun2>[a-z-]+)))?|rest(?:\s+of\s+them)?(?=\s+(?:are|r|is|look|looks|came|arrived|fine|ok|okay)\b)"
    r"|every\s*(?:thing|one)\s+else)"
    rf"(?:\s+(?:of\s+(?:them|em|'em)))?\s+{_SAID_FINE}", re.I)
# "the rest of the order", "the other parcel": not units of the line.
_NOT_UNIT_NOUNS = {"order", "orders", "parcel", "parcels", "box", "boxes", "package", "packages", "delivery", "deliveries", "stuff", "items",
                   "things", "shipment", "shipments", "products", "goods", "purchases", "bits"}
# Share of the line's units: "a quarter of them", "half the bowls", "two-thirds of my glasses", "half are cracked".
SHARES = {"half": (1, 2), "a half": (1, 2), "one half": (1, 2), "a third": (1, 3), "one third": (1, 3), "a quarter": (1, 4),
          "one quarter": (1, 4), "a fourth": (1, 4), "one fourth": (1, 4), "two thirds": (2, 3), "three quarters": (3, 4),
          "three fourths": (3, 4)}
_SHARE_WORDS = "|".join(w.replace(" ", r"[\s-]+") for w in sorted(SHARES, key=len, reverse=True))
_HEDGE = (r"(?:about|around|roughly|nearly|almost|maybe|perhaps|probably|possibly|approximately|approx\.?|abt|like|over|under|"
          r"more\s+than|less\s+than|at\s+least|at\s+most|up\s+to|close\s+to|well\s+over|just\s+over|just\s+under|~)")
_SHARE = re.compile(
    rf"(?<!\bin\s)(?<!\bby\s)(?<!\bthe\s)(?<!\bother\s)\b(?P<hedge>{_HEDGE}\s+)?(?P<share>{_SHARE_WORDS})"
    rf"(?:(?:\s+of)?\s+(?P<det>them|em|'em|those|these|the|my|our)\b(?!\s+{N}\b)|(?=\s+(?:{_VERB}|have|had|got|has)\b))"
    r"(?P<after>[^.;!?,]{0,40})", re.I)
# A count of the others affected: "the others both have a split back leg", "both of the others are cracked",
# "the other two came chipped", "the remaining three are scratched".
_OTHERS_COUNTED = re.compile(
    rf"\b(?:the\s+others?\s+(?P<n1>both|{N[1:-1]})|both\s+(?:of\s+)?the\s+others|(?:the\s+)?(?:other|remaining)\s+(?P<n2>{N[1:-1]}))(?![\w'-])"
    r"(?P<after>[^.;!?]{0,60})", re.I)
_PROBLEM = re.compile(r"\b(?:crack|chip|dent|scratch|hole|tear|torn|rip|split|snap|smash|shatter|break|broke|damag|bent|stain|leak|"
                      r"faulty|defective|dead|wobbl|warp|scuff|gouge|ruin|useless|unusable|busted|wrecked|bust|cracked)\w*", re.I)
_FINE_WORD = re.compile(rf"\b{_FINE}\b|\b(?:good|great|all\s+right|alright)\b", re.I)


@dataclass(frozen=True)
class Share:
    """A share of a line's units: exactly `count` when it comes to whole units and is not hedged,
    else at most `at_most` (a person counts them); `words` as said, `after` the words after it (what
    it is a share of, for the reading to tie it to a line); `of_them`: said of "them"/"those", not a noun."""

    count: int | None
    at_most: int
    words: str
    after: str
    of_them: bool


def shares_of(text: str, whole: int) -> list[Share]:
    """The shares of a line of `whole` units `text` says are affected ("a quarter of them arrived chipped":
    3 of 12) or fine ("half are fine": the other half). A share of a stated whole ("half of the eight") is
    read with that whole (runs.unit_counts); this reads the share of the line's own units."""
    out = []
    for m in _SHARE.finditer(text):
        top, bottom = SHARES[" ".join(re.split(r"[\s-]+", m.group("share").lower()))]
        after = m.group("after") or ""
        fine = bool(re.match(rf"\s*(?:of\s+(?:them|em|'em)\s+)?{_SAID_FINE}", after, re.I)) or (
            not _PROBLEM.search(after) and bool(_FINE_WORD.search(after)))
        part = whole * top / bottom
        said = whole - part if fine else part
        exact = not m.group("hedge") and part == int(part)
        out.append(Share(int(said) if exact else None, max(1, math.ceil(said)), m.group(0).strip(), after,
                         (m.group("det") or "").lower() in ("them", "em", "'em", "those", "these", "")))
    return out


def counts_said_fine(text: str) -> list[tuple[int, str, str, int]]:
    """The counts of units `text` says are fine, each with its words, the words between the count and
    "fine" (what it counts, for the reading to tie it to a line) and where it starts: "the two nearest the
    top of the pallet are fine" (2), "Five perfect" (5), "3 of them fine" (3), "both look ok" (2)."""
    out = []
    for m in _COUNT_FINE.finditer(text):
        if _NOT_BEFORE.search(text[:m.start()]) or _NOT_UNITS.match(m.group("between")):
            continue
        if re.search(r"\bother\s+$|\bremaining\s+$", text[:m.start()], re.I):
            continue  # "the other two were fine": the rest of a counted whole (runs.unit_counts reads it)
        n = 2 if m.group("n").lower() == "both" else number(m.group("n"))
        out.append((n, m.group(0).strip(), m.group("between").strip(), m.start()))
    return out


def rest_said_fine(text: str) -> list[tuple[str, str]]:
    """The words saying the rest of the units are fine, with no count ("the rest are fine", "the others are
    ok", "all the other mugs came through"), each with the noun it names ('' for none): the claim is
    less than the whole line. "The rest of the order is fine" speaks of other goods, not the line's units."""
    out = []
    for m in _REST_FINE.finditer(text):
        noun = (m.group("noun1") or m.group("noun2") or "").lower()
        if noun in _NOT_UNIT_NOUNS:
            continue
        if re.match(r"every\s*(?:thing|one)\s+else", m.group(0), re.I) and re.search(r"\b(?:order|parcel|box|delivery)\b", text[m.end():m.end() + 30], re.I):
            continue
        out.append((m.group(0).strip(), noun))
    return out


def others_counted(text: str) -> list[tuple[int, str]]:
    """The count of the other units said to have a problem: "the others both have a split back leg" (2),
    "the other two came chipped" (2). The others said fine ("the other two are fine") are no claim on them."""
    out = []
    for m in _OTHERS_COUNTED.finditer(text):
        after = re.split(r"[,;]|\b(?:but|while|whereas)\b", m.group("after"), maxsplit=1)[0]
        if not _PROBLEM.search(after) or re.match(rf"\s*(?:of\s+them\s+)?{_SAID_FINE}", after, re.I):
            continue
        said = m.group("n1") or m.group("n2") or "both"
        out.append((2 if said.lower() == "both" else number(said), m.group(0)[:len(m.group(0)) - len(m.group("after"))].strip()))
    return out


def some_of_the_goods(text: str) -> str:
    """The words in `text` telling a claim on some of the goods only ("a quarter of them arrived chipped",
    "the two nearest the top are fine", "the rest are fine", "the others both have a split leg"), '' when
    none do: shown beside the sentence on the run page, where the money must follow the count."""
    found = [x.words for x in shares_of(text, 12)] + [words for _, words, *_ in counts_said_fine(text)]
    found += [words for words, noun in rest_said_fine(text)] + [words for _, words in others_counted(text)]
    return next(iter(found), "")
