"""An ask pointing back at goods a claim told missing ("Only four of the six cereal bowls were in the box. ... Please sort
out the missing two.", V43-P6) asks that claim's remedy: read as a request of no kind, a person was asked to answer it
beside the claim's own escalation for the same bowls (runs/intents/missing_ones_pointed.py). Wording written for these
tests. Near-misses: the same words beside a claim of no goods missing, and other goods named beside them."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

BOWLS = line("BWL-6", "Cereal bowl", 900, quantity=6)


def _last(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").sentences[-1]


@pytest.mark.parametrize("body", [
    "Only four of the six cereal bowls were in the box. The packing slip says six. Please could you sort out the missing two?",
    "only 4 bowls came out of 6. can u sort the rest out",
    "Only four of the six bowls were in the parcel. Please deal with the missing two asap.",
    "Two of the six bowls weren't in the box. Kindly deal with the missing ones.",
    "I ordered six bowls and got four. Can you sort out what's missing please?",
    "Hi, I only received 4 of the 6 cereal bowls. Could you please sort out the missing ones? Thanks",
])
def test_the_ask_goes_with_the_missing_claim(body):
    s = _last(body) if not body.endswith("Thanks") else read_ticket(f"my order\n{body}", order_ref="SU-70001").sentences[-2]
    assert not s.is_request, s


@pytest.mark.parametrize("body", [
    "The mug is cracked. Please sort out the missing two.",
    "The jug arrived chipped. Can you sort out the rest of the set?",
])
def test_pointing_back_beside_no_missing_goods_stays_a_request(body):
    assert _last(body).is_request


@pytest.mark.django_db
def test_one_person_is_asked_of_the_missing_bowls(tmp_path):
    bodies = ["Only four of the six cereal bowls were in the box. Please sort out the missing two.",
              "i got 4 of the 6 bowls. could you deal with the two that never arrived"]
    cases = [case(f"MOP-{i}", body, [BOWLS], ref=f"SU-7330{i}", intents=["non_delivery"],
                  expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "bowl"}]})
             for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if "a person answers the request" in d or "unexpected refund" in d], got[c["id"]]["differences"]
