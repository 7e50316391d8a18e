"""The delivery fee shrugged off in so many words ("It came a few days late but honestly I'm not fussed about the
delivery fee", "don't really care about the shipping charge", "the delivery fee doesn't matter") waives the late
delivery's only remedy, as "keep the fee" does: the screener reads the lateness as context and the guard refuses a
model's refund of the fee (runs/intents/fee_shrugged_off.py, joined to runs/intents/remedy_waivers.py). Read as naming
the fee and so asking it, $5.99 was paid against the customer's word (blind round 33, P33-05). The fee asked after the
shrug, a shrug of something else, a question or the customer caring still ask. Wording written for these tests."""
import pytest

from runs.intents.remedy_waivers import remedies_waived
from tests import fresh_cases as fc
from tests.readings import kind_asked, reading, shown

SHRUGGED = [
    "It came a few days late but honestly I'm not fussed about the delivery fee.",
    "Parcel turned up four days after the promised date. Don't really care about the shipping charge though, it's the chip in the bowl I'm writing about.",
    "the delivery was late, not bothered about the postage tbh",
    "It was a week late. The delivery fee doesn't matter, but the lamp base is cracked, please refund the lamp.",
    "Late again! I couldn't care less about the $4.99 delivery fee, I just want the right size of jumper.",
    "It arrived after the date you promised; no need to worry about the shipping fee, I'm only after the missing spoon.",
    "It came late, the delivery fee is no big deal.",
]
STILL_ASKED = [
    "It came a week late. I'm not fussed about the delay but I do want the delivery fee back.",
    "It came a week late. Not bothered about the fee normally, but this time I want it back.",
    "It came a week late. It's not that I don't care about the delivery fee. Please refund the fee.",
    "It came late. Do you care about the delivery fee? I'd like it back.",
    "It was late. Not fussed about the box being dented, but please refund the postage.",
    "It came a week late and I do care about the delivery fee, please refund it.",
    "It came a week late, you don't care about the delivery fee clearly, refund it.",
]


@pytest.mark.parametrize("text", SHRUGGED)
def test_a_fee_shrugged_off_asks_no_late_refund(text):
    assert not kind_asked(text, "late_delivery"), shown(reading(text))


@pytest.mark.parametrize("text", STILL_ASKED)
def test_the_fee_asked_after_the_shrug_or_beside_another_still_asks(text):
    assert kind_asked(text, "late_delivery"), shown(reading(text))


def test_the_other_claims_beside_the_shrug_stand():
    read = reading("It was a week late. The delivery fee doesn't matter, but the lamp base is cracked, please refund the lamp.")
    assert "damaged_item" in read.intents and "late_delivery" not in read.intents, shown(read)


@pytest.mark.parametrize("text", SHRUGGED[:4])
def test_the_guard_refuses_a_late_fee_refund_the_customer_shrugged_off(text):
    # whatever kind the screener read: a model proposing the fee's refund on the sentence is refused
    assert remedies_waived("late_delivery", "refund", [text], [text]) == [text]


@pytest.mark.parametrize("text", STILL_ASKED[:2])
def test_the_guard_backs_a_fee_asked_after_the_shrug(text):
    assert remedies_waived("late_delivery", "refund", [text], [text]) == []


# --- end to end: what is paid ----------------------------------------------------------------------

def _late(cid: str, body: str, lines: list[dict], intents: list[str], expected: dict, ref: str) -> dict:
    c = fc.case(cid, body, lines, intents=intents, expected=expected, subject="my order", ref=ref)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_no_fee_is_paid_when_shrugged_off_and_the_fee_asked_is(tmp_path):
    bowl = [fc.line("BWL-3", "Glazed serving bowl", 3200)]
    bowl_paid = [fc.refund(fc.cents(bowl, "BWL-3", 1), "BWL-3", 1)]
    cases = [
        _late("FS-1", "It came a few days late but honestly I'm not fussed about the delivery fee. The bowl arrived cracked though, "
              "please refund it.", bowl, ["damaged_item"], {"outcome": "resolved", "refunds": bowl_paid}, "SU-73201"),
        _late("FS-2", "Parcel turned up well after the promised date, don't really care about the shipping charge. The bowl has "
              "a big chip in the rim, refund please.", bowl, ["damaged_item"], {"outcome": "resolved", "refunds": bowl_paid}, "SU-73202"),
        _late("FS-3", "It came a week late. Not bothered about the fee normally, but this time I want it back.", bowl, ["late_delivery"],
              {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]}, "SU-73203"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
