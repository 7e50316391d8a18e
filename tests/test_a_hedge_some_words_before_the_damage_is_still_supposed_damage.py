"""A hedge a few words before the damage it hedges ("Possibly one of the plates is chipped too", "I think maybe one of the
saucers has a crack", "it could be that a couple of the cups are cracked") is damage only supposed: the goods go to a
person (kind `other`, quoted, no money) beside the goods told damaged, and the guard's `damage_not_only_supposed` refuses
their line whoever proposed it (runs/intents/damage_unconfirmed.py _HEDGED_WORDS; verify35 V35-015: a plate paid $15.00
beside the bowl told cracked). Near-misses are still claimed: a remedy asked after "maybe" ("Maybe you could refund the
cracked plate?"), a cause guessed before damage told, a hedge on the cause after it. Wording written for these tests."""
import pytest

from runs.intents import read_ticket
from runs.intents.damage_unconfirmed import only_supposed
from runs.supposed_damage_check import check
from tests import fresh_cases as fc
from tests.readings import guard_requests

SUPPOSED = [
    "Possibly one of the plates is chipped too, I'll look again tonight.",
    "I think maybe one of the saucers has a crack in it",
    "It could be that a couple of the cups are cracked as well",
    "perhaps one or two of the plates have small chips, hard to see",
    "maybe the lid of the teapot is dented?",
    "Might be that the frame on the back is scratched, not sure.",
    "possibly a few of the glasses got cracked in the box",
]
TOLD = [
    "Maybe you could refund the cracked plate?",
    "maybe because the box was crushed the lid is cracked",
    "Possibly the courier dropped it, the plate is chipped",
    "The plate is chipped, possibly in transit",
    "maybe refund the chipped plate",
    "maybe just send a new one, the plate is chipped",
]


@pytest.mark.parametrize("text", SUPPOSED)
def test_a_hedge_some_words_before_the_damage_only_supposes_it(text):
    assert only_supposed(text)


@pytest.mark.parametrize("text", TOLD)
def test_damage_told_beside_maybe_is_told(text):
    assert not only_supposed(text)


LINES = [fc.line("BWL-07", "Serving bowl", 3200), fc.line("PLT-09", "Dinner plate", 1500, quantity=4)]
BODIES = [
    "The bowl has a crack, please refund it. Possibly one of the plates is chipped too, I'll look again tonight.",
    "bowl arrived cracked, refund pls. i think maybe one of the plates has a chip as well",
    "Hi - the serving bowl came in two pieces and I'd like my money back. It could be that a couple of the plates are cracked too.",
    "The bowl is smashed, refund please. Perhaps one or two of the dinner plates have small chips, hard to see in this light.",
    "Please refund the bowl, it's cracked right through. Possibly a few of the plates got chipped in the box, not sure yet.",
    "Serving bowl broken. Refund it please. Maybe one of the plates is scratched, I'll check properly at the weekend.",
]


@pytest.mark.parametrize("body", BODIES)
def test_the_hedged_plates_go_to_a_person_and_the_bowl_stays_claimed(body):
    asks = [s for s in read_ticket("bowl\n" + body).sentences if s.role == "request"]
    assert [s.kinds for s in asks if "plate" in s.text] == [["other"]]
    assert any(s.kinds == ["damaged_item"] for s in asks if "bowl" in s.text.lower())


@pytest.mark.parametrize("body", BODIES)
def test_the_guard_refuses_the_plates_line(body):
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(LINES, "PLT-09", 1), "sku": "PLT-09",
                "lines": [{"sku": "PLT-09", "quantity": 1}], "subtask": 1}
    assert not check(decision, {"order_ref": "SU-70001", "lines": LINES}, guard_requests(body, None))[1]


@pytest.mark.django_db
def test_only_the_bowl_is_paid(tmp_path):
    bowl_paid = [fc.refund(fc.cents(LINES, "BWL-07", 1), "BWL-07", 1)]
    cases = [fc.case(f"HW-{i}", body, LINES, intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": bowl_paid},
                     ref=f"SU-7365{i}") for i, body in enumerate(BODIES)]
    # near-miss: "maybe" asking the plate's refund is a claim told, paid beside the bowl
    cases.append(fc.case("HW-9", "The bowl has a crack, please refund it. One of the plates is chipped too, maybe you could refund "
                         "that plate as well?", LINES, intents=["damaged_item"], ref="SU-73659",
                         expected={"outcome": "resolved", "refunds": bowl_paid + [fc.refund(fc.cents(LINES, "PLT-09", 1), "PLT-09", 1)]}))
    fc.assert_money_as_expected(tmp_path, cases)
