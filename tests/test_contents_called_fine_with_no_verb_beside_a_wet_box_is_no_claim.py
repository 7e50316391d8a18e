"""A box soaked, squashed or dented with what was inside it called fine in a verbless note ("the outer carton got soaked
in the rain, contents fine", "box squashed but contents unharmed") claims nothing: the damage is the box's, the goods came
through. Unread, the carton went to a person as goods not on the order (verify47 R3-04), and beside a late fee on another
order held the fee (R3-10). Near-misses stay claims: goods inside told ruined or damp, an exception after the fine note,
the note asked as a question or negated."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund


def _claims(text):
    return [s.text for s in read_ticket(text).requests if "damaged_item" in s.kinds]


@pytest.mark.parametrize("text", [
    "The outer carton got soaked in the rain, contents fine.",
    "box was soaked, contents ok",
    "The carton was wet through, everything inside dry.",
    "Box got a bit squashed but contents unharmed.",
    "Outer packaging dented, items inside perfect.",
    "the box is very wet from rain but inside all fine",
    "Your driver left it in a puddle!! The box got soaked through, contents thankfully fine, no thanks to him.",
    "Parcel box was crushed at one corner - the contents intact, all good.",
])
def test_a_box_damaged_beside_its_contents_called_fine_is_no_claim(text):
    assert _claims(text) == []


@pytest.mark.parametrize("text", [
    "The carton got soaked and the towels inside are ruined.",
    "Box soaked, contents fine except the book which is warped.",
    "The box was soaked and the contents damp too.",
    "The box was crushed, contents fine? No - the lamp shade is bent.",
    "Box got crushed, contents not fine - the lamp shade is bent.",
    "The lamp arrived with the shade crushed.",
])
def test_goods_inside_told_damaged_stay_a_claim(text):
    assert _claims(text) != []


TOWELS = [line("TWL-1", "Bath towel set", 4900)]
LAMP = [line("LMP-1", "Table lamp", 5900)]


@pytest.mark.django_db
def test_money_end_to_end(tmp_path):
    wet = ["Feedback for your courier: the parcel was left on the step in the rain. The outer carton got soaked, contents fine. That's all.",
           "just so u know box was soaked thru, contents ok. maybe use the porch next time",
           "The carton was wet through when I brought it in, everything inside dry. No action needed, just letting you know."]
    cases = [case(f"CF-{n}", body, TOWELS, intents=[], expected={"outcome": "escalated", "refunds": []}, ref=f"SU-7441{n}")
             for n, body in enumerate(wet)]
    # near-miss: the towels inside ruined by the water are a claim on the goods, paid as any damage claim
    cases.append(case("CF-9", "The outer carton got soaked in the rain and the towels inside are ruined, mildew smell. Please refund.", TOWELS,
                      intents=["damaged_item"], ref="SU-74419",
                      expected={"outcome": "resolved", "refunds": [refund(cents(TOWELS, "TWL-1", 1), "TWL-1", 1)]}))
    cases.append(case("CF-8", "The lamp shade arrived crushed. The box was soaked too, contents not fine at all. Please refund it.", LAMP,
                      intents=["damaged_item"], ref="SU-74418",
                      expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-1", 1), "LMP-1", 1)]}))
    assert_settled_as_expected(tmp_path, cases)
