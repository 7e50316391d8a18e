"""The `<id:...>` path converter, for pages and sockets: registered once, when this is imported."""

from django.urls import register_converter


class IdConverter:
    """A row id: digits that fit a 64-bit key (a longer number is a 404, not a database overflow)."""

    regex = "[0-9]{1,18}"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value) -> str:
        return str(value)


register_converter(IdConverter, "id")
