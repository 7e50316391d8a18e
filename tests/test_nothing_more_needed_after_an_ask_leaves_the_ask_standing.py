""""Nothing else needed." in the sentence after a claim that asks its refund in its own sentence closes the ask, it does
not settle the claim: "one of the vases is cracked, can you refund it? nothing else needed." held the refund asked, read
as a past problem the next sentence said was settled (runs/intents/nothing_more_after_ask.py). Near-misses where the
ticket really is all sorted: the claim asks nothing, the remedy said given, all said sorted. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

VASE = fc.line("VAS-37", "Glass bud vase", 2200, quantity=2)

ASKED = [
    "one of the vases is cracked, can you refund it? nothing else needed.",
    "One vase arrived with a crack down the side, could I get a refund for it? That's all I need.",
    "vase cracked, pls refund. Nothing more needed, thanks",
    "Hello, a vase came chipped at the rim - please refund me for that one. Nothing else is required. Regards, Robin",
    "one vase is broken, can u refund it?? thats all",
    "A vase arrived cracked. Could you refund it please? I don't need anything else.",
]
SORTED = [
    "one of the vases was cracked but your team refunded it yesterday. Nothing else needed.",  # the remedy told given
    "The vase was cracked at the neck. Your team dealt with it last week so all sorted now, nothing else needed.",
    "one vase came cracked, I glued it and it's fine now. Nothing more needed, thanks",  # put right at home
    "A vase was chipped, could you refund it? Actually you already did, all sorted, nothing else needed.",
]


def _requests(body: str):
    reading = read_ticket(f"vases\n{body}", order_ref="SU-70001")
    return [s for s in reading.sentences if s.role == "request"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", ASKED)
def test_the_ask_before_nothing_more_needed_stands(body):
    asked, said = _requests(body)
    assert [s for s in asked if "damaged_item" in s.kinds], said


@pytest.mark.parametrize("body", SORTED)
def test_a_ticket_said_sorted_still_asks_nothing(body):
    asked, said = _requests(body)
    assert not [s for s in asked if "damaged_item" in s.kinds], said


@pytest.mark.django_db
def test_end_to_end_the_vase_asked_is_paid_and_the_sorted_one_is_not(tmp_path):
    vase = fc.refund(fc.cents([VASE], "VAS-37", 1), "VAS-37", 1)
    cases = [fc.case(f"MORE-{i}", body, [VASE], intents=[{"kind": "damaged_item", "quote": body[:20]}], ref=f"SU-7100{i}",
                     expected={"outcome": "resolved", "refunds": [vase], "returns": []}) for i, body in enumerate(ASKED[:4])]
    cases += [fc.case(f"MORE-S{i}", body, [VASE], intents=[], ref=f"SU-7200{i}", expected={"outcome": "escalated", "refunds": [], "returns": []})
              for i, body in enumerate(SORTED[:2])]
    fc.assert_money_as_expected(tmp_path, cases)
