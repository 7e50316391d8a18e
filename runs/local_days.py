"""The shop's calendar: which day a moment falls on where the shop is.

A promised-by date, a 30-day window and "today" are days of the shop's calendar, not of UTC and not
of the customer's offset: a parcel promised by 9 May and delivered at 10:40 pm Pacific on the 9th
came on time, though it is already the 10th in UTC. Datetimes are stored in UTC (Django's USE_TZ);
every day the policy, the guard, the judge and the agents count is taken here, in the zone a
ticket is judged in: the ticket's own `time_zone` when it names one (an eval case whose world is a
shop elsewhere), else the shop's `SHOP_TIME_ZONE` setting (an IANA name, "UTC" by default, so an
install that sets nothing keeps the UTC day it always had).
"""

from __future__ import annotations

from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings

__all__ = ["local_day", "shop_zone_name", "zone_name", "zone_problem"]


def zone_problem(name: object) -> str | None:
    """Why `name` is no IANA time zone ("America/Los_Angeles", "UTC"), or None when it is one."""
    if not isinstance(name, str) or not name.strip() or name != name.strip():
        return f"{name!r} is not an IANA time zone name (such as 'UTC' or 'America/Los_Angeles')"
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return f"{name!r} is not an IANA time zone name (such as 'UTC' or 'America/Los_Angeles')"
    return None


def shop_zone_name() -> str:
    """The shop's own zone (settings.SHOP_TIME_ZONE; UTC when an install names none)."""
    return getattr(settings, "SHOP_TIME_ZONE", "") or "UTC"


def zone_name(zone: str = "") -> str:
    """The zone a day is counted in: `zone` when given (a ticket's), else the shop's."""
    return zone or shop_zone_name()


def local_day(moment: object, zone: str = "") -> date | None:
    """The shop's day of `moment` in `zone` (the shop's zone when blank): an aware datetime or an
    ISO 8601 timestamp with an offset is converted; a naive one is UTC, as the database stores it;
    a date, or an ISO date alone ("2025-05-09", a promised-by day), is already a day of the
    shop's calendar and is kept as it is. None for nothing."""
    if moment is None or moment == "":
        return None
    if isinstance(moment, datetime):
        when = moment
    elif isinstance(moment, date):
        return moment
    else:
        text = str(moment).strip()
        if len(text) <= 10:
            return date.fromisoformat(text)
        when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.astimezone(ZoneInfo(zone_name(zone))).date()
