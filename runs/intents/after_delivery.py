"""Damage that happened after the goods came, at the customer's place, told in words the household reading in
damage_words.py does not know by itself. The screener, the offline agent and the guard read it through
damage_words.cause_at_home (and after_use_around for a fault a person answers):

- goods said to have come fine, then harmed later ("the lamp + shade came fine last week ... yesterday it went off the
  side table", "was perfect when it came. Last night it slipped while I was hanging it"): damage done at home, whoever
  did it. Told without any harm ("came fine, but after a week the handle snapped") it is a fault after use a person
  answers, not damage on arrival;
- harm by an event at home ("went off the side table", "fell off the shelf when the door slammed", "blew over in the
  wind on the patio");
- the customer's own washing or heating ("put it through once (eco cycle)" after "is it dishwasher safe?", "tumble
  dried the throw", "put the dish in the oven"), with the appliance named in the sentence or the one before it. When the
  customer says the label or listing promised the goods were safe for it ("the label said it was dishwasher safe"), the
  washing is no misuse: a fault after use a person answers, never paid by itself;
- someone at home dropping the goods while unboxing them ("my son dropped it when he unboxed it"): harm at home, not
  damage found on opening ("it was broken when my son unboxed it" is still a claim).

A child named by age ("my 2 yr old", "our 4-year-old", "the little one") is read as someone at home (YOUNG, used by
damage_words' household actors)."""

from __future__ import annotations

import re

_NUM = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)"
# a child told by age or as the little one: "2 yr old", "4-year-old", "3yo", "18 month old", "little one", "youngest"
YOUNG = (rf"{_NUM}(?:\s*-?\s*(?:yrs?|years?|months?|mths?|mnths?|mo|weeks?|wks?)\s*-?\s*olds?|\s*-?\s*(?:yo|y/o|y\.o))"
         r"|little\s+(?:ones?|'?uns?)|littl'?uns?|youngest|eldest|oldest|middle\s+one|tots?|kiddos?|kiddies|youngsters?|nippers?|bairns?|wee\s+ones?")

# --- goods said to have come fine ------------------------------------------------------------------------------------
_FINE = (r"(?:fine|ok|okay|alright|all\s+right|safely|safe(?:\s+and\s+sound)?|intact|perfect(?:ly)?(?:\s+fine)?|undamaged|unscathed|unharmed|"
         r"spot\s+on|flawless|pristine|in\s+one\s+piece|in\s+(?:perfect|great|good|mint|pristine|excellent|fine|tip-?top|lovely|brilliant)\s+"
         r"(?:condition|nick|shape|order|state)|without\s+(?:a\s+)?(?:scratch|mark|chip|problem|issue|hitch))\b")
_CAME = r"(?:arrived|arived|came|turned\s+up|got\s+here|showed\s+up|was\s+delivered|were\s+delivered|got\s+delivered|landed)"
_FINE_ARRIVAL = re.compile(
    rf"\b{_CAME}\s+(?:(?:all|really|absolutely|totally|completely|just|perfectly|quickly|promptly|yesterday|last\s+\w+|on\s+\w+|on\s+time)\s+){{0,3}}{_FINE}"
    rf"|\b(?:was|were|looked|seemed)\s+(?:all\s+|absolutely\s+|totally\s+|completely\s+|really\s+)?{_FINE}\s+when\s+(?:it|they|i|we|she|he)\s+"
    r"(?:first\s+)?(?:came|arrived|got\s+(?:it|them|here)|unboxed\s+it|opened\s+it|received\s+it)\b"
    rf"|\bgot\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+{_FINE}", re.I)
# (the box or the delivery called fine says nothing of the goods inside: "the box arrived fine but the vase was smashed")
_WRAPPING = re.compile(r"\b(?:box|boxes|parcel|package|packaging|packing|outer|carton|envelope|wrapping|mailer|delivery|courier|driver)\s*$", re.I)
_DENIED = re.compile(r"(?:n't|\bnot|\bnever|\bhardly|\bbarely)\s+(?:\w+\s+)?$", re.I)


def fine_arrival(text: str) -> re.Match | None:
    """Where a sentence says the goods themselves came fine ("the lamp + shade came fine", "arrived in one piece", "was
    perfect when it came"); never the box or the delivery alone, nor denied ("didn't arrive in one piece")."""
    for m in _FINE_ARRIVAL.finditer(text):
        before = text[max(0, m.start() - 40):m.start()]
        if not _WRAPPING.search(re.sub(r"\s+(?:all|had|has|itself|just|really)\s*$", " ", before)) and not _DENIED.search(before):
            return m
    return None


def after_fine(text: str) -> str:
    """The part of a sentence after its "came fine" ("came fine, but yesterday it fell off" → ", but yesterday it fell off"),
    or the whole sentence."""
    m = fine_arrival(text)
    return text[m.end():] if m else text


# told as later than the arrival: "yesterday", "last night", "on Sunday", "a few days later", "since then"
_LATER = re.compile(
    r"\b(?:yesterday|yday|last\s+(?:night|nite|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this\s+(?:morning|afternoon|evening)|"
    r"tonight|the\s+other\s+(?:day|night)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+weekend)|over\s+the\s+weekend|"
    r"at\s+the\s+weekend|earlier\s+(?:today|this\s+week)|(?:a|one|two|three|four|five|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+(?:days?|weeks?|nights?)\s+(?:later|after)|"
    r"later\s+(?:on|that)|since\s+then|after\s+(?:that|a\s+(?:few|couple)\b|a\s+(?:day|week)))\b", re.I)
# harm with no one named: "it got bumped", "was knocked", "slipped", "fell", "tipped over", "went flying"
_HARM = re.compile(
    r"\b(?:got|was|were|been|gets?)\s+(?:\w+\s+)?(?:bumped|knocked|dropped|bashed|kicked|hit|stood\s+on|sat\s+on|trodden\s+on|trod\s+on|stepped\s+on|"
    r"squashed|crushed|caught|pulled|yanked|grabbed)\b"
    r"|\b(?:slipped|fell|tipped|toppled|tumbled|blew|went\s+flying|came\s+crashing|crashed|rolled)\b"
    r"|\b(?:knocked|dropped|bumped|pulled|yanked|grabbed|kicked|threw|sat\s+on|stood\s+on|stepped\s+on|trod\s+on)\b", re.I)
# the state goods came in, or the courier: a claim whatever was fine ("when I opened it", "the driver")
_ON_OPENING = re.compile(r"\b(?:when|as\s+soon\s+as|once|on)\s+(?:(?:i|we|he|she|they|my\s+\w+)\s+)?(?:first\s+)?(?:opened|unboxed|unpacked|unwrapped)\b"
                         r"|\b(?:inside|in\s+the\s+box|in\s+transit|courier|driver|postman|arrived|came\s+(?:with|cracked|broken|damaged|chipped|smashed|dented))\b", re.I)


def _fine_before(texts: list[str], i: int) -> str:
    """The part of texts[i] told after goods said to have come fine in it, or the whole of texts[i] when one of the two
    sentences before it says so; "" when neither does."""
    if fine_arrival(texts[i]):
        return after_fine(texts[i])
    return texts[i] if any(fine_arrival(texts[j]) for j in (i - 1, i - 2) if j >= 0) else ""


def harm_after_fine_arrival(texts: list[str], i: int) -> str:
    """texts[i] when it tells harm done later to goods said to have come fine ("The vase arrived in one piece. On
    Sunday it got bumped and now there's a chip"), or ""."""
    later = _fine_before(texts, i)
    if not later or _ON_OPENING.search(later):
        return ""
    return texts[i] if _LATER.search(later) and _HARM.search(later) else ""


def broke_after_fine_arrival(texts: list[str], i: int) -> str:
    """texts[i] when goods said to have come fine broke later by themselves ("came fine, but a week later the handle
    snapped"): a fault after use, no damage on arrival; or ""."""
    later = _fine_before(texts, i)
    if not later or _ON_OPENING.search(later) or _HARM.search(later):
        return ""
    return texts[i] if _LATER.search(later) else ""


# --- an event at home ------------------------------------------------------------------------------------------------
_FURNITURE = (r"(?:counter|counter-?top|worktop|table|shelf|shelves|bookcase|bookshelf|windowsill|window\s+sill|sill|desk|mantelpiece|mantel|"
              r"mantlepiece|dresser|sideboard|cupboard|cabinet|bench|side|bed|nightstand|stairs|banister|balcony|wall|hook|nail|ledge|"
              r"chest\s+of\s+drawers|drawers|island|fridge|stool|chair|sofa|arm\s+of\s+the\s+sofa)")
# what comes loose in cloth, a fault the goods came with when told as "pulled" ("a pulled thread", "pulled stitches")
_CLOTH_FAULT = r"(?:threads?|stitch(?:es|ing)?|yarns?|loops?|seams?|strands?|fib(?:re|er)s?|weave|knit|piles?|snags?|ladders?)"
_HOME_EVENT = re.compile(
    rf"\b(?:went|flew|slid|crashed|came\s+crashing|tipped|toppled|tumbled|fell|rolled|slipped)\s+(?:down\s+|over\s+|right\s+)?"
    rf"(?:off|from|down\s+from|over\s+on|off\s+of)\s+(?:the|my|our)\s+(?:[\w-]+\s+){{0,2}}?{_FURNITURE}\b"
    # pulled over by someone at home: "my 2 yr old pulled the lamp over", "the cat yanked the runner down"
    # (never a pulled thread or stitch as the state of cloth: "has a pulled thread all down one side")
    r"|(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)(?<!\bone\s)(?<!\bsome\s)(?<!\bfew\s)(?<!\bmany\s)\b(?:pulled|yanked|tugged|dragged)\s+"
    rf"(?!{_CLOTH_FAULT}\b)(?:[\w-]+\s+){{1,3}}?(?:down|over)\b"
    # blown over or shaken down: "blew over in the wind on the patio", "fell over when the door slammed"
    r"|\b(?:blew|blown|got\s+blown|was\s+blown|fell|toppled|tipped|came\s+down|went)\s+(?:over|down|off)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:in|with|by|when|as|after)\s+(?:the\s+|a\s+|some\s+)?(?:wind|gust|storm|breeze|draught|draft|door|window|cat|dog|kids?|"
    r"(?:someone|somebody|we|i|he|she|they)\s+(?:slammed|shut|closed|opened|banged|bumped|walked|ran))\b", re.I)
_PARCEL = re.compile(r"\b(?:parcel|package|box|boxes|doorstep|porch|step|van|courier|driver|postman|transit|delivery)\b", re.I)


def home_event(text: str) -> str:
    """The words telling the goods were harmed by an event at home ("went off the side table", "fell off the shelf when
    the door slammed", "blew over in the wind"), or ""; never a parcel left out or in transit."""
    m = _HOME_EVENT.search(text)
    return m.group(0) if m and not _PARCEL.search(text) else ""


# --- the customer's own washing or heating ---------------------------------------------------------------------------
_APPLIANCE_USE = (r"(?:dishwasher|dish\s*washer|washing\s+machine|washer|tumble\s*dryer|tumble\s*drier|dryer|drier|microwave|oven|"
                  r"eco\s+(?:cycle|wash|setting)|(?:hot|quick|intensive|eco|normal|cotton|cottons|delicates?|wool)\s+(?:wash|cycle|setting|programme|program)|"
                  r"\d{2}\s*(?:degrees|°c?|c)\b|boil\s+wash|machine\s+wash)")
_WASHED = re.compile(
    r"(?<!\bnever )(?<!n't )(?<!\bnot )\b(?P<put>(?:put|popped|stuck|ran|run|bunged|chucked|threw|shoved|washed|cleaned|dried|heated|baked|cooked|roasted)\s+"
    r"(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+|one|both|all\s+of\s+them))\b"
    # the appliance in the verb: "tumble dried it", "microwaved the bowl"
    r"|\b(?P<self>tumble[- ]?dried|machine[- ]washed|microwaved)\b"
    r"|\b(?:in|through)\s+(?:the|my|our)\s+(?:dishwasher|washing\s+machine|tumble\s*dryer|dryer|microwave|oven)\b"
    # the washing told by the damage itself: "it cracked in the first wash" (the appliance named beside it)
    r"|\b(?:in|during|after|on|out\s+of)\s+(?:the|its|their|my|a|one|its\s+very)\s+(?:(?:very\s+)?first\s+|second\s+|only\s+)?"
    r"(?:(?:dishwasher|washing|machine|wash)\s+)?(?:wash|cycle|run|load)\b"
    r"|\b(?:came|come|took\s+(?:it|them))\s+out\s+of\s+(?:the|my|our)\s+(?:dishwasher|washing\s+machine|wash|washer|tumble\s*dryer|dryer|oven|microwave)\b", re.I)
_APPLIANCE = re.compile(rf"\b{_APPLIANCE_USE}", re.I)
# ...the goods put in it, never the appliance as the goods ("I put the new microwave on the counter")
_IN_APPLIANCE = re.compile(rf"\b(?:in|into|through|on|at|under|out\s+of)\s+(?:the\s+|a\s+|my\s+|our\s+|its\s+)?(?:[\w-]+\s+)?{_APPLIANCE_USE}"
                           r"|\b(?:on|at)\s+(?:a\s+)?\d{2}\b(?!\s*(?:%|percent|quid|pounds|dollars|euros|minutes|mins|seconds|days|hours))", re.I)
# the goods' label or listing said they were safe for it, as the customer tells it
_PROMISE = re.compile(
    r"\b(?:dishwasher|microwave|oven|machine|tumble[- ]?dryer|freezer)[- ]?(?:safe|proof|washable)\b"
    r"|\b(?:label|listing|description|website|site|box|tag|care\s+(?:label|tag|instructions))\s+(?:said|says|states?|stated|claims?|claimed|told\s+me)\s+"
    r"(?:(?:that|so)\s+)?(?:(?:it|they)\s+(?:was|is|were|are|could|can|would|will)|it'?s|they'?re|you\s+(?:can|could)|ok|okay|fine|safe|suitable|"
    r"dishwasher|machine|microwave|oven)\b(?!\s+(?:not|never)\b)(?!n't)"
    r"|\b(?:as|like|per|following|according\s+to)\s+(?:the\s+|its\s+)?(?:label|instructions?|care\s+(?:label|instructions)|it\s+says|directed|instructed|recommended)\b"
    r"|\b(?:said|says|marked|labelled|labeled|listed|advertised|sold)\s+(?:as\s+)?(?:it\s+(?:is|was)\s+|it'?s\s+)?(?:safe|fine|ok|okay)\b", re.I)
# ...not a question whether it is, nor a promise denied ("is it dishwasher safe?", "nothing on the label", "didn't say")
_NOT_PROMISED = re.compile(r"(?:\b(?:is|are|was|were)\s+(?:it|they|this|these|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:\w+\s+)?$"
                           r"|(?:n't|\bnot|\bnever|\bno|\bnothing\s+on\s+the|\bwithout)\s+(?:\w+\s+){0,3}$)", re.I)


def label_promised(text: str) -> bool:
    """Whether the customer says the goods' label or listing promised them safe for the washing or heating told ("the
    dishwasher-safe jug", "the label said it was", "washed as the label says"); never a question whether it is ("is
    it dishwasher safe?") or a promise denied ("didn't see anything on the label", "not microwave safe")."""
    for m in _PROMISE.finditer(text):
        clause_end = re.search(r"[?]|$", text[m.end():])
        if _NOT_PROMISED.search(text[max(0, m.start() - 40):m.start()]):
            continue
        if clause_end and clause_end.group(0) == "?" and not re.search(r"[,;.]", text[m.end():m.end() + clause_end.start()]):
            continue
        return True
    return False


def own_washing(text: str, earlier: str = "") -> str:
    """The words telling the customer washed or heated the goods in their own appliance ("put it through once (eco
    cycle)" after "is it dishwasher safe?", "tumble dried it", "put the dish in the oven at 220"), or ""; the appliance
    named in the sentence or the one before it. Never washing denied or only feared ("never put it in the dishwasher",
    "in case it goes in the dishwasher")."""
    for m in _WASHED.finditer(text):
        if re.search(r"\b(?:if|in\s+case|would|could|should|can\s+(?:i|it|they|you))\b", text[:m.start()], re.I):
            return ""
        # (the appliance the goods went in, never the appliance as the goods: "I put the new microwave on the counter")
        if m.group("self") or _IN_APPLIANCE.search(text) or (not m.group("put") and _APPLIANCE.search(m.group(0))):
            return m.group(0)
        # the appliance named just before: "is it dishwasher safe? put it through once" (never "put it in the post")
        if _APPLIANCE.search(earlier) and (not m.group("put") or re.match(r"\s+(?:through|in|into|once|twice|on)\b(?!\s+(?:the\s+)?(?:post|box|bin|car))",
                                                                          text[m.end():], re.I)):
            return m.group(0)
    return ""


# --- dropped while unboxing ------------------------------------------------------------------------------------------
_DROPPED_UNBOXING = re.compile(
    r"\b(?:dropped|droped|dropt|knocked|let\s+(?:it|them)\s+(?:slip|fall|drop)|fumbled|banged|bashed)\b[^.!?]{0,30}?"
    r"\b(?:when|while|whilst|as)\s+(?:(?:i|we|he|she|they)\s+(?:was|were)\s+)?(?:(?:i|we|he|she|they)\s+)?"
    r"(?:unbox\w*|unpack\w*|unwrap\w*|opening\s+(?:it|them|the\s+box)|took\s+(?:it|them)\s+out|taking\s+(?:it|them)\s+out|lifting\s+(?:it|them)\s+out|"
    r"lifted\s+(?:it|them)\s+out|getting\s+(?:it|them)\s+out|got\s+(?:it|them)\s+out)"
    r"|\b(?:dropped|droped|dropt|knocked|fumbled)\s+(?:it|them|the\s+[\w-]+)\s+(?:taking|lifting|getting|pulling)\s+(?:it|them)\s+out\b"
    r"|\b(?:while|whilst|when)\s+(?:unbox\w*|unpack\w*|unwrap\w*)\s+(?:it|them|the\s+\w+),?\s+(?:i|we|he|she|they|my\s+\w+|our\s+\w+)\s+(?:\w+\s+)?(?:dropped|knocked)\b", re.I)


def dropped_unboxing(text: str) -> str:
    """The words telling someone at home dropped the goods while unboxing them ("my son dropped it when he unboxed it"),
    or ""; never goods found damaged on unboxing ("it was broken when my son unboxed it"), nor the courier's drop."""
    m = _DROPPED_UNBOXING.search(text)
    if not m or re.search(r"\b(?:courier|driver|postman|delivery\s+(?:guy|man|driver))\b", text, re.I):
        return ""
    if re.search(r"(?:n't|\bnot|\bnever|\bno\s+one|\bnobody)\s+(?:\w+\s+)?$", text[max(0, m.start() - 25):m.start()], re.I):
        return ""
    return m.group(0)
