"""A past problem settled by someone of the shop's told with "of yours" ("a colleague of yours refunded that", "an agent of
yours sorted it", "a lady from your support team") is context, never a new claim: only the goods asked beside it are paid
(older43: the mug "a colleague of yours refunded" was claimed again beside the plate). Near-misses: the customer's own
people ("a colleague of mine"), and a settling only promised and chased, stay claims. Wording written for these tests."""
import pytest

from runs.intents.read import read_ticket
from tests import fresh_cases as fc

LINES = [fc.line("MUG-SPY", "Glazed mug", 1800), fc.line("PLT-SPY", "Side plate", 1100)]
SETTLED = [
    "The mug came cracked but a colleague of yours refunded that.",
    "the mug was cracked, a lady from your support team sorted it.",
    "The mug arrived chipped - an agent of yours already refunded it.",
    "My mug broke in transit, which a member of staff from your shop refunded last week.",
    "The mug came with a crack; one rep of yours refunded it on the phone.",
    "mug was smashed but a guy of urs credited me for it already.",
]
STILL_CLAIMED = [
    "The mug came cracked but a colleague of mine refunded that.",
    "The mug came cracked and a colleague of yours said it would be refunded but nothing came.",
]
ASK = " The plate was chipped too, refund the plate please."


@pytest.mark.parametrize("text", SETTLED)
def test_the_settled_problem_is_context(text):
    first = read_ticket("mug and plate\n" + text + ASK, order_ref="SU-1").sentences[1]
    assert first.role == "context" and "settled" in first.why


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_own_people_or_a_promise_chased_stay_claims(text):
    first = read_ticket("mug and plate\n" + text + ASK, order_ref="SU-1").sentences[1]
    assert first.role == "request" and "damaged_item" in first.kinds


@pytest.mark.django_db
def test_only_the_plate_is_paid(tmp_path):
    plate = fc.cents(LINES, "PLT-SPY", 1)
    cases = [fc.case(f"SPY-{n}", body + ASK, LINES, intents=["damaged_item"], ref=f"SU-7660{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(plate, "PLT-SPY", 1)]}) for n, body in enumerate(SETTLED)]
    fc.assert_money_as_expected(tmp_path, cases)
