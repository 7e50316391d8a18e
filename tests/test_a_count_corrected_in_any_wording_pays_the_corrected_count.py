"""A count the customer corrects in a later sentence, in any wording ("Correction: it's one tumbler, I miscounted",
"Sorry, correction: three.", "Just checked again, it's only one", "Update: I found that one of them is fine, so it's
two broken"), is the count paid, never the count told first (runs/intents/count_corrections.py, runs/unit_counts.py
corrected_units; the corrections finding: VF-212, VF-422, VF-514, VF-617). A correction in doubt is held for a person:
a larger count said bare with no reason, two corrected counts set against each other, "one of them is fine" that does
not add up with the count said beside it. Wording written for these tests.

Near-misses that change no count: "update: still waiting on the refund", "correction to my address: ...", "one of them
is fine but the other two are cracked" in the first telling, "I counted three times, all four are broken"."""

import pytest

from runs.intents import read_ticket
from runs.intents.count_corrections import COUNT_CORRECTED_WHY, correction_in
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

BOWLS = [line("BWL", "Stoneware cereal bowl", 1100, 6)]
THREE = [line("BWL", "Stoneware cereal bowl", 1100, 3)]


@pytest.mark.parametrize("text, n, fewer", [
    ("edit: 2.", 2, 0),                                                                               # terse
    ("Oh wait, my mistake, having looked again it's only two that are cracked, the others were just smudged.", 2, 0),  # chatty
    ("sory, correction - its one candle holder.", 1, 0),                                              # typos
    ("on second look theres only 3 chipped lol", 3, 0),                                               # texting
    ("Upon closer inspection, I must correct myself: it is three.", 3, 0),                            # formal
    ("Update: I see again and one of them is fine.", None, 1),                                        # non-native
    ("I miscounted, it's two vases.", 2, 0),
    ("Update: I found that one of them is fine, so it's two broken.", 2, 1),
])
def test_the_correction_is_read(text, n, fewer):
    found = correction_in(text, 6)
    assert found is not None and (found.n, found.fewer) == (n, fewer), found


@pytest.mark.parametrize("text", [
    "Update: still waiting on the refund for them, it's been a week.",
    "Correction to my address: it's 14 Larch Road, not 41.",
    "Three bowls came, one of them is fine but the other two are cracked.",
    "I counted three times, all four bowls are broken.",
    "Update: it's two weeks now and nothing.",
    "Actually it's 2 days since delivery.",
    "Actually two more are chipped as well.",
])
def test_no_count_corrected(text):
    assert correction_in(text, 6) is None, text


@pytest.mark.parametrize("body", [
    "Four bowls arrived broken. Sorry, correction: three.",
    "3 bowls came smashed. just checked again, it's only one. refund pls",
    "Refund for the three broken bowls please. Update: I found that one of them is fine, so it's two broken.",
])
def test_the_correction_tells_more_of_the_claim(body):
    reading = read_ticket(f"bowls\n{body}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert any(s.why == COUNT_CORRECTED_WHY for s in reading.sentences), [(s.role, s.why, s.text) for s in reading.sentences]


def _paid(n: int, lines: list[dict] = BOWLS) -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(lines, "BWL", n), "BWL", n)], "returns": [], "escalations": [], "lines": lines}


HELD = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_corrected_count_is_paid_and_a_doubtful_one_held(tmp_path):
    bodies = [
        # the corrected count, fewer than told first: paid
        ("3 bowls came smashed. edit: 2. refund them", _paid(2)),
        ("Hiya! So four of the cereal bowls turned up cracked, gutted. Oh wait, my mistake, having looked again it's only two "
         "that are cracked, the others were just smudged. Could you refund those?", _paid(2)),
        ("two of the bowls arived brokn. sory, correction - its one bowl. refund pls", _paid(1)),
        ("5 bowls chipped!! on second look theres only 3 chipped lol. refund?", _paid(3)),
        ("I write to report that four of the cereal bowls arrived broken. Upon closer inspection, I must correct myself: it is "
         "three. I would appreciate a refund.", _paid(3)),
        ("Three bowl arrive broken. Update: I see again and one of them is fine. Please refund.", _paid(2)),
        ("The three bowls came chipped. I miscounted, it's two bowls. Refund please.", _paid(2)),
        # in doubt: held for a person
        ("Two bowls arrived chipped. Correction: three. Refund please.", HELD),
        ("Four bowls arrived broken. Sorry, it's three - no wait, two. Refund please.", HELD),
        ("Three bowls came broken. Update: one of them is fine, so it's one broken. Refund please.", HELD),
        # near-misses: the count told stands
        ("Two bowls arrived chipped, please refund them. Correction to my address: it's 14 Larch Road, not 41.", _paid(2)),
        ("The three bowls came today, one of them is fine but the other two are cracked. Refund please.", _paid(2, THREE)),
        ("I counted three times, all four bowls are broken. Refund please.", _paid(4)),
        ("Sorry for the long wait on my side - two bowls arrived chipped. Refund please.", _paid(2)),
    ]
    cases = [case(f"CA-{i}", body, expected.pop("lines", BOWLS), intents=["damaged_item"], expected=expected, ref=f"SU-74{i:02d}")
             for i, (body, expected) in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)
