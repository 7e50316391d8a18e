"""A claim carried from a subject naming one order, whose goods are on the other order the ticket names after it
("SU-1 / Hi, the kettle is dented. / Thanks, Ann (order SU-2)", the kettle on SU-2), is the other order's: the offline
agent read its lines on the bare reading, found the claim not about SU-2 and escalated it as naming no line (verify34
M03, $45 held). It now reads them as the guard does (runs/carried_orders_retied.py). Fresh wording; near-misses: goods
on neither order stay a person's, and goods on the order the subject names are paid there."""

import pytest

from tests.fresh_cases import cents, case, line, refund, run, with_second_order

MUG, LAMP = line("MUG", "Blue stoneware mug", 1800), line("LAMP", "Brass desk lamp", 6400)
KETTLE, VASE = line("KETTLE", "Green enamel kettle", 4500), line("VASE", "Glass vase", 2600)


def two_orders(cid: str, body: str, subject: str, expected: dict) -> dict:
    """The ticket pinned to SU-70001 (mug, lamp); the customer's second order SU-70002 holds the kettle and the vase."""
    c = case(cid, body, [MUG, LAMP], intents=["damaged_item"], subject=subject, expected=expected, ref="SU-70001")
    return with_second_order(c, "SU-70002", [KETTLE, VASE], charged_for_lines=True)


KETTLE_PAID = {"outcome": "resolved", "refunds": [refund(cents([KETTLE, VASE], "KETTLE", 1), "KETTLE", 1)], "returns": [], "escalations": []}


@pytest.mark.django_db
@pytest.mark.parametrize("subject,body", [
    ("SU-70001", "Hi, the kettle is dented.\nThanks, Robin (order SU-70002)"),
    ("order SU-70001", "hello the kettle came dented, pls refund\nRobin - sorry its actually order SU-70002"),
    ("Re: SU-70001", "Good afternoon. Unfortunately the kettle arrived with a large dent in its side.\nKind regards, Robin Hale (SU-70002)"),
    ("SU-70001", "kettle dented :( refund?\nR. (ordr SU-70002)"),
    ("SU-70001", "The enamel kettle was dented on arrival and I'd like my money back.\nOrder number SU-70002"),
    ("SU-70001", "Hi there, my kettle is dented, please refund it.\nThanks - Robin, order SU-70002"),
])
def test_the_claim_is_paid_on_the_order_holding_its_goods(tmp_path, subject, body):
    got = run(tmp_path, [two_orders("CO-1", body, subject, KETTLE_PAID)])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["CO-1"]["passed"], got["CO-1"]["differences"]


@pytest.mark.django_db
def test_near_misses_goods_on_the_subject_order_or_on_neither(tmp_path):
    lamp = two_orders("CO-2", "Hi, the lamp is dented.\nThanks, Robin (order SU-70002)", "SU-70001",
                      {"outcome": "resolved", "refunds": [refund(cents([MUG, LAMP], "LAMP", 1), "LAMP", 1)], "returns": [], "escalations": []})
    sofa = two_orders("CO-3", "Hi, the sofa is dented.\nThanks, Robin (order SU-70002)", "SU-70001", {"outcome": "escalated", "refunds": []})
    sofa["world"]["orders"][0]["ref"], sofa["ticket"]["order_ref"] = "SU-70003", "SU-70003"
    sofa["ticket"]["subject"] = "SU-70003"
    sofa["world"]["orders"][1]["ref"] = "SU-70004"
    sofa["ticket"]["body"] = sofa["ticket"]["body"].replace("SU-70002", "SU-70004")
    got = run(tmp_path, [lamp, sofa])
    assert got[""]["guard_violations"] == 0, got[""]
    assert got["CO-2"]["passed"], got["CO-2"]["differences"]
    assert not [d for d in got["CO-3"]["differences"] if d.startswith("unexpected refund")], got["CO-3"]["differences"]
