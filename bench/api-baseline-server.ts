// The usual way to serve the list: read every place and build (and compress) the JSON on every
// request. Started by bench/api.ts on the same database as our server, for comparison.
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { openDatabase } from '../src/server/db/index';
import { listLocations } from '../src/server/db/locations';

const [databaseUrl, port] = process.argv.slice(2);
const database = await openDatabase(databaseUrl!);
const app = Fastify();
await app.register(compress, { encodings: ['br', 'gzip'] });
app.get('/api/locations', async () => listLocations(database.db));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
