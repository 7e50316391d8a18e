"""An ask in the customer's own words for goods their own new claim names ("the base of the lamp has a crack ... Could you
refund the lamp as well?") asks that claim's remedy, never the problem a quoted earlier message told of the same goods
("> The lamp arrived four days late.", "> Could you refund the delivery fee please?"): adopted, the old late fee was
planned again, and only an earlier refund on the record kept a second payment back (blind round ver34c B34-05;
runs/intents/quoted_goods_own_claim.py). Wording written for these tests.Thanks for a refund already had ("Got the delivery refund, thank you", "received the $5.99 back") tell it settled
(runs/intents/settled_other_means.py), never a new ask."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

_THREAD = "\n\nOn Fri, 16 Oct 2026 Owen wrote:\n> The {goods} arrived four days late.\n> Could you refund the delivery fee please?"


def _reading(body: str, goods: str = "lamp"):
    reading = read_ticket("Re: Your order SU-70001\n" + body + _THREAD.format(goods=goods), order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Hi again - thanks, the delivery fee refund came through fine. Now that I've unpacked it, the base of the lamp has a crack right through it. Could you refund the lamp as well?",
    "thanks for sorting the fee. unpacked the lamp last night and the shade is torn, can u refund the lamp too",
    "Hello, the fee came back, cheers. Bad news though: the lamp's base is cracked. Please refund the lamp.",
    "Got the delivery refund, thank you. The lamp itself turned out to be broken at the switch - I'd like a refund for the lamp please.",
    "Quick follow-up. The lamp has a dent in the base that I missed before. A refund on the lamp would be great.",
    "Re my earlier mail: all fine with the fee. But the lamp arrived with its glass shade shattered, so money back for the lamp please?",
])
def test_the_ask_is_the_new_claims_and_the_quoted_lateness_is_not_asked_again(body):
    reading, shown = _reading(body)
    assert reading.intents == ["damaged_item"], shown


@pytest.mark.parametrize("body, goods", [
    ("Yes please, refund the lamp.", "lamp"),  # no claim of the customer's own: the quoted problem is theirs now
    ("The mug came chipped. Please refund the lamp and the mug.", "lamp"),  # the lamp is no own claim's goods
])
def test_a_quoted_problem_no_own_claim_names_is_still_adopted(body, goods):
    reading, shown = _reading(body, goods)
    assert "late_delivery" in reading.intents, shown


@pytest.mark.parametrize("said", [
    "Got the delivery refund, thank you.",
    "Received the $5.99 back for the late delivery, thanks!",
    "cheers for the shipping refund, it came through.",
    "Thank you so much for the postage refund.",
    "had the delivery fee back yesterday, ta.",
    "Thanks again for the refund on the late fee.",
])
def test_thanks_for_a_refund_had_asks_nothing(said):
    reading = read_ticket("Order SU-70001\n" + said + " The lamp is cracked, please refund it.", order_ref="SU-70001")
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("said, kind", [
    ("I haven't got the delivery refund yet and it came 4 days late.", "late_delivery"),
    ("Can I get the delivery refund please? It came late.", "late_delivery"),
    ("The parcel came 4 days late. Could I have the $5.99 back?", "late_delivery"),
])
def test_a_refund_not_had_or_asked_is_still_asked(said, kind):
    reading = read_ticket("Order SU-70001\n" + said, order_ref="SU-70001")
    assert reading.intents and set(reading.intents) <= {kind, "other"}, [(s.role, s.kinds, s.text) for s in reading.sentences]


LAMP = [line("LA-1", "Ceramic table lamp", 6400)]


@pytest.mark.django_db
def test_the_lamp_is_paid_and_the_fee_never_again(tmp_path):
    lamp = refund(cents(LAMP, "LA-1", 1), "LA-1", 1)
    body = ("Hi again - thanks, the delivery fee refund came through fine. Now that I've unpacked it, the base of the lamp has a crack "
            "right through it. Could you refund the lamp as well?" + _THREAD.format(goods="lamp"))
    # no earlier refund on the record: only the reading keeps the $5.99 from being paid a second time
    assert_money_as_expected(tmp_path, [case("QUOTED-1", body, LAMP, intents=["damaged_item"], subject="Re: Your order SU-70001",
                                             expected={"outcome": "resolved", "refunds": [lamp], "returns": []})])
