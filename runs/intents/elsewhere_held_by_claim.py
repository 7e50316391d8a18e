"""An ask that a claim's money go to another account the order was not paid with, where the payment made cannot take it
("She wants a refund to her own card, not mine", "refund it to my PayPal, the card's been cancelled", "as store credit
instead of to my card"): the claim's own matter. Its refund waits for a person as "a refund ..., paid to her own card as
the customer asks", the sentence quoted (runs/agents/offline_decisions.py), so the ask is that claim's card; a subtask of
its own beside it handed the one ask to two people (verify33 P04). Covered by the claim's subtask, one card.

Left as its own request: the ask beside no money claim of the order, and the ask whose payment made can still take the
refund ("refund it to my Visa ending 4411"): the claim is paid back where the money came from, and a person answers the
ask for the other account on its own card (runs/refund_to_the_payment_made.py)."""

from __future__ import annotations

from .reading import ReadSentence
from .payment_made_unusable import asks_only_elsewhere
from .remedies import REFUND_ELSEWHERE_WHY

# The claims whose money the ask holds: paid by refund, or by the refund a return makes when the goods land.
MONEY_CLAIMS = frozenset({"damaged_item", "non_delivery", "late_delivery", "duplicate_charge", "wrong_item", "change_of_mind"})


def held_by_claim(s: ReadSentence, texts: list[str]) -> bool:
    """Whether the sentence asks the money paid elsewhere in a way that holds the claim's refund for a person (module doc);
    `texts`: the ticket's sentences, one of which may tell the payment made unusable."""
    if s.why != REFUND_ELSEWHERE_WHY:
        return False
    return not asks_only_elsewhere(s.text, texts)
