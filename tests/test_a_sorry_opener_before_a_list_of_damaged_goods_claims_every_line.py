"""A damage sentence opening with a sorry ("I'm afraid", "sorry to say", "sad to report") before a list of goods claims
every line of the list. A held-back round had "I'm afraid two of the dinner plates and the serving bowl were broken"
pay the bowl only: the opener was read as a predicate of the first clause, so the plates were told beside the damage,
dropped without a trace (runs/listed_broken.py `_SORRY_TO_TELL`). Wording written for these tests."""

import pytest

from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc
from tests.readings import reading

TABLE = [fc.line("PLT-DIN", "Dinner plate", 1100, 6), fc.line("BWL-SRV", "Serving bowl", 2800), fc.line("TMB-GLS", "Tumbler", 900, 4)]


def _asked(text: str) -> list[str]:
    return sorted(x["sku"] for x in lines_asked_about({"order_ref": "SU-70001", "lines": TABLE}, reading(text), "damaged_item")[0])


@pytest.mark.parametrize("text", [
    "I'm afraid two of the dinner plates and the serving bowl were broken when I opened the box; the tumblers all survived.",
    "Im afraid 2 of the plates and the serving bowl came smashed",
    "I am afraid the serving bowl and two of the dinner plates arrived in pieces.",
    "Afraid the serving bowl and a plate were cracked, sorry!",
    "Sorry to say the dinner plates and the serving bowl both arrived chipped.",
    "I'm sad to report that the serving bowl and three of the plates came broken.",
    "i'm sorry to tell you the plates and the bowl were all cracked",
])
def test_every_line_listed_after_a_sorry_opener_is_claimed(text):
    assert _asked(text) == ["BWL-SRV", "PLT-DIN"]


# Near-misses: goods in a clause with a predicate of their own stay told beside the damage.
@pytest.mark.parametrize("text", [
    "I'm afraid I returned the serving bowl and two of the plates came broken.",
    "I'm afraid I love the serving bowl and two of the plates arrived cracked.",
    "Sorry to say I kept the serving bowl and the plates were chipped.",
])
def test_goods_with_a_predicate_of_their_own_are_still_not_claimed(text):
    assert _asked(text) == ["PLT-DIN"]


def _both_paid(cid: str, ref: str, body: str, plates: int) -> dict:
    expected = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(TABLE, "PLT-DIN", plates), "PLT-DIN", plates),
                                                   fc.refund(fc.cents(TABLE, "BWL-SRV", 1), "BWL-SRV", 1)]}
    return fc.case(cid, body, TABLE, intents=["damaged_item"], expected=expected, ref=ref)


@pytest.mark.django_db
def test_end_to_end_both_lines_are_paid_after_a_sorry_opener(tmp_path):
    fc.assert_all_pass(tmp_path, [
        _both_paid("SORRY-0", "SU-72000", "Good morning. My order arrived on Friday. I'm afraid two of the dinner plates and the serving bowl "
                                          "were broken when I unpacked them; the tumblers are fine. Please could you refund the broken pieces.", 2),
        _both_paid("SORRY-1", "SU-72001", "sorry to say the serving bowl and three of the plates came smashed. refund them pls", 3),
    ])
