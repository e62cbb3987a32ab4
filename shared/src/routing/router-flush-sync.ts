// RouterProvider's flushSync: a navigation that asks for it (a list's filter choice) is drawn before the next event,
// not in a transition. 'react-router/dom' wires react-dom's the same way; we keep to the 'react-router' entry every
// app shares, and its type wants an update that returns nothing.
import { flushSync } from 'react-dom';

export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}
