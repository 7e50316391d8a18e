"""An order's bare digits after goods and "on"/"from" ("the lamp on 71310", "the side table from 71205") or after "order"
and a comma ("my February order, 71202") number that order, as "SU-71310" would: a ticket naming two orders so, with the
late fee asked on the second, had its fee held for a person to say which order was meant (verify47 R3-10). An amount, a
count or a distance after the digits is no order, nor digits after words that are not goods and "on"/"from"."""

import pytest

from runs.sentences import orders_in
from tests.fresh_cases import assert_settled_as_expected, case, line, with_second_order


@pytest.mark.parametrize("text, ref", [
    ("The lamp on 71310 got here fine.", "SU-71310"),
    ("the bookshelf on 71311 arrived two days late", "SU-71311"),
    ("The side table from 71205 has a scratch on the top.", "SU-71205"),
    ("It's my February order, 71202, where the mug arrived broken.", "SU-71202"),
    ("my rug from 883104 never came!!!", "SU-883104"),
    ("those glasses on #71290 were lovely", "SU-71290"),
    ("fine. bookshelf from 75301 came 2 days late", "SU-75301"),
])
def test_bare_digits_after_goods_name_the_order(text, ref):
    assert ref in orders_in(text)


@pytest.mark.parametrize("text", [
    "I earned the bonus on 20000 points.",
    "The car from 10000 miles away.",
    "I'm on 71310 today.",
    "the speaker on 12000 mAh battery",
    "It cost me 71310 dollars.",
    "from 71310 until now",
    "I waited from 71310 minutes",
    "Got it on 71310 and it's fine.",
    "Delivered on 20261118.",
    "Order placed on 71310",
])
def test_digits_that_are_no_order_stay_unread(text):
    assert orders_in(text) == []


def _two_orders(cid: str, body: str, ref_a: str, ref_b: str) -> dict:
    c = case(cid, body, [line("LMP-3", "Arc floor lamp", 13900)], intents=["late_delivery"], ref=ref_a,
             expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]})
    c["ticket"]["order_ref"] = ""
    with_second_order(c, ref_b, [line("BSH-1", "Bookshelf", 11900)])
    first, second = (o["shipments"][0] for o in c["world"]["orders"])
    first["promised_by"] = first["delivered_at"][:10]  # the lamp on time
    second["promised_by"] = "2026-11-16"  # the bookshelf two days late
    return c


@pytest.mark.django_db
@pytest.mark.parametrize("n, body", list(enumerate([
    "Two things. The lamp on {a} got here fine - no complaints. But the bookshelf on {b} arrived two days late, so please refund its delivery fee.",
    "lamp from {a} is great. bookshelf from {b} came 2 days after the date, want the shipping back pls",
    "Hello, the lamp on {a} is perfect thank you. The bookshelf on {b} was late though, could you refund the delivery charge?",
])))
def test_the_fee_on_the_order_numbered_bare_is_paid(tmp_path, n, body):
    a, b = f"SU-7520{n}", f"SU-7530{n}"
    c = _two_orders(f"BN-{n}", body.format(a=a[3:], b=b[3:]), a, b)
    assert_settled_as_expected(tmp_path, [c])
