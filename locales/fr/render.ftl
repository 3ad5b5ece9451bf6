# Mots dessinés dans les images par tous les moteurs de rendu.

render-results-title = { $game } — résultats finaux
render-results-winner = Victoire !
render-results-total = Total
render-public-score = { $score } PV pour l'instant
render-so-far = à ce jour
render-final = final
render-final-score = final : { $score } PV
