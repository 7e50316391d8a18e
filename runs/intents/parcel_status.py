"""Where a parcel is, asked as a question: "where is my order", "any update on my parcel?", "has it
shipped yet?", "when will it arrive". A question asks to be answered (from the carrier scans and the
order's record, or by a person); it claims nothing. A parcel is paid as never delivered only when the
customer says it did not come ("it never arrived, where is it?" is that claim, read by the cue table),
so a customer who only asks where it is never gets money they did not ask for, and still has their
answer if the parcel turns up tomorrow.

Beside a claim in the same ticket that the parcel never came ("Where is my kettle? It still hasn't
arrived, I'd like a refund"), the question is that claim told as a question: its reply answers both,
and the question is attached to it rather than handed to a person on its own."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .settled_words import CHASED_WHY

PARCEL_STATUS_WHY = "asks where a parcel is or when it comes, and says nothing of it never coming: answered from the scans or by a person, never paid"
STATUS_OF_LOST_WHY = "asks where a parcel is that the customer says never came: part of the non-delivery claim beside it"
WHERE_CHASED_WHY = "asks where the remedy chased just before it is: part of that request, answered with it"
# A where-question naming nothing of its own: "Where is it?", "so where's the money?", "when is it coming then?".
_BARE_WHERE = re.compile(r"^\W*(?:(?:so|and|well|then|ok|okay|seriously|honestly)\W+)*(?:where(?:['’]s|\s+is|\s+has)\s+(?:it|that|this|the\s+money|my\s+money)"
                         r"(?:\s+gone)?|when\s+(?:will|is|does)\s+(?:it|that)\s+(?:\w+\s+)?(?:coming|come|arrive|arriving|land|show\s+up|happen))"
                         r"(?:\s+(?:then|now|exactly|please|pls|already))*\s*[?!.]*\s*$", re.I)

# What is asked after is the goods or the parcel, not a remedy (a refund's progress is read by runs.intents.doubt),
# papers or a reply.
_NOT_GOODS = (r"(?!(?:\w+\s+)?(?:refund|money|reply|response|answer|credit|replacement|return|invoice|receipt|reimbursement|"
              r"exchange|voucher|code|confirmation|email|e-mail|message|password|account|points)\b)")
_OWN = r"(?:my|our|the|me|mine|this|that|these|those)"
_GOODS = r"(?:order|parcel|package|delivery|shipment|stuff|item|items|goods|box|purchase|things?|[\w-]+)"
# reaching the customer: "get to me", "be with us", "reach me", "land with me"
_TO_ME = r"(?:get\s+to\s+(?:me|us|my\s+(?:house|home|place|door|flat))|be\s+with\s+(?:me|us)|reach\s+(?:me|us)|land\s+(?:with\s+)?(?:me|us)|turn\s+up|show\s+up|get\s+here|be\s+here)"
_PARCEL_STATUS = re.compile(
    # "where is my order", "wheres my package", "where are the boots", "where's it got to"
    rf"\bwhere\s*(?:'s|’s|s|\s+is|\s+are|\s+has|\s+have)\s+(?:{_OWN}\s+){_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS}\b"
    r"|\bwhere\s*(?:'s|’s|s|\s+is|\s+are)\s+(?:it|they)\b(?!\s+(?:says?|written|stated|listed|shown))"
    # asked indirectly, the verb after the goods: "wondering where my order is", "no idea where the parcel has got to"
    # ("is"/"are" closing the clause: "a patch where the glaze is thin" tells a place on the goods, asks nothing)
    rf"|\bwhere\s+(?:{_OWN}\s+){_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS}\s+(?:(?:is|are)(?=\s*(?:[^\w\s]|$)|\s+(?:now|right\s+now|at|atm|currently|"
    r"exactly|being|please|pls|and|but|or|so|as|because|since|tracking|i|it)\b)|has\s+got\s+to|have\s+got\s+to|got\s+to|has\s+gone|went|might\s+be|could\s+be)\b"
    # "any update on my order?", "any news about the parcel", "an update on the delivery please", "status of my order"
    rf"|\b(?:any|an|some|no)\s+(?:\w+\s+)?(?:update|news|word|info(?:rmation)?|eta|tracking)\s+(?:on|about|re|regarding|for|of|with)\s+(?:{_OWN}\s+){_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS}\b"
    rf"|\b(?:the\s+)?status\s+(?:of|on)\s+(?:{_OWN}\s+){_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS}\b"
    rf"|\bwhat(?:'s|’s|s|\s+is)\s+(?:happening|going on)\s+with\s+(?:{_OWN}\s+){_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS}\b"
    # "has it shipped yet", "has my order been dispatched", "have they gone out", "did it ship?"
    rf"|\b(?:has|have|had|did|is|are|was)\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s+(?:even\s+|actually\s+|already\s+)?"
    r"(?:been\s+)?(?:ship(?:ped)?|dispatch(?:ed)?|post(?:ed)?|gone out|go out|left (?:the|your) (?:warehouse|depot)|on (?:its|their|the) way)\b"
    # "when will it arrive", "when will my rug be delivered", "when can I expect my parcel", "when does it get here"
    r"|\bwhen\s+(?:will|would|should|is|are|does|do|can|might|could)\s+(?:i|we)\s+(?:get|receive|recieve|expect|see|have)\s+"
    rf"(?:it|them|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\b"
    rf"|\bwhen\s+(?:will|would|should|is|are|does|do|can|might|could)\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s+"
    r"(?:\w+\s+)?(?:arrive|come|get here|turn up|show up|reach|land|be (?:delivered|here|with me|arriving|dispatched|shipped|sent)|ship|dispatch|going to (?:arrive|come|get here|be delivered))\b"
    # asked indirectly: "could you tell me when my rug will be delivered", "let me know when it should arrive"
    rf"|\bwhen\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s*(?:will|would|should|is going to|are going to|might|is likely to|"
    r"(?:'s|’s|\s+is|'re|’re|\s+are)\s+(?:likely|expected|due|meant|supposed)\s+to|'ll|’ll)\s+"
    rf"(?:\w+\s+)?(?:arrive|come|get here|turn up|show up|reach|land|be (?:delivered|here|with me|dispatched|shipped|sent)|ship|dispatch|{_TO_ME})\b"
    # when it reaches the customer, in their words: "when it will get to me", "when it'll be with us", "when's it arriving"
    rf"|\bwhen\s+(?:will|would|should|is|are|does|do|can|might|could)\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s+(?:\w+\s+)?{_TO_ME}\b"
    rf"|\bwhen(?:'s|’s|s|\s+is|\s+are)\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s+(?:likely\s+to\s+|expected\s+to\s+|going\s+to\s+)?"
    r"(?:arriving|coming|due|getting\s+(?:here|to\s+(?:me|us))|being\s+delivered|arrive|come|be\s+delivered)\b"
    # how long until it comes: "how much longer will it take to get here", "how long till my parcel arrives"
    rf"|\bhow\s+(?:much\s+)?long(?:er)?\s+(?:will|until|till|til|before|is)\s+(?:it|they|{_OWN}\s+{_NOT_GOODS}(?:[\w-]+\s+){{0,3}}?{_GOODS})\s+"
    r"(?:\w+\s+)?(?:take|takes|arrive|arrives|come|comes|get\s+here|gets\s+here|be\s+(?:here|with)|is\s+(?:here|with))\b",
    re.I)


def asks_where_parcel(text: str) -> bool:
    """Whether a sentence asks where a parcel is, whether it has shipped, or when it comes."""
    return bool(_PARCEL_STATUS.search(text))


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


def fold_status_into_loss(read: list[ReadSentence]) -> None:
    """A parcel status question beside a claim, on the same order, that the parcel never came: attached to that claim; and a
    bare "where is it?" just after a remedy chased: attached to the chase."""
    lost = [s for s in read if s.role == "request" and "non_delivery" in s.kinds]
    for s in read:
        if s.role == "request" and s.kinds == ["other"] and s.why == PARCEL_STATUS_WHY and any(_same_order(s, n) for n in lost):
            s.role, s.kinds, s.why = "attached", [], STATUS_OF_LOST_WHY
    # "I still haven't got my refund for the teapot. Where is it?": the "it" is the refund chased, not a parcel
    for before, s in zip(read, read[1:]):
        if s.role == "request" and s.kinds == ["other"] and _BARE_WHERE.match(s.text) \
                and before.role == "request" and before.why.startswith(CHASED_WHY) and before.paragraph == s.paragraph and _same_order(s, before):
            s.role, s.kinds, s.why = "attached", [], WHERE_CHASED_WHY
