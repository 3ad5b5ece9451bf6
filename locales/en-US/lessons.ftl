## Lessons (/learn): the texts every lesson shares. What a lesson says at each of the
## learner's decisions is in its game's catalog, keyed to the steps of its lesson module.

lesson-other-choice = That works too — here is what it gave you:
lesson-off-script = After your earlier choice, the lesson's suggestion for this moment is no longer possible: choose freely. The 📖 Rules button explains this decision, and 💡 Hint suggests a choice.
lesson-free-play = Your choice: the lesson has nothing to add here. The 📖 Rules button explains this decision, and 💡 Hint suggests a choice.
lesson-suggested = the lesson suggests it; its text below says why.

## The lesson's panel and command

cmd-learn = learn
cmd-learn-desc = A private lesson: learn a game by playing it, about ten minutes
cmd-learn-game = game
cmd-learn-game-desc = Which game
lesson-title = Lesson: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Play a real game
lesson-resume = You left this lesson at step { $step }. Continue where you left off, or start again from the beginning?
lesson-continue = ▶️ Continue
lesson-start-again = 🔄 Start again
