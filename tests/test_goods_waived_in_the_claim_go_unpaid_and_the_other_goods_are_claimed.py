"""A claim's own sentence that waives the goods it names first and turns to other goods ("The lamp is dented but honestly
I don't mind about the lamp, it's the towels that bother me: they arrived with a big tear.") is the other goods' claim:
the waived line is never paid, the other line is claimed and paid when the record supports it
(runs/intents/waived_goods.py `waived_in_claim_spans`, runs/ticket_lines.py `lines_in_clauses`).
verify34 V01, V02, W06 paid the waived line and silently dropped the one asked. Near-misses waive nothing.
Wording written for these tests."""
import pytest

from runs.intents.waived_goods import waived_in_claim_spans
from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc
from tests.readings import reading, shown

THREE = [{"sku": "MUG-5", "description": "Blue stoneware mug"}, {"sku": "LAMP-5", "description": "Brass desk lamp"},
         {"sku": "TOWEL-5", "description": "Bath towel set"}]
# (body, the line waived, the line claimed)
WAIVED = [
    ("The kettle... no wait. The mug is chipped but honestly I don't care about the mug, it's the lamp that's the problem: the shade was torn when it came.",
     "MUG-5", "LAMP-5"),
    ("lamp arrived dented but i dont mind about the lamp, its the towels that bother me - they came ripped", "LAMP-5", "TOWEL-5"),
    ("The towel set has a small snag; I'm not fussed about the towels, the real problem is the mug: it arrived cracked in two.",
     "TOWEL-5", "MUG-5"),
    ("Mug cracked, but we really don't mind about the mug - it's the lamp that upsets us, the base came bent.", "MUG-5", "LAMP-5"),
    ("the mug came cracked tbh im not bothered about the mug - its the towel set i want sorted, it has a hole", "MUG-5", "TOWEL-5"),
    ("Honestly the lamp got a dent, I do not care about the lamp, what really bothers me is the mug which arrived smashed.",
     "LAMP-5", "MUG-5"),
    ("Mug was chipped on arrival, I'm not that worried about the mug, my real problem is the towels: torn right down the middle.",
     "MUG-5", "TOWEL-5"),
]
NOT_WAIVED = [
    "I don't mind about the wait, it's the lamp that's the problem",
    "I don't care about the mug being late, it's broken",
    "I don't mind about the mug if you send a new one, it's the lamp that's the problem",
    "I do mind about the mug, it's cracked",
    "I'm not worried about the lamp and the mug: both arrived broken",
    "Honestly I don't care about the cost, the lamp arrived dented",
]


@pytest.mark.parametrize("body,waived,claimed", WAIVED)
def test_the_claim_is_the_other_goods_and_the_waived_goods_get_none(body, waived, claimed):
    read = reading(body)
    lines, why = lines_asked_about({"order_ref": "SU-70001", "lines": THREE}, read, "damaged_item")
    assert [x["sku"] for x in lines] == [claimed], (why, shown(read))


@pytest.mark.parametrize("text", NOT_WAIVED)
def test_near_misses_waive_nothing(text):
    assert waived_in_claim_spans(text) == []


def test_a_single_damaged_line_is_still_claimed():
    read = reading("The lamp arrived dented and honestly it's the lamp that is the problem, please refund it.")
    lines, _ = lines_asked_about({"order_ref": "SU-70001", "lines": THREE}, read, "damaged_item")
    assert [x["sku"] for x in lines] == ["LAMP-5"], shown(read)


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_the_waived_line_is_never_paid_and_the_other_is(tmp_path):
    three = [fc.line("MUG-5", "Blue stoneware mug", 1800), fc.line("LAMP-5", "Brass desk lamp", 6400), fc.line("TOWEL-5", "Bath towel set", 3200)]
    cases = []
    for i, (body, waived, claimed) in enumerate(WAIVED[:4]):
        paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(three, claimed, 1), claimed, 1)]}
        cases.append(fc.case(f"WC-{i}", body, three, intents=["damaged_item"], expected=paid, ref=f"SU-7351{i}"))
    fc.assert_money_as_expected(tmp_path, cases)
    results = fc.run(tmp_path, cases)
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
