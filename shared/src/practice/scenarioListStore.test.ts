import { describe, expect, it } from 'vitest';
import type { PracticeScenarioSummary } from '../schemas/practiceSession.js';
import { createPracticeScenarioListStore } from './scenarioListStore.js';
import type { Connectivity } from './sessionPort.js';

const row = { id: 'sc1', name: 'SUV展厅接待' } as PracticeScenarioSummary;

/** The platform's network as a test drives it. */
function network() {
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { connectivity, emit: (online: boolean) => listeners.forEach((listener) => listener(online)), listeners };
}

describe('the free practice scenario list store', () => {
  it('loads again by itself when the connection comes back after a failed read, and not while the list is shown', async () => {
    let offline = true;
    let reads = 0;
    const store = createPracticeScenarioListStore({
      fetchScenarios: async () => {
        reads += 1;
        if (offline) throw new Error('offline');
        return [row];
      },
    });
    const net = network();
    const stop = store.getState().watch(net.connectivity);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: { error: new Error('offline') }, rows: [] });

    net.emit(false);
    expect(reads).toBe(1);
    offline = false;
    net.emit(true);
    await expect.poll(() => store.getState().status).toBe('ready');
    expect(store.getState()).toMatchObject({ failure: null, rows: [row] });
    expect(reads).toBe(2);

    net.emit(true);
    expect(reads).toBe(2);
    stop();
    expect(net.listeners.size).toBe(0);
  });

  it('keeps only the latest read when reads overlap', async () => {
    const answers: ((rows: PracticeScenarioSummary[]) => void)[] = [];
    const store = createPracticeScenarioListStore({ fetchScenarios: () => new Promise((resolve) => answers.push(resolve)) });
    const first = store.getState().load();
    const second = store.getState().load();
    answers[1]!([row]);
    await second;
    answers[0]!([]);
    await first;
    expect(store.getState().rows).toEqual([row]);
  });
});
