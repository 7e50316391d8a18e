"""What reads as a request when no cue names its kind: a question, "please", "I'd like", an
imperative; a second ask beside a claim; a return asked; a unit asked not to be sent."""

from __future__ import annotations

import re

from .hopes_of_ones_own import without_own_hopes
from .clipped_asks import asks_clipped
from .slang_wishes import in_full_words
from .preferences_told import preference_told
from .typed_questions import question_words_set_right
from .goods_held_for_me import asks_goods_held
from .relayed_wishes import relayed_as_own  # ("my wife would like a refund", "He also wants to know ...": the customer's own ask)
from .denial_words import without_receipt_denied
from .fee_over_compensation import without_compensation_turned_down
from ..sentences import LIST_LEAD_IN
from .cues import ANOTHER, REPLACEMENT, _NEGATION, MONEY_SENT_BACK
from .doubt import _PERSON
from .money import _NEGATED_ACTION, _NO_ACTION, money_held
from .remedies import _WISHED_REMEDY, _asked_not_set_aside, without_set_aside_forms
from .claimed_goods import beyond_claims
from .stems import content_stems
from .goodwill_wishes import wishes_goodwill
from .moods import asks_about_goods_sold, main_clause
from .hedged_marks import without_hedged_mark
from .details_only_told import without_details_told
from .told_predicates import subject_told_before
from .bare_doing import asks_only_doing
from .goods_state_told import without_state_told
from .nouns_not_verbs import NOT_A_VERB
from .paper_slips import PAPER_SLIPS
from .wonder_tags import without_wonder_tag
from .ordeals_told import without_ordeal
from .clause_imperatives import imperative_after_clause  # ("I don't care about your rules, refund the headphones")
from .subjectless_wishes import with_subject_put_back  # ("Need to swap.": the wish's "I" left off)
from .if_you_could import IF_YOU_COULD
from .part_money_wishes import part_money_wished
from .remedy_done_told import asks_told_when_done  # ("... and confirm by email when it's gone through": the reply tells it)
from .unmarked_questions import with_its_mark  # ("Do you do it in grey by any chance": the mark left off)


def _asks_beside_hold(text: str) -> bool:
    """Whether a sentence that holds money also asks something in a clause of its own ("hold the refund
    and send me a label")."""
    held = [span for span, _ in money_held(text)]
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    # ("I don't want a refund yet - I want to know first why it happened": the question is asked in its own clause)
    return any(not any(a <= h < b or h <= a < e for h, e in held) and (_CLAUSE_ASK.search(text[a:b]) or asks_indirectly(text[a:b]))
               for a, b in zip(bounds, bounds[1:]))


# A lead-in that only sets an order up, after which the imperative still opens the ask: "And while
# you're at it, cancel my subscription", "By the way, update my address", "One more thing: ...", "ps ...".
_LEAD_IN = (r"(?:while|whilst) (?:you(?:'re| are)|ur|u r|i(?:'m| am)|im|we(?:'re| are)) at it|by the way|btw|on (?:an|another|a separate|a different|a side) note|"
            r"one (?:more|last|other) thing|(?:oh )?(?:and )?another thing|when (?:you|u) (?:get|have) (?:a )?(?:sec|second|moment|minute|chance)|"
            r"if (?:you|u) (?:can|could|don'?t mind)|if (?:it'?s )?possible|separately|unrelated(?: to that)?|"
            # what comes next in a list of asks: "After that, close my account", "Once that's done, cancel the rest"
            r"after (?:that|this)|afterwards|once (?:that|this|it)(?:'s| is| has been) (?:done|sorted|through|processed)|"
            r"when (?:that|this|it)(?:'s| is| has been) (?:done|sorted|through|processed)|on top of (?:that|this)|in addition|additionally|"
            # a postscript: "ps take me off your marketing emails", "P.S. send the invoice to my work address"
            r"p\.?\s?p?\.?\s?s\b\.?|post\s?script")
# What reads as a request.
_IMPERATIVE = (r"send|post|mail|dispatch|refund|cancel|change|update|confirm|check|let|tell|give|stop|make|arrange|process|ship|return|remove|add|fix|sort|"
               r"email|call|ring|contact|replace|swap|exchange|credit|reimburse|close|delete|unsubscribe|put|hold|pause|resend|reship|look|"
               r"find|help|advise|get|keep|charge|deliver|waive|apply|switch|move|reverse|void|redeliver|collect|pick|issue|book|"
               r"transfer|re-?route|redirect|upgrade|downgrade|correct|amend|edit|split|combine|merge|hurry|expedite|reissue|"
               r"skip|carry on|resume|unsubscribe|take|strike|opt|pack|wrap|include|note|mark|leave|drop|explain|do not|don'?t|dont|never"
               # ("Pay me back.", "pay up": never "pay day", "pay was taken")
               r"|pay(?=\s+(?:me|us|it|them|up|back|the|my|that|this)\b)")
_REQUEST = re.compile(
    # ("my granddaughter kindly helped me order it": a kindness told of, not an ask)
    # (not a statement with a hedge's question mark: "I got it by mistake I think?", "it came Tuesday I believe??")
    r"(?<!\?)(?<!\bi think)(?<!\bi guess)(?<!\bi believe)(?<!\bi suppose)(?<!\bi reckon)\?+\s*[)\"']?\s*$|\b(?:please|pls|plz)\b|\bkindly\b(?!\s+(?:\w+ed|sent|gave|took|brought|told|made|put|let|showed|shown|lent|did|got|paid|drove|came|went)\b)"
    r"|\bif (?:you|u) (?:could|would|can|might)\b"
    # (with its adverbs: "I would also very much like a paper copy of your catalogue"; the formal "I should like it exchanged";
    # "I'd like it more if it were blue": a comparison, not an ask)
    # ("a bit more yellow than I'd like", "not as soft as we'd like": a comparison, not an ask)
    r"|(?<!\bthan )(?<!\bas )\b(?:i|we)(?:'d| would|d| should) (?:(?:really|just|also|very much|so much|still|truly|honestly|greatly|genuinely|certainly) ){0,2}(?:like|love|appreciate)\b(?!\s+(?:it|them|this|that)\s+(?:more|better|less)\b)"
    r"|\b(?:i|we) (?:really |just |also )?(?:like|love|appreciate) (?:it )?(?:if|to)\b"
    # "I love the shop", "we like your candles": fondness, not an ask ("I'd love...", "I'd like it if..." are)
    # "more than we need", "as we wanted": a comparison, not an ask
    # ("I do want my money back", "I still need it": said with emphasis, the same ask; "I demand a written apology", "I insist
    # on a call back": a demand is a request, however it is said (V36-035); "I demanded a refund last week": told, not asked)
    r"|(?<!\bthan )(?<!\bas )\b(?:i|we)(?:'d| would|d)? (?:really |just |also |do |still |really do |do still |honestly |truly |actually |much |must )?(?:prefer|want|need|wish|expect|request|ask|require|rather|demand|insist)\b"
    r"|\b(?:i|we)(?: am|'m| are|'re| was| were) (?:\w+ )?(?:asking|requesting|hoping|demanding|insisting|writing to (?:ask|request|see))\b"
    # the customer's leave given for their own matter: "As the account holder I authorise you to refund to my new card"
    r"|\b(?:i|we) (?:hereby )?(?:authori[sz]e|permit|allow) (?:you|sundry|your team) to\b"
    r"|\bwhat (?:i|we) (?:\w+ )?(?:need|want|would like|'d like|ask)\b"
    r"|\b(?:can|could|would|will|may) (?:you|i|we|someone|somebody|u|your team)\b|\bis (?:it|there) (?:possible|a way|any way)\b"
    r"|\b(?:would|will|might) (?:it|there) be (?:at all )?(?:possible|a way|any way|any chance)\b"
    # a question put without its mark, as texted: "also when r the black ones back in stock", "where is my refund tho"
    r"|^\W*(?:(?:also|and|so|oh|btw|plus|ok|okay)[\s,]+)*(?:when|where|why|how\s+long|how\s+much|how\s+many|what\s+time)\s+"
    r"(?:r|are|is|will|would|do|does|did|can|should|shall)\s+(?!(?:you|u|ya)\s+(?:doing|keeping)\b)(?:the|my|u|you|they|it|these|those|we|i|ur|your|a|an|this|that|its|their)\b"
    # a question put without its mark, its subject the money: "can the refund go back on my new card, the old one was stolen"
    r"|^\W*(?:can|could|would|will|may)\s+(?:the|my|this|that|our)\s+(?:refund|money|payment|credit|reimbursement)\s+(?:\w+\s+)?(?:go|be|come|get|still)\b"
    r"|\bhow (?:do|can|should|would) (?:i|we)\b|\b(?:i|we)(?:'d| would| should)(?: also| then| really| certainly| still)? be (?:very |most |so |really |extremely |also )?(?:grateful|thankful|glad|happy|obliged)\b"
    rf"|{_WISHED_REMEDY.pattern}"
    rf"|^\W*(?:(?:\d{{1,2}}|[a-h])[.)]\s*)?(?:(?:and|also|so|just|then|but|plus|oh|ok|okay|now|anyway|finally|lastly|pls|please|honestly|frankly|tbh)[\s,]+)*"
    rf"(?:(?:{_LEAD_IN})[\s,:;-]+(?:(?:please|pls|kindly)\s+)?|{LIST_LEAD_IN}(?:(?:please|pls|kindly)\s+)?)?(?:{_IMPERATIVE})\b{NOT_A_VERB}",
    re.I)
# Asking to hear that the message arrived is courtesy, whatever else it names.
# So is asking to be told, in writing, what was done: the reply says it ("your written confirmation of the steps taken").
_CORRESPONDENCE = re.compile(r"\b(?:confirm|acknowledge)\w* (?:the )?(?:receipt|that you (?:got|received|have))\b"
                             r"|\bconfirmation (?:in writing )?of (?:the )?(?:steps|actions?|what (?:has|have|was|is) (?:been )?(?:done|taken)|what you(?:'ve| have)? (?:done|taken))\b",
                             re.I)
# Lines that ask for nothing, whatever words they use.
_COURTESY = re.compile(r"\bkeep (?:it up|up the good work)\b|\blet (?:me|us) know (?:what happens|how (?:it|this) goes|the outcome|what you (?:find|decide|think))\b"
                       # help offered, not asked: "let me know if you need anything else from me", "shout if there's anything more"
                       r"|\b(?:let (?:me|us) know|tell (?:me|us)|(?:just )?(?:ask|shout|say)|give (?:me|us) a shout)\s+if\s+(?:(?:you|u)\s+(?:need|want|require|would like)|"
                       r"there(?:'s| is| are)|i can)\s+(?:anything|any\s+more|anything\s+(?:else|more|further)|more|something\s+else|(?:any\s+)?(?:other|further|more)\s+"
                       r"(?:info|information|details|photos?|pictures?)"
                       # the evidence offered by name: "let me know if you need photos" (never "tell me whether you need photos")
                       r"|(?:any\s+|some\s+|the\s+)?(?:photos?|pictures?|pics|images?|photographs?))\b"
                       # understanding offered if the answer is no: "If not, I completely understand, please don't worry about it."
                       r"|^\W*(?:and\s+|but\s+)?if\s+(?:not|that'?s\s+not\s+possible|you\s+can'?t|it'?s\s+not\s+possible)\b[\s,]*(?:(?:i|we)\s+(?:\w+\s+)?understand|no\s+worries|no\s+problem|"
                       r"that'?s\s+(?:fine|ok|okay|alright|all\s+right|understandable)|(?:please\s+)?(?:don'?t|do\s+not)\s+worry|never\s*mind)\b"
                       r"(?![^.!?]*\b(?:refund|return|send|replace|cancel|credit)\w*\b)"
                       r"|\b(?:i|we)(?:'d| would) (?:just )?like to know\b|\bpass (?:on )?(?:my|our) (?:thanks|compliments|gratitude|regards|best)\b|\beither (?:is|way is|one is|would be) (?:fine|ok|okay|good)\b"
                       # time given, not asked for: "no rush", "take your time", "please don't hurry on my account", "whenever suits"
                       r"|(?:\bno\s+(?:rush|hurry|urgency)\b|\btake\s+(?:your|all\s+the)\s+time\b|\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:hurry|rush)\b"
                       r"|\bin\s+your\s+own\s+(?:good\s+)?time\b|\bat\s+your\s+(?:leisure|convenience)\b|\bwhenever\s+(?:suits|works|you\s+(?:can|get\s+a\s+(?:chance|moment)|are\s+able)))"
                       r"(?![^.!?]*\b(?:refund|return|send|replace|cancel|credit|charge|fix|sort|call|ring|email|reply)\w*\b)"
                       # (how the note is meant, "please bear with me", "don't take this the wrong way": runs/intents/remarks.py)
                       , re.I)
# An apology for the writing itself: "please forgive any mistakes", "sorry for my bad english", "excuse the long email",
# "forgive my typing". It asks nothing of the shop; what the sentence says besides is read without it. Never a fee, a
# charge or an order forgiven ("please forgive the late fee, I was charged it by mistake" asks the fee off).
_WRITING = (r"(?:(?:any|all|the|my|our|these|those|some|a\s+few|this)\s+)?(?:(?:bad|poor|broken|terrible|awful|rusty|limited|long|lengthy|"
            r"rambling|messy|many|little|small|silly|odd|slow|clumsy|wrong)\s+)*"
            r"(?:mistakes?|errors?|typos?|spelling|grammar|english|typing|writing|punctuation|formatting|language|e-?mails?|messages?|notes?|"
            r"letters?|length|rambl\w*|essay|wall\s+of\s+text|capitals|caps)")
_WRITING_APOLOGY = re.compile(
    r"(?:\b(?:so|and|but)\s+)?(?:\b(?:please|pls|plz|kindly)\s+)?(?:\b(?:i|we)\s+(?:do\s+)?)?"
    rf"\b(?:forgive|excuse|pardon|ignore|overlook|apologi[sz]e\s+for|apologies\s+for|sorry\s+(?:for|about))\s+{_WRITING}\b"
    r"(?!\s+(?:on|in|with|for|from|of|to)\s+(?:my|the|your|our|this|that|an?)\s+(?:\w+\s+)?(?:order|account|bill|invoice|charge|payment|card|statement|fee))"
    r"|\b(?:sorry|apologies)[,\s]+(?:for\s+)?my\s+english\s+(?:is\s+)?(?:not\s+(?:so\s+|very\s+)?(?:good|great|perfect)|bad|poor)\b", re.I)


def without_writing_apology(text: str) -> str:
    """The sentence with any apology for the writing itself taken out."""
    return _WRITING_APOLOGY.sub(" ", text)


# "I'd love to <verb>": a request only when the verb is something the shop would do or allow.
_WISH_TO = re.compile(r"\b(?:like|love|want|wish|prefer|need|hoping|hope)\s+to\s+([a-z]+)", re.I)
_REQUEST_VERBS = set("""know return get have receive cancel change ask request see exchange swap send speak talk keep check confirm find hear
make arrange update be sort claim report raise file open close order buy reorder use contact complain understand learn move switch
add remove stop delay pause resume track redirect collect pick leave upgrade downgrade apply add""".split())
# The money and the remedies the known kinds already deal in: a request about them names nothing new.
_REMEDY = re.compile(r"\b(?:refund\w*|refnd\w*|refun\b|rfnd|rfund\w*|refud\w*|money back|(?:mony|muney|monney|money) (?:back|bak|bck)|(?:get|have|want|need|getting|like|love)\b.{0,30}\bback\b|reimburs\w*|return\w*|label|"
                     r"credit\w*|replace\w*|exchange|collect\w*|money off|revers\w*|put (?:it |them |one |that )?back|"
                     # money won back, a learner's verb: "is possible to recover this money?", "can I recover the shipping?"
                     r"(?:recover|recuperate|regain|retrieve)\w* (?:back )?(?:this|the|that|my|our|these|those)? ?(?:[\w-]+ )?(?:money|fee|fees|cost|costs|amount|payment|shipping|delivery|postage|charge)|"
                     # the goods taken back, a return's own remedy: "please arrange to take them back"
                     r"take (?:it |them |these |those |the (?:\w+ ){0,2})?back(?! (?:what|everything|all|my words|that comment))|"
                     # one copy given back in everyday verbs: "could you pop one back?", "stick the extra fiver back", "knock one off"
                     r"(?:pop|stick|bung|pay|give|slip)\s+(?:me |us )?(?:it |them |one |that |(?:the|my|our) (?:[\w$.,-]+ ){0,2}?(?:one|charge|fee|payment|amount|money|cash) )?back|"
                     r"(?:knock|take)\s+(?:it |one |that |the (?:[\w-]+ ){0,2}?(?:one|charge|fee|payment) )off|"
                     r"back (?:on|to|onto|into) (?:my|the|our) (?:card|account|statement)|pick(?:ed)? (?:it |them )?up|pick-?up|courier|send(?:ing)? (?:[\w$.,-]+ ){0,4}b(?:ac?|c)k|"
                     r"paid|pay|payments?|charg\w*|fees?|(?:the|a|an) (?:[\w-]+ ){0,2}ones?)\b"
                     # a sum asked back by itself: "the doubled $54.00 back please", "want the 8.95 bak pls"
                     r"|(?:[$€£]\s?\d[\d,]*(?:[.,]\d\d)?|\b\d+[.,]\d\d)\s*(?:(?:dollars|pounds|euros|quid|bucks)\s+)?(?:back|bak|bck)\b", re.I)
# "On top" as a place on the goods, no money: "the little knob on top of the lid came off" (R2-05: read as compensation
# asked, a second person's request beside the kettle's own), "the knob on top snapped". Still money: "$10 on top of the
# refund", "something on top for the trouble".
_ON_TOP_OF_A_THING = (r"(?! of (?:the|a|an|my|its|their|his|her|our|your)\s+(?!(?:\w+\s+)?(?:refund|money|price|cost|fee|charge|amount|total)))"
                      r"(?!\s+(?:came|come|comes|was|is|were|are|broke|snapped|fell|popped|has|had|cracked|split|keeps|kept)\b)")
# Money beyond what a policy pays ("$50 on top for the trouble"): only a person can grant it.
_COMPENSATION = re.compile(r"\bfor (?:the|my|all the|our) (?:trouble|inconvenience|hassle|time|stress)\b|\bgoodwill\b|\bcompensat\w*|"
                           r"\bgesture\b|\bon top\b(?! of (?:that|this|it|everything|all))" + _ON_TOP_OF_A_THING + r"|\bdiscount\b|\bvoucher\b|\bcoupon\b|\bcover (?:the|that|this|my|our|any) (?:\w+ )?(?:cost|expense|bill|fee)s?\b"
                           r"|\b(?:the|a) (?:[$€£]?\d[\d.,]* )?(?:price )?difference\b|\bprice (?:match|drop|cut|reduction)\b|\bcheaper\b|\bloyalty\b|\bpoints\b"
                           # money asked for the customer's lost time or costs: "$40 for the afternoon I wasted", "20 quid for the taxi"
                           r"|(?:[$€£]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:dollars|bucks|quid|pounds|euros))\s+(?:\w+\s+){0,2}?for\s+(?:the|my|our|an?|all\s+the|all\s+that|that)\s+"
                           r"(?:\w+\s+){0,2}?(?:afternoon|morning|evening|day|days|hours?|time|wait|waiting|petrol|fuel|gas|parking|taxi|cab|uber|fares?|travel|"
                           r"childcare|babysitter|leave|wages?|lost\s+\w+|wasted\s+\w+)\b", re.I)


def asks_compensation(text: str) -> bool:
    """Whether words ask for money beyond a policy remedy ("$50 on top for the trouble"), not set it aside
    ("I want the delivery fee back, not a voucher", "not looking for any goodwill gesture, just the fee back")."""
    text = without_compensation_turned_down(text)
    return _asked_not_set_aside(_COMPENSATION, text) or wishes_goodwill(text)


# What is done to an account, a subscription, an order not yet sent or its papers: never the remedy
# of a problem with the goods, so never attached to one.
_ACCOUNT = re.compile(r"\b(?:cancel\w*|unsubscrib\w*|subscri\w*|pause|skip|resume|delete|deactivate|close (?:my|the|our) account|"
                      rf"(?:delivery|billing|shipping|e-?mail|postal|home|new) address|address change|change (?:of|my|the) address|{PAPER_SLIPS}|vat|"
                      r"marketing|newsletter|mailing list|password|gift (?:wrap|message|note|card)|payment (?:card|method|details))\b", re.I)


# Papers named as where a problem shows ("charged two times on my receipt", "the price in the invoice"): no papers asked.
_PAPERS_AS_PLACE = re.compile(r"\b(?:on|in|from|per|according to)\s+(?:my|the|your|our|this|that)\s+(?:[\w-]+\s+)?(?:receipt|invoice|bank statement)s?\b", re.I)


def asks_account_work(text: str) -> bool:
    """Whether a sentence names work on an account, a subscription, an order not yet sent or its papers
    (_ACCOUNT), not papers only named as where a charge shows, nor a gift card turned down ("no gift card, just the refund")."""
    return bool(_ACCOUNT.search(without_details_told(_PAPERS_AS_PLACE.sub(" ", without_set_aside_forms(without_receipt_denied(text))))))  # (details_only_told.py, denial_words.py)


# The unit word of a replacement cue, and where the clause it sits in begins.
_UNIT_WORD = re.compile(rf"\b(?:{REPLACEMENT}|{ANOTHER}|new|second|one more|fresh|re-?send\w*|re-?ship\w*)\b", re.I)
_CLAUSE_START = re.compile(r"[,;:(]|\s[-–—]+\s|\b(?:but|and|just|so|then|instead|rather)\b(?! of\b| than\b)", re.I)
# ("n't" with its apostrophe, or the auxiliaries typed without it: never the end of "want", "went" or "sent",
# which read "I want a replacement" as asking that none be sent)
_UNIT_NEGATION = re.compile(r"\b(?:no|not|never|without|nobody|no one|no-one|instead of|rather than|dont|cant|wont)\b|n['’]t\b"
                            r"|\b(?:does|did|is|was|were|are|would|could|should|has|have|had|need|must)nt\b", re.I)


def _unit_negated(text: str, hits: list[tuple[int, int]]) -> bool:
    """Whether the customer asks that no unit be sent: the negation must sit in the clause of the
    unit word. "I don't want a refund, I'd like a replacement" negates the refund and asks for the
    replacement; read as one sentence, it was answered "no replacement is being sent"."""
    for a, b in hits:
        units = list(_UNIT_WORD.finditer(text, a, b))
        at = units[-1].start() if units else a
        clause = text[:at]
        starts = list(_CLAUSE_START.finditer(clause))
        if _UNIT_NEGATION.search(clause[starts[-1].end():] if starts else clause):
            return True
    return False


# A clause that asks on its own: an imperative, "please ...", "could you ...", "I want someone to ...".
_CLAUSE_ASK = re.compile(
    rf"^\W*(?:(?:and|also|so|just|then|but|plus|now|honestly|instead|first)[\s,]+)*(?:(?:{_LEAD_IN})[\s,:;-]+)?(?:(?:please|pls|plz|kindly)\s+)?"
    rf"(?!do not|don'?t|dont|never|keep|leave|let me)(?:{_IMPERATIVE})\b{NOT_A_VERB}"
    r"|\b(?:i|we)(?:'d| would)?\s+(?:really\s+|just\s+)?(?:like|want|need|expect)\s+(?:you|someone|somebody|a person|a manager|your team|a human|an? \w+)\s+to\b"
    r"|\b(?:can|could|would|will)\s+(?:you|u|someone|somebody)\b"
    rf"|{IF_YOU_COULD}", re.I)  # ("I'd also love if you could update my email": runs/intents/if_you_could.py)


# What only a person can give, asked beside a claim: a call, a manager, an apology, to be contacted.
# No kind of claim covers it, so it is its own request whatever the claim beside it asks.
_PERSONAL_ASK = re.compile(
    r"\b(?:call|ring|phone|contact|e-?mail|text)\s+(?:me|us)\b|\bcall\s?back\b|\b(?:get|be)\s+in\s+touch\b"
    r"|\b(?:speak|talk)\w*\s+(?:to|with)\s+(?:a|an|your|the|someone|somebody)\b"
    r"|\b(?:a|an|your|the)\s+(?:store\s+|shop\s+|line\s+|floor\s+)?(?:manager|supervisor|team\s*lead(?:er)?|someone\s+senior)\b|\bsomeone\s+senior\b"
    r"|\bapolog(?:y|ies|i[sz]e)\b", re.I)
# The clause opens a further ask after a claim: "I'd also like ...", "and I want ...", "also please ...".
_FURTHER = re.compile(r"^\W*(?:and|also|plus)\b|\b(?:i|we)(?:'d| would)?\s+also\b|\balso\s+(?:please|pls|could|can|would)\b", re.I)


# An ask that the shop get in touch with another person: "Can someone contact her at 07700 900456?", "please
# ring my mum". No claim's remedy gives it: a person has to.
_CONTACT_ANOTHER = re.compile(
    r"\b(?:contact(?:ing)?|call(?:ing)?|ring(?:ing)?|phon(?:e|ing)|e-?mail(?:ing)?|text(?:ing)?|reach(?:ing)?(?:\s+out\s+to)?|writ(?:e|ing)\s+to|"
    r"(?:get|getting|be|being|keep)\s+in\s+touch\s+with|(?:speak|speaking|talk|talking)\s+(?:to|with))\s+"
    r"(?:her|him|(?:my|our)\s+(?:" + _PERSON + r"))\b(?!\s+(?:order|account|parcel)s?\b)", re.I)
CONTACT_ANOTHER_WHY = "asks the shop to get in touch with another person: a person does it"


def asks_contact_for_another(text: str) -> bool:
    """Whether a sentence asks the shop to get in touch with someone other than the customer, not asked NOT to."""
    hit = _asked_to_do(_CONTACT_ANOTHER, text)
    return bool(hit and (_REQUEST.search(text) or _CLAUSE_ASK.search(text) or text.rstrip().endswith("?") or hit.start() < 4))


def _asked_to_do(pattern: re.Pattern, text: str) -> re.Match | None:
    """`pattern`'s first hit in `text`, unless it is asked NOT to be done ("don't ring me", "no need to contact her")."""
    hit = pattern.search(text)
    if not hit or _NEGATION.search(text[max(0, hit.start() - 25):hit.start()]) or re.search(r"\bno need\b", text[:hit.start()], re.I):
        return None
    return hit


def _personal_ask(clause: str) -> bool:
    """Whether a clause asks for something only a person gives (a call, a manager, an apology), not
    asked NOT to be done ("no need to call me", "don't ring me")."""
    return bool((_asked_to_do(_PERSONAL_ASK, clause) or asks_goods_held(clause))  # ("can you hold one?": goods_held_for_me.py)
                and (_REQUEST.search(clause) or _CLAUSE_ASK.search(clause) or _FURTHER.search(clause)))


# What "sort it out" says of any claim: no new thing asked when a further clause holds only these.
_GENERIC_DOING = {"sort", "fix", "deal", "handl", "resolv", "sorted", "fixed", "dealt", "handled", "resolved", "asap", "today", "now", "soon",
                  "quick", "fast", "right", "properly", "done", "someone", "somebody", "person", "want", "need", "like", "expect", "please"}


def further_ask(text: str) -> bool:
    """Whether a sentence that asks for a claim's remedy in words no cue reads ("I want my money back or
    the thing actually delivered") also asks, in a clause of its own, what that remedy does not give:
    something only a person gives ("and I want someone to CALL me"), or a further "and I want you to
    ..." naming something new. The remedy's clause alone is attached to its claim; the second ask
    would be lost with it."""
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    clauses = [(a, b) for a, b in zip(bounds, bounds[1:]) if text[a:b].strip(" ,;:-–—")]
    if len(clauses) < 2 or not _REMEDY.search(text):
        return False  # a sentence that only asks a call, or asks no remedy, is read by the rules for any request
    for a, b in clauses:
        clause = text[a:b]
        if asks_told_when_done(clause):
            continue  # "and drop me a line to confirm once that's done": the reply tells it (remedy_done_told.py)
        if _personal_ask(clause):
            return True
        if a and _FURTHER.search(clause) and _CLAUSE_ASK.search(clause) and not _REMEDY.search(clause) \
                and {w for w in content_stems(clause) - content_stems(text[:a] + " " + text[b:]) if w not in _GENERIC_DOING}:
            return True
    return False


def _second_ask(text: str, spans: dict, negated_unit: bool, claim_before: bool = False, claimed: frozenset[str] = frozenset()) -> bool:
    """Whether a sentence whose request was read also asks, in a clause of its own, for something
    that request does not give: "I don't want the fee back, I want someone to explain why", or a
    refund after a replacement declined ("don't send another, just refund the $35"). Without this
    the second ask had no row to be unaccounted in, and was dropped. `claimed`: the words of the
    goods claims told before on the order; a clause asking only to "sort out" goods those claims
    name ("Could you sort out the teapot and the chipped mug?") asks their remedy, nothing new."""
    cues = [a for hits in spans.values() for a, _ in hits]
    text = without_wonder_tag(text)  # ("..., can you believe it?": a tag of wonder asks nothing, wonder_tags.py)
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    for a, b in zip(bounds, bounds[1:]):
        clause = text[a:b]
        if any(a <= c < b for c in cues) or asks_told_when_done(clause):
            continue
        if _personal_ask(clause) or asks_about_goods_sold(clause):
            return True  # (a call, a manager; "... instead of the sage one i ordered :( also do u sell these in navy??")
        if not _CLAUSE_ASK.search(clause) or subject_told_before(text, a):
            continue  # ("the buckle just split": the buckle's verb, told, no imperative: told_predicates.py)
        if negated_unit and set(spans) == {"question"} and _REMEDY.search(clause):
            if claim_before:
                continue  # the money of the claim just told, its replacement declined
            return True  # the unit declined, money asked: a remedy no kind was read for
        if asks_only_doing(clause) and not _REMEDY.search(clause):
            continue  # "..., please process it": the claim's own remedy (bare_doing.py)
        if beyond_claims(content_stems(clause) - content_stems(text[:a] + " " + text[b:]) - (_GENERIC_DOING if claimed else set()), claimed) \
                and not _REMEDY.search(clause):
            return True
    return False


def _return_asked(text: str, weak: list[tuple[int, int]]) -> bool:
    """Whether a sentence asks for the goods to go back (a send-back cue no negation covers): "No need
    to refund me, just ... tell me how to send the medium back" declines the money and asks the return."""
    negated = [m.span() for m in _NEGATED_ACTION.finditer(text)] + [m.span() for m in _NO_ACTION.finditer(text)]
    money = [m.span() for m in MONEY_SENT_BACK.finditer(text)]  # "send back the extra five ninety-nine" sends no goods
    asked = [(x, y) for x, y in [*weak, *(m.span() for m in _RETURN_VERB.finditer(text))] if not any(a <= x < b for a, b in money)]
    return any(not any(a <= x < b or x <= a < y for a, b in negated) and not _NEGATION.search(text[max(0, x - 30):x]) for x, y in asked)


# The goods sent back, as a verb ("let me know how I return the 8", "where to post the grey one back").
_RETURN_VERB = re.compile(r"\b(?:return(?:ing)?|(?:send|post)(?:ing)?\s+(?:[\w-]+\s+){0,4}?b(?:ac?|c)k)\b(?!\s+(?:to (?:me|us)|policy|window|label))", re.I)


# A wish only to tell the shop something or to stay its customer: "I want you to know how much I value the service",
# "I'd like to say a big thank you", "I wanted to write a proper note", "I really need you to understand how frustrating this
# is", "we'd love to keep shopping with you". Context about the customer's history and feelings, asking nothing.
# The telling itself, one verb or two joined ("to write and tell you", "to drop you a line and say").
_TELLING = (r"(?:(?:first|just|quickly|also|really|simply|only)\s+)?(?:say|tell (?:you|u|ya)|let (?:you|u|ya) know|mention|thank|write|share|explain|add|start|"
            r"begin|point out|note|praise|compliment|express|put (?:it )?on record|give (?:you )?(?:some |a bit of )?(?:context|background)|pass on|"
            r"send (?:my|our) thanks|take a moment|drop (?:you|u) (?:a )?(?:quick )?(?:line|note))\b")
_TELLING_WISH = re.compile(
    r"\b(?:i|we)(?:'d|’d| would|d)?\s+(?:really\s+|just\s+|also\s+|first\s+|simply\s+|honestly\s+|only\s+|merely\s+)*(?:want(?:ed)?|need(?:ed)?|like|love|wish(?:ed)?|hope(?:d)?)\s+"
    r"(?:(?:you|u|your team|you guys|you all|y'?all)\s+to\s+(?:know|understand|hear|realise|realize|be aware|appreciate|see)\b"
    rf"|(?:to|2)\s+{_TELLING}(?:\s+and\s+{_TELLING})*"
    r"|to\s+(?:keep|continue|carry on|go on)\s+(?:shopping|ordering|buying|doing so|being (?:a|your) (?:loyal )?customers?|using (?:you|your)|coming back)\b"
    # a wish for nothing to be done: "I want no fuss", "we'd like no bother over it"
    r"|no\s+(?:fuss|bother|trouble|hassle|drama|song\s+and\s+dance)\b)", re.I)


# A question put indirectly: "could you let me know whether the rug can go in a washer", "just wanted to ask whether the
# glaze is dishwasher safe", "I was wondering if it comes in blue", "curious whether the lid is glass". It asks to be
# answered as a question does. Not help offered ("let me know if you need anything else"), nor the outcome waited for
# ("let me know what happens"): those are courtesy (_COURTESY), and "let me know" / "tell me" take only "whether" / "if".
_INDIRECT_QUESTION = re.compile(
    r"\b(?:(?:let|tell)\s+(?:me|us)\s+know|tell\s+(?:me|us)|(?:please\s+)?confirm|advise)\s+(?:\w+\s+)?(?:whether|if)\b"
    r"(?!\s+(?:you|u)\s+(?:need|want|require|have\s+any|can\s+help)\b)(?!\s+there(?:'s|\s+is|\s+are)\s+anything\b)(?!\s+(?:i|we)\s+can\s+help\b)"
    r"|\b(?:(?:want(?:ed)?|wanting|writing|meant|need(?:ed)?|hoping|hoped|trying)\s+to\s+(?:ask|know|check|find\s+out|enquire|inquire)|"
    r"(?:i|we)(?:\s+(?:was|were|am|are)|'m|’m|'re|’re|m)\s+(?:just\s+|also\s+|really\s+)?(?:wondering|wonderin['’]?|curious|asking|checking|enquiring|inquiring)|"
    r"\b(?:is|was|are|were|'s|’s)\s+(?:just\s+|also\s+)?(?:asking|wondering)|(?:i|we)\s+(?:just\s+|also\s+)?wonder(?:ed)?|^\W*(?:(?:just|also|and|so|hi|hello|hey)[\s,]+)*(?:wondering|curious|checking|asking)"
    # the wish to know, whatever its wording, with what is asked after it: "What I'd like to know is whether you sell the
    # bowls", "we would really like to find out if it comes in blue", "all I want to know is when it ships", "my question is whether"
    r"|(?:i|we)(?:'d|’d|\s+would|\s+wud|\s+wld|d)?\s+(?:just\s+|really\s+|also\s+|simply\s+)*(?:like|love|want|need)\s+to\s+(?:know|ask|check|find\s+out|hear)(?:\s+(?:is|was))?"
    r"|\b(?:my|our|the)\s+(?:only\s+|main\s+|real\s+|actual\s+|one\s+)?(?:question|query)\s+(?:is|was))"
    r"(?:\s+(?:(?:about\s+)?(?:\w+\s+){0,2}?)?(?:whether|wether|whethr|if|how|what|when|where|which|why)\b|(?<=\w)(?=[\s,:]+(?:is|are|do|does|did|can|could|will|would|has|have)\s+(?:there|you|u|it|they|the|my|this|these|those|i|we)\b))", re.I | re.M)


def asks_indirectly(text: str) -> bool:
    """Whether a sentence puts a question indirectly ("just wanted to ask whether the glaze is dishwasher safe")."""
    return bool(_INDIRECT_QUESTION.search(text))


# A numbered, lettered or bulleted item ("(b) written confirmation of the refund for his records", "2. a copy of the
# invoice", "- a call back") that names a thing wanted: in a list of things asked, each item is its own ask.
_LIST_MARK = r"^\W{0,2}(?:\(?(?:\d{1,2}|[a-h]|i{1,3}|iv|v)[.)]|[-*•·–])\s*"
_WANTED_ITEM = re.compile(
    _LIST_MARK + r"(?:(?:and|also|plus|then)\s+)?(?:(?:a|an|the|some|any|your|his|her|their|my|our)\s+)?(?:(?:written|formal|full|signed|proper|"
    r"itemi[sz]ed|vat|updated|corrected|new|quick|phone|telephone|email|e-mail|paper|printed|detailed|official|prompt|brief)\s+)*"
    r"(?:confirmation|copy|copies|invoice|receipt|statement|letter|call(?:\s*-?\s*back)?|callback|explanation|apology|reply|response|update|"
    r"breakdown|proof|record|acknowledg(?:e)?ment|refund|credit|replacement|label|reference|tracking\s+number|contact|visit|answer|"
    r"assurance|guarantee|note|certificate|voucher|discount|compensation)s?\b", re.I)


def listed_want(text: str) -> bool:
    """Whether a sentence is an item of a list that names a thing wanted."""
    return bool(_WANTED_ITEM.search(text))


# Words taking back an earlier message or the words before, opening a sentence that then asks: "Scratch that, just refund
# it", "ignore my last email - refund please", "forget my previous msg, send a new one". The ask after them stands.
_TAKE_BACK_LEAD = re.compile(
    r"^\W*(?:(?:actually|ok|okay|oh|sorry|wait|so|hmm+|right|no|pls|please|kindly)[\s,]+)*"
    r"(?:scratch|ignore|forget|disregard|never\s?mind|cancel)\s+(?:about\s+)?(?:that|this|it|my|the|what\s+i\s+(?:said|wrote|asked))"
    r"(?:\s+(?:last|earlier|previous|prior|first|other|old))?(?:\s+(?:e-?mail|mail|message|msg|note|reply|request|one|bit|part|question|ask))?"
    r"(?:\s+(?:i\s+sent|about\s+\w+(?:\s+\w+)?))?\s*[,;:.!-]+\s*", re.I)


def without_take_back_lead(text: str) -> str:
    """The sentence without the words that open it by taking back what was said before, when it goes on after them."""
    rest = _TAKE_BACK_LEAD.sub("", text, count=1)
    return rest if re.search(r"\w", rest) else text


def _tidied(text: str) -> str:
    """The sentence without what stands in the way of reading its ask: "Never used" (goods_state_told.py), a hedge's
    question mark (hedged_marks.py), words taking back what was said before."""
    # ("i wanna return the dress", "hw long does the money take": slang and question words in full, slang_wishes.py, typed_questions.py)
    return without_take_back_lead(without_hedged_mark(without_state_told(in_full_words(question_words_set_right(with_subject_put_back(text))))))


def _asks(text: str, *, title: bool) -> bool:
    """Whether a sentence reads as a request. The subject line is a title: "Second pillow?" names
    the topic of the body, so there a question mark alone does not make a request. A wish only to tell
    the shop something ("I want you to know ...", "I'd like to say ...") asks nothing. A question put
    indirectly asks, and so does an item of a list naming a thing wanted."""
    if title:
        text = re.sub(r"\?+\s*$", "", text)
    else:
        text = with_its_mark(text)  # ("Do you do it in grey by any chance": a question, its mark left off: unmarked_questions.py)
    # ("i got this basket abt 5 wks ago maybe a bit less??": the mark is the hedge's, runs/intents/hedged_marks.py)
    # ("my wife would like a refund", "He also wants to know whether ...": asked for someone else, read as the writer's own
    # wish: relayed_wishes.py)
    # ("We are hoping for tulips in spring": a hope of the customer's own life, no ask: hopes_of_ones_own.py)
    told = without_own_hopes(_TELLING_WISH.sub(" ", relayed_as_own(text, _tidied)))
    # ("IF NOBODY CALLS ME BY MONDAY THEN CLOSE MY ACCOUNT": the main clause after a condition asks as any sentence does)
    return bool(_REQUEST.search(told)) or asks_indirectly(told) or listed_want(text) or bool((main := main_clause(told)) and _REQUEST.search(main)) \
        or bool((after := imperative_after_clause(told)) and _REQUEST.search(after)) \
        or asks_clipped(told) \
        or part_money_wished(told)  # "need invoice for SU-2607 asap" (clipped_asks.py); "half back would be fair" (part_money_wishes.py)


def _only_a_wish(text: str) -> bool:
    """"I'd love to prove them wrong": a wish about the customer's own doing, not a request."""
    if (pref := preference_told(text)) and not _REQUEST.search(f"{text[:pref[0]]} {text[pref[1]:]}"):
        return True  # "I'd rather not waste a good pot.": a preference told as a reason, nothing asked (preferences_told.py)
    wishes = _WISH_TO.findall(without_ordeal(text))  # ("I do not want to go through all that again": an ordeal, no wish: ordeals_told.py)
    if not wishes or any(w.lower() in _REQUEST_VERBS for w in wishes):
        return False
    rest = _WISH_TO.sub(" ", text)
    return not re.search(r"\?\s*$|\b(?:please|pls|kindly|can you|could you|would you)\b", rest, re.I)
