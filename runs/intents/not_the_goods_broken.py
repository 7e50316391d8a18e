"""What a damage word is said of decides whether the goods are hurt: the shop's own services ("Your website didn't work
so I had to order by phone", "The promo code WELCOME10 is broken", "my discount code that didn't work at checkout", "the
tracking link is broken", "my gift card doesn't work") and other people's property the courier hurt ("The courier damaged
my gate when delivering", "The delivery driver scratched my neighbour's car") are no damage to the order's goods. Each was
read as damaged_item and a one-line order paid its line: $239 over five runs (verify32 P08, Q05, P03, P04, B04). The ask
beside it goes to a person as `other` instead.

Two readings, as in wrapping_came_off.py: the head of the words before the damage word ("the promo code WELCOME10": a
code; "the lamp's switch": a switch, the goods' own), and what a damaging verb is done to ("damaged my gate", "scratched
my neighbour's car", "dented the door": property; "damaged the lamp" is left as read)."""

from __future__ import annotations

import re

from .clause_start import CLAUSE_START

# The shop's services and what it issues: none of them is goods a line pays for.
_SERVICE = re.compile(
    r"^(?:website|web-?site|site|webpage|web-?page|app|checkout|check-?out|portal|codes?|promo-?codes?|promo|"
    r"coupons?|vouchers?|discounts?|gift-?cards?|giftcards?|links?|url|login|log-?in|sign-?in|passwords?|accounts?|tracking|"
    r"invoices?|receipts?|emails?|e-?mails?|chat|chatbot|helpline|phone-?line|hotline|payment|payments|paypal|"
    r"subscription|newsletter|unsubscribe|qr)$", re.I)
# ...never the goods' own part of the same name ("a chain link snapped", "the watch strap's link broke").
_GOODS_LINK = {"chain", "bracelet", "watch", "strap", "necklace", "metal", "gold", "silver", "one", "a", "two", "another"}
# Other people's property and the customer's home, hurt in the delivering: a claim on the carrier, not on the order's lines.
_PROPERTY = re.compile(
    r"^(?:gates?|cars?|vans?|fences?|doors?|front-?doors?|door-?frames?|doorbells?|letter-?box(?:es)?|mailbox(?:es)?|walls?|"
    r"windows?|porch|doorstep|steps|drive(?:way)?|lawn|grass|garden|flower-?beds?|hedges?|bins?|wheelie-?bins?|"
    r"railings?|bumpers?|paintwork|hallway|gatepost|shed|garage)$", re.I)
# The damage words that are done to something ("damaged my gate", "scratched the car"), read with what follows them.
_DOING = re.compile(r"^(?:damaged|damaging|damages|damage|scratched|scratching|dented|denting|broke|broken|smashed|cracked|scraped|"
                    r"bumped|hit|crashed\s+into|reversed\s+into|backed\s+into|knocked\s+over|knocked\s+down|ran\s+over|bent|scuffed|"
                    r"chipped|ripped|tore|destroyed|ruined|wrecked)$", re.I)
_OBJECT = re.compile(r"^\s+(?:(?:my|our|the|a|his|her|their|your|someone's|somebody's)\s+)?(?:(?:[\w-]+['’]s?|next\s+door['’]s|front|back|"
                     r"side|garden|new|old|wooden|metal|parked|neighbou?rs?|poor)\s+){0,3}([\w-]+)", re.I)
# Words between the subject and the damage word ("the code that just didn't work", "the link is still broken").
_LINKING = {"is", "was", "are", "were", "has", "have", "had", "been", "just", "still", "already", "that", "which", "you", "sent",
            "gave", "me", "us", "seems", "seemed", "to", "be", "keeps", "kept", "really", "totally", "completely", "apparently",
            "simply", "also", "clearly", "obviously", "again", "even", "always", "never", "it", "at", "all", "either",
            "itself", "itself,", "now", "properly", "got", "gets", "become", "became", "went", "goes"}
_RELATIVE = {"that", "which", "i", "we", "you", "they", "he", "she", "my", "our", "your", "someone", "mum", "mom", "dad"}
_CODE_LIKE = re.compile(r"^(?=[\w-]*\d)[a-z0-9-]{3,}$|^\d+%?$", re.I)  # "WELCOME10", "10%": names a code, not the thing


# A card is goods ("the birthday card arrived torn") unless it is one the shop issues or takes ("my gift card", "loyalty card").
# A page or basket likewise ("the page is torn" is a book's) unless it is the shop's site ("the checkout page kept crashing").
_ISSUED_CARD = re.compile(r"^(?:(?:gift|e-?gift|loyalty|reward|rewards|store|membership|credit|debit|bank|discount)\s+cards?"
                          r"|(?:checkout|payment|web|login|order|home|account|basket|cart|product|returns?|tracking|help)\s+(?:pages?|forms?|buttons?)"
                          r"|(?:shopping|online|your|website)\s+(?:basket|cart))$", re.I)


def _head_before(text: str, start: int) -> str:
    """The head word of the words before the damage word, in its clause ("the promo code WELCOME10 is": code; "my gift
    card": gift card)."""
    before = text[:start]
    starts = [m.end() for m in CLAUSE_START.finditer(before)]
    words = re.findall(r"[\w%'’-]+", before[max(starts) if starts else 0:].lower())[-8:]
    while words and (words[-1] in _LINKING or words[-1].endswith(("n't", "n’t")) or words[-1] in {"not", "does", "did", "do", "will",
                                                                                                    "would", "can", "could", "wo"}):
        words = words[:-1]
    while words and _CODE_LIKE.match(words[-1]) and len(words) > 1:
        words = words[:-1]
    # a head with a phrase after it: "the link to the instruction manual", "the code for the sale"
    cut = next((i for i, w in enumerate(words) if w in {"to", "for", "from", "in", "on", "at"}), 0)
    if cut and _SERVICE.match(words[cut - 1]):
        return words[cut - 1]
    # a head with a clause of its own after it: "the gift card I paid with", "the code my sister gave me"
    for i in range(len(words) - 1):
        if words[i + 1] in _RELATIVE and (_SERVICE.match(words[i]) or (i and _ISSUED_CARD.match(" ".join(words[i - 1:i + 1])))):
            words = words[:i + 1]
            break
    if len(words) > 1 and _ISSUED_CARD.match(" ".join(words[-2:])):
        return "giftcard"
    if len(words) > 1 and words[-1] in {"link", "links"} and words[-2] in _GOODS_LINK:
        return ""  # "a chain link snapped": the goods' own (a "tracking link", "the link you sent" stay the shop's)
    return words[-1] if words else ""


def not_the_goods_broken(text: str, span: tuple[int, int]) -> bool:
    """Whether the damage word at `span` is said of the shop's services or of property the courier hurt, not the goods."""
    if _SERVICE.match(_head_before(text, span[0]).replace("’", "'")):
        return True  # "Your website didn't work", "the promo code WELCOME10 is broken"
    if _DOING.match(text[span[0]:span[1]].strip()):
        done_to = _OBJECT.match(text[span[1]:])
        return bool(done_to and _PROPERTY.match(done_to.group(1)))  # "damaged my gate", "scratched my neighbour's car"
    return False
