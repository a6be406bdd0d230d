// French elision and spacing, and lists ("A, B and C"), one rule each for the table
// (../i18n.js) and the companion (i18n.js): kept in the companion's folder so that its service
// worker keeps it offline with the page.

/** 🤖 before every bot's name at the table, from the seat's kind: a person may be called
 * "expert" or "Casual bot 2", but only a bot carries the mark (the server keeps it out of
 * names). Silent: a screen reader is not given it, and French elides before the name. */
export const BOT_MARK = "\u{1F916}";

/** A French "de" or "que" before a name that begins with a vowel sound drops its "e", as
 * French writes it: "la main d'Anna", "d'Élodie", "d'Hugo" (a mute h), "d'Yves", but
 * "de Bruno", "de Yann". A bot's mark is silent, so the name after it decides: "d'🤖 Anna",
 * which a screen reader, given the text without the mark, says "d'Anna" (it said "de
 * Anna"). ``s`` is a text whose ``{key}`` is to be filled with ``said``. Italian writes
 * "di Anna", never elided. */
export function elided(s, key, said, lang) {
  if (lang !== "fr" || !VOWEL_SOUND.test(said.replace(MARKED, ""))) return s;
  return s.replace(new RegExp(`(^|[^\\p{L}'])([dD]|[qQ]u)e \\{${key}(?=[:}])`, "gu"), `$1$2'{${key}`);
}

/** A word that begins with a vowel sound: a vowel, an h (mute in French first names), a y
 * before a consonant ("Yves", not "Yann"). */
export const VOWEL_SOUND = /^(?:[aeiouàâäéèêëîïôöùûüæœ]|h|y(?![aeiouy]))/iu;

const MARKED = new RegExp(`^${BOT_MARK}\\s*`, "u");

/** A French text with the space it sets before : ; ! ? and » and after « made a no-break
 * space, as the terminal's ``lang.french_spaces`` does: the browser broke a line there, and
 * "gagnez !" left its "!" alone at the start of the next. Every French template passes here
 * (both pages' ``t()``), so a catalogue writes the plain space a translator types. */
export function frenchSpaces(s) {
  return s.replace(FRENCH_SPACE, "\u00a0");
}

const FRENCH_SPACE = / (?=[:;!?»])|(?<=«) /g;

/** Items as the language ``lang`` lists them, the last joined by its "and": "Anna, Bruno and
 * Clara", "Anna, Bruno et Clara", "Anna, Bruno und Clara" (CLDR's words, through
 * Intl.ListFormat). Each page's i18n.js gives it as ``andList(items)`` in the page's language;
 * the eight places that built their own formatter ask it. Items are said as text (a German
 * card's Phrase by its first form): the formatter refuses anything else. */
export function listedIn(lang, items) {
  return conjunction(lang).format(items.map(String));
}

/** The language's "and" between two items, spaces included (" and ", " et "): what a text
 * looks for to tell that a clause holds a list of its own. */
export function andIn(lang) {
  return conjunction(lang).formatToParts(["a", "b"]).find((p) => p.type === "literal").value;
}

const CONJUNCTIONS = new Map();

/** One formatter per language, made when first asked. */
function conjunction(lang) {
  if (!CONJUNCTIONS.has(lang)) CONJUNCTIONS.set(lang, new Intl.ListFormat(lang, { type: "conjunction" }));
  return CONJUNCTIONS.get(lang);
}
