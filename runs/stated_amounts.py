"""The amounts a customer states for a charge or an item, held against the shop's record before any
money moves.

A customer who writes "the second charge of $84.10" on an order whose charges are $129.00, $9.95 and
$9.95 is talking about a charge the record does not show: a wrong order, a bank's hold, a charge of
another shop, or a mistake. Paying the record's $9.95 answers a question nobody asked, so the guard
refuses the refund; the agent gets one more try to decide, then a person does (runs/guards.py).

The rule (the README's guard table): a USD amount stated in a sentence asking for this decision's
kind about this order is explained when it equals, to the cent (or, stated in whole dollars, to the
dollar), a figure on the order: one charge or any sum of its charges, a line's unit price, a number
of its units with or without their share of the tax, or an earlier refund. Any other amount is
unexplained, but for a figure the customer gives as a guess ("which I think was about ten dollars") for a claim that
is not a charge taken twice: the claim names the charge or line (the late parcel's fee, the damaged kettle), so a
guess at or above the record's figure and under twice it is read as that figure misremembered, and the record's
figure is paid (never the guess); a guess below it, or far above, still holds the refund. A price stated (or guessed) above
what is paid for goods the claim names ("I paid $90 for that fan" on a $40.00 line) is the customer's figure for the named
line, not another charge: the record's amount is paid and the reply says the figure differs (runs/overstated_prices.py). An amount in another currency ("two payments of £38.20", "about 6,05 € each") is read and
recorded with its currency but never compared as dollars (unless it is far off every figure on the order at any
usual rate, more than twice away: then it is unexplained and held for a person, runs/foreign_figures_far_off.py): the run
page flags it, and what moves the money is the order's record (POL-BILL-001: "the order record is the evidence"), as for any duplicate.
Why such a refund is paid rather than held for a person: a customer whose card is in euros or pounds
sees the shop's dollar charge converted at their bank's rate of that day, fees added, so no rate the
shop could apply would check the figure to the cent, and a person would have nothing more to compare
than the run has. The refund pays only a copy the order's record shows (the policy's support and the
amount checks bound it), never the customer's figure, so it can never pay more than the shop took
twice; and the reply tells the customer the refund is made in the order's currency for the amount
the record shows, never that it matches their figure (runs/verifier.py holds any model's reply to it). Money asked on top of a remedy ("$50 for the trouble") is no figure for a charge: it
is a request of kind `other` a person answers. A sentence of no kind (one attached to the requests around it) counts only when the
order's requests are all of the decision's kind, so an amount said of another problem never holds it.
"""

from __future__ import annotations

import re
from itertools import combinations

from . import policy_charges
from .intents import asks_compensation
from .intents.amounts_told import amounts_at
from .intents.threatened_demands import demanded_at
from .figures_of_the_fee import figure_of_the_other_claim
from .foreign_figures_far_off import foreign_far_off, told_around
from .money import dollars
from .overstated_prices import overstated_for_goods
from .goods_said_off_the_order import priced_off_the_order
from .prices_told_against_the_record import attached_stated
from .quoting import shortened
from .shop.kinds import NOT_A_CASE
from .state import DecisionAction, DecisionState
from .ticket_lines import asking_only

# Charges beyond this many are not summed in every combination (no real order has so many).
_MAX_CHARGES_SUMMED = 10


def record_figures(order: dict, refunded: list[dict]) -> list[int]:
    """Every figure on the order a customer could mean, in cents."""
    charges = [int(c["amount_cents"]) for c in order.get("charges", [])][:_MAX_CHARGES_SUMMED]
    figures = {sum(group) for n in range(1, len(charges) + 1) for group in combinations(charges, n)}
    for line in order.get("lines", []):
        for units in range(1, int(line.get("quantity") or 1) + 1):
            figures |= {line["unit_price_cents"] * units, policy_charges.line_cents(order, line["sku"], units)}
    figures |= {int(r["amount_cents"]) for r in order.get("refunds", []) + refunded if r.get("amount_cents")}
    return sorted(f for f in figures if f > 0)


def copy_figures(order: dict, decision: dict, refunded: list[dict]) -> list[int]:
    """What a customer stating the amount of a duplicate charge can mean by it, when this decision pays a copy:
    the decision's own amount, or it together with other copies on the order or duplicates already refunded
    ("$15.98 twice" for a $9.99 copy and a $5.99 one), or the order's total as charged (as it should have been: only
    beside one of these, copies_unexplained). When the decision pays back several copies of one charge ("three
    identical payments of $55.00": two $55.00 copies on record), each copy it pays, and any of them together, is
    a figure too: the customer states the charge taken, the decision pays every copy of it the record shows. Never a
    sum of charges that are not copies: "the second time $70" is not the $64.50 copy, whatever $64.50 and the $6.45
    tax make, so the refund is held for a person before it is paid, as the reply check would hold it after (runs/verifier.py)."""
    own = int(decision.get("amount_cents") or 0)
    copies = policy_charges.copies(order)
    others = [int(c["amount_cents"]) for c in copies][:_MAX_CHARGES_SUMMED]
    others += [int(r["amount_cents"]) for r in refunded if r.get("case_type") == "duplicate_charge" and r.get("amount_cents")]
    figures = {own + sum(group) for n in range(0, len(others) + 1) for group in combinations(others, n)}
    paid = _copies_paid(copies, decision, own)
    figures |= {sum(group) for n in range(1, len(paid)) for group in combinations(paid, n)}
    # or the order's total as charged ("I was charged $123.01 for one chopping board")
    figures.add(sum(int(c["amount_cents"]) for c in order.get("charges", [])))
    return sorted(f for f in figures if f > 0)


def _copies_paid(copies: list[dict], decision: dict, own: int) -> list[int]:
    """The amounts of the copies of one charge a decision paying `own` draws on: the charges it names, or, naming none
    (the reply check sees only the refund's amount), copies of one charge on the order that make exactly `own`
    together. [] when they are copies of different charges ("$5.99 twice" is no figure of a refund that also pays
    an items copy: the customer named the delivery fee alone)."""
    drawn = {int(n) for n in decision.get("charges") or []}
    if drawn:
        paid = [c for c in copies if c.get("number") in drawn]
    else:
        for c in copies:
            same = [x for x in copies if (x["kind"], x["amount_cents"]) == (c["kind"], c["amount_cents"])]
            if int(c["amount_cents"]) and own % int(c["amount_cents"]) == 0 and own // int(c["amount_cents"]) <= len(same):
                paid = same[:own // int(c["amount_cents"])]
                break
        else:
            paid = []
    one_charge = len({(c["kind"], c["amount_cents"]) for c in paid}) == 1
    return [int(c["amount_cents"]) for c in paid] if one_charge and sum(int(c["amount_cents"]) for c in paid) == own else []


def intended_total(order: dict) -> int:
    """The order's total as it should have been: every charge but the copies."""
    return sum(int(c["amount_cents"]) for c in order.get("charges", [])) - sum(int(c["amount_cents"]) for c in policy_charges.copies(order))


def copies_unexplained(stated: list[dict], figures: list[int], intended: int) -> list[dict]:
    """The stated amounts ({cents, ...}) of a duplicate charge that neither the copy paid (`figures`: runs.stated_amounts.copy_figures)
    nor, beside such a figure, the order's total as it should have been explains. The total as it should have been
    explains a figure only when the customer also names what was charged ("total came to $100.30 instead of $93.35"):
    alone ("two identical payments of $64.50", where the record shows the $58.51 items charged twice and $5.99 delivery
    once) it is a total the customer says was taken twice, which the record does not show, and a person decides which
    charge they mean before any money moves."""
    left = [a for a in stated if not explained(a["cents"], figures)]
    if intended > 0 and len(left) < len(stated):
        left = [a for a in left if not explained(a["cents"], [intended])]
    return left


def explained(stated_cents: int, figures: list[int]) -> bool:
    """Whether a stated amount is one of the figures: to the cent, or to the dollar when it is
    stated in whole dollars ("$79" for $78.99 or $79.49)."""
    whole = stated_cents % 100 == 0
    return any(abs(stated_cents - f) <= (99 if whole else 1) for f in figures)


def stated_for(kind: str, ticket_requests: list[dict]) -> list[dict]:
    """The amounts ({text, cents, sentence}) the sentences asking for `kind` state, but for money
    asked on top ("the $4.50 fee back and $50 on top for the trouble": the $50 is a request of its
    own, kind `other`, that a person answers)."""
    ticket_requests = asking_only(ticket_requests)
    kinds_read = {k for r in ticket_requests for k in r.get("kinds") or []} - set(NOT_A_CASE)
    out = []
    for r in ticket_requests:
        kinds = set(r.get("kinds") or [])
        if kind in kinds or (not kinds and kinds_read == {kind}):
            out += [{"text": a["text"], "cents": a["cents"], "sentence": r["text"], **({"currency": a["currency"]} if a.get("currency") else {})}
                    for a in r.get("amounts") or [] if not _asked_on_top(r["text"], a["text"])
                    and not figure_of_the_other_claim(kind, kinds, r["text"], a["text"], kinds_read)  # the fee's figure, the copy's: figures_of_the_fee.py
                    and not priced_off_the_order(r["text"], a["text"])]  # "the $78 lamp, not on your list": goods_said_off_the_order.py
    return out


def foreign_stated(kind: str, ticket_requests: list[dict]) -> list[dict]:
    """The amounts the sentences asking for `kind` state in a currency not the shop's ({text, cents, sentence, currency})."""
    return [a for a in stated_for(kind, ticket_requests) if a.get("currency")]


def _asked_on_top(sentence: str, amount: str) -> bool:
    at = sentence.find(amount)
    return at >= 0 and (asks_compensation(sentence[at: at + len(amount) + 30]) or demanded_at(sentence, at))  # threatened_demands.py


# A figure the customer gives as a guess at what they paid: "which I think was about ten dollars", "i paid around $60",
# "$60 or so", "roughly 12 bucks". Words before the amount (in its clause), or after it.
_GUESS_BEFORE = re.compile(r"\b(?:about|around|roughly|approximately|approx\.?|circa|ca\.|something\s+like|in\s+the\s+region\s+of|"
                           r"give\s+or\s+take|(?:i\s+)?(?:think|believe|reckon|guess)|iirc|if\s+i\s+(?:remember|recall)(?:\s+(?:rightly|correctly))?|"
                           r"maybe|perhaps|probably|close\s+to|nearly|almost|~)\s*(?:(?:it|it's|it\s+was|that\s+was|was|is|cost|costs|paid|"
                           r"about|around|roughly|like|something|i\s+paid)\s+){0,3}$", re.I)
_GUESS_AFTER = re.compile(r"^\s*(?:or\s+so|-?\s?ish|odd|or\s+thereabouts|give\s+or\s+take|(?:,\s*)?i\s+(?:think|believe|reckon)|roughly|approx)\b", re.I)
# ...no farther than this above what the record pays: a guess at twice the fee or more is of something else.
_GUESS_AT_MOST = 2


def _guessed_at(text: str, start: int, end: int) -> bool:
    before = re.split(r"[.;!?]", text[max(0, start - 50):start])[-1]
    return bool(_GUESS_BEFORE.search(before) or _GUESS_AFTER.match(text[end:end + 30]))


def guessed(cents: int, ticket_requests: list[dict]) -> bool:
    """Whether the ticket gives this figure as a guess somewhere ("I think it was about $60 ... refund the $60": the
    figure asked back is the one guessed)."""
    texts = dict.fromkeys(t for r in ticket_requests for t in [*r.get("told", []), r["text"], *r.get("told_after", [])])
    return any(c == cents and _guessed_at(t, a, b) for t in texts for c, a, b in amounts_at(t))


def guess_above_record(a: dict, paid_cents: int, ticket_requests: list[dict]) -> bool:
    """A dollar figure the customer guesses at ("about ten dollars") for a claim whose record figure the decision pays:
    at or above what is paid and less than twice it. The charge or line is the one the claim names (the delivery fee of
    a late parcel, the price of the damaged line), so the record's figure is paid and the reply states it: never more
    than the customer asks, never the guess. A figure stated as fact ("the $84.10 charge"), one below what is paid, or
    a guess far above it still holds the refund for a person."""
    return bool(paid_cents) and paid_cents <= a["cents"] < _GUESS_AT_MOST * paid_cents and guessed(a["cents"], ticket_requests)


def unexplained(decision: dict, order: dict, refunded: list[dict], ticket_requests: list[dict]) -> tuple[list[dict], list[int]]:
    """The stated amounts no figure on the order explains, and the figures compared. Of a claim not of a charge taken
    twice, a guess at the figure at or above what the decision pays is explained by it (guess_above_record)."""
    if decision.get("action", DecisionAction.REFUND) != DecisionAction.REFUND:
        return [], []
    stated = stated_for(decision["case_type"], ticket_requests)
    if not stated and not told_around(decision["case_type"], ticket_requests):
        return [], []
    # an amount in another currency ("two payments of £38.20") is no dollar figure to compare: it is recorded
    # and shown (flagged), and the copy on the order's record stays the evidence (POL-BILL-001)
    foreign = foreign_stated(decision["case_type"], ticket_requests)
    dollars_stated = [a for a in stated if a not in foreign]
    # ...unless it is far off every figure on the order at any usual rate: no conversion of them (foreign_figures_far_off.py)
    far = foreign_far_off(decision["case_type"], foreign, ticket_requests, record_figures(order, refunded))
    if decision["case_type"] == "duplicate_charge" and decision.get("amount_cents"):
        figures = copy_figures(order, decision, refunded)
        return copies_unexplained(dollars_stated, figures, intended_total(order)) + far, figures
    figures = record_figures(order, refunded)
    paid = int(decision.get("amount_cents") or 0)
    # a price said of goods the claim names, above what they are refunded at, is the customer's figure, not another charge
    return [a for a in dollars_stated if not explained(a["cents"], figures) and not guess_above_record(a, paid, ticket_requests)
            and not overstated_for_goods(a, decision, order, ticket_requests)] + far, figures


def overstated(decision: dict, order: dict, ticket_requests: list[dict]) -> list[dict]:
    """The dollar figures the ticket states for the goods a refund pays, above what it pays and on no figure of the
    order (runs/overstated_prices.py): the reply says the record's amount is what was refunded, not their figure."""
    if decision.get("action", DecisionAction.REFUND) != DecisionAction.REFUND:
        return []
    figures = record_figures(order, [])
    # (and in a sentence of no kind attached to the claim: "Please refund the $89.00 I paid for the lamp." beside a
    # duplicate delivery, runs/prices_told_against_the_record.py)
    stated = list({(a["text"], a["sentence"]): a for a in [*stated_for(decision["case_type"], ticket_requests),
                                                          *attached_stated(decision["case_type"], ticket_requests)]}.values())
    return [a for a in stated if not a.get("currency") and not explained(a["cents"], figures) and overstated_for_goods(a, decision, order, ticket_requests)]


def copy_inputs(decision: dict, order: dict) -> dict:
    """What a person reads beside a duplicate's stated amounts: how many times the order's record shows the copy's
    amount taken, and the order's total as it should have been (nothing for other kinds)."""
    if decision.get("case_type") != "duplicate_charge" or not decision.get("amount_cents"):
        return {}
    taken = sum(1 for c in order.get("charges", []) if int(c["amount_cents"]) == int(decision["amount_cents"]))
    return {"copy_taken": taken, "intended_total_cents": intended_total(order)}


_TIMES = {1: "once", 2: "twice", 3: "three times"}


def _figure(a: dict) -> str:
    """A stated amount as said, with its figure when said in words ("seventy-nine dollars ($79.00)")."""
    return a["text"] if a["text"].lstrip().startswith("$") else f"{a['text']} ({dollars(a['cents'])})"


def currency_flags(stated: list[dict], unexplained: list[dict]) -> list[str]:
    """A flag for each amount stated in another currency and not held as far off ("89 euros twice" on $89.00 copies):
    paid on the record's figure, never compared, and recorded on the amount check whether it holds or passes, so the
    reviewer sees the customer's figure was in another currency (issue #11: amounts in other currencies "read or flagged")."""
    return [f"flag: the ticket states {a['text']}, in {a['currency']}, not the shop's currency (USD): not compared; "
            "what the order's record shows is paid" for a in stated if a.get("currency")
            and not any(u.get("text") == a["text"] for u in unexplained)]


def held_words(i: dict) -> list[str]:
    """The amount check's inputs (runs.guards.check_amount_stated) as a person reads them: each figure the customer
    states beside what the record shows ("the customer states $64.50 (...); the record shows $58.51 charged twice"),
    and that a person decides before any money moves. An amount in another currency is flagged, not compared."""
    foreign = currency_flags(i.get("stated") or [], i.get("unexplained") or [])
    if not i.get("unexplained"):
        said = ", ".join(a["text"] for a in i.get("stated") or [] if not a.get("currency"))
        return [f"the amounts the ticket states ({said}) are on the order" if said else "the ticket states no dollar amount for it", *foreign]
    out = []
    for a in i["unexplained"]:
        said = f"the customer states {_figure(a)} (\"{shortened(a['sentence'], 100)}\")"
        if a.get("currency"):
            out.append(f"the customer states {a['text']} (\"{shortened(a['sentence'], 100)}\"), in {a['currency']}: far from every figure "
                       "on the order at any usual rate of exchange, never paid on (foreign_figures_far_off.py)")
            continue
        if i.get("copy_taken"):
            times = _TIMES.get(i["copy_taken"], f"{i['copy_taken']} times")
            shows = f"the record shows {dollars(i['amount_cents'])} charged {times}"
            total = i.get("intended_total_cents")
            if total and explained(a["cents"], [total]):
                why = f"{a['text']} is the order's total as it should have been, not a charge the record shows taken twice"
            elif explained(a["cents"], i.get("charges_cents") or []):
                why = f"{a['text']} is a charge on the order, but not the one this refund would pay back"
            else:
                why = f"no charge, line or refund on the order is {dollars(a['cents'])}"
            out.append(f"{said}; {shows}; {why}")
        else:
            out.append(f"the ticket states {a['text']} (\"{shortened(a['sentence'], 100)}\"), and no charge, line or refund on the order is "
                       f"{dollars(a['cents'])}")
    return out + foreign + ["the order's charges: " + ", ".join(dollars(c) for c in i.get("charges_cents") or []),
                            "a person decides which charge the customer means before any money moves"]


def held_for(subtask: int, decisions: dict, order: dict, ticket_requests: list[dict]) -> tuple[list[dict], int]:
    """The stated amounts that held the subtask's last refused refund (no figure on the order explains them) and the
    amount that refund would have paid: what the reply tells the customer a colleague is checking, or ([], 0)."""
    refused = [d for d in decisions.values() if d.get("subtask") == subtask and d.get("state") == DecisionState.REFUSED]
    if not refused:
        return [], 0
    held, _ = unexplained(refused[-1], order, [], ticket_requests)
    return held, int(refused[-1].get("amount_cents") or 0)
