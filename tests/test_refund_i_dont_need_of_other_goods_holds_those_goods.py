"""The customer refusing some goods' refund in the refunding verb with themselves as its subject: "Refund the cup - I don't
need to refund the saucer." (older43). Read as "don't refund the saucer" is: the saucer is held, the cup asked before it
paid. Before, the refusal forbade nothing and the saucer was paid beside the cup. Near-misses: the customer's own doing
("I don't need to send it back", "I don't need to return it") forbids no refund, and the refusal naming the goods asked is
no waiver of other goods. Wording written for these tests."""
import pytest

from runs.intents.money import actions_forbidden
from tests import fresh_cases as fc

LINES = [fc.line("CUP-IDN", "Stoneware cup", 1500), fc.line("SAU-IDN", "Stoneware saucer", 700)]
TOLD = "The cup and the saucer from {ref} both arrived chipped. "
REFUSED = [
    "Refund the cup — I don't need to refund the saucer.",
    "refund the cup pls, i dont need to refund the saucer",
    "Please refund the cup; we do not need to refund the saucer, it's only a small nick.",
    "Can you refund the cup, but I don't need you to refund the saucer.",
    "Refund the cup please, honestly I don't really need to refund the saucer.",
    "Just refund the cup - I don't need to reimburse the saucer, it still works.",
]
# (a refusal after a semicolon is a sentence of its own, which holds the cup as "Please refund the cup; don't refund the
# saucer" does on main: for a person, never paid)
PAID_END_TO_END = [body for n, body in enumerate(REFUSED) if n != 2]
NEAR_MISSES = [
    "I don't need to send the saucer back, do I?",
    "I don't need to return the cup, just refund it.",
    "We don't need to post anything back.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_the_refusal_forbids_a_refund(text):
    assert "refund" in actions_forbidden(text)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_the_customers_own_doing_forbids_no_refund(text):
    assert "refund" not in actions_forbidden(text)


@pytest.mark.django_db
def test_the_cup_is_paid_and_the_saucer_held(tmp_path):
    cup = fc.cents(LINES, "CUP-IDN", 1)
    cases = [fc.case(f"IDN-{n}", (TOLD + body).format(ref=f"SU-7640{n}"), LINES, intents=["damaged_item"], ref=f"SU-7640{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(cup, "CUP-IDN", 1)]}) for n, body in enumerate(PAID_END_TO_END)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_both_asked_still_pays_both(tmp_path):
    cup, saucer = fc.cents(LINES, "CUP-IDN", 1), fc.cents(LINES, "SAU-IDN", 1)
    body = TOLD.format(ref="SU-76419") + "I don't need to send them back, please refund the cup and the saucer."
    fc.assert_money_as_expected(tmp_path, [fc.case("IDN-NM", body, LINES, intents=["damaged_item"], ref="SU-76419",
                                                   expected={"outcome": "resolved", "refunds": [fc.refund(cup, "CUP-IDN", 1), fc.refund(saucer, "SAU-IDN", 1)]})])
