## A regra por trás de cada decisão: o botão Regras do painel de turno e /regras regra:
## as seções ficam no catálogo de cada jogo, uma por regra do seu módulo rulebook.

rules-button = 📖 Regras
rules-panel-title = { $game }: as regras por trás desta escolha
cmd-rules-rule = regra
cmd-rules-rule-desc = Uma seção das regras (vazio: o resumo inteiro)
error-unknown-rule = { $game } não tem essa regra. As seções: { $sections }.
