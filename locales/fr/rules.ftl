## La règle derrière chaque décision : le bouton Règles du panneau de tour et /règles règle:
## les sections sont dans le catalogue de chaque jeu, une par règle de son module rulebook.

rules-button = 📖 Règles
rules-panel-title = { $game } : les règles derrière ce choix
cmd-rules-rule = règle
cmd-rules-rule-desc = Une section des règles (vide : le résumé entier)
error-unknown-rule = { $game } n'a pas cette règle. Ses sections : { $sections }.
