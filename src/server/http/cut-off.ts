// A request whose client went away before sending its whole body (a Content-Length it never
// reached, a chunked body never ended). Reading that body fails with whatever the stream says
// ("aborted", "Body is unusable", a premature close…): that is the client's doing, so the answer
// (which nobody may read any more) and its log line are a 400, never a 500 with a stack.
import type { ServerBindings } from './client-ip.server';

type Incoming = ServerBindings['incoming'];

/**
 * True when the Node server's request ended before its body did. Asked of the request, not the
 * error: a server fault in a call whose body arrived whole stays a 500.
 */
export function bodyCutOff(incoming: Incoming): boolean {
  const req = incoming as
    | { complete?: boolean; readableAborted?: boolean; destroyed?: boolean; errored?: unknown }
    | undefined;
  if (req?.complete !== false) return false;
  return req.readableAborted === true || req.destroyed === true || (req.errored ?? null) !== null;
}

export const CUT_OFF_MESSAGE = 'The request body was not sent in full';
