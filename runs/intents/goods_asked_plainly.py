"""Goods asked in the plainest words, no "please", "could you" or "I" to mark the ask: "want new one." (texted), "a
working toaster is" (after "Cash back isn't what I'm after"), "what I actually want is a new vase put in the post". Each
missed the longer forms of goods asked (runs/intents/remedies.py _UNIT_ASKED, goods_wanted.py), so the ask was read as
courtesy or as an ask of no kind and the claim beside it paid in full (verify38 V-02, Y-02, Y-04). Read as goods asked
instead of the money (read.py's goods-instead reading): the refund is held and a person arranges the goods.

Near-misses: the goods bought elsewhere or refused ("want new one? no thanks", "don't want a new one", "need a new one
anyway, will buy it in town"), goods said to be on their way ("a new one is on its way"), and papers ("want new invoice")."""

from __future__ import annotations

import re

from .paper_slips import PAPER_SLIPS

_NEW = r"(?:new|replacement|working|fresh|undamaged|intact|proper|unbroken)"
_NOT_PAPER = rf"(?!(?:{PAPER_SLIPS}|e-?mail|link|code|label|password|address|account|card|number|details|invoice|receipt)s?\b)"
_NOUN = rf"{_NOT_PAPER}(?!(?:please|pls|plz|thanks|thx|asap|sent|posted|is)\b)[\w-]+"
# the goods: "a replacement", "a replacement lid", "new one", "a working kettle"
_ITEM = rf"(?:replacement(?:\s+{_NOUN})?|(?:new|working|fresh|undamaged|intact|proper|unbroken)\s+(?:one|{_NOUN}))"
_GOODS_ASKED = re.compile(
    # texted, the subject left out: "want new one.", "need a replacement pls", "wanna new one"
    rf"^\W*(?:(?:so|just|only|but|and|really|pls|please)\W+)*(?:want|need|wanna|would\s+like)\s+(?:a\s+|an\s+|another\s+)?{_ITEM}\b"
    rf"(?=\s*(?:please|pls|plz|thanks|thx|sent|posted|instead|asap)?\s*(?:[.!,;]|$))"
    # elliptical after the money turned down: "..., a working toaster is", "a new one is."
    rf"|(?:^|[,;:–—-]\s*|\bbut\s+)(?:a|an)\s+{_NEW}\s+(?:[\w-]+\s+)?{_NOT_PAPER}[\w-]+\s+is(?:\s+what\s+(?:i|we)['’a-z]*\s+\w+)?\s*(?:[.!;]|$)"
    # the goods as the subject of what is wanted: "a new teapot sent out is what we want", "a replacement would be what I need"
    rf"|\b(?:a|an)\s+{_ITEM}(?:\s+(?:sent|posted|shipped|delivered)(?:\s+out)?)?\s+(?:is|would\s+be)\s+(?:all\s+|exactly\s+|really\s+)?what\s+(?:i|we)\b"
    # a cleft: "what I actually want is a new vase put in the post", "all I need is a replacement"
    rf"|\b(?:what|all)\s+(?:i|we)\s+(?:really\s+|actually\s+|honestly\s+|truly\s+)?(?:want|need|would\s+like|['’]d\s+like|am\s+after|['’]m\s+after)\s+is\s+"
    rf"(?:just\s+|simply\s+)?(?:a|an|another|the)\s+(?:{_NEW}\s+)?(?:one|replacement|{_NOT_PAPER}[\w-]+\s+(?:sent|posted|put\s+in\s+the\s+post|in\s+the\s+post|shipped|delivered|out)\b)",
    re.I)
_NOT_OF_THE_SHOP = re.compile(r"\b(?:myself|ourselves|elsewhere|in\s+town|locally|another\s+shop|on\s+(?:its|the)\s+way|coming|anyway)\b|\?", re.I)


def goods_asked_plainly(text: str) -> bool:
    """Whether a sentence asks the shop for goods in the plainest words ("want new one.", "a working toaster is")."""
    m = _GOODS_ASKED.search(text)
    return bool(m) and not _NOT_OF_THE_SHOP.search(text, m.start())
