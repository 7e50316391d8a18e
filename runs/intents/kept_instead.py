"""Goods kept, other goods sent back in their place: "Actually, scratch that, I'll keep the shorts and
return the socks instead", "I'd rather keep the lamp and send the vase back", "keeping the mug but
please return the teapot instead". Keeping one thing read as declining the remedy (remedies.declines),
which took the sentence out of the requests: the other goods' return was dropped without a trace. The
sentence does two things. It takes back the ask for the goods kept: the sentence before it naming
them (however it was read) is context, settled for the lines it names, and their return is held. And
it asks the remedy for the other goods: a request of the kind of the ask it replaces ("same as before,
other goods"), unless the asking words tell a problem of their own ("... the toaster instead, it's
cracked"); with no kind before it, a return is a change of mind, and a refund or a replacement of goods
no problem was told of is a person's (`other`). The goods kept are recorded as what the request is not
about (`not_goods`), so the lines asked about are the other goods'.

Near-misses: "I'll keep the shorts" alone asks nothing here; "I'll keep the shorts, no need to return the
socks either" refuses; "I'll keep the shorts and return them if they don't fit" is the same goods on a
condition; "send the socks to my sister" is no return; "return the socks as well" keeps nothing.
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _spans_of
from .named_goods import named_goods
from .reading import ReadSentence
from .stems import content_stems

# Goods named by a determiner ("both" too: "keep both mugs") and up to four words, none of them a word that ends the
# naming: they stand mid-clause (runs/intents/named_goods.py).
_STOP = r"(?:and|but|or|then|instead|rather|please|pls|plus|as|so|because|since|if|too|also|back|for|to|in|on|with|i|i'?ll|we|they|it|them)"
_GOODS = named_goods(stop=_STOP, both=True)
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
KEPT_CLAIM_RETURN_WHY = "keeps some goods and sends back the goods a problem was just claimed of: the return asked of that claim"
_TAKEN_BACK_NEXT = "the customer takes it back in the next sentence"  # (one of reading.SETTLED_WHYS: the guard reads it as settling)


def _asked_in(text: str) -> re.Match | None:
    """The keep-and-ask in a sentence, when the goods differ and nothing negates or conditions the ask."""
    for pattern in (_KEEP_THEN_ASK, _ASK_THEN_KEEP):
        for m in pattern.finditer(text):
            kept, other = content_stems(m.group("kept")), content_stems(m.group("other"))
            if not other or other <= kept:
                continue  # the same goods, named again ("keep the blue shorts and return the shorts")
            asked_at = m.start("verb") if m.group("verb") else m.start("noun")
            lead = text[max(0, asked_at - 25):asked_at]
            if _NOT_ASKED.search(lead.split(",")[-1]) or (pattern is _KEEP_THEN_ASK and _NOT_ASKED.search(m.group("between"))):
                continue
            verb = (m.group("verb") or m.group("noun")).lower()
            if verb in ("send", "post", "ship") and not m.group("back"):
                continue  # ("keep the shorts and send the socks to my sister": no return)
            return m
    return None


def sends_back_claimed(text: str, claim: str) -> bool:
    """Whether `text` keeps some goods and asks the remedy of the goods the `claim` sentence names ("We will keep the lamp and
    return the shade" after "the linen shade came with a big tear"): the claim is asked, never let go by the keeping."""
    m = _asked_in(text)
    other = content_stems(m.group("other")) if m else set()
    return bool(other) and other <= content_stems(claim)


def _kinds_for(told: str, replaced: ReadSentence | None, verb: str, claimed: ReadSentence | None = None) -> list[str]:
    """The kind of the ask: a problem told in the asking words themselves ("get a refund on the toaster instead, it's
    cracked"), else the kind of the ask it replaces, else the claim just told of the other goods ("The shade has a big
    dent. ... I'll keep the lamp, could you just refund the shade?": the dent's remedy; "... and send the shade back": the
    dent's return), else a return's change of mind;
    a refund or a replacement of goods nothing was told of is a person's."""
    own = [k for k in _spans_of(told) if k in GOODS_PROBLEMS]
    if own:
        return own
    if replaced is not None and (kinds := [k for k in replaced.kinds if k in (*GOODS_PROBLEMS, "change_of_mind")]):
        return kinds
    if claimed is not None:
        return [k for k in claimed.kinds if k in GOODS_PROBLEMS]
    return ["change_of_mind"] if verb in _RETURNS else ["other"]


def _claim_on(other: str, before: list[ReadSentence]) -> ReadSentence | None:
    """A goods problem claimed just before of the other goods, not of the kept ones: the refund or replacement asked of
    them is that claim's remedy."""
    other_words = content_stems(other)
    return next((p for p in before if p.role == "request" and set(p.kinds) & set(GOODS_PROBLEMS)
                 and other_words and other_words <= content_stems(p.text)), None)


# The ask for the kept goods taken back in so many words: "instead", "rather", "actually", "scratch that", "on second thoughts".
_TAKEN_BACK_SAID = re.compile(r"\b(?:instead|rather|actually|scratch\s+that|scrap\s+that|forget\s+that|ignore\s+that|never\s?mind|"
                              r"on\s+(?:second|reflection|further)\s+(?:thoughts?|reflection)?|changed?\s+my\s+mind|wait|hmm+|nah|no\s+wait)\b", re.I)
# A sentence that says only that the goods are kept, and the next piece, cut from it, asks the other goods' remedy:
# "On second thoughts I'd rather keep the lamp" + "return the vase instead."
_KEEP_ENDS = re.compile(rf"{_KEEP}\W*$", re.I)
_ASK_OPENS = re.compile(rf"^\W*(?:(?:and|but|so|then|just|please|pls)\s+)*{_ASKED}", re.I)
# The readings an ask of the other goods may have been given: declined with the goods kept, kept for money, a remedy
# of no kind, or a statement; a request of a known kind stands as read (its ask taken back before it still is).
_OPEN_ROLES = ("context", "statement", "request", "attached")


def _before(read: list[ReadSentence], i: int) -> list[ReadSentence]:
    """The two sentences before read[i] in its paragraph or the one before, nearest first."""
    return [p for p in reversed(read[:i]) if p.role not in ("injected", "courtesy") and abs(p.paragraph - read[i].paragraph) <= 1][:2]


def _asked_of(kept: str, other: str, before: list[ReadSentence]) -> ReadSentence | None:
    """The ask the kept goods were asked in just before: a sentence naming them, not the other goods."""
    kept_words, other_words = content_stems(kept), content_stems(other)
    for p in before:
        words = content_stems(p.text)
        if kept_words & words and not other_words <= words and (p.role == "request" or (p.role == "context" and p.kinds) or p.asks_return):
            return p
    return None


def _apply(read: list[ReadSentence], i: int, s: ReadSentence, m: re.Match, text: str, offset: int) -> None:
    """Read `s` as asking the remedy of the other goods `m` found in `text` (`s.text` at `offset`), and take back the
    ask of the kept goods just before it."""
    verb = (m.group("verb") or m.group("noun")).lower()
    asked_at = m.start("verb") if m.group("verb") else m.start("noun")
    before = _before(read, i)
    replaced = _asked_of(m.group("kept"), m.group("other"), before)
    if replaced is not None and replaced.role in ("request", "statement") and _TAKEN_BACK_SAID.search(text):
        # "Please refund the blue throw. Wait, I'll hang on to the throw - return the cushion cover instead": the throw is no
        # longer asked (its claim settled, line by line, and none of it goes back); a return asked in words the reading
        # left a statement ("i wanna return the mug.") is settled as the change of mind it was
        if replaced.role == "statement":
            replaced.kinds = ["change_of_mind"] if replaced.asks_return else []
        replaced.role, replaced.why = "context", _TAKEN_BACK_NEXT
    if replaced is not None and replaced.role in ("context", "statement"):
        # the goods kept go nowhere: their return is held on the lines the taken-back ask names (not the other goods')
        replaced.forbids = list(dict.fromkeys([*replaced.forbids, "return", "collection"]))
    if s.role == "request" and set(s.kinds) - {"other"}:
        return  # ("... get a refund on the toaster instead, it's cracked": its own claim, read already)
    claimed = _claim_on(m.group("other"), before)
    kinds = _kinds_for(text[asked_at:], replaced, verb, None if verb in _RETURNS else claimed)
    at = (max(0, asked_at - offset), m.end("other") - offset)
    s.role, s.kinds, s.why = "request", kinds, KEPT_INSTEAD_WHY
    if kinds == ["change_of_mind"] and claimed is not None and replaced is None:
        # "The lamp shade arrived dented. I'll keep the lamp and send the shade back.": the shade goes back as the dent's
        # remedy, asked of the claim told just before; no change of mind, and nothing of the lamp kept (its return
        # read as a change of mind took the kept lamp back for its money)
        s.role, s.kinds, s.why = "attached", [], KEPT_CLAIM_RETURN_WHY
    s.spans = {k: [at] for k in s.kinds if k != "other"}
    s.doubted = [k for k in s.doubted if k not in s.kinds]
    s.not_goods = list(dict.fromkeys([*s.not_goods, m.group("kept").split(None, 1)[-1]]))
    s.asks_return = s.asks_return or verb in _RETURNS
    # (this sentence names both goods: what it forbade of the kept ones is held by the ask it takes back, above)
    s.forbids = [f for f in s.forbids if f not in ("return", "collection", "refund")]


def read_kept_instead(read: list[ReadSentence]) -> None:
    """Each sentence that keeps some goods and asks the remedy of other goods (module doc): a request for those goods,
    the ask of the kept goods before it taken back. Also across a cut: a sentence keeping goods, the next piece asking."""
    for i, s in enumerate(read):
        if s.role not in _OPEN_ROLES or (s.role == "request" and s.kinds and set(s.kinds) - {"other"} and not _TAKEN_BACK_SAID.search(s.text)):
            continue
        if (m := _asked_in(s.text)) is not None:
            _apply(read, i, s, m, s.text, 0)
            continue
        after = read[i + 1] if i + 1 < len(read) else None
        if after is not None and after.paragraph == s.paragraph and after.role in _OPEN_ROLES and not (set(after.kinds) - {"other"}) \
                and _KEEP_ENDS.search(s.text) and _ASK_OPENS.match(after.text):
            joined = f"{s.text} and {after.text}"
            if (m := _asked_in(joined)) is not None and m.start("other") > len(s.text):
                _apply(read, i + 1, after, m, joined, len(s.text) + 5)
