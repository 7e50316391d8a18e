"""A sentence calling goods fine names a line by words that line alone carries, not by a word two lines share: "The salad
tongs are in perfect condition" beside a "Ceramic salad bowl" calls the tongs fine, never the bowl through "salad", so a
claim on the bowl is no contradiction and is paid (V23B-30 held $38.88). The real contradictions stay held: the same
line, named by its own word, called fine and claimed. When a fine sentence names the lines only by the word they share
("the salad things are flawless"), every line it names stands, and a claim on one of them still goes to a person.
Wording written for these tests (runs/contradicted_lines.py)."""

import pytest

from runs.contradicted_lines import CHECK, contradiction_check, contradictions
from tests.guard_fixtures import decision_on, order_of, requests_read

_ORDER = order_of(("BOWL", "Ceramic salad bowl, large", 1, 3600), ("TONGS", "Wooden salad tongs", 1, 1000),
                  ("CMUG", "Enamel camp mug", 1, 1400), ("CPLATE", "Enamel camp plate", 1, 1200),
                  ("NAPKIN", "Linen napkin", 1, 900), ("CLOTH", "Linen tablecloth", 1, 4800),
                  ("PTOWEL", "Cotton tea towel", 1, 700), ("PCOZY", "Cotton tea cosy", 1, 1500))


def _found(body: str, sku: str) -> list[dict]:
    return contradictions(decision_on(sku), _ORDER, requests_read(body, _ORDER))


# The fine words name the OTHER line by its own word; the claimed line shares only a word with it: paid, nothing held.
OTHER_LINE_FINE = [
    ("Two things:\n1) Salad bowl - cracked along the base.\n2) Salad tongs - in perfect condition.\nA refund for the bowl, please.", "BOWL"),
    ("The camp plate is flawless, not a scratch on it. The camp mug though came with a big dent in the side - refund the mug please.", "CMUG"),
    ("hi, linen tablecloth arrived torn down one edge, can i get a refund for it? the linen napkin is pristine btw", "CLOTH"),
    ("Dear Sir or Madam,\n\nThe linen napkin arrived with a large tear. The linen tablecloth is in perfect condition.\n\n"
     "I would be grateful for a refund of the napkin.", "NAPKIN"),
    ("Tea cosy: perfect. The cotton tea towel came ripped tho, refund that pls", "PTOWEL"),
    ("the camp mug is immaculate!! but my camp plate was cracked in half when i opened the box. refund the plate", "CPLATE"),
    ("Quick one - the tongs are spotless, no complaints there. Salad bowl arrived with a crack across the base, please refund it.", "BOWL"),
]

# The same line, named by its own word, called fine and claimed: still held.
SAME_LINE = [
    ("Our salad tongs are immaculate.\n\nP.S. please refund the salad tongs, they arrived snapped.", "TONGS"),
    ("The camp mug is flawless.\n\nThe camp mug came dented, could you refund it?", "CMUG"),
    ("Linen tablecloth: perfect. Refund the tablecloth please - it came torn.", "CLOTH"),
    ("The large salad bowl is in perfect condition, not a scratch on it.\n\nPlease refund the salad bowl, it is chipped.", "BOWL"),
    ("the tea cosy is pristine. oh and can u refund the tea cosy its ripped", "PCOZY"),
]

# Named only by the word the lines share: both stand, and a claim on either is still a person's.
SHARED_WORD_ONLY = [
    ("The camp things are flawless, not a mark on them.\n\nPlease refund the camp mug, it arrived dented.", "CMUG"),
    ("All the linen is in perfect condition.\n\nP.S. please refund the linen napkin, it came torn.", "NAPKIN"),
]


@pytest.mark.parametrize("body, sku", OTHER_LINE_FINE)
def test_fine_words_naming_the_other_line_by_its_own_word_hold_nothing(body, sku):
    assert _found(body, sku) == []
    assert contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))[1]


@pytest.mark.parametrize("body, sku", SAME_LINE)
def test_the_same_line_named_by_its_own_word_fine_and_claimed_is_still_held(body, sku):
    found = _found(body, sku)
    assert [c["sku"] for c in found] == [sku]
    check, passed, _inputs, _incident = contradiction_check(decision_on(sku), _ORDER, requests_read(body, _ORDER))
    assert (check, passed) == (CHECK, False)


@pytest.mark.parametrize("body, sku", SHARED_WORD_ONLY)
def test_fine_words_naming_lines_only_by_a_shared_word_leave_them_all_held(body, sku):
    assert [c["sku"] for c in _found(body, sku)] == [sku]
