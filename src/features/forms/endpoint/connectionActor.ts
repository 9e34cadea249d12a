import { fromCallback } from 'xstate';

/** The forms' `connection` actor: reports the connection's return (the page's `online` event) to
 * the machine that waits for it, for as long as it waits. */
export const connectionActor = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  window.addEventListener('online', online);
  // Back already, between the failed request and this wait: no event is coming.
  if (navigator.onLine) online();
  return () => window.removeEventListener('online', online);
});
