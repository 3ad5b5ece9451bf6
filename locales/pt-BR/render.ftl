# Palavras desenhadas nas imagens por todos os renderizadores.

render-results-title = { $game } — resultado final
render-results-winner = Venceu!
render-results-total = Total
