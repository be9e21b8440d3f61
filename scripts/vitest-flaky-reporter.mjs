/**
 * A Vitest reporter that names every test that passed only when tried again. On CI the server
 * suites try a failed test once more (a 2-core machine shared by the journeys can push a timing
 * past its limit); this line keeps such a flake in sight, and `scripts/test.mjs` repeats it under
 * its summary, so that it gets fixed rather than hidden.
 */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = testCase.module.relativeModuleId ?? testCase.module.moduleId;
    console.log(`FLAKY ${file} > ${testCase.fullName}: passed at try ${diagnostic.retryCount + 1}`);
  }
}
