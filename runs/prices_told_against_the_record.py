"""A price the customer states for the goods a refund pays, told back against the record's own figures in the reply.

"The brass desk lamp arrived dented and bent at the neck. Please refund the $89.00 I paid for the lamp. Also the $6.95
delivery on SU-28106 was charged twice." (adv27, A27-06): the lamp was refunded at the record's $51.84, rightly, but the
reply said only "I've refunded $51.84 for the damaged brass desk lamp.", never why not the $89.00 asked. The figure
stood in a sentence that asks for the claim's remedy with no kind of its own ("attached"), and such a sentence's amounts
are read as the claim's only where the ticket asks one kind (runs/stated_amounts.stated_for): beside the duplicate
delivery it was read as no one's. A27-05 ("Please refund all 6, that's $77.76.", one kind) was told back.

Here, for the reply only: the amounts of a sentence with no kind attached to a request of the refund's kind are the
claim's too (`attached_stated`), so a price above what is paid is told back as any other (runs/stated_amounts.overstated);
and the refund's sentence says what the record shows for the goods, units, price and tax share (`record_price_words`),
so the customer sees why this figure and not theirs. What is paid, and what holds a refund, are not read here.
"""

from __future__ import annotations

from . import policy_charges
from .money import dollars
from .plural_names import plural  # a description already plural stays so (runs/plural_names.py)


def attached_stated(kind: str, ticket_requests: list[dict]) -> list[dict]:
    """The dollar amounts ({text, cents, sentence}) stated in a sentence of no kind attached to a request of `kind`
    ("Please refund the $89.00 I paid for the lamp." after the lamp's damage)."""
    texts = {t for r in ticket_requests if kind in (r.get("kinds") or []) for t in r.get("attached", [])}
    return [{"text": a["text"], "cents": a["cents"], "sentence": r["text"]} for r in ticket_requests
            if not r.get("kinds") and r["text"] in texts for a in r.get("amounts") or [] if not a.get("currency")]


def record_price_words(decision: dict, order: dict) -> str:
    """What the record shows for the goods a refund pays, in words: "the brass desk lamp priced at $48.00, with $3.84 of
    sales tax on it", "4 champagne flutes priced at $12.00 each, with $3.84 of sales tax on them"; "" when the refund pays
    no line."""
    parts, tax, units = [], 0, 0
    for acted in decision.get("lines") or []:
        line = next((x for x in order.get("lines", []) if x["sku"] == acted.get("sku")), None)
        if line is None:
            return ""
        quantity = int(acted.get("quantity") or line.get("quantity", 1))
        price = line["unit_price_cents"] * quantity
        tax += policy_charges.line_cents(order, line["sku"], quantity) - price
        units += quantity
        name = line["description"].lower()
        # ("priced": the reply check reads a clause telling a price as no amount paid back, runs/reply_check.py)
        parts.append(f"the {name} priced at {dollars(line['unit_price_cents'])}" if quantity == 1 else
                     f"{quantity} {plural(name)} priced at {dollars(line['unit_price_cents'])} each")
    if not parts:
        return ""
    shown = " and ".join(parts)
    return f"{shown}, with {dollars(tax)} of sales tax on {'it' if units == 1 else 'them'}" if tax else shown
