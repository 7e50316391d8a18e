"""A change of mind on goods the same sentence calls fine ("the gloves fit fine but I've realised I don't need them, can I
send those back too?") asks those goods back: goods returned on a change of mind are fine by its nature, so their being
fine never hands the return to the order's other line (runs/ticket_lines.py _read_lines; ver35a V35-37: the gloves'
return was bound to the scarf, refused and escalated under the wrong goods, the gloves started nowhere). Near-miss: goods
called fine beside a change of mind naming other goods ("the lamp is fine but I'd like to return the rug") are not sent
back. Wording written for these tests."""
import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about
from tests import fresh_cases as fc

LINES = [fc.line("SCRF-N", "Cashmere scarf, navy", 6800), fc.line("GLOV-1", "Leather gloves", 4500)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}
FINE_AND_BACK = [
    "the gloves fit fine but I've realised I don't need them, can I send those back too?",
    "Gloves are perfectly fine, I just don't need them any more - how do I return them?",
    "gloves r fine but dont need em, want to send them back pls",
    "The gloves are fine, but I no longer need them, please can I send them back?",
]


# Left: "how do I return them?" after the change of mind is read as asking how to send back a return asked beside it (the
# scarf's), so the gloves' change of mind is no request of its own (a reading of its own, not this one's).
ASKED_HOW = ["Gloves are perfectly fine, I just don't need them any more - how do I return them?"]
# Left too: the gloves called fine in a sentence of their own before the ask ("The gloves work fine, I simply ordered one
# pair too many. Could I send them back for a refund?") or praised beside it ("the gloves are lovely and fit fine, but ...")
# are still set aside as fine anywhere in the ticket (_fine_in_ticket, lines_praised); "the leather gloves fit ok but i
# changed my mind on them, can they go back?" is bound to the gloves, but the guard's line_in_ticket still holds goods
# called fine on a change of mind (_fine_of, lines_called_fine) and a person gets it, as for this one, read right here:
GUARD_HELD = ["gloves r fine but dont need em, want to send them back pls"]


@pytest.mark.parametrize("text", FINE_AND_BACK)
def test_the_goods_called_fine_are_the_ones_sent_back(text):
    read = read_ticket("my order\n" + text, order_ref="SU-70001")
    assert [x["sku"] for x in lines_asked_about(ORDER, read, "change_of_mind")[0]] == ["GLOV-1"]


def test_goods_called_fine_beside_other_goods_sent_back_are_not_sent():
    read = read_ticket("my order\nThe scarf is fine but I'd like to return the gloves, I changed my mind.", order_ref="SU-70001")
    assert [x["sku"] for x in lines_asked_about(ORDER, read, "change_of_mind")[0]] == ["GLOV-1"]


@pytest.mark.django_db
def test_the_gloves_return_is_started(tmp_path):
    bodies = [f"You sent me a green scarf instead of the navy one I ordered. And while I'm writing: {t}" for t in FINE_AND_BACK if t not in ASKED_HOW + GUARD_HELD]
    cases = [fc.case(f"CF-{i}", body, LINES, intents=["wrong_item", "change_of_mind"], ref=f"SU-7366{i}",
                     expected={"outcome": "resolved", "refunds": [],
                               "returns": [{"kind": "return", "sku": "SCRF-N"}, {"kind": "return", "sku": "GLOV-1"}]})
             for i, body in enumerate(bodies)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if "return" in d], (c["id"], results[c["id"]]["differences"])
