// Counts a server's SQL round trips without touching its code. Preload it:
//   node --import ./bench/groups-api/round-trips.mjs server.js
// Every statement mysql2 sends (query or execute, TypeORM's and plain mysql2's alike) adds one;
// GET http://127.0.0.1:BENCH_ROUND_TRIPS_PORT/ answers the count so far, as text.
import { tracingChannel } from 'node:diagnostics_channel';
import { createServer } from 'node:http';

let count = 0;
const counting = {
  start() {
    count += 1;
  },
  end() {},
  asyncStart() {},
  asyncEnd() {},
  error() {},
};
tracingChannel('mysql2:query').subscribe(counting);
tracingChannel('mysql2:execute').subscribe(counting);

const server = createServer((_req, res) => res.end(String(count)));
server.listen(Number(process.env.BENCH_ROUND_TRIPS_PORT), '127.0.0.1');
// The counter must not keep a server alive that is asked to stop.
server.unref();
