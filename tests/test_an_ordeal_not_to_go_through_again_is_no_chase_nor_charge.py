"""The money asked back beside an ordeal the customer will not go through again ("I would be grateful if you would give
me my money back for the clock, I do not want to go through all that again") asks the damage claim's own remedy: it
was read as a chase of a refund "going through" (and, blanked of that, as a charge taken "again"), so the clock's refund,
already paid, went to a person too (ver28c V28C-03). A refund that has or has not gone through is still chased."""

import pytest

from runs.intents import read_ticket
from runs.intents.claim_remedy_asks import CLAIM_REMEDY_WHY
from runs.intents.ordeals_told import without_ordeal
from runs.intents.unread import AROUND_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The glass front of the clock was smashed when it came. I would be grateful if you would give me my money back for the clock, "
    "I do not want to go through all that again.",
    "the vase arrived in pieces. just refund the vase pls, i cant face going through that again",
    "Teapot came with the spout snapped off. Please can I have my money back, I really don't want to go through the whole process again.",
    "My lamp base arrived cracked. Id like a refund for it as I'm not going through this whole palaver twice.",
    "The mirror was shattered in the box. Money back please - we don't want to go through the hassle of another delivery.",
    "The jug came chipped on the lip. I'd rather just have the refund, honestly I couldn't go through all of that again.",
])
def test_the_money_asked_beside_an_ordeal_is_the_claims_remedy(body):
    reading = _reading(body)
    assert reading.intents == ["damaged_item"], _seen(reading)


@pytest.mark.parametrize("body", [
    "The vase arrived smashed and you said you'd refund it. Has the refund gone through yet?",
    "The kettle was dented and you promised me a refund. It still hasn't gone through, weeks later.",
    "Refunded for the broken lamp last month, but the refund still hasn't gone through on my card.",
    "The kettle was dented. My money back for it never went through, can you check?",
])
def test_a_refund_going_through_is_still_a_chase(body):
    reading = _reading(body)
    chase = next(s for s in reading.sentences if "through" in s.text)
    # read as a chase (a person's or the record's to answer), never as a new ask of the claim's remedy nor as nothing
    assert chase.role != "statement" and chase.why not in (AROUND_WHY, CLAIM_REMEDY_WHY) and chase.why, _seen(reading)


@pytest.mark.parametrize("text, kept", [
    ("I do not want to go through all that again.", False),
    ("has the refund gone through yet?", True),
    ("the refund went through that quickly last time", True),
    ("will it go through the letterbox?", True),
])
def test_only_the_customers_ordeal_is_blanked(text, kept):
    assert (without_ordeal(text) == text) is kept


@pytest.mark.django_db
def test_the_clock_is_paid_once_and_no_person_asked(tmp_path):
    lines = [line("CLK-W", "Wall clock, walnut", 4500), line("BAT-AA", "AA batteries", 500)]
    body = ("Dear Sir or Madam, when the parcel came the glass front of the clock was smashed. The batteries were quite alright. "
            "I would be grateful if you would give me my money back for the clock, I do not want to go through all that again. Yours faithfully")
    assert_all_pass(tmp_path, [case("ORD-1", body, lines, intents=["damaged_item"], expected={
        "outcome": "resolved", "returns": [], "escalations": [], "refunds": [refund(cents(lines, "CLK-W", 1), "CLK-W", 1)]})])
