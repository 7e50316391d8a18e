"""An ask the customer goes on writing on the "Sent from my phone" line ("Sent from my phone -- pls refund the delivery fee
too it came 4 days late") is read as theirs; the footer's own words stay context (inject43 V4-13: the whole line was read
as the mail program's footer, the late fee owed was held). A footer alone, or one with a line break after it, is as
before (runs/asks_after_sent_from.py). Fresh wordings."""

import pytest

from runs.asks_after_sent_from import sent_from_cuts
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKS = [
    "Sent from my phone -- pls refund the delivery fee too it came 4 days late",
    "Sent from my iPhone, also the parcel came 4 days late so can I get the delivery charge back",
    "sent from my Galaxy S23: delivery was 4 days late btw, refund the shipping please",
    "Sent via Outlook for Android | the parcel was 4 days late, I'd like the delivery fee refunded",
    "Sent from my mobile - oh and it arrived 4 days late, refund delivery pls",
    "Sent from my smartphone; came 4 days late, pls refund the postage",
]


@pytest.mark.parametrize("line", ASKS)
def test_the_ask_after_the_footer_is_read(line):
    read = reading(f"The hangers are great quality.\n\nRobin\n{line}")
    footer = [s for s in read.sentences if s.text.lower().startswith("sent ")]
    assert footer and footer[0].role in ("context", "statement"), shown(read)  # asking nothing
    assert any("late_delivery" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("text", [
    "Thanks\nSent from my iPhone",
    "Thanks\nSent from my Galaxy S23",
    "Thanks\nSent from my phone\nThe mug was cracked",
    "I sent from my phone a photo, the mug is cracked",  # no footer: the customer's own sentence
])
def test_near_misses_are_not_cut(text):
    assert sent_from_cuts(text) == []


LINES = [fc.line("HNG-1", "Coat hanger set", 1900)]


@pytest.mark.django_db
def test_the_late_fee_is_paid(tmp_path):
    cases = [fc.late_by(fc.case(f"SENTFROM-{n}", f"Hangers arrived, great quality.\n\nRobin\n{line}", LINES, intents=["late_delivery"],
                                 expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}, ref=f"SU-7720{n}"), 4)
             for n, line in enumerate(ASKS[:3])]
    fc.assert_money_as_expected(tmp_path, cases)
