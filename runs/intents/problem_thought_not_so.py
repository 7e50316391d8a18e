"""A problem the customer only believed, assumed, was told of, or that only looked so, and then says was not so, is no
claim: "I assumed it was faulty, turns out I hadn't plugged it in properly. All good now" paid $59 for a kettle the
customer says works; so did "I thought the mirror was cracked but it was just a hair stuck on the glass", "I was sure the
speaker was faulty until I found the volume knob lol. all good, no action", "My wife said the toaster is broken; it
isn't, she had it unplugged", "It looked scratched in the box but it was only the protective film", and, in a learner's
English, "yesterday I am write you the heater ... is broken. I was thinking it is broken, but it was only the switch on
the back, my mistake. Now it is working very good ... please forget my message" (adversarial round 47, $501 over six
cases). The damage words were read as a claim; the words saying they were never so were read as nothing.

Read here, over the sentences the customer wrote: the problem told inside a belief ("I thought / assumed / was sure /
was thinking / figured", "it looked / seemed", someone else's word "my wife said", a claim told before "I emailed earlier
saying", "I was about to complain that"), and words saying it was not so ("turns out ...", "it was just / only the
film", "it isn't", "until I found the volume knob", "my mistake", "works perfectly", "all good now", "please ignore /
disregard / forget my message"). Every goods claim the ticket makes is then context (THOUGHT_NOT_SO_WHY, one of
reading.SETTLED_WHYS: the guard's request_in_ticket holds any refund of its kind), and so is a sentence of no known kind
made only of those words ("Please disregard her call this morning."); the ticket goes to a person to answer.

Near-misses, still claims: the problem found real after all ("I thought it was just the film but no, it's a real
scratch", "my husband says it's broken and he's right", "turns out it is cracked"), a remedy still asked ("I assumed it
was a loose plug but it's definitely dead, please refund"), a problem told plainly with no belief undone ("it isn't
working, and the glass is cracked"), and a claim of other goods told plainly beside the one taken back.

The undoing may follow a dash, a colon or open the next sentence ("It looked scratched - only the protective film, it
peeled off": the film come away is no problem), or call the belief off in a word of its own ("nvm", "scratch that",
"false alarm"). A claim told plainly and taken back only in a LATER sentence ("The lamp arrived cracked. Actually never
mind, it was a reflection on the glass, it's fine.") is read by taken_back_later, here and by the guard (POL-175)."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .bank_threats import turns_to_bank
from .cues import GOODS_PROBLEMS, tells_damage
from .doubt import _PERSON
from .reading import THOUGHT_NOT_SO_WHY, ReadSentence


# Words of a problem with the goods, as a belief tells it ("was dead", "is broken", "had the wrong plug").
_PROBLEM = re.compile(
    r"\b(?:broken|broke|faulty|dead|defective|damaged|cracked|chipped|scratched|scratches|dented|smashed|shattered|torn|ripped|"
    r"stained|leak(?:s|ing|y)?|wobbl(?:y|es|ing)|bent|snapped|split|marked|scuffed|missing|wrong|not\s+working|(?:is|was)n'?t\s+working|"
    r"(?:does|did|do)(?:n'?t|\s+not)\s+work|wo(?:n'?t|uld\s+not|uldn'?t)\s+(?:work|turn|switch|start|charge|boil|heat|power)|"
    r"stopped\s+working|not\s+(?:turning|switching|heating|charging)|(?:no|not\s+any)\s+(?:sound|power|heat))\b", re.I)

# A belief, a look, another's word or a claim told before, that the problem rides in.
_BELIEF = re.compile(
    r"\b(?:(?:i|we)(?:'d|\s+had|\s+have|'ve)?\s+(?:(?:really|honestly|just|originally|first|initially|genuinely|totally|honestly|"
    r"wrongly|mistakenly|stupidly|naturally|of\s+course)\s+)*"
    r"(?:thought|thougth|tought|thot|think|thinked|assumed|figured|reckoned|believed|suspected|presumed|feared|imagined|supposed|guessed|"
    r"(?:was|were|am)\s+(?:so\s+|really\s+|100%\s+|pretty\s+|quite\s+|fully\s+)?(?:sure|convinced|certain|positive|thinking|think|under\s+the\s+impression)|"
    r"(?:was|were)\s+(?:about|going|ready)\s+to\s+(?:complain|write|email|e-mail|send|ask|return|report)|"
    r"(?:am|was|have|had|did)?\s*(?:emailed|e-mailed|wrote|write|written|messaged|called|rang|phoned|contacted|reported|complained|told\s+you))"
    r"|(?:it|they|this|that|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:first\s+|initially\s+|just\s+)?(?:looked|seemed|appeared|sounded|felt)\b"
    rf"|(?:my|our|the)\s+{_PERSON}\s+(?:said|says|told\s+me|thought|thinks|was\s+sure|reckoned|swore|insisted|claimed)"
    r"|at\s+first\s+(?:glance|sight|look)\b"
    r"|^\W*(?:honestly\s+|really\s+)?(?:thought|thougth|tought|assumed|figured|reckoned|was\s+(?:sure|convinced|certain))\b)", re.I)

# The belief undone: what it was instead, the goods fine, the writer's own mistake, the message set aside.
_NOT_SO = re.compile(
    r"\b(?:turn(?:s|ed)?\s+out|turns\s+out|as\s+it\s+turns\s+out|it\s+turn\s+out"
    # (never a count: "all four were cracked but it was only two in the end" tells how many, the problem stands)
    r"|(?:it|they|that|this)\s*(?:was|were|is|are|'s|’s)\s+(?:actually\s+|in\s+fact\s+)?(?:just|only|simply|merely|really\s+just)\s+"
    r"(?!(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple|a\s+few|a\s+handful|some|half|several)\b)"
    r"|(?:it|they|that|this|he|she|its)\s+(?:isn'?t|wasn'?t|aren'?t|weren'?t|is\s+not|was\s+not|are\s+not|were\s+not|'s\s+not|’s\s+not)"
    r"(?:\s+(?:actually|really|broken|faulty|damaged|cracked|scratched|dead|defective|chipped|dented|wrong))*(?:\s+(?:after\s+all|at\s+all))?\s*(?=[,.;:!)-]|$|\s+(?:she|he|i|we|it)\b)"
    r"|until\s+(?:i|we|my\s+\w+)\s+(?:found|realised|realized|noticed|saw|checked|tried|plugged|turned|switched|read|looked|pressed|flipped)"
    r"|(?:my|our|his|her)\s+(?:own\s+)?(?:mistake|bad|error|fault|misunderstanding)|(?:i|we)\s+(?:was|were|am|'m)\s+(?:wrong|mistaken)"
    r"|false\s+alarm|user\s+error|silly\s+me|(?<!not\s)(?:all|everything(?:'s|\s+is)?)\s+(?:good|fine|ok|okay|sorted|well)\b"
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)(?:works?|working|work|worked)\s+(?:very\s+|really\s+|totally\s+|absolutely\s+|just\s+)?(?:perfectly|perfect|fine|great|well|good|brilliantly|beautifully|a\s+treat)"
    r"|(?:nothing|no\s+problem|no\s+issue)s?\s+(?:is\s+|was\s+)?(?:wrong|amiss)|(?:no\s+action|nothing)\s+(?:is\s+)?(?:needed|required|necessary|to\s+do)\b"
    r"|no\s+action\b|(?:nothing|no)\s+(?:damage|scratch|crack|mark)s?\s+(?:at\s+all|on\s+it)"
    r"|(?:please\s+|pls\s+|kindly\s+|you\s+can\s+)?(?:ignore|disregard|forget(?:\s+about)?)\s+(?:my|her|his|their|our|the|that|this)\s+(?:\w+\s+){0,2}?"
    r"(?:message|messages|e-?mail|mail|call|complaint|note|msg|ticket|request|letter|chat)"
    r"|(?:please\s+|pls\s+)?(?:ignore|disregard|forget)\s+(?:it|that|this|all\s+that)\b"
    r"|(?:please|pls|plz|just|so)\s+(?:ignore|disregard)(?:\s+(?:me|it|this|that))?\W*$"
    # the belief called off in a word of its own: "nvm it was the plug", "scratch that, it was a crumb"
    r"|nvm|never\s*mind|n/m|scratch\s+that|strike\s+that|(?:ignore|forget)\s+(?:what\s+i\s+(?:said|wrote)|the\s+above)"
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)(?<!stopped\s)(?:works?|working)\s+(?:now|again)\b)"
    # what it was instead, after a dash, a colon or at a new sentence's start: "looked scratched - only the protective
    # film", "The glass looked cracked — just a reflection", "It looked scratched. Only the film, it peeled off." (a dash is
    # no word, so these stand outside the \b before the rest)
    # (never where on the goods the problem is: "I think the lamp is cracked - only the base though")
    r"|(?:[-–—:;,]|^\W*)\s*(?:just|only|merely)\s+(?:the|a|an|some|my|his|her|bits?\s+of)\s"
    r"(?!(?:base|lid|handle|shade|corner|edges?|sides?|top|bottom|rim|spout|legs?|front|back|stand|screen|door|frame|strap|seat|"
    r"arms?|feet|foot|surface|outside|inside|one|first|second|left|right|corner|neck|hinge|knob|dial|button)\b)", re.I)

# The problem found real, or the other's word upheld: the claim stands.
_REAL_AFTER_ALL = re.compile(
    r"\b(?:a\s+)?real\s+(?:scratch|crack|chip|dent|fault|problem|tear|mark|break)|\bdefinitely\b|\b(?:really|actually|truly)\s+(?:is|was|are)\s+(?:broken|faulty|dead|cracked|damaged|scratched)"
    r"|\bstill\s+(?:broken|faulty|dead|cracked|damaged|scratched|not|doesn'?t|does\s+not|won'?t|isn'?t|leaks?|wobbles?)"
    r"|\b(?:he|she|they|you)\s*(?:'s|’s|'re|’re|\s+is|\s+was|\s+are|\s+were)\s+(?:quite\s+|absolutely\s+|totally\s+)?right\b"
    r"|\bturn(?:s|ed)?\s+out\s+(?:to\s+be\s+|it\s*(?:is|was|'s|’s)\s+|they\s*(?:are|were|'re)\s+)(?:really\s+|actually\s+|properly\s+)?(?:broken|faulty|dead|cracked|damaged|scratched|chipped|defective|dented|leaking)"
    r"|(?<!n't\s)(?<!not\s)\b(?:broken|faulty|damaged|cracked)\s+after\s+all\b"
    # the belief upheld: "turns out it is.", "and it really is", "which it was"
    r"|\b(?:turn(?:s|ed)?\s+out|and|which)\s+(?:yes,?\s+)?(?:it|they|he|she)\s+(?:really\s+|actually\s+|definitely\s+)?(?:is|was|are|were|does|did)\s*(?=[,.;:!–—-]|$)", re.I)
# A remedy still asked ("please refund", "I'd like a replacement"), not one declined ("no refund needed").
_REMEDY = re.compile(r"\b(?:refund|money\s+back|replace(?:ment)?|send\s+(?:me\s+)?(?:a\s+)?(?:new|another)|exchange|reimburse|compensat\w*|return\s+(?:it|them|label))\b", re.I)
_REMEDY_DECLINED = re.compile(r"\b(?:no|not|don'?t|do\s+not|dont|without|nothing)\s+(?:\w+\s+){0,3}$", re.I)
_CLAUSE_END = re.compile(r"[,;:.!?]|\bbut\b|\bturn(?:s|ed)?\s+out\b|\buntil\b|\s[-–—]\s|\b(?:nvm|never\s*mind|scratch\s+that|false\s+alarm)\b", re.I)


# What came away after the undoing, the covering it was ("only the protective film, it peeled off", "just dust, it wiped
# off"): no problem of the goods. Never goods named ("the paint peeled off", "the handle came off").
_COVERING_OFF = re.compile(r"^\W*(?:and\s+|which\s+)?(?:it|that|they|which)\s+(?:just\s+|simply\s+|easily\s+|all\s+)?"
                           r"(?:peeled|peels|came|comes|wiped|wipes|rubbed|rubs|brushed|washed|pulled|cleaned)\s+(?:right\s+|straight\s+|clean\s+|easily\s+)?"
                           r"(?:off|away|out)\b(?:\s+(?:easily|fine|no\s+problem|straight\s+away))?\W*$", re.I)


def _remedy_asked(text: str) -> bool:
    return any(not _REMEDY_DECLINED.search(text[:m.start()]) for m in _REMEDY.finditer(text))


def _tells_problem(words: str) -> bool:
    return bool(_PROBLEM.search(words)) or tells_damage(words)


def _clause_after(text: str, at: int) -> str:
    rest = text[at:]
    end = _CLAUSE_END.search(rest)
    return rest[:end.start()] if end else rest


def _beliefs(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses telling a problem inside a belief, a look or another's word, from the belief's words to
    the end of its clause ("I thought the mirror was cracked", "My wife said the toaster is broken")."""
    out = []
    for m in _BELIEF.finditer(text):
        told = _clause_after(text, m.end())
        if _tells_problem(told):
            out.append((m.start(), m.end() + len(told)))
    return out


def _undoings(text: str) -> list[tuple[int, int]]:
    """The spans of the words undoing a belief, outside the beliefs themselves, and never a finding of the problem after
    all ("turns out the base is cracked", "it was only a small crack")."""
    inside = _beliefs(text)
    out = []
    for m in _NOT_SO.finditer(text):
        if any(a <= m.start() < b for a, b in inside):
            continue  # "I thought it was only a scratch": the belief's own words
        if _tells_problem(_clause_after(text, m.end())):
            continue
        out.append(m.span())
    return out


def _problem_after_undoing(text: str) -> bool:
    """Whether a problem is told in a clause after the last undoing of a sentence, outside a belief ("I thought it was
    faulty, turns out I hadn't plugged it in, but now the lid is cracked")."""
    undone = _undoings(text)
    if not undone:
        return False
    last = undone[-1][1]
    beliefs = _beliefs(text)
    tail = text[last:]
    cut = [m.end() for m in _CLAUSE_END.finditer(tail)]
    for a, b in zip(cut, [*cut[1:], len(tail)]):
        if any(x <= last + a < y for x, y in beliefs):
            continue
        if _tells_problem(tail[a:b]) and not _COVERING_OFF.search(tail[a:b]):
            return True
    return False


def _marked(s: ReadSentence) -> bool:
    return bool(_BELIEF.search(s.text) or _undoings(s.text))


def _own_ask(s: ReadSentence) -> bool:
    """A question or an ask of no known kind beside the belief, in words of neither ("Where can I buy spare bulbs?"): it
    is answered as asked, and its words say nothing of the claim."""
    return s.role == "request" and bool(s.kinds) and set(s.kinds) <= set(NOT_A_CASE) and not _marked(s)


def thought_not_so(sentence: str) -> bool:
    """Whether one sentence's own words tell a goods problem only believed, told of or seen so, and then say it was not
    so, asking nothing ("I thought the mirror was cracked but it was just a hair", "My wife said the toaster is broken;
    it isn't"): the guard reads it as settling its claim whatever the screener made of it (runs.guards.settled_against)."""
    return bool(_beliefs(sentence)) and bool(_undoings(sentence)) and not _REAL_AFTER_ALL.search(sentence) \
        and not _remedy_asked(sentence) and not _problem_after_undoing(sentence)


def read_problem_thought_not_so(live: list[ReadSentence]) -> None:
    """Every goods claim is context when the customer tells the problem only as believed and then says it was not so
    (module doc). `live`: the sentences the customer wrote, the injected left out."""
    _read_taken_back_later(live)
    told = " ".join(s.text for s in live if not _own_ask(s))
    if _REAL_AFTER_ALL.search(told) or _remedy_asked(told):
        return
    if not any(_beliefs(s.text) for s in live) or not any(_undoings(s.text) for s in live):
        return
    if any(_problem_after_undoing(s.text) for s in live):
        return
    claims = [s for s in live if s.role in ("request", "attached") and set(s.kinds) & set(GOODS_PROBLEMS)]
    if not claims:
        return
    # every claim sentence tells the belief or its undoing (the subject line only names the matter): a claim told plainly beside it stands
    if any(s.index != 0 and s.role == "request" and not _marked(s) for s in claims):
        return
    for s in live:
        if s.role not in ("request", "attached"):
            continue
        goods = set(s.kinds) & set(GOODS_PROBLEMS)
        if goods and set(s.kinds) <= {*GOODS_PROBLEMS, "change_of_mind", *NOT_A_CASE} or \
                (s.role == "attached" or _marked(s)) and set(s.kinds) <= {"change_of_mind", *NOT_A_CASE}:
            s.role, s.why, s.spans = "context", THOUGHT_NOT_SO_WHY, {}
            s.kinds = [k for k in s.kinds if k in GOODS_PROBLEMS]


# A later sentence taking the problem told before it back in words of its own, not merely calling the goods fine ("all
# good", "works perfectly" may be said of other goods): "Actually never mind, it was a reflection on the glass",
# "false alarm", "scratch that", "my mistake", "turns out it was only the film", "it isn't cracked after all".
_TAKEN_BACK = re.compile(
    r"\b(?:nvm|n/m|never\s*mind(?=\s*(?:[,.;:!)\u2013\u2014-]|$|\s+(?:it|i|we|that|this|me|then|sorry|actually|about\s+(?:it|that|this|my\s+\w+))\b))"
    r"|scratch\s+that|strike\s+that|false\s+alarm|user\s+error|silly\s+me|(?:my|our)\s+(?:own\s+)?(?:mistake|bad|error)"
    r"|(?:i|we)\s*(?:was|were|am|'m)\s+(?:wrong|mistaken)"
    # (this message, never an earlier one: "Ignore my earlier email." beside a claim may set aside another matter, nor
    # another matter named: "please disregard that call")
    r"|(?:ignore|disregard|forget)\s+(?:what\s+i\s+(?:said|wrote)(?!\s+(?:earlier|before|yesterday|last|previously|in\s+my|on\s+the|about))|the\s+above|(?:that|this|it)(?=\s*(?:[,.;:!?)\u2013\u2014-]|$|\s+(?:please|pls|sorry|lol|then|actually|i|it|it's|its|the|we|my|all)\b))|me|my\s+(?:message|e-?mail|mail|note|msg|complaint|ticket)(?!\s+(?:about|re|regarding|on|for)\s+(?!(?:it|that|this)\b)))\b"
    r"|turn(?:s|ed)?\s+out\s+(?:to\s+be\s+|it\s*(?:was|is|'s)\s+|they\s*(?:were|are)\s+)?(?:just|only|merely|nothing|fine|ok|okay|perfect|a\s+reflection|the\s+(?:film|light|packaging))"
    r"|(?:it|that|this|they)\s*(?:was|were|is|are|'s)\s+(?:actually\s+|in\s+fact\s+)?(?:just|only|merely)\s+(?:a|an|the|some)\s+(?:reflection|shadow|hair|smudge|mark\s+on\s+the\s+box|film|sticker|label|dust|crumb|fluff|thread|light|glare|packaging|plastic|protective|glue|residue|fingerprint)"
    r"|(?:it|they)\s*(?:isn'?t|wasn'?t|aren'?t|weren'?t|is\s+not|was\s+not|'s\s+not)\s+(?:actually\s+|really\s+)?(?:broken|cracked|damaged|scratched|chipped|dented|faulty|dead|wrong|missing)(?:\s+(?:after\s+all|at\s+all))?\b"
    r"|(?:there'?s|there\s+is|there\s+was)\s+no\s+(?:crack|scratch|chip|dent|damage|fault|problem)\b(?:\s+(?:after\s+all|at\s+all))?)", re.I)

# A count given right after the words that call off ("Scratch that - four", "never mind, two of them"), or a miscount owned
# ("I miscounted", "recounted"): the number is corrected, never the claim taken back.
_COUNT_CORRECTED = re.compile(r"\W*(?:(?:it'?s|its|make\s+(?:it|that)|only|just|actually|more\s+like)\s+)?"
                              r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple|a\s+few)\b", re.I)
# Words setting aside what was said just before them by a pronoun ("ignore that", "forget it"): after a sentence of its own
# between, "that" is that sentence, never the claim.
_NEAREST_SET_ASIDE = re.compile(r"(?:ignore|disregard|forget)\s+(?:that|this|it)\b", re.I)
_MISCOUNTED = re.compile(r"\b(?:mis-?counted|re-?counted|counted\s+(?:again|wrong|wrongly)|wrong\s+count)\b", re.I)

# What may open a sentence taking the claim back, naming nothing: "Actually", "Sorry,", "Oh wait -", "Update:", "I'm so sorry".
_FILLER_ONLY = re.compile(r"^(?:\W|\b(?:actually|sorry|so|very|really|oh|ok|okay|hmm+|wait|um+|uh|ah|oops|ugh|lol|please|pls|hi|hello|hey|"
                          r"update|edit|again|apologies|apologise|apologize|i'?m|im|am|i|ah|well|and|but|erm|ignore|also|just|haha|omg)\b)*$", re.I)


def _problem_in_tail(tail: str) -> bool:
    """Whether a clause of `tail`, the words after a taking back, tells a problem of its own ("ignore that, the mug is
    what's chipped"), never one saying it was not so ("it isn't cracked after all") nor the covering come away."""
    cut = [0, *(m.end() for m in _CLAUSE_END.finditer(tail))]
    for a, b in zip(cut, [*cut[1:], len(tail)]):
        clause = tail[a:b]
        if _tells_problem(clause) and not _TAKEN_BACK.search(clause) and not _NOT_SO.search(clause) and not _COVERING_OFF.search(clause):
            return True
    return False


def taken_back_later(texts: list[str], at: int) -> str:
    """The later sentence, if any ("" when none), taking back the goods problem sentence `at` of `texts` (the
    customer's sentences in order) tells, asking nothing ("The lamp arrived cracked. Actually never mind, it was a reflection on the
    glass, it's fine."): the guard holds its refund as settled (runs.guards.settled_against), whatever the screener
    read. Never when a remedy is asked after it, the problem found real after all, or a problem told again after the
    taking back ("... scratch that, the base IS cracked")."""
    if not _tells_problem(texts[at]):
        return ""
    later = texts[at + 1:]
    for j, text in enumerate(later):
        m = _TAKEN_BACK.search(text)
        if not m or _tells_problem(_clause_after(text, m.end())) and not _COVERING_OFF.search(_clause_after(text, m.end())):
            continue
        if j and _NEAREST_SET_ASIDE.match(m.group(0)):
            continue  # "I gave a second address on the phone. please ignore that": "that" is the sentence just before it
        if _COUNT_CORRECTED.match(text, m.end()) or any(_MISCOUNTED.search(t) for t in [text, *later[j + 1:j + 2]]):
            continue  # "Scratch that - four. I miscounted.": the count corrected, the claim stands (runs/intents/count_corrections.py)
        # words of their own before them (a problem, believed or plain, or goods named) are what they take back, never the
        # claim ("I thought the mug was chipped too, but my mistake, it was a crumb"; "The mug: never mind, that's fine")
        if _tells_problem(text[:m.start()]) or not _FILLER_ONLY.match(text[:m.start()]):
            continue
        rest = [text[m.end():], *later[j + 1:]]
        # (nor a claim let go of for the bank: "Never mind, I'll ask my bank to reverse the charge" is a person's,
        # runs/intents/claims_taken_back_later.py)
        if any(_REAL_AFTER_ALL.search(t) or _remedy_asked(t) or turns_to_bank(t) for t in rest):
            return ""
        # a problem told after the taking back, outside a belief, stands ("never mind that, but the lid is dented")
        # (never the covering it was, come away: "It peeled right off.")
        if _problem_in_tail(text[m.end():]) or any(_tells_problem(t) and not _beliefs(t) and not _undoings(t) and not _COVERING_OFF.search(t)
                                               for t in later[j + 1:]):
            return ""
        return text
    return ""


def _read_taken_back_later(live: list[ReadSentence]) -> None:
    """A goods claim told plainly and taken back in a later sentence (taken_back_later: "The lamp arrived cracked.
    Actually never mind, it was a reflection on the glass, it's fine.") is context, as the guard reads it; so is the
    taking back when it asks nothing of a known kind ("Please ignore my message.")."""
    texts = [s.text for s in live]
    for i, s in enumerate(live):
        goods = set(s.kinds) & set(GOODS_PROBLEMS)
        if s.role not in ("request", "attached") or not goods or not set(s.kinds) <= {*GOODS_PROBLEMS, *NOT_A_CASE}:
            continue
        undoing = taken_back_later(texts, i)
        if not undoing:
            continue
        s.role, s.why, s.spans, s.kinds = "context", THOUGHT_NOT_SO_WHY, {}, sorted(goods)
        # the taking back and the covering come away after it, read as claims by their own damage words ("There's no
        # crack after all", "It peeled right off."), ask nothing either
        at = texts.index(undoing, i + 1)
        for later in live[at:]:
            if later.role in ("request", "attached") and set(later.kinds) <= {*GOODS_PROBLEMS, *NOT_A_CASE} \
                    and (later is live[at] or _COVERING_OFF.search(later.text)):
                later.role, later.why, later.spans, later.kinds = "context", THOUGHT_NOT_SO_WHY, {}, [k for k in later.kinds if k in GOODS_PROBLEMS]
