"""The policy's conditions on the goods (POL-DMG-002, POL-WRG-004, POL-COM-005, POL-COM-008): reported within
the window, not what was ordered, the seller's terms and remedy, returnable, unused, not returned already.
"""

from __future__ import annotations

from .shop.kinds import ReturnRequestStatus
from .state import DecisionAction
from .used_goods import used_at
from .own_choice_words import only_a_short_count, own_choice, shops_error_told
from .policy_evidence import acted_skus, Evidence, Finding, line_delivered_on, _REASON_WORD, _words
from .policy_terms import DAMAGE_REPORT_DAYS, EXCLUSIONS, FIRST_PARTY_RETURN_DAYS, WRONG_ITEM_REPORT_DAYS


def _within_days(name: str, ev: Evidence, window: int, decision: dict) -> Finding:
    """Days from the delivery of the named line's parcel to `now` against a window: "delivered 54
    days ago, window 30 days" (from the order's earliest delivery when the parcel is not recorded)."""
    (day, basis), today = line_delivered_on(ev, acted_skus(decision)), ev.today
    age = (today - day).days if day else None
    says = f"delivered {age} days ago, window {window} days{ev.in_zone()}" if age is not None else "not delivered yet"
    # ("arrived", not "was delivered": the reply check reads a deferred subtask's "was delivered" as work done)
    told = (f"it arrived {age} days ago, and the window for this is {window} days from arrival" if age is not None
            else "not delivered yet")
    if age is not None and basis not in ("its parcel", "the order's only delivery"):
        says += f" (counted from {basis})"
        told += f" (counted from {basis})"
    return Finding(name, age is not None and age <= window,
                   {"days_since_delivery": age, "window_days": window, "delivered_on": day and day.isoformat(), "counted_from": basis,
                    **ev.clock()}, says, told)


def reported_within_damage_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("reported_within_damage_window", ev, DAMAGE_REPORT_DAYS, decision)


def not_what_was_ordered(ev: Evidence, decision: dict) -> Finding:
    """A wrong item is something other than the order line arriving: the ticket must not say the
    customer chose what came ("I ordered the wrong size, my mistake"); that is a change of mind. Nor
    may fewer units of the line be all it tells ("only 10 of the 12 turned up"): that is a short
    delivery, the missing units a non-delivery matter, and the units that came are what was ordered."""
    own = own_choice(ev.said)
    if own:
        return Finding("not_what_was_ordered", False, {"customer_says": own},
                       f'the customer says they chose it ("{own[0]}"): a change of mind (POL-COM-005), not a wrong item',
                       f'you say you chose it ("{own[0]}"): a change of mind (POL-COM-005), not a wrong item')
    short = only_a_short_count(ev.said)
    if short:
        return Finding("not_what_was_ordered", False, {"customer_says": short},
                       f'the customer tells of fewer units than ordered ("{short[0]}") and of nothing else sent: a short delivery, '
                       "not a wrong item; the units that never came are a non-delivery matter (POL-NDL-003)")
    return Finding("not_what_was_ordered", True, {"customer_says": []}, "the ticket says something other than the order line arrived")


def reported_within_wrong_item_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("reported_within_wrong_item_window", ev, WRONG_ITEM_REPORT_DAYS, decision)


def no_replacement_sent(ev: Evidence, decision: dict) -> Finding:
    """No replacement order sends again a line the decision acts on; a replacement whose lines are
    not recorded, or a decision that names no line, counts whatever it holds."""
    skus = set(acted_skus(decision))
    lines_of = ev.order.get("replacement_lines") or {}
    sent = [ref for ref in ev.order.get("replacement_orders") or []
            if not skus or ref not in lines_of or skus & set(lines_of[ref])]
    return Finding("no_replacement_sent", not sent, {"replacement_orders": sent},
                   f"replacement order {sent[0]} is already on its way" if sent else "no replacement order exists")


# The shop's own terms for the goods it sells itself (POL-COM-005, POL-DMG-002): what a first-party
# order is judged by when no supplement of its own is on file. A marketplace seller with no terms
# on file has none: the platform does not invent a seller's return window.
HOUSE_TERMS = {"ref": "POL-COM-005", "house": True, "accepts_returns": True, "return_window_days": FIRST_PARTY_RETURN_DAYS,
               "damage_remedy": "refund_keep_item"}


def seller_terms(ev: Evidence) -> dict:
    """The terms a decision on this order is judged by: the seller's supplement when one is on file;
    for a first-party order without one, the shop's own policy (HOUSE_TERMS); else what was recorded
    (a marketplace seller with no terms: nothing accepted)."""
    sup = ev.supplement or {}
    if not sup.get("ref") and (ev.order.get("seller") or {}).get("seller_type") == "first_party":
        return {**HOUSE_TERMS, "seller": (ev.order.get("seller") or {}).get("name") or "the shop"}
    return sup


def seller_accepts_returns(ev: Evidence, decision: dict) -> Finding:
    sup = seller_terms(ev)
    holds = bool(sup.get("accepts_returns"))
    seller = sup.get("seller") if isinstance(sup.get("seller"), str) and sup.get("seller") else (ev.order.get("seller") or {}).get("name")
    if not sup.get("ref"):
        says = "no seller terms on file: no change-of-mind return without them"
    elif sup.get("house"):
        says = f"{seller} is the shop itself: its own policy accepts change-of-mind returns ({sup['ref']}; no seller terms needed)"
    else:
        says = f"{seller or 'the seller'} " + ("accepts" if holds else "does not accept") + f" change-of-mind returns (its terms, {sup['ref']})"
    return Finding("seller_accepts_returns", holds, {"supplement": sup.get("ref"), "accepts_returns": sup.get("accepts_returns")}, says)


def within_return_window(ev: Evidence, decision: dict) -> Finding:
    return _within_days("within_return_window", ev, int(seller_terms(ev).get("return_window_days") or 0), decision)


def _excluded_lines(ev: Evidence, decision: dict) -> tuple[list[str], list[str], list[dict], str]:
    """The skus a decision acts on, those the order lacks, the lines among them POL-COM-008 excludes,
    and the exclusions in words."""
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    skus = acted_skus(decision)
    missing = [sku for sku in skus if sku not in by_sku]
    excluded = [by_sku[sku] for sku in skus if sku in by_sku and EXCLUSIONS.get(by_sku[sku].get("exclusion") or "")]
    return skus, missing, excluded, "; ".join(f"{x['description']} is {EXCLUSIONS[x['exclusion']]} (POL-COM-008)" for x in excluded)


def not_excluded(ev: Evidence, decision: dict) -> Finding:
    """Every line the decision names, and the sku its effect acts on, is returnable."""
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    skus, missing, excluded, why = _excluded_lines(ev, decision)
    if not skus or missing:
        says = "no line named" if not skus else f"the order has no line {', '.join(missing)}"
    elif excluded:
        says = why
    else:
        says = " and ".join(by_sku[sku]["description"] for sku in skus) + (" is" if len(skus) == 1 else " are") + " returnable"
    return Finding("not_excluded", bool(skus) and not missing and not excluded,
                   {"skus": skus, "exclusions": {sku: by_sku.get(sku, {}).get("exclusion", "") for sku in skus}}, says)


def item_unused(ev: Evidence, decision: dict) -> Finding:
    """POL-COM-005 takes back *unused* items: a change-of-mind return of goods the customer says they
    used ("used it for a week", "we've worn them twice") fails, whatever the line is (runs.used_goods).
    A sentence that names another line of the order and none the decision acts on is about that line:
    "I used the candle for a week, the oil I never opened" holds no return of the oil."""
    lines = ev.order.get("lines", [])
    own = {x["sku"]: _words(x.get("description", "")) for x in lines}
    telling = {sku: words - set().union(*(v for k, v in own.items() if k != sku)) for sku, words in own.items()}
    acted = set(acted_skus(decision))
    used = []
    for text in dict.fromkeys((*ev.said, *ev.told)):
        for end, words in used_at(text):
            # the line used is the one named last up to the use words ("the serum (I opened it and tried it
            # once) and the hair mask, still sealed": the serum); else any the sentence names
            named = _named_last(telling, text[:end]) or {sku for sku, t in telling.items() if t & _words(text)}
            if not named or named & acted:
                used.append(words)
                break
    if used:
        return Finding("item_unused", False, {"customer_says": used},
                       f'the customer says the item was used ("{used[0]}"): POL-COM-005 takes back unused items only',
                       f'you say the item was used ("{used[0]}"): POL-COM-005 takes back unused items only')
    return Finding("item_unused", True, {"customer_says": []}, "the ticket does not say the item was used")


def _named_last(telling: dict[str, set[str]], text: str) -> set[str]:
    """The line(s) whose own word comes last in `text`: what a following "it" stands for."""
    last, named = -1, set()
    for m in _REASON_WORD.finditer(text.lower()):
        word = m.group(0)
        word = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
        skus = {sku for sku, t in telling.items() if word in t}
        if skus:
            last, named = m.start(), skus
    return named if last >= 0 else set()


def excluded_only_by_shops_error(ev: Evidence, decision: dict) -> Finding:
    """A wrong item escapes POL-COM-008's exclusions because the seller takes back what it sent by
    mistake: so an excluded line goes back as a wrong item only when the ticket says what came differs
    from what was ordered (SHOPS_ERROR). "Wrong brush heads" over "they don't fit my brush, I opened
    the pack" tells no mistake of the shop's, and the opened pack stays excluded."""
    _, _, excluded, why = _excluded_lines(ev, decision)
    told = shops_error_told(ev.said)
    compared = {"excluded": {x["sku"]: x["exclusion"] for x in excluded}, "shops_error_told": told}
    if not excluded:
        return Finding("excluded_only_by_shops_error", True, compared, "no line the decision acts on is excluded from return")
    if told:
        return Finding("excluded_only_by_shops_error", True, compared,
                       f'{why}, but the customer says the shop sent something other than the order ("{told[0]}"): the seller takes it back')
    return Finding("excluded_only_by_shops_error", False, compared,
                   f"{why}, and nothing in the ticket says what came differs from what was ordered: a wrong item is the shop's error, "
                   "so the exclusion holds")


def returned_quantity(order: dict, sku: str) -> int:
    """Units of a line already on their way back: every return or collection of it not cancelled,
    each counted at its `quantity` or, when it records none (a return takes the line), the whole line."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), {})
    return sum(int(r.get("quantity") or line.get("quantity", 1)) for r in order.get("returns") or []
               if r.get("sku") == sku and r.get("status") != ReturnRequestStatus.CANCELLED)


def not_returned_already(ev: Evidence, decision: dict) -> Finding:
    """A return or collection takes back only units not already returned or collected (in this run
    or any other): the same sofa is never collected twice, nor refunded on each collection. A
    refund on a line pays only for units not on their way back: a unit whose return is under way is
    refunded when the return lands, so a refund-and-keep on it pays twice."""
    if decision.get("action") not in DecisionAction:
        return Finding("not_returned_already", True, {"action": decision.get("action")}, "nothing is taken back")
    if decision.get("action") == DecisionAction.REFUND and not decision.get("lines") and not decision.get("sku"):
        return Finding("not_returned_already", True, {"action": "refund"}, "the refund names no order line")
    by_sku = {x["sku"]: x for x in ev.order.get("lines", [])}
    asked = {x["sku"]: int(x.get("quantity") or 1) for x in decision.get("lines") or []}
    over, seen = [], {}
    for sku in acted_skus(decision):
        line = by_sku.get(sku)
        if line is None:
            continue
        ordered, before = line.get("quantity", 1), returned_quantity(ev.order, sku)
        want = asked.get(sku, ordered)
        seen[sku] = {"ordered": ordered, "returned_before": before, "asked": want}
        if before + want > ordered:
            over.append(f"{line['description']}: {before} of {ordered} already on a return or collection, {want} more refunded as well "
                        "(the return refunds them when it lands)" if decision["action"] == DecisionAction.REFUND else
                        f"{line['description']}: {before} of {ordered} already returned or collected, {want} more asked")
    says = "; ".join(over) if over else "no earlier return or collection of " + (" or ".join(by_sku[k]["description"] for k in seen) or "it")
    return Finding("not_returned_already", not over, {"lines": seen}, says)


# The remedy a seller's damage terms allow (POL-DMG-002): the decision's action must be it.
DAMAGE_ACTION = {"refund_keep_item": DecisionAction.REFUND, "collect_and_refund": DecisionAction.COLLECTION, "replace": None}


def damage_remedy(ev: Evidence) -> str | None:
    sup = seller_terms(ev)
    action = DAMAGE_ACTION.get(sup.get("damage_remedy") or "refund_keep_item", DecisionAction.REFUND)
    if action == DecisionAction.COLLECTION and not sup.get("accepts_returns"):
        return DecisionAction.REFUND  # a seller that takes nothing back cannot collect: the customer keeps it
    return action


def remedy_is_sellers(ev: Evidence, decision: dict) -> Finding:
    want = damage_remedy(ev)
    remedy = seller_terms(ev).get("damage_remedy") or "refund_keep_item"
    holds = want is not None and decision.get("action") == want
    says = ("the seller replaces damaged units: no refund" if want is None else
            f"the seller's remedy is {remedy.replace('_', ' ')}: a {want}" + ("" if holds else f", not a {decision.get('action')}"))
    return Finding("remedy_is_sellers", holds, {"damage_remedy": remedy, "action": decision.get("action")}, says)
