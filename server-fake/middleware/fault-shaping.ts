import { faults } from '../faults';
import { failure } from '../response';
import type { Call, Middleware } from './types';

function injected(call: Call) {
  const { req } = call;
  const def = call.route?.def;
  if (!def || (!def.anonymous && !call.caller())) return null;
  if (!def.anonymous && faults.shouldFail(req.path)) return failure(503, 'Error.Status.503');
  const armed = faults.takeArmed(req.method, req.path);
  return armed ? failure(armed.status, armed.message) : null;
}

/**
 * The demo's network as the fault settings describe it: latency, a share of
 * calls answered 503, one-shot failures armed by a test or the model walk, and
 * answers spoilt on purpose. Signed-out calls to signed-in routes still get
 * their 401 first, and sign-in itself never fails at random.
 */
export const faultShaping: Middleware = {
  name: 'faults',
  delay: (req) => faults.delay(req.path),
  handle: (call, next) => faults.shape(call.req.path, injected(call) ?? next()),
};
