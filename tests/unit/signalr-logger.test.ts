import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LogLevel } from '@microsoft/signalr';
import { signalrLogger } from '../../src/realtime/signalr-connection';

/**
 * The hub's console: warnings and errors as SignalR writes them, except the
 * failed start it reports when we stopped the connection ourselves while it
 * negotiated (a sign-out or a demo persona switch right after sign-in).
 */
function capture(stopping: boolean) {
  const lines: Array<[string, string]> = [];
  const logger = signalrLogger(() => stopping, { error: (m: string) => lines.push(['error', m]), warn: (m: string) => lines.push(['warn', m]) });
  return { logger, lines };
}

const stoppedDuringNegotiation = 'Failed to start the connection: Error: The connection was stopped during negotiation.';

test('errors and warnings reach the console in SignalR’s format; information and debug do not', () => {
  const { logger, lines } = capture(false);
  logger.log(LogLevel.Information, 'WebSocket connected');
  logger.log(LogLevel.Debug, 'Sending handshake');
  logger.log(LogLevel.Warning, 'Connection disconnected');
  logger.log(LogLevel.Error, 'Connection lost');
  assert.equal(lines.map(([k]) => k), ['warn', 'error']);
  assert.match(lines[1]![1], /^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] Error: Connection lost$/);
});

test('a start stopped by our own stop is not an error; the same message without our stop still is', () => {
  const ours = capture(true);
  ours.logger.log(LogLevel.Error, stoppedDuringNegotiation);
  assert.equal(ours.lines, []);
  ours.logger.log(LogLevel.Error, 'Failed to complete negotiation with the server: Error: Error.Status.503');
  assert.is(ours.lines.length, 1, 'other failures while stopping are still said');
  // The sign-out's logout reached the server before the negotiation it stopped (the stop is waited for 1 s at most).
  const refused = "Failed to complete negotiation with the server: Error: {\"success\":false,\"message\":\"Error.Status.401\",\"data\":null}: Status code '401'";
  ours.logger.log(LogLevel.Error, refused);
  ours.logger.log(LogLevel.Error, `Failed to start the connection: Error: ${refused}`);
  assert.is(ours.lines.length, 1, 'a refused negotiation while stopping is the stop\'s doing');
  const theirs = capture(false);
  theirs.logger.log(LogLevel.Error, stoppedDuringNegotiation);
  theirs.logger.log(LogLevel.Error, refused);
  assert.is(theirs.lines.length, 2);
});

test.run();
