"""Words a subject line files its asks under, naming nothing the body must ask by name: "Invoice query and damaged
stock" over a body asking the chipped mugs refunded and a corrected invoice (blind round ver26c, VER26C-06).

A subject is the title of the body's asks when every word it names is named by one of them (subject_titles.py). "query"
and "stock" are named by none ("the consignment of enamel mugs", "issue a corrected invoice"), so the subject went to a
person as a request of its own beside the invoice the body already hands them. A word that only labels what kind of mail
it is ("query", "question", "issue", "complaint") or calls the goods in general ("stock", "goods", "items", "products")
is left out of what the subject must have named; a subject of such words only ("Order query") keeps them all and is
read as before."""

from __future__ import annotations

from .stems import content_stems

_LABELS = content_stems("query queries question questions issue issues problem problems complaint complaints matter matters "
                        "concern concerns request requests enquiry enquiries inquiry inquiries regarding re about various several "
                        "stock goods items item products product merchandise consignment")


def without_title_labels(stems: frozenset[str]) -> frozenset[str]:
    """A subject's stems less the words that only label the mail or call the goods in general, unless nothing else is left."""
    return frozenset(stems - _LABELS) or stems


# The words a subject names a kind of claim by, which a body request of that kind names by being one: "damaged stock" over
# "three of the mugs were chipped" (the chipped mugs are the damage the subject files them under).
_KIND_WORDS = {
    "damaged_item": content_stems("damaged damage broken faulty"),
    "wrong_item": content_stems("wrong incorrect"),
    "non_delivery": content_stems("missing undelivered lost"),
    "late_delivery": content_stems("late delayed"),
    "duplicate_charge": content_stems("charged twice double duplicate"),
}


def kind_words(kinds: list[str]) -> frozenset[str]:
    """The words naming the kinds of claim a body request is, which a subject may file it under."""
    return frozenset().union(*(_KIND_WORDS.get(k, frozenset()) for k in kinds))
