// npm audit of the production dependencies: fails on a high or critical advisory. When the registry's advisory
// endpoint cannot be reached (an offline mirror, a proxy that refuses the POST), it says so loudly and does not
// count as a failure — there is nothing to judge — so CI on a closed network still runs the rest.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

export const auditProduction = () => {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(result.stdout || '{}');
  } catch {
    report = {};
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? 'no answer';
    console.warn(`⚠ npm audit: the advisory database could not be reached (${reason.trim()}); production dependencies NOT checked`);
    return { checked: false, ok: true };
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(`npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`);
  if (serious > 0) {
    for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
      if (entry.severity === 'high' || entry.severity === 'critical') console.error(`  ${entry.severity}: ${name} ${entry.range ?? ''}`);
    }
  }
  return { checked: true, ok: serious === 0 };
};

if (import.meta.url === `file://${process.argv[1]}`) process.exit(auditProduction().ok ? 0 : 1);
