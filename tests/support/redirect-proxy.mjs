// A stand-in for a cluster in front of one real tavern server: HTTP is passed
// through, and its WebSocket paths act like cluster nodes (protocol/protocol.md,
// `redirect`). On `/ws` the first create, join, spectate or resume of each
// socket is answered with a `redirect` to `/n/x/ws` instead of being passed on;
// on `/n/<id>/ws` every frame is passed through to the server's `/ws`. It can
// also move every client of the node paths (an unsolicited redirect, then close
// code 1012), refuse a node path (a dead node), and it appends the per-node
// action counters of a cluster to /metrics.
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const ENTERING = new Set(['create', 'join', 'spectate', 'resume']);
const NODE_PATH = /^\/n\/([a-z0-9-]{1,32})\/ws$/;

/**
 * Starts the proxy on a free loopback port in front of `target` (http://host:port).
 * Options: `redirectTo` (the path of the first redirect), `deadNodes` (node ids whose
 * path refuses connections), `times` (how many redirects it gives in all), `loop`
 * (every entering request on every path is redirected, for a client that must give up).
 */
export async function startRedirectProxy(target, { redirectTo = '/n/x/ws', deadNodes = [], times = Infinity, loop = false } = {}) {
  const upstream = new URL(target);
  const log = []; // {path, at} for every WebSocket the proxy accepted
  const live = new Set(); // {path, client, server, room}
  const actions = new Map(); // node id -> action frames passed through
  let redirects = 0;

  const server = http.createServer((request, response) => {
    // A node's HTTP paths are the server's, under the node prefix.
    const path = request.url.replace(/^\/n\/[a-z0-9-]{1,32}(?=\/)/, '');
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path, headers: request.headers },
      (answer) => {
        if (path === '/metrics' && answer.statusCode === 200) {
          let body = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk) => { body += chunk; });
          answer.on('end', () => {
            for (const [node, count] of actions) body += `tavern_cluster_node_actions_total{node="${node}"} ${count}\n`;
            const headers = { ...answer.headers };
            delete headers['content-length'];
            delete headers['transfer-encoding'];
            response.writeHead(200, headers);
            response.end(body);
          });
          return;
        }
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const path = new URL(request.url, 'http://proxy').pathname;
    const node = NODE_PATH.exec(path)?.[1];
    if ((path !== '/ws' && !node) || deadNodes.includes(node)) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => accept(client, path, node));
  });

  function accept(client, path, node) {
    log.push({ path, at: Date.now() });
    const conn = { path, client, server: new WebSocket(`ws://${upstream.host}/ws`), room: null };
    live.add(conn);
    const queued = [];
    let redirected = false;
    conn.server.on('open', () => {
      for (const frame of queued) conn.server.send(frame);
      queued.length = 0;
    });
    conn.server.on('message', (data) => {
      const text = data.toString('utf8');
      try {
        const message = JSON.parse(text);
        if (message.type === 'joined') conn.room = message.room;
      } catch {
        // Passed on as it is.
      }
      if (client.readyState === WebSocket.OPEN) client.send(text);
    });
    client.on('message', (data) => {
      const text = data.toString('utf8');
      let message = null;
      try {
        message = JSON.parse(text);
      } catch {
        // Passed on as it is.
      }
      if (message && ENTERING.has(message.type) && redirects < times && (loop || (path === '/ws' && !redirected))) {
        redirected = true;
        redirects += 1;
        const reply = { type: 'redirect', path: redirectTo, reason: 'elsewhere' };
        if (message.id !== undefined) reply.id = message.id;
        if (typeof message.room === 'string') reply.room = message.room.toUpperCase();
        client.send(JSON.stringify(reply));
        return;
      }
      if (message?.type === 'action' && node) actions.set(node, (actions.get(node) ?? 0) + 1);
      if (conn.server.readyState === WebSocket.OPEN) conn.server.send(text);
      else queued.push(text);
    });
    const close = () => {
      live.delete(conn);
      client.terminate();
      conn.server.terminate();
    };
    client.on('close', close);
    client.on('error', close);
    conn.server.on('close', close);
    conn.server.on('error', close);
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Every WebSocket accepted so far: [{path, at}]. */
    connections: () => [...log],
    /** The paths of the WebSockets open now. */
    livePaths: () => [...live].map((conn) => conn.path),
    redirects: () => redirects,
    /** Moves every client in a room on a node path to `path`: a redirect without id, then close 1012. */
    moveAll(path = redirectTo) {
      let moved = 0;
      for (const conn of [...live]) {
        if (conn.path === '/ws' || !conn.room) continue;
        conn.client.send(JSON.stringify({ type: 'redirect', path, room: conn.room, reason: 'moved' }));
        conn.client.close(1012, 'room moved');
        conn.server.close(1000);
        moved += 1;
      }
      return moved;
    },
    async stop() {
      for (const conn of live) {
        conn.client.terminate();
        conn.server.terminate();
      }
      sockets.close();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
