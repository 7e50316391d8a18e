"""Goods offered posted, shipped or mailed back ask a return (runs/intents/cues.py, change of mind's weak cues): a
held-back round read "I'm happy to post it back if you could arrange that for me" as asking nothing a kind names, where
"send it back" was read. Near-misses: one of two charges "posted back to my card" is money, never a return of goods.
Wording written for these tests."""

import pytest

from tests.readings import reading, shown


@pytest.mark.parametrize("offer", [
    "I'm happy to post it back if you could arrange that for me.",
    "happy to mail them back if u can set it up",
    "I can ship it back tomorrow if you send a label.",
    "Glad to post this back whenever you arrange the pickup.",
    "We'd post them back, just let us know how.",
    "Could I ship both back to you next week?",
])
def test_goods_posted_back_ask_a_return(offer):
    read = reading("I changed my mind about the kettle. " + offer)
    assert any(s.is_request and "change_of_mind" in s.kinds and s.text.strip().startswith(offer[:10]) for s in read.sentences), shown(read)


@pytest.mark.parametrize("money", [
    "I was charged twice, please post one of them back to my card.",
    "You took the payment twice - can you post it back to my account?",
])
def test_money_posted_back_is_no_return(money):
    read = reading(money)
    assert not any("change_of_mind" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.django_db
def test_a_change_of_mind_posted_back_starts_the_return_and_asks_nobody(tmp_path):
    from tests import fresh_cases as fc
    lines = [fc.line("KT-1", "Steel kettle", 4000)]
    c = fc.case("posted-back-0", "I changed my mind about the kettle. I'm happy to post it back if you could arrange that for me.",
                lines, intents=["change_of_mind"], ref="SU-78120",
                expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "KT-1"}]})
    results = fc.run(tmp_path, [c])
    assert results["posted-back-0"]["passed"], results["posted-back-0"]["differences"]
