"""A bare "the difference" asked beside the two prices weighed is the price difference: "I'll keep it, but could you refund
the difference if the large is cheaper?" (returns42 R3-15: read as the wrong item's reason, its return was started on
goods kept and the money asked went unsaid). Asked as part of the money, a person says how much; no return starts.
Wording written for these tests.

Near-misses: a bare "the difference" with no prices weighed (a charge taken twice: the copy's money), the difference set
aside ("not bothered about the difference even if it's cheaper")."""

import pytest

from runs.intents.price_difference_asked import price_difference_asked
from runs.models import Escalation
from tests import fresh_cases as fc

ASKED = [
    "It fits fine so I'll keep it, but could you refund the difference if the large is cheaper?",
    "keeping it, pls pay me the difference - the blue one costs less",
    "If the small sells for less, I'd like the difference back.",
    "Can I get the difference refunded? The model you sent is lower-priced than mine.",
    "i'll hang on to it but the one u sent is cheaper so refund the difference?",
    "We will keep the wrong one; kindly credit the difference as it retails at a lower price.",
]
NOT_ASKED = [
    "You charged me twice, please refund the difference.",
    "Please refund the difference.",
    "I'm not bothered about the difference even if it's cheaper.",
    "The large is cheaper but I don't mind, I'll keep it.",
    "I can't tell the difference between them, the cheaper one is fine.",
    "No need to refund the difference, it only costs a bit less.",
]


@pytest.mark.parametrize("text", ASKED)
def test_a_bare_difference_beside_prices_weighed_is_asked(text):
    assert price_difference_asked(text)


@pytest.mark.parametrize("text", NOT_ASKED)
def test_near_misses_ask_no_price_difference(text):
    assert not price_difference_asked(text)


JUMPER = [fc.line("JP-1", "Wool jumper size M", 6800)]
BODIES = [
    "The jumper came in a large rather than the medium I ordered. It actually fits fine so I'll keep it, but could you refund "
    "the difference if the large is cheaper?",
    "You sent an XL jumper, not the M. I'll keep it though - if the XL costs less please refund the difference.",
    "wrong size jumper (L not M). keeping it, but the L is cheaper on your site so could i have the difference back?",
]


@pytest.mark.django_db
def test_end_to_end_the_difference_goes_to_a_person_and_no_return_starts(tmp_path):
    cases = [fc.case(f"BDF-{i}", body, JUMPER, ref=f"SU-7481{i}", intents=[{"kind": "other", "quote": "difference"}],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "difference"}]})
             for i, body in enumerate(BODIES)]
    fc.assert_all_pass(tmp_path, cases)
    assert not Escalation.objects.filter(open_item__contains="without the goods back").exists()
