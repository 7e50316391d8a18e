"""A terse claim names its goods in many forms: after a colon or a dash ("Smashed: wine carafe", "Cracked - saucer"), with
a count after them ("Chipped plates x2"), as a part with the goods it belongs to ("Cracked teapot lid"), as a material
with its kind before it ("Shattered wine glass", not "broken glass"), in capitals or with a typo. On an order of one line
of other goods (a stoneware mug) the line is never paid for them: a person asks which goods or order. A terse-claims
round: $207.36 paid in 8 tickets on the mug. The mug's own goods named in the same forms, and words that name no goods
apart (an item, the parcel, one of them, a handle), still pay the mug. Goods named only in the subject ("wine carafe"
over "Smashed. Refund.") are the claim's, never a subject that labels the mail ("Complaint", "Damaged item"); and goods
the customer's other order holds send the claim there (runs.sibling_orders). Wording written here."""

import pytest

from runs.damage_told_of_the_line import CHECK, check
from runs.goods_after_their_damage import goods_after_damage_words
from runs.goods_not_on_order import goods_not_on_order
from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading, shown

MUG = [fc.line("MUG-1", "Stoneware mug", 2400)]
ORDER = {"order_ref": "SU-70001", "lines": MUG}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(MUG, "MUG-1", 1), "sku": "MUG-1",
            "lines": [{"sku": "MUG-1", "quantity": 1}], "subtask": 1}

# (body, the goods a person is asked about): on an order of one stoneware mug
OTHER_GOODS = [
    ("Smashed: gravy boat. Money back pls", "boat"),  # a colon
    ("Cracked -- butter dish!! refund", "dish"),  # a dash
    ("BROKEN: SALAD SPINNER. REFUND PLEASE", "spinner"),  # capitals
    ("chiped: 2 side plates, want my money back", "plates"),  # a typo and a count after the colon
    ("Dented saucepans x3 in the delivery, refund", "saucepans"),  # a count after the goods
    ("Hi - cracked kettle lid on arrival, I'd like a refund.", "lid"),  # a part with the goods it belongs to
    ("Shattered pint glass in the parcel. Refund please", "glass"),  # a material with its kind before it
    ("Dented tin, sort a refund out please", "tin"),  # a material that names goods alone
    ("Cracked saucer on arrival - refund please", "saucer"),  # a mug has no saucer
    ("Bent lid. Refund.", "lid"),  # nor a lid
    ("Damaged in the box: wine carafe. Refund.", "carafe"),  # where, before the colon
    ("Smashed x2: pasta bowls. refund", "bowls"),  # how many, before the colon
    ("Broken: carafe, teapot and saucer. Refund all", "carafe"),  # a list
]
# (line, body): the line's own goods, or words naming no goods apart: paid as ever
THE_LINES = [
    (fc.line("MUG-1", "Stoneware mug", 2400), "Smashed: mug. Refund please."),
    (fc.line("MUG-2", "Stoneware mug", 2400), "CRACKED - STONEWARE MUG, REFUND"),
    (fc.line("MUG-3", "Stoneware mug", 2400, quantity=2), "Chipped mugs x2 in the box - money back"),  # plural, counted
    (fc.line("MUG-4", "Hearth speckled mug", 2400), "Cracked: Hearth mug, refund pls"),  # a brand before it
    (fc.line("MUG-5", "Stoneware mug", 2400), "Damaged: item. Refund."),  # a word naming no goods
    (fc.line("MUG-6", "Stoneware mug", 2400), "Broken: one of them. Refund please"),  # a count
    (fc.line("MUG-7", "Stoneware mug", 2400), "Chipped handle - refund please."),  # a part a mug has
    (fc.line("SAU-1", "Aluminium saucepan 20cm", 3300), "Dented: aluminum saucepan, refund"),  # American spelling
    (fc.line("KTL-1", "Electric kettle 1.7L", 3900), "Dented lid on arrival - refund please."),  # a kettle has a lid
    (fc.line("CUP-1", "Porcelain teacup and saucer", 2100), "Cracked saucer, refund."),  # its own saucer
    (fc.line("GLS-1", "Wine glass", 1500), "Shattered: wine glass. Refund"),
    (fc.line("LMP-1", "Table lamp", 4200), "Broken glass everywhere in the box, refund please."),  # what it is made of
    (fc.line("TIN-1", "Biscuit tin", 1200), "Dented tin. Refund."),
    (fc.line("MUG-8", "Stoneware mug", 2400), "Damaged in transit: mug, refund"),
    (fc.line("MUG-9", "Stoneware mug", 2400), "Broken on arrival - refund please"),
]


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_guard_refuses_the_line_for_goods_named_in_a_terse_form(body, goods):
    requests = guard_requests(body)
    name, passed, inputs, _ = check(DECISION, ORDER, requests)
    assert name == CHECK and not passed, (inputs, requests)
    assert goods in " ".join(o["group"] for o in inputs["told_of_other_things"]).lower()


@pytest.mark.parametrize("body,goods", OTHER_GOODS)
def test_the_reading_holds_the_goods_by_name(body, goods):
    read = reading(body, ref="SU-70001")
    assert goods in [g.lower() for _, _, g in goods_not_on_order(ORDER, read)] \
        or goods in other_goods_named(MUG[0], [s.text for s in read.requests], [s.text for s in read.sentences], "damaged_item"), shown(read)


@pytest.mark.parametrize("line,body", THE_LINES)
def test_the_lines_own_goods_still_pass(line, body):
    order = {"order_ref": "SU-70001", "lines": [line]}
    decision = {**DECISION, "sku": line["sku"], "lines": [{"sku": line["sku"], "quantity": 1}]}
    assert check(decision, order, guard_requests(body))[1]
    assert not goods_not_on_order(order, reading(body, ref="SU-70001")), shown(reading(body, ref="SU-70001"))


# (subject, body, the goods a person is asked about): the goods named only in the subject, over a claim naming none
LABELLED = [
    ("wine carafe", "Smashed. Refund.", "carafe"),
    ("Re: Teapot", "arrived in pieces!! refund pls", "teapot"),
    ("pint glass x2", "Both shattered in transit, money back please", "glass"),
    ("Cake tin", "Dented on arrival, please refund", "tin"),
]
# (subject, body): a subject that labels the mail, greets, or names the mug: the mug paid as ever
NOT_LABELS = [("Complaint", "Smashed. Refund."), ("Urgent!!", "Arrived cracked. Refund please."), ("Order SU-70001", "Smashed, refund"),
              ("Mug", "Smashed. Refund."), ("Not happy", "arrived cracked, refund"), ("Damaged item", "Arrived smashed, refund"),
              ("Handle", "Snapped off in the box, refund please"), ("Hello", "It came broken. Refund pls")]


@pytest.mark.parametrize("subject,body,goods", LABELLED)
def test_goods_named_only_in_the_subject_are_the_claims(subject, body, goods):
    assert not check(DECISION, ORDER, guard_requests(body, subject=subject))[1]
    assert goods in [g.lower() for _, _, g in goods_not_on_order(ORDER, reading(body, subject=subject, ref="SU-70001"))]


@pytest.mark.parametrize("subject,body", NOT_LABELS)
def test_a_subject_naming_no_other_goods_leaves_the_claim_the_mugs(subject, body):
    assert check(DECISION, ORDER, guard_requests(body, subject=subject))[1]
    assert not goods_not_on_order(ORDER, reading(body, subject=subject, ref="SU-70001"))


def test_the_goods_are_read_in_each_form():
    assert [g for _, g in goods_after_damage_words("Smashed: wine carafe. Refund.")] == ["wine carafe"]
    assert [g for _, g in goods_after_damage_words("Chipped plates x2 in my delivery")] == ["plates"]
    assert [g for _, g in goods_after_damage_words("Cracked - 2 side plates, refund")] == ["side plates"]
    assert [g for _, g in goods_after_damage_words("Shattered wine glass in the box")] == ["wine glass"]
    # near-misses: no goods after the damage word, or only what goods are made of
    assert goods_after_damage_words("Broken glass everywhere, refund") == []
    assert goods_after_damage_words("Broken: it arrived in bits") == []
    assert goods_after_damage_words("Broken - refund please") == []


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_mug_is_never_paid_for_other_goods_and_still_for_its_own(tmp_path):
    held = [fc.case(f"TERSE-{n}", body, MUG, intents=["damaged_item"], ref=f"SU-7740{n}",
                    expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": goods}]})
            for n, (body, goods) in enumerate(OTHER_GOODS)]
    paid = [fc.case(f"OWN-{n}", body, [line], intents=["damaged_item"], ref=f"SU-775{n:02d}",
                    expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents([line], line["sku"], line["quantity"]), line["sku"], line["quantity"])]})
            for n, (line, body) in enumerate(THE_LINES)]
    labelled = [fc.case(f"LABEL-{n}", body, MUG, intents=["damaged_item"], ref=f"SU-7760{n}", subject=subject,
                        expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": goods}]})
                for n, (subject, body, goods) in enumerate(LABELLED)]
    fc.assert_all_pass(tmp_path, held + paid + labelled)


@pytest.mark.django_db
@pytest.mark.parametrize("n,body", [(1, "Smashed: wine carafe. Refund."), (2, "CRACKED - WINE CARAFE!! money back pls")])
def test_goods_of_the_customers_other_order_go_to_that_order(settings, n, body):
    from runs.models import Subtask
    from runs.shop.models import Refund
    from tests.runtime_world import delivered_order, offline_run, small_shop

    maya, house = small_shop(settings)
    delivered_order(f"SU-7780{n}", maya, house, [("MUG-1", "Stoneware mug", 1, 2400)])
    delivered_order(f"SU-7790{n}", maya, house, [("CRF-1", "Glass wine carafe", 1, 2600)])
    run = offline_run(body, f"SU-7780{n}", subject="order")
    assert not Refund.objects.filter(order__ref=f"SU-7780{n}").exists()
    assert any(f"SU-7790{n}" in t.goal for t in Subtask.objects.filter(run=run)), [t.goal for t in Subtask.objects.filter(run=run)]
