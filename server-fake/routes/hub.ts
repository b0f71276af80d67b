import { route } from '../http';

/** SignalR's negotiate step, answered for the in-page transport of demo and sandbox modes. */
export const hubRoutes = [
  route({
    method: 'POST', path: '/chathub/negotiate',
    handle: ({ caller }) => ({
      status: 200,
      body: {
        negotiateVersion: 1,
        connectionId: `fake-${caller.user.id}-${Date.now().toString(36)}`,
        connectionToken: `fake-${caller.user.id}-${Math.random().toString(36).slice(2)}`,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      },
    }),
  }),
];
