"""A wrong size and a damaged pair told in a hurry, typos and all ("ordred the trail runers in 9 got a 7 in the box",
"sole is pealing off the left one allready"), are a wrong item and a damage claim, each on its own line: the typos
stop neither reading. In a held-back blind round "got a 7 in the box" was read as a part of a pair (a "7" of a box),
and both the wrong size and the damaged shoes went to a person. A size said where a piece would stand is no part; what
was picked and what came are read as meant; a part parting from the goods ("comming away", "fallng apart") is damage;
and a line's word typed with a slip ("runing shoes", "walkng shoes") names its line. Near-misses (the right size come,
praise, words one slip from another real word) still read nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about
from runs.unit_counts import part_of_unit
from tests.one_order_cases import one_order_case, walk

ORDER = {"order_ref": "SU-5150", "lines": [
    {"sku": "RUN-9", "description": "Trail running shoe, size 9", "quantity": 1, "unit_price_cents": 8400},
    {"sku": "WLK-8", "description": "Suede walking shoe, size 8", "quantity": 1, "unit_price_cents": 6200}]}

HURRIED = [
    "ordred the trail running shoes in a 9, recieved a 7. the suede walking shoes arived with the sole comming away, refund those pls",
    "hi i orderd the runing shoes size 9 but you sent size 7 instaed. also the walkng shoes - sole is pealing off allready",
    "Running shoes: I ordred 9, got 7s in the box. Walking shoes came with the heel crakced. pls refund the walking ones",
    "box said 9 but the running shoes insde are 7. the walking shoe sole is peelling off and ive only tried them on",
    "got the runing shoes in a 7, i asked for 9!! and the sude walking shoe sole is fallng apart",
    "i ordred trail shoes sz 9 and got a sz 7. the walkng shoes have a crakced heel",
]


@pytest.mark.parametrize("text", HURRIED)
def test_the_wrong_size_and_the_damage_are_both_read_on_their_own_lines(text):
    reading = read_ticket(text, order_ref="SU-5150")
    assert {"wrong_item", "damaged_item"} <= set(reading.intents), reading.as_payload()
    assert [x["sku"] for x in lines_asked_about(ORDER, reading, "wrong_item")[0]] == ["RUN-9"], reading.as_payload()
    assert [x["sku"] for x in lines_asked_about(ORDER, reading, "damaged_item")[0]] == ["WLK-8"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "ordred the trail running shoes in a 9, recieved a 9, fit perfectly thanks",
    "got a 7 in the box like i ordred, fits great",
    "I ordered 2 and they came fast, thanks",
    "the walking shoes are lovely, the sole is thick and comfy",
    "The filling of the duvet is lovely and thick.",
    "the pealing bells next door drowned out the courier but the boots arrived fine",
    "I'm feeling the cold so the slippers came at the right time, lovely",
])
def test_near_misses_typed_in_a_hurry_read_no_claim(text):
    reading = read_ticket(text)
    assert not {"wrong_item", "damaged_item"} & set(reading.intents), reading.as_payload()


def test_a_size_said_where_a_piece_would_stand_is_no_part_of_the_pair():
    line = ORDER["lines"][0]
    for said in ("ordred the trail runers in 9 got a 7 in the box", "they sent a size 7 in the box, I asked for 9"):
        assert part_of_unit(ORDER, line, [said]) == "", said
    assert part_of_unit(ORDER, line, ["the left shoe in the box has a deep scuff"])  # one shoe of the pair is still a part


@pytest.mark.django_db
def test_the_damaged_pair_is_refunded_and_the_wrong_size_sent_back():
    body = ("hi, i ordred the runing shoes in a 9 and recieved a 7 in the box. want to send them back. "
            "also the walkng shoes - the sole is pealing off the right one allready, only tried them on in the house. refund those pls\nSU-5150")
    case = one_order_case(body, lines=[("RUN-9", "Trail running shoe, size 9", 1, 8400), ("WLK-8", "Suede walking shoe, size 8", 1, 6200)],
                          subject="wrong size + faulty",
                          intents=[("wrong_item", "recieved a 7 in the box"), ("damaged_item", "the sole is pealing off the right one allready")],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 6696, "source": "platform", "lines": [{"sku": "WLK-8", "quantity": 1}]}],
                                    "returns": [{"kind": "return", "sku": "RUN-9"}], "escalations": []})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 6696 and items == []
