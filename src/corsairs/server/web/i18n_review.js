// The review page's words in the four languages (the moves themselves are the game log's).
import { CATALOGUE, countedDecimal, currentLang, t, tn } from "./i18n.js";
import { closeCall } from "./ui.js";

Object.assign(CATALOGUE.en, {
  // a sound move the seat saw meet bad luck (a Piratatak draw and its pirate)
  rv_unlucky: "Bad luck, not a mistake: a sound draw that met a pirate.",
  // the summary's costliest moves: where the game was lost, and what was better
  rv_costliest: "Where it cost most", rv_cost: "Move {n}: {move}; {better} was better ({points} points of win chance given away)",
  rv_col_why: "Why", rv_q: "“{m}”", rv_sep: "; ",
  rv_src_stock: "about {limit} on average with the stock", rv_src_pile: "{limit} with the discard pile's {card}", rv_src_pier: "{limit} with the pier's {card}",
  rv_why_draw_limit: "After the best discard your limit (now {now}) would be {better}, but {worse}.",
  rv_why_limit: "{better} leaves your limit at {a}, {worse} at {b}.",
  rv_why_sail: "Setting sail at limit {limit}, the chance each opponent reaches it or less (and sends you under): {odds}. Penalty cards expected this round with {sail}, you {sp} and the others {st} each; with {wait}, you {wp} and the others {wt} each.",
  rv_div_closer: "limit {limit}, stowaways ({count})", rv_div_sweep: "no stowaways, a sweep",
  rv_div_sends_under: "limit {limit}, the closer goes under and takes your stowaways ({passes})", rv_div_keeps: "limit {limit}, stowaways kept as penalty cards ({penalty})",
  rv_why_lay: "With {better}, {a}; with {worse}, {b}.",
  rv_why_sweep: "{better} keeps a sweep (the game won outright) in reach this round: {a}, against {b} with {worse}.",
  rv_why_penalty: "Penalty cards expected this round: with {better} you {bm}, the others {bt} each; with {worse} you {wm}, the others {wt} each.",
  rv_why_pirate_one: "Pirates in the only card left: {k} ({p}); {cost}", rv_why_pirate_other: "Pirates among the {n} cards left: {k} ({p}); {cost}", rv_pirate_cannon: "a pirate would cost you a cannon", rv_pirate_give_one: "a pirate would make you give back {loss} card or coin", rv_pirate_give_other: "a pirate would make you give back {loss} cards or coins",
  rv_why_pirate_new_one: "Pirates in the discard pile's only card, shuffled into a new stock before the draw: {k} ({p}); {cost}",
  rv_why_pirate_new_other: "Pirates among the {n} cards of the discard pile, shuffled into a new stock before the draw: {k} ({p}); {cost}",
  rv_why_finishers_one: "{f} card among them finishes your boat", rv_why_finishers_other: "{f} cards among them finish your boat", rv_why_wanted_one: "{f} card among them is a part your boat lacks", rv_why_wanted_other: "{f} cards among them are parts your boat lacks",
  rv_why_annul: "{annuls} takes the last pier card and annuls the round: no penalty cards; with {other} you would expect {m}, the others {o} each.", rv_why_good: "Best by far. {text}", rv_why_draw_on: "drawing on is worth it.", rv_why_stop_now: "stopping is safer.",
  rv_why_give_noboat: "{better} gives back spare cards {bs}, gold {bg}; {worse} gives back {ws} and {wg}.", rv_why_give: "{better} gives back boat parts {bp} of {boat}, spare cards {bs}, gold {bg}; {worse} gives back {wp}, {ws} and {wg}.",
  rv_why_buy: "{better} adds {card} to your boat ({a}/6 → {b}/6) for {price} gold.", rv_why_buy_wins: "{better} finishes your boat with {card} for {price} gold: the game is won.",
  rv_why_cannon: "{better}: the cannon sinks the pirate and you keep your cards.", rv_why_keep_cannon: "{better} keeps your cannon for a later pirate.",
  rv_why_give_finish: "{better} gives back {card}, the last part {name}'s boat lacks: kept, {name} could buy it and win at once.",
  rv_why_rival: "{worse} raises {name}'s win chance to {a} (with {better}: {b}).",
  rv_button: "Review", rv_title: "Review of {name}", rv_seat: "Player reviewed",
  rv_queued_next: "Waiting for another review to finish: yours starts by itself right after it.",
  rv_queued_one: "Waiting for other reviews to finish: {n} review ahead of yours. Yours starts by itself; you may leave this page and come back.",
  rv_queued_other: "Waiting for other reviews to finish: {n} reviews ahead of yours. Yours starts by itself; you may leave this page and come back.",
  rv_ahead_left: "The review running now: {left} left at its pace",
  rv_ahead_min_one: "about {n} minute",
  rv_ahead_min_other: "about {n} minutes",
  rv_ahead_soon: "less than a minute",
  rv_ahead_at: "Decisions judged by the review running now: {done} of {total}",
  rv_starting_n_one: "Starting the review of {n} decision…",
  rv_starting_n_other: "Starting the review of {n} decisions…",
  rv_given_best: "none: the best move", rv_given_call: "none: first by the figures, too close to call", rv_close_call: "too close to call: {move}",
  rv_explain_call: "Too close to call: within twice the measurement error, but an error so wide that the difference could reach 5 points: the deals judged cannot tell which move is better.",
  rv_given_as_good: "none: as good as the best",
  rv_left_one: "About {n} minute left at this pace", rv_left_other: "About {n} minutes left at this pace", rv_left_soon: "Less than a minute left at this pace",
  rv_stalled: "The server is busy: no decision judged for {s} s. The review goes on; you may leave this page and come back.",
  rv_running: "Decisions judged: {done} of {total}…", rv_starting: "The review is starting…",
  rv_failed: "The review could not be made: {why}", rv_graph: "Win chance over the game",
  rv_graph_alt: "The win chance of {name} after each of their decisions; the arrow keys go from one to the next. The table Decisions below lists the same figures.", rv_not_graded: "not graded",
  rv_decisions: "Decisions", rv_col_move: "Move", rv_col_round: "Round", rv_col_played: "Played",
  rv_col_grade: "Verdict", rv_col_win: "Win chance", rv_col_better: "Better move", rv_col_replay: "Replay",
  rv_good: "good", rv_inaccuracy: "inaccuracy", rv_mistake: "mistake", rv_blunder: "blunder",
  rv_same: "(the move played)", rv_also_good: "also good: {move}", rv_col_given: "Given away (points)", rv_explain: "Win chance: the coach's estimate, from what the player knew then, of winning the game after the move, played out in many deals. Given away: the better move's chance minus the move's, in percentage points, ± its measurement error. 5 points make an inaccuracy, 10 a mistake, 20 a blunder; never within twice the measurement error.", rv_ungraded_draw: "not graded: the discard after it is judged", rv_see: "position before", rv_see_label: "Position before move {n}", rv_summary: "Summary", rv_stand_in: "From move {n} a bot played this seat ({bot}): its moves are not reviewed.", rv_stand_in_span: "From move {n} to move {m} a bot played this seat ({bot}): its moves are not reviewed.",
  rv_counts: "{d}: {g}, {i}, {m}, {b}.", rv_n_decisions_one: "{n} decision graded", rv_n_decisions_other: "{n} decisions graded", rv_n_good_one: "{n} good", rv_n_good_other: "{n} good",
  rv_n_ungraded_one: "{n} draw not graded: the discard after it is judged.", rv_n_ungraded_other: "{n} draws not graded: the discard after each is judged.", rv_n_inaccuracies_one: "{n} inaccuracy", rv_n_inaccuracies_other: "{n} inaccuracies", rv_n_mistakes_one: "{n} mistake", rv_n_mistakes_other: "{n} mistakes", rv_n_blunders_one: "{n} blunder", rv_n_blunders_other: "{n} blunders",
  rv_avg_loss_one: "Average win chance given away per graded decision: {x} point", rv_avg_loss_other: "Average win chance given away per graded decision: {x} points",
  // a game lost with no graded move worse than good: where it was lost, not a list of none
  rv_no_cost_lost: "No single move lost this game: none of your decisions was graded an inaccuracy or worse. Your win chance fell with the cards and the other players' moves; the graph below shows when.",
  rv_final: "Final result: {result}", rv_won: "won", rv_lost: "lost", rv_won_shared: "shared win",
  rv_place_one: "{n}st of {of}", rv_place_two: "{n}nd of {of}", rv_place_few: "{n}rd of {of}", rv_place_other: "{n}th of {of}",
  rv_place_shared_one: "{n}st of {of}, shared", rv_place_shared_two: "{n}nd of {of}, shared", rv_place_shared_few: "{n}rd of {of}, shared", rv_place_shared_other: "{n}th of {of}, shared",
  rv_point: "Move {n}: {move} ({win} win chance)", rv_round_mark: "R{n}", rv_budget: "{n} sampled deals per move",
  err_review_unfinished: "Only a finished game can be reviewed.",
  err_review_busy: "Too many reviews are waiting; try again in a minute.",
  rv_busy_retry: "Too many reviews are waiting on this server: the page asks again in {s} s (try {k} of {n}).", rv_busy_gave_up: "Still too many reviews waiting after {n} tries: the page stopped asking. Try again in a few minutes.", rv_ask_again: "Ask again",
  err_review_none: "No review has been asked for this player yet.",
});

Object.assign(CATALOGUE.fr, {
  // a sound move the seat saw meet bad luck (a Piratatak draw and its pirate)
  rv_unlucky: "Malchance, pas une erreur : une pioche judicieuse tombée sur un pirate.",
  // the summary's costliest moves: where the game was lost, and what was better
  rv_costliest: "Là où cela a coûté le plus", rv_cost: "Coup {n} : {move} ; mieux valait {better} ({points} points de chances perdus)",
  rv_col_why: "Pourquoi", rv_q: "« {m} »", rv_sep: " ; ",
  rv_src_stock: "environ {limit} en moyenne avec le talon", rv_src_pile: "{limit} avec {card} de la pile des écarts", rv_src_pier: "{limit} avec {card} du quai",
  rv_why_draw_limit: "Après le meilleur écart, votre limite (actuellement {now}) serait {better}, mais {worse}.",
  rv_why_limit: "{better} laisse votre limite à {a}, {worse} à {b}.",
  rv_why_sail: "En levant l'ancre à la limite {limit}, la chance que chaque adversaire l'atteigne ou passe dessous (et vous fasse couler) : {odds}. Cartes de pénalité attendues cette manche avec {sail}, vous {sp} et les autres {st} chacun ; avec {wait}, vous {wp} et les autres {wt} chacun.",
  rv_div_closer: "limite {limit}, clandestins ({count})", rv_div_sweep: "aucun clandestin, un capot",
  rv_div_sends_under: "limite {limit}, celui qui a levé l'ancre coule et prend vos clandestins ({passes})", rv_div_keeps: "limite {limit}, clandestins gardés en cartes de pénalité ({penalty})",
  rv_why_lay: "Avec {better}, {a} ; avec {worse}, {b}.",
  rv_why_sweep: "{better} garde un capot (la partie gagnée d'un coup) à portée cette manche : {a}, contre {b} avec {worse}.",
  rv_why_penalty: "Cartes de pénalité attendues cette manche : avec {better}, vous {bm}, les autres {bt} chacun ; avec {worse}, vous {wm}, les autres {wt} chacun.",
  rv_why_pirate_one: "Pirates dans la seule carte restante : {k} ({p}) ; {cost}", rv_why_pirate_other: "Pirates parmi les {n} cartes restantes : {k} ({p}) ; {cost}", rv_pirate_cannon: "un pirate vous coûterait un canon", rv_pirate_give_one: "un pirate vous ferait rendre {loss} carte ou pièce", rv_pirate_give_other: "un pirate vous ferait rendre {loss} cartes ou pièces",
  rv_why_pirate_new_one: "Pirates dans la seule carte de la pile des écarts, mélangée en un nouveau talon avant la pioche : {k} ({p}) ; {cost}",
  rv_why_pirate_new_other: "Pirates parmi les {n} cartes de la pile des écarts, mélangées en un nouveau talon avant la pioche : {k} ({p}) ; {cost}",
  rv_why_finishers_one: "{f} carte parmi elles achève votre bateau", rv_why_finishers_other: "{f} cartes parmi elles achèvent votre bateau", rv_why_wanted_one: "{f} carte parmi elles manque à votre bateau", rv_why_wanted_other: "{f} cartes parmi elles manquent à votre bateau",
  rv_why_annul: "{annuls} prend la dernière carte du quai et annule la manche : aucune carte de pénalité ; avec {other}, vous en attendriez {m}, les autres {o} chacun.", rv_why_good: "De loin le meilleur coup. {text}", rv_why_draw_on: "continuer à piocher en vaut la peine.", rv_why_stop_now: "s'arrêter est plus sûr.",
  rv_why_give_noboat: "{better} rend cartes à droite {bs}, pièces d'or {bg} ; {worse} rend {ws} et {wg}.", rv_why_give: "{better} rend cartes du bateau {bp} sur {boat}, cartes à droite {bs}, pièces d'or {bg} ; {worse} rend {wp}, {ws} et {wg}.",
  rv_why_buy: "{better} ajoute {card} à votre bateau ({a}/6 → {b}/6) pour {price} pièces d'or.", rv_why_buy_wins: "{better} achève votre bateau avec {card} pour {price} pièces d'or : la partie est gagnée.",
  rv_why_cannon: "{better} : le canon coule le pirate et vous gardez vos cartes.", rv_why_keep_cannon: "{better} garde votre canon pour un prochain pirate.",
  rv_why_give_finish: "{better} rend {card}, la dernière carte qui manque au bateau de {name} : gardée, {name} pourrait l'acheter et gagner aussitôt.",
  rv_why_rival: "{worse} porte les chances de gagner de {name} à {a} (avec {better} : {b}).",
  rv_button: "Analyser", rv_title: "Analyse de la partie de {name}", rv_seat: "Joueur analysé",
  rv_queued_next: "En attente de la fin d'une autre analyse : la vôtre commencera d'elle-même juste après.",
  rv_queued_one: "En attente de la fin d'autres analyses : {n} analyse avant la vôtre. La vôtre commencera d'elle-même ; vous pouvez quitter cette page et revenir.",
  rv_queued_other: "En attente de la fin d'autres analyses : {n} analyses avant la vôtre. La vôtre commencera d'elle-même ; vous pouvez quitter cette page et revenir.",
  rv_ahead_left: "L'analyse en cours : encore {left} à son rythme",
  rv_ahead_min_one: "environ {n} minute",
  rv_ahead_min_other: "environ {n} minutes",
  rv_ahead_soon: "moins d'une minute",
  rv_ahead_at: "Décisions évaluées par l'analyse en cours : {done} sur {total}",
  rv_starting_n_one: "L'analyse de {n} décision commence…",
  rv_starting_n_other: "L'analyse de {n} décisions commence…",
  rv_given_best: "aucune : le meilleur coup", rv_given_call: "aucune : premier selon les chiffres, trop serré pour trancher", rv_close_call: "trop serré pour trancher : {move}",
  rv_explain_call: "Trop serré pour trancher : moins de deux fois l'erreur de mesure, mais une erreur de mesure si large que l'écart pourrait atteindre 5 points : les donnes jouées ne disent pas quel coup est le meilleur.",
  rv_given_as_good: "aucune : aussi bon que le meilleur",
  rv_left_one: "Environ {n} minute restante à ce rythme", rv_left_other: "Environ {n} minutes restantes à ce rythme", rv_left_soon: "Moins d'une minute restante à ce rythme",
  rv_stalled: "Le serveur est occupé : aucune décision analysée depuis {s} s. L'analyse continue ; vous pouvez quitter cette page et revenir.",
  rv_running: "Décisions analysées : {done} sur {total}…", rv_starting: "L'analyse commence…",
  rv_failed: "L'analyse a échoué : {why}", rv_graph: "Chances de gagner au fil de la partie",
  rv_graph_alt: "Les chances de gagner de {name} après chacune de ses décisions ; les flèches passent de l'une à l'autre. Le tableau Décisions ci-dessous donne les mêmes chiffres.", rv_not_graded: "non noté",
  rv_decisions: "Décisions", rv_col_move: "Coup", rv_col_round: "Manche", rv_col_played: "Coup joué",
  rv_col_grade: "Verdict du coach", rv_col_win: "Chances de gagner", rv_col_better: "Meilleur coup", rv_col_replay: "Revoir",
  rv_good: "bon", rv_inaccuracy: "imprécision", rv_mistake: "erreur", rv_blunder: "gaffe",
  rv_same: "(le coup joué)", rv_also_good: "aussi bon : {move}", rv_col_given: "Chances perdues (points)", rv_explain: "Chances de gagner : l'estimation du coach, à partir de ce que le joueur savait alors, de gagner la partie après le coup, joué sur de nombreuses donnes. Chances perdues : celles du meilleur coup moins celles du coup joué, en points de pourcentage, ± l'erreur de mesure. 5 points font une imprécision, 10 une erreur, 20 une gaffe ; jamais en deçà de deux fois l'erreur de mesure.", rv_ungraded_draw: "non noté : l'écart qui suit est jugé", rv_see: "position avant", rv_see_label: "Position avant le coup {n}", rv_summary: "Bilan", rv_stand_in: "À partir du coup {n}, un robot a joué cette place ({bot}) : ses coups ne sont pas analysés.", rv_stand_in_span: "Du coup {n} au coup {m}, un robot a joué cette place ({bot}) : ses coups ne sont pas analysés.",
  rv_counts: "{d} : {g}, {i}, {m}, {b}.", rv_n_decisions_one: "{n} décision notée", rv_n_decisions_other: "{n} décisions notées", rv_n_good_one: "{n} bon coup", rv_n_good_other: "{n} bons coups",
  rv_n_ungraded_one: "{n} pioche non notée : l'écart qui la suit est jugé.", rv_n_ungraded_other: "{n} pioches non notées : l'écart qui suit chacune est jugé.", rv_n_inaccuracies_one: "{n} imprécision", rv_n_inaccuracies_other: "{n} imprécisions", rv_n_mistakes_one: "{n} erreur", rv_n_mistakes_other: "{n} erreurs", rv_n_blunders_one: "{n} gaffe", rv_n_blunders_other: "{n} gaffes",
  rv_avg_loss_one: "Chances de gagner perdues en moyenne par décision notée : {x} point", rv_avg_loss_other: "Chances de gagner perdues en moyenne par décision notée : {x} points",
  rv_no_cost_lost: "Aucun coup à lui seul n'a perdu cette partie : aucune de vos décisions n'a été notée imprécision ou pire. Vos chances de gagner ont baissé avec les cartes et les coups des autres joueurs ; le graphique ci-dessous montre quand.",
  rv_final: "Résultat final : {result}", rv_won: "gagnée", rv_lost: "perdue", rv_won_shared: "victoire partagée",
  rv_place_one: "{n}er sur {of}", rv_place_two: "{n}e sur {of}", rv_place_few: "{n}e sur {of}", rv_place_other: "{n}e sur {of}",
  rv_place_shared_one: "{n}er ex æquo sur {of}", rv_place_shared_two: "{n}e ex æquo sur {of}", rv_place_shared_few: "{n}e ex æquo sur {of}", rv_place_shared_other: "{n}e ex æquo sur {of}",
  rv_point: "Coup {n} : {move} ({win} de chances de gagner)", rv_round_mark: "M{n}", rv_budget: "{n} donnes tirées au sort par coup",
  err_review_unfinished: "Seule une partie terminée peut être analysée.",
  err_review_busy: "Trop d'analyses en attente ; réessayez dans une minute.",
  rv_busy_retry: "Trop d'analyses en attente sur ce serveur : la page redemande dans {s} s (essai {k} sur {n}).", rv_busy_gave_up: "Toujours trop d'analyses en attente après {n} essais : la page a cessé de demander. Réessayez dans quelques minutes.", rv_ask_again: "Redemander",
  err_review_none: "Aucune analyse n'a encore été demandée pour ce joueur.",
});

Object.assign(CATALOGUE.it, {
  // a sound move the seat saw meet bad luck (a Piratatak draw and its pirate)
  rv_unlucky: "Sfortuna, non un errore: una pescata giusta finita su un pirata.",
  // the summary's costliest moves: where the game was lost, and what was better
  rv_costliest: "Dove è costato di più", rv_cost: "Mossa {n}: {move}; era meglio {better} ({points} punti di probabilità persi)",
  rv_col_why: "Perché", rv_q: "«{m}»", rv_sep: "; ",
  rv_src_stock: "circa {limit} in media con il tallone", rv_src_pile: "{limit} con {card} della pila degli scarti", rv_src_pier: "{limit} con {card} del molo",
  rv_why_draw_limit: "Dopo lo scarto migliore il tuo limite (ora {now}) sarebbe {better}, ma {worse}.",
  rv_why_limit: "{better} lascia il tuo limite a {a}, {worse} a {b}.",
  rv_why_sail: "Salpando con limite {limit}, la probabilità che ogni avversario lo raggiunga o scenda sotto (e ti mandi sotto): {odds}. Carte penalità attese in questa manche con {sail}, tu {sp} e gli altri {st} ciascuno; con {wait}, tu {wp} e gli altri {wt} ciascuno.",
  rv_div_closer: "limite {limit}, clandestini ({count})", rv_div_sweep: "nessun clandestino, un cappotto",
  rv_div_sends_under: "limite {limit}, chi è salpato va sotto e prende i tuoi clandestini ({passes})", rv_div_keeps: "limite {limit}, clandestini tenuti come carte penalità ({penalty})",
  rv_why_lay: "Con {better}, {a}; con {worse}, {b}.",
  rv_why_sweep: "{better} tiene a portata un cappotto (la partita vinta subito) in questa manche: {a}, contro {b} con {worse}.",
  rv_why_penalty: "Carte penalità attese in questa manche: con {better} tu {bm}, gli altri {bt} ciascuno; con {worse} tu {wm}, gli altri {wt} ciascuno.",
  rv_why_pirate_one: "Pirati nell'unica carta rimasta: {k} ({p}); {cost}", rv_why_pirate_other: "Pirati tra le {n} carte rimaste: {k} ({p}); {cost}", rv_pirate_cannon: "un pirata ti costerebbe un cannone", rv_pirate_give_one: "un pirata ti farebbe restituire {loss} carta o moneta", rv_pirate_give_other: "un pirata ti farebbe restituire {loss} carte o monete",
  rv_why_pirate_new_one: "Pirati nell'unica carta della pila degli scarti, mescolata in un nuovo tallone prima della pescata: {k} ({p}); {cost}",
  rv_why_pirate_new_other: "Pirati tra le {n} carte della pila degli scarti, mescolate in un nuovo tallone prima della pescata: {k} ({p}); {cost}",
  rv_why_finishers_one: "{f} carta tra queste completa la tua barca", rv_why_finishers_other: "{f} carte tra queste completano la tua barca", rv_why_wanted_one: "{f} carta tra queste è una parte che manca alla tua barca", rv_why_wanted_other: "{f} carte tra queste sono parti che mancano alla tua barca",
  rv_why_annul: "{annuls} prende l'ultima carta del molo e manda a monte la manche: nessuna carta penalità; con {other} ne aspetteresti {m}, gli altri {o} ciascuno.", rv_why_good: "Di gran lunga la mossa migliore. {text}", rv_why_draw_on: "continuare a pescare conviene.", rv_why_stop_now: "fermarsi è più sicuro.",
  rv_why_give_noboat: "{better} restituisce carte a destra {bs}, monete d'oro {bg}; {worse} restituisce {ws} e {wg}.", rv_why_give: "{better} restituisce parti della barca {bp} su {boat}, carte a destra {bs}, monete d'oro {bg}; {worse} restituisce {wp}, {ws} e {wg}.",
  rv_why_buy: "{better} aggiunge {card} alla tua barca ({a}/6 → {b}/6) per {price} monete d'oro.", rv_why_buy_wins: "{better} completa la tua barca con {card} per {price} monete d'oro: la partita è vinta.",
  rv_why_cannon: "{better}: il cannone affonda il pirata e tieni le tue carte.", rv_why_keep_cannon: "{better} tiene il tuo cannone per un prossimo pirata.",
  rv_why_give_finish: "{better} restituisce {card}, l'ultima parte che manca alla barca di {name}: se la tieni, {name} potrebbe comprarla e vincere subito.",
  rv_why_rival: "{worse} porta la probabilità di vittoria di {name} a {a} (con {better}: {b}).",
  rv_button: "Analizza", rv_title: "Analisi della partita di {name}", rv_seat: "Giocatore analizzato",
  rv_queued_next: "In attesa che finisca un'altra analisi: la tua inizierà da sola subito dopo.",
  rv_queued_one: "In attesa che finiscano altre analisi: {n} analisi prima della tua. La tua inizierà da sola; puoi lasciare questa pagina e tornare.",
  rv_queued_other: "In attesa che finiscano altre analisi: {n} analisi prima della tua. La tua inizierà da sola; puoi lasciare questa pagina e tornare.",
  rv_ahead_left: "L'analisi in corso: ancora {left} al suo ritmo",
  rv_ahead_min_one: "circa {n} minuto",
  rv_ahead_min_other: "circa {n} minuti",
  rv_ahead_soon: "meno di un minuto",
  rv_ahead_at: "Decisioni valutate dall'analisi in corso: {done} di {total}",
  rv_starting_n_one: "Inizia l'analisi di {n} decisione…",
  rv_starting_n_other: "Inizia l'analisi di {n} decisioni…",
  rv_given_best: "nessuna: la mossa migliore", rv_given_call: "nessuna: prima secondo le cifre, troppo vicine per decidere", rv_close_call: "troppo vicine per decidere: {move}",
  rv_explain_call: "Troppo vicine per decidere: entro il doppio dell'errore di misura, ma un errore di misura così ampio che lo scarto potrebbe arrivare a 5 punti: le distribuzioni giocate non dicono quale mossa sia la migliore.",
  rv_given_as_good: "nessuna: buona quanto la migliore",
  rv_left_one: "Circa {n} minuto rimasto a questo ritmo", rv_left_other: "Circa {n} minuti rimasti a questo ritmo", rv_left_soon: "Meno di un minuto rimasto a questo ritmo",
  rv_stalled: "Il server è occupato: nessuna decisione analizzata da {s} s. L'analisi continua; puoi lasciare questa pagina e tornare.",
  rv_running: "Decisioni analizzate: {done} di {total}…", rv_starting: "L'analisi sta iniziando…",
  rv_failed: "Non è stato possibile fare l'analisi: {why}", rv_graph: "Probabilità di vittoria durante la partita",
  rv_graph_alt: "La probabilità di vittoria di {name} dopo ogni sua decisione; i tasti freccia passano dall'una all'altra. La tabella Decisioni qui sotto riporta gli stessi dati.", rv_not_graded: "non giudicata",
  rv_decisions: "Decisioni", rv_col_move: "Mossa", rv_col_round: "Manche", rv_col_played: "Mossa giocata",
  rv_col_grade: "Giudizio", rv_col_win: "Probabilità di vittoria", rv_col_better: "Mossa migliore", rv_col_replay: "Rivedi",
  rv_good: "buona", rv_inaccuracy: "imprecisione", rv_mistake: "errore", rv_blunder: "svista grave",
  rv_same: "(la mossa giocata)", rv_also_good: "altrettanto buona: {move}", rv_col_given: "Probabilità persa (punti)", rv_explain: "Probabilità di vittoria: la stima del coach, da ciò che il giocatore sapeva allora, di vincere la partita dopo la mossa, giocata su molte distribuzioni. Probabilità persa: quella della mossa migliore meno quella della mossa giocata, in punti percentuali, ± l'errore di misura. 5 punti fanno un'imprecisione, 10 un errore, 20 una svista grave; mai entro il doppio dell'errore di misura.", rv_ungraded_draw: "non giudicata: si giudica lo scarto che segue", rv_see: "posizione prima", rv_see_label: "Posizione prima della mossa {n}", rv_summary: "Riepilogo", rv_stand_in: "Dalla mossa {n} un bot ha giocato questo posto ({bot}): le sue mosse non sono analizzate.", rv_stand_in_span: "Dalla mossa {n} alla mossa {m} un bot ha giocato questo posto ({bot}): le sue mosse non sono analizzate.",
  rv_counts: "{d}: {g}, {i}, {m}, {b}.", rv_n_decisions_one: "{n} decisione giudicata", rv_n_decisions_other: "{n} decisioni giudicate", rv_n_good_one: "{n} buona", rv_n_good_other: "{n} buone",
  rv_n_ungraded_one: "{n} pescata non giudicata: si giudica lo scarto che segue.", rv_n_ungraded_other: "{n} pescate non giudicate: si giudica lo scarto che segue ciascuna.", rv_n_inaccuracies_one: "{n} imprecisione", rv_n_inaccuracies_other: "{n} imprecisioni", rv_n_mistakes_one: "{n} errore", rv_n_mistakes_other: "{n} errori", rv_n_blunders_one: "{n} svista grave", rv_n_blunders_other: "{n} sviste gravi",
  rv_avg_loss_one: "Probabilità di vittoria persa in media per decisione giudicata: {x} punto", rv_avg_loss_other: "Probabilità di vittoria persa in media per decisione giudicata: {x} punti",
  rv_no_cost_lost: "Nessuna mossa da sola ti ha fatto perdere questa partita: nessuna tua decisione è stata giudicata un'imprecisione o peggio. La tua probabilità di vittoria è scesa con le carte e le mosse degli altri giocatori; il grafico qui sotto mostra quando.",
  rv_final: "Risultato finale: {result}", rv_won: "vinta", rv_lost: "persa", rv_won_shared: "vittoria a pari merito",
  rv_place_one: "{n}º posto su {of}", rv_place_two: "{n}º posto su {of}", rv_place_few: "{n}º posto su {of}", rv_place_other: "{n}º posto su {of}",
  rv_place_shared_one: "{n}º posto su {of}, a pari merito", rv_place_shared_two: "{n}º posto su {of}, a pari merito", rv_place_shared_few: "{n}º posto su {of}, a pari merito", rv_place_shared_other: "{n}º posto su {of}, a pari merito",
  rv_point: "Mossa {n}: {move} ({win} di probabilità di vittoria)", rv_round_mark: "M{n}", rv_budget: "{n} distribuzioni estratte per mossa",
  err_review_unfinished: "Si può analizzare solo una partita finita.",
  err_review_busy: "Troppe analisi in attesa; riprova tra un minuto.",
  rv_busy_retry: "Troppe analisi in attesa su questo server: la pagina lo richiede tra {s} s (tentativo {k} di {n}).", rv_busy_gave_up: "Ancora troppe analisi in attesa dopo {n} tentativi: la pagina ha smesso di chiedere. Riprova tra qualche minuto.", rv_ask_again: "Richiedi di nuovo",
  err_review_none: "Per questo giocatore non è stata ancora chiesta un'analisi.",
});

Object.assign(CATALOGUE.de, {
  // a sound move the seat saw meet bad luck (a Piratatak draw and its pirate)
  rv_unlucky: "Pech, kein Fehler: ein richtiger Zug, der auf einen Piraten traf.",
  // the summary's costliest moves: where the game was lost, and what was better
  rv_costliest: "Wo es am meisten kostete", rv_cost: "Zug {n}: {move}; besser wäre {better} gewesen ({points} Punkte Gewinnchance verschenkt)",
  rv_col_why: "Warum", rv_q: "„{m}“", rv_sep: "; ",
  rv_src_stock: "im Mittel etwa {limit} mit dem Abhebestapel", rv_src_pile: "{limit} mit {card:dat} von den abgelegten Karten", rv_src_pier: "{limit} mit {card:dat} von der Mole",
  rv_why_draw_limit: "Nach dem besten Ablegen wäre deine Grenze (jetzt {now}) {better}, aber {worse}.",
  rv_why_limit: "{better} lässt deine Grenze bei {a}, {worse} bei {b}.",
  rv_why_sail: "Lichtest du die Anker mit Grenze {limit}, ist die Chance, dass jeder Gegner sie erreicht oder unterbietet (und dich untertaucht): {odds}. {sail} bringt dir in dieser Runde im Mittel {sp} Strafpunkte, den anderen je {st}; {wait} dir {wp}, den anderen je {wt}.",
  rv_div_closer: "Grenze {limit}, blinde Passagiere ({count})", rv_div_sweep: "keine blinden Passagiere, ein Match",
  rv_div_sends_under: "Grenze {limit}, der Schlussmacher wird untergetaucht und bekommt deine blinden Passagiere ({passes})", rv_div_keeps: "Grenze {limit}, blinde Passagiere, die als Strafpunkte bleiben ({penalty})",
  rv_why_lay: "{better} – {a}; {worse} – {b}.",
  rv_why_sweep: "{better} hält in dieser Runde ein Match (das Spiel sofort gewonnen) in Reichweite: {a}, {worse} dagegen {b}.",
  rv_why_penalty: "{better} bringt dir in dieser Runde im Mittel {bm} Strafpunkte, den anderen je {bt}; {worse} dir {wm}, den anderen je {wt}.",
  rv_why_pirate_one: "Piraten in der einzigen verbleibenden Karte: {k} ({p}); {cost}", rv_why_pirate_other: "Piraten unter den {n} verbleibenden Karten: {k} ({p}); {cost}", rv_pirate_cannon: "ein Pirat würde dich eine Kanone kosten", rv_pirate_give_one: "bei einem Piraten müsstest du {loss} Karte oder Münze zurückgeben", rv_pirate_give_other: "bei einem Piraten müsstest du {loss} Karten oder Münzen zurückgeben",
  rv_why_pirate_new_one: "Piraten in der einzigen abgelegten Karte, vor dem Ziehen zu einem neuen Abhebestapel gemischt: {k} ({p}); {cost}",
  rv_why_pirate_new_other: "Piraten unter den {n} abgelegten Karten, vor dem Ziehen zu einem neuen Abhebestapel gemischt: {k} ({p}); {cost}",
  rv_why_finishers_one: "{f} Karte darunter vollendet dein Boot", rv_why_finishers_other: "{f} Karten darunter vollenden dein Boot", rv_why_wanted_one: "{f} Karte darunter ist ein Teil, der deinem Boot fehlt", rv_why_wanted_other: "{f} Karten darunter sind Teile, die deinem Boot fehlen",
  rv_why_annul: "{annuls} nimmt die letzte Karte der Mole und macht die Runde ungültig: keine Strafpunkte; {other} brächte dir im Mittel {m} Strafpunkte, den anderen je {o}.", rv_why_good: "Mit Abstand der beste Zug. {text}", rv_why_draw_on: "Weiterziehen lohnt sich.", rv_why_stop_now: "Aufhören ist sicherer.",
  rv_why_give_noboat: "{better} gibt übrige Karten {bs} und Gold {bg} zurück; {worse} gibt {ws} und {wg} zurück.", rv_why_give: "{better} gibt Bootsteile {bp} von {boat}, übrige Karten {bs} und Gold {bg} zurück; {worse} gibt {wp}, {ws} und {wg} zurück.",
  rv_why_buy: "{better} fügt deinem Boot {card} hinzu ({a}/6 → {b}/6) für {price} Gold.", rv_why_buy_wins: "{better} vollendet dein Boot mit {card:dat} für {price} Gold: Das Spiel ist gewonnen.",
  rv_why_cannon: "{better}: Die Kanone versenkt den Piraten und du behältst deine Karten.", rv_why_keep_cannon: "{better} hebt deine Kanone für einen späteren Piraten auf.",
  rv_why_give_finish: "{better} gibt {card} zurück, das letzte Bootsteil, das {name} fehlt: Behältst du es, kann {name} es kaufen und sofort gewinnen.",
  rv_why_rival: "{worse} hebt die Gewinnchance von {name} auf {a} ({better} lässt sie bei {b}).",
  rv_button: "Analysieren", rv_title: "Analyse der Partie von {name}", rv_seat: "Analysierter Spieler",
  rv_queued_next: "Warten, bis eine andere Analyse fertig ist: Deine beginnt danach von selbst.",
  rv_queued_one: "Warten, bis andere Analysen fertig sind: {n} Analyse vor deiner. Deine beginnt von selbst; du kannst diese Seite verlassen und später zurückkommen.",
  rv_queued_other: "Warten, bis andere Analysen fertig sind: {n} Analysen vor deiner. Deine beginnt von selbst; du kannst diese Seite verlassen und später zurückkommen.",
  rv_ahead_left: "Die laufende Analyse: noch {left} bei ihrem Tempo",
  rv_ahead_min_one: "etwa {n} Minute",
  rv_ahead_min_other: "etwa {n} Minuten",
  rv_ahead_soon: "weniger als eine Minute",
  rv_ahead_at: "Von der laufenden Analyse bewertete Entscheidungen: {done} von {total}",
  rv_starting_n_one: "Die Analyse von {n} Entscheidung beginnt…",
  rv_starting_n_other: "Die Analyse von {n} Entscheidungen beginnt…",
  rv_given_best: "nichts: der beste Zug", rv_given_call: "nichts: vorn nach den Zahlen, zu knapp für ein Urteil", rv_close_call: "zu knapp für ein Urteil: {move}",
  rv_explain_call: "Zu knapp für ein Urteil: innerhalb des doppelten Messfehlers, aber bei einem so großen Messfehler, dass der Abstand 5 Punkte erreichen könnte: Die ausgespielten Verteilungen sagen nicht, welcher Zug besser ist.",
  rv_given_as_good: "nichts: so gut wie der beste",
  rv_left_one: "Noch etwa {n} Minute bei diesem Tempo", rv_left_other: "Noch etwa {n} Minuten bei diesem Tempo", rv_left_soon: "Noch weniger als eine Minute bei diesem Tempo",
  rv_stalled: "Der Server ist ausgelastet: Seit {s} s wurde keine Entscheidung analysiert. Die Analyse läuft weiter; du kannst diese Seite verlassen und später zurückkommen.",
  rv_running: "Analysierte Entscheidungen: {done} von {total}…", rv_starting: "Die Analyse beginnt…",
  rv_failed: "Die Analyse ist fehlgeschlagen: {why}", rv_graph: "Gewinnchance im Lauf der Partie",
  rv_graph_alt: "Die Gewinnchance von {name} nach jeder eigenen Entscheidung; die Pfeiltasten gehen von einer zur nächsten. Die Tabelle Entscheidungen darunter enthält dieselben Zahlen.", rv_not_graded: "nicht bewertet",
  rv_decisions: "Entscheidungen", rv_col_move: "Zug", rv_col_round: "Runde", rv_col_played: "Gespielter Zug",
  rv_col_grade: "Urteil", rv_col_win: "Gewinnchance", rv_col_better: "Besserer Zug", rv_col_replay: "Nachspielen",
  rv_good: "gut", rv_inaccuracy: "Ungenauigkeit", rv_mistake: "Fehler", rv_blunder: "grober Fehler",
  rv_same: "(der gespielte Zug)", rv_also_good: "ebenso gut: {move}", rv_col_given: "Verschenkt (Punkte)", rv_explain: "Gewinnchance: die Schätzung des Coachs, aus dem damaligen Wissen des Spielers, die Partie nach dem Zug zu gewinnen, über viele Verteilungen ausgespielt. Verschenkt: die Chance des besseren Zugs minus die des gespielten, in Prozentpunkten, ± Messfehler. 5 Punkte sind eine Ungenauigkeit, 10 ein Fehler, 20 ein grober Fehler; nie innerhalb des doppelten Messfehlers.", rv_ungraded_draw: "nicht bewertet: Die folgende Ablage wird bewertet", rv_see: "Stellung davor", rv_see_label: "Stellung davor, vor Zug {n}", rv_summary: "Bilanz", rv_stand_in: "Ab Zug {n} spielte ein Bot diesen Platz ({bot}): Seine Züge werden nicht analysiert.", rv_stand_in_span: "Von Zug {n} bis Zug {m} spielte ein Bot diesen Platz ({bot}): Seine Züge werden nicht analysiert.",
  rv_counts: "{d}: {g}, {i}, {m}, {b}.", rv_n_decisions_one: "{n} Entscheidung bewertet", rv_n_decisions_other: "{n} Entscheidungen bewertet", rv_n_good_one: "{n} gut", rv_n_good_other: "{n} gut",
  rv_n_ungraded_one: "{n} Mal Abheben nicht bewertet: Die folgende Ablage wird bewertet.", rv_n_ungraded_other: "{n} Mal Abheben nicht bewertet: Jeweils die folgende Ablage wird bewertet.", rv_n_inaccuracies_one: "{n} Ungenauigkeit", rv_n_inaccuracies_other: "{n} Ungenauigkeiten", rv_n_mistakes_one: "{n} Fehler", rv_n_mistakes_other: "{n} Fehler", rv_n_blunders_one: "{n} grober Fehler", rv_n_blunders_other: "{n} grobe Fehler",
  rv_avg_loss_one: "Im Schnitt pro bewerteter Entscheidung verschenkte Gewinnchance: {x} Punkt", rv_avg_loss_other: "Im Schnitt pro bewerteter Entscheidung verschenkte Gewinnchance: {x} Punkte",
  rv_no_cost_lost: "Kein einzelner Zug hat diese Partie verloren: Keine deiner Entscheidungen wurde als Ungenauigkeit oder schlimmer bewertet. Deine Gewinnchance sank mit den Karten und den Zügen der anderen; die Grafik unten zeigt, wann.",
  rv_final: "Endergebnis: {result}", rv_won: "gewonnen", rv_lost: "verloren", rv_won_shared: "gemeinsam gewonnen",
  rv_place_one: "Platz {n} von {of}", rv_place_two: "Platz {n} von {of}", rv_place_few: "Platz {n} von {of}", rv_place_other: "Platz {n} von {of}",
  rv_place_shared_one: "Platz {n} von {of}, geteilt", rv_place_shared_two: "Platz {n} von {of}, geteilt", rv_place_shared_few: "Platz {n} von {of}, geteilt", rv_place_shared_other: "Platz {n} von {of}, geteilt",
  rv_point: "Zug {n}: {move} ({win} Gewinnchance)", rv_round_mark: "R{n}", rv_budget: "{n} ausgeloste Verteilungen pro Zug",
  err_review_unfinished: "Nur eine beendete Partie kann analysiert werden.",
  err_review_busy: "Zu viele Analysen warten; versuche es in einer Minute noch einmal.",
  rv_busy_retry: "Zu viele Analysen warten auf diesem Server: Die Seite fragt in {s} s erneut (Versuch {k} von {n}).", rv_busy_gave_up: "Nach {n} Versuchen warten immer noch zu viele Analysen: Die Seite fragt nicht mehr. Versuche es in ein paar Minuten noch einmal.", rv_ask_again: "Erneut anfragen",
  err_review_none: "Für diesen Spieler wurde noch keine Analyse angefordert.",
});

/** The review's tally of the decisions listed: the graded ones and how many of them were
 * each grade (good too, so that the counts add up), then the draws not graded, every count
 * with its own number ("1 blunder", "2 blunders"; French says 0 in the singular). The list's
 * draws followed by their judged discard were counted as decisions beside grades that left
 * them out ("107 decisions: 0 inaccuracies, 0 mistakes, 4 blunders"). */
export function reviewCounts(decisions) {
  const count = (f) => decisions.filter(f).length;
  const n = (key, k) => tn("rv_n_" + key, k);
  const graded = decisions.filter((d) => !d.ungraded);
  const line = t("rv_counts", { d: n("decisions", graded.length), g: n("good", count((d) => !d.ungraded && !d.grade)),
    i: n("inaccuracies", count((d) => d.grade === "inaccuracy")), m: n("mistakes", count((d) => d.grade === "mistake")),
    b: n("blunders", count((d) => d.grade === "blunder")) });
  const draws = decisions.length - graded.length;
  return draws ? `${line} ${n("ungraded", draws)}` : line;
}

/** How the review names the coach's best move beside the move played: "same" (it is the
 * move played, or judged no better), "also" (its lead within twice its measurement error and
 * under an inaccuracy's 5 points at the far end of that error: no grade, the two about as good;
 * as ``corsairs.coach.grading.within_noise`` on the figures shown), "call" (within the error,
 * but one that reaches 5 points: too close to call, ``closeCall``) or "better". */
export function bestKind(d) {
  if (d.best === d.played || d.best_win <= d.win) return "same";
  if (closeCall(d)) return "call";
  return d.drop <= 2 * (d.drop_se || 0) ? "also" : "better";
}

/** The move played came first, and another move judged is too close to call beside it
 * (``closeCall``, as the hint's ``close_call``): the review cannot call it "the best move" (it
 * had, of a give-back judged above the hint's three by the noise of 48 deals). */
export function firstByNoise(d) {
  return d.best === d.played && (d.moves || []).slice(1).some(closeCall);
}

/** The win chance given away on average, in points, over the graded decisions: a draw not
 * graded is valued with a quick bot's discard after it, a discard judged again on its own. */
/** The review's final result for ``seat`` by the engine's places (the summary's
 * ``places``, State.placings): "won", a shared win, else the place among the players ("2nd of
 * 4", shared when another player stands level); ``won`` alone where no places were sent. */
export function finalResult(places, winners, seat) {
  const won = winners.includes(seat);
  if (!places || !places.length) return t(won ? "rv_won" : "rv_lost");
  const place = places[seat];
  const shared = places.filter((p) => p === place).length > 1;
  if (won) return t(shared ? "rv_won_shared" : "rv_won");
  const form = new Intl.PluralRules(currentLang(), { type: "ordinal" }).select(place);
  const key = `rv_place${shared ? "_shared" : ""}_`;
  return t(key + (["one", "two", "few"].includes(form) ? form : "other"), { n: place, of: places.length });
}

export function averageLoss(decisions) {
  const graded = decisions.filter((d) => !d.ungraded);
  return graded.length ? (graded.reduce((a, d) => a + Math.max(0, d.drop), 0) / graded.length) * 100 : 0;
}

/** The average given away, in words: its points with their own number, as shown (one
 * decimal: 1.04 is "1 point"; French says 0,1 and 1,5 "point" too). */
export function averageLossText(points) {
  const digits = { maximumFractionDigits: 1 };
  return t(countedDecimal("rv_avg_loss", points, digits), { x: new Intl.NumberFormat(currentLang(), digits).format(points) });
}
