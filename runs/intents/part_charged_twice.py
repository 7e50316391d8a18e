"""A part of the bill charged twice (the sales tax, the VAT, a service or handling fee), and one payment told twice in a
learner's order of words. Both are a duplicate charge; the order's record decides whether a copy was taken
(runs.policy_charges.copies reads a second tax charge as it reads a second items charge), never the customer's count.

- "(Oh - and you did charge me the sales tax twice on SU-82013, ...; I'd be grateful if that could be put right.)"
  (verify48 V48-212): "charge" in its plain form, and the tax the part charged, matched no cue; the sentence was read
  as a statement and the $5.20 copy never became a subtask. So "they've taxed me twice", "the VAT was added two times",
  "the service fee is on there twice", "you charged us for the handling fee double".
- "On my card statement is two time the same payment of forty-six dollar." (V48-104): "two time" (the learner's
  singular) and "the same payment" told before or after it. So "same payment appear 2 time", "the money take two time",
  and the part so told: "Also tax is take two time on my card." (V48-513).

Near-misses, left as they were: a part paid twice for two orders ("I paid twice for shipping because I placed two
orders": two parcels, each its own fee: `two_orders_told`), a twice that counts a fault or the courier's tries ("the
fault happens twice a day", "they tried twice to deliver"), and a tax told twice as a figure ("the tax is twice what
I expected"). A leaf: cues.py reads it."""

from __future__ import annotations

import re

from .charge_words import IN_SENTENCE as _S

# The part of the bill: the tax by any of its names, or a fee of the shop's.
_PART = (r"(?:(?:the\s+|my\s+|our\s+|that\s+|this\s+)?(?:sales\s+|state\s+|import\s+)?(?:tax(?:es)?|vat|gst|hst|pst|duty|duties)"
         r"|(?:the\s+|my\s+|our\s+|that\s+|this\s+)?(?:service|handling|processing|card|booking|admin(?:istration)?|packing|packaging|"
         r"restocking|small\s+order|convenience|platform|transaction)\s+(?:fee|charge|surcharge)s?)")
_TWICE = r"(?:twice(?!\s+(?:what|as|the|that|than)\b)|two\s+times?|2\s*times?|2x|x2|double(?!\s+(?:what|the|that|its|it's|than)\b)|doubled)"
_TAKEN = (r"(?:was\s+|were\s+|is\s+|are\s+|got\s+|gets\s+|has\s+been\s+|have\s+been\s+|been\s+)?(?:charged|charge|billed|added|taken|take|took|taked|applied|included|put\s+on|"
          r"listed|shown|showing|showed|appears?|appeared|come\s+up|came\s+up|on\s+(?:there|it|the\s+(?:bill|invoice|receipt|statement)|my\s+(?:bill|card|statement)))")

PART_CHARGED_TWICE_CUES = (
    # "you did charge me the sales tax twice", "charge us for the handling fee double", "they charged the VAT two times"
    rf"\b(?:charge|charged|charging|bill|billed|billing)\s+(?:me|us|my\s+card|our\s+card)?\s*(?:for\s+)?{_PART}\b\s*(?:\w+\s+){{0,2}}?{_TWICE}\b",
    # "the VAT was added two times", "the service fee is on there twice", "sales tax appears twice"
    rf"\b{_PART}\s+(?:\w+\s+)?{_TAKEN}\s+(?:\w+\s+)?{_TWICE}\b",
    # "taxed me twice", "you taxed us double on the order"
    rf"\btaxed\s+(?:me\s+|us\s+)?(?:on\s+it\s+|for\s+it\s+)?{_TWICE}\b",
    # "double tax", "two lots of VAT", "the tax twice over"
    r"\b(?:double|duplicate|duplicated|twice\s+the)\s+(?:sales\s+)?(?:tax|vat|gst)\b(?!\s+(?:rate|free|bracket|return)\b)",
    r"\b(?:two|2)\s+(?:lots|sets|amounts|lines)\s+of\s+(?:the\s+)?(?:sales\s+)?(?:tax|vat|gst|service\s+fee|handling\s+fee)\b",
    # the learner's "two time the same payment", "the same payment ... 2 time"
    r"\b(?:two|2)\s+time\s+(?:the\s+)?(?:same|identical)\s+(?:payment|charge|amount|money|price|sum|transaction|debit)\b",
    rf"\b(?:the\s+)?same\s+(?:payment|charge|amount|money|sum|transaction|debit)\b{_S}{{0,40}}\b(?:two|2)\s+time\b",
)

# "because I placed two orders", "as we ordered twice", "since there were two separate orders": a fee or tax paid for each
# of two orders, no copy.
_TWO_ORDERS = re.compile(r"\b(?:because|as|since|cos|coz|for|with)\s+(?:i|we|there)\s+(?:\w+\s+)?(?:placed|made|put\s+in|did|had|were|ordered)\s+"
                         r"(?:(?:two|2|separate|different)\s+(?:\w+\s+)?orders|twice|two\s+times|separately)\b"
                         r"|\b(?:two|2)\s+(?:separate|different)\s+orders\b|\b(?:on|for|across)\s+(?:two|2|both)\s+(?:separate\s+|different\s+)?orders\b", re.I)


def two_orders_told(text: str, span: tuple[int, int]) -> bool:
    """Whether the sentence holding the cue at `span` tells the part or the payment twice for two orders the customer
    placed ("I paid twice for shipping because I placed two orders"): each order paid its own, no copy."""
    return bool(_TWO_ORDERS.search(text[span[0]:span[1] + 80]))
