// Exits non-zero, saying why, when TEST_DATABASE_URL's server cannot be reached.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
  console.log(`PostgreSQL reachable at ${url}`);
} catch (error) {
  console.error(`PostgreSQL at ${url} is not reachable: ${error.message}`);
  process.exit(1);
}
