import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { nextState, previousState, useCursorPagination } from './use-cursor-pagination';

describe('community cursor pagination (spec §4)', () => {
  it('starts at [0], pushes the last rank on Next and steps back on Previous', () => {
    const { result } = renderHook(() => useCursorPagination());
    expect(result.current).toMatchObject({ cursor: 0, index: 0, canGoBack: false });
    act(() => result.current.next(10));
    expect(result.current).toMatchObject({ cursor: 10, index: 1, canGoBack: true });
    act(() => result.current.next(20));
    expect(result.current.cursor).toBe(20);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 10, index: 1 });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ cursor: 0, index: 0, canGoBack: false });
  });

  it('forgets pages beyond the current one when Next follows Previous', () => {
    const after = nextState(previousState(nextState(nextState({ history: [0], index: 0 }, 10), 20)), 15);
    expect(after).toEqual({ history: [0, 10, 15], index: 2 });
  });

  it('does not step back past the first page', () => {
    expect(previousState({ history: [0], index: 0 })).toEqual({ history: [0], index: 0 });
  });
});
