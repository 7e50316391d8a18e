"""No damage money for goods worn in use, whatever the model decided.

POL-DMG-002 pays for goods that arrive damaged. Goods the customer tells of using for a spell — how long ("every
day for three weeks", "most days for a month", "since it came"), how often ("five or six times", "a dozen
washes") or as a use still going on ("the kids have been bouncing on it") — with a fault beside it ("the heel is
coming off", "the net has ripped") wore in use: a quality or warranty question a person answers, never a damage
refund or collection paid by itself. The reading is the screener's own (runs/intents/wear_faults.wear_in), over
every sentence the ticket tells about the order. A person's edit of the plan (a goodwill or warranty decision)
clears it.

The offline agent reads the same: a damage claim on goods that failed after use goes to a person with the customer's
words quoted (`worn_handover`), never a refund the guard would refuse, nor a deferral on the damage window as if the
goods had come damaged ("was working good for around six weeks, every day, and this morning it does not switch on").
"""

from __future__ import annotations

from . import policy_evidence
from .intents.wear_faults import wear_in
from .quoting import shortened
from .ticket_lines import words_mentioned

INCIDENT = ("\"The kids have been bouncing on the trampoline every day since it came and now the safety net has ripped\" was "
            "paid $149.00 as a damaged item, and boots worn daily for three weeks $99.00: wear from use is no damage on arrival.")
_MONEY_ACTIONS = ("refund", "collection")


def worn_goods_check(decision: dict, order: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """The guard's check `damage_not_worn_in_use`, as (check, passed, inputs, incident): a damage decision fails when
    the ticket tells the goods it acts on were used for a spell and the fault came with that use. `inputs["says"]`
    is the finding as a person reads it."""
    worn = worn_lines(decision, order, ticket_requests) \
        if decision.get("case_type") == "damaged_item" and (decision.get("action") or "refund") in _MONEY_ACTIONS else {}
    inputs = {"case_type": decision.get("case_type"), "order_ref": order.get("order_ref"), "worn_in_use": worn,
              **({"cleared_by": kind_set_by} if worn and kind_set_by else {})}
    return "damage_not_worn_in_use", not worn or bool(kind_set_by), {**inputs, "says": worn_words(inputs)}, INCIDENT


def worn_lines(decision: dict, order: dict, ticket_requests: list[dict]) -> dict[str, str]:
    """{sku: the customer's words telling the wear} for the lines the decision acts on (all the order's lines when it
    names none) whose fault the ticket tells as come through use. A telling that names no line of the order holds
    every line the decision acts on: which goods wore is then a person's to tell."""
    lines = order.get("lines", [])
    acted = policy_evidence.acted_skus(decision) or [x["sku"] for x in lines]
    out: dict[str, str] = {}
    for r in ticket_requests:
        for text, _ in wear_in([*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ())]):
            named = [x["sku"] for x in lines if words_mentioned(x, text)]
            for sku in named or acted:
                out.setdefault(sku, text)
    return {sku: out[sku] for sku in acted if sku in out}


def worn_words(i: dict) -> list[str]:
    """The finding in words: the customer's sentence quoted and what follows from it."""
    worn = i.get("worn_in_use") or {}
    if not worn:
        return ["the ticket tells of no goods used for a spell before their fault showed"]
    said = " / ".join(f'"{shortened(t, 160)}"' for t in dict.fromkeys(worn.values()))
    return [f"the ticket tells the goods were used for a while before the fault showed: {said}",
            "wear from use is not damage on arrival (POL-DMG-002): a person decides any quality or warranty remedy"] + \
        ([f"cleared by {i['cleared_by']}'s edit of the plan"] if i.get("cleared_by") else [])


def worn_handover(decision: dict, order: dict, ticket_requests: list[dict]) -> dict | None:
    """The hand-over of a damage decision whose goods the ticket tells wore or failed in use ({escalate, reason}, as the
    offline agent escalates), or None when it tells of no such use."""
    if decision.get("case_type") != "damaged_item" or not (worn := worn_lines(decision, order, ticket_requests)):
        return None
    by_sku = {x["sku"]: x for x in order.get("lines", [])}
    goods = " and ".join(by_sku[sku]["description"].lower() for sku in worn if sku in by_sku) or "goods"
    said = next(iter(dict.fromkeys(worn.values())))
    return {"escalate": f"settle the fault in the {goods} that showed after use, on order {order.get('order_ref')}: the customer writes "
                        f"\"{shortened(said, 160)}\"",
            "reason": "the customer tells the goods were used for a while before the fault showed: a fault from use is no damage on "
                      "arrival (POL-DMG-002), so neither a damage refund nor the damage window applies; a person decides any quality or "
                      "warranty remedy"}
