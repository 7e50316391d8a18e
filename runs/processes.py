"""Stopping a child process that runs in its own session (a worker, a server), with whatever it
forked: shared by the crash test and the tests that start real processes."""

from __future__ import annotations

import os
import signal
import subprocess


def stop_group(proc: subprocess.Popen | None, timeout: float = 20.0) -> None:
    """Warm shutdown (SIGTERM), then SIGKILL for whatever is left of its process group."""
    if proc is None:
        return
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # a pool child left behind, if any
    except ProcessLookupError:
        pass
    if proc.poll() is None:
        proc.wait(10)
