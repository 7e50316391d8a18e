"""A charge taken twice told by an adjective on the charge itself ("refund the twice-taken payment of 59 CAD", "the
duplicated shipping fee", "a doubled payment") is a duplicate charge (runs/intents/copy_told_as_adjective.py): it went to a
person as a remedy asked for no problem (verify31 P61, P51). A figure in another currency is read and flagged, never
compared as dollars: end to end the record's own copy is paid once, and with no copy on the record nothing is. Wording
written for these tests. Near-misses: a double bed, goods or papers duplicated, a fee told once."""

import pytest

from tests.fresh_cases import case, charged, line, run
from tests.readings import reading, shown

LAMP = line("LMP-2", "Brass desk lamp", 5900)


@pytest.mark.parametrize("body", [
    "I'm requesting that you refund the twice-taken payment of 59 CAD.",
    "pls refund the twice taken payment, 59 CAD",
    "Refund 1: the duplicated shipping fee.",
    "my card shows a doubled payment, can you reverse it",
    "Hello - there is a double-charged delivery on my statement, please give it back.",
    "The twice-debited $63.72 needs to go back on my card please",
    "Could you look at the duplicated payment for SU-70001? Thank you.",
])
def test_a_charge_named_by_its_duplication_is_a_duplicate_charge(body):
    read = reading(body, "money")
    assert "duplicate_charge" in read.intents, shown(read)


def test_a_figure_in_another_currency_is_flagged():
    read = reading("I'm requesting that you refund the twice-taken payment of 59 CAD.", "money")
    assert any("CAD" in f for f in read.flags), read.flags


@pytest.mark.parametrize("body", [
    "We ordered a double bed and a duplicated order of mugs arrived",
    "please send a duplicated invoice",
    "the shipping fee was taken when I ordered, that's fine",
    "I'd like a double-sized duvet cover instead",
    "the lamp arrived with a duplicated instruction leaflet, no problem",
    "My payment was taken on Monday.",
])
def test_goods_papers_or_one_charge_are_no_duplicate(body):
    read = reading(body, "my order")
    assert "duplicate_charge" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_record_s_copy_is_paid_once_and_nothing_without_one(tmp_path):
    body = "Hi, I'm requesting that you refund the twice-taken payment of 59 CAD. Thanks, Jo"
    copied = charged(case("TT-1", body, [LAMP], intents=["duplicate_charge"], subject="money",
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 5900, "source": "platform", "lines": []}],
                                    "returns": [], "escalations": []}), twice=True)
    once = charged(case("TT-2", body, [LAMP], intents=["duplicate_charge"], subject="money", ref="SU-70002",
                        expected={"outcome": "escalated", "refunds": [], "returns": []}), twice=False)
    got = run(tmp_path, [copied, once])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["TT-1"]["passed"], got["TT-1"]["differences"]
    assert not [d for d in got["TT-2"]["differences"] if d.startswith("unexpected refund")], got["TT-2"]["differences"]
