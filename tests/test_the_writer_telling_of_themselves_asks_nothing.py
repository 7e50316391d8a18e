"""What the customer tells of themselves as the writer ("I am eighty-one years of age and not very good with computers,
so my grandson is typing this for me.") asks nothing: read as a problem of no kind it became an `other` subtask for a
person, quoted back as "your request" (ver28c V28C-03). Trouble with the shop's own site or app is still a problem."""

import pytest

from runs.intents import read_ticket
from runs.intents.writer_told import without_writer_told
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("writer", [
    "I am eighty-one years of age and not very good with computers, so my grandson is typing this for me.",
    "Im 79 and hopeless with technology so my daughter is writing this for me.",
    "I'm not very good with e-mails, my neighbour is typing this on my behalf.",
    "Being an old lady I'm no good with computers, so please bear with me.",
    "My son is typing this for me as I can't use computers.",
    "At my age I am not confident with the internet, so my niece is sending this.",
])
def test_the_writer_told_is_no_request(writer):
    reading = _reading(f"The teapot arrived with a broken lid. {writer} Please refund the teapot.")
    assert reading.intents == ["damaged_item"], _seen(reading)


@pytest.mark.parametrize("text", [
    "Your website won't let me log in, I'm not very good with computers but it keeps saying error.",
    "I'm 80 and your app keeps crashing when I try to check my order.",
    "My grandson is typing this because your online form would not accept my address, can you fix it?",
])
def test_trouble_with_the_shops_own_site_is_not_set_aside_as_the_writer(text):
    assert without_writer_told(text) == text


@pytest.mark.django_db
def test_one_refund_and_no_person_for_the_writer_told(tmp_path):
    lines = [line("CLK-W", "Wall clock, walnut", 4500), line("BAT-AA", "AA batteries", 500)]
    body = ("Dear Sir, I am eighty-four and not very good with computers, so my granddaughter is typing this for me. "
            "The glass of the clock was cracked right across when we unpacked it. Please refund the clock. Yours sincerely, Mr Dale")
    assert_all_pass(tmp_path, [case("WRT-1", body, lines, intents=["damaged_item"], expected={
        "outcome": "resolved", "returns": [], "escalations": [], "refunds": [refund(cents(lines, "CLK-W", 1), "CLK-W", 1)]})])
