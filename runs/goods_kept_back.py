"""The goods the customer keeps from the trip back, in any wording: gone or nobody to come for them ("Please don't send
anyone to collect it", "I've already taken it to the tip": runs/intents/goods_gone.py), or the trip back refused in the
customer's own words ("I'm not giving it back", "I won't be handing it over to any courier", "I'd rather keep it than hand
it to a courier", "Refund please, but I won't be sending it back": runs/intents/return_refused.py).

Either way a remedy that takes the goods back first (a return, the seller's collection) cannot be made, and what is left
for a person is whether to refund without the goods back. Read before only for the goods gone, a refusal in words went to a
person as "a collection on order ...: the customer asks that it not be done", which named neither the refund asked nor the
goods kept (verify round G22 / G51 / G83, V41-84)."""

from __future__ import annotations

from .intents.goods_gone import nothing_to_take_back_told
from .intents.return_refused import return_refused


def goods_kept_back(forbidding: list[str], texts: list[str]) -> list[str]:
    """The sentences that keep the goods from coming back: of the ticket's `texts` (in order) those saying the goods are
    gone or nobody is to come, else of the `forbidding` sentences holding the decision those refusing the trip back."""
    return nothing_to_take_back_told(texts) or [t for t in forbidding if return_refused(t)]
