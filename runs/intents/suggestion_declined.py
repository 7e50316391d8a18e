"""A remedy someone else suggested, declined by the customer in the same breath: "My sister says I should ask for a refund
because the parcel came late, but honestly I don't mind at all", "my husband reckons we should claim for the chip, but
we're not bothered", "Mum told me to ask for my money back, though tbh it's fine". The remedy is the other person's
word, not the customer's ask: read with it, the delay waved off in the same sentence was paid its fee (verify48 V48-412,
$5.99).

The suggestion is blanked before the waving readers (runs/intents/settled.py) look for money named, so the customer's
own words decide. Near-misses that still ask: the suggestion agreed with ("my sister says I should ask for a refund and
she's right, please refund it"), money asked after the decline ("but honestly I don't mind, just refund the postage"),
no decline after the turn ("my sister says I should ask for a refund, but what do you think?")."""

from __future__ import annotations

import re

# Someone else: the customer's family, friends, the people around them.
_OTHER = (r"(?:(?:my|our)\s+(?:\w+\s+)?(?:sister|brother|mum|mom|mam|mother|dad|father|husband|hubby|wife|missus|partner|other\s+half|friend|mate|"
          r"daughter|son|kids?|neighbou?r|colleague|boss|flatmate|roommate|housemate|family|boyfriend|girlfriend|bf|gf|fianc[eé]e?|nan|gran|grandma|"
          r"granny|grandad|grandpa|aunt|auntie|uncle|cousin|in-laws?)s?|(?:mum|mom|dad|everyone|everybody|people)(?=\s))")
# ... suggesting a remedy: "says I should ask for a refund", "reckons we should claim", "told me to get my money back".
_SUGGESTED = re.compile(
    rf"\b{_OTHER}\s+(?:\w+\s+)?(?:says?|said|thinks?|thought|reckons?|reckoned|told\s+(?:me|us)|tells\s+(?:me|us)|keeps?\s+(?:saying|telling\s+(?:me|us))|"
    r"insists?|insisted|wants?\s+(?:me|us)\s+to|wanted\s+(?:me|us)\s+to|suggest(?:s|ed)?|advised?|advises|is\s+telling\s+(?:me|us)|was\s+telling\s+(?:me|us))\b"
    r"[^.!?]{0,60}?\b(?:refund\w*|money\s+back|compensation|claim\w*|complain\w*|replacement|discount|credit)\b", re.I)
# ... then declined: "but honestly I don't mind", "though we're not bothered", "but I'm happy as it is", "but I won't".
_DECLINED = re.compile(
    r"[^.!?]*?(?:,\s*|\s+[-\u2013\u2014]\s*|\s+)(?:but|though|although|however)\s+(?:(?:honestly|tbh|to\s+be\s+honest|really|personally|frankly|i\s+think|"
    r"actually|myself|for\s+me)\W+)*"
    r"(?P<own>(?:i|we)\s+(?:really\s+|honestly\s+)?(?:don'?t|do\s+not|dont|didn'?t|did\s+not)\s+(?:really\s+|honestly\s+)?(?:mind|care|want\s+(?:one|it|that|anything|to)|need\s+(?:one|it|that|anything|to))"
    r"|(?:i|we)(?:'m|'re|\s+am|\s+are|m)?\s+(?:really\s+|honestly\s+|just\s+)?(?:not\s+(?:bothered|fussed|worried|going\s+to|gonna)|happy|fine|ok(?:ay)?|good|content)"
    r"|(?:i|we)\s+(?:won'?t|will\s+not|wont|can\s+live\s+with)"
    r"|(?:it|that)(?:'s|\s+is|\s+was)\s+(?:really\s+|honestly\s+|totally\s+|perfectly\s+)?(?:fine|ok(?:ay)?|no\s+(?:big\s+)?(?:deal|problem|bother)|not\s+a\s+(?:big\s+deal|problem))"
    r"|no\s+(?:need|big\s+deal|harm\s+done|bother)|not\s+(?:bothered|fussed|worried))\b", re.I)
# Money asked after the decline, in the customer's own words.
_ASKED_AFTER = re.compile(r"\b(?:refund\w*|money|reimburs\w*|compensat\w*|credit|please|pls|plz|replace\w*|back)\b|\?", re.I)


def suggestion_declined_blanked(text: str) -> str:
    """The sentence with another person's suggested remedy blanked when the customer declines it after a turn and asks no
    money after (module doc); the sentence unchanged otherwise."""
    for m in _SUGGESTED.finditer(text):
        declined = _DECLINED.match(text, m.end())
        if declined and not _ASKED_AFTER.search(text, declined.end(), len(text)):
            # (to the customer's own words: what the suggestion was for is the other person's too)
            return text[: m.start()] + " " * (declined.start("own") - m.start()) + text[declined.start("own"):]
    return text
