// Table talk's words in the four languages (talk.js; the server's talk.py).
import { CATALOGUE } from "./i18n.js";

Object.assign(CATALOGUE.en, {
  talk_mute: "Mute…", talk_mute_who: "Mute {name}", talk_muted: "Muted on this page: {names}.",
  talk_title: "Table talk", talk_unread: "new messages", talk_hint: "Say something…", talk_say: "Say something to the table", talk_send: "Send",
  talk_none: "Nothing said yet.", talk_line: "{name}: {text}",
  err_talk_spectator: "Only the players seated at the table can talk here.",
  err_talk_empty: "There is nothing to send.",
  err_talk_too_fast: "You are writing too fast: wait a few seconds.",
  err_talk_failed: "Your message could not be kept: send it again.",
  talk_too_long: "Too long for one message (at most {n} characters): shorten it or send it in two.",
});
Object.assign(CATALOGUE.fr, {
  talk_mute: "Sourdine…", talk_mute_who: "Mettre {name} en sourdine", talk_muted: "En sourdine sur cette page : {names}.",
  talk_title: "Discussion à la table", talk_unread: "nouveaux messages", talk_hint: "Dire quelque chose…", talk_say: "Dire quelque chose à la table", talk_send: "Envoyer",
  talk_none: "Personne n'a encore rien dit.", talk_line: "{name}\u00a0: {text}",
  err_talk_spectator: "Seules les personnes assises à la table peuvent parler ici.",
  err_talk_empty: "Il n'y a rien à envoyer.",
  err_talk_too_fast: "Vous écrivez trop vite\u00a0: attendez quelques secondes.",
  err_talk_failed: "Votre message n'a pas pu être enregistré\u00a0: renvoyez-le.",
  talk_too_long: "Trop long pour un seul message ({n} caractères au plus)\u00a0: raccourcissez-le ou envoyez-le en deux fois.",
});
Object.assign(CATALOGUE.it, {
  talk_mute: "Silenzia…", talk_mute_who: "Silenzia {name}", talk_muted: "Messaggi nascosti su questa pagina: {names}.",
  talk_title: "Chat del tavolo", talk_unread: "nuovi messaggi", talk_hint: "Scrivi qualcosa…", talk_say: "Scrivi qualcosa al tavolo", talk_send: "Invia",
  talk_none: "Nessuno ha ancora scritto.", talk_line: "{name}: {text}",
  err_talk_spectator: "Solo chi siede al tavolo può scrivere qui.",
  err_talk_empty: "Non c'è niente da inviare.",
  err_talk_too_fast: "Stai scrivendo troppo in fretta: aspetta qualche secondo.",
  err_talk_failed: "Il messaggio non è stato salvato: invialo di nuovo.",
  talk_too_long: "Troppo lungo per un solo messaggio (al massimo {n} caratteri): accorcialo o invialo in due volte.",
});
Object.assign(CATALOGUE.de, {
  talk_mute: "Stummschalten…", talk_mute_who: "{name} stummschalten", talk_muted: "Auf dieser Seite stummgeschaltet: {names}.",
  talk_title: "Tischgespräch", talk_unread: "neue Nachrichten", talk_hint: "Etwas sagen…", talk_say: "Dem Tisch etwas sagen", talk_send: "Senden",
  talk_none: "Noch hat niemand etwas gesagt.", talk_line: "{name}: {text}",
  err_talk_spectator: "Nur wer am Tisch sitzt, kann hier schreiben.",
  err_talk_empty: "Da ist nichts zu senden.",
  err_talk_too_fast: "Du schreibst zu schnell: Warte ein paar Sekunden.",
  err_talk_failed: "Deine Nachricht wurde nicht gespeichert: Sende sie noch einmal.",
  talk_too_long: "Zu lang für eine Nachricht (höchstens {n} Zeichen): Kürze sie oder sende sie in zwei Teilen.",
});
