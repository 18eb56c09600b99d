// BENCH_CPU_PROFILE=/agenda,/asuntos: the renderer's CPU profile (CDP Profiler) of those screens,
// from the action to the first rows, in the first tour of each profile; written beside the report
// as a .cpuprofile (DevTools' Performance panel opens it) and a summary of the functions that
// spent the most time themselves. scripts/bench.mjs builds without minifying then, so the
// summary names the app's own functions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';

/** The screens whose CPU profile is recorded (their names: '/agenda', 'sign-in'…). */
export function profiledScreens(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  return new Set((env['BENCH_CPU_PROFILE'] ?? '').split(',').filter((name) => name !== ''));
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** Starts sampling every 100 µs; the returned function stops and writes the profile. */
export async function startCpuProfile(cdp: CDPSession): Promise<(directory: string, name: string) => Promise<string>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (directory, name) => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.send('Profiler.disable');
    mkdirSync(directory, { recursive: true });
    const base = join(directory, name.replace(/[^\w-]+/g, '-'));
    writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile));
    const summary = summarize(profile);
    writeFileSync(`${base}.txt`, summary);
    return `${base}.txt`;
  };
}

/** Self time per function (name, file and line), the largest first, with the share of the whole. */
export function summarize(profile: CpuProfile, top = 40): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let totalMs = 0;
  samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'}  ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
    totalMs += ms;
  });
  const rows = [...selfMs.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `Sampled ${totalMs.toFixed(0)} ms. Self time per function, the largest ${rows.length}:`,
    ...rows.map(
      ([key, ms]) =>
        `${ms.toFixed(1).padStart(9)} ms ${((ms / Math.max(totalMs, 1)) * 100).toFixed(1).padStart(5)} %  ${key}`,
    ),
    '',
  ].join('\n');
}
