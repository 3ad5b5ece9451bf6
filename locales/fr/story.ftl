## Le jeu raconte son histoire : départages, résumés de manche, journal, nouvelles privées, rediffusions.

## Résumés de manche
story-summary-footer = { $game } · table #{ $id }

## Résultats
result-ties = Égalités
result-tie-decided = { $names } : { $score } points chacun — départagés par { $criterion } : { $values }.
result-tie-shared = { $names } : { $score } points chacun, et aucun départage ne les sépare : ils partagent la place.
result-tie-value = { $name } { $value }
result-replay = Rediffusion : l'animation ci-dessous. Parcours-la pas à pas avec { $replay } (table numéro { $id }).

## Le journal
table-button-log = Journal
log-title = { $game } · table #{ $id } · journal
log-footer = Lignes { $first }–{ $last } sur { $total }
log-empty = Rien ne s'est encore passé.
log-private = 🔒 { $line }
log-button-first = ⏮
log-button-previous = ◀
log-button-next = ▶
log-button-last = ⏭
table-recent-more = Coups précédents
table-recent-cut = … { $count ->
    [one] 1 ligne précédente
   *[other] { $count } lignes précédentes
} dans le Journal.

## Nouvelles privées
news-title = **Du nouveau pour toi depuis ton dernier passage :**
news-line = 🆕 { $line }

## Rediffusions
cmd-game-replay = rejouer
cmd-game-replay-desc = Parcourir pas à pas une partie terminée de ce salon, ou de ce serveur par son numéro
cmd-game-replay-number = numero
cmd-game-replay-number-desc = Le numéro de table (#) d'une partie terminée
replay-title = { $game } · table #{ $id } · rediffusion
replay-title-abandoned = { $game } · table #{ $id } · rediffusion d'une partie abandonnée
replay-step = Étape { $step } sur { $steps } · { $summary }
replay-error-unknown = Il n'y a pas de table #{ $id }.
replay-error-running = La table #{ $id } est encore en cours : sa rediffusion s'ouvre à la fin.
replay-error-not-played = La table #{ $id } n'a jamais été jouée.
replay-error-other-server = La table #{ $id } a été jouée sur un autre serveur.
replay-error-elsewhere = La table #{ $id } a été jouée ailleurs : sa rediffusion et son journal ne s'ouvrent que sur le serveur ou dans la conversation où elle a été jouée.
replay-error-none-here = Aucune partie terminée dans ce salon : indique un numéro de table.
