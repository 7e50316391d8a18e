"""Horizontal bar charts laid out for an inline SVG: the bars, their scale and their geometry.

Knows nothing of the database: a chart is given its bars (a label, a value, a tone) and works
out where each one goes; the metrics selectors decide what the bars count."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Bar:
    label: str
    value: float
    tone: str = "info"
    display: str = ""
    href: str = ""
    detail: str = ""


@dataclass
class Chart:
    key: str
    title: str
    caption: str
    bars: list[Bar]
    unit: str = "runs"
    notes: list[str] = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    WIDTH = 520
    LABEL = 220  # the longest guard check's name ("damage not caused at home") fits beside its bar
    ROW = 28
    BAR = 18

    @property
    def total(self) -> float:
        return sum(b.value for b in self.bars)

    @property
    def height(self) -> int:
        return self.ROW * max(len(self.bars), 1) + 8

    @property
    def rows(self) -> list[dict]:
        """Bars laid out for the SVG: widths scaled to the largest value."""
        top = max((b.value for b in self.bars), default=0) or 1
        span = self.WIDTH - self.LABEL - 60
        total = self.total or 1
        out = []
        for i, b in enumerate(self.bars):
            width = 0 if b.value <= 0 else max(2, round(span * b.value / top))
            out.append({"bar": b, "y": 4 + i * self.ROW, "text_y": 4 + i * self.ROW + self.BAR - 5, "width": width,
                        "value_x": self.LABEL + width + 6, "share": round(100 * b.value / total) if self.total else 0,
                        "display": b.display or _number(b.value)})
        return out


def _number(value: float) -> str:
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,.1f}"
