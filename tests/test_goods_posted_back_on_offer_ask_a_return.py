"""Goods offered posted, shipped or mailed back ask a return (runs/intents/cues.py, change of mind's weak cues): a
held-back round read "I'm happy to post it back if you could arrange that for me" as asking nothing a kind names, where
"send it back" was read. Near-misses: one of two charges "posted back to my card" is money, never a return of goods.
Wording written for these tests."""

import pytest

from tests.readings import reading, shown


@pytest.mark.parametrize("offer", [
    "I'm happy to post it back if you could arrange that for me.",
    "happy to mail them back if u can set it up",
    "Willing to ship it back tomorrow if you send a label.",
    "Glad to post this back whenever you arrange the pickup.",
    "We are more than happy to post them back, just let us know how.",
    "I'd be pleased to post these back to you next week if you set it up.",
])
def test_goods_posted_back_ask_a_return(offer):
    read = reading("I changed my mind about the kettle. " + offer)
    assert any(s.is_request and "change_of_mind" in s.kinds and s.text.strip().startswith(offer[:10]) for s in read.sentences), shown(read)


@pytest.mark.parametrize("money", [
    "I was charged twice, please post one of them back to my card.",
    "You took the payment twice - happy to have it posted back to my account.",
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


@pytest.mark.parametrize("not_offered", [
    "I'll have to ship it back just for a refund, I suppose.",
    "Do we need to pay to post it back?",
])
def test_a_sending_back_not_offered_is_no_new_return(not_offered):
    read = reading("The mug is fine. " + not_offered)
    assert not any(s.is_request and "change_of_mind" in s.kinds and "back" in s.text for s in read.sentences), shown(read)
