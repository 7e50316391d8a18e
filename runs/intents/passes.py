"""Passes over a reading that set a sentence against the ones beside it: what was sent against what
was ordered, the return of a wrong item told just before, the remedy of a forwarded problem made
the customer's own, a call-off nothing asked for, the customer's own pick, an undecided return,
a foreign sentence and a closing line."""

from __future__ import annotations

import re
import unicodedata

from .. import sentences as cut
from ..language import sentence_language
from ..own_choice_words import own_choice
from .account_details import details_named
from .asks import _ACCOUNT, _REMEDY, _asks
from .cues import INTENT_PATTERNS
from .doubt import _ASKS_SOMETHING, FAULT_AFTER_USE_WHY, STATUS_WHY
from .money import _NEGATED_ACTION
from .reading import NOT_ENGLISH_WHY, ReadSentence
from .remedies import _SIZE_OR_COLOUR, GOODS_INSTEAD
from .settled import _PACKAGING, _settled
from .charge_sent_back import payment_asked_back
from .settled_words import CHASED_WHY
from .claimed_goods import beyond_claims
from .quoted_goods_own_claim import own_claim_named
from .missing_items import told_missing
from .stems import content_stems
from .subject_titles import TITLE_WHY, titles_body_asks
from .unread import _RETURN_WORDS, _WAY_BACK_WORDS, ACCOUNT_CHANGE_WHY, COURTESY_WORDS, ACCOUNT_WORK_WHY
from .wear_faults import wear_in
from .wrong_goods_refused import without_wrong_goods_refused

# What a cancellation could be of besides the order and its goods: those a person may have to stop.
_STANDING = re.compile(r"\b(?:subscri\w*|membership|account|plan|standing order|direct debit|auto-?renew\w*|renewal|box|bundle|pre-?order|back-?order\w*)\b", re.I)
# A cancellation told of as asked, made or under way: "I clicked cancel by mistake", "your email said it would be cancelled".
_CANCELLATION_TOLD = re.compile(r"\bcancel(?:l?ed|l?ing|lation|s)?\b|\bcall(?:ed|ing)? off\b|\bwithdr[ae]w\w*\b", re.I)
_COURTESY_WORDS = re.compile(r"\b(?:please|pls|plz|kindly)\b", re.I)
# The end of a whole sentence: "Morning!", "The lampshade is crushed flat." (a subject cut in two ends its pieces in "+", "/", "-")
_SENTENCE_END = re.compile(r"[.!?]\W*$")
UNASKED_CALL_OFF_WHY = ("asks that the order not be cancelled, which nothing in the ticket asks for or tells of: not a request, "
                        "recorded so that no cancellation is made without a person")


def _unasked_call_off(read: list[ReadSentence]) -> None:
    """"Please don't cancel my order or anything like that - I still want the pillows": a customer
    making sure a complaint does not undo the order asks for nothing to be done. It is no request of
    kind `other` (a person would be asked to stop what nobody started), but it is not dropped either:
    its `forbids` stays, so the guard holds any cancellation for a person. When the ticket tells of a
    cancellation asked, made or under way, or of a subscription or account, it stays with a person."""
    for s in read:
        if not (s.role == "request" and s.forbids == ["cancellation"] and "other" in s.kinds and s.why.startswith("asks that something not be done")):
            continue
        told_elsewhere = any(t is not s and t.role != "injected" and _CANCELLATION_TOLD.search(t.text) for t in read)
        negated = [m.span() for m in _NEGATED_ACTION.finditer(s.text)]
        told_here = any(not any(a <= m.start() < b for a, b in negated) for m in _CANCELLATION_TOLD.finditer(s.text))
        if told_elsewhere or told_here or _STANDING.search(s.text) or _ASKS_SOMETHING.search(_COURTESY_WORDS.sub(" ", _NEGATED_ACTION.sub(" ", s.text))):
            continue
        kinds = [k for k in s.kinds if k != "other"]
        if kinds:
            s.kinds, s.why = kinds, ""
        else:
            s.role, s.kinds, s.why = "context", [], UNASKED_CALL_OFF_WHY


# A subject of a few words with no verb of asking in it: a topic label ("email address", "Re: phone number").
_LABEL_ONLY = re.compile(r"^\W*(?:re|fwd?)?\W*(?!.*\b(?:please|pls|can|could|would|change|update|cancel|remove|delete|close|add|stop|"
                         r"unsubscribe|correct|fix|need|want)\b)(?:[\w'-]+\W*){1,4}$", re.I)


# What was ordered told in one sentence, and what the shop sent in the next: "Ordered 4 towels in sage;
# you sent two sage and two in bright pink." Set against each other, they tell of a wrong item (the
# shop's error, POL-WRG-004), whatever remedy the customer asks after them; never a change of mind.
_ORDERED_TOLD = re.compile(r"^\W*(?:(?:i|we)(?:'d|’d|'ve|’ve| had| have)?\s+)?(?:\w+\s+)?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b", re.I)
_SENT_TOLD = re.compile(r"^\W*(?:but\s+|and\s+|yet\s+|instead\s+)?(?:you|u|they|the (?:shop|seller|store|warehouse))(?:'ve|’ve| have)?\s+"
                        r"(?:sent|shipped|gave|delivered|packed|posted)\s+(?:me\s+|us\s+)?"
                        r"(?!(?:it|them|the order|my order|the parcel|out|off|it out|them out|a refund|an? e-?mail|a message)\b)\w", re.I)
_CAME_OTHERWISE = re.compile(r"\b(?:broken|damaged|cracked|smashed|dented|torn|scratched|chipped|late|early|yesterday|today|last week|on time)\b", re.I)
SENT_AGAINST_ORDERED_WHY = "tells what the shop sent, set against what the sentence before says was ordered: a wrong item"
# What was ordered, told anywhere in a sentence ("So I ordered a set of green napkins for ..."), and the
# goods told as having come in another colour or size ("they were orange", "it came in a medium").
_ORDERED_IN = re.compile(r"\b(?:i|we)(?:'d|’d|'ve|’ve| had| have)?\s+(?:\w+\s+)?(?:ordered|paid for|bought|asked for|chose|picked|selected)\b", re.I)
# A size told as a measure: "a 20cm one", "the 24 cm", "a 10 inch pan", "500ml".
_SIZE_OR_MEASURE = rf"{_SIZE_OR_COLOUR}|\d+(?:\.\d+)?\s?(?:cm|mm|in|inch|inches|ml|l|litre|liter|oz|qt|quart)"
_CAME_AS = re.compile(
    r"\b(?P<what>it|they|these|those|both|all of them|the\s+[\w-]+(?:\s+[\w-]+)?)"
    # what the shop sent, named with its sending: "the glass lid you sent is a 20cm one"
    r"(?:\s+(?:(?:that|which)\s+)?(?:you|u|they)(?:'ve|\s+have)?\s+(?:sent|shipped|delivered|packed|posted)(?:\s+(?:me|us))?"
    r"|\s+(?:that|which)\s+(?:came|arrived|turned\s+up))?"
    r"(?:\s+(?:were|was|are|is|came|arrived|turned\s+out(?:\s+to\s+be)?|showed\s+up|"
    # texted: "its an XL??", "theyre a size 9"
    r"were\s+actually|are\s+actually|is\s+actually|was\s+actually)|(?<=\bit)(?:'s|’s|s)|(?<=\bthey)(?:'re|’re|re))\s+"
    r"(?P<as>(?:(?:all|completely|totally|bright|dark|light|pale|in|a|an)\s+){0,3}"
    rf"(?:(?:{_SIZE_OR_MEASURE})(?:\s+\d{{1,2}}(?:\.5)?\b)?))\b(?!\s+(?:one|ones)\s+(?:i|we)\s+ordered)", re.I)
CAME_AS_OTHER_WHY = "tells the goods came in another colour or size than the sentence before says was ordered: a wrong item"


def _described(text: str) -> set[str]:
    """The sizes and colours a sentence names ("sage", "bright pink", "XL", "a size 9", a measure: "20cm", "24 cm")."""
    sizes = {f"size {n}" for n in _SIZE_NUMBER.findall(text)}
    said = {w.lower() for w in re.findall(rf"\b(?:{_SIZE_OR_MEASURE})\b", text, re.I)}
    return {re.sub(r"\s", "", w) if w[:1].isdigit() else w for w in said} - {"size", "colour", "color", "shade", "style", "model", "version"} | sizes


_SIZE_NUMBER = re.compile(r"\bsize\s+(\d{1,2}(?:\.5)?)\b", re.I)
# The size ordered told by a letter or a bare number right after the ordering ("i def ordered M", "I ordered 7"): read only
# there, where nothing else is meant by it.
_ORDERED_SIZE = re.compile(r"^\s+(?:(?:a|an|the|size|in|it\s+in|them\s+in|one\s+in)\s+)*(?P<size>xxs|xs|s|m|l|xl|xxl|\d{1,2}(?:\.5)?)\b(?![.,]\d)", re.I)


def _ordered_described(text: str) -> set[str]:
    """The sizes and colours said ordered in the words after the ordering ("M", "a 7", "the green one")."""
    said = _described(text)
    if (m := _ORDERED_SIZE.match(text)):
        size = m.group("size").lower()
        said |= {f"size {size}" if size[0].isdigit() else size}
    return said


def _sent_against_ordered(read: list[ReadSentence]) -> None:
    """A statement of what the shop sent, right after one of what was ordered, naming a size or
    colour that one does not, is a wrong-item claim (`SENT_AGAINST_ORDERED_WHY`); "You sent 3 mugs
    and they're lovely" sets nothing against the order, and what it says arrived broken or late is
    no wrong item."""
    told = [s for s in read if s.role != "injected"]
    for before, s in zip(told, told[1:]):
        if _came_then_ordered(before, s):
            continue
        if not (s.role == "statement" and not s.spans and before.paragraph == s.paragraph):
            continue
        if before.role in ("statement", "context") and _ORDERED_TOLD.search(before.text) and _SENT_TOLD.search(s.text) \
                and not _CAME_OTHERWISE.search(s.text) and _described(s.text) - _described(before.text):
            s.role, s.kinds, s.spans, s.why = "request", ["wrong_item"], {"wrong_item": [(0, len(s.text))]}, SENT_AGAINST_ORDERED_WHY
            continue
        # "I ordered a set of green napkins ... And then when I opened it they were orange!": what came told by
        # its colour or size alone, against the colour or size the sentence before says was ordered, whatever
        # else that sentence asks (the late fee here)
        ordered = _ORDERED_IN.search(before.text)
        came = _CAME_AS.search(s.text)
        if ordered and came and not _PACKAGING.search(came.group("what")) and not _CAME_OTHERWISE.search(came.group(0)) \
                and (named := _described(before.text[ordered.end():])) \
                and _described(came.group("as")) - named:
            s.role, s.kinds, s.spans, s.why = "request", ["wrong_item"], {"wrong_item": [came.span()]}, CAME_AS_OTHER_WHY


ORDERED_AFTER_WHY = "tells what was ordered, against the colour or size the sentence before says came"


def _came_then_ordered(came_told: ReadSentence, s: ReadSentence) -> bool:
    """The other order of telling: "The towels are pink. I ordered the grey set." What came, told by its
    colour or size alone, then what was ordered in another: the first is the wrong-item claim (the shop's
    error), the second tells more of it."""
    # ("so my hoodie came today but its an XL??": the surprise's marks ask nothing)
    surprised = came_told.role == "request_unread" and re.search(r"\?\s*$", came_told.text) and not _asks(re.sub(r"[?!]+\s*$", ".", came_told.text), title=False)
    if (came_told.role != "statement" and not surprised) or came_told.spans or s.spans or came_told.paragraph != s.paragraph \
            or s.role not in ("statement", "request_unread"):
        return False
    came, ordered = _CAME_AS.search(came_told.text), _ORDERED_TOLD.search(s.text)
    if not (came and ordered) or _PACKAGING.search(came.group("what")) or _CAME_OTHERWISE.search(came.group(0)):
        return False
    # the words right after the ordering say what was ordered ("i ordered the black one 🖤 the tag even says orange": black)
    named = _ordered_described(" " + " ".join(s.text[ordered.end():].split()[:5]))
    if not named or not _described(came.group("as")) - named:
        return False
    came_told.role, came_told.kinds, came_told.spans, came_told.why = "request", ["wrong_item"], {"wrong_item": [came.span()]}, CAME_AS_OTHER_WHY
    s.role, s.why = "attached", ORDERED_AFTER_WHY
    return True


# A reason of the customer's own for sending goods back: a change of mind, whatever else was told.
_OWN_REASON = re.compile("|".join(p for p in INTENT_PATTERNS["change_of_mind"] if "go) back" not in p), re.I)
RETURN_OF_WRONG_ITEM_WHY = "asks to send back the wrong item told just before it: its remedy, not a change of mind"


_SWAP_OFFERED = re.compile(r"\b(?:swap\w*|exchang\w*|replac\w*)\b", re.I)


def _return_of_wrong_item(read: list[ReadSentence]) -> None:
    """"...you sent two in bright pink. The pink pair needs to go back please.": a return asked
    right after a wrong-item claim, about the same goods (its words, or only words of sending back)
    and with no reason of the customer's own, is that wrong item's remedy (POL-WRG-004: the shop's
    error), never a change of mind. Nor is the wrong goods' unfitness told of them ("the covers that came
    are mustard, not the teal I ordered. They don't go with our sofa at all", "..., and mustard doesn't go
    with anything") when it brings in no other goods ("Also the rug is too small"): the colour or size
    that came is the shop's error, whatever the customer thinks of it."""
    told = [s for s in read if s.role not in ("injected", "courtesy")]
    for j, s in enumerate(told):
        if s.role == "request" and "wrong_item" in s.kinds and "change_of_mind" in s.kinds and _same_goods_after_wrong(s):
            s.kinds = [k for k in s.kinds if k != "change_of_mind"]
            s.spans = {k: v for k, v in s.spans.items() if k != "change_of_mind"}
            continue
        if not j:
            continue
        # a remark between asks nothing ("...they were orange! Not even close. I'd like to send them back")
        before = next((t for t in reversed(told[:j]) if not (t.role == "statement" and not t.spans)), told[j - 1])
        # ("It clashes with everything, so can I send it back?" is still unread here: the return it asks is its kind)
        unfit_ask = s.role == "request_unread" and bool(_REMEDY.search(s.text))
        if not ((s.role == "request" and s.kinds == ["change_of_mind"]) or unfit_ask) or before.role != "request" \
                or "wrong_item" not in before.kinds or abs(before.paragraph - s.paragraph) > 1:
            continue
        stems = content_stems(s.text)
        # ("..., I don't want the X100": the wrong goods refused by name are no reason of the customer's own: wrong_goods_refused.py)
        # (a return asked still unread, in words of sending back alone, is that remedy too: "Bought in M. Got an L. I'd like
        # to send them back", the claim read across its sentences only just before this pass; never one asking other goods
        # beside it, "i want to send back please and get right size", which a person arranges)
        bare_return = s.asks_return and not content_stems(s.text) - _RETURN_WORDS - _WAY_BACK_WORDS - COURTESY_WORDS \
            and not _SWAP_OFFERED.search(s.text)  # ("Need to swap or return it.": return_or_exchange.py reads the choice)
        if (not unfit_ask or bare_return) and before.paragraph == s.paragraph and not _OWN_REASON.search(without_wrong_goods_refused(s.text, before.text)) \
                and (not stems - _RETURN_WORDS - _WAY_BACK_WORDS - COURTESY_WORDS or stems & content_stems(before.text)):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, RETURN_OF_WRONG_ITEM_WHY
        elif _OF_THE_GOODS_TOLD.match(s.text) and not _ANOTHER_THING.search(s.text):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, UNFIT_WRONG_ITEM_WHY


# What brings other goods in: "Also the cushions ...", "the other pair", "as well", "the rug too" (not "too small").
_ANOTHER_THING = re.compile(r"\b(?:also|too(?=\s*(?:[,.!?;)]|$))|as well|another|other|others|separately|plus|besides|in addition|on top of that)\b", re.I)
# A sentence told of the goods just named: "They don't go with our sofa", "The colour is awful", "Mustard just isn't us".
_OF_THE_GOODS_TOLD = re.compile(r"^\W*(?:(?:and|but|so|honestly|sadly|unfortunately|obviously|to be honest|tbh|plus|well)\W+)*"
                                r"(?:they|them|these|those|it|this|that|neither|both|(?:the|that|this|such an?)\s+(?:colou?r|shade|size|fit|style|pattern|tone|finish))\b", re.I)
UNFIT_WRONG_ITEM_WHY = "tells why the wrong item told just before does not suit: the shop's error, not a change of mind"


def _same_goods_after_wrong(s: ReadSentence) -> bool:
    """Whether a sentence read as both a wrong item and a change of mind tells the change of mind of the same goods:
    after the wrong item, with no other goods brought in between ("..., and mustard doesn't go with anything")."""
    wrong = min(start for start, _ in s.spans.get("wrong_item") or [(0, 0)])
    mind = [start for start, _ in s.spans.get("change_of_mind") or []]
    return bool(mind) and all(at >= wrong and not _ANOTHER_THING.search(s.text, wrong, at + 1) for at in mind) \
        and not _ANOTHER_THING.search(s.text, wrong)


QUOTED_WHY = "quoted from an earlier message"
ADOPTED_WHY = "asks the remedy of a problem told in the message the customer forwards or quotes: the customer's own claim now"
PASSED_ON_WHY = "a problem told in a message the customer passes on as their own (\"forwarding my wife's note above\"): their claim"


# The customer's own words passing the quoted message on as theirs: "forwarding my wife's note above", "see my
# husband's email below", "passing on our daughter's message".
_PASSED_ON = re.compile(r"\b(?:forward(?:ing|ed)?|passing\s+on|pass(?:ed)?\s+on|see|read)\s+(?:my|our)\s+(?:[\w-]+(?:'s|’s)\s+)?"
                        r"(?:note|message|e-?mail|mail|complaint|words)\s+(?:above|below)\b", re.I)


def _adopt_forwarded(read: list[ReadSentence]) -> None:
    """"[forwarded:] The lamp shade came torn down one side. ... [own words:] Yes please, refund the
    shade.": the forwarded message is context, but a remedy the customer asks in their own words for
    goods it tells a problem of makes that problem the customer's claim. Read alone, the ask named no
    problem and the whole ticket went to a person."""
    quoted = [q for q in read if q.role == "context" and q.why == QUOTED_WHY and q.doubted and not _settled(q.text)]
    if not quoted:
        return
    if any(s.role != "context" and _PASSED_ON.search(s.text) for s in read):
        # "> The blanket you sent has a big stain on it. ... Hi, forwarding my wife's note above.": the quoted problems
        # are the customer's own claims, each read from its own sentence
        for q in quoted:
            q.role, q.kinds, q.why = "request", list(q.doubted), PASSED_ON_WHY
            q.spans = {k: [(0, len(q.text))] for k in q.kinds}
        return
    for s in read:
        # ("one of the payments needs to go back to my card": asked back in words no ask cue knows, of the payments forwarded)
        money_back = s.role in ("request_unread", "statement") and payment_asked_back(s.text)
        if not money_back and (s.role != "request_unread" or not _REMEDY.search(s.text) or _ACCOUNT.search(s.text)):
            continue
        stems = content_stems(s.text)
        # ("one of these payments should be returned" over a forwarded alert of "Two transactions" names them in other words)
        # (not goods the customer's own words claim: "the base of the lamp has a crack ... Could you refund the lamp as
        # well?" over a quoted "> The lamp arrived four days late." asks the crack's refund, never the old lateness again)
        kinds = [k for q in quoted if (stems & content_stems(q.text) and not own_claim_named(s, read, stems & content_stems(q.text)))
                 or ("duplicate_charge" in q.doubted and money_back) for k in q.doubted]
        if kinds:
            s.role, s.kinds, s.why = "request", list(dict.fromkeys(kinds)), ADOPTED_WHY
            s.spans = {k: [(0, len(s.text))] for k in s.kinds}


def _subject_named_in_body(read: list[ReadSentence], subject_end: int = -1) -> None:
    """The subject line's pieces, each read against the body: a subject cut in two ("STILL WAITING + DAMAGED AGAIN")
    names what the body asks in its later piece as much as in its first (`subject_end`: where the subject line ends).
    A first line of whole sentences ("Morning! The lampshade from SU-1 is crushed flat." over a paragraph about the
    bulb holder) is no subject cut in two: a later sentence there, or a piece naming an order, is a request of its own."""
    _subject_piece_named_in_body(read)
    body = [s for s in read if s.start > subject_end]
    line = [s for s in read if s.end <= subject_end] if subject_end > 0 else []
    line_orders = {s.order for s in line if s.order}
    for before, piece in zip(line, line[1:]):
        # (a piece may carry the line's one order: "Missing + wrong colour - SU-82520", the number the whole line's)
        if piece.is_request and (not piece.order or (line_orders == {piece.order} and piece is line[-1])) \
                and not _SENTENCE_END.search(before.text):
            _subject_piece_named_in_body([piece, *body])


# A use of a few goes, not a spell: "stopped working after two uses" may be a fault the goods came with.
_FEW_USES = re.compile(r"\b(?:after|with|within)\s+(?:just\s+|only\s+)?(?:one|two|three|four|a\s+few|a\s+couple(?:\s+of)?|[1-4])\s+"
                       r"(?:uses|goes|times|washes|wears|tries)\b", re.I)


def _subject_piece_named_in_body(read: list[ReadSentence]) -> None:
    """A subject line that names no order and asks only what the body's requests ask ("bulbs never
    arrived" over a body that says which of two orders they were on) is the title of those requests:
    read as a request of its own, it belonged to the ticket's order and asked for a subtask there."""
    subject_forbids = list(read[0].forbids) if read else []
    if subject_forbids and _forbids_said_in_body(read[0], read[1:]):
        # "NO REFUND PLEASE" over "please don't refund me, I'd like a new lid sent": the body's sentence holds it, and is the one quoted
        read[0].forbids = []
    if not read or read[0].role != "request" or not read[0].kinds:
        return
    if read[0].kinds == ["other"] and (read[0].why == ACCOUNT_CHANGE_WHY or (read[0].why == ACCOUNT_WORK_WHY and _LABEL_ONLY.match(read[0].text))):
        # "speaker late / email change" over a body asking to update the email: the title of that ask; so is a subject
        # that only names the detail ("email address") over a body asking to change it
        named = details_named(read[0].text)
        if any(s.is_request and "other" in s.kinds and named & details_named(s.text) for s in read[1:]):
            read[0].role, read[0].kinds, read[0].why = "attached", [], TITLE_WHY
        return
    if "other" in read[0].kinds:
        if restated_in_body(read[0], read[1:], subject_forbids) or titles_body_asks(read[0], read[1:], read):
            # "Do not refund, replace!" over "do not refund me, I want a working rack sent out": one ask, the body's
            # (what it asks not be done, the body asks too: the body's sentence is the one quoted)
            read[0].role, read[0].kinds, read[0].why, read[0].forbids = "attached", [], TITLE_WHY, []
        return
    if read[0].order and any(s.is_request and s.order and s.order != read[0].order for s in read[1:]):
        return  # a subject naming one order over a body about another: a request of its own
    body = {k for s in read[1:] if s.is_request for k in s.kinds}
    if read[0].kinds == ["damaged_item"] and _MISSING_WORD.search(read[0].text):
        # "lamp missing shade" over "The lamp came without the lampshade": the same thing told missing, one request, the
        # subject's (a claim the order then reads as a part of the lamp or, where the shade is a line, that line not delivered)
        # ("missing shade" over "the lampshade was not in the parcel", read as that line not delivered: the subject is its title)
        for s in read[1:]:
            if not s.is_request or beyond_claims(content_stems(read[0].text) - _MISSING_STEMS, content_stems(s.text)):
                continue
            if s.kinds == ["other"] and told_missing(s):
                s.role, s.kinds, s.why = "attached", [], TELLS_SUBJECT_AGAIN_WHY
            elif s.kinds == ["non_delivery"]:
                read[0].role, read[0].kinds, read[0].why = "attached", [], TITLE_WHY
                return
    if any(s.is_request and s.why.startswith(GOODS_INSTEAD) for s in read[1:]):
        body.add("question")  # "replacement?" over a body asking for one: the title of that ask, not a question of its own
    # "Boots falling apart" over "worn them every day since ... The sole is now peeling away": the body tells the damage as a
    # fault after use, which a person answers; the subject is its title, never a damage claim of its own
    # (only wear over a spell of use, "every day since the summer", not "stopped working after two uses", which may be a fault
    # it came with; and only a subject naming the goods that sentence, or the use told just before it, names: "Mug cracked"
    # over a worn kettle is a claim of its own)
    body |= {k for i, s in enumerate(read[1:], 1) if s.is_request and s.why.startswith(FAULT_AFTER_USE_WHY)
             and any(not _FEW_USES.search(words) for _, words in wear_in([read[i - 1].text, s.text] if i > 1 else [s.text]))
             and len(beyond_claims(content_stems(read[0].text), content_stems(s.text) | content_stems(read[i - 1].text if i > 1 else "")))
             < len(content_stems(read[0].text)) for k in s.doubted}
    # "Refund for chipped bowl" over "will the refund you did for the chipped salad bowl show up on my card?": the title of
    # the chase or the status question, whose words it uses, never a claim of its own
    body |= {k for s in read[1:] if s.is_request and s.kinds == ["other"] and s.why.startswith((STATUS_WHY, CHASED_WHY))
             and not beyond_claims(content_stems(read[0].text), content_stems(s.text)) for k in s.doubted}
    if set(read[0].kinds) <= body:
        read[0].role, read[0].kinds, read[0].why = "attached", [], TITLE_WHY


def _forbids_said_in_body(subject: ReadSentence, body: list[ReadSentence]) -> bool:
    """Whether a body sentence on the subject's order asks that the same things not be done, over as wide a scope."""
    return any(s.forbids and set(subject.forbids) <= set(s.forbids) and (not subject.order or not s.order or s.order == subject.order)
               and (not s.forbid_kinds or (subject.forbid_kinds and set(subject.forbid_kinds) <= set(s.forbid_kinds)))
               and s.role in ("request", "attached", "context") for s in body)


def restated_in_body(subject: ReadSentence, body: list[ReadSentence], forbids: list[str]) -> bool:
    """Whether a subject read as a request of kind `other` (asking that `forbids` not be done) says again what a body request of that kind asks, on the same
    order: the same things asked not to be done ("Do not refund, replace!" over "do not refund me, send a new one"), or no
    word the body request does not say ("Cancel my subscription" over "please cancel my subscription, I'm moving"), nor an
    account detail it does not name ("Change email address" over "could you change my address" is an ask of its own)."""
    for s in body:
        if not s.is_request or "other" not in s.kinds or (subject.order and s.order and s.order != subject.order):
            continue
        if forbids and set(forbids) <= set(s.forbids):
            return True
        stems = content_stems(subject.text)
        # the account details it names are the body's too ("Change email address" is not "change my address to 3 Pine Rd")
        if stems and not forbids and stems <= content_stems(s.text) and details_named(subject.text) <= details_named(s.text):
            return True
    return False


TELLS_SUBJECT_AGAIN_WHY = "tells again the thing the subject line says is missing: the subject's request"
_MISSING_WORD = re.compile(r"\b(?:missing|without|no)\b", re.I)
_MISSING_STEMS = content_stems("missing without")


_WHAT_CAME = re.compile(r"\b(?:sent|send|received|got|came|arrived|delivered|instead|in the (?:box|parcel))\b", re.I)


def _own_pick(read: list[ReadSentence]) -> None:
    """A ticket in which the customer says they picked it themselves ("I ordered the wrong size, my
    mistake"): a wrong-item request that says nothing of what came ("Wrong size" as a subject) is that
    change of mind (runs.own_choice_words.OWN_CHOICE). So is goods that do not suit the customer's own things
    ("wrong brush heads ... they don't fit my toothbrush model") when nothing in the ticket says the
    shop sent something other than the order (runs.own_choice_words.own_choice)."""
    if not own_choice(s.text for s in read if s.role != "injected"):
        return
    for s in read:
        if s.role == "request" and "wrong_item" in s.kinds and not _WHAT_CAME.search(s.text):
            s.kinds = [("change_of_mind" if k == "wrong_item" else k) for k in s.kinds]
            s.kinds = list(dict.fromkeys(s.kinds))
            s.spans["change_of_mind"] = s.spans.pop("wrong_item")


# The customer says they have not made up their mind: "I haven't decided yet, just asking for now."
_UNDECIDED = re.compile(r"\b(?:haven'?t|havent|have\s+not|not|not\s+yet)\s+(?:yet\s+|quite\s+|really\s+)?(?:decided|made\s+up\s+(?:my|our)\s+minds?)\b"
                        r"|\bundecided\b|\bnot\s+sure\s+yet\b|\b(?:just|only)\s+(?:asking|wondering|curious|checking)\b"
                        r"|\bstill\s+(?:deciding|thinking\s+(?:about\s+it|it\s+over)|on\s+the\s+fence)\b", re.I)
UNDECIDED_WHY = "a question about returning, from a customer who says they have not decided: answered, nothing is sent back"


def _undecided(read: list[ReadSentence]) -> None:
    """A ticket in which the customer says they have not decided ("just asking for now"): a question
    about sending something back ("Can I still return the lamp?") asks about the policy; it is
    answered by a person (kind `other`), and no return is started on it."""
    if not any(s.role != "injected" and _UNDECIDED.search(s.text) for s in read):
        return
    for s in read:
        if s.role == "request" and "change_of_mind" in s.kinds and s.text.rstrip().endswith("?"):
            s.doubted = [*s.doubted, "change_of_mind"]
            s.kinds = list(dict.fromkeys(["other" if k == "change_of_mind" else k for k in s.kinds]))
            s.spans.pop("change_of_mind", None)
            s.why = UNDECIDED_WHY


def _has_words(text: str) -> bool:
    """Whether a sentence says something a language can be told from: three words or more, not
    only capitalised ones (a name: "Isabella Rossi", "Umar Kowalski"; a sign-off: "Groetjes,")."""
    words = re.findall(r"[^\W\d_][^\W\d_'’-]*", text)
    return len(words) >= 3 and not all(w[0].isupper() for w in words)


def _mark_foreign(read: list[ReadSentence]) -> None:
    """A sentence in another language, in a ticket written mainly in English: the tables cannot read
    it, so a person does (kind `other`), unless it is in the signature after the sign-off."""
    signed_off = False
    for j, s in enumerate(read):
        if s.role == "injected":
            continue
        found = sentence_language(s.text) if (s.role not in ("request", "context") or s.kinds == ["other"]) and _has_words(s.text) else None
        if found is not None and not found.english:
            if signed_off:
                s.role, s.kinds, s.why = "context", [], f"the signature, in {found.language}"
            elif _closing(s, read[j + 1:], [r for r in read[:j] if r.role in ("request", "context", "attached")]):
                s.role, s.kinds, s.why = "context", [], f"the sign-off, in {found.language}"
                signed_off = True
            else:
                s.role, s.kinds, s.why = "request", ["other"], f"written in {found.language}: {NOT_ENGLISH_WHY}"
        if cut.signs_off(s.text):
            signed_off = True


# Thanks and good wishes that close a message, in the languages customers sign off in. Only a line
# that closes the message is read with these (see _closing); the language itself is lingua's.
_CLOSING_WORDS = re.compile(
    r"\b(?:merci|danke|dank|vielen|grazie|gracias|obrigad[oa]|bedankt|tack|takk|tak|kiitos|dziękuję|děkuji|köszönöm|teşekkür\w*|спасибо|"
    r"gr[üu](?:ß|ss)e|gru(?:ß|ss)|freundlichen|cordialement|salutations|bonne (?:journée|soirée|fin de journée)|bises|amitiés|buona (?:giornata|serata)|"
    r"saluti|cordiali|saludos|atentamente|cumprimentos|atenciosamente|abraços|groeten|groetjes|vriendelijke|hälsningar|hilsen|pozdrawiam|"
    r"pozdrav\w*|üdvözlettel|selamlar|saygılarımla|уважением)(?!\w)", re.I)


# Words that ask or move money or goods, in the languages customers sign off in: a closing line
# that holds one ("Merci, mais je voudrais un remboursement") asks something, however it opens.
_ASKS_IN_CLOSING = re.compile(
    r"(?:rembours|rimbors|reembols|erstatt|rückerstatt|terugbetal|återbetal|refund|zurück|retour|devol|renvoy|rimand|remplac|sostitu|reemplaz|"
    r"ersatz|échang|cambi|umtausch|annul|storn|cancel|adress|direcci|indirizz|voudrais|pourriez|pouvez|möchte|könnten|können|bitte|"
    r"quisiera|podría|pueden|vorrei|potrebbe|potete|gostaria|poderia|zou|kunnen|wil graag|skulle|vill"
    # ...or tell of goods gone wrong: broken, damaged, late, missing, wrong
    r"|cass|bris|abîm|endommag|kaputt|zerbroch|beschädig|gebroch|\brot[oa]s?\b|dañad|estropead|\brott[oaie]\b|danneggi|partid|quebrad|danificad|"
    r"kapot|beschadig|sönder|trasig|retard|verspät|\btarde\b|ritard|atras|manque|fehlt|falt[aó]|manca|ontbre|saknas|\bfaux\b|mauvais|falsch|"
    r"equivocad|sbagliat|errad|verkeerd)", re.I)


def _cognates(text: str, named: set[str]) -> bool:
    """Whether a sentence in another language names what the English requests name, by the first four
    letters of a word ("la lámpara" beside "the lamp shade"): then it is about the goods, not a closing."""
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    heads = {w[:4] for w in re.findall(r"[a-z]{4,}", plain)}
    return bool(heads & {w[:4] for w in named if len(w) >= 4})


def _closing(s: ReadSentence, after: list[ReadSentence], asked: list[ReadSentence] = ()) -> bool:
    """Whether a sentence in another language is the message's sign-off ("Merci beaucoup et bonne
    journée,"): thanks or good wishes, asking nothing (no question, no number), with nothing after
    it but a name or a signature. A longer closing line ("Merci beaucoup et bonne journée, je suis
    très déçue mais ça arrive.") is one when it opens with the thanks, holds no word that asks or
    moves money or goods, and names nothing the requests before it (`asked`) name."""
    words = re.findall(r"[^\W\d_]+", s.text)
    if not (_CLOSING_WORDS.search(s.text) and "?" not in s.text and not re.search(r"\d", s.text)
            and all(t.role == "injected" or not _has_words(t.text) or cut.signs_off(t.text) for t in after)):
        return False
    if len(words) <= 8:
        return True
    opens = _CLOSING_WORDS.search(" ".join(words[:3]))
    named = set().union(*(content_stems(r.text) for r in asked)) if asked else set()
    return bool(opens) and len(words) <= 20 and not _ASKS_IN_CLOSING.search(s.text) and not _cognates(s.text, named)
