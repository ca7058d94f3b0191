// The writer killed by db-kill-durability.test.ts: opens the embedded database on argv[2] as the server does, then
// writes rows numbered from argv[3] with four writers at once, printing each id once its insert is acknowledged.
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';

const [dataDir, first] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir! });
await database.db.execute(sql`create table if not exists acknowledged (id integer primary key)`);
process.stdout.write('ready\n');
let next = Number(first);
async function writer(): Promise<never> {
  for (;;) {
    const id = next++;
    await database.db.execute(sql`insert into acknowledged (id) values (${id})`);
    process.stdout.write(`ack ${id}\n`);
  }
}
await Promise.all([writer(), writer(), writer(), writer()]);
