"""A piece told missing beside damage the same sentence tells of the line itself is that line damaged: "the handle of
the cast iron frying pan came loose right out of the box, it wobbles and one rivet is missing. Could I get a refund for
the pan please?" claims the pan. The rivet was read as a part the pan came without, so a person was to price a part,
and the pan went unpaid (blind round ver24a V24-10). Wording written for these tests.

Near-misses, still a part a person decides: a piece missing with nothing else wrong, the item itself called fine, a
piece the line sells beside its item ("Table lamp with shade"), a piece asked for itself ("send a new charger"), and
damage told only of the packaging."""

import pytest

from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import assert_all_pass
from tests.guard_fixtures import part_read

V24A = round_cases("docs/blind-rounds/2026-12-08/ver24a/ver24a.jsonl")


@pytest.mark.parametrize("description, text", [
    ("Cast iron frying pan 28 cm", "The handle of the frying pan came loose right out of the box, it wobbles and one rivet is missing. "
                                   "Could I get a refund for the pan please?"),
    ("Bedside table", "The bedside table arrived with a cracked top and two screws are missing. Please refund it."),
    ("Office chair", "the chair wobbles badly, one bolt is missing from the base. refund the chair pls"),
    ("Electric kettle", "The kettle's lid hinge snapped and a screw is missing. I want my money back."),
    ("Oak bookcase", "The bookcase is split down one side and a shelf peg is missing, so it's useless. Refund please."),
    ("Steel saucepan", "my saucepan's handle is loose and wobbly - a rivet's missing. can i have a refund"),
])
def test_the_line_is_damaged_not_a_part_missing(description, text):
    assert part_read(description, text) == "", (description, text)


@pytest.mark.parametrize("description, text", [
    ("Cast iron frying pan 28 cm", "One rivet is missing from the frying pan. Could I get a refund please?"),
    ("Cast iron frying pan 28 cm", "The frying pan itself is fine but one rivet is missing."),
    ("Bedside table", "Two screws are missing from the bedside table, please refund."),
    ("Table lamp with shade", "The table lamp base is cracked and the shade is missing. Refund please."),
    ("Cordless drill", "The drill casing is cracked and the charger is missing, please send a new charger."),
    ("Cordless drill", "The box was crushed and there was no charger in the box. Refund please."),
])
def test_near_misses_are_still_a_part(description, text):
    assert part_read(description, text), (description, text)


# The V24-10 world (the pan and its lid on one order, a lost parcel on the customer's other order), reworded.
BODIES = [
    "Hi,\n\nOrder SU-72410: the frying pan's handle came loose straight away, it wobbles and a rivet is missing. Could I have a refund "
    "for the pan? The lid is fine.\n\nAlso, my other order SU-72510 (oven gloves and tea towels) never arrived - tracking says the "
    "parcel was lost. Please refund that order too.\n\nThanks,\nSiobhan",
    "Order SU-72410 - the cast iron pan's handle is loose and wobbly, one of the rivets is missing. Refund for the pan please, the lid "
    "is perfect.\n\nSeparately, order SU-72510 never came at all; the tracking page says lost. Please refund it as well.",
    "Hello, on SU-72410 the handle of the frying pan wobbles and one rivet is gone missing, it came like that out of the box. I'd "
    "like a refund for the pan. Glass lid is grand.\n\nOn my other order SU-72510 the oven gloves and tea towels never turned up, the "
    "tracking says the parcel was lost. Refund that one too please.",
    "SU-72410: pan handle came loose, wobbles, one rivet missing!! refund the pan pls. lid ok.\n\nSU-72510: never arrived, tracking "
    "says lost. refund pls.",
    "Dear team,\n\nRegarding order SU-72410, the handle of the cast iron frying pan was loose on arrival; it wobbles and a rivet is "
    "missing. Kindly refund the pan. The glass lid is in perfect condition.\n\nRegarding order SU-72510, the parcel with the oven "
    "gloves and tea towels was lost according to the tracking page. Please refund that order.\n\nKind regards,\nSiobhan",
]


# The pan on the first order; the customer's own other order, lost, by the follow-up run pinned to it (items, delivery
# and tax of SU-72510 by carrier claim: 3400 + 599 + 272).
BOTH_PAID = {"outcome": "resolved", "returns": [], "escalations": [],
             "refunds": [{"amount_cents": 5832, "source": "platform", "lines": [{"sku": "PAN-FRY-28", "quantity": 1}]},
                         {"amount_cents": 4271, "source": "carrier_claim", "lines": []}]}


@pytest.mark.django_db
def test_the_pan_is_paid_and_the_other_order_by_its_follow_up_run(tmp_path):
    assert_all_pass(tmp_path, [reworded(V24A, "V24-10", f"PAN-{i}", body, expected=BOTH_PAID) for i, body in enumerate(BODIES)])
