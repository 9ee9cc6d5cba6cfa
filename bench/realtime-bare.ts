import { WebSocketServer } from 'ws';
import { type BenchCommand, benchData, memory, reply } from './realtime-ipc.ts';

/**
 * The baseline of `npm run bench:realtime`: a bare `ws` server in a process of its own that
 * keeps its sockets in an array and broadcasts (one frame for all) or sends one message per
 * socket, with no protocol, authentication, channels or pings.
 */
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
const sockets = new Set<import('ws').WebSocket>();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
await new Promise((resolve) => server.once('listening', resolve));

process.on('message', (command: BenchCommand) => {
  if (command.cmd === 'memory') return reply({ memory: memory(sockets.size) });
  if (command.cmd === 'publish-shared') {
    const frame = JSON.stringify(benchData(command.round));
    for (const socket of sockets) socket.send(frame);
  } else if (command.cmd === 'publish-users') {
    for (const socket of sockets) socket.send(JSON.stringify(benchData(command.round)));
  } else if (command.cmd === 'stop') {
    for (const socket of sockets) socket.terminate();
    server.close();
    process.exit(0);
  }
  reply({ published: command.cmd });
});
reply({ ready: { port: (server.address() as { port: number }).port, tokens: [] } });
