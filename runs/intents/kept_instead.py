"""Goods kept, other goods sent back in their place: "Actually, scratch that, I'll keep the shorts and
return the socks instead", "I'd rather keep the lamp and send the vase back", "keeping the mug but
please refund the teapot instead". Keeping one thing reads as declining the remedy (remedies.declines),
which took the sentence, and the ask before it, out of the requests: the other goods' return was
dropped without a trace. The sentence does two things: it withdraws the ask for the goods kept (as read
already: the earlier ask stays context, settled for the goods it names) and asks the remedy for the
other goods. That ask is a request of the kind of the ask it replaces ("same as before, other goods"),
unless it tells a kind of its own ("the socks are torn"); with no ask before it, a return is a change
of mind, and a refund or a replacement of goods no problem was told of is a person's (`other`).

Near-misses: "I'll keep the shorts" alone declines; "I'll keep them and return the socks" keeps
nothing named apart from the socks only if the goods differ; "I'll keep the shorts, no need to return
the socks either" asks nothing; "return the socks as well" keeps nothing and withdraws nothing.
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _spans_of
from .reading import ReadSentence
from .stems import content_stems

# Goods named by a determiner and up to four words, none of them a word that ends the naming.
_STOP = r"(?:and|but|or|then|instead|rather|please|pls|plus|as|so|because|since|if|too|also|back|for|to|in|on|with|i|i'?ll|we|they|it|them)"
_GOODS = rf"(?:the|my|our|those|these|this|that|both)\s+(?:(?!{_STOP}\b)[\w'’-]+\s+){{0,3}}?(?!{_STOP}\b)[\w'’-]+"
_KEEP = rf"\b(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+on\s+to)\s+(?P<kept>{_GOODS})"
# The remedy asked for the other goods: "return the socks", "send the vase back", "refund the teapot", "replace the lid",
# "get a refund on the scarf", "swap the mug".
_VERB = (r"(?P<verb>return|send|post|ship|refund|replace|exchange|swap|credit)(?:\s+(?:me|us)\s+(?:for\s+)?)?"
         r"|(?:get|have|take|want|do|give\s+me)\s+(?:a\s+|the\s+)?(?P<noun>refund|replacement|return|exchange|swap|credit)\s+(?:for|on|of)")
_ASKED = rf"(?:{_VERB})\s+(?P<other>{_GOODS})(?P<back>\s+back)?"
# The two in either order, in one sentence: "keep the shorts and return the socks", "return the socks and keep the shorts".
_KEEP_THEN_ASK = re.compile(rf"{_KEEP}(?P<between>[^.!?]{{0,40}}?)\b{_ASKED}", re.I)
_ASK_THEN_KEEP = re.compile(rf"\b{_ASKED}(?P<between>[^.!?]{{0,40}}?){_KEEP}", re.I)
# A refusal or a condition in front of the ask: "no need to return the socks", "don't refund the vase", "if the socks don't fit".
_NOT_ASKED = re.compile(r"\b(?:no|not|never|don'?t|dont|do not|won'?t|wont|needn'?t|without|if|unless|whether|maybe|might|rather than|instead of)\b", re.I)
_RETURNS = ("return", "send", "post", "ship")
KEPT_INSTEAD_WHY = "keeps some goods and asks the remedy for other goods in their place: a request for those goods"
_TAKEN_BACK = ("the customer declines the remedy in the next sentence", "the customer takes it back in the next sentence")


def _asked_in(text: str) -> re.Match | None:
    """The keep-and-ask in a sentence, when the goods differ and nothing negates or conditions the ask."""
    for pattern in (_KEEP_THEN_ASK, _ASK_THEN_KEEP):
        for m in pattern.finditer(text):
            kept, other = content_stems(m.group("kept")), content_stems(m.group("other"))
            if not other or other <= kept:
                continue  # the same goods ("keep the lamp and return the lamp's box"? no: the box is other goods; "keep it, return it")
            asked_at = m.start("verb") if m.group("verb") else m.start("noun")
            lead = text[max(0, asked_at - 25):asked_at]
            if _NOT_ASKED.search(lead.split(",")[-1]) or (pattern is _KEEP_THEN_ASK and _NOT_ASKED.search(m.group("between"))):
                continue
            verb = (m.group("verb") or m.group("noun")).lower()
            if verb in ("send", "post", "ship") and not m.group("back"):
                continue  # ("keep the shorts and send the socks to my sister": no return)
            return m
    return None


def _kinds_for(s: ReadSentence, m: re.Match, before: list[ReadSentence]) -> list[str]:
    """The kind of the ask: a problem told in the sentence's own words, else the kind of the ask it replaces, else a
    return's change of mind; a refund or a replacement of goods nothing was told of is a person's."""
    own = [k for k in _spans_of(s.text) if k in GOODS_PROBLEMS]
    if own:
        return own
    replaced = next((p for p in before if p.role == "context" and p.why in _TAKEN_BACK or p.role == "context" and p.kinds and p.why.startswith("the customer")), None)
    if replaced is not None and (kinds := [k for k in replaced.kinds if k in (*GOODS_PROBLEMS, "change_of_mind")]):
        return kinds
    verb = (m.group("verb") or m.group("noun")).lower()
    return ["change_of_mind"] if verb in _RETURNS else ["other"]


def read_kept_instead(read: list[ReadSentence]) -> None:
    """Each sentence read as declining the remedy that also asks the remedy of other goods (module doc): a request again."""
    for i, s in enumerate(read):
        if s.role != "context" or s.kinds or not s.why.startswith("the customer declines"):
            continue
        m = _asked_in(s.text)
        if m is None:
            continue
        before = [p for p in reversed(read[:i]) if p.role not in ("injected", "courtesy") and abs(p.paragraph - s.paragraph) <= 1][:2]
        kinds = _kinds_for(s, m, before)
        at = (min(m.start("other"), m.start("verb") if m.group("verb") else m.start("noun")), m.end("other"))
        s.role, s.kinds, s.why = "request", kinds, KEPT_INSTEAD_WHY
        s.spans = {k: [at] for k in kinds if k != "other"}
        s.not_goods = list(dict.fromkeys([*s.not_goods, m.group("kept").split(None, 1)[-1]]))
        verb = (m.group("verb") or m.group("noun")).lower()
        s.asks_return = s.asks_return or verb in _RETURNS
        if verb in _RETURNS or verb == "refund":
            # (this sentence names both goods: what it forbade of the kept ones is held by the ask it takes back, below)
            s.forbids = [f for f in s.forbids if f not in ("return", "collection", "refund")]
        kept_words = content_stems(m.group("kept"))
        for p in before:
            if p.role == "context" and p.kinds and kept_words & content_stems(p.text) and not content_stems(m.group("other")) <= content_stems(p.text):
                # the ask taken back names the goods kept: none of them goes back (no refund is paid for them either: the
                # ask is settled, and the guard holds a refund it settles line by line; a "refund" here would read, unscoped,
                # as the customer refusing the other goods' refund)
                p.forbids = list(dict.fromkeys([*p.forbids, "return", "collection"]))
