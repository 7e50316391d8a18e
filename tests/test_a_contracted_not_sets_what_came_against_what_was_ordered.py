"""What came set against what was ordered with the "not" of a contraction: "These aren't the boots I ordered", "this
isn't the lamp I ordered", "these weren't the ones we paid for". Read before as a negation in front of the cue (or no
cue at all), the wrong item was a problem of no known kind for a person. Wording written for these tests.

Near-misses: "These aren't damaged, just the wrong colour" is a wrong item still, never damage; "the boots aren't what I
expected" and "it isn't the first time I ordered from you" tell no other goods come."""

import pytest

from runs.intents import read_ticket
from runs.intents.not_as_ordered import not_as_ordered
from tests.fresh_cases import assert_money_as_expected, case, line
from tests.readings import shown as _shown


@pytest.mark.parametrize("text", [
    "These aren't the boots I ordered.",
    "This isn't the lamp I ordered!",
    "these werent the boots i paid for",
    "Hi there, the box came today and honestly these aren't the trainers we ordered for my son.",
    "That wasn't the colour I picked - it's navy, I wanted black.",
    "Hi, the mug that came isn't the one we chose, ours had a blue handle.",
    "ok so the rug arrived but it isnt the one i bought??",
    "Unfortunately the cushions we received weren't the ones I selected on the website.",
])
def test_a_contracted_not_before_the_goods_ordered_is_a_wrong_item(text):
    _assert_a_wrong_item_not_damage(text)


@pytest.mark.parametrize("text", [
    "These aren't damaged, just the wrong colour.",
    "they arent broken or anything, it's simply the wrong size",
])
def test_damage_denied_beside_a_wrong_item_is_a_wrong_item_not_damage(text):
    _assert_a_wrong_item_not_damage(text)


def _assert_a_wrong_item_not_damage(text: str) -> None:
    reading = read_ticket(f"my order\n{text}", order_ref="SU-1")
    assert [s for s in reading.requests if "wrong_item" in s.kinds], _shown(reading)
    assert not [s for s in reading.requests if "damaged_item" in s.kinds], _shown(reading)


@pytest.mark.parametrize("text", [
    "The boots aren't what I expected.",
    "It isn't the first time I ordered from you.",
    "These aren't a size I'd have picked myself, but they fit fine.",
    "The jumper wasn't the cheapest I could have bought, but it's lovely.",
])
def test_near_misses_tell_no_other_goods_come(text):
    reading = read_ticket(f"my order\n{text}", order_ref="SU-1")
    assert not [s for s in reading.requests if "wrong_item" in s.kinds], _shown(reading)


def test_the_guard_reads_the_same_words():
    assert not_as_ordered("These aren't the boots I ordered.")
    assert not not_as_ordered("The boots aren't what I expected.")


BOOTS = [line("BT-CHL", "Chelsea boots, tan, size 8", 8900)]


@pytest.mark.django_db
def test_the_boots_not_ordered_start_their_return_and_pay_nothing_else(tmp_path):
    cases = [case(f"CNT-{n}", body, BOOTS, intents=["wrong_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BT-CHL"}]})
             for n, body in enumerate(["These aren't the boots I ordered. Can you sort it out?",
                                       "hi, these werent the boots i paid for, what do i do"])]
    assert_money_as_expected(tmp_path, cases)
