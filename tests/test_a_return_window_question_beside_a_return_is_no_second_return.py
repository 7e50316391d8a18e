"""Whether goods may still go back after a time, asked beside a return ("I'd like to return the rug. Can I return it after
30 days?"), is a question of the window: a request of its own (`other`, quoting the sentence, a person answers from the
policy), never a second change of mind folded into the first (runs/intents/return_window_questions.py; blind round
probe30). Near-misses: the window guessed, a return asked with the time as its reason, the question with no return beside
it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_window_questions import RETURN_WINDOW_ASKED_WHY
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I'd like to return the rug. Can I return it after 30 days?",
    "I'd like to return the rug. Is it too late to return it?",
    "I'd like to return the rug. Can I still return it after 30 days?",
    "I'd like to return the rug. What's your returns window?",
    "pls can i send back the lamp, dont like it. can i still send it back past the 30 days??",
    "The lamp came with a dent, I'd like to send it back. Is it ok to return it after a month?",
])
def test_the_window_question_is_its_own_request(body):
    reading, shown = _reading(body)
    asked = [s for s in reading.sentences if s.why == RETURN_WINDOW_ASKED_WHY]
    assert len(asked) == 1 and asked[0].kinds == ["other"], shown
    assert len([s for s in reading.requests if "change_of_mind" in s.kinds]) <= 1, shown


@pytest.mark.parametrize("body,intents", [
    ("I'd like to return the rug. It's 30 days isn't it?", ["change_of_mind"]),              # the window guessed (unread.py)
    ("I'd like to return the rug, I've had it 3 days and it's not for us.", ["change_of_mind"]),  # a time told, no question
    ("Can I return it after 30 days?", ["change_of_mind"]),                                  # no return beside it: read as before
    ("Can I return the rug please?", ["change_of_mind"]),
    # a claim told beside it that asks no goods back: the question is the only return asked
    ("The mug arrived chipped, refund it please. Can I still send the rug back after 30 days?", ["damaged_item", "change_of_mind"]),
    # the reason told, the return asked only in the question: the question is the return
    ("The throw just isn't working in our lounge. It's unused. Can I still send it back for a refund?", ["change_of_mind"]),
])
def test_near_misses_read_as_before(body, intents):
    reading, shown = _reading(body)
    assert reading.intents == intents and not any(s.why == RETURN_WINDOW_ASKED_WHY for s in reading.sentences), shown


@pytest.mark.django_db
def test_end_to_end_one_return_and_a_person_answers_the_window(tmp_path):
    goods = [line("RUG-1", "Jute rug", 8900), line("LMP-1", "Table lamp", 5400)]
    cases = [case("WINDOWQ-1", "I'd like to return the rug. Can I return it after 30 days?", goods, intents=["change_of_mind", "other"],
                  expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-1"}],
                            "escalations": [{"item": "Can I return it after 30 days?"}]})]
    assert_all_pass(tmp_path, cases)
