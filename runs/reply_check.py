"""Is each sentence of a reply true to the record? Read by code, whoever wrote the reply.

- A subtask that is not resolved (escalated, deferred): its sentence must say so, and may not state
  or imply that it was done, in any person, voice or hedge ("has been refunded", "you will see the
  refund", "we're happy to confirm the refund", "your money is on its way").
- A resolved subtask: its sentence must state what the record shows was done: the amount refunded,
  or the return or collection started, and no other amount.
Quoted words (a goal quoting the customer) are not the reply's own claims.
"""

from __future__ import annotations

import re

from .affirming_negations import cancelled_negation, restate, turned_over
from .decision_conditions import decided_later_spans, without_decided_later, without_pending_work, work_not_yet_done
from .intents.money_back_words import REFUND_WORDS
from .models import SubtaskStatus
from .money import dollars
from .sentences import amounts_in
from .stated_outcomes import outcome_told

_DONE = (r"refunded|reimbursed|credited|issued|processed|reversed|voided|waived|remitted|transferred|released|cleared|honou?red|paid(?: back| out)?|sent|arranged|started|booked|scheduled|approved|returned|"
         r"settled|resolved|sorted(?: out)?|handled|completed|done|taken care of|put through|gone through|cancelled|canceled|replaced|"
         r"dispatched|shipped|actioned|granted|authori[sz]ed|initiated|lodged|filed|raised|submitted|applied|finali[sz]ed|covered|"
         r"taken off|knocked off|deducted|removed|written off|wiped|put back|given back|paid back|sent back|successful|gone ahead|went ahead|"
         r"put right|made right|set right|made good|"
         r"received|"
         # papers or goods handed over by any hand: "our accounts team has emailed your invoice"
         r"e-?mailed|mailed|texted|faxed|uploaded|generated|"
         # work of no money kind, done to an account or an order: "your email has been updated", "the return window was extended",
         # "the warehouse has been told"
         r"updated|changed|amended|corrected|saved|extended|renewed|reinstated|reopened|closed|deleted|unsubscribed|terminated|ended|"
         r"paused|fixed|told|notified|informed|alerted|"
         # a subscription, a renewal or a charge the customer asked to end: "your subscription is stopped"
         r"stopped|deactivated|disabled|switched off|turned off")
_ADVERB = r"(?:(?:now|already|just|successfully|finally|fully|all|also|both|since|duly|promptly|happily|indeed)\s+)*"
_MONEY = r"(?:refund|money|credit|reimbursement|replacement|return label|label|payment|amount|fee|funds|cash|collection|return|\$[\d.,]+)"
_CLAIMS = [
    # perfect, either voice: "has been refunded", "we've refunded", "it's been sorted"
    re.compile(rf"\b(?:has|have|had|'s|'ve|’s|’ve)\s+{_ADVERB}(?:been\s+{_ADVERB})?(?:{_DONE})\b", re.I),
    # passive or state: "was refunded", "is processed", "is all done"
    re.compile(rf"\b(?:is|are|was|were|'s|'re|’s|’re)\s+{_ADVERB}(?:{_DONE})\b", re.I),
    # simple past, any subject: "we refunded", "our team issued", "the seller sent"
    re.compile(rf"\b(?:i|we|they|he|she|someone|somebody|team|colleague|seller|support|sundry|company|store|shop|system)\s+{_ADVERB}"
               r"(?:refunded|reimbursed|credited|issued|processed|sent|arranged|started|booked|approved|settled|resolved|sorted|handled|"
               r"completed|paid|initiated|authori[sz]ed|granted|put through|went ahead)\b", re.I),
    # the customer told what they will now see: "you'll see the refund", "you will receive $9.95"
    re.compile(rf"\byou(?:'ll|’ll| will| should| are going to|'re going to| can expect to| shall)\s+{_ADVERB}(?:soon\s+|shortly\s+|then\s+)?"
               rf"(?:see|get|receive|have|find|notice|be (?:refunded|reimbursed|credited|paid))\b\s*(?:(?:the|your|a|an|a full|the full|this|that|"
               rf"back|it)\s+)?(?:[$\d.,]+\s+)?(?:\w+\s+)?(?:{_MONEY}|back|refunded|reimbursed)", re.I),
    # a promise, any subject: "we'll refund", "our team will refund it today", "your card will be credited $5.99"
    re.compile(rf"\b(?:will|'ll|’ll|shall|(?:am|is|are|'m|'re|’m|’re) (?:going|about|set) to|plan to|intend to)\s+{_ADVERB}(?:soon\s+|shortly\s+|today\s+)?"
               rf"(?:go ahead and\s+|be\s+{_ADVERB})?(?:refund|reimburs|credit|issu|process|revers|pay|paid|return|replac|arrang|put|transferr?|waiv|void|"
               rf"collect|send|sent|be getting|be receiving|tak(?:e|en|ing) off|remov|deduct)\w*\b", re.I),
    re.compile(rf"\b(?:the|your|a|this|that)\s+(?:\w+\s+)?{_MONEY}\s+(?:of\s+\S+\s+)?(?:will|should|is going to|is about to|is set to|ought to)\s+"
               r"(?:\w+\s+)?(?:appear|show|arrive|land|reach|be (?:with|in|on|back|visible|credited|processed)|go through|clear|hit|come through|"
               r"post|reflect)", re.I),
    re.compile(rf"\bexpect\s+(?:to see\s+|to receive\s+)?(?:the|your|a)\s+(?:\w+\s+)?{_MONEY}", re.I),
    # glad news: "we're happy to confirm the refund", "pleased to let you know"
    re.compile(r"\b(?:happy|happier|pleased|glad|delighted|excited|thrilled)\s+to\s+(?:confirm|say|tell|let you know|report|inform|share|"
               r"announce|advise|update)", re.I),
    # (not the confirming a colleague is still to do: "a colleague will confirm that your return stays open")
    re.compile(r"(?<!\bwill\s)(?<!'ll\s)(?<!’ll\s)(?<!\bto\s)(?<!\bshall\s)\b(?:confirm(?:ed|ing)?|confirmation)\s+(?:that\s+|of\s+)?(?:the|your)\s+(?:\w+\s+)?(?:refund|return|collection|credit|"
               r"reimbursement)\b(?!\s+(?:is|was)\s+not)", re.I),
    # under way now: "we're refunding", "I am crediting your card"
    re.compile(r"\b(?:i|we|they|team|colleague|seller|support)(?:'m|’m|'re|’re| am| are| is)\s+(?:now\s+|currently\s+|already\s+)?"
               r"(?:refunding|crediting|reimbursing|issuing|processing|reversing|sending|arranging|returning|replacing|paying|putting|taking)\b", re.I),
    # the customer told they have it: "hopefully you've received the refund by now"
    re.compile(rf"\byou(?:'ve|’ve| have| should have| may have| might have| will have| probably have)\s+{_ADVERB}(?:received|got|gotten|seen|noticed|spotted|found|had|been (?:refunded|reimbursed|credited|paid))\b", re.I),
    re.compile(r"\b(?:good news|great news|all sorted|all done|taken care of|sorted for you|on (?:its|the|their) way|in the post|underway|"
               r"being (?:processed|refunded|sent|arranged|handled|credited)|went through|gone through|in progress|refunded in full|"
               r"has gone out|is complete|are complete|gone ahead|went ahead|back on your|back in your|back to your|off your (?:bill|card|statement|account|order))\b", re.I),    # a refund taken as made by what is said of its papers: "a colleague will reply with the receipt for the refund"
    re.compile(r"\b(?:receipt|proof|reference(?: number)?|transaction (?:id|number|reference)|remittance(?: advice)?|statement)s?\s+"
               r"(?:for|of)\s+(?:the|your|this|that)\s+(?:[\w$.,-]+\s+){0,2}?(?:refund|reimbursement|credit|repayment)\b", re.I),
    # the work done by someone else, told as "did it": "so my colleague did it for me an hour ago"
    re.compile(r"\b(?:colleague|teammate|team|manager|supervisor|lead|someone|somebody|billing|accounts|they|he|she)\s+(?:already\s+|just\s+|kindly\s+)?"
               r"(?:did|has done|have done|had done|took care of|handled|sorted)\s+(?:it|that|this|so|them)\b", re.I),    # two negations that promise the money: "there is no reason you won't have the refund by Friday", "we won't be keeping
    # your $5.99", "not a cent of the duplicate remains with us"
    re.compile(r"\bno reason (?:why )?(?:you|it|the \w+|your \w+)\s+(?:won'?t|wouldn'?t|shouldn'?t|will not|would not|should not|can'?t|cannot)\s+"
               r"(?:\w+\s+)?(?:have|get|see|receive|be (?:refunded|credited|reimbursed|paid|sent)|arrive|reach|land|come)\b", re.I),
    re.compile(r"\b(?:won'?t|will not|aren'?t going to|are not going to|(?:am|are|'m|'re)\s+not)\s+(?:be\s+)?keep(?:ing)?\s+(?:your|the|that|this|any)\b", re.I),
    re.compile(r"\b(?:not (?:a|one) (?:single )?(?:cent|penny|dime|dollar|pound|euro)|none|nothing)\s+of\s+(?:the|your|that)\s+(?:[\w$.,-]+\s+){0,3}?"
               r"(?:remains?|stays?|is (?:left|kept)|was kept)\s+(?:with|on|in)\s+(?:us|our)\b", re.I),
]
# Completion told in ordinary words, whatever the subject: "took care of", "made whole", "got
# cancelled", "no longer on your account", "you're all set", "came off your card". Each states the work
# done, so none may be said of work that is not done.
_DONE_IDIOMS = re.compile(
    r"\b(?:pushed|put|rushed|fast-?tracked|waved|ran|run|sent|got)\s+(?:it\s+|them\s+|that\s+|(?:the|your|a|this)\s+(?:[\w$.,]+\s+){0,2}?(?:refund|credit|payment|reversal|reimbursement|claim|money)\s+)through\b|\bfast-?tracked\b"
    r"|\b(?:won'?t|wo n't|will not|shan'?t|will never|never)\s+be\s+(?:left\s+)?out of pocket\b"  # a promise told in the negative
    # the charge, renewal or shipment the customer asked to stop, told as stopped in the negative: "your
    # subscription won't renew", "you won't be billed again", "don't worry, you won't lose the $79.00" (not while
    # a condition is still to be met: "you won't be charged until a colleague confirms")
    r"|\b(?:you|your\s+(?:[\w-]+\s+){0,2}?(?:card|account|subscription|membership|plan|order|statement|bank|box|parcel|renewal|bill)|"
    r"(?:(?:the|that|this)\s+)?(?:[\w$.,-]+\s+){0,3}?(?:charge|payment|fee|debit|order|subscription|membership|plan|renewal|duplicate|box|parcel|"
    r"package|crate|hamper|shipment|delivery)"
    r"(?:\s+#?[a-z]*-?\d[\w-]*)?|it|they)\s+"
    r"(?:won'?t|wo n't|will not|will never|shan'?t|will no longer|(?:is|are)(?: not|n't) going to)\s+(?:ever\s+|again\s+)?(?:be\s+)?"
    r"(?:renew\w*|recur\w*|charged|billed|debited|taken|ship(?:ped)?|dispatched|sent|posted|go out|los[et]|pay\b|owe|stay|remain|"
    r"(?:show|appear)(?:\s+up)?\s+(?:again|any ?more|on (?:your|the)|the (?:\w+\s+)?(?:charge|fee|debit|payment))|"
    r"see\s+(?:the|that|this|it|a|any)\s+(?:\w+\s+)?(?:charge|fee|debit|payment))\b(?![^.;]{0,50}\b(?:until|unless|before|if|once|yet)\b)"
    # no more of what the customer asked to stop: "no further payments will be taken", "no more boxes will go out"
    r"|\bno (?:further|more|other|new)\s+(?:[\w-]+\s+)?(?:payments?|charges?|debits?|deliveries|boxes|orders|renewals?|bills?|e-?mails?|parcels?)\s+"
    r"(?:will|are going to|is going to)\s+(?:be\s+)?(?:taken|made|charged|collected|sent|billed|go out|come|arrive|renew\w*|ship\w*)\b"
    r"(?![^.;]{0,50}\b(?:until|unless|before|if|once|yet)\b)"
    # a change told as in force: "from now on your parcels will go to the new flat"
    r"|\bfrom now on\b(?![^.;]{0,60}\b(?:colleague|specialist|team|someone|person|lead|manager|supervisor)\b)"
    r"|\ball set\b|\b(?:took|taken|take|takes) care of\b|\bmade (?:you |it |your \w+ |things )?(?:whole|right|good)\b|\bput (?:it|things|that) right\b"
    r"|\b(?:got|get|gotten|getting)\s+(?:\w+\s+)?(?:cancel+ed|refunded|reversed|sorted|credited|removed|voided|dropped|fixed|processed|approved|paid|"
    r"wiped|waived|deleted|cleared|resolved|settled|zeroed|reimbursed|returned|taken off|knocked off)\b"
    r"|\b(?:no longer|not any ?more)\s+(?:\w+\s+){0,3}?(?:on|in|showing|shows?|appears?|appearing|there|pending|outstanding|charged|due|owed|listed)\b"
    r"|\bnothing(?: (?:left|else|more|further))?\s+(?:is\s+|for you\s+)?(?:waiting|pending|outstanding|owed|due|to (?:do|pay|worry|chase))\b"
    r"|\bno more (?:duplicate|double|extra|second|charge|fee|payment)s?\b|\bno need to (?:chase|worry|follow up|do anything|contact)\b"
    r"|\b(?:took|taken|wiped|zapped|zeroed|knocked|struck|crossed|scrubbed|cleared|came|come|comes|gone|went|falls?|fell|dropped)\s+(?:it\s+|them\s+|that\s+|the \w+\s+)?"
    r"(?:off|out|away)\b|\bzapped\b|\bdisappear\w*|\bvanish\w*"
    r"|\b(?:is|are|was|were|'s|’s)\s+(?:now\s+|already\s+)?(?:back|gone|off (?:your|the)|yours(?: again)?|reversed|one)\b|\bback where\b|\byours again\b"
    r"|\b(?:better|\$[\d.,]+) (?:off|better off)\b|\bwinging\b|\bon (?:its|their) way back\b|\bheading back\b|\b(?:comes?|coming) back (?:to you|on|monday|tomorrow|soon|in)\b"
    r"|\b(?:couldn'?t|could not|can'?t) be (?:more |any )?(?:pleased|happier|gladder|glad|delighted|thrilled)\b|\bconsider (?:it|this|that|the \w+(?: \w+)?) "
    r"(?:done|refunded|sorted|settled|cancel+ed|waived|handled|paid|credited|reversed)\b|\bmade sure you (?:won'?t|will not|don'?t|do not)\b"
    r"|\b(?:got|received|has|have|had) (?:the|your|our) (?:reversal|refund|credit|money)(?: from us)?\b|\blands?\b(?! (?:on|in) (?:a|the) (?:colleague|desk|queue))"
    r"|\b(?:shows?|showing|reflect\w*)\b[^.;:]{0,30}\b(?:credited|refunded|back|reversed|removed|disappearing|gone)\b"
    r"|\bgave (?:you )?(?:the |your |it |them )?(?:\$[\d.,]+ |money )?back\b|\b(?:returned|given back|paid back) to you\b"
    # a remedy and its state with no verb: "Refund done!", "return all booked"
    r"|(?<!\bno )(?<!\bany )\b(?:refunds?|returns?|replacements?|credits?|reimbursements?|payments?|collections?|exchanges?|swaps?|labels?)\s+"
    r"(?:now\s+|all\s+|already\s+|fully\s+)?(?:done|complete|completed|sent|processed|issued|sorted|made|paid|approved|arranged|booked|"
    r"started|granted|confirmed|actioned)\b(?!\s+(?:yet|by|once|when|if|after|until))"
    # money said to be with the customer again: "the overcharge is with you again"
    r"|\b(?:is|are|'s|’s)\s+(?:now\s+|already\s+|safely\s+)?(?:back\s+)?with you\b(?!\s+(?:shortly|soon|by|within|in\b|once|when|after|as soon))", re.I)
# A simple past of work done to money, any subject ("Billing reversed it", "the seller refunded the fee").
_PAST_DONE = re.compile(
    r"\b(?P<w>\w+)\s+(?:(?:already|just|also|then|quickly|kindly|promptly|duly)\s+)?(?:refunded|reimbursed|credited|reversed|cancel+ed|waived|voided|"
    r"removed|cleared|settled|resolved|sorted|handled|repaid|returned|deducted|wiped|zeroed|zapped|dealt with|fixed|processed|issued|covered|"
    r"actioned|executed|completed|finished|finali[sz]ed|authori[sz]ed|approved|e-?mailed|mailed|texted|faxed|uploaded|generated|"
    r"updated|changed|amended|corrected|extended|renewed|reinstated|reopened|closed|deleted|unsubscribed|terminated|ended|paused)\b", re.I)
_NOT_A_PAST_SUBJECT = {"be", "been", "being", "to", "not", "never", "was", "were", "is", "are", "has", "have", "had", "will", "would", "could",
                       "should", "can", "may", "might", "must", "get", "got", "it's", "nothing", "anything", "whether", "if", "once", "until",
                       "unless", "yet", "no", "when", "before", "after", "hasn't", "haven't", "isn't", "wasn't", "weren't", "aren't", "didn't",
                       "hasnt", "havent", "isnt", "wasnt", "werent", "arent", "didnt", "cant", "couldnt", "wont", "wouldnt",
                       "cannot", "can't", "couldn't", "won't", "wouldn't", "needs", "need", "s", "re", "ve", "t", "am", "i'm", "we're", "that's"}
_NEGATED_BEFORE = re.compile(r"(?:\bnot|n't|n’t|\b(?:has|have|had|is|was|were|are|did|do|does|ca|wo|could|would)nt|\bnever|\bnothing|\bnobody|\bno one|\bno-one|\bnone|\bneither|\bno|\bno longer|"
                             r"\bunable to|\bcannot|\bfailed to|\byet to)(?:\s+(?:[\w$.,'’]+\s+){0,3})?$", re.I)
_CONDITION = re.compile(r"\b(?:if|unless|whether|provided|once|when|as soon as|after|before|until|till|should (?:a|the|our|they|it))\b", re.I)
# A promise under a mere step is still a promise: "once the boots reach our warehouse, your refund will be issued",
# "once you check your banking app you'll find the refund". Only an open condition ("if", "unless", "whether")
# or a step a person still has to take ("once a colleague has looked at it") leaves it open; a decision still
# to come ("once approved") is read in runs.decision_conditions.
_OPEN_CONDITION = re.compile(r"\b(?:if|unless|whether|provided|in case|until|till|should (?:a|the|our|they|it))\b"
                             r"|\b(?:once|when|as soon as|after|before)\b[^.;]{0,40}\b(?:colleague|teammate|specialist|team|someone|person|lead|manager|"
                             r"supervisor|they|he|she)\b", re.I)
# Saying what one would like to say, not saying it: "I wish I could say the fee is back", "I'd love to tell you it's refunded".
_COUNTERFACTUAL_SAY = re.compile(r"\b(?:wish(?:ed)? (?:i|we) could (?:say|tell|report|confirm)|(?:'d|’d|would) (?:love|like) to (?:say|tell|report|confirm))\b", re.I)
# A wish, not a report: "I was hoping to have the $4.99 back on your card today, but it isn't yet".
_WISHED = re.compile(r"\b(?:hoping|hoped|hope|wish(?:ed)?|wanted|would have liked|expected|meant)\b", re.I)
_FUTURE = (3, 4, 5, 6)
# A reason that tells of an earlier, separate event ("because this was already refunded on 2026-03-01").
# A refund told as already made, with neither when nor how much, is no history but a claim: "can't be
# refunded a second time, because it was already refunded in full" (with no refund on record); told
# honestly, it names both ("this was already refunded ($12.99 on 2026-03-01)").
_WHEN_OR_HOW_MUCH = r"[$€£]\s?\d|\bon \d|\bin \d{4}|\d{4}-\d\d|\blast\b|\bearlier\b|\bprevious\w*|\bago\b|\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
_REFUNDED_UNDATED = rf"(?:already|previously|before)\s+(?:been\s+)?(?:refunded|credited|reimbursed|repaid|paid back)(?![^.]*(?:{_WHEN_OR_HOW_MUCH}))"
# (said of the shop's own work, "it was", "we": "your card company already refunded the copy" is history)
_OURS_BEFORE = r"(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bwe )(?<!\bi )(?<!\bwe've )(?<!\bi've )(?<!\bhave )(?<!\bhas )(?<!\bit's )"
_HISTORY = re.compile(rf"\b(?:because|since|as)\b(?=(?:[^.]|\.(?=\d))*\b(?:(?:{_OURS_BEFORE}|(?!{_REFUNDED_UNDATED}))(?:already|previously|before)|earlier|last|on \d|in \d{{4}}|an earlier))", re.I)

NOT_DONE = re.compile(r"\b(colleagues?|teammates?|specialists?|follow(s|ing)? up|follow-up|escalat\w*|not yet|haven'?t|have not|hasn'?t|has not|"
                      # a plain past denial: "I didn't refund the late fee, because..."
                      r"(?:didn'?t|did not|never)\s+(?:\w+\s+)?(?:refund|reimburse|credit|reverse|issue|process|send|pay|cancel|arrange|book|e-?mail|replace)\b|"
                      r"couldn'?t|could not|unable|can'?t|cannot|won'?t|will not|not able|isn'?t possible|is not possible|declin\w*|"
                      r"not (?:yet )?(?:been |be )?(?:refunded|done|processed|issued|possible|able|approved|agreed|authori[sz]ed|started|made|paid|credited|"
                      r"arranged|booked)|no (?:[\w-]+ )?refund|a person|someone (?:will|from)|"
                      # who has it now and will answer: "is with a member of our team, who will reply to you"
                      r"with (?:a |an |our |the )?(?:members? of (?:our|the) (?:\w+ )?(?:team|staff)|supervisors?|managers?|(?:support )?leads?)|"
                      r"(?:who|they|she|he|supervisors?|managers?|leads?)(?: will|'ll|’ll) (?:reply|respond|answer|write|contact|get back|come back|be in touch|let you know|e-?mail|call|confirm|"
                      r"decide|review|check|look|take it from here)|"
                      # waiting on a person's decision: "awaiting sign-off", "submitted for approval", "needs a manager's approval",
                      # "still under review", "with our billing team"
                      r"awaiting|for (?:approval|review|sign-?off|a decision|authori[sz]ation)|under (?:review|consideration)|"
                      r"needs? (?:a |an |the )?(?:[\w'’-]+\s+){0,2}?(?:approval|sign-?off|review|decision|authori[sz]ation|go-ahead|ok)|"
                      r"with (?:a |an |our |the )?(?:[\w-]+ )?(?:team|department|desk)|take it from here|"
                      r"be (?:decided|reviewed|assessed|considered|looked at)|up to (?:a |an |our |the )?(?:colleague|teammate|team|manager|lead|supervisor|specialist)|"
                      r"as soon as there(?:'s|’s| is) (?:a |any )?(?:decision|news|update)|"
                      # a decline with its reason: "the fee isn't refundable here because it arrived on time"
                      r"(?:isn'?t|is not|aren'?t|are not|wasn'?t|was not)\s+(?:\w+\s+)?(?:refundable|eligible|due|owed|payable|covered)|"
                      r"will (?:be in touch|get back to you)|get back to you|"
                      # the next step named: "will write separately", "still needs to look into", "we'll wait for your photos"
                      r"will (?:write|reply|respond) (?:separately|to you|back)|(?:still\s+)?needs? to (?:look|check|review|decide|investigate|confirm|assess)|"
                      r"wait (?:for|until|till) (?:your|the|a)|before deciding|"
                      # a decline told in the present: "we are not refunding it again"
                      r"(?:am|is|are|'m|'re|’m|’re)\s+not\s+(?:refunding|paying|crediting|reimbursing|issuing|processing|sending|starting|charging|cancel+ing)|"
                      # nothing there to do: "there is no delivery charge to refund"
                      r"no (?:[\w-]+ ){0,2}(?:charges?|fees?|payments?|amounts?|money|refunds?) (?:to|for us to) (?:refund|pay|return|credit|reverse)|"
                      # someone at it now: "they are reviewing it now", "a teammate is checking it"
                      r"(?:is|are|'s|'re|’s|’re)\s+(?:now\s+|still\s+|currently\s+)?(?:reviewing|checking|looking (?:at|into)|deciding|assessing|investigating)|"
                      r"no money (?:has|have)\s+(?:yet\s+)?(?:moved|gone|been (?:sent|paid|refunded|returned))|"
                      r"our team will|team will (?:look|review|decide|get back|come back|check|investigate|assess|confirm|write|reply)|pending|waiting|yet to|(?:who|they|she|he|colleague|specialist|lead|seller) will (?:decide|review|check|look)|"
                      r"nothing (?:has|have|was|is) (?:yet )?(?:been )?(?:refunded|paid|issued|done|processed|returned|sent|reversed|credited)|"
                      r"(?:nobody|no one|no-one) (?:has|have) (?:yet )?(?:\w+ )?(?:refunded|paid|issued|processed|reversed|credited|returned|removed)|"
                      r"remains?|remaining|still (?:on|there|showing|shows|in place|pending|open|outstanding|stands|charged)|for now|as (?:things|it) stands?|"
                      r"until (?:a |our |the )?(?:colleague|specialist|person|team|lead|manager|someone)|"
                      # who has it and the next step they take: "a manager has your ticket and will call you", "our data
                      # protection team has your erasure request and will confirm when it is complete"
                      r"(?:team|manager|supervisor|lead|colleague|specialist|department|desk|officer|agent|someone)s?\s+(?:now\s+)?(?:(?:has|have)\s+(?:received|got)|has|have|holds?|is holding|received|got)\s+"
                      r"(?:your|the|this|that)\s+(?:[\w-]+\s+){0,2}?(?:request|ticket|case|claim|complaint|question|message|query|file|details)s?\b[^.;]{0,30}?\b"
                      r"(?:and|who|which)\s+(?:they\s+|she\s+|he\s+)?(?:will|'ll|’ll|is going to|are going to)\s+(?:\w+)|"
                      # a condition on a person's decision, and who tells the customer: "once a lead approves it ...; we will let you know"
                      r"(?:once|when|if|after|as soon as)\s+(?:a|the|our|your)\s+(?:\w+\s+)?(?:lead|manager|supervisor|colleague|specialist|team|person)\s+"
                      r"(?:approves|agrees|signs off|decides|reviews|checks|confirms|okays|authori[sz]es)|"
                      r"(?:we|i)(?:'ll|’ll| will| shall)\s+(?:let you know|keep you (?:posted|updated|informed)|update you|be in touch)|"
                      # the work handed to someone and who answers: "I've asked a supervisor to review the refund; you'll hear from them soon"
                      r"asked (?:a|an|our|the|my) (?:[\w-]+ )?(?:colleague|supervisor|manager|lead|specialist|team|person|teammate)s? to (?:review|check|look|decide|assess|confirm)|"
                      r"you(?:'ll|’ll| will) hear (?:from (?:them|us|a colleague|our team|him|her)|back))\b", re.I)
_PAID_AMOUNT = re.compile(r"\b(?:refunded|credited|reimbursed|repaid|paid(?: you)?(?: back| out)?|returned|put back|given back|sent)\s+(?:you\s+|to you\s+)?(?:the\s+|your\s+)?\$[\d.,]+"
                          r"|\$[\d.,]+\s+(?:\w+\s+){0,3}(?:(?<!get )(?<!come )(?<!be )back (?:on|in|to|into|with)(?! you\b| in touch)|refunded|credited|reimbursed|returned)\b", re.I)
# For finished work: words that make it not a plain statement of what was done.
_HEDGED = re.compile(r"\b(?:(?:could|would|might|may)\s+(?:\w+\s+){0,2}(?:refund|credit|reimburs|issu|process|pay|start|arrang|open|book|reach|arriv|land|come|go)\w*|"
                     r"(?:once|when|if|after|as soon as)\s+(?:the |a |our |your |my )?(?:\w+\s+)?(?:approves?|agrees?|decides?|signs? off|reviews?)|"
                     r"maybe|perhaps|possibly|probably|not sure|i think|we think|i believe|next (?:week|month|year)|in the future|later on|"
                     r"being (?:considered|reviewed|assessed|looked at|decided|discussed|weighed)|under (?:review|consideration|discussion)|to be (?:decided|reviewed|confirmed)|"
                     r"(?:will|'ll|’ll|shall|going to|about to)\s+(?:(?:\w+ly|soon|shortly)\s+)?(?:be\s+)?(?:refund|credit|reimburs|issu|process|pay|start|arrang|open|book)\w*)\b", re.I)
# Words that take back what the sentence said was done ("wait, no, we have not refunded it").
_TAKEN_BACK = re.compile(r"\b(?:wait|scratch that|correction|actually,? no|on second thought)\b|"
                         r"\b(?:tried|attempted|tried our best) to\b|\b(?:failed|bounced|was (?:declined|rejected|reversed))\b|"
                         r"(?:\bnot|n't|n’t)\s+(?:go|gone|went|come|get|got)\s+through\b|(?:\bnot|n't|n’t)\s+(?:work|succeed|complete)\w*\b|"
                         r"(?:\bnot|n't|n’t|\bnever)\s+(?:\w+\s+){0,2}(?:refund|reimburs|credit|issu|process|start|arrang|open|book|paid|pay|done|sent|return)\w*", re.I)
# The customer told they have the money again: "you've got $12.00 back".
_GOT_BACK = r"\b(?:got|gotten|received|have|had)\s+(?:(?:the|your)\s+)?(?:\$[\d.,]+|money|it)\s+back\b"
# A return or a replacement said done, in the words a reply would say it (read by _ACTION_WORDS, _ACTIONS_SAID and
# _CLOSING_ACTIONS, which kept their own copies).
_SEND_IT_BACK = r"\bsend (?:it|them|the \w+) back\b"
_RETURN_SAID = rf"\breturn\w*|{_SEND_IT_BACK}|\blabel\b"
_REPLACEMENT_SAID = r"\breplac\w*|\bnew one\b|\bresen[dt]\b|\bre-?ship\w*"
_ACTION_WORDS = {
    "refund": re.compile(r"\brefund\w*|\breimburs\w*|\bcredit\w*|\bmoney back|\bpaid (?:you )?back\b"
                         rf"|{_GOT_BACK}"
                         r"|\b(?:sent|put|given|gave|returned)\s+(?:you\s+)?(?:\$[\d.,]+|the money|your money|it|the \w+ fee)\s+back\b", re.I),
    "return": re.compile(_RETURN_SAID, re.I),
    "collection": re.compile(r"\bcollect\w*|\bpick(?:ed|ing)? (?:it |them )?up\b|\bpick-?up\b|\bcourier\b", re.I),
}


def _unquoted(text: str) -> str:
    """The reply's own words: quoted words taken out, negations that affirm ("did not hesitate to refund") told plainly."""
    return restate(re.sub(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']{12,}'(?!\w)", " ", text))


# What was done is the handing on, not the work: "sent to a colleague", "received your photos".
_HANDED_ON = re.compile(r"\s*(?:to (?:a |our |the |your )?(?:colleague|specialist|team|seller|manager|person|accounts|billing|returns|carrier)"
                        r"|(?:your |the )?(?:[\w-]+ )?(?:request|message|photos?|email|claim|ticket|question|details|information|note|report|complaint)s?\b)", re.I)
_PAST_OF_ANOTHER = re.compile(r"\b(?:earlier (?!today|this|on)|previous|last (?:spring|summer|autumn|winter|year|month|time)|in \d{4})", re.I)


def _clause_of(text: str, at: int) -> str:
    start = max(text.rfind(c, 0, at) for c in ";:—")
    ends = [i for i in (text.find(c, at) for c in ";:—") if i != -1]
    return text[start + 1: min(ends) if ends else len(text)]


# Something handed on, not the work done: "your claim has been received", "everything was sent to the seller's desk".
_CORRESPONDENCE_BEFORE = re.compile(r"\b(?:request|message|photos?|pictures?|e-?mail|claim|ticket|question|details|information|note|report|complaint|case|"
                                    r"file|query|everything|it all|evidence|form)s?\s+(?:[\w'’]+\s+){0,4}$", re.I)
_HANDED_TO = re.compile(r"\s*(?:(?:it|this|that|everything|them|all|your \w+|the \w+|the details|the case)\s+)?(?:on\s+|over\s+|along\s+|across\s+)?"
                        r"(?:to|with)\s+(?:a |an |our |the |your )?(?:[\w'’]+\s+){0,3}?(?:colleague|specialist|team|seller|manager|person|accounts|billing|"
                        r"returns|carrier|desk|department|lead|supervisor|bank)s?\b", re.I)


def _governed(plain: str) -> list[tuple[int, int]]:
    """Spans a not-done heading governs: what follows "I haven't done this:" or "a colleague will
    follow up on this:" names the task, up to the next ; or dash."""
    out = []
    for colon in re.finditer(r":", plain):
        head = plain[: colon.start()]
        if _NEGATED_HEADING.search(head + ":") or re.search(r"\b(?:follow(?:s|ing)? up|look(?:s|ing)? into|escalat\w*|pass\w* on|hand\w* over|will (?:decide|review|check))\b[^:;]*$", head, re.I):
            end = min([i for i in (plain.find(c, colon.end()) for c in ";—–") if i != -1] or [len(plain)])
            out.append((colon.end(), end))
    return out


def _idiom_claim(plain: str) -> str:
    governed = _governed(plain)
    for m in _DONE_IDIOMS.finditer(plain):
        if any(a <= m.start() < b for a, b in governed):
            continue
        before = plain[: m.start()]
        if re.search(r"(?:\bnot|n't|n’t|\bnever)\s+(?:\w+\s+)?$", before, re.I) and not m.group(0).lower().startswith(("couldn", "could not", "can")):
            continue
        if turned_over(plain, m.start(), m.group(0)):
            continue  # "I can't confirm that nothing is owed": the negations leave it not done
        if _CONDITION.search(re.split(r"[;:,—–]", before)[-1]) and not m.group(0).lower().startswith("consider"):
            continue
        if _COUNTERFACTUAL_SAY.search(re.split(r"[;:,—–]", before)[-1]):
            continue  # "I wish I could say the fee is back": what cannot be said yet
        if _went_out_free(plain, m):
            continue  # "because the package went out with free delivery"
        if _PERSON_WILL.search(before) and (m.group(0).lower().startswith("come") or _NOT_YET.search(plain)):
            continue  # "they'll come back to you by Friday"; "it hasn't been cancelled yet; a colleague will take care of it"
        return m.group(0)
    for m in _PAST_DONE.finditer(plain):
        if any(a <= m.start() < b for a, b in governed):
            continue
        if m.group("w").lower().replace("’", "'") in _NOT_A_PAST_SUBJECT or _NEGATED_BEFORE.search(plain[: m.start("w")] + " "):
            continue
        clause = re.split(r"[;:,—–]", plain[: m.start()])[-1]
        if _CONDITION.search(clause) or re.search(r"\b(?:whether|decide|check|see if|ask(?:ed)? if)\b", clause, re.I):
            continue
        if _HISTORY.search(plain[: m.end()]) or _PAST_OF_ANOTHER.search(_clause_of(plain, m.start())):
            continue  # "because your bank already reversed the duplicate": an earlier event, told as the reason
        subject = re.split(r"[;:,—–]", plain[: m.start("w")])[-1] + m.group("w")
        if _OTHER_PARTY.search(subject) or _TIME_LIMIT.search(subject) and re.search(r"\b(?:closed|ended|terminated)\b", m.group(0), re.I):
            continue  # "the return window for the napkins closed", "your bank reversed it": no work of the shop's
        if _ACCOUNT_WORK.search(m.group(0)) and _REASON_BEFORE.search(plain[: m.start()]):
            continue  # "we declined the return because the seller's window closed": the reason is a fact, not the work
        return m.group(0)
    return ""


# A person who will act, just before the words: "they'll come back to you", "a colleague will take care of it".
_PERSON_WILL = re.compile(r"\b(?:they|we|he|she|who|colleagues?|teammates?|specialists?|team|leads?|managers?|supervisors?|someone|department|billing|accounts)"
                          r"(?:'ll|’ll|\s+will|\s+(?:is|are) going to|\s+can|\s+should)\s+(?:\w+\s+)?$", re.I)
# The work said outright to be not done yet, which a person's promise beside it does not undo.
_NOT_YET = re.compile(r"\b(?:not yet|yet to|has(?:n'?t| not) (?:yet )?been|have(?:n'?t| not) (?:yet )?been|nothing (?:has|have|is)|no \w+ has been)\b"
                      r"|(?:n['’]t|\bnot)\s+(?:[\w-]+\s+){0,3}?yet\b", re.I)


# The subject of a past event that is no work of the shop's: a time limit that ran out ("the return window
# for the napkins closed on 10 November") or another party ("your bank reversed it", "the courier returned it").
_TIME_LIMIT = re.compile(r"\b(?:window|deadline|period|time limit|offer|promotion|sale)\b(?:\s+(?:for|on|of)\s+(?:the\s+|your\s+)?(?:[\w-]+\s+){0,3}?[\w-]+)?$", re.I)
_OTHER_PARTY = re.compile(r"\b(?:your|the customer's)\s+(?:bank|card (?:company|issuer|provider)|card issuer|building society|insurer)$", re.I)


# A reason clause running up to a word: "... because the seller's window".
_REASON_BEFORE = re.compile(r"\b(?:because|since|as|given that|now that)\b[^.;:]*$", re.I)


# The work of no money kind a sentence may claim done ("your email address has been updated"): said of a
# message or an address, it is still the work, not the handing on of a message ("your email has been received").
_ACCOUNT_WORK = re.compile(r"\b(?:updated|changed|amended|corrected|saved|extended|renewed|reinstated|reopened|closed|deleted|unsubscribed|"
                           r"terminated|ended|paused|fixed|(?P<told>told|notified|informed|alerted))\b", re.I)
# Who follows up, told of it: "a colleague has been told", "our product team was informed".
_FOLLOWS_UP_BEFORE = re.compile(r"\b(?:colleagues?|specialists?|team|manager|lead|supervisor|department|person)\s+(?:(?:has|have|had|'s|was|were|is|are)\s+"
                                r"(?:\w+\s+)?(?:been\s+)?)?$", re.I)


# A promise whose subject is the person a sentence hands the work to, with what they still have to do
# first ("once they have checked the order") or what they will settle with the customer ("with you"):
# the next step named, not the work told as certain. "Our team will refund it today" stays a claim.
_FOLLOWER_PROMISES = re.compile(r"\b(?:colleague|specialist|person|someone|somebody|supervisor|manager|lead|member of (?:our|the) (?:[\w-]+ )?(?:team|staff))s?\s+$", re.I)
_WITH_YOU = re.compile(r"[^.;:]{0,60}?\bwith you\b", re.I)
# "the accounts team has the request and they will send it once it's ready": the pronoun stands for the person named
_FOLLOWER_NAMED = re.compile(r"\b(?:colleague|specialist|person|supervisor|manager|lead|team|department|desk|officer)s?\b[^.;]*\b(?:who|they|she|he)\s+$", re.I)
# A message received is correspondence, not the work: "the data officer has received your erasure request"
_MESSAGE_AFTER = re.compile(r"\s+(?:your|the|this)\s+(?:[\w-]+\s+){0,2}?(?:request|message|ticket|claim|complaint|question|query|photos?|details|case|e-?mail)s?\b", re.I)


def _promised_by_follower(before: str) -> bool:
    return bool(_FOLLOWER_PROMISES.search(before) or _FOLLOWER_NAMED.search(before))


def claims_done(text: str) -> str:
    """The words that state or imply the work was done, or '' when none do."""
    plain = _claim_text(text)
    idiom = _idiom_claim(plain) or cancelled_negation(plain) or outcome_told(plain)
    if idiom:
        return idiom
    for number, pattern in enumerate(_CLAIMS):
        for m in pattern.finditer(plain):
            before = plain[: m.start()]
            if _NEGATED_BEFORE.search(before) or re.match(r"\s*(?:not|n't)\b", plain[m.end():]) and number < 3:
                continue
            if number in _FUTURE and _OPEN_CONDITION.search(before):
                continue  # ("nothing has been refunded yet; once it is, you'll see it within 5 days" is read in runs.decision_conditions)
            if number == 4 and _promised_by_follower(before) and (_CONDITION.search(re.split(r"[;:—–]", plain[m.end():])[0])
                                                                      or _WITH_YOU.match(plain[m.end():])):
                continue  # "a colleague will send you the invoice once they have checked", "a colleague will arrange the large size with you"
            if NOT_DONE.search(plain) and any(h.start() < m.start() for h in _HISTORY.finditer(plain)):
                continue
            after = plain[m.end():]
            if _WISHED.search(re.split(r"[;:,—–]", before)[-1]) or _COUNTERFACTUAL_SAY.search(re.split(r"[;:,—–]", before)[-1]):
                continue  # "I'd love to say the lamp's been refunded, but ..."
            if re.match(r"\s+(?:is|are|was)\s+not\b|\s+isn'?t\b|\s+is\s+something\s+(?:i|we)\s+can'?t", after, re.I):
                continue  # "good news is not something I can give yet"
            work = _ACCOUNT_WORK.search(m.group(0))
            if (_CORRESPONDENCE_BEFORE.search(before) or _HANDED_TO.match(after)
                    or re.search(r"\b(?:received|got)$", m.group(0), re.I) and _MESSAGE_AFTER.match(after)) and not (work and not work.group("told")):
                continue  # "your claim has been received", "we've sent everything to the seller's returns desk"
            if work and work.group("told") and _FOLLOWS_UP_BEFORE.search(before):
                continue  # "our returns team has been told and will reply": handed on, not the work
            if _HANDED_ON.match(after) or (_OPEN_CONDITION if number in _FUTURE else _CONDITION).search(re.split(r"[;:]", before)[-1]):
                continue  # "has been sent to a colleague", "we have received your request", "when it's done"
            if _PAST_OF_ANOTHER.search(_clause_of(plain, m.start())):
                continue  # "your earlier refund for the kettle was processed last spring"
            if _went_out_free(plain, m):
                continue  # "no delivery refund was made, as the order was shipped free of charge"
            return m.group(0)
    return ""


def says_not_done(text: str) -> bool:
    plain = _unquoted(text)
    return bool(NOT_DONE.search(plain) or decided_later_spans(plain) or work_not_yet_done(plain))


def _claim_text(text: str) -> str:
    """The reply's own words a claim is read in: what a decision still to come governs ("if approved, ...") left out."""
    return without_decided_later(_unquoted(text))


# Money named in a sentence for a subtask that was not done must sit in a clause that says it has not
# happened: negated, pending, asked for, to be decided, conditional, or in the past of another order.
_MONEY_WORDS = re.compile(r"\bcharges?\b|\bfees?\b|\bpayments?\b|\bduplicate\b|\bdebit\w*|\bstatement\b|\bcard\b|\bbalance\b|[$€£]\s?\d|\b\d+(?:[.,]\d\d)?\s?(?:usd|dollars?)\b|\brefund\w*|\bcredit\w*|\breimburs\w*|\bmoney\b|\brepaid\b|"
                          r"\breversed\b|\b(?:back|gone) (?:on|to|in|into|from) (?:your|the)\b|\bout of pocket\b|\bbetter off\b|\byours again\b|"
                          r"\bno longer appears\b", re.I)
_OPEN_CLAUSE = re.compile(r"\b(?:wish|wished|wishing|hoping|hoped|approv\w*|has to|have to|needs? to|must|thanks? (?:you )?for (?:your|reporting|telling|letting|flagging|bearing|the)|"
                          r"sorry|with (?:a|our|the) (?:colleague|specialist|team|lead|person|seller)|"
                          r"not|never|no|nothing|none|neither|yet|pending|review\w*|decid\w*|whether|if|once|unless|until|request\w*|claim\w*|asked?|"
                          r"looks? (?:at|into)|looking (?:at|into)|check\w*|consider(?:s|ing|ed)? (?:whether|if|your|the request)|passed|forwarded|handed|"
                          r"escalat\w*|cannot|unable|earlier|previous\w*|last (?:spring|summer|autumn|winter|year|month|week|time)|before|"
                          r"investigat\w*|assess\w*|wants?|would like|need|let you know|get back|be in touch|about|because|since|already|"
                          r"remains?|remaining|still|for now|as (?:things|it) stands?|nobody|no one|no-one|rather than|instead of|"
                          # a debt still open: "the delivery fee is outstanding"
                          r"outstanding|owed|owing|unpaid|unrefunded|"
                          # no money at all: "as the order was shipped free of charge"
                          r"free of charge|at no (?:extra )?(?:cost|charge)|for free|"
                          # understanding, not a report: "I can see why the two charges are worrying"
                          r"(?:see|understand|appreciate|know) (?:why|how)|worrying|frustrating|upsetting|annoying|stressful|confusing|alarming|"
                          # a case opened or a matter flagged is the handing on: "I've opened a case for the double charge"
                          r"case|ticket|flagg\w*|logg\w*)\b|n't\b|n’t\b", re.I)
_CLAUSE_BREAK = re.compile(r"\s*(?:[:]|\s-\s|,\s*(?:and|but|so|while)?\s*|\band\b|\bbut\b|\?)\s*", re.I)


_NEGATED_HEADING = re.compile(r"\b(?:haven'?t|have not|not)\s+(?:\w+\s+)?(?:done|finished|started)\b(?: this| these| yet)?\s*:|\bnot done yet\s*:", re.I)
_SEGMENT_BREAK = re.compile(r"\s*(?:[;—–]|\s-\s)\s*")


def money_without_open_clause(text: str) -> str:
    """A clause that names money (an amount, a refund, a credit) without saying it has not happened, or ''."""
    for segment in _SEGMENT_BREAK.split(without_pending_work(_unquoted(text))):
        if _NEGATED_HEADING.search(segment):
            continue  # "I haven't done this: refund the duplicate charge, because ...": the heading governs the segment
        head, colon, tail = segment.partition(":")
        if colon and (_OPEN_CLAUSE.search(head) or NOT_DONE.search(head)):
            segment = head  # "a colleague will follow up on this: refund the duplicate charge": what follows is the task named
        conditioned = False  # "if a colleague approves it, you'll see the refund then"
        for clause in _CLAUSE_BREAK.split(segment):
            if clause and _MONEY_WORDS.search(clause) and not (conditioned or _OPEN_CLAUSE.search(clause) or NOT_DONE.search(clause)
                                                               or _COUNTERFACTUAL_SAY.search(clause) or decided_later_spans(clause)):
                return clause.strip()
            conditioned = bool(clause and (re.match(r"\s*(?:if|once|when|unless|as soon as|after|should)\b", clause, re.I) or decided_later_spans(clause)))
    return ""


def unresolved_problems(text: str, status: str, done: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """What is wrong with the sentence for a subtask that is `status` (escalated, deferred). `done`:
    the effects the record shows carried out on this subtask all the same (refund, return,
    collection): a sentence may tell of those, and of nothing else, as done."""
    problems = []
    claims = [c for c in (claims_done(text), money_without_open_clause(text)) if c and not _only_recorded(_clause_around(text, c), done, _own_clause(text, c))]
    effect = effect_claimed(text)
    claims += [effect] if effect and not _only_recorded(effect, done, _own_clause(text, effect)) else []  # the effect's own words: "collected", not "swapped"
    if done and not claims:
        # one recorded effect told first does not cover a further claim beside it: each clause is read on its own
        for clause in _FINE_CLAUSE.split(_unquoted(text)):
            more = clause.strip() and (claims_done(clause) or effect_claimed(clause))
            if more and not _only_recorded(_clause_around(text, more), done, clause):
                claims.append(more)
                break
    claim = claims[0] if claims else (claims_done(text) or money_without_open_clause(text) or effect)
    if claims:
        problems.append(f"it is {status}, but the sentence says or implies it was done (\"{claims[0]}\")")
    paid = amount_paid(text)
    if paid and not claim and "refund" not in done:
        problems.append(f"it is {status}, but the sentence names {paid} as paid back")
    if not says_not_done(text):
        problems.append(f"it is {status}, and the sentence does not say it is not done or who follows up")
    return problems


# A sentence telling the customer no goods are coming: "I've confirmed no replacement is being sent",
# "we won't be sending another one", "nothing new will be posted".
_NONE_SENT = re.compile(
    r"\bno (?:replacement|new one|new \w+|second \w+|other one)s? (?:is|are|will be|has been|was|'s)?\s*(?:being |going to be |coming|on (?:its|the) way|"
    r"sent|shipped|posted|dispatched|due)"
    r"|\b(?:won'?t|will not|are not|aren'?t|isn'?t|is not|not|never) (?:be )?(?:sending|send|sent|ship|shipping|shipped|post|posting|posted|dispatch\w*)\b"
    r"[^.;]{0,25}\b(?:replacement|another|new one|a new|second one)"
    r"|\bnothing (?:new |else |more )?(?:will be|is being|is going to be|is|was|has been) (?:sent|shipped|posted|dispatched|on (?:its|the) way)", re.I)


def contradicts_ask(text: str, replacement_asked: bool) -> str:
    """The words that tell the customer no replacement is coming when the ticket asks for one
    (`replacement_asked`: a request for goods instead of money, runs.intents.GOODS_INSTEAD), or ''.
    Whatever the subtask's status, that answers the ask with its opposite: the ask is a person's."""
    if not replacement_asked:
        return ""
    m = _NONE_SENT.search(_unquoted(text))
    return m.group(0) if m else ""


# Money said to be coming back to the customer: "you'll get $59.40 back once it arrives", "I've
# refunded the shoes", "your money will be back on your card". Not "no refund", "not refunded".
_MONEY_BACK = re.compile(
    r"\brefunded\b|\brefunding\b|\breimburs(?:ed|ing)\b|\bmoney back\b|\bget (?:\$[\d.,]+|it|your money|the money|[\w ]{0,20}?) back\b"
    r"|\b(?:\$[\d.,]+|money) (?:will be |is |goes )?(?:back|returned) (?:on|to|in|into) your\b"
    r"|\brefund\b(?:[^.;:]|\.\d){0,30}\b(?:is|has been|will be|was|goes|going)\s+(?:\w+\s+)?(?:issued|made|processed|sent|on its way|through|paid)\b"
    r"|\b(?:issued?|process(?:ed)?|receive|get)\s+(?:you\s+)?(?:a|the|your)\s+(?:full\s+)?refund\b", re.I)


def contradicts_no_refund(text: str, kind: str, refund_declined: bool) -> str:
    """The words that tell the customer money is coming back for goods, when the ticket says they
    want no refund (`refund_declined`: a sentence declining the refund for any claim, or asking for
    goods instead of money), or ''. The remedy they asked for is a person's; money is not it."""
    if not refund_declined or kind not in ("damaged_item", "wrong_item", "change_of_mind", "non_delivery"):
        return ""
    plain = _unquoted(text)
    said = [m for m in _MONEY_BACK.finditer(plain) if not _NO_MONEY.search(plain[max(0, m.start() - 40):m.start()])]
    return said[0].group(0) if said else ""


# Words before the money that unsay it: "nothing has been refunded", "no refund", "I haven't refunded".
_NO_MONEY = re.compile(r"(?:\b(?:no|not|nothing|never|none|without)\b|n't|\bnot yet\b)(?:\s+[\w$.,]+){0,3}\s*$", re.I)


def done_effects(row: dict) -> frozenset[str]:
    """The effects a subtask's record row shows carried out ({"action": refund, return, collection or
    None}): what its sentence may tell of as done even when the subtask is not resolved."""
    return frozenset({row["action"]}) if row.get("action") else frozenset()


def _only_recorded(words: str, done, own: str = "") -> bool:
    """Whether words that claim work done name only effects the record shows on the subtask ("I've
    refunded the $9.95 fee; a colleague will follow up on the rest", a refund recorded). `own`: the
    claim's own clause. When it names an action, that action is what is claimed ("the return is booked,
    but the refund hasn't been made"); when it names none, it may still claim more of the recorded effect
    than was done ("I've refunded $20.00 so far, and the remaining $44.50 is on its way")."""
    if not done:
        return False
    if _FURTHER.search(own):
        return False
    own_named = {a for a, said in _ACTIONS_SAID.items() if said.search(own)}
    if own_named:
        return own_named <= set(done)
    named = {a for a, said in _ACTIONS_SAID.items() if said.search(words)}
    return bool(named) and named <= set(done)


# More of an effect than the one made: "the remaining $44.50", "the rest", "a further refund".
_FURTHER = re.compile(r"\b(?:remaining|remainder|rest|balance|further|additional|another|difference|outstanding|other half)\b", re.I)
_FINE_CLAUSE = re.compile(r"[;:—–]|,(?!\d)\s*|\s+(?:and|but|so|while)\s+|\s-\s", re.I)


def _clause_around(text: str, claim: str) -> str:
    plain = _unquoted(text)
    at = plain.find(claim)
    return _clause_of(plain, at) if at >= 0 else plain


def _own_clause(text: str, claim: str) -> str:
    """The clause a claim stands in, between commas, dashes and "and"/"but"."""
    plain = _unquoted(text)
    at = plain.find(claim)
    if at < 0:
        return claim
    starts = [m.end() for m in _FINE_CLAUSE.finditer(plain) if m.end() <= at]
    ends = [m.start() for m in _FINE_CLAUSE.finditer(plain) if m.start() >= at + len(claim)]
    return plain[(starts[-1] if starts else 0): (ends[0] if ends else len(plain))]


# Remedies other than money told as done: goods sent, swapped or collected, an address, an account
# or a subscription changed, papers sent. The money patterns above do not cover them, and a sentence
# for a subtask a person still has ("a colleague will follow up") may not tell of any of them.
_EFFECT_DONE = re.compile(
    r"\b(?:shipped|dispatched|posted|sent (?:out|off|over|on)|resent|re-sent|reshipped|re-shipped|re-?issued|swapped|exchanged|switched|changed|"
    r"updated|amended|corrected|unsubscribed|deleted|collected|picked (?:\w+ ){0,3}up|redirected|re-?routed|"
    r"left (?:our|the) (?:depot|warehouse|store|shop|hub|building)|e-?mailed (?:it|them|you|over|the)|cancel+ed)\b"
    r"|\b(?:is|are|was|were|'s|’s|now|already)\s+(?:now\s+|already\s+|safely\s+)?(?:on (?:file|record)|in your (?:inbox|e-?mail|account|mailbox|basket))\b"
    r"|\bheading (?:out|your way|to you|over)\b"
    # papers handed over with the reply: "your return label is attached", "here is your voucher code"
    r"|\b(?:labels?|vouchers?|codes?|receipts?|invoices?|credit notes?|confirmations?)\s+(?:cop(?:y|ies)\s+)?(?:(?:for|of)\s+(?:the\s+|your\s+)?(?:[\w$.,-]+\s+){0,4}?)?"
    r"(?:is|are|'s|’s|has been|have been)\s+(?:now\s+)?(?:attached|enclosed|included)\b"
    r"|\b(?:attached|enclosed) (?:is|are|you'?ll find)\b|\bhere (?:is|are|'s) (?:your|the) (?:[\w-]+ )?(?:label|voucher|code|invoice|receipt)\b"
    # goods or papers sent in the perfect tense: "a colleague has your ticket and has already sent the replacement"
    r"|\b(?:has|have|'ve|’ve)\s+(?:already\s+|now\s+|just\s+)?(?:sent|posted|mailed)\s+(?:you\s+|out\s+)?(?:the|your|a|an)\s+(?:[\w-]+\s+)?"
    r"(?:replacement|new one|label|invoice|receipt|voucher|code|parcel|refund)\b"
    # (a matter taken up with the courier is no parcel with them: "waiting for a colleague to confirm it with the courier")
    r"|\bout for delivery\b|\ben route\b|(?<!\bit )(?<!\bthis )(?<!\bthat )(?<!\bthem )(?<!\bup )\bwith the courier\b|\bon (?:the|a) (?:van|lorry|truck)\b|\bat your door\b", re.I)
# The goods or papers promised into the customer's hands: "you should have the large by Friday",
# "the new invoice should be with you shortly" (a reply or a call from a colleague is not a remedy).
_ARRIVES = re.compile(
    r"\byou(?:'ll|’ll| will| should| shall|'re going to|’re going to| are going to| can expect to)\s+(?:now\s+|soon\s+|shortly\s+|then\s+)?"
    r"(?:have|get|receive|see)\s+(?:the|your|a|an|it|them|one)\b(?:\s+[\w-]+){0,3}?\s+(?:by|within|tomorrow|today|tonight|this|next|soon|shortly|in (?:a|an|one|two|three|\d+) )"
    r"|\b(?:should|will|'ll|’ll|is going to|are going to|is due to|are due to)\s+(?:be with you|reach you|arrive|land|turn up|be (?:delivered|at your door|in your inbox))\b", re.I)
_NOT_A_REMEDY = re.compile(r"\b(?:reply|replies|answer|answers|e-?mail|call|update|updates|message|response|word|news|decision|follow-?up|note|"
                           r"letter|colleague|specialist|person|someone|team|lead|manager|request|question|case|ticket|details|photos?)\b", re.I)
_WISH_OR_ASK = re.compile(r"\b(?:would|could|can|may|might|want|wants|wanted|like|asked|ask|asks|asking|request\w*|whether|if|once|when|unless|until|"
                          r"before|after|hope|hoping|wish\w*|about|follow(?:s|ing)? up on|look(?:s|ing)? into|decide\w*|check\w*|see|able|how|what|why|to be)\s+(?:\w+\s+){0,6}$", re.I)


# A claim is told by its shape, not by a list of done-words: an effect on a thing put on the clock
# ("ships tomorrow", "leaves our warehouse today", "ends today"), a thing said to be where the customer
# has it already ("sitting in your account", "now ... on our system", "packed and ready", "you can
# already spend it"), or anything told with a time already past ("went to you@... an hour ago",
# "actioned earlier today"). Whatever verb the writer picks, the shape states the work as done or
# certain.
_NEAR_TIME = (r"(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week)|first thing|later today|"
              r"(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the end of)|"
              r"within (?:\d+|one|two|three|a few|24|48)\s*(?:-\s*\d+\s*)?(?:working |business )?(?:hours?|days?))")
_TIMED = re.compile(
    rf"\b(?:(?!(?:this|is|was|has|its|us|as|yes|his|thus|plus|less|unless|always|perhaps|days|hours|weeks|afterwards)\b)[a-z]+s|will\s+[a-z]+|'ll\s+[a-z]+|(?:is|are|'s|'re)\s+(?:due to |set to |going to |scheduled to )?[a-z]+(?:ing)?)\b\s+(?:[\w@.'-]+\s+){{0,4}}?{_NEAR_TIME}\b", re.I)
_AT_CUSTOMER = re.compile(
    r"\b(?:sitting|waiting|landed|arrived|safely)\s+(?:\w+\s+){0,2}?(?:in|on) your (?:inbox|account|bank|mailbox|e-?mail|card|statement|doorstep|porch)\b"
    r"|\b(?:is|are|'s|'re)\s+now\b[^.;]{0,40}\bon (?:our|the|your) (?:system|records?|file|account)\b"
    r"|\bpacked\b(?! (?:with|in|away))|\bready (?:to (?:go|ship|send|collect|post|dispatch)|for (?:dispatch|collection|pickup|pick-up|you))\b"
    r"|\b(?:can|may|could)\s+(?:already|now)\s+(?:spend|use|see|find|download|print|track|access)\b"
    r"|\b(?:spoken to|disciplined|reprimanded|warned)\b", re.I)
_PAST_TIME = re.compile(r"\b(?:(?:an?|one|two|three|few|couple of|\d+)\s+(?:\w+\s+)?(?:hours?|minutes?|mins?|days?|moments?)\s+ago|earlier today|"
                        r"this morning|yesterday|last night|just now|moments? ago)\b", re.I)
# Who follows up, or what is asked of the customer: told on the clock, these are no remedy.
_FOLLOW_UP = re.compile(r"\b(?:colleague|specialist|person|someone|team will|lead|manager|supervisor|hear|touch|reply|respond|write|call|contact|look\w*|come back|"
                        r"approval|sign-?off|"
                        r"review\w*|decid\w*|check\w*|assess\w*|investigat\w*|update|follow\w*|answer|get back|message|request|question|ticket|case|photos?)\b", re.I)
_THING_DONE = re.compile(r"[$€£]\s?\d|@|\byour\s+(?:new\s+|spare\s+)?(?!colleague|reply|answer|case|request|message|question)[a-z]+|\b(?:refund|money|credit|reimbursement|payment|fee|invoice|receipt|copy|label|replacement|new \w+|parcel|order|"
                         r"subscription|address|account|voucher|code|return|collection|exchange|swap|goods|item)\b", re.I)


def _shaped_claim(plain: str) -> str:
    """A claim told by its shape (see _TIMED, _AT_CUSTOMER, _PAST_TIME) in an affirmative clause, or ''."""
    governed = _governed(plain)
    for clause_match in re.finditer(r"[^;:,—–]+", plain):
        clause, at = clause_match.group(0), clause_match.start()
        if any(a <= at < b for a, b in governed) or _OPEN_CONDITION.search(clause) or _WISH_OR_ASK.search(clause + " ") and re.search(r"\b(?:whether|if|once|when|unless|until|decide|check|see if)\b", clause, re.I):
            continue
        for pattern in (_AT_CUSTOMER, _TIMED, _PAST_TIME):
            m = pattern.search(clause)
            if not m or re.search(r"(?:\bnot|n't|n’t|\bnever|\bnothing|\bno\b|\byet to|\bnobody|\bno one|\bunable|\bcannot|\bfailed)", clause[: m.end()], re.I):
                continue
            if pattern is not _AT_CUSTOMER and (_FOLLOW_UP.search(clause) and not re.search(r"[$€£]\s?\d|@|\brefund|\bactioned\b", clause, re.I)
                                                 or pattern is _PAST_TIME and not _THING_DONE.search(clause)):
                continue  # "a colleague will reply tomorrow", "we received your photos this morning"
            if _PAST_OF_ANOTHER.search(clause) or _HISTORY.search(plain[:at]):
                continue
            return m.group(0).strip()
    return ""


# A reason given for a fee not refunded: the order itself went out free ("because the order shipped
# free", "as your parcel was posted at no charge"). Told of the original order, never of a remedy.
_SHIPPED_FREE = re.compile(r"\b(?:because|since|as)\s+(?:the|your|this|that)\s+(?:original\s+|whole\s+)?(?:order|parcel|package|delivery|shipment)\s+"
                           r"(?:was\s+|had\s+been\s+|were\s+)?(?:went\s+)?$", re.I)
_FREE_OF_CHARGE = re.compile(r"\s+(?:free|for free|free of charge|at no (?:extra\s+)?(?:cost|charge)|with free (?:delivery|shipping|postage)|"
                             r"without (?:a |any )?(?:delivery|shipping|postage) (?:fee|charge))\b", re.I)
# "we'll keep you posted": a promise to write, not goods posted
_KEEP_POSTED = re.compile(r"\bkeep (?:you|u|them) $", re.I)


def _went_out_free(plain: str, m: re.Match) -> bool:
    """Whether the words matched tell, as the reason a fee is not refunded, that the order went out free."""
    start = m.start() + len(re.match(r"(?:was|were|had been|has been)?\s*", m.group(0), re.I).group(0))
    return bool(_SHIPPED_FREE.search(plain[:start]) and _FREE_OF_CHARGE.match(plain[m.end():]))


def effect_claimed(text: str) -> str:
    """Words that tell of a remedy other than money as done or certain to arrive, or ''."""
    plain = _claim_text(text)
    governed = _governed(plain)
    shaped = _shaped_claim(plain)
    if shaped:
        return shaped
    for pattern in (_EFFECT_DONE, _ARRIVES):
        for m in pattern.finditer(plain):
            if any(a <= m.start() < b for a, b in governed) or _KEEP_POSTED.search(plain[: m.start()]):
                continue
            clause = re.split(r"[;:,—–]|\s-\s|\b(?:and|but|so)\b", plain[: m.start()])[-1]
            if _NEGATED_BEFORE.search(clause) or re.search(r"(?:\bnot|n't|n’t|\bnever|\bnothing|\bno|\byet to|\bnobody|\bno one)\b", clause, re.I):
                continue
            if _WISH_OR_ASK.search(clause) or _CONDITION.search(clause) or _CORRESPONDENCE_BEFORE.search(clause):
                continue  # "a colleague will decide whether it is swapped", "your request is logged", "once it's collected"
            after = plain[m.end():]
            if _HANDED_TO.match(after) or _HANDED_ON.match(after) or re.match(r"\s*(?:yet|so far)\b", after, re.I):
                continue  # "forwarded to the seller", "nothing shipped yet"
            if pattern is _ARRIVES and _NOT_A_REMEDY.search(plain[max(0, m.start() - 30): m.end()]):
                continue  # "a reply should reach you within two days"
            if _HISTORY.search(plain[: m.start()]) or _PAST_OF_ANOTHER.search(_clause_of(plain, m.start())):
                continue
            if _went_out_free(plain, m):
                continue  # "we have not refunded the delivery fee, because the order shipped free": the reason, not a remedy
            return m.group(0)
    return ""


def amount_paid(text: str) -> str:
    """An amount the words name as paid back ("credited $5.99", "$5.99 back on your card"), or ''."""
    plain = _claim_text(text)
    for m in _PAID_AMOUNT.finditer(plain):
        before = plain[: m.start()]
        if _NEGATED_BEFORE.search(before) or _CONDITION.search(before) or any(h.start() < m.start() for h in _HISTORY.finditer(plain)):
            continue
        if re.search(r"\b(?:not|never|yet to)\b|n['’]t\b", m.group(0), re.I):
            continue  # "the $45 has not been refunded": the amount told as not paid back
        if _WISHED.search(re.split(r"[;:,—–]", before)[-1]):
            continue  # "I was hoping to have the $4.99 back on your card today"
        if _PAST_OF_ANOTHER.search(_clause_of(plain, m.start())):
            continue  # "you were refunded $32.00 for the teapot last month": an earlier refund, told as history
        return m.group(0)
    return ""


# What a sentence for finished work may claim besides what the record shows: nothing. Each action
# a reply could say was done, in the words a reply would say it.
_ACTIONS_SAID = {
    "refund": re.compile(r"\brefund\w*|\breimburs\w*|\bcredited\b|\bmoney back\b|\bpaid (?:you )?back\b|\bback (?:on|to|in|into) your (?:original )?(?:card|account|bank|payment method)\b"
                         rf"|{_GOT_BACK}", re.I),
    "replacement": re.compile(r"\b(?:new|fresh|second|replacement) [\w-]+ (?:is |has been |was |are )?(?:on (?:its|the|their) way|sent|posted|shipped|coming|"
                              r"dispatched|in the post|ships|leaves|goes out|arrives|lands|packed|ready)\b"
                              rf"|{_REPLACEMENT_SAID}|\b(?:sent|send|sending|posted|shipped|dispatched) (?:you |out )?(?:another|a new|a second|a fresh)\b", re.I),
    "return": re.compile(rf"\breturn(?:s|ed|ing)?\b(?! to you)|\breturn label\b|\b(?:prepaid|postage[- ]paid|returns?|shipping|courier) labels?\b|{_SEND_IT_BACK}", re.I),
    "collection": re.compile(r"\bcollect\w*|\bpick(?:ed|ing)? (?:it |them )?up\b|\bpick-?up\b|\bcourier\b", re.I),
    "cancellation": re.compile(r"\bcancel\w*", re.I),
    "store credit": re.compile(r"\bstore credit\b|\bgift ?card\b|\bvoucher\b|\baccount credit\b|\bcredit note\b|\b(?:loyalty )?points\b|\bpaypal\b|"
                               r"\bbank transfer\b|\bcheque\b|\bcash\b|\bcoupon\b", re.I),
    "waiver or discount": re.compile(r"\bwaiv\w*|\bdiscount\w*|\bfree (?:delivery|shipping|postage)\b|\boff your next\b", re.I),
    "account change": re.compile(r"\b(?:deleted|closed|removed|updated|changed|unsubscribed)\b[^.;]{0,25}\b(?:account|address|subscription|details)\b"
                                 r"|\b(?:account|subscription)\b[^.;]{0,15}\b(?:deleted|closed|cancel+ed)\b", re.I),
    "keeping the goods": re.compile(r"\b(?:yours to keep|keep (?:it|them|the \w+)(?! until| while))\b", re.I),
}
_SAME_ACTION = {"refund": {"refund"}, "return": {"return", "refund"}, "collection": {"collection", "return", "refund"}}
# Words that make a clause not a statement of something done: not, if, once, will, until...
_NOT_A_CLAIM = re.compile(r"\b(?:not|never|no|nothing|if|once|when|unless|until|after|whether|will|'ll|’ll|would|could|can|may|might|should|"
                          r"follows?|following|later|want|like|prefer|need|don'?t|didn'?t|isn'?t|wasn'?t|haven'?t|hasn'?t)\b|n't\b", re.I)
# More than one of what was done: "twice", "both charges", "and $54.00", "plus interest", "less tax".
_COUNT_OR_BASIS = re.compile(
    r"\b(?:refunded|credited|reimbursed|paid (?:you )?back|returned)\b(?:\s+(?:you\s+)?(?:the\s+)?\$?[\d.,]+)?\s+(?:twice|two times|2 times|double|in full twice)\b"
    r"|\btwo refunds\b|\b(?:refunded|credited|reimbursed) (?:both|each)\b|\b(?:covers?|covering|for) (?:both|each) (?:charges|payments|items|lines|of them|refunds)\b"
    r"|\bfor each (?:of (?:the|your) )?(?:\w+ )?(?:charges?|payments?|items?|ones?)\b|\bonce for each\b"
    r"|\b(?:for|on) (?:each|every one|both) of (?:the|your|those|these)\b|\beach of the (?:two|three|four|\d+)\b|\bper (?:item|lamp|unit|piece|charge)\b"
    r"|\b(?:full order|whole order|entire order|order total|in full for both)\b|\b(?:price|cost) of (?:two|both|three|\d)\b"
    r"|\$[\d.,]+\s+(?:and|plus|as well as|along with|together with|on top of|in addition to|less|minus|excluding|including|net of|after)\b"
    r"|\b(?:plus|on top|as well as|in addition)\b[^.;]{0,20}\b(?:interest|compensation|the \w+ (?:fee|charge|cost)|postage|delivery|shipping)\b", re.I)
# The kind of problem a sentence names, to compare with the subtask's.
_KIND_SAID = {
    "late_delivery": re.compile(r"\blate\b|\bdelay\w*|\bafter the promised\b", re.I),
    "damaged_item": re.compile(r"\bdamag\w*|\bbroken\b|\bcrack\w*|\bsmashed\b|\bfaulty\b|\bdefective\b|\bdented\b|\bchipped\b", re.I),
    "non_delivery": re.compile(r"\bnever (?:arrived|came|delivered)\b|\blost (?:parcel|in transit)\b|\bnon-?delivery\b|\bdid(?:n'?t| not) arrive\b", re.I),
    "wrong_item": re.compile(r"\bwrong (?:item|colou?r|size|one|product|model)\b", re.I),
    "duplicate_charge": re.compile(r"\bduplicate\b|\bdouble[- ]charg\w*|\bcharged twice\b|\bsecond charge\b|\btaken twice\b", re.I),
    "change_of_mind": re.compile(r"\bchange of mind\b|\bchanged your mind\b", re.I),
}
_SAME_KIND = {"damaged_item": {"damaged_item", "non_delivery"}, "non_delivery": {"non_delivery", "damaged_item"}}


def _claimed_actions(plain: str) -> set[str]:
    """The actions a sentence states as done, clause by clause (a clause that is negated,
    conditional or yet to come states nothing done)."""
    out = set()
    for clause in re.split(r"[;:—–]|,\s*(?:and|but|so|which|while)?\s*|\s+and\s+|\s+-\s+", plain):
        if not clause.strip() or _NOT_A_CLAIM.search(clause):
            continue
        out |= {a for a, words in _ACTIONS_SAID.items() if words.search(clause)}
    return out


def resolved_problems(text: str, *, action: str, amount_cents: int | None, kind: str = "") -> list[str]:
    """What is wrong with the sentence for a resolved subtask whose record shows `action`
    (refund, return, collection) of `amount_cents`, for a problem of `kind`: it must state the
    amount and the action, and may claim no other action, no second one and no other problem."""
    problems = []
    plain_all = _unquoted(text)
    others = sorted(_claimed_actions(plain_all) - _SAME_ACTION.get(action, {action}))
    if others:
        problems.append(f"the record shows a {action} only; the sentence also says {', '.join(others)} was done")
    if action == "refund" and not _ACTIONS_SAID["refund"].search(plain_all):
        problems.append("the record shows a refund; the sentence does not say so")
    if action == "return" and "refund" in _claimed_actions(plain_all):
        problems.append("the record shows a return started, no refund yet; the sentence says money was paid back")
    counted = next((m for clause in re.split(r"[;:—–]|,\s*", plain_all) if not _CONDITION.search(clause)
                    for m in [_COUNT_OR_BASIS.search(clause)] if m), None)
    if counted:
        problems.append(f"the record shows one {action}" + (f" of {dollars(amount_cents)}" if amount_cents else "")
                        + f"; the sentence says more or otherwise (\"{counted.group(0)}\")")
    if kind in _KIND_SAID:
        # another problem named beside this one is claimed as settled too: "$12.00 for the late delivery and the duplicate charge"
        named = {k for k, words in _KIND_SAID.items() if words.search(plain_all)} - _SAME_KIND.get(kind, {kind})
        if named:
            problems.append(f"the subtask is a {kind.replace('_', ' ')}; the sentence speaks of {', '.join(sorted(k.replace('_', ' ') for k in named))}")
    stated = [a.cents for a in amounts_in(text) if a.currency == "USD" and a.cents is not None]
    if action == "refund" and amount_cents is not None and amount_cents not in stated:
        problems.append(f"the record shows a refund of {dollars(amount_cents)}; the sentence does not state it")
    if action in ("return", "collection") and not _ACTION_WORDS[action].search(text):
        problems.append(f"the record shows a {action}; the sentence does not say so")
    told = told_amounts(plain_all)
    if action == "refund" and amount_cents is not None and told.count(amount_cents) > 1:
        problems.append(f"the record shows one refund of {dollars(amount_cents)}; the sentence states it {told.count(amount_cents)} times")
    wrong = [c for c in told if amount_cents is not None and c != amount_cents and not _breakdown(plain_all, c, amount_cents, told)]
    if wrong:
        problems.append(f"the sentence states {dollars(wrong[0])}; the record shows {dollars(amount_cents)}")
    plain = _unquoted(text)
    if says_not_done(text) and not claims_done(text) or _TAKEN_BACK.search(plain):
        problems.append("the record shows it was done; the sentence says it was not")
    more = _more_claimed(plain, action, amount_cents)
    if more:
        problems.append(f"the record shows one {action}; the sentence also claims \"{more}\" done")
    if action in ("return", "collection") and (money := _money_promised(plain)):
        problems.append(f"the record shows a {action} started, no refund yet; the sentence tells money coming back (\"{money}\")")
    hedge = _HEDGED.search(plain) if action == "refund" else None
    if hedge:
        problems.append(f"the record shows it was done; the sentence makes it conditional or yet to come (\"{hedge.group(0)}\")")
    offer = _offered(plain, amount_cents, action) if action in _NAMED and not hedge else ""
    if offer:
        problems.append(f"the record shows the {action} made; the sentence offers it (\"{offer}\") instead of telling it as done")
    return problems


# An amount in a clause that tells the charge, not the refund: "the $79.00 was taken twice".
_CHARGE_TOLD = re.compile(r"\b(?:taken|charged|billed|debited|paid|cost|costs|priced|came out|went out|you paid|was taken|were taken)\b", re.I)
# A part of the amount refunded, told as its breakdown: "the $59.58 item price plus sales tax".
_BREAKDOWN = re.compile(r"\b(?:item price|unit price|price|subtotal|before tax|excluding tax|ex\.? tax|tax|vat|sales tax|made up of|broken down|breakdown)\b", re.I)
# What makes a further amount a further payment: "a further $10.00 goodwill credit", "another refund".
_FURTHER_PAYMENT = re.compile(r"\b(?:refund\w*|credit\w*|reimburs\w*|goodwill|compensation|further|another|extra|additional|more|also|too|as well|follow)\b", re.I)
_AMOUNT_CLAUSES = re.compile(r"[;:—–()]|,(?!\d)\s*|\s+so\s+|\s-\s", re.I)


def told_amounts(plain: str) -> list[int]:
    """The amounts in US dollars a sentence tells as paid back: each amount, save one in a clause that only tells
    the charge ("the $79.00 was taken twice, so I've refunded the second $79.00 payment")."""
    out = []
    for clause in _AMOUNT_CLAUSES.split(plain):
        cents = [a.cents for a in amounts_in(clause) if a.currency == "USD" and a.cents is not None]
        if cents and _CHARGE_TOLD.search(clause) and not _ACTIONS_SAID["refund"].search(clause) and not _FURTHER_PAYMENT.search(clause):
            continue
        out += cents
    return out


def _breakdown(plain: str, cents: int, recorded: int, told: list[int]) -> bool:
    """Whether `cents` is a part of the `recorded` amount told as its breakdown ("$64.50, which is the $59.58 item
    price plus sales tax"), or the parts told sum to it ("$59.58 plus $4.92 tax"), with the recorded amount stated."""
    if recorded not in told or cents >= recorded:
        return False
    parts = [c for c in told if c != recorded]
    if sum(parts) == recorded:
        return True
    for clause in _AMOUNT_CLAUSES.split(plain):
        if any(a.cents == cents for a in amounts_in(clause)):
            return bool(_BREAKDOWN.search(clause)) and not _FURTHER_PAYMENT.search(clause)
    return False


# A clause of a sentence for finished work that claims more work done beside it, naming neither the action
# recorded nor its amount: "the lamp is sorted as well", "and your subscription is cancelled too".
_ALSO = re.compile(r"\b(?:as well|too|also|besides|in addition|on top|while (?:we|i) (?:were|was) at it)\b", re.I)


def _more_claimed(plain: str, action: str, amount_cents: int | None) -> str:
    for clause in _FINE_CLAUSE.split(plain):
        if not clause.strip() or not _ALSO.search(clause) or _ACTION_WORDS[action].search(clause) or _ACTIONS_SAID.get(action, _ACTION_WORDS[action]).search(clause):
            continue
        if amount_cents is not None and any(a.cents == amount_cents for a in amounts_in(clause)):
            continue
        said = claims_done(clause) or effect_claimed(clause)
        if said:
            return said
    return ""


# Money told as coming back for a return or a collection, on a day or now rather than after the goods are
# back: "you'll get $89.00 back tomorrow" (not "a courier will collect the sofa, then $454.65 is refunded").
_AFTER_THE_GOODS = re.compile(r"\b(?:then|afterwards|after that|thereafter|in turn)\b", re.I)


def _money_promised(plain: str) -> str:
    for clause in _FINE_CLAUSE.split(plain):
        if not clause.strip() or _CONDITION.search(clause) or _AFTER_THE_GOODS.search(clause):
            continue
        money = amounts_in(clause) or _MONEY_BACK.search(clause)
        if money and (claims_done(clause) or _promise(clause) or amount_paid(clause) or _MONEY_BACK.search(clause)):
            return clause.strip()
    return ""


# A refund told as an offer, a wish or an ability, not as done: a modal, an infinitive or an offer word
# governing the verb of paying back ("I'd be happy to refund $18.00", "we can refund you", "you're entitled
# to a refund of $18.00", "shall I put it back on your card?"). Read by shape: whatever the verb, the
# clause puts the refund in the hands of a choice still to make.
_GIVE_BACK = r"(?:refund|credit|reimburse|repay|pay|issue|process|send|give|put|return|get|have|offer|start|open|book|arrange|set up|collect|pick|organi[sz]e|e-?mail|schedule)"
_OFFER_SHAPE = re.compile(
    rf"\b(?:to|can|could|would|'d|’d|will|'ll|’ll|shall|may|might|must|let (?:me|us)|let's|lets|gonna|wanna)"
    rf"(?:\s+(?:\w+ly|also|always|now|just|still|i|we|be (?:(?:more than |very |only too )?(?:happy|glad|pleased|able|willing|delighted)) to|like to|love to|want to|go ahead and|you|us|me))*"
    rf"\s+{_GIVE_BACK}\b(?!\s+(?:that|this)\b)"
    r"|\b(?:offer(?:s|ing|ed)?(?: you)?|entitled to|eligible for|qualif(?:y|ies|ied) for|(?:is|are) available|on offer|would you like|do you want|happy to|glad to|"
    r"pleased to|willing to)\b(?:[^.;:]|\.(?=\d)){0,30}\b(?:refund|credit|reimbursement|money back|back)\b(?!ed)"
    r"|\b(?:refund|credit|reimbursement)\b(?:[^.;:]|\.(?=\d)){0,30}\b(?:is|are|'s)\s+(?:\w+\s+)?(?:available|on offer|possible|an option|yours if)\b", re.I)
# Done forms that tell the refund as made: "refunded", "has gone back", "were able to refund", "went ahead and refunded".
_TOLD_DONE = re.compile(r"\b(?:refunded|credited|reimbursed|repaid|(?<!you )(?<!you've )(?<!you have )paid|returned|issued|processed|sent|gave|given|"
                        r"started|opened|booked|arranged|collected|picked up|organi[sz]ed|e-?mailed|attached|created|scheduled|"
                        r"(?:is|are|was|'s|’s|been|has|have|'ve|’ve)\s+(?:\w+\s+)?set up|"
                        r"went|gone|put through|(?:is|are|'s|’s|now) back|(?:was|were) able to|managed to|went ahead and)\b", re.I)
_REFUND_NAMED = re.compile(rf"\b(?:{REFUND_WORDS})\b|\bcredit\w*|\bpa(?:y|id) (?:you )?back\b|\bback (?:on|to|in|into) your\b", re.I)


_NAMED = {"refund": _REFUND_NAMED, "return": re.compile(r"\breturn\w*|\blabel\b", re.I), "collection": re.compile(r"\bcollect\w*|\bpick-?up\b|\bcourier\b", re.I)}


def _offered(plain: str, amount_cents: int | None, action: str = "refund") -> str:
    """The words that offer the `action` (refund, return, collection), in a clause that names it or its
    amount and tells nothing done, or ''."""
    for clause in re.split(r"[;:—–]|,\s*|\s+(?:and|but)\s+(?!refunded|credited|reimbursed)", plain):
        # the amount of a return is the refund still to come once the goods are back: only a refund's amount names it
        named = _NAMED[action].search(clause) or action == "refund" and amount_cents is not None and any(a.cents == amount_cents for a in amounts_in(clause))
        if not named or _TOLD_DONE.search(clause):
            continue
        for m in _OFFER_SHAPE.finditer(clause):
            if action != "refund" and _BOOKED_AHEAD.match(m.group(0)) and not _OFFER_LEAD.search(clause[: m.start()]):
                continue  # "a courier will collect the sofa on Friday": a collection booked is done, its day to come
            return m.group(0).strip()
    return ""


# A return or a collection booked happens later: "will" or "is due to" tells it booked, not offered.
_BOOKED_AHEAD = re.compile(r"(?:will|'ll|’ll|to|gonna|must)\b", re.I)
_OFFER_LEAD = re.compile(r"\b(?:happy|glad|pleased|willing|like|love|want|able|delighted|offer|keen|ready)(?:\s+(?:us|you|me|them|one of us))?\s*$", re.I)


def closing_problems(text: str, record: list[dict]) -> list[str]:
    """What is wrong with the reply's closing, the free text after the sentences. `record`: each
    subtask with its `status`, `kind` and what was done for it: `action` (refund, return,
    collection or None) and `refunded_cents`. A closing may claim or promise a refund, return or
    replacement only when every subtask it could be about is resolved with that action, and may
    name no amount but one the record shows as refunded."""
    plain = _unquoted(text)
    if not plain.strip():
        return []
    problems = []
    claim = claims_done(plain) or _promise(plain) or effect_claimed(plain)
    if claim:
        named = [a for a, words in _CLOSING_ACTIONS.items() if words.search(plain)]
        for action in named or [None]:
            about = [r for r in record if r["kind"] != "question" and (action is None or _could_be_about(r, action))]
            done = [r for r in about if r["status"] == SubtaskStatus.RESOLVED and (action is None or r.get("action") in _DONE_BY[action])]
            if not about or len(done) < len(about):
                what = action or "the work"
                problems.append(f"the closing says or implies {what} was done (\"{claim}\"), but the record does not show it done for every subtask it could be about")
                break
    refunded = {r["refunded_cents"] for r in record if r.get("refunded_cents")}
    refunded.add(sum(r.get("refunded_cents") or 0 for r in record))
    for amount in amounts_in(plain):
        if amount.cents not in refunded or amount.cents == 0:
            problems.append(f"the closing names {amount.text}, which the record does not show as refunded")
    return problems


_CLOSING_ACTIONS = {
    "refund": _ACTION_WORDS["refund"],
    "return": re.compile(rf"{_RETURN_SAID}|\bcollect\w*|\bpick-?up\b|\bcourier\b", re.I),
    "replacement": re.compile(_REPLACEMENT_SAID, re.I),
    "papers": re.compile(r"\binvoice\w*|\breceipt\w*|\bcopy\b|\bvoucher\w*|\bcode\b", re.I),
}
_DONE_BY = {"refund": ("refund",), "return": ("return", "collection"), "replacement": ("replacement",), "papers": ("papers",)}


def _could_be_about(row: dict, action: str) -> bool:
    """An unfinished subtask could be about anything; a finished one is about what was done for it."""
    return row["status"] != SubtaskStatus.RESOLVED or row.get("action") in _DONE_BY[action] or not row.get("action")


def _promise(text: str) -> str:
    """A promise the claims pattern lets pass when it is conditional ("we'll refund once approved")."""
    m = _CLAIMS[4].search(text)
    return m.group(0) if m and not _NEGATED_BEFORE.search(text[: m.start()]) else ""


# A refund of a charge the customer stated in another currency ("€85 taken twice") is made in the order's currency for
# the amount the record shows (runs/stated_amounts.py): the sentence says so, and never that the customer's figure was
# what was paid back or that it matches.
_ORDER_CURRENCY_SAID = re.compile(r"\b(?:US|U\.S\.|American)\s+dollars?\b|\bUSD\b|\bUS\$|\bthe\s+order'?s\s+(?:own\s+)?currency\b", re.I)
_NOT_COMPARED = re.compile(r"\b(?:another|other|different|foreign|a\s+different)\s+currency\b|"
                           r"(?:\bnot\b|n['’]t\b|\bnever\b|\bunable\b|\bcannot\b)[^.;!?]{0,60}\b(?:compar|check|match|convert|verif|confirm)\w*", re.I)
_MATCH_CLAIMED = re.compile(r"\b(?:match(?:es|ed|ing)?|same\s+as|equal(?:s|\s+to)?|equivalent(?:\s+of|\s+to)?|corresponds?\s+to|the\s+amount\s+you\s+(?:saw|see|mention\w*|quoted|stated))\b"
                            r"[^.;!?]{0,50}\b(?:your|the)\s+(?:figure|amount|statement|bank|card|charge)", re.I)
_PIECES = re.compile(r"(?<=[.!?;])\s+")


def foreign_amount_problems(text: str, foreign: list[str]) -> list[str]:
    """For a resolved refund whose ticket states its charge in another currency (`foreign`: the amounts as written): the
    problems of its reply sentence. It says the refund is in the order's currency, states no foreign amount except as
    not compared, and claims no match with the customer's figure."""
    if not foreign or not text:
        return []
    problems = []
    if not _ORDER_CURRENCY_SAID.search(text):
        problems.append(f"the ticket states {', '.join(foreign)} in another currency; the sentence does not say the refund is made in "
                        "the order's currency (US dollars) for the amount the record shows")
    for piece in _PIECES.split(text):
        said = [a.text for a in amounts_in(piece) if a.currency != "USD"]
        if said and not _NOT_COMPARED.search(piece):
            problems.append(f"the sentence states {said[0]} as if it were what was refunded; the record shows a refund in US dollars, "
                            "and the customer's figure in another currency was not compared")
        elif (m := _MATCH_CLAIMED.search(piece)) and not _NOT_COMPARED.search(piece):
            problems.append(f"the sentence says the refund matches the customer's figure (\"{m.group(0)}\"); it was not compared")
    return problems
