"""A forwarder's covering line that only points at the message below it ("See below - still nothing.", "fwd: read the
thread, same problem", "Forwarding this again.") asks nothing of its own: the forwarded message's problem is the request,
and the line is no `other` ask for a person beside it (ver34a V34-10; runs/intents/forward_pointers.py). A line that adds
a problem of its own, or a pointer over a shop's own reply forwarded, stays read. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

_FWD = "\n\n---------- Forwarded message ---------\nFrom: Sam Reed <sam.reed@example.org>\nSubject: {subject}\n\n{quoted}"
_LOST = "Hi, the standing lamp I ordered never arrived and tracking hasn't moved in a week. Can I get my money back?"
_CRACKED = "The serving bowl arrived with a crack right through the rim. I would like a refund please."


@pytest.mark.parametrize("cover, quoted, kind", [
    ("See below - still nothing.", _LOST, "non_delivery"),
    ("fwd: read the thread, same problem", _LOST, "non_delivery"),
    ("Forwarding this again.", _CRACKED, "damaged_item"),
    ("Please see the email below, no reply yet.", _CRACKED, "damaged_item"),
    ("as per the chain below. still waiting!!", _LOST, "non_delivery"),
    ("pls read below, nobody has answered", _CRACKED, "damaged_item"),
    ("Resending my earlier email once more - any update?", _LOST, "non_delivery"),
])
def test_the_covering_line_is_context_and_the_forwarded_claim_is_the_request(cover, quoted, kind):
    read = reading(cover + _FWD.format(subject="my order", quoted=quoted), subject="Fwd: my order")
    assert read.intents == [kind], shown(read)


def test_a_line_forwarding_quoted_lines_again_makes_them_the_request():
    read = reading("Forwarding this again.\n\n> From: me\n> The standing lamp never arrived. Please refund me.", subject="Re: lamp")
    assert "non_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("cover, quoted, kinds", [
    # the cover tells a problem of its own: still read
    ("See below - and the matching lampshade came torn as well.", _CRACKED, {"damaged_item"}),
    ("Forwarding this, but also you charged me twice for it.", _CRACKED, {"damaged_item", "duplicate_charge"}),
])
def test_a_covering_line_with_its_own_problem_is_still_read(cover, quoted, kinds):
    read = reading(cover + _FWD.format(subject="my order", quoted=quoted), subject="Fwd: my order")
    assert kinds <= set(read.intents), shown(read)


def test_a_pointer_over_the_shops_own_reply_is_still_a_chase_for_a_person():
    body = "See below - still nothing.\n\n---------- Forwarded message ---------\nFrom: Support Team <help@shop.example>\n\nWe will send a replacement lamp this week."
    read = reading(body, subject="Fwd: lamp")
    assert read.requests, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_lost_parcel_is_paid_and_nothing_goes_to_a_person(tmp_path):
    lamp = [fc.line("LMP-4", "Standing lamp", 9499)]  # $94.99 and its 8% tax: $102.59 back
    c = fc.case("PTR-1", "See below - still nothing." + _FWD.format(subject="where is the lamp", quoted=_LOST), lamp, ref="SU-73201",
                subject="Fwd: where is the lamp", intents=["non_delivery"], fee_cents=0,
                expected={"outcome": "resolved", "refunds": [{"amount_cents": 10259, "source": "carrier_claim", "lines": []}], "escalations": []})
    shipment = c["world"]["orders"][0]["shipments"][0]
    shipment.update(status="in_transit", delivered_at=None, scans=shipment["scans"][:1])
    fc.assert_all_pass(tmp_path, [c])
