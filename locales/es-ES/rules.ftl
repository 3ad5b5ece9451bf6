## La regla detrás de cada decisión: el botón Reglas del panel de turno y /reglas regla:
## las secciones están en el catálogo de cada juego, una por regla de su módulo rulebook.

rules-button = 📖 Reglas
rules-panel-title = { $game }: las reglas detrás de esta elección
cmd-rules-rule = regla
cmd-rules-rule-desc = Una sección de las reglas (vacío: el resumen entero)
error-unknown-rule = { $game } no tiene esa regla. Sus secciones: { $sections }.
