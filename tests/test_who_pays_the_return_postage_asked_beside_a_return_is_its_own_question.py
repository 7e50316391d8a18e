"""Who pays the postage of a return, asked beside the return ("I'd like to return the rug. Do I have to pay the return
postage?"), is a request of its own (`other`, quoting the sentence, for a person to answer from the seller's terms), never
the return's remedy folded into it (runs/intents/return_postage_questions.py; blind round probe30). Near-misses: the
postage asked back, turned down, or told; how to send the goods back (the return's own). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_postage_questions import RETURN_POSTAGE_QUESTION_WHY
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body,kinds", [
    ("I'd like to return the rug. Do I have to pay the return postage?", ["change_of_mind"]),
    ("I'd like to return the rug. Is return postage free?", ["change_of_mind"]),
    ("I want to send the lamp back, it's not for me. Who pays the postage?", ["change_of_mind"]),
    ("Could I return the rug please? Also will I be charged for the return label?", ["change_of_mind"]),
    ("The lamp arrived with a cracked base and I'd like to send it back. Do I need to pay to post it back?", ["damaged_item"]),
    ("Hi! Wrong colour sent - I ordered teal and got mustard. I'll send it back. Do you cover the return shipping?", ["wrong_item"]),
])
def test_the_postage_question_is_its_own_request(body, kinds):
    reading, shown = _reading(body)
    asked = [s for s in reading.sentences if s.why == RETURN_POSTAGE_QUESTION_WHY]
    assert len(asked) == 1 and asked[0].role == "request" and asked[0].kinds == ["other"], shown
    assert set(kinds) <= set(reading.intents), shown


@pytest.mark.parametrize("body,intents", [
    ("I'd like to return the rug. How do I send it back?", ["change_of_mind"]),           # how to send it back: the return's own
    ("I'd like to return the rug. Please refund the $6.50 return postage too.", ["change_of_mind", "other"]),  # asked back (return_postage_asked.py)
    ("I'd like to return the rug. No need to refund the return postage.", ["change_of_mind"]),  # turned down
    ("I'd like to return the rug. I'll pay the return postage myself.", ["change_of_mind"]),     # told
])
def test_near_misses_read_as_before(body, intents):
    reading, shown = _reading(body)
    assert reading.intents == intents and not any(s.why == RETURN_POSTAGE_QUESTION_WHY for s in reading.sentences), shown


@pytest.mark.django_db
def test_end_to_end_the_return_starts_and_a_person_answers_the_question(tmp_path):
    goods = [line("RUG-1", "Jute rug", 8900), line("LMP-1", "Table lamp", 5400)]
    cases = [case("POSTQ-1", "I'd like to return the rug. Do I have to pay the return postage?", goods, intents=["change_of_mind", "other"],
                  expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-1"}],
                            "escalations": [{"item": "Do I have to pay the return postage?"}]})]
    assert_all_pass(tmp_path, cases)
