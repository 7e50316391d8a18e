"""Money the customer says a third party has given back, or is getting back for them: their bank, card issuer or payment
app by any name ("My bank has already clawed the second one back", "Monzo have already reversed the duplicate"), a
carrier's claims desk ("ParcelCo have already paid me compensation for it through their claims form"), an insurer, or a
dispute or chargeback still open ("Already opened a PayPal dispute for the extra one yesterday"). The verifier (V1-15,
V5-05, V3-01, V2-04) found each paid again by the shop: the payers' tables (settled_other_means.py,
settled_elsewhere_done.py) knew a few names only, and "clawed ... back" or a dispute opened was no settling at all.

Money back had (`returned_by_third_party`) is settling words for the screener (runs/intents/settled.py _settling), so
its turn, denial and recurrence checks still apply. A dispute open or money under way from the third party
(`dispute_open`) is no settling: paying beside it pays twice when it lands, so a person answers it and the claim's
refund is held (runs/intents/disputes_open.py).

A wish that it not happen again is no recurrence (`prevention_wish_blanked`): "so your system doesn't do it again next
time", "just make sure it doesn't happen on my next order" look ahead, they tell nothing happening twice.

Near-misses left asked: "my bank said they CAN'T reverse it", "the bank told me to ask you", "I've asked my bank but
they haven't done anything yet", "I disputed it but PayPal rejected it", "the courier said to claim from you",
"my bank says it will reverse it if you don't"."""

from __future__ import annotations

import re

from ..read_once_per_text import once_per_text
from .goods_named_bank import BANK

# Who pays money back besides the shop, by role: the customer's bank, card issuer or payment app ("my card company",
# "my banking app"), a carrier's claims desk ("the courier's claims team"), an insurer ("my home insurance").
_DET = r"(?:(?:my|our|the|their|his|her|ur)\s+)?(?:own\s+)?"
_BANK_ROLE = (rf"{_DET}(?:(?:online|mobile|credit\s+card|debit\s+card|card)\s+)?(?:{BANK}(?:ing\s+app)?|card\s+(?:company|issuer|provider|people)|"
              r"credit\s+card(?:\s+(?:company|provider))?|payment\s+(?:app|provider)|building\s+society|credit\s+union)"
              # ... or a team of it: "my bank's fraud team", "the card company's disputes department" (R1-14)
              r"(?:['’]?s\s+(?:fraud|disputes?|chargeback|claims?|security|card\s+services)\s+(?:team|department|dept|people|unit|desk|line))?")
_CARRIER_ROLE = (rf"{_DET}(?:(?:courier|carrier|delivery|shipping|postal|parcel)(?:['’]s)?\s+(?:company|firm|service|claims?\s+(?:team|desk|department|dept|form))"
                 r"|courier|carrier|claims?\s+(?:team|desk|department|dept|people))")
_INSURER_ROLE = rf"{_DET}(?:(?:home|contents|travel|parcel|package|shipping)\s+)?(?:insurer|insurance(?:\s+(?:company|provider|people|claim))?)"
# ... by name, in any case (the names customers type in lower case: "monzo", "revolut", "amex")
_BANK_NAMES = (r"(?:monzo|revolut|starling|barclays|barclaycard|hsbc|lloyds|natwest|santander|halifax|nationwide|metro\s+bank|tsb|first\s+direct|"
               r"n26|chime|capital\s+one|wells\s+fargo|bank\s+of\s+america|citi(?:bank)?|amex|american\s+express|visa|mastercard|paypal|"
               r"klarna|clearpay|afterpay|apple\s+pay|google\s+pay|venmo|cash\s+app)")
_CARRIER_NAMES = r"(?:royal\s+mail|parcelforce|evri|hermes|dpd|dhl|ups|fedex|usps|yodel|parcelco|parcelnet)"
# ... or by a name of its own, capitalised ("Chase", "ParcelCo", "Aviva"), never a word that opens a sentence or a pronoun.
_NOT_A_NAME = (r"(?!(?:I|We|You|They|He|She|It|The|This|That|These|Those|My|Our|Your|Their|His|Her|Someone|Somebody|Nobody|No|Not|Never|"
               r"Already|Just|Also|And|But|So|Then|Now|Luckily|Thankfully|Fortunately|Apparently|Honestly|Anyway|Yesterday|Today|"
               r"Please|Pls|Hi|Hello|Thanks|Thank|Ok|Okay|Yes|Sorry|Sundry|Support|If|When|Once|Since|As|Because|Still|Only)\b)")
_CAPITALISED = _NOT_A_NAME + r"(?-i:[A-Z][A-Za-z0-9&]*[A-Za-z0-9])(?:\s+(?-i:[A-Z][A-Za-z0-9&]+)){0,2}"
_KNOWN = rf"(?:{_BANK_ROLE}|{_CARRIER_ROLE}|{_INSURER_ROLE}|\b{_BANK_NAMES}\b|\b{_CARRIER_NAMES}\b)"
PAYER = rf"(?:{_KNOWN}|{_CAPITALISED})"

# The money back, done: "reversed", "refunded (me)", "clawed the second one back", "paid me compensation", "covered it".
# (Never what a carrier does with goods: "the courier returned the parcel", "took it back", "sent it back".)
_SOME = r"(?:(?!(?:but|and|so|if|to|please|pls)\b)[\w£$€.,'’-]+\s+){0,4}?"
# (the charge told twice counted by the customer: "got the second one back", "got the extra 1 back" - R3-10)
_MONEY = (r"(?:(?:(?:the|my|our|that|a|all\s+the|the\s+full)\s+)?(?:(?:second|extra|duplicate|double|whole|full)\s+)?(?:money|cash|payment|amount|charge|duplicate|sum|refund|[£$€]\s?\d[\d.,]*|\d[\d.,]*\s*(?:pounds|quid|dollars|euros?))"
          r"|(?:the\s+|that\s+)?(?:second|2nd|extra|duplicate|double|other)\s+(?:one|1)\b)")
_DONE = (r"(?:reversed|refunded|refundd|reimbursed|credited|compensated|"
         rf"(?:clawed|pulled|charged)\s+{_SOME}back|(?:returned|recovered)\s+{_MONEY}|"
         rf"(?:paid|gave|given|give|gives|put|sent|got|gotten)\s+(?:(?:me|us)\s+)?{_MONEY}\s+back|(?:paid|gave|given|give|gives|put|sent)\s+back\s+(?:(?:to\s+)?(?:me|us)\s+)?{_MONEY}|(?:gave|given|give|gives|sent|paid)\s+(?:me|us)\s+back\s+{_MONEY}|paid\s+(?:(?:it|that|them)\s+)?back|"
         r"paid\s+(?:me|us|out)\b(?!\s+(?:nothing|zero|a\s+visit))|paid\s+(?:the|my|our)\s+claim|settled\s+(?:the\s+claim|my\s+claim|up)|"
         r"covered\s+(?:it|them|that|the\s+(?:cost|loss|damage|lot|whole\s+thing)))")
# (a learner's "is" for "has": "my bank is already give me back the second one" - R2-05)
_HAVE = r"(?:(?:has|have|had|'s|’s|'ve|’ve|is|was)\s+)?"
_ADVERBS = r"(?:(?:already|just|kindly|since|now|finally|quickly|thankfully|luckily|also|actually|very\s+kindly|been\s+and)\s+)*"
# A name nobody lists does it with a helper or an object ("ParcelCo have already paid me", "Chase reversed it"): never a
# noun of the order before a verb ("Delivery refunded please" asks).
_ACTS = r"(?=\s+(?:me|us|it|them|that|this|the|my|our|for\s+me|out|back|in\s+full)\b)"
_RETURNED = re.compile(
    # the payer doing it: "My bank has already clawed the second one back", "Monzo have already reversed the duplicate"
    rf"\b{_KNOWN}\s+{_HAVE}{_ADVERBS}{_DONE}\b"
    rf"|\b{_CAPITALISED}\s+(?:(?:has|have|had|'s|’s|'ve|’ve)\s+{_ADVERBS}{_DONE}\b|{_ADVERBS}{_DONE}\b{_ACTS})"
    # ... named first, then its doing: "I put a claim in with ParcelNet and they paid me the full £42", "asked my bank and they reversed it"
    rf"|\b{PAYER}\b[^.!?;]{{0,60}}?\b(?:and|who|which)\s+(?:they|it)?\s*{_HAVE}{_ADVERBS}{_DONE}\b"
    # ... told by them: "Revolut told me they've reversed it", "the bank confirmed it was refunded"
    rf"|\b{PAYER}\s+(?:told\s+me|said|says|confirmed|emailed\s+(?:me\s+)?to\s+say)\s+(?:that\s+)?(?:they|it|the\s+(?:\w+\s+)?(?:charge|payment|money|duplicate))"
    rf"(?:['’]ve|\s+have|\s+has|['’]s|\s+had|\s+was|\s+were)?\s+(?:been\s+)?{_ADVERBS}{_DONE}\b"
    # done by them, told in the passive: "refunded by Revolut", "reimbursed by my insurer", "compensated by the courier"
    # (never the customer's own payment: "I paid via PayPal")
    rf"|\b(?:reversed|refunded|reimbursed|credited|compensated|paid\s+(?:out|back)|covered|charged\s+back|clawed\s+back)\s+"
    rf"(?:already\s+|in\s+full\s+|back\s+)?(?:by|through|via)\s+{PAYER}"
    # ... given back, by a bank or a payment app (never goods a carrier brought back): "the double payment is already give
    # back by my bank" (a learner's passive), "the extra charge was sent back through Revolut"
    rf"|\b(?:given|give|gave|sent|paid)\s+back\s+(?:already\s+|in\s+full\s+)?(?:to\s+me\s+)?(?:by|through|via|from)\s+(?:{_BANK_ROLE}|\b{_BANK_NAMES}\b)"
    # the money had from them: "got my money back from Monzo", "received compensation from the courier"
    rf"|\b(?:got|received|recieved|had)\s+(?:my\s+|the\s+|a\s+|full\s+|a\s+full\s+)?(?:money|refund|compensation|reimbursement|payout|pay-?out|"
    rf"[£$€]\s?\d[\d.,]*|\d[\d.,]*\s*(?:pounds|quid|dollars|euros?))(?:\s+back)?\s+(?:already\s+)?(?:from|through|via)\s+{PAYER}"
    # a dispute or a claim won: "PayPal found in my favour", "the dispute was settled in my favour", "won the claim"
    r"|\b(?:found|ruled|decided|settled|closed|resolved)\s+(?:it\s+)?in\s+my\s+favou?r\b"
    r"|\b(?:won|win)\s+(?:the|my)\s+(?:dispute|chargeback|claim)\b"
    r"|\b(?:dispute|chargeback|insurance\s+claim|(?:courier|carrier)['’]?s?\s+claim)\s+(?:was\s+|has\s+been\s+|got\s+)?(?:paid\s+out|paid|approved|upheld|won|refunded)\b"
    # ... told a success: "My paypal claim was successful", "the chargeback went through" (mend47left: read as money asked to PayPal, and the claim was paid again beside it)
    rf"|\b(?:(?:{PAYER})\s+(?:dispute|chargeback|claim|case)|dispute|chargeback)\s+(?:was\s+|has\s+been\s+|got\s+|is\s+|went\s+)?"
    r"(?:successful+|a\s+success|accepted|granted|through)\b", re.I)
# ... never wished, asked, or put as a condition: "if my bank reverses it", "can Monzo refund it?", "hopefully the bank..."
_WISHED_BEFORE = re.compile(r"\b(?:if|unless|whether|once|until|hope|hoping|hopefully|wish|should|could|would|might|may|can|will|want|asked|ask|tried|trying|"
                            r"expect|expecting|waiting|wait)\b[^.!?;]*$", re.I)
# ... nor part of it only, or the wrong money: "PayPal refunded only £10", "refunded the wrong amount", "but not the fee"
# (never "so I'm only writing for your records")
_SHORT_AFTER = re.compile(r"^[^.!?;]{0,40}?\b(?:only\s+(?:[£$€]?\d|half|part|some|one\s+of|a\s+(?:part|bit|portion|fraction))|partly|partially|part\s+of|half\s+of|"
                          r"wrong\s+(?:amount|charge|payment)|but\s+not|not\s+the)\b", re.I)


@once_per_text
def returned_by_third_party(text: str) -> list[re.Match]:
    """The words of `text` telling money given back by a third party (module doc), none wished, asked or partial."""
    return [m for m in _RETURNED.finditer(text) if not _WISHED_BEFORE.search(text, 0, m.start()) and "?" not in text[m.end():]
            and not _SHORT_AFTER.search(text[m.end():])]


# A dispute, chargeback or claim open with a third party, or their money under way: "Already opened a PayPal dispute for the
# extra one", "I've raised a chargeback with Barclays", "the dispute is still open", "my bank is reversing it", "Revolut said
# they'll refund the duplicate in 3-5 days", "I've put a claim in with the courier".
# (a learner's present for the past: "i make a dispute in paypal already"; a threat or a wish is kept out by dispute_open)
_OPENED = (r"(?:opened|raised|filed|started|lodged|logged|submitted|made|put\s+in|put\s+through|initiated|requested|begun|began|got|have|"
           r"open|make|raise|file|do|did)")
_WILL = (r"(?:(?:said|says|told\s+me|confirmed|promised)\s+(?:that\s+)?(?:they|it)\s*)?(?:will|['’]ll|are\s+going\s+to|is\s+going\s+to|gonna)\s+"
         r"(?:\w+\s+)?")
_DISPUTE_OPEN = re.compile(
    # "Already opened a PayPal dispute", "I've raised a chargeback", "filed a claim with the courier"
    rf"\b{_OPENED}\s+(?:a|an|the|my)\s+(?:\w+\s+){{0,2}}?(?:dispute|chargeback|charge-back)\b"
    # (a case opened with a carrier traces a parcel: only a claim there asks its money)
    rf"|\b{_OPENED}\s+(?:a|an|the|my)\s+(?:\w+\s+){{0,2}}?claim\s+(?:with|through|via|on|at)\s+{PAYER}"
    rf"|\b{_OPENED}\s+(?:a|an|the|my)\s+(?:\w+\s+){{0,2}}?case\s+(?:with|through|via|on|at)\s+(?:{_BANK_ROLE}|\b{_BANK_NAMES}\b)"
    rf"|\b(?:put|putting|got|sent|submitted)\s+(?:a|an|my)\s+(?:\w+\s+)?(?:claim|dispute)\s+in\s+(?:with|to|through|via|on|at)\s+{PAYER}"
    rf"|\b{_OPENED}\s+(?:a|an|the|my)\s+(?:(?:paypal|bank|card|insurance|courier|carrier|chargeback|parcelco|evri|royal\s+mail)\s+)(?:claim|case)\b"
    # "I've disputed the second charge with my bank", "disputed it on PayPal" (never "the charge I'm disputing with you")
    r"|\b(?:i|we)(?:['’]ve|\s+have|\s+had|['’]d)?\s+(?:already\s+|just\s+)?disputed\s+(?:it|them|this|that|the\s+(?:\w+\s+){0,2}?(?:charge|payment|transaction|debit|one|amount))\b"
    # "the dispute is still open", "chargeback pending", "the claim is being processed"
    rf"|\b(?:dispute|chargeback|charge-back|(?:paypal|bank|card|insurance|courier|carrier)\s+claim)\s+(?:is\s+|has\s+been\s+|'s\s+)?(?:still\s+)?(?:open|ongoing|pending|in\s+progress|under\s+(?:way|review)|being\s+(?:processed|looked\s+at|reviewed))\b"
    # the payer at work on it: "my bank is reversing it", "Monzo are investigating", "PayPal are looking into it"
    rf"|(?:{_BANK_ROLE}|\b{_BANK_NAMES}\b)\s+(?:is|are|['’]s|['’]re)\s+(?:now\s+|currently\s+|already\s+)?(?:reversing|refunding|returning|crediting|investigating|looking\s+into|processing|"
    r"clawing|charging\s+(?:it|them|that)\s+back|sorting)\b"
    # ... or said they will: "Revolut said they'll refund the duplicate", "the bank will reverse it within 5 days"
    rf"|\b(?:{_BANK_ROLE}|\b{_BANK_NAMES}\b)\s+{_WILL}(?:reverse|refund|return|credit|claw|pay|compensate|reimburse|charge\s+(?:it|them|that)\s+back)\b"
    # ... a carrier or insurer paying out ("the courier will compensate me"), never goods sent back ("the courier will return it")
    rf"|\b(?:{_CARRIER_ROLE}|{_INSURER_ROLE}|\b{_CARRIER_NAMES}\b)\s+{_WILL}(?:compensate|reimburse|pay\s+(?:me|us|out|the\s+claim|my\s+claim))\b", re.I)
# ... never the dispute turned down, or the customer sent back here: "but PayPal rejected it", "they told me to contact you"
_TURNED_DOWN = re.compile(r"\b(?:but|though|however|and)\b[^.!?;]{0,40}?\b(?:rejected|refused|declined|denied|turned\s+(?:it\s+)?down|said\s+no|lost|closed\s+it|"
                          r"can['’]?t|cannot|won['’]?t|couldn['’]?t|wouldn['’]?t|told\s+me\s+to\s+(?:ask|contact|speak|go\s+to|email|come)|"
                          r"(?:ask|contact|speak\s+to)\s+(?:you|the\s+(?:shop|seller|retailer|merchant)))", re.I)
_CONDITION_AFTER = re.compile(r"^[^.!?;]{0,40}?\b(?:if\s+you|unless\s+you|otherwise|in\s+case)\b", re.I)


def dispute_open(text: str) -> re.Match | None:
    """The words of `text` telling a dispute or chargeback open, or a third party's money under way (module doc): none
    wished, asked, put as a condition ("it will reverse it if you don't") or turned down after."""
    for m in _DISPUTE_OPEN.finditer(text):
        before = text[: m.start()]
        if re.search(r"\b(?:if|unless|whether|should\s+i|shall\s+i|can\s+i|could\s+i|do\s+i\s+need\s+to|have\s+to|will\s+have\s+to|going\s+to|gonna|"
                     r"might|may|or\s+(?:else\s+)?i['’]?(?:ll)?|i['’]ll|i\s+will|thinking\s+of|about\s+to|before\s+i|want|wanna|would\s+like|['’]d\s+like|"
                     r"need\s+to|how\s+(?:do|can|would)\s+i)\b[^.!?;]*$", before, re.I) or re.search(r"\bto\s+$", before, re.I):
            continue  # "if my bank is reversing it", "I'll open a dispute" (a threat: bank_threats.py), "I want to open a dispute"
        if "?" in text[m.end():] or _TURNED_DOWN.search(text, m.end()) or _CONDITION_AFTER.search(text[m.end():]):
            continue
        if any(r.start() >= m.start() for r in returned_by_third_party(text)):
            continue  # "I put a claim in with ParcelNet and they paid me the full £42": paid, no longer open
        return m
    return None


# A wish that it not happen again, looking ahead: "so your system doesn't do it again next time", "make sure it doesn't
# happen on my next order", "hope it won't happen again", "please don't let it happen again".
_PREVENTION = re.compile(
    r"\b(?:make\s+sure|ensure|so\s+(?:that\s+)?|hope(?:fully)?|check\s+(?:that|your\s+system)|pls|please|just)\s+(?:that\s+)?[^.!?;]{0,40}?"
    r"\b(?:doesn['’]?t|does\s+not|won['’]?t|will\s+not|wont|never|isn['’]?t|is\s+not|don['’]?t|do\s+not)\s+(?:\w+\s+){0,4}?(?:again|next\s+time|in\s+(?:the\s+)?future"
    r"|(?:on|with|for)\s+(?:my|the|any|future)\s+(?:next\s+|future\s+)?(?:order|purchase|one)s?)\b(?:\s+(?:next\s+time|in\s+(?:the\s+)?future))?"
    r"|\b(?:don['’]?t|do\s+not)\s+let\s+(?:it|that|this)\s+happen\s+again\b", re.I)


def prevention_wish_blanked(text: str) -> str:
    """`text` with its wishes that the problem not happen again blanked (same length): no recurrence, no turn."""
    return _PREVENTION.sub(lambda m: " " * len(m.group(0)), text)


# ... asked of the shop, opening a clause: "just make sure it doesn't happen on my next order", "please ensure this doesn't
# happen again", "don't let it happen again" (never "so your system doesn't do it again": told, not asked).
_PREVENTION_ASKED = re.compile(
    r"(?:^|[,;:(\u2013\u2014-]|\.\s|\b(?:and|but|so|please|pls|plz|just|kindly|can\s+you|could\s+you|would\s+you))\s*(?:(?:please|pls|plz|just|kindly)\s+)*"
    r"(?:make\s+sure|ensure|see\s+to\s+it|check)\s+(?:that\s+)?[^.!?;]{0,40}?"
    r"\b(?:doesn['’]?t|does\s+not|won['’]?t|will\s+not|wont|never|isn['’]?t|is\s+not)\s+(?:\w+\s+){0,4}?(?:again|next\s+time|in\s+(?:the\s+)?future"
    r"|(?:on|with|for)\s+(?:my|the|any|future)\s+(?:next\s+|future\s+)?(?:order|purchase|one)s?)\b"
    r"|(?:^|[,;:\u2013\u2014-]|\b(?:and|but|so|please|pls|plz|just))\s*(?:don['’]?t|do\s+not)\s+let\s+(?:it|that|this)\s+happen\s+again\b", re.I)
PREVENTION_ASKED_WHY = ("asks that a problem the customer says was settled not happen again: a person answers it, and nothing is paid "
                        "for the problem settled")


def prevention_asked(text: str) -> bool:
    """Whether `text` asks that the problem not happen again (module doc), as an ask of its own clause."""
    return bool(_PREVENTION_ASKED.search(text))
