import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred';
import { inOrder } from './inOrder';

describe('inOrder', () => {
  it('settles answers in the order of the calls, even when a later one comes first', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let calls = 0;
    const search = inOrder(
      (_query: string) => (answers[calls++] as ReturnType<typeof deferred<string>>).promise,
    );
    const settled: string[] = [];
    const pending = ['s', 'sl', 'slider'].map((query) =>
      search(query).then(
        (value) => settled.push(value),
        (error: Error) => settled.push(`failed ${error.message}`),
      ),
    );
    expect(calls).toBe(3);
    answers[2]?.resolve('slider: 455');
    answers[1]?.reject(new Error('sl'));
    // Every promise callback queued so far has run: the later answers still wait for the first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toEqual([]);
    answers[0]?.resolve('s: 1693');
    await Promise.all(pending);
    expect(settled).toEqual(['s: 1693', 'failed sl', 'slider: 455']);
  });

  it('starts every call at once: only the answers wait', async () => {
    const started: string[] = [];
    const search = inOrder(async (query: string) => {
      started.push(query);
      return query;
    });
    const first = search('a');
    const second = search('b');
    expect(started).toEqual(['a', 'b']);
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
  });
});
