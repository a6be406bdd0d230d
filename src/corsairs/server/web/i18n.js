// Four languages, with the rulebooks' own terms (pier/quai/molo/Mole, crew/équipage/ciurma/Mannschaft...).
const T = {
  en: {
    card_gold: "gold", card_pirate: "pirate", card_cannon: "cannon",
    err_colours: "A crew has at most two colours.", err_numbers: "Every number in the crew must be different.", err_attach: "Attached cards need a colour of that crew, a number it lacks, and different numbers.",
    brand: "Corsairs", rules: "Rules", lobby: "New table", game: "Game", players: "Players",
    seat: "Seat", me: "Me", bot: "Bot", human: "Invited friend", name: "Name", create: "Create table",
    my_tables: "My tables", none_yet: "No tables yet.", open: "Open", spectate: "Watch",
    invite: "Invite links (send one to each friend)", spectator_link: "Spectator link", copy: "Copy",
    copied: "Copied", you: "you", to_play: "to play", your_turn: "Your turn", waiting: "Waiting for {name}",
    over: "Game over", winner: "Winner: {names}", winners: "Winners: {names}", round: "Round {n}",
    final_round: "Last round!", stock: "Stock", pile: "Discard pile", pier: "Pier",
    pier_colour: "Colour of the pier", hand: "Your hand", cards: "{n} cards", penalties: "Penalty cards",
    total_pen: "All penalty cards: {n}", last_round_at: "last round", ends_at: "end",
    draw: "Draw", draw_stock: "Draw from the stock", draw_pile: "Take the discard", draw_pier: "Take from the pier",
    discard: "Discard", set_sail: "Set sail", sail_with: "Discard {card} and set sail",
    must_sail: "You drew the last card of the stock: you must set sail.",
    pick_discard: "Choose a card to discard (or to set sail with).",
    sort_colour: "By colour", sort_number: "By number",
    prisoners: "Prisoners", crew: "Crew", stowaways: "Stowaways", attached: "Attached", limit: "Limit",
    lay_title: "Set sail: divide your cards", attach_title: "{name} has set sail: attach and divide your cards",
    lay_help: "Click a card to move it between crew, attached cards and stowaways. The best division is arranged for you.",
    closer_crew: "Crew of {name}", suggestions: "Suggestions", confirm: "Lay down",
    round_summary: "Round {n}: summary", closer: "{name} set sail", sent_under: "{who} sent {closer} under ({a} ≤ {b})",
    not_under: "Nobody sent {closer} under: limit {b} is the lowest", keeps: "keeps {n}", gets: "+{n}",
    annulled: "Round {n} annulled ({why})", why_pier: "the last card of the pier was taken", why_turn_limit: "too many turns",
    sweep: "{name} made a sweep and wins!", continue: "Continue", result: "Final result",
    download: "Download record", replay: "Replay", prev: "◀ Back", next: "Next ▶", first: "«", last: "»",
    step: "Move {n} of {total}", view_as: "View as", everyone: "Spectator",
    connecting: "Connecting…", reconnecting: "Connection lost; reconnecting…", spectating: "You are watching this table.",
    err_bad_table: "This table does not exist or the link is wrong.", online: "online", offline: "offline",
    boat: "Boat", spares: "Spares", gold: "Gold", cannons: "Cannons", draw_again: "Draw again", stop: "Stop",
    buy: "Buy", buy_for: "Buy {card} from {name} for {price} gold", give_back: "Give back",
    pirate_give: "A pirate! Give back {n} cards (boat parts or gold).", cannon: "Fire the cannon",
    pass: "Pass", last_turn: "{name}: {events}", boat_of: "{colour} boat", no_boat: "no boat yet",
    red: "red", orange: "orange", yellow: "yellow", green: "green", blue: "blue", violet: "violet",
    pink: "pink", brown: "brown", grey: "grey", black: "black", level: "level",
    bot_random: "Bot: random (beginner)", bot_greedy: "Bot: greedy (easy)", bot_heuristic: "Bot: heuristic (medium)",
    bot_ismcts: "Bot: search (hard)", error: "Error", start: "Start",
    claim_failed: "This invite link cannot take its seat", waiting_friends: "Waiting for your friends to join: {names}",
    start_now: "Start now (bots take the empty seats)", joined: "joined", not_joined: "not joined yet",
    deal_committed: "Deal committed:", deal_revealed: "Deal revealed: seed {seed}, salt {salt} (check with corsairs verify)",
    practice_seed: "Practice table: seed chosen by the creator", no_commitment: "This older table has no deal commitment.",
  },
  fr: {
    card_gold: "or", card_pirate: "pirate", card_cannon: "canon",
    err_colours: "Un équipage a au maximum deux couleurs.", err_numbers: "Tous les numéros de l'équipage doivent être différents.", err_attach: "Les cartes attachées doivent avoir une couleur de l'équipage, un numéro absent et des numéros différents.",
    brand: "Corsaires", rules: "Règles", lobby: "Nouvelle table", game: "Jeu", players: "Joueurs",
    seat: "Place", me: "Moi", bot: "Robot", human: "Ami invité", name: "Nom", create: "Créer la table",
    my_tables: "Mes tables", none_yet: "Pas encore de table.", open: "Ouvrir", spectate: "Regarder",
    invite: "Liens d'invitation (un par ami)", spectator_link: "Lien spectateur", copy: "Copier",
    copied: "Copié", you: "vous", to_play: "à jouer", your_turn: "À vous de jouer", waiting: "On attend {name}",
    over: "Partie terminée", winner: "Gagnant : {names}", winners: "Gagnants : {names}", round: "Manche {n}",
    final_round: "Dernière manche !", stock: "Talon", pile: "Pile des écarts", pier: "Quai",
    pier_colour: "Couleur du quai", hand: "Votre main", cards: "{n} cartes", penalties: "Cartes de pénalité",
    total_pen: "Toutes les pénalités : {n}", last_round_at: "dernière manche", ends_at: "fin",
    draw: "Piocher", draw_stock: "Piocher dans le talon", draw_pile: "Prendre l'écart", draw_pier: "Prendre au quai",
    discard: "Se défausser", set_sail: "Lever l'ancre", sail_with: "Écarter {card} et lever l'ancre",
    must_sail: "Vous avez pioché la dernière carte du talon : vous devez lever l'ancre.",
    pick_discard: "Choisissez la carte à écarter (ou pour lever l'ancre).",
    sort_colour: "Par couleur", sort_number: "Par numéro",
    prisoners: "Prisonniers", crew: "Équipage", stowaways: "Clandestins", attached: "Attachées", limit: "Limite",
    lay_title: "Lever l'ancre : répartissez vos cartes", attach_title: "{name} a levé l'ancre : attachez et répartissez vos cartes",
    lay_help: "Cliquez une carte pour la passer de l'équipage aux cartes attachées ou aux clandestins. La meilleure répartition est proposée.",
    closer_crew: "Équipage de {name}", suggestions: "Suggestions", confirm: "Abattre",
    round_summary: "Manche {n} : bilan", closer: "{name} a levé l'ancre", sent_under: "{who} a coulé {closer} ({a} ≤ {b})",
    not_under: "Personne n'a coulé {closer} : sa limite {b} est la plus basse", keeps: "garde {n}", gets: "+{n}",
    annulled: "Manche {n} annulée ({why})", why_pier: "la dernière carte du quai a été prise", why_turn_limit: "trop de tours",
    sweep: "{name} met les autres capot et gagne !", continue: "Continuer", result: "Résultat final",
    download: "Télécharger la partie", replay: "Revoir", prev: "◀ Retour", next: "Suivant ▶", first: "«", last: "»",
    step: "Coup {n} sur {total}", view_as: "Voir comme", everyone: "Spectateur",
    connecting: "Connexion…", reconnecting: "Connexion perdue ; reconnexion…", spectating: "Vous regardez cette table.",
    err_bad_table: "Cette table n'existe pas ou le lien est faux.", online: "en ligne", offline: "hors ligne",
    boat: "Bateau", spares: "Cartes à droite", gold: "Or", cannons: "Canons", draw_again: "Piocher encore", stop: "Passer la main",
    buy: "Acheter", buy_for: "Acheter {card} à {name} pour {price} pièces d'or", give_back: "Rendre",
    pirate_give: "Un pirate ! Remettez {n} cartes (bateau ou or).", cannon: "Tirer au canon",
    pass: "Passer", last_turn: "{name} : {events}", boat_of: "bateau {colour}", no_boat: "pas encore de bateau",
    red: "rouge", orange: "orange", yellow: "jaune", green: "vert", blue: "bleu", violet: "violet",
    pink: "rose", brown: "marron", grey: "gris", black: "noir", level: "niveau",
    bot_random: "Robot : hasard (débutant)", bot_greedy: "Robot : glouton (facile)", bot_heuristic: "Robot : heuristique (moyen)",
    bot_ismcts: "Robot : recherche (difficile)", error: "Erreur", start: "Début",
    claim_failed: "Ce lien d'invitation ne peut plus prendre sa place", waiting_friends: "On attend vos amis : {names}",
    start_now: "Commencer maintenant (des robots prennent les places vides)", joined: "arrivé", not_joined: "pas encore arrivé",
    deal_committed: "Donne engagée :", deal_revealed: "Donne révélée : graine {seed}, sel {salt} (vérifiez avec corsairs verify)",
    practice_seed: "Table d'entraînement : graine choisie par le créateur", no_commitment: "Cette table ancienne n'a pas d'engagement de donne.",
  },
  it: {
    card_gold: "oro", card_pirate: "pirata", card_cannon: "cannone",
    err_colours: "La ciurma ha al massimo due colori.", err_numbers: "Tutti i numeri della ciurma devono essere diversi.", err_attach: "Le carte attaccate devono avere un colore della ciurma, un numero mancante e numeri diversi.",
    brand: "Corsari", rules: "Regole", lobby: "Nuovo tavolo", game: "Gioco", players: "Giocatori",
    seat: "Posto", me: "Io", bot: "Bot", human: "Amico invitato", name: "Nome", create: "Crea il tavolo",
    my_tables: "I miei tavoli", none_yet: "Ancora nessun tavolo.", open: "Apri", spectate: "Guarda",
    invite: "Link d'invito (uno per amico)", spectator_link: "Link spettatore", copy: "Copia",
    copied: "Copiato", you: "tu", to_play: "di turno", your_turn: "Tocca a te", waiting: "Si aspetta {name}",
    over: "Partita finita", winner: "Vince: {names}", winners: "Vincono: {names}", round: "Mano {n}",
    final_round: "Ultima manche!", stock: "Tallone", pile: "Pila degli scarti", pier: "Molo",
    pier_colour: "Colore del molo", hand: "La tua mano", cards: "{n} carte", penalties: "Carte penalità",
    total_pen: "Carte penalità in tutto: {n}", last_round_at: "ultima manche", ends_at: "fine",
    draw: "Pesca", draw_stock: "Pesca dal tallone", draw_pile: "Prendi lo scarto", draw_pier: "Prendi dal molo",
    discard: "Scarta", set_sail: "Salpa", sail_with: "Scarta {card} e salpa",
    must_sail: "Hai pescato l'ultima carta del tallone: devi salpare.",
    pick_discard: "Scegli la carta da scartare (o con cui salpare).",
    sort_colour: "Per colore", sort_number: "Per numero",
    prisoners: "Prigionieri", crew: "Ciurma", stowaways: "Clandestini", attached: "Attaccate", limit: "Limite",
    lay_title: "Si salpa! Dividi le tue carte", attach_title: "{name} è salpato: attacca e dividi le tue carte",
    lay_help: "Clicca una carta per spostarla tra ciurma, carte attaccate e clandestini. La divisione migliore è già pronta.",
    closer_crew: "Ciurma di {name}", suggestions: "Suggerimenti", confirm: "Cala le carte",
    round_summary: "Mano {n}: riepilogo", closer: "{name} è salpato", sent_under: "{who} ha mandato sotto {closer} ({a} ≤ {b})",
    not_under: "Nessuno ha mandato sotto {closer}: il limite {b} è il più basso", keeps: "tiene {n}", gets: "+{n}",
    annulled: "Mano {n} a monte ({why})", why_pier: "è stata presa l'ultima carta del molo", why_turn_limit: "troppi turni",
    sweep: "{name} fa cappotto e vince!", continue: "Continua", result: "Risultato finale",
    download: "Scarica la partita", replay: "Rivedi", prev: "◀ Indietro", next: "Avanti ▶", first: "«", last: "»",
    step: "Mossa {n} di {total}", view_as: "Guarda come", everyone: "Spettatore",
    connecting: "Connessione…", reconnecting: "Connessione persa; riconnessione…", spectating: "Stai guardando questo tavolo.",
    err_bad_table: "Questo tavolo non esiste o il link è sbagliato.", online: "in linea", offline: "non in linea",
    boat: "Barca", spares: "Carte a destra", gold: "Oro", cannons: "Cannoni", draw_again: "Pesca ancora", stop: "Passa la mano",
    buy: "Compra", buy_for: "Compra {card} da {name} per {price} monete", give_back: "Restituisci",
    pirate_give: "Un pirata! Restituisci {n} carte (barca o oro).", cannon: "Spara col cannone",
    pass: "Passa", last_turn: "{name}: {events}", boat_of: "barca {colour}", no_boat: "ancora nessuna barca",
    red: "rosso", orange: "arancione", yellow: "giallo", green: "verde", blue: "blu", violet: "viola",
    pink: "rosa", brown: "marrone", grey: "grigio", black: "nero", level: "livello",
    bot_random: "Bot: a caso (principiante)", bot_greedy: "Bot: avido (facile)", bot_heuristic: "Bot: euristico (medio)",
    bot_ismcts: "Bot: ricerca (difficile)", error: "Errore", start: "Inizio",
    claim_failed: "Questo link d'invito non può più prendere il suo posto", waiting_friends: "In attesa degli amici: {names}",
    start_now: "Inizia ora (i bot prendono i posti vuoti)", joined: "arrivato", not_joined: "non ancora arrivato",
    deal_committed: "Distribuzione impegnata:", deal_revealed: "Distribuzione rivelata: seme {seed}, sale {salt} (verifica con corsairs verify)",
    practice_seed: "Tavolo di allenamento: seme scelto dal creatore", no_commitment: "Questo tavolo vecchio non ha impegno sulla distribuzione.",
  },
  de: {
    card_gold: "Gold", card_pirate: "Pirat", card_cannon: "Kanone",
    err_colours: "Eine Mannschaft hat höchstens zwei Farben.", err_numbers: "Alle Zahlen der Mannschaft müssen verschieden sein.", err_attach: "Angegriffene Karten brauchen eine Mannschaftsfarbe, eine fehlende Zahl und verschiedene Zahlen.",
    brand: "Korsaren", rules: "Regeln", lobby: "Neuer Tisch", game: "Spiel", players: "Spieler",
    seat: "Platz", me: "Ich", bot: "Bot", human: "Eingeladener Freund", name: "Name", create: "Tisch anlegen",
    my_tables: "Meine Tische", none_yet: "Noch keine Tische.", open: "Öffnen", spectate: "Zuschauen",
    invite: "Einladungslinks (einer pro Freund)", spectator_link: "Zuschauerlink", copy: "Kopieren",
    copied: "Kopiert", you: "du", to_play: "am Zug", your_turn: "Du bist am Zug", waiting: "Warte auf {name}",
    over: "Spiel vorbei", winner: "Gewinner: {names}", winners: "Gewinner: {names}", round: "Runde {n}",
    final_round: "Letzte Runde!", stock: "Abhebestapel", pile: "Abgelegte Karten", pier: "Mole",
    pier_colour: "Molenfarbe", hand: "Deine Hand", cards: "{n} Karten", penalties: "Strafpunkte",
    total_pen: "Strafkarten insgesamt: {n}", last_round_at: "letzte Runde", ends_at: "Ende",
    draw: "Abheben", draw_stock: "Vom Stapel abheben", draw_pile: "Abgelegte Karte nehmen", draw_pier: "Von der Mole nehmen",
    discard: "Ablegen", set_sail: "Anker lichten", sail_with: "{card} ablegen und die Anker lichten",
    must_sail: "Du hast die letzte Karte vom Stapel abgehoben: du musst die Anker lichten.",
    pick_discard: "Wähle die Karte zum Ablegen (oder zum Anker lichten).",
    sort_colour: "Nach Farbe", sort_number: "Nach Zahl",
    prisoners: "Gefangene", crew: "Mannschaft", stowaways: "Blinde Passagiere", attached: "Angegriffen", limit: "Grenze",
    lay_title: "Anker lichten: teile deine Karten auf", attach_title: "{name} hat die Anker gelichtet: greife an und teile deine Karten auf",
    lay_help: "Klicke eine Karte, um sie zwischen Mannschaft, angegriffenen Karten und blinden Passagieren zu verschieben. Die beste Aufteilung ist vorbereitet.",
    closer_crew: "Mannschaft von {name}", suggestions: "Vorschläge", confirm: "Karten ablegen",
    round_summary: "Runde {n}: Abrechnung", closer: "{name} hat die Anker gelichtet", sent_under: "{who} hat {closer} untergetaucht ({a} ≤ {b})",
    not_under: "Niemand hat {closer} untergetaucht: Grenze {b} ist die niedrigste", keeps: "behält {n}", gets: "+{n}",
    annulled: "Runde {n} ungültig ({why})", why_pier: "die letzte Karte der Mole wurde abgehoben", why_turn_limit: "zu viele Züge",
    sweep: "{name} macht die Gegner match und gewinnt!", continue: "Weiter", result: "Endergebnis",
    download: "Partie herunterladen", replay: "Nachspielen", prev: "◀ Zurück", next: "Weiter ▶", first: "«", last: "»",
    step: "Zug {n} von {total}", view_as: "Ansicht von", everyone: "Zuschauer",
    connecting: "Verbinde…", reconnecting: "Verbindung verloren; verbinde neu…", spectating: "Du schaust an diesem Tisch zu.",
    err_bad_table: "Diesen Tisch gibt es nicht, oder der Link ist falsch.", online: "online", offline: "offline",
    boat: "Boot", spares: "Übrige Karten", gold: "Gold", cannons: "Kanonen", draw_again: "Weiter ziehen", stop: "Aufhören",
    buy: "Kaufen", buy_for: "{card} von {name} für {price} Gold kaufen", give_back: "Zurückgeben",
    pirate_give: "Ein Pirat! Gib {n} Karten zurück (Bootsteile oder Gold).", cannon: "Kanone abfeuern",
    pass: "Passen", last_turn: "{name}: {events}", boat_of: "{colour} Boot", no_boat: "noch kein Boot",
    red: "rot", orange: "orange", yellow: "gelb", green: "grün", blue: "blau", violet: "violett",
    pink: "rosa", brown: "braun", grey: "grau", black: "schwarz", level: "Stufe",
    bot_random: "Bot: Zufall (Anfänger)", bot_greedy: "Bot: gierig (leicht)", bot_heuristic: "Bot: Heuristik (mittel)",
    bot_ismcts: "Bot: Suche (schwer)", error: "Fehler", start: "Anfang",
    claim_failed: "Dieser Einladungslink kann seinen Platz nicht mehr einnehmen", waiting_friends: "Warte auf deine Freunde: {names}",
    start_now: "Jetzt starten (Bots übernehmen freie Plätze)", joined: "da", not_joined: "noch nicht da",
    deal_committed: "Austeilung festgelegt:", deal_revealed: "Austeilung offengelegt: Seed {seed}, Salt {salt} (prüfen mit corsairs verify)",
    practice_seed: "Übungstisch: Seed vom Ersteller gewählt", no_commitment: "Dieser ältere Tisch hat keine Festlegung der Austeilung.",
  },
};

// The lobby's link to the companion page for a real table (/companion/).
Object.assign(T.en, { companion_link: "Score a real game" });
Object.assign(T.fr, { companion_link: "Compter une vraie partie" });
Object.assign(T.it, { companion_link: "Conta una partita vera" });
Object.assign(T.de, { companion_link: "Ein echtes Spiel zählen" });

const GAME_TITLES = {
  corsairs: { en: "Corsairs", fr: "Corsaires", it: "Corsari", de: "Korsaren" },
  piratatak: { en: "Piratatak", fr: "Piratatak", it: "Piratatak", de: "Piratatak" },
};

export const LANGS = Object.keys(T);

export function currentLang() {
  const saved = localStorage.getItem("corsairs.lang");
  if (saved && T[saved]) return saved;
  const nav = (navigator.language || "en").slice(0, 2);
  return T[nav] ? nav : "en";
}

export function setLang(lang) {
  if (T[lang]) localStorage.setItem("corsairs.lang", lang);
}

/** Translate ``key`` and fill ``{placeholders}``; unknown keys fall back to English, then the key. */
export function t(key, vars = {}) {
  const lang = currentLang();
  let s = (T[lang] && T[lang][key]) ?? T.en[key] ?? key;
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

export function gameTitle(name) {
  return (GAME_TITLES[name] && GAME_TITLES[name][currentLang()]) || name;
}

export function botLabel(spec) {
  const key = "bot_" + spec.split(":")[0];
  const s = t(key);
  return s === key ? `${t("bot")}: ${spec}` : s;
}
