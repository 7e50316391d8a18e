"""A late coming told in a learner's English with the bare verb ("only problem it come late, please give back delivery
money") is a late delivery (runs/intents/late_come_learner.py): it read no lateness, the fee asked back had no problem
to be for and the ticket went to a person. End to end the record decides: the fee comes back where the parcel came
after its promised day, and nothing where it came on time. Near-misses: a future or a worry, a person, money.
Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, late_by, line
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "only problem it come late, please give back delivery money",
    "my parcel is come very late, i want the delivery money back",
    "It was arrive too late for the party!! give me back postage",
    "all thing come late again, please return delivery cost",
    "Hello. The lamp is very nice, only it come late. Please the delivery money back to me, thank you.",
    "the lamp come 4 day late and i am very angry, refund the shipping",
    "Dear sir, my order has arrive late, can you give back the delivery fee please",
])
def test_a_late_coming_in_a_learners_words_is_a_late_delivery(body):
    read = reading(body)
    assert read.intents == ["late_delivery"], shown(read)


@pytest.mark.parametrize("body", [
    "if it come late i will cancel",
    "in case the parcel come late, what then",
    "it will come late i think",
    "the driver come late and was rude",
    "my refund come late",
    "I come late to the door and he was gone",
])
def test_a_worry_a_person_or_money_is_no_late_delivery(body):
    read = reading(body)
    assert "late_delivery" not in read.intents, shown(read)


LAMP = [line("LMP-1", "Table lamp", 5400)]
FEE = {"amount_cents": 599, "source": "platform", "lines": []}


@pytest.mark.django_db
def test_end_to_end_the_fee_comes_back_only_when_the_record_shows_it_late(tmp_path):
    bodies = ["only problem it come late, please give back delivery money",
              "Hello. The lamp is very nice, only it come late. Please the delivery money back to me, thank you."]
    late = [late_by(case(f"LCL-{n}", body, LAMP, intents=["late_delivery"], expected={"outcome": "resolved", "refunds": [FEE], "returns": []},
                         ref=f"SU-7230{n}"), 3) for n, body in enumerate(bodies)]
    # the parcel came on its promised day: the customer's words move no money
    on_time = case("LCL-9", bodies[0], LAMP, intents=["late_delivery"], expected={"outcome": "partial", "refunds": [], "returns": []}, ref="SU-72309")
    assert_settled_as_expected(tmp_path, [*late, on_time])
