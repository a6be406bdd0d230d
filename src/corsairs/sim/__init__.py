"""Simulations at scale and balance reports (``corsairs simulate``).

:func:`corsairs.sim.run.simulate` plays the games, :mod:`corsairs.sim.report`
writes the report; each game says what to measure in its ``report.py``.
"""

from corsairs.sim.run import RunResult, RunSpec, make_spec, play_batch, simulate
from corsairs.sim.tally import Histogram, Tally

__all__ = ["Histogram", "RunResult", "RunSpec", "Tally", "make_spec", "play_batch", "simulate"]
