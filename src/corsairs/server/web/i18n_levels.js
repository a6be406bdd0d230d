// The bot levels offered in the lobby (the ladder of docs/bots.md, `levels` in /api/games):
// each level's name on a seat ("Bot: casual"), the server's default name for its seat
// ("casual 2" shown as "Casual bot 2") and a one-line description, in every language.
// Kept apart from i18n.js so that the ladder's words change in one place.
import { CATALOGUE } from "./i18n.js";

Object.assign(CATALOGUE.en, {
  bot_beginner: "Bot: beginner", bot_casual: "Bot: casual", bot_strong: "Bot: strong", bot_expert: "Bot: expert",
  botname_beginner: "Beginner bot {n}", botname_casual: "Casual bot {n}", botname_strong: "Strong bot {n}",
  botname_expert: "Expert bot {n}",
  leveldesc_beginner: "Plays like a newcomer: sound moves, and a newcomer's mistakes.",
  leveldesc_casual: "A relaxed player: sensible, sometimes careless. Good for a first game.",
  leveldesc_strong: "Plays carefully and weighs every risk: a real contest.",
  leveldesc_expert: "Thinks ahead about what may come: the strongest bot (at most a second a move).",
});

Object.assign(CATALOGUE.fr, {
  bot_beginner: "Robot : débutant", bot_casual: "Robot : détendu", bot_strong: "Robot : fort", bot_expert: "Robot : expert",
  botname_beginner: "Robot débutant {n}", botname_casual: "Robot détendu {n}", botname_strong: "Robot fort {n}",
  botname_expert: "Robot expert {n}",
  leveldesc_beginner: "Joue comme un débutant : des coups sensés, et les erreurs d'un débutant.",
  leveldesc_casual: "Un joueur détendu : raisonnable, parfois distrait. Idéal pour une première partie.",
  leveldesc_strong: "Joue avec soin et pèse chaque risque : une vraie partie.",
  leveldesc_expert: "Anticipe ce qui peut arriver : le robot le plus fort (une seconde au plus par coup).",
});

Object.assign(CATALOGUE.it, {
  bot_beginner: "Bot: principiante", bot_casual: "Bot: tranquillo", bot_strong: "Bot: forte", bot_expert: "Bot: esperto",
  botname_beginner: "Bot principiante {n}", botname_casual: "Bot tranquillo {n}", botname_strong: "Bot forte {n}",
  botname_expert: "Bot esperto {n}",
  leveldesc_beginner: "Gioca come un principiante: mosse sensate, e gli errori di chi comincia.",
  leveldesc_casual: "Un giocatore tranquillo: sensato, a volte distratto. Adatto alla prima partita.",
  leveldesc_strong: "Gioca con attenzione e valuta ogni rischio: una vera sfida.",
  leveldesc_expert: "Prevede ciò che può succedere: il bot più forte (al massimo un secondo per mossa).",
});

Object.assign(CATALOGUE.de, {
  bot_beginner: "Bot: Anfänger", bot_casual: "Bot: gemütlich", bot_strong: "Bot: stark", bot_expert: "Bot: Experte",
  botname_beginner: "Anfänger-Bot {n}", botname_casual: "Gemütlicher Bot {n}", botname_strong: "Starker Bot {n}",
  botname_expert: "Experten-Bot {n}",
  leveldesc_beginner: "Spielt wie ein Neuling: vernünftige Züge und die Fehler eines Neulings.",
  leveldesc_casual: "Ein gemütlicher Spieler: vernünftig, manchmal unachtsam. Gut für das erste Spiel.",
  leveldesc_strong: "Spielt sorgfältig und wägt jedes Risiko ab: ein echter Gegner.",
  leveldesc_expert: "Denkt voraus, was kommen kann: der stärkste Bot (höchstens eine Sekunde pro Zug).",
});
