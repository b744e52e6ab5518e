// `npm run cli -- <command>`: the commands (cli-commands.ts) with this process's arguments, environment and output.
import { runCli } from './cli-commands';
import { assertNodeVersion } from './node-version';

assertNodeVersion();
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
