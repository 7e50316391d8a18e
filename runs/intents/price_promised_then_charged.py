"""A price or a free delivery promised, then more charged: a charge told, not goods that differ from what was ordered.

"The checkout page said free delivery on orders over $50, but I was still charged $8.95 for shipping on this rug" (blind
round ver37c, V37C-14) was read as a wrong item: "the page said X, but ..." is the shape of "the box says size 9 but
the shoes are size 7" (runs/intents/told.py _MISMATCH). What the page promised here is a price, and what came after
"but" is a charge, so no goods were set against the order: a person checks the promise (TOLD_CHARGE_WHY), and the
praise told beside it ("the rug came on time and it's great") claims nothing. The charge told first ("charged $8.95
though the site said free") is read by told._WRONG_CHARGE.
"""

from __future__ import annotations

import re

_CLAUSE = r"[^.;!?]"
_SAID = (r"\b(?:said|says|say|showed|shows|show|stated|states|promised|promises|advertised|advertises|offered|offers|read|reads|"
         r"claimed|claims)\b")
# what a page or an offer promises about money: a price, a discount, delivery at no cost
_PRICE = (r"(?:\bfree\b|\bno\s+(?:charge|cost|fee)\b|\bincluded\b|\bcomplimentary\b|\bdiscount\w*|\d+\s*%\s*off\b|\bpercent\s+off\b|\bhalf\s+price\b|"
          r"\bsale\b|\bprice[ds]?\b|\bcosts?\b|[$£€]\s?\d|\b\d+(?:\.\d\d)?\s*(?:dollars|pounds|euros|usd|gbp|eur)\b)")
# the money taken after all
_CHARGED = (r"(?<!\bnot )(?<!\bnever )(?<!\bwasn't )(?<!\bdidn't )\b(?:charged|billed|debited|paid|pay|had\s+to\s+pay|cost\s+me|took|taken|added|charging|billing)\b")

PRICE_PROMISED_THEN_CHARGED = re.compile(
    rf"{_SAID}{_CLAUSE}{{0,60}}?{_PRICE}{_CLAUSE}{{0,60}}?(?:,\s*|\s+)(?:but|yet|however|though|although|and|while|whereas)\b{_CLAUSE}{{0,40}}?{_CHARGED}",
    re.I)


# ...where the sentence tells nothing wrong with the goods or their coming ("the site said free delivery and I paid
# nothing extra, but the lamp came smashed" is a damage claim, read as one)
_GOODS_TOLD = re.compile(r"\b(?:broken|broke|damaged|cracked|smashed|chipped|dented|torn|ripped|faulty|wrong|missing|late|delayed|instead\s+of|"
                         r"never\s+(?:came|arrived|turned\s+up)|not\s+(?:arrived|come|delivered))\b", re.I)


def price_promised_then_charged(text: str) -> bool:
    """Whether a sentence tells a price or free delivery promised and more charged after it."""
    return bool(PRICE_PROMISED_THEN_CHARGED.search(text)) and not _GOODS_TOLD.search(text)


def promise_told_before(pieces, i: int) -> bool:
    """Whether a piece of the ticket before piece i (the injected left out) told free delivery or a price promised: the
    delivery fee asked back after it ("Can you refund the shipping charge please?") is that promise's, a person's, not
    a late delivery's remedy (runs/intents/read.py)."""
    from .cues import FREE_SHIPPING  # (cues imports nothing of this module; read here to keep the import graph flat)
    return any(FREE_SHIPPING.search(p.text) or price_promised_then_charged(p.text) for p in pieces[:i] if not p.injected)
