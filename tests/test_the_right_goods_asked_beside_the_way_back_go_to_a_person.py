"""The right goods asked sent beside the way back for the wrong ones ("I do NOT want a refund. I want the mustard ones
sent out to me, and tell me how to send the grey ones back.", ver30a V30-07: read only as the return's how-to, the run
closed resolved and never spoke of the mustard covers) are an `other` request for a person, quoting the sentence; the
return is still the wrong item's, with no refund. A sentence asking only the way back, papers, or goods the customer will
buy themselves is read as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_asked_beside_way_back import right_goods_asked
from tests import fresh_cases as fc

CLAIM = "You sent me grey cushion covers instead of the mustard ones I ordered. "
BOTH_ASKED = [
    "I do NOT want a refund. I want the mustard ones sent out to me, and tell me how to send the grey ones back.",
    "No refund needed. Just post me the right colour and let me know how to return these.",
    "I don't want my money back. Can you send the mustard covers, and how do I return the grey?",
    "don't refund me pls. send the right ones n tell me where to send these back",
    "Can you send the mustard covers, and how do I return the grey?",
    "Not after a refund - please ship the ones I ordered and tell me where the grey go back to.",
]
WAY_BACK_ONLY = [
    "No refund please. Just tell me how to send the grey ones back.",
    "No refund please. Tell me how to send the grey ones back and I'll reorder the mustard myself.",
    "Please send me a return label for the grey ones.",
    "I don't need a refund, just let me know where to post them back.",
]


def _read(text):
    return read_ticket(f"Order SU-70401\n{CLAIM}{text}").sentences


@pytest.mark.parametrize("text", BOTH_ASKED)
def test_the_right_goods_asked_are_a_persons_request(text):
    sentences = _read(text)
    assert any(s.role == "request" and s.kinds == ["wrong_item"] for s in sentences)
    asked = [s for s in sentences if s.role == "request" and "other" in s.kinds]
    assert asked and any(w in asked[-1].text for w in ("mustard", "right", "ones I ordered")), [(s.role, s.kinds, s.text) for s in sentences]


@pytest.mark.parametrize("text", WAY_BACK_ONLY)
def test_the_way_back_alone_asks_nothing_of_a_person(text):
    sentences = _read(text)
    assert not any(s.role == "request" and "other" in s.kinds for s in sentences), [(s.role, s.kinds, s.text) for s in sentences]
    assert not right_goods_asked(text)


@pytest.mark.django_db
def test_the_wrong_goods_go_back_unpaid_and_the_right_ones_to_a_person(tmp_path):
    covers = [fc.line("CV-MU", "Velvet cushion cover, mustard", 1800, 2)]
    bodies = [("mustard ones sent", "You sent grey cushion covers instead of the mustard ones I ordered. I don't want a refund. I want the mustard ones "
              "sent out to me, and tell me how to send the grey ones back."),
              ("right colour", "Wrong colour - grey not mustard!! No refund thanks. Post me the right colour and tell me where to send these back.")]
    cases = [fc.case(f"RG-{i}", body, covers, ref=f"SU-7190{i}", intents=["wrong_item", "other"],
                     expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "CV-MU"}],
                               "escalations": [{"item": item}]})
             for i, (item, body) in enumerate(bodies, start=1)]
    fc.assert_all_pass(tmp_path, cases)
