"""Damaged goods waived in kind words (forgiving, not bothering or worrying, never mind, no worries, fixed it ourselves,
keeping the money, and their typos) are never paid and never sent to a person as "your request"; each waiver waives only
the goods it points at, so the other goods claimed stay paid (runs/intents/waived_goods.py, kindly_waived_spans; verify35
V35-001, 003, 004, 008, 009, 010, 073). Near-misses still ask. Wording written for these tests."""
import pytest

from runs.intents.read import read_ticket
from runs.intents.waived_goods import kindly_waived_spans
from tests import fresh_cases as fc

# the goods told damaged, then waived in the clause after them
TOLD_THEN_WAIVED = [
    ("the teapot lid has a hairline crack but dont worrie bout it", "teapot lid"),
    ("Candle holder arrived a bit bent, never mind that, it still works.", "Candle holder"),
    ("The rug has a loose thread - no worries about it, I trimmed it.", "rug"),
    ("the clock was scratched on the back but we fixed it ourselves", "clock"),
    ("The cushion came with a mark, no need to do anything for it, it washed out.", "cushion"),
    ("Also the tray is dented, keep ur money on that one.", "tray"),
    ("the jug is chipped, honestly just skip it", "jug"),
    ("Coasters were scuffed but dont even bother with them lol", "Coasters"),
]
# the goods fronted, then waived
FRONTED = [
    ("The bowl, eh, all is forgiven.", "bowl"),
    ("as for the scarf - never mind, it's fine", "scarf"),
    ("Teapot: no worries.", "Teapot"),
    ("The mug, well, it's forgiven, only a tiny chip.", "mug"),
    ("the lamp shade - nevermind that", "lamp shade"),
    ("Oh and the napkins, no probs.", "napkins"),
]
# the waiver naming its goods
NAMED = [
    ("Honestly don't worry about the mug, it's fine.", "mug"),
    ("if it's a hassle don't bother with the towel.", "towel"),
    ("Never mind the saucer, it's only a scratch.", "saucer"),
    ("dont wory abt the candle, I'll use it anyway", "candle"),
    ("no worries about the frame, the glass was fine", "frame"),
    ("Please don't trouble yourselves about the spoon.", "spoon"),
    ("never mind the mug, just refund the bowl", "mug"),
]
STILL_ASKED = [
    "don't worry, just refund it",
    "never mind the card, refund to PayPal",
    "the mug is chipped but no worries, just refund it",
    "don't worry about the mug, just send a new one",
    "The mug is chipped, no worries - send me the refund for it",
    "the lamp is wobbly, my husband fixed it but it broke again",
    "don't worry about the delivery, the vase is what matters",
    "never mind the packaging, the lamp inside is broken",
    "the jug is chipped, no worries if you can send a new one",
    "I don't want to bother you but the kettle is broken",
]


@pytest.mark.parametrize("text,goods", TOLD_THEN_WAIVED + FRONTED + NAMED)
def test_goods_waived_kindly_are_struck(text, goods):
    assert goods in [text[a:b].split(" ", 1)[-1] if text[a:b].lower().startswith(("the ", "my ")) else text[a:b] for a, b in kindly_waived_spans(text)]


@pytest.mark.parametrize("text", STILL_ASKED)
def test_goods_still_asked_are_not_struck(text):
    assert kindly_waived_spans(text) == []


@pytest.mark.parametrize("body", [
    "The vase is cracked, please refund it. The mug has a chip. Honestly don't worry about the mug, it's fine.",
    "Vase cracked, refund please. The mug, eh, all is forgiven, it's only a hairline.",
    "vase came smashd - refund pls. mug has a smol mark but dont wory abt it",
])
def test_only_the_waived_goods_claim_is_waved(body):
    read = read_ticket("my order\n" + body)
    asks = [s.text for s in read.sentences if s.role == "request"]
    assert any("ase" in t for t in asks) and not any("mug" in t.lower() for t in asks)


@pytest.mark.django_db
def test_only_the_goods_not_waived_are_paid(tmp_path):
    two = [fc.line("LAMP-1", "Brass desk lamp", 8900), fc.line("MUG-2", "Stoneware mug", 2400)]
    lamp_paid = [fc.refund(fc.cents(two, "LAMP-1", 1), "LAMP-1", 1)]
    mug_paid = [fc.refund(fc.cents(two, "MUG-2", 1), "MUG-2", 1)]
    bodies = [
        "The lamp arrived with the shade ripped, please refund it. The mug is chipped but skip that, my partner glued it.",
        "lamp broken - refund pls. mug has a tiny chip but dont wory abt it",
        "Hi, the lamp came smashed and I'd like my money back for it. The mug, eh, all is forgiven, it's only a hairline.",
        "The lamp base is cracked, I need a refund. The mug was a bit scuffed but no need to do anything about that.",
        "The lamp is broken, please refund. The mug has a scratch; if it's a hassle don't bother with the mug.",
        "The lamp flex is frayed, refund it please. Also the mug is dinged, keep your money on that one.",
        "Lamp arrived cracked, refund please. The mug has a chip on the rim. Never mind the mug though, it's fine.",
    ]
    # near-misses: the mug's money asked after the kind words, so it is paid
    near_misses = {8: "The lamp is fine. The mug is chipped but no worries, just refund it please.",
                   9: "Don't worry about the lamp, it works. The mug arrived cracked, please refund the mug."}
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("KW", "SU-7362", two, bodies, lamp_paid)
                                + fc.damage_claims("KW", "SU-7362", two, near_misses, mug_paid))
