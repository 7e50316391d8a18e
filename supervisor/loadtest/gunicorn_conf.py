"""gunicorn's settings for `manage.py loadtest`'s page workers (`-c python:supervisor.loadtest.gunicorn_conf`).

Each worker leaves the master's session for one of its own, as every daphne process of the load
test runs in its own: Linux (with autogroup scheduling, the default) shares a busy machine's cores
between sessions, so four workers in the master's one session would get a quarter of what four
daphne processes get, and a comparison of the two shapes would measure that instead. The master
still stops its workers (SIGTERM), and a worker whose master is gone exits by itself.
"""

import os


def post_fork(server, worker):
    os.setsid()
