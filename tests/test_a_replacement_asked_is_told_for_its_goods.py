"""The reply's sentence for a replacement the customer asked, which a person arranges, names the goods it is for as the
record has them ("You asked for a replacement for the side plate, ..."), never a bare "a replacement" beside a claim on
other goods (verify33 K06: "Refund the bowl; for the plate a replacement would be great" was told "You asked for a
replacement"; runs.goods_of_remedy_asks.goods_of_the_ask). An ask naming no goods of the order is told as before.
Wording written for these tests."""
import pytest

from runs.goods_of_remedy_asks import goods_of_the_ask
from runs.models import Subtask
from tests import fresh_cases as fc

LINES = [fc.line("BWL-6", "Serving bowl", 4000), fc.line("PLT-6", "Side plate", 2000), fc.line("JG-6", "Milk jug", 2400)]

ASKS = [
    ("The bowl is cracked and the plate has a chip. Refund the bowl; for the plate a replacement would be great rather than money.", "side plate"),
    ("The milk jug arrived with a cracked spout and the bowl is chipped. Please refund the bowl. For the jug I'd much prefer a replacement.", "milk jug"),
    ("bowl smashed, plate chipped. refund the bowl pls. for the plate could u send a replacement instead of money", "side plate"),
    ("Serving bowl cracked and the side plate has a chip. Please refund the serving bowl. As for the plate, a replacement rather than a refund please.", "side plate"),
    ("Hello, the jug's handle snapped and the bowl has a big crack. I'd like my money back for the bowl. For the jug, a replacement would be lovely instead.", "milk jug"),
    ("The plate came in pieces and the bowl is chipped!! Refund for the bowl please. For the plate I'd rather have a replacement than the money.", "side plate"),
]


@pytest.mark.parametrize("goal, goods", [
    ('a person answers the request "for the plate a replacement would be great rather than money."', ["Side plate"]),
    ('a person answers the request "I\'d like a new one sent" (for the milk jug)', ["Milk jug"]),
    ('a person answers the request "Can I have a replacement?"', []),
    ('a person answers the request "please send me a new box for it"', []),
])
def test_the_goods_of_the_ask_are_read_from_its_goal(goal, goods):
    assert goods_of_the_ask(goal, LINES) == goods


@pytest.mark.django_db
def test_end_to_end_the_replacement_sentence_names_its_goods(tmp_path):
    cases = [fc.case(f"RGN-{i}", body, LINES, ref=f"SU-7390{i}", intents=["damaged_item", "damaged_item"],
                     expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(LINES, "BWL-6", 1), "BWL-6", 1)]})
             for i, (body, _) in enumerate(ASKS)]
    fc.assert_money_as_expected(tmp_path, cases)
    for c, (_, goods) in zip(cases, ASKS):
        run = Subtask.objects.filter(run__ticket__ref__contains=f"-{c['id']}-").first().run
        said = run.state["reply"]["body"]
        assert f"You asked for a replacement for the {goods}" in said, (c["id"], said)
