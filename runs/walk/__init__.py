"""The walk: how a run moves from a ticket to its reply, one recorded step at a time.

The steps of a ticket's path (README "How a run works") that live here, each with its helpers:
- walker:    the loop (walk) and its steps (take_step): lease, screen, ask the model, apply, perform
             an effect; helpers: lease (who walks a run), request (the model's next request)
- turn:      applying a recorded answer's tool calls; the end of a turn (drift, phase exits);
             helper: exits (phase exits, the guard on decide -> act, waiting for a lead)
- calls:     the one place tool calls are carried out (runs.tools declares them); helpers:
             planning and decisions, the checked changes the calls make
- reply:     the reply checked, sent and kept; helper: close (the outcome and the close)
Beneath them, used by every step and using none: context (TurnContext, what a turn may touch)
and steps (a plan step is done when its acceptance holds).
"""

from .walker import walk

__all__ = ["walk"]
