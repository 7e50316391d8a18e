"""The peers `make bench` walks the same scripted ticket with: one durable step per tool call.

Each peer gets the ticket as our runtime walked it (a list of turns, each a list of the tool
results that turn recorded) and persists every result as one durable step, on its own scratch
PostgreSQL database:
- floor: one INSERT + COMMIT per step with psycopg (what a step cannot cost less than);
- DBOS: one workflow per ticket, one @DBOS.step per tool call (its system database checkpoints each);
- LangGraph: a StateGraph looping one node per tool call, compiled with PostgresSaver, invoked with
  durability="sync" (each step's checkpoint is written before the next step starts).
A peer whose package is not installed (`pip install -e '.[bench]'`) is reported as missing, not run.
"""

from __future__ import annotations

import json
import operator
import time
import uuid
from typing import Annotated, TypedDict


class Missing(Exception):
    """The peer's package is not installed."""


class Floor:
    name = "floor"

    def __init__(self, url: str):
        import psycopg

        self.conn = psycopg.connect(url)
        with self.conn.cursor() as cur:
            cur.execute("CREATE TABLE IF NOT EXISTS floor_step (id bigserial PRIMARY KEY, run text NOT NULL, step int NOT NULL, payload jsonb NOT NULL)")
        self.conn.commit()

    def walk(self, turns: list[list[dict]]) -> int:
        run, n = uuid.uuid4().hex, 0
        for turn in turns:
            for result in turn:
                n += 1
                with self.conn.cursor() as cur:
                    cur.execute("INSERT INTO floor_step (run, step, payload) VALUES (%s, %s, %s)", (run, n, json.dumps(result)))
                self.conn.commit()
        return n

    def close(self) -> None:
        self.conn.close()


class Dbos:
    name = "dbos"

    def __init__(self, url: str):
        try:
            from dbos import DBOS
        except ImportError as exc:
            raise Missing("dbos") from exc
        self.DBOS = DBOS

        DBOS(config={"name": "supervisor-bench", "system_database_url": url, "log_level": "WARNING", "console_log_level": "WARNING"})

        @DBOS.step()
        def tool_call(result: dict) -> dict:
            return result

        @DBOS.workflow()
        def ticket(turns: list[list[dict]]) -> int:
            n = 0
            for turn in turns:
                for result in turn:
                    tool_call(result)
                    n += 1
            return n

        self.ticket = ticket
        DBOS.launch()

    def walk(self, turns: list[list[dict]]) -> int:
        return self.ticket(turns)

    def close(self) -> None:
        self.DBOS.destroy(destroy_registry=True)


class Walked(TypedDict):
    steps: list
    at: int
    results: Annotated[list, operator.add]


class LangGraph:
    name = "langgraph"

    def __init__(self, url: str):
        try:
            from langgraph.checkpoint.postgres import PostgresSaver
            from langgraph.graph import END, START, StateGraph
        except ImportError as exc:
            raise Missing("langgraph / langgraph-checkpoint-postgres") from exc
        self._saver_cm = PostgresSaver.from_conn_string(url)
        saver = self._saver_cm.__enter__()
        saver.setup()

        def tool_call(state: Walked) -> dict:
            return {"at": state["at"] + 1, "results": [state["steps"][state["at"]]]}

        graph = StateGraph(Walked)
        graph.add_node("tool_call", tool_call)
        graph.add_edge(START, "tool_call")
        graph.add_conditional_edges("tool_call", lambda s: "tool_call" if s["at"] < len(s["steps"]) else END)
        self.graph = graph.compile(checkpointer=saver)

    def walk(self, turns: list[list[dict]]) -> int:
        steps = [result for turn in turns for result in turn]
        config = {"configurable": {"thread_id": uuid.uuid4().hex}, "recursion_limit": len(steps) + 10}
        out = self.graph.invoke({"steps": steps, "at": 0, "results": []}, config, durability="sync")
        return len(out["results"])

    def close(self) -> None:
        self._saver_cm.__exit__(None, None, None)


PEERS = {"floor": Floor, "dbos": Dbos, "langgraph": LangGraph}


def timed_walk(peer, turns: list[list[dict]]) -> tuple[float, int]:
    began = time.perf_counter()
    steps = peer.walk(turns)
    return (time.perf_counter() - began) * 1000, steps
