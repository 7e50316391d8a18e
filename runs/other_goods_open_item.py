"""The open item of a claim the guard refused twice because the customer's words name other goods than the order's line:
those goods, in the customer's words, with the sentence quoted.

ver36a W36-03: "The salad bowl is lovely but the wooden salad servers I paid for were snapped in half." on an order whose
one line is an acacia salad bowl. The plan's claim named the bowl (the order's only line), the guard refused paying it
(runs/goods_told_damaged.py), and the escalation read the plan's goal, "settle the damaged acacia salad bowl": the person
asked to look at the bowl the customer praised, the servers named only in the reason. An escalation names the
customer's goods, so its open item says what the customer wrote of and quotes it; the plan's goal, the line it named,
stays in the reason's company, after them."""

from __future__ import annotations

from .quoting import shortened


def _words_of_other_goods(inputs: dict) -> list[str]:
    """The customer's words for goods other than the line, as the guard's line_in_ticket check found them."""
    told = [w for words in (inputs.get("other_goods_told_damaged") or {}).values() for w in words]
    return list(dict.fromkeys([*told, *(inputs.get("other_goods_named") or [])]))


def naming_the_customers_goods(goal: str, results: list) -> str:
    """`goal`, or, when the guard's line_in_ticket check refused the claim as about other goods, an open item naming
    those goods and quoting the sentence that tells them (the goal kept after them)."""
    check = next((r for r in results if r.check == "line_in_ticket" and not r.passed), None)
    words = _words_of_other_goods(check.inputs) if check is not None else []
    if not words:
        return _anothers_goods(goal, check) or _damage_told_of_other_things(goal, results)
    said = next((t for t in check.inputs.get("request_sentences") or [] if words[0].lower() in t.lower()), "")
    quoted = f' ("{shortened(said, 150)}")' if said else ""
    lines = " and ".join(x.lower() for x in check.inputs.get("lines_on_order") or []) or "goods"
    return shortened(f"find the {' and '.join(words)} the customer writes of{quoted}: order {check.inputs.get('order_ref')} "
                     f"holds the {lines} ({goal})", 300)


def _damage_told_of_other_things(goal: str, results: list) -> str:
    """`goal`, or, when the guard's damage_told_of_the_line check refused the claim as damage told of other things than
    the order's one line ("The soap dish from SU-48001 arrived cracked in two" on an order of olive oil soap, 3 bars:
    V41-141, escalated as "settle the damaged olive oil soap, 3 bars"), an open item naming those things, quoted."""
    check = next((r for r in results if r.check == "damage_told_of_the_line" and not r.passed), None)
    told = (check.inputs.get("told_of_other_things") or []) if check is not None else []
    words = list(dict.fromkeys(o.get("group", "") for o in told if o.get("group")))
    if not words:
        return goal
    quoted = f' ("{shortened(told[0].get("sentence", ""), 150)}")' if told[0].get("sentence") else ""
    lines = " and ".join(x.lower() for x in check.inputs.get("lines_on_order") or []) or "goods"
    return shortened(f"find the {' and '.join(words)} the customer writes of{quoted}: the order holds the {lines} ({goal})", 300)


def _anothers_goods(goal: str, check) -> str:
    """When the guard's line_in_ticket check refused the claim beside goods the ticket tells as another person's, bought on
    their order ("a friend sent me a table lamp from your shop as a birthday present, ordered on her account"): an open item
    quoting that sentence, whose order it is in the customer's words, for the person who finds it (verify46 R2-04, escalated
    as "settle the damaged stoneware mug", the customer's own mug, fine)."""
    told = [*(check.inputs.get("another_persons") or {}).values(), *(check.inputs.get("others_goods_told") or [])] if check is not None else []
    if not told:
        return ""
    lines = " and ".join(x.lower() for x in check.inputs.get("lines_on_order") or []) or "goods"
    return shortened(f'the customer writes of goods bought on another person\'s order ("{shortened(told[0], 150)}"): a person finds that '
                     f"order and its owner; order {check.inputs.get('order_ref')} holds the {lines} ({goal})", 300)
