"""The arena: bots against bots with fair seating, confidence intervals and ratings."""

from corsairs.agents import split_agents
from corsairs.arena.core import ArenaError, Job, run_arena, schedule, wilson

__all__ = ["ArenaError", "Job", "run_arena", "schedule", "split_agents", "wilson"]
