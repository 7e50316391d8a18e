"""An ask that offers the money as one of its choices ("send it back and get the right one or the money", "a new one or
a refund, whichever is easier") never rules the money out: it was read as goods asked instead of money, the refund was
forbidden in the customer's name and the reply promised "as you asked, no refund will be made when it arrives" (blind
round ver22a). The exchange is still a person's to arrange; the money stays open. Money set aside in the same breath
("I don't want a new one or a refund", "a new one, not a refund or credit") still declines it. Wording written for
these tests (runs/intents/money_or_goods.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.money_or_goods import money_left_open
from runs.models import Run
from tests.fresh_cases import case, line, run

EITHER_OR = [
    "I would like to return the lamp and have the correct one or the money please.",
    "Can you send the 8s or refund me, whichever is easier?",
    "I'd like a refund or a replacement please.",
    "Exchange it for the blue or refund it, up to you.",
    "pls swap it for the right size or just give me my money back",
    "Either a replacement or a refund, either is fine by me.",
    "I want to send it back and get the proper colour or my money back, thank you.",
]


@pytest.mark.parametrize("text", EITHER_OR)
def test_goods_or_the_money_offers_the_money(text):
    assert money_left_open(text)


@pytest.mark.parametrize("text", [
    "I don't want a replacement or a refund, just letting you know.",
    "Please send the blue one, not a refund or credit.",
    "I'd rather have a new one than a refund or a voucher.",
    "No refund or replacement needed.",
    "Please send a new one.",
    "I want the right one sent, I dont want a refund or anything.",
    "Did you send the item or the money?  I can't tell from the email.",
])
def test_money_set_aside_or_never_named_is_not_offered(text):
    # (the last asks nothing of a remedy: it is read as whatever it is, never as goods asked instead of money)
    assert not money_left_open(text) or "?" in text


@pytest.mark.parametrize("body", [
    "The lamp came in green, I ordered it in cream. Please I want to send back the lamp and get the right one or the money.",
    "Hello, wrong colour lamp arrived (green not cream). I'd like to return it and get the cream one, or a refund, whichever is quicker.",
    "got a green lamp, ordered cream!! swap it for the cream or give me my money back, dont mind which",
    "The lamp is green but my order says cream. Could you exchange it for the cream one or refund it? Either works.",
    "Dear team, the lamp delivered is green; I ordered cream. I would like the correct colour sent or a refund, whatever is easier.",
])
def test_an_either_or_ask_beside_a_wrong_item_forbids_no_refund(body):
    reading = read_ticket(f"Wrong lamp\n{body}", order_ref="SU-1")
    assert reading.sentences and not any("refund" in s.forbids for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("body", [
    "The lamp came in green, I ordered cream. I don't want a refund, just send the cream one please.",
    "The lamp is the wrong colour. Please send the cream one instead, no refund.",
    "Wrong colour lamp. I'd much rather have the cream one than the money back.",
])
def test_goods_asked_instead_of_money_still_forbid_the_refund(body):
    reading = read_ticket(f"Wrong lamp\n{body}", order_ref="SU-1")
    assert any("refund" in s.forbids for s in reading.sentences), reading.as_payload()


LAMP = [line("LMP-CR", "Table lamp, cream", 4500), line("SHD-01", "Lamp shade, linen", 1500)]


@pytest.mark.django_db
def test_the_reply_never_tells_the_customer_no_refund_will_be_made(tmp_path):
    body = ("Hi, the lamp I got is green, not the cream I ordered. The shade is fine. I want to send the lamp back and get the "
            "right one or the money. Thanks.")
    c = case("MOG-1", body, LAMP, intents=["wrong_item"], expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-CR"}],
                                                                     "escalations": [{"item": "right one"}]})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    reply = " ".join((Run.objects.get().state.get("reply") or {}).get("sentences", {}).values())
    assert "no refund" not in reply.lower(), reply
    assert got["MOG-1"]["passed"], got["MOG-1"]["differences"]
