// Four languages, with the rulebooks' own terms (pier/quai/molo/Mole, crew/équipage/ciurma/Mannschaft...).
import { local, storageRefused } from "./store.js";
import { BOT_MARK, andIn, elided, frenchSpaces, listedIn } from "./companion/elision.js";
const T = {
  en: {
    card_gold: "gold", card_pirate: "pirate", card_cannon: "cannon",
    err_colours: "A crew has at most two colours.", err_numbers: "Every number in the crew must be different.", err_attach: "Attached cards need a colour of that crew, a number it lacks, and different numbers.",
    brand: "Corsairs", rules: "Rules", lobby: "New table", game: "Game", players: "Players",
    seat: "Seat", me: "Me", bot: "Bot", human: "Invited friend", name: "Name", create: "Create table",
    my_tables: "My tables", tables_gone_one: "A table you had here is no longer on the server (deleted, or removed after a long time unplayed): it has been taken off My tables.", tables_gone_other: "{n} tables you had here are no longer on the server (deleted, or removed after a long time unplayed): they have been taken off My tables.", tables_unreachable: "My tables could not be loaded (the server did not answer): they are kept, try again later.", none_yet: "No tables yet.", open: "Open", spectate: "Watch",
    invite: "Invite links (send one to each friend)", spectator_link: "Spectator link", copy: "Copy",
    copied: "Copied", you: "you", to_play: "to play", your_turn: "Your turn", le_said: "not more than", your_turn_lay: "Your turn: {name} has set sail, so you must lay down your cards (no draw, no discard). The best division is ready in the dialog: press “Lay down”, or move cards first.", waiting: "Waiting for {name}", replay_to_play: "{name} to play",
    over: "Game over", winner: "Winner: {names}", winner_you: "You win!", winners: "Winners: {names}", round: "Round {n}",
    final_round: "Last round!", stock: "Stock", pile: "Discard pile", pier: "Pier",
    pier_colour: "Colour of the pier", hand: "Your hand", cards_one: "{n} card", cards_other: "{n} cards", penalties: "Penalty cards",
    total_pen: "All penalty cards: {n}", last_round_at: "last round", ends_at: "end",
    draw: "Draw", draw_stock: "Draw from the stock", draw_pile: "Take the discard", draw_pier: "Take from the pier",
    discard: "Discard", set_sail: "Set sail", sail_with: "Discard {card} and set sail",
    must_sail: "You drew the last card of the stock: you must set sail.",
    hand_keys: "Arrow keys, Home, End: choose a card", pick_discard: "Choose a card to discard (or to set sail with).",
    sort_colour: "By colour", sort_number: "By number",
    prisoners: "Prisoners", crew: "Crew", stowaways: "Stowaways", attached: "Attached", no_cards: "no cards", show_cards: "Show the cards", limit: "Limit", limit_n: "limit {n}",
    lay_title: "Set sail: divide your cards", attach_title: "{name} has set sail: attach and divide your cards",
    lay_help: "Choose a card to move it between crew and stowaways. The best division is arranged for you.",
    attach_help: "Choose a card to move it between crew, attached cards and stowaways: an attached card joins {name}'s crew and costs you nothing. The best division is arranged for you.",
    closer_crew: "Crew of {name}", suggestions: "Suggestions", confirm: "Lay down",
    round_summary: "Round {n}: summary", closer: "{name} set sail", sent_under: "{who} sent {closer} under ({a} ≤ {b})",
    not_under: "Nobody sent {closer} under: their limit {b} is the lowest", keeps: "keeps {n}", gets: "+{n}",
    annulled: "Round {n} annulled ({why})", why_pier: "the last card of the pier was taken", why_turn_limit: "too many turns", annulled_then: "Nobody gets penalty cards for it; the next dealer deals a new round.",
    sweep: "{name} made a sweep and wins!", continue: "Continue", result: "Final result",
    // what decided a finished game (the observation's "decided", games/corsairs/outcome.py)
    dc_sweep: "{names} laid down with no stowaways: a sweep wins the game at once.", dc_sweep_you: "You laid down with no stowaways: a sweep wins the game at once.",
    dc_first_to_lay_down_one: "{names} made a sweep with {n} penalty card each; by the house rules the first of them to lay down wins.",
    dc_first_to_lay_down_other: "{names} made a sweep with {n} penalty cards each; by the house rules the first of them to lay down wins.",
    dc_fewest_among_sweepers: "{names} swept in the same round; by the rulebook the sweeper with the fewest penalty cards ({n}) wins.",
    dc_penalty_points: "{names} tied on the fewest penalty cards ({n}); by the house rules the lower sum of their numbers decides: {points}.",
    dc_penalty_points_equal: "{names} tied on the fewest penalty cards ({n}); by the house rules the lower sum of their numbers decides, and theirs are equal ({sum}): they share the win.",
    you_first: "You", winners_you: "{names} win!", dc_sweep_with_you: "{names} laid down with no stowaways: a sweep wins the game at once.", dc_fewest_among_sweepers_with_you: "{names} swept in the same round; by the rulebook the sweeper with the fewest penalty cards ({n}) wins.", dc_first_to_lay_down_with_you_one: "{names} made a sweep with {n} penalty card each; by the house rules the first of you to lay down wins.", dc_first_to_lay_down_with_you_other: "{names} made a sweep with {n} penalty cards each; by the house rules the first of you to lay down wins.", dc_penalty_points_with_you: "{names} tied on the fewest penalty cards ({n}); by the house rules the lower sum of your numbers decides: {points}.", dc_penalty_points_equal_with_you: "{names} tied on the fewest penalty cards ({n}); by the house rules the lower sum of your numbers decides, and yours are equal ({sum}): you share the win.",
    dc_game_ends_at: "House rule: the game ends once the penalty cards reach {end} in all (the rulebook: {book}).",
    dc_last_round_at: "House rule: one last round is played once the penalty cards reach {at} in all (the rulebook: {book}).",
    dc_max_rounds: "The game ended with round {n}, the last the house rules allow.",
    dc_annulled_last: "The last round was annulled; by the house rules it still ended the game.",
    dc_deck: "Too few cards were left to deal another round: the game ended.",
    download: "Download record", replay: "Replay", prev: "Back", next: "Next", mark_sailed: "set sail", mark_winner: "winner", part_missing: "missing", first: "«", last: "»",
    step: "Moves played: {n} of {total}", later_moves: "Show the later moves ({n})", view_as: "View as", everyone: "Spectator",
    connecting: "Connecting…", reconnecting: "Connection lost; reconnecting…", reconnecting_move: "Connection lost; reconnecting… Your move is sent as soon as the connection is back.", spectating: "You are watching this table.",
    err_bad_seat: "This link holds no seat at this table: it may have been cut short when it was copied. Ask whoever sent it for the whole link; meanwhile you can watch the game.", watch_table: "Watch the game", err_bad_table: "This table does not exist: the link is wrong, or the table was deleted (an unfinished table nobody played for weeks expires).", online: "online", offline: "offline",
    boat: "Boat", spares: "Spares", gold: "Gold", cannons: "Cannons", draw_again: "Draw again", stop: "Stop",
    buy: "Buy", buy_for: "Buy {card} from {name} for {price} gold", buy_how: "Or, instead of drawing, buy a part of your boat (your turn then ends):", give_back: "Give back",
    pirate_give_one: "A pirate! Give back {n} card (boat parts, spares or gold).", pirate_give_other: "A pirate! Give back {n} cards (boat parts, spares or gold).", pirate_fire_or_give_one: "A pirate! Fire your cannon, or give back {n} card (boat parts, spares or gold).", pirate_fire_or_give_other: "A pirate! Fire your cannon, or give back {n} cards (boat parts, spares or gold).", pirate_fire_or_give_cannons_one: "A pirate! Fire your cannon, or give back {n} card (boat parts, spares, gold or cannons).", pirate_fire_or_give_cannons_other: "A pirate! Fire your cannon, or give back {n} cards (boat parts, spares, gold or cannons).", give_how: "Choose them on your boat and spares (+ ✦ adds a gold coin), or take a set below.", pirate_give_cannons_one: "A pirate! Give back {n} card (boat parts, spares, gold or cannons).", pirate_give_cannons_other: "A pirate! Give back {n} cards (boat parts, spares, gold or cannons).", give_how_cannons: "Choose them on your boat and spares (+ ✦ adds a gold coin, + ✹ a cannon), or take a set below.", give_loses_boat: "This gives away your whole {boat}: you lose it, and its colour is free again for anyone.", set_loses_boat: "boat lost", give_chosen: "Give back ({k} of {n} chosen)", cannon: "Fire the cannon",
    pass: "Pass", boat_red: "red boat", boat_yellow: "yellow boat", boat_green: "green boat", boat_blue: "blue boat", no_boat: "no boat yet",
    red: "red", orange: "orange", yellow: "yellow", green: "green", blue: "blue", violet: "violet",
    pink: "pink", brown: "brown", grey: "grey", black: "black", level: "level",
    error: "Error", start: "Start",
    player_n: "Player {n}", botname_named: "{bot} bot {n}", botname_random: "Random bot {n}",
    err_stale: "The table moved on before your move arrived.", err_not_your_turn: "It is not your turn.", err_bad_message: "The server did not understand that message.",
    err_illegal: "That move is not allowed now.", err_table_over: "The game is over.", err_rate_limited: "Too many messages; wait a moment.", err_too_large: "That message is too large.",
    err_spectator: "Spectators cannot play; open your seat's invite link to play.", err_server: "The server could not save this move; try again.",
    closer_limit: "Limit of {name}: {n}", lay_sweep: "a sweep: no stowaways!", lay_under_one: "sends {name} under, passes {n} card", lay_under_other: "sends {name} under, passes {n} cards", lay_keeps_one: "+{n} penalty card", lay_keeps_other: "+{n} penalty cards",
    lay_closer_one: "{n} stowaway", lay_closer_other: "{n} stowaways", card_n: "{colour} {n}",
    pt_draw: "drew {card}", pt_to_spares: "to your spares", pt_on_boat: "on your boat: {n}/6", pt_draw_pirate: "drew a pirate", pt_draw_cannon: "drew a cannon", pt_draw_gold: "drew a gold coin", pt_start: "started a {boat}", pt_give: "gave back {cards}", pt_give_none: "had nothing to give back", pt_boat_lost: "lost the boat (its colour is free again)", pt_drop: "put {card} on the discard pile (another player builds that boat)", pt_discard: "discarded {card}", p_discard_spare: "{name} discarded {card}", discard_spare: "Or discard a spare card (ends your turn):", discard_card: "Discard {card}",
    pt_buy: "bought {card} from {name}", pt_buy_from_you: "bought {card} from you", pt_cannon: "fired the cannon", pt_stop: "stopped", pt_pass: "passed", pt_reshuffle: "the discards became the new stock", pt_win: "completed the boat", pt_limit_most: "No boat was completed within the turn limit ({n}): the most boat parts win.", pt_limit_nobody: "No boat was completed within the turn limit ({n}): nobody wins.", no_winner: "No winner",
    known_hint: "Cards with a dot were taken face up: the others know you hold them.", nothing: "nothing",
    score_sheet: "Score sheet", round_col: "Round", show_round: "Show round {n}", not_played: "annulled",
    end: "End", c_draw_stock: "{name} drew from the stock", c_drew_stock: "{name} drew {card} from the stock", c_none: "none", c_lay_seen: "{name} laid down the crew {crew}: limit {limit}, stowaways: {stow}", c_lay_none: "{name} laid down no crew", c_lay_seen_none: "{name} laid down no crew: limit {limit}, stowaways: {stow}", c_attach_seen_none: "{name} attached {attach} and laid down no crew: limit {limit}, stowaways: {stow}", c_attach_seen: "{name} attached {attach} and laid down the crew {crew}: limit {limit}, stowaways: {stow}", c_draw_pile: "{name} took the top of the discard pile", c_draw_pier: "{name} took a card from the pier", c_discard: "{name} discarded {card}", c_sail: "{name} discarded {card} and set sail", c_set_sail: "{name} set sail", c_lay_one: "{name} laid down a crew of {n} card", c_lay_other: "{name} laid down a crew of {n} cards", c_attach: "{name} attached {k} cards and laid down a crew of {n} cards", c_attach_one: "{name} attached 1 card and laid down a crew of {n} cards", c_attach_none: "{name} attached {k} cards and laid down no crew", c_attach_one_none: "{name} attached 1 card and laid down no crew", p_draw: "{name} drew a card", p_stop: "{name} stopped", p_cannon: "{name} fired the cannon", p_pass: "{name} passed", p_buy: "{name} bought {card} from {seller}", p_give: "{name} gave back {cards}",
    log: "Game log", log_take_pile: "{name} took {card} from the discard pile", log_take_pier: "{name} took {card} from the pier", log_lay_one: "{name} laid down: limit {limit}, {k} stowaway", log_lay_other: "{name} laid down: limit {limit}, {k} stowaways", taken_face_up: "In hand, taken from the pier or the discard pile", log_open: "Log", close: "Close", turn_n: "Turn {n}",
    sail_preview_one: "Setting sail after discarding {card}: limit {limit}, {n} stowaway", sail_preview_other: "Setting sail after discarding {card}: limit {limit}, {n} stowaways", warn_pier: "This is the last card of the pier: taking it annuls the round.", warn_stock: "This is the last card of the stock: after drawing it you must set sail.", take_it: "Take it", cancel: "Cancel", careful: "Careful",
    sheet_under: "sent {name} under", pen_added: "Penalty cards added", sheet_legend: "In each cell: the limit (⚓ set sail, ↓ sent the one who set sail under), then ☠ penalty cards added = total.",
    claim_failed: "This invite link cannot take its seat", waiting_friends: "Waiting for your friends to join: {names}.",
    invite_used_by: "This invitation has already been used by {name}: you are back at your own seat.", invite_used_watch: "{name} has already used this invite link to take its seat. If it was you, open the game where you took it: it is under My tables there. Otherwise you can watch the game from here; to play, ask the table's creator for a seat.",
    err_invite_used: "Someone has already used this invite link to take its seat. If it was you, open the game where you took it: it is under My tables there.", err_invite_foreign: "This invite link is not for this table.", err_token_foreign: "This page's seat token is not a seat of this table: open the table from your own link.", err_not_creator: "Only the table's creator can do this.", err_too_many: "Too many new tables from here just now; try again in a minute.", err_too_many_open: "You have too many unfinished tables on this server: finish one (tables nobody plays expire) before creating another.",
    second_seat: "You have a seat at this table already. This invite link is for {name}'s seat: send it to them. Take that seat too only if {name} plays on this device, beside you.", second_seat_keep: "Back to my seat", second_seat_take: "Take {name}'s seat too", own_invite: "This is the invite link you made for {name}. Send it to them: if you open it here, you take their seat and they can only watch.", own_invite_keep: "Back to the table", play_again: "Play again", join_again: "Join the new game", watch_again: "Watch the new game", again_started: "A player started a new game with the same players.", again_started_replaced: "A player started a new game at this table: a bot plays your former seat there.", forget_sure: "Sure? This seat's link is lost", err_token_taken: "This page proposed a seat token that another seat already holds: reload the page and try again.", err_again_joined: "You already took your seat at the new game on another page or device: open it there (My tables).", forget: "Remove from my tables", own_invite_take: "Play {name}'s seat here",
    start_now: "Start now (bots take the empty seats)", joined: "joined", joined_away: "joined, away now", not_joined: "not joined yet", start_hint_creator: "You can also start now.", start_hint_guest: "The table's creator can also start now.",
    start_hint_named: "{name} can also start now.", again_started_by: "{name} started a new game with the same players.", again_started_by_replaced: "{name} started a new game at this table: a bot plays your former seat there.", again_started_you: "You started a new game with the same players.", again_same_seats: "A new game: everyone keeps their seat from the game just played. The cards are dealt again, and who starts is drawn again at random.",
    end_table: "Delete this table", end_table_sure: "Sure? The game ends for everyone", end_table_done: "The table is deleted.", new_link: "New link", new_link_sure: "Sure? The old link stops working", new_link_done: "A new link for {name}: send it to them; the old one no longer works.", to_bot: "Give the seat to a bot", to_bot_sure: "Sure? A bot plays for {name} to the end", bot_plays: "a bot plays", err_seat_just_left: "This player left the table only a moment ago: their seat stays theirs a little longer.", address_is_seat: "The address in your browser's bar holds your seat: whoever opens it plays as you. Send the links below instead.", address_is_seat_watch: "The address in your browser's bar holds your seat: whoever opens it plays as you. To let someone watch, send them the spectator link below.", err_creator_here: "The table's creator is at the table, or left only a moment ago: they decide this. If they stay away, you can in a little while.", err_own_seat: "This is your own seat: play it yourself.", creator_gone: "The table's creator is away: any player can now start the table or give the seat of a player who is away to a bot.", idle_seat: "{name} has not played for more than {limit}.", idle_warn: "Your turn: play a move. If your turn waits {limit}, the other players may give your seat to a bot.", idle_now: "You have not played for more than {limit}: the other players may now give your seat to a bot. Play a move to keep it.",
    err_invite_revoked: "The table's creator replaced this invite link with a new one: ask them for it.", err_seat_replaced: "Your seat was given to a bot while you were away or not playing; you can watch the game, or take your seat back.", take_back: "Take my seat back", seat_back: "{name} took their seat back from the bot.", err_not_your_seat: "Only the player whose seat went to a bot can take it back, from their own link.", err_seat_not_replaced: "No bot plays this seat: there is nothing to take back.", err_seat_joined: "This friend has already taken the seat: a taken seat gets no new link (give it to a bot if they stay away).", err_seat_online: "This player is at the table right now: their seat is not taken from them.", err_seat_not_invited: "Only an invited friend's seat can be changed.", err_game_over: "The game is over: its seats stay as they were.",
    deal_committed: "Deal committed:", deal_revealed: "Deal revealed: seed {seed}, salt {salt} (check with corsairs verify)", deal_seed: "Deal: seed {seed}",
    practice_seed: "Practice table: seed chosen by the creator", no_commitment: "This is an older table: its deal cannot be checked afterwards.",
    err_seat_held: "You have a seat at this table already: here it is. If that link was a friend's, send it to them.", err_second_seat: "You have a seat at this table already: this invite link is for another seat. Send it to the friend it is for.", seat_late: "{name} has arrived and takes their seat from the bot.", seat_back_you: "You took your seat back from the bot.", bot_fault_error: "{name} failed (an error in its program): the table plays a random legal move for it each time this happens.", bot_fault_illegal: "{name} chose a move the rules do not allow: the table plays a random legal move for it each time this happens.", bot_fault_slow: "{name} took too long to choose a move: from now on the table plays a random legal move for it at once, without waiting for it.", seat_late_you: "You take your seat from the bot.", bot_until: "a bot plays until they come", own_invite_late: "This is the invite link you made for {name}: a bot plays that seat until they come. Send it to them: you have a seat at this table already, and nobody plays two.",
    log_bot_in: "From here {bot} plays for {name}", log_why_not_joined: "not joined", log_why_away: "away", log_why_idle: "did not play", log_back: "{name} takes the seat back from the bot", log_late: "{name} arrives and takes the seat from the bot", log_bot_in_you: "From here {bot} plays for you", log_back_you: "You take your seat back from the bot", log_late_you: "You arrive and take your seat from the bot",
  },
  fr: {
    card_gold: "pièce d'or", card_pirate: "pirate", card_cannon: "canon",
    err_colours: "Un équipage a au maximum deux couleurs.", err_numbers: "Tous les numéros de l'équipage doivent être différents.", err_attach: "Les cartes attachées doivent avoir une couleur de l'équipage, un numéro absent et des numéros différents.",
    brand: "Corsaires", rules: "Règles", lobby: "Nouvelle table", game: "Jeu", players: "Joueurs",
    seat: "Place", me: "Moi", bot: "Robot", human: "Personne invitée", name: "Nom", create: "Créer la table",
    my_tables: "Mes tables", tables_gone_one: "Une table que vous aviez ici n'existe plus sur le serveur (supprimée, ou retirée après une longue inactivité)\u00a0: elle a été retirée de Mes tables.", tables_gone_other: "{n}\u00a0tables que vous aviez ici n'existent plus sur le serveur (supprimées, ou retirées après une longue inactivité)\u00a0: elles ont été retirées de Mes tables.", tables_unreachable: "Impossible de charger Mes tables (le serveur n'a pas répondu)\u00a0: elles sont conservées, réessayez plus tard.", none_yet: "Pas encore de table.", open: "Ouvrir", spectate: "Regarder",
    invite: "Liens d'invitation (un par ami)", spectator_link: "Lien spectateur", copy: "Copier",
    copied: "Copié", you: "vous", to_play: "à jouer", your_turn: "À vous de jouer", le_said: "pas plus que", your_turn_lay: "À vous de jouer : {name} a levé l'ancre, vous devez donc abattre vos cartes (sans piocher ni défausser). La meilleure répartition est prête dans la fenêtre : appuyez sur « Abattre », ou déplacez d'abord des cartes.", waiting: "On attend {name}", replay_to_play: "À {name} de jouer",
    over: "Partie terminée", winner: "{names} a gagné !", winner_you: "Vous avez gagné !", winners: "{names} ont gagné !", round: "Manche {n}",
    final_round: "Dernière manche !", stock: "Talon", pile: "Pile des écarts", pier: "Quai",
    pier_colour: "Couleur du quai", hand: "Votre main", cards_one: "{n} carte", cards_other: "{n} cartes", penalties: "Cartes de pénalité",
    total_pen: "Cartes de pénalité au total : {n}", last_round_at: "dernière manche", ends_at: "fin",
    draw: "Piocher", draw_stock: "Piocher dans le talon", draw_pile: "Prendre l'écart", draw_pier: "Prendre au quai",
    discard: "Défausser", set_sail: "Lever l'ancre", sail_with: "Défausser {card} et lever l'ancre",
    must_sail: "Vous avez pioché la dernière carte du talon : vous devez lever l'ancre.",
    hand_keys: "Flèches, Début, Fin\u00a0: choisir une carte", pick_discard: "Choisissez la carte à défausser (ou pour lever l'ancre).",
    sort_colour: "Par couleur", sort_number: "Par numéro",
    prisoners: "Prisonniers", crew: "Équipage", stowaways: "Clandestins", attached: "Attachées", no_cards: "aucune carte", show_cards: "Voir les cartes", limit: "Limite", limit_n: "limite {n}",
    lay_title: "Lever l'ancre : répartissez vos cartes", attach_title: "{name} a levé l'ancre : attachez et répartissez vos cartes",
    lay_help: "Choisissez une carte pour la passer de l'équipage aux clandestins, ou l'inverse. La meilleure répartition est proposée.",
    attach_help: "Choisissez une carte pour la passer de l'équipage aux cartes attachées ou aux clandestins : une carte attachée rejoint l'équipage de {name} et ne vous coûte rien. La meilleure répartition est proposée.",
    closer_crew: "Équipage de {name}", suggestions: "Suggestions", confirm: "Abattre",
    round_summary: "Manche {n} : bilan", closer: "{name} a levé l'ancre", sent_under: "{who} a coulé {closer} ({a} ≤ {b})",
    not_under: "Personne n'a coulé {closer} : sa limite {b} est la plus basse", keeps: "garde {n}", gets: "+{n}",
    annulled: "Manche {n} annulée ({why})", why_pier: "la dernière carte du quai a été prise", why_turn_limit: "trop de tours", annulled_then: "Personne ne reçoit de carte de pénalité ; le donneur suivant distribue une nouvelle manche.",
    sweep: "{name} met les autres capot et gagne !", continue: "Continuer", result: "Résultat final",
    dc_sweep: "Capot de {names} : abattre sans aucun clandestin gagne aussitôt la partie.", dc_sweep_you: "Votre capot : abattre sans aucun clandestin gagne aussitôt la partie.",
    dc_first_to_lay_down_one: "Capots de {names} avec {n} carte de pénalité chacun ; selon les règles maison, le premier d'entre eux à abattre gagne.",
    dc_first_to_lay_down_other: "Capots de {names} avec {n} cartes de pénalité chacun ; selon les règles maison, le premier d'entre eux à abattre gagne.",
    dc_fewest_among_sweepers: "Capots de {names} dans la même manche ; selon la règle, celui qui a le moins de cartes de pénalité ({n}) gagne.",
    dc_penalty_points: "{names} à égalité pour le moins de cartes de pénalité ({n}) ; selon les règles maison, la plus petite somme de leurs nombres départage : {points}.",
    dc_penalty_points_equal: "{names} à égalité pour le moins de cartes de pénalité ({n}) ; selon les règles maison, la plus petite somme de leurs nombres départage, et elles sont égales ({sum}) : ils se partagent la victoire.",
    you_first: "Vous", winners_you: "{names} avez gagné !", dc_sweep_with_you: "{names} avez abattu sans aucun clandestin : un capot gagne aussitôt la partie.", dc_fewest_among_sweepers_with_you: "{names} avez mis les autres capot dans la même manche ; selon la règle, celui d'entre vous qui a le moins de cartes de pénalité ({n}) gagne.", dc_first_to_lay_down_with_you_one: "{names} avez mis les autres capot avec {n} carte de pénalité chacun ; selon les règles maison, le premier d'entre vous à abattre gagne.", dc_first_to_lay_down_with_you_other: "{names} avez mis les autres capot avec {n} cartes de pénalité chacun ; selon les règles maison, le premier d'entre vous à abattre gagne.", dc_penalty_points_with_you: "{names} êtes à égalité pour le moins de cartes de pénalité ({n}) ; selon les règles maison, la plus petite somme de vos nombres départage : {points}.", dc_penalty_points_equal_with_you: "{names} êtes à égalité pour le moins de cartes de pénalité ({n}) ; selon les règles maison, la plus petite somme de vos nombres départage, et elles sont égales ({sum}) : vous vous partagez la victoire.",
    dc_game_ends_at: "Règle maison : la partie s'arrête quand les pénalités atteignent {end} au total (le livret : {book}).",
    dc_last_round_at: "Règle maison : une dernière manche est jouée quand les pénalités atteignent {at} au total (le livret : {book}).",
    dc_max_rounds: "La partie s'est terminée avec la manche {n}, la dernière que permettent les règles maison.",
    dc_annulled_last: "La dernière manche a été annulée ; selon les règles maison, elle termine quand même la partie.",
    dc_deck: "Il ne restait pas assez de cartes pour distribuer une autre manche : la partie s'est arrêtée.",
    download: "Télécharger la partie", replay: "Revoir", prev: "Retour", next: "Suivant", mark_sailed: "a levé l'ancre", mark_winner: "gagne", part_missing: "manque", first: "«", last: "»",
    step: "Coups joués : {n} sur {total}", later_moves: "Voir les coups suivants ({n})", view_as: "Voir comme", everyone: "Spectateur",
    connecting: "Connexion…", reconnecting: "Connexion perdue ; reconnexion…", reconnecting_move: "Connexion perdue ; reconnexion… Votre coup partira dès que la connexion sera rétablie.", spectating: "Vous regardez cette table.",
    err_bad_seat: "Ce lien ne donne aucune place à cette table : il a peut-être été tronqué en le copiant. Demandez le lien entier à qui vous l'a envoyé ; en attendant, vous pouvez regarder la partie.", watch_table: "Regarder la partie", err_bad_table: "Cette table n'existe pas : le lien est faux, ou la table a été supprimée (une table inachevée que personne n'a jouée depuis des semaines expire).", online: "en ligne", offline: "hors ligne",
    boat: "Bateau", spares: "Cartes à droite", gold: "Pièces d'or", cannons: "Canons", draw_again: "Piocher encore", stop: "Passer la main",
    buy: "Acheter", buy_for: "Acheter {card} à {name} pour {price} pièces d'or", buy_how: "Ou, au lieu de piocher, achetez une carte de votre bateau (votre tour s'arrête alors) :", give_back: "Rendre",
    pirate_give_one: "Un pirate ! Remettez {n} carte (bateau, cartes à droite ou pièces d'or).", pirate_give_other: "Un pirate ! Remettez {n} cartes (bateau, cartes à droite ou pièces d'or).", pirate_fire_or_give_one: "Un pirate ! Tirez au canon, ou remettez {n} carte (bateau, cartes à droite ou pièces d'or).", pirate_fire_or_give_other: "Un pirate ! Tirez au canon, ou remettez {n} cartes (bateau, cartes à droite ou pièces d'or).", pirate_fire_or_give_cannons_one: "Un pirate ! Tirez au canon, ou remettez {n} carte (bateau, cartes à droite, pièces d'or ou canons).", pirate_fire_or_give_cannons_other: "Un pirate ! Tirez au canon, ou remettez {n} cartes (bateau, cartes à droite, pièces d'or ou canons).", give_how: "Choisissez-les sur votre bateau et vos cartes à droite (+ ✦ ajoute une pièce d'or), ou prenez un lot ci-dessous.", pirate_give_cannons_one: "Un pirate ! Remettez {n} carte (bateau, cartes à droite, pièces d'or ou canons).", pirate_give_cannons_other: "Un pirate ! Remettez {n} cartes (bateau, cartes à droite, pièces d'or ou canons).", give_how_cannons: "Choisissez-les sur votre bateau et vos cartes à droite (+ ✦ ajoute une pièce d'or, + ✹ un canon), ou prenez un lot ci-dessous.", give_loses_boat: "Vous rendez tout votre {boat} : vous le perdez, et sa couleur redevient libre pour tous.", set_loses_boat: "bateau perdu", give_chosen: "Rendre ({k} sur {n} choisies)", cannon: "Tirer au canon",
    pass: "Passer", boat_red: "bateau rouge", boat_yellow: "bateau jaune", boat_green: "bateau vert", boat_blue: "bateau bleu", no_boat: "pas encore de bateau",
    red: "rouge", orange: "orange", yellow: "jaune", green: "vert", blue: "bleu", violet: "violet",
    pink: "rose", brown: "marron", grey: "gris", black: "noir", level: "niveau",
    error: "Erreur", start: "Début",
    player_n: "Joueur {n}", botname_named: "Robot {bot} {n}", botname_random: "Robot aléatoire {n}",
    err_stale: "La table a avancé avant l'arrivée de votre coup.", err_not_your_turn: "Ce n'est pas votre tour.", err_bad_message: "Le serveur n'a pas compris ce message.",
    err_illegal: "Ce coup n'est pas permis maintenant.", err_table_over: "La partie est terminée.", err_rate_limited: "Trop de messages ; patientez un instant.", err_too_large: "Ce message est trop long.",
    err_spectator: "Les spectateurs ne jouent pas ; ouvrez le lien d'invitation de votre place.", err_server: "Le serveur n'a pas pu enregistrer ce coup ; réessayez.",
    closer_limit: "Limite de {name} : {n}", lay_sweep: "capot : aucun clandestin !", lay_under_one: "coule {name}, lui passe {n} carte", lay_under_other: "coule {name}, lui passe {n} cartes", lay_keeps_one: "+{n} carte de pénalité", lay_keeps_other: "+{n} cartes de pénalité",
    lay_closer_one: "{n} clandestin", lay_closer_other: "{n} clandestins", card_n: "{colour} {n}",
    pt_draw: "a pioché {card}", pt_to_spares: "dans vos cartes à droite", pt_on_boat: "sur votre bateau : {n}/6", pt_draw_pirate: "a pioché un pirate", pt_draw_cannon: "a pioché un canon", pt_draw_gold: "a pioché une pièce d'or", pt_start: "a commencé un {boat}", pt_give: "a rendu {cards}", pt_give_none: "n'avait rien à rendre", pt_boat_lost: "a perdu son bateau (sa couleur redevient libre)", pt_drop: "a mis {card} sur la pile des écarts (un autre joueur construit ce bateau)", pt_discard: "a défaussé {card}", p_discard_spare: "{name} a défaussé {card}", discard_spare: "Ou défaussez une carte à droite (fin du tour) :", discard_card: "Défausser {card}",
    pt_buy: "a acheté {card} à {name}", pt_buy_from_you: "vous a acheté {card}", pt_cannon: "a tiré au canon", pt_stop: "a passé la main", pt_pass: "a passé", pt_reshuffle: "la pile des écarts forme le nouveau talon", pt_win: "a terminé son bateau", pt_limit_most: "Aucun bateau terminé dans la limite de tours ({n}) : gagne le bateau qui a le plus de cartes.", pt_limit_nobody: "Aucun bateau terminé dans la limite de tours ({n}) : personne ne gagne.", no_winner: "Personne ne gagne",
    known_hint: "Les cartes marquées d'un point ont été prises face visible : les autres savent que vous les avez.", nothing: "rien",
    score_sheet: "Feuille de marque", round_col: "Manche", show_round: "Voir la manche {n}", not_played: "annulée",
    end: "Fin", c_draw_stock: "{name} a pioché dans le talon", c_drew_stock: "{name} a pioché {card} dans le talon", c_none: "aucun", c_lay_seen: "{name} a abattu l'équipage avec {crew} : limite {limit}, clandestins : {stow}", c_lay_none: "{name} n'a abattu aucun équipage", c_lay_seen_none: "{name} n'a abattu aucun équipage : limite {limit}, clandestins : {stow}", c_attach_seen_none: "{name} a attaché {attach} et n'a abattu aucun équipage : limite {limit}, clandestins : {stow}", c_attach_seen: "{name} a attaché {attach} et abattu l'équipage avec {crew} : limite {limit}, clandestins : {stow}", c_draw_pile: "{name} a pris la carte de la pile des écarts", c_draw_pier: "{name} a pris une carte au quai", c_discard: "{name} a défaussé {card}", c_sail: "{name} a défaussé {card} et levé l'ancre", c_set_sail: "{name} a levé l'ancre", c_lay_one: "{name} a abattu un équipage de {n} carte", c_lay_other: "{name} a abattu un équipage de {n} cartes", c_attach: "{name} a attaché {k} cartes et abattu un équipage de {n} cartes", c_attach_one: "{name} a attaché 1 carte et abattu un équipage de {n} cartes", c_attach_none: "{name} a attaché {k} cartes et n'a abattu aucun équipage", c_attach_one_none: "{name} a attaché 1 carte et n'a abattu aucun équipage", p_draw: "{name} a pioché une carte", p_stop: "{name} a passé la main", p_cannon: "{name} a tiré au canon", p_pass: "{name} a passé", p_buy: "{name} a acheté {card} à {seller}", p_give: "{name} a rendu {cards}",
    log: "Journal de la partie", log_take_pile: "{name} a pris {card} dans la pile des écarts", log_take_pier: "{name} a pris {card} au quai", log_lay_one: "{name} a abattu : limite {limit}, {k} clandestin", log_lay_other: "{name} a abattu : limite {limit}, {k} clandestins", taken_face_up: "En main, prises au quai ou dans la pile des écarts", log_open: "Journal", close: "Fermer", turn_n: "Tour {n}",
    sail_preview_one: "Lever l'ancre après avoir défaussé {card} : limite {limit}, {n} clandestin", sail_preview_other: "Lever l'ancre après avoir défaussé {card} : limite {limit}, {n} clandestins", warn_pier: "C'est la dernière carte du quai : la prendre annule la manche.", warn_stock: "C'est la dernière carte du talon : après l'avoir piochée, vous devez lever l'ancre.", take_it: "La prendre", cancel: "Annuler", careful: "Attention",
    sheet_under: "a coulé {name}", pen_added: "Cartes de pénalité ajoutées", sheet_legend: "Dans chaque case : la limite (⚓ a levé l'ancre, ↓ a coulé celui qui l'a levée), puis ☠ cartes de pénalité ajoutées = total.",
    claim_failed: "Ce lien d'invitation ne peut plus prendre sa place", waiting_friends: "On attend vos amis : {names}.",
    invite_used_by: "Cette invitation a déjà été utilisée par {name} : vous voilà de retour à votre place.", invite_used_watch: "{name} a déjà utilisé ce lien d'invitation pour prendre sa place. Si c'était vous, ouvrez la partie là où vous l'avez prise : elle y est dans Mes tables. Sinon, vous pouvez regarder la partie d'ici ; pour jouer, demandez une place au créateur de la table.",
    err_invite_used: "Quelqu'un a déjà utilisé ce lien d'invitation pour prendre sa place. Si c'était vous, ouvrez la partie là où vous l'avez prise : elle y est dans Mes tables.", err_invite_foreign: "Ce lien d'invitation n'est pas pour cette table.", err_token_foreign: "Le jeton de place de cette page n'est celui d'aucune place de cette table : ouvrez la table depuis votre propre lien.", err_not_creator: "Seule la personne qui a créé la table peut faire cela.", err_too_many: "Trop de nouvelles tables d'ici en peu de temps ; réessayez dans une minute.", err_too_many_open: "Vous avez trop de tables inachevées sur ce serveur : terminez-en une (les tables que personne ne joue expirent) avant d'en créer une autre.",
    second_seat: "Vous avez déjà une place à cette table. Ce lien d'invitation est pour la place de {name} : envoyez-le-lui. Ne prenez aussi cette place que si {name} joue sur cet appareil, à côté de vous.", second_seat_keep: "Retour à ma place", second_seat_take: "Prendre aussi la place de {name}", own_invite: "Voici le lien d'invitation que vous avez créé pour {name}. Envoyez-le-lui : si vous l'ouvrez ici, vous prenez sa place, et {name} ne pourra que regarder.", own_invite_keep: "Retour à la table", play_again: "Rejouer", join_again: "Rejoindre la nouvelle partie", watch_again: "Regarder la nouvelle partie", again_started: "Quelqu'un a lancé une nouvelle partie avec la même tablée.", again_started_replaced: "Quelqu'un a lancé une nouvelle partie à cette table : un robot y joue votre ancienne place.", forget_sure: "Vraiment ? Le lien de votre place sera perdu", err_token_taken: "Cette page a proposé un jeton de place qu'une autre place détient déjà : rechargez la page et réessayez.", err_again_joined: "Vous avez déjà pris votre place à la nouvelle partie sur une autre page ou un autre appareil : ouvrez-la là-bas (Mes tables).", forget: "Retirer de mes tables", own_invite_take: "Jouer la place de {name} ici",
    start_now: "Commencer maintenant (des robots prennent les places vides)", joined: "a rejoint la table", joined_away: "a rejoint, pas là pour l'instant", not_joined: "pas encore là", start_hint_creator: "Vous pouvez aussi commencer maintenant.", start_hint_guest: "Le créateur de la table peut aussi commencer maintenant.",
    start_hint_named: "{name} peut aussi commencer maintenant.", again_started_by: "{name} a lancé une nouvelle partie avec la même tablée.", again_started_by_replaced: "{name} a lancé une nouvelle partie à cette table : un robot y joue votre ancienne place.", again_started_you: "Vous avez lancé une nouvelle partie avec la même tablée.", again_same_seats: "Nouvelle partie : chacun garde sa place de la partie précédente. Les cartes sont redistribuées, et qui commence est de nouveau tiré au sort.",
    end_table: "Supprimer cette table", end_table_sure: "Vraiment ? La partie s'arrête pour tout le monde", end_table_done: "La table est supprimée.", new_link: "Nouveau lien", new_link_sure: "Vraiment ? L'ancien lien ne marchera plus", new_link_done: "Un nouveau lien pour {name} : envoyez-le-lui ; l'ancien ne marche plus.", to_bot: "Donner la place à un robot", to_bot_sure: "Vraiment ? Un robot jouera pour {name} jusqu'à la fin", bot_plays: "un robot joue", err_seat_just_left: "Ce joueur a quitté la table il y a un instant : sa place reste la sienne encore un peu.", address_is_seat: "L'adresse dans la barre de votre navigateur contient votre place : qui l'ouvre joue à votre place. Envoyez plutôt les liens ci-dessous.", address_is_seat_watch: "L'adresse dans la barre de votre navigateur contient votre place : qui l'ouvre joue à votre place. Pour qu'une autre personne regarde la partie, envoyez-lui plutôt le lien spectateur ci-dessous.", err_creator_here: "Le créateur de la table est là, ou vient juste de partir : c'est à lui de décider. S'il reste absent, vous le pourrez dans un moment.", err_own_seat: "C'est votre propre place : jouez-la vous-même.", creator_gone: "Le créateur de la table est absent : chaque joueur peut maintenant commencer la partie ou donner à un robot la place d'un joueur absent.", idle_seat: "{name} n'a pas joué depuis plus de {limit}.", idle_warn: "À vous : jouez un coup. Si votre tour attend {limit}, les autres joueurs pourront donner votre place à un robot.", idle_now: "Vous n'avez pas joué depuis plus de {limit} : les autres joueurs peuvent maintenant donner votre place à un robot. Jouez un coup pour la garder.",
    err_invite_revoked: "Le créateur de la table a remplacé ce lien d'invitation par un nouveau : demandez-le-lui.", err_seat_replaced: "Votre place a été donnée à un robot pendant votre absence ou parce que vous ne jouiez pas ; vous pouvez regarder la partie, ou reprendre votre place.", take_back: "Reprendre ma place", seat_back: "{name} a repris sa place au robot.", err_not_your_seat: "Seul le joueur dont la place a été donnée à un robot peut la reprendre, depuis son propre lien.", err_seat_not_replaced: "Aucun robot ne joue cette place : il n'y a rien à reprendre.", err_seat_joined: "Cet ami a déjà pris sa place : une place prise n'a pas de nouveau lien (donnez-la à un robot s'il reste absent).", err_seat_online: "Ce joueur est à la table en ce moment : sa place ne lui est pas retirée.", err_seat_not_invited: "Seule la place d'un ami invité peut être changée.", err_game_over: "La partie est finie : ses places restent telles quelles.",
    deal_committed: "Donne fixée :", deal_revealed: "Donne révélée : graine {seed}, sel {salt} (vérifiez avec corsairs verify)", deal_seed: "Donne : graine {seed}",
    practice_seed: "Table d'entraînement : graine choisie à la création de la table", no_commitment: "C'est une table ancienne : sa donne ne peut pas être vérifiée après coup.",
    err_seat_held: "Vous avez déjà une place à cette table : la voici. Si ce lien était celui d'un ami, envoyez-le-lui.", err_second_seat: "Vous avez déjà une place à cette table : ce lien d'invitation est pour une autre place. Envoyez-le à la personne à qui il est destiné.", seat_late: "{name} est là et prend sa place au robot.", seat_back_you: "Vous avez repris votre place au robot.", bot_fault_error: "{name} est tombé en panne (une erreur dans son programme) : la table joue à sa place un coup légal au hasard chaque fois que cela arrive.", bot_fault_illegal: "{name} a choisi un coup que les règles n'autorisent pas : la table joue à sa place un coup légal au hasard chaque fois que cela arrive.", bot_fault_slow: "{name} a mis trop de temps à choisir son coup : désormais, la table joue aussitôt à sa place un coup légal au hasard, sans l'attendre.", seat_late_you: "Vous prenez votre place au robot.", bot_until: "un robot joue en attendant", own_invite_late: "Voici le lien d'invitation que vous avez créé pour {name} : un robot joue cette place en attendant. Envoyez-le-lui : vous avez déjà une place à cette table, et personne n'en joue deux.",
    log_bot_in: "Désormais, {bot} joue pour {name}", log_why_not_joined: "pas encore là", log_why_away: "absence", log_why_idle: "tour non joué", log_back: "{name} reprend sa place au robot", log_late: "{name} arrive et prend sa place au robot", log_bot_in_you: "Désormais, {bot} joue pour vous", log_back_you: "Vous reprenez votre place au robot", log_late_you: "Vous arrivez et prenez votre place au robot",
  },
  it: {
    card_gold: "oro", card_pirate: "pirata", card_cannon: "cannone",
    err_colours: "La ciurma ha al massimo due colori.", err_numbers: "Tutti i numeri della ciurma devono essere diversi.", err_attach: "Le carte attaccate devono avere un colore della ciurma, un numero mancante e numeri diversi.",
    brand: "Corsari", rules: "Regole", lobby: "Nuovo tavolo", game: "Gioco", players: "Giocatori",
    seat: "Posto", me: "Io", bot: "Bot", human: "Amico invitato", name: "Nome", create: "Crea il tavolo",
    my_tables: "I miei tavoli", tables_gone_one: "Un tavolo che avevi qui non è più sul server (eliminato, o rimosso dopo molto tempo senza partite): è stato tolto da I miei tavoli.", tables_gone_other: "{n} tavoli che avevi qui non sono più sul server (eliminati, o rimossi dopo molto tempo senza partite): sono stati tolti da I miei tavoli.", tables_unreachable: "Non è stato possibile caricare I miei tavoli (il server non ha risposto): restano salvati, riprova più tardi.", none_yet: "Ancora nessun tavolo.", open: "Apri", spectate: "Guarda",
    invite: "Link d'invito (uno per amico)", spectator_link: "Link spettatore", copy: "Copia",
    copied: "Copiato", you: "tu", to_play: "di turno", your_turn: "Tocca a te", le_said: "non più di", your_turn_lay: "Tocca a te: {name} ha deciso di salpare, quindi devi calare le tue carte (niente pesca né scarto). Nella finestra la divisione migliore è già pronta: premi «Cala le carte», o prima sposta delle carte.", waiting: "Si aspetta {name}", replay_to_play: "Tocca a {name}",
    over: "Partita finita", winner: "Vince: {names}", winner_you: "Hai vinto!", winners: "Vincono: {names}", round: "Manche {n}",
    final_round: "Ultima manche!", stock: "Tallone", pile: "Pila degli scarti", pier: "Molo",
    pier_colour: "Colore del molo", hand: "La tua mano", cards_one: "{n} carta", cards_other: "{n} carte", penalties: "Carte penalità",
    total_pen: "Carte penalità in tutto: {n}", last_round_at: "ultima manche", ends_at: "fine",
    draw: "Pesca", draw_stock: "Pesca dal tallone", draw_pile: "Prendi lo scarto", draw_pier: "Prendi dal molo",
    discard: "Scarta", set_sail: "Salpa", sail_with: "Scarta {card} e salpa",
    must_sail: "Hai pescato l'ultima carta del tallone: devi salpare.",
    hand_keys: "Frecce, Home, Fine: scegliere una carta", pick_discard: "Scegli la carta da scartare (o con cui salpare).",
    sort_colour: "Per colore", sort_number: "Per numero",
    prisoners: "Prigionieri", crew: "Ciurma", stowaways: "Clandestini", attached: "Attaccate", no_cards: "nessuna carta", show_cards: "Mostra le carte", limit: "Limite", limit_n: "limite {n}",
    lay_title: "Si salpa! Dividi le tue carte", attach_title: "{name} ha deciso di salpare: attacca e dividi le tue carte",
    lay_help: "Scegli una carta per spostarla tra ciurma e clandestini. La divisione migliore è già pronta.",
    attach_help: "Scegli una carta per spostarla tra ciurma, carte attaccate e clandestini: una carta attaccata va alla ciurma di {name} e non ti costa nulla. La divisione migliore è già pronta.",
    closer_crew: "Ciurma di {name}", suggestions: "Suggerimenti", confirm: "Cala le carte",
    round_summary: "Manche {n}: riepilogo", closer: "{name} ha deciso di salpare", sent_under: "{who} ha mandato sotto {closer} ({a} ≤ {b})",
    not_under: "Nessuno ha mandato sotto {closer}: il suo limite {b} è il più basso", keeps: "tiene {n}", gets: "+{n}",
    annulled: "Manche {n} a monte ({why})", why_pier: "è stata presa l'ultima carta del molo", why_turn_limit: "troppi turni", annulled_then: "Nessuno riceve carte penalità; il mazziere successivo distribuisce una nuova manche.",
    sweep: "{name} fa cappotto e vince!", continue: "Continua", result: "Risultato finale",
    dc_sweep: "{names}: cappotto, calare senza clandestini vince subito la partita.", dc_sweep_you: "Il tuo cappotto: calare senza clandestini vince subito la partita.",
    dc_first_to_lay_down_one: "{names}: cappotto con {n} carta penalità ciascuno; per le regole della casa vince il primo di loro a calare.",
    dc_first_to_lay_down_other: "{names}: cappotto con {n} carte penalità ciascuno; per le regole della casa vince il primo di loro a calare.",
    dc_fewest_among_sweepers: "{names}: cappotto nella stessa manche; per il regolamento vince chi ha meno carte penalità ({n}).",
    dc_penalty_points: "{names}: pari con meno carte penalità ({n}); per le regole della casa decide la somma più bassa dei loro numeri: {points}.",
    dc_penalty_points_equal: "{names}: pari con meno carte penalità ({n}); per le regole della casa decide la somma più bassa dei loro numeri, e le somme sono uguali ({sum}): si dividono la vittoria.",
    you_first: "Tu", winners_you: "{names} avete vinto!", dc_sweep_with_you: "{names} avete calato senza clandestini: il cappotto vince subito la partita.", dc_fewest_among_sweepers_with_you: "{names} avete fatto cappotto nella stessa manche; per il regolamento vince chi di voi ha meno carte penalità ({n}).", dc_first_to_lay_down_with_you_one: "{names} avete fatto cappotto con {n} carta penalità ciascuno; per le regole della casa vince il primo di voi a calare.", dc_first_to_lay_down_with_you_other: "{names} avete fatto cappotto con {n} carte penalità ciascuno; per le regole della casa vince il primo di voi a calare.", dc_penalty_points_with_you: "{names} siete pari con meno carte penalità ({n}); per le regole della casa decide la somma più bassa dei vostri numeri: {points}.", dc_penalty_points_equal_with_you: "{names} siete pari con meno carte penalità ({n}); per le regole della casa decide la somma più bassa dei vostri numeri, e le somme sono uguali ({sum}): vi dividete la vittoria.",
    dc_game_ends_at: "Regola della casa: la partita finisce quando le penalità arrivano a {end} in tutto (il regolamento: {book}).",
    dc_last_round_at: "Regola della casa: si gioca un'ultima manche quando le penalità arrivano a {at} in tutto (il regolamento: {book}).",
    dc_max_rounds: "La partita è finita con la manche {n}, l'ultima che le regole della casa permettono.",
    dc_annulled_last: "L'ultima manche è stata annullata; per le regole della casa chiude comunque la partita.",
    dc_deck: "Non restavano carte a sufficienza per un'altra manche: la partita è finita.",
    download: "Scarica la partita", replay: "Rivedi", prev: "Indietro", next: "Avanti", mark_sailed: "ha deciso di salpare", mark_winner: "vince", part_missing: "manca", first: "«", last: "»",
    step: "Mosse giocate: {n} di {total}", later_moves: "Mostra le mosse successive ({n})", view_as: "Guarda come", everyone: "Spettatore",
    connecting: "Connessione…", reconnecting: "Connessione persa; riconnessione…", reconnecting_move: "Connessione persa; riconnessione… La tua mossa partirà appena la connessione torna.", spectating: "Stai guardando questo tavolo.",
    err_bad_seat: "Questo link non dà nessun posto a questo tavolo: forse è stato tagliato copiandolo. Chiedi il link intero a chi te l'ha mandato; intanto puoi guardare la partita.", watch_table: "Guarda la partita", err_bad_table: "Questo tavolo non esiste: il link è sbagliato, oppure il tavolo è stato cancellato (un tavolo non finito che nessuno ha giocato per settimane scade).", online: "in linea", offline: "non in linea",
    boat: "Barca", spares: "Carte a destra", gold: "Oro", cannons: "Cannoni", draw_again: "Pesca ancora", stop: "Passa la mano",
    buy: "Compra", buy_for: "Compra {card} da {name} per {price} monete", buy_how: "Oppure, invece di pescare, compra una parte della tua barca (il tuo turno finisce):", give_back: "Restituisci",
    pirate_give_one: "Un pirata! Restituisci {n} carta (barca, carte a destra o oro).", pirate_give_other: "Un pirata! Restituisci {n} carte (barca, carte a destra o oro).", pirate_fire_or_give_one: "Un pirata! Spara col cannone, o restituisci {n} carta (barca, carte a destra o oro).", pirate_fire_or_give_other: "Un pirata! Spara col cannone, o restituisci {n} carte (barca, carte a destra o oro).", pirate_fire_or_give_cannons_one: "Un pirata! Spara col cannone, o restituisci {n} carta (barca, carte a destra, oro o cannoni).", pirate_fire_or_give_cannons_other: "Un pirata! Spara col cannone, o restituisci {n} carte (barca, carte a destra, oro o cannoni).", give_how: "Sceglile sulla tua barca e tra le carte a destra (+ ✦ aggiunge una moneta d'oro), o prendi un gruppo qui sotto.", pirate_give_cannons_one: "Un pirata! Restituisci {n} carta (barca, carte a destra, oro o cannoni).", pirate_give_cannons_other: "Un pirata! Restituisci {n} carte (barca, carte a destra, oro o cannoni).", give_how_cannons: "Sceglile sulla tua barca e tra le carte a destra (+ ✦ aggiunge una moneta d'oro, + ✹ un cannone), o prendi un gruppo qui sotto.", give_loses_boat: "Restituisci tutta la tua {boat}: la perdi, e il suo colore torna libero per tutti.", set_loses_boat: "barca persa", give_chosen: "Restituisci ({k} di {n} scelte)", cannon: "Spara col cannone",
    pass: "Passa", boat_red: "barca rossa", boat_yellow: "barca gialla", boat_green: "barca verde", boat_blue: "barca blu", no_boat: "ancora nessuna barca",
    red: "rosso", orange: "arancione", yellow: "giallo", green: "verde", blue: "blu", violet: "viola",
    pink: "rosa", brown: "marrone", grey: "grigio", black: "nero", level: "livello",
    error: "Errore", start: "Inizio",
    player_n: "Giocatore {n}", botname_named: "Bot {bot} {n}", botname_random: "Bot casuale {n}",
    err_stale: "Il tavolo è andato avanti prima che arrivasse la tua mossa.", err_not_your_turn: "Non è il tuo turno.", err_bad_message: "Il server non ha capito il messaggio.",
    err_illegal: "Questa mossa ora non è permessa.", err_table_over: "La partita è finita.", err_rate_limited: "Troppi messaggi; aspetta un momento.", err_too_large: "Messaggio troppo lungo.",
    err_spectator: "Gli spettatori non giocano; apri il link d'invito del tuo posto.", err_server: "Il server non ha potuto salvare la mossa; riprova.",
    closer_limit: "Limite di {name}: {n}", lay_sweep: "cappotto: nessun clandestino!", lay_under_one: "manda sotto {name}, gli passa {n} carta", lay_under_other: "manda sotto {name}, gli passa {n} carte", lay_keeps_one: "+{n} carta penalità", lay_keeps_other: "+{n} carte penalità",
    lay_closer_one: "{n} clandestino", lay_closer_other: "{n} clandestini", card_n: "{colour} {n}",
    pt_draw: "ha pescato {card}", pt_to_spares: "tra le tue carte a destra", pt_on_boat: "sulla tua barca: {n}/6", pt_draw_pirate: "ha pescato un pirata", pt_draw_cannon: "ha pescato un cannone", pt_draw_gold: "ha pescato una moneta d'oro", pt_start: "ha iniziato una {boat}", pt_give: "ha restituito {cards}", pt_give_none: "non aveva nulla da restituire", pt_boat_lost: "ha perso la barca (il suo colore torna libero)", pt_drop: "ha messo {card} negli scarti (un altro giocatore costruisce quella barca)", pt_discard: "ha scartato {card}", p_discard_spare: "{name} ha scartato {card}", discard_spare: "Oppure scarta una carta a destra (fine del turno):", discard_card: "Scarta {card}",
    pt_buy: "ha comprato {card} da {name}", pt_buy_from_you: "ti ha comprato {card}", pt_cannon: "ha sparato col cannone", pt_stop: "ha passato la mano", pt_pass: "ha passato", pt_reshuffle: "gli scarti diventano il nuovo tallone", pt_win: "ha completato la barca", pt_limit_most: "Nessuna barca completata entro il limite di turni ({n}): vince chi ha più pezzi di barca.", pt_limit_nobody: "Nessuna barca completata entro il limite di turni ({n}): non vince nessuno.", no_winner: "Nessun vincitore",
    known_hint: "Le carte col punto sono state prese scoperte: gli altri sanno che le hai.", nothing: "niente",
    score_sheet: "Foglio dei punti", round_col: "Manche", show_round: "Mostra la manche {n}", not_played: "a monte",
    end: "Fine", c_draw_stock: "{name} ha pescato dal tallone", c_drew_stock: "{name} ha pescato {card} dal tallone", c_none: "nessuno", c_lay_seen: "{name} ha calato la ciurma con {crew}: limite {limit}, clandestini: {stow}", c_lay_none: "{name} non ha calato nessuna ciurma", c_lay_seen_none: "{name} non ha calato nessuna ciurma: limite {limit}, clandestini: {stow}", c_attach_seen_none: "{name} ha attaccato {attach} e non ha calato nessuna ciurma: limite {limit}, clandestini: {stow}", c_attach_seen: "{name} ha attaccato {attach} e calato la ciurma con {crew}: limite {limit}, clandestini: {stow}", c_draw_pile: "{name} ha preso la carta in cima agli scarti", c_draw_pier: "{name} ha preso una carta dal molo", c_discard: "{name} ha scartato {card}", c_sail: "{name} ha scartato {card} per salpare", c_set_sail: "{name} ha levato l'ancora", c_lay_one: "{name} ha calato una ciurma di {n} carta", c_lay_other: "{name} ha calato una ciurma di {n} carte", c_attach: "{name} ha attaccato {k} carte e calato una ciurma di {n} carte", c_attach_one: "{name} ha attaccato 1 carta e calato una ciurma di {n} carte", c_attach_none: "{name} ha attaccato {k} carte e non ha calato nessuna ciurma", c_attach_one_none: "{name} ha attaccato 1 carta e non ha calato nessuna ciurma", p_draw: "{name} ha pescato una carta", p_stop: "{name} ha passato la mano", p_cannon: "{name} ha sparato col cannone", p_pass: "{name} ha passato", p_buy: "{name} ha comprato {card} da {seller}", p_give: "{name} ha restituito {cards}",
    log: "Diario della partita", log_take_pile: "{name} ha preso {card} dagli scarti", log_take_pier: "{name} ha preso {card} dal molo", log_lay_one: "{name} ha calato: limite {limit}, {k} clandestino", log_lay_other: "{name} ha calato: limite {limit}, {k} clandestini", taken_face_up: "In mano, prese dal molo o dagli scarti", log_open: "Diario", close: "Chiudi", turn_n: "Turno {n}",
    sail_preview_one: "Salpando dopo aver scartato {card}: limite {limit}, {n} clandestino", sail_preview_other: "Salpando dopo aver scartato {card}: limite {limit}, {n} clandestini", warn_pier: "È l'ultima carta del molo: prenderla manda a monte la manche.", warn_stock: "È l'ultima carta del tallone: dopo averla pescata devi salpare.", take_it: "Prendila", cancel: "Annulla", careful: "Attenzione",
    sheet_under: "ha mandato sotto {name}", pen_added: "Carte penalità aggiunte", sheet_legend: "In ogni casella: il limite (⚓ ha chiuso la manche, ↓ ha mandato sotto il chiudente), poi ☠ carte penalità aggiunte = totale.",
    claim_failed: "Questo link d'invito non può più prendere il suo posto", waiting_friends: "In attesa degli amici: {names}.",
    invite_used_by: "Questo invito è già stato usato da {name}: sei di nuovo al tuo posto.", invite_used_watch: "{name} ha già usato questo link d'invito per prendere il posto. Se eri tu, apri la partita dove l'hai preso: lì è tra I miei tavoli. Altrimenti puoi guardare la partita da qui; per giocare, chiedi un posto a chi ha creato il tavolo.",
    err_invite_used: "Qualcuno ha già usato questo link d'invito per prendere il posto. Se eri tu, apri la partita dove l'hai preso: lì è tra I miei tavoli.", err_invite_foreign: "Questo link d'invito non è per questo tavolo.", err_token_foreign: "Il token di posto di questa pagina non è di nessun posto di questo tavolo: apri il tavolo dal tuo link.", err_not_creator: "Solo chi ha creato il tavolo può farlo.", err_too_many: "Troppi tavoli nuovi da qui in poco tempo; riprova tra un minuto.", err_too_many_open: "Hai troppi tavoli non finiti su questo server: finiscine uno (i tavoli che nessuno gioca scadono) prima di crearne un altro.",
    second_seat: "Hai già un posto a questo tavolo. Questo link d'invito è per il posto di {name}: mandaglielo. Prendi anche quel posto solo se {name} gioca su questo dispositivo, accanto a te.", second_seat_keep: "Torna al mio posto", second_seat_take: "Prendi anche il posto di {name}", own_invite: "Questo è il link d'invito che hai creato per {name}. Mandaglielo: se lo apri qui, prendi il suo posto e potrà solo guardare.", own_invite_keep: "Torna al tavolo", play_again: "Gioca ancora", join_again: "Entra nella nuova partita", watch_again: "Guarda la nuova partita", again_started: "Un giocatore ha iniziato una nuova partita con gli stessi giocatori.", again_started_replaced: "Un giocatore ha iniziato una nuova partita a questo tavolo: lì un bot gioca il tuo vecchio posto.", forget_sure: "Confermi? Il link del tuo posto andrà perso", err_token_taken: "Questa pagina ha proposto un token di posto che un altro posto ha già: ricarica la pagina e riprova.", err_again_joined: "Hai già preso il tuo posto nella nuova partita su un'altra pagina o un altro dispositivo: aprila da lì (I miei tavoli).", forget: "Togli dai miei tavoli", own_invite_take: "Gioca qui il posto di {name}",
    start_now: "Inizia ora (i bot prendono i posti vuoti)", joined: "al tavolo", joined_away: "ha preso il posto, ora assente", not_joined: "non ancora al tavolo", start_hint_creator: "Puoi anche iniziare ora.", start_hint_guest: "Chi ha creato il tavolo può anche iniziare ora.",
    start_hint_named: "{name} può anche iniziare ora.", again_started_by: "{name} ha iniziato una nuova partita con gli stessi giocatori.", again_started_by_replaced: "{name} ha iniziato una nuova partita a questo tavolo: lì un bot gioca il tuo vecchio posto.", again_started_you: "Hai iniziato una nuova partita con gli stessi giocatori.", again_same_seats: "Nuova partita: ognuno tiene il suo posto della partita appena giocata. Le carte vengono distribuite di nuovo e chi inizia viene di nuovo sorteggiato.",
    end_table: "Elimina questo tavolo", end_table_sure: "Confermi? La partita finisce per tutti", end_table_done: "Il tavolo è stato eliminato.", new_link: "Nuovo link", new_link_sure: "Confermi? Il vecchio link non funzionerà più", new_link_done: "Un nuovo link per {name}: mandaglielo; il vecchio non funziona più.", to_bot: "Dai il posto a un bot", to_bot_sure: "Confermi? Un bot giocherà per {name} fino alla fine", bot_plays: "gioca un bot", err_seat_just_left: "Questo giocatore ha lasciato il tavolo solo un momento fa: il posto resta suo ancora un po'.", address_is_seat: "L'indirizzo nella barra del browser contiene il tuo posto: chi lo apre gioca al posto tuo. Manda invece i link qui sotto.", address_is_seat_watch: "L'indirizzo nella barra del browser contiene il tuo posto: chi lo apre gioca al posto tuo. Se qualcuno vuole guardare la partita, mandagli invece il link spettatore qui sotto.", err_creator_here: "Chi ha creato il tavolo è presente, o è appena uscito: decide lui. Se resta assente, potrai farlo tra poco.", err_own_seat: "Questo è il tuo posto: giocalo tu.", creator_gone: "Chi ha creato il tavolo è assente: ora ogni giocatore può iniziare la partita o dare a un bot il posto di un giocatore assente.", idle_seat: "{name} non gioca da più di {limit}.", idle_warn: "Tocca a te: fai una mossa. Se il tuo turno aspetta {limit}, gli altri giocatori potranno dare il tuo posto a un bot.", idle_now: "Non giochi da più di {limit}: ora gli altri giocatori possono dare il tuo posto a un bot. Fai una mossa per tenerlo.",
    err_invite_revoked: "Chi ha creato il tavolo ha sostituito questo link d'invito con uno nuovo: chiediglielo.", err_seat_replaced: "Il tuo posto è stato dato a un bot mentre eri assente o non giocavi; puoi guardare la partita, o riprenderti il posto.", take_back: "Riprendi il mio posto", seat_back: "{name} ha ripreso il posto dal bot.", err_not_your_seat: "Solo il giocatore il cui posto è andato a un bot può riprenderlo, dal proprio link.", err_seat_not_replaced: "Nessun bot gioca questo posto: non c'è niente da riprendere.", err_seat_joined: "Questo amico ha già preso il posto: un posto preso non riceve un nuovo link (dallo a un bot se resta assente).", err_seat_online: "Questo giocatore è al tavolo in questo momento: il suo posto non gli viene tolto.", err_seat_not_invited: "Si può cambiare solo il posto di un amico invitato.", err_game_over: "La partita è finita: i posti restano come sono.",
    deal_committed: "Distribuzione fissata:", deal_revealed: "Distribuzione rivelata: valore di partenza {seed}, sale {salt} (verifica con corsairs verify)", deal_seed: "Distribuzione: valore di partenza {seed}",
    practice_seed: "Tavolo di allenamento: valore di partenza scelto dal creatore", no_commitment: "È un tavolo vecchio: la sua distribuzione non si può verificare a posteriori.",
    err_seat_held: "Hai già un posto a questo tavolo: eccolo. Se quel link era di un amico, mandaglielo.", err_second_seat: "Hai già un posto a questo tavolo: questo link d'invito è per un altro posto. Mandalo alla persona a cui è destinato.", seat_late: "Ecco {name}: prende il posto dal bot.", seat_back_you: "Hai ripreso il tuo posto dal bot.", bot_fault_error: "{name} si è bloccato (un errore nel suo programma): il tavolo gioca al suo posto una mossa valida a caso ogni volta che succede.", bot_fault_illegal: "{name} ha scelto una mossa che le regole non consentono: il tavolo gioca al suo posto una mossa valida a caso ogni volta che succede.", bot_fault_slow: "{name} ha impiegato troppo tempo a scegliere la mossa: d'ora in poi il tavolo gioca subito al suo posto una mossa valida a caso, senza aspettarlo.", seat_late_you: "Prendi il tuo posto dal bot.", bot_until: "gioca un bot finché non arriva", own_invite_late: "Questo è il link d'invito che hai creato per {name}: un bot gioca quel posto finché non arriva. Mandaglielo: hai già un posto a questo tavolo, e nessuno ne gioca due.",
    log_bot_in: "Da qui {bot} gioca per {name}", log_why_not_joined: "non ancora al tavolo", log_why_away: "assenza", log_why_idle: "turno non giocato", log_back: "{name} si riprende il posto dal bot", log_late: "{name} arriva e prende il posto dal bot", log_bot_in_you: "Da qui {bot} gioca per te", log_back_you: "Ti riprendi il posto dal bot", log_late_you: "Arrivi e prendi il posto dal bot",
  },
  de: {
    card_gold: "Gold", card_pirate: "Pirat", card_cannon: "Kanone",
    err_colours: "Eine Mannschaft hat höchstens zwei Farben.", err_numbers: "Alle Zahlen der Mannschaft müssen verschieden sein.", err_attach: "Angegriffene Karten brauchen eine Mannschaftsfarbe, eine fehlende Zahl und verschiedene Zahlen.",
    brand: "Korsaren", rules: "Regeln", lobby: "Neuer Tisch", game: "Spiel", players: "Spieler",
    seat: "Platz", me: "Ich", bot: "Bot", human: "Eingeladener Freund", name: "Name", create: "Tisch anlegen",
    my_tables: "Meine Tische", tables_gone_one: "Ein Tisch, den du hier hattest, ist nicht mehr auf dem Server (gelöscht oder nach langer Zeit ohne Spiel abgelaufen): Er steht nicht mehr unter Meine Tische.", tables_gone_other: "{n} Tische, die du hier hattest, sind nicht mehr auf dem Server (gelöscht oder nach langer Zeit ohne Spiel abgelaufen): Sie stehen nicht mehr unter Meine Tische.", tables_unreachable: "Meine Tische konnten nicht geladen werden (der Server hat nicht geantwortet): Sie bleiben gespeichert, versuch es später noch einmal.", none_yet: "Noch keine Tische.", open: "Öffnen", spectate: "Zuschauen",
    invite: "Einladungslinks (einer pro Freund)", spectator_link: "Zuschauerlink", copy: "Kopieren",
    copied: "Kopiert", you: "du", to_play: "am Zug", your_turn: "Du bist am Zug", le_said: "nicht mehr als", your_turn_lay: "Du bist am Zug: {name} hat die Anker gelichtet, also musst du deine Karten auslegen (ohne abzuheben oder abzulegen). Die beste Aufteilung ist im Fenster vorbereitet: Drück „Karten auslegen“ oder verschiebe zuerst Karten.", waiting: "Warte auf {name}", replay_to_play: "{name} ist am Zug",
    over: "Spiel vorbei", winner: "{names} hat gewonnen!", winner_you: "Du hast gewonnen!", winners: "{names} haben gewonnen!", round: "Runde {n}",
    final_round: "Letzte Runde!", stock: "Abhebestapel", pile: "Abgelegte Karten", pier: "Mole",
    pier_colour: "Molenfarbe", hand: "Deine Hand", cards_one: "{n} Karte", cards_other: "{n} Karten", penalties: "Strafpunkte",
    total_pen: "Strafpunkte insgesamt: {n}", last_round_at: "letzte Runde", ends_at: "Ende",
    draw: "Abheben", draw_stock: "Vom Abhebestapel abheben", draw_pile: "Abgelegte Karte nehmen", draw_pier: "Von der Mole nehmen",
    discard: "Ablegen", set_sail: "Anker lichten", sail_with: "{card:cap} ablegen und die Anker lichten",
    must_sail: "Du hast die letzte Karte vom Abhebestapel abgehoben: Du musst die Anker lichten.",
    hand_keys: "Pfeiltasten, Pos1, Ende: Karte wählen", pick_discard: "Wähle die Karte, die du ablegst (oder mit der du die Anker lichtest).",
    sort_colour: "Nach Farbe", sort_number: "Nach Zahl",
    prisoners: "Gefangene", crew: "Mannschaft", stowaways: "Blinde Passagiere", attached: "Angegriffene Karten", no_cards: "keine Karten", show_cards: "Karten anzeigen", limit: "Grenze", limit_n: "Grenze {n}",
    lay_title: "Anker lichten: Teile deine Karten auf", attach_title: "{name} hat die Anker gelichtet: Greife an und teile deine Karten auf",
    lay_help: "Wähle eine Karte, um sie zwischen Mannschaft und blinden Passagieren zu verschieben. Die beste Aufteilung ist vorbereitet.",
    attach_help: "Wähle eine Karte, um sie zwischen Mannschaft, angegriffenen Karten und blinden Passagieren zu verschieben. Angreifen heißt, eine Karte an die Mannschaft von {name} anzulegen: Sie kostet dich nichts. Die beste Aufteilung ist vorbereitet.",
    closer_crew: "Mannschaft von {name}", suggestions: "Vorschläge", confirm: "Karten auslegen",
    round_summary: "Runde {n}: Abrechnung", closer: "{name} hat die Anker gelichtet", sent_under: "{who} hat {closer} untergetaucht ({a} ≤ {b})",
    not_under: "Niemand hat {closer} untergetaucht: Mit Grenze {b} hat {closer} die niedrigste", keeps: "behält {n}", gets: "+{n}",
    annulled: "Runde {n} ungültig ({why})", why_pier: "die letzte Karte der Mole wurde abgehoben", why_turn_limit: "zu viele Züge", annulled_then: "Niemand bekommt dafür Strafpunkte; der nächste Geber teilt eine neue Runde aus.",
    sweep: "{name} macht die Gegner match und gewinnt!", continue: "Weiter", result: "Endergebnis",
    dc_sweep: "{names}: Match. Wer ohne blinde Passagiere auslegt, gewinnt das Spiel sofort.", dc_sweep_you: "Dein Match: Wer ohne blinde Passagiere auslegt, gewinnt das Spiel sofort.",
    dc_first_to_lay_down_one: "{names}: Match mit je {n} Strafpunkt; nach den Hausregeln gewinnt, wer von ihnen zuerst auslegt.",
    dc_first_to_lay_down_other: "{names}: Match mit je {n} Strafpunkten; nach den Hausregeln gewinnt, wer von ihnen zuerst auslegt.",
    dc_fewest_among_sweepers: "{names}: Match in derselben Runde; nach der Spielregel gewinnt, wer die wenigsten Strafpunkte hat ({n}).",
    dc_penalty_points: "{names}: Gleichstand mit den wenigsten Strafpunkten ({n}); nach den Hausregeln entscheidet die kleinere Summe ihrer Zahlen: {points}.",
    dc_penalty_points_equal: "{names}: Gleichstand mit den wenigsten Strafpunkten ({n}); nach den Hausregeln entscheidet die kleinere Summe ihrer Zahlen, und die Summen sind gleich ({sum}): Sie teilen sich den Sieg.",
    you_first: "Du", winners_you: "{names} habt gewonnen!", dc_sweep_with_you: "{names} habt ohne blinde Passagiere ausgelegt: Ein Match gewinnt das Spiel sofort.", dc_fewest_among_sweepers_with_you: "{names} habt in derselben Runde ein Match gemacht; nach der Spielregel gewinnt, wer von euch die wenigsten Strafpunkte hat ({n}).", dc_first_to_lay_down_with_you_one: "{names} habt ein Match mit je {n} Strafpunkt gemacht; nach den Hausregeln gewinnt, wer von euch zuerst auslegt.", dc_first_to_lay_down_with_you_other: "{names} habt ein Match mit je {n} Strafpunkten gemacht; nach den Hausregeln gewinnt, wer von euch zuerst auslegt.", dc_penalty_points_with_you: "{names} habt Gleichstand mit den wenigsten Strafpunkten ({n}); nach den Hausregeln entscheidet die kleinere Summe eurer Zahlen: {points}.", dc_penalty_points_equal_with_you: "{names} habt Gleichstand mit den wenigsten Strafpunkten ({n}); nach den Hausregeln entscheidet die kleinere Summe eurer Zahlen, und die Summen sind gleich ({sum}): Ihr teilt euch den Sieg.",
    dc_game_ends_at: "Hausregel: Das Spiel endet, sobald die Strafpunkte insgesamt {end} erreichen (die Anleitung: {book}).",
    dc_last_round_at: "Hausregel: Eine letzte Runde wird gespielt, sobald die Strafpunkte insgesamt {at} erreichen (die Anleitung: {book}).",
    dc_max_rounds: "Das Spiel endete mit Runde {n}, der letzten, die die Hausregeln erlauben.",
    dc_annulled_last: "Die letzte Runde war ungültig; nach den Hausregeln beendet sie trotzdem das Spiel.",
    dc_deck: "Es waren zu wenige Karten für eine weitere Runde übrig: Das Spiel endete.",
    download: "Partie herunterladen", replay: "Nachspielen", prev: "Zurück", next: "Weiter", mark_sailed: "hat die Anker gelichtet", mark_winner: "gewinnt", part_missing: "fehlt", first: "«", last: "»",
    step: "Gespielte Züge: {n} von {total}", later_moves: "Spätere Züge zeigen ({n})", view_as: "Ansicht von", everyone: "Zuschauer",
    connecting: "Verbinde…", reconnecting: "Verbindung verloren; verbinde neu…", reconnecting_move: "Verbindung verloren; verbinde neu… Dein Zug wird gesendet, sobald die Verbindung wieder steht.", spectating: "Du schaust an diesem Tisch zu.",
    err_bad_seat: "Dieser Link gibt keinen Platz an diesem Tisch: Vielleicht wurde er beim Kopieren abgeschnitten. Bitte den, der ihn geschickt hat, um den ganzen Link; bis dahin kannst du dem Spiel zuschauen.", watch_table: "Dem Spiel zuschauen", err_bad_table: "Diesen Tisch gibt es nicht: Der Link ist falsch, oder der Tisch wurde gelöscht (ein unfertiger Tisch, an dem wochenlang niemand gespielt hat, verfällt).", online: "online", offline: "offline",
    boat: "Boot", spares: "Übrige Karten", gold: "Gold", cannons: "Kanonen", draw_again: "Weiter ziehen", stop: "Aufhören",
    buy: "Kaufen", buy_for: "{card:cap} von {name} für {price} Gold kaufen", buy_how: "Oder kaufe statt zu ziehen ein Teil deines Boots (dein Zug endet damit):", give_back: "Zurückgeben",
    pirate_give_one: "Ein Pirat! Gib {n} Karte zurück (Bootsteile, übrige Karten oder Gold).", pirate_give_other: "Ein Pirat! Gib {n} Karten zurück (Bootsteile, übrige Karten oder Gold).", pirate_fire_or_give_one: "Ein Pirat! Feuere deine Kanone ab oder gib {n} Karte zurück (Bootsteile, übrige Karten oder Gold).", pirate_fire_or_give_other: "Ein Pirat! Feuere deine Kanone ab oder gib {n} Karten zurück (Bootsteile, übrige Karten oder Gold).", pirate_fire_or_give_cannons_one: "Ein Pirat! Feuere deine Kanone ab oder gib {n} Karte zurück (Bootsteile, übrige Karten, Gold oder Kanonen).", pirate_fire_or_give_cannons_other: "Ein Pirat! Feuere deine Kanone ab oder gib {n} Karten zurück (Bootsteile, übrige Karten, Gold oder Kanonen).", give_how: "Wähle sie an deinem Boot und bei deinen übrigen Karten (+ ✦ gibt eine Goldmünze dazu) oder nimm unten eine Auswahl.", pirate_give_cannons_one: "Ein Pirat! Gib {n} Karte zurück (Bootsteile, übrige Karten, Gold oder Kanonen).", pirate_give_cannons_other: "Ein Pirat! Gib {n} Karten zurück (Bootsteile, übrige Karten, Gold oder Kanonen).", give_how_cannons: "Wähle sie an deinem Boot und bei deinen übrigen Karten (+ ✦ gibt eine Goldmünze dazu, + ✹ eine Kanone) oder nimm unten eine Auswahl.", give_loses_boat: "Damit gibst du dein ganzes {boat} ab – so verlierst du es, und seine Farbe ist wieder frei für alle.", set_loses_boat: "Boot verloren", give_chosen: "Zurückgeben ({k} von {n} gewählt)", cannon: "Kanone abfeuern",
    pass: "Passen", boat_red: "rotes Boot", boat_yellow: "gelbes Boot", boat_green: "grünes Boot", boat_blue: "blaues Boot", no_boat: "noch kein Boot",
    red: "rot", orange: "orange", yellow: "gelb", green: "grün", blue: "blau", violet: "violett",
    pink: "rosa", brown: "braun", grey: "grau", black: "schwarz", level: "Stufe",
    error: "Fehler", start: "Anfang",
    player_n: "Spieler {n}", botname_named: "Bot {bot} {n}", botname_random: "Zufalls-Bot {n}",
    err_stale: "Der Tisch war schon weiter, als dein Zug ankam.", err_not_your_turn: "Du bist nicht am Zug.", err_bad_message: "Der Server hat die Nachricht nicht verstanden.",
    err_illegal: "Dieser Zug ist jetzt nicht erlaubt.", err_table_over: "Das Spiel ist vorbei.", err_rate_limited: "Zu viele Nachrichten; warte einen Moment.", err_too_large: "Die Nachricht ist zu groß.",
    err_spectator: "Zuschauer spielen nicht; öffne den Einladungslink deines Platzes.", err_server: "Der Server konnte den Zug nicht speichern; versuche es noch einmal.",
    closer_limit: "Grenze von {name}: {n}", lay_sweep: "alle Gegner match: keine blinden Passagiere!", lay_under_one: "taucht {name} unter, gibt {n} Karte ab", lay_under_other: "taucht {name} unter, gibt {n} Karten ab", lay_keeps_one: "+{n} Strafpunkt", lay_keeps_other: "+{n} Strafpunkte",
    lay_closer_one: "{n} blinder Passagier", lay_closer_other: "{n} blinde Passagiere", card_n: "{colour} {n}",
    pt_draw: "hat {card} gezogen", pt_to_spares: "zu deinen übrigen Karten", pt_on_boat: "an deinem Boot: {n}/6", pt_draw_pirate: "hat einen Piraten gezogen", pt_draw_cannon: "hat eine Kanone gezogen", pt_draw_gold: "hat eine Goldmünze gezogen", pt_start: "hat ein {boat} begonnen", pt_give: "hat {cards} zurückgegeben", pt_give_none: "hatte nichts zurückzugeben", pt_boat_lost: "hat das Boot verloren (seine Farbe ist wieder frei)", pt_drop: "hat {card} abgelegt (ein anderer Spieler baut dieses Boot)", pt_discard: "hat {card} abgelegt", p_discard_spare: "{name} hat {card} abgelegt", discard_spare: "Oder lege eine übrige Karte ab (beendet deinen Zug):", discard_card: "{card:cap} ablegen",
    pt_buy: "hat {card} von {name} gekauft", pt_buy_from_you: "hat {card} von dir gekauft", pt_cannon: "hat die Kanone abgefeuert", pt_stop: "hat aufgehört", pt_pass: "hat gepasst", pt_reshuffle: "die abgelegten Karten werden zum neuen Abhebestapel", pt_win: "hat das Boot fertiggebaut", pt_limit_most: "Kein Boot wurde innerhalb der Zuggrenze ({n}) fertig: Es gewinnt, wer die meisten Bootsteile hat.", pt_limit_nobody: "Kein Boot wurde innerhalb der Zuggrenze ({n}) fertig: Niemand gewinnt.", no_winner: "Niemand gewinnt",
    known_hint: "Karten mit Punkt wurden offen genommen: Die anderen wissen, dass du sie hast.", nothing: "nichts",
    score_sheet: "Punkteliste", round_col: "Runde", show_round: "Runde {n} zeigen", not_played: "ungültig",
    end: "Ende", c_draw_stock: "{name} hat vom Abhebestapel abgehoben", c_drew_stock: "{name} hat {card} vom Abhebestapel abgehoben", c_none: "keine", c_lay_seen: "{name} hat die Mannschaft aus {crew:dat} ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_lay_none: "{name} hat keine Mannschaft ausgelegt", c_lay_seen_none: "{name} hat keine Mannschaft ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_attach_seen_none: "{name} hat {attach} angegriffen und keine Mannschaft ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_attach_seen: "{name} hat {attach} angegriffen und die Mannschaft aus {crew:dat} ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_draw_pile: "{name} hat die oberste abgelegte Karte genommen", c_draw_pier: "{name} hat eine Karte von der Mole genommen", c_discard: "{name} hat {card} abgelegt", c_sail: "{name} hat {card} abgelegt und die Anker gelichtet", c_set_sail: "{name} hat die Anker gelichtet", c_lay_one: "{name} hat eine Mannschaft aus {n} Karte ausgelegt", c_lay_other: "{name} hat eine Mannschaft aus {n} Karten ausgelegt", c_attach: "{name} hat {k} Karten angegriffen und eine Mannschaft aus {n} Karten ausgelegt", c_attach_one: "{name} hat 1 Karte angegriffen und eine Mannschaft aus {n} Karten ausgelegt", c_attach_none: "{name} hat {k} Karten angegriffen und keine Mannschaft ausgelegt", c_attach_one_none: "{name} hat 1 Karte angegriffen und keine Mannschaft ausgelegt", p_draw: "{name} hat eine Karte gezogen", p_stop: "{name} hat aufgehört", p_cannon: "{name} hat die Kanone abgefeuert", p_pass: "{name} hat gepasst", p_buy: "{name} hat {card} von {seller} gekauft", p_give: "{name} hat {cards} zurückgegeben",
    log: "Spielverlauf", log_take_pile: "{name} hat {card} von den abgelegten Karten genommen", log_take_pier: "{name} hat {card} von der Mole genommen", log_lay_one: "{name} hat ausgelegt: Grenze {limit}, {k} blinder Passagier", log_lay_other: "{name} hat ausgelegt: Grenze {limit}, {k} blinde Passagiere", taken_face_up: "Auf der Hand, offen genommen", log_open: "Verlauf", close: "Schließen", turn_n: "Zug {n}",
    sail_preview_one: "Anker lichten nach dem Ablegen {card:dat}: Grenze {limit}, {n} blinder Passagier", sail_preview_other: "Anker lichten nach dem Ablegen {card:dat}: Grenze {limit}, {n} blinde Passagiere", warn_pier: "Das ist die letzte Karte der Mole: Wer sie nimmt, macht die Runde ungültig.", warn_stock: "Das ist die letzte Karte des Abhebestapels: Danach musst du die Anker lichten.", take_it: "Nehmen", cancel: "Abbrechen", careful: "Vorsicht",
    sheet_under: "hat {name} untergetaucht", pen_added: "Neue Strafpunkte", sheet_legend: "In jedem Feld: die Grenze (⚓ hat die Anker gelichtet, ↓ hat den Schlussmacher untergetaucht), dann ☠ neue Strafpunkte = gesamt.",
    claim_failed: "Dieser Einladungslink kann seinen Platz nicht mehr einnehmen", waiting_friends: "Warte auf deine Freunde: {names}.",
    invite_used_by: "Diese Einladung hat {name} schon benutzt: Du bist wieder an deinem Platz.", invite_used_watch: "{name} hat diesen Einladungslink schon benutzt, um den Platz zu nehmen. Warst du es, öffne das Spiel dort, wo du ihn genommen hast: Es steht dort unter Meine Tische. Sonst kannst du hier zuschauen; um mitzuspielen, bitte den, der den Tisch erstellt hat, um einen Platz.",
    err_invite_used: "Jemand hat diesen Einladungslink schon benutzt, um den Platz zu nehmen. Warst du es, öffne das Spiel dort, wo du ihn genommen hast: Es steht dort unter Meine Tische.", err_invite_foreign: "Dieser Einladungslink gehört nicht zu diesem Tisch.", err_token_foreign: "Das Platz-Token dieser Seite gehört zu keinem Platz an diesem Tisch: Öffne den Tisch über deinen eigenen Link.", err_not_creator: "Nur wer den Tisch erstellt hat, kann das tun.", err_too_many: "Zu viele neue Tische von hier in kurzer Zeit; versuch es in einer Minute noch einmal.", err_too_many_open: "Du hast zu viele unfertige Tische auf diesem Server: Beende einen (Tische, an denen niemand spielt, verfallen), bevor du einen neuen erstellst.",
    second_seat: "Du hast schon einen Platz an diesem Tisch. Dieser Einladungslink ist für den Platz von {name}: Schick ihn weiter. Nimm diesen Platz nur dazu, wenn {name} auf diesem Gerät neben dir mitspielt.", second_seat_keep: "Zurück zu meinem Platz", second_seat_take: "Auch den Platz von {name} nehmen", own_invite: "Das ist der Einladungslink, den du für {name} erstellt hast. Schick ihn weiter: Öffnest du ihn hier, nimmst du den Platz ein und {name} kann nur zuschauen.", own_invite_keep: "Zurück zum Tisch", play_again: "Noch einmal spielen", join_again: "Beim neuen Spiel mitmachen", watch_again: "Dem neuen Spiel zuschauen", again_started: "Jemand hat ein neues Spiel mit denselben Leuten begonnen.", again_started_replaced: "Jemand hat an diesem Tisch ein neues Spiel begonnen: Dort spielt ein Bot deinen früheren Platz.", forget_sure: "Sicher? Der Link zu deinem Platz geht verloren", err_token_taken: "Diese Seite hat ein Platz-Token vorgeschlagen, das schon ein anderer Platz hat: Lade die Seite neu und versuch es noch einmal.", err_again_joined: "Du hast deinen Platz im neuen Spiel schon auf einer anderen Seite oder einem anderen Gerät eingenommen: Öffne es dort (Meine Tische).", forget: "Aus meinen Tischen entfernen", own_invite_take: "Den Platz von {name} hier spielen",
    start_now: "Jetzt starten (Bots übernehmen freie Plätze)", joined: "da", joined_away: "war da, gerade weg", not_joined: "noch nicht da", start_hint_creator: "Du kannst auch jetzt starten.", start_hint_guest: "Wer den Tisch erstellt hat, kann auch jetzt starten.",
    start_hint_named: "{name} kann auch jetzt starten.", again_started_by: "{name} hat ein neues Spiel mit denselben Leuten begonnen.", again_started_by_replaced: "{name} hat an diesem Tisch ein neues Spiel begonnen: Dort spielt ein Bot deinen früheren Platz.", again_started_you: "Du hast ein neues Spiel mit denselben Leuten begonnen.", again_same_seats: "Ein neues Spiel: Alle behalten ihren Platz aus dem letzten Spiel. Die Karten werden neu verteilt, und wer beginnt, wird neu ausgelost.",
    end_table: "Diesen Tisch löschen", end_table_sure: "Sicher? Das Spiel endet dann für alle", end_table_done: "Der Tisch ist gelöscht.", new_link: "Neuer Link", new_link_sure: "Sicher? Der alte Link geht dann nicht mehr", new_link_done: "Ein neuer Link für {name}: Schick ihn weiter; der alte geht nicht mehr.", to_bot: "Den Platz einem Bot geben", to_bot_sure: "Sicher? Ein Bot spielt bis zum Ende für {name}", bot_plays: "ein Bot spielt", err_seat_just_left: "Diese Person hat den Tisch gerade erst verlassen: Ihr Platz bleibt noch eine Weile ihrer.", address_is_seat: "Die Adresse in der Leiste deines Browsers enthält deinen Platz: Wer sie öffnet, spielt an deiner Stelle. Schick stattdessen die Links unten.", address_is_seat_watch: "Die Adresse in der Leiste deines Browsers enthält deinen Platz: Wer sie öffnet, spielt an deiner Stelle. Soll jemand zuschauen, schick ihm stattdessen den Zuschauerlink unten.", err_creator_here: "Wer den Tisch erstellt hat, ist da oder gerade erst gegangen: Das entscheidet diese Person. Bleibt sie weg, kannst du es gleich selbst.", err_own_seat: "Das ist dein eigener Platz: Spiel ihn selbst.", creator_gone: "Wer den Tisch erstellt hat, ist weg: Jetzt kann jede Person am Tisch das Spiel starten oder den Platz einer abwesenden Person einem Bot geben.", idle_seat: "{name} hat seit mehr als {limit} nicht gespielt.", idle_warn: "Du bist dran: Mach einen Zug. Wartet dein Zug {limit}, können die anderen deinen Platz einem Bot geben.", idle_now: "Du hast seit mehr als {limit} nicht gespielt: Die anderen können deinen Platz jetzt einem Bot geben. Mach einen Zug, um ihn zu behalten.",
    err_invite_revoked: "Wer den Tisch erstellt hat, hat diesen Einladungslink durch einen neuen ersetzt: Frag nach dem neuen.", err_seat_replaced: "Dein Platz wurde einem Bot gegeben, während du weg warst oder nicht gespielt hast; du kannst zuschauen oder deinen Platz zurücknehmen.", take_back: "Meinen Platz zurücknehmen", seat_back: "{name} hat den Platz vom Bot zurückgenommen.", err_not_your_seat: "Nur die Person, deren Platz an einen Bot ging, kann ihn zurücknehmen, über ihren eigenen Link.", err_seat_not_replaced: "An diesem Platz spielt kein Bot: Es gibt nichts zurückzunehmen.", err_seat_joined: "Diese Person hat den Platz schon eingenommen: Ein besetzter Platz bekommt keinen neuen Link (gib ihn einem Bot, wenn sie wegbleibt).", err_seat_online: "Diese Person sitzt gerade am Tisch: Ihr Platz wird ihr nicht genommen.", err_seat_not_invited: "Nur der Platz einer eingeladenen Person kann geändert werden.", err_game_over: "Das Spiel ist vorbei: Die Plätze bleiben, wie sie sind.",
    deal_committed: "Austeilung festgelegt:", deal_revealed: "Austeilung offengelegt: Startwert {seed}, Salz {salt} (prüfen mit corsairs verify)", deal_seed: "Austeilung: Startwert {seed}",
    practice_seed: "Übungstisch: Startwert vom Ersteller gewählt", no_commitment: "Dies ist ein älterer Tisch: Seine Austeilung lässt sich nachträglich nicht prüfen.",
    err_seat_held: "Du hast schon einen Platz an diesem Tisch: Hier ist er. War der Link für jemand anderen, schick ihn weiter.", err_second_seat: "Du hast schon einen Platz an diesem Tisch: Dieser Einladungslink ist für einen anderen Platz. Schick ihn an die Person, für die er gedacht ist.", seat_late: "{name} ist da und übernimmt den Platz vom Bot.", seat_back_you: "Du hast deinen Platz vom Bot zurückgenommen.", bot_fault_error: "{name} ist ausgefallen (ein Fehler in seinem Programm): Der Tisch spielt jedes Mal, wenn das passiert, einen zufälligen erlaubten Zug für ihn.", bot_fault_illegal: "{name} hat einen Zug gewählt, den die Regeln nicht erlauben: Der Tisch spielt jedes Mal, wenn das passiert, einen zufälligen erlaubten Zug für ihn.", bot_fault_slow: "{name} hat zu lange für einen Zug gebraucht: Ab jetzt spielt der Tisch sofort einen zufälligen erlaubten Zug für ihn, ohne auf ihn zu warten.", seat_late_you: "Du übernimmst deinen Platz vom Bot.", bot_until: "ein Bot spielt, bis die Person kommt", own_invite_late: "Das ist der Einladungslink, den du für {name} erstellt hast: Ein Bot spielt den Platz, bis {name} kommt. Schick ihn weiter: Du hast schon einen Platz an diesem Tisch, und niemand spielt zwei.",
    log_bot_in: "Ab hier spielt {bot} für {name}", log_why_not_joined: "noch nicht da", log_why_away: "abwesend", log_why_idle: "Zug nicht gespielt", log_back: "{name} nimmt den Platz vom Bot zurück", log_late: "{name} kommt dazu und übernimmt den Platz vom Bot", log_bot_in_you: "Ab hier spielt {bot} für dich", log_back_you: "Du nimmst deinen Platz vom Bot zurück", log_late_you: "Du kommst dazu und übernimmst deinen Platz vom Bot",
  },
};

// A sail the last stock card forced (the rulebooks: "obliged to set sail at once"), told as
// such: "decided to set sail" (Italian) beside a limit of 32 read as a blunder.
Object.assign(T.en, {
  closer_forced: "{name} drew the last card of the stock and had to set sail",
  closer_forced_you: "You drew the last card of the stock and had to set sail",
  attach_title_forced: "{name} drew the last card of the stock and had to set sail: attach and divide your cards",
  your_turn_lay_forced: "Your turn: {name} drew the last card of the stock and had to set sail, so you must lay down your cards (no draw, no discard). The best division is ready in the dialog: press “Lay down”, or move cards first.",
});
Object.assign(T.fr, {
  closer_forced: "{name} a pioché la dernière carte du talon et a dû lever l'ancre",
  closer_forced_you: "Vous avez pioché la dernière carte du talon et avez dû lever l'ancre",
  attach_title_forced: "{name} a pioché la dernière carte du talon et a dû lever l'ancre : attachez et répartissez vos cartes",
  your_turn_lay_forced: "À vous de jouer : {name} a pioché la dernière carte du talon et a dû lever l'ancre, vous devez donc abattre vos cartes (sans piocher ni défausser). La meilleure répartition est prête dans la fenêtre : appuyez sur « Abattre », ou déplacez d'abord des cartes.",
});
Object.assign(T.it, {
  closer_forced: "{name} ha pescato l'ultima carta del tallone e ha dovuto salpare",
  closer_forced_you: "Hai pescato l'ultima carta del tallone e hai dovuto salpare",
  attach_title_forced: "{name} ha pescato l'ultima carta del tallone e ha dovuto salpare: attacca e dividi le tue carte",
  your_turn_lay_forced: "Tocca a te: {name} ha pescato l'ultima carta del tallone e ha dovuto salpare, quindi devi calare le tue carte (niente pesca né scarto). Nella finestra la divisione migliore è già pronta: premi «Cala le carte», o prima sposta delle carte.",
});
Object.assign(T.de, {
  closer_forced: "{name} hat die letzte Karte vom Abhebestapel abgehoben und musste die Anker lichten",
  closer_forced_you: "Du hast die letzte Karte vom Abhebestapel abgehoben und musstest die Anker lichten",
  attach_title_forced: "{name} hat die letzte Karte vom Abhebestapel abgehoben und musste die Anker lichten: Greife an und teile deine Karten auf",
  your_turn_lay_forced: "Du bist am Zug: {name} hat die letzte Karte vom Abhebestapel abgehoben und musste die Anker lichten, also musst du deine Karten auslegen (ohne abzuheben oder abzulegen). Die beste Aufteilung ist im Fenster vorbereitet: Drück „Karten auslegen“ oder verschiebe zuerst Karten.",
});

// The closer's lay-down at the end of the sentence of its sail ({turn}: "Cid drew from the
// stock, discarded yellow 2, and set sail"): after a semicolon it had no subject ("…; laid
// down: limit 5", "… ; a abattu : limite 5").
Object.assign(T.en, {
  c_sailed_laid_one: "{turn} with a limit of {limit} and {k} stowaway",
  c_sailed_laid_other: "{turn} with a limit of {limit} and {k} stowaways",
});
Object.assign(T.fr, {
  c_sailed_laid_one: "{turn}, avec une limite de {limit} et {k} clandestin",
  c_sailed_laid_other: "{turn}, avec une limite de {limit} et {k} clandestins",
});
Object.assign(T.it, {
  c_sailed_laid_one: "{turn}, con limite {limit} e {k} clandestino",
  c_sailed_laid_other: "{turn}, con limite {limit} e {k} clandestini",
});
Object.assign(T.de, {
  c_sailed_laid_one: "{turn}, mit Grenze {limit} und {k} blinden Passagier",
  c_sailed_laid_other: "{turn}, mit Grenze {limit} und {k} blinden Passagieren",
});

// The card just drawn, named in the discard's prompt and marked in the hand.
Object.assign(T.en, { pick_discard_drawn: "You drew {card}. Choose a card to discard (or to set sail with).", new_card: "new" });
Object.assign(T.fr, { pick_discard_drawn: "Vous avez pioché {card}. Choisissez la carte à défausser (ou pour lever l'ancre).", new_card: "nouvelle" });
Object.assign(T.it, { pick_discard_drawn: "Hai pescato {card}. Scegli la carta da scartare (o con cui salpare).", new_card: "nuova" });
Object.assign(T.de, { pick_discard_drawn: "Du hast {card} abgehoben. Wähle die Karte, die du ablegst (oder mit der du die Anker lichtest).", new_card: "neu" });

// The lobby's link to the companion page for a real table (/companion/).
Object.assign(T.en, { companion_link: "Score a real game of Corsairs" });
Object.assign(T.fr, { companion_link: "Compter les points d'une vraie partie de Corsaires" });
Object.assign(T.it, { companion_link: "Segna i punti di una vera partita a Corsari" });
Object.assign(T.de, { companion_link: "Die Punkte einer echten Korsaren-Partie zählen" });

// The player's own moves in the table's log, said to them ("You drew…", not "Ann drew…"):
// a key's "_you" form, for the viewer's seat (tOwn). Piratatak's events follow the subject
// ``pt_you`` ("Du {event}"); English needs no form of its own for them. ``aux``: the
// auxiliary a player's clauses share, said once ("Bo a pioché une pièce d'or et passé la main").
Object.assign(T.en, {
  c_drew_stock_you: "You drew {card} from the stock", c_lay_seen_you: "You laid down the crew {crew}: limit {limit}, stowaways: {stow}", c_lay_none_you: "You laid down no crew", c_lay_seen_none_you: "You laid down no crew: limit {limit}, stowaways: {stow}", c_attach_seen_none_you: "You attached {attach} and laid down no crew: limit {limit}, stowaways: {stow}", c_attach_seen_you: "You attached {attach} and laid down the crew {crew}: limit {limit}, stowaways: {stow}", c_attach_one_you: "You attached 1 card and laid down a crew of {n} cards", c_attach_none_you: "You attached {k} cards and laid down no crew", c_attach_one_none_you: "You attached 1 card and laid down no crew", c_attach_you: "You attached {k} cards and laid down a crew of {n} cards", c_lay_one_you: "You laid down a crew of {n} card", c_lay_other_you: "You laid down a crew of {n} cards",
  closer_you: "You set sail", sent_under_you: "You sent {closer} under ({a} ≤ {b})", sent_you_under: "{who} sent you under ({a} ≤ {b})",
  not_under_you: "Nobody sent you under: your limit {b} is the lowest", sweep_you: "You made a sweep and win!",
  log_take_pile_you: "You took {card} from the discard pile", log_take_pier_you: "You took {card} from the pier",
  c_draw_stock_you: "You drew from the stock", c_draw_pile_you: "You took the top of the discard pile", c_draw_pier_you: "You took a card from the pier",
  c_discard_you: "You discarded {card}", c_sail_you: "You discarded {card} and set sail", log_lay_one_you: "You laid down: limit {limit}, {k} stowaway", log_lay_other_you: "You laid down: limit {limit}, {k} stowaways",
  pt_you: "You {event}", aux: "", pt_boat_lost_you: "lost your boat (its colour is free again)", pt_win_you: "completed your boat",
});
Object.assign(T.fr, {
  c_drew_stock_you: "Vous avez pioché {card} dans le talon", c_lay_seen_you: "Vous avez abattu l'équipage avec {crew} : limite {limit}, clandestins : {stow}", c_lay_none_you: "Vous n'avez abattu aucun équipage", c_lay_seen_none_you: "Vous n'avez abattu aucun équipage : limite {limit}, clandestins : {stow}", c_attach_seen_none_you: "Vous avez attaché {attach} et n'avez abattu aucun équipage : limite {limit}, clandestins : {stow}", c_attach_seen_you: "Vous avez attaché {attach} et abattu l'équipage avec {crew} : limite {limit}, clandestins : {stow}", c_attach_one_you: "Vous avez attaché 1 carte et abattu un équipage de {n} cartes", c_attach_none_you: "Vous avez attaché {k} cartes et n'avez abattu aucun équipage", c_attach_one_none_you: "Vous avez attaché 1 carte et n'avez abattu aucun équipage", c_attach_you: "Vous avez attaché {k} cartes et abattu un équipage de {n} cartes", c_lay_one_you: "Vous avez abattu un équipage de {n} carte", c_lay_other_you: "Vous avez abattu un équipage de {n} cartes",
  closer_you: "Vous avez levé l'ancre", sent_under_you: "Vous avez coulé {closer} ({a} ≤ {b})", sent_you_under: "{who} vous a coulé ({a} ≤ {b})",
  not_under_you: "Personne ne vous a coulé : votre limite {b} est la plus basse", sweep_you: "Vous mettez les autres capot et gagnez !",
  log_take_pile_you: "Vous avez pris {card} dans la pile des écarts", log_take_pier_you: "Vous avez pris {card} au quai",
  c_draw_stock_you: "Vous avez pioché dans le talon", c_draw_pile_you: "Vous avez pris la carte de la pile des écarts", c_draw_pier_you: "Vous avez pris une carte au quai",
  c_discard_you: "Vous avez défaussé {card}", c_sail_you: "Vous avez défaussé {card} et levé l'ancre", log_lay_one_you: "Vous avez abattu : limite {limit}, {k} clandestin", log_lay_other_you: "Vous avez abattu : limite {limit}, {k} clandestins",
  pt_you: "Vous {event}", aux: "a", aux_you: "avez", pt_draw_you: "avez pioché {card}", pt_draw_pirate_you: "avez pioché un pirate", pt_draw_cannon_you: "avez pioché un canon",
  pt_draw_gold_you: "avez pioché une pièce d'or", pt_start_you: "avez commencé un {boat}", pt_give_you: "avez rendu {cards}", pt_give_none_you: "n'aviez rien à rendre",
  pt_boat_lost_you: "avez perdu votre bateau (sa couleur redevient libre)", pt_drop_you: "avez mis {card} sur la pile des écarts (un autre joueur construit ce bateau)",
  pt_discard_you: "avez défaussé {card}", pt_buy_you: "avez acheté {card} à {name}", pt_cannon_you: "avez tiré au canon", pt_stop_you: "avez passé la main",
  pt_pass_you: "avez passé", pt_win_you: "avez terminé votre bateau",
});
Object.assign(T.it, {
  c_drew_stock_you: "Hai pescato {card} dal tallone", c_lay_seen_you: "Hai calato la ciurma con {crew}: limite {limit}, clandestini: {stow}", c_lay_none_you: "Non hai calato nessuna ciurma", c_lay_seen_none_you: "Non hai calato nessuna ciurma: limite {limit}, clandestini: {stow}", c_attach_seen_none_you: "Hai attaccato {attach} e non hai calato nessuna ciurma: limite {limit}, clandestini: {stow}", c_attach_seen_you: "Hai attaccato {attach} e calato la ciurma con {crew}: limite {limit}, clandestini: {stow}", c_attach_one_you: "Hai attaccato 1 carta e calato una ciurma di {n} carte", c_attach_none_you: "Hai attaccato {k} carte e non hai calato nessuna ciurma", c_attach_one_none_you: "Hai attaccato 1 carta e non hai calato nessuna ciurma", c_attach_you: "Hai attaccato {k} carte e calato una ciurma di {n} carte", c_lay_one_you: "Hai calato una ciurma di {n} carta", c_lay_other_you: "Hai calato una ciurma di {n} carte",
  closer_you: "Hai deciso di salpare", sent_under_you: "Hai mandato sotto {closer} ({a} ≤ {b})", sent_you_under: "{who} ti ha mandato sotto ({a} ≤ {b})",
  not_under_you: "Nessuno ti ha mandato sotto: il tuo limite {b} è il più basso", sweep_you: "Fai cappotto e vinci!",
  log_take_pile_you: "Hai preso {card} dagli scarti", log_take_pier_you: "Hai preso {card} dal molo",
  c_draw_stock_you: "Hai pescato dal tallone", c_draw_pile_you: "Hai preso la carta in cima agli scarti", c_draw_pier_you: "Hai preso una carta dal molo",
  c_discard_you: "Hai scartato {card}", c_sail_you: "Hai scartato {card} per salpare", log_lay_one_you: "Hai calato: limite {limit}, {k} clandestino", log_lay_other_you: "Hai calato: limite {limit}, {k} clandestini",
  pt_you: "{event}", aux: "ha", aux_you: "hai", pt_draw_you: "hai pescato {card}", pt_draw_pirate_you: "hai pescato un pirata", pt_draw_cannon_you: "hai pescato un cannone",
  pt_draw_gold_you: "hai pescato una moneta d'oro", pt_start_you: "hai iniziato una {boat}", pt_give_you: "hai restituito {cards}", pt_give_none_you: "non avevi nulla da restituire",
  pt_boat_lost_you: "hai perso la tua barca (il suo colore torna libero)", pt_drop_you: "hai messo {card} negli scarti (un altro giocatore costruisce quella barca)",
  pt_discard_you: "hai scartato {card}", pt_buy_you: "hai comprato {card} da {name}", pt_cannon_you: "hai sparato col cannone", pt_stop_you: "hai passato la mano",
  pt_pass_you: "hai passato", pt_win_you: "hai completato la tua barca",
});
Object.assign(T.de, {
  c_drew_stock_you: "Du hast {card} vom Abhebestapel abgehoben", c_lay_seen_you: "Du hast die Mannschaft aus {crew:dat} ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_lay_none_you: "Du hast keine Mannschaft ausgelegt", c_lay_seen_none_you: "Du hast keine Mannschaft ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_attach_seen_none_you: "Du hast {attach} angegriffen und keine Mannschaft ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_attach_seen_you: "Du hast {attach} angegriffen und die Mannschaft aus {crew:dat} ausgelegt: Grenze {limit}, blinde Passagiere: {stow:bare}", c_attach_one_you: "Du hast 1 Karte angegriffen und eine Mannschaft aus {n} Karten ausgelegt", c_attach_none_you: "Du hast {k} Karten angegriffen und keine Mannschaft ausgelegt", c_attach_one_none_you: "Du hast 1 Karte angegriffen und keine Mannschaft ausgelegt", c_attach_you: "Du hast {k} Karten angegriffen und eine Mannschaft aus {n} Karten ausgelegt", c_lay_one_you: "Du hast eine Mannschaft aus {n} Karte ausgelegt", c_lay_other_you: "Du hast eine Mannschaft aus {n} Karten ausgelegt",
  closer_you: "Du hast die Anker gelichtet", sent_under_you: "Du hast {closer} untergetaucht ({a} ≤ {b})", sent_you_under: "{who} hat dich untergetaucht ({a} ≤ {b})",
  not_under_you: "Niemand hat dich untergetaucht: Deine Grenze {b} ist die niedrigste", sweep_you: "Du machst die Gegner match und gewinnst!",
  log_take_pile_you: "Du hast {card} von den abgelegten Karten genommen", log_take_pier_you: "Du hast {card} von der Mole genommen",
  c_draw_stock_you: "Du hast vom Abhebestapel abgehoben", c_draw_pile_you: "Du hast die oberste abgelegte Karte genommen", c_draw_pier_you: "Du hast eine Karte von der Mole genommen",
  c_discard_you: "Du hast {card} abgelegt", c_sail_you: "Du hast {card} abgelegt und die Anker gelichtet", log_lay_one_you: "Du hast ausgelegt: Grenze {limit}, {k} blinder Passagier", log_lay_other_you: "Du hast ausgelegt: Grenze {limit}, {k} blinde Passagiere",
  pt_you: "Du {event}", aux: "hat", aux_you: "hast", pt_draw_you: "hast {card} gezogen", pt_draw_pirate_you: "hast einen Piraten gezogen", pt_draw_cannon_you: "hast eine Kanone gezogen",
  pt_draw_gold_you: "hast eine Goldmünze gezogen", pt_start_you: "hast ein {boat} begonnen", pt_give_you: "hast {cards} zurückgegeben", pt_give_none_you: "hattest nichts zurückzugeben",
  pt_boat_lost_you: "hast dein Boot verloren (seine Farbe ist wieder frei)", pt_drop_you: "hast {card} abgelegt (ein anderer Spieler baut dieses Boot)",
  pt_discard_you: "hast {card} abgelegt", pt_buy_you: "hast {card} von {name} gekauft", pt_cannon_you: "hast die Kanone abgefeuert", pt_stop_you: "hast aufgehört",
  pt_pass_you: "hast gepasst", pt_win_you: "hast dein Boot fertiggebaut",
});

// To the creator: a friend who left the table on their turn (the grace passed), whose seat
// the creator may give to a bot at once; the friend's own link takes it back.
Object.assign(T.en, { left_on_turn: "{name} has not been at the table for more than {limit}, and it is their turn: you can give their seat to a bot until they are back." });
Object.assign(T.fr, { left_on_turn: "{name} n'est plus à la table depuis plus de {limit}, et c'est à son tour de jouer : vous pouvez donner sa place à un robot jusqu'à son retour." });
Object.assign(T.it, { left_on_turn: "{name} non è al tavolo da più di {limit}, ed è il suo turno: puoi dare il suo posto a un bot finché non torna." });
Object.assign(T.de, { left_on_turn: "{name} ist seit mehr als {limit} nicht am Tisch und ist am Zug: Du kannst den Platz einem Bot geben, bis {name} wieder da ist." });

// The creator away once the game has begun: nothing left to start, only away seats to give.
Object.assign(T.en, { creator_gone_started: "The table's creator is away: any player can now give the seat of a player who is away to a bot." });
Object.assign(T.fr, { creator_gone_started: "Le créateur de la table est absent : chaque joueur peut maintenant donner à un robot la place d'un joueur absent." });
Object.assign(T.it, { creator_gone_started: "Chi ha creato il tavolo è assente: ora ogni giocatore può dare a un bot il posto di un giocatore assente." });
Object.assign(T.de, { creator_gone_started: "Wer den Tisch erstellt hat, ist weg: Jetzt kann jede Person am Tisch den Platz einer abwesenden Person einem Bot geben." });

// A round's result in the log, under its round's heading ("Round 1: summary: You set sail…"
// said "summary" where a result was meant).
Object.assign(T.en, { round_result: "Round {n} result" });
Object.assign(T.fr, { round_result: "Bilan de la manche {n}" });
Object.assign(T.it, { round_result: "Esito della manche {n}" });
Object.assign(T.de, { round_result: "Ergebnis der Runde {n}" });

// What the deal's commitment under the table is for (a hash alone told a player nothing).
Object.assign(T.en, { deal_why: "The server fixed the shuffle before the first card and shows its fingerprint here; at the end it reveals the seed, so anyone can check that the deal was not changed during the game." });
Object.assign(T.fr, { deal_why: "Le serveur a fixé le mélange avant la première carte et en montre ici l'empreinte ; à la fin, il révèle la graine : chacun peut vérifier que la donne n'a pas été changée pendant la partie." });
Object.assign(T.it, { deal_why: "Il server ha fissato il mescolamento prima della prima carta e ne mostra qui l'impronta; alla fine rivela il valore di partenza: chiunque può verificare che la distribuzione non sia stata cambiata durante la partita." });
Object.assign(T.de, { deal_why: "Der Server hat das Mischen vor der ersten Karte festgelegt und zeigt hier dessen Fingerabdruck; am Ende legt er den Startwert offen: Jeder kann prüfen, dass die Austeilung während des Spiels nicht geändert wurde." });

// Why a Corsairs game ended by its penalty cards' total stopped there (games/corsairs.js plainEnd).
Object.assign(T.en, { end_reached: "The penalty cards reached {n} in all (the game ends at {end}): the fewest penalty cards win.", end_last_round: "The penalty cards reached {at} in all, so that round was the last: the fewest penalty cards win." });
Object.assign(T.fr, { end_reached: "Les cartes de pénalité ont atteint {n} au total (la partie s'arrête à {end}) : celui qui a le moins de cartes de pénalité gagne.", end_last_round: "Les cartes de pénalité avaient atteint {at} au total : cette manche était la dernière, et celui qui a le moins de cartes de pénalité gagne." });
Object.assign(T.it, { end_reached: "Le carte penalità sono arrivate a {n} in tutto (la partita finisce a {end}): vince chi ha meno carte penalità.", end_last_round: "Le carte penalità erano arrivate a {at} in tutto: quella manche era l'ultima, e vince chi ha meno carte penalità." });
Object.assign(T.de, { end_reached: "Die Strafpunkte haben insgesamt {n} erreicht (das Spiel endet bei {end}): Wer die wenigsten Strafpunkte hat, gewinnt.", end_last_round: "Die Strafpunkte hatten insgesamt {at} erreicht: Diese Runde war die letzte, und wer die wenigsten Strafpunkte hat, gewinnt." });

// The pier row's colour: the row is the pier's already ("Mole · Farbe: braun", not
// "Mole  Molenfarbe: braun"); pier_colour is for where the pier is not named.
Object.assign(T.en, { pier_row_colour: "Colour" });
Object.assign(T.fr, { pier_row_colour: "Couleur" });
Object.assign(T.it, { pier_row_colour: "Colore" });
Object.assign(T.de, { pier_row_colour: "Farbe" });
// Beside the pier in a game's first round: what its colour does (games/corsairs.js).
Object.assign(T.en, { pier_why: "Cards of this colour in your hand are prisoners: they cost nothing when you lay down." });
Object.assign(T.fr, { pier_why: "Les cartes de cette couleur dans votre main sont des prisonniers : elles ne coûtent rien quand vous abattez." });
Object.assign(T.it, { pier_why: "Le carte di questo colore nella tua mano sono prigionieri: non costano nulla quando cali le carte." });
Object.assign(T.de, { pier_why: "Karten dieser Farbe in deiner Hand sind Gefangene: Sie kosten nichts, wenn du deine Karten auslegst." });

// The words on a special card's face (pcard): a word that fits, where its name (card_*) is
// a phrase ("pièce d'or", said in sentences, where "or" alone read as the conjunction).
// And several coins or cannons named together (cardNames): counted, not repeated.
Object.assign(T.en, { face_gold: "gold", face_pirate: "pirate", face_cannon: "cannon" });
Object.assign(T.en, { n_gold: "{n} gold coins", n_cannon: "{n} cannons", one_gold: "a gold coin", one_cannon: "a cannon", one_pirate: "a pirate", n_pirate: "{n} pirates" });
Object.assign(T.fr, { face_gold: "or", face_pirate: "pirate", face_cannon: "canon" });
Object.assign(T.fr, { n_gold: "{n} pièces d'or", n_cannon: "{n} canons", one_gold: "une pièce d'or", one_cannon: "un canon", one_pirate: "un pirate", n_pirate: "{n} pirates" });
Object.assign(T.it, { face_gold: "oro", face_pirate: "pirata", face_cannon: "cannone" });
Object.assign(T.it, { n_gold: "{n} monete d'oro", n_cannon: "{n} cannoni", one_gold: "una moneta d'oro", one_cannon: "un cannone", one_pirate: "un pirata", n_pirate: "{n} pirati" });
Object.assign(T.de, { face_gold: "Gold", face_pirate: "Pirat", face_cannon: "Kanone" });
Object.assign(T.de, { n_gold: "{n} Goldmünzen", n_cannon: "{n} Kanonen", one_gold: "eine Goldmünze", one_cannon: "eine Kanone", one_pirate: "einen Piraten", n_pirate: "{n} Piraten" });

// A hand card tapped before the draw (games/corsairs.js): a turn starts with a draw.
Object.assign(T.en, { draw_first: "Draw first: from the stock, the discard pile or the pier's first card; then choose the card to discard." });
Object.assign(T.fr, { draw_first: "Piochez d'abord : dans le talon, la pile des écarts ou la première carte du quai ; puis choisissez la carte à défausser." });
Object.assign(T.it, { draw_first: "Prima pesca: dal tallone, dagli scarti o la prima carta del molo; poi scegli la carta da scartare." });
Object.assign(T.de, { draw_first: "Zuerst abheben: vom Abhebestapel, von den abgelegten Karten oder die erste Karte der Mole; dann wähle die Karte zum Ablegen." });
// a part of my boat among another seat's spares, tapped when it cannot be bought (games/piratatak.js)
Object.assign(T.en, { pt_buy_gold: "A part of your boat costs {price} gold; you have {n}.", pt_buy_drawn: "A part is bought instead of drawing, at the start of your turn: you have drawn already." });
Object.assign(T.fr, { pt_buy_gold: "Une carte de votre bateau coûte {price} pièces d'or ; vous en avez {n}.", pt_buy_drawn: "On achète une carte au lieu de piocher, au début de son tour : vous avez déjà pioché." });
Object.assign(T.it, { pt_buy_gold: "Una parte della tua barca costa {price} monete; ne hai {n}.", pt_buy_drawn: "Una parte si compra invece di pescare, all'inizio del turno: hai già pescato." });
Object.assign(T.de, { pt_buy_gold: "Ein Teil deines Boots kostet {price} Gold; du hast {n}.", pt_buy_drawn: "Ein Teil wird statt zu ziehen gekauft, am Anfang deines Zugs: Du hast schon gezogen." });
// A purchase from the viewer, where the rules pay the price to the seller (the observation's
// coins_to and price): "bought yellow 6 from you" left their gold jumping for no reason.
Object.assign(T.en, { pt_buy_from_you_paid_one: "bought {card} from you and paid you {n} gold coin", pt_buy_from_you_paid_other: "bought {card} from you and paid you {n} gold coins" });
Object.assign(T.fr, { pt_buy_from_you_paid_one: "vous a acheté {card} et vous a payé {n} pièce d'or", pt_buy_from_you_paid_other: "vous a acheté {card} et vous a payé {n} pièces d'or" });
Object.assign(T.it, { pt_buy_from_you_paid_one: "ti ha comprato {card} e ti ha pagato {n} moneta d'oro", pt_buy_from_you_paid_other: "ti ha comprato {card} e ti ha pagato {n} monete d'oro" });
Object.assign(T.de, { pt_buy_from_you_paid_one: "hat {card} von dir gekauft und dir {n} Goldmünze gezahlt", pt_buy_from_you_paid_other: "hat {card} von dir gekauft und dir {n} Goldmünzen gezahlt" });
// The buyer's own purchase with the price paid, as the seller's line has it (after ``pt_you``).
Object.assign(T.en, { pt_buy_own_paid_one: "bought {card} from {name} for {n} gold coin", pt_buy_own_paid_other: "bought {card} from {name} for {n} gold coins" });
Object.assign(T.fr, { pt_buy_own_paid_one: "avez acheté {card} à {name} pour {n} pièce d'or", pt_buy_own_paid_other: "avez acheté {card} à {name} pour {n} pièces d'or" });
Object.assign(T.it, { pt_buy_own_paid_one: "hai comprato {card} da {name} per {n} moneta d'oro", pt_buy_own_paid_other: "hai comprato {card} da {name} per {n} monete d'oro" });
Object.assign(T.de, { pt_buy_own_paid_one: "hast {card} für {n} Goldmünze von {name} gekauft", pt_buy_own_paid_other: "hast {card} für {n} Goldmünzen von {name} gekauft" });
// Another's long turn in brief (the phone's list since your turn): its draws in a row counted.
Object.assign(T.en, { pt_drew_cards_one: "drew {n} card", pt_drew_cards_other: "drew {n} cards" });
Object.assign(T.fr, { pt_drew_cards_one: "a pioché {n} carte", pt_drew_cards_other: "a pioché {n} cartes" });
Object.assign(T.it, { pt_drew_cards_one: "ha pescato {n} carta", pt_drew_cards_other: "ha pescato {n} carte" });
Object.assign(T.de, { pt_drew_cards_one: "hat {n} Karte gezogen", pt_drew_cards_other: "hat {n} Karten gezogen" });
// a pier card past the first tapped at the draw: only the first is drawn
Object.assign(T.en, { pier_first_only: "Only the pier's first card (on the left, ringed in gold) can be drawn." });
Object.assign(T.fr, { pier_first_only: "Seule la première carte du quai (à gauche, cerclée d'or) peut être piochée." });
Object.assign(T.it, { pier_first_only: "Del molo si pesca solo la prima carta (a sinistra, cerchiata d'oro)." });
Object.assign(T.de, { pier_first_only: "Von der Mole darf nur die erste Karte (links, golden umrandet) abgehoben werden." });

// A table key that cannot act now says why (games/corsairs.js keyRefusal), in the live region.
Object.assign(T.en, { key_pick: "Choose a card first: the arrow keys pick one; then D discards it, S sets sail with it.", key_drawn: "You have drawn already: choose a card with the arrow keys, then D to discard it or S to set sail with it.", key_empty_stock: "The stock is empty: take the discard or from the pier.", key_empty_pile: "The discard pile is empty: draw from the stock or the pier.", key_empty_pier: "The pier is empty.", key_not_turn: "It is not your turn: wait for yours.", key_not_card: "Not with this card: choose another with the arrow keys.", key_must_sail: "You drew the last card of the stock: you must set sail. Choose a card with the arrow keys, then S.", key_not_now: "This key has nothing to do now." });
Object.assign(T.fr, { key_pick: "Choisissez d'abord une carte : les flèches en choisissent une ; puis D la défausse, S la défausse et lève l'ancre.", key_drawn: "Vous avez déjà pioché : choisissez une carte avec les flèches, puis D pour la défausser ou S pour lever l'ancre avec.", key_empty_stock: "Le talon est vide : prenez l'écart ou au quai.", key_empty_pile: "La pile des écarts est vide : piochez dans le talon ou au quai.", key_empty_pier: "Le quai est vide.", key_not_turn: "Ce n'est pas à vous : attendez votre tour.", key_not_card: "Pas avec cette carte : choisissez-en une autre avec les flèches.", key_must_sail: "Vous avez pioché la dernière carte du talon : vous devez lever l'ancre. Choisissez une carte avec les flèches, puis S.", key_not_now: "Cette touche n'a rien à faire maintenant." });
Object.assign(T.it, { key_pick: "Prima scegli una carta: le frecce ne scelgono una; poi D la scarta, S la scarta e salpa.", key_drawn: "Hai già pescato: scegli una carta con le frecce, poi D per scartarla o S per salpare.", key_empty_stock: "Il tallone è vuoto: prendi lo scarto o dal molo.", key_empty_pile: "La pila degli scarti è vuota: pesca dal tallone o dal molo.", key_empty_pier: "Il molo è vuoto.", key_not_turn: "Ora non tocca a te: aspetta il tuo turno.", key_not_card: "Non con questa carta: scegline un'altra con le frecce.", key_must_sail: "Hai pescato l'ultima carta del tallone: devi salpare. Scegli una carta con le frecce, poi S.", key_not_now: "Questo tasto ora non ha niente da fare." });
Object.assign(T.de, { key_pick: "Wähle zuerst eine Karte: Die Pfeiltasten wählen eine; dann legt D sie ab, S legt sie ab und lichtet die Anker.", key_drawn: "Du hast schon abgehoben: Wähle mit den Pfeiltasten eine Karte, dann D zum Ablegen oder S, um mit ihr die Anker zu lichten.", key_empty_stock: "Der Abhebestapel ist leer: Nimm die abgelegte Karte oder von der Mole.", key_empty_pile: "Es gibt keine abgelegte Karte: Hebe vom Abhebestapel oder von der Mole ab.", key_empty_pier: "Die Mole ist leer.", key_not_turn: "Du bist nicht dran: Warte auf deinen Zug.", key_not_card: "Nicht mit dieser Karte: Wähle mit den Pfeiltasten eine andere.", key_must_sail: "Du hast die letzte Karte vom Abhebestapel abgehoben: Du musst die Anker lichten. Wähle mit den Pfeiltasten eine Karte, dann S.", key_not_now: "Diese Taste hat gerade nichts zu tun." });
// A card tapped while another seat plays (app.js nudge): said in the table's bar, briefly.
Object.assign(T.en, { tap_not_turn: "Not your turn yet: {name} is playing." });
Object.assign(T.fr, { tap_not_turn: "Pas encore à vous\u00a0: c'est à {name} de jouer." });
Object.assign(T.it, { tap_not_turn: "Non è ancora il tuo turno: gioca {name}." });
Object.assign(T.de, { tap_not_turn: "Du bist noch nicht dran: {name} ist am Zug." });

// The header's language menu, named in the page's language (app.js translateStatic).
Object.assign(T.en, { language: "Language" });
Object.assign(T.fr, { language: "Langue" });
Object.assign(T.it, { language: "Lingua" });
Object.assign(T.de, { language: "Sprache" });

// A Piratatak key that cannot act now says why (games/piratatak.js keyRefusal): the keys that do.
Object.assign(T.en, { pt_key_keys: "Not now. You can: {keys}.", pt_key_buttons: "Not now: choose one of the moves offered (Tab reaches them)." });
Object.assign(T.fr, { pt_key_keys: "Pas maintenant. Vous pouvez : {keys}.", pt_key_buttons: "Pas maintenant : choisissez un des coups proposés (Tab les atteint)." });
Object.assign(T.it, { pt_key_keys: "Non ora. Puoi: {keys}.", pt_key_buttons: "Non ora: scegli una delle mosse proposte (Tab le raggiunge)." });
Object.assign(T.de, { pt_key_keys: "Jetzt nicht. Du kannst: {keys}.", pt_key_buttons: "Jetzt nicht: Wähle einen der angebotenen Züge (mit Tab erreichbar)." });

// A table opened (or reloaded) on the player's own turn: what to do now, read out once
// after "Your turn" (app.js announceTurn, the games' turnTask).
Object.assign(T.en, { turn_draw_keys: "Draw a card: {keys}.", turn_keys: "You can: {keys}." });
Object.assign(T.fr, { turn_draw_keys: "Piochez une carte : {keys}.", turn_keys: "Vous pouvez : {keys}." });
Object.assign(T.it, { turn_draw_keys: "Pesca una carta: {keys}.", turn_keys: "Puoi: {keys}." });
Object.assign(T.de, { turn_draw_keys: "Heb eine Karte ab: {keys}.", turn_keys: "Du kannst: {keys}." });

// A pier draw that changed the pier's colour, read out after it (games/corsairs.js pierNews).
Object.assign(T.en, { c_pier_now: "new pier colour: {colour}" });
Object.assign(T.fr, { c_pier_now: "nouvelle couleur du quai : {colour}" });
Object.assign(T.it, { c_pier_now: "nuovo colore del molo: {colour}" });
Object.assign(T.de, { c_pier_now: "neue Molenfarbe: {colour}" });
// ...and a new round's, after the last round's result.
Object.assign(T.en, { c_round_pier: "Round {n}: pier colour {colour}" });
Object.assign(T.fr, { c_round_pier: "Manche {n}, couleur du quai : {colour}" });
Object.assign(T.it, { c_round_pier: "Manche {n}, colore del molo: {colour}" });
Object.assign(T.de, { c_round_pier: "Runde {n}: Molenfarbe {colour}" });

// What a round's penalty cards call for, in its summary and its log line (games/corsairs.js roundNext).
Object.assign(T.en, { rs_next_last: "The penalty cards have reached {at}: the next round is the last.", rs_end: "The penalty cards have reached {end}: the game is over.", rs_last_played: "That was the last round: the game is over.", rs_over: "The game is over." });
Object.assign(T.fr, { rs_next_last: "Les cartes de pénalité ont atteint {at} : la prochaine manche est la dernière.", rs_end: "Les cartes de pénalité ont atteint {end} : la partie est finie.", rs_last_played: "C'était la dernière manche : la partie est finie.", rs_over: "La partie est finie." });
Object.assign(T.it, { rs_next_last: "Le carte penalità sono arrivate a {at}: la prossima manche è l'ultima.", rs_end: "Le carte penalità sono arrivate a {end}: la partita è finita.", rs_last_played: "Era l'ultima manche: la partita è finita.", rs_over: "La partita è finita." });
Object.assign(T.de, { rs_next_last: "Die Strafpunkte haben {at} erreicht: Die nächste Runde ist die letzte.", rs_end: "Die Strafpunkte haben {end} erreicht: Das Spiel ist vorbei.", rs_last_played: "Das war die letzte Runde: Das Spiel ist vorbei.", rs_over: "Das Spiel ist vorbei." });

// Piratatak's first draw of a turn, its button and the advice (German "ziehen", as its
// "Weiter ziehen" and log's "gezogen": Corsairs' "Abheben" is that game's word).
Object.assign(T.en, { pt_boat_wins: "The first finished boat wins: all six parts, from 1 to 6." });
Object.assign(T.fr, { pt_boat_wins: "Le premier bateau achevé gagne : ses six cartes, de 1 à 6." });
Object.assign(T.it, { pt_boat_wins: "Vince la prima barca completa: tutti e sei i pezzi, da 1 a 6." });
Object.assign(T.de, { pt_boat_wins: "Das erste fertige Boot gewinnt: alle sechs Teile, von 1 bis 6." });
// The lobby's second "Me": "Me" is one seat; another person at this device is "Here" (pass-and-play).
Object.assign(T.en, { err_two_me: "Seat {n} is “{me}” too, and “{me}” is one seat. Choose “{here}” for another person who plays on this device, or “{human}” to send an invite link to someone on their own phone or tablet." });
Object.assign(T.fr, { err_two_me: "La place {n} est aussi « {me} », et « {me} » n'est qu'une place. Choisissez « {here} » pour une autre personne qui joue sur cet appareil, ou « {human} » pour envoyer un lien d'invitation à quelqu'un sur son propre téléphone ou sa tablette." });
Object.assign(T.it, { err_two_me: "Anche il posto {n} è «{me}», e «{me}» è un posto solo. Scegli «{here}» per un'altra persona che gioca su questo dispositivo, o «{human}» per mandare un link d'invito a chi gioca sul proprio telefono o tablet." });
Object.assign(T.de, { err_two_me: "Platz {n} ist auch „{me}“, und „{me}“ ist nur ein Platz. Wähle „{here}“ für eine weitere Person, die an diesem Gerät spielt, oder „{human}“, um jemandem einen Einladungslink für das eigene Handy oder Tablet zu schicken." });
// Pass-and-play: several people at one device, a curtain between their turns (docs/server.md).
Object.assign(T.en, { here: "Here, on this device",
  err_here_name: "Seat {n} plays here, on this device: give it a name, so that the screen can say whose turn it is.",
  pass_device: "Pass the device to {name}", pass_screen: "Turn the screen to {name}",
  curtain_hint: "Press the button when only {name} can see the screen: the cards stay hidden until then.",
  curtain_ready: "Press the button when {name} is ready to play.",
  here_shown: "{name}’s turn",
  here_replaced: "A bot plays {name}’s seat now; {name} can take it back.", take_back_of: "Take {name}’s seat back",
  here_about: "The people “Here, on this device” play on it in turn: between their turns a screen covers the table, and each one’s cards show only once they press the button with their name.",
  curtain_idle_warn: "{name}’s turn is waiting: if it waits {limit}, the other players may give {name}’s seat to a bot.",
  curtain_idle_now: "{name} has not played for more than {limit}: the other players may now give {name}’s seat to a bot. Play a move to keep it.",
  curtain_me: "I'm {name}", rv_button_of: "Review of {name}",
  err_seat_not_held: "This device does not play that seat." });
Object.assign(T.fr, { here: "Ici, sur cet appareil",
  err_here_name: "La place {n} joue ici, sur cet appareil : donnez-lui un nom, pour que l'écran puisse dire à qui c'est le tour.",
  pass_device: "Passez l'appareil à {name}", pass_screen: "Tournez l'écran vers {name}",
  curtain_hint: "Appuyez sur le bouton quand personne d'autre que {name} ne regarde l'écran : les cartes restent cachées jusque-là.",
  curtain_ready: "Appuyez sur le bouton quand {name} est là pour jouer.",
  here_shown: "Au tour de {name}",
  here_replaced: "Un robot joue maintenant la place de {name} ; {name} peut la reprendre.", take_back_of: "Reprendre la place de {name}",
  here_about: "Les personnes « Ici, sur cet appareil » y jouent à tour de rôle : entre deux tours, un écran couvre la table, et les cartes de chaque personne n'apparaissent qu'une fois le bouton à son nom touché.",
  curtain_idle_warn: "Le tour de {name} attend : s'il attend {limit}, les autres joueurs pourront donner la place de {name} à un robot.",
  curtain_idle_now: "{name} n'a pas joué depuis plus de {limit} : les autres joueurs peuvent maintenant donner la place de {name} à un robot. Jouez un coup pour la garder.",
  curtain_me: "Je suis {name}", rv_button_of: "Analyse de {name}",
  err_seat_not_held: "Cet appareil ne joue pas cette place." });
Object.assign(T.it, { here: "Qui, su questo dispositivo",
  err_here_name: "Il posto {n} gioca qui, su questo dispositivo: dagli un nome, così lo schermo può dire a chi tocca.",
  pass_device: "Passa il dispositivo a {name}", pass_screen: "Gira lo schermo verso {name}",
  curtain_hint: "Premi il pulsante quando a guardare lo schermo c'è solo {name}: fino ad allora le carte restano nascoste.",
  curtain_ready: "Premi il pulsante quando {name} è qui per giocare.",
  here_shown: "Turno di {name}",
  here_replaced: "Ora un bot gioca il posto di {name}; {name} può riprenderlo.", take_back_of: "Riprendi il posto di {name}",
  here_about: "Le persone «Qui, su questo dispositivo» ci giocano a turno: tra un turno e l'altro uno schermo copre il tavolo, e le carte di ognuno compaiono solo quando preme il pulsante col proprio nome.",
  curtain_idle_warn: "Il turno di {name} aspetta: se aspetta {limit}, gli altri giocatori potranno dare il posto di {name} a un bot.",
  curtain_idle_now: "{name} non gioca da più di {limit}: ora gli altri giocatori possono dare il posto di {name} a un bot. Fai una mossa per tenerlo.",
  curtain_me: "Sono {name}", rv_button_of: "Analisi di {name}",
  err_seat_not_held: "Questo dispositivo non gioca quel posto." });
Object.assign(T.de, { here: "Hier, an diesem Gerät",
  err_here_name: "Platz {n} spielt hier, an diesem Gerät: Gib ihm einen Namen, damit der Bildschirm sagen kann, wer dran ist.",
  pass_device: "Gib das Gerät an {name} weiter", pass_screen: "Dreh den Bildschirm zu {name}",
  curtain_hint: "Drück auf den Knopf, wenn nur noch {name} auf den Bildschirm schaut: Bis dahin bleiben die Karten verdeckt.",
  curtain_ready: "Drück auf den Knopf, wenn {name} zum Spielen da ist.",
  here_shown: "{name} ist dran",
  here_replaced: "Ein Bot spielt jetzt den Platz von {name}; {name} kann ihn zurücknehmen.", take_back_of: "Platz von {name} zurücknehmen",
  here_about: "Die Personen „Hier, an diesem Gerät“ spielen abwechselnd darauf: Zwischen ihren Zügen verdeckt ein Bildschirm den Tisch, und die Karten erscheinen erst, wenn die Person am Zug auf den Knopf mit ihrem Namen tippt.",
  curtain_idle_warn: "Der Zug von {name} wartet: Wartet er {limit}, können die anderen den Platz von {name} einem Bot geben.",
  curtain_idle_now: "{name} hat seit mehr als {limit} nicht gespielt: Die anderen können den Platz von {name} jetzt einem Bot geben. Mach einen Zug, um ihn zu behalten.",
  curtain_me: "Ich bin {name}", rv_button_of: "Analyse von {name}",
  err_seat_not_held: "Dieses Gerät spielt diesen Platz nicht." });
// A friend's invite link sent by the device's share sheet (where the browser has one).
Object.assign(T.en, { share: "Share", share_text: "A seat for you at my game of {game}:" });
Object.assign(T.fr, { share: "Partager", share_text: "Une place pour vous à ma partie de {game} :" });
Object.assign(T.it, { share: "Condividi", share_text: "Un posto per te nella mia partita a {game}:" });
Object.assign(T.de, { share: "Teilen", share_text: "Ein Platz für dich in meiner Partie {game}:" });
// A friend's link as a QR code, for the phone beside the tablet (app.js, qrButton)
Object.assign(T.en, { qr_button: "QR code", qr_title: "Invite link for {name}", qr_alt: "QR code of the invite link for {name}", qr_hint: "Point the phone's camera at the code: the link opens this table in {name}'s seat.", err_bad_link: "This is not an invite link of this table.", err_invite_other_seat: "This invite link is another seat's: reload the page to see each seat's own link." });
Object.assign(T.fr, { qr_button: "Code QR", qr_title: "Lien d'invitation pour {name}", qr_alt: "Code QR du lien d'invitation pour {name}", qr_hint: "Pointez l'appareil photo du téléphone vers le code : le lien ouvre cette table à la place de {name}.", err_bad_link: "Ce n'est pas un lien d'invitation de cette table.", err_invite_other_seat: "Ce lien d'invitation est celui d'une autre place : rechargez la page pour voir le lien de chaque place." });
Object.assign(T.it, { qr_button: "Codice QR", qr_title: "Link d'invito per {name}", qr_alt: "Codice QR del link d'invito per {name}", qr_hint: "Inquadra il codice con la fotocamera del telefono: il link apre questo tavolo al posto di {name}.", err_bad_link: "Questo non è un link d'invito di questo tavolo.", err_invite_other_seat: "Questo link d'invito è di un altro posto: ricarica la pagina per vedere il link di ciascun posto." });
Object.assign(T.de, { qr_button: "QR-Code", qr_title: "Einladungslink für {name}", qr_alt: "QR-Code des Einladungslinks für {name}", qr_hint: "Richte die Kamera des Handys auf den Code: Der Link öffnet diesen Tisch auf dem Platz von {name}.", err_bad_link: "Das ist kein Einladungslink dieses Tisches.", err_invite_other_seat: "Dieser Einladungslink gehört zu einem anderen Platz: Lade die Seite neu, um den Link jedes Platzes zu sehen." });
// The result's standings past the winner: boats of one size placed by their gold (the
// rulebook ranks only the winner; docs/piratatak.md).
Object.assign(T.en, { pt_standing_gold_one: "{n}\u00a0gold coin", pt_standing_gold_other: "{n}\u00a0gold coins", pt_tie_gold: "Boats of the same size: more gold coins place higher (three buy a part)." });
Object.assign(T.fr, { pt_standing_gold_one: "{n}\u00a0pièce d'or", pt_standing_gold_other: "{n}\u00a0pièces d'or", pt_tie_gold: "À bateaux égaux, le plus d'or passe devant (trois pièces achètent une partie)." });
Object.assign(T.it, { pt_standing_gold_one: "{n}\u00a0moneta d'oro", pt_standing_gold_other: "{n}\u00a0monete d'oro", pt_tie_gold: "A barche uguali passa avanti chi ha più monete d'oro (tre comprano un pezzo)." });
Object.assign(T.de, { pt_standing_gold_one: "{n}\u00a0Goldmünze", pt_standing_gold_other: "{n}\u00a0Goldmünzen", pt_tie_gold: "Bei gleich langen Booten liegt vorn, wer mehr Goldmünzen hat (drei kaufen ein Teil)." });
Object.assign(T.en, { closer_stakes: "With a limit of {n} or less you send {name} under and pass them your stowaways. Above {n} you keep them as penalty cards." });
Object.assign(T.fr, { closer_stakes: "Avec une limite de {n} ou moins, vous coulez {name} et lui passez vos clandestins. Au-dessus de {n}, vous les gardez comme cartes de pénalité." });
Object.assign(T.it, { closer_stakes: "Con un limite di {n} o meno mandi sotto {name}, che prende i tuoi clandestini. Sopra {n} li tieni come carte penalità." });
Object.assign(T.de, { closer_stakes: "Mit einer Grenze von höchstens {n} tauchst du {name} unter und gibst deine blinden Passagiere ab. Über {n} behältst du sie als Strafpunkte." });
// Why an attached card breaks the rule, named (games/corsairs.js attachWhy)
Object.assign(T.en, { attach_why_number: "{card:cap} cannot be attached: the crew of {name} already has the number {n}.",
  attach_why_twice: "You can attach only one {n}.",
  attach_why_colour: "{card:cap} cannot be attached: it is of none of the colours of {name}'s crew.",
  attach_why_colours: "{card:cap} cannot be attached: with it the crew of {name} would have more than two colours." });
Object.assign(T.fr, { attach_why_number: "{card:cap} ne peut pas être attaché : l'équipage de {name} a déjà un {n}.",
  attach_why_twice: "Vous ne pouvez attacher qu'un seul {n}.",
  attach_why_colour: "{card:cap} ne peut pas être attaché : il n'est d'aucune couleur de l'équipage de {name}.",
  attach_why_colours: "{card:cap} ne peut pas être attaché : avec lui, l'équipage de {name} aurait plus de deux couleurs." });
Object.assign(T.it, { attach_why_number: "{card:cap} non si può attaccare: la ciurma di {name} ha già un {n}.",
  attach_why_twice: "Puoi attaccare un solo {n}.",
  attach_why_colour: "{card:cap} non si può attaccare: non è di nessuno dei colori della ciurma di {name}.",
  attach_why_colours: "{card:cap} non si può attaccare: con questa carta la ciurma di {name} avrebbe più di due colori." });
Object.assign(T.de, { attach_why_number: "{card:cap} kann nicht angegriffen werden: Die Mannschaft von {name} hat schon eine {n}.",
  attach_why_twice: "Du kannst nur eine {n} angreifen.",
  attach_why_colour: "{card:cap} kann nicht angegriffen werden: Sie hat keine Farbe der Mannschaft von {name}.",
  attach_why_colours: "{card:cap} kann nicht angegriffen werden: Mit ihr hätte die Mannschaft von {name} mehr als zwei Farben." });
Object.assign(T.en, { sail_stakes: "Anyone with a limit of {limit} or less sends you under." });
Object.assign(T.fr, { sail_stakes: "Qui a une limite de {limit} ou moins vous coule." });
Object.assign(T.it, { sail_stakes: "Chi ha un limite di {limit} o meno ti manda sotto." });
Object.assign(T.de, { sail_stakes: "Wer eine Grenze von höchstens {limit} hat, taucht dich unter." });
// Piratatak: what a coin, a cannon and a spare card are for, told by their counters and
// the spares' label (games/piratatak.js).
Object.assign(T.en, {
  pt_spares_why: "Spare cards: boat cards you cannot build your boat with. Whoever builds their colour may buy one for {price} gold, instead of drawing; a pirate may take them too.",
  pt_gold_why: "Gold buys a part of your boat from another player's spares: {price} gold a part, instead of drawing, one a turn.",
  pt_cannon_why: "A cannon beats the next pirate you draw: the pirate and the cannon go to the discard pile, and you give nothing back.",
  pt_cannon_why_optional: "A cannon can beat a pirate you draw: fire it, and the pirate and the cannon go to the discard pile instead of the cards you would give back.",
});
Object.assign(T.fr, {
  pt_spares_why: "Cartes à droite\u00a0: les cartes bateau qui ne vont pas sur votre bateau. Qui construit leur couleur peut en acheter une pour {price} pièces d'or, au lieu de piocher\u00a0; un pirate peut aussi les prendre.",
  pt_gold_why: "L'or achète une carte de votre bateau parmi les cartes à droite d'un autre joueur\u00a0: {price} pièces d'or la carte, au lieu de piocher, une par tour.",
  pt_cannon_why: "Un canon repousse le prochain pirate que vous piochez\u00a0: le pirate et le canon vont sur la pile des écarts, et vous ne rendez rien.",
  pt_cannon_why_optional: "Un canon peut repousser un pirate que vous piochez\u00a0: tirez, et le pirate et le canon vont sur la pile des écarts à la place des cartes à rendre.",
});
Object.assign(T.it, {
  pt_spares_why: "Carte a destra: le carte barca che non vanno sulla tua barca. Chi costruisce il loro colore può comprarne una per {price} monete, invece di pescare; anche un pirata può prenderle.",
  pt_gold_why: "L'oro compra una parte della tua barca tra le carte a destra di un altro giocatore: {price} monete per parte, invece di pescare, una per turno.",
  pt_cannon_why: "Un cannone respinge il prossimo pirata che peschi: il pirata e il cannone vanno sulla pila degli scarti, e non restituisci nulla.",
  pt_cannon_why_optional: "Un cannone può respingere un pirata che peschi: spara, e il pirata e il cannone vanno sulla pila degli scarti al posto delle carte da restituire.",
});
Object.assign(T.de, {
  pt_spares_why: "Übrige Karten: Bootskarten, die nicht an dein Boot passen. Wer ihre Farbe baut, kann eine für {price} Gold kaufen, statt zu ziehen; auch ein Pirat kann sie nehmen.",
  pt_gold_why: "Mit Gold kaufst du ein Teil deines Boots aus den übrigen Karten eines Mitspielers: {price} Gold pro Teil, statt zu ziehen, eins pro Zug.",
  pt_cannon_why: "Eine Kanone wehrt den nächsten Piraten ab, den du ziehst: Pirat und Kanone kommen auf die abgelegten Karten, und du gibst nichts zurück.",
  pt_cannon_why_optional: "Eine Kanone kann einen Piraten abwehren, den du ziehst: Feuere sie ab, und Pirat und Kanone kommen auf die abgelegten Karten statt der Karten, die du zurückgeben würdest.",
});
// A round's summary: where each player's penalty cards came from (games/corsairs.js,
// penaltyWhy); "+11" stood beside 6 stowaways with no word on the other 5.
Object.assign(T.en, {
  rs_takes: "{name} keeps the stowaways ({own}) and takes those passed on ({passed}) as penalty cards: +{n}.",
  rs_takes_you: "You keep your stowaways ({own}) and take those passed to you ({passed}) as penalty cards: +{n}.",
  rs_keeps: "{name} keeps the stowaways as penalty cards: +{n} (limit {a}, above {b}).",
  rs_keeps_you: "You keep your stowaways as penalty cards: +{n} (your limit {a}, above {b}).",
  rs_back: "{name}'s stowaways ({k}) go back to the deck: no penalty cards.",
  rs_back_you: "Your stowaways ({k}) go back to the deck: no penalty cards for you.",
});
Object.assign(T.fr, {
  rs_takes: "{name} garde ses clandestins ({own}) et prend ceux qu'on lui passe ({passed}) comme cartes de pénalité\u00a0: +{n}.",
  rs_takes_you: "Vous gardez vos clandestins ({own}) et prenez ceux qu'on vous passe ({passed}) comme cartes de pénalité\u00a0: +{n}.",
  rs_keeps: "{name} garde ses clandestins comme cartes de pénalité\u00a0: +{n} (limite {a}, au-dessus de {b}).",
  rs_keeps_you: "Vous gardez vos clandestins comme cartes de pénalité\u00a0: +{n} (votre limite {a}, au-dessus de {b}).",
  rs_back: "Les clandestins de {name} ({k}) retournent dans le paquet\u00a0: aucune carte de pénalité.",
  rs_back_you: "Vos clandestins ({k}) retournent dans le paquet\u00a0: aucune carte de pénalité pour vous.",
});
Object.assign(T.it, {
  rs_takes: "{name} tiene i suoi clandestini ({own}) e prende quelli ricevuti ({passed}) come carte penalità: +{n}.",
  rs_takes_you: "Tieni i tuoi clandestini ({own}) e prendi quelli ricevuti ({passed}) come carte penalità: +{n}.",
  rs_keeps: "{name} tiene i suoi clandestini come carte penalità: +{n} (limite {a}, sopra {b}).",
  rs_keeps_you: "Tieni i tuoi clandestini come carte penalità: +{n} (il tuo limite {a}, sopra {b}).",
  rs_back: "I clandestini di {name} ({k}) tornano nel mazzo: nessuna carta penalità.",
  rs_back_you: "I tuoi clandestini ({k}) tornano nel mazzo: nessuna carta penalità per te.",
});
Object.assign(T.de, {
  rs_takes: "{name} behält die eigenen blinden Passagiere ({own}) und bekommt die abgegebenen ({passed}) als Strafpunkte: +{n}.",
  rs_takes_you: "Du behältst deine blinden Passagiere ({own}) und bekommst die dir abgegebenen ({passed}) als Strafpunkte: +{n}.",
  rs_keeps: "{name} behält die eigenen blinden Passagiere als Strafpunkte: +{n} (Grenze {a}, über {b}).",
  rs_keeps_you: "Du behältst deine blinden Passagiere als Strafpunkte: +{n} (deine Grenze {a}, über {b}).",
  rs_back: "Die blinden Passagiere von {name} ({k}) kommen zurück in den Kartenstapel: keine Strafpunkte.",
  rs_back_you: "Deine blinden Passagiere ({k}) kommen zurück in den Kartenstapel: keine Strafpunkte für dich.",
});
// After the closer's own lay-down, what the others may still do and when the round ends
// (games/corsairs.js, layNext): "Waiting for Luc" said nothing of it.
Object.assign(T.en, {
  lay_next_closer: "Now the others lay down in turn, from your left; each may first attach cards to your crew. Anyone with a limit of {n} or less sends you under: you keep your stowaways and take theirs, as penalty cards; if nobody does, you take none. The round ends after the last lay-down.",
  lay_next_sweep: "No stowaways: a sweep! Now the others lay down in turn, from your left; once they have, you win the game.",
  lay_next_sweep_tie: "Should one of them sweep too, whoever of you has fewer penalty cards wins.",
});
Object.assign(T.fr, {
  lay_next_closer: "Les autres abattent maintenant chacun à son tour, en commençant par votre voisin de gauche\u00a0; chacun peut d'abord attacher des cartes à votre équipage. Qui a une limite de {n} ou moins vous coule\u00a0: vous gardez vos clandestins et prenez les siens, comme cartes de pénalité\u00a0; si personne ne vous coule, vous n'en prenez aucune. La manche se termine quand tous ont abattu.",
  lay_next_sweep: "Aucun clandestin\u00a0: vous mettez les autres capot\u00a0! Les autres abattent maintenant chacun à son tour, en commençant par votre voisin de gauche\u00a0; ensuite, vous gagnez la partie.",
  lay_next_sweep_tie: "Si l'un d'eux met aussi les autres capot, celui d'entre vous qui a le moins de cartes de pénalité l'emporte.",
});
Object.assign(T.it, {
  lay_next_closer: "Ora gli altri calano le carte a turno, partendo dalla tua sinistra; ognuno può prima attaccare carte alla tua ciurma. Chi ha un limite di {n} o meno ti manda sotto: tieni i tuoi clandestini e prendi i suoi, come carte penalità; se nessuno ti manda sotto, non ne prendi nessuna. La manche finisce quando tutti hanno calato le carte.",
  lay_next_sweep: "Nessun clandestino: fai cappotto! Ora gli altri calano le carte a turno, partendo dalla tua sinistra; poi vinci la partita.",
  lay_next_sweep_tie: "Se anche uno di loro fa cappotto, vince chi ha meno carte penalità.",
});
Object.assign(T.de, {
  lay_next_closer: "Jetzt legen die anderen der Reihe nach aus, links von dir beginnend; jeder darf vorher Karten an deine Mannschaft angreifen. Wer eine Grenze von höchstens {n} hat, taucht dich unter: Dann behältst du deine blinden Passagiere und bekommst seine dazu, als Strafpunkte; taucht dich niemand unter, bekommst du keine. Die Runde endet, wenn alle ausgelegt haben.",
  lay_next_sweep: "Keine blinden Passagiere: Du machst alle Gegner match! Jetzt legen die anderen der Reihe nach aus, links von dir beginnend; danach gewinnst du das Spiel.",
  lay_next_sweep_tie: "Macht auch einer von ihnen alle Gegner match, gewinnt, wer weniger Strafpunkte hat.",
});
// The same with two players, where "the others" is one player (layNext)
Object.assign(T.en, {
  lay_next_closer_two: "Now the other player lays down; they may first attach cards to your crew. If their limit is {n} or less, they send you under: you keep your stowaways and take theirs, as penalty cards; if not, you take none. The round ends after their lay-down.",
  lay_next_sweep_two: "No stowaways: a sweep! Now the other player lays down; once they have, you win the game.",
  lay_next_sweep_tie_two: "Should they sweep too, whoever of you two has fewer penalty cards wins.",
});
Object.assign(T.fr, {
  lay_next_closer_two: "Votre adversaire abat maintenant\u00a0; il peut d'abord attacher des cartes à votre équipage. Si sa limite est de {n} ou moins, il vous coule\u00a0: vous gardez vos clandestins et prenez les siens, comme cartes de pénalité\u00a0; sinon, vous n'en prenez aucune. La manche se termine quand il a abattu.",
  lay_next_sweep_two: "Aucun clandestin\u00a0: vous mettez votre adversaire capot\u00a0! Il abat maintenant\u00a0; ensuite, vous gagnez la partie.",
  lay_next_sweep_tie_two: "S'il vous met aussi capot, celui de vous deux qui a le moins de cartes de pénalité l'emporte.",
});
Object.assign(T.it, {
  lay_next_closer_two: "Ora l'altro giocatore cala le carte; può prima attaccare carte alla tua ciurma. Se il suo limite è {n} o meno, ti manda sotto: tieni i tuoi clandestini e prendi i suoi, come carte penalità; altrimenti non ne prendi nessuna. La manche finisce quando ha calato le carte.",
  lay_next_sweep_two: "Nessun clandestino: fai cappotto! Ora l'altro giocatore cala le carte; poi vinci la partita.",
  lay_next_sweep_tie_two: "Se fa cappotto anche lui, vince chi di voi due ha meno carte penalità.",
});
Object.assign(T.de, {
  lay_next_closer_two: "Jetzt legt dein Gegner aus; er darf vorher Karten an deine Mannschaft angreifen. Ist seine Grenze höchstens {n}, taucht er dich unter: Dann behältst du deine blinden Passagiere und bekommst seine dazu, als Strafpunkte; sonst bekommst du keine. Die Runde endet, wenn er ausgelegt hat.",
  lay_next_sweep_two: "Keine blinden Passagiere: Du machst deinen Gegner match! Jetzt legt er aus; danach gewinnst du das Spiel.",
  lay_next_sweep_tie_two: "Macht auch er dich match, gewinnt, wer von euch beiden weniger Strafpunkte hat.",
});
Object.assign(T.en, { pt_draw_btn: "Draw" });
Object.assign(T.fr, { pt_draw_btn: "Piocher" });
Object.assign(T.it, { pt_draw_btn: "Pesca" });
Object.assign(T.de, { pt_draw_btn: "Ziehen" });
// A review's played draw: the decision, then what came of it (games/piratatak.js ``decided``).
Object.assign(T.en, { pt_decided: "{move} ({what})" });
Object.assign(T.fr, { pt_decided: "{move} ({what})" });
Object.assign(T.it, { pt_decided: "{move} ({what})" });
Object.assign(T.de, { pt_decided: "{move} ({what})" });

// Piratatak's "Draw again" beside "Stop": what is at stake (games/piratatak.js).
Object.assign(T.en, { pt_risk_one: "A pirate makes you give back {n} card unless you hold a cannon; “{stop}” keeps what you have.", pt_risk_other: "A pirate makes you give back {n} cards unless you hold a cannon; “{stop}” keeps what you have." });
Object.assign(T.fr, { pt_risk_one: "Un pirate vous fait rendre {n} carte, sauf si vous avez un canon ; « {stop} » garde ce que vous avez.", pt_risk_other: "Un pirate vous fait rendre {n} cartes, sauf si vous avez un canon ; « {stop} » garde ce que vous avez." });
Object.assign(T.it, { pt_risk_one: "Un pirata ti fa restituire {n} carta, a meno che tu non abbia un cannone; «{stop}» tiene ciò che hai.", pt_risk_other: "Un pirata ti fa restituire {n} carte, a meno che tu non abbia un cannone; «{stop}» tiene ciò che hai." });
Object.assign(T.de, { pt_risk_one: "Ein Pirat lässt dich {n} Karte zurückgeben, außer du hast eine Kanone; „{stop}“ behält, was du hast.", pt_risk_other: "Ein Pirat lässt dich {n} Karten zurückgeben, außer du hast eine Kanone; „{stop}“ behält, was du hast." });
Object.assign(T.en, { pt_risk_cannon: "You hold a cannon: a pirate would cost you only the cannon; “{stop}” keeps what you have.", pt_risk_none: "You hold no cards yet: a pirate would take none; “{stop}” ends your turn." });
Object.assign(T.fr, { pt_risk_cannon: "Vous avez un canon : un pirate ne vous coûterait que ce canon ; « {stop} » garde ce que vous avez.", pt_risk_none: "Vous n'avez encore aucune carte : un pirate n'en prendrait aucune ; « {stop} » finit votre tour." });
Object.assign(T.it, { pt_risk_cannon: "Hai un cannone: un pirata ti costerebbe solo il cannone; «{stop}» tiene ciò che hai.", pt_risk_none: "Non hai ancora carte: un pirata non ne prenderebbe nessuna; «{stop}» chiude il tuo turno." });
Object.assign(T.de, { pt_risk_cannon: "Du hast eine Kanone: Ein Pirat kostet dich nur die Kanone; „{stop}“ behält, was du hast.", pt_risk_none: "Du hast noch keine Karten: Ein Pirat nähme dir keine; „{stop}“ beendet deinen Zug." });

// The lobby's word on the chosen game, for someone who has never heard of it, and its rules.
Object.assign(T.en, {
  about_corsairs: "A card game by Leo Colovini for 2 to 4 players, over several rounds: draw and discard to gather a crew, set sail when your leftover cards add up to little, and end with the fewest penalty cards.",
  about_piratatak: "A family game for 2 to 4 players, from age 5: draw cards one by one to build a boat of six parts, and stop before a pirate makes you give back your loot. The first finished boat wins.",
  read_rules: "Rules of {game}",
});
Object.assign(T.fr, {
  about_corsairs: "Un jeu de cartes de Leo Colovini pour 2 à 4 joueurs, en plusieurs manches : piochez et défaussez pour former un équipage, levez l'ancre quand vos cartes restantes font peu de points, et finissez avec le moins de cartes de pénalité.",
  about_piratatak: "Un jeu familial pour 2 à 4 joueurs, dès 5 ans : piochez les cartes une à une pour construire un bateau de six cartes, et arrêtez-vous avant qu'un pirate ne vous fasse rendre votre butin. Le premier bateau achevé gagne.",
  read_rules: "Règles de {game}",
});
Object.assign(T.it, {
  about_corsairs: "Un gioco di carte di Leo Colovini per 2–4 giocatori, in più manche: pesca e scarta per formare una ciurma, salpa quando le carte che ti restano valgono poco, e finisci con meno carte penalità di tutti.",
  about_piratatak: "Un gioco per famiglie per 2–4 giocatori, dai 5 anni: pesca le carte una alla volta per costruire una barca di sei pezzi, e fermati prima che un pirata ti faccia restituire il bottino. Vince la prima barca completa.",
  read_rules: "Regole di {game}",
});
Object.assign(T.de, {
  about_corsairs: "Ein Kartenspiel von Leo Colovini für 2 bis 4 Spieler über mehrere Runden: Hebe ab und lege ab, um eine Mannschaft zu bilden, lichte die Anker, wenn deine übrigen Karten wenig zählen, und habe am Ende die wenigsten Strafpunkte.",
  about_piratatak: "Ein Familienspiel für 2 bis 4 Spieler ab 5 Jahren: Ziehe Karten eine nach der anderen, um ein Boot aus sechs Teilen zu bauen, und höre auf, bevor ein Pirat dich deine Beute zurückgeben lässt. Das erste fertige Boot gewinnt.",
  read_rules: "Spielregeln von {game}",
});

// Error codes only a hand-made request, a broken client or a cut connection gets (every
// code the server sends has words here: tests/server/test_error_words.py finds them all).
Object.assign(T.en, {
  err_bad_options: "This server does not offer a table like this (its game, number of players, rules or bots).",
  err_error: "The server refused this.", err_no_seat: "This table has no such seat.",
  err_not_over: "The game is not over yet: it can be played again once it is.",
  err_bad_request: "The server refused this request.", err_bad_body: "The server did not understand this request.",
  err_not_found: "Not found on this server.", err_method_not_allowed: "The server does not take this kind of request here.",
  err_conflict: "This is not possible at this table now.",
  err_unreadable: "The server's answer could not be read (a proxy on the way may have refused the request); try again in a moment.",
  err_token_in_url: "The page sent its seat's key in the address, where logs keep it; reload the page.",
  err_slow_consumer: "The connection fell behind; it is being made again.",
  err_bad_name: "This name is too long: at most 40 characters.",
  err_name_too_fast: "You have changed your name several times just now: wait a minute before changing it again.",
});
Object.assign(T.fr, {
  err_bad_options: "Ce serveur ne propose pas une telle table (son jeu, son nombre de joueurs, ses règles ou ses robots).",
  err_error: "Le serveur a refusé.", err_no_seat: "Cette table n'a pas cette place.",
  err_not_over: "La partie n'est pas encore finie : on pourra la rejouer une fois terminée.",
  err_bad_request: "Le serveur a refusé cette demande.", err_bad_body: "Le serveur n'a pas compris cette demande.",
  err_not_found: "Introuvable sur ce serveur.", err_method_not_allowed: "Le serveur n'accepte pas ce genre de demande ici.",
  err_conflict: "Ce n'est pas possible à cette table pour le moment.",
  err_unreadable: "La réponse du serveur n'a pas pu être lue (un proxy en chemin a peut-être refusé la demande) ; réessayez dans un instant.",
  err_token_in_url: "La page a envoyé la clé de sa place dans l'adresse, que les journaux conservent ; rechargez la page.",
  err_slow_consumer: "La connexion a pris du retard ; elle est rétablie.",
  err_bad_name: "Ce nom est trop long\u00a0: 40 caractères au plus.",
  err_name_too_fast: "Vous venez de changer de nom plusieurs fois\u00a0: attendez une minute avant d'en changer encore.",
});
Object.assign(T.it, {
  err_bad_options: "Questo server non offre un tavolo così (il gioco, il numero di giocatori, le regole o i bot).",
  err_error: "Il server ha rifiutato.", err_no_seat: "Questo tavolo non ha questo posto.",
  err_not_over: "La partita non è ancora finita: si potrà rigiocare quando lo sarà.",
  err_bad_request: "Il server ha rifiutato questa richiesta.", err_bad_body: "Il server non ha capito questa richiesta.",
  err_not_found: "Non trovato su questo server.", err_method_not_allowed: "Il server qui non accetta questo tipo di richiesta.",
  err_conflict: "Ora non è possibile a questo tavolo.",
  err_unreadable: "Non è stato possibile leggere la risposta del server (forse un proxy lungo la strada ha rifiutato la richiesta); riprova tra un momento.",
  err_token_in_url: "La pagina ha mandato la chiave del suo posto nell'indirizzo, che i log conservano; ricarica la pagina.",
  err_slow_consumer: "La connessione è rimasta indietro; viene ristabilita.",
  err_bad_name: "Questo nome è troppo lungo: al massimo 40 caratteri.",
  err_name_too_fast: "Hai appena cambiato nome più volte: aspetta un minuto prima di cambiarlo ancora.",
});
Object.assign(T.de, {
  err_bad_options: "Diesen Tisch bietet der Server nicht an (Spiel, Spielerzahl, Regeln oder Bots).",
  err_error: "Der Server hat abgelehnt.", err_no_seat: "Diesen Platz gibt es an diesem Tisch nicht.",
  err_not_over: "Das Spiel ist noch nicht vorbei: Erst danach kann es noch einmal gespielt werden.",
  err_bad_request: "Der Server hat diese Anfrage abgelehnt.", err_bad_body: "Der Server hat diese Anfrage nicht verstanden.",
  err_not_found: "Auf diesem Server nicht gefunden.", err_method_not_allowed: "Der Server nimmt diese Art Anfrage hier nicht an.",
  err_conflict: "Das ist an diesem Tisch gerade nicht möglich.",
  err_unreadable: "Die Antwort des Servers war nicht lesbar (vielleicht hat ein Proxy unterwegs die Anfrage abgelehnt); versuch es gleich noch einmal.",
  err_token_in_url: "Die Seite hat den Schlüssel ihres Platzes in der Adresse geschickt, die in Protokollen landet; lade die Seite neu.",
  err_slow_consumer: "Die Verbindung ist zurückgefallen; sie wird neu aufgebaut.",
  err_bad_name: "Dieser Name ist zu lang: höchstens 40 Zeichen.",
  err_name_too_fast: "Du hast deinen Namen gerade mehrmals geändert: Warte eine Minute, bevor du ihn wieder änderst.",
});

// A lay-down choice and its button, named as a sentence for screen readers
// (games/corsairs.js layChoiceName): the shown "Limit 22 · +5 penalty cards" was read
// "Limit 22 , plus 5 penalty cards".
Object.assign(T.en, { lay_choice_said: "Limit {n}, {what}", lay_confirm_said: "Lay down with limit {n}, {what}",
  lay_keeps_said_one: "you take {n} penalty card", lay_keeps_said_other: "you take {n} penalty cards" });
Object.assign(T.fr, { lay_choice_said: "Limite {n}, {what}", lay_confirm_said: "Abattre avec la limite {n}, {what}",
  lay_keeps_said_one: "vous prenez {n} carte de pénalité", lay_keeps_said_other: "vous prenez {n} cartes de pénalité" });
Object.assign(T.it, { lay_choice_said: "Limite {n}, {what}", lay_confirm_said: "Cala le carte con limite {n}, {what}",
  lay_keeps_said_one: "prendi {n} carta penalità", lay_keeps_said_other: "prendi {n} carte penalità" });
Object.assign(T.de, { lay_choice_said: "Grenze {n}, {what}", lay_confirm_said: "Karten auslegen mit Grenze {n}, {what}",
  lay_keeps_said_one: "du bekommst {n} Strafpunkt", lay_keeps_said_other: "du bekommst {n} Strafpunkte" });

// Piratatak: the first turn at a table where a part can be bought says how (piratatak.js turnWords).
Object.assign(T.en, { pt_buy_tab: "Instead of drawing you can buy a part: Tab reaches it." });
Object.assign(T.fr, { pt_buy_tab: "Au lieu de piocher, vous pouvez acheter une carte de votre bateau\u00a0: Tab l'atteint." });
Object.assign(T.it, { pt_buy_tab: "Invece di pescare puoi comprare una parte: la raggiungi con Tab." });
Object.assign(T.de, { pt_buy_tab: "Statt zu ziehen kannst du ein Teil kaufen: Mit Tab erreichst du es." });
// who is at the new game already (invites.js againWords)
Object.assign(T.en, { again_in: "Already in: {names}." });
Object.assign(T.fr, { again_in: "Déjà à la table\u00a0: {names}." });
Object.assign(T.it, { again_in: "Già al tavolo: {names}." });
Object.assign(T.de, { again_in: "Schon am Tisch: {names}." });
// M at a table watched without a seat (app.js, the table's jump keys)
Object.assign(T.en, { key_no_seat: "You have no seat at this table: you are watching." });
Object.assign(T.fr, { key_no_seat: "Vous n'avez pas de place à cette table\u00a0: vous regardez." });
Object.assign(T.it, { key_no_seat: "Non hai un posto a questo tavolo: stai guardando." });
Object.assign(T.de, { key_no_seat: "Du hast keinen Platz an diesem Tisch: Du schaust zu." });
// the jump keys M and L, said once with the player's first turn (app.js; each game names its place)
Object.assign(T.en, { jump_keys_hand: "M goes to your hand, L to the log and back.", jump_keys_seat: "M goes to your own seat, L to the log and back." });
Object.assign(T.fr, { jump_keys_hand: "M mène à votre main, L au journal et retour.", jump_keys_seat: "M mène à votre place, L au journal et retour." });
Object.assign(T.it, { jump_keys_hand: "M porta alla tua mano, L al diario e ritorno.", jump_keys_seat: "M porta al tuo posto, L al diario e ritorno." });
Object.assign(T.de, { jump_keys_hand: "M führt zu deiner Hand, L zum Spielverlauf und zurück.", jump_keys_seat: "M führt zu deinem Platz, L zum Spielverlauf und zurück." });
// the log's moves (app.js drawLog), a group inside the log's panel
Object.assign(T.en, { log_moves: "Moves" });
Object.assign(T.fr, { log_moves: "Coups joués" });
Object.assign(T.it, { log_moves: "Mosse" });
Object.assign(T.de, { log_moves: "Züge" });
// a phone's list of the turns since the player's own (games/piratatak.js sinceOwnTurn)
Object.assign(T.en, { pt_since_yours: "Since your last turn", pt_since_start: "So far", pt_since_earlier_one: "{n} turn before: see the Log", pt_since_earlier_other: "{n} turns before: see the Log" });
Object.assign(T.fr, { pt_since_yours: "Depuis votre dernier tour", pt_since_start: "Jusqu'ici", pt_since_earlier_one: "{n} tour avant : voir le Journal", pt_since_earlier_other: "{n} tours avant : voir le Journal" });
Object.assign(T.it, { pt_since_yours: "Dal tuo ultimo turno", pt_since_start: "Finora", pt_since_earlier_one: "{n} turno prima: vedi il Diario", pt_since_earlier_other: "{n} turni prima: vedi il Diario" });
Object.assign(T.de, { pt_since_yours: "Seit deinem letzten Zug", pt_since_start: "Bisher", pt_since_earlier_one: "{n} Zug davor: siehe Verlauf", pt_since_earlier_other: "{n} Züge davor: siehe Verlauf" });
// the result's name of a seat a friend played and a bot finished (resultName); the
// viewer's own, "you" as in the log
Object.assign(T.en, { finished_by: "{name} ({bot} finished the game)", finished_by_you: "{name} (you; {bot} finished the game)" });
Object.assign(T.fr, { finished_by: "{name} ({bot} a terminé la partie)", finished_by_you: "{name} (vous ; {bot} a terminé la partie)" });
Object.assign(T.it, { finished_by: "{name} ({bot} ha finito la partita)", finished_by_you: "{name} (tu; {bot} ha finito la partita)" });
Object.assign(T.de, { finished_by: "{name} ({bot} hat zu Ende gespielt)", finished_by_you: "{name} (du; {bot} hat zu Ende gespielt)" });
// spares of a new boat's colour that joined it (rule option spares_join_boat): the boat
// started with one card showed three, and no line said why
Object.assign(T.en, { pt_join: "added {cards} from their spares to it", pt_join_you: "added {cards} from your spares to it" });
Object.assign(T.fr, { pt_join: "y a ajouté {cards} de ses cartes à droite", pt_join_you: "y avez ajouté {cards} de vos cartes à droite" });
Object.assign(T.it, { pt_join: "ci ha aggiunto {cards} dalle sue carte a destra", pt_join_you: "ci hai aggiunto {cards} dalle tue carte a destra" });
Object.assign(T.de, { pt_join: "hat {cards} aus den übrigen Karten dazugelegt", pt_join_you: "hast {cards} aus deinen übrigen Karten dazugelegt" });
// a browser that refuses to store (app.js storageNews)
Object.assign(T.en, {
  storage_off: "This browser does not store anything for this site (private browsing, blocked site data or full storage).",
  storage_off_lobby: "The list under “My tables” keeps your tables only while this page stays open: bookmark a table's address to come back to it.",
  storage_off_seat: "Keep this page open, or bookmark its address to come back to your seat.",
  storage_off_creator: "“Start now” and the invite links are kept by this page only: send the links before you reload or close it.",
});
Object.assign(T.fr, {
  storage_off: "Ce navigateur n'enregistre rien pour ce site (navigation privée, données de site bloquées ou stockage plein).",
  storage_off_lobby: "La liste « Mes tables » ne garde vos tables que tant que cette page reste ouverte : ajoutez l'adresse d'une table à vos favoris pour y revenir.",
  storage_off_seat: "Gardez cette page ouverte, ou ajoutez son adresse à vos favoris pour revenir à votre place.",
  storage_off_creator: "« Commencer maintenant » et les liens d'invitation ne sont gardés que par cette page : envoyez les liens avant de la recharger ou de la fermer.",
});
Object.assign(T.it, {
  storage_off: "Questo browser non salva nulla per questo sito (navigazione privata, dati dei siti bloccati o memoria piena).",
  storage_off_lobby: "L'elenco «I miei tavoli» tiene i tuoi tavoli solo finché questa pagina resta aperta: aggiungi l'indirizzo di un tavolo ai preferiti per tornarci.",
  storage_off_seat: "Tieni aperta questa pagina, o aggiungi il suo indirizzo ai preferiti per tornare al tuo posto.",
  storage_off_creator: "«Inizia ora» e i link d'invito sono conservati solo da questa pagina: invia i link prima di ricaricarla o chiuderla.",
});
Object.assign(T.de, {
  storage_off: "Dieser Browser speichert nichts für diese Seite (privates Surfen, blockierte Websitedaten oder voller Speicher).",
  storage_off_lobby: "Die Liste „Meine Tische“ behält deine Tische nur, solange diese Seite offen bleibt: Setze ein Lesezeichen auf die Adresse eines Tisches, um zu ihm zurückzukehren.",
  storage_off_seat: "Lass diese Seite offen oder setze ein Lesezeichen auf ihre Adresse, um an deinen Platz zurückzukehren.",
  storage_off_creator: "„Jetzt starten“ und die Einladungslinks kennt nur diese Seite: Schick die Links, bevor du sie neu lädst oder schließt.",
});

const GAME_TITLES = {
  corsairs: { en: "Corsairs", fr: "Corsaires", it: "Corsari", de: "Korsaren" },
  piratatak: { en: "Piratatak", fr: "Piratatak", it: "Piratatak", de: "Piratatak" },
};

export const LANGS = Object.keys(T);
export const CATALOGUE = T;  // for the test that finds no English word on a French page

export function currentLang() {
  const saved = local.get("corsairs.lang");
  if (saved && T[saved]) return saved;
  const named = addressLang();
  if (named) return named;
  const nav = (navigator.language || "en").slice(0, 2);
  return T[nav] ? nav : "en";
}

/** The language the page's address names (``?lang=fr``, the server's own parameter), where
 * a browser that refuses to store keeps the one chosen; else null. */
function addressLang() {
  const search = globalThis.location?.search || "";
  if (search !== addressLang.search) {  // asked by every t(): read once per address
    const lang = new URLSearchParams(search).get("lang");
    addressLang.search = search;
    addressLang.lang = lang && T[lang] ? lang : null;
  }
  return addressLang.lang;
}

/** The page's language from now on: kept by this browser, else (storage refused) by this
 * page and its address, so that a reload, a page of the app opened from it, the way back
 * from the rules and a bookmark keep it too (it was the browser's own again at each). */
export function setLang(lang) {
  if (!T[lang]) return;
  local.set("corsairs.lang", lang);
  const here = globalThis.location?.href;
  if (here && addressed(here) !== here) globalThis.history.replaceState(globalThis.history.state, "", addressed(here));
}

/** ``url`` (an address of this app) naming the page's language, where the address keeps it:
 * in a browser that refuses to store, once a language is chosen, and wherever the address
 * names one already (app.js gives every address the page moves to through here). */
export function addressed(url) {
  const kept = addressLang() || (storageRefused() && local.get("corsairs.lang"));
  if (!kept || !globalThis.location) return url;
  const u = new URL(url, globalThis.location.href);
  if (u.origin !== globalThis.location.origin) return url;
  u.searchParams.set("lang", currentLang());
  return u.href;
}

/** Translate ``key`` and fill ``{placeholders}``; unknown keys fall back to English, then the key. */
export function t(key, vars = {}) {
  const lang = currentLang();
  let s = (T[lang] && T[lang][key]) ?? T.en[key] ?? key;
  if (lang === "fr") s = frenchSpaces(s);
  for (const [k, v] of Object.entries(vars)) {
    s = elided(s, k, String(v), lang);
    for (const form of FORMS) if (s.includes(`{${k}:${form}}`)) s = s.replaceAll(`{${k}:${form}}`, formOf(v, form));
    s = s.replaceAll(`{${k}}`, String(v));
  }
  return s;
}

/** A value's words with its other grammatical forms, which a template asks for by name:
 * German says a card "die blaue 1" as the object of a verb ("{card}"), "der blauen 1" after
 * "mit" or "aus" ("{card:dat}"), "blaue 1" in a list or a label ("{card:bare}"), as the
 * rulebook writes "die gelbe 7", "mit der orangen 9". ``{x:cap}`` is ``{x}`` capitalised
 * (a button's label that begins with it). Other values and languages have one form. */
export class Phrase extends String {
  constructor(text, forms = {}) {
    super(text);
    this.forms = forms;
  }
}

const FORMS = ["dat", "bare", "cap"];

function formOf(value, form) {
  if (form === "cap") {
    const s = String(value);
    return s.charAt(0).toUpperCase() + s.slice(1);
  }
  return (value instanceof Phrase && value.forms[form]) || String(value);
}

/** ``key``'s words, or null when no language has them (the caller says it otherwise). */
export function tKnown(key, vars = {}) {
  const s = t(key, vars);
  return s === key ? null : s;
}

/** ``key``'s words, in the second person (its ``_you`` form) when ``own`` is true, a move of
 * the viewer's own seat, and the language has that form; else as of anyone. */
export function tOwn(key, own, vars = {}) {
  return (own && (T[currentLang()] || T.en)[key + "_you"] !== undefined ? t(key + "_you", vars) : null) ?? t(key, vars);
}

/** One player's clauses as one sentence, as a native says them: each clause after the first
 * drops the auxiliary the first opens with (``aux``: "Vous avez pioché une pièce d'or, pioché vert 1
 * et passé la main"; "Vous avez pioché…, vous avez pioché…" read as a form being filled in),
 * and the last is joined by "and". A clause with another verb form keeps it ("… et n'aviez
 * rien à rendre"). ``own``: the viewer's clauses ("avez", not "a"). */
export function oneSubject(clauses, own = false) {
  const aux = tOwn("aux", own);
  const shared = aux && clauses.length && clauses[0].startsWith(aux + " ") ? aux + " " : null;
  const said = clauses.map((c, i) => (i && shared && c.startsWith(shared) ? c.slice(shared.length) : c));
  // French and Italian set no comma before a list's last "et", but one between two "et": a
  // clause just before the last that holds a list of its own ("rendu le 1 bleu et 2 pièces
  // d'or") takes it, or "… rendu le 1 bleu et 2 pièces d'or et perdu votre bateau" read as one
  // list; an earlier one does not ("pioché le 1 bleu et le 2 rouge, pioché un pirate et tiré
  // au canon" read ", et tiré"). (German's participles close each clause: "… zurückgegeben
  // und dein Boot verloren" reads well.)
  const and = andWord();
  if (NESTED_COMMA.has(currentLang()) && said.length > 1 && said[said.length - 2].includes(and)) {
    return `${said.slice(0, -1).join(", ")},${and}${said[said.length - 1]}`;
  }
  // English writes its lists with commas to the last "and": a clause that holds a list with
  // commas of its own ("gave back yellow 3, green 4, and a gold coin") sets the clauses apart
  // with semicolons, or "…, a gold coin, and lost the boat" read as one list
  // ("Bo drew blue 3, green 4, and 2 gold coins, and stopped" with two clauses)
  const before = said.slice(0, -1);
  if (SEMICOLON_CLAUSES.has(currentLang()) && said.length > 1 && before.some((c) => c.includes(", ") || c.includes(and))) {
    if (said.length === 2) return `${said[0]},${and}${said[1]}`;
    if (before.some((c) => c.includes(", "))) return `${before.join("; ")};${and}${said[said.length - 1]}`;
  }
  return andList(said);
}

/** Items as the page's language lists them: "Anna, Bruno and Clara", "Anna, Bruno et Clara"
 * (companion/elision.js's ``listedIn``, one rule for both pages). */
export function andList(items) {
  return listedIn(currentLang(), items);
}

/** The page's language's "and" between two items, spaces included (" and ", " e "). */
export function andWord() {
  return andIn(currentLang());
}

/** The languages whose clauses take semicolons when one before the last holds a list with
 * commas (English's serial comma leaves no other mark between the two lists). */
const SEMICOLON_CLAUSES = new Set(["en"]);

/** The languages that set a comma before a list's last "and" only when the clause just before
 * it holds an "and" of its own. */
const NESTED_COMMA = new Set(["fr", "it"]);

/** The languages that say a sail as one clause with its discard ("ha scartato l'8 giallo per
 * salpare"); the others say it as two moves in a turn's list ("took red 8 from the pier,
 * discarded yellow 8, and set sail": "… and discarded yellow 8 and set sail" read two "and"s
 * in a row), ``c_discard`` then ``c_set_sail``. */
const SAIL_WITH_ITS_DISCARD = new Set(["it"]);

/** Whether the language leaves a sentence's subject to its verb where it was said just
 * before ("Bea ha pescato l'1 blu e un pirata. Ha restituito l'1 blu."): Italian does; the
 * others name the player again (a pronoun would give them a gender). */
export function dropsSubject() {
  return currentLang() === "it";
}

/** Whether a sail after other moves of the turn is said as two moves (see above). */
export function sailAsTwoMoves() {
  return !SAIL_WITH_ITS_DISCARD.has(currentLang());
}

/** ``key``'s words for the count ``n``: its ``_one`` form where the page's language says
 * one ("1 blunder"; French also for 0), else its ``_other`` ("2 blunders"). */
export function tn(key, n, vars = {}) {
  return t(counted(key, n), { n, ...vars });
}

/** ``key``'s form for the count ``n`` (``key_one`` or ``key_other``), for a caller that
 * words it otherwise (tOwn, a count named ``k``). */
export function counted(key, n) {
  return `${key}_${new Intl.PluralRules(currentLang()).select(n) === "one" ? "one" : "other"}`;
}

/** ``key``'s form for a figure ``x`` written with ``digits`` (``Intl.NumberFormat``'s
 * fraction options), by the language's rule for a decimal: French says the singular below 2
 * ("1,5 point"), English, Italian and German only for a whole 1 ("1.0 points"); as the
 * terminal's ``lang.decimal_count``. */
export function countedDecimal(key, x, digits) {
  return `${key}_${new Intl.PluralRules(currentLang(), digits).select(Math.abs(x)) === "one" ? "one" : "other"}`;
}

/** ": " after a label, as the language writes it (French puts a no-break space before). */
export function colon() {
  return currentLang() === "fr" ? "\u00a0: " : ": ";
}

/** "; " between the parts of a line: French sets a no-break space before it, as before a colon. */
export function semicolon() {
  return currentLang() === "fr" ? "\u00a0; " : "; ";
}

export function gameTitle(name) {
  return (GAME_TITLES[name] && GAME_TITLES[name][currentLang()]) || name;
}

/** The tab's title: ``parts`` then the project's name, each said once (a Corsairs table's
 * read "Corsairs · Corsairs"). */
export function pageTitle(...parts) {
  const said = [...parts, t("brand")].filter(Boolean);
  return said.filter((p, i) => said.indexOf(p) === i).join(" · ");
}

/** A bot by its kind, with its mark: the game log's "From here 🤖 Casual bot plays for Anna". */
export function botKind(spec) {
  return `${BOT_MARK} ${botLabel(spec)}`;
}

/** A bot by its kind, without a number ("Casual bot", "Robot intermédiaire"): its seats' name
 * ("Casual bot 2") is the one name of a bot everywhere, the lobby's choice, a friend's seat
 * it plays ("Carl (Casual bot)"), the log and the review (English said "Bot: casual" in three
 * of those four places, "Casual bot" in the log). */
export function botLabel(spec) {
  const bot = spec.split(":")[0];
  return (tKnown("botname_" + bot, { n: "" }) ?? t("botname_named", { bot: ownBot(bot), n: "" })).trim();
}

/** A bot of no name of ours (a plugin's: specs are lower case) as a name is written, each
 * word with its capital: "Lookout bot 2", "Robot Lookout 2", not "lookout bot 2" heading a
 * seat; "kenji_pira" is "Kenji Pira bot", not "Kenji_pira bot" (bot_words.as_name). */
function ownBot(bot) {
  return bot.split("_").filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ") || bot;
}

const COLOUR_BY_CODE = { R: "red", O: "orange", Y: "yellow", G: "green", B: "blue", V: "violet", P: "pink", N: "brown", A: "grey", K: "black" };

/** A card in words ("orange 9", "le 9 orange"); Piratatak's gold, pirate and cannon by name.
 * German's is a Phrase with its article and case ("die blaue 1", see Phrase). */
export function cardName(text) {
  const m = /^([A-Z])(\d+)$/.exec(text);
  if (m && COLOUR_BY_CODE[m[1]]) {
    const colour = COLOUR_BY_CODE[m[1]];
    if (currentLang() === "de") return germanCard(colour, m[2]);
    if (ARTICLED[currentLang()]) return articledCard(colour, m[2]);
    return t("card_n", { colour: t(colour), n: m[2] });
  }
  return t("card_" + text);
}

/** A card alone, as a label or a list's item ("blaue 1", "orange 9"): a chip, a card's name
 * for a screen reader, the cards after a colon. */
export function cardLabel(text) {
  return formOf(cardName(text), "bare");
}

/** Cards alone, as cardLabel says one: a list after a colon, a chip's cards. */
export function cardLabels(cards) {
  return formOf(cardNames(cards), "bare");
}

/** German colour adjectives before a card's number, declined as the rulebook does ("die
 * gelbe 7", "der orangen 9", "die orange 9"); "rosa" is not declined. */
const GERMAN_STEMS = { red: "rot", orange: "orange", yellow: "gelb", green: "grün", blue: "blau", violet: "violett", pink: "rosa", brown: "braun", grey: "grau", black: "schwarz" };

function germanCard(colour, n) {
  const stem = GERMAN_STEMS[colour];
  const e = stem === "rosa" || stem === "orange" ? stem : stem + "e";
  const en = stem === "rosa" ? stem : stem.replace(/e$/, "") + "en";
  return new Phrase(`die ${e} ${n}`, { dat: `der ${en} ${n}`, bare: `${e} ${n}` });
}

/** French and Italian name a card by its number, with the article, as their rulebooks write
 * "le 9 orange", "il 9 arancione", "l'8 rosso" ("9 orange" alone on a chip or a label). */
const ARTICLED = { fr: () => "le ", it: (n) => (["1", "8", "11"].includes(n) ? "l'" : "il ") };

function articledCard(colour, n) {
  const bare = `${n} ${t(colour)}`;
  return new Phrase(ARTICLED[currentLang()](n) + bare, { bare });
}

/** Cards in words, joined by commas; German's a Phrase ("die blaue 1 und die rote 3", "aus
 * der blauen 1 und der roten 3", "blaue 1, rote 3" in a list). */
/** Cards named inside a sentence ("gave back yellow 3, green 4, and a gold coin"): English
 * closes the list with "and", as a sentence lists things (cardNames alone, a row of chips,
 * lists them with commas only); the other languages' cardNames do already. */
export function cardsInSentence(cards) {
  const said = cardNames(cards);
  if (currentLang() !== "en" || !cards.length) return said;
  const parts = String(said).split(", ");
  return andList(parts);
}

export function cardNames(cards) {
  if (!cards.length) return t("nothing");
  // coins and cannons counted ("green 4, 2 gold coins"): a toll read "green 4, gold, gold"
  const out = [];
  for (const c of cards) {
    const last = out[out.length - 1];
    if (last && last.card === c && COUNTED_CARDS.has(c)) last.n += 1; else out.push({ card: c, n: 1 });
  }
  // one of them with its article ("green 4, a gold coin"): "green 4, gold" read as a colour
  const said = out.map(({ card, n }) => COUNTED_CARDS.has(card) ? t(n > 1 ? "n_" + card : "one_" + card, { n }) : cardName(card));
  // French and Italian: "le 2 violet, le 2 gris et le 1 vert", as the rulebook lists them
  if (ARTICLED[currentLang()]) return andList(said);
  if (currentLang() !== "de") return said.join(", ");
  const form = (f) => said.map((x) => (x instanceof Phrase && x.forms[f]) || GERMAN_COUNTED[f](String(x)));
  // the bare form a list too, as a label reads it: "Zurückgeben: rote 3, rote 4 und gelbe 1"
  return new Phrase(andList(said), { dat: andList(form("dat")), bare: andList(form("bare")) });
}

/** German coins and cannons in the cases of cardNames ("eine Goldmünze", "mit einer
 * Goldmünze"; "2 Goldmünzen" in every case). */
const GERMAN_COUNTED = { dat: (s) => s.replace(/^eine /, "einer ").replace(/^einen /, "einem "), bare: (s) => s };

/** Piratatak's cards several of which are alike: counted when named together, one with its
 * article (a pirate ends a turn's draws: "drew blue 3 and a pirate"). */
const COUNTED_CARDS = new Set(["gold", "cannon", "pirate"]);

/** A seat's name for this viewer: the server's default names ("Player 2", "greedy 3") are
 * shown in the viewer's language; names people chose are kept. */
/** The seat's name at the move numbered ``n`` (1 the first): the friend's own name for the
 * moves they made before the table's creator gave their seat to a bot (``since`` moves had
 * been played then), which the log told as "Bob (Casual bot)" for the whole game. */
export function seatNameAt(seat, index, n) {
  // a seat its player took back: a bot played the moves of its intervals (from+1 .. to)
  const span = (seat && Array.isArray(seat.stood_in) ? seat.stood_in : []).find((x) => x.from < n && n <= x.to);
  if (span) {
    const person = seat.friend || seat.name;
    return seatName({ kind: "bot", bot: span.bot, name: `${person} (${span.bot})` }, index);
  }
  const friends = seat && typeof seat.friend === "string" && typeof seat.since === "number" && n <= seat.since;
  return friends ? seatName({ kind: "human", name: seat.friend }, index) : seatName(seat, index);
}

/** A seat's name in a finished game's result: a friend who played the seat and whose bot
 * finished it is named, the bot said as the one that finished ("Bob (🤖 Casual bot
 * finished the game)"): the result named the stand-in alone, "🤖 Bob (Casual bot)", the
 * winner of a seat it had played half of. A seat its friend never played (``late``, or
 * ``since`` 0 and no interval taken back) stays the bot's, as the game's record names it
 * (app.py make_game_record). ``me``: the viewer's seat, or the one a bot took from them, who
 * watches: theirs is "you" as in the log ("Bob (you; 🤖 Casual bot finished the game)"). */
export function resultName(seat, index, me = null) {
  const played = seat && seat.kind === "bot" && typeof seat.friend === "string" && !seat.late
    && (seat.since > 0 || (Array.isArray(seat.stood_in) && seat.stood_in.length > 0));
  if (!played) return seatName(seat, index);
  return t(index === me ? "finished_by_you" : "finished_by", { name: seatName({ kind: "human", name: seat.friend }, index), bot: botKind(seat.bot) });
}

/** 🤖 before every bot's name (companion/elision.js, where French elides before it). */
export { BOT_MARK };

/** "≤" as the rounds' lines show it ("sent Ann under (5 ≤ 7)"): a screen reader read it
 * "less-than or equal to", "less" or nothing, as its punctuation setting chose. */
export const LE_SIGN = "≤";

/** ``text`` for the ear: without the 🤖 before bots' names, which a screen reader read out
 * ("robot face") before every move a bot made (the name itself says it is a bot), and with
 * "≤" in words (a line drawn by ``h`` already holds the words beside the hidden sign). */
export function unmarked(text) {
  return text.replaceAll(`${BOT_MARK} `, "").replaceAll(BOT_MARK, "")
    .replaceAll(` ${LE_SIGN} `, ` ${t("le_said")} `).replaceAll(LE_SIGN, "");
}

export function seatName(seat, index) {
  const name = personOrBotName(seat, index);
  return seat && seat.kind === "bot" ? `${BOT_MARK} ${name}` : name;
}

function personOrBotName(seat, index) {
  const n = index + 1;
  if (!seat) return t("player_n", { n });
  if (seat.kind === "human" && seat.name === `Player ${n}`) return t("player_n", { n });
  // a bot that took a friend's seat ("Bob (casual)", or "Player 2 (casual)" on "Start
  // now"; named so by the server): the friend's name, the level in the viewer's words
  const level = ` (${seat.bot})`;
  if (seat.kind === "bot" && seat.bot && seat.name.endsWith(level) && seat.name.length > level.length) {
    const friend = seat.name.slice(0, -level.length);
    return `${friend === `Player ${n}` ? t("player_n", { n }) : isolated(friend)} (${botLabel(seat.bot)})`;
  }
  if (seat.kind === "bot" && seat.bot && seat.name === `${seat.bot} ${n}`) {
    // A level by its localised name; any other bot by its own ("Greedy bot 2"), never
    // by a strength word the ladder uses for another bot.
    const bot = seat.bot.split(":")[0];
    return tKnown("botname_" + bot, { n }) ?? t("botname_named", { bot: ownBot(bot), n });
  }
  return isolated(seat.name);
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]/;

/** A name in right-to-left letters set apart (Unicode's first-strong isolate) from the
 * sentence around it: a number after it ("عليّ +3") joined its run and showed before it. */
function isolated(name) {
  return RIGHT_TO_LEFT.test(name) ? `\u2068${name}\u2069` : name;
}

/** A server error in the viewer's language, by its stable ``code``; English text as fallback. */
export function errorText(msg) {
  return tKnown("err_" + msg.code) ?? (msg.message || t("error"));
}
