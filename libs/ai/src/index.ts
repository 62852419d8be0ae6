// Public entry point of @breachline/ai: every decision that is not a human's.
// It will hold the rulebooks' enemy procedures, hero bots and the Monte-Carlo playtest runner
// (issues 5 and 8). It is empty until the engine has a reducer and legal actions to decide between.
export {};
