"""Goods called by the proper name their line's name opens with ("the Kestrel came with its handle cracked" of a "Kestrel
stovetop kettle 1.7L") are that line: in blind round ver22a the brand, said alone, was read as naming other goods (a
"kestrel" no line is) and a claim the record proves went to a person. A name is told by the customer's capital letter in
the middle of a sentence; a word of a kind of goods said alone in lower case ("the throw is torn" of a "Throw pillow
cover") still names other goods, and a name two lines share names neither. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.ticket_lines import misnamed
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

LAMP = order_of(("LMP-MW", "Marlowe table lamp, brass", 1, 6400), ("BLB-E27", "LED bulb E27", 2, 500),
                ("SHD-LN", "Linen drum shade", 1, 1800), ref="SU-1")


@pytest.mark.parametrize("text", [
    "Hi, the Marlowe arrived with its base bent right over, the bulbs and the shade are fine. Please refund it.",
    "so my Marlowe came with its base snapped off :( refund pls",
    "Good afternoon. Regrettably the Marlowe was dented on the stem when we unpacked it. Could you refund it?",
    "The shade's fine but the Marlowe is scratched all down one side, can I have a refund",
    "Bulbs ok. the Marlowe however has a cracked base!! refund it please",
])
def test_a_line_called_by_its_opening_name_is_that_line(text):
    assert misnamed(LAMP, text) == {}
    assert lines_asked(LAMP, f"Lamp\n{text}") == ["LMP-MW"]
    assert check_line_in_ticket(decision_on("LMP-MW", cents=6912), LAMP, requests_read(text, LAMP)).passed


THROW = order_of(("THR-PC", "Throw pillow cover, mustard", 1, 2200), ("RUG-01", "Jute rug", 1, 8000), ref="SU-2")


@pytest.mark.parametrize("text", [
    "The rug is fine but the throw is torn, please refund it.",
    "rug fine. the wool throw has a hole, refund pls",
    "Throw is torn. Refund please.",
])
def test_a_kind_of_goods_said_alone_still_names_other_goods(text):
    assert "THR-PC" in misnamed(THROW, text)


TWIN_BRAND = order_of(("KTL-MW", "Marlowe stovetop kettle", 1, 5200), ("TPT-MW", "Marlowe teapot", 1, 3800),
                      ("MUG-01", "Enamel mug", 2, 1200), ref="SU-3")


def test_a_name_two_lines_share_names_neither_alone():
    text = "Hello, the Marlowe came with a dent in it, the mugs are fine. Refund please."
    assert lines_asked(TWIN_BRAND, f"Dent\n{text}") == []
    assert not check_line_in_ticket(decision_on("MUG-01", cents=1296), TWIN_BRAND, requests_read(text, TWIN_BRAND)).passed
