// A TCP port free on 127.0.0.1 at the time of asking: the one copy the scripts and the browser tests
// use. CommonJS so that both plain Node (the .mjs scripts) and Playwright's TypeScript loader import it.
const net = require('node:net');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
