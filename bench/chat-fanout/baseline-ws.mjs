// Baseline: bare Fastify + ws doing the chat's fan-out. Sockets join their group's room at once
// (no token check, no membership read); POST /api/chat/messages sends the same event shape to
// the room. Without DATABASE_URL nothing is stored: what HTTP + WebSocket cost alone. With it,
// each send first runs through mysql2 the SQL the API runs (the caller's row, the group with the
// caller's membership, the INSERT) on a pool as large as the API's: the database-backed ceiling.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';
import { v7 as newId } from 'uuid';
import { WebSocket, WebSocketServer } from 'ws';

const PATH_PREFIX = '/ws/chat/';
const rooms = new Map();
const app = Fastify();
const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
const pool = process.env.DATABASE_URL
  ? createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' })
  : null;

app.server.on('upgrade', (request, socket, head) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (!pathname.startsWith(PATH_PREFIX)) return socket.destroy();
  const groupId = decodeURIComponent(pathname.slice(PATH_PREFIX.length));
  wss.handleUpgrade(request, socket, head, (ws) => {
    const room = rooms.get(groupId) ?? new Set();
    room.add(ws);
    rooms.set(groupId, room);
    ws.on('message', () => undefined);
    ws.once('close', () => room.delete(ws));
  });
});

/** The token's subject, read but not verified: the baseline checks nothing. */
function senderOf(authorization = '') {
  const payload = authorization.split('.')[1];
  return payload ? JSON.parse(Buffer.from(payload, 'base64url').toString()).sub : '';
}

/** The API's reads and write for one send; answers whether the sender is the group's admin. */
async function store(senderId, groupId, id, text, createdAt) {
  await pool.query('SELECT * FROM users WHERE id = ?', [senderId]);
  const [[seat]] = await pool.query(
    `SELECT g.*, ms.role AS member_role FROM savings_groups g
     LEFT JOIN memberships ms ON ms.group_id = g.id AND ms.user_id = ? AND ms.status = 'active'
     WHERE g.id = ? AND g.deleted_at IS NULL`,
    [senderId, groupId],
  );
  const isAdmin = seat.admin_id === senderId || seat.member_role === 'admin';
  await pool.query(
    'INSERT INTO chat_messages (id, group_id, sender_id, message, sender_is_admin, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [id, groupId, senderId, text, isAdmin ? 1 : 0, createdAt],
  );
  return isAdmin;
}

app.post('/api/chat/messages', async (request, reply) => {
  const { group_id: groupId, message } = request.body;
  const senderId = senderOf(request.headers.authorization);
  const createdAt = new Date();
  const timestamp = createdAt.toISOString();
  const id = newId();
  const isAdmin = pool ? await store(senderId, groupId, id, message.trim(), createdAt) : false;
  const payload = JSON.stringify({
    type: 'new_message',
    message: {
      id,
      group_id: groupId,
      sender_id: senderId,
      sender_name: '',
      message: message.trim(),
      timestamp,
      is_flagged: false,
      is_admin: isAdmin,
      is_read: false,
      flag_count: 0,
      flag_reasons: [],
    },
  });
  for (const ws of rooms.get(groupId) ?? []) if (ws.readyState === WebSocket.OPEN) ws.send(payload);
  return reply.code(201).send({ id, timestamp });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
