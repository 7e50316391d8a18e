"""`/audit/replans/`: every plan revision across runs, by the agent or a person, with filters, a
side-by-side diff per replan, and CSV/JSONL exports of the filtered set (streamed). CSV cells that
a spreadsheet would read as a formula are written as text."""

from __future__ import annotations

import csv
import json

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.utils import timezone
from django.views.decorators.http import require_GET

from supervisor.filters import ReplanFilter
from supervisor.selectors import audit
from supervisor.views.access import rule_required

PAGE_SIZE = 25
CSV_COLUMNS = ["replan_id", "run_id", "ticket", "turn", "event_seq", "actor", "actor_kind", "created_at", "trigger",
               "added", "removed", "changed", "old_plan", "new_plan", "diff"]


@require_GET
@login_required
@rule_required("view_dashboard")
def replan_list(request: HttpRequest) -> HttpResponse:
    filters = ReplanFilter(request.GET or None, queryset=audit.replan_queryset())
    refused = _refused(filters)
    page = Paginator(filters.qs.none() if refused else filters.qs, PAGE_SIZE).get_page(request.GET.get("page"))
    page.object_list = [audit.replan_view(r) for r in page.object_list]
    template = "supervisor/audit/replans.html"
    query = request.GET.copy()
    query.pop("page", None)
    status = 400 if refused else 200
    context = {"filters": filters, "page": page, "export_query": query.urlencode()}
    if request.htmx:  # the table, and the export links out of band so they export what the table shows
        return HttpResponse(render_to_string(template + "#replans-table", context, request)
                            + render_to_string(template + "#replan-exports", {**context, "oob": True}, request),
                            status=status)
    return render(request, template, context, status=status)


def _refused(filters: ReplanFilter) -> bool:
    """A filter value the form refuses (a run number that is not a whole number an id can be) is
    shown as the form's error over an empty list, never dropped to list everything."""
    return filters.is_bound and not filters.is_valid()


def _refusal(filters: ReplanFilter) -> HttpResponse:
    problems = "; ".join(f"{name}: {' '.join(errors)}" for name, errors in filters.errors.items())
    return HttpResponse(f"The filter was refused ({problems})\n", status=400, content_type="text/plain; charset=utf-8")


@require_GET
@login_required
@rule_required("view_dashboard")
def replan_detail(request: HttpRequest, replan_id: int) -> HttpResponse:
    replan = get_object_or_404(audit.replan_queryset(), pk=replan_id)
    return render(request, "supervisor/audit/replan_detail.html", {"view": audit.replan_view(replan)})


class _Echo:
    """A file-like object whose write returns the line, for csv.writer in a streaming response."""

    def write(self, value: str) -> str:
        return value


def _export_filters(request: HttpRequest) -> ReplanFilter:
    return ReplanFilter(request.GET or None, queryset=audit.replan_queryset())


def _rows(filters: ReplanFilter):
    return (audit.replan_record(r) for r in filters.qs.iterator(chunk_size=500))


def _filename(ext: str) -> str:
    return f"replans-{timezone.now():%Y%m%d-%H%M%S}.{ext}"


FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value):
    """A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
    apostrophe, so it is shown as the text it is. Numbers are left as numbers."""
    if isinstance(value, str) and value.startswith(FORMULA_LEADS):
        return "'" + value
    return value


@require_GET
@login_required
@rule_required("export_audit")
def replan_export_csv(request: HttpRequest) -> HttpResponse:
    filters = _export_filters(request)
    if _refused(filters):
        return _refusal(filters)
    writer = csv.writer(_Echo())

    def lines():
        yield writer.writerow(CSV_COLUMNS)
        for record in _rows(filters):
            yield writer.writerow([spreadsheet_safe(json.dumps(record[c], sort_keys=True) if isinstance(record[c], (list, dict)) else record[c])
                                   for c in CSV_COLUMNS])

    response = StreamingHttpResponse(lines(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{_filename("csv")}"'
    return response


@require_GET
@login_required
@rule_required("export_audit")
def replan_export_jsonl(request: HttpRequest) -> HttpResponse:
    filters = _export_filters(request)
    if _refused(filters):
        return _refusal(filters)
    lines = (json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n" for record in _rows(filters))
    response = StreamingHttpResponse(lines, content_type="application/jsonl; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{_filename("jsonl")}"'
    return response
