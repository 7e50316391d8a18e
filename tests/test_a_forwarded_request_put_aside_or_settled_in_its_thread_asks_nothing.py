"""A forwarded or quoted request the customer's covering words put aside ("please ignore the request below, I sorted it
in store"), or that a quoted shop reply in the same thread says was put right ("> Support wrote: we have refunded the
duplicate charge"), is not read as the customer's request (runs/intents/forwarded_put_aside.py; verify35 V35-062 paid
$45 for a vase put aside, V35-059 read a refunded duplicate as new). Covering words settling something else, a shop
reply of another kind or one refusing, and a forward that only points below leave the quoted request asked."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

PUT_ASIDE = [
    ("Fwd: damaged\nPlease ignore the request below, I sorted it in store. The only thing I need: cancel my newsletter.\n\n"
     "> The vase was cracked, refund it please.", "damaged_item"),
    ("Fwd: my mug\nDisregard the email underneath, it's all sorted now. Thanks!\n\n> My mug arrived chipped, could I get a refund?", "damaged_item"),
    ("FW: lamp\nhi, pls ignore whats below - the courier paid me out already\n\n> lamp came smashed, refund pls", "damaged_item"),
    ("Fwd: rug\nForget the bit below, the rug turned up in the end.\n\n> My rug never arrived, I want my money back.", "non_delivery"),
    ("Fwd: Re: refund\nForwarding our earlier thread. New issue: the frame arrived with the glass cracked, please refund it.\n\n"
     "> On 2 Mar, Support wrote: we have refunded the duplicate charge on your order.\n> On 1 Mar, Robin wrote: I was charged twice.", "duplicate_charge"),
    ("Fwd: Re: order\nSending the old thread for reference. The bowl is chipped now, please refund it.\n\n"
     "> Support wrote: We've reversed the second payment, sorry about that.\n> I wrote: you took my payment twice", "duplicate_charge"),
]


@pytest.mark.parametrize("text,kind", PUT_ASIDE)
def test_a_forwarded_request_put_aside_or_settled_in_its_thread_is_not_asked(text, kind):
    reading = read_ticket(text)
    assert kind not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


STILL_ASKED = [
    ("Fwd: Re: order\nSending the old thread again, nobody answered. The bowl is chipped now, please refund it.\n\n"
     "> Support wrote: We've refunded the delivery fee.\n> I wrote: you took my payment twice", "duplicate_charge"),
    ("Fwd: Re: order\nForwarding my earlier email again, still no reply.\n\n"
     "> Support wrote: We cannot refund the second payment yet.\n> I wrote: you took my payment twice", "duplicate_charge"),
    ("Fwd: broken vase\nForwarding from my wife, see below. My kettle issue is sorted now.\n\n> The vase was cracked, refund it please.", "damaged_item"),
    ("Fwd: broken vase\nPlease see below, nobody ignored it I hope.\n\n> The vase was cracked, refund it please.", "damaged_item"),
]


@pytest.mark.parametrize("text,kind", STILL_ASKED)
def test_a_forwarded_request_not_put_aside_stays_asked(text, kind):
    assert kind in read_ticket(text).intents


VASE = [fc.line("VA-1", "Glass vase", 4500)]


@pytest.mark.django_db
def test_a_request_put_aside_below_is_not_paid_and_one_forwarded_again_is(tmp_path):
    aside = fc.case("FPA-1", "Please ignore the request below, I sorted it in store. The only thing I need: cancel my newsletter.\n\n"
                    "> The vase was cracked, refund it please.", VASE, intents=["other"], subject="Fwd: damaged", ref="SU-70431",
                    expected={"outcome": "escalated", "refunds": [], "returns": []})
    again = fc.case("FPA-2", "Forwarding my earlier email again, still no reply.\n\n> The vase was cracked, refund it please.", VASE,
                    intents=["damaged_item"], subject="Fwd: damaged", ref="SU-70432",
                    expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(VASE, "VA-1", 1), "VA-1", 1)], "returns": []})
    fc.assert_money_as_expected(tmp_path, [aside, again])
