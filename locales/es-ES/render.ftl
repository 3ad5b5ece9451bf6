# Palabras dibujadas en las imágenes por todos los renderizadores.

render-results-title = { $game } — resultados finales
render-results-winner = ¡Gana!
render-results-total = Total
render-public-score = { $score } PV hasta ahora
render-so-far = por ahora
render-final = final
render-final-score = final: { $score } PV
