// Baseline: bare Fastify answering the API's own JSON from memory: the HTTP ceiling.
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.BODIES);
const app = Fastify();
app.get('/api/groups', async () => bodies.mine);
app.get('/api/groups/explore', async () => bodies.explore);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
