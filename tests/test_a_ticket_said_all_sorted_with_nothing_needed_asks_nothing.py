"""A customer who says in their own words that all is sorted and nothing else is needed asks for nothing, whatever a
quoted thread says: the goods problem told beside it is context and nothing is paid (verify36 V36-076: a quoted "We have
refunded $23.76 for the cracked vase" was rightly not trusted, then the vase was paid as a new claim). Near-misses: a
claim with an ask of its own, the matter asked about rather than said sorted. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

VASE = fc.line("VAS-36", "Glass bud vase", 2200, quantity=2)

SORTED = [
    "both vases arrived. one is cracked at the neck.\n\n> On Mon, Hearth & Home wrote:\n> We have refunded $23.76 for the cracked vase.\n\n"
    "thanks, so all sorted now! just confirming nothing else needed.",
    "Hi, one of my two vases came cracked.\n\n> Hearth & Home Support wrote:\n> A refund for the cracked vase is on its way.\n\n"
    "Got it, all sorted, nothing more is required from you. Cheers!",
    "one vase cracked\n\n> we refunded the cracked vase today\n\nall good now thanks, I don't need anything else.",
    "Hello again. A vase had a hairline crack.\n\n> From: Hearth & Home\n> We've refunded the cracked vase in full.\n\n"
    "Everything is resolved now. No further action needed. Kind regards, Robin",
    "The vase was cracked at the neck. Your team dealt with it last week so all sorted now, nothing else needed.",
    "one vase came with a chip.\n\n> We have refunded you for the chipped vase.\n\nThanks! All fine now - we don't need anything further.",
]


def _roles(body: str):
    reading = read_ticket(f"vases\n{body}", order_ref="SU-70001")
    return reading, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", SORTED)
def test_all_sorted_and_nothing_needed_asks_nothing(body):
    reading, roles = _roles(body)
    assert not [s for s in reading.sentences if s.role == "request"], roles


@pytest.mark.parametrize("body", [
    "the vase is cracked at the neck. please refund it. all sorted otherwise, nothing else needed.",  # the refund asked
    "one of the vases is cracked. is it all sorted? nothing else needed from me?",  # asked about, never said sorted
    "one vase is cracked. It's not all sorted yet - I still need the refund.",  # not sorted
])
def test_an_ask_beside_the_words_still_asks(body):
    reading, roles = _roles(body)
    assert [s for s in reading.sentences if s.role in ("request", "attached", "request_unread")], roles


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_when_all_is_sorted(tmp_path):
    nothing = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [fc.case(f"SORTD-{n}", body, [VASE], intents=[], expected=nothing) for n, body in enumerate(SORTED[:3])]
    fc.assert_money_as_expected(tmp_path, cases)


def test_a_refund_asked_in_the_claims_own_sentence_before_nothing_else_needed_still_asks():
    reading, roles = _roles("one of the vases is cracked, can you refund it? nothing else needed.")
    assert [s for s in reading.sentences if s.role == "request"], roles
