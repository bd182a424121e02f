// The supervisor of `npm start` alone, without the install and the build: for the tests of the
// console's restart and for a machine where the build is already there.
import { superviseApi } from './lib/supervise.mjs';

await superviseApi();
