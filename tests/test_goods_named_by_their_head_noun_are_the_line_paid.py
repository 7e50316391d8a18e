"""The goods a customer names are the line paid only when their own noun phrase names that line's goods. A word used
before the head of a line's name ("throw" of a "Throw pillow cover") does not name it when the customer's phrase ends
there or turns to another head ("the wool throw", "the throw blanket"); the head itself does not name it when the
customer puts a word before it that says another kind ("bread knife" beside a "Cheese knife"). Neither the agent nor the
guard pays that line; a person asks which goods they mean, told the customer's other order when it holds them. A plain
colour names the one line whose shade is of it ("the green one" of a sage planter), and goods said to be fine after an
emoji are set aside as after a comma. Wording written for these tests."""

import pytest

from runs.agents.goods_elsewhere import goods_on_other_orders
from runs.colour_families import lines_of_colour
from runs.guards import check_line_in_ticket, refusal_reasons
from runs.intents import read_ticket
from runs.shop.models import Refund
from runs.ticket_lines import lines_asked_about, misfit_phrases, other_goods_named
from tests.guard_fixtures import decision_on, line
from tests.runtime_world import delivered_order, offline_run, small_shop


def _line(sku: str, description: str, cents: int = 1800) -> dict:
    return line(sku, description, cents=cents)


PILLOW = _line("PILLOW-TH", "Throw pillow cover, mustard")
KNIFE = _line("KNIFE-CHZ", "Cheese knife, olive wood handle")
SOFT = {"order_ref": "SU-81022", "lines": [PILLOW, _line("DIFF-REED", "Reed diffuser", 2200)]}
KITCHEN = {"order_ref": "SU-81004", "lines": [_line("BOARD-OAK", "Oak chopping board", 3200), KNIFE]}
POTS = {"order_ref": "SU-81015", "lines": [_line("PLNT-WHT", "Ceramic planter 20cm - chalk white", 2200),
                                           _line("PLNT-SGE", "Ceramic planter 20cm - sage", 2200)]}
LAMP = {"order_ref": "SU-82014", "lines": [_line("LAMP-RIB", "Table lamp, ribbed glass", 5200), _line("BULB-GLB", "Globe bulb", 800)]}


def _asked(order: dict, text: str) -> tuple[list[str], str]:
    lines, why = lines_asked_about(order, read_ticket(text, order_ref=order["order_ref"]), "damaged_item")
    return [x["sku"] for x in lines], why


# --- a word of another kind before a word of the line's name ------------------------------------------------------

THROWS = [
    "The wool throw has a moth hole in one corner, right out of the packet. Would like a refund for it please.",
    "my cashmere throw came with a big snag in it, can I get my money back",
    "Hiya, the fleece throw arived with a hole. refund pls",
    "Please refund the mohair throw, it has a bleach stain across it.",
    "wool throw is torn along the edge :( refund?",
    "Good afternoon. I regret to say that the velvet throw was damaged in transit; kindly refund it.",
]
KNIVES = [
    "Bread knife in this order arrived with the tip snapped off. Refund please.",
    "the steak knife came with a bent blade, refund it please",
    "Hello, my paring knife arrived snapped in two.",
    "Hi - the carving knife's handle is cracked, can you refund it",
    "the bread-knife broke in the box!! want my money back",
    "The board is perfect but the butter knife arrived with a chipped blade. Please refund it.",
]


@pytest.mark.parametrize("order, text, goods", [(SOFT, t, "throw") for t in THROWS] + [(KITCHEN, t, "knife") for t in KNIVES])
def test_a_word_of_the_lines_name_with_another_kind_before_it_names_no_line(order, text, goods):
    """"the wool throw" of a "Throw pillow cover" (the word is only before the head of the line's name), "the bread knife"
    of a "Cheese knife" (the head, another kind before it): a person asks which goods, told the customer's words."""
    skus, why = _asked(order, text)
    assert skus == [], why
    assert goods in why


@pytest.mark.parametrize("text", [
    "the throw pillow cover is ripped along the zip, refund please",
    "The pillow cover has a hole in the seam. Could I have a refund?",
    "mustard cover arrived torn",
    "Throw pillow cover arrived with a split seam - refund please.",
    "the throw pillow came with a tear in the cover, please refund",
    "the cotton throw pillow cover has a hole in it",
])
def test_the_lines_own_phrase_still_names_it(text):
    assert _asked(SOFT, text)[0] == ["PILLOW-TH"]


def test_a_word_before_a_head_that_names_nothing_apart_said_alone_still_names_the_line():
    glasses = {"order_ref": "SU-1", "lines": [_line("TMB", "Tumbler glass"), _line("JUG", "Water jug")]}
    assert _asked(glasses, "three of the six tumblers turned up in bits, refund please")[0] == ["TMB"]
    # "pillow" alone names a pillow, not the "Throw pillow cover": a person asks which goods
    # (tests/test_a_word_before_the_head_said_alone_names_other_goods.py)
    assert _asked(SOFT, "The pillow arrived with a tear. Please refund it.")[0] == []


@pytest.mark.parametrize("text", [
    "the cheese knife snapped at the handle, refund please",
    "The knife arrived with the tip snapped off. Refund please.",
    "The olive wood knife arrived with a chip out of the blade.",
    "my new knife came bent :( refund?",
    "the little knife arrived with the tip snapped off",
    "the cheese-knife broke in the box, refund pls",
])
def test_the_knife_of_a_one_knife_order_named_plainly_or_by_its_own_words_is_paid(text):
    assert _asked(KITCHEN, text)[0] == ["KNIFE-CHZ"]


def test_a_one_line_order_names_the_other_kind_as_other_goods_whatever_the_subject_said():
    told = ["Order SU-81004 knife"]
    assert other_goods_named(KNIFE, ["Bread knife in this order arrived with the tip snapped off."], told) == ["bread knife"]
    assert other_goods_named(PILLOW, ["The wool throw has a moth hole in one corner."]) == ["wool throw"]
    assert other_goods_named(KNIFE, ["The knife arrived with the tip snapped off."], told) == []
    assert other_goods_named(PILLOW, ["the throw pillow cover is ripped"]) == []


def test_words_of_state_looks_and_size_never_say_another_kind():
    for text in ("the broken knife", "my lovely knife", "the big knife", "the matching knife", "the wooden knife", "the blue knife"):
        assert misfit_phrases(KNIFE, text) == [], text
    assert misfit_phrases(_line("K", "Knife, steel"), "the bread knife") == []  # a name with no word before its head
    assert misfit_phrases(_line("C", "Chest of drawers"), "the chest is scratched") == []  # "of": the head is not plain


# --- the guard ------------------------------------------------------------------------------------------------------

def _refund(sku: str, cents: int = 1944) -> dict:
    return decision_on(sku, cents=cents, source="platform")


def _said(text: str) -> list[dict]:
    return [{"text": text, "kinds": ["damaged_item"]}]


@pytest.mark.parametrize("order, sku, text", [
    (KITCHEN, "KNIFE-CHZ", "Bread knife in this order arrived with the tip snapped off."),
    (KITCHEN, "KNIFE-CHZ", "the steak knife came with a bent blade"),
    (SOFT, "PILLOW-TH", "The wool throw has a moth hole in one corner, right out of the packet."),
    (SOFT, "PILLOW-TH", "my cashmere throw came with a big snag in it"),
])
def test_the_guard_refuses_a_line_whose_head_noun_the_ticket_does_not_name(order, sku, text):
    result = check_line_in_ticket(_refund(sku), order, _said(text))
    assert not result.passed
    assert sku in result.inputs["named_as_other_goods"]
    assert "name other goods by its words" in refusal_reasons([result])


@pytest.mark.parametrize("order, sku, text", [
    (KITCHEN, "KNIFE-CHZ", "the cheese knife snapped at the handle"),
    (KITCHEN, "KNIFE-CHZ", "The knife arrived with the tip snapped off."),
    (SOFT, "PILLOW-TH", "the throw pillow cover is ripped along the zip"),
    (POTS, "PLNT-SGE", "the green one has a chunk out of the rim"),
])
def test_the_guard_pays_the_line_named_by_its_own_phrase_or_colour(order, sku, text):
    assert check_line_in_ticket(_refund(sku), order, _said(text)).passed


def test_the_guard_refuses_a_one_line_order_paid_for_another_kind():
    order = {"order_ref": "SU-1", "lines": [KNIFE]}
    result = check_line_in_ticket(_refund("KNIFE-CHZ"), order, _said("Bread knife in this order arrived with the tip snapped off."))
    assert not result.passed and result.inputs["other_goods_named"] == ["bread knife"]


# --- colour families ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Both pots arrived, the white one is great but the green one has a chunk out of the rim. Can you refund that one?",
    "Green pot arrived cracked, refund please",
    "hi the green one's got a crack down the side :(",
    "Hiya, green one smashed in transit. Refund pls",
    "Sadly the green planter came chipped on the rim.",
])
def test_a_plain_colour_names_the_one_line_of_its_family(text):
    assert _asked(POTS, text)[0] == ["PLNT-SGE"]


def test_a_white_one_names_the_chalk_white_line():
    assert _asked(POTS, "the white one arrived with a crack in the base, the green one is fine")[0] == ["PLNT-WHT"]


@pytest.mark.parametrize("lines, text", [
    (POTS["lines"], "the blue one has a chip"),  # no blue line
    ([_line("A", "Planter - sage"), _line("B", "Planter - olive")], "the green one has a chip"),  # two greens
    (POTS["lines"], "the green one and the white one both have chips"),  # two colours
])
def test_a_colour_no_line_or_several_lines_are_of_names_none(lines, text):
    assert lines_of_colour(lines, text) == set()


# --- goods said fine after an emoji ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "omg the lamp came n its gorgeous BUT the box was soaked thru & the bulb is smashed 😭😭 lamp itself fine thank god.",
    "Bulb arrived smashed 😩 the lamp's ok. Refund for the bulb please.",
    "Bulb cracked 🙃 lamp fine",
    "the globe bulb shattered 😬 lamp unharmed",
    "The bulb is broken ☹ but the lamp is perfect.",
])
def test_goods_called_fine_after_an_emoji_are_not_the_claims(text):
    assert _asked(LAMP, text)[0] == ["BULB-GLB"]


def test_goods_named_together_and_broken_stay_both():
    assert _asked(LAMP, "the lamp and the bulb both arrived smashed 😭")[0] == ["LAMP-RIB", "BULB-GLB"]
    assert _asked(LAMP, "the lamp arrived smashed 😭 bulb fine")[0] == ["LAMP-RIB"]


# --- the customer's other order -------------------------------------------------------------------------------------

def test_goods_of_another_kind_are_searched_for_and_found_on_the_customers_one_other_order():
    reading = read_ticket("SU-81022\nThe wool throw has a moth hole in one corner. Would like a refund for it please.", order_ref="SU-81022")
    assert goods_on_other_orders(SOFT, reading, []) == ("wool throw", [])
    found = [{"input": {"customer_email": "f@example.com", "text": "wool throw"},
              "result": {"orders": [{"order_ref": "SU-81023"}, {"order_ref": "SU-81022"}]}}]
    search, moved = goods_on_other_orders(SOFT, reading, found)
    assert search == "" and [(kind, ref.split(",")[0]) for ref, kind, _ in moved] == [("damaged_item", "SU-81023")]
    none = [{**found[0], "result": {"orders": [{"order_ref": "SU-81022"}]}}]
    assert goods_on_other_orders(SOFT, reading, none) == ("", [])


def test_goods_the_pinned_order_names_are_never_searched_for():
    reading = read_ticket("the throw pillow cover is ripped along the zip, refund please", order_ref="SU-81022")
    assert goods_on_other_orders(SOFT, reading, []) == ("", [])


# --- the offline agent, end to end ----------------------------------------------------------------------------------

@pytest.fixture
def two_orders(settings):
    customer, seller = small_shop(settings)
    delivered_order("SU-81022", customer, seller, [("PILLOW-TH", "Throw pillow cover, mustard", 1, 1800), ("DIFF-REED", "Reed diffuser", 1, 2200)])
    delivered_order("SU-81023", customer, seller, [("THROW-WL", "Wool throw, oatmeal", 1, 6800)])


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The wool throw has a moth hole in one corner, right out of the packet. Would like a refund for it please.",
    "hi my wool throw came with a hole in it?? refund pls",
])
def test_the_offline_agent_hands_goods_on_the_customers_other_order_to_a_person_naming_it(two_orders, body):
    run = offline_run(body, "SU-81022", ref="T-81022", subject="SU-81022")
    assert not Refund.objects.exists()  # never the pillow cover
    escalated = " ".join(e.open_item for e in run.escalations.all())
    assert "SU-81023" in escalated and "wool throw" in escalated.lower()


@pytest.mark.django_db
def test_the_offline_agent_still_pays_the_line_its_own_phrase_names(two_orders):
    offline_run("The throw pillow cover arrived ripped along the zip. Refund please.", "SU-81022", ref="T-81024", subject="SU-81022")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-81022")] == [1800]
