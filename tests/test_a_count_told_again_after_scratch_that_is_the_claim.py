"""A claim's count corrected in its own sentence after words that would take it back: "three of the six egg cups are
broken - scratch that, only one is actually broken, the other two are just dirty. Please refund it." (V41-65). The claim
stands, of the count told last, and the ask after it is its: one egg cup is paid. Before, "scratch that" took the claim
back and the ticket went to a person. Near-misses: a withdrawal followed by no recount takes the claim back.
Wording written for these tests."""
import pytest

from runs.intents.claim_recounted import recounted_after
from tests import fresh_cases as fc

LINES = [fc.line("EGG-RCT", "Egg cup", 500, quantity=6)]
RECOUNTED = [
    "Hi, three of the six egg cups from {ref} are broken - scratch that, only one is actually broken, the other two are just dirty. Please refund it.",
    "two egg cups in {ref} came cracked, scratch that, just one is cracked. refund it pls",
    "Order {ref}: 3 egg cups arrived chipped... never mind that, only 1 is chipped, the rest are ok. Please refund the one.",
    "Three of my egg cups ({ref}) are smashed - correction: only one of them is smashed. Please refund it.",
    "Hello, four egg cups in {ref} were broken, scratch that, actually only one egg cup was broken. Refund please.",
    "{ref}: 2 egg cups cracked - ignore that, it's one that's cracked - er, only one is cracked. Please refund it.",
]
NOT_RECOUNTED = [
    ", they're fine actually.",
    ", I'll keep them.",
    " - the box was just dented.",
    ", one of them is fine.",
]


@pytest.mark.parametrize("rest", ["- scratch that, only one is actually broken", ", just 2 are cracked", ": only one of them is smashed",
                                  ", actually only one egg cup was broken", ", there's one that arrived chipped", ", really just one is damaged"])
def test_a_count_with_damage_after_the_withdrawal_is_read(rest):
    text = "scratch that" + rest.split("scratch that", 1)[-1]
    assert recounted_after(text, len("scratch that"))


@pytest.mark.parametrize("rest", NOT_RECOUNTED)
def test_anything_else_after_the_withdrawal_is_no_recount(rest):
    assert not recounted_after("scratch that" + rest, len("scratch that"))


@pytest.mark.django_db
def test_the_count_told_last_is_paid(tmp_path):
    one = fc.cents(LINES, "EGG-RCT", 1)
    cases = [fc.case(f"RCT-{n}", body.format(ref=f"SU-7550{n}"), LINES, intents=["damaged_item"], ref=f"SU-7550{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(one, "EGG-RCT", 1)]}) for n, body in enumerate(RECOUNTED[:2])]
    fc.assert_money_as_expected(tmp_path, cases)
