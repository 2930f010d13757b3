// A TCP port free on 127.0.0.1 at the time of asking, and whether a given one is: the one copy the scripts and the browser tests
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

/** Whether nothing listens on `port` of 127.0.0.1 (a listen there succeeds). */
function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

module.exports = { freePort, isPortFree };
