"""A shorthand that carries the claim just told to other goods or another order: "Plate arrived smashed - refund
please. P.S. Bowl also.", "Bowl: cracked. Plate: ditto.", "PS: the plate too — same problem", "SU-99401: bowl cracked,
refund please. SU-99402: same." Read alone such a sentence asks nothing, so the second claim was dropped while the run
closed resolved (verify33 R04, R02, Q05, e2e13 S01: $129.60 owed). It is the same problem claimed of its own goods
(or order): a request of the earlier claim's kinds, its goods named in it for the guard to find the line.

Near-misses, claiming nothing: "I also love the plate" (the goods do not lead), "same here, thanks", "ditto the thanks
to your courier", "The plate too, but it's fine" (kept or praised after the goods), anything after a statement or a
question (only a claim's problem is carried)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from ..shop.kinds import NOT_A_CASE

CARRIED_WHY = "carries the claim just before it to other goods or another order (\"X also\", \"X: ditto\"): the same problem claimed of them"

_LEAD = r"^\W*(?:p\.?\s?p?\.?\s?s\.?\s*[:\-—,]?\s*)?(?:(?:and|oh|plus)[\s,]+){0,2}"
_GOODS = r"(?P<goods>(?:(?:the|my|our|that|this|those|these)\s+)?[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)"
_ORDER = r"(?P<order>[A-Z]{2,4}-\d{3,})"
_SAME = r"(?:same(?:\s+(?:problem|issue|thing|again|here|deal))?|ditto|likewise)"
# an aside on noticing it, between the goods and "same": "the side plate too now that I look, same deal" (verify33 R03)
_NOTICED = (r"(?:(?:now\s+(?:that\s+)?i(?:'ve|\s+have)?\s+(?:look(?:ed)?|check(?:ed)?)(?:\s+(?:at\s+it|closer|again|properly))?"
            r"|come\s+to\s+think\s+of\s+it|on\s+(?:a\s+)?closer\s+look|looking\s+(?:again|closer)"
            r"|i\s+(?:just\s+)?(?:see|saw|notice|noticed|found))\W*)?")
_CARRIED = re.compile(
    rf"{_LEAD}(?:{_GOODS}\s*,?\s*(?:too|also|as\s+well)\b|{_GOODS.replace('goods', 'goods2')}\s*:\s*{_SAME}"
    rf"|(?:the\s+)?(?:same\s+(?:for|with|goes\s+for)|ditto(?:\s+for)?|likewise\s+(?:for|with))\s+{_GOODS.replace('goods', 'goods3')}"
    rf"|{_ORDER}\s*[:\-—]?\s*{_SAME})"
    rf"(?P<rest>\W*{_NOTICED}(?:{_SAME}\W*)?(?:[-—,;]\s*)?(?:{_SAME})?\W*)$", re.I)
# words that are no goods: "same here", "ditto the thanks", "me too"
_NOT_GOODS = re.compile(r"\b(?:thanks?|thank\s+you|here|me|you|i|we|it|this\s+one|that\s+one|courier|team|service|love|cheers)\b", re.I)
_SKIPPABLE = re.compile(r"^\W*(?:p\.?\s?p?\.?\s?s\.?|regards|thanks|thank\s+you|cheers|best|kind\s+regards)\W*$", re.I)


def _claim_before(read: list[ReadSentence], i: int) -> ReadSentence | None:
    """The nearest claim before read[i], past sign-offs, "P.S." and remedy asks ("Refund please.")."""
    for s in reversed(read[:i]):
        if s.role == "injected" or s.role == "attached" or (s.role in ("statement", "courtesy") and _SKIPPABLE.match(s.text)):
            continue
        claimed = [k for k in s.kinds if k not in set(NOT_A_CASE)]
        return s if s.role == "request" and claimed and claimed == s.kinds else None
    return None


def read_claim_carried_too(read: list[ReadSentence]) -> None:
    """A statement that only carries the claim before it to other goods or an order (module doc) claims the same."""
    for i, s in enumerate(read):
        if s.role != "statement" or s.doubted:
            continue
        m = _CARRIED.match(s.text)
        if m is None:
            continue
        name = next((g for g in ("goods", "goods2", "goods3", "order") if m.group(g)), "")
        # "SU-99402: same." is matched as goods by the first alternative: it is an order all the same
        to_order = name == "order" or bool(re.fullmatch(_ORDER, m.group(name), re.I))
        if not to_order and _NOT_GOODS.search(m.group(name)):
            continue
        claim = _claim_before(read, i)
        if claim is None:
            continue
        if to_order and (not s.order or s.order == claim.order):
            continue
        at = m.span(name)
        s.role, s.kinds, s.why = "request", list(claim.kinds), CARRIED_WHY
        s.spans = {k: [at] for k in claim.kinds}
        if to_order:
            s.about = claim.text
