"""Research adapters: OpenSpiel, PettingZoo and Gymnasium (the ``research`` extra).

Importing this package costs nothing; each adapter module imports its library
(and numpy) when it is itself imported. All three read the same fixed-size
encoding, ``game.encoding()``, from the game's own ``encoding.py``.

* ``corsairs.interop.openspiel``: registers ``python_<game>`` for ``pyspiel.load_game``.
* ``corsairs.interop.pettingzoo``: ``aec_env(game, players=…)``, an AEC environment.
* ``corsairs.interop.gymnasium``: ``SeatEnv``, one learner seat against our bots,
  registered as ``corsairs/<Game>-v0``.

See docs/research.md.
"""
