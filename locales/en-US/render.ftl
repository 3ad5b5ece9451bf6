# Words drawn in images by every renderer.

render-results-title = { $game } — final results
render-results-winner = Winner!
render-results-total = Total
