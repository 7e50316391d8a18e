"""A figure told with the delivery fee belongs to the fee's claim, not to a charge taken twice told in the same sentence.

"I was charged twice for the lamp and the delivery fee of $5.99 should be refunded too since it came late": the amount
check read the $5.99 as the customer's figure for the duplicate charge, found it was not the $69.00 copy, refused the
refund twice and held it for a person, while the $5.99 was paid for the late parcel as asked. A figure belongs to the
nearest thing it names: one told right with the fee ("the $5.99 delivery fee", "delivery fee of $5.99", "$5.99 for
postage", "shipping ($5.99)") is the fee's, and when the sentence also reads a claim that pays the fee back (a late or
lost parcel), it is no figure of the duplicate. So, the other way, one told with the charge taken twice ("charged twice,
$84.10 each time", "two payments of $69.00") is the duplicate's, no figure of the fee's claim beside it. Unchanged: a fee itself told taken twice ("the $5.99 delivery fee was
charged twice": the fee is the copy), and a figure told with the charge ("charged twice, $69.00 each time").
"""

from __future__ import annotations

import re

# The fee named: "delivery fee", "shipping charge", "postage", "p&p", "delivery".
_FEE = r"(?:(?:delivery|shipping|postage|courier|carriage|express|next[- ]day)\s+(?:fee|charge|cost|costs)|delivery|shipping|postage|p&p|p\s*&\s*p)"
# The fee and the figure with nothing between but a few joining words or a bracket.
_JOIN = r"(?:\s+(?:fee\s+|charge\s+|cost\s+)?(?:of|was|is|at|came\s+to|costing|for)?\s*\(?\s*|\s*\(\s*|\s*[:=]\s*)"
# The fee told taken twice: then the fee is the copy, and its figure the duplicate's.
_FEE_TWICE = re.compile(rf"\b{_FEE}\b[^.!?,;]{{0,40}}?\b(?:twice|two\s+times|2x|double[ds]?|again|duplicated?)\b"
                        rf"|\b(?:double[ds]?|duplicated?|two|second)\s+(?:\w+\s+)?{_FEE}\b|\b(?:twice|two\s+times)\s+(?:for\s+)?(?:the\s+|my\s+)?{_FEE}\b", re.I)
# Claims that pay the delivery fee back.
FEE_KINDS = frozenset({"late_delivery", "non_delivery"})


def fee_figure(sentence: str, amount: str) -> bool:
    """Whether `amount`, as typed in `sentence`, is told right with the delivery fee (and the fee is not told taken twice)."""
    at = sentence.find(amount)
    if at < 0 or _FEE_TWICE.search(sentence):
        return False
    before, after = sentence[:at], sentence[at + len(amount):]
    return bool(re.search(rf"\b{_FEE}{_JOIN}$", before, re.I) or re.match(rf"\)?\s*(?:(?:for|on|in)\s+(?:the\s+)?)?{_FEE}\b", after, re.I))


def fee_figure_beside(kinds, sentence: str, amount: str, ticket_kinds=()) -> bool:
    """Whether `amount` is the fee's figure in a sentence that also reads a claim paying the fee back, or in a ticket that
    reads one anywhere (`ticket_kinds`: "It was LATE. I want the extra charge back AND the $9.00 delivery fee." asks the
    fee back for the lateness told before it, ver34a V34-37): no figure of a duplicate charge told beside it (the amount
    check, runs/stated_amounts.py, and the reply check, runs/verifier.py). With no such claim in the ticket the figure
    stays the duplicate's to explain, so a fee asked back for no reason beside the copy still goes to a person."""
    return bool((set(kinds) | set(ticket_kinds)) & FEE_KINDS) and fee_figure(sentence, amount)


# The figure told with the charge taken twice: "charged twice, $84.10 each time", "$69.00 twice", "two payments of $69.00".
_TWICE_AFTER = re.compile(r"\s*(?:each\s+time|both\s+times|twice|two\s+times|2x|x\s*2|a\s+second\s+time|again)\b", re.I)
_TWICE_BEFORE = re.compile(r"\b(?:(?:charged|billed|debited|taken|paid)\s+(?:me\s+|us\s+)?(?:twice|two\s+times|double)|(?:two|2)\s+(?:identical\s+)?"
                           r"(?:payments|charges|debits|transactions)\s+of|double[- ]charged)\s*[,:(]?\s*$", re.I)


def copy_figure_beside(kinds, sentence: str, amount: str) -> bool:
    """Whether `amount` is told with the charge taken twice in a sentence that also reads a duplicate charge: no figure
    of the fee's claim told beside it (runs/stated_amounts.py)."""
    at = sentence.find(amount)
    if "duplicate_charge" not in set(kinds) or at < 0 or fee_figure(sentence, amount):
        return False
    return bool(_TWICE_AFTER.match(sentence, at + len(amount)) or _TWICE_BEFORE.search(sentence[max(0, at - 60):at]))


def figure_of_the_other_claim(kind: str, kinds, sentence: str, amount: str, ticket_kinds=()) -> bool:
    """Whether `amount`, stated in a sentence reading `kinds` (in a ticket reading `ticket_kinds`), belongs to another
    claim told there than `kind`'s: the fee's figure beside a duplicate charge, or the copy's figure beside a claim that
    pays the fee back."""
    if kind == "duplicate_charge":
        return fee_figure_beside(kinds, sentence, amount, ticket_kinds)
    return kind in FEE_KINDS and copy_figure_beside(kinds, sentence, amount)
