"""In a stretch said with no marks, a verb asked of the shop keeps its object ("could you change | the address you have
for me to 14 Fernhill Road ..."): the run-on cutter never opens a new clause right after "could you change", "please
update", "can u cancel" (runs/run_on.py, `_object_of_an_ask`), and goods or an order not wanted at an address ("i dont
want the next order going to the old flat") is no change of mind (runs/intents/cues.py). Blind round ver43, V43-A2: the
cut left "the address you have for me to 14 Fernhill Road ... i dont want the next order going to the old flat" read alone
as a return, the lamp charged twice was taken back, and the address change was dropped. Near-misses: a stretch still cut
where a new clause plainly begins, and goods not wanted stay a change of mind. Wording written for these tests."""

import pytest

from runs.run_on import clauses
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKS = [
    ("so the kettle was taken off my card twice on the same day for the same amount and i only bought one so please put one back "
     "and could you change the address you have for me to 9 Orchard Close Bath BA2 4RT as ive moved house and i dont want the next "
     "order going to the old flat thanks", "Orchard Close"),
    ("hiya my bank shows the kettle payment twice same day same amount can you refund one of them and can u update the email on my "
     "account to sam.k@example.org because the old one is gone and i dont want receipts going there ta", "sam.k@example.org"),
    ("Good morning I was charged twice for the kettle on the same day and I would like one of the payments put back on my card and "
     "please amend the phone number you hold for me to 07700 900123 since I changed networks last month many thanks", "07700 900123"),
    ("the kettle payment went out twice yesterday so can I have one back please and also could you correct the name on my account "
     "it says Jon but it should be John and I dont want the next parcel going out with the wrong name on it", "John"),
    ("Kettle charged two times on my card same amount both on tuesday only bought the one so can one be put back and while I have "
     "you could you change the delivery address to Flat 2 Riverside Court Leeds because I dont want parcels going to the old place",
     "Riverside Court"),
    ("i see the kettle twice on my statement same day same price so please send one of them back to my card and can you change "
     "the billing address on my account to 12 Hill Street Derby as the old one is wrong cheers", "Hill Street"),
]

STILL_CUT = [
    # a new subject with its verb after a word that ends a clause
    ("the parcel came on tuesday with the kettle and the toaster the toaster has a big dent in the side so id like my money back "
     "for the toaster please the kettle is lovely thank you", "the toaster has a big dent"),
    ("i ordered two mugs last week and they came yesterday both mugs arrived chipped on the rim could you refund them please as i "
     "cant use them", "could you refund them"),
]


@pytest.mark.parametrize("body, detail", ASKS)
def test_the_details_change_is_asked_and_no_return_is_read(body, detail):
    read = reading(body, "kettle charged twice")
    assert "duplicate_charge" in read.intents, shown(read)
    assert not {"change_of_mind", "wrong_item"} & set(read.intents), shown(read)
    assert any("other" in s.kinds and detail in s.text for s in read.requests), shown(read)


@pytest.mark.parametrize("body, opening", STILL_CUT)
def test_a_stretch_is_still_cut_where_a_new_clause_begins(body, opening):
    assert any(c.strip().startswith(opening) for c in clauses(body)), clauses(body)


@pytest.mark.parametrize("text", [
    "I don't want the lamp anymore, it's too big for the room.",
    "i dont want the vase, can you take it back",
    "We don't want these, they're not what we expected. Can we return them?",
])
def test_goods_not_wanted_stay_a_change_of_mind(text):
    assert "change_of_mind" in reading(text, "return").intents


def test_an_order_not_wanted_at_the_old_address_is_no_change_of_mind():
    for text in ("I don't want the next order going to the old flat, please update my address to 3 Elm Street.",
                 "please change my address, i dont want them arriving at my old work again"):
        read = reading(text, "address")
        assert "change_of_mind" not in read.intents and "other" in read.intents, shown(read)


KETTLE = [fc.line("KTL-5", "Glass kettle", 4800)]


@pytest.mark.django_db
def test_the_copy_is_paid_nothing_taken_back_and_the_change_goes_to_a_person(tmp_path):
    copy_paid = {"amount_cents": 4800, "source": "platform", "lines": []}
    cases = [fc.charged(fc.case(f"RA-{i}", body, KETTLE, subject="kettle charged twice", ref=f"SU-7261{i}",
                                intents=["duplicate_charge", {"kind": "other", "quote": detail}],
                                expected={"outcome": "partial", "refunds": [copy_paid], "returns": [], "escalations": [{"item": detail}]}),
                        twice=True) for i, (body, detail) in enumerate(ASKS[:4])]
    fc.assert_settled_as_expected(tmp_path, cases)
