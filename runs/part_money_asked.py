"""A claim whose customer asks for part of the money ("the lampshade on mine is dented, can I get a partial refund?"):
the whole refund the policy gives is not what is asked, so the screener holds it (runs/intents/read.py, OTHER_REMEDY_WHY),
and the sentence is a subtask of kind `other` a person answers. The claim is deferred to that person, one matter, with
what was asked said plainly, never escalated as "the customer asks that it not be done": the customer asked for money,
only less of it (verify33 F11, where the ask read as refused was handed over twice)."""

from __future__ import annotations

from .exchanges_chosen import quoted_by_other
from .intents.remedies import OTHER_REMEDY_WHY, _money_in_another_shape
from .quoting import shortened
from .whole_sums_asked import sum_alone


def part_money_deferral(forbidding: list[str], subtasks: list[dict]) -> dict | None:
    """The deferral of a claim every holding sentence of which asks part of the money and is handed to a person by a
    subtask of kind `other` quoting it; else None."""
    if not forbidding or not all(_money_in_another_shape(t) == OTHER_REMEDY_WHY and quoted_by_other(t, subtasks) for t in forbidding):
        return None
    if all(sum_alone(t) for t in forbidding):
        # "I want fifty dollars back" on an $18.50 line: a sum of the customer's own, below or above the record's figure
        return {"defer": f"the customer asks for a sum of their own rather than the whole refund the record shows, an amount a colleague "
                         f"decides (\"{shortened(forbidding[0], 120)}\")",
                "defer_told": "you asked for a particular amount back, and a colleague will follow up with the amount"}
    return {"defer": f"the customer asks for part of the money rather than the whole refund, an amount a colleague decides (\"{shortened(forbidding[0], 120)}\")",
            "defer_told": "you asked for a partial refund, and a colleague will follow up with the amount"}
