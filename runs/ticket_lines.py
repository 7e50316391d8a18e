"""Which order lines a ticket's requests are about, read from the screener's sentences.

A line is mentioned when a word of its description that tells it from the other lines (not a
colour, a size or "set") appears in a request sentence about the order, or ends a longer word
there ("lampshade" is a shade: in an English compound the last part names the thing). The guard
uses it to refuse a decision naming a line the ticket never mentions; the offline agent uses it
to pick the line a damage or wrong-item request is about, and to ask a person when it cannot tell.
A single-line order is never ambiguous.
"""

from __future__ import annotations

import re

from .intents import Reading, ReadSentence, content_stems
from .sentences import normalise_ref

# Words in a product description that do not tell one line from another.
GENERIC = {"with", "pair", "pack", "inch", "size", "set", "pieces", "piece", "black", "white", "grey", "gray", "queen", "king", "large",
           "small", "medium", "standard", "new", "one", "mini", "extra"}
# Where a sentence turns from one thing to another: "the lamp works fine, but the shade is dented".
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:but|while|whereas|although|though|however)\b", re.I)


def line_words(description: str) -> set[str]:
    """The words of a line's description that name it (stemmed as the screener stems)."""
    return {w for w in content_stems(description) if w not in GENERIC and len(w) >= 3}


def words_mentioned(line: dict, text: str) -> list[str]:
    """The line's own words that `text` uses, exactly or as the end of a compound."""
    said = content_stems(text)
    return sorted(w for w in line_words(line.get("description", ""))
                  if w in said or (len(w) >= 4 and any(s.endswith(w) and len(s) > len(w) for s in said)))


def request_sentences(reading: Reading, order_ref: str) -> list[ReadSentence]:
    """The sentences that ask for something about this order: requests, and the remedies attached to
    them ("please refund the shade"); a sentence about another order named in the ticket is left out."""
    mine = normalise_ref(order_ref) if order_ref else ""
    return [s for s in reading.sentences if s.role in ("request", "attached")
            and (not s.order or not mine or normalise_ref(s.order) == mine)]


def mentioned(order: dict, texts: list[str]) -> dict[str, list[str]]:
    """{sku: the words naming it} for every line of the order some of `texts` mentions."""
    out: dict[str, list[str]] = {}
    for line in order.get("lines", []):
        words = sorted({w for text in texts for w in words_mentioned(line, text)})
        if words:
            out[line["sku"]] = words
    return out


def _clause_around(text: str, start: int, end: int) -> str:
    """The part of a sentence between the clause breaks around [start, end)."""
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text) if m.end() <= start]
    after = [m.start() for m in _CLAUSE_BREAK.finditer(text) if m.start() >= end]
    return text[(before[-1] if before else 0):(after[0] if after else len(text))]


# A clause that says a thing is all right: "the large one is fine", "the lamp itself works".
_FINE = re.compile(r"\b(?:fine|ok|okay|perfect|intact|undamaged|unharmed|unbroken|alright|all\s+right|works|working|no\s+problem)\b", re.I)
_SENTENCE_OR_CLAUSE = re.compile(r"[.!?]+\s+|" + _CLAUSE_BREAK.pattern, re.I)


def _telling_words(order: dict, skus: set[str]) -> dict[str, set[str]]:
    """For lines that share the words naming them ("Stoneware mug - small", "Stoneware mug -
    large"), the words of each description the others lack, a size or a colour included."""
    stems = {x["sku"]: set(content_stems(x["description"])) for x in order.get("lines", []) if x["sku"] in skus}
    return {sku: own - set().union(*(v for k, v in stems.items() if k != sku)) for sku, own in stems.items()}


def _by_telling_words(order: dict, text: str, named: set[str]) -> set[str]:
    """Lines named alike, told apart by their size or colour word in a clause that does not call
    the thing fine: "the small mug has a chipped handle. The large one is fine" names the small one."""
    telling = _telling_words(order, named)
    clauses = [c for c in _SENTENCE_OR_CLAUSE.split(text) if c and c.strip()]
    said = {sku for sku in named for c in clauses if not _FINE.search(c) and telling[sku] & content_stems(c)}
    fine = {sku for sku in named for c in clauses if _FINE.search(c) and telling[sku] & content_stems(c)}
    return (said - fine) or (named - fine if fine and named - fine else named)


def lines_in_clauses(order: dict, text: str, spans) -> set[str]:
    """The lines a sentence names, narrowed, when it names several, to those in the clauses around
    `spans` (where its request was read): "the lamp works fine, but the shade is dented" names the
    shade; then, for lines named by the same words, to the one its size or colour word tells."""
    named = set(mentioned(order, [text]))
    if len(named) > 1:
        by_sku = {x["sku"]: x for x in order.get("lines", [])}
        clauses = [_clause_around(text, start, end) for start, end in spans]
        named = {sku for sku in named if any(words_mentioned(by_sku[sku], c) for c in clauses)} or named
    if len(named) > 1:
        named = _by_telling_words(order, text, named)
    return named


def _named_in(s: ReadSentence, kind: str, order: dict) -> set[str]:
    """The lines one sentence names for a request of `kind`: when it names several, those in the
    clause that holds the complaint ("the lamp works fine, but the shade is dented")."""
    return lines_in_clauses(order, s.text, s.spans.get(kind, []))


def request_spans(request: dict, kind: str) -> list:
    """Where a request sentence ({text, kinds, spans}) was read as asking for `kind`, else where it
    was read as asking for anything (a damage claim settled as a non-delivery)."""
    spans = request.get("spans") or {}
    return list(spans.get(kind) or [span for found in spans.values() for span in found])


# --- how many units a request is about -------------------------------------------------------------
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
            "eleven": 11, "twelve": 12, "a single": 1, "a couple of": 2}
_N = r"(\d{1,3}|" + "|".join(sorted(_NUMBERS, key=len, reverse=True)) + r")"
# "one of the four", "2 of the 4", "two of them", "3 out of 6"
_PART_OF = re.compile(rf"\b{_N}\s+(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+|them\b|which\b|\d)", re.I)
# "those two", "these 2"
_THOSE = re.compile(rf"\b(?:those|these)\s+{_N}\b", re.I)
# "two glasses", "the one glass", "3 cracked tumblers"
_COUNTED = re.compile(rf"\b{_N}\s+((?:[a-z-]+\s+)?[a-z-]+)", re.I)


# "only one of the four survived", "just 2 of my 6 made it": the rest are the ones affected.
_SURVIVED = re.compile(rf"\b(?:only|just)\s+{_N}\s+(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_N}\b[^.;!?]*?"
                       r"\b(?:survived|made\s+it|came\s+through|(?:arrived|is|are|was|were|came)\s+(?:intact|whole|fine|ok|okay|undamaged|unbroken"
                       r"|in\s+one\s+piece)|in\s+one\s+piece)", re.I)
# A singular determiner before the line's word: "a tumbler", "one bowl", "the lid", "my mug".
_SINGULAR_BEFORE = {"a", "an", "one", "the", "my", "this", "that", "single", "each"}
_PLURAL_BEFORE = {"all", "both", "some", "several", "these", "those", "few", "many", "most", "rest", "every"}
# The line's word as a modifier of another thing: "the tumbler set" is a set, not one tumbler.
_COMPOUND_AFTER = {"set", "sets", "pack", "packs", "pair", "pairs", "box", "boxes", "bundle", "collection", "kit"}


def _singular_mention(line: dict, text: str) -> bool:
    """Whether `text` names one unit of the line: its word in the singular, after a singular
    determiner within two words ("a tumbler", "one bowl", "the small stoneware mug"), with no plural
    quantifier or number in between, and not as the modifier of a set ("the tumbler set")."""
    names = {w for w in line_words(line.get("description", ""))}
    tokens = re.findall(r"[a-z][a-z'-]*|\d+", text.lower())
    for i, token in enumerate(tokens):
        stems = content_stems(token)
        if not stems & names or (token.endswith("s") and token not in names and not token.endswith("ss")):
            continue
        if i + 1 < len(tokens) and tokens[i + 1] in _COMPOUND_AFTER:
            continue
        before = tokens[max(0, i - 3):i]
        if any(b in _PLURAL_BEFORE or b.isdigit() or (b in _NUMBERS and b != "one") for b in before):
            continue
        if any(b in _SINGULAR_BEFORE for b in before):
            return True
    return False


def _number(word: str) -> int:
    word = " ".join(word.lower().split())
    return int(word) if word.isdigit() else _NUMBERS[word]


def _counts_line(line: dict, words: str) -> bool:
    """The words after a number name the line ("two glasses" for a "Crystal wine glass": a plural
    the stems may not fold, so a stem that starts with the line's word counts too)."""
    said = content_stems(words)
    return bool(words_mentioned(line, words)) or any(s.startswith(w) for w in line_words(line.get("description", "")) if len(w) >= 4
                                                     for s in said)


def stated_quantity(order: dict, line: dict, texts: list[str]) -> int | None:
    """How many units of `line` the request sentences say are affected, when they say it: "one of
    the four", "2 of the 4", "those two", "two glasses". On an order of several lines only a
    sentence naming the line counts. A part of a whole ("one of the four") is read first, then
    "those two", then a count in front of the line's own word; several counts: the largest."""
    several = len(order.get("lines", [])) > 1
    texts = [t for t in texts if not several or words_mentioned(line, t)]
    survived = [max(0, _number(m.group(2)) - _number(m.group(1))) for t in texts for m in _SURVIVED.finditer(t)]
    if survived:
        return max(survived)
    for pattern in (_PART_OF, _THOSE):
        found = [_number(m.group(1)) for t in texts for m in pattern.finditer(t)]
        if found:
            return max(found)
    found = [_number(m.group(1)) for t in texts for m in _COUNTED.finditer(t) if _counts_line(line, m.group(2))]
    if found:
        return max(found)
    # No count, but the line named in the singular and never in the plural: one unit.
    if any(_singular_mention(line, t) for t in texts) and not any(_plural_mention(line, t) for t in texts):
        return 1
    return None


def _plural_mention(line: dict, text: str) -> bool:
    """The line's word in the plural ("the tumblers", "glasses"), or "all"/"both"/"every" with it."""
    names = line_words(line.get("description", ""))
    for token in re.findall(r"[a-z][a-z'-]*", text.lower()):
        if content_stems(token) & names and token.endswith("s") and token not in names and not token.endswith("ss"):
            return True
    return bool(re.search(r"\b(?:all|both|every|each\s+of)\b", text, re.I)) and bool(words_mentioned(line, text))


def line_asked_about(order: dict, reading: Reading, kind: str) -> tuple[dict | None, str]:
    """The line a request of `kind` is about, or None and why not. Each sentence asking it votes
    for the one line it names. A sentence naming several ("Stove damaged and wrong headlamp")
    leaves out a line another kind of request names on its own (the headlamp is the wrong item),
    and votes only if one is left. One line voted for is the answer; several, or none, is not guessed."""
    lines = order.get("lines", [])
    if len(lines) <= 1:
        return (lines[0] if lines else None), ("" if lines else "the order has no lines")
    requests = request_sentences(reading, order.get("order_ref", ""))
    claimed = {sku for s in requests for other in s.kinds if other != kind
               for named in [_named_in(s, other, order)] if len(named) == 1 for sku in named}
    by_sku = {x["sku"]: x for x in lines}
    votes: dict[str, None] = {}
    named_anywhere: dict[str, None] = {}
    for s in (s for s in requests if kind in s.kinds):
        named = _named_in(s, kind, order)
        named_anywhere.update(dict.fromkeys(sorted(named)))
        if len(named) > 1:
            named -= claimed
        if len(named) == 1:
            votes.update(dict.fromkeys(named))
    if len(votes) == 1:
        return by_sku[next(iter(votes))], ""
    if named_anywhere:
        names = ", ".join(by_sku[sku]["description"] for sku in (votes or named_anywhere))
        return None, f"the request names more than one line of the order ({names}) and does not say clearly which one it is about"
    return None, ("the order has several lines (" + ", ".join(x["description"] for x in lines)
                  + ") and the request names none of them")
