"""A customer's own line straight under a forwarded mail's sign-off, with no blank line between, is theirs: "The lamp won't
switch on.\nThanks,\nRobin\nanyway the lamp still isn't working, can I get a refund" was read as part of the forward
(runs/intents/quoted_blocks.py, _own_line_after_sign_off). Near-misses: the shop's voice under its own sign-off, a name or a
phone number under a sign-off. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.passes import QUOTED_WHY
from tests import fresh_cases as fc

_HEAD = "Fwd: lamp\n---------- Forwarded message ---------\nFrom: Robin Hale <robin.hale@example.com>\nSubject: lamp\n\n"


def _dump(reading) -> list:
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("mail,own", [
    ("The lamp won't switch on.\nThanks,\nRobin", "anyway the lamp still isn't working, can I get a refund"),
    ("Hello, my new lamp is dead on arrival.\nCheers\nRobin H.", "Still dead. I want my money back please."),
    ("The lamp flickers and cuts out.\nKind regards,\nRobin Hale", "It's been 10 days and I've heard nothing, please refund me for the lamp"),
    ("Lamp not working at all.\nThanks", "I'd like a refund for the lamp now."),
    ("The lamp's switch is broken.\nBest wishes,\nRobin", "so yeah i still need a refund for this lamp!!"),
    ("The lamp arrived broken.\nMany thanks,\nRobin", "Can I get my money back for it? I've waited long enough."),
])
def test_a_first_person_line_under_the_sign_off_is_the_customers(mail, own):
    reading = read_ticket(_HEAD + mail + "\n" + own, order_ref="SU-70001")
    mine = [s for s in reading.sentences if s.text.strip() and own.startswith(s.text.strip()[:12])]
    assert mine and mine[0].why != QUOTED_WHY, _dump(reading)
    assert "damaged_item" in reading.intents, _dump(reading)


@pytest.mark.parametrize("mail,below", [
    ("We have logged your lamp fault.\nThanks,\nHelp Team", "We will be in touch within 3 days."),  # the shop's voice
    ("The lamp won't switch on.\nThanks,", "Robin Hale"),  # a name
    ("The lamp won't switch on.\nRegards,\nRobin", "07700 900123"),  # a phone number
])
def test_lines_under_a_sign_off_in_no_customers_voice_stay_forwarded(mail, below):
    reading = read_ticket(_HEAD + mail + "\n" + below, order_ref="SU-70001")
    last = reading.sentences[-1]
    assert last.why == QUOTED_WHY, _dump(reading)


LAMP = [fc.line("LMP-36", "Table lamp", 3900)]


@pytest.mark.django_db
def test_end_to_end_the_line_under_the_sign_off_is_paid_once(tmp_path):
    body = _HEAD.split("\n", 1)[1] + "The lamp won't switch on.\nThanks,\nRobin\nanyway the lamp still isn't working, can I get a refund"
    cases = [fc.case("SIGNED-1", body, LAMP, subject="Fwd: lamp", intents=["damaged_item"], ref="SU-73621",
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(LAMP, "LMP-36", 1), "LMP-36", 1)]})]
    fc.assert_money_as_expected(tmp_path, cases)
