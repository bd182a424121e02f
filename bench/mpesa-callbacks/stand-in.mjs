// The Daraja stand-in (scripts/lib/daraja-stand-in.mjs) in a process of its own, so that the
// STK queries, Transaction Status queries and their results the API makes during the run do not
// share the load generator's event loop. Prints one line once it listens.
// Usage: PORT=<port> node bench/mpesa-callbacks/stand-in.mjs
import { startDarajaStandIn } from '../../scripts/lib/daraja-stand-in.mjs';

const standIn = await startDarajaStandIn({ port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  void standIn.stop().then(() => process.exit(0));
});
console.log(`stand-in ${standIn.url}`);
