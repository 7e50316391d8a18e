"""A wish the customer relays for someone in their household is the customer's own request: "my wife would like
a refund", "dad wants to send ours back", "Mum would rather have the blue one". A ticket is often written for a
partner, a parent or a child ("This is Ffion typing, my dad is saying what to write"), and what that person
wants is what the ticket asks. Read as a third person's wish, "The puzzle was a duplicate gift, so my wife would
like a refund" asked nothing and was dropped without a word.

Two readings use this:
- `as_own_wish`: the sentence with the relayed wish put in the customer's voice ("we would like a refund"), for
  telling whether it asks (runs.intents.asks._asks). Another person's advice or opinion ("my husband reckons I
  should get a refund", "my wife wants me to return it") is not a wish relayed: runs.intents.others_words reads it.
- `PEOPLE_STEMS`: the words for those people. "Dad says: the train set's carriage snapped" and "so dad wants to
  send ours back" share the word "dad", not goods: a return beside a claim is the claim's own remedy only when it
  shares the claim's goods words (runs.intents.subject_claim_stems), and "dad" made the puzzle's return the train
  set's and dropped it (blind round ver26a, case 09)."""

from __future__ import annotations

import re

from .stems import content_stems

# The people a customer writes for: kin, a partner, a child, who shares the home.
_KIN_WORDS = ("wife husband hubby partner spouse fiance fiancee mum mom mam mummy mommy mother dad daddy father son daughter kid kids "
              "children boy girl brother sister gran granny grandma grandmother nan nana nanna grandad granddad grandpa grandfather aunt "
              "auntie uncle niece nephew grandson granddaughter stepson stepdaughter boyfriend girlfriend flatmate housemate roommate")
_KIN = "|".join([*_KIN_WORDS.split(), r"other\s+half"])
# ... named with "my" / "our", or bare as a family calls its parents: "Dad says", "so mum wants ..."
_FAMILY_NAMES = "mum|mom|mam|mummy|mommy|dad|daddy|gran|granny|grandma|nan|nana|nanna|grandad|granddad|grandpa"
_PERSON = rf"(?:(?:my|our)\s+(?:(?:little|older|elder|eldest|youngest|teenage|grown-?up|oldest)\s+)?(?:{_KIN})|(?<![\w'])(?:{_FAMILY_NAMES}))"
# What a relayed wish "to ..." asks nothing of the shop with: goods kept or used ("my husband wants to keep it", "she
# wants to wear it Saturday"), thanks or words passed on. One list for both relayed readings
# (as_own_wish here, runs.intents.relayed_asks for questions and wishes said of anyone).
NOT_ASKED_TO = r"(?:keep|hang\s+on|hold\s+on|use|wear|give|say|thank)\b"
# Their wish, as the customer would put it of themselves: "would like", "'d rather", "wants", "needs", "is hoping".
_WISH = re.compile(
    rf"\b{_PERSON}\s+(?P<verb>(?:would|'d|’d|d)\s+(?:really\s+|much\s+|just\s+)?(?:like|prefer|rather)"
    r"|(?:really\s+|just\s+|also\s+)?(?:wants|needs|wishes|hopes)|(?:is|was)\s+hoping)"
    # what is wished is an ask of the shop: something to do ("to send ours back"), a remedy ("a refund"), the goods back.
    # ("my wife wants me to return it": her opinion of what the customer should do; "My sister wants the set now too",
    # "mum would like one too": goods wished for, no ask of this order)
    rf"(?=\s+(?:to\s+(?!{NOT_ASKED_TO}|(?:buy|order|purchase|own|have|get)\b)\w+|(?:(?:have|get)\s+)?(?:(?:a|an|the|my|our|his|her|their|some)\s+)?(?:full\s+|partial\s+)?"
    r"(?:refund|replacement|exchange|money\s+back|credit|return|swap|new\s+one|different\s+\w+)\b|(?:it|them|this|that|ours)\s+"
    r"(?:back|returned|refunded|replaced|exchanged|swapped|collected)\b|(?:you|u)\s+(?:can|could|will|would|might)\b))", re.I)
_OWN_VERB = {"wants": "want", "needs": "need", "wishes": "wish", "hopes": "hope", "is hoping": "are hoping", "was hoping": "were hoping"}


def as_own_wish(text: str) -> str:
    """`text` with each wish relayed for a household member put as the customer's ("we would like a refund")."""
    def own(m: re.Match) -> str:
        verb = " ".join(m.group("verb").split())
        for said, mine in _OWN_VERB.items():
            verb = re.sub(rf"\b{said}\b", mine, verb, flags=re.I)
        return "we " + re.sub(r"^[’']?d\b", "would", verb)
    return _WISH.sub(own, text)


PEOPLE_STEMS = frozenset(content_stems(_KIN_WORDS))
