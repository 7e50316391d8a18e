"""The offline agent's reply, one sentence per subtask, in the customer's terms: what was done (or not)
for which goods or charge, never the plan's internal goal ("settle the damaged running shoes",
"a person answers the request ..."). A remedy the customer turned down is acknowledged as their
wish ("as you asked, no replacement will be sent"), never told as a check that was made.

Every sentence is held to runs.reply_check like any model's (the agent does not call it: a model on the
ground reaches no step of the ticket's path): an unfinished subtask's says it is not done and who follows
up; a resolved one states the action and amount the record shows.
"""

from __future__ import annotations

import re

from ..money import dollars
from ..intents import ANOTHER_ORDER
from ..goods_not_on_order import not_held_in

# The customer's own words a goal quotes (a request of no known kind, or one whose goods could not be read).
_QUOTED = re.compile(r'"(.+)"', re.S)
_ORDER_IN_GOAL = re.compile(r"^order (\S+):", re.I)
# A non-delivery claim split by parcel names its goods after the goal's colon: "resolve the parcel that never arrived: the lamp".
_GOODS_AFTER_COLON = re.compile(r":\s*the\s+(.+)$", re.I)
# A short delivery's goal names the units missing after its colon (runs.agents.offline_goals.SHORT_GOAL).
_SHORT = re.compile(r"\bunits missing from the delivered parcel:\s*(?:the\s+)?(.+)$", re.I)
_DELIVERY_INCLUDED = re.compile(r",\s*the delivery charge included\s*$", re.I)


def goods_named(goal: str, lines: list[dict]) -> str:
    """The order line the goal names, as the shop describes it ("glass kettle"), or ''."""
    low = goal.lower()
    named = sorted((x["description"] for x in lines if x.get("description") and x["description"].lower() in low), key=len, reverse=True)
    return named[0].lower() if named else ""


def matter(kind: str, goal: str, lines: list[dict]) -> str:
    """What a subtask is about, as the customer would say it: "the damaged glass kettle", "the duplicate delivery
    charge", your request "...". Never the goal itself."""
    if held := not_held_in(goal):
        return f"the {held[1]} you mention (it isn't on order {held[0]})"  # (a person asks which goods: runs/goods_not_on_order.py)
    quoted = _QUOTED.search(goal)
    if quoted:
        words = " ".join(quoted.group(1).split())
        on = _ORDER_IN_GOAL.match(goal)
        where = f" about order {on.group(1)}" if on else (" about another of your orders" if goal.startswith(ANOTHER_ORDER) else "")
        return f'your request{where} ("{words}")'
    item = goods_named(goal, lines)
    if kind == "damaged_item":
        return f"the damaged {item}" if item else "the damaged item"
    if kind == "wrong_item":
        return f"the wrong item sent instead of the {item}" if item else "the wrong item that arrived"
    if kind == "change_of_mind":
        return f"the return of the {item}" if item else "the return of your order"
    if kind == "non_delivery":
        if short := _SHORT.search(goal):
            return f"the {short.group(1).rstrip('.')} missing from your delivery"
        split = _GOODS_AFTER_COLON.search(goal)
        return f"the {_DELIVERY_INCLUDED.sub('', split.group(1)).rstrip('.')} that never arrived" if split else "your order that never arrived"
    if kind == "late_delivery":
        return "the delivery fee on your late delivery"
    if kind == "duplicate_charge":
        return "the duplicate delivery charge" if "delivery" in goal.lower() else "the duplicate charge"
    return "your request"  # a kind of no goods or charge: the reply's sentence still says what was (not) done


def escalated(what: str, goods: str = "") -> str:
    """An escalated subtask's sentence, naming what it is about: `what` (runs.agents.reply_sentences.matter), or the
    goods it is about (`goods`, the order line's words) where `what` reads as work done."""
    return _unless_it_reads_as_done(f"I couldn't sort out {what} myself, so a colleague will follow up with you on it.", what,
                                    f"I couldn't finish the part of your request about the {goods} myself, so a colleague will follow up "
                                    "with you on it.", goods,
                                    "I couldn't finish this part of your request myself, so a colleague will follow up with you on it.")


def promise_asked(what: str, goods: str = "") -> str:
    """An escalated claim's sentence that also answers the customer's question whether the refund promised for it was made
    (runs/promised_questions.py): the question told as asked, a colleague checking it; nothing told as done."""
    return _unless_it_reads_as_done(f"You asked whether the refund you were promised for {what} has gone through; I couldn't confirm that "
                                    "myself, so a colleague will check it and follow up with you.", what,
                                    f"You asked whether the refund you were promised for the {goods} has gone through; I couldn't confirm "
                                    "that myself, so a colleague will check it and follow up with you.", goods,
                                    "You asked whether the refund you were promised has gone through; I couldn't confirm that myself, so a "
                                    "colleague will check it and follow up with you.")


def figures_checked(stated: list[str], record_cents: int, kind: str) -> str:
    """An escalated refund the customer's own figure held (runs/stated_amounts.py): their figure beside what the
    record shows, a colleague checking, and no money moved."""
    said = _distinct_figures(stated)
    shows = (f"for the charge taken twice ({dollars(record_cents)})" if kind == "duplicate_charge" and record_cents
             else "for this part of your request")
    # each figure inside the clause that says it is not what the record shows: "The $64 and $64.00 you mention isn't ..."
    # read "The $64" as money told as done, the reply was refused each turn and the run never replied (ver35c V35-31)
    told = f"The {said[0]} you mention isn't" if len(said) == 1 else f"The figures you mention ({' or '.join(said)}) aren't"
    return (f"{told} what our record of your order shows {shows}, so a colleague is checking the "
            "figures and will write to you; no refund has been made yet.")


def _distinct_figures(stated: list[str]) -> list[str]:
    """The customer's figures, one of each amount ("$64" and "$64.00" are one), its fullest form kept, without thousands commas."""
    by_value: dict[str, str] = {}
    for text in (re.sub(r"(?<=\d),(?=\d{3})", "", t) for t in stated):  # ("$1,204.10": a comma the reply check reads as a clause break)
        digits, sign = re.sub(r"[^\d.]", "", text.replace(",", "")), re.sub(r"[\d.,\s]", "", text)
        try:
            key = f"{sign}{float(digits):.2f}"
        except ValueError:
            key = text
        if len(text) > len(by_value.get(key, "")):
            by_value[key] = text
    return list(by_value.values()) or list(stated)


def replacement_for_a_person(money_if_not: bool = False, goods: list[str] | tuple = ()) -> str:
    """The replacement the customer asked for, which the agent cannot send: said as asked and left to a colleague, never
    as sent, and never as "no replacement" (the customer's own words are not quoted: "be replaced" reads as done). With
    `money_if_not`, the refund asked if it cannot be sent is said as heard and left to the same colleague, never as made.
    `goods`: the order lines it is for, named as the record has them (runs.goods_of_remedy_asks.goods_of_the_ask)."""
    named = " and the ".join(x.lower() for x in goods)
    asked = f"a replacement for the {named}" if named else "a replacement"
    if money_if_not:
        return (f"You asked for {asked}, or your money back if one can't be sent; I can't arrange either myself, so a colleague "
                "will follow up with you to settle it.")
    return f"You asked for {asked}, which I can't send myself, so a colleague will follow up with you to arrange it."


def paid_elsewhere_asked(what: str, asked: str) -> str:
    """An escalated claim whose money the customer asked paid to another account the payment made cannot stand in for
    (runs/intents/elsewhere_held_by_claim.py): the claim and the ask told as heard, in one sentence, a colleague following
    up on both; nothing told as done."""
    return _unless_it_reads_as_done(f'I couldn\'t sort out {what} myself, nor send the money where you asked ("{asked}"), so a colleague will '
                                    "follow up with you on both.", what,
                                    f'I couldn\'t sort out {what} myself, nor send the money where you asked ("{asked}"), so a colleague will '
                                    "follow up with you on both.", "",
                                    f'I couldn\'t finish this part of your request myself, nor send the money where you asked ("{asked}"), so a '
                                    "colleague will follow up with you on both.")


def goods_back_refused(what: str, asked: str, goods: str = "") -> str:
    """An escalated claim the customer's refusal to send the goods back held for a person (runs/agents/goods_back_refusal_told.py):
    the claim and the refusal told as heard, the refusal in their words, a colleague following up on both; nothing told as done."""
    refusal = f'nor agree to what you asked about sending the goods back ("{asked}"), so a colleague will follow up with you on both.'
    return _unless_it_reads_as_done(f"I couldn't sort out {what} myself, {refusal}", what,
                                    f"I couldn't finish the part of your request about the {goods} myself, {refusal}", goods,
                                    f"I couldn't finish this part of your request myself, {refusal}")


def handed_over(order_ref: str) -> str:
    """A subtask handed to a follow-up run on another order of the customer's (runs.follow_ups): being looked at, on that
    order's own record, with its own reply; never told as done."""
    return (f"I haven't dealt with your other order, {order_ref}, in this reply: it is being looked at separately against that "
            "order's own record, and you'll get a reply about it on its own.")


def deferred(what: str, reason: str, goods: str = "") -> str:
    """A deferred subtask's sentence; `reason`: why, in the customer's words (runs.policy_evidence.Finding.customer_words), never
    the record's ("window 30 days (days in America/Los_Angeles)")."""
    return _unless_it_reads_as_done(f"I haven't done anything about {what}, because {reason}.", what,
                                    f"I haven't done the part of your request about the {goods}, because {reason}.", goods,
                                    f"I haven't done this part of your request, because {reason}.")


# Words of work done, in the name of the goods or of what was asked ("the wrong item you were sent", "the
# Sent-With-Love card"): told of an unfinished subtask, they would read as the work done. The customer's own
# words quoted ("your request (\"...my card's been cancelled\")") are theirs, read as no claim of ours.
_WORK_DONE_WORDS = re.compile(r"\b(?:sent|resent|refunded|returned|replaced|delivered|paid|credited|reimbursed|done|sorted|fixed|resolved|"
                              r"processed|cancel+ed|issued|arranged|settled|handled|collected|shipped|posted|dispatched|exchanged|waived)\b", re.I)
_QUOTED_WORDS = re.compile(r'"[^"]*"')


def _reads_as_done(words: str) -> bool:
    return bool(_WORK_DONE_WORDS.search(_QUOTED_WORDS.sub(" ", words)))


def _unless_it_reads_as_done(sentence: str, what: str, by_goods: str, goods: str, plainer: str) -> str:
    """The sentence; where the words for what it is about read as work done ("the wrong item sent instead of the
    lamp"), the one naming the goods alone ("the part of your request about the lamp"); where those do too, a
    plainer one: the reply check holds an unfinished subtask's sentence to saying it is not done, whatever the
    goods are called, and the customer is still told which part of the request it is about."""
    if not _reads_as_done(what):
        return sentence
    return by_goods if goods and not _reads_as_done(goods) else plainer


def refunded(amount_cents: int, what: str, foreign: list[str] | tuple = (), above: list[str] | tuple = (), shows: str = "") -> str:
    """The refund told as done; with the amounts the customer stated in another currency (`foreign`), told as made in
    the order's currency for the amount the record shows, and their figure as not compared (runs/stated_amounts.py);
    with a higher price they gave for the goods (`above`: runs/overstated_prices.py), told as the record's price, not theirs,
    with what the record shows for the goods (`shows`: "the brass desk lamp at $48.00, with $3.84 of sales tax on it",
    runs/prices_told_against_the_record.py)."""
    if above and not foreign:
        said = " and ".join(dict.fromkeys(above))
        record = f"our record of your order shows {shows}" if shows else "the amount our record of your order shows for it"
        return (f"I've refunded {dollars(amount_cents)} for {what}: {record}. "
                f"The {said} you mention isn't what our record shows was paid for it, so the refund is for the recorded amount.")
    if not foreign:
        return f"I've refunded {dollars(amount_cents)} for {what}."
    said = " and ".join(dict.fromkeys(foreign))
    return (f"I've refunded {dollars(amount_cents)} for {what}: the amount our record of your order shows, paid back in US dollars, "
            f"the order's currency. The {said} you mention is in another currency, so it was not compared with our record; "
            "your bank converts the refund at its own rate.")


def alternative_not_needed() -> str:
    """What became of the goods the customer accepted only if the refund could not be given: not needed, never sent."""
    return "You asked for a replacement only in case the refund wasn't possible, so no replacement is needed and none will be sent."


# Why no refund is made, when the customer asked goods in the money's place without refusing it (money_refused_told.py).
_GOODS_IN_ITS_PLACE = "since you asked for other goods in its place"


def collection(amount_cents: int, what: str, refund_declined: bool = False, refused: bool = True) -> str:
    if refund_declined and not refused:
        return f"I've arranged a collection for {what}; {_GOODS_IN_ITS_PLACE}, no refund will be made once it is collected."
    if refund_declined:
        # the collection asked with its money turned down: told from the decision's field, as a return's is
        return f"I've arranged a collection for {what}; as you asked, no refund will be made once it is collected."
    return f"I've arranged a collection for {what}; the refund of {dollars(amount_cents)} follows once it is collected."


def return_started(what: str, amount_cents: int | None, refund_declined: bool, refused: bool = True) -> str:
    """`refused`: whether the customer turned the money down in words; an exchange asked without it is told so, never "as you asked"."""
    started = f"I've started {what}" if what.startswith("the return of ") else f"I've started a return for {what}"
    if refund_declined and not refused:
        return f"{started}; {_GOODS_IN_ITS_PLACE}, no refund will be made when it arrives."
    if refund_declined:
        # "no need to refund me, tell me how to send the medium back": the return asked, the money declined
        return f"{started}; as you asked, no refund will be made when it arrives."
    return f"{started}; you'll get {dollars(amount_cents or 0)} back once it arrives."


def replacement_answer(replacement_orders: list[str], declined: bool) -> str:
    """The answer to a question about a replacement, or to the customer's wish that none be sent: what the order's
    record shows, or the wish acknowledged. Nothing was checked beyond reading the order, so nothing says it was."""
    if replacement_orders:
        return f"A replacement is already on its way as order {replacement_orders[0]}."
    if declined:
        return "As you asked, no replacement will be sent."
    return "The order shows no replacement sent or on the way."
