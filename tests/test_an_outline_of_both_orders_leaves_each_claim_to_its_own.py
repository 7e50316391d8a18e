"""A sentence pointing at both orders only to say each has a problem ("Hi both orders in the subject have a problem.",
ver30a V30-31) is an outline: each sentence after it tells one order's problem, the one whose goods it names, as under
"re: orders SU-1 / SU-2". Read as about both, the towels' claim was worked on the basket's order (a return of the
basket nobody asked for) and the basket's late fee was handed to a person again under the other order. A sentence
pointing at both that tells a problem ("both orders were charged twice") is each order's, and so is what follows it.
Wording written for these tests."""

import copy

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

OUTLINES = [
    "Hi both orders in the subject have a problem.",
    "Writing about both of my orders.",
    "There are issues with both orders I'm afraid.",
    "hello, something's up with both parcels.",
    "Both my orders need looking at please.",
    "I have two complaints, one on each order.",
]
TOLD_OF_BOTH = [
    "Both orders were charged twice.",
    "Both my orders came late.",
    "Both parcels arrived smashed.",
]


def _read(first, second="The lamp one came 5 days late so I want the delivery charge back."):
    return read_ticket(f"SU-72101 and SU-72102\n{first} {second}").sentences


@pytest.mark.parametrize("text", OUTLINES)
def test_the_sentence_after_an_outline_is_one_orders(text):
    claim = next(s for s in _read(text) if s.role == "request" and "late_delivery" in s.kinds)
    assert claim.order_unsure and not claim.also, (claim.order, claim.also)


@pytest.mark.parametrize("text", TOLD_OF_BOTH)
def test_a_problem_told_of_both_keeps_both(text):
    said = next(s for s in _read(text, "Please sort it out.") if s.text == text)
    assert said.is_request and said.orders == ["SU-72101", "SU-72102"], (said.role, said.orders)


@pytest.mark.django_db
def test_no_goods_are_taken_back_that_the_customer_did_not_name(tmp_path):
    lamp = [fc.line("LM-1", "Rattan table lamp", 4500)]
    towels = [fc.line("TW-SG", "Bath towel, sage", 1900, 2)]
    body = ("Hi both orders in the subject have a problem. The lamp one came 5 days late so I want the delivery charge back. "
            "The towels I ordered in sage came in bright lime green, so they need to go back. Thanks, Nico")
    case = fc.case("OB-1", body, lamp, ref="SU-72101", subject="SU-72101 and SU-72102", intents=["late_delivery", "wrong_item"],
                   delivered_days_ago=3,
                   expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}],
                             "returns": [{"kind": "return", "sku": "TW-SG"}], "escalations": []})
    case["ticket"]["order_ref"] = ""
    first = case["world"]["orders"][0]
    first["shipments"][0]["promised_by"] = fc._at(8)[:10]  # the lamp came five days late
    second = copy.deepcopy(first)
    second.update(ref="SU-72102", lines=towels)
    second["charges"][0]["amount_cents"], second["charges"][1]["amount_cents"] = 3800, 304
    second["shipments"][0].update(tracking_number="PN72102", promised_by=fc._at(2)[:10])
    case["world"]["orders"].append(second)
    results = fc.run(tmp_path, [case])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0, (results[""], results["OB-1"]["differences"])
    assert not [d for d in results["OB-1"]["differences"] if "return" in d or "refund" in d], results["OB-1"]["differences"]
