// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../search/types';
import { initialTypedAhead, typedAheadIn } from './PendingSearch';

describe('initialTypedAhead', () => {
  it('starts from the letter typed on the button, the caret after it', () => {
    expect(initialTypedAhead('p', 'selected text')).toEqual({ query: 'p', selection: [1, 1] });
  });

  it('else from the page selection, cut to the query limit and selected so that typing replaces it', () => {
    const selected = 'ノブ'.repeat(40);
    const { query, selection } = initialTypedAhead(undefined, selected);
    expect(query).toBe(selected.slice(0, MAX_QUERY_LENGTH));
    expect(query).toHaveLength(64);
    expect(selection).toEqual([0, 64]);
    expect(initialTypedAhead(undefined, '')).toEqual({ query: '', selection: [0, 0] });
  });

  it('never cuts a character of the selection in two (an emoji at the limit)', () => {
    const { query, selection } = initialTypedAhead(undefined, `${'a'.repeat(MAX_QUERY_LENGTH - 1)}🎹 knob`);
    expect(query).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(selection).toEqual([0, MAX_QUERY_LENGTH - 1]);
  });
});

describe('typedAheadIn', () => {
  it('reads the query and the caret or selection of the box', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.value = 'knob';
    input.setSelectionRange(1, 3);
    expect(typedAheadIn(input)).toEqual({ query: 'knob', selection: [1, 3] });
    input.setSelectionRange(2, 2);
    expect(typedAheadIn(input)).toEqual({ query: 'knob', selection: [2, 2] });
  });
});
