/**
 * `npm audit` of what ships to visitors (production dependencies): fails on a high or critical
 * advisory. Where the registry's audit service cannot be reached (this workplace's network lets
 * installs through but not audits), it says so plainly and does not pretend to have checked.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: {
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { summary?: string };
  message?: string;
};
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || 'no answer';
  console.log(`npm audit: not checked, the audit service did not answer (${reason}).`);
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${Object.entries(counts)
    .map(([level, count]) => `${count} ${level}`)
    .join(', ')}`,
);
if (serious > 0) {
  console.error(`npm audit: ${serious} high or critical vulnerabilities in production dependencies.`);
  process.exit(1);
}
