"""A claim whose customer asks for part of the money ("the lampshade on mine is dented, can I get a partial refund?"):
the whole refund the policy gives is not what is asked, so the screener holds it (runs/intents/read.py, OTHER_REMEDY_WHY),
and the sentence is a subtask of kind `other` a person answers. The claim is deferred to that person, one matter, with
what was asked said plainly, never escalated as "the customer asks that it not be done": the customer asked for money,
only less of it (verify33 F11, where the ask read as refused was handed over twice). The delivery fee alone asked beside
damaged goods ("Just refund the shipping and we're fine, I'll keep the mug") is that smaller sum instead of the goods'
money, deferred the same way (runs/intents/part_money_beside_claims.py)."""

from __future__ import annotations

import re

from .exchanges_chosen import quoted_by_other
from .intents.part_money_beside_claims import fee_asked_instead
from .intents.remedies import OTHER_REMEDY_WHY, _money_in_another_shape
from .quoting import shortened
from .whole_sums_asked import sum_alone


def _part_quoted(text: str, subtasks: list[dict]) -> bool:
    """Whether a subtask of kind `other` quotes the part of the sentence that asks the money ("The tray has a scratch - a
    20% discount on it would be fair": the clause after the claim quoted alone), so the claim is that person's one matter
    rather than a second hand-off of its own."""
    said = " ".join(text.split()).lower()
    return any(t.get("kind") == "other" and any(_money_in_another_shape(q) == OTHER_REMEDY_WHY and " ".join(q.split()).lower() in said
                                                for q in re.findall(r'"([^"]{12,})"', t.get("goal") or "")) for t in subtasks)


def part_money_deferral(forbidding: list[str], subtasks: list[dict]) -> dict | None:
    """The deferral of a claim every holding sentence of which asks part of the money and is handed to a person by a
    subtask of kind `other` quoting it; else None."""
    if forbidding and all(fee_asked_instead(t) and quoted_by_other(t, subtasks) for t in forbidding):
        # "Just refund the shipping and we're fine, I'll keep the mug": the fee instead of the goods' money, one person's
        return {"defer": f"the customer asks for the delivery charge back instead of a refund for the goods, which a colleague decides "
                         f"(\"{shortened(forbidding[0], 120)}\")",
                "defer_told": "you asked for the delivery charge back rather than a refund for the goods, and a colleague will follow up"}
    if not forbidding or not all(_money_in_another_shape(t) == OTHER_REMEDY_WHY and (quoted_by_other(t, subtasks) or _part_quoted(t, subtasks))
                                 for t in forbidding):
        return None
    if all(sum_alone(t) for t in forbidding):
        # "I want fifty dollars back" on an $18.50 line: a sum of the customer's own, below or above the record's figure
        return {"defer": f"the customer asks for a sum of their own rather than the whole refund the record shows, an amount a colleague "
                         f"decides (\"{shortened(forbidding[0], 120)}\")",
                "defer_told": "you asked for a particular amount back, and a colleague will follow up with the amount"}
    return {"defer": f"the customer asks for part of the money rather than the whole refund, an amount a colleague decides (\"{shortened(forbidding[0], 120)}\")",
            "defer_told": "you asked for a partial refund, and a colleague will follow up with the amount"}


def part_money_of_goods_kept(subtasks: list[dict]) -> dict | None:
    """The deferral of a claim whose goods the customer keeps from the trip back, when a subtask of kind `other` quotes
    part of the money asked for them ("I'm NOT sending it back ... If there's a price difference between the two I'd take
    that": V41-07); else None. The part is that person's one matter: a hand-off of "a refund without the goods back"
    beside it named a refund nobody asked for."""
    asked = next((q for t in subtasks if t.get("kind") == "other"
                  for q in re.findall(r'"([^"]{12,})"', t.get("goal") or "") if _money_in_another_shape(q) == OTHER_REMEDY_WHY), None)
    if asked is None:
        return None
    return {"defer": f"the customer keeps the goods and asks for part of the money rather than the whole refund, an amount a colleague "
                     f"decides (\"{shortened(asked, 120)}\")",
            "defer_told": "you're keeping the goods and asked for part of the money, and a colleague will follow up with the amount"}
