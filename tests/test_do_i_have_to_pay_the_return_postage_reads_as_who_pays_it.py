""""Do I have to pay the return postage?" reads as "Who pays the return postage?" does, alone or beside a return or a
claim, in any words: a request of its own (`other`, the sentence quoted) that a person answers from the seller's terms
(runs/intents/return_postage_questions.py, runs/intents/postage_questions_anywhere.py). Neither wording is answered by
code: nothing in the record says who pays a return's postage, so a person replies to both. The exact wording already read
so; asked without a question mark ("do i have to pay for the return shipping") it was a statement, dropped, and "Will I
have to pay the postage to send it back?" was a late delivery whose fee could be paid (blind testers). Near-misses: the
postage asked back, turned down or told. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED = [
    "Do I have to pay the return postage?",
    "do i have to pay for the return shipping",
    "Will I have to pay the postage to send it back?",
    "Am I paying the return postage or are you?",
    "Do we need to pay to post it back?",
    "Must I pay for the return label?",
]
BESIDE = ["", "I'd like to return the rug. ", "The rug arrived with a torn corner and I'd like to send it back. ",
          "Wrong rug sent, I ordered the jute one. "]


@pytest.mark.parametrize("before", BESIDE)
@pytest.mark.parametrize("question", ASKED)
def test_the_question_reads_as_who_pays_the_return_postage_does(before, question):
    asked, plain = reading(before + question), reading(before + "Who pays the return postage?")
    read = lambda r: [(s.role, s.kinds, s.why) for s in r.sentences[1:]]  # noqa: E731 (the subject line left out)
    assert read(asked) == read(plain), (shown(asked), shown(plain))
    assert asked.sentences[-1].role == "request" and asked.sentences[-1].kinds == ["other"], shown(asked)


@pytest.mark.parametrize("body,intents", [
    ("I'd like to return the rug. Please refund the $6.50 return postage too.", ["change_of_mind", "other"]),  # asked back
    ("I'd like to return the rug. No need to refund the return postage.", ["change_of_mind"]),              # turned down
    ("I'd like to return the rug. I'll pay the return postage myself.", ["change_of_mind"]),                 # told
])
def test_the_postage_asked_back_turned_down_or_told_is_no_question(body, intents):
    read = reading(body)
    assert read.intents == intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_both_wordings_go_to_a_person_quoted_beside_the_return(tmp_path):
    goods = [fc.line("RUG-1", "Jute rug", 8900), fc.line("LMP-1", "Table lamp", 5400)]
    cases = [fc.case(f"POST-{n}", f"I'd like to return the rug, it's not for me. {q}", goods, intents=["change_of_mind", "other"],
                     expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-1"}], "escalations": [{"item": q}]})
             for n, q in enumerate(["Do I have to pay the return postage?", "Who pays the return postage?"])]
    fc.assert_all_pass(tmp_path, cases)
