"""A claim naming the customer's own goods beside another person's ("Both the shaggy rug and the velvet cushion
turned up stained. The cushion is my flatmate's though - she bought it on her own account") still claims the
customer's own goods: the whole sentence was passed on for the flatmate and the rug ($60.48), asked for by name,
went unpaid. The guard holds the other person's line by their words. A claim whose goods are all the other
person's is still passed on."""
import pytest

from runs.intents import read_ticket


def damage_claimed(text: str) -> bool:
    return any(s.is_request and "damaged_item" in s.kinds for s in read_ticket(text).sentences)


OWN_BESIDE = [
    "Both the shaggy rug and the velvet cushion turned up with a brown stain on them. The cushion is my flatmate's though - she bought it on her own account. Could you refund the rug?",
    "the lamp and the shade arrived dented. the shade is my sisters order tho, she ordered it on her own account. refund the lamp pls",
    "My teapot and the blue mug came chipped. The mug was my neighbour's order, not mine. Please refund the teapot.",
    "Hi - the oak tray and the linen napkins were both damaged when they came. The napkins are my mum's, she paid for them on her own card. Just the tray for me please.",
    "The wool throw & the cushion cover arrived torn. Cushion cover's my partner's purchase, on his own account. I'd like a refund for the throw.",
]
ALL_OTHERS = [
    "My daughter's jumper came with a hole. She bought it on her own account.",
    "The velvet cushion turned up stained. The cushion is my flatmate's though - she bought it on her own account.",
    "The lamp and the shade arrived dented. They're my sister's order, she ordered them on her own account.",
    "The mug came chipped. My neighbour bought it herself on her own account, not me.",
    "the scarf and hat came torn. both are my mum's, she bought them on her own account",
]


@pytest.mark.parametrize("text", OWN_BESIDE)
def test_the_customers_own_goods_beside_another_persons_are_still_claimed(text):
    assert damage_claimed(text)


@pytest.mark.parametrize("text", ALL_OTHERS)
def test_goods_all_another_persons_are_passed_on(text):
    assert not damage_claimed(text)
