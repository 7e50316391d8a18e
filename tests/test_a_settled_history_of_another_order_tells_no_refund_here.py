"""A settled past told of another order numbered ("You refunded the cracked bowl on SU-87010 last month, and this time the
vase from SU-87001 is cracked") tells nothing of this order's goods as refunded before: read as told of the vase, the
vase's claim went to a person as "the customer says it was refunded before and the order records no refund of it"
(runs/settled_lines.py settled_on_another_order). And a settled marker in brackets ("(sorted, thanks!)") belongs to the
clause before it: its "!" ends no sentence when the clause goes on after the bracket (runs/sentences.py
_aside_goes_on); cut there, the history's fragment was read as a claim on the other order and paid. Near-misses: this
order's own refund told, or one told with no order numbered, is still held; an aside ending before a capital still
ends its sentence. Wording written for these tests."""

import pytest

from runs.follow_ups import asked_of
from runs.intents import read_ticket
from runs.sentences import split
from runs.settled_lines import lines_told_refunded
from tests.test_an_earlier_order_told_as_history_is_no_claim_of_its_own import _two_orders
from tests import fresh_cases as fc

VASE_ORDER = {"order_ref": "SU-87001", "lines": [{"sku": "VAS-1", "description": "Glass vase", "quantity": 1}]}

ANOTHER_ORDERS_REFUND = [
    "You refunded the cracked bowl on SU-87010 last month, and this time the vase from SU-87001 is cracked.",
    "You refunded the cracked vase on SU-87010 last month, and this time the vase from SU-87001 is cracked.",
    "you guys refunded my broken bowl from order SU-87010 back in may - now the vase in SU-87001 came smashed, can i get my money back",
    "SU-87010's bowl was refunded already (thank you), but now the vase on SU-87001 is chipped.",
    "I got a refund for the vase on #87010; this time it's the vase in SU-87001 that arrived broken, refund please",
    "my last order SU-87010 the bowl was smashed (you refunded it, thanks!) this time the vase in SU-87001 is broken, refund pls",
    "Your team refunded the glass vase of order SU 87010 in March.",
]


@pytest.mark.parametrize("text", ANOTHER_ORDERS_REFUND)
def test_a_refund_told_of_another_order_holds_nothing_here(text):
    assert lines_told_refunded(VASE_ORDER, [text]) == {}


@pytest.mark.parametrize("text", [
    "You refunded the cracked vase on SU-87001 last month, and now it is cracked again.",
    "You refunded the vase last month and now it is cracked again.",
    "the vase on SU-87001 was refunded already, and SU-87010 has nothing to do with it",
    "You refunded the vase on SU-87010 and SU-87001 both, and now it's cracked again",
])
def test_this_orders_own_refund_told_is_still_held(text):
    assert set(lines_told_refunded(VASE_ORDER, [text])) == {"VAS-1"}


def _reading(text: str):
    return read_ticket("again\n" + text, order_ref="SU-87001")


ASIDES = [
    "like my last order SU-87010 where the bowl came broken (sorted, thanks!), now the vase in SU-87001 is broken. pls refund the vase",
    "like my last order SU-87010 where the bowl came broken (refunded, cheers!) now the vase in SU-87001 is broken, refund pls",
    "My previous order SU-87010 had a cracked jug (you refunded it, much appreciated!!) - this time the vase in SU-87001 is cracked, refund please.",
    "my old order SU-87010 had a dented tray (all sorted, thank you!) - this time the vase in SU-87001 is cracked, please refund",
    "Last time, order SU-87010, the bowl was smashed [refunded, ta!], but now the vase from SU-87001 is broken. Refund the vase.",
    "back in march SU-87010 came with a broken lamp (you refunded it. thanks.), and now the vase in SU-87001 is cracked - refund please",
]


@pytest.mark.parametrize("text", ASIDES)
def test_a_settled_aside_in_brackets_stays_with_its_clause(text):
    reading = _reading(text)
    assert not any(s.text.startswith((")", "]")) for s in reading.sentences), [s.text for s in reading.sentences]
    assert asked_of(reading, "SU-87001") and not asked_of(reading, "SU-87010"), [(s.text, s.role, s.kinds, s.order) for s in reading.sentences]


@pytest.mark.parametrize("text, pieces", [
    ("The bowl came broken (I was so upset!) Please refund it.", 2),
    ("The vase is cracked (see the photo.) The lid is fine.", 2),
    ("The vase is cracked! (photo attached) Please refund.", 2),
    ("Is it refunded? (I asked twice.) Nobody answered.", 3),
])
def test_a_bracket_before_a_new_sentence_still_ends_it(text, pieces):
    assert len(split(text)) == pieces, [s.text for s in split(text)]


@pytest.mark.django_db
def test_end_to_end_the_vase_is_paid(tmp_path):
    fc.assert_all_pass(tmp_path, [_two_orders(f"SETH-{i}", b) for i, b in enumerate([
        ANOTHER_ORDERS_REFUND[1] + " Refund please.", ANOTHER_ORDERS_REFUND[3] + " Please refund it.", ASIDES[2], ASIDES[4]])])
