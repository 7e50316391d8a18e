"""An exchange or a return, either ("Please can I exchange or send back", "swap it or return it, whichever"), beside a
goods claim, offers the return the claim's own remedy gives: the sentence is attached to the claim and forbids no
refund. Read as goods asked instead of money, a person got the sentence and the reply told the customer "as you asked,
no refund will be made when it arrives", which she never asked, over a return the record pays on arrival (blind round
ver26c, case 18). Wording written for these tests.

Near-misses: an exchange asked alone, or a return set aside ("an exchange, not a return"), stays goods asked instead
of money, for a person, with the refund held."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_or_exchange import RETURN_OFFERED_WHY

CLAIM = "I ordered the sweater in size M but the label inside says XL."


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("ask", [
    "Please can I exchange or send back.",
    "Can I swap it or return it?",
    "i'd like to exchange or return it please",
    "Could I send it back or exchange it please?",
    "Could I exchange or post it back?",
    "Pls can i swap or send it back",
    "exchange / return pls",
])
def test_an_exchange_or_a_return_beside_a_wrong_item_is_the_claims_return(ask):
    reading = read_ticket(f"Wrong size\n{CLAIM} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:12]))
    assert said.role == "attached" and said.why == RETURN_OFFERED_WHY, _shown(reading)
    assert not any("refund" in s.forbids for s in reading.sentences), _shown(reading)
    assert [s for s in reading.requests if "wrong_item" in s.kinds], _shown(reading)


@pytest.mark.parametrize("ask", [
    "Can I exchange it for an M?",
    "I want an exchange, not a return.",
    "Please swap it for the right size, I don't want to send it back for a refund.",
    "Could you send me the M instead?",
])
def test_near_misses_goods_asked_instead_stay_with_a_person(ask):
    reading = read_ticket(f"Wrong size\n{CLAIM} {ask}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text.startswith(ask[:12]))
    assert said.why != RETURN_OFFERED_WHY, _shown(reading)


def test_without_a_goods_claim_an_exchange_or_return_is_not_attached():
    reading = read_ticket("Question\nCan I swap it or return it?", order_ref="SU-1")
    assert not [s for s in reading.sentences if s.why == RETURN_OFFERED_WHY], _shown(reading)
