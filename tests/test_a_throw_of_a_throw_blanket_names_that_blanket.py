"""A word before a line's head that is itself the everyday name of those goods names the line said alone: "the throw" of
a "Wool throw blanket" is that blanket. "I changed my mind about the throw ... Can I send it back?" was read as naming
other goods than the one-line order's blanket and the change-of-mind return went to a person (verify36 V36-028; the
question form was not the cause: the policy decides the return). Near-miss: "the throw" of a "Throw pillow cover" is a
throw, not the cover. Wording written for these tests."""

import pytest

from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc

THROW = fc.line("THR-36", "Wool throw blanket", 7900)

ASKED = [
    "I changed my mind about the throw, colour doesn't go with my sofa. Can I send it back?",
    "the throw is lovely but just not for me - can i return it?",
    "Hi, I'd like to send the throw back please, it's the wrong shade for our lounge.",
    "Could I return the throw? Changed my mind, sorry!",
    "Not keen on the throw after all. How do I send it back for a refund?",
    "Decided against the throw, too scratchy for the sofa. Return please.",
]


@pytest.mark.parametrize("body", ASKED)
def test_the_throw_names_the_throw_blanket(body):
    assert other_goods_named(THROW, [body], [body], "change_of_mind") == []


@pytest.mark.parametrize("description,body", [
    ("Throw pillow cover", "I changed my mind about the throw, colour doesn't go with my sofa. Can I send it back?"),
    ("Throw pillow cover", "the throw is lovely but just not for me - can i return it?"),
])
def test_the_throw_of_a_pillow_cover_is_other_goods(description, body):
    assert other_goods_named(fc.line("PIL-36", description, 2500), [body], [body], "change_of_mind") == ["throw"]


@pytest.mark.django_db
def test_end_to_end_the_throw_goes_back(tmp_path):
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-36"}], "escalations": []}
    cases = [fc.case(f"THROW-{n}", body, [THROW], intents=[{"kind": "change_of_mind", "quote": body.split(",")[0][:25]}], expected=back,
                     ref=f"SU-7036{n}") for n, body in enumerate([ASKED[0], ASKED[2], ASKED[3]])]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
