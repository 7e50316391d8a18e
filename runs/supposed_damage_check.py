"""The guard's hold on goods whose damage the ticket only supposes, beside other goods it tells damaged: "The lamp may be
broken, I'm not sure. The mug arrived cracked though." paid the lamp ($64) beside the mug. The screener hands the hedged
sentence to a person (runs/intents/damage_unconfirmed.py); this holds the money whatever the model read: a damage decision
fails on a line every sentence naming it only supposes ("may be", "might", "I suspect"), while the damage told outright
is told of other lines of the order. A hedge with no damage told elsewhere is left to the screener (it is all the
ticket says); a pronoun's damage ("It arrived dented") names no line, so the check passes. A person's edit of the plan
clears it."""

from __future__ import annotations

from .intents import tells_damage
from .intents.damage_unconfirmed import only_supposed
from .intents.hedge_beside_told import clauses_apart
from .policy_evidence import acted_skus
from .quoting import shortened
from .ticket_lines import words_mentioned

CHECK = "damage_not_only_supposed"
INCIDENT = ("\"The lamp may be broken, I'm not sure. The mug arrived cracked though.\" paid $64 for the lamp beside the mug: the "
            "customer only supposed the lamp's damage and told the mug's.")


def check(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """(check, passed, inputs, incident) for a decision (module doc)."""
    if decision.get("case_type") != "damaged_item" or kind_set_by:
        return CHECK, True, {"case_type": decision.get("case_type"), **({"cleared_by": kind_set_by} if kind_set_by else {})}, INCIDENT
    lines = order.get("lines", [])
    texts = list(dict.fromkeys(t for r in ticket_requests for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ()))))
    # a hedge in the told damage's own sentence is read apart ("The jug arrived smashed and I think the lid might be cracked too")
    texts = list(dict.fromkeys(c for t in texts for c in clauses_apart(t)))
    told = [t for t in texts if tells_damage(t) and not only_supposed(t)]
    named_told = told and all(any(words_mentioned(x, t) for x in lines) for t in told)
    supposed = {}
    for line in (x for x in lines if x["sku"] in acted_skus(decision)):
        hedged = [t for t in texts if only_supposed(t) and words_mentioned(line, t)]
        if hedged and named_told and not any(words_mentioned(line, t) for t in told):
            supposed[line["description"]] = hedged[0]
    says = [f'the ticket only supposes the {name}\'s damage: "{shortened(t, 140)}"; a person judges it' for name, t in supposed.items()]
    return CHECK, not supposed, {"case_type": "damaged_item", "only_supposed": supposed, "damage_told": told, "says": says}, INCIDENT
