import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  project: string;
  file: string;
  tests: number;
  /** From the moment the file started (its worker began importing it) until its last hook ended. */
  wallMs: number;
  startedAt: number;
  endedAt: number;
}

const SLOWEST = 15;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A vitest reporter for CI's log (used beside the default one): each project's files, tests and
 * wall time (first file started → last file ended; projects overlap when files run in parallel),
 * then the 15 slowest test files. docs/testing.md holds the budget these figures are read against.
 */
export default class Timings implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const endedAt = Date.now();
    const startedAt = this.started.get(module.moduleId) ?? endedAt;
    const diagnostic = module.diagnostic();
    // A file's import (its collect phase) happens before onTestModuleStart in some pools: count it.
    const wallMs = Math.max(endedAt - startedAt, diagnostic.collectDuration + diagnostic.duration);
    const tests = [...module.children.allTests()].length;
    this.files.push({ project: module.project.name, file: relative(process.cwd(), module.moduleId), tests, wallMs, startedAt: endedAt - wallMs, endedAt });
  }

  onTestRunEnd(): void {
    if (this.files.length === 0) return;
    const lines = ['', '::: test timings by project (wall time from its first file to its last; projects overlap)'];
    for (const project of [...new Set(this.files.map((file) => file.project))]) {
      const files = this.files.filter((file) => file.project === project);
      const span = Math.max(...files.map((file) => file.endedAt)) - Math.min(...files.map((file) => file.startedAt));
      const tests = files.reduce((sum, file) => sum + file.tests, 0);
      const busy = files.reduce((sum, file) => sum + file.wallMs, 0);
      lines.push(
        `${project.padEnd(12)} ${String(files.length).padStart(4)} files ${String(tests).padStart(5)} tests  wall ${seconds(span).padStart(8)}  in files ${seconds(busy).padStart(8)}`,
      );
    }
    lines.push('', `::: the ${SLOWEST} slowest test files`);
    for (const file of [...this.files].sort((a, b) => b.wallMs - a.wallMs).slice(0, SLOWEST)) {
      lines.push(`${seconds(file.wallMs).padStart(8)}  ${String(file.tests).padStart(4)} tests  ${file.project.padEnd(12)} ${file.file}`);
    }
    console.log(lines.join('\n'));
  }
}
