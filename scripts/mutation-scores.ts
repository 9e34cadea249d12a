/**
 * The mutation score of each folder that `npm run test:mutation` mutates, from Stryker's JSON
 * report (reports/mutation/mutation.json), held to its threshold: 90 % for machines/, 85 % for all.
 * Stryker's own definition: detected (killed or timed out) over valid (detected, survived or not
 * covered); mutants that do not compile or crash the run count for neither.
 *
 *   npx tsx scripts/mutation-scores.ts    prints the scores, exits 1 below a threshold
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = join(root, 'reports', 'mutation', 'mutation.json');

/** Each group's least score, in %; a group is a folder, or everything (''). */
export const THRESHOLDS: Record<string, number> = { 'machines/': 90, '': 85 };

type Status =
  'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface MutationReport {
  files: Record<string, { mutants: Array<{ status: Status }> }>;
}

export interface GroupScore {
  group: string;
  detected: number;
  survived: number;
  noCoverage: number;
  /** Detected over valid, in %; null when nothing valid was mutated. */
  score: number | null;
}

export function scoreOf(report: MutationReport, group: string): GroupScore {
  const statuses = Object.entries(report.files)
    .filter(([file]) => file.replaceAll('\\', '/').startsWith(group))
    .flatMap(([, file]) => file.mutants.map((mutant) => mutant.status));
  const count = (...wanted: Status[]) => statuses.filter((status) => wanted.includes(status)).length;
  const detected = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = detected + survived + noCoverage;
  return { group, detected, survived, noCoverage, score: valid ? (detected / valid) * 100 : null };
}

function main() {
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;
  const groups = [...new Set(Object.keys(report.files).map((file) => `${dirname(file.replaceAll('\\', '/'))}/`))];
  let failed = false;
  console.log('Mutation score by folder (detected / valid mutants):');
  for (const group of [...groups.sort(), '']) {
    const { detected, survived, noCoverage, score } = scoreOf(report, group);
    const least = THRESHOLDS[group];
    const below = least !== undefined && (score === null || score < least);
    failed ||= below;
    console.log(
      `  ${(group || 'all').padEnd(10)} ${score === null ? '   n/a' : `${score.toFixed(2).padStart(6)} %`}` +
        `  detected ${detected}, survived ${survived}, no coverage ${noCoverage}` +
        (least === undefined ? '' : `  (at least ${least} %${below ? ': BELOW' : ''})`),
    );
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
