"""Bots: a common interface, a registry of spec strings, and the generic searchers."""

from corsairs.agents.base import Agent, RandomAgent
from corsairs.agents.registry import agent_names, make_agent, parse_spec, register_agent

__all__ = ["Agent", "RandomAgent", "agent_names", "make_agent", "parse_spec", "register_agent"]
