"""Until when goods may go back, asked ("Until what date can I return?", "how long do I have to send it back?"), is a
question the policy answers (runs/intents/return_deadline_asked.py): it was read as a change of mind and a return was
booked for goods the customer only asked about. Now a request of its own (`other`): no return, nothing paid, a person
answers it. A return asked beside it still books that return. Near-misses: a return asked as a question, when the
customer will send the goods, how long a refund takes. Wording written for these tests."""

import pytest

from runs.intents.return_deadline_asked import RETURN_DEADLINE_WHY
from tests.fresh_cases import assert_settled_as_expected, case, line
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "Until what date can I return?",
    "how long do I have to send it back?",
    "By what date do I need to send the rug back?",
    "whats the last day i can return it",
    "how many days do i have to send it back",
    "What is the deadline to return this?",
    "When is the latest I can send the lamp back?",
    "till which date can i return it pls",
    "Hi, how long do I have to send it back? Thanks",
])
def test_the_deadline_asked_is_a_question(body):
    read = reading(body)
    assert read.intents == ["other"] and not [s for s in read.requests if "change_of_mind" in s.kinds], shown(read)


def test_a_return_asked_beside_it_stays_asked():
    read = reading("I want to return the lamp. Until what date can I return?")
    assert read.intents == ["change_of_mind", "other"], shown(read)
    assert [s.why for s in read.sentences if s.kinds == ["other"]] == [RETURN_DEADLINE_WHY], shown(read)


@pytest.mark.parametrize("body,intents", [
    ("Can I return it after 30 days?", ["change_of_mind"]),
    ("Can I return the rug please?", ["change_of_mind"]),
    ("when can I send it back?", ["change_of_mind"]),
    ("I'll send it back by Friday", ["change_of_mind"]),
    ("The lamp arrived cracked, until when can I return it?", ["damaged_item"]),
])
def test_near_misses_read_as_before(body, intents):
    read = reading(body)
    assert read.intents == intents and not any(s.why == RETURN_DEADLINE_WHY for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", ["how long does the refund take?", "how long do I have to wait for my refund?"])
def test_a_refunds_time_is_no_return_deadline(body):
    read = reading(body)
    assert not any(s.why == RETURN_DEADLINE_WHY for s in read.sentences), shown(read)


LAMP = [line("LMP-1", "Table lamp", 5400)]


@pytest.mark.django_db
def test_end_to_end_no_return_no_money_and_a_person_answers(tmp_path):
    asked = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [case(f"DEADLINE-{n}", body, LAMP, intents=["other"], expected=asked, ref=f"SU-7250{n}")
             for n, body in enumerate(["Until what date can I return?", "how long do I have to send it back?", "whats the last day i can return it"])]
    cases.append(case("DEADLINE-9", "I want to return the lamp. Until what date can I return?", LAMP, intents=["change_of_mind", "other"],
                      expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-1"}],
                                "escalations": [{"item": "Until what date can I return?"}]}, ref="SU-72509"))
    assert_settled_as_expected(tmp_path, cases)
