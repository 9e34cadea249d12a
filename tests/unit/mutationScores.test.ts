import { scoreOf, THRESHOLDS, type MutationReport } from '../../scripts/mutation-scores';

const report: MutationReport = {
  files: {
    'machines/a.ts': {
      mutants: [
        { status: 'Killed' },
        { status: 'Killed' },
        { status: 'Timeout' },
        { status: 'Survived' },
        { status: 'CompileError' },
      ],
    },
    'src/lib/b.ts': { mutants: [{ status: 'Killed' }, { status: 'NoCoverage' }, { status: 'RuntimeError' }] },
  },
};

test('a score is killed or timed out over killed, timed out, survived and not covered', () => {
  expect(scoreOf(report, 'machines/')).toEqual({
    group: 'machines/',
    detected: 3,
    survived: 1,
    noCoverage: 0,
    score: 75,
  });
  expect(scoreOf(report, 'src/lib/')).toMatchObject({ detected: 1, noCoverage: 1, score: 50 });
  expect(scoreOf(report, '')).toMatchObject({ detected: 4, survived: 1, noCoverage: 1 });
  expect(scoreOf(report, '')!.score).toBeCloseTo(400 / 6, 9);
});

test('a group with no valid mutant has no score', () => {
  expect(
    scoreOf({ files: { 'machines/c.ts': { mutants: [{ status: 'CompileError' }] } } }, 'machines/').score,
  ).toBeNull();
});

test('machines/ are held to 90 %, everything to 85 %', () => {
  expect(THRESHOLDS).toEqual({ 'machines/': 90, '': 85 });
});
