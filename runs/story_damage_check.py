"""The guard's hold on damage told only of other things than the order's goods: "The mug set is for our office, which
flooded last month and all the old crockery got smashed. Could you send me a VAT invoice?" was paid $36.00 as a damaged
mug set. A damage refund stands on a sentence telling damage of the goods; when the only damage the ticket tells is of
old goods replaced, someone else's furniture, an event or a past purchase (runs/intents/story_damage.py, the reading
the screener uses), the decision is refused, whatever the model read. So is one over a ticket that tells no damage of the
goods at all: "Lamp turned up 4 days late. It's in perfect condition ... the delay wrecked my plans ... I want the lamp
refunded" was paid $139.32 as a damaged lamp. A person's edit of the plan clears it."""

from __future__ import annotations

from .intents.cues import tells_damage, tells_only_other_damage
from .quoting import shortened

INCIDENT = ("\"The mug set is for our office, which flooded last month and all the old crockery got smashed. Could you send me a "
            "VAT invoice?\" was paid $36.00 as a damaged mug set: the damage told was the office's old crockery, not the goods; "
            "and a floor lamp the customer called \"in perfect condition\" was paid $139.32 as damaged because \"the delay "
            "wrecked my plans\".")


def damage_said_of_goods(decision: dict, ticket_requests: list[dict], kind_set_by: str = "") -> tuple[bool, dict, str]:
    """(passed, inputs, incident) for a decision: a damage decision passes when some sentence the ticket tells (a request,
    what it tells before and after, what is attached to it) says damage of the order's goods; it fails when no sentence
    does (none tells damage at all, or only of other things)."""
    if decision.get("case_type") != "damaged_item":
        return True, {"case_type": decision.get("case_type")}, INCIDENT
    texts = list(dict.fromkeys(t for r in ticket_requests
                               for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ()))))
    of_goods = [t for t in texts if tells_damage(t)]
    of_others = [t for t in texts if tells_only_other_damage(t)]
    # the substance, not only the absence of other damage: a damage refund needs the goods told damaged in the customer's
    # own words ("The delay wrecked my plans ... I want the lamp refunded" over a lamp "in perfect condition" told none)
    # a sentence the screener itself read as damage of the goods counts too ("the kettle ... leeks from the botom": its typo
    # is read by the screener's damage readers, not by tells_damage), unless the ticket tells damage of other things
    read_damaged = [r["text"] for r in ticket_requests if "damaged_item" in r.get("kinds", ())]
    passed = bool(of_goods) or bool(read_damaged and not of_others) or bool(kind_set_by)
    says = [] if passed else [("the only damage the ticket tells is of other things than the order's goods: "
                               + " / ".join(f'"{shortened(t, 140)}"' for t in of_others)) if of_others
                              else "no sentence of the ticket tells the goods damaged in the customer's own words",
                              "a person decides whether anything is owed"]
    return passed, {"case_type": "damaged_item", "damage_of_goods": of_goods, "damage_of_other_things": of_others, "says": says,
                    **({"cleared_by": kind_set_by} if kind_set_by and not of_goods else {})}, INCIDENT
