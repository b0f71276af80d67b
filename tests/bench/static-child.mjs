// The bench's static server, in a process of its own: in the bench's process it
// would share an event loop with Playwright's protocol traffic, which delays
// every file answered during a page load, and an app of many files far more
// than the one-file floor. Usage: node static-child.mjs <dir> [config JSON]
import { createStaticServer } from '../../build.mjs';

const [dir, config] = process.argv.slice(2);
const server = createStaticServer({ dir, config: config ? JSON.parse(config) : undefined });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
});
