"""The content words of a text, stemmed, so that two sentences can be told to name the same goods
("the mugs" and "that mug")."""

from __future__ import annotations

from functools import lru_cache
import re

from .. import sentences as cut
from .goods_named_bank import joined_goods_compounds

# Words that name nothing a person would have to act on by themselves: courtesy, the order and
# its goods in general, and the remedies the known kinds already give.
_FUNCTION = set("""a an the and or but if so of to in on at by for from with about as into onto over under after before than then
this that these those it its it's itself i i'm i've i'd me my mine myself we we're we've our ours us you you're your yours he she
they them their there here is are was were be been being am do does did doing done have has had having will would can could
should shall may might must not no yes just also too very really quite much many more most some any all both each every
other another one two again still even only ever soon now today tomorrow yesterday week weeks day days month months time times
what when where which who whom whose why how please pls plz kindly thanks thank cheers hi hello hey dear regards best kind
wishes sincerely ok okay yeah yep hmm oh well like want wanted need needed needs wish would'd know let get got getting give
given make made take took taken see seen look looking looked sure possible asap quickly quick fast rush hurry urgent urgently
help helping assist assistance support advise advice reply respond response answer hear contact reach touch update updates
info information news happen happened happening going go goes gone thing things something anything everything nothing way
matter issue issues problem problems situation mess case ticket request question questions query concern concerns
order orders ordered item items product products purchase purchased bought buy parcel package packages delivery delivered
deliveries shipment shipping email emails message mail account customer shop store team someone somebody anyone anybody
sort sorted fix fixed resolve resolved handle handled deal dealt check checked confirm confirmed appreciate appreciated
asking ask asked wondering wonder hoping hope trust expect expecting able unable fine good great bad terrible awful
money refund refunds refunded reimburse reimbursed reimbursement back return returns returned returning label credit credited
compensation compensate cost costs price amount charge charges charged payment payments paid pay card bank full partial
exchange replacement replace new right correct wrong same different arrive arrived arrival come came
fee fees shipping postage out off up down rather bit lot can't won't don't didn't isn't wasn't aren't haven't hasn't
couldn't wouldn't shouldn't it'll i'll we'll you'll that's what's there's once grateful thankful obliged prompt swift speedy
earliest convenience convenient whenever patience patient understanding kindly next both either whether put extra second duplicate
instead perhaps maybe swap swapped swapping
teh ordr refnd rfnd rfund refud pls plz u ur r bak bck mony muney monney cash
wanna gonna gotta tbh lol lmao omg idk imo btw def defo hii hiii hiiii heyy heyyy hiya thx tysm haha
ill ive youll youre itll theyre theyll thats whats theres""".split())  # the same words typed in a hurry, or texted (the last line: contractions typed without their apostrophe, "ill send it back"; not the negated ones, "dont", which other readings weigh as words)


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=4096)
def content_stems(text: str) -> frozenset[str]:
    """The words of a sentence that name something particular (not courtesy, not the order in general).
    Cached: the screener asks again for the same sentences (the attach and tell rules compare every
    sentence with every request, and a ticket is read again at each plan check and page view)."""
    text = text.lower().replace("’", "'")
    # ("the power bank": its words, and the goods' one word, never the money word "bank" alone: goods_named_bank.py)
    words = [w.strip("'-") for w in re.findall(r"[a-z][a-z'’-]+", text + (" " + joined_goods_compounds(text) if "bank" in text else ""))]
    return frozenset({_stem(w) for w in words if len(w) >= 3 and w not in _FUNCTION and _stem(w) not in _FUNCTION
            and not all(part in cut.NUMBER_WORDS for part in w.split("-"))  # "twenty-nine ninety-nine": an amount, not a thing
            and not (w.endswith("ly") and len(w) > 4) and not re.fullmatch(r"su-?\d+", w)})
