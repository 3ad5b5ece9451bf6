# Words drawn in images by every renderer.

render-results-title = { $game } — final results
render-results-winner = Winner!
render-results-total = Total
render-public-score = { $score } VP so far
render-so-far = so far
render-final = final
render-final-score = final: { $score } VP
