"""A claim naming goods no line of a one-line order is, is never paid from that line because the line is named only in a
title ("SU-97008 rug", "Re: Jute rug order") or beside goods the customer tells as bought in their own right ("The clock
I ordered last week is broken"): the agent hands it to a person and the guard's line_in_ticket refuses the line
(runs/line_named_only_as_a_title.py, read in ticket_lines.other_goods_named; verify35 V35-095: a clock claimed on an
order of one jute rug paid the rug $129.00). Near-misses are still the line's: a part or short name under a title, a
subject that is itself a claim, the line's own word or synonym in the claim. Wording written for these tests."""
import pytest

from runs.guards import check_line_in_ticket
from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc

RUG = fc.line("RUG-11", "Jute rug", 12900)

OTHER_GOODS = [
    ("SU-97008 rug", "The clock I ordered last week is broken, refund please.", "clock"),
    ("Re: Jute rug order", "My clock arrived smashed, refund please", "clock"),
    ("Fwd: rug - #97008", "hi the mirror came cracked down the middle, can i get my money back", "mirror"),
    ("jute rug", "the vase i bought from you is chipped!! refund pls", "vase"),
    ("my order", "I got the rug yesterday, thanks. The lamp we ordered arrived with a dent, please refund it.", "lamp"),
    ("Order SU-97008: rug", "Unfortunately the kettle I purchased leaks from the bottom. A refund please.", "kettle"),
]
STILL_THE_LINES = [
    ("Rug", "The rug I ordered is stained, refund please"),
    ("Broken rug", "It arrived torn along one edge, refund please."),
    ("SU-97008 rug", "It arrived with a big stain, refund please."),
    ("Re: rug", "The jute rug we bought has a tear, please refund it."),
    ("my order", "I ordered a rug from you and it came with a hole, refund please."),
]


@pytest.mark.parametrize("subject,body,goods", OTHER_GOODS)
def test_other_goods_beside_a_title_or_told_as_bought_are_not_the_line(subject, body, goods):
    sentences = [subject, *body.split(". ")]
    claim = next(t for t in sentences if goods in t)
    assert goods in other_goods_named(RUG, [claim], sentences, "damaged_item")
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents([RUG], "RUG-11", 1), "source": "platform",
                "lines": [{"sku": "RUG-11", "quantity": 1}]}
    asked = [{"text": claim, "kinds": ["damaged_item"], "told": [t for t in sentences if t != claim]}]
    result = check_line_in_ticket(decision, {"order_ref": "SU-97008", "lines": [RUG]}, asked)
    assert not result.passed and goods in result.inputs["other_goods_named"]


@pytest.mark.parametrize("subject,body", STILL_THE_LINES)
def test_the_line_named_or_no_goods_named_is_the_lines(subject, body):
    sentences = [subject, *body.split(". ")]
    assert other_goods_named(RUG, [body], sentences, "damaged_item") == []


@pytest.mark.django_db
def test_the_rug_is_never_paid_for_other_goods(tmp_path):
    rug_paid = [fc.refund(fc.cents([RUG], "RUG-11", 1), "RUG-11", 1)]
    cases = [fc.case(f"TG-{i}", body, [RUG], subject=subject, intents=["damaged_item"], ref=f"SU-9700{i}",
                     expected={"outcome": "escalated", "refunds": []}) for i, (subject, body, _) in enumerate(OTHER_GOODS)]
    # near-miss: the rug told by its own word under the same title is paid
    cases.append(fc.case("TG-9", "The rug I ordered arrived with a big stain, refund please.", [RUG], subject="SU-97009 rug",
                         intents=["damaged_item"], ref="SU-97009", expected={"outcome": "resolved", "refunds": rug_paid}))
    fc.assert_money_as_expected(tmp_path, cases)
