"""Another person's goods, or another order, praised as a comparison beside the customer's own claim: "Unlike my last order
(SU-2), which was perfect, the dining table on SU-1 arrived scratched", "My sister's vase was perfect when hers came last
month, but mine arrived with a chip", "My brother got the same lamp and his was fine, but mine came dented". The praise is of
the goods compared with, never of the goods claimed: read with it, the claim was the customer's goods called fine ("which
was perfect") or a past problem that came right ("last month ... but mine arrived"), and $453.60 and $39.96 were held
(verify42 R9-06, R10-03).

So the clause that praises the other goods (with a relative clause hanging on it: ", which was perfect,") is blanked, same
length, before the sentence is read for goods called fine, a past problem settled or one that came right; what is left is
the customer's own claim, read as any other. Only a clause that names another person's goods ("my sister's", "hers", "his
one") or another order ("my last order", "my previous one", "last time"), or opens a comparison ("unlike", "compared
to"), that praises them and tells no goods problem itself, and only when a goods problem is told outside it.

Near-misses keep their reading: the customer's own goods praised ("the box was dented but the vase itself was perfect",
"mine's ok" beside "my sister's arrived cracked"), a problem told of the other goods ("Unlike my last order, which arrived
chipped, this one was perfect"), and another person's goods broken (others_goods_by_possessive.py's)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _spans_of
from ..fine_clauses import calls_fine
from .person_words import person_words

# another person's goods: "my sister's vase", "my mums mirror", "hers", "his was", "her one", "a friend's"
_OTHERS = re.compile(rf"\b(?:(?:my|our|a|an)\s+(?:\w+\s+)?{person_words()}(?:'s|’s|s’|s)?|another\s+customer'?s?|someone\s+else'?s?)\b"
                     r"|\b(?:hers|theirs|his(?=\s+(?:was|were|is|came|arrived|one|ones|pair|set)\b)|(?:her|his|their)\s+(?:one|ones|pair|set))\b", re.I)
# another order, or goods had before: "my last order", "the previous one", "last time", "my other order (SU-2)"
_OTHER_ORDER = re.compile(r"\b(?:my|our|the|your|an?|every|each|all\s+(?:my|our|the))\s+(?:\w+\s+)?(?:last|previous|earlier|other|first|prior|older|past)"
                          r"\s+(?:\w+\s+)?(?:orders?|purchases?|deliver(?:y|ies)|parcels?|ones?|lots?|batch(?:es)?|shipments?)\b"
                          r"|\blast\s+time\b|\b(?:the\s+)?(?:ones?|ones?\s+(?:i|we))\s+(?:got|had|ordered|bought)\s+(?:before|last)\b", re.I)
# a comparison opened: "unlike my last order", "compared to my sister's"
_COMPARED = re.compile(r"^\W*(?:unlike|compared\s+(?:to|with)|in\s+contrast\s+to|as\s+opposed\s+to|contrary\s+to)\b", re.I)
# praise beyond "fine" (runs/fine_clauses.py): "was flawless", "came without a scratch", "had no problems"
_PRAISE = re.compile(r"\b(?:flawless|spotless|perfect(?:ly)?|immaculate|pristine|fine|great|brilliant|lovely|gorgeous|beautiful|intact|undamaged|"
                     r"mint|no\s+(?:problems?|issues?|damage|complaints?)|without\s+(?:a|any)\s+(?:problem|issue|hitch|scratch|mark))\b", re.I)
# the customer's own goods named in the clause: then it is no comparison ("mine was fine", "this one's perfect")
_OWN = re.compile(r"\b(?:mine|my\s+own|this\s+one|this\s+time|these\s+ones?)\b", re.I)
# where a clause ends: punctuation, a dash, or a turn (a bracket interrupts, "my last order (SU-2)")
_CUT = re.compile(r"[,;:–—]|\s-\s|\b(?:but|whereas|while|whilst|though|although|yet|however)\b", re.I)
# a clause hanging on the one before it: ", which was perfect,", ", who got hers fine,"
_HANGS = re.compile(r"^\W*(?:which|who|that|when)\b", re.I)


def _clauses(sentence: str) -> list[tuple[int, int]]:
    """The sentence's clauses, a clause hanging on the one before it joined to it."""
    edges = [0, *[m.start() for m in _CUT.finditer(sentence)], len(sentence)]
    out: list[tuple[int, int]] = []
    for a, b in zip(edges, edges[1:]):
        text = re.sub(r"^[,;:–—\s-]+", "", sentence[a:b])
        if out and _HANGS.match(text):
            out[-1] = (out[-1][0], b)
        elif b > a:
            out.append((a, b))
    return out


def _praises_others(clause: str) -> bool:
    named = _OTHERS.search(clause) or _OTHER_ORDER.search(clause) or _COMPARED.match(re.sub(r"^[,;:–—\s-]+", "", clause))
    return bool(named) and not _OWN.search(clause) and (calls_fine(clause) or bool(_PRAISE.search(clause)))


def others_praise_apart(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> str:
    """`sentence` with the clauses that praise another person's goods or another order blanked (module doc), same length;
    the sentence as it is when there are none, or nothing else would be left of its goods problem."""
    problems = [h for kind, hits in spans.items() if kind in GOODS_PROBLEMS for h in hits]
    if not problems:
        return sentence
    blank = [(a, b) for a, b in _clauses(sentence)
             if _praises_others(sentence[a:b]) and not any(a <= p < b or a < q <= b for p, q in problems)]
    if not blank or all(any(a <= p < b for a, b in blank) for p, _ in problems):
        return sentence
    out = sentence
    for a, b in blank:
        out = out[:a] + " " * (b - a) + out[b:]
    return out


def others_praise_blanked(sentence: str) -> str:
    """`sentence` with its praise of others blanked, its goods problems read from its own words (for the guard's readers
    of goods called fine, runs/fine_lines.py, which have the sentence and not its reading)."""
    return others_praise_apart(sentence, _spans_of(sentence))
