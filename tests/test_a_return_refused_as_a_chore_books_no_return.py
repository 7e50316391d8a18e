"""A return refused as a chore ("I'd rather not go through a return - can you just refund me and I'll donate the pink
ones?", "I won't bother with the return", "I really don't want to deal with a return") forbids the return like any
other refusal of the goods' trip back (runs/intents/return_refused.py): the towels' return was booked (verify43 V5-08).
Goods to be given away ("I'll donate the pink ones", "we'll recycle them") are gone from the customer too. Near-misses:
a return agreed to or asked. Wording written for these tests."""

import pytest

from runs.intents.return_refused import return_refused
from tests import fresh_cases as fc


@pytest.mark.parametrize("text", [
    "I'd rather not go through a return - can you just refund me and I'll donate the pink ones?",
    "Honestly I won't bother with the return, just refund me.",
    "I really don't want to deal with a return, can you refund?",
    "I'm not doing the whole return process for a $12 item, refund please",
    "i'd rather not faff about with a return tbh",
    "We'd prefer not to go through with the returns palaver.",
    "refund me please, we'll recycle them",
])
def test_a_return_refused_as_a_chore_is_refused(text):
    assert return_refused(text), text


@pytest.mark.parametrize("text", [
    "Happy to go through a return if you send a label.",
    "Can you set up a return?",
    "I'll go through the return process, just tell me how.",
    "I don't mind doing a return.",
    "If I go through a return, how long does the refund take?",
])
def test_a_return_agreed_or_asked_is_no_refusal(text):
    assert not return_refused(text), text


@pytest.mark.django_db
def test_end_to_end_no_return_is_booked_when_the_customer_will_not_go_through_one(tmp_path):
    goods = [fc.line("TWL-1", "Bath towel set, grey", 3600)]
    bodies = ["Got pink towels instead of the grey ones. I'd rather not go through a return - can you just refund me and I'll donate the pink ones?",
              "wrong colour towels came (pink!). honestly i wont bother with the return, just refund me"]
    cases = [fc.case(f"CHORE-{n}", body, goods, intents=["wrong_item"], expected={"outcome": "escalated", "refunds": [], "returns": []},
                     ref=f"SU-7320{n}") for n, body in enumerate(bodies)]
    fc.assert_settled_as_expected(tmp_path, cases)
