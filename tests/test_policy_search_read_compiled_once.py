"""search_policy reads the policy documents with a statement compiled once (runs.shop.backend._POLICIES): the ORM's
own `PolicyDocument.objects.order_by("ref")` statement, and the same documents found, for queries in several
words (typos, stop words only, nothing matching), with documents added and changed between searches."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.shop import backend as shop_backend
from runs.shop import models as shop
from runs.shop.backend import DemoShop
from runs.evals.world import ensure_policies

pytestmark = pytest.mark.django_db

QUERIES = ["damaged item arrived broken", "DUPLICATE charge, billing error!!", "the and for with", "", "late delivery fee refund",
           "parcel never arrived / lost", "change of mind return", "xyzzy plugh"]


def _orm_search(query: str) -> list[dict]:
    import re

    words = {w for w in re.findall(r"[a-z]+", query.lower()) if len(w) > 2 and w not in shop_backend.STOP_WORDS}
    scored = []
    for doc in shop.PolicyDocument.objects.order_by("ref"):
        haystack = set(re.findall(r"[a-z]+", f"{doc.title} {doc.keywords} {doc.case_type.replace('_', ' ')}".lower()))
        if score := len(words & haystack):
            scored.append((-score, doc.ref, doc))
    scored.sort()
    return [{"ref": d.ref, "title": d.title, "case_type": d.case_type, "text": d.body} for _, _, d in scored[:3]]


def _captured(read):
    with CaptureQueriesContext(connection) as queries:
        got = read()
    return got, [(q["sql"], q.get("params")) for q in queries.captured_queries]


def test_policy_search_reads_as_the_orm_reads_and_finds_the_same():
    ensure_policies()
    for round_ in range(2):
        for query in QUERIES:
            assert _captured(lambda: DemoShop().search_policy(query)) == _captured(lambda: _orm_search(query))
        # a document added and one changed between searches are seen by the next one
        shop.PolicyDocument.objects.create(ref=f"POL-ZZ{round_}", title="Broken parcel extra", case_type="damaged_item",
                                           keywords="damaged broken lost", body=f"round {round_}")
        shop.PolicyDocument.objects.filter(ref=shop.PolicyDocument.objects.order_by("ref").first().ref).update(title="Lost parcels")
    assert any(d["ref"].startswith("POL-ZZ") for d in DemoShop().search_policy("damaged broken lost parcel"))
