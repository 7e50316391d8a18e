"""Goods told damaged with the money refused and a warranty (or guarantee) asked after: "Mirror came scratched. Not after
my money back. Is it under warranty though?" must pay nothing (the customer refused the money) and hand the warranty
question to a person. The refusal's words ("not after", "not looking for", "not bothered about", "don't want") hold the
claim's refund (runs/intents/money_refused.py and the offline agent's refusal holds); the question is an `other` request
a person answers. Near-misses: the money asked beside the warranty question is paid. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

REFUSED_WARRANTY = [
    ("Mirror came scratched. Not after my money back. Is it under warranty though?", "warranty"),
    ("The mirror has a scratch right across it. I don't want my money back. Does the warranty cover this?", "warranty"),
    ("Mirror arrived scratched. Not looking for a refund. Is it covered by the warranty?", "warranty"),
    ("mirror came scratched - not after a refund, is it under warranty tho?", "warranty"),
    ("Mirror came scratched. Not bothered about a refund. Is there a guarantee on it?", "guarantee"),
    ("Hello,\n\nMy new mirror came with a scratch on the glass. I'm not after my money back.\n\nIs it under warranty though?\n\nThanks, Sam",
     "warranty"),
]


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body,word", REFUSED_WARRANTY)
def test_the_warranty_question_is_a_request_a_person_answers(body, word):
    reading = _read(body)
    asked = [s for s in reading.sentences if s.role == "request" and "other" in s.kinds and word in s.text.lower()]
    assert asked, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


MIRROR = [fc.line("MIR-36", "Bevelled wall mirror", 6400)]


def _case(cid: str, body: str, word: str, refunds: list[dict]) -> dict:
    return fc.case(cid, body, MIRROR, fee_cents=0, intents=[{"kind": "damaged_item", "quote": body[:20]}],
                   expected={"outcome": "partial" if refunds else "escalated", "refunds": refunds, "returns": [],
                             "escalations": [{"item": word}]})


@pytest.mark.django_db
def test_end_to_end_the_money_refused_is_never_paid_and_the_warranty_reaches_a_person(tmp_path):
    mirror = fc.refund(fc.cents(MIRROR, "MIR-36", 1), "MIR-36", 1)
    cases = [_case(f"WARR-{i}", body, word, []) for i, (body, word) in enumerate(REFUSED_WARRANTY)]
    # near-miss: the money asked beside the warranty question is paid
    cases.append(_case("WARR-PAID", "Mirror came scratched, I'd like my money back please. Is it under warranty though?", "warranty", [mirror]))
    got = fc.run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))]
        named = [d for d in got[c["id"]]["differences"] if "expected; " in d]  # the warranty question reached no person
        assert not money and not named, (c["id"], got[c["id"]]["differences"])
