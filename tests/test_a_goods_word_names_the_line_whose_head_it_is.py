"""A goods word names the line whose head noun it is, never a line it only modifies (runs/heads_the_stemmer_drops.py):
"Headphone case" is a case. Its head is a word the screener's stems set aside ("case", as in "in case"), so the line
read as a "headphone", and a claim on the headphones beside it was held as naming both lines (blind round ver38c,
P4a/P4c/P4d, $96.12 held each time). The goods word said alone names the line it heads; said with the head after it
("the guitar case") it names the case. Near-misses as before: both named, a pair whose heads the stems keep ("Teapot" /
"Teapot stand"), "in case" said beside the claim. Wording written for these tests."""

import pytest

from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc
from tests.readings import reading, shown


def _lines(names: str, body: str) -> list[str]:
    lines = [{"sku": f"L{i}", "description": d, "quantity": 1, "unit_price_cents": 1000} for i, d in enumerate(names.split("|"))]
    read = reading(body)
    found, why = lines_asked_about({"order_ref": "SU-70001", "lines": lines}, read, "damaged_item")
    assert found or why, shown(read)
    return [x["description"] for x in found]


@pytest.mark.parametrize("names, body, line", [
    ("Headphones|Headphone case", "The headphones arrived with a cracked ear cup, case is all good. Please refund them.", "Headphones"),
    ("Camera|Camera case", "The camera came with a smashed screen. Can I get a refund?", "Camera"),
    ("Guitar|Guitar case", "guitar neck is cracked, case is ok. refund pls", "Guitar"),
    ("Laptop|Laptop case", "Laptop arrived with a dented corner. The case is fine. I'd like my money back for the laptop.", "Laptop"),
    ("Phone|Phone case", "The phone screen arrived cracked. Refund please.", "Phone"),
    ("Headphones|Headphone case", "My left headphone is dead on arrival, refund please", "Headphones"),
    ("Headphones|Headphone case", "The headphone case zip is broken, please refund it.", "Headphone case"),
    ("Guitar|Guitar case", "The guitar case arrived with a split along the seam, the guitar itself is fine. Refund the case please.", "Guitar case"),
])
def test_the_goods_word_names_the_line_it_heads(names, body, line):
    assert _lines(names, body) == [line]


@pytest.mark.parametrize("names, body, lines", [
    ("Camera|Camera case", "Both the camera and the camera case are scratched. Please refund both.", ["Camera", "Camera case"]),
    ("Teapot|Teapot stand", "The teapot arrived with a chipped spout, the stand is fine. Refund please.", ["Teapot"]),
    ("Guitar|Guitar case", "The guitar arrived with a cracked neck. I have photos just in case you need them. Refund please.", ["Guitar"]),
    ("Gift card|Card holder", "The card holder arrived bent. Refund please.", ["Card holder"]),
])
def test_near_misses_read_as_before(names, body, lines):
    assert _lines(names, body) == lines


LINES = [fc.line("CAM-1", "Camera", 8900), fc.line("CAM-C", "Camera case", 2500)]
ASKED = [
    "The camera turned up with a cracked lens. The case is fine. Please refund the camera.",
    "camera arrived dead, wont switch on at all, case is fine tho. refund the camera pls",
    "Sadly the camera's screen is shattered - the case itself survived. A refund for the camera would be great.",
]


@pytest.mark.django_db
def test_the_line_the_word_heads_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "CAM-1", 1), "CAM-1", 1)]
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("HEADED", "SU-7382", LINES, ASKED, paid))
