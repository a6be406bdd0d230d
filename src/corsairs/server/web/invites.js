// What a page says when the invite link it opened was used already (app.js, claimOnce), why
// a seat's own link watches once its seat went to a bot (app.js, showNotice), and
// what a finished table's page says of the new game a player started (app.js, againNews).
// And what an invited friend's page says on arrival: whose game of what, and the name
// they play under, which they may change just after joining (app.js, joinedCard).
import { CATALOGUE, andList, currentLang, gameTitle, seatName } from "./i18n.js";

/** The address of ``path`` (below the app's root) for a friend's browser: the page's own
 * (``page``, its root), unless it is this machine's own name and the server names the
 * address friends open (``friends``: ``corsairs serve --host 0.0.0.0`` on a network). The
 * host's page, opened at localhost by the command, made invite links to localhost, which
 * open nothing on a friend's phone. */
export function friendsUrl(path, page, friends) {
  return new URL(path, friends && thisMachine(page) ? friends : page).href;
}

/** Whether ``url`` names this machine (localhost, 127.x, ::1): no address for a friend. */
function thisMachine(url) {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\./.test(host);
}

/** What the invite panel says of links (``link``, one of them) that name this machine: that
 * they open nowhere else, and how to serve for friends' devices; null for others. The
 * default ``corsairs serve`` listens on this machine alone, and a host who made a table for
 * two friends' phones was given links to 127.0.0.1 with no word that theirs cannot open them. */
export function linksNote(link, t) {
  return thisMachine(link) ? t("links_here_only") : null;
}

Object.assign(CATALOGUE.en, {
  start_wait: "If the game has not started by {time}, you can start it yourself: a bot then plays each empty seat until its friend comes.",
  start_wait_creator: "If you have not started by {time}, the players already seated can start the game themselves.",
  start_wait_over: "The game has waited more than {limit} to start: you can start it now. A bot plays each empty seat until its friend comes.",
  start_wait_creator_over: "The players already seated can now start the game themselves.",
  links_here_only: "These links open only on this computer. For friends on their own phones or computers, start the server with corsairs serve --host 0.0.0.0: it then prints the address they can open.",
  join_by: "{name} invited you to a game of {game}.", join_anon: "You were invited to a game of {game}.",
  join_bots_none: "{n} players, no bots.", join_bots_one: "{n} players, one of them a bot.", join_bots_other: "{n} players, {k} of them bots.",
  join_as: "You play as {name}.", join_name: "Your name at this table", join_change: "Change name", join_keep: "Keep this name",
  join_named: "You play as {name} now.",
  join_blank: "Type the new name first (spaces alone are no name), or keep your name.",
  name_cut: "Names have at most {n} characters: yours was shortened.",
  start_hint_elsewhere: "You can also start now, in the browser you made the table in.",
  seat_replaced_over: "Your seat was given to a bot while you were away or not playing, and the bot finished the game for you.",
  join_late: "The game began without you: a bot played your seat until now, and from here it is yours.",
});
Object.assign(CATALOGUE.fr, {
  start_wait: "Si la partie n'a pas commencé à {time}, vous pourrez la lancer vous-même : un robot jouera alors chaque place vide jusqu'à l'arrivée de son ami.",
  start_wait_creator: "Si vous n'avez pas commencé à {time}, les joueurs déjà assis pourront lancer la partie eux-mêmes.",
  start_wait_over: "La partie attend de commencer depuis plus de {limit} : vous pouvez la lancer maintenant. Un robot joue chaque place vide jusqu'à l'arrivée de son ami.",
  start_wait_creator_over: "Les joueurs déjà assis peuvent maintenant lancer la partie eux-mêmes.",
  links_here_only: "Ces liens ne s'ouvrent que sur cet ordinateur. Pour des amis sur leur propre téléphone ou ordinateur, lancez le serveur avec corsairs serve --host 0.0.0.0\u00a0: il affiche alors l'adresse qu'ils peuvent ouvrir.",
  join_by: "{name} vous invite à une partie de {game}.", join_anon: "Une invitation à une partie de {game}.",
  join_bots_none: "{n} joueurs, aucun robot.", join_bots_one: "{n} joueurs, dont un robot.", join_bots_other: "{n} joueurs, dont {k} robots.",
  join_as: "Vous jouez sous le nom de {name}.", join_name: "Votre nom à cette table", join_change: "Changer de nom", join_keep: "Garder ce nom",
  join_named: "Vous jouez maintenant sous le nom de {name}.",
  join_blank: "Tapez d'abord le nouveau nom (des espaces seuls ne font pas un nom), ou gardez le vôtre.",
  name_cut: "Un nom compte au plus {n}\u00a0caractères\u00a0: le vôtre a été raccourci.",
  start_hint_elsewhere: "Vous pouvez aussi commencer maintenant, dans le navigateur où vous avez créé la table.",
  seat_replaced_over: "Votre place a été donnée à un robot pendant votre absence ou parce que vous ne jouiez pas, et le robot a fini la partie pour vous.",
  join_late: "La partie a commencé sans vous\u00a0: un robot a joué votre place jusqu'ici, elle est à vous désormais.",
});
Object.assign(CATALOGUE.it, {
  start_wait: "Se la partita non è iniziata entro le {time}, potrai avviarla tu: un bot giocherà ogni posto vuoto finché non arriva il suo amico.",
  start_wait_creator: "Se non avvii la partita entro le {time}, i giocatori già seduti potranno avviarla da soli.",
  start_wait_over: "La partita aspetta di iniziare da più di {limit}: puoi avviarla ora. Un bot gioca ogni posto vuoto finché non arriva il suo amico.",
  start_wait_creator_over: "Ora i giocatori già seduti possono avviare la partita da soli.",
  links_here_only: "Questi link si aprono solo su questo computer. Per amici sui loro telefoni o computer, avvia il server con corsairs serve --host 0.0.0.0: mostrerà l'indirizzo che possono aprire.",
  join_by: "{name} ti invita a una partita a {game}.", join_anon: "Un invito a una partita a {game}.",
  join_bots_none: "{n} giocatori, nessun bot.", join_bots_one: "{n} giocatori, di cui un bot.", join_bots_other: "{n} giocatori, di cui {k} bot.",
  join_as: "Giochi come {name}.", join_name: "Il tuo nome a questo tavolo", join_change: "Cambia nome", join_keep: "Tieni questo nome",
  join_named: "Ora giochi come {name}.",
  join_blank: "Scrivi prima il nuovo nome (gli spazi da soli non sono un nome), o tieni il tuo.",
  name_cut: "Un nome ha al massimo {n} caratteri: il tuo è stato accorciato.",
  start_hint_elsewhere: "Puoi anche iniziare ora, nel browser in cui hai creato il tavolo.",
  seat_replaced_over: "Il tuo posto è stato dato a un bot mentre eri assente o non giocavi, e il bot ha finito la partita per te.",
  join_late: "La partita è cominciata senza di te: finora un bot ha giocato il tuo posto, da qui in poi è tuo.",
});
Object.assign(CATALOGUE.de, {
  start_wait: "Hat das Spiel um {time} noch nicht begonnen, kannst du es selbst starten: Ein Bot spielt dann jeden freien Platz, bis die eingeladene Person kommt.",
  start_wait_creator: "Startest du nicht bis {time}, können die Leute, die schon sitzen, das Spiel selbst starten.",
  start_wait_over: "Das Spiel wartet seit über {limit} auf den Start: Du kannst es jetzt starten. Ein Bot spielt jeden freien Platz, bis die eingeladene Person kommt.",
  start_wait_creator_over: "Die Leute, die schon sitzen, können das Spiel jetzt selbst starten.",
  links_here_only: "Diese Links öffnen sich nur auf diesem Computer. Für Freunde an ihrem eigenen Handy oder Computer starte den Server mit corsairs serve --host 0.0.0.0: Er zeigt dann die Adresse, die sie öffnen können.",
  join_by: "{name} lädt dich zu einer Partie {game} ein.", join_anon: "Eine Einladung zu einer Partie {game}.",
  join_bots_none: "{n} Spieler, keine Bots.", join_bots_one: "{n} Spieler, davon ein Bot.", join_bots_other: "{n} Spieler, davon {k} Bots.",
  join_as: "Du spielst als {name}.", join_name: "Dein Name an diesem Tisch", join_change: "Namen ändern", join_keep: "Name behalten",
  join_named: "Du spielst jetzt als {name}.",
  join_blank: "Gib zuerst den neuen Namen ein (nur Leerzeichen sind kein Name) oder behalte deinen.",
  name_cut: "Ein Name hat höchstens {n} Zeichen: Deiner wurde gekürzt.",
  start_hint_elsewhere: "Du kannst auch jetzt starten, in dem Browser, in dem du den Tisch erstellt hast.",
  seat_replaced_over: "Dein Platz wurde einem Bot gegeben, während du weg warst oder nicht gespielt hast, und der Bot hat das Spiel für dich zu Ende gespielt.",
  join_late: "Das Spiel hat ohne dich begonnen: Bis jetzt hat ein Bot deinen Platz gespielt, ab hier ist er deiner.",
});

/** Whether ``s`` (a summary's seat) is the table's maker's: ``maker`` marks it even once a bot
 * plays it, ``creator`` (an older server's) only while a person does. */
function isMaker(s) {
  return Boolean(s.maker || s.creator);
}

/** The name of the maker's seat ``i`` of ``seats``: the seat's own, not the bot's standing in
 * for them (a friend read "An invite to a game", a finished table "A player started a new
 * game", once the maker's seat had gone to a bot). */
function makerName(seats, i) {
  const s = seats[i];
  return seatName(s.kind === "bot" && s.friend ? { kind: "human", name: s.friend } : s, i);
}

/** What an invited friend reads on arrival, from the table's ``summary`` and their
 * ``seat``: who invited them to which game, how many play and how many of them are bots,
 * and the name they play under. A friend was "seated at once as Giocatore 2, with nothing
 * saying which game it is". ``late``: the game began without them (else null). */
export function joinedWords(summary, seat, t) {
  const seats = summary.seats || [];
  const maker = seats.findIndex((s, i) => isMaker(s) && i !== seat);
  const game = gameTitle(summary.game);
  const head = maker < 0 ? t("join_anon", { game }) : t("join_by", { name: makerName(seats, maker), game });
  const k = seats.filter((s) => s.kind === "bot").length;
  const count = t(k === 0 ? "join_bots_none" : k === 1 ? "join_bots_one" : "join_bots_other", { n: seats.length, k });
  // a friend who came after *Start now*: their seat's cards and score are a bot's play so
  // far (Dieter, arriving mid-round, read only "4 players, no bots" and whose game it was)
  const late = (summary.seat_changes || []).some((c) => c.seat === seat && c.late);
  return { invited: `${head} ${count}`, as: t("join_as", { name: seatName(seats[seat], seat) }),
    late: late ? t("join_late") : null };
}

/** Who may start a table that waits for friends, said after who is awaited: ``mayStart``,
 * this page may (the creator's browser, or the creator away); else the creator by name. The
 * creator's own seat opened on another device (the phone beside the laptop) read "Anna can
 * also start now", of herself: the creator's powers stay in the browser that made it. */
export function startHint(summary, seat, mayStart, t) {
  if (mayStart) return t("start_hint_creator");
  const seats = summary.seats || [];
  const maker = seats.findIndex(isMaker);
  if (maker < 0) return t("start_hint_guest");
  if (maker === seat) return t("start_hint_elsewhere");
  return t("start_hint_named", { name: makerName(seats, maker) });
}

/** When the friends waiting for the start may start the table themselves, said after who
 * is awaited (docs/server.md, "Nobody holds a table hostage"): ``waited``, the seconds the
 * first friend seated has waited for the start (the view's ``absence.start_waited``, counted
 * on; null: nobody waits), ``limit`` the server's (the idle limit; 0 or null: never),
 * ``maker``: this page is the creator's, who is told what the others may do and when. A
 * creator who kept the tab open and walked away kept the friends seated waiting for ever,
 * with nothing saying how long. Null when nothing is to be said (the others' page says it
 * once the wait is over in a banner, with *Start now*). */
export function startWaitWords(waited, limit, maker, t, now = Date.now()) {
  if (waited === null || waited === undefined || !limit) return null;
  if (waited >= limit) return maker ? t("start_wait_creator_over") : null;
  const time = new Intl.DateTimeFormat(currentLang(), { hour: "2-digit", minute: "2-digit" })
    .format(new Date(now + (limit - waited) * 1000));
  return t(maker ? "start_wait_creator" : "start_wait", { time });
}

/** Why a seat's own link only watches (``notice``: the server's ``seat_replaced``, in the
 * page's words), or null; once the game is over, that the bot finished it: Carla, back
 * after the last round, read that she could "take her seat back", with nothing to press. */
export function replacedWords(notice, over, t) {
  return notice && over ? t("seat_replaced_over") : notice;
}

/** The words for a used invite link's refusal (``invite_used``, with ``params.name``: who
 * took its seat, and ``yours``: whether the asker's own seat is that one), for a page that
 * holds a seat here (``seated``) or not. Null when nothing needs saying: the link clicked
 * again where it was claimed goes back to its seat. Someone else's used link (a friend
 * forwarded theirs) went silently to the asker's own seat, only a 409 in the console. */
export function usedInviteWords(body, seated, t) {
  if (!body || body.code !== "invite_used") return null;
  if (body.yours) return null;
  const params = body.params || {};
  if (!params.name) return null;  // an older server: its own words (err_invite_used) stand
  // "Player 2" in the page's language, as the table names a seat nobody named
  const name = seatName({ kind: "human", name: params.name }, Number(params.seat ?? -1));
  return t(seated ? "invite_used_by" : "invite_used_watch", { name });
}

/** What a finished table's page says of the game played again, from the new table's
 * summary ``made`` (null until fetched): who started it and who is already in ("Ann started
 * a new game with the same players. Already in: Ann and Bo."), ``seat`` the viewer's,
 * ``replaced``: a bot took the viewer's seat there. The button said only "Join the new
 * game": a friend did not know who was waiting for them. Bots are not counted as in. */
export function againWords(made, seat, replaced, t) {
  const maker = made ? made.seats.findIndex(isMaker) : -1;
  const started = maker < 0 ? t(replaced ? "again_started_replaced" : "again_started")
    : maker === seat ? t("again_started_you")
      : t(replaced ? "again_started_by_replaced" : "again_started_by", { name: makerName(made.seats, maker) });
  const inSeats = made ? made.seats.map((s, i) => (s.kind === "human" && s.joined ? i : null)).filter((i) => i !== null) : [];
  if (!inSeats.length) return started;
  const names = inSeats.filter((i) => i !== seat).map((i) => seatName(made.seats[i], i));
  const list = andList(inSeats.includes(seat) ? [t("you_first"), ...names] : names);
  return `${started} ${t("again_in", { names: list })}`;
}
