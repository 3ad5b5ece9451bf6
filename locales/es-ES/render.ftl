# Palabras dibujadas en las imágenes por todos los renderizadores.

render-results-title = { $game } — resultados finales
render-results-winner = ¡Gana!
render-results-total = Total
