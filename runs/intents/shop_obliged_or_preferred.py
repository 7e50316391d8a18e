"""A standing wish told as the shop's duty or as the customer's preference, in any voice: "You must stop calling my
mobile.", "Couriers must use the side gate from now on.", "Parcels are to go to the back door.", "Next order must arrive
before Christmas.", "My newsletter subscription should be cancelled.", "It would suit me better to get paper invoices.",
"A single text message when it ships would suit me far better.", "It'd suit me if you only emailed me about orders, no
SMS.", "I'd much prefer paper invoices", "it'd be better if parcels went round the back", "Deliveries from now on only
on weekdays.". None is a question or an imperative, and wishes_stated.py wants a place, a name or a pause said beside
its modal; these name a stop, a means, a time or a setting instead, so each was left as telling and the run closed
without it (wishes F2-F45, O4-O7: the claim paid, the wish dropped; V40-5c: the ticket handed over "read as asking
nothing"). Said so it is still a request a person answers: `other`, the sentence quoted.

A sentence is read so when it names what the shop keeps for the customer (the account, its papers and billing, its
messages and calls, parcels, couriers, the next order, a subscription) and either

- lays a duty on the shop or its couriers (must, need(s) to, ha(s|ve) to, is / are to, should, ought to) to do a thing
  a shop does: stop or start doing it, only or always do it, use a way in, cancel, set, switch, send, leave, or (of the
  next order only) arrive by a time; or
- prefers a way: would suit me (far) better, I'd (much) prefer, it'd be better / easier if, ideally; or
- holds from now on (in future, going forward, next time) beside a time or a means it is to keep.

Never the customer's own duty ("I must have dropped it", "I have to work Mondays", "I need to wait in", "Do not make
me have to call again", "I don't want to have to call you again"), a guess or
context ("it must have been the courier", "it must be lost", "the driver must be new"), a past ("would have suited me
better", "should have been left"), a hope or pleasantry ("hope future deliveries go smoother", "you must be busy"),
policy quoted back ("your terms say parcels must be signed for"), money (read by the money passes) or goods (the goods
readings). How the customer wants to be reached about this ticket ("please don't phone me", "I'd prefer email") stays
the contact preference it was (unread.py): nothing asked.
"""

from __future__ import annotations

import re

from .paper_slips import PAPER_SLIPS

# What the shop keeps for the customer: its account and papers, its messages and calls, parcels and who brings them,
# the next order, a subscription.
_KEPT = re.compile(
    r"\b(?:account|profile|billing|paperless|statements?|" + PAPER_SLIPS + r"|paperwork|"
    r"(?:mobile|phone|landline|cell)(?:\s+number)?|calls?|calling|ringing|texts?|texting|sms|e-?mails?|e-?mailing|"
    r"notifications?|push\s+(?:alerts?|messages?)|alerts?|updates?|newsletters?|marketing|messages?|mailing\s+list|"
    r"parcels?|packages?|deliver(?:y|ies)|shipments?|couriers?|drivers?|postm[ae]n|"
    r"(?:next|future)\s+(?:orders?|parcels?|deliver(?:y|ies)|shipments?)|subscriptions?|membership)\b", re.I)

# A duty laid on the shop or its couriers, said forward ("must stop", "are to go"), never "must have", "should've".
_DUTY = (r"(?:must|need\s+to|needs\s+to|has\s+to|have\s+to|(?:is|are)\s+to|should|shud|ought\s+to)"
         r"(?!\s+(?:not\s+)?(?:have|'ve|’ve|of)\b)(?!'ve|’ve)")
# ...to do what a shop does: stop or start it, only or always do it, use a way in, cancel, set or switch it, send or
# leave it, or be so done ("be cancelled", "be set to paperless", "be left round the back").
_DONE = (r"(?:stop|quit|cease|start|begin|only|always|never|use|cancel|unsubscribe|remove|delete|switch|change|update|"
         r"set|turn|opt|send|post|leave|drop|deliver|bring|knock|ring|call|phone|text|e-?mail|contact|go|come|"
         r"be\s+(?:\w+\s+)?(?:left|delivered|sent|posted|dropped|cancell?ed|set|switched|changed|updated|removed|deleted|"
         r"stopped|turned\s+off|paused|addressed|made\s+out|taken|brought|paperless|e-?mailed|texted))\b")
_OBLIGED = re.compile(r"\b" + _DUTY + r"\s+(?:\w+ly\s+|please\s+|also\s+|now\s+)?" + _DONE, re.I)
# The next order only may be bound to a time ("Next order must arrive before Christmas"); of the order in hand "it
# should arrive Friday" is an expectation, read as lateness elsewhere.
_NEXT_ORDER_BY = re.compile(
    r"\b(?:next|future|following)\s+(?:orders?|parcels?|deliver(?:y|ies)|shipments?|one)\b[^.!?]{0,30}?\b" + _DUTY
    + r"\s+(?:\w+\s+)?(?:arrive|come|get\s+(?:here|to\s+me)|be\s+(?:here|delivered|with\s+me))\b", re.I)
# A way preferred: "would suit me (far) better", "I'd much prefer", "it'd be better if", "ideally ... would".
_PREFERRED = re.compile(
    r"\b(?:would|'d|’d|will)\s+(?:\w+\s+)?suit\s+(?:me|us)\b(?!\s+(?:fine|ok|okay)\b)"
    r"|\b(?:i|we)\s*(?:'d|’d|\s+would)\s+(?:\w+\s+)?prefer\b"
    r"|\b(?:it|that|things)\s*(?:'d|’d|\s+would)\s+(?:\w+\s+)?(?:be\s+)?(?:\w+\s+)?(?:better|easier|preferable|nicer)\s+(?:for\s+(?:me|us)\s+)?(?:if|to|for\s+(?:me|us))\b"
    r"|\bideally\b", re.I)
# The time from which it holds, beside a time or means it is to keep ("Deliveries from now on only on weekdays.").
_FROM_NOW = re.compile(r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+in)?|in\s+(?:the\s+)?future|next\s+time|for\s+future\s+orders)\b", re.I)
_KEPT_SO = re.compile(
    r"\bonly\s+(?:on|at|in|by|before|after|between|via|by)\b|\b(?:weekdays?|weekends?|mornings?|afternoons?|evenings?)\b"
    r"|\b(?:before|after|by)\s+(?:\d|noon|midday|christmas)|\b(?:by|via)\s+(?:text|sms|e-?mail|post|phone)\b"
    r"|\b(?:side|back|front)\s+(?:door|gate|entrance)\b|\bno\s+(?:more\s+)?(?:calls|texts|sms|e-?mails|post)\b", re.I)

# Not a wish of the shop: the customer's own duty or plan; a guess, a hope or a courtesy; the past; policy quoted back;
# money (the money passes read it).
_NOT_OURS = re.compile(
    r"\b(?:i|we|i'?m|we'?re)\s+(?:\w+\s+)?(?:must|need\s+to|have\s+to|has\s+to|ought\s+to|should|am\s+to|are\s+to|will|'ll|shall|am\s+going\s+to)\b"
    r"|\b(?:i|we)(?:'ll|’ll)\b"
    # the customer's own having-to, wished away: "don't make me have to call again", "I don't want to have to ring"
    # (never "couriers need to stop making me have to sign": a duty laid on the shop)
    r"|\b(?:don'?t|dont|do\s+not|never)\s+(?:\w+\s+)?make\s+(?:me|us)\s+(?:\w+\s+)?(?:have|need)\s+to\b"
    r"|\b(?:don'?t|dont|do\s+not|not|never)\s+(?:\w+\s+)?(?:want|wish|like|mean|expect)\s+to\s+(?:\w+\s+)?(?:have|need)\s+to\b"
    # a duty waived: "no need to call me", "you don't have to send updates", "needn't email"
    r"|\b(?:no|don'?t|dont|do\s+not|doesn'?t|not)\s+(?:\w+\s+)?(?:need|have|has)\s+to\b|\bneedn'?t\b"
    r"|\b(?:must|should|would|could|might)\s+(?:not\s+)?(?:have|'ve|’ve|of)\b|\b(?:must|should)(?:'ve|’ve|a)\b"
    r"|\bmust\s+be\s+(?:\w+\s+)?(?:lost|broken|stuck|somewhere|wrong|new|busy|mistaken|joking|kidding|a\s|an\s|the\s|mixed)"
    r"|\b(?:hope|hoping|hopefully|fingers\s+crossed|i\s+(?:think|guess|suppose|assume)|probably|presumably|apparently|maybe)\b"
    r"|\b(?:your|the)\s+(?:terms|policy|policies|website|site|faq|t&cs?|rules)\s+(?:says?|said|states?|stated)\b|\baccording\s+to\b"
    r"|\b(?:refund\w*|money|credit|reimburs\w*|compensat\w*|price|\$|£|€)", re.I)


def shop_obliged_or_preferred(text: str) -> bool:
    """Whether a sentence tells, as the shop's duty, the customer's preference or a rule from now on, how the shop is to
    keep the customer's account, papers, messages, parcels or next order (module doc)."""
    if not _KEPT.search(text) or _NOT_OURS.search(text):
        return False
    if _OBLIGED.search(text) or _NEXT_ORDER_BY.search(text) or _PREFERRED.search(text):
        return True
    return bool(_FROM_NOW.search(text) and _KEPT_SO.search(text))
