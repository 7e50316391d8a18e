"""The walk: how a run moves from a ticket to its reply, one recorded step at a time.

In the order a turn uses them:
- walker:    the loop (walk) and its steps (take_step): lease, screen, ask the model, apply, perform
- lease:     who walks a run (claim, release, the row lock and heartbeat)
- request:   the model's request for the next turn, built from the record
- turn:      applying a recorded answer's tool calls; the end of a turn (drift, phase exits)
- calls:     the one place tool calls are carried out (runs.tools declares them)
- context:   what a turn may touch (TurnContext); the run's clock, shop and agent are runs.world
- planning, decisions, reply: the checked changes the calls make
- exits:     phase exits, the guard on decide -> act, and when a refund waiting for a lead stops the run
- close:     the outcome and the close
"""

from .walker import walk

__all__ = ["walk"]
