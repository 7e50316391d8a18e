"""A clause that only keeps the goods is never quoted as the customer's ask of no known kind.

"I'm happy to keep it - could you refund just $10 for the scratch?": the ask (part of the money, for a person) is told in
the claim's own clause, and the clause beside it only keeps the tray. The person's subtask quoted "I'm happy to keep it",
so the reviewer saw a request nobody made and not the $10 asked (ver39c BT-13). The whole sentence is quoted instead.
"""

import pytest

from runs.intents import read_ticket
from runs.intents.other_clause import other_words


def _other_quotes(body: str) -> list[str]:
    reading = read_ticket("tray\n" + body, order_ref="SU-70013")
    return [other_words(s) for s in reading.sentences if "other" in s.kinds]


@pytest.mark.parametrize("body, asked", [
    ("The serving tray has a long scratch across it. I'm happy to keep it - could you refund just $10 for the scratch?", "$10"),
    ("Tray came scuffed. I'll keep it, could you knock $5 off?", "$5"),
    ("The tray is scratched. Really happy to keep the tray - but can u refund £4 for the mark", "£4"),
    ("tray has a dent. we're fine to keep it, could u refund like $6 for it", "$6"),
    ("The tray's finish is scratched. I am perfectly happy to keep it; could you refund me $8 for the scratch?", "$8"),
    ("Scratch on the tray. I'll just keep it - can you refund half its price?", "half"),
])
def test_the_part_money_ask_is_quoted_never_the_keep_beside_it(body, asked):
    quotes = _other_quotes(body)
    assert quotes and all(asked in q for q in quotes), quotes


@pytest.mark.parametrize("body, asked, not_asked", [
    # near-misses: an ask of its own in the clause beside the claim is still quoted alone
    ("Refund the delivery fee please, and I'd also like a $15 voucher for the trouble.", "$15 voucher", "Refund the delivery fee"),
])
def test_an_ask_of_its_own_beside_the_claim_is_still_quoted_alone(body, asked, not_asked):
    quotes = _other_quotes(body)
    assert quotes and all(asked in q and not_asked not in q for q in quotes), quotes
