import { atom, createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { loadableOf } from './loadable';

describe('loadableOf', () => {
  it('is loading, then has the data', async () => {
    let resolve: (value: string) => void = () => undefined;
    const asyncAtom = atom(() => new Promise<string>((done) => (resolve = done)));
    const store = createStore();
    const loadable = loadableOf(asyncAtom);
    const seen = vi.fn();
    store.sub(loadable, () => seen(store.get(loadable)));
    expect(store.get(loadable)).toEqual({ state: 'loading' });
    resolve('SGD');
    await vi.waitFor(() => expect(store.get(loadable)).toEqual({ state: 'hasData', data: 'SGD' }));
    expect(seen).toHaveBeenCalledWith({ state: 'hasData', data: 'SGD' });
  });

  it('holds the error of a failed atom', async () => {
    const failing = atom(async () => {
      throw new Error('offline');
    });
    const store = createStore();
    const loadable = loadableOf(failing);
    store.sub(loadable, () => undefined);
    await vi.waitFor(() => expect(store.get(loadable)).toMatchObject({ state: 'hasError', error: new Error('offline') }));
  });
});
