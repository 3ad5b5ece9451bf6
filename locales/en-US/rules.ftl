## The rule behind each decision: the Rules button of the turn panel and /rules rule:
## The sections are in each game's catalog: one per rule its rulebook module names, after
## docs/rules/*.md. The texts take no arguments: they show nothing of any game.

rules-button = 📖 Rules
rules-panel-title = { $game }: the rules behind this choice
cmd-rules-rule = rule
cmd-rules-rule-desc = One section of the rules (empty: the whole summary)
error-unknown-rule = { $game } has no such rule. Its sections: { $sections }.
