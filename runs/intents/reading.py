"""The screener's reading of a ticket: one ReadSentence per sentence (what it asks, or why it is
context), and the Reading of the whole ticket (its requests, their orders and kinds)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import sentences as cut
from ..shop.kinds import NOT_A_CASE
from .cues import KINDS

# A statement telling more of the request beside it (runs/intents/unread.py); read by the subject line's check too.
TELLS_MORE = "tells more of the request next to it"
SETTLED_WHY = "a past problem the customer says was settled"
# Why a problem told is no claim now: settled (here or elsewhere), taken back, or its remedy declined.
# No money may follow such a sentence (the guard's request_in_ticket reads `settles`).
DECLINED_WHY = "the customer declines the refund for it"
# a sentence in a language the screener does not read (passes.py): "written in Spanish: the screener reads English only"
NOT_ENGLISH_WHY = "the screener reads English only"
FEE_WAIVED_WHY = "the customer says in a later sentence that the delivery fee need not be refunded"
GOODS_WAVED_WHY = "a problem with the goods the customer waves off, asking nothing for it"
# A subject line whose claim the body settles or takes back ("Cracked pot" over "a replacement came, you can close this"),
# or that the body says to ignore ("it arrived on time in the end, so ignore the subject").
SUBJECT_SETTLED_WHY = "the subject line names a problem the body says was settled or takes back: it asks nothing"
SUBJECT_SET_ASIDE_WHY = "the body says to ignore the subject line: it asks nothing"
# A claim only told beside a dispute open with a third party (disputes_open.py): its money is the third party's to pay.
DISPUTE_OPEN_CLAIM_WHY = "a problem the customer has taken to a third party (an open dispute or claim): nothing is paid beside it"
# A problem only believed, told of or seen so, then said not so ("I thought it was cracked but it was just a hair"):
# runs/intents/problem_thought_not_so.py.
THOUGHT_NOT_SO_WHY = ("a problem the customer believed, was told of, or that only looked so, and then says was not so "
                      "(\"I thought it was cracked but it was just a hair\"): no claim, nothing is paid")
SETTLED_WHYS = frozenset({THOUGHT_NOT_SO_WHY, DISPUTE_OPEN_CLAIM_WHY, SETTLED_WHY, SUBJECT_SETTLED_WHY, SUBJECT_SET_ASIDE_WHY, DECLINED_WHY, "a past problem the next sentence says was settled", "the customer takes it back or asks nothing for it",
                          "the customer takes it back in the next sentence", "the customer declines the remedy in the next sentence",
                          FEE_WAIVED_WHY})


@dataclass
class ReadSentence:
    """One sentence as the screener read it. `role`: request (it asks for `kinds`, or is `other`),
    context (a problem told but not asked about: `why` says which), attached (a request for the
    remedy of the requests around it), courtesy, statement, or injected (removed)."""

    index: int
    text: str
    start: int
    end: int
    role: str
    kinds: list[str] = field(default_factory=list)
    why: str = ""
    order: str = ""
    amounts: list[cut.Amount] = field(default_factory=list)
    spans: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    weak: list[tuple[int, int]] = field(default_factory=list)
    paragraph: int = 0
    doubted: list[str] = field(default_factory=list)  # kinds a problem word named, not read as claimed (`why` says why)
    forbids: list[str] = field(default_factory=list)  # actions the customer asks NOT to be taken ("don't refund it to my card")
    forbid_kinds: list[str] = field(default_factory=list)  # the kinds a declined refund is of ("no need to refund that [chipped mug]"); empty: all
    asks_return: bool = False  # it asks for the goods to go back, whatever money it declines ("tell me how to send the medium back")
    also: list[str] = field(default_factory=list)  # further orders the same request is about ("both my orders were charged twice")
    other_than: str = ""  # an order the request is NOT about: it points at another the ticket gives no number for ("my other order")
    kinds_by_order: dict[str, list[str]] = field(default_factory=dict)  # a sentence telling each of several orders its own problem
    order_unsure: bool = False  # the ticket names several orders and the sentence's is only the first of a list it inherited ("re: SU-1 / SU-2 / SU-3")
    order_carried: bool = False  # the ticket numbers several orders and the sentence's is the one told of before it, not named in it
    not_goods: list[str] = field(default_factory=list)  # goods the request says it is NOT about ("the cables, not the monitor")
    about: str = ""  # what a refusal's "that" / "it" stands for when it names no goods of its own: the nearest clause before it naming goods
    alternative: str = ""  # a remedy accepted only if the one asked first cannot be given ("or if that's not possible a replacement would do")
    restates: list[int] = field(default_factory=list)  # the requests an attached sentence only restates (restatements.py): the run page shows it with their subtasks

    def about_order(self, order_ref: str) -> bool:
        """Whether the sentence is about this order: one naming no order is about every order but one it
        says it is not about ("the lamp from my other order"); one naming orders, about those."""
        mine = cut.normalise_ref(order_ref) if order_ref else ""
        if not mine:
            return True
        if self.other_than and cut.normalise_ref(self.other_than) == mine:
            return False
        return not self.order or mine in {cut.normalise_ref(o) for o in (self.order, *self.also)}

    def kinds_on(self, order_ref: str) -> list[str]:
        """The kinds the sentence asks of this order: "SU-1 the quilt came torn ... SU-2 the rug never got here" asks
        the damage of SU-1 and the non-delivery of SU-2; a kind no order was told apart for (`other`) is its first order's."""
        if not self.about_order(order_ref):
            return []
        if not self.kinds_by_order or not order_ref:
            return list(self.kinds)
        mine = cut.normalise_ref(order_ref)
        split = {k for kinds in self.kinds_by_order.values() for k in kinds}
        own = next((kinds for o, kinds in self.kinds_by_order.items() if cut.normalise_ref(o) == mine), [])
        first = cut.normalise_ref(self.order) == mine
        return [k for k in self.kinds if k in own or (first and k not in split)]

    @property
    def orders(self) -> list[str]:
        """The orders the sentence names or points at ([] when it points at none)."""
        return [o for o in dict.fromkeys([self.order, *self.also]) if o]

    @property
    def is_request(self) -> bool:
        return self.role == "request"

    @property
    def settles(self) -> list[str]:
        """The kinds of problem this sentence tells of as settled, taken back or declined."""
        return [k for k in self.kinds if k not in NOT_A_CASE] if self.role == "context" and self.why in SETTLED_WHYS else []

    def as_payload(self) -> dict:
        out = {"i": self.index, "text": self.text, "role": self.role, "kinds": self.kinds}
        # the optional fields, in this order, only when set (a payload names what the reading found, nothing more)
        for name in ("why", "order", "also", "other_than", "order_unsure", "kinds_by_order", "amounts", "doubted", "forbids",
                     "forbid_kinds", "asks_return", "not_goods", "about", "alternative", "restates"):
            if value := getattr(self, name):
                out[name] = [a.as_payload() for a in value] if name == "amounts" else value
        return out


@dataclass
class Reading:
    """What the screener read in a ticket: every sentence, the requests among them, the passages it
    removed as injected, and the order numbers named."""

    sentences: list[ReadSentence]
    removed: list[dict]
    orders: list[str]
    # {an order number the customer corrected: the number they meant} ("Sorry, I meant order 2, not 1")
    corrected: dict[str, str] = field(default_factory=dict)

    @property
    def requests(self) -> list[ReadSentence]:
        return [s for s in self.sentences if s.is_request]

    @property
    def intents(self) -> list[str]:
        named = {k for s in self.requests for k in s.kinds}
        return [k for k in KINDS if k in named]

    @property
    def known_kinds(self) -> list[str]:
        """The kinds read that the runtime can act on by itself (all but `other`)."""
        return [k for k in self.intents if k != "other"]

    @property
    def flags(self) -> list[str]:
        return list(dict.fromkeys(a.flag for s in self.sentences if s.role != "injected" for a in s.amounts if a.flag))

    def as_payload(self) -> dict:
        return {"intents": self.intents, "orders": self.orders, "sentences": [s.as_payload() for s in self.sentences],
                "removed": [removed_payload(p) for p in self.removed], "flags": self.flags}


def removed_payload(passage: dict) -> dict:
    """A removed passage as recorded: the customer's own characters and where they stand, and what they were read as
    when hidden or look-alike characters made that differ (runs/hidden_characters.py)."""
    return {k: passage[k] for k in ("text", "start", "end", "read_as") if k in passage}
