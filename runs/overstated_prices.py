"""A price the customer states for goods they name, above what the order's record shows for them: "I paid $90 for
that fan so I want the full $90 back", on an order whose fan line is $40.00 with $3.20 of tax.

The amount check (runs/stated_amounts.py) holds a refund when the ticket states a figure the record does not show,
because a figure can be all that tells which charge the customer means ("the second charge of $84.10"): paying the
record's $9.95 copy would answer a question nobody asked. A claim on goods the customer names is different: the
goods tell which line it is, and the figure is only what the customer says it cost. Policy pays the record's price
for the claimed units (never the customer's figure), so a figure above it changes nothing a person could decide:
the refund is the line's due amount, which the amount checks bound (amount_supported_by_lines, amount_due_on_lines),
and the reply says the record's amount is less than the figure mentioned (runs/agents/reply_sentences.py). Handing
it to a person held $43.20 the record supports (adv26, ADV26-09).

What still holds the refund: a figure below what would be paid (the customer may mean a part, or another charge:
paying more than they name is a person's call), a figure for a charge taken twice (runs.stated_amounts.copy_figures),
on an order of more than one line a figure said of other goods, or in a claim that names none of the goods the refund
pays, and any refund of a fee or of named charges (the figure may be all that tells which charge). However far above
the record a dollar figure is ("Refund my $120" on an $18.50 bowl) it is still only what the customer says the goods
cost, so the record's amount is paid and the figure told back; a figure in another currency that far off is held
(runs/foreign_figures_far_off.py), since no rate makes it the record's price."""

from __future__ import annotations

from . import policy_evidence
from .ticket_lines import LINE_KINDS, words_mentioned


def overstated_for_goods(a: dict, decision: dict, order: dict, ticket_requests: list[dict]) -> bool:
    """Whether the stated amount `a` ({text, cents, sentence}) is a price the customer gives for the goods the decision
    refunds, above what it pays for them: the record's price is paid and the figure is only mentioned back."""
    paid = int(decision.get("amount_cents") or 0)
    if decision.get("case_type") not in LINE_KINDS or not paid or a["cents"] <= paid or decision.get("charges"):
        return False  # a fee, a charge taken twice, or a refund naming charges: the figure may tell which charge
    lines = order.get("lines", [])
    skus = policy_evidence.acted_skus(decision) or ([lines[0]["sku"]] if len(lines) == 1 else [])
    acted = [x for x in lines if x["sku"] in skus]
    if not acted or len(acted) != len(skus):
        return False
    if len(lines) == 1:
        return True  # "I paid $75 for it": the order's only goods
    # "I paid $95 for the lamp", "a refund of the $95 lamp": other goods named beside the figure, which may be their
    # price ("that fan" names a "Fan cleaning brush" by no word of its own beside the desk fan: no other goods)
    own = {w for x in acted for w in words_mentioned(x, a["sentence"])}
    if any(set(words_mentioned(x, a["sentence"])) - own for x in lines if x not in acted):
        return False
    texts = _claim_texts(a["sentence"], ticket_requests)
    return all(any(words_mentioned(x, t) for t in texts) for x in acted)


def _claim_texts(sentence: str, ticket_requests: list[dict]) -> list[str]:
    """The sentence stating the figure and the claim it belongs to ("The desk fan arrived cracked ... I paid $90 for
    it"): the sentences of any request it is, or is attached to."""
    out = [sentence]
    for r in ticket_requests:
        group = [*r.get("told", []), r["text"], *r.get("attached", []), *r.get("told_after", [])]
        if sentence in group:
            out += group
    return list(dict.fromkeys(out))
