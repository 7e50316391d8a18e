"""A request said as a noun phrase after a linker, with no verb of asking: "Additionally, removal of my saved card from
your website.", "Also, a copy of my receipt with the company name on it.", "Plus the cancellation of my standing order for
coffee beans.", "In addition, a callback from your billing team this week.", "And a new password reset link, the last one
expired.", "Oh, and my loyalty card number added to the order", "Requesting also that my details are removed from your
marketing list." (verify round V41, DROPPED: twelve such sentences read as telling, and the runs closed without them).

The linker carries the ask over from the sentence before ("refund please. Additionally, [please send] a statement of my
orders"), so the noun phrase is what is asked: `other`, the sentence quoted for a person. Also a sentence opened by such a
linker that asks in a clause of its own without its question mark ("One more thing - my order history is missing last
year's orders, can that be restored.").

A sentence is read so only when the linker opens it, the clause after it has no verb of its own (a participle of a thing the
shop does is allowed: "added", "removed", "cancelled"), and it names a thing a shop hands over or does (a copy, a callback,
a link, a statement, an act named as a noun: removal, cancellation, confirmation). Never a thing told ("Also, a lovely note
was in the box", "In addition, the courier was rude"), goods or damage ("Plus the lid was cracked too", read as their
kind), thanks ("Last thing: thanks for the quick reply"), an order's own number ("Also, my order number: SU-1234").
"""

from __future__ import annotations

import re

from .cues import _spans_of
from .passes import QUOTED_WHY
from .reading import TELLS_MORE, ReadSentence

LINKED_NOUN_ASK_WHY = "asks, after a linker carrying the ask over, a thing named as a noun (no verb): a request a person answers"

_LINK = (r"(?:and\s+also|also|additionally|in\s+addition(?:\s+to\s+(?:that|this))?|plus|and|further(?:\s+to\s+(?:that|this))?|furthermore|"
         r"moreover|besides(?:\s+that)?|as\s+well|(?:the\s+)?last\s+thing|one\s+(?:more|last|other|final)\s+thing|another\s+thing|"
         r"final(?:ly)?|lastly|separately|on\s+(?:another|a\s+separate|a\s+different)\s+note|while\s+i['’]?m\s+at\s+it|p\.?\s?s\.?|oh|ah|and\s+finally)")
# one or more linkers opening the sentence: "Oh, and", "Further to that,", "Last thing:", "One more thing -"
_OPENED = re.compile(rf"^\W*(?:{_LINK}(?:\b|(?<=\.))\.?\s*[,:;]?\s*(?:[-–—]+\s*)?)+", re.I)
# "Requesting also that ...", "Also requesting a ...": the ask told by its gerund alone
_REQUESTING = re.compile(r"^\W*(?:(?:also|and|plus|additionally)\s*,?\s+)?(?:i\s+am\s+|i['’]m\s+)?(?:also\s+)?requesting\s+(?:also\s+)?"
                         r"(?:that|a|an|the|my|our|some|for)\b", re.I)
# a verb of the clause's own: a thing told, not asked ("was in the box", "the courier was rude", "it arrived")
_VERB = re.compile(
    r"\b(?:is|are|was|were|am|be|been|being|has|have|had|do|does|did|will|would|can|could|should|must|may|might|shall|"
    r"isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|hasn['’]?t|haven['’]?t|didn['’]?t|doesn['’]?t|won['’]?t|can['’]?t|"
    r"came|comes|got|gets|went|goes|seems|seemed|looks|looked|felt|feels|broke|leaks|smells|took|made|said|says|told|"
    r"arrived|turned|showed|kept|left|stopped|worked|works|happened|(?:it|that|this|he|she|they|i|we|you)['’](?:s|re|ve|d|ll|m))\b"
    r"|\b(?!(?:added|removed|deleted|updated|changed|cancell?ed|corrected|restored|refunded|applied|closed|merged|transferred|"
    r"moved|amended|replaced|reset|sent|emailed|posted|attached|included|issued|credited|noted|linked|unlinked|unsubscribed|"
    r"need|speed|bed|red|used|unused|fixed|named|signed|billed|shed|hundred|detailed|itemised|itemized|dated|printed|"
    r"personalised|personalized|registered|saved|stored|expired|preferred|based|related|requested)\b)[a-z]+ed\b", re.I)
# what a shop hands over or does, named as a noun: "a copy", "a callback", "removal of", "the cancellation of"
_THING = re.compile(
    r"\b(?:copy|copies|call\s?-?back|call|ring|link|code|reset|receipt|invoice|statement|letter|e-?mail|reply|response|"
    r"quote|voucher|label|password|details|list|record|records|history|breakdown|summary|apology|explanation|note\s+on|"
    r"number\s+added|refund|credit|confirmation|update|word|contact)\b"
    r"|\b[a-z]{3,}(?:al|ion|ions|ment)\s+(?:of|from|to|for|in|on|that)\b", re.I)
_NOT = re.compile(r"\b(?:thanks?|thank\s+you|cheers|regards|sorry|apologies\s+for|love|great|lovely|nice|happy|pleased|"
                  r"(?:order|tracking|reference|ref|account|customer)\s*(?:number|no\.?|#|ref)\s*(?:is|:|=|-)?\s*[\w-]*\d)", re.I)
# the first clause after the linker, up to a comma, a dash or a colon
_CLAUSE_END = re.compile(r"[,;:(]|\s[-–—]+\s|$")
# a clause asking without its question mark: "..., can that be restored."
_UNMARKED_ASK = re.compile(r"(?:[,;]|\s[-–—]+\s)\s*(?:and\s+|so\s+)?(?:can|could|would|will)\s+(?:that|this|it|they|these|those|you|u|someone|somebody|anyone)\b"
                           r"[^?]*$", re.I)


def linked_noun_ask(text: str) -> bool:
    """Whether a sentence, opened by a linker, names as a noun phrase with no verb a thing a shop hands over or does, or asks in a
    clause of its own without its question mark (module doc)."""
    if _REQUESTING.match(text):
        return True
    m = _OPENED.match(text)
    if not m or not m.group().strip(" ,;:-–—.") or "?" in text:
        return False
    rest = text[m.end():]
    if _UNMARKED_ASK.search(rest):
        return True
    head = rest[:_CLAUSE_END.search(rest).start()]
    head = re.split(r"\s(?:that|which|because|since|so|as)\s", head, maxsplit=1, flags=re.I)[0]  # ("confirmation that my account has been closed")
    return bool(head.strip() and _THING.search(head) and not _VERB.search(head) and not _NOT.search(head) and not _spans_of(head))


def read_linked_noun_asks(read: list[ReadSentence]) -> None:
    """A sentence left as telling (or as more of the claim beside it, or as context with no reason of its own or of an earlier
    order) that is such an ask becomes a request of kind `other`, its words quoted."""
    for s in read:
        if s.role == "injected" or s.why == QUOTED_WHY:
            continue
        told = s.role in ("statement", "courtesy") or (s.role == "attached" and s.why == TELLS_MORE) \
            or (s.role == "context" and (not s.why or s.why.startswith("about an earlier order")))
        if told and linked_noun_ask(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], LINKED_NOUN_ASK_WHY, {}
