"""Another person's goods, or another order, praised as a comparison beside the customer's own claim ("Unlike my last
order, which was perfect, the table arrived scratched", "my sister's vase was perfect when hers came, but mine arrived
chipped") never make the customer's own goods fine or their problem one that came right: the claim stands and is paid
on its record (runs/intents/others_praised_apart.py; verify42 R9-06, R10-03 held $453.60 and $39.96). Near-misses keep
their reading: the customer's own goods praised, a problem told of the goods compared with, another person's goods
broken. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund, with_second_order

CLAIMED = [
    "Unlike my previous order (SU-70002), which was flawless, the lamp on SU-70001 arrived with a cracked base. Please refund it.",
    "My friend ordered the same mug and hers arrived in perfect condition, whereas mine came smashed. Refund please.",
    "Compared to my last order, which came perfectly packed and undamaged, this one's a mess: the bowl is cracked. Refund please.",
    "unlike my mums mirror which came perfect, mine has a crack down the middle. can i have a refund",
    "My brother got the same lamp last month and his was fine, but mine arrived with the shade dented. Please refund me.",
    "my last order from u was spotless but the rug on this one turned up with a big tear in it.. refund pls",
    "Our neighbour's kettle was perfect when theirs arrived in May, but ours came with a dent in the side. I'd like a refund.",
    "My sister's vase was perfect when hers came, but mine arrived with a chip. Could you refund it?",
]
UNCHANGED = [
    ("My sister's vase arrived cracked, mine's ok.", "other"),
    ("The box was dented, but the vase itself was perfect.", "context"),
    ("Unlike my last order, which arrived chipped, this one was perfect.", "context"),
    ("The lamp arrived with a small dent, which is fine, I can live with it.", "context"),
    ("The mug arrived chipped last time but it turned up fine in the end.", "context"),
    ("The lamp arrived dented, but honestly it's fine, no need to do anything.", "context"),
]


@pytest.mark.parametrize("text", CLAIMED)
def test_the_own_claim_beside_praise_of_others_stands(text):
    reading = read_ticket(text, order_ref="SU-70001")
    claim = [s for s in reading.sentences if "damaged_item" in s.kinds]
    assert claim and all(s.role == "request" for s in claim), reading.as_payload()
    assert "damaged_item" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text,role", UNCHANGED)
def test_near_misses_keep_their_reading(text, role):
    reading = read_ticket(text, order_ref="SU-70001")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    told = reading.sentences[0]
    assert told.role == role or (role == "other" and "other" in told.kinds), reading.as_payload()


TABLE = [line("TBL-4", "Dining table", 42000)]
CHAIRS = [line("CHR-5", "Dining chair", 9000, 4)]
VASE = [line("VAS-7", "Vase", 3700)]
LAMP = [line("LMP-2", "Table lamp", 6400)]


@pytest.mark.django_db
def test_end_to_end_the_own_claim_is_paid_beside_praise_of_others(tmp_path):
    approve = {"refunds": [{"answer": "approve", "role": "support_lead"}]}
    table = case("OPA-1", "Unlike my other order (SU-70012), which came perfect, the dining table on SU-70011 has a deep scratch "
                 "across the top. Refund the table please.", TABLE, intents=["damaged_item"], ref="SU-70011",
                 expected={"outcome": "resolved", "refunds": [refund(cents(TABLE, "TBL-4", 1), "TBL-4", 1)], "returns": []})
    table = with_second_order(table, "SU-70012", CHAIRS)
    table["ticket"]["order_ref"] = ""
    table["approver"] = approve
    cases = [
        table,
        case("OPA-2", "my sisters vase was perfect when hers came last month but mine arrived with a chip in the lip. refund it?", VASE,
             intents=["damaged_item"], ref="SU-70013",
             expected={"outcome": "resolved", "refunds": [refund(cents(VASE, "VAS-7", 1), "VAS-7", 1)], "returns": []}),
        case("OPA-4", "Unlike my last order, which arrived chipped, this lamp was perfect. Just wanted to say thanks.", LAMP,
             intents=[], ref="SU-70015", expected={"outcome": "escalated", "refunds": [], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
