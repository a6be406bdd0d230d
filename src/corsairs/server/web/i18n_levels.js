// The bot levels offered in the lobby (the ladder of docs/bots.md, `levels` in /api/games):
// the server's default name for its seat ("casual 2" shown as "Casual bot 2"), which without
// its number names the level everywhere (the lobby's choice, "Carl (Casual bot)" for a seat
// it plays, the log, the review: botLabel; French "Robot : détendu" read as a relaxed robot,
// a level that is no adjective of a robot), and a one-line description, in every language.
// French and Italian name the levels as their players' ladders do: débutant, intermédiaire, confirmé, expert; principiante, intermedio, avanzato, esperto.
// Kept apart from i18n.js so that the ladder's words change in one place.
// Below the ladder: the bots' own names, for a seat made with a plain spec (through the
// API, or before the ladder): "greedy" shown as "Greedy bot 3", named by how it plays and
// never by a strength word the ladder gives another bot.
import { CATALOGUE } from "./i18n.js";

Object.assign(CATALOGUE.en, {
  botdesc_plain: "One of this game's own bots: the game has no calibrated levels.",
  botdesc_added: "A bot this server adds (a plugin), not one of the calibrated levels.",
  botname_beginner: "Beginner bot {n}", botname_casual: "Casual bot {n}", botname_strong: "Strong bot {n}",
  botname_expert: "Expert bot {n}",
  leveldesc_beginner: "Plays like a newcomer: sound moves, and a newcomer's mistakes.",
  leveldesc_casual: "Plays at ease: sensible, sometimes careless. Good for a first game.",
  leveldesc_strong: "Plays carefully and weighs every risk: a real contest.",
  leveldesc_expert: "Thinks ahead about what may come: the strongest bot (at most a second a move).",
  botname_greedy: "Greedy bot {n}", botname_heuristic: "Card-counting bot {n}", botname_ismcts: "Monte Carlo bot {n}",
  botname_novice: "Novice bot {n}", botname_policy: "Quick bot {n}",
});

Object.assign(CATALOGUE.fr, {
  botdesc_plain: "Un des robots de ce jeu : il n'a pas de niveaux étalonnés.",
  botdesc_added: "Un robot que ce serveur ajoute (une extension), hors des niveaux étalonnés.",
  botname_beginner: "Robot débutant {n}", botname_casual: "Robot intermédiaire {n}", botname_strong: "Robot confirmé {n}",
  botname_expert: "Robot expert {n}",
  leveldesc_beginner: "Joue comme un débutant : des coups sensés, et quelques erreurs de débutant.",
  leveldesc_casual: "Joue sans se presser : raisonnable, parfois distrait. Idéal pour une première partie.",
  leveldesc_strong: "Joue avec soin et pèse chaque risque : un vrai adversaire.",
  leveldesc_expert: "Anticipe ce qui peut arriver : le robot le plus fort (une seconde au plus par coup).",
  botname_greedy: "Robot glouton {n}", botname_heuristic: "Robot compteur {n}", botname_ismcts: "Robot Monte-Carlo {n}",
  botname_novice: "Robot novice {n}", botname_policy: "Robot rapide {n}",
});

Object.assign(CATALOGUE.it, {
  botdesc_plain: "Uno dei bot di questo gioco, che non ha livelli tarati.",
  botdesc_added: "Un bot aggiunto da questo server (un plugin), fuori dai livelli tarati.",
  botname_beginner: "Bot principiante {n}", botname_casual: "Bot intermedio {n}", botname_strong: "Bot avanzato {n}",
  botname_expert: "Bot esperto {n}",
  leveldesc_beginner: "Gioca come un principiante: mosse sensate, e gli errori di chi comincia.",
  leveldesc_casual: "Gioca con calma: sensato, a volte distratto. Adatto alla prima partita.",
  leveldesc_strong: "Gioca con attenzione e valuta ogni rischio: una vera sfida.",
  leveldesc_expert: "Prevede ciò che può succedere: il bot più forte (al massimo un secondo per mossa).",
  botname_greedy: "Bot ingordo {n}", botname_heuristic: "Bot contacarte {n}", botname_ismcts: "Bot Monte Carlo {n}",
  botname_novice: "Bot novizio {n}", botname_policy: "Bot rapido {n}",
});

Object.assign(CATALOGUE.de, {
  botdesc_plain: "Einer der Bots dieses Spiels: Es hat keine geeichten Stufen.",
  botdesc_added: "Ein Bot, den dieser Server hinzufügt (ein Plugin), keine der geeichten Stufen.",
  botname_beginner: "Anfänger-Bot {n}", botname_casual: "Gemütlicher Bot {n}", botname_strong: "Starker Bot {n}",
  botname_expert: "Experten-Bot {n}",
  leveldesc_beginner: "Spielt wie ein Neuling: vernünftige Züge, aber auch Anfängerfehler.",
  leveldesc_casual: "Spielt gemütlich: vernünftig, manchmal unachtsam. Gut für das erste Spiel.",
  leveldesc_strong: "Spielt sorgfältig und wägt jedes Risiko ab: ein echter Gegner.",
  leveldesc_expert: "Denkt voraus, was kommen kann: der stärkste Bot (höchstens eine Sekunde pro Zug).",
  botname_greedy: "Gieriger Bot {n}", botname_heuristic: "Kartenzähler-Bot {n}", botname_ismcts: "Monte-Carlo-Bot {n}",
  botname_novice: "Neulings-Bot {n}", botname_policy: "Schneller Bot {n}",
});
