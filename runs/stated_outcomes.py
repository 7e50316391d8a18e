"""Outcomes told with no verb of doing: the state the customer would be in once the work was done,
stated as theirs now ("it's on the house", "won't cost you a penny", "you've only been charged once now",
"auto-renew is now off", "your order will now go to 22 Harbour Street", "the courier now has your new
address", "your parcel is heading to the new address", "you won't receive any further boxes"), a question
that takes the money as sent ("has the $64.50 shown up on your card yet?"), and a remedy presumed on its
way ("enjoy your refund", "please allow 5-7 days for the credit to appear", "once the money's back with
you", "while the refund makes its way to you", "hope the replacement arrives safely").

Each is read by its shape, clause by clause, and stands whatever else the sentence says: a colleague's
follow-up in another clause does not take it back. A clause that is negated, asks, or waits on a person
still to act is no such statement.
"""

from __future__ import annotations

import re

from .decision_conditions import DECISION_CONDITION

# Clauses: a sentence's parts between commas, semicolons, colons, dashes and "and"/"but".
_CLAUSES = re.compile(r"[^,;:—–]+?(?=[,;:—–]|\s-\s|\s+(?:and|but)\s+|$)", re.I)
_NEGATED = re.compile(r"\b(?:not|never|no longer|nothing|nobody|no one|cannot|unable|yet to)\b|n['’]t\b|\bno\b(?!\s+(?:further|more|other)\b)", re.I)
# A person or a step still to come, named in the clause itself: "a colleague now has your request".
_STILL_TO_COME = re.compile(r"\b(?:colleagues?|teammates?|specialists?|team|lead|manager|supervisor|someone|request|case|ticket|claim|"
                            r"review\w*|check\w*|look(?:s|ing)? (?:at|into)|decid\w*|decision|needs?|wait\w*|await\w*|pending|pass(?:ed|ing)|ask\w*|"
                            r"please|can|could|would|may|might|if|whether|unless|until|before|reply|respond|hear|contact|e-?mail|write|sorry|"
                            r"let you know|approv\w*|sign-?off)\b", re.I)

# Nothing to pay: "it's on the house", "the lamp is on us", "won't cost you a penny", "shows delivery as free".
_COST_FREE = re.compile(
    r"\bon the house\b|\b(?:is|are|'s|’s|was|be)\s+(?:all\s+|completely\s+|entirely\s+)?on (?:us|me)\b"
    r"|\b(?:won'?t|will not|shouldn'?t|should not|doesn'?t|does not|isn'?t going to)\s+cost\s+(?:you\s+)?(?:a\s+(?:single\s+|red\s+)?(?:penny|cent|thing|dime|pound|dollar)|anything|a thing|nothing|extra|more)\b"
    r"|\b(?:delivery|shipping|postage|it|the \w+)\s+as\s+free\b|\bfree of charge (?:for|to) you\b"
    # "you're not paying a thing", "you won't have to pay anything", "delivery's free on this one"
    r"|(?:\bnot|n['’]t|\bnever)\s+(?:be\s+)?(?:paying|pay|have to pay|owe|owing)\s+(?:us\s+)?(?:a\s+(?:single\s+|red\s+)?(?:penny|cent|thing|dime|pound|dollar)|anything|a thing)\b"
    r"|\b(?:delivery|shipping|postage)(?:\s+(?:fee|charge|cost))?(?:'s|’s|\s+is|\s+was|\s+will be)\s+(?:now\s+|completely\s+|totally\s+)?free\b", re.I)
# Fault, not cost: "the mistake is on us", "that delay was on me".
_FAULT = re.compile(r"\b(?:mistake|error|fault|blame|delay|mix-?up|oversight|slip|confusion|that|this)\s+(?:[\w'’]+\s+)?$", re.I)
# One charge now: "you've only been charged once now", "you'll only pay once".
_CHARGED_ONCE = re.compile(
    r"\byou(?:'ve|’ve| have|'re|’re| are| will|'ll|’ll)?\s+(?:now\s+)?(?:only|just)\s+(?:been\s+|be\s+)?(?:charged|billed|debited|paying|pay|paid)\s+"
    r"(?:for (?:it|this|that|the \w+)\s+)?once\b"
    r"|\bonly (?:one|a single) (?:charge|payment|debit)s? (?:now\s+)?(?:remains?|stays?|is left|will (?:remain|stay|show))\b", re.I)
# A stop told in the negative with no subject of its own, or of what the customer receives: "there won't be a
# second charge on your next statement", "you won't receive any further boxes or charges", "the second $79.00
# won't show on your statement once it settles".
_NO_MORE = re.compile(
    r"\bthere\s+(?:won'?t|will not|will no longer|(?:is|are)(?: not|n't) going to)\s+be\s+(?:a|any|another|one more)\s+"
    r"(?:(?:second|further|more|other|duplicate|double|extra|new)\s+)?(?:[\w-]+\s+)?(?:charge|payment|debit|fee|box|renewal|bill)s?\b"
    r"|\byou\s+(?:won'?t|will not|will no longer|(?:are|'re)(?: not|n't) going to)\s+(?:receive|get|see|be sent)\s+(?:any\s+)?(?:further|more|other|new)\s+"
    r"(?:[\w-]+\s+)?(?:boxes|charges|payments|deliveries|bills|parcels|orders|renewals|debits|invoices)\b"
    r"|\$[\d.,]+\s+(?:charge\s+|payment\s+)?(?:won'?t|will not|will no longer)\s+(?:show|appear|be (?:taken|charged|there|on (?:your|the)))\b", re.I)
# A condition on a person still to act leaves a stop open: "until a colleague confirms".
_PERSON_CONDITION = re.compile(r"\b(?:until|unless|before|if|once|when|after)\b[^.;]{0,30}\b(?:colleague|teammate|specialist|team|someone|person|lead|manager|"
                               r"supervisor|we|they|you|approv\w*|confirm\w*|agree\w*|decid\w*|review\w*|cancel\w*|sign\w* off)\b|\byet\b", re.I)
# A state told as in force now: "auto-renew is now off", "your order now shows delivery as free", "the courier
# now has your new address", "your order will now go to ...".
_NOW = re.compile(r"\b(?:is|are|'s|’s|'re|has|have|'ve|’ve|shows?|reads?|lists?|goes|go|will|'ll|’ll|gets?|sits?|stands?|points?)\s+(?:\w+\s+)?now\b"
                  r"|\bnow\s+(?:\w+\s+)?(?:is|are|has|have|shows?|reads?|lists?|goes|go|going|heading|set|on|off|gets?|points?|sits?|stands?)\b"
                  r"|\bnow\s*[.!]?\s*$", re.I)
_NOT_NOW = re.compile(r"\b(?:for now|right now|just now|now that|until now|by now|as of now|from now|now or)\b|^\s*now\b\s*,", re.I)
_RECEIVED_NOW = re.compile(r"\b(?:we|i)\s+(?:\w+\s+)?now\s+(?:have|hold|know)\b|\b(?:we|i)(?:'ve|’ve| have)\s+now\s+(?:got|received)\b", re.I)
# The state the customer asked for, told of what is now: off, free, cancelled, the new address, one charge. Not the
# problem told as it stands now ("your card now shows two charges", "tracking now says delivered").
_ASKED_STATE = re.compile(r"\b(?:off|free|zero|nothing|cancel+ed|inactive|closed|ended|stopped|updated|changed|new|fixed|sorted|settled|"
                          r"refunded|credited|removed|gone|once|go(?:es|ing)? to|sent to|delivered to|heading to)\b|\$0(?:\.00)?\b", re.I)
_THING = re.compile(r"[$€£]\s?\d|\b(?:address|order|parcel|package|delivery|courier|driver|charges?|fees?|subscription|auto-?renew\w*|renewal|plan|"
                    r"membership|account|box|refund|money|card|statement|balance|bill|payment|label|replacement|return|item)\b", re.I)
# Goods going to the place asked for: "your parcel is heading to the new address".
_DESTINATION = re.compile(r"\b(?:go(?:es|ing)?|head(?:s|ing|ed)|(?:be|been|being) (?:sent|delivered|redirected|re-?routed|shipped)|arriv\w+|deliver\w*|"
                          r"redirect\w*|re-?rout\w*|on (?:its|their|the) way)\s+(?:to|at)\s+(?:the|your)\s+(?:new|updated|changed)\b", re.I)
# A question that takes the money as sent: "has the $64.50 shown up on your card yet?", "did the refund arrive?"
_MONEY_QUESTION = re.compile(r"\b(?:has|have|did|is)\s+(?P<subject>(?:the|your|that)\s+(?:[\w$.,'’-]+\s+){0,5}?)(?:show(?:n|ed)? up|appear(?:ed)?|arriv(?:e|ed)|"
                             r"land(?:ed)?|c[oa]me through|clear(?:ed)?|reach(?:ed)?|hit|g(?:o|one) through|post(?:ed)?|reflect(?:ed)?|g(?:o|one) back|c[oa]me back|"
                             r"turn(?:ed)? up)\b[^?]*\?", re.I)
_MONEY_BACK_WORD = re.compile(r"[$€£]\s?\d|\b(?:refund|credit|money|reimbursement|repayment)\b", re.I)
_CHARGE_WORD = re.compile(r"\b(?:charge|payment|debit|fee|order|parcel|package|item|box|delivery)s?\b", re.I)
# A remedy presumed on its way: enjoyed, waited for, arriving, back with the customer.
# (an amount alone arriving is no remedy: "the $45.00 showed up twice" is the charge the customer reports)
_REMEDY = r"(?:refund|credit|money|replacement|reimbursement|funds|repayment|new (?:one|[\w-]+))"
_PRESUMED = re.compile(
    rf"\benjoy(?:ing)?\s+(?:your|the)\s+(?:[\w'’-]+\s+){{0,2}}?{_REMEDY}"
    rf"|\b(?:allow|give it|give (?:it|your bank))\b[^.;]{{0,40}}\bfor\s+(?:the|your|this|that)\s+(?:[\w$.,'’-]+\s+){{0,2}}?(?:{_REMEDY}|[$€£]\s?[\d.,]+)"
    r"(?!\s+(?:decision|request|review|claim|question|case))"
    rf"|\b{_REMEDY}(?:'s|’s)?\s+(?:(?:is|are|will|should|would|has|have|to|can|may|might|could)\s+)?(?:be\s+|been\s+)?(?:now\s+|soon\s+|safely\s+|already\s+)?"
    r"(?:arriv\w*|appear\w*|land(?:s|ed|ing)?|reach\w*|show(?:s|ed|ing)? up|(?:makes?|making|made|finds?|finding|found) its way|come through|comes through|"
    r"back (?:with you|in your|on your)|with you (?:safely|soon|shortly))\b", re.I)
_UNCERTAIN = re.compile(r"\b(?:if|whether|unless|in case)\b", re.I)
# A remedy presupposed: the money spoken of as the customer's to use, which it is only once it was paid back ("enjoy
# spending your refund", "treat yourself with the refund", "put the $12.00 towards something nice", "your refund is
# yours to spend", "your refund of $12.00 can go towards your next order", "have fun with the credit").
_MONEY_BACK = r"(?:refund|credit|money|reimbursement|repayment|funds|cash|[$€£]\s?\d[\d.,]*\d)"
_MONEY_HELD = (rf"(?:(?:the|your|that|this|those|these)\s+(?:[\w'’$.,-]+\s+){{0,2}}?{_MONEY_BACK}\b(?:\s+of\s+[$€£]\s?\d[\d.,]*\d)?"
               r"(?!\s+(?:request|form|claim|decision|review|policy|process|team|desk|department|question|case|status|application|rules?|"
               r"window|limit|amount you asked)))")
_PRESUPPOSED = re.compile(
    rf"\benjoy(?:ing)?\s+(?:(?:spending|using|having|getting|putting|splashing out)\s+)?{_MONEY_HELD}"
    rf"|\btreat(?:ing)?\s+(?:yourself|yourselves|your\s*self|ur\s*self)\b[^.;!?]{{0,40}}?\b(?:with|from|using|out of|on)\s+{_MONEY_HELD}"
    rf"|\b(?:spend|spending|use|using|put|putting|apply|applying|blow|blowing|splash(?:ing)?\s+out|invest|investing)\s+(?:it\s+all\s+|all\s+)?(?:with\s+|of\s+)?"
    rf"{_MONEY_HELD}(?=\s*(?:$|[!.,;]|\s+(?:on|towards?|to(?:\s+good)?\s+use|for|wisely|however|as you|in\s+(?:good|the|any)|against)\b))"
    rf"|\b(?:have fun|make the most|do something (?:nice|fun|special)|get (?:yourself )?something (?:nice|special|lovely|fun)|something (?:nice|special|lovely|fun))\s+"
    rf"(?:with|of|from|using|out of)\s+{_MONEY_HELD}"
    rf"|\b{_MONEY_BACK}(?:\s+of\s+[$€£]\s?\d[\d.,]*\d)?(?:['’]s|\s+is|\s+are)\s+(?:all\s+)?yours\s+to\s+(?:spend|keep|use|enjoy|do with)\b"
    rf"|\bhope\s+{_MONEY_HELD}\s+(?:comes?|came) in handy|\bhope\s+{_MONEY_HELD}\s+(?:helps?|is useful|makes? up for)\b"
    rf"|\b(?:with|now (?:that )?you(?:['’]ve| have)(?: got)?)\s+{_MONEY_HELD}\s+(?:in (?:hand|your (?:pocket|account|wallet))|back)\b"
    rf"|{_MONEY_HELD}\s+(?:can|could|should|will|might|may)\s+(?:now\s+)?(?:go|come in handy|help|cover|pay for|be put|be spent|be used)\b", re.I)
# The money named as the customer's own, a refund of an amount with a predicate that takes it as there: "your refund of
# $12.00 is waiting on your card", "your $12.00 refund is ready" (not "your refund of $12.00 is with a colleague for review").
_REFUND_OF = re.compile(r"\byour\s+(?:full\s+|[$€£]\s?\d[\d.,]*\d\s+)?(?:refund|credit|reimbursement)(?:\s+of\s+[$€£]\s?\d[\d.,]*\d)?\s+"
                        r"(?:is|are|'s|’s|has|will|should|can|sits?|went|goes)\s+(?:now\s+|already\s+|all\s+)?"
                        r"(?:yours|ready|waiting|available|there|sitting|safe|on (?:its|the) way|with you|in your|on your|back|heading|making|"
                        r"arriv\w*|land\w*|reach\w*|show\w*|appear\w*|been (?:sent|paid|made|issued|processed))\b", re.I)
_WISHED_USE = re.compile(r"\b(?:hop(?:e|ed|ing)|want(?:s|ed)?|plan(?:s|ned)?|planning|meant|wish(?:es|ed)?|intend\w*|(?:were|was|are|'re) going to|would like|['’]d like|thinking of)\b", re.I)
_STILL_OPEN = re.compile(r"\b(?:colleagues?|teammates?|specialists?|leads?|managers?|supervisors?|someone|review\w*|decid\w*|decision|approv\w*|"
                         r"sign-?off|pending|await\w*|request\w*|whether|if|unless|until|eligible|entitled|possible|asked|ask)\b", re.I)


def _clauses(plain: str):
    for m in _CLAUSES.finditer(plain):
        if m.group(0).strip():
            yield m.start(), m.group(0)


def outcome_told(plain: str) -> str:
    """The words that tell an outcome as the customer's now, with no verb of doing, or ''."""
    for at, clause in _clauses(plain):
        for m in _COST_FREE.finditer(clause):
            if _NEGATED.search(clause[: m.start()]) or m.group(0).lower().endswith(("on us", "on me")) and _FAULT.search(clause[: m.start()]):
                continue
            if _PERSON_CONDITION.search(plain[at + m.end():].split(";")[0]):
                continue  # "you won't pay anything until a colleague confirms it"
            return m.group(0)
        for pattern in (_CHARGED_ONCE, _NO_MORE):
            m = pattern.search(clause)
            if m and not _NEGATED.search(clause[: m.start()]) and not _PERSON_CONDITION.search(plain[at + m.end():].split(";")[0]):
                return m.group(0)
        m = _NOW.search(clause)
        if (m and _THING.search(clause) and _ASKED_STATE.search(clause) and not _NOT_NOW.search(clause) and not _NEGATED.search(clause)
                and not _STILL_TO_COME.search(clause) and not _RECEIVED_NOW.search(clause)):
            return clause.strip()
        m = _DESTINATION.search(clause)
        if m and not _NEGATED.search(clause) and not _STILL_TO_COME.search(clause):
            return m.group(0)
    m = _MONEY_QUESTION.search(plain)
    if m and _MONEY_BACK_WORD.search(m.group("subject")) and not _CHARGE_WORD.search(m.group("subject")):
        return m.group(0)
    return remedy_presumed(plain)


def remedy_presumed(plain: str) -> str:
    """The words that take a remedy as on its way ("enjoy your refund", "once the money's back with you"), or ''.
    A mere step ("once", "while") does not make it open; only a negation or an open question does."""
    for at, clause in _clauses(plain):
        m = _PRESUMED.search(clause)
        if m and not _NEGATED.search(clause[: m.start()]) and not _UNCERTAIN.search(clause):
            return m.group(0)
    return remedy_presupposed(plain)


def remedy_presupposed(plain: str) -> str:
    """The words that speak of the money paid back as the customer's to use ("enjoy spending your refund", "treat
    yourself with the refund", "your refund of $12.00 can go towards your next order"), or ''. Only a negation,
    an open question or a decision still to come in its clause leaves it open."""
    for at, clause in _clauses(plain):
        for pattern in (_PRESUPPOSED, _REFUND_OF):
            m = pattern.search(clause)
            if not m or _NEGATED.search(clause[: m.start()]) or _UNCERTAIN.search(clause) or DECISION_CONDITION.search(clause):
                continue
            if _WISHED_USE.search(clause[: m.start()]):
                continue  # "I know you were hoping to treat yourself with the refund": the customer's wish, told back
            if pattern is _REFUND_OF and _STILL_OPEN.search(clause):
                continue  # "your refund of $12.00 is waiting on a lead's approval"
            return m.group(0)
    return ""
