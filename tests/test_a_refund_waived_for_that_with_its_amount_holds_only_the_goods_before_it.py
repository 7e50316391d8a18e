"""A refund waived by a pronoun with the money's amount before it ("no need to refund anything for that", "don't refund me
a penny over it") holds only the goods its "that" stands for: "The lamp shade is dented ... no need to refund anything for
that ... The vase however arrived in pieces - please refund the vase." bound the waiver to nothing, so it held every refund
of the order and the vase went to a person with the lamp's waiver as its reason (verify36 V36-002). Near-miss: the "that"
standing for the vase itself still holds it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.refusal_holds import refusal_holds
from runs.screening import request_dicts
from tests import fresh_cases as fc

LAMP = fc.line("LMP-36", "Linen table lamp", 6200)
VASE = fc.line("VAS-36", "Glass bud vase", 2200)
LINES = [LAMP, VASE]
ORDER = {"order_ref": "SU-70001", "lines": LINES, "charges": [], "refunds": []}
VASE_REFUND = {"action": "refund", "lines": [{"sku": "VAS-36", "quantity": 1}], "amount_cents": 2376}


def _holds_vase(body: str) -> bool:
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    requests = request_dicts(reading, "SU-70001")
    refusals = [{"text": s.text, "forbids": s.forbids, "forbid_kinds": s.forbid_kinds, "asks_return": s.asks_return, "about": s.about}
                for s in reading.sentences if "refund" in s.forbids]
    assert refusals, [(s.text, s.role, s.why) for s in reading.sentences]
    return any(refusal_holds(ORDER, VASE_REFUND, "damaged_item", r, requests) for r in refusals)


WAIVED_LAMP = [
    "Hello,\n\nThe lamp shade is dented on one side. Honestly it's barely visible so no need to refund anything for that, I just wanted "
    "you to know. The vase however arrived in pieces - please refund the vase.\n\nThanks, Alex",
    "The lamp shade is dented. No need to refund anything for that, it's hardly noticeable. The vase smashed though - please refund the vase.",
    "Hi - the lamp shade's dented slightly. No need to credit me anything for that. The vase on the other hand is shattered; please refund the vase.",
    "The lamp shade is a little squashed, but honestly there's no need to reimburse anything for that. The vase however is in bits, please refund it.",
    "The lamp shade is dented. Really, no need to refund anything for that. The vase smashed though - please refund the vase.",
    "My lamp has a dent in the shade. Please don't refund me anything for it, it's fine. The vase came in pieces, could you refund the vase?",
]


@pytest.mark.parametrize("body", WAIVED_LAMP)
def test_the_lamp_waived_never_holds_the_vase_asked_beside_it(body):
    assert not _holds_vase(body)


@pytest.mark.parametrize("body", [
    "The lamp is fine. The vase smashed though. No need to refund anything for that, I'll glue it.",  # "that" is the vase
    "The vase arrived cracked, no need to refund anything for that, it's fine.",  # the vase waived in its own sentence
])
def test_the_waiver_standing_for_the_vase_still_holds_it(body):
    assert _holds_vase(body)


def _damage(cid: str, body: str, paid: list[str]) -> dict:
    refunds = [fc.refund(fc.cents(LINES, sku, 1), sku, 1) for sku in paid]
    return fc.case(cid, body, LINES, intents=[{"kind": "damaged_item", "quote": "please refund the vase"}], fee_cents=0,
                   expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})


@pytest.mark.django_db
def test_end_to_end_the_vase_is_paid_and_the_lamp_waived_is_not(tmp_path):
    cases = [_damage(f"WAIVL-{n}", body, ["VAS-36"]) for n, body in enumerate(WAIVED_LAMP[:3])]
    fc.assert_money_as_expected(tmp_path, cases)
