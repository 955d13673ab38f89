import { useState } from 'react';

/**
 * `useReducer` for forms, built on `useState`: the shared runtime's React facade has no
 * `useReducer` (scripts/build/react-esm.ts), and adding it would weigh on every page. The dispatch
 * function is stable, like React's.
 */
export function useFormReducer<State, Event>(
  reducer: (state: State, event: Event) => State,
  init: () => State,
): [State, (event: Event) => void] {
  const [state, setState] = useState(init);
  const [dispatch] = useState(() => (event: Event) => setState((current) => reducer(current, event)));
  return [state, dispatch];
}
