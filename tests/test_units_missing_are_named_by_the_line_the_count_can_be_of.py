"""The units a short delivery left out are named by the line the count told can be of, not by a line whose name holds the
word the customer used for the container: "there are only 9 in the box, so three are missing" on an order of 12 tea light
holders and 2 "Long matches, box" told the customer "the units of the long matches, box" were missing (blind round ver26a,
VER26A-07). Nine cannot have come of a line of two: the record names the line (runs/short_line_by_count.py, read by
runs/unit_counts.py). Where the words name a line the count fits, they stand; where several lines fit and the words name
none that does, no line is named rather than a wrong one. Wording written for these tests."""

import pytest

from runs.models import Run
from runs.unit_counts import units_short
from tests.fresh_cases import case, cents, line, refund, run


def _line(sku, description, quantity):
    return {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": 500}


TEA_LIGHTS = [_line("TLH", "Frosted glass tea light holder", 12), _line("MTC", "Long matches, box", 2)]

NAMED_BY_THE_RECORD = [
    (TEA_LIGHTS, "Counted them out and there are only 9 in the box, so three are missing.", "3 frosted glass tea light holders"),
    ([_line("MUG", "Stoneware mug", 8), _line("GBX", "Gift box of 6 candles", 1)], "the box only had 5 in it, I ordered 8", "3 stoneware mugs"),
    ([_line("TT", "Tea towels, pack of 3", 1), _line("NAP", "Linen napkin", 10)], "Only 4 came in the pack!", "6 linen napkins"),
    ([_line("CST", "Coasters, set of 4", 2), _line("WG", "Wine glass", 10)], "There were just 7 in the set when I unpacked it.", "3 wine glasses"),
    ([_line("GB", "Gift bag", 3), _line("CD", "Taper candle", 12)], "got only 10 in the bag, should be 12", "2 taper candles"),
    ([_line("GBX", "Gift box of 6 candles", 2), _line("MUG", "Stoneware mug", 4)], "HELLO only 2 in the box out of 4 ordered", "2 stoneware mugs"),
    (TEA_LIGHTS, "we are 3 short in the box", "3 frosted glass tea light holders"),
]


@pytest.mark.parametrize("lines, text, named", NAMED_BY_THE_RECORD)
def test_the_missing_units_are_of_the_line_the_count_can_be_of(lines, text, named):
    assert units_short({"lines": lines}, [text]) == [named]


WORDS_STAND = [
    # the line the container's word names fits the count: it is that line
    (TEA_LIGHTS, "only 1 in the box, I ordered 2 boxes of matches", "1 long matches, box"),
    ([_line("GBX", "Gift box of 6 candles", 3), _line("MUG", "Stoneware mug", 1)], "only 2 in the box out of 3", "1 gift box of 6 candles"),
    # one line only: it is that line, as before
    ([_line("TLH", "Frosted glass tea light holder", 12)], "only 9 in the box", "3 frosted glass tea light holders"),
    # several lines fit and the words name none that does: no line named, rather than a wrong one
    ([*TEA_LIGHTS, _line("PC", "Pillar candle", 10)], "there are only 9 in the box", "units"),
]


@pytest.mark.parametrize("lines, text, named", WORDS_STAND)
def test_a_line_the_count_fits_is_named_as_before(lines, text, named):
    assert units_short({"lines": lines}, [text]) == [named]


@pytest.mark.django_db
def test_the_reply_names_the_tea_light_holders_missing_not_the_matches(tmp_path):
    lines = [line("TLH-GLS", "Frosted glass tea light holder", 350, 12), line("MTC-LNG", "Long matches, box", 225, 2)]
    bodies = [
        "Hi! Ordered twelve of the frosted tea light holders. Only 9 in the box, so three are missing. Also two of the tea light holders came chipped, please refund those two.",
        "only 9 in the box when i counted, the packing slip says 12. two of the tea light holders are chipped too, refund those 2 please",
        "Dear Sir or Madam, the parcel arrived but there were only 9 in the box. In addition, two of the tea light holders arrived chipped; "
        "kindly refund the two.",
    ]
    cases = [case(f"SHORT-{i}", body, lines, intents=["non_delivery", "damaged_item"],
                  expected={"outcome": "partial", "refunds": [refund(cents(lines, "TLH-GLS", 2), "TLH-GLS", 2)], "returns": [],
                            "escalations": [{"item": "missing"}]})
             for i, body in enumerate(bodies)]
    results = run(tmp_path, cases)
    for c in cases:
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state["reply"]["body"]
        assert "3 frosted glass tea light holders" in reply, (c["id"], reply)
        assert "matches" not in reply, (c["id"], reply)
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
