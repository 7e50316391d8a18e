"""A small HTML tree for the live-update tests: parse a page, apply the htmx out-of-band swaps a
socket pushed to it (as htmx 2's ws extension does), and compare it with a freshly fetched page.

Only what the dashboard's templates use: elements with explicit end tags, void elements, text.
Comparison ignores whitespace-only text and runs of whitespace (a region rendered alone and the
same region inside its page differ only there) and the masked CSRF tokens (masked afresh on every
render, all valid for the same cookie).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass(eq=False)
class Element:
    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list = field(default_factory=list)  # Element | str
    parent: Element | None = None

    def elements(self):
        """This element and every element inside it, in document order."""
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.elements()

    def by_id(self, element_id: str) -> Element | None:
        return next((e for e in self.elements() if e.attrs.get("id") == element_id), None)

    def replace_with(self, other: Element) -> None:
        siblings = self.parent.children
        siblings[siblings.index(self)] = other
        other.parent = self.parent

    def append(self, child) -> None:
        self.children.append(child)
        if isinstance(child, Element):
            child.parent = self


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        element = Element(tag, dict(attrs))
        self.stack[-1].append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].append(Element(tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return
        raise ValueError(f"</{tag}> closes nothing open")

    def handle_data(self, data):
        self.stack[-1].append(data)


def parse(html: str) -> Element:
    builder = _Builder()
    builder.feed(html)
    builder.close()
    return builder.root


def apply_swaps(page: Element, message: str) -> list[str]:
    """Apply one pushed message to `page` as the ws extension does; the ids it swapped."""
    swapped = []
    for element in [c for c in parse(message).children if isinstance(c, Element)]:
        how = element.attrs.pop("hx-swap-oob", None) or "true"
        style, _, selector = how.partition(":")
        if how == "true":
            style, selector = "outerHTML", "#" + element.attrs["id"]
        assert selector.startswith("#"), how
        target = page.by_id(selector[1:])
        assert target is not None, f"nothing on the page has the id {selector}"
        if style == "outerHTML":
            target.replace_with(element)
        elif style == "beforeend":
            for child in element.children:
                target.append(child)
        else:
            raise AssertionError(f"unexpected swap style {style}")
        swapped.append(selector[1:])
    return swapped


_SPACE = re.compile(r"\s+")


def canonical(element: Element) -> str:
    """The element as text, for comparing two trees."""
    out: list[str] = []

    def walk(node):
        if isinstance(node, str):
            text = _SPACE.sub(" ", node).strip()
            if text:
                out.append(escape(text, quote=False))
            return
        attrs = dict(node.attrs)
        if attrs.get("name") == "csrfmiddlewaretoken":
            attrs["value"] = "(token)"
        out.append("<" + node.tag + "".join(f' {k}="{escape(v or "")}"' for k, v in sorted(attrs.items())) + ">")
        for child in node.children:
            walk(child)
        if node.tag not in VOID:
            out.append(f"</{node.tag}>")

    walk(element)
    return "\n".join(out)
