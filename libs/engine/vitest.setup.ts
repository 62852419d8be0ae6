import fc from 'fast-check';

// Property tests run a few hundred cases in the normal test command; set PROPERTY_RUNS for deeper runs,
// e.g. `PROPERTY_RUNS=20000 npx nx test @breachline/engine`.
fc.configureGlobal({ numRuns: Number(process.env['PROPERTY_RUNS'] ?? 200) });
