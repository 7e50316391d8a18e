"""A new claim likened to an old, settled one in the same sentence: "Like the teapot last time (which you kindly
refunded), the glass water jug has arrived cracked", "The jug has arrived cracked, just like the teapot did last time",
"Same as the mug in May, the jug came chipped". The earlier time and its refund are the comparison's, not the claim's:
read without them, the sentence tells the jug's damage now (blind round, issue #11: settled history told first kept a
new claim that named its line word for word from being read, and $38.39 was held).

Still the earlier time's: a claim whose own clause is of then ("the jug arrived cracked last time, like the teapot",
"Just like the jug, the teapot arrived cracked last spring and you refunded both"), and "like I said" (no comparison
of goods)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _spans_of

# "(just) like / same as / as with / similar to the teapot [did] [last time] [(which you refunded)]", to the clause's end
_LIKENED = re.compile(r"(?:\b(?:just|exactly)\s+)?\b(?:like|as\s+with|same\s+as|the\s+same\s+as|as\s+happened\s+(?:to|with)|similar\s+to)\s+"
                      r"(?:the|my|a|an|our|that|your)\s+[^,;:()\-–—]*?(?:\s*\([^)]*\))?(?=\s*(?:[,;:.!?\-–—]|$))", re.I)
# an aside in brackets: "(which you kindly refunded)", "(refunded, thanks)"
_ASIDE = re.compile(r"\([^)]*\)")


def claim_apart(sentence: str) -> tuple[str, str]:
    """(the claim now, the history it is likened to): the sentence with the old goods it likens its claim to, and asides
    in brackets, blanked, and those words; (the sentence, "") when it likens nothing, or what is left tells no goods
    problem (above)."""
    then = [m.group() for m in _LIKENED.finditer(sentence)]
    if not then:
        return sentence, ""
    now = _LIKENED.sub(lambda m: " " * len(m.group()), sentence)
    then += [m.group() for m in _ASIDE.finditer(now)]
    now = _ASIDE.sub(lambda m: " " * len(m.group()), now)
    if not set(_spans_of(now)) & set(GOODS_PROBLEMS):
        return sentence, ""
    return now, " ".join(then)
