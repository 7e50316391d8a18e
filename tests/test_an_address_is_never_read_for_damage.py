"""A postal address in a ticket names a place, never goods nor damage (runs/postal_addresses.py): towns and streets
carry damage words ("Sparks NV", "Cracked Rock Rd", "Broken Arrow OK", "Burns Ave", "Leak St", "Dent Road"). Blind
round verify38, issue #11: an address change to a street in Sparks NV was read as damage beside a rightful
duplicate-charge refund, and the one line of the order was refunded a second time. The guard damage_told_of_the_line
refuses a damage refund whose only damage word lies in an address. Wording written here."""

import pytest

from runs.damage_told_of_the_line import CHECK, check
from runs.postal_addresses import address_spans
from tests import fresh_cases as fc
from tests.readings import reading, shown

ADDRESS_ASKS = [
    ("Also please change the delivery address on my account to 7 Aspen Court, Sparks NV 89436.", "Sparks NV 89436"),
    ("can u update my adress to 220 cracked rock rd, broken arrow ok 74012 pls", "cracked rock rd"),
    ("New address for future orders: 9 Burns Ave, Tulsa, OK 74103.", "Burns Ave"),
    ("Could you send the rest of my order to 5 Leak St, Reno NV 89501 instead?", "Leak St"),
    ("We've moved house - please ship everything to 40 Dent Road, Marksbury, NV 89502 from now on.", "Dent Road"),
    ("I have relocated to Broken Arrow, Oklahoma, so the billing address needs changing.", "Broken Arrow"),
    ("My address is now 3 Marks Close, Leeds LS1 4AB, can you put that on my account?", "Marks Close"),
    ("pls redirect the parcel to 12 Smashed Pumpkin Lane, Burns OR 97720 - nobody is at the old place", "Smashed Pumpkin Lane"),
]
# damage told beside an address is still damage; and words that only look like an address are no address
STILL_DAMAGE = [
    "The lamp you sent to 5 Main St arrived cracked.",
    "My address is 3 Oak Close. The mug came chipped.",
    "The toaster sparks every time I switch it on.",
    "The kettle was delivered to my new address and the lid is broken.",
    "12 Mugs Arrived Broken On The Way",
    "I live at 40 Elm Road and the vase came smashed.",
]


@pytest.mark.parametrize("text,word", ADDRESS_ASKS)
def test_the_address_is_found(text, word):
    assert any(text[a:b].find(word) >= 0 for a, b in address_spans(text)), address_spans(text)


@pytest.mark.parametrize("text,word", ADDRESS_ASKS)
def test_an_address_asked_is_never_damage(text, word):
    read = reading(f"I was charged twice on this order, please refund the extra charge. {text}")
    assert "damaged_item" not in read.intents and "duplicate_charge" in read.intents, shown(read)
    asked = [s for s in read.sentences if s.text.strip() == text.strip()]
    assert asked and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)


@pytest.mark.parametrize("text", STILL_DAMAGE)
def test_damage_beside_an_address_is_still_read(text):
    read = reading(text)
    assert "damaged_item" in read.intents, shown(read)


LINES = [fc.line("KTL-1", "Stovetop kettle", 4200)]
ORDER = {"order_ref": "SU-70001", "lines": LINES}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(LINES, "KTL-1", 1), "sku": "KTL-1",
            "lines": [{"sku": "KTL-1", "quantity": 1}], "subtask": 1}


@pytest.mark.parametrize("text,word", ADDRESS_ASKS[:5])
def test_the_guard_refuses_damage_read_only_in_an_address(text, word):
    # a screener that misread the place's name as damage: the one line is never paid on it
    at = text.index(word)
    requests = [{"text": text, "kinds": ["damaged_item", "other"], "spans": {"damaged_item": [[at, at + len(word)]]}}]
    name, passed, inputs, _ = check(DECISION, ORDER, requests)
    assert name == CHECK and not passed, inputs
    assert "a person finds which goods" in " ".join(inputs["says"])
    # the same damage word told of the goods still passes
    told = "The kettle sparks when I switch it on."
    assert check(DECISION, ORDER, [{"text": told, "kinds": ["damaged_item"], "spans": {"damaged_item": [[11, 17]]}}])[1]


@pytest.mark.django_db
def test_only_the_copy_is_refunded_beside_an_address_change(tmp_path):
    copy = [{"amount_cents": 4200, "source": "platform", "lines": []}]
    bodies = [f"Hi, I was charged twice for this order. Please refund the duplicate charge. {text} Thanks" for text, _ in ADDRESS_ASKS[:6]]
    cases = [fc.charged(fc.case(f"AD-{n}", body, LINES, intents=["duplicate_charge", "other"], ref=f"SU-7481{n}",
                                expected={"outcome": "partial", "refunds": copy}), True)
             for n, body in enumerate(bodies)]
    fc.assert_money_as_expected(tmp_path, cases)
