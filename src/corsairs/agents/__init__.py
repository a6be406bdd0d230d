"""Bots: a common interface, a registry of spec strings, and the generic searchers."""

from corsairs.agents.base import Agent, RandomAgent
from corsairs.agents.registry import (
    GENERIC_NAMES,
    added_bots,
    agent_maker,
    agent_names,
    bots_help,
    default_bot,
    generic_bots,
    levels,
    make_agent,
    parse_spec,
    register_agent,
    register_levels,
    resolve_level,
    split_agents,
)

__all__ = [
    "GENERIC_NAMES",
    "Agent",
    "RandomAgent",
    "added_bots",
    "agent_maker",
    "agent_names",
    "bots_help",
    "default_bot",
    "generic_bots",
    "levels",
    "make_agent",
    "parse_spec",
    "register_agent",
    "register_levels",
    "resolve_level",
    "split_agents",
]
