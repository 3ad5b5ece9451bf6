# Palavras desenhadas nas imagens por todos os renderizadores.

render-results-title = { $game } — resultado final
render-results-winner = Venceu!
render-results-total = Total
render-public-score = { $score } PV até agora
render-so-far = até agora
render-final = final
render-final-score = final: { $score } PV
