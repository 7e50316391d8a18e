"""What the offline agent does with a refund the customer wants only if the goods they asked first cannot be sent ("Can
you send a new one by Friday? If not, I want a refund.": runs/intents/money_if_goods_fail.py). The refund is held for the
person who arranges the goods, and said so: the escalation names it as the customer's fallback, never as money the
customer asked to wait; the reply tells the customer both were heard and that a colleague settles them, nothing as done."""

from __future__ import annotations

from ..intents.conditional_remedies import goods_first
from ..intents.money_if_goods_fail import GOODS_FALLBACK_WHY
from ..intents.remedies import GOODS_INSTEAD
from ..quoting import shortened


def fallback_sentences(reading) -> list[str]:
    """The ticket's sentences asking the refund only if the goods asked before them (or first in the same sentence: "a
    replacement would be great, failing that my money back") cannot be sent."""
    return [s.text for s in reading.sentences
            if s.why == GOODS_FALLBACK_WHY or (s.role == "request" and s.why.startswith(GOODS_INSTEAD) and s.alternative and goods_first(s.text))]


def fallback_escalation(action_words: str, order_ref: str, forbidding: list[str], reading) -> dict | None:
    """The escalation of a refund the customer wants only as the fallback of goods asked first, when one of the sentences
    holding it is such a fallback; else None."""
    said = [t for t in forbidding if t in fallback_sentences(reading)]
    if not said:
        return None
    return {"escalate": f"{action_words} on order {order_ref} only if the replacement the customer asked first cannot be sent "
                        f"(\"{shortened(said[0], 120)}\")",
            "reason": "the customer asks for goods first and for the refund only if they cannot be sent; the person arranging the goods "
                      "decides, and no refund is made before then"}


def goods_asked_with_money_fallback(reading) -> bool:
    """Whether the customer asks for goods instead of money and accepts the refund if the goods cannot be sent."""
    return bool(fallback_sentences(reading))
